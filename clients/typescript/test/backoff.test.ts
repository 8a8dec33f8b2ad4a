// Streams through a gateway while replicas restart: a reset after the
// response headers (a 502, `UNKNOWN: Stream removed`) is retried with
// growing pauses for longer than a drain, and only a message resets them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { create } from "@bufbuild/protobuf";
import { anyPack } from "@bufbuild/protobuf/wkt";
import { ArbiterError, Backoff, Code, Seat, api, type Transport } from "@arbiter/client/node";

/** Pauses recorded, none spent. */
function recordPauses(): number[] {
  const pauses: number[] = [];
  Backoff.sleep = async (ms: number) => { pauses.push(ms); };
  return pauses;
}

test("watch() retries UNKNOWN and UNAVAILABLE resets with growing pauses until a message arrives", async () => {
  const pauses = recordPauses();
  const codes = [...Array(8).fill(Code.UNAVAILABLE), Code.UNKNOWN];
  let streams = 0;
  const transport = {
    async *stream() {
      const code = codes[streams++];
      if (code !== undefined) throw new ArbiterError(code, "gateway reset", "", {}, []);
      yield create(api.WatchGameResponseSchema, { entry: { version: 1n, status: api.GameStatus.FINISHED } });
    },
  } as unknown as Transport;
  const seen: bigint[] = [];
  for await (const entry of new Seat(transport, "g1").watch(1n)) seen.push(entry.version);
  assert.deepEqual(seen, [1n]);
  assert.equal(streams, 10);
  assert.equal(pauses.length, 9);
  assert.ok(pauses[8] > 4 * pauses[0], `pauses grow: ${pauses}`);
});

test("a Play stream outlasts a drain: eleven broken reopens, then its answer", async () => {
  const pauses = recordPauses();
  let streams = 0;
  const transport = {
    async *bidi(_method: string, requests: AsyncIterable<api.PlayRequest>) {
      if (++streams <= 11) throw new ArbiterError(streams === 11 ? Code.UNKNOWN : Code.UNAVAILABLE, "replica gone", "", {}, []);
      for await (const req of requests) {
        if (req.move) {
          yield create(api.PlayResponseSchema, {
            requestId: req.move.requestId, view: { version: 2n, status: api.GameStatus.ACTIVE },
          });
          return;
        }
      }
    },
  } as unknown as Transport;
  const stream = new Seat(transport, "g1", "token").play({ fromVersion: 1n });
  const move = anyPack(api.GameViewSchema, create(api.GameViewSchema, {}));
  const answer = await stream.submit(move);
  stream.close();
  assert.equal(answer.view?.version, 2n);
  assert.equal(streams, 12);
  assert.ok(pauses.reduce((a, b) => a + b, 0) > 5000, `pauses: ${pauses}`);
});
