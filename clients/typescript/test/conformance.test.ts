// Replays the recorded games of tests/conformance/vectors through the server
// and checks every answer. The Python suite replays the same files.
// Over gRPC the bytes arrive as the server wrote them and must equal the
// vector's byte for byte, and re-encoding them in TypeScript must give the same
// bytes. Over REST the messages travel as proto3 JSON, whose map entries have
// no canonical order, so the decoded messages must be equal.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { equals, fromBinary, toBinary, type DescMessage } from "@bufbuild/protobuf";
import { create } from "@bufbuild/protobuf";
import { AnySchema } from "@bufbuild/protobuf/wkt";
import { ArbiterClient, registry } from "@arbiter/client/node";
import { transports } from "./support.js";

// The repository's vectors; scripts/test-installed.mjs runs this file from a temporary project.
const dir = process.env.ARBITER_VECTORS ? pathToFileURL(process.env.ARBITER_VECTORS + "/")
  : new URL("../../../../tests/conformance/vectors/", import.meta.url);
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** `got` is the vector's `expected` (base64): byte for byte over gRPC, as a message over REST. */
function same(transport: string, schema: DescMessage, got: Uint8Array, expected: string, what: string): void {
  const want = Buffer.from(expected, "base64");
  if (transport === "grpc") {
    assert.equal(b64(got), expected, what);
    assert.equal(b64(toBinary(schema, fromBinary(schema, got))), expected, `${what}, re-encoded in TypeScript`);
  } else {
    assert.ok(equals(schema, fromBinary(schema, got), fromBinary(schema, want)), what);
  }
}

interface Vector {
  game: string; players: number; variant: string; seed: string; state_type: string; move_type: string; event_type: string;
  moves: { seat: number; move: string; version: number; events: string[] }[];
  checkpoints: { version: number; views: Record<string, string> }[];
}

for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
  const v: Vector = JSON.parse(readFileSync(new URL(file, dir), "utf8"));
  for (const [name, make] of Object.entries(transports)) {
    test(`${name}: conformance vector ${file}`, async () => {
      const stateSchema = registry.getMessage(v.state_type)!;
      const eventSchema = registry.getMessage(v.event_type)!;
      assert.ok(stateSchema && eventSchema, "the client knows the game's types");
      const game = await new ArbiterClient(make()).createGame({
        game: v.game, players: v.players, variant: v.variant, seed: BigInt(v.seed),
      });
      const checkpoints = new Map(v.checkpoints.map((c) => [c.version, c.views]));
      for (const m of v.moves) {
        const move = create(AnySchema, { typeUrl: `type.googleapis.com/${v.move_type}`, value: Buffer.from(m.move, "base64") });
        const res = await game.seats[m.seat].submit(move, { expectedVersion: BigInt(m.version - 1) });
        assert.equal(res.version, BigInt(m.version));
        assert.equal(res.events.length, m.events.length);
        res.events.forEach((e, i) => same(name, eventSchema, e.value, m.events[i], `event ${i} of version ${m.version}`));
        const views = checkpoints.get(m.version);
        if (!views) continue;
        for (const [who, expected] of Object.entries(views)) {
          const viewer = who === "spectator" ? game.spectator : game.seats[Number(who)];
          const state = (await viewer.view()).state!;
          same(name, stateSchema, state.value, expected, `view of ${who} at version ${m.version}`);
        }
      }
    });
  }
}
