"""Derived values are right at the end too: once a game is over, each seat's
`derived.score` is its final score (the Outcome, after the rulebook's final
scoring) and `derived.stage` says who won, why the game ended and, when the
winner's score is tied, the tie-break the rulebook applies."""
from __future__ import annotations

import pytest

from arbiter import games
from arbiter.engine.labels import final_stage
from arbiter.engine.simulate import Checks, derived_errors, play_random_game, replay
from arbiter.v1.engine_pb2 import Outcome, SeatScore

# game id -> its rulebook's end-of-game section (every registered game is played)
END_SECTIONS = {
    "hansa-teutonica": "Hansa Teutonica: End of Game",
    "nottingham": "Nottingham: Game End",
    "nuremberg": "Nuremberg: End of the Game",
    "prestige": "Prestige: End of the Game",
}


def finished(game_id: str, players: int, seed: int):
    game = games.get(game_id)
    r = play_random_game(game, players, seed, checks=Checks.none(), keep_log=True)
    assert r.finished, r.errors
    return game, replay(game, r.config, r.log)


GAMES = [pytest.param(g, marks=[pytest.mark.rule(END_SECTIONS[g])] if g in END_SECTIONS else [], id=g)
         for g in sorted(games.GAMES)]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("most", [False, True], ids=["fewest", "most"])
def test_the_score_at_the_end_is_the_final_score(game_id, most):
    players = games.get(game_id).max_players if most else games.get(game_id).min_players
    game, state = finished(game_id, players, seed=11)
    outcome, derived = game.outcome(state), game.derived_for(state)
    assert [d.score for d in derived.seats] == [s.score for s in sorted(outcome.scores, key=lambda s: s.seat)]
    assert derived_errors(game, state, players) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_stage_at_the_end_says_who_won_and_why(game_id):
    game, state = finished(game_id, games.get(game_id).max_players, seed=5)
    outcome, stage = game.outcome(state), game.derived_for(state).stage
    assert stage.startswith(f"Game over ({outcome.reason})"), stage
    winners = list(outcome.winners)
    if len(winners) == 1:
        assert f"seat {winners[0]} wins with " in stage
    else:
        assert "share the win" in stage


@pytest.mark.rule("Nottingham: Game End")
def test_a_tie_on_points_names_the_tie_break_that_decided():
    # Seats 1 and 2 on 52: seat 1 has more cards in the victory pile.
    tied = Outcome(winners=[1], reason="the Sheriff returned to Nottingham", scores=[
        SeatScore(seat=0, score=15, rank=3), SeatScore(seat=1, score=52, rank=1), SeatScore(seat=2, score=52, rank=2)])
    assert final_stage(tied, "the most cards in the victory pile") == (
        "Game over (the Sheriff returned to Nottingham): seat 1 wins with 52 points, ahead of seat 2 on 52 "
        "by the tie-break (the most cards in the victory pile)")
    shared = Outcome(winners=[1, 2], reason="the Sheriff returned to Nottingham", scores=tied.scores)
    assert final_stage(shared, "the most cards in the victory pile") == (
        "Game over (the Sheriff returned to Nottingham): seats 1 and 2 share the win with 52 points, "
        "still tied after the tie-break (the most cards in the victory pile)")
