// Plays complete games of every game the server has, through both transports,
// choosing among the legal moves the server lists.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ArbiterClient, ArbiterError, Code, unpackAny, api } from "@arbiter/client/node";
import { transports } from "./support.js";

const MAX_MOVES = 20000;

/** A small deterministic generator so runs are repeatable. */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; };
}

const catalog = await new ArbiterClient(transports.grpc()).games();

for (const [name, make] of Object.entries(transports)) {
  for (const info of catalog) {
    test(`${name}: a complete game of ${info.game}`, async () => {
      const client = new ArbiterClient(make());
      const game = await client.createGame({ game: info.game, players: info.minPlayers, seed: 99n });
      const pick = chooser(7);
      let view = game.view;
      let moves = 0;
      while (view.status === api.GameStatus.ACTIVE) {
        assert.ok(moves < MAX_MOVES, "game did not end");
        const pendingSeats = [...new Set(view.pending.map((p) => p.seat))].sort((a, b) => a - b);
        const seat = game.seats[pendingSeats[pick(pendingSeats.length)]];
        const legal = await seat.legalMoves();
        assert.ok(legal.moves.length > 0, `seat ${seat.seat} is pending but has no legal move`);
        // The game's own random player, as the server suggests it (realistic game lengths).
        const move = legal.moves[legal.suggested ?? pick(legal.moves.length)];
        assert.ok(unpackAny(move), "every listed move decodes with the generated types");
        const res = await seat.submit(move);
        view = res.view!;
        moves++;
      }
      assert.equal(view.status, api.GameStatus.FINISHED);
      assert.ok(view.outcome && view.outcome.scores.length === info.minPlayers);
      assert.ok(unpackAny(view.state!), "the final state decodes");
      // A move after the end is refused with a reason, not a crash.
      const history = await game.spectator.history(1n);
      assert.equal(history.length, moves + 1);
      const last = history[history.length - 1];
      await assert.rejects(game.seats[last.seat ?? 0].submit(last.move!, { expectedVersion: null }), (err: unknown) => {
        assert.ok(err instanceof ArbiterError);
        assert.ok([Code.FAILED_PRECONDITION, Code.PERMISSION_DENIED].includes(err.code as 9 | 7), err.message);
        return true;
      });
    });
  }

  test(`${name}: watching a game streams each version`, async () => {
    const client = new ArbiterClient(make());
    const info = catalog[0];
    const game = await client.createGame({ game: info.game, players: info.minPlayers, seed: 5n });
    const abort = new AbortController();
    const seen: bigint[] = [];
    const watching = (async () => {
      for await (const entry of game.spectator.watch(1n, abort.signal)) {
        seen.push(entry.version);
        if (seen.length === 3) abort.abort();
      }
    })().catch((err) => { if (!abort.signal.aborted) throw err; });
    for (let i = 0; i < 2; i++) {
      const view = await game.spectator.view();
      const seat = game.seats[view.pending[0].seat];
      const legal = await seat.legalMoves();
      await seat.submit(legal.moves[0]);
    }
    await watching;
    assert.deepEqual(seen, [1n, 2n, 3n]);
  });
}

for (const [name, make] of Object.entries(transports)) {
  test(`${name}: a stale version is thrown, not re-sent, unless retryConflicts asks`, async () => {
    const client = new ArbiterClient(make());
    const info = catalog[0];
    const game = await client.createGame({ game: info.game, players: info.minPlayers, seed: 8n });
    const seat = game.seats[game.view.pending[0].seat];
    const legal = await seat.legalMoves();
    seat.version = 0n; // as if this handle had missed a move
    await assert.rejects(seat.submit(legal.moves[0]), (err: unknown) =>
      err instanceof ArbiterError && err.code === Code.ABORTED && err.currentVersion === 1n);
    assert.equal((await game.spectator.history()).length, 1); // nothing applied
    seat.version = 0n;
    const res = await seat.submit(legal.moves[0], { retryConflicts: 1 });
    assert.equal(res.version, 2n);
  });
}
