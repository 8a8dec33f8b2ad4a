"""C) Displace, the displaced player's side: an out-of-turn decision of the
displaced player, who places the displaced piece plus up to 1 (trader) / 2
(merchant) extra tradesmen, one move each, on free posts of the routes
adjacent to the route of displacement; only when all of those are full on the
routes adjacent to them, and so on outward. Extras come from the general
stock; if it is empty, from the personal supply; if that is empty too, from
the player's pieces already on routes. Extras may be declined. The active
player continues once all are placed."""
from __future__ import annotations

from arbiter.engine import RuleViolation
from arbiter.games.hansa_teutonica import parse, sections
from arbiter.games.hansa_teutonica.components import Board
from arbiter.games.hansa_teutonica.desk import add_stock, add_supply, stock, supply
from arbiter.games.hansa_teutonica.pieces import SHAPES, codes, owner, piece, shape_of, with_piece
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

DISPLACED = pb.TRADESMAN_SOURCE_DISPLACED
GENERAL_STOCK = pb.TRADESMAN_SOURCE_GENERAL_STOCK
PERSONAL_SUPPLY = pb.TRADESMAN_SOURCE_PERSONAL_SUPPLY
TRADE_ROUTE = pb.TRADESMAN_SOURCE_TRADE_ROUTE


def start(state: pb.State, board: Board, seat: int, route: int, shape: int, extras: int, events: list) -> None:
    t = state.turn
    t.phase = pb.PHASE_DISPLACEMENT
    d = t.displacement
    d.seat, d.route, d.displaced, d.extras_left = seat, route, shape, extras
    settle(state, board, events)


def targets(state: pb.State, board: Board, posts: str | None = None) -> list[int]:
    """Slots of the routes with a free post in the nearest ring around the
    route of displacement that has any; [] if no other route has one. On
    `posts` if given: the board with a piece taken from a route lifted off."""
    if posts is None:
        posts = state.route_posts
    routes = board.routes
    for ring in routes[board.slot_of[state.turn.displacement.route]].rings:
        open_ = [s for s in ring if routes[s].free_post(posts) >= 0]
        if open_:
            return open_
    return []


def extra_source(p: pb.Player) -> int:
    """Where the next extra tradesman must come from."""
    if p.stock_traders or p.stock_merchants:
        return GENERAL_STOCK
    if p.supply_traders or p.supply_merchants:
        return PERSONAL_SUPPLY
    return TRADE_ROUTE


def settle(state: pb.State, board: Board, events: list) -> None:
    """Resolve the displacement once nothing is left to place. With no free
    post on any other route the displaced piece goes to its owner's general
    stock (a reading: the rules do not cover a full board)."""
    d = state.turn.displacement
    if not targets(state, board):
        if d.displaced:
            add_stock(state.players[d.seat], d.displaced, 1)
        _resolve(state, events, to_stock=bool(d.displaced))
    elif not d.displaced and not d.extras_left:
        _resolve(state, events, to_stock=False)


def _resolve(state: pb.State, events: list, to_stock: bool) -> None:
    t = state.turn
    d = t.displacement
    events.append(pb.Event(displacement_resolved=dict(
        seat=d.seat, extras_unused=d.extras_left, displaced_to_stock=to_stock)))
    t.ClearField("displacement")
    t.phase = pb.PHASE_ACTIONS


def play_place(state: pb.State, board: Board, seat: int, m: parse.PlaceDisplaced, events: list) -> None:
    d = state.turn.displacement
    p = state.players[seat]
    posts = codes(state.route_posts)
    if m.source == DISPLACED:
        if not d.displaced:
            raise RuleViolation("DISPLACED_TRADESMAN_PLACED", sections.DISPLACE,
                                "the displaced piece is already placed")
        if m.shape != d.displaced:
            raise RuleViolation("WRONG_SHAPE", sections.DISPLACE, "that is not the shape of the displaced piece")
    else:
        if not d.extras_left:
            raise RuleViolation("NO_EXTRAS_LEFT", sections.DISPLACE, "no extra tradesmen left to place")
        required = extra_source(p)
        if m.source != required:
            raise RuleViolation("WRONG_SOURCE", sections.DISPLACE,
                                f"extras come from the general stock, then the personal supply, then the routes: "
                                f"now {pb.TradesmanSource.Name(required)}")
        if m.source == GENERAL_STOCK and not stock(p, m.shape):
            raise RuleViolation("NOT_IN_GENERAL_STOCK", sections.DISPLACE, "no such tradesman in your general stock")
        if m.source == PERSONAL_SUPPLY and not supply(p, m.shape):
            raise RuleViolation("NOT_IN_PERSONAL_SUPPLY", sections.DISPLACE,
                                "no such tradesman in your personal supply")
        if m.source == TRADE_ROUTE:
            if posts[m.from_post] != piece(seat, m.shape):
                raise RuleViolation("NOT_YOUR_TRADESMAN", sections.DISPLACE,
                                    f"post {m.move.from_post} of route {m.move.from_route} holds no such tradesman "
                                    "of yours")
    # A piece taken from a route is picked up before it is placed: the post
    # it leaves is free, so it may go back there, and it may make its own
    # route the nearest one with a free post.
    board_posts = lifted(state.route_posts, m.from_post) if m.source == TRADE_ROUTE else state.route_posts
    g = m.route.free_post(board_posts)
    if g < 0:
        raise RuleViolation("ROUTE_FULL", sections.DISPLACE, f"route {m.route.id} has no free post")
    if m.route.slot not in targets(state, board, board_posts):
        raise RuleViolation("NOT_NEAREST_ROUTE", sections.DISPLACE,
                            "place on the routes adjacent to the route of displacement; further out only when "
                            "all nearer routes are full")
    if m.source == DISPLACED:
        d.ClearField("displaced")  # absent once placed (not SHAPE_UNSPECIFIED)
    else:
        d.extras_left -= 1
        if m.source == GENERAL_STOCK:
            add_stock(p, m.shape, -1)
        elif m.source == PERSONAL_SUPPLY:
            add_supply(p, m.shape, -1)
    state.route_posts = with_piece(board_posts, g, piece(seat, m.shape))
    events.append(pb.Event(displaced_tradesman_placed=dict(
        seat=seat, route=m.route.id, post=g - m.route.first_post, shape=m.shape, source=m.source,
        from_route=m.move.from_route, from_post=m.move.from_post)))
    settle(state, board, events)


def play_decline(state: pb.State, board: Board, seat: int, m: None, events: list) -> None:
    """Decline the remaining extras (once the displaced piece is placed; it
    must be placed in any case)."""
    d = state.turn.displacement
    if d.displaced:
        raise RuleViolation("DISPLACED_TRADESMAN_FIRST", sections.DISPLACE, "place the displaced piece first")
    if not d.extras_left:
        raise RuleViolation("NO_EXTRAS_LEFT", sections.DISPLACE, "no extra tradesmen left to decline")
    _resolve(state, events, to_stock=False)


def lifted(route_posts: str, post: int) -> str:
    """The board with the piece on `post` picked up."""
    return with_piece(route_posts, post, 0)


def placements(state: pb.State, board: Board, seat: int, posts) -> list[tuple[list[int], list[tuple]]]:
    """The legal placements as products: [(target slots, [(shape, source,
    from_route, from_post)])], one product for the pieces in hand and one
    per piece on a route (lifting it may change the nearest free routes)."""
    d = state.turn.displacement
    free = targets(state, board)
    pieces: list[tuple] = []
    out = [(free, pieces)]
    if d.displaced:
        pieces.append((d.displaced, DISPLACED, 0, 0))
    if d.extras_left:
        p = state.players[seat]
        source = extra_source(p)
        if source == GENERAL_STOCK:
            pieces += [(s, source, 0, 0) for s in SHAPES if stock(p, s)]
        elif source == PERSONAL_SUPPLY:
            pieces += [(s, source, 0, 0) for s in SHAPES if supply(p, s)]
        else:
            out += [(targets(state, board, lifted(state.route_posts, g)),
                     [(shape_of(code), source, *board.post_ref[g])])
                    for g, code in enumerate(posts) if code and owner(code) == seat]
    return out
