// Plays games through a REST client that @hey-api/openapi-ts generated from
// the served OpenAPI document (tests/service/openapi/test_generated_clients.py
// generates it into ./client beside this file, compiles both with tsc, runs this).
// Usage: node rest_roundtrip.js BASE_URL MAX_MOVES GAME:PLAYERS...
// Prints one JSON line per game.
import { createGame, getGame, getHistory, listLegalMoves, submitMove } from "./client";
import type { AnyMove, AnyState, CreateGameData } from "./client";
import { client } from "./client/client.gen";

declare const process: { argv: string[]; exit(code: number): never };

async function play(game: CreateGameData["body"]["game"], players: number, maxMoves: number) {
  const created = (await createGame({ body: { game, players, seed: "13" }, throwOnError: true })).data;
  const gameId = created.gameId;
  const tokens = new Map(created.seats.map((s) => [s.seat, s.token]));
  const listed: string[] = [];
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    const view = (await getGame({ path: { game_id: gameId }, throwOnError: true })).data.view;
    if (view.pending.length === 0) break;
    const auth = tokens.get(view.pending[0].seat)!; // the seat that must decide: its bearer token
    const legal = (await listLegalMoves({ path: { game_id: gameId }, auth, throwOnError: true })).data;
    const move: AnyMove = legal.moves[legal.suggested ?? 0]; // a typed move: a discriminated union on @type
    listed.push(move["@type"]);
    const done = await submitMove({ path: { game_id: gameId }, auth, throwOnError: true,
                                    body: { move, expectedVersion: legal.version } });
    if (done.data.version !== String(Number(legal.version) + 1)) throw new Error(`version ${done.data.version}`);
  }
  const view = (await getGame({ path: { game_id: gameId }, throwOnError: true })).data.view;
  const state: AnyState = view.state;
  const history = (await getHistory({ path: { game_id: gameId }, query: { pageSize: 1000 }, throwOnError: true })).data;
  return { game, moves, version: view.version, status: view.status, state: state["@type"],
           moveTypes: [...new Set(listed)], entries: history.entries.length, historyVersion: history.version };
}

async function main() {
  const [baseUrl, maxMoves, ...games] = process.argv.slice(2);
  client.setConfig({ baseUrl });
  for (const spec of games) {
    const [game, players] = spec.split(":");
    console.log(JSON.stringify(await play(game as CreateGameData["body"]["game"], Number(players), Number(maxMoves))));
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
