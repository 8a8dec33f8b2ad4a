"""Hansa Teutonica's labels of moves, events and decisions, and the derived
public values (arbiter.engine.labels): the rulebook's names (cities, trade
routes named by the cities they join, the writing desk's Latin abilities),
from what the reader may see. Events are labelled against the board side the
game is played on (`label_context`)."""
from __future__ import annotations

from arbiter.engine import labels
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb
from arbiter.v1.engine_pb2 import Derived

from arbiter.games.hansa_teutonica import components
from arbiter.games.hansa_teutonica.desk import actions_left

ABILITY_NAMES = {t.ability: t for t in components.builtin_rules().desk.tracks}


side_board = components.side_board  # the board side event labels read


def city(b: components.Board, c: int) -> str:
    info = b.city(c)
    return info.name if info is not None else "?"


def route(b: components.Board, route_id: int) -> str:
    r = b.route(route_id)
    if r is None:
        return f"route {route_id}"
    name = f"{city(b, r.cities[0])}–{city(b, r.cities[1])}"
    twins = [o.id for o in b.routes if set(o.cities) == set(r.cities)]
    return name if len(twins) == 1 else f"{name} ({'northern' if r.id == min(twins) else 'other'} route {r.id})"


def shape(s: int) -> str:
    return "merchant" if s == pb.SHAPE_MERCHANT else "trader"


def ability(a: int) -> str:
    t = ABILITY_NAMES.get(a)
    return t.latin if t is not None else "?"


def _enum(enum, number: int) -> str:
    return labels.enum_word(enum, number)


def marker(m: int) -> str:
    return _enum(pb.BonusMarker, m)


def _create(m: pb.CreateTradeRoute, b: components.Board) -> str:
    head = f"Establish a trade route on {route(b, m.route)}"
    if m.HasField("establish_trading_post"):
        return f"{head} and a trading post in {city(b, m.establish_trading_post.city)}"
    if m.develop_ability:
        return f"{head} and develop {ability(m.develop_ability)}"
    if m.coellen_space:
        return f"{head} and take Coellen's {_enum(pb.Privilege, m.coellen_space)} space"
    return f"{head} (collect the bonus marker)" if m.route else head


def _pieces(traders: int, merchants: int) -> str:
    got = [labels.plural(n, shape(s)) for n, s in
           ((traders, pb.SHAPE_TRADER), (merchants, pb.SHAPE_MERCHANT)) if n]
    return " and ".join(got) or "nothing"


def _income(m: pb.Income) -> str:
    return f"Income: take {_pieces(m.traders, m.merchants)} from the general stock"


def _use_marker(m: pb.UseBonusMarker, b: components.Board) -> str:
    text = f"Use the bonus marker {marker(m.marker)}"
    if m.city:
        text += f" in {city(b, m.city)}"
    if m.ability:
        text += f" on {ability(m.ability)}"
    return text


def _view_board(v: pb.State) -> components.Board:
    return side_board(v)


# Move kind -> label(body, seat, view); `view` is the mover's projection.
MOVES = {
    "income": lambda m, s, v: _income(m),
    "place_tradesman": lambda m, s, v: f"Place a {shape(m.shape)} on {route(_view_board(v), m.route)}",
    "displace_tradesman": lambda m, s, v: (
        f"Displace the tradesman on {route(_view_board(v), m.route)} "
        f"(post {m.post + 1}) with a {shape(m.shape)}, paying {_pieces(m.pay_traders, m.pay_merchants)}"),
    "move_tradesmen": lambda m, s, v: "Move tradesmen",
    "relocate_tradesman": lambda m, s, v: (
        f"Move the tradesman on {route(_view_board(v), m.from_route)} (post {m.from_post + 1}) "
        f"to {route(_view_board(v), m.to_route)}"),
    "swap_tradesmen": lambda m, s, v: (
        f"Swap the trader on {route(_view_board(v), m.trader_route)} (post {m.trader_post + 1}) with the merchant "
        f"on {route(_view_board(v), m.merchant_route)} (post {m.merchant_post + 1})"),
    "finish_moving": lambda m, s, v: "Finish moving",
    "create_trade_route": lambda m, s, v: _create(m, _view_board(v)),
    "place_displaced_tradesman": lambda m, s, v: (
        f"Place a {shape(m.shape)} ({_enum(pb.TradesmanSource, m.source)}) "
        f"on {route(_view_board(v), m.route)}"),
    "decline_extra_tradesmen": lambda m, s, v: "Place no more extra tradesmen",
    "use_bonus_marker": lambda m, s, v: _use_marker(m, _view_board(v)),
    "place_bonus_marker": lambda m, s, v: f"Place the bonus marker {marker(m.marker)} beside {route(_view_board(v), m.route)}",
    "end_turn": lambda m, s, v: "End the turn",
}

def _set_up(e: pb.GameSetUp, b: components.Board) -> str:
    """The board side, the start bonus markers in the taverns (face up), and
    how many markers lie face down in the supply (their faces unnamed)."""
    taverns = ", ".join(f"{marker(m)} beside {route(b, r)}" for r, m in zip(e.tavern_routes, e.tavern_markers))
    side = {pb.BOARD_SIDE_FOUR_FIVE_PLAYERS: "4–5 player", pb.BOARD_SIDE_TWO_THREE_PLAYERS: "2–3 player"}.get(e.side, "?")
    return (f"The game is set up on the {side} side of the board: start bonus markers {taverns or 'none'}; "
            f"{labels.plural(e.supply_count, 'bonus marker')} face down in the supply")


def _resolved(e: pb.DisplacementResolved) -> str:
    text = labels.by(e.seat, "has placed the displaced tradesmen")
    if e.displaced_to_stock:
        text = labels.by(e.seat, "has no free post left: the displaced tradesman goes to the general stock")
    return text + (f" ({labels.plural(e.extras_unused, 'extra tradesman', 'extra tradesmen')} unused)"
                   if e.extras_unused else "")


# Event kind -> label(body, seat, board side); the event is the reader's projection.
EVENTS = {
    "game_set_up": lambda e, s, b: _set_up(e, b),
    "displacement_resolved": lambda e, s, b: _resolved(e),
    "tradesmen_swapped": lambda e, s, b: labels.by(
        e.seat, f"swaps the trader on {route(b, e.trader_route)} (post {e.trader_post + 1}) with the merchant "
        f"on {route(b, e.merchant_route)} (post {e.merchant_post + 1})"),
    "moving_finished": lambda e, s, b: labels.by(e.seat, "finishes moving tradesmen") + (
        f" ({labels.plural(e.unused, 'move')} unused)" if e.unused else ""),
    "coellen_space_taken": lambda e, s, b: labels.by(
        e.seat, f"takes Coellen's {_enum(pb.Privilege, e.space)} space ({e.points} prestige at the end)"),
    "tradesmen_returned": lambda e, s, b: labels.by(
        e.seat, f"returns {_pieces(e.traders, e.merchants)} to the general stock"),
    "trading_posts_exchanged": lambda e, s, b: labels.by(
        e.seat, f"exchanges trading posts {e.space + 1} and {e.space + 2} in {city(b, e.city)}"),
    "turn_started": lambda e, s, b: labels.by(e.seat, f"begins turn {e.number} with {e.actions} actions"),
    "income_taken": lambda e, s, b: f"{labels.seat_name(e.seat)}: {_income(pb.Income(traders=e.traders, merchants=e.merchants))}",
    "tradesman_placed": lambda e, s, b: labels.by(e.seat, f"places a {shape(e.shape)} on {route(b, e.route)}"),
    "tradesman_displaced": lambda e, s, b: (
        labels.by(e.seat, f"displaces seat {e.displaced_seat}'s {shape(e.displaced_shape)} on {route(b, e.route)}")),
    "displaced_tradesman_placed": lambda e, s, b: labels.by(e.seat, f"places a {shape(e.shape)} on {route(b, e.route)}"),
    "tradesman_moved": lambda e, s, b: (
        labels.by(e.seat, f"moves a {shape(e.shape)} from {route(b, e.from_route)} to {route(b, e.to_route)}")),
    "trade_route_created": lambda e, s, b: labels.by(e.seat, f"establishes a trade route on {route(b, e.route)}"),
    "prestige_scored": lambda e, s, b: labels.by(e.seat, f"scores {e.points} prestige (now {e.total})"),
    "bonus_marker_taken": lambda e, s, b: labels.by(e.seat, f"takes the bonus marker {marker(e.marker)}"),
    "bonus_marker_drawn": lambda e, s, b: (labels.by(e.seat, f"draws the bonus marker {marker(e.marker)}")
                                           if e.marker else labels.by(e.seat, f"draws a bonus marker")),
    "trading_post_established": lambda e, s, b: (
        labels.by(e.seat, f"establishes a trading post ({shape(e.shape)}) in {city(b, e.city)}")),
    "ability_developed": lambda e, s, b: labels.by(e.seat, f"develops {ability(e.ability)} to level {e.level + 1}"),
    "bonus_marker_used": lambda e, s, b: labels.by(e.seat, f"uses the bonus marker {marker(e.marker)}"),
    "bonus_marker_placed": lambda e, s, b: labels.by(e.seat, f"places the bonus marker {marker(e.marker)} beside {route(b, e.route)}"),
    "turn_ended": lambda e, s, b: labels.by(e.seat, f"ends the turn"),
    "game_ended": lambda e, s, b: "Game over: " + ", ".join(
        _enum(pb.EndReason, r) for r in e.reasons),
}


def decision_label(public: pb.State, seat: int, decision) -> str:
    if public.turn.phase == pb.PHASE_ACTIONS:
        n = actions_left(public)
        return f"{labels.plural(n, 'action')} left — take an action, use a bonus marker or end the turn"
    prompt = decision.prompt(public, seat) if callable(decision.prompt) else decision.prompt
    return prompt


# The Player field holding each ability's level.
LEVELS = {pb.ABILITY_CITY_KEYS: "city_keys_level", pb.ABILITY_ACTIONS: "actions_level",
          pb.ABILITY_PRIVILEGE: "privilege_level", pb.ABILITY_BOOK_OF_KNOWLEDGE: "book_of_knowledge_level",
          pb.ABILITY_BANK: "bank_level"}


def _desk(public: pb.State) -> pb.DeskAndScoring:
    """The writing desk of the edition the game is played with."""
    from arbiter import games  # the registry imports the game, which imports this module
    return games.get(components.GAME_ID).editions.of(public.edition).rules.desk


def derived(public: pb.State) -> Derived:
    """Prestige so far, the active seat's actions left, each ability's value."""
    out = Derived()
    tracks = _desk(public).tracks
    for s, p in enumerate(public.players):
        d = out.seats.add(seat=s, score=p.prestige)
        if s == public.turn.seat and public.turn.phase not in (pb.PHASE_GAME_OVER, pb.PHASE_UNSPECIFIED):
            d.actions_left = max(0, actions_left(public))
        for t in tracks:
            lvl = getattr(p, LEVELS[t.ability])
            if t.privileges:
                colour = _enum(pb.Privilege, t.privileges[lvl])
                d.values.add(name=t.latin, value=lvl + 1, label=f"{t.latin}: {colour} (level {lvl + 1})")
            else:
                top = t.all_at_top and lvl == len(t.values) - 1
                shown = "all" if top else str(t.values[lvl])
                d.values.add(name=t.latin, value=-1 if top else t.values[lvl],
                             label=f"{t.latin}: {shown} (level {lvl + 1})")
        d.values.add(name="supply", value=p.supply_traders + p.supply_merchants,
                     label=f"Supply: {p.supply_traders} traders, {p.supply_merchants} merchants")
        d.values.add(name="stock", value=p.stock_traders + p.stock_merchants,
                     label=f"General stock: {p.stock_traders} traders, {p.stock_merchants} merchants")
    out.stage = f"Turn {public.turn.number}, seat {public.turn.seat} to play"
    return out
