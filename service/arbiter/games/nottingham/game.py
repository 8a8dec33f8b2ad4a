"""Nottingham as an `arbiter.engine.Game`: the decisions each phase awaits,
and the moves that answer them.

Every phase awaits one decision of the engine's table (`PHASES`): its
rulebook section, the legal-move listing and the handler of each move kind
that answers it; `deciding_seats` names who decides (one seat, or several at
once for Purchase offers and exhausted-pile discards). Rules live in
`actions`, `offers`, `trade_in` and `turn`; hidden information in `view`;
scoring in `scoring`.
"""
from __future__ import annotations

from collections import Counter
from types import ModuleType
from typing import Callable, ClassVar

from arbiter.engine import Decision, Game, Rng, first_of, least
from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig, MoveTemplate, Outcome

from arbiter.games.nottingham.bounds import BOUNDS, bounds_of
from arbiter.games.nottingham.reasons import REASONS
from arbiter.games.nottingham import (
    actions, components, edition, offers, scoring, sections, setup, trade_in, turn, view,
)
from arbiter.games.nottingham.components import GOLD, of
from arbiter.games.nottingham import labels as nottingham_labels


def _discard_templates(state: pb.State, seat: int) -> list[MoveTemplate]:
    example = pb.Move(discard=pb.Discard(items=state.players[seat].hand[:1]))
    t = MoveTemplate(kind="discard", description=(
        "discard several cards at once: `items` lists 1 to (hand size - "
        f"{state.discard_limit}) cards of your hand, repeats for several of one item"))
    t.example.Pack(example)
    return [t]


def _phase(kind: str, prompt: str, section: str, legal: Callable, answers: dict[str, Callable],
           default: Callable, templates: Callable | None = None) -> Decision:
    return Decision(kind, section, answers, legal, prompt, templates, default)


def _cards_given(view: pb.State, seat: int, m: pb.Move) -> int:
    """The worth of the cards a move gives away or takes: the defaults of the
    choices of cards play the least of it (docs/games/nottingham.md, Defaults)."""
    body = getattr(m, m.WhichOneof("kind"))
    items = body.items if hasattr(body, "items") else [body.item]
    worth = of(view).worth
    return sum(worth[i] for i in items)


# The default of a choice among cards: the least worth (ties: the first listed).
_LEAST_WORTH = least(_cards_given)


# The decision each phase awaits: kind, prompt, rulebook section, listing, and
# the handler(state, seat, move body, rng, events) of each move kind answering it.
PHASES: dict[int, Decision] = {
    pb.PHASE_TAKE_OR_ACT: _phase(
        "take_or_act", "take the revealed card or carry out its action", sections.DRAW,
        actions.legal_take_or_act, {
            "take_card": actions.take_card, "purchase": offers.purchase, "steal": actions.steal,
            "ambush": actions.ambush, "rob": actions.rob, "hold_up": actions.hold_up, "trade": offers.trade,
            "defend": actions.defend_is_no_action,
        }, first_of("take_card")),
    pb.PHASE_PURCHASE_OFFERS: _phase(
        "purchase_offer", "offer one card (not a Copper Coin) face down for the Copper Coin", sections.PURCHASE,
        offers.legal_purchase_offer, {"purchase_offer": offers.purchase_offer}, _LEAST_WORTH),
    pb.PHASE_PURCHASE_CHOICE: _phase(
        "purchase_choice", "take one offered card, or keep the Copper Coin", sections.PURCHASE,
        offers.legal_purchase_choice,
        {"accept_offer": offers.accept_offer, "keep_copper_coin": offers.keep_copper_coin},
        first_of("keep_copper_coin")),
    pb.PHASE_DEFEND: _phase(
        "defend", "you are attacked: play a Defend card (Necklace) or not", sections.DEFEND,
        actions.legal_defend, {"defend": actions.defend, "decline_defence": actions.decline_defence},
        first_of("decline_defence")),
    pb.PHASE_TAKE_FROM_HAND: _phase(
        "take_from_hand", "take one card from the attacked player's hand", sections.ACTIONS,
        actions.legal_take_from_hand, {"take_from_hand": actions.take_from_hand}, _LEAST_WORTH),
    pb.PHASE_KEEP_AMBUSH_CARD: _phase(
        "keep_ambush_card", "keep one of the two ambush cards (not your colour)", sections.AMBUSH_SET,
        actions.legal_keep_ambush_card, {"keep_ambush_card": actions.keep_ambush_card},
        first_of("keep_ambush_card")),
    pb.PHASE_TRADE_OFFERS: _phase(
        "trade_offer", "offer 1 or 2 cards (no Chest) openly for the Chest", sections.TRADE,
        offers.legal_trade_offer, {"trade_offer": offers.trade_offer}, _LEAST_WORTH),
    pb.PHASE_TRADE_CHOICE: _phase(
        "trade_choice", "accept one offer for the Chest", sections.TRADE,
        offers.legal_trade_choice, {"accept_offer": offers.accept_offer}, first_of("accept_offer")),
    pb.PHASE_TRADE_IN: _phase(
        "trade_in", "trade in 3 or more items, complete an assignment, or end the turn", sections.TRADE_IN,
        trade_in.legal_trade_in, {
            "trade_in": trade_in.trade_in, "complete_assignment": trade_in.complete_assignment,
            "end_turn": trade_in.end_turn,
        }, first_of("end_turn")),
    pb.PHASE_AMBUSH_ACTIVATION: _phase(
        "ambush_activation", "activate an ambush card against this trade-in, or pass", sections.AMBUSH_ACTIVATE,
        trade_in.legal_ambush_activation, {
            "activate_ambush": trade_in.activate_ambush, "pass_ambush": trade_in.pass_ambush,
        }, first_of("pass_ambush")),
    pb.PHASE_DISCARD: _phase(
        "discard", "the draw pile is exhausted: discard down to the Sheriff's number", sections.EXHAUSTED,
        turn.legal_discard, {"discard": turn.discard}, _LEAST_WORTH,
        _discard_templates),
}


def deciding_seats(state: pb.State) -> list[int]:
    """Who must decide now; several seats at once for Purchase offers and
    exhausted-pile discards."""
    phase = state.phase
    if phase == pb.PHASE_GAME_OVER:
        return []
    if phase == pb.PHASE_PURCHASE_OFFERS:
        return [o.seat for o in state.offers if not o.made]
    if phase == pb.PHASE_DEFEND:
        return [state.target]
    if phase == pb.PHASE_TRADE_OFFERS or phase == pb.PHASE_AMBUSH_ACTIVATION:
        return [state.deciding]
    if phase == pb.PHASE_DISCARD:
        limit = state.discard_limit
        return [s for s, p in enumerate(state.players) if p.hand_size > limit]
    return [state.active]


class Nottingham(Game[pb.State, pb.Move, pb.Event]):
    id = "nottingham"
    title = "Nottingham"
    min_players = 3
    max_players = 7
    bounds = BOUNDS
    bounds_of = staticmethod(bounds_of)
    reasons = REASONS
    State = pb.State
    Move = pb.Move
    Event = pb.Event
    Rules = pb.Rules
    builtin_edition = components.BUILTIN_EDITION
    labels: ClassVar[ModuleType] = nottingham_labels
    options = setup.OPTIONS
    edition_module: ClassVar[ModuleType] = edition

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        return setup.setup(state, config.players, rng, config.options)

    def awaiting(self, state: pb.State) -> list[tuple[int, Decision]]:
        pairs = _AWAITING.get(state.phase)
        return [pairs[s] for s in deciding_seats(state)] if pairs is not None else []

    def outcome(self, state: pb.State) -> Outcome | None:
        if state.phase != pb.PHASE_GAME_OVER:
            return None
        return scoring.outcome(state)

    def view(self, state: pb.State, seat: int | None) -> pb.State:
        return view.view(state, seat)

    def view_event(self, event: pb.Event, seat: int | None) -> pb.Event | None:
        return view.view_event(event, seat)

    def view_leaks(self, state: pb.State, seat: int | None, view_: pb.State, events: list[pb.Event]) -> list[str]:
        return view.view_leaks(state, seat, view_, events)

    def invariant_violations(self, state: pb.State) -> list[str]:
        return invariant_violations(state)


# (seat, decision) for each phase and seat, built once: `awaiting` runs several times per move.
_AWAITING = {phase: [(seat, d) for seat in range(Nottingham.max_players)] for phase, d in PHASES.items()}


# Fields that hold something only while their phase runs.
_PHASE_FIELDS = {
    "revealed_card": (pb.PHASE_TAKE_OR_ACT, pb.PHASE_PURCHASE_OFFERS, pb.PHASE_PURCHASE_CHOICE, pb.PHASE_DEFEND,
                      pb.PHASE_TAKE_FROM_HAND, pb.PHASE_KEEP_AMBUSH_CARD, pb.PHASE_TRADE_OFFERS,
                      pb.PHASE_TRADE_CHOICE),
    "offers": (pb.PHASE_PURCHASE_OFFERS, pb.PHASE_PURCHASE_CHOICE, pb.PHASE_TRADE_OFFERS, pb.PHASE_TRADE_CHOICE),
    "ambush_draw": (pb.PHASE_KEEP_AMBUSH_CARD,),
    "trade_in": (pb.PHASE_AMBUSH_ACTIVATION,),
}


def invariant_violations(state: pb.State) -> list[str]:
    """Cards conserved (12 of each item, every ambush card somewhere), public
    counts equal to the hidden lists, sorted hands, sound assignments and
    Sheriff, phase fields set exactly while their phase runs."""
    out = []
    n = len(state.players)
    components = of(state)
    cards = list(state.draw_pile) + list(state.discard_pile) + [state.trade_in.item] * state.trade_in.count
    if state.revealed_card:
        cards.append(state.revealed_card)
    for o in state.offers:
        cards += o.items
    ambush_ids = [c.id for c in state.ambush_pile] + [c.id for c in state.ambush_draw]
    done: dict[int, list[int]] = {s: [] for s in range(n)}
    for st in sorted(state.assignments, key=lambda st: st.assignment):
        for s in st.completed_by:
            done.setdefault(s, []).append(st.assignment)
    for s, p in enumerate(state.players):
        hand = list(p.hand)
        cards += hand
        cards += p.victory_pile
        if p.ambush_cards:
            cards += [GOLD] * len(p.ambush_cards)  # a Gold beneath each set ambush card
            ids = [c.id for c in p.ambush_cards]
            ambush_ids += ids
            if components.ambush_by_colour.get(p.colour) in ids:
                out.append(f"seat {s} holds the ambush card of its own colour")
        if p.hand_size != len(hand) or hand != sorted(hand):
            out.append(f"seat {s}: hand_size {p.hand_size}, hand {hand} (must be sorted)")
        if p.ambush_card_count != len(p.ambush_cards):
            out.append(f"seat {s}: ambush_card_count {p.ambush_card_count} != {len(p.ambush_cards)}")
        if sorted(p.assignments) != done[s]:
            out.append(f"seat {s}: assignments {list(p.assignments)} != completions {done[s]}")
    if len(done) != n:
        out.append(f"assignments completed by seats that do not exist: {sorted(done)}")
    if Counter(cards) != components.copies:
        out.append(f"item cards on the table {dict(Counter(cards))}, not {components.copies}")
    if state.draw_pile_size != len(state.draw_pile):
        out.append("draw_pile_size disagrees with the draw pile")
    if state.ambush_pile_size != len(state.ambush_pile) or state.ambush_draw_count != len(state.ambush_draw):
        out.append("ambush pile or draw count disagrees with its cards")
    colours = {p.colour for p in state.players}
    if len(colours) != n:
        out.append("two seats share a colour")
    in_play = sorted(c.id for c in components.ambush_in_play(colours))
    if sorted(ambush_ids) != in_play:
        out.append(f"ambush cards {sorted(ambush_ids)} != the {in_play} in play")
    if not state.draw_pile and state.discard_pile and state.phase != pb.PHASE_DISCARD:
        out.append("the draw pile is exhausted but the discard pile was not turned over")
    for st in state.assignments:
        if len(st.completed_by) > 2 or len(set(st.completed_by)) != len(st.completed_by):
            out.append(f"assignment {st.assignment} completed by {list(st.completed_by)}")
    if sorted(st.assignment for st in state.assignments) != sorted(components.assignments):
        out.append("assignment stacks missing or repeated")
    if not 0 <= state.sheriff_space <= len(state.sheriff_track) + 1:
        out.append(f"Sheriff on space {state.sheriff_space}")
    if (state.sheriff_space == len(state.sheriff_track) + 1) and state.phase != pb.PHASE_GAME_OVER:
        out.append("the Sheriff is back on Nottingham but the game goes on")
    if not 0 <= state.active < n:
        out.append(f"active seat {state.active}")
    for name, phases in _PHASE_FIELDS.items():
        value = getattr(state, name)
        present = state.HasField(name) if name == "trade_in" else bool(value)
        if present and state.phase not in phases:
            out.append(f"{name} is set in phase {pb.Phase.Name(state.phase)}")
    if state.phase in _PHASE_FIELDS["revealed_card"] and not state.revealed_card:
        out.append(f"no revealed card in phase {pb.Phase.Name(state.phase)}")
    if state.phase != pb.PHASE_GAME_OVER and not deciding_seats(state):
        out.append("nobody is pending but the game is not over")
    return out
