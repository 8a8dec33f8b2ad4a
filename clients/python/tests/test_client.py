"""arbiter-client against a running server (ARBITER_TARGET=host:port)."""
from __future__ import annotations

import os
import uuid

import grpc
import pytest
from arbiter.v1 import arbiter_pb2 as api

from arbiter_client import Arbiter, ArbiterError, unpack

from flaky import Flaky

TARGET = os.environ.get("ARBITER_TARGET", "127.0.0.1:50051")


@pytest.fixture(scope="module")
def arbiter():
    with Arbiter(TARGET) as a:
        yield a


@pytest.fixture(scope="module")
def info(arbiter):
    games = arbiter.games()
    assert games, "the server lists no game"
    return games[0]


def test_catalog_names_game_types(arbiter, info):
    assert info.game and info.min_players <= info.max_players and info.state_type.endswith(".State")


def test_a_game_to_its_end(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=3)
    assert len(game.seats) == info.min_players and game.version == 1
    view = game.view
    moves = 0
    while view.status == 1:  # GAME_STATUS_ACTIVE
        seat = game.seats[view.pending[0].seat]
        view = seat.submit(seat.suggested_move()).view
        moves += 1
    assert view.HasField("outcome")
    assert type(unpack(view.state)).DESCRIPTOR.full_name == info.state_type
    assert len(game.spectator.history()) == moves + 1


def test_refusals_are_arbiter_errors(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players)
    seat = game.seats[game.view.pending[0].seat]
    move = seat.legal_moves()[0]
    with pytest.raises(ArbiterError) as e:
        game.spectator.submit(move)
    assert e.value.code == grpc.StatusCode.PERMISSION_DENIED and e.value.reason == "SEAT_TOKEN_REQUIRED"
    with pytest.raises(ArbiterError) as e:
        arbiter.create_game("no-such-game", 2)
    assert e.value.code == grpc.StatusCode.NOT_FOUND


def test_a_stale_version_is_refused_not_resent_by_default(arbiter, info):
    """`expected_version` means "only at this version": a move chosen for a
    position that is gone must come back to its player, not be re-sent."""
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    move = seat.legal_moves()[0]
    seat.version = 0  # as if this handle had missed a move
    with pytest.raises(ArbiterError) as e:
        seat.submit(move)
    assert e.value.code == grpc.StatusCode.ABORTED and e.value.current_version == 1
    assert len(game.spectator.history()) == 1  # nothing applied


def test_a_stale_version_is_resent_only_when_asked(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    move = seat.legal_moves()[0]
    seat.version = 0
    res = seat.submit(move, retry_conflicts=1)
    assert res.version == 2 and seat.version == 2
    with pytest.raises(ArbiterError) as e:
        seat.submit(move, expected_version=1)
    assert e.value.code == grpc.StatusCode.ABORTED and e.value.current_version == 2


def test_legal_moves_are_typed_with_templates_pending_and_suggestion(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    legal = seat.legal_moves()
    assert type(legal[0]).DESCRIPTOR.full_name == info.move_type  # a game Move, not an Any
    assert legal.version == 1 and [d.seat for d in legal.pending] == [seat.seat]
    assert isinstance(legal.templates, list) and legal.suggested in legal
    assert seat.submit(legal.suggested).version == 2


def test_same_request_id_applies_once(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    move = seat.legal_moves()[0]
    first = seat.submit(move, request_id="once")
    again = seat.submit(move, request_id="once", expected_version=None)
    assert first == again and len(game.spectator.history()) == 2


def test_watch_streams_entries(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    seat.submit(seat.legal_moves()[0])
    stream = game.spectator.watch(from_version=1)
    assert [next(stream).version, next(stream).version] == [1, 2]


def test_updates_yield_typed_events_and_the_updated_view(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    seat.submit(seat.suggested_move())
    updates = game.spectator.updates(from_version=1)
    first, second = next(updates), next(updates)
    assert [first.version, second.version] == [1, 2]
    assert second.view.version >= 2 and type(second.state).DESCRIPTOR.full_name == info.state_type
    assert all(type(e).DESCRIPTOR.full_name == info.event_type for e in second.events)


def test_cancelled_by_a_draining_server_is_retried_and_applies_once(arbiter, info):
    """The server applied the move, then went away before answering: the
    client sends it again under the same request id and gets the first answer."""
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    with Flaky(TARGET, {"SubmitMove": ["apply-then-cancel", "cancel", "unavailable"]}) as flaky, \
            Arbiter(flaky.target) as via:
        seat = game.seats[game.view.pending[0].seat]
        mine = via.seat(game.game_id, seat.token)
        res = mine.submit(mine.suggested_move())
        assert res.version == 2 and flaky.calls["SubmitMove"] == 4
    assert len(game.spectator.history()) == 2  # applied once


def test_create_game_cancelled_by_a_draining_server_is_retried_and_makes_one_game(arbiter, info):
    """The server made the game, then went away before answering: the client
    sends the CreateGame again under the same request id and gets the game the
    lost answer named (same id, same tokens), not a second one."""
    with Flaky(TARGET, {"CreateGame": ["apply-then-cancel", "cancel", "unavailable"]}) as flaky, \
            Arbiter(flaky.target) as via:
        game = via.create_game(info.game, info.min_players)
        assert flaky.calls["CreateGame"] == 4
        assert game.version == 1 and len(game.spectator.history()) == 1
    lost = api.CreateGameResponse.FromString(flaky.lost["CreateGame"][0])  # a typed one has the same fields
    assert game.game_id == lost.game_id and [s.token for s in game.seats] == [s.token for s in lost.seats]


def test_create_game_under_the_callers_request_id(arbiter, info):
    rid = uuid.uuid4().hex
    first = arbiter.create_game(info.game, info.min_players, request_id=rid)
    again = arbiter.create_game(info.game, info.min_players, request_id=rid, typed=False)
    assert again.game_id == first.game_id and [s.token for s in again.seats] == [s.token for s in first.seats]
    with pytest.raises(ArbiterError) as e:
        arbiter.create_game(info.game, info.min_players, seed=1, request_id=rid)
    assert e.value.code == grpc.StatusCode.ALREADY_EXISTS and e.value.reason == "REQUEST_ID_REUSED"


def test_watch_resumes_where_a_cut_stream_left_off(arbiter, info):
    """Streams cut as at max_connection_age (clean end), a drain (CANCELLED),
    a dead replica (UNAVAILABLE) and a refused reconnect: every entry arrives
    once, in order."""
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    for _ in range(4):
        view = game.view if _ == 0 else game.spectator.view()
        seat = game.seats[view.pending[0].seat]
        seat.submit(seat.suggested_move())
    plan = [("cut", 1, grpc.StatusCode.OK), ("cut", 1, grpc.StatusCode.CANCELLED), "unavailable",
            ("cut", 2, grpc.StatusCode.UNAVAILABLE), ("cut", 0, grpc.StatusCode.OK)]
    with Flaky(TARGET, {"WatchGame": plan}) as flaky, Arbiter(flaky.target) as via:
        stream = via.seat(game.game_id).watch(from_version=1)
        assert [next(stream).version for _ in range(5)] == [1, 2, 3, 4, 5]
        assert flaky.calls["WatchGame"] == 6


def test_watch_of_a_quiet_game_survives_many_connection_ages(arbiter, info):
    """A quiet game's stream is cut at every max_connection_age with no entry
    in between; each cut is a reconnect, not a failure, however many come."""
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    with Flaky(TARGET, {"WatchGame": [("cut", 0, grpc.StatusCode.OK)] * 10}) as flaky, Arbiter(flaky.target) as via:
        stream = via.seat(game.game_id).watch(from_version=1)
        assert next(stream).version == 1 and flaky.calls["WatchGame"] == 11


def test_watch_from_now_cut_before_its_first_entry_misses_nothing(arbiter, info):
    """watch() with from_version 0 ("only new ones") whose stream is cut
    before its first entry (a drain, a dead replica) while a move lands: the
    move arrives. The client reopened with 0 again, "new from now", and the
    move was skipped for good; now 0 is pinned to the version after the
    current one when the watch starts."""
    import threading

    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    # The first stream is cut as the move's entry reaches it, before it is sent on.
    with Flaky(TARGET, {"WatchGame": [("cut", 0, grpc.StatusCode.UNAVAILABLE)]}) as flaky, \
            Arbiter(flaky.target) as via:
        stream = via.seat(game.game_id).watch()
        got = []
        reader = threading.Thread(target=lambda: got.append(next(stream).version), daemon=True)
        reader.start()
        for _ in range(3000):  # until the watch started: "now" is version 1
            if flaky.calls.get("WatchGame", 0):
                break
            threading.Event().wait(0.01)
        seat.submit(seat.suggested_move())
        reader.join(30)  # a bound: on the old client the entry never comes
        assert got == [2] and flaky.calls["WatchGame"] == 2


def test_watch_from_now_of_a_finished_game_ends(arbiter, info):
    """Nothing new comes to a finished game: watch() ends. It reopened the
    stream the server ends at once, again and again without a pause (each
    open reset its failure count), for good."""
    import threading

    game = arbiter.create_game(info.game, info.min_players, seed=3)
    view = game.view
    while view.status == 1:  # GAME_STATUS_ACTIVE
        seat = game.seats[view.pending[0].seat]
        view = seat.submit(seat.suggested_move()).view
    got = []
    reader = threading.Thread(target=lambda: got.append(list(game.spectator.watch())), daemon=True)
    reader.start()
    reader.join(30)  # a bound: on the old client it never ends
    assert got == [[]]


def test_a_seat_speaks_its_games_typed_service(arbiter):
    """A seat of a Nottingham game takes and returns arbiter.nottingham.v1
    messages, through the typed service arbiter.nottingham.v1.Nottingham."""
    game = arbiter.create_game("nottingham", 3, seed=4)
    assert type(game.view.state).DESCRIPTOR.full_name == "arbiter.nottingham.v1.State"
    seat = game.seats[game.view.pending[0].seat]
    move = seat.legal_moves().suggested
    assert type(move).DESCRIPTOR.full_name == "arbiter.nottingham.v1.Move"
    answer = seat.submit(move)
    assert {type(e).DESCRIPTOR.full_name for e in answer.events} == {"arbiter.nottingham.v1.Event"}
    assert type(answer.view.state).DESCRIPTOR.full_name == "arbiter.nottingham.v1.State"
    assert type(seat.history()[-1].move).DESCRIPTOR.full_name == "arbiter.nottingham.v1.Move"
    update = next(iter(game.spectator.updates(from_version=2)))
    assert update.version == 2 and type(update.view.state).DESCRIPTOR.full_name == "arbiter.nottingham.v1.State"
    # The same game by id, typed when the game is named, generic (Any) otherwise.
    again = arbiter.seat(game.game_id, seat.token, game="nottingham")
    assert type(again.view().state).DESCRIPTOR.full_name == "arbiter.nottingham.v1.State"
    assert arbiter.seat(game.game_id, seat.token).view().state.type_url.endswith("arbiter.nottingham.v1.State")
    rules, _ = arbiter.get_rules("nottingham", players=3)
    assert type(rules).DESCRIPTOR.full_name == "arbiter.nottingham.v1.Rules"
    generic = arbiter.create_game("nottingham", 3, typed=False)
    assert generic.view.state.type_url.endswith("arbiter.nottingham.v1.State")


def _until_current(stream, version: int):
    """The stream's updates up to the one carrying the view at `version`."""
    for update in stream:
        if update.view is not None and update.view.version >= version:
            return update
    raise AssertionError("the stream ended first")


def test_every_seat_plays_a_game_on_its_play_stream(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=11)
    streams = [seat.play() for seat in game.seats]
    spectator = game.spectator.play(from_version=1)
    view, moves = game.view, 0
    while view.status == 1:  # GAME_STATUS_ACTIVE
        mover = view.pending[0].seat
        update = _until_current(streams[mover], view.version)
        assert update.next is not None and update.next.version == view.version
        answer = streams[mover].submit(update.next.suggested)
        assert answer.entry.version == view.version + 1 and answer.entry.seat == mover
        view = answer.view
        moves += 1
    seen = [u.entry.version for u in spectator if u.entry is not None]
    assert seen == list(range(1, moves + 2))
    assert view.HasField("outcome")
    for s in (*streams, spectator):
        s.close()


def test_a_refused_move_on_a_play_stream_raises_and_the_stream_goes_on(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=3)
    mover = game.view.pending[0].seat
    waiting = next(s for s in game.seats if s.seat != mover and all(p.seat != s.seat for p in game.view.pending))
    move = game.seats[mover].legal_moves()[0]
    with waiting.play() as stream:
        with pytest.raises(ArbiterError) as err:
            stream.submit(move)
        assert err.value.reason == "NOT_YOUR_TURN" and err.value.rule
    with game.seats[mover].play() as stream:
        assert stream.submit(move).view.version == 2


def test_a_cut_play_stream_resumes_and_an_unanswered_move_applies_once(arbiter, info):
    """Cut right after the server answered the move (the answer is lost): the
    stream reopens from the last version seen, sends the move again under its
    request id, and gets its answer; the game moved once."""
    game = arbiter.create_game(info.game, info.min_players, seed=5)
    mover = game.seats[game.view.pending[0].seat]
    move = mover.legal_moves().suggested
    plan = [("cut", 1, grpc.StatusCode.UNAVAILABLE), ("cut", 0, grpc.StatusCode.OK)]
    with Flaky(TARGET, {"Play": plan}) as flaky, Arbiter(flaky.target) as via:
        seat = via.seat(game.game_id, mover.token)
        with seat.play() as stream:
            answer = stream.submit(move)
            assert answer.view.version == 2 and flaky.calls["Play"] == 3
    assert len(game.spectator.history()) == 2


class _Pauses:
    """Stands in for the client module's `time`: records each pause, sleeps none."""

    def __init__(self):
        self.pauses: list[float] = []

    def sleep(self, seconds: float) -> None:
        self.pauses.append(seconds)


def test_a_watch_reset_after_its_headers_backs_off_and_resumes(arbiter, info, monkeypatch):
    """A gateway with no replica left answers each reconnect at once, headers
    then an error (its 502 is UNAVAILABLE; a reset stream is `UNKNOWN: Stream
    removed`). watch() took the headers for an open stream: it reconnected
    with no pause (hundreds of 502s a second) and gave up on UNKNOWN. Now
    the pauses grow until a message arrives, and UNKNOWN is a broken stream."""
    import arbiter_client.client as sync_client

    pauses = _Pauses()
    monkeypatch.setattr(sync_client, "time", pauses)
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    plan = [("cut", 0, grpc.StatusCode.UNAVAILABLE)] * 8 + [("cut", 0, grpc.StatusCode.UNKNOWN)]
    with Flaky(TARGET, {"WatchGame": plan}) as flaky, Arbiter(flaky.target) as via:
        stream = via.seat(game.game_id).watch(from_version=1)
        assert next(stream).version == 1 and flaky.calls["WatchGame"] == 10
    assert len(pauses.pauses) == 9 and min(pauses.pauses) > 0
    assert pauses.pauses[-1] > 4 * pauses.pauses[0]


def test_a_play_stream_outlasts_a_drain(arbiter, info, monkeypatch):
    """Play gave up after six broken reconnects, about 3 s of backoff, less
    than the gateway keeps a restarting replica out. Now it retries for longer
    than a drain, and a stream reset as UNKNOWN is retried too."""
    import arbiter_client.client as sync_client

    pauses = _Pauses()
    monkeypatch.setattr(sync_client, "time", pauses)
    game = arbiter.create_game(info.game, info.min_players, seed=5)
    mover = game.seats[game.view.pending[0].seat]
    move = mover.legal_moves().suggested
    plan = ["unavailable"] * 10 + [("cut", 0, grpc.StatusCode.UNKNOWN)]
    with Flaky(TARGET, {"Play": plan}) as flaky, Arbiter(flaky.target) as via:
        with via.seat(game.game_id, mover.token).play() as stream:
            assert stream.submit(move).view.version == 2 and flaky.calls["Play"] == 12
    assert len(pauses.pauses) == 11 and sum(pauses.pauses) > 5
