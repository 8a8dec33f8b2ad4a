"""Legal-move generation: every move of the pending seat, listed in full.

The lists can be long (a Move step pairs each of your pieces with each free
post), so `MoveList` keeps them as products of small lists and builds a Move
message only for the entries a caller looks at, like python-chess's lazy
legal-move generator. `len()`, indexing and iteration behave as on a list.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from arbiter.games.hansa_teutonica import displacement
from arbiter.games.hansa_teutonica.actions import displace_options, income_options
from arbiter.games.hansa_teutonica.board import Board
from arbiter.games.hansa_teutonica.bonus_markers import placeable_routes, use_moves
from arbiter.games.hansa_teutonica.desk import actions_left, supply
from arbiter.games.hansa_teutonica.pieces import MERCHANT, SHAPES, TRADER
from arbiter.games.hansa_teutonica.trade_route import is_complete, rewards
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

Move = pb.Move
_ONE = (None,)


class MoveList(Sequence):
    """A list of Moves made of parts, each the product xs × ys of two lists
    of compact items and a function building the Move for one pair."""

    __slots__ = ("_board", "_parts", "_size")

    def __init__(self, board: Board):
        self._board = board
        self._parts: list[tuple] = []
        self._size = 0

    def add(self, build, xs, ys=_ONE) -> None:
        n = len(xs) * len(ys)
        if n:
            self._parts.append((self._size, n, build, xs, ys))
            self._size += n

    def moves(self, moves: list[pb.Move]) -> None:
        self.add(_given, moves)

    @property
    def board(self) -> Board:
        return self._board

    def parts(self):
        """(build, xs, ys) of each part, for policies choosing among kinds."""
        return [(build, xs, ys) for _, _, build, xs, ys in self._parts]

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._size))]
        if i < 0:
            i += self._size
        if not 0 <= i < self._size:
            raise IndexError("move index out of range")
        for start, n, build, xs, ys in self._parts:
            if i < start + n:
                k, j = divmod(i - start, len(ys))
                return build(self._board, xs[k], ys[j])
        raise IndexError("move index out of range")  # unreachable: the parts cover 0.._size

    def __iter__(self):
        board = self._board
        for _, _, build, xs, ys in self._parts:
            for x in xs:
                for y in ys:
                    yield build(board, x, y)

    def __repr__(self) -> str:
        return f"<MoveList of {self._size} moves>"


# Builders: (board, x, y) -> Move. Posts travel as State.route_posts indices.

def _given(board, move, _):
    return move


def _income(board, hire, _):
    return Move(income=pb.Income(traders=hire[0], merchants=hire[1]))


def _place(board, slot, shape):
    return Move(place_tradesman=pb.PlaceTradesman(route=board.routes[slot].id, shape=shape))


def _displace(board, g, option):
    route, post = board.post_ref[g]
    shape, pay_t, pay_m = option
    return Move(displace_tradesman=pb.DisplaceTradesman(route=route, post=post, shape=shape, pay_traders=pay_t,
                                                          pay_merchants=pay_m))


def _relocate(board, src, slot):
    route, post = board.post_ref[src]
    return Move(relocate_tradesman=pb.RelocateTradesman(from_route=route, from_post=post, to_route=board.routes[slot].id))


def _swap(board, trader, merchant):
    (tr, tp), (mr, mp) = board.post_ref[trader], board.post_ref[merchant]
    return Move(swap_tradesmen=pb.SwapTradesmen(trader_route=tr, trader_post=tp, merchant_route=mr, merchant_post=mp))


def _place_displaced(board, slot, item):
    shape, source, from_route, from_post = item
    return Move(place_displaced_tradesman=pb.PlaceDisplacedTradesman(
        route=board.routes[slot].id, shape=shape, source=source, from_route=from_route, from_post=from_post))


def _place_marker(board, marker, slot):
    return Move(place_bonus_marker=pb.PlaceBonusMarker(marker=marker, route=board.routes[slot].id))


MOVE_TRADESMEN = Move(move_tradesmen=pb.MoveTradesmen())
FINISH_MOVING = Move(finish_moving=pb.FinishMoving())
END_TURN = Move(end_turn=pb.EndTurn())
DECLINE = Move(decline_extra_tradesmen=pb.DeclineExtraTradesmen())


def legal_moves(state: pb.State, board: Board, seat: int) -> MoveList:
    out = MoveList(board)
    t = state.turn
    phase = t.phase
    posts = state.route_posts[:]
    if phase == pb.PHASE_DISPLACEMENT:
        for targets, pieces in displacement.placements(state, board, seat, posts):
            out.add(_place_displaced, targets, pieces)
        if not t.displacement.displaced and t.displacement.extras_left:
            out.moves([DECLINE])
        return out
    if phase == pb.PHASE_PLACE_BONUS_MARKERS:
        out.add(_place_marker, sorted(set(state.players[seat].plate)), placeable_routes(state, board))
        return out
    occupied = list(compress(range(len(posts)), posts))
    open_routes = [r.slot for r in board.routes if 0 in posts[r.first_post:r.first_post + r.posts]]
    my_trader, my_merchant = 2 * seat + TRADER, 2 * seat + MERCHANT
    mine = [g for g in occupied if posts[g] == my_trader or posts[g] == my_merchant]
    if phase == pb.PHASE_MOVE_OPPONENTS:
        _relocations(out, board, [g for g in occupied if posts[g] != my_trader and posts[g] != my_merchant],
                     open_routes)
        out.moves([FINISH_MOVING])
        return out
    if phase == pb.PHASE_MOVE_TRADESMEN:
        _relocations(out, board, mine, open_routes)
        if t.moves_left >= 2:
            out.add(_swap, [g for g in mine if posts[g] == my_trader], [g for g in mine if posts[g] == my_merchant])
        out.moves([FINISH_MOVING])
        return out
    # PHASE_ACTIONS
    p = state.players[seat]
    if actions_left(state) > 0:
        out.add(_income, income_options(p))
        out.add(_place, open_routes, [s for s in SHAPES if supply(p, s)])
        theirs = [g for g in occupied if posts[g] != my_trader and posts[g] != my_merchant]
        out.add(_displace, [g for g in theirs if posts[g] & 1], displace_options(p, TRADER))
        out.add(_displace, [g for g in theirs if not posts[g] & 1], displace_options(p, MERCHANT))
        out.moves([MOVE_TRADESMEN])
        for slot in sorted({board.post_slot[g] for g in mine}):
            r = board.routes[slot]
            if is_complete(posts, r, seat):
                out.moves([Move(create_trade_route=m) for m in rewards(state, board, seat, r)])
    if p.bonus_markers:
        out.moves([Move(use_bonus_marker=m) for m in use_moves(state, board, seat)])
    out.moves([END_TURN])
    return out


def _relocations(out: MoveList, board: Board, sources: list[int], open_routes: list[int]) -> None:
    """Each piece in `sources` to each other route with a free post."""
    by_route: dict[int, list[int]] = {}
    for g in sources:
        by_route.setdefault(board.post_slot[g], []).append(g)
    for slot, pieces in by_route.items():
        out.add(_relocate, pieces, [s for s in open_routes if s != slot])
