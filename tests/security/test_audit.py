"""Hidden-information audit (docs/design.md#one-projection-per-seat): for every
game, everything each seat and a spectator can receive (GetGame,
ListLegalMoves, GetHistory and WatchGame over gRPC; the same routes and the SSE
stream over REST) is exactly the engine's projection for that viewer, and the
game's own leak check finds nothing in it."""
from __future__ import annotations

import json
import random
import uuid

import grpc
import httpx
import pytest
from google.protobuf import json_format

from arbiter import games
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig

MOVES = 60


def unpack(a, cls):
    m = cls()
    assert a.Unpack(m)
    return m


def entry_content(e: api.HistoryEntry, game) -> tuple:
    """A history entry with its Any payloads decoded: JSON carries messages,
    not bytes, so entries that went through JSON compare by content."""
    move = unpack(e.move, game.Move) if e.HasField("move") else None
    return (e.version, e.seat if e.HasField("seat") else None, move,
            [unpack(x, game.Event) for x in e.events], e.time, e.status)


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_nothing_hidden_reaches_another_viewer(memory_server, game_id):
    game = games.get(game_id)
    players = game.max_players
    config = GameConfig(players=players, seed=31)
    ch = grpc.insecure_channel(memory_server.target)
    stub = arbiter_pb2_grpc.ArbiterStub(ch)
    http = httpx.Client(base_url=memory_server.http, timeout=10)
    created = stub.CreateGame(api.CreateGameRequest(game=game_id, players=players, seed=31))
    gid = created.game_id
    tokens = {s.seat: s.token for s in created.seats}
    viewers = [None, *range(players)]

    def grpc_md(v):
        return None if v is None else [("authorization", f"Bearer {tokens[v]}")]

    def http_h(v):
        return {} if v is None else {"authorization": f"Bearer {tokens[v]}"}

    local, setup_events = game.new_game(config)
    states = [local]  # the true state at each version (index = version - 1)
    events_at = [setup_events]
    chooser = random.Random(31)
    for _ in range(MOVES):
        if game.is_over(local):
            break
        seat = chooser.choice(sorted(game.pending_seats(local)))
        move = chooser.choice(game.moves_for(local, seat))
        stub.SubmitMove(api.SubmitMoveRequest(game_id=gid, move=pack(move), request_id=uuid.uuid4().hex),
                        metadata=grpc_md(seat))
        local, events = game.apply(local, seat, move)
        states.append(local)
        events_at.append(events)
        for v in viewers:  # what each viewer can ask for now
            view = stub.GetGame(api.GetGameRequest(game_id=gid), metadata=grpc_md(v)).view
            shown = unpack(view.state, game.State)
            assert shown == game.project(local, v), f"gRPC view of {v}"
            rest = json_format.ParseDict(http.get(f"/v1/games/{gid}", headers=http_h(v)).json()["view"], api.GameView())
            assert unpack(rest.state, game.State) == shown, f"REST view of {v}"
            rest.ClearField("state")
            view.ClearField("state")
            assert rest == view, f"REST view of {v}"
            assert not game.view_leaks(local, v, shown, game.project_events(events, v)), f"leak to {v}"
            legal = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=gid), metadata=grpc_md(v))
            assert [unpack(m, game.Move) for m in legal.moves] == list(game.moves_for(local, v))
    over = game.is_over(local)

    for v in viewers:
        hist = stub.GetHistory(api.GetHistoryRequest(game_id=gid, page_size=1000), metadata=grpc_md(v)).entries
        rest = http.get(f"/v1/games/{gid}/history", params={"pageSize": 1000}, headers=http_h(v)).json()["entries"]
        assert [entry_content(json_format.ParseDict(e, api.HistoryEntry()), game) for e in rest] == \
               [entry_content(e, game) for e in hist]
        sse = []
        with http.stream("GET", f"/v1/games/{gid}/events", params={"fromVersion": 1}, headers=http_h(v)) as s:
            for line in s.iter_lines():
                if line.startswith("data: "):
                    sse.append(json_format.ParseDict(json.loads(line[6:]), api.WatchGameResponse()).entry)
                    if len(sse) == len(hist):
                        break
        assert [entry_content(e, game) for e in sse] == [entry_content(e, game) for e in hist], f"SSE of {v}"
        stream = stub.WatchGame(api.WatchGameRequest(game_id=gid, from_version=1), metadata=grpc_md(v), timeout=30)
        watched = [next(stream).entry for _ in hist]
        stream.cancel()
        assert watched == list(hist), f"WatchGame and history differ for {v}"
        for e in hist:
            shown = [unpack(x, game.Event) for x in e.events]
            assert shown == game.project_events(events_at[e.version - 1], v, over), f"events of v{e.version} for {v}"
            assert not game.view_leaks(states[e.version - 1], v, game.project(states[e.version - 1], v), shown)
            assert e.HasField("move") == (over or (e.HasField("seat") and e.seat == v))
    http.close()
    ch.close()
