"""The slowest and largest single Adjudicate this script can construct, per game.

For each game: sound states from self-play at the largest player count, the
same states with every repeated field filled to its bound and every integer set
to its bound (which the checks refuse, after walking all of it), and random
mutations of sound states (fields set to bound-edge values). Each request goes
through the Referee as the API faces call it; the time of the slowest and the
peak memory (tracemalloc) of the largest are printed.

    python bench/adjudicate_worst.py [mutations per game]
"""
from __future__ import annotations

import random
import sys
import time
import tracemalloc

from google.protobuf.descriptor import FieldDescriptor as F

from arbiter import games
from arbiter.auth import TokenAuthority
from arbiter.referee import BadRequest, Referee
from arbiter.engine import RuleViolation
from arbiter.store.memory import MemoryStore
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig

INTS = {F.CPPTYPE_INT32, F.CPPTYPE_INT64, F.CPPTYPE_UINT32, F.CPPTYPE_UINT64}


def states(game, n_games: int = 3):
    for seed in range(n_games):
        rnd = random.Random(seed)
        state, _ = game.new_game(GameConfig(players=game.max_players, seed=seed))
        for step in range(400):
            if step % 20 == 0:
                yield state
            pending = sorted(game.pending_seats(state))
            if not pending:
                return
            seat = rnd.choice(pending)
            state, _ = game.apply(state, seat, game.random_move(state, seat, game.legal_moves(state, seat), rnd))


def fill(msg, bounds, rnd, depth=0):
    """Every field at a bound-edge value; repeated fields long."""
    for f in msg.DESCRIPTOR.fields:
        if f.message_type is not None and f.message_type.GetOptions().map_entry:
            continue
        key = f"{msg.DESCRIPTOR.name}.{f.name}"
        lo, hi = bounds.ints_of.get(key, bounds.ints)
        if f.is_repeated:
            n = rnd.choice([bounds.lengths_of.get(key, bounds.length), rnd.randrange(4)])
            seq = getattr(msg, f.name)
            if f.message_type is not None:
                if depth < 3:
                    for _ in range(min(n, 8)):
                        fill(seq.add(), bounds, rnd, depth + 1)
            elif f.cpp_type in INTS:
                seq.extend([rnd.choice([lo, hi, 0])] * n)
            elif f.cpp_type == F.CPPTYPE_ENUM:
                seq.extend([rnd.choice(f.enum_type.values).number] * n)
        elif f.message_type is not None:
            if depth < 3 and f.message_type.full_name != "arbiter.v1.RngState":
                fill(getattr(msg, f.name), bounds, rnd, depth + 1)
        elif f.cpp_type in INTS:
            setattr(msg, f.name, rnd.choice([lo, hi, min(hi, 6)]))
        elif f.cpp_type == F.CPPTYPE_ENUM:
            setattr(msg, f.name, rnd.choice(f.enum_type.values).number)


def mutate(game, state, rnd):
    s = game.State()
    s.CopyFrom(state)
    fill_one(s, game.bounds, rnd)
    return s


def fill_one(msg, bounds, rnd):
    f = rnd.choice(msg.DESCRIPTOR.fields)
    key = f"{msg.DESCRIPTOR.name}.{f.name}"
    lo, hi = bounds.ints_of.get(key, bounds.ints)
    if f.message_type is not None and not f.is_repeated and f.message_type.full_name != "arbiter.v1.RngState":
        fill_one(getattr(msg, f.name), bounds, rnd)
    elif f.message_type is not None and f.is_repeated and not f.message_type.GetOptions().map_entry:
        seq = getattr(msg, f.name)
        if len(seq) and rnd.random() < 0.7:
            fill_one(rnd.choice(seq), bounds, rnd)
        else:
            fill(seq.add(), bounds, rnd, 2)
    elif f.cpp_type in INTS and not f.is_repeated:
        setattr(msg, f.name, rnd.choice([lo, hi, hi // 2, lo + 1]))
    elif f.cpp_type in INTS and f.is_repeated:
        getattr(msg, f.name).extend(
            [rnd.choice([lo, hi])] * rnd.randrange(1, bounds.lengths_of.get(key, bounds.length) + 1))
    elif f.cpp_type == F.CPPTYPE_ENUM and not f.is_repeated:
        setattr(msg, f.name, rnd.choice(f.enum_type.values).number)


def _call(referee, req) -> bool:
    try:
        referee.adjudicate(req)
        return True
    except (BadRequest, RuleViolation):
        return False


def main() -> None:
    mutations = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    referee = Referee(MemoryStore(3600), TokenAuthority(b"bench"))
    rnd = random.Random(1)
    for gid, game in sorted(games.GAMES.items()):
        slowest = (0.0, "")
        largest = (0, "")
        counts = {"OK": 0, "refused": 0}
        sound = list(states(game))
        inputs = []
        for s in sound:
            inputs.append(("sound", s, s))
            for _ in range(3):
                filled = game.State()
                filled.CopyFrom(s)
                fill(filled, game.bounds, rnd)
                inputs.append(("filled", filled, s))
        for _ in range(mutations):
            base = rnd.choice(sound)
            inputs.append(("mutated", mutate(game, base, rnd), base))
        for kind, s, base in inputs:
            # The move: a legal one on the sound state the input was made from.
            pending = sorted(game.pending_seats(base))
            moves = game.legal_moves(base, pending[0]) if pending else []
            for move in (moves[:2] or [game.Move()]):
                req = api.AdjudicateRequest(game=gid, seat=pending[0] if pending else 0)
                req.state.Pack(s)
                req.move.Pack(move)
                t0 = time.perf_counter()
                ok = _call(referee, req)
                dt = time.perf_counter() - t0
                counts["OK" if ok else "refused"] += 1
                tracemalloc.start()  # a second run for memory: tracing slows the first one down
                _call(referee, req)
                peak = tracemalloc.get_traced_memory()[1]
                tracemalloc.stop()
                slowest = max(slowest, (dt, kind))
                largest = max(largest, (peak, kind))
        print(f"{gid}: {len(inputs)} states, {counts}; slowest {slowest[0] * 1000:.1f} ms ({slowest[1]}), "
              f"largest {largest[0] / 1024:.0f} KiB ({largest[1]})")


if __name__ == "__main__":
    main()
