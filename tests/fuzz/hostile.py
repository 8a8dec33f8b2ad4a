"""Structure-aware hostile input for every game, every unary RPC and every REST
route.

Unlike `strategies.messages` (any message the wire format allows, mostly
refused at the first field), inputs here start from sound ones and break a
few fields at their edges, walking the game's proto descriptors: integers at
their type's limits and at the game's own bounds (and one past), enums out of
range, repeated fields emptied or grown past their bound, hostile edition ids
and sha256s, foreign game ids and seats. So the checks deep inside the rules
are reached, not only the first gate.

Each input goes to the service in process: the gRPC face's handler (the
Referee method, its exception mapped as the gRPC face maps it) or the REST
face's ASGI app (httpx.ASGITransport). Checked: no INTERNAL and no 5xx, and a
refused input leaves every stored game byte for byte as it was.

`python -m tests.fuzz.hostile --inputs 1000000` is the long run
(tests/RELIABILITY.md); tests/fuzz/test_hostile.py runs a bounded share in CI.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import resource
import sys
import time
from urllib.parse import quote
from dataclasses import dataclass, field

import grpc
import httpx
from google.protobuf import json_format, message_factory
from google.protobuf.any_pb2 import Any
from google.protobuf.descriptor import FieldDescriptor as F
from google.protobuf.message import Message

from arbiter import games
from arbiter.api.errors import status_for
from arbiter.api.grpc_service import refused
from arbiter.api.services import GENERIC as SERVICE
from arbiter.api.services import convert, rpc_call, services
from arbiter.api.rest import RestFace, http_rules
from arbiter.auth import TokenAuthority
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.referee import Referee
from arbiter.store.memory import MemoryStore
from arbiter.store.v1.store_pb2 import StoredGame
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig

_RANGES = {
    F.CPPTYPE_INT32: (-(1 << 31), (1 << 31) - 1), F.CPPTYPE_UINT32: (0, (1 << 32) - 1),
    F.CPPTYPE_INT64: (-(1 << 63), (1 << 63) - 1), F.CPPTYPE_UINT64: (0, (1 << 64) - 1),
}
STRINGS = ["", "x" * 300, "\x00", "é", "٣", "builtin", "second", "../x", "9" * 40, "a\n", "0" * 64, "\ufffd"]
GAME_IDS = ["", "nope", "x" * 70, "g\n", "../../v1/games", "%00", "é"]


def _clip(v: int, cpp: int) -> int:
    lo, hi = _RANGES[cpp]
    return min(max(v, lo), hi)


def _int_values(f: F, bounds) -> list[int]:
    lo, hi = _RANGES[f.cpp_type]
    key = f"{f.containing_type.name}.{f.name}"
    blo, bhi = bounds.ints_of.get(key, bounds.ints) if bounds is not None else (0, 100)
    edges = [0, 1, -1, 2, 3, 4, 7, 8, 255, 256, 1 << 15, lo, hi, lo + 1, hi - 1, blo, bhi, blo - 1, bhi + 1]
    return [_clip(v, f.cpp_type) for v in edges]


def _scalar(f: F, rnd: random.Random, bounds):
    if f.cpp_type == F.CPPTYPE_ENUM:
        numbers = [v.number for v in f.enum_type.values]
        return rnd.choice(numbers + [max(numbers) + 1, -1, (1 << 31) - 1, 0])
    if f.cpp_type in _RANGES:
        return rnd.choice(_int_values(f, bounds))
    if f.cpp_type == F.CPPTYPE_BOOL:
        return rnd.random() < 0.5
    if f.cpp_type == F.CPPTYPE_STRING:
        if f.type == F.TYPE_BYTES:
            return rnd.choice([b"", b"\xff" * 70, b"\x00"])
        return rnd.choice(STRINGS).encode("utf-8", "replace").decode("utf-8")
    return rnd.choice([0.0, -1.0, 1e308, float("inf"), float("nan")])


def _sites(msg: Message, depth: int = 0) -> list[tuple[Message, F]]:
    """Every field of `msg` and of its set sub-messages (a few levels down)."""
    out = []
    for f in msg.DESCRIPTOR.fields:
        if f.message_type is not None and f.message_type.full_name == "google.protobuf.Any":
            continue
        out.append((msg, f))
        if depth >= 4 or f.message_type is None or f.message_type.GetOptions().map_entry:
            continue
        if f.is_repeated:
            for sub in list(getattr(msg, f.name))[:8]:
                out.extend(_sites(sub, depth + 1))
        elif msg.HasField(f.name):
            out.extend(_sites(getattr(msg, f.name), depth + 1))
    return out


def _break(msg: Message, f: F, rnd: random.Random, bounds) -> None:
    """Set field `f` of `msg` to a value at an edge."""
    name = f.name
    if f.is_repeated and f.message_type is not None and f.message_type.GetOptions().map_entry:
        m = getattr(msg, name)
        if rnd.random() < 0.5:
            m.clear()
        else:
            vf, kf = f.message_type.fields_by_name["value"], f.message_type.fields_by_name["key"]
            k = _scalar(kf, rnd, bounds)
            if vf.message_type is None:
                m[k] = _scalar(vf, rnd, bounds)
            else:
                m[k].SetInParent()
        return
    if f.is_repeated:
        seq = getattr(msg, name)
        limit = bounds.lengths_of.get(f"{f.containing_type.name}.{name}", bounds.length) if bounds else 100
        op = rnd.randrange(4)
        if op == 0:
            del seq[:]
        elif op == 1 and len(seq):
            del seq[rnd.randrange(len(seq))]
        elif op == 2 and len(seq):  # grown to the bound, or just past it
            first = seq[0]
            target = min(rnd.choice([limit, limit + 1, 2 * len(seq)]), 5000)
            if f.message_type is not None:
                for _ in range(max(0, target - len(seq))):
                    seq.add().CopyFrom(first)
            else:
                seq.extend([first] * max(0, target - len(seq)))
        elif f.message_type is not None:
            seq.add()
        else:
            seq.append(_scalar(f, rnd, bounds))
        return
    if f.message_type is not None:
        if rnd.random() < 0.5:
            msg.ClearField(name)
        else:
            getattr(msg, name).SetInParent()
        return
    try:
        setattr(msg, name, _scalar(f, rnd, bounds))
    except (ValueError, TypeError):
        pass  # a value this field cannot hold on the wire either


def mutate(msg: Message, rnd: random.Random, bounds=None, edits: int = 0) -> Message:
    """A copy of `msg` with 1 to 3 (or `edits`) fields broken at their edges."""
    out = type(msg)()
    out.CopyFrom(msg)
    for _ in range(edits or rnd.choice((1, 1, 2, 3))):
        sites = _sites(out)
        if sites:
            _break(*rnd.choice(sites), rnd, bounds)
    return out


def sound_states(game, seed: int, n: int = 6) -> list:
    """States along a seeded random game, from the start to its end."""
    r = play_random_game(game, game.min_players + seed % (game.max_players - game.min_players + 1), 700 + seed,
                         checks=Checks.none(), keep_log=True)
    state, _ = game.new_game(r.config)
    stops = {int(i * len(r.log) / n) for i in range(n)}
    out = [state]
    for i, (seat, move) in enumerate(r.log):
        state, _ = game.apply(state, seat, move)
        if i in stops:
            out.append(state)
    return out


@dataclass
class Tally:
    inputs: int = 0
    codes: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    slowest: tuple[float, str] = (0.0, "")
    typed: int = 0  # inputs sent to a game's typed service (the rest: arbiter.v1.Arbiter)
    # Streams opened, by method (`<service>/<method>`, `REST <route>`): every typed stream is reached.
    streams: dict[str, int] = field(default_factory=dict)

    def note(self, code: str, took: float, what: str) -> None:
        self.inputs += 1
        self.codes[code] = self.codes.get(code, 0) + 1
        if took > self.slowest[0]:
            self.slowest = (took, what)


class Fuzzer:
    """The service in process with one live game per game type, and the inputs."""

    def __init__(self, seed: int):
        self.rnd = random.Random(seed)
        self.store = MemoryStore(ttl_seconds=10 ** 6)
        # Refusals on a Play stream become updates, as the server makes them.
        self.referee = Referee(self.store, TokenAuthority(b"fuzz-key"), refused=refused)
        self.http = httpx.AsyncClient(transport=httpx.ASGITransport(app=RestFace(self.referee, None, 1 << 20).app),
                                      base_url="http://fuzz")
        self.games = [games.get(g) for g in sorted(games.GAMES)]
        self.states = {g.id: sound_states(g, seed) for g in self.games}
        self.tables: list[tuple[str, str, list[str]]] = []  # (game, game id, seat tokens)
        self.rules = [r for r in http_rules() if not r[0].server_streaming and not r[0].client_streaming]
        self.tally = Tally()
        self.mover: str | None = None
        # Each game's typed service, and the game behind each service's name.
        self.typed_services = {g.id: svc for svc, g in services() if g is not None}
        self.typed = {svc.full_name: g for svc, g in services() if g is not None}
        self.unary = [m for m in SERVICE.methods if not m.server_streaming and not m.client_streaming]

    async def start(self) -> None:
        for g in self.games:
            created = await self.referee.create_game(api.CreateGameRequest(game=g.id, players=g.min_players, seed=1))
            self.tables.append((g.id, created.game_id, [s.token for s in created.seats]))

    def live_state(self, game, game_id: str):
        return game.State.FromString(StoredGame.FromString(self.store._games[game_id].data).state)

    def snapshot(self) -> dict:
        return {gid: (g.data, g.version, tuple(g.log)) for gid, g in self.store._games.items()}

    # ------------------------------------------------------------ inputs

    def _state_move(self):
        game = self.rnd.choice(self.games)
        state = self.rnd.choice(self.states[game.id])
        seats = sorted(game.pending_seats(state)) or [0]
        seat = self.rnd.choice(seats + [-1, 99, (1 << 31) - 1])
        moves = list(game.legal_moves(state, seats[0])) if game.pending_seats(state) else []
        move = self.rnd.choice(moves) if moves else game.Move()
        r = self.rnd.random()
        if r < 0.45:
            state = mutate(state, self.rnd, game.bounds)
        elif r < 0.55 and "edition" in state.DESCRIPTOR.fields_by_name:
            state = mutate(state, self.rnd, game.bounds)
            state.edition.id = self.rnd.choice(STRINGS + ["y" * 5000])
            state.edition.sha256 = self.rnd.choice(["", "0" * 64, "f" * 65, "é" * 64, "z" * 5000])
        if self.rnd.random() < 0.6:
            move = mutate(move, self.rnd, game.bounds)
        return game, state, seat, move

    def request(self, method) -> tuple[Message, object]:
        """A request for `method`: Adjudicate on a broken state or move, a move
        on a live game, or any other request with fields broken."""
        cls = {m.name: getattr(api, m.input_type.name) for m in SERVICE.methods}[method.name]
        if method.name == "Adjudicate":
            game, state, seat, move = self._state_move()
            req = api.AdjudicateRequest(game=self.rnd.choice([game.id, game.id, "nope"]), seat=seat)
            req.state.Pack(state)
            req.move.Pack(move)
            if self.rnd.random() < 0.1:
                req.ClearField("state")
                req.ClearField("move")
                req.config.CopyFrom(mutate(GameConfig(players=game.min_players), self.rnd))
            return req, game
        gid, game_id, _ = self.rnd.choice(self.tables)
        game = games.get(gid)
        req = cls()
        if "game_id" in method.input_type.fields_by_name:
            req.game_id = game_id if self.rnd.random() < 0.85 else self.rnd.choice(GAME_IDS)
        if "game" in method.input_type.fields_by_name:
            req.game = gid
        if method.name == "SubmitMove":
            state = self.live_state(game, game_id)
            pending = sorted(game.pending_seats(state))
            moves = list(game.legal_moves(state, pending[0])) if pending else [game.Move()]
            req.move.Pack(mutate(self.rnd.choice(moves), self.rnd, game.bounds) if self.rnd.random() < 0.7
                          else self.rnd.choice(moves))
            req.validate_only = self.rnd.random() < 0.2
            self.mover = self.tables[[t[1] for t in self.tables].index(game_id)][2][pending[0]] if pending else None
            return req, game
        return (mutate(req, self.rnd, None) if self.rnd.random() < 0.8 else req), game

    def token(self, method, req) -> str | None:
        toks = [t for gid, g, ts in self.tables if g == getattr(req, "game_id", None) for t in ts]
        r = self.rnd.random()
        if method.name == "SubmitMove" and self.mover and r < 0.5:
            return self.mover  # the seat the move was made for
        if r < 0.7 and toks:
            return self.rnd.choice(toks)
        if r < 0.8:
            return None
        return self.rnd.choice([t for _, _, ts in self.tables for t in ts] + ["0.forged", "²." + "A" * 22, ""])

    # ------------------------------------------------------------ faces

    async def grpc_call(self, method, req, token) -> str:
        try:
            result = rpc_call(self.referee, method, self.typed.get(method.containing_service.full_name))(req, token)
            if asyncio.iscoroutine(result):
                await result
            return "OK"
        except Exception as exc:  # noqa: BLE001 - the face maps every exception; we check the mapping
            code, _ = status_for(exc)
            return code.name

    async def rest_call(self, method, req, token) -> str:
        rule = next(r for r in self.rules if r[0] is method)
        _, verb, template, body = rule
        data = json.loads(json_format.MessageToJson(req, preserving_proto_field_name=False))
        path = template
        for name in list(data) + ["gameId"]:
            snake = "".join("_" + c.lower() if c.isupper() else c for c in name)
            if "{" + snake + "}" in path:
                path = path.replace("{" + snake + "}", quote(str(data.pop(name, "") or "-"), safe=""))
        path = path.replace("{game_id}", "-")
        if self.rnd.random() < 0.1 and data:  # a value of the wrong JSON type
            k = self.rnd.choice(list(data))
            data[k] = self.rnd.choice([[], {}, "x", 1e300, -1, None, True, {"@type": 5}])
        headers = {"authorization": f"Bearer {token}".encode()} if token else {}
        try:
            if verb == "GET":
                params = {k: (json.dumps(v) if isinstance(v, (dict, list)) else str(v)) for k, v in data.items()}
                r = await self.http.get(path, params=params, headers=headers)
            else:
                r = await self.http.request(verb, path, json=data, headers=headers)
        except httpx.InvalidURL:
            return "URL"
        return f"HTTP {r.status_code}"

    async def one(self) -> None:
        r = self.rnd.random()  # mostly the RPCs that take game data; every unary one often
        method = (SERVICE.methods_by_name["Adjudicate"] if r < 0.4 else SERVICE.methods_by_name["SubmitMove"]
                  if r < 0.6 else self.rnd.choice(self.unary))
        req, game = self.request(method)
        token = self.token(method, req)
        typed = self.typed_services.get(game.id)
        if typed is not None and self.rnd.random() < 0.5 and method.name in typed.methods_by_name:
            # The same request to the game's typed service (typed State and Move, no Any).
            method = typed.methods_by_name[method.name]
            try:
                req = convert(req, message_factory.GetMessageClass(method.input_type)())
            except (TypeError, ValueError):
                method = SERVICE.methods_by_name[method.name]  # an Any of another game: no typed twin
        rest = self.rnd.random() < 0.5
        before = self.snapshot()
        t0 = time.perf_counter()
        code = await (self.rest_call if rest else self.grpc_call)(method, req, token)
        took = time.perf_counter() - t0
        face = "REST" if rest else "gRPC"
        self.tally.typed += method.containing_service is not SERVICE
        self.tally.note(f"{face} {code}", took, f"{face} {method.full_name}")
        if code in ("INTERNAL", "UNKNOWN") or code.startswith("HTTP 5"):
            self.tally.failures.append(f"{face} {method.name} -> {code}: {req}"[:2000])
        ok = code in ("OK", "HTTP 200")
        moved = ok and method.name in ("SubmitMove", "CreateGame")
        after = self.snapshot()
        if not moved and after != before:
            changed = [g for g in after if before.get(g) != after[g]]
            self.tally.failures.append(f"{face} {method.name} -> {code} changed stored games {changed}: {req}"[:2000])
        if moved:
            await self.replace_finished()

    async def replace_finished(self) -> None:
        """Games end; start fresh ones so moves keep landing on games in play."""
        for i, (gid, game_id, _) in enumerate(self.tables):
            if not games.get(gid).pending_seats(self.live_state(games.get(gid), game_id)):
                created = await self.referee.create_game(api.CreateGameRequest(game=gid, players=games.get(gid).min_players))
                self.tables[i] = (gid, created.game_id, [s.token for s in created.seats])


async def run(inputs: int, seed: int, progress=None, every: int = 10_000, streams: float = 0.0) -> Tally:
    """`inputs` hostile inputs; a share `streams` of them opens a stream
    (WatchGame, its server-sent events, Play: tests/fuzz/hostile_streams.py)."""
    fuzzer = Fuzzer(seed)
    await fuzzer.start()
    streamer = None
    if streams:
        from tests.fuzz.hostile_streams import StreamFuzz
        streamer = StreamFuzz(fuzzer)
        await streamer.start()
    t0 = time.monotonic()
    for i in range(inputs):
        if streamer is not None and fuzzer.rnd.random() < streams:
            await streamer.one()
        else:
            await fuzzer.one()
        if progress is not None and (i + 1) % every == 0:
            progress(fuzzer.tally, time.monotonic() - t0)
    await fuzzer.http.aclose()
    return fuzzer.tally


def report(t: Tally, elapsed: float) -> str:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return (f"{t.inputs} inputs ({t.typed} to typed services) in {elapsed:.0f} s; failures {len(t.failures)}; slowest {t.slowest[0] * 1000:.1f} ms "
            f"({t.slowest[1]}); max RSS {rss / 1024:.0f} MiB; codes {dict(sorted(t.codes.items()))}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--inputs", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=10_000, help="print progress every N inputs")
    ap.add_argument("--streams", type=float, default=0.0, metavar="SHARE",
                    help="the share of inputs (0 to 1) that open a stream: WatchGame, REST events, Play")
    a = ap.parse_args()
    import logging
    logging.disable(logging.CRITICAL)  # refusals log warnings; the tally says what matters

    def progress(t, elapsed):
        print(report(t, elapsed), flush=True)
        for f in t.failures[-3:]:
            print("  FAILURE", f[:500], flush=True)

    t0 = time.monotonic()
    t = asyncio.run(run(a.inputs, a.seed, progress, a.every, a.streams))
    print("DONE", report(t, time.monotonic() - t0))
    for f in t.failures[:20]:
        print("  FAILURE", f[:1000])
    sys.exit(1 if t.failures else 0)


if __name__ == "__main__":
    main()
