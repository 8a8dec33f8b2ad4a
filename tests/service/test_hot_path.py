"""A lean hot path through the real service: the store keeps a
request's version, not its answer, and the answer rebuilt from the log is the
first answer byte for byte; SubmitMove can answer with the mover's next legal
moves; the per-process game cache never decides alone (two replicas on one
Redis serve one game); the interceptor builds its wrapping once per method."""
from __future__ import annotations

import asyncio

import grpc
import pytest
import redis

from arbiter import games
from arbiter.api.observability import ServerInterceptor
from arbiter.referee import pack
from arbiter.store.redis import request_record
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.service.test_games_api import GAME_IDS, Table
from tests.support.grpc_errors import error_info
from tests.support.servers import arbiter_server


def _bytes(msg) -> bytes:
    return msg.SerializeToString(deterministic=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_repeated_request_is_answered_with_the_first_answers_bytes(stub, game_id):
    """Answered again right away and after the game moved on (rebuilt by
    replaying the log from the seeded setup): the same bytes both times."""
    game = games.get(game_id)
    t = Table(stub, game_id, game.min_players, seed=21)
    seat = sorted(game.pending_seats(t.local))[0]
    move = game.moves_for(t.local, seat)[0]
    req = api.SubmitMoveRequest(game_id=t.id, move=pack(move), expected_version=t.version, request_id="first",
                                include_next=True)
    first = stub.SubmitMove(req, metadata=t.auth(seat))
    assert _bytes(stub.SubmitMove(req, metadata=t.auth(seat))) == _bytes(first)
    t.local, _ = game.apply(t.local, seat, move)
    t.version += 1
    for _ in range(5):
        if game.is_over(t.local):
            break
        t.step()
    assert _bytes(stub.SubmitMove(req, metadata=t.auth(seat))) == _bytes(first)
    assert stub.GetGame(api.GetGameRequest(game_id=t.id)).view.version == t.version


def test_redis_keeps_a_requests_version_not_its_answer(redis_server_proc, redis_url, stub_for):
    stub = stub_for(redis_server_proc)
    game = games.get("nottingham")
    t = Table(stub, "nottingham", 3, seed=4)
    seat = sorted(game.pending_seats(t.local))[0]
    move = game.moves_for(t.local, seat)[0]
    stub.SubmitMove(api.SubmitMoveRequest(game_id=t.id, move=pack(move), request_id="kept"), metadata=t.auth(seat))
    r = redis.Redis.from_url(redis_url)
    # The request's digest, the record of version 2, is all the game keeps of it.
    assert r.hget(f"game:{{{t.id}}}", "q") == request_record(f"{seat}:kept")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_include_next_answers_what_list_legal_moves_would(stub, game_id):
    game = games.get(game_id)
    t = Table(stub, game_id, game.min_players, seed=5)
    for _ in range(4):
        seat = sorted(game.pending_seats(t.local))[0]
        move = game.moves_for(t.local, seat)[0]
        res = stub.SubmitMove(api.SubmitMoveRequest(game_id=t.id, move=pack(move), include_next=True),
                              metadata=t.auth(seat))
        t.local, _ = game.apply(t.local, seat, move)
        t.version = res.version
        listed = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=t.id), metadata=t.auth(seat))
        assert res.HasField("next") and res.next == listed
        if listed.moves:  # asked for nothing, it brings nothing
            checked = stub.SubmitMove(api.SubmitMoveRequest(game_id=t.id, move=listed.moves[0], validate_only=True),
                                      metadata=t.auth(seat))
            assert not checked.HasField("next")
        if game.is_over(t.local):
            break


def test_two_replicas_on_one_redis_serve_one_game_whatever_each_has_cached(redis_url):
    """Moves alternate between two processes, each holding the game at an old
    version in its cache: a move that is legal only at the newer version is
    applied, a stale expected_version is ABORTED, and reads show the newest."""
    game = games.get("nottingham")
    with arbiter_server(redis_url=redis_url) as a, arbiter_server(redis_url=redis_url) as b:
        with grpc.insecure_channel(a.target) as ca, grpc.insecure_channel(b.target) as cb:
            stubs = [arbiter_pb2_grpc.ArbiterStub(ca), arbiter_pb2_grpc.ArbiterStub(cb)]
            t = Table(stubs[0], "nottingham", 3, seed=8)
            for n in range(12):
                stub = stubs[n % 2]
                seat = sorted(game.pending_seats(t.local))[0]
                move = game.moves_for(t.local, seat)[0]
                if n >= 2:  # this replica last saw the game two versions ago
                    with pytest.raises(grpc.RpcError) as stale:
                        stub.SubmitMove(api.SubmitMoveRequest(game_id=t.id, move=pack(move),
                                                              expected_version=t.version - 1), metadata=t.auth(seat))
                    assert error_info(stale.value).reason == "VERSION_CONFLICT"
                res = stub.SubmitMove(api.SubmitMoveRequest(game_id=t.id, move=pack(move)), metadata=t.auth(seat))
                t.local, _ = game.apply(t.local, seat, move)
                t.version += 1
                assert res.version == t.version
                for other in stubs:
                    assert other.GetGame(api.GetGameRequest(game_id=t.id)).view.version == t.version


def test_the_interceptor_wraps_each_method_once():
    """Metrics and logging off the per-call allocation path: the second call
    of a method gets the handler built for the first."""
    calls = []

    async def continuation(details):
        calls.append(details.method)
        return grpc.unary_unary_rpc_method_handler(lambda req, ctx: req)

    class Details:
        method = "/arbiter.v1.Arbiter/GetGame"

    async def body():
        i = ServerInterceptor()
        first = await i.intercept_service(continuation, Details())
        assert await i.intercept_service(continuation, Details()) is first

    asyncio.run(body())
    assert len(calls) == 1


def test_the_log_keeps_entries_without_any_envelopes_and_reads_old_ones():
    """A stored entry is a StoredEntry (no type URLs: a fraction of the
    HistoryEntry's bytes) that reads back as exactly the HistoryEntry `pack`
    builds; an entry an older server wrote as a HistoryEntry still reads."""
    from arbiter.engine.simulate import Checks, play_random_game
    from arbiter.referee.entries import history_entry, now, stored_entry
    from arbiter.v1.engine_pb2 import GameConfig

    game = games.get("nottingham")
    state, _ = game.new_game(game.normalize_config(GameConfig(players=4, seed=3)))
    seat, move = play_random_game(game, 4, 3, checks=Checks.none(), keep_log=True).log[0]
    _, events = game.apply(state, seat, move)
    at = now()
    full = api.HistoryEntry(version=2, seat=seat, move=pack(move), events=[pack(e) for e in events], time=at,
                            status=api.GAME_STATUS_ACTIVE)
    raw = stored_entry(2, at, api.GAME_STATUS_ACTIVE, events, seat, move)
    assert _bytes(history_entry(game, raw)) == _bytes(full)
    assert len(raw) * 2 < len(_bytes(full))
    assert history_entry(game, _bytes(full)) == full


def test_a_stream_the_client_ended_before_its_headers_went_is_cancelled_not_internal(caplog):
    """A client that cancels a WatchGame just as the server sends its headers
    (the game loaded, the stream opening): grpc.aio refuses the send with
    ExecuteBatchError. That was answered as an internal error, logged at
    ERROR and counted INTERNAL (met when tests/deploy/test_redis_cluster_failover.py
    ends its watchers). It is the client's cancel. The window is too narrow to
    hit on cue through a real server, so the stream handler raises what
    grpc.aio raises there."""
    from grpc._cython.cygrpc import ExecuteBatchError

    from arbiter.api.observability import HANDLED

    class Ended:  # the servicer context of a call the client has ended
        def invocation_metadata(self):
            return ()

        async def abort_with_status(self, status):
            raise AssertionError("nothing can be sent on an ended call")

    async def behavior(request, context):
        raise ExecuteBatchError('Failed "execute_batch"')
        yield  # an async generator, as the stream handlers are

    def handled(code: str) -> float:
        return HANDLED.labels("server_stream", "test.Ended", "Watch", code)._value.get()

    async def body():
        wrapped = ServerInterceptor()._wrap_stream(behavior, "test.Ended", "Watch", "server_stream", lambda raw: raw)
        return [item async for item in wrapped(b"", Ended())]

    before = handled("CANCELLED")
    with caplog.at_level("INFO", logger="arbiter.api"):
        assert asyncio.run(body()) == []
    assert handled("CANCELLED") == before + 1 and handled("INTERNAL") == 0
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_submit_moves_serialized_answer_is_the_bytes_the_message_gave(game_id, monkeypatch):
    """The gRPC face sends a new move's answer written directly
    (`submit_move(encoded=True)`): byte for byte what the answer message's
    SerializeToString() wrote, the config's map in the same order, through a
    whole seeded game (the finished game's view too), with and without
    include_next."""
    from arbiter.auth import token_authority
    from arbiter.engine.simulate import Checks, play_random_game
    from arbiter.referee import Referee
    from arbiter.store import open_store

    game = games.get(game_id)
    players = max(game.min_players, min(4, game.max_players))
    played = play_random_game(game, players, 7, checks=Checks.none(), keep_log=True)
    assert played.finished
    monkeypatch.setattr("arbiter.referee.service.secrets.token_urlsafe", lambda n: "one-id")  # the same game id in both

    async def answers(encoded: bool) -> list[bytes]:
        referee = Referee(open_store("", 60), token_authority("k"))
        created = await referee.create_game(api.CreateGameRequest(game=game_id, players=players, seed=7))
        tokens = {s.seat: s.token for s in created.seats}
        out = []
        for i, (seat, move) in enumerate(played.log):
            req = api.SubmitMoveRequest(game_id=created.game_id, move=pack(move), request_id=f"r{i}",
                                        include_next=i % 3 == 0)
            answer = await referee.submit_move(req, tokens[seat], encoded=encoded)
            out.append(answer if encoded else answer.SerializeToString())
        # A repeated request is answered from the log, serialized the same way.
        out.append(await referee.submit_move(req, tokens[seat], encoded=encoded) if encoded
                   else (await referee.submit_move(req, tokens[seat])).SerializeToString())
        return out

    sent, built = asyncio.run(answers(True)), asyncio.run(answers(False))
    assert len(sent) == len(played.log) + 1
    for i, (a, b) in enumerate(zip(sent, built)):
        assert a == b, f"answer {i} differs"


def test_a_move_projects_the_new_state_for_spectators_once(monkeypatch):
    """The pending decisions' labels and the derived values both read the
    spectator's projection of the new state: one projection serves both."""
    from arbiter.auth import token_authority
    from arbiter.referee import Referee
    from arbiter.store import open_store

    game = games.get("nottingham")  # labels its pending decisions from the spectator's projection
    projected = []
    real = type(game).project

    def counting(self, state, seat, over=None):
        projected.append((state, seat))
        return real(self, state, seat, over)

    monkeypatch.setattr(type(game), "project", counting)

    async def body():
        referee = Referee(open_store("", 60), token_authority("k"))
        created = await referee.create_game(api.CreateGameRequest(game="nottingham", players=3, seed=5))
        seat = created.view.pending[0].seat
        token = created.seats[seat].token
        legal = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=created.game_id), token)
        projected.clear()
        for encoded in (False, True):
            await referee.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=legal.moves[0]), token,
                                      encoded=encoded)
            new_state = referee.cache.get(created.game_id)[2]
            spectators = [s for s, viewer in projected if s is new_state and viewer is None]
            assert len(spectators) == 1, f"the new state projected {len(spectators)} times for spectators"
            projected.clear()
            seat = game.pending(new_state)[0].seat
            token = created.seats[seat].token
            legal = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=created.game_id), token)
            projected.clear()

    asyncio.run(body())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_views_shared_tail_is_what_the_message_writes(game_id):
    """The view's fields 8-10 (pending decisions, outcome, derived values),
    written without building a GameView, are that message's own bytes for
    every state of a seeded game, the finished one included."""
    from arbiter.auth import token_authority
    from arbiter.engine.simulate import Checks, play_random_game
    from arbiter.referee import Referee
    from arbiter.store import open_store

    game = games.get(game_id)
    players = max(game.min_players, min(4, game.max_players))
    played = play_random_game(game, players, 3, checks=Checks.none(), keep_log=True)
    referee = Referee(open_store("", 60), token_authority("k"))
    state, _ = game.new_game(played.config)  # the game's setup, as self-play made it
    for seat, move in [*played.log, (None, None)]:
        facts = referee.projection.facts(game, state)
        over = not facts.pending
        view = api.GameView(pending=facts.pending, derived=game.derived_for(state, over))
        if over:
            view.outcome.CopyFrom(game.outcome(state))
        assert referee.projection.tail(game, state, facts, over) == view.SerializeToString(deterministic=True)
        if move is None:
            assert over
            break
        state, _ = game.apply(state, seat, move)
