"""1. Draw an Event Card: the yields, then the event ("Event Cards")."""
from __future__ import annotations

from arbiter.engine import MalformedMove, Rng, RuleViolation
from arbiter.engine.prebuilt import Prebuilt
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from . import sections as S
from .components import board, Card, MATERIALS
from .building import build_city_wall, city_wall_problem
from .hands import draw_blindly, give_back, holds
from .scoring import end_game

# Events are built as pb.Event(kind=dict(...)): upb builds the nested message
# from a dict in about half the time it takes to build one and copy it in.

# Distinct events kept encoded, bounded like BoardMoves.affordable.
EVENTS_KEPT = 4096


def _card_drawn(seat: int, card: Card) -> pb.Event:
    return pb.Event(event_card_drawn=dict(seat=seat, card=card.face()))


# The drawn card's face is a nested message (6 us to build, 0.3 us to decode):
# built once per seat and card.
card_drawn = Prebuilt(pb.Event, _card_drawn, maxsize=EVENTS_KEPT)


def _resources_received(seat: int, *cards: tuple[str, int]) -> pb.Event:
    return pb.Event(resources_received=dict(seat=seat, cards=dict(cards)))


# resources_received(seat, (material, cards), ...): a yield's few distinct payments.
resources_received = Prebuilt(pb.Event, _resources_received, maxsize=EVENTS_KEPT)


def draw_event_card(state: pb.State, seat: int, rng: Rng, events: list) -> None:
    if not state.deck:  # cannot happen with three Years Pass cards per deck; kept so play never fails
        reshuffle(state, rng, events)
    card = board(state).cards[state.deck.pop()]
    state.deck_size = len(state.deck)
    state.discard_pile.append(card.id)
    events.append(card_drawn(seat, card))
    state.phase = pb.PHASE_TRADE_AND_BUILD
    if card.number:
        pay_yields(state, card.number, events)
    kind = card.kind
    if kind == pb.EVENT_CARD_KIND_YEARS_PASS:
        years_pass(state, rng, events)
    elif kind == pb.EVENT_CARD_KIND_MARGRAVE:
        margrave(state, events)
    elif kind == pb.EVENT_CARD_KIND_FREE_CLAY:
        n = len(state.players)
        state.free_clay_queue[:] = [(seat + i) % n for i in range(n)]
        next_free_clay(state, events)
    elif kind == pb.EVENT_CARD_KIND_ROAD_TOLL:
        for road in card.roads:
            road_toll(state, road, events)
        next_toll_debt(state, events)
    elif kind == pb.EVENT_CARD_KIND_ROBBER_KNIGHT:
        robber_knight(state, events)


def reshuffle(state: pb.State, rng: Rng, events: list) -> None:
    state.deck.extend(state.discard_pile)
    del state.discard_pile[:]
    rng.shuffle(state.deck)
    state.deck_size = len(state.deck)
    events.append(pb.Event(deck_shuffled=dict(deck_size=state.deck_size)))


# ------------------------------------------------------------------ yields


def pay_yields(state: pb.State, number: int, events: list) -> None:
    """a) Every settlement bordering a terrain with `number` takes one card of
    its raw material; the robber knight's terrain yields nothing. When a supply
    stack cannot pay everyone, players are paid in turn order from the player
    on turn (the rulebook is silent; see the docs)."""
    owed: dict[int, dict[str, int]] = {}  # seat -> material -> cards
    settlements, robbed = state.settlements, state.robber_knight
    for terrain, material, crossings in board(state).yields_by_number.get(number, ()):
        if terrain == robbed:
            continue
        for x in crossings:
            owner = settlements.get(x, -1)
            if owner >= 0:
                mine = owed.setdefault(owner, {})
                mine[material] = mine.get(material, 0) + 1
    if not owed:
        return
    # `hands.take` inlined: the supply and each paid hand read once.
    players, supply = state.players, state.supply
    n, first = len(players), state.turn_seat
    for k in range(n):
        seat = (first + k) % n
        got = owed.get(seat)
        if not got:
            continue
        p = players[seat]
        hand, cards = p.hand, 0
        for m, want in got.items():
            stack = getattr(supply, m)
            got[m] = paid = min(want, stack)
            if paid:
                setattr(supply, m, stack - paid)
                setattr(hand, m, getattr(hand, m) + paid)
                cards += paid
        if cards:
            p.hand_size += cards
        if any(got.values()):
            events.append(resources_received(seat, *got.items()))


# ------------------------------------------------------------------ the events


def years_pass(state: pb.State, rng: Rng, events: list) -> None:
    """The time marker moves one space; the reddish spaces reshuffle the whole
    deck; 1400 ends the game at once (The Timeline)."""
    bd = board(state)
    state.year = bd.years[bd.years.index(state.year) + 1]
    reshuffled = state.year in bd.reshuffle_years
    events.append(pb.Event(timeline_advanced=dict(year=state.year, reshuffled=reshuffled)))
    if reshuffled:
        reshuffle(state, rng, events)
    if state.year >= bd.end_year:
        end_game(state, pb.END_REASON_TIMELINE, events)


def margrave(state: pb.State, events: list) -> None:
    """The robber knight goes home to its castle (no effect if it is there)."""
    bd = board(state)
    if state.robber_knight != bd.castle:
        state.robber_knight = bd.castle
        events.append(pb.Event(robber_knight_moved=dict(terrain=bd.castle, by_margrave=True)))


def next_free_clay(state: pb.State, events: list) -> None:
    """Pass the Free Clay opportunity on to the next player who can use it
    (3 gold and a wall piece left); when nobody is left, trading and building."""
    queue = state.free_clay_queue
    while queue and city_wall_problem(state, queue[0], free_clay=True):
        events.append(pb.Event(free_clay_declined=dict(seat=queue[0])))
        del queue[0]
    state.phase = pb.PHASE_FREE_CLAY if queue else pb.PHASE_TRADE_AND_BUILD


def free_clay_wall(state: pb.State, seat: int, events: list) -> None:
    """The one city wall Free Clay allows each player: 3 gold, no clay."""
    build_city_wall(state, seat, events, free_clay=True)
    del state.free_clay_queue[0]
    next_free_clay(state, events)


def decline_free_clay(state: pb.State, seat: int, events: list) -> None:
    events.append(pb.Event(free_clay_declined=dict(seat=seat)))
    del state.free_clay_queue[0]
    next_free_clay(state, events)


def road_toll(state: pb.State, road: str, events: list) -> None:
    """The toll-right holder takes 1 gold per foreign settlement on `road`.
    What a player without gold owes becomes a debt in `toll_debts`: the holder
    "may, for every gold owed, draw a raw-material card blindly" (a choice,
    `draw_toll_cards` / `decline_toll_cards`)."""
    holder = state.toll_rights.get(road, -1)
    if holder < 0:
        events.append(pb.Event(toll_uncollected=dict(road=road, seat=-1)))
        return
    owed: dict[int, int] = {}  # debtor -> gold owed and not paid, in order met
    for x in board(state).road_crossings[road]:
        debtor = state.settlements.get(x, -1)
        if debtor in (-1, holder):  # no settlement, or the holder's own
            continue
        if state.players[debtor].gold > 0:
            state.players[debtor].gold -= 1
            state.players[holder].gold += 1
            events.append(pb.Event(gold_paid=dict(from_seat=debtor, to_seat=holder, gold=1, road=road)))
        else:
            owed[debtor] = owed.get(debtor, 0) + 1
    for debtor, gold in owed.items():
        state.toll_debts.add(road=road, holder=holder, debtor=debtor, gold=gold)


def toll_cards_limit(state: pb.State) -> int:
    """The most cards the holder of the first debt may draw: one per gold
    owed, no more than the debtor holds."""
    debt = state.toll_debts[0]
    return min(debt.gold, state.players[debt.debtor].hand_size)


def next_toll_debt(state: pb.State, events: list) -> None:
    """Ask the holder of the next debt whose debtor has a card to give; a
    debtor with "neither gold nor raw-material cards" gives nothing. When no
    debt is left, trading and building."""
    debts = state.toll_debts
    while debts and not toll_cards_limit(state):
        d = debts[0]
        events.append(pb.Event(toll_uncollected=dict(road=d.road, seat=d.debtor, gold=d.gold)))
        del debts[0]
    state.phase = pb.PHASE_ROAD_TOLL if debts else pb.PHASE_TRADE_AND_BUILD


def draw_toll_cards(state: pb.State, seat: int, cards: int, rng: Rng, events: list) -> None:
    """The holder draws `cards` cards blindly from the debtor (1 up to the gold
    owed and the debtor's hand); the rest of the debt lapses."""
    if cards < 1:
        raise MalformedMove("draw_toll_cards.cards", "draw at least one card (or decline)")
    debt = state.toll_debts[0]
    if cards > debt.gold:
        raise RuleViolation("MORE_THAN_OWED", S.ROAD_TOLL,
                            f"seat {debt.debtor} owes {debt.gold} gold: at most {debt.gold} cards")
    if cards > state.players[debt.debtor].hand_size:
        raise RuleViolation("MORE_THAN_THE_HAND", S.ROAD_TOLL,
                            f"seat {debt.debtor} holds {state.players[debt.debtor].hand_size} cards")
    limit = toll_cards_limit(state)
    for _ in range(cards):
        m = draw_blindly(state, debt.debtor, seat, rng)
        assert m is not None, "the hand holds at least the cards drawn"
        events.append(blind_draw_event(debt.debtor, seat, m, pb.BLIND_DRAW_REASON_ROAD_TOLL))
    _close_toll_debt(state, debt.gold - cards, cards < limit, events)


def decline_toll_cards(state: pb.State, seat: int, events: list) -> None:
    debt = state.toll_debts[0]
    _close_toll_debt(state, debt.gold, True, events)


def _close_toll_debt(state: pb.State, uncollected: int, waived: bool, events: list) -> None:
    d = state.toll_debts[0]
    if uncollected:
        events.append(pb.Event(toll_uncollected=dict(road=d.road, seat=d.debtor, gold=uncollected,
                                                                   waived=waived)))
    del state.toll_debts[0]
    next_toll_debt(state, events)


def blind_draw_event(src: int, dst: int, material: str, reason: int) -> pb.Event:
    return pb.Event(card_drawn_blindly=dict(
        from_seat=src, to_seat=dst, material=MATERIALS.index(material) + 1, reason=reason))


# ------------------------------------------------------------------ the robber knight


def robber_knight(state: pb.State, events: list) -> None:
    """Everyone with more than 7 raw-material cards discards half (rounded down)."""
    above = board(state).discard_above
    owed = [p.hand_size // 2 if p.hand_size > above else 0 for p in state.players]
    state.discards_owed[:] = owed
    state.phase = pb.PHASE_DISCARD if any(owed) else pb.PHASE_MOVE_ROBBER_KNIGHT


def discard(state: pb.State, seat: int, cards: pb.Materials, events: list) -> None:
    owed = state.discards_owed[seat]
    amounts = [getattr(cards, m) for m in MATERIALS]
    if any(a < 0 for a in amounts):
        raise MalformedMove("discard.cards", "amounts may not be negative")
    if sum(amounts) != owed:
        raise RuleViolation("WRONG_DISCARD_COUNT", S.ROBBER_KNIGHT, f"discard exactly {owed} cards")
    if not holds(state.players[seat], cards):
        raise RuleViolation("INSUFFICIENT_RESOURCES", S.ROBBER_KNIGHT, "you do not hold those cards")
    for m, a in zip(MATERIALS, amounts, strict=False):
        if a:
            give_back(state, seat, m, a)
    state.discards_owed[seat] = 0
    events.append(pb.Event(cards_discarded=dict(seat=seat, cards=cards)))
    if not any(state.discards_owed):
        state.phase = pb.PHASE_MOVE_ROBBER_KNIGHT


def move_robber_knight(state: pb.State, seat: int, terrain: str, events: list) -> None:
    """Onto any other terrain of the countryside; then the player may steal."""
    if terrain not in board(state).terrain_number:
        raise MalformedMove("move_robber_knight.terrain", f"unknown terrain {terrain!r}")
    if terrain == state.robber_knight:
        raise RuleViolation("SAME_TERRAIN", S.ROBBER_KNIGHT, "the robber knight must move to another terrain")
    state.robber_knight = terrain
    events.append(pb.Event(robber_knight_moved=dict(terrain=terrain)))
    state.phase = pb.PHASE_STEAL if steal_victims(state, seat) else pb.PHASE_TRADE_AND_BUILD


def decline_steal(state: pb.State, seat: int, events: list) -> None:
    """Stealing is optional ("may then also steal")."""
    events.append(pb.Event(steal_declined=dict(seat=seat)))
    state.phase = pb.PHASE_TRADE_AND_BUILD


def steal_victims(state: pb.State, seat: int) -> list[int]:
    """Fellow players with a card to steal (hand sizes are public); the robbed
    player need not have a settlement at the robber knight's terrain."""
    return [v for v, p in enumerate(state.players) if v != seat and p.hand_size > 0]


def steal(state: pb.State, seat: int, victim: int, rng: Rng, events: list) -> None:
    if not 0 <= victim < len(state.players):
        raise MalformedMove("steal.victim", f"no seat {victim}")
    if victim == seat:
        raise RuleViolation("NOT_A_FELLOW_PLAYER", S.ROBBER_KNIGHT, "steal from a fellow player")
    m = draw_blindly(state, victim, seat, rng) if state.players[victim].hand_size > 0 else None
    if m is None:
        raise RuleViolation("NO_CARDS", S.ROBBER_KNIGHT, f"seat {victim} has no raw-material cards")
    events.append(blind_draw_event(victim, seat, m, pb.BLIND_DRAW_REASON_ROBBER_KNIGHT))
    state.phase = pb.PHASE_TRADE_AND_BUILD
