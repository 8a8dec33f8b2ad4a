"""How the random player of self-play picks a move (Game.random_move).

Uniformly random Hansa Teutonica takes some 15,000 moves a game: a trade
route is created only when every one of its posts holds the same player's
pieces, and uniformly random placing and moving scatters them (measured:
10,000-32,000 moves, against about 400 actions in a real game). So half the
time the random player makes progress, uniformly among the listed moves that
do: a Create a trade route if any is listed, else a move that puts a piece on
a route where it already has one. The other half, and whenever no move makes
progress, it picks uniformly among all listed moves, so every listed move
stays possible. Games then take about 1,500 moves.
"""
from __future__ import annotations

import random

from arbiter.games.hansa_teutonica import movegen
from arbiter.games.hansa_teutonica.pieces import owner
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

PROGRESS_SHARE = 0.5


def random_move(state: pb.State, seat: int, moves: movegen.MoveList, rng: random.Random) -> pb.Move:
    if rng.random() < PROGRESS_SHARE:
        move = _progress(state, seat, moves, rng)
        if move is not None:
            return move
    return rng.choice(moves)


def _progress(state: pb.State, seat: int, moves: movegen.MoveList, rng: random.Random) -> pb.Move | None:
    board = moves.board
    parts = moves.parts()
    creates = [m for build, xs, _ in parts if build is movegen._given for m in xs
               if m.WhichOneof("kind") == "create_trade_route"]
    if creates:
        return rng.choice(creates)
    posts = state.route_posts
    held = {board.post_slot[g] for g, code in enumerate(posts) if code and owner(code) == seat}
    # (build, xs, ys) restricted to targets on held routes: targets are the xs
    # of placements and the ys of relocations.
    building = []
    for build, xs, ys in parts:
        if build is movegen._place or build is movegen._place_displaced:
            xs = [s for s in xs if s in held]
        elif build is movegen._relocate:
            ys = [s for s in ys if s in held]
        else:
            continue
        if xs and ys:
            building.append((build, xs, ys))
    if not building:
        return None
    i = rng.randrange(sum(len(xs) * len(ys) for _, xs, ys in building))
    for build, xs, ys in building:
        n = len(xs) * len(ys)
        if i < n:
            return build(board, xs[i // len(ys)], ys[i % len(ys)])
        i -= n
    return None  # unreachable: i < the total size
