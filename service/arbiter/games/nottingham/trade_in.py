"""Trade in Cards for Victory Points, once a turn: 3 or more of one item (which
ambush cards may strike), or an assignment (which they may not).
"""
from __future__ import annotations

from itertools import combinations

from arbiter.engine import MalformedMove, Rng, RuleViolation
from arbiter.engine.prebuilt import prebuilt_lists
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham import parse, sections, table, turn
from arbiter.games.nottingham.components import (
    GOLD, ambush_matches, of,
)
from arbiter.games.nottingham.prebuilt import move

Event = pb.Event
Move = pb.Move

MIN_ITEMS = 3  # Trade in 3 or More Items


def legal_trade_in(state: pb.State, seat: int) -> list[Move]:
    # Always asked, even with nothing to trade in: skipping the question
    # would tell the table what the hand lacks.
    moves = [move("end_turn")]
    player = state.players[seat]
    size = player.hand_size
    if size < MIN_ITEMS:
        return moves
    held = table.counts(player)
    for item in sorted(held):
        for n in range(MIN_ITEMS, held[item] + 1):
            moves.append(move("trade_in", item, n))
    # The hand decides first; the (slower) stacks are read only if it could do.
    for spec in of(state).assignments.values():
        if size < spec.cards:
            continue
        enough = sorted(i for i, n in held.items() if n >= spec.copies_each)
        if len(enough) < spec.different_items or not _available(state, spec.assignment, seat):
            continue
        moves += _completions(spec.assignment, tuple(enough), spec.different_items)
    return moves


# Built once per distinct (assignment, items held enough, items it asks): a
# hand of many kinds completes an assignment in dozens of ways.
@prebuilt_lists(pb.Move, maxsize=4096)
def _completions(assignment: int, enough: tuple[int, ...], different: int) -> list[Move]:
    """Every way to complete `assignment` with `different` of the items `enough`."""
    return [move("complete_assignment", assignment, combo) for combo in combinations(enough, different)]


def _available(state: pb.State, assignment: int, seat: int) -> bool:
    """Fewer than two players have completed it, and `seat` has not."""
    stack = next(s for s in state.assignments if s.assignment == assignment)
    return len(stack.completed_by) < of(state).completions_per_assignment and seat not in stack.completed_by


def end_turn(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """Trade nothing in; the turn passes to the left."""
    turn.end_turn(state, rng, events)


# ------------------------------------------------ 3 or more of one item


def trade_in(state: pb.State, seat: int, choice: pb.TradeIn, rng: Rng, events: list) -> None:
    """Lay out 3 or more cards of one item. Holders of ambush cards may strike
    before the trade-in takes effect."""
    item = parse.item(choice.item, "trade_in.item")
    n = choice.count
    if n < MIN_ITEMS:
        raise RuleViolation("TOO_FEW_ITEMS", sections.TRADE_IN_ITEMS, f"trade in 3 or more of the same item, not {n}")
    player = state.players[seat]
    if table.count(player, item) < n:
        raise RuleViolation("NOT_ENOUGH_ITEMS", sections.TRADE_IN_ITEMS, f"you hold fewer than {n} {of(state).name[item]}")
    table.remove_cards(player, item, n)
    state.trade_in.item = item
    state.trade_in.count = n
    events.append(Event(trade_in_attempted=dict(seat=seat, item=item, count=n)))
    _next_ambusher(state, seat, rng, events)


def _next_ambusher(state: pb.State, after: int, rng: Rng, events: list) -> None:
    """The next holder of ambush cards in turn order after `after`, up to the
    trader. Every holder is asked, matching card or not, so that the question
    reveals nothing about the face-down cards."""
    players, trader = state.players, state.active
    n = len(players)
    s = (after + 1) % n
    while s != trader:
        if players[s].ambush_card_count:
            state.deciding = s
            state.phase = pb.PHASE_AMBUSH_ACTIVATION
            return
        s = (s + 1) % n
    _score_items(state, rng, events)


def legal_ambush_activation(state: pb.State, seat: int) -> list[Move]:
    item, colour = state.trade_in.item, state.players[state.active].colour
    return [move("pass_ambush")] + [
        move("activate_ambush", c.id) for c in state.players[seat].ambush_cards if ambush_matches(c, item, colour)]


def activate_ambush(state: pb.State, seat: int, choice: pb.ActivateAmbush, rng: Rng, events: list) -> None:
    """Reveal the ambush card, take one of the items laid out and give the
    trader the Gold beneath it; the card goes to the bottom of the ambush
    pile. Below 3 items the trade-in fails and the rest go back to the hand."""
    card_id = parse.ambush_card_id(state, choice.card_id, "activate_ambush.card_id")
    holder = state.players[seat]
    index = next((k for k, c in enumerate(holder.ambush_cards) if c.id == card_id), None)
    if index is None:
        raise RuleViolation("NOT_YOUR_AMBUSH_CARD", sections.AMBUSH_ACTIVATE,
                            f"ambush card {card_id} is not one of yours")
    trader = state.players[state.active]
    item = state.trade_in.item
    card = pb.AmbushCard()
    card.CopyFrom(holder.ambush_cards[index])
    if not ambush_matches(card, item, trader.colour):
        raise RuleViolation("AMBUSH_DOES_NOT_MATCH", sections.AMBUSH_ACTIVATE,
                            f"ambush card {card_id} shows neither {of(state).name[item]} nor the trader's colour")
    del holder.ambush_cards[index]
    holder.ambush_card_count -= 1
    table.put_ambush_card_at_bottom(state, card)
    state.trade_in.count -= 1
    table.add_card(holder, item)
    table.add_card(trader, GOLD)
    events.append(Event(ambush_activated=dict(seat=seat, from_seat=state.active, card=card, item=item)))
    left = state.trade_in.count
    if left < MIN_ITEMS:
        table.add_cards(trader, [item] * left)
        state.ClearField("trade_in")
        state.deciding = -1
        events.append(Event(trade_in_failed=dict(seat=state.active, item=item, returned=left)))
        turn.end_turn(state, rng, events)
    elif not holder.ambush_card_count:
        _next_ambusher(state, seat, rng, events)
    # else the holder may activate another card (the trade-in still stands)


def pass_ambush(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    events.append(Event(ambush_passed=dict(seat=seat)))
    _next_ambusher(state, seat, rng, events)


def _score_items(state: pb.State, rng: Rng, events: list) -> None:
    """One card of the item goes face down to the victory pile, the rest to
    the discard pile; then the Sheriff moves."""
    seat, item, n = state.active, state.trade_in.item, state.trade_in.count
    state.players[seat].victory_pile.append(item)
    table.discard(state, [item] * (n - 1))
    state.ClearField("trade_in")
    state.deciding = -1
    events.append(Event(items_traded_in=dict(seat=seat, item=item, count=n, points=of(state).worth[item])))
    turn.after_trade_in(state, rng, events)


# ----------------------------------------------------------- assignments


def complete_assignment(state: pb.State, seat: int, choice: pb.CompleteAssignment, rng: Rng, events: list) -> None:
    """Play out the combination of an available assignment card; the cards
    are discarded. Each assignment is completed by at most two players, and by
    each player at most once. Ambushes cannot strike an assignment."""
    spec = of(state).assignments.get(choice.assignment)
    if spec is None:
        raise MalformedMove("complete_assignment.assignment", f"{choice.assignment} is not an assignment")
    items = parse.items(choice.items, "complete_assignment.items")
    stack = next(s for s in state.assignments if s.assignment == spec.assignment)
    if seat in stack.completed_by:
        raise RuleViolation("ASSIGNMENT_ALREADY_COMPLETED", sections.ASSIGNMENT,
                            "a player may complete each assignment only once")
    if len(stack.completed_by) >= of(state).completions_per_assignment:
        raise RuleViolation("ASSIGNMENT_TAKEN", sections.ASSIGNMENT,
                            "two players have completed this assignment; it is no longer available")
    if len(set(items)) != len(items) or len(items) != spec.different_items:
        raise RuleViolation("WRONG_COMBINATION", sections.ASSIGNMENT,
                            f"name {spec.different_items} different items, {spec.copies_each} card(s) of each")
    player = state.players[seat]
    short = table.lacks(player, [i for i in items for _ in range(spec.copies_each)])
    if short:
        raise RuleViolation("NOT_ENOUGH_ITEMS", sections.ASSIGNMENT,
                            f"you hold fewer than {spec.copies_each} of {', '.join(of(state).name[i] for i in short)}")
    for i in items:
        table.remove_cards(player, i, spec.copies_each)
        table.discard(state, [i] * spec.copies_each)
    stack.completed_by.append(seat)
    player.assignments.append(spec.assignment)
    events.append(Event(assignment_completed=dict(
        seat=seat, assignment=spec.assignment, items=sorted(items), completion=len(stack.completed_by))))
    if sum(len(s.completed_by) for s in state.assignments) == of(state).assignment_cards:
        turn.end_game(state, events, turn.END_ASSIGNMENTS)
        return
    turn.after_trade_in(state, rng, events)
