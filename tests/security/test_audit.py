"""Hidden-information audit (docs/design.md#one-projection-per-seat): for every
game, everything each seat and a spectator can receive (GetGame,
ListLegalMoves, GetHistory and WatchGame over gRPC; the same routes and the SSE
stream over REST) is exactly the engine's projection for that viewer, and the
game's own leak check finds nothing in it: while the game is on, and once it
is over, when everything (every move, every event, the whole state) is shown.

Each game is played to its end through the service, by the moves the engine
suggests (`Game.random_move`, which keeps random games short). What each
viewer can ask for is checked after each of the first MOVES moves and then
every EVERY-th, the history and both streams once at MOVES and once at the
end (for a spectator and one seat: by then everyone is shown everything). The toy game (tests/support/toy), registered only in the tests, plays
the same way in a dozen moves."""
from __future__ import annotations

import json
import random
import uuid

import grpc
import httpx
import pytest
from google.protobuf import json_format

from arbiter import games
from tests.support.toy import GAME_ID as TOY
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig

MOVES = 20
EVERY = 100


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


@pytest.mark.parametrize("game_id", sorted({*games.GAMES, TOY}))
def test_nothing_hidden_reaches_another_viewer(toy, toy_server, game_id):
    game = games.get(game_id)
    players = game.max_players
    config = GameConfig(players=players, seed=31)
    ch = grpc.insecure_channel(toy_server.target)
    stub = arbiter_pb2_grpc.ArbiterStub(ch)
    http = httpx.Client(base_url=toy_server.http, timeout=10)
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

    def check_views(events):
        """What each viewer can ask for now is its projection of `local`."""
        for v in viewers:
            view = stub.GetGame(api.GetGameRequest(game_id=gid), metadata=grpc_md(v)).view
            shown = unpack(view.state, game.State)
            assert shown == game.project(local, v), f"gRPC view of {v}"
            rest = json_format.ParseDict(http.get(f"/v1/games/{gid}", headers=http_h(v)).json()["view"], api.GameView())
            assert unpack(rest.state, game.State) == shown, f"REST view of {v}"
            rest.ClearField("state")
            view.ClearField("state")
            assert rest == view, f"REST view of {v}"
            if not game.is_over(local):
                assert not game.view_leaks(local, v, shown, game.project_events(events, v)), f"leak to {v}"
            legal = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=gid), metadata=grpc_md(v))
            assert [unpack(m, game.Move) for m in legal.moves] == list(game.moves_for(local, v))

    def check_history():
        """Every viewer's history, SSE stream and WatchGame stream: the same
        entries, each its projection of what happened. Once the game is over
        every viewer is shown everything: a spectator and one seat stand for all."""
        over = game.is_over(local)
        for v in ([None, players - 1] if over else viewers):
            hist = stub.GetHistory(api.GetHistoryRequest(game_id=gid, page_size=1000), metadata=grpc_md(v)).entries
            assert len(hist) == len(states)
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
            if over:  # a finished game's stream replays the history, then ends
                assert list(stream) == [], f"WatchGame of a finished game went on for {v}"
            stream.cancel()
            assert watched == list(hist), f"WatchGame and history differ for {v}"
            for e in hist:
                shown = [unpack(x, game.Event) for x in e.events]
                assert shown == game.project_events(events_at[e.version - 1], v, over), f"events of v{e.version} for {v}"
                if not over:
                    state = states[e.version - 1]
                    assert not game.view_leaks(state, v, game.project(state, v), shown)
                # The raw move: to its author while the game is on, to everyone after (setup has none).
                assert e.HasField("move") == (e.version > 1 and (over or (e.HasField("seat") and e.seat == v)))

    chooser = random.Random(31)
    played = 0
    while not game.is_over(local):
        seat = chooser.choice(sorted(game.pending_seats(local)))
        move = game.random_move(local, seat, game.moves_for(local, seat), chooser)
        stub.SubmitMove(api.SubmitMoveRequest(game_id=gid, move=pack(move), request_id=uuid.uuid4().hex),
                        metadata=grpc_md(seat))
        local, events = game.apply(local, seat, move)
        states.append(local)
        events_at.append(events)
        played += 1
        if played <= MOVES or played % EVERY == 0:
            check_views(events)
        if played == MOVES:
            check_history()
    check_views(events)
    assert stub.GetGame(api.GetGameRequest(game_id=gid)).view.status == api.GAME_STATUS_FINISHED
    assert game.project(local, None) == local, "a finished game is shown whole"
    check_history()
    http.close()
    ch.close()
