// GetRules through both transports: the game's Rules (its components) decode
// with the generated types, the whole edition hashes to the sha256 the server
// names, and a restricted Rules holds only what such a game uses.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { toJson, type DescMessage, type JsonValue } from "@bufbuild/protobuf";
import { ArbiterClient, ArbiterError, Code, registry } from "@arbiter/client/node";
import { transports } from "./support.js";

/** The edition's canonical content: proto3 JSON with sorted keys, no spaces. */
function canonical(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, JsonValue>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

for (const [name, make] of Object.entries(transports)) {
  for (const game of ["nottingham", "nuremberg"]) {
    test(`${name}: GetRules of ${game} returns the whole edition, whose hash the client can check`, async () => {
      const client = new ArbiterClient(make());
      const info = (await client.games()).find((g) => g.game === game)!;
      assert.equal(info.rulesType, `arbiter.${game}.v1.Rules`);
      const { rules, edition } = await client.getRules({ game });
      assert.equal(rules.$typeName, `arbiter.${game}.v1.Rules`);
      assert.deepEqual(edition, info.editions[0]);
      const schema = registry.getMessage(rules.$typeName) as DescMessage;
      const json = toJson(schema, rules, { registry });
      // Nuremberg's drawing positions are fractions: both sides write them as JSON numbers alike.
      assert.equal(createHash("sha256").update(canonical(json)).digest("hex"), edition.sha256);
    });
  }

  test(`${name}: GetRules restricted to a player count`, async () => {
    const { rules } = await new ArbiterClient(make()).getRules({ game: "nottingham", players: 3 });
    const r = rules as unknown as { edition: { players: number }; pawns: { colours: number[] }; ambushDeck: { cards: unknown[] } };
    assert.equal(r.edition.players, 3);
    assert.equal(r.pawns.colours.length, 3);
    assert.equal(r.ambushDeck.cards.length, 9);
  });

  test(`${name}: GetRules of an unknown edition is NOT_FOUND`, async () => {
    await assert.rejects(new ArbiterClient(make()).getRules({ game: "nottingham", edition: "no-such" }), (err: unknown) => {
      assert.ok(err instanceof ArbiterError);
      assert.equal(err.code, Code.NOT_FOUND);
      return true;
    });
  });
}
