"""The toy race (2 or 3 players), a game for the tests only.

Setup. The deck is twenty cards, five each of the values 1 to 4, shuffled.
Each player is dealt 2 cards, kept hidden from the others. The finish line is
at 15.

Getting Ready. Before the race every player, all at once, says they are ready.

Taking a Turn. Starting with the first player, in seat order, the player on
turn plays a card from their hand and moves their runner forward by its
value, then draws a card if the deck has any. A player whose hand is empty
passes instead; a player holding cards may not pass.

End of the Race. The first runner to reach the finish line wins at once. (The
cards add up to 50, more than three runners can hold short of the line, so a
race always ends.)

Defaults (the move the referee plays for a seat that does not decide):

| Decision | default | why |
|---|---|---|
| get_ready | ready | Getting Ready: saying so is the only answer |
| take_turn | the lowest card held; pass with an empty hand | Taking a Turn: a player holding cards |
|           |                                              | may not pass; the lowest card gives   |
|           |                                              | the least away                        |
"""
from __future__ import annotations

import pathlib

from arbiter.engine import STANDARD, Decision, Game, MalformedMove, Rng, RuleViolation, first_of, least
from arbiter.engine.untrusted import Bounds
from arbiter.v1.engine_pb2 import GameConfig, MoveTemplate, Outcome, SeatScore

from arbiter_toy.v1 import toy_pb2 as pb
from tests.support.toy import edition
from tests.support.toy import sections as S
from tests.support.toy.reasons import CARD_NOT_IN_HAND, MUST_PLAY, REASONS

VALUES = (1, 2, 3, 4)
HAND = edition.HAND
BUILTIN_EDITION = str(pathlib.Path(__file__).parent / "data" / "builtin.json")


# ------------------------------------------------------------------ rules


def ready(state: pb.State, seat: int, m: pb.Ready, rng: Rng, events: list) -> None:
    state.players[seat].ready = True
    events.append(pb.Event(ready=pb.ReadySeat(seat=seat)))


def play_card(state: pb.State, seat: int, m: pb.PlayCard, rng: Rng, events: list) -> None:
    if m.card not in VALUES:
        raise MalformedMove("play_card.card", "a card value, 1 to 4")
    p = state.players[seat]
    if m.card not in p.hand:
        raise RuleViolation(CARD_NOT_IN_HAND, S.TURN, f"you hold no {m.card}")
    p.hand.remove(m.card)
    p.position += m.card
    events.append(pb.Event(card_played=pb.CardPlayed(seat=seat, card=m.card, position=p.position)))
    if p.position >= state.target:
        state.winner = seat
        events.append(pb.Event(won=pb.Won(seat=seat)))
    elif state.deck:
        card = state.deck.pop()
        p.hand.append(card)
        events.append(pb.Event(card_drawn=pb.CardDrawn(seat=seat, card=card)))
    p.hand_size = len(p.hand)
    state.deck_size = len(state.deck)


def pass_(state: pb.State, seat: int, m: pb.Pass, rng: Rng, events: list) -> None:
    if state.players[seat].hand:
        raise RuleViolation(MUST_PLAY, S.TURN, "you hold cards: play one")
    events.append(pb.Event(passed=pb.Passed(seat=seat)))


def legal_turn(state: pb.State, seat: int) -> list[pb.Move]:
    hand = sorted(set(state.players[seat].hand))
    return [pb.Move(play_card=pb.PlayCard(card=c)) for c in hand] or [pb.Move(**{"pass": pb.Pass()})]


def turn_templates(state: pb.State, seat: int) -> list[MoveTemplate]:
    hand = state.players[seat].hand
    if not hand:
        return []
    t = MoveTemplate(kind="play_card", description="card: any value you hold")
    t.example.Pack(pb.Move(play_card=pb.PlayCard(card=hand[0])))
    return [t]


# ------------------------------------------------------------------ the decision table

GET_READY = Decision("get_ready", S.READY, {"ready": ready}, lambda state, seat: [pb.Move(ready=pb.Ready())],
                     prompt="say you are ready to race", default=first_of("ready"))
TAKE_TURN = Decision("take_turn", S.TURN, {"play_card": play_card, "pass": pass_}, legal_turn,
                     prompt=lambda state, seat: f"play a card ({len(state.players[seat].hand)} in hand)",
                     templates=turn_templates, default=least(lambda view, seat, m: m.play_card.card))


class Toy(Game[pb.State, pb.Move, pb.Event]):
    id = "toy"
    title = "Toy race"
    min_players = 2
    max_players = 3
    variants = (STANDARD,)
    bounds = Bounds(ints_of={"Player.hand": (1, 4), "State.deck": (1, 4)}, length=20,
                    seats=frozenset({"State.turn"}), seats_or_none=frozenset())
    reasons = REASONS
    State = pb.State
    Move = pb.Move
    Event = pb.Event
    Rules = pb.Rules
    builtin_edition = BUILTIN_EDITION
    edition_module = edition

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        tables = self.tables(state)
        deck = list(tables.cards)
        rng.shuffle(deck)
        state.target = tables.target
        events = []
        for seat in range(config.players):
            hand = [deck.pop() for _ in range(HAND)]
            state.players.add(hand=hand, hand_size=len(hand))
            events.append(pb.Event(dealt=pb.Dealt(seat=seat, cards=hand)))
        state.deck.extend(deck)
        state.deck_size = len(deck)
        return events

    def awaiting(self, state: pb.State) -> list[tuple[int, Decision]]:
        if state.HasField("winner"):
            return []
        waiting = [(s, GET_READY) for s, p in enumerate(state.players) if not p.ready]
        return waiting or [(state.turn, TAKE_TURN)]

    def after_move(self, state: pb.State, seat: int, kind: str, events: list) -> None:
        if kind != "ready" and not state.HasField("winner"):
            state.turn = (seat + 1) % len(state.players)

    def outcome(self, state: pb.State) -> Outcome | None:
        if not state.HasField("winner"):
            return None
        positions = [p.position for p in state.players]
        scores = [SeatScore(seat=s, score=v, rank=1 + sum(o > v for o in positions) if s != state.winner else 1)
                  for s, v in enumerate(positions)]
        return Outcome(winners=[state.winner], scores=scores, reason="reached the finish line")

    def view(self, state: pb.State, seat: int | None) -> pb.State:
        v = pb.State()
        v.CopyFrom(state)
        del v.deck[:]
        for s, p in enumerate(v.players):
            if s != seat:
                del p.hand[:]
        return v

    def view_event(self, event: pb.Event, seat: int | None) -> pb.Event | None:
        kind = event.WhichOneof("kind")
        body = getattr(event, kind)
        if kind in ("dealt", "card_drawn") and body.seat != seat:
            hidden = pb.Event()
            hidden.CopyFrom(event)
            if kind == "dealt":
                hidden.dealt.cards[:] = [0] * len(body.cards)
            else:
                hidden.card_drawn.card = 0
            return hidden
        return event

    def view_leaks(self, state, seat, view, events) -> list[str]:
        leaks = [f"the deck shows in the view of {seat}"] if view.deck else []
        leaks += [f"seat {s}'s hand shows to {seat}" for s, p in enumerate(view.players) if s != seat and p.hand]
        for e in events:
            kind = e.WhichOneof("kind")
            if kind == "dealt" and e.dealt.seat != seat and any(e.dealt.cards):
                leaks.append(f"seat {e.dealt.seat}'s deal shows to {seat}")
            if kind == "card_drawn" and e.card_drawn.seat != seat and e.card_drawn.card:
                leaks.append(f"seat {e.card_drawn.seat}'s draw shows to {seat}")
        return leaks

    def invariant_violations(self, state: pb.State) -> list[str]:
        out = []
        if state.deck_size != len(state.deck):
            out.append("deck_size is not the deck's length")
        for s, p in enumerate(state.players):
            if p.hand_size != len(p.hand):
                out.append(f"seat {s}'s hand_size is not its hand's length")
        total = sum(state.deck) + sum(sum(p.hand) + p.position for p in state.players)
        expected = sum(self.tables(state).cards)
        if total != expected:
            out.append(f"the cards add up to {total}, not {expected}")
        return out
