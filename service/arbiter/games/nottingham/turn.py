"""The turn around the table: drawing and revealing, the end of a turn, the
Sheriff's move and favours, the exhausted draw pile, and the game's end.

Game Play / Draw a Card from the Pile; Move the Sheriff and Obtain Favours;
Exhausted Draw Pile; Game End.
"""
from __future__ import annotations

from arbiter.engine import Rng, RuleViolation
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham import parse, sections, table
from arbiter.games.nottingham.components import of
from arbiter.games.nottingham.prebuilt import move

Event = pb.Event

END_SHERIFF = "the Sheriff returned to Nottingham"
END_ASSIGNMENTS = "the eighth and final assignment card was claimed"


def seats_from(state: pb.State, first: int) -> list[int]:
    """Every seat in turn order (to the left), starting with `first`."""
    n = len(state.players)
    return [(first + k) % n for k in range(n)]


def others_from_left(state: pb.State, seat: int) -> list[int]:
    """The other seats in turn order, starting with the one to `seat`'s left."""
    return seats_from(state, seat)[1:]


def sheriff_number(state: pb.State) -> int | None:
    """The number on the Sheriff's space; None on Nottingham (it shows none)."""
    space = state.sheriff_space
    if 1 <= space <= len(state.sheriff_track):
        return state.sheriff_track[space - 1]
    return None


# --------------------------------------------------------------- the turn


def start_turn(state: pb.State, rng: Rng, events: list) -> None:
    """Draw a Card from the Pile: the active player draws and reveals the top
    card. With no card left anywhere the Exhausted Draw Pile exception runs
    first (discards, then the Sheriff moves on), as often as needed."""
    while True:
        item = table.draw(state, rng, events)
        if item:
            state.revealed_card = item
            state.phase = pb.PHASE_TAKE_OR_ACT
            events.append(Event(card_revealed=dict(seat=state.active, item=item, turn=state.turn)))
            return
        limit = sheriff_number(state)
        over = [] if limit is None else [s for s, p in enumerate(state.players) if p.hand_size > limit]
        events.append(Event(draw_pile_exhausted=dict(limit=limit or 0, seats=over)))
        if over and limit is not None:  # only a limit leaves seats over it
            state.phase = pb.PHASE_DISCARD
            state.discard_limit = limit
            return
        if move_sheriff(state, rng, events, exhausted=True):
            return


def legal_discard(state: pb.State, seat: int) -> list[pb.Move]:
    return [move("discard", (i,)) for i in sorted(set(state.players[seat].hand))]


def discard(state: pb.State, seat: int, choice: pb.Discard, rng: Rng, events: list) -> None:
    """Exhausted Draw Pile: a player over the limit discards cards of his
    choice, face up; any number at a time, down to the limit at most."""
    items = parse.items(choice.items, "discard.items")
    player = state.players[seat]
    excess = player.hand_size - state.discard_limit
    if not 1 <= len(items) <= excess:
        raise RuleViolation("WRONG_DISCARD_COUNT", sections.EXHAUSTED,
                            f"discard between 1 and {excess} cards (down to {state.discard_limit}), not {len(items)}")
    short = table.lacks(player, items)
    if short:
        raise RuleViolation("CARD_NOT_IN_HAND", sections.EXHAUSTED,
                            f"you do not hold the {', '.join(of(state).name[i] for i in short)} named")
    for i in items:
        table.remove_card(player, i)
    table.discard(state, items)
    events.append(Event(cards_discarded=dict(seat=seat, items=sorted(items))))
    limit = state.discard_limit
    if all(p.hand_size <= limit for p in state.players):
        _finish_discards(state, rng, events)


def _finish_discards(state: pb.State, rng: Rng, events: list) -> None:
    """Once every player is down to the limit, the discards become the new
    draw pile, the Sheriff moves one space further without favours, and the
    interrupted turn draws its card."""
    state.discard_limit = 0
    table.refill(state, rng, events)
    if not move_sheriff(state, rng, events, exhausted=True):
        start_turn(state, rng, events)


def end_turn(state: pb.State, rng: Rng, events: list) -> None:
    """It is then the turn of the player to the left of the active player."""
    events.append(Event(turn_ended=dict(seat=state.active)))
    state.active = (state.active + 1) % len(state.players)
    state.turn += 1
    start_turn(state, rng, events)


# ------------------------------------------------------------ the Sheriff


def move_sheriff(state: pb.State, rng: Rng, events: list, exhausted: bool = False) -> bool:
    """The Sheriff moves one space forward; True when that ends the game.

    After a trade-in every player with as many or fewer cards in hand than the
    new space's number receives a favour: one card from the draw pile, in turn
    order from the active player. A favour that finds no card anywhere is not
    given. The move of the Exhausted Draw Pile rule awards no favours.
    """
    state.sheriff_space += 1
    number = sheriff_number(state)
    events.append(Event(sheriff_moved=dict(
        space=state.sheriff_space, number=number or 0, exhausted_draw_pile=exhausted)))
    if number is None:
        end_game(state, events, END_SHERIFF)
        return True
    if not exhausted:
        players = state.players
        favoured = [s for s in seats_from(state, state.active) if players[s].hand_size <= number]
        for s in favoured:
            item = table.draw(state, rng, events)
            if item:
                table.add_card(players[s], item)
                events.append(Event(favour_given=dict(seat=s, item=item)))
            else:
                events.append(Event(favour_given=dict(seat=s, no_card=True)))
    return False


def after_trade_in(state: pb.State, rng: Rng, events: list) -> None:
    """A successful trade-in: the discards refill an exhausted draw pile, the
    Sheriff moves and awards favours, and the turn ends (one trade-in a turn)."""
    table.refill(state, rng, events)
    if not move_sheriff(state, rng, events):
        end_turn(state, rng, events)


def end_game(state: pb.State, events: list, reason: str) -> None:
    """Game End: both ends take effect at once."""
    state.phase = pb.PHASE_GAME_OVER
    state.end_reason = reason
    events.append(Event(game_ended=dict(reason=reason)))
