"""Hostile input for the streaming RPCs, in process, on both faces: WatchGame
(gRPC, generic and typed services), its server-sent events on REST, and Play
(the bidirectional stream, arbiter.referee.play).

Each input opens one stream with hostile edges: versions at the int64 limits,
past the end, negative; `Last-Event-ID` spelled oddly; foreign, forged,
malformed or missing tokens; unknown and malformed game ids; live and finished
games. A Play stream then sends up to a few moves: legal ones, broken ones
(tests/fuzz/hostile.mutate), for another seat, at stale or absurd
`expected_version`s, with repeated request ids, another game's id, oversized
request ids; now and then a flood of messages the caller does not read.

Checked after every stream, beside hostile.py's checks (no INTERNAL/UNKNOWN,
no 5xx, a refused input leaves every stored game byte for byte as it was):

- a stream is refused with a documented code, or it sends versions in order,
  once each; an error inside it has a documented code;
- on a finished game it ends at once, and sends exactly what GetHistory shows
  the same viewer from that version on;
- a Play stream answers each move it read once, with a documented code; the
  game moves only by the moves it accepted, each applied once;
- a caller that does not read holds the session's queue at its cap
  (`PlaySession.QUEUE`): the session stops reading moves, memory stays bounded;
- once the stream is closed, it holds no watcher slot (`WatchLimits.held`
  back to 0) and the shared projection cache stays within its bound.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import time
from urllib.parse import quote, urlencode

import grpc
from arbiter import games
from arbiter.api.errors import status_for
from arbiter.api.rest import VERSION, http_rules
from arbiter.api.services import GENERIC as SERVICE
from arbiter.api.services import convert, rpc_call
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.referee import PlaySession
from arbiter.referee import pack
from arbiter.store.v1.store_pb2 import StoredGame
from arbiter.v1 import arbiter_pb2 as api
from google.protobuf import message_factory

from tests.fuzz.hostile import GAME_IDS, mutate

INT64_MAX = (1 << 63) - 1
# How many scheduler turns a stream may take to send what it has: the store is
# in memory, so a stream that sends nothing for this long is waiting for a move.
IDLE = 60
LAST_EVENT_IDS = ["0", "1", "-1", "²", "١", "", " 3", "3 ", "1.0", "0x10", "1_0", str(INT64_MAX - 1), str(INT64_MAX),
                  "9" * 20, "9" * 400]
FLOOD = PlaySession.QUEUE + 64  # a flood: more moves than the session's queue holds
BAD_CODES = ("INTERNAL", "UNKNOWN")
# The codes a stream may end or answer with (docs/api.md): never INTERNAL or UNKNOWN.
DOCUMENTED = {"OK", "INVALID_ARGUMENT", "FAILED_PRECONDITION", "PERMISSION_DENIED", "UNAUTHENTICATED", "NOT_FOUND",
              "ABORTED", "RESOURCE_EXHAUSTED", "UNAVAILABLE", "DEADLINE_EXCEEDED", "CANCELLED"}


async def finish_game(referee, game, seed: int) -> tuple[str, list[str]] | None:
    """A game of `game` played to its end through the referee (a seeded
    random game's moves): (game id, seat tokens), or None if it could not be."""
    players = game.min_players
    r = play_random_game(game, players, 900 + seed, checks=Checks.none(), keep_log=True)
    if r.errors or not r.log:
        return None
    created = await referee.create_game(api.CreateGameRequest(game=game.id, players=players, seed=r.config.seed))
    tokens = [s.token for s in created.seats]
    for seat, move in r.log:
        await referee.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=pack(move)), tokens[seat])
    stored = await referee.store.load(created.game_id)
    return (created.game_id, tokens) if stored.status == api.GAME_STATUS_FINISHED else None


async def _settled(task: asyncio.Future, spins: int) -> bool:
    """Whether `task` is done within `spins` scheduler turns."""
    for _ in range(spins):
        if task.done():
            break
        await asyncio.sleep(0)
    return task.done()


async def _cancel(task: asyncio.Future) -> None:
    """Cancel `task` (if it still runs) and swallow how it ended."""
    task.cancel()
    with contextlib.suppress(BaseException):  # cancelled as asked, or its outcome was seen already
        await task


async def _next(it, spins: int = IDLE):
    """(item, "ITEM"), (None, "END"), (None, "OPEN") if nothing came within
    `spins` scheduler turns, or (exception, "ERROR")."""
    task = asyncio.ensure_future(it.__anext__())
    if not await _settled(task, spins):
        await _cancel(task)
        return None, "OPEN"
    try:
        return task.result(), "ITEM"
    except StopAsyncIteration:
        return None, "END"
    except Exception as exc:  # noqa: BLE001 - the face maps it; the caller checks the mapping
        return exc, "ERROR"


class StreamFuzz:
    """Streams against a `hostile.Fuzzer`'s service (its referee, store,
    tables, REST app and tally)."""

    def __init__(self, fuzzer):
        self.f = fuzzer
        self.rnd = fuzzer.rnd
        self.finished: list[tuple[str, str, list[str]]] = []  # (game, game id, seat tokens)
        self.sse_rules = {}
        for m, _, path, _ in http_rules():
            if m.server_streaming:
                self.sse_rules[m.containing_service.full_name] = path
        self.watch = [SERVICE.methods_by_name["WatchGame"]] + [
            s.methods_by_name["WatchGame"] for s in fuzzer.typed_services.values()]
        self.play = [SERVICE.methods_by_name["Play"]] + [s.methods_by_name["Play"] for s in fuzzer.typed_services.values()]
        self.streams = 0

    async def start(self) -> None:
        """Finish a game of each kind, so that streams meet finished games too."""
        for g in self.f.games:
            done = await finish_game(self.f.referee, g, len(self.finished))
            if done is not None:
                self.finished.append((g.id, *done))

    # ------------------------------------------------------------ inputs

    def target(self) -> tuple[str, str, list[str]]:
        """(game, game id, seat tokens): a live game, a finished one, or a bad id."""
        r = self.rnd.random()
        if r < 0.3 and self.finished:
            return self.rnd.choice(self.finished)
        gid, game_id, tokens = self.rnd.choice(self.f.tables)
        if r > 0.9:
            return gid, self.rnd.choice(GAME_IDS + [self.rnd.choice(self.f.tables)[1][:-1] + "Z"]), tokens
        return gid, game_id, tokens

    def version(self, current: int) -> int:
        return self.rnd.choice([0, 0, 1, 2, current, current, current + 1, current + 2, current - 1, -1,
                                -(1 << 63), INT64_MAX, INT64_MAX - 1, 1 << 31, 1 << 32])

    def token(self, tokens: list[str]) -> str | None:
        r = self.rnd.random()
        if r < 0.55:
            return self.rnd.choice(tokens)
        if r < 0.75:
            return None
        others = [t for _, _, ts in self.f.tables + self.finished for t in ts if ts is not tokens]
        return self.rnd.choice(others + ["0.forged", "²." + "A" * 22, "", "3.", "0." + "A" * 5000, "é"])

    def finished_or_gone(self, game_id: str) -> bool:
        stored = self.f.store._games.get(game_id)
        return stored is None or StoredGame.FromString(stored.data).status == api.GAME_STATUS_FINISHED

    def current(self, game_id: str) -> int:
        stored = self.f.store._games.get(game_id)
        return stored.version if stored is not None else 0

    # ------------------------------------------------------------ one stream

    async def one(self) -> None:
        r = self.rnd.random()
        before = self.f.snapshot()
        t0 = time.perf_counter()
        if r < 0.35:
            face, changed_ok = "gRPC WatchGame", set()
            await self._watch_grpc()
        elif r < 0.6:
            face, changed_ok = "REST events", set()
            await self._watch_rest()
        else:
            face = "gRPC Play"
            changed_ok = await self._play()
        self.streams += 1
        took = time.perf_counter() - t0  # the whole stream: opened, read, closed
        if took > self.f.tally.slowest[0]:
            self.f.tally.slowest = (took, f"{face} stream")
        after = self.f.snapshot()
        # A Play session that ends a game starts a fresh one (Fuzzer.replace_finished): new games are not changes.
        changed = {g for g in before if before[g] != after.get(g)}
        if changed - changed_ok:
            self._fail(f"{face} changed stored games {sorted(changed - changed_ok)} it did not move")
        if self.f.referee.watch_limits.held != 0:
            self._fail(f"{face}: {self.f.referee.watch_limits.held} watcher slots held after the stream closed")
            self.f.referee.watch_limits.held = 0
        projection = self.f.referee.projection
        if len(projection.projected) > projection.PROJECTED_CACHE:
            self._fail(f"{face}: projection cache at {len(projection.projected)} entries")

    def _fail(self, what: str) -> None:
        self.f.tally.failures.append(what[:2000])

    def _note(self, face: str, code: str, what: str, count: bool = True) -> None:
        """Tally a stream's outcome (an input when `count`, else one answer on a stream)."""
        key = f"{face} {code}"
        if count:
            self.f.tally.note(key, 0.0, what)
        else:
            self.f.tally.codes[key] = self.f.tally.codes.get(key, 0) + 1
        if code in BAD_CODES or code.startswith("HTTP 5") or (code not in DOCUMENTED and not code.startswith("HTTP")
                                                              and code not in ("END", "OPEN")):
            self._fail(f"{face} -> {code}: {what}")

    def _method(self, choices, gid):
        """The generic method, `gid`'s typed twin half the time, and now and
        then another game's typed twin (a game id of another game: NOT_FOUND,
        never its updates written as this game's messages)."""
        typed = [m for m in choices if m.containing_service is not SERVICE
                 and self.f.typed.get(m.containing_service.full_name).id == gid]
        others = [m for m in choices if m.containing_service is not SERVICE and m not in typed]
        r = self.rnd.random()
        method = (self.rnd.choice(others) if others and r < 0.15 else typed[0] if typed and r < 0.6
                  else choices[0])
        self._opened(method.full_name)
        return method

    def _opened(self, what: str) -> None:
        self.f.tally.streams[what] = self.f.tally.streams.get(what, 0) + 1

    def _another_game(self, gid: str, game_id: str) -> bool:
        """Whether `game_id` is a stored game of another game than `gid`."""
        stored = self.f.store._games.get(game_id)
        return stored is not None and StoredGame.FromString(stored.data).game != gid

    def _foreign(self, method, game_id: str) -> bool:
        """Whether `method` is a game's typed service and `game_id` a game of another game."""
        game = self.f.typed.get(method.containing_service.full_name)
        return game is not None and self._another_game(game.id, game_id)

    def _refused_foreign(self, foreign: bool, code: str, what: str) -> None:
        """A typed stream given another game's id is refused at its start:
        NOT_FOUND, unless the token or a version is refused first."""
        if not foreign:
            return
        if code == "NOT_FOUND":
            self.f.tally.codes["typed stream of another game"] = self.f.tally.codes.get(
                "typed stream of another game", 0) + 1
        elif code not in ("UNAUTHENTICATED", "INVALID_ARGUMENT"):
            self._fail(f"a typed stream of another game's id -> {code}, not NOT_FOUND: {what}")

    async def _watch_grpc(self) -> None:
        gid, game_id, tokens = self.target()
        current = self.current(game_id)
        req = api.WatchGameRequest(game_id=game_id, from_version=self.version(current))
        token = self.token(tokens)
        method = self._method(self.watch, gid)
        what = f"{method.full_name} {json.dumps(str(req))[:300]} token={str(token)[:30]!r}"
        if method.containing_service is not SERVICE:
            req = convert(req, message_factory.GetMessageClass(method.input_type)())
            self.f.tally.typed += 1
        foreign = self._foreign(method, game_id)
        try:
            stream = await rpc_call(self.f.referee, method, self.f.typed.get(method.containing_service.full_name))(
                req, token, peer="fuzz")
        except Exception as exc:  # noqa: BLE001 - refused at the start: checked below
            self._note("gRPC WatchGame", status_for(exc)[0].name, what)
            self._refused_foreign(foreign, status_for(exc)[0].name, what)
            return
        self._refused_foreign(foreign, "OPEN", what)
        versions, end = [], "END"
        it = stream.__aiter__()
        try:
            while len(versions) < 5000:
                item, kind = await _next(it)
                if kind == "ITEM":
                    versions.append(item.entry.version)
                    continue
                end = status_for(item)[0].name if kind == "ERROR" else kind
                break
        finally:
            await it.aclose()
        self._note("gRPC WatchGame", end, what)
        await self._check_watched(gid, game_id, req.from_version, token, versions, end, what)

    async def _watch_rest(self) -> None:
        gid, game_id, tokens = self.target()
        current = self.current(game_id)
        services = list(self.sse_rules)
        service = self.rnd.choice(services if self.rnd.random() < 0.15 else [
            s for s in services if s == SERVICE.full_name or self.f.typed[s].id == gid] or services)
        self._opened(f"REST {self.sse_rules[service]}")
        typed_game = self.f.typed.get(service)
        foreign = typed_game is not None and self._another_game(typed_game.id, game_id)
        path = self.sse_rules[service].replace("{game_id}", quote(game_id, safe="") or "-")
        query, headers = {}, []
        r = self.rnd.random()
        from_version = 0
        if r < 0.4:
            from_version = self.version(current)
            query["fromVersion"] = str(from_version)
        elif r < 0.5:
            query[self.rnd.choice(["fromVersion", "from_version"])] = self.rnd.choice(LAST_EVENT_IDS + ["", "x", "1e3"])
            from_version = None
        last = None
        if self.rnd.random() < 0.4:
            last = self.rnd.choice(LAST_EVENT_IDS + [str(current - 1), str(current), str(max(0, current - 3))])
            headers.append((b"last-event-id", last.encode()))
        token = self.token(tokens)
        if token is not None:
            headers.append((b"authorization", f"Bearer {token}".encode()))
        what = f"GET {path[:200]}?{urlencode(query)[:100]} last-event-id={str(last)[:30]!r} token={str(token)[:30]!r}"
        self.f.tally.typed += service != SERVICE.full_name
        status, events, end = await sse(self.f.http._transport.app, path, query, headers)
        if status is None:
            self._fail(f"REST events: no answer at all: {what}")
            return
        if foreign and status not in (400, 401, 404):  # refused: a bad token or version first, else NOT_FOUND
            self._fail(f"a typed event stream of another game's id -> HTTP {status}, not 404: {what}")
        if status != 200:
            self._note("REST events", f"HTTP {status}", what)
            return
        versions = []
        for ev in events:
            if ev.startswith("event: error"):
                code = json.loads(ev.split("data: ", 1)[1]).get("code", 0)
                end = _code_name(code)
                break
            if ev.startswith("id: "):
                versions.append(int(ev.split("\n", 1)[0][4:]))
        self._note("REST events", f"HTTP {status} {end}", what)
        if end in BAD_CODES:
            self._fail(f"REST events ended with {end}: {what}")
        if last is not None and from_version is not None and VERSION.fullmatch(last) and int(last) < INT64_MAX:
            from_version = int(last) + 1  # an EventSource's reconnect wins over the query
        if from_version is not None:
            await self._check_watched(gid, game_id, from_version, token, versions, end, what)

    async def _check_watched(self, gid, game_id, from_version, token, versions, end, what) -> None:
        """Versions in order, once each, from `from_version`; on a finished game
        the stream ended and sent what GetHistory shows."""
        if versions and (versions != list(range(versions[0], versions[0] + len(versions)))
                         or (from_version > 0 and versions[0] != from_version)):
            self._fail(f"stream sent versions {versions[:10]}... from {from_version}: {what}")
        stored = self.f.store._games.get(game_id)
        if stored is None or end not in ("END", "OPEN"):
            return
        if any(game_id == g for _, g, _ in self.finished):
            if end != "END":
                self._fail(f"a stream of a finished game did not end: {what}")
            history = await self.f.referee.get_history(
                api.GetHistoryRequest(game_id=game_id, from_version=max(1, from_version), page_size=100000), token)
            want = [e.version for e in history.entries] if from_version > 0 else []
            if versions != want:
                self._fail(f"a finished game's stream sent {len(versions)} versions, GetHistory shows {len(want)}: {what}")

    async def _play(self) -> set[str]:
        """One Play session; the game ids it may have moved."""
        gid, game_id, tokens = self.target()
        game = games.get(gid)
        current = self.current(game_id)
        token = self.token(tokens)
        if game_id in self.f.store._games and self.rnd.random() < 0.5:  # mostly the seat that must decide
            pending = sorted(game.pending_seats(self.f.live_state(game, game_id)))
            token = tokens[pending[0]] if pending and pending[0] < len(tokens) else token
        method = self._method(self.play, gid)
        first = api.PlayRequest(game_id=game_id, from_version=self.version(current), include_next=self.rnd.random() < 0.5)
        flood = self.rnd.random() < 0.05
        n = FLOOD if flood else self.rnd.choice([0, 1, 2, 3, 5, 8])
        if self.rnd.random() < 0.3:
            first.move.CopyFrom(self._move(game, game_id, 0, ""))
        what = f"{method.full_name} first={str(first)[:300]!r} moves={n} token={str(token)[:30]!r}"
        # A flood's moves are made up front, from one list (its session reads them as fast as it can).
        legal = self._legal(game, game_id) if flood else None
        typed = method.containing_service is not SERVICE
        cls = message_factory.GetMessageClass(method.input_type)
        pulled, carried = [0], [0]  # moves read by the session; moves sent (the typed face drops some)

        def wire(msg):
            carried[0] += msg.HasField("move")
            if not typed:
                return msg
            try:
                return convert(msg, cls())
            except (TypeError, ValueError):  # an Any of another game: the typed face cannot carry it
                carried[0] -= msg.HasField("move")
                return convert(api.PlayRequest(game_id=msg.game_id), cls())

        async def requests():
            yield wire(first)
            last_id = first.move.request_id
            for i in range(n):
                m = self._move(game, game_id, i + 1, last_id, legal)
                last_id = m.request_id
                msg = wire(api.PlayRequest(move=m))
                pulled[0] += msg.HasField("move")
                yield msg

        self.f.tally.typed += typed
        foreign = self._foreign(method, game_id)
        try:
            stream = await rpc_call(self.f.referee, method, self.f.typed.get(method.containing_service.full_name))(
                requests(), token, peer="fuzz")
        except Exception as exc:  # noqa: BLE001 - refused at the start
            self._note("gRPC Play", status_for(exc)[0].name, what)
            self._refused_foreign(foreign, status_for(exc)[0].name, what)
            return set()
        self._refused_foreign(foreign, "OPEN", what)
        it = stream.__aiter__()
        answers, accepted, end, entries = 0, set(), "END", []
        version0 = current
        try:
            first_item = True
            while True:
                item, kind = await _next(it, IDLE * 4)
                if kind != "ITEM":
                    end = status_for(item)[0].name if kind == "ERROR" else kind
                    break
                if first_item and flood:
                    self.f.tally.codes["gRPC Play flood"] = self.f.tally.codes.get("gRPC Play flood", 0) + 1
                    # The caller stops reading: the session reads moves only
                    # while its queue has room.
                    settled, last = 0, -1
                    while settled < IDLE:
                        await asyncio.sleep(0)
                        settled = settled + 1 if pulled[0] == last else 0
                        last = pulled[0]
                    if pulled[0] > PlaySession.QUEUE + 2:
                        self._fail(f"a Play session read {pulled[0]} moves its caller did not read the answers to "
                                   f"(queue {PlaySession.QUEUE}): {what}")
                first_item = False
                if item.HasField("entry"):
                    entries.append(item.entry.version)
                if item.request_id or item.HasField("error"):
                    answers += 1
                    if item.HasField("error"):
                        self._note("gRPC Play move", _code_name(item.error.code), what, count=False)
                    else:
                        self._note("gRPC Play move", "OK", what, count=False)
                        accepted.add(item.view.version)
                if len(entries) > 5000 or answers > n + 1:
                    break
        finally:
            await it.aclose()
        self._note("gRPC Play", end, what)
        sent = carried[0]
        if answers > sent:
            self._fail(f"a Play stream answered {answers} times to {sent} moves: {what}")
        if end == "OPEN" and answers != sent and self.finished_or_gone(game_id) is False:
            self._fail(f"a Play stream still open answered {answers} of {sent} moves: {what}")
        if entries and entries != sorted(set(entries)):
            self._fail(f"a Play stream sent versions {entries[:10]} out of order or twice: {what}")
        stored = self.f.store._games.get(game_id)
        if stored is not None and stored.version != version0:
            moved = stored.version - version0
            if moved > len({v for v in accepted if v > version0}):
                self._fail(f"the game moved {moved} versions for the moves accepted at {sorted(accepted)}: {what}")
            await self.f.replace_finished()
            return {game_id}
        return set()

    def _legal(self, game, game_id: str) -> list:
        """Some legal moves of the game's first pending seat now ([] if none)."""
        if game_id not in self.f.store._games:
            return []
        state = self.f.live_state(game, game_id)
        pending = sorted(game.pending_seats(state))
        return list(game.legal_moves(state, pending[0]))[:50] if pending else []

    def _move(self, game, game_id: str, i: int, last_id: str, legal=None) -> api.SubmitMoveRequest:
        """Move `i` of a Play stream, made from the game as it is now (or from
        `legal`): legal, broken, stale, repeated, for another game, odd."""
        current = self.current(game_id)
        legal = self._legal(game, game_id) if legal is None else legal
        move = self.rnd.choice(legal) if legal else game.Move()
        if self.rnd.random() < 0.3:
            move = mutate(move, self.rnd, game.bounds)
        req = api.SubmitMoveRequest(move=pack(move))
        if self.rnd.random() < 0.25:
            req.expected_version = self.rnd.choice([current, current, current - 1, current + 1, -1, INT64_MAX,
                                                    -(1 << 63)])
        r = self.rnd.random()
        req.request_id = (last_id if r < 0.15 and last_id else self.rnd.choice(["x" * 5000, "é", "a\n"]) if r < 0.2
                          else "" if r < 0.4 else f"m{self.streams}-{i}")
        req.validate_only = bool(req.request_id) and self.rnd.random() < 0.15  # answers without an id are not told apart
        r = self.rnd.random()
        if r < 0.05:
            req.game_id = self.rnd.choice(self.f.tables)[1]
        elif r < 0.08:
            req.game_id = self.rnd.choice(["nope", "x" * 70, "é"])
        elif r < 0.1:
            req.move.type_url = self.rnd.choice(["", "type.googleapis.com/nope", "x" * 3000])
        return req


def _code_name(code: int) -> str:
    return next((c.name for c in grpc.StatusCode if c.value[0] == code), f"code {code}")


async def sse(app, path: str, query: dict, headers: list, spins: int = IDLE * 4):
    """GET `path` on the ASGI `app` as an EventSource would; read what comes
    until the response ends or sends nothing for `spins` scheduler turns, then
    disconnect. (status or None, the events as text, "END" or "OPEN")."""
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
             "path": path, "raw_path": path.encode("utf-8", "replace"), "query_string": urlencode(query).encode(),
             "root_path": "", "headers": [(b"host", b"fuzz"), *headers], "client": ("127.0.0.1", 1),
             "server": ("fuzz", 80)}
    gone = asyncio.Event()
    asked = [False]
    out: list[dict] = []

    async def receive():
        if not asked[0]:
            asked[0] = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await gone.wait()
        return {"type": "http.disconnect"}

    async def send(message):
        out.append(message)

    task = asyncio.ensure_future(app(scope, receive, send))
    seen, quiet = 0, 0
    while not task.done() and quiet < spins:
        await asyncio.sleep(0)
        quiet = 0 if len(out) != seen else quiet + 1
        seen = len(out)
    end = "END" if task.done() else "OPEN"
    gone.set()  # the client goes away: the stream must end and free its slot
    await _settled(task, spins * 4)
    await _cancel(task)
    status = next((m["status"] for m in out if m["type"] == "http.response.start"), None)
    body = b"".join(m.get("body", b"") for m in out if m["type"] == "http.response.body").decode("utf-8", "replace")
    return status, [e for e in body.split("\n\n") if e and not e.startswith(":")], end
