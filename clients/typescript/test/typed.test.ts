// Typed per-game helpers (seat.as(nottingham)), updates() yielding views and
// resuming after a broken stream, and the generated typed service used
// directly with Connect.
import { test } from "node:test";
import assert from "node:assert/strict";
import { create, fromJson, toJson } from "@bufbuild/protobuf";
import { createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import {
  ArbiterClient, ArbiterError, Code, Seat, api, hansa_teutonica, nottingham, prestige, type Transport,
} from "@arbiter/client/node";
import { transports } from "./support.js";

for (const [name, make] of Object.entries(transports)) {
  test(`${name}: a seat of a Nottingham game takes and returns nottingham messages`, async () => {
    const client = new ArbiterClient(make());
    const game = await client.createGame({ game: "nottingham", players: 3, seed: 11n });
    const spectator = game.spectator.as(nottingham);
    const watched = (async () => {
      const seen: [bigint, bigint, string][] = [];
      for await (const u of spectator.updates(1n)) {
        seen.push([u.entry.version, u.view.version, u.view.state.$typeName]);
        for (const e of u.entry.events) assert.equal(e.$typeName, "arbiter.nottingham.v1.Event");
        if (u.entry.version === 3n) return seen;
      }
      return seen;
    })();
    for (let i = 0; i < 2; i++) {
      const view = await spectator.view();
      assert.equal(view.state.$typeName, "arbiter.nottingham.v1.State");
      const me = game.seats[view.pending[0].seat].as(nottingham);
      const legal = await me.legalMoves();
      const move: nottingham.Move = legal.suggested!;
      assert.equal(move.$typeName, "arbiter.nottingham.v1.Move");
      const answer = await me.submit(move);
      assert.equal(answer.version, legal.version + 1n);
      assert.ok(answer.events.every((e) => e.$typeName === "arbiter.nottingham.v1.Event"));
      assert.equal(answer.view.state.$typeName, "arbiter.nottingham.v1.State");
    }
    const seen = await watched;
    assert.deepEqual(seen.map(([v]) => v), [1n, 2n, 3n]);
    for (const [entry, view] of seen) assert.ok(view >= entry, "each update's view is at its version or later");
    const history = await game.seats[0].as(nottingham).history();
    assert.equal(history.length, 3);
  });

  test(`${name}: a seat of another game's type is refused by the typed helper`, async () => {
    const client = new ArbiterClient(make());
    const game = await client.createGame({ game: "nottingham", players: 3 });
    await assert.rejects(game.spectator.as(prestige).view(), /arbiter\.prestige\.v1\.State/);
  });

  test(`${name}: a renamed reason still matches its released name`, async () => {
    // API 1.0.0 refused a move of the wrong kind with WRONG_DECISION in Nottingham.
    const client = new ArbiterClient(make());
    const game = await client.createGame({ game: "nottingham", players: 3, seed: 3n });
    const me = game.seats.find((s) => s.seat === game.view.pending[0].seat)!.as(nottingham);
    const move = create(nottingham.MoveSchema, { kind: { case: "endTurn", value: {} } });
    await assert.rejects(me.submit(move), (err: unknown) => {
      assert.ok(err instanceof ArbiterError);
      assert.equal(err.reason, "WRONG_MOVE_KIND");
      assert.equal(err.metadata.deprecated_reason, "WRONG_DECISION");
      assert.ok(err.isReason("WRONG_MOVE_KIND") && err.isReason("WRONG_DECISION"));
      assert.ok(!err.isReason("WRONG_PHASE") && !err.isReason(""));
      return true;
    });
  });
}

test("BONUS_MARKER_UNSPECIFIED, API 1.0.0's name of BONUS_MARKER_NONE, is parsed; NONE is printed", () => {
  const { BonusMarker, StateSchema } = hansa_teutonica;
  assert.equal(BonusMarker.UNSPECIFIED, BonusMarker.NONE);
  for (const name of ["BONUS_MARKER_NONE", "BONUS_MARKER_UNSPECIFIED"]) {
    assert.deepEqual(fromJson(StateSchema, { routeMarkers: [name] }).routeMarkers, [BonusMarker.NONE]);
  }
  const state = create(StateSchema, { routeMarkers: [BonusMarker.NONE] });
  assert.deepEqual((toJson(StateSchema, state) as { routeMarkers: string[] }).routeMarkers, ["BONUS_MARKER_NONE"]);
});

test("the generated typed service works with Connect directly (no Any)", async () => {
  const baseUrl = `http://${process.env.ARBITER_GRPC ?? "127.0.0.1:50051"}`;
  const svc = createClient(nottingham.Nottingham, createGrpcTransport({ baseUrl }));
  const created = await svc.createGame({ players: 3 });
  assert.equal(created.view?.state?.$typeName, "arbiter.nottingham.v1.State");
  const seat = created.view!.pending[0].seat;
  const auth = { headers: { authorization: `Bearer ${created.seats[seat].token}` } };
  const legal = await svc.listLegalMoves({ gameId: created.gameId }, auth);
  const answer = await svc.submitMove({ gameId: created.gameId, move: legal.moves[legal.suggested!], requestId: "ts-1" }, auth);
  assert.equal(answer.version, 2n);
  assert.equal(answer.events[0].$typeName, "arbiter.nottingham.v1.Event");
});

/** A transport whose first WatchGame stream breaks (UNAVAILABLE) after one entry. */
function breakingTransport(): { transport: Transport; streams: bigint[] } {
  const streams: bigint[] = [];
  const entry = (version: bigint, status = api.GameStatus.ACTIVE) =>
    create(api.WatchGameResponseSchema, { entry: { version, status } });
  const transport = {
    async unary(method: string) {
      assert.equal(method, "getGame");
      return create(api.GetGameResponseSchema, { view: { version: 3n } });
    },
    async *stream(_method: string, request: { fromVersion?: bigint }) {
      streams.push(request.fromVersion ?? 0n);
      if (streams.length === 1) {
        yield entry(1n);
        throw new ArbiterError(Code.UNAVAILABLE, "replica gone", "", {}, []);
      }
      yield entry(2n);
      yield entry(3n, api.GameStatus.FINISHED);
    },
  } as unknown as Transport;
  return { transport, streams };
}

test("updates() resumes after a broken stream, after the last entry seen, and fetches the view only when behind", async () => {
  const { transport, streams } = breakingTransport();
  const seen: [bigint, bigint][] = [];
  for await (const u of new Seat(transport, "g1").updates(1n)) seen.push([u.entry.version, u.view.version]);
  assert.deepEqual(seen, [[1n, 3n], [2n, 3n], [3n, 3n]]);
  assert.deepEqual(streams, [1n, 2n], "the second stream starts after the last entry seen");
});

test("watch() from now is pinned to a version: a stream broken before its first entry resumes without a gap", async () => {
  const streams: bigint[] = [];
  const transport = {
    async unary(method: string) {
      assert.equal(method, "getGame");
      return create(api.GetGameResponseSchema, { view: { version: 3n, status: api.GameStatus.ACTIVE } });
    },
    async *stream(_method: string, request: { fromVersion?: bigint }) {
      streams.push(request.fromVersion ?? 0n);
      if (streams.length === 1) throw new ArbiterError(Code.UNAVAILABLE, "replica gone", "", {}, []);
      yield create(api.WatchGameResponseSchema, { entry: { version: 4n, status: api.GameStatus.FINISHED } });
    },
  } as unknown as Transport;
  const seen: bigint[] = [];
  for await (const entry of new Seat(transport, "g1").watch()) seen.push(entry.version);
  assert.deepEqual(seen, [4n]);
  // Before, both streams asked for 0 ("from now"): version 4, landed in between, was skipped.
  assert.deepEqual(streams, [4n, 4n]);
});

test("watch() from now of a finished game ends at once", async () => {
  const transport = {
    async unary() {
      return create(api.GetGameResponseSchema, { view: { version: 9n, status: api.GameStatus.FINISHED } });
    },
    async *stream() {
      throw new Error("no stream for a finished game");
    },
  } as unknown as Transport;
  const seen: bigint[] = [];
  for await (const entry of new Seat(transport, "g1").watch()) seen.push(entry.version);
  assert.deepEqual(seen, []);
});
