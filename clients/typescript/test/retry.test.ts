import { test } from "node:test";
import assert from "node:assert/strict";
import { ArbiterClient, ArbiterError, Code, type Transport, type api } from "@arbiter/client/node";
import { transports } from "./support.js";

type Fault = "apply-then-cancel" | "cancel" | "unavailable";

/** A transport that breaks one method's calls as a draining or restarting server would: "cancel" and
 * "unavailable" are refused with that code, never sent; "apply-then-cancel" is sent, and its answer
 * kept in `lost` and replaced by CANCELLED. Calls beyond the plan go through. */
class Faulty implements Transport {
  calls = 0;
  lost: unknown[] = [];

  constructor(readonly inner: Transport, readonly method: string, readonly plan: Fault[]) {}

  unary: Transport["unary"] = async (method, request, token, signal) => {
    if (method !== this.method) return this.inner.unary(method, request, token, signal);
    this.calls++;
    const fault = this.plan.shift();
    if (fault === "cancel" || fault === "unavailable") {
      throw new ArbiterError(fault === "cancel" ? Code.CANCELLED : Code.UNAVAILABLE, `faulty transport: ${fault}`);
    }
    const res = await this.inner.unary(method, request, token, signal);
    if (fault === "apply-then-cancel") {
      this.lost.push(res);
      throw new ArbiterError(Code.CANCELLED, "faulty transport: the server went away before answering");
    }
    return res;
  };

  stream: Transport["stream"] = (method, request, token, signal) => this.inner.stream(method, request, token, signal);
}

for (const [name, make] of Object.entries(transports)) {
  test(`${name}: a createGame whose answer was lost is sent again and answers the game it made`, async () => {
    const faulty = new Faulty(make(), "createGame", ["apply-then-cancel", "cancel", "unavailable"]);
    const game = await new ArbiterClient(faulty).createGame({ game: "nottingham", players: 3 });
    assert.equal(faulty.calls, 4);
    const lost = faulty.lost[0] as api.CreateGameResponse;
    assert.equal(game.gameId, lost.gameId);
    assert.deepEqual(game.seats.map((s) => s.token), lost.seats.map((s) => s.token));
    assert.equal(game.version, 1n);
    assert.equal((await game.spectator.history()).length, 1);
  });

  test(`${name}: createGame under the caller's requestId answers one game; another game under it is refused`, async () => {
    const arbiter = new ArbiterClient(make());
    const requestId = crypto.randomUUID();
    const first = await arbiter.createGame({ game: "nottingham", players: 3, requestId });
    const again = await arbiter.createGame({ game: "nottingham", players: 3, requestId });
    assert.equal(again.gameId, first.gameId);
    assert.deepEqual(again.seats.map((s) => s.token), first.seats.map((s) => s.token));
    await assert.rejects(arbiter.createGame({ game: "nottingham", players: 4, requestId }), (err: unknown) => {
      assert.ok(err instanceof ArbiterError);
      assert.equal(err.code, Code.ALREADY_EXISTS);
      assert.equal(err.reason, "REQUEST_ID_REUSED");
      return true;
    });
  });
}
