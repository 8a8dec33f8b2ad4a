"""Legal-move generation: every move of the pending seat, listed in full.

The lists can be long (a Move step pairs each of your pieces with each route
that has a free post), so `MoveList` keeps them as products of small lists
and builds a Move message only for the entries a caller looks at, like
python-chess's lazy legal-move generator. `len()`, indexing and iteration
behave as on a list. The parts of an Actions or Move list are listed only
when the list is first measured or read: the self-play policy often picks
from the hints alone (playout.py).
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from itertools import compress

from arbiter.engine.prebuilt import prebuilt
from arbiter.games.hansa_teutonica import displacement
from arbiter.games.hansa_teutonica.actions import displace_options, income_options
from arbiter.games.hansa_teutonica.components import Board
from arbiter.games.hansa_teutonica.bonus_markers import placeable_routes, use_options
from arbiter.games.hansa_teutonica.desk import turn_actions_left
from arbiter.games.hansa_teutonica.pieces import (
    MERCHANT, MINE, SHAPES, THEIRS, TRADER, VACANT, codes, marking, owner, shape_of)
from arbiter.games.hansa_teutonica.trade_route import rewards
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

Move = pb.Move
_ONE = (None,)


class MoveList(Sequence):
    """A list of Moves made of parts, each the product xs × ys of two lists
    of compact items and a function building the Move for one pair."""

    __slots__ = ("_board", "_parts", "_size", "_fill", "creates", "rewarded", "building")

    def __init__(self, board: Board):
        self._board = board
        self._parts: list[tuple] = []
        self._size = 0
        self._fill = None
        # Hints for the self-play policy (playout.py), not more moves: the
        # Create a trade route moves listed (and those of them that take a
        # step-3 reward), and the parts (build, xs, ys) of
        # the listed moves that put a piece on a route where the deciding seat
        # already has one.
        self.creates: list[pb.Move] = []
        self.rewarded: list[pb.Move] = []
        self.building: list[tuple] = []

    def add_creates(self, moves: list[pb.Move]) -> None:
        """The Create a trade route moves of one route, as `rewards` lists
        them: the one without a step-3 reward first."""
        self.creates += moves
        self.rewarded += moves[1:]

    def add(self, build, xs, ys=_ONE) -> None:
        n = len(xs) * len(ys)
        if n:
            self._parts.append((self._size, n, build, xs, ys))
            self._size += n

    def moves(self, moves: list[pb.Move]) -> None:
        self.add(_given, moves)

    def fill_later(self, fill) -> None:
        """Have `fill(self)` add the parts when the list is first measured or
        read. `fill` must add at least one move, and must use only values
        taken now: the state may have changed by then."""
        self._fill = fill

    def _filled(self) -> None:
        if self._fill is not None:
            fill, self._fill = self._fill, None
            fill(self)

    def __bool__(self) -> bool:
        # Without filling: a fill adds at least one move.
        return self._fill is not None or self._size > 0

    @property
    def board(self) -> Board:
        return self._board

    def item(self, i: int) -> tuple:
        """(build, x, y) of move `i` (0 <= i < len), without building it."""
        self._filled()
        for start, n, build, xs, ys in self._parts:
            if i < start + n:
                k, j = divmod(i - start, len(ys))
                return build, xs[k], ys[j]
        raise IndexError("move index out of range")

    def __len__(self) -> int:
        self._filled()
        return self._size

    def __getitem__(self, i):
        self._filled()
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._size))]
        if i < 0:
            i += self._size
        if not 0 <= i < self._size:
            raise IndexError("move index out of range")
        build, x, y = self.item(i)
        return build(self._board, x, y)

    def __iter__(self):
        self._filled()
        board = self._board
        for _, _, build, xs, ys in self._parts:
            for x in xs:
                for y in ys:
                    yield build(board, x, y)

    def __repr__(self) -> str:
        return f"<MoveList of {len(self)} moves>"


# Builders: (board, x, y) -> Move, each distinct one built once (arbiter.engine.prebuilt).
# Posts travel as State.route_posts indices.

def _given(board, move, _):
    return move


@prebuilt(pb.Move)
def _income(board, hire, _):
    return Move(income=pb.Income(traders=hire[0], merchants=hire[1]))


@prebuilt(pb.Move)
def _place(board, slot, shape):
    return Move(place_tradesman=pb.PlaceTradesman(route=board.routes[slot].id, shape=shape))


@prebuilt(pb.Move)
def _displace(board, g, option):
    route, post = board.post_ref[g]
    shape, pay_t, pay_m = option
    return Move(displace_tradesman=pb.DisplaceTradesman(route=route, post=post, shape=shape, pay_traders=pay_t,
                                                          pay_merchants=pay_m))


@prebuilt(pb.Move)
def _relocate(board, src, slot):
    route, post = board.post_ref[src]
    return Move(relocate_tradesman=pb.RelocateTradesman(from_route=route, from_post=post,
                                                        to_route=board.routes[slot].id))


@prebuilt(pb.Move)
def _swap(board, trader, merchant):
    (tr, tp), (mr, mp) = board.post_ref[trader], board.post_ref[merchant]
    return Move(swap_tradesmen=pb.SwapTradesmen(trader_route=tr, trader_post=tp, merchant_route=mr, merchant_post=mp))


@prebuilt(pb.Move)
def _place_displaced(board, slot, item):
    shape, source, from_route, from_post = item
    return Move(place_displaced_tradesman=pb.PlaceDisplacedTradesman(
        route=board.routes[slot].id, shape=shape, source=source, from_route=from_route, from_post=from_post))


@prebuilt(pb.Move)
def _use(board, use, _):
    marker, city, space, ability = use
    return Move(use_bonus_marker=pb.UseBonusMarker(
        # Only the fields of this marker are set (optional: absent = not this marker's).
        marker=marker, city=city or None, space=space if city else None, ability=ability or None))


@prebuilt(pb.Move)
def _place_marker(board, marker, slot):
    return Move(place_bonus_marker=pb.PlaceBonusMarker(marker=marker, route=board.routes[slot].id))


MOVE_TRADESMEN = Move(move_tradesmen=pb.MoveTradesmen())
FINISH_MOVING = Move(finish_moving=pb.FinishMoving())
END_TURN = Move(end_turn=pb.EndTurn())
DECLINE = Move(decline_extra_tradesmen=pb.DeclineExtraTradesmen())


# The route posts as bytes of piece codes: bytes.translate with one of these
# tables marks the posts in question, and itertools.compress lists them, both
# in C. One table per question and seat.
_MY_TRADERS = [marking(lambda c, s=s: c and owner(c) == s and shape_of(c) == TRADER) for s in range(5)]
_MY_MERCHANTS = [marking(lambda c, s=s: c and owner(c) == s and shape_of(c) == MERCHANT) for s in range(5)]
_THEIR_TRADERS = [marking(lambda c, s=s: c and owner(c) != s and shape_of(c) == TRADER) for s in range(5)]
_THEIR_MERCHANTS = [marking(lambda c, s=s: c and owner(c) != s and shape_of(c) == MERCHANT) for s in range(5)]


def legal_moves(state: pb.State, board: Board, seat: int) -> MoveList:
    t = state.turn
    phase = t.phase
    raw = codes(state.route_posts)
    mine = raw.translate(MINE[seat])
    held = sorted(set(compress(board.post_slots, mine)))  # the routes holding the seat's pieces
    out = MoveList(board)
    if phase == pb.PHASE_ACTIONS:
        p = state.players[seat]
        hires, shapes, displacing, fixed = (), (), [], []
        if turn_actions_left(t, board.desk, p) > 0:
            desk = board.desk
            hires = income_options(desk, p)
            traders, merchants = p.supply_traders, p.supply_merchants
            shapes = SHAPES if traders and merchants else (TRADER,) if traders else (MERCHANT,) if merchants else ()
            building, complete = _held_routes(board, raw, mine, held)
            if shapes:
                out.building.append((_place, building, shapes))
                # (The posts are looked at only when the supply can pay.)
                for displaced, theirs in ((TRADER, _THEIR_TRADERS[seat]), (MERCHANT, _THEIR_MERCHANTS[seat])):
                    options = displace_options(desk, traders, merchants, displaced)
                    if options:
                        displacing.append((theirs, options))
            for slot in complete:
                out.add_creates(rewards(state, board, seat, board.routes[slot]))
            fixed = [MOVE_TRADESMEN, *out.creates] if held else out.creates  # Move needs a piece on a route
        out.fill_later(partial(_actions, raw, hires, shapes, displacing, fixed, _uses(state, board, seat, p)))
    elif phase == pb.PHASE_MOVE_TRADESMEN:
        swap = (_MY_TRADERS[seat], _MY_MERCHANTS[seat]) if t.moves_left >= 2 else None
        _relocations(out, board, raw, mine, _held_routes(board, raw, mine, held)[0], swap,
                     _uses(state, board, seat, state.players[seat]))
    elif phase == pb.PHASE_MOVE_OPPONENTS:
        _relocations(out, board, raw, raw.translate(THEIRS[seat]), [], None,
                     _uses(state, board, seat, state.players[seat]))
    elif phase == pb.PHASE_DISPLACEMENT:
        mine_routes = set(held)
        for targets, pieces in displacement.placements(state, board, seat, raw):
            out.add(_place_displaced, targets, pieces)
            out.building.append((_place_displaced, [s for s in targets if s in mine_routes], pieces))
        if not t.displacement.displaced and t.displacement.extras_left:
            out.moves([DECLINE])
    elif phase == pb.PHASE_PLACE_BONUS_MARKERS:
        out.add(_place_marker, sorted(set(state.players[seat].plate[:])), placeable_routes(state, board))
    return out


class _Posts(Sequence):
    """The posts `table` marks, counted at once but listed only when a caller
    looks at one (most move lists are sampled, not read in full)."""

    __slots__ = ("_board", "_mask", "_n", "_list")

    def __init__(self, board: Board, raw: bytes, table: bytes):
        self._board = board
        self._mask = raw.translate(table)
        self._n = self._mask.count(1)
        self._list: list[int] | None = None

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, i):
        if self._list is None:
            self._list = list(compress(self._board.post_indices, self._mask))
        return self._list[i]


def _uses(state: pb.State, board: Board, seat: int, p: pb.Player) -> list[tuple]:
    """The bonus-marker uses of `seat` (player `p`), listed compactly and
    built only if picked (an Exchange marker alone can offer a dozen uses)."""
    return use_options(state, board, seat, p) if p.bonus_markers else []


def _held_routes(board: Board, raw: bytes, mine: bytes, held: list[int]) -> tuple[list[int], list[int]]:
    """Of the routes `held` (ascending) where the seat has a piece (`mine`
    marks its posts): those with a free post, and those complete for it
    (every post its own)."""
    spans = board.post_spans
    building, complete = [], []
    for slot in held:
        span = spans[slot]
        if 0 in raw[span]:
            building.append(slot)
        elif 0 not in mine[span]:
            complete.append(slot)
    return building, complete


def _open_routes(board: Board, raw: bytes) -> list[int]:
    """Slots of the routes with a free post, ascending."""
    return sorted(set(compress(board.post_slots, raw.translate(VACANT))))


def _actions(raw: bytes, hires, shapes, displacing, fixed, uses, out: MoveList) -> None:
    """The Actions list, in order: Income, Place, Displace, Move and Create
    a trade route, bonus-marker uses, End turn."""
    board = out.board
    out.add(_income, hires)
    if shapes:
        out.add(_place, _open_routes(board, raw), shapes)
        for theirs, options in displacing:
            out.add(_displace, _Posts(board, raw, theirs), options)
    out.moves(fixed)
    out.add(_use, uses)
    out.moves([END_TURN])


def _relocations(out: MoveList, board: Board, raw: bytes, sources: bytes, building: list[int], swap, uses) -> None:
    """Each piece marked in `sources` to each route with a free post (then,
    with `swap` tables, swaps of my traders and merchants), bonus-marker
    uses, and Finish; `building`, the routes among those where the seat
    already has a piece."""
    pieces = list(compress(board.post_indices, sources))
    out.building.append((_relocate, pieces, building))
    out.fill_later(partial(_moving, raw, pieces, swap, uses))


def _moving(raw: bytes, pieces: list[int], swap, uses, out: MoveList) -> None:
    board = out.board
    out.add(_relocate, pieces, _open_routes(board, raw))
    if swap:
        out.add(_swap, _Posts(board, raw, swap[0]), _Posts(board, raw, swap[1]))
    out.add(_use, uses)
    out.moves([FINISH_MOVING])
