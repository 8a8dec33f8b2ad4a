"""The Council Cards: prestige chips entitle a player to a council card.

- The first player with 3 chips takes the highest card, the next the next one
  (with 3 players the Small Council is not in play); one card per player.
- A player with more chips than a card holder may take that holder's higher
  card and gives their own in exchange. With one such holder the swap is
  immediate (as in the rulebook's example); with several the player chooses
  (a pending `take_council_card` decision). The player who lost a card may in
  turn be entitled to a swap, and so on.
- A holder with at least 12 chips keeps their card for good.
"""
from __future__ import annotations

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from . import sections as S
from .components import board


def gain_prestige(state: pb.State, seat: int, chips: int, events: list) -> None:
    state.players[seat].prestige += chips
    settle(state, seat, events)


def free_cards(state: pb.State) -> list[pb.CouncilCard]:
    held = {p.council_card for p in state.players}
    return [c for c in board(state).council_cards_for(len(state.players)) if c not in held]


def candidates(state: pb.State, seat: int) -> list[int]:
    """Holders `seat` may take a council card from: fewer chips, not yet safe,
    and a card higher than `seat`'s own."""
    me = state.players[seat]
    return [v for v, p in enumerate(state.players)
            if v != seat and p.council_card > me.council_card
            and p.prestige < me.prestige and p.prestige < board(state).council_safe_at]


def settle(state: pb.State, seat: int, events: list) -> None:
    me = state.players[seat]
    if me.prestige >= board(state).council_threshold and not me.council_card:
        free = free_cards(state)
        if free:
            me.council_card = free[0]
            events.append(pb.Event(council_card_changed=dict(card=free[0], from_seat=-1,
                                                                              to_seat=seat)))
    options = candidates(state, seat)
    if len(options) == 1:
        swap(state, seat, options[0], events)
    elif options:
        state.council_choice.seat = seat
        state.council_choice.candidates[:] = options


def swap(state: pb.State, seat: int, victim: int, events: list) -> None:
    """`seat` takes `victim`'s card and gives its own (if any) in exchange."""
    me, other = state.players[seat], state.players[victim]
    mine, theirs = me.council_card, other.council_card
    me.council_card, other.council_card = theirs, mine
    events.append(pb.Event(council_card_changed=dict(card=theirs, from_seat=victim, to_seat=seat)))
    if mine:
        events.append(pb.Event(council_card_changed=dict(card=mine, from_seat=seat,
                                                                          to_seat=victim)))
    settle(state, victim, events)


def take_council_card(state: pb.State, seat: int, from_seat: int, events: list) -> None:
    """The pending choice among several holders (`CouncilChoice`)."""
    if not 0 <= from_seat < len(state.players):
        raise MalformedMove("take_council_card.from_seat", f"no seat {from_seat}")
    if from_seat not in state.council_choice.candidates:
        raise RuleViolation("NOT_A_CANDIDATE", S.COUNCIL,
                            f"you may take a card only from {list(state.council_choice.candidates)}")
    state.ClearField("council_choice")
    swap(state, seat, from_seat, events)
