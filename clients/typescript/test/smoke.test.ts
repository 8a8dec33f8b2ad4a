import { test } from "node:test";
import assert from "node:assert/strict";
import { ArbiterClient, ArbiterError, Code } from "@arbiter/client/node";
import { transports } from "./support.js";

for (const [name, make] of Object.entries(transports)) {
  test(`${name}: lists the games`, async () => {
    const games = await new ArbiterClient(make()).games();
    assert.ok(games.length > 0);
    for (const g of games) assert.ok(g.minPlayers <= g.maxPlayers && g.variants.length > 0);
  });

  test(`${name}: unknown game is NOT_FOUND with a reason`, async () => {
    await assert.rejects(new ArbiterClient(make()).createGame({ game: "chess", players: 2 }), (err: unknown) => {
      assert.ok(err instanceof ArbiterError);
      assert.equal(err.code, Code.NOT_FOUND);
      assert.equal(err.reason, "NOT_FOUND");
      return true;
    });
  });
}
