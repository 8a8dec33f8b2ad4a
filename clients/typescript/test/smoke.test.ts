import { test } from "node:test";
import assert from "node:assert/strict";
import { ArbiterClient, ArbiterError, Code, GrpcTransport, RestTransport } from "../src/node.js";

const transports = {
  grpc: () => new GrpcTransport(process.env.ARBITER_GRPC ?? "127.0.0.1:50051"),
  rest: () => new RestTransport(process.env.ARBITER_HTTP ?? "http://127.0.0.1:8080"),
};

for (const [name, make] of Object.entries(transports)) {
  test(`${name}: lists the games`, async () => {
    const client = new ArbiterClient(make());
    const games = await client.games();
    assert.ok(Array.isArray(games));
  });

  test(`${name}: unknown game is NOT_FOUND with a reason`, async () => {
    const client = new ArbiterClient(make());
    await assert.rejects(client.createGame({ game: "chess", players: 2 }), (err: unknown) => {
      assert.ok(err instanceof ArbiterError);
      assert.equal(err.code, Code.NOT_FOUND);
      assert.equal(err.reason, "NOT_FOUND");
      return true;
    });
  });
}
