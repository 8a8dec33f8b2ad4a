"""Watching a game: what a WatchGame stream shows on a finished game, how many
watchers a replica holds, and that an update is projected once per viewer, not
once per watcher."""
from __future__ import annotations

import asyncio

import grpc
import pytest

from arbiter import games
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.referee import Referee, history_entry, pack
from arbiter.referee.projection import Projection
from arbiter.auth import TokenAuthority
from arbiter.store import MemoryStore
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.grpc_errors import error_info

GAME = "nottingham"


def bearer(token):
    return [("authorization", f"Bearer {token}")]


def play_to_the_end(stub, seed: int = 3) -> tuple[str, dict[int, str], int]:
    """A finished game on the server: a seeded random game replayed move for move."""
    game = games.get(GAME)
    log = play_random_game(game, 3, seed, checks=Checks.none(), keep_log=True).log
    created = stub.CreateGame(api.CreateGameRequest(game=GAME, players=3, seed=seed))
    tokens = {s.seat: s.token for s in created.seats}
    version = created.version
    for seat, move in log:
        version = stub.SubmitMove(api.SubmitMoveRequest(game_id=created.game_id, move=pack(move)),
                                  metadata=bearer(tokens[seat])).version
    assert stub.GetGame(api.GetGameRequest(game_id=created.game_id)).view.status == api.GAME_STATUS_FINISHED
    return created.game_id, tokens, version


@pytest.fixture(scope="module")
def finished(server, stub_for):
    stub = stub_for(server)
    return (stub, *play_to_the_end(stub))


@pytest.mark.parametrize("from_version", [0, 10_000])
def test_watch_on_a_finished_game_ends_at_once(finished, from_version):
    """Nothing more will happen: from now on (0) or past the end there is nothing to send."""
    stub, game_id, _, _ = finished
    assert list(stub.WatchGame(api.WatchGameRequest(game_id=game_id, from_version=from_version), timeout=10)) == []


@pytest.mark.parametrize("viewer", ["spectator", "seat 1"])
def test_watch_after_the_end_replays_what_history_shows(finished, viewer):
    """Once the game is over GetHistory shows every move; the stream shows the same, then ends."""
    stub, game_id, tokens, last = finished
    md = None if viewer == "spectator" else bearer(tokens[1])
    got = [u.entry for u in stub.WatchGame(api.WatchGameRequest(game_id=game_id, from_version=1), timeout=20,
                                           metadata=md)]
    history = []
    while len(history) < last:
        history += stub.GetHistory(api.GetHistoryRequest(game_id=game_id, from_version=len(history) + 1,
                                                         page_size=1000), metadata=md).entries
    assert [e.version for e in got] == list(range(1, last + 1))
    assert got == history
    assert all(e.HasField("move") for e in got[1:]), "every move is shown once the game is over"
    tail = list(stub.WatchGame(api.WatchGameRequest(game_id=game_id, from_version=last - 2), timeout=10, metadata=md))
    assert [u.entry for u in tail] == history[-3:]


def test_a_thousand_tokenless_watchers_do_not_starve_the_next(redis_server_proc):
    """1,000 spectator streams held on one replica (Redis store): a watcher of
    another game still gets its move at once."""
    target = redis_server_proc.target

    async def body():
        # Two connections: channels share one by default, and an HTTP/2
        # connection carries at most 1,000 streams.
        own = [("grpc.use_local_subchannel_pool", 1)]
        async with grpc.aio.insecure_channel(target, options=own) as ch1, \
                grpc.aio.insecure_channel(target, options=own) as ch2:
            s1, s2 = arbiter_pb2_grpc.ArbiterStub(ch1), arbiter_pb2_grpc.ArbiterStub(ch2)
            a = await s1.CreateGame(api.CreateGameRequest(game=GAME, players=3, seed=1))
            streams = [s1.WatchGame(api.WatchGameRequest(game_id=a.game_id, from_version=1)) for _ in range(1000)]
            firsts = await asyncio.wait_for(asyncio.gather(*(s.read() for s in streams)), 60)
            assert {f.entry.version for f in firsts} == {1}, "all 1,000 watchers are live"
            b = await s2.CreateGame(api.CreateGameRequest(game=GAME, players=3, seed=2))
            late = s2.WatchGame(api.WatchGameRequest(game_id=b.game_id, from_version=0))
            legal = await s2.ListLegalMoves(api.ListLegalMovesRequest(game_id=b.game_id),
                                            metadata=bearer(b.seats[0].token))
            await s2.SubmitMove(api.SubmitMoveRequest(game_id=b.game_id, move=legal.moves[0]),
                                metadata=bearer(b.seats[0].token))
            got = await asyncio.wait_for(late.read(), 20)
            assert got.entry.version == 2
            late.cancel()
            for s in streams:
                s.cancel()

    asyncio.run(body())


def test_watch_caps_answer_resource_exhausted():
    """Past the cap per game (or per connection) a watcher is told so at once."""
    from arbiter.api.server import start
    from arbiter.referee import WatchLimits

    async def body():
        running = await start(watch_limits=WatchLimits(per_game=3, per_connection=5))
        try:
            async with grpc.aio.insecure_channel(f"127.0.0.1:{running.port}") as ch:
                stub = arbiter_pb2_grpc.ArbiterStub(ch)
                a = await stub.CreateGame(api.CreateGameRequest(game=GAME, players=3, seed=1))
                b = await stub.CreateGame(api.CreateGameRequest(game=GAME, players=3, seed=2))
                held = [stub.WatchGame(api.WatchGameRequest(game_id=a.game_id, from_version=1)) for _ in range(3)]
                for s in held:
                    await s.read()
                with pytest.raises(grpc.aio.AioRpcError) as err:
                    await stub.WatchGame(api.WatchGameRequest(game_id=a.game_id, from_version=1)).read()
                assert err.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
                assert error_info(err.value).reason == "TOO_MANY_WATCHERS"
                more = [stub.WatchGame(api.WatchGameRequest(game_id=b.game_id, from_version=1)) for _ in range(2)]
                for s in more:
                    await s.read()
                with pytest.raises(grpc.aio.AioRpcError) as err:  # a sixth stream on this connection
                    await stub.WatchGame(api.WatchGameRequest(game_id=b.game_id, from_version=1)).read()
                assert err.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
                held[0].cancel()
                await asyncio.sleep(0.2)
                again = stub.WatchGame(api.WatchGameRequest(game_id=a.game_id, from_version=1))
                assert (await again.read()).entry.version == 1, "a freed place can be taken again"
                for s in [*held, *more, again]:
                    s.cancel()
        finally:
            await running.stop(0)

    asyncio.run(body())


def _calls(monkeypatch, method: str) -> list[tuple]:
    """The arguments of every call of GAME's `method` from now on."""
    game_class = type(games.get(GAME))
    real = getattr(game_class, method)
    calls = []

    def counting(self, *args, **kw):
        calls.append(args)
        return real(self, *args, **kw)

    monkeypatch.setattr(game_class, method, counting)
    return calls


def test_an_update_is_projected_once_per_viewer_not_per_watcher(monkeypatch):
    """20 spectators and 2 watchers per seat: each new entry is projected once
    for the spectators and once per seat."""
    calls = _calls(monkeypatch, "project_events")

    async def body():
        referee = Referee(MemoryStore(60), TokenAuthority("k"))
        created = await referee.create_game(api.CreateGameRequest(game=GAME, players=3, seed=5))
        tokens = {s.seat: s.token for s in created.seats}
        viewers = [None] * 20 + [0, 0, 1, 1, 2, 2]
        streams = [await referee.watch_game(api.WatchGameRequest(game_id=created.game_id), tokens.get(v))
                   for v in viewers]
        reads = [asyncio.ensure_future(anext(s)) for s in streams]
        await asyncio.sleep(0)
        seat = created.view.pending[0].seat
        legal = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=created.game_id), tokens[seat])
        calls.clear()
        await referee.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=legal.moves[0]), tokens[seat])
        answered = len(calls)  # the mover's own answer
        got = await asyncio.wait_for(asyncio.gather(*reads), 5)
        assert {u.entry.version for u in got} == {2}
        assert sorted((seat for _, seat, *_ in calls[answered:]), key=str) == sorted([None, 0, 1, 2], key=str)
        for s in streams:
            await s.aclose()

    asyncio.run(body())


def test_a_new_state_s_shared_values_are_computed_once_for_all_its_viewers(monkeypatch):
    """A Play session per seat and a spectator's: every one of them gets a
    view of the new state, and what those views share (the derived values,
    the pending decisions, the view's common fields) is computed once for
    all of them, the mover's answer included."""
    calls = {name: _calls(monkeypatch, name) for name in ("derived", "pending")}
    shared = []
    real_shared = Projection.shared_runs

    async def body():
        referee = Referee(MemoryStore(60), TokenAuthority("k"))
        created = await referee.create_game(api.CreateGameRequest(game=GAME, players=3, seed=5))
        tokens = {s.seat: s.token for s in created.seats}

        async def first_only():
            yield api.PlayRequest(game_id=created.game_id, include_next=True)
            await asyncio.Event().wait()  # the caller keeps its side open

        streams = [await referee.play(first_only(), tokens.get(v)) for v in (None, 0, 1, 2)]
        assert {(await anext(s)).view.version for s in streams} == {1}
        seat = created.view.pending[0].seat
        legal = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=created.game_id), tokens[seat])
        for c in calls.values():
            c.clear()
        monkeypatch.setattr(Projection, "shared_runs", lambda self, *a: shared.append(1) or real_shared(self, *a))
        await referee.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=legal.moves[0]), tokens[seat])
        got = await asyncio.wait_for(asyncio.gather(*(anext(s) for s in streams)), 5)
        assert [u.view.version for u in got] == [2] * 4
        new_state = referee.cache.get(created.game_id)[2]
        assert len(calls["derived"]) == 1, f"derived values computed {len(calls['derived'])} times for one state"
        pending = [args for args in calls["pending"] if args[0] is new_state]
        assert len(pending) == 1, f"pending decisions computed {len(pending)} times for one state"
        assert len(shared) == 1, f"the view's common fields built {len(shared)} times for one state"
        for s in streams:
            await s.aclose()

    asyncio.run(body())


def test_a_move_on_a_play_stream_projects_its_events_once_per_viewer(monkeypatch):
    """A move sent on a seat's Play stream, with every seat and a spectator
    on streams: the move's events are projected once per viewer; the
    mover's answer carries its projected entry, and the SubmitMove answer
    the session starts from builds no events of its own."""
    calls = _calls(monkeypatch, "project_events")

    async def body():
        referee = Referee(MemoryStore(60), TokenAuthority("k"))
        created = await referee.create_game(api.CreateGameRequest(game=GAME, players=3, seed=5))
        tokens = {s.seat: s.token for s in created.seats}
        mover = created.view.pending[0].seat
        moves = asyncio.Queue()

        async def requests(viewer):
            yield api.PlayRequest(game_id=created.game_id, include_next=True)
            while viewer == mover:
                yield await moves.get()
            await asyncio.Event().wait()

        streams = {v: await referee.play(requests(v), tokens.get(v)) for v in (None, 0, 1, 2)}
        first = {v: await anext(s) for v, s in streams.items()}
        calls.clear()
        legal = first[mover].next
        moves.put_nowait(api.PlayRequest(move=api.SubmitMoveRequest(move=legal.moves[legal.suggested])))
        got = await asyncio.wait_for(asyncio.gather(*(anext(s) for s in streams.values())), 5)
        assert {u.entry.version for u in got} == {2}
        assert got[list(streams).index(mover)].request_id
        assert sorted((seat for _, seat, *_ in calls), key=str) == sorted([None, 0, 1, 2], key=str)
        for s in streams.values():
            await s.aclose()

    asyncio.run(body())


def test_play_updates_sent_serialized_are_the_messages_bytes():
    """The gRPC face sends Play updates assembled from serialized parts
    (`encoded`). Over a whole game played on such streams, each update is its
    message's deterministic serialization byte for byte, and every viewer's
    versions and views are those an in-process stream (messages) shows it."""

    async def body():
        # Seats with decisions at the same time race: a refused move is left out.
        referee = Referee(MemoryStore(60), TokenAuthority("k"), refused=lambda item: None)
        created = await referee.create_game(api.CreateGameRequest(game=GAME, players=3, seed=11))
        tokens = {s.seat: s.token for s in created.seats}
        viewers = (None, 0, 1, 2)
        first = api.PlayRequest(game_id=created.game_id, include_next=True)

        async def moves(inbox):
            yield first
            while True:
                yield await inbox.get()

        async def only_first():
            yield first
            await asyncio.Event().wait()

        async def collect(stream, inbox=None):
            got = []
            async for update in stream:
                if update is None:
                    continue
                got.append(update)
                if inbox is not None:
                    u = api.PlayResponse.FromString(update)
                    if u.next.HasField("suggested"):
                        inbox.put_nowait(api.PlayRequest(move=api.SubmitMoveRequest(
                            move=u.next.moves[u.next.suggested], expected_version=u.view.version)))
            return got

        inboxes = {v: asyncio.Queue() for v in viewers}
        encoded = [collect(await referee.play(moves(inboxes[v]), tokens.get(v), encoded=True),
                           inboxes[v] if v is not None else None) for v in viewers]
        plain = [collect(await referee.play(only_first(), tokens.get(v))) for v in viewers]
        results = await asyncio.wait_for(asyncio.gather(*encoded, *plain), 60)
        for viewer, sent, shown in zip(viewers, results[:4], results[4:]):
            assert all(type(b) is bytes for b in sent)
            parsed = [api.PlayResponse.FromString(b) for b in sent]
            assert [p.SerializeToString(deterministic=True) for p in parsed] == sent
            assert parsed[-1].view.status == shown[-1].view.status == api.GAME_STATUS_FINISHED
            entries = [p.entry for p in parsed if p.HasField("entry")]
            assert entries == [u.entry for u in shown if u.HasField("entry")], viewer
            views = {p.view.version: p.view for p in parsed if p.HasField("view")}
            shown_views = {u.view.version: u.view for u in shown if u.HasField("view")}
            both = views.keys() & shown_views.keys()  # a stream catching up shows only the last version's view
            assert len(both) > 40 and all(views[v] == shown_views[v] for v in both), viewer

    asyncio.run(body())


def _entry_as_built_by_fields(game, entry: api.HistoryEntry, seat, over: bool, context) -> api.HistoryEntry:
    """What a viewer may see of a log entry, built field by field (the
    referee assembles it from serialized parts instead)."""
    events = [game.Event.FromString(e.value) for e in entry.events]
    if over:
        out = api.HistoryEntry()
        out.CopyFrom(entry)
    else:
        out = api.HistoryEntry(version=entry.version, time=entry.time, status=entry.status)
        if entry.HasField("seat"):
            out.seat = entry.seat
            if entry.seat == seat:
                out.move.CopyFrom(entry.move)
        events = game.project_events(events, seat)
        out.events.extend(pack(e) for e in events)
    out.event_labels[:] = game.event_labels(events, seat, context)
    return out


def test_entries_assembled_from_shared_parts_are_the_messages_bytes():
    """Over a whole game, every entry as each seat and a spectator sees it,
    while the game runs and once it is over, is byte for byte the message
    built field by field: the mover alone sees its move, each viewer its own
    view of the events (hidden hands stay hidden), all of it at the end."""

    async def body():
        referee = Referee(MemoryStore(60), TokenAuthority("k"))
        created = await referee.create_game(api.CreateGameRequest(game=GAME, players=3, seed=5))
        tokens = {s.seat: s.token for s in created.seats}
        view = created.view
        while view.status != api.GAME_STATUS_FINISHED:
            seat = view.pending[0].seat
            legal = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=created.game_id), tokens[seat])
            view = (await referee.submit_move(api.SubmitMoveRequest(
                game_id=created.game_id, move=legal.moves[legal.suggested]), tokens[seat])).view
        game = games.get(GAME)
        stored, _, state = await referee.load(created.game_id)
        context = game.label_context(state)
        raw = await referee.store.history(created.game_id, 1, stored.version)
        hidden = 0
        for r in raw:
            entry = history_entry(game, r)
            for seat in (None, 0, 1, 2):
                for over in (False, True):
                    want = _entry_as_built_by_fields(game, entry, seat, over, context)
                    got = referee.projection.entry(game, entry, seat, over, context)
                    assert got.SerializeToString(deterministic=True) == want.SerializeToString(deterministic=True)
                    hidden += not over and got.events != entry.events
            streamed = referee.projection.update(game, created.game_id, r, 0, context)
            over = entry.status == api.GAME_STATUS_FINISHED
            assert streamed.data == api.WatchGameResponse(
                entry=_entry_as_built_by_fields(game, entry, 0, over, context)).SerializeToString(deterministic=True)
        assert len(raw) > 40 and hidden > 0  # the game showed each seat something the others did not see

    asyncio.run(body())


def test_hand_written_lengths_are_protobufs_varints():
    """The lengths and seats written around serialized parts are protobuf's
    varints: one byte below 128, two below 16,384, more above."""
    from google.protobuf.internal.encoder import _VarintBytes

    from arbiter.referee.wire import length_delimited, tag, varint

    for n in [*range(0, 20_000, 7), 127, 128, 16_383, 16_384, 2**21, 2**35 + 5, 2**63 - 1]:
        assert varint(n) == _VarintBytes(n), n
    entry = api.HistoryEntry(event_labels=["x" * 297])
    assert length_delimited(tag(api.WatchGameResponse, "entry"), entry.SerializeToString()) \
        == api.WatchGameResponse(entry=entry).SerializeToString()
