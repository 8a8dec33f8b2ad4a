"""How the random player of self-play picks a move (Game.random_move).

Uniformly random Hansa Teutonica takes some 15,000 moves a game: a trade
route is created only when every one of its posts holds the same player's
pieces, and uniformly random placing and moving scatters them (measured:
10,000-32,000 moves, against about 400 actions in a real game). So three
times in four the random player makes progress, uniformly among the listed
moves that do: a Create a trade route if any is listed (one taking its
step-3 reward when there is one), else a move that puts a piece on a route
where it already has one. The rest of the time, and whenever no move makes
progress, it picks uniformly among all the listed moves, so every listed
move stays possible. Games then take about 600 moves (2-5 players, median).
"""
from __future__ import annotations

import random

from arbiter.games.hansa_teutonica.moves import MoveList
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

PROGRESS_SHARE = 0.75


def random_move(state: pb.State, seat: int, moves: MoveList, rng: random.Random) -> pb.Move:
    if rng.random() < PROGRESS_SHARE:
        if moves.creates:
            # Prefer taking the step-3 reward: games then reach their other
            # ends (completed cities, East-West) as well as 20 prestige.
            return rng.choice(moves.rewarded or moves.creates)
        sizes = [len(xs) * len(ys) for _, xs, ys in moves.building]
        total = sum(sizes)
        if total:
            i = rng.randrange(total)
            for (build, xs, ys), n in zip(moves.building, sizes):
                if i < n:
                    return build(moves.board, xs[i // len(ys)], ys[i % len(ys)])
                i -= n
    return rng.choice(moves)
