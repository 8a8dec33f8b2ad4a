"""The engine's promises, on the toy race (tests/support/toy, registered only
in the tests): its decision table dispatches and refuses the same way for
every game, projections hide and then show everything, and whole random games
play in milliseconds. The toy's own rules are tested as any game's are, each
test naming the section of its rulebook (the docstring of its game.py)."""
from __future__ import annotations

import pytest

from arbiter.engine import untrusted
from arbiter.engine.errors import ENGINE_RULE, Category, RuleViolation
from arbiter.engine.reasons import ENGINE_REASONS
from arbiter.v1.engine_pb2 import GameConfig
from tests.support.refusals import malformed, rejected
from tests.support.simulation import assert_random_games, assert_replay_matches

pytestmark = pytest.mark.usefixtures("toy")


@pytest.fixture(scope="module")
def pb():
    from tests.support.toy import build

    return build()


@pytest.fixture(scope="module")
def S():
    from tests.support.toy import sections

    return sections


def new(game, players=2, seed=3):
    return game.new_game(GameConfig(players=players, seed=seed))


def ready_all(game, pb, state):
    for seat in range(len(state.players)):
        state, _ = game.apply(state, seat, pb.Move(ready=pb.Ready()))
    return state


@pytest.mark.rule("Toy: Setup")
def test_setup_deals_two_hidden_cards_each(toy, pb):
    state, events = new(toy, players=3)
    assert [len(p.hand) for p in state.players] == [2, 2, 2] and len(state.deck) == 14
    assert [e.dealt.seat for e in events] == [0, 1, 2]
    assert toy.project_events(events, 1)[0].dealt.cards == [0, 0], "another seat's deal is hidden"
    assert toy.project_events(events, 0)[0].dealt.cards == state.players[0].hand


@pytest.mark.rule("Toy: Getting Ready")
def test_every_seat_gets_ready_at_once(toy, pb, S):
    state, _ = new(toy, players=3)
    assert toy.pending_seats(state) == {0, 1, 2}
    assert {d.kind for d in toy.pending(state)} == {"get_ready"}
    state, _ = toy.apply(state, 1, pb.Move(ready=pb.Ready()))
    assert toy.pending_seats(state) == {0, 2}
    # A move of another decision is refused with the engine's one reason, citing the decision's section.
    err = rejected(toy, state, 0, pb.Move(play_card=pb.PlayCard(card=state.players[0].hand[0])), "WRONG_MOVE_KIND",
                   S.READY)
    assert "get_ready" in err.message and "ready" in err.message


@pytest.mark.rule("Toy: Taking a Turn")
def test_a_turn_plays_a_held_card_and_draws(toy, pb, S):
    state = ready_all(toy, pb, new(toy)[0])
    assert toy.pending_seats(state) == {0}
    assert [d.prompt for d in toy.pending(state)] == ["play a card (2 in hand)"]
    card = state.players[0].hand[0]
    new_state, events = toy.apply(state, 0, pb.Move(play_card=pb.PlayCard(card=card)))
    assert new_state.players[0].position == card and len(new_state.players[0].hand) == 2
    assert [e.WhichOneof("kind") for e in events] == ["card_played", "card_drawn"]
    assert toy.project_events(events, 1)[1].card_drawn.card == 0
    assert toy.pending_seats(new_state) == {1}, "after_move passes the turn on"
    missing = next(v for v in (1, 2, 3, 4) if v not in state.players[0].hand)
    rejected(toy, state, 0, pb.Move(play_card=pb.PlayCard(card=missing)), "CARD_NOT_IN_HAND", S.TURN)
    rejected(toy, state, 0, pb.Move(**{"pass": pb.Pass()}), "MUST_PLAY", S.TURN)
    [template] = toy.move_templates(state, 0)
    assert template.kind == "play_card"


@pytest.mark.rule("Toy: Taking a Turn")
def test_an_empty_hand_passes(toy, pb):
    state = ready_all(toy, pb, new(toy)[0])
    del state.players[0].hand[:]
    state.players[0].hand_size = 0
    assert [m.WhichOneof("kind") for m in toy.legal_moves(state, 0)] == ["pass"]
    _, events = toy.apply(state, 0, pb.Move(**{"pass": pb.Pass()}))
    assert events[0].passed.seat == 0


@pytest.mark.rule("Toy: End of the Race")
def test_the_first_runner_at_the_line_wins(toy, pb):
    state = ready_all(toy, pb, new(toy)[0])
    state.players[0].position = 14
    card = state.players[0].hand[0]
    over, events = toy.apply(state, 0, pb.Move(play_card=pb.PlayCard(card=card)))
    assert events[-1].won.seat == 0 and toy.is_over(over)
    outcome = toy.outcome(over)
    assert list(outcome.winners) == [0] and outcome.scores[0].rank == 1
    assert toy.project(over, 1) == over, "a finished game is shown whole"
    assert toy.project_events(events, 1, over=True) == events
    rejected(toy, over, 1, pb.Move(play_card=pb.PlayCard(card=1)), "GAME_OVER", ENGINE_RULE)


def test_the_engine_refuses_the_same_way_for_every_game(toy, pb):
    state = ready_all(toy, pb, new(toy)[0])
    err = rejected(toy, state, 1, toy.legal_moves(state, 0)[0], "NOT_YOUR_TURN", ENGINE_RULE)
    assert err.category == Category.FORBIDDEN == ENGINE_REASONS["NOT_YOUR_TURN"].category
    assert malformed(toy, state, 0, pb.Move(), "kind")
    assert malformed(toy, state, 0, pb.Move(play_card=pb.PlayCard(card=9)), "play_card.card")
    assert malformed(toy, state, 0, GameConfig(), "")
    assert toy.legal_moves(state, None) == [] and toy.legal_moves(state, 1) == []


def test_views_hide_the_other_hands_and_the_deck(toy, pb):
    state, _ = new(toy)
    for viewer in (None, 0, 1):
        view = toy.project(state, viewer)
        assert not view.deck and not view.HasField("rng")
        assert [bool(p.hand) for p in view.players] == [s == viewer for s in range(2)]
        assert [p.hand_size for p in view.players] == [2, 2]
        assert not toy.view_leaks(state, viewer, view, [])
    assert toy.view_leaks(state, 1, state, []), "the leak check finds a planted leak"


def test_client_states_are_checked_against_the_bounds(toy, pb):
    state, _ = new(toy)
    state.players[0].hand.append(9)
    with pytest.raises(untrusted.InconsistentState):
        untrusted.adjudicate(toy, state, 0, pb.Move(ready=pb.Ready()))


def test_random_games_finish_with_every_check(toy):
    assert_random_games("toy", 2, range(20), all_moves_every=2)
    assert_random_games("toy", 3, range(20), all_moves_every=2)
    assert_replay_matches("toy", 3, seed=5)


@pytest.mark.rule("Toy: Setup")
def test_the_race_is_run_with_its_edition(toy, pb):
    """The deck and the finish line are an edition (docs/editions.md): the
    state records it, and an edition whose cards cannot finish a race is refused."""
    state, _ = new(toy)
    builtin = toy.editions.get("")
    assert state.edition == builtin.ref and state.target == builtin.rules.race.target == 15
    assert not toy.validate_rules(builtin.rules)
    short = pb.Rules()
    short.CopyFrom(builtin.rules)
    short.race.target = 100
    assert [v.field for v in toy.validate_rules(short)] == ["race.target"]


@pytest.mark.rule("Toy: Taking a Turn")
def test_each_decision_has_a_legal_default_from_the_seats_own_view(toy, pb):
    state, _ = new(toy, players=3)
    assert [toy.default_move(state, s) for s in range(3)] == [pb.Move(ready=pb.Ready())] * 3
    state = ready_all(toy, pb, state)
    # The lowest card held, whatever the other hands hold.
    assert toy.default_move(state, 0) == pb.Move(play_card=pb.PlayCard(card=min(state.players[0].hand)))
    with pytest.raises(RuleViolation) as info:
        toy.default_move(state, 1)
    assert info.value.reason == "NOT_YOUR_TURN"


def test_the_random_games_check_every_default(toy, pb, monkeypatch):
    from dataclasses import replace

    from arbiter.engine.simulate import Checks, play_random_game
    from tests.support.toy import game as toy_game

    # "pass" while holding cards is refused (Taking a Turn): the check must say so.
    always_pass = replace(toy_game.TAKE_TURN, default=lambda view, seat, moves: pb.Move(**{"pass": pb.Pass()}))
    monkeypatch.setattr(toy_game, "TAKE_TURN", always_pass)
    r = play_random_game(toy, 2, 5, checks=Checks(invariants=False, round_trip=False, views=False))
    assert r.errors and "not among its legal moves" in r.errors[0] and "MUST_PLAY" in r.errors[1], r.errors
    monkeypatch.setattr(toy_game, "TAKE_TURN", replace(toy_game.TAKE_TURN, default=None))
    r = play_random_game(toy, 2, 5, checks=Checks(invariants=False, round_trip=False, views=False))
    assert r.errors and "declares no default" in r.errors[0], r.errors
