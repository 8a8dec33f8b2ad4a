"""Building Nuremberg states by hand and playing moves on them.

States start from a seeded setup and are edited with helpers that keep the
invariants (cards move between the supply and hands, never appear), so every
test state is one the rules could reach or at least one they accept.
"""
from __future__ import annotations

from arbiter import games
from arbiter.engine import MalformedMove, RuleViolation
from arbiter.games.nuremberg import sections as S  # noqa: F401  (re-exported for the tests)
from arbiter.games.nuremberg.components import BOARD, MATERIALS
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig
from tests.support import refusals

GAME = games.get("nuremberg")
RED, BLUE, WHITE, ORANGE = 0, 1, 2, 3


def new_game(players: int = 4, variant: str = "beginner", seed: int = 1) -> pb.State:
    state, _ = GAME.new_game(GameConfig(players=players, variant=variant, seed=seed))
    return state


def move(kind: str, **fields) -> pb.Move:
    return pb.Move(**{kind: fields})


def play(state: pb.State, seat: int, kind: str, **fields) -> tuple[pb.State, list[pb.Event]]:
    new, events = GAME.apply(state, seat, move(kind, **fields))
    assert not GAME.invariant_violations(new), GAME.invariant_violations(new)
    return new, events


def rejected(state: pb.State, seat: int, kind: str, reason: str, rule: str | None = None, **fields) -> RuleViolation:
    return refusals.rejected(GAME, state, seat, move(kind, **fields), reason, rule)


def malformed(state: pb.State, seat: int, kind: str, **fields) -> MalformedMove:
    return refusals.malformed(GAME, state, seat, move(kind, **fields))


def of_kind(events: list[pb.Event], kind: str) -> list:
    return [getattr(e, kind) for e in events if e.WhichOneof("kind") == kind]


def hand(state: pb.State, seat: int) -> dict[str, int]:
    return {m: getattr(state.players[seat].hand, m) for m in MATERIALS if getattr(state.players[seat].hand, m)}


def set_hand(state: pb.State, seat: int, gold: int | None = None, **cards: int) -> pb.State:
    """Give `seat` exactly `cards` (from the supply) and, if given, `gold`."""
    p = state.players[seat]
    for m in MATERIALS:
        want = cards.get(m, 0)
        have = getattr(p.hand, m)
        setattr(state.supply, m, getattr(state.supply, m) + have - want)
        setattr(p.hand, m, want)
    p.hand_size = sum(cards.values())
    if gold is not None:
        p.gold = gold
    return state


def on_turn(state: pb.State, seat: int, phase: int = pb.PHASE_TRADE_AND_BUILD) -> pb.State:
    """`seat` is on turn in `phase` (default: trading and building)."""
    state.turn_seat = seat
    state.phase = phase
    return state


def clear_board(state: pb.State) -> pb.State:
    """No customs posts, settlements or toll rights (hands stay)."""
    for field in ("customs_posts", "settlements", "toll_rights"):
        state.ClearField(field)
    return state


def stack_deck(state: pb.State, *card_ids: str) -> pb.State:
    """Put `card_ids` on top of the deck, the first one to be drawn first."""
    rest = [c for c in state.deck if c not in card_ids]
    state.deck[:] = rest + list(reversed(card_ids))
    for c in card_ids:
        if c in state.discard_pile:
            state.discard_pile.remove(c)
    state.deck_size = len(state.deck)
    return state


def card(kind: str, number: int = 0, roads: tuple = ()) -> str:
    """The id of an event card of `kind` (and `number`, `roads`, if given)."""
    enum = getattr(pb, f"EVENT_CARD_KIND_{kind.upper()}")
    for c in BOARD.cards.values():
        if c.kind == enum and (not number or c.number == number) and (not roads or c.roads == roads):
            return c.id
    raise LookupError(kind, number, roads)


def draw(state: pb.State, *card_ids: str) -> tuple[pb.State, list[pb.Event]]:
    """The player on turn draws `card_ids[0]` (the rest follow on later draws)."""
    state.phase = pb.PHASE_DRAW_EVENT_CARD
    stack_deck(state, *card_ids)
    return play(state, state.turn_seat, "draw_event_card")
