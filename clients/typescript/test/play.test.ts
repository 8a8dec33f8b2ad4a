// Play streams under Node over gRPC (HTTP/2): every seat plays a whole game on
// its own stream, refusals come back without ending the stream, and REST says
// plainly that it has no bidirectional stream.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ArbiterClient, ArbiterError, api } from "@arbiter/client/node";
import { transports } from "./support.js";

const catalog = await new ArbiterClient(transports.grpc()).games();

for (const info of catalog) {
  test(`grpc: every seat plays ${info.game} on its Play stream`, async () => {
    const client = new ArbiterClient(transports.grpc());
    const game = await client.createGame({ game: info.game, players: info.minPlayers, seed: 5n });
    const seen = new Map<string, bigint[]>();
    const play = async (key: string, stream: ReturnType<typeof game.spectator.play>) => {
      const versions: bigint[] = [];
      seen.set(key, versions);
      for await (const update of stream) {
        if (update.entry) versions.push(update.entry.version);
        if (update.next?.suggested !== undefined) stream.send(update.next.moves[update.next.suggested]);
      }
    };
    await Promise.all([
      play("spectator", game.spectator.play({ fromVersion: 1n })),
      ...game.seats.map((s) => play(`seat ${s.seat}`, s.play({ fromVersion: 1n }))),
    ]);
    const view = await game.spectator.view();
    assert.equal(view.status, api.GameStatus.FINISHED);
    const all = Array.from({ length: Number(view.version) }, (_, i) => BigInt(i + 1));
    for (const [key, versions] of seen) assert.deepEqual(versions, all, key);
  });
}

test("grpc: a refused move on a Play stream throws and the stream goes on", async () => {
  const client = new ArbiterClient(transports.grpc());
  const info = catalog[0];
  const game = await client.createGame({ game: info.game, players: info.minPlayers, seed: 3n });
  const pending = new Set(game.view.pending.map((p) => p.seat));
  const mover = game.seats.find((s) => pending.has(s.seat!))!;
  const other = game.seats.find((s) => !pending.has(s.seat!))!;
  const legal = await mover.legalMoves();
  const move = legal.moves[legal.suggested!];
  const waiting = other.play();
  await assert.rejects(waiting.submit(move), (err: unknown) => {
    assert.ok(err instanceof ArbiterError);
    assert.equal(err.reason, "NOT_YOUR_TURN");
    assert.ok(err.rule);
    return true;
  });
  waiting.close();
  const stream = mover.play();
  const answer = await stream.submit(move, { requestId: "once" });
  assert.equal(answer.view?.version, 2n);
  const again = await stream.submit(move, { requestId: "once" });
  assert.equal(again.view?.version, 2n, "answered again, not applied again");
  stream.close();
});

test("grpc: submit with includeNext answers with the next legal moves", async () => {
  const client = new ArbiterClient(transports.grpc());
  const info = catalog[0];
  const game = await client.createGame({ game: info.game, players: info.minPlayers, seed: 3n });
  const mover = game.seats.find((s) => s.seat === game.view.pending[0].seat)!;
  const legal = await mover.legalMoves();
  const res = await mover.submit(legal.moves[legal.suggested!], { includeNext: true });
  assert.equal(res.next?.version, res.version);
  assert.deepEqual(res.next?.moves, (await mover.legalMoves()).moves);
});

test("rest: Play is not on the REST face", () => {
  const client = new ArbiterClient(transports.rest());
  assert.throws(() => client.seat("x").play(), /gRPC/);
});
