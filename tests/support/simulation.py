"""The random-simulation test, the same for every game: seeded games played to
the end by random legal moves with the engine's promises checked after every
move (invariants, serialize round trip, no leaks in any seat's view) and, for a
share of the games, every listed legal move tried."""
from __future__ import annotations

from arbiter import games
from arbiter.engine.simulate import Checks, play_random_game, replay


def assert_random_games(game_id: str, players: int, seeds: range, variant: str = "",
                        options: dict[str, str] | None = None, all_moves_every: int = 10) -> int:
    """Play one game per seed; every `all_moves_every`-th game also applies every
    listed legal move after every move. Returns the number of moves played."""
    game = games.get(game_id)
    failures, moves = [], 0
    for seed in seeds:
        checks = Checks(all_listed_moves=(seed % all_moves_every == 0))
        r = play_random_game(game, players, seed, variant=variant, options=options, checks=checks)
        moves += r.moves
        if r.errors or not r.finished:
            failures.append(f"seed {seed} ({players} players, {variant or 'standard'}): "
                            f"{r.errors[0] if r.errors else 'did not finish'}")
    assert not failures, f"{len(failures)} of {len(seeds)} games failed:\n" + "\n".join(failures[:5])
    return moves


def assert_replay_matches(game_id: str, players: int, seed: int, variant: str = "") -> None:
    """Same seed + same moves = the same game, byte for byte."""
    game = games.get(game_id)
    r = play_random_game(game, players, seed, variant=variant, checks=Checks.none(), keep_log=True)
    assert r.finished, r.errors
    first = replay(game, r.config, r.log)
    second = replay(game, r.config, r.log)
    assert first.SerializeToString(deterministic=True) == second.SerializeToString(deterministic=True)
    assert game.is_over(first)
