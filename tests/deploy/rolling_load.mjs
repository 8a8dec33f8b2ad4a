// Load from the TypeScript client (clients/typescript, built to dist/) for
// tests/deploy/test_rolling_restart.py: games played over gRPC and REST through
// the gateway, each with a spectator watching from version 1, until the file
// named by ARBITER_STOP_FILE exists. Every call goes through the client's own
// retries, nothing else: whatever still fails is counted. Prints one JSON line.
import { existsSync } from "node:fs";
import { ArbiterClient, GrpcTransport, RestTransport } from "../../clients/typescript/dist/src/node.js";

const { ARBITER_GRPC, ARBITER_HTTP, ARBITER_STOP_FILE, ARBITER_PLAYERS = "2" } = process.env;
const stopped = () => existsSync(ARBITER_STOP_FILE);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const out = { moves: 0, games: 0, failed: {}, watchProblems: [] };
const fail = (what, err) => {
  const key = `${what}: ${err?.code ?? ""} ${String(err?.message ?? err).slice(0, 120)}`;
  out.failed[key] = (out.failed[key] ?? 0) + 1;
};

async function play(name, client, seed) {
  const info = (await client.games()).find((g) => g.game === "nottingham") ?? (await client.games())[0];
  while (!stopped()) {
    let game;
    try {
      game = await client.createGame({ game: info.game, players: info.minPlayers, seed: BigInt(seed++) });
    } catch (err) { fail(`${name} createGame`, err); await sleep(50); continue; }
    out.games++;
    const abort = new AbortController();
    const seen = [];
    const watching = (async () => {
      try {
        for await (const entry of game.spectator.watch(1n, abort.signal)) seen.push(Number(entry.version));
      } catch (err) { if (!abort.signal.aborted) fail(`${name} watch`, err); }
    })();
    let version = 0;
    try {
      for (let turn = 0; turn < 60 && !stopped(); turn++) {
        let moved = false;
        for (const seat of game.seats) {
          const move = await seat.suggestedMove();
          if (move === undefined) continue;
          version = Number((await seat.submit(move)).version);
          out.moves++;
          moved = true;
          break;
        }
        if (!moved) break; // finished
      }
    } catch (err) { fail(`${name} play`, err); }
    // The spectator catches up with the last version, then stops watching.
    for (let i = 0; i < 600 && (seen.at(-1) ?? 0) < version; i++) await sleep(25);
    abort.abort();
    await watching;
    const expected = Array.from({ length: version }, (_, i) => i + 1);
    if (JSON.stringify(seen) !== JSON.stringify(expected)) {
      out.watchProblems.push(`${name} ${game.gameId}: saw ${seen.length} versions, last ${seen.at(-1)}, expected ${version}`);
    }
  }
}

const players = Number(ARBITER_PLAYERS);
const runs = [];
for (let i = 0; i < players; i++) {
  runs.push(play("grpc", new ArbiterClient(new GrpcTransport(ARBITER_GRPC)), 1000 + 100 * i));
  runs.push(play("rest", new ArbiterClient(new RestTransport(ARBITER_HTTP)), 5000 + 100 * i));
}
await Promise.all(runs);
console.log(JSON.stringify(out));
