"""Every registered game, played through the real gRPC service on both stores
(docs/design.md#invariants): the server's views, events and history match the engine's
projection of a local replay, nothing hidden leaks to another seat or a
spectator, rejections carry their documented code and change nothing, retries
are idempotent, and state survives the store."""
from __future__ import annotations

import random
import uuid

import grpc
import pytest

from arbiter import games
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig
from tests.support.grpc_errors import error_info

GAME_IDS = sorted(games.GAMES)


def unpacked(anys, cls) -> list:
    out = []
    for a in anys:
        m = cls()
        assert a.Unpack(m), a.type_url
        out.append(m)
    return out


def bearer(token):
    return [("authorization", f"Bearer {token}")]


class Table:
    """A game on the server plus the same game replayed locally by the engine."""

    def __init__(self, stub, game_id: str, players: int, seed: int):
        self.stub, self.game = stub, games.get(game_id)
        created = stub.CreateGame(api.CreateGameRequest(game=game_id, players=players, seed=seed))
        self.id, self.version = created.game_id, created.version
        self.tokens = {s.seat: s.token for s in created.seats}
        self.local, _ = self.game.new_game(GameConfig(players=players, seed=seed))
        self.players = players
        self.chooser = random.Random(seed)

    def auth(self, seat):
        return bearer(self.tokens[seat])

    def step(self) -> tuple[int, object]:
        """One random legal move through the API, mirrored locally."""
        seat = self.chooser.choice(sorted(self.game.pending_seats(self.local)))
        legal = self.stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=self.id), metadata=self.auth(seat))
        expected = self.game.moves_for(self.local, seat)
        assert unpacked(legal.moves, self.game.Move) == list(expected), "the server lists the engine's legal moves"
        assert legal.HasField("suggested") and 0 <= legal.suggested < len(expected)
        move = self.game.random_move(self.local, seat, expected, self.chooser)
        res = self.stub.SubmitMove(api.SubmitMoveRequest(game_id=self.id, move=pack(move), expected_version=self.version,
                                                         request_id=uuid.uuid4().hex), metadata=self.auth(seat))
        self.local, events = self.game.apply(self.local, seat, move)
        self.version += 1
        assert res.version == self.version
        over = self.game.is_over(self.local)
        assert unpacked(res.events, self.game.Event) == self.game.project_events(events, seat, over)
        return seat, move

    def check_views(self) -> None:
        """Each seat's and the spectator's view is exactly the engine's projection."""
        for seat in [None, *range(self.players)]:
            view = self.stub.GetGame(api.GetGameRequest(game_id=self.id),
                                     metadata=None if seat is None else self.auth(seat)).view
            assert view.version == self.version
            shown = self.game.State()
            view.state.Unpack(shown)
            assert shown == self.game.project(self.local, seat), f"seat {seat} sees what the engine projects"
            assert list(view.pending) == self.game.pending(self.local)
            assert not view.config.HasField("seed") or self.game.is_over(self.local)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_game_through_the_api_matches_the_engine(stub, game_id):
    game = games.get(game_id)
    t = Table(stub, game_id, game.min_players, seed=11)
    steps = 0
    while not game.is_over(t.local) and steps < 400:
        t.step()
        steps += 1
        if steps % 25 == 1:
            t.check_views()
    t.check_views()
    # History, as each seat sees it, is the engine's projection of every entry.
    for seat in [None, *range(t.players)]:
        hist = stub.GetHistory(api.GetHistoryRequest(game_id=t.id, page_size=1000),
                               metadata=None if seat is None else t.auth(seat))
        assert [e.version for e in hist.entries] == list(range(1, t.version + 1))
        for e in hist.entries[1:]:
            assert e.HasField("move") == (e.seat == seat or game.is_over(t.local))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_game_reveals_everything_and_replays_from_its_log(stub, game_id):
    game = games.get(game_id)
    t = Table(stub, game_id, game.min_players, seed=5)
    while not game.is_over(t.local):
        t.step()
    view = stub.GetGame(api.GetGameRequest(game_id=t.id)).view
    assert view.status == api.GAME_STATUS_FINISHED and view.HasField("outcome")
    assert view.config.seed == 5
    full = game.State()
    view.state.Unpack(full)
    assert full == t.local
    hist = stub.GetHistory(api.GetHistoryRequest(game_id=t.id, page_size=1000)).entries
    replay, _ = game.new_game(view.config)
    for e in hist[1:]:
        move = game.Move()
        e.move.Unpack(move)
        replay, _ = game.apply(replay, e.seat, move)
    assert replay.SerializeToString(deterministic=True) == t.local.SerializeToString(deterministic=True)
    with pytest.raises(grpc.RpcError) as err:
        seat = 0
        stub.SubmitMove(api.SubmitMoveRequest(game_id=t.id, move=hist[-1].move), metadata=t.auth(seat))
    assert err.value.code() in (grpc.StatusCode.FAILED_PRECONDITION, grpc.StatusCode.PERMISSION_DENIED)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rejections_have_their_code_and_change_nothing(stub, game_id):
    game = games.get(game_id)
    t = Table(stub, game_id, game.min_players, seed=3)
    seat = sorted(game.pending_seats(t.local))[0]
    move = game.moves_for(t.local, seat)[0]
    idle = [s for s in range(t.players) if s not in game.pending_seats(t.local)]

    def submit(code, reason=None, metadata=None, **fields):
        req = api.SubmitMoveRequest(game_id=t.id, move=pack(move), **fields)
        with pytest.raises(grpc.RpcError) as e:
            stub.SubmitMove(req, metadata=metadata)
        assert e.value.code() == code, e.value.details()
        if reason:
            assert error_info(e.value).reason == reason
        assert stub.GetGame(api.GetGameRequest(game_id=t.id)).view.version == t.version, "nothing changed"
        return e.value

    submit(grpc.StatusCode.PERMISSION_DENIED, "SEAT_TOKEN_REQUIRED")
    submit(grpc.StatusCode.UNAUTHENTICATED, "INVALID_TOKEN", bearer("0.forged"))
    other = stub.CreateGame(api.CreateGameRequest(game=game_id, players=game.min_players))
    submit(grpc.StatusCode.UNAUTHENTICATED, "INVALID_TOKEN", bearer(other.seats[seat].token))
    err = submit(grpc.StatusCode.ABORTED, "VERSION_CONFLICT", t.auth(seat), expected_version=t.version + 7)
    assert error_info(err).metadata["current_version"] == str(t.version)
    if idle:
        err = submit(grpc.StatusCode.PERMISSION_DENIED, "NOT_YOUR_TURN", t.auth(idle[0]))
        assert error_info(err).metadata["rule"]
    # Malformed: no move, a move of another type, bytes that are not a Move.
    for bad in (api.SubmitMoveRequest(game_id=t.id),
                api.SubmitMoveRequest(game_id=t.id, move=pack(api.GameView())),
                api.SubmitMoveRequest(game_id=t.id, move={"type_url": pack(move).type_url, "value": b"\xff\xff\xff"}),
                api.SubmitMoveRequest(game_id=t.id, move=pack(game.Move()))):
        with pytest.raises(grpc.RpcError) as e:
            stub.SubmitMove(bad, metadata=t.auth(seat))
        assert e.value.code() == grpc.StatusCode.INVALID_ARGUMENT, e.value.details()
    assert stub.GetGame(api.GetGameRequest(game_id=t.id)).view.version == t.version
    # validate_only accepts without applying and without showing the outcome.
    res = stub.SubmitMove(api.SubmitMoveRequest(game_id=t.id, move=pack(move), validate_only=True),
                          metadata=t.auth(seat))
    assert res.version == t.version and not res.events


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_retried_request_is_answered_once(stub, game_id):
    game = games.get(game_id)
    t = Table(stub, game_id, game.min_players, seed=9)
    seat = sorted(game.pending_seats(t.local))[0]
    move = game.moves_for(t.local, seat)[0]
    req = api.SubmitMoveRequest(game_id=t.id, move=pack(move), expected_version=t.version, request_id="retry-1")
    first = stub.SubmitMove(req, metadata=t.auth(seat))
    again = stub.SubmitMove(req, metadata=t.auth(seat))
    assert again == first
    assert stub.GetGame(api.GetGameRequest(game_id=t.id)).view.version == t.version + 1
    hist = stub.GetHistory(api.GetHistoryRequest(game_id=t.id)).entries
    assert len(hist) == 2


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_watch_streams_each_version_as_the_seat_may_see_it(stub, game_id):
    game = games.get(game_id)
    t = Table(stub, game_id, game.min_players, seed=13)
    for _ in range(6):
        if game.is_over(t.local):
            break
        t.step()
    stream = stub.WatchGame(api.WatchGameRequest(game_id=t.id, from_version=1), timeout=10)
    got = [next(stream).entry for _ in range(t.version)]
    stream.cancel()
    assert [e.version for e in got] == list(range(1, t.version + 1))
    hist = stub.GetHistory(api.GetHistoryRequest(game_id=t.id)).entries
    assert list(got) == list(hist), "the stream and the history agree"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_adjudicate_is_the_engine_without_storage(stub, game_id):
    game = games.get(game_id)
    players = game.min_players
    res = stub.Adjudicate(api.AdjudicateRequest(game=game_id, config=GameConfig(players=players, seed=21)))
    local, _ = game.new_game(GameConfig(players=players, seed=21))
    state = game.State()
    res.state.Unpack(state)
    assert state == local
    r = play_random_game(game, players, 21, checks=Checks.none(), keep_log=True, max_moves=30)
    for seat, move in r.log[:30]:
        res = stub.Adjudicate(api.AdjudicateRequest(game=game_id, state=res.state, seat=seat, move=pack(move)))
        local, events = game.apply(local, seat, move)
        res.state.Unpack(state)
        assert state == local
        assert unpacked(res.events, game.Event) == events
