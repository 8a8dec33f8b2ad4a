"""What the generic suites (those that run over every registered game) ask of
a game beyond its own metadata (`arbiter.engine.Game`: `player_counts`,
`has_chance`, `labels`, `Rules`, ...), derived in one place so that no suite
knows a game by name (docs/adding-a-game.md, "The generic suites")."""
from __future__ import annotations

import random

from arbiter.engine import Game
from arbiter.v1.engine_pb2 import GameConfig


def some_players(game: Game) -> int:
    """A player count beside the fewest (more seats to tell apart), or the
    game's only count."""
    counts = game.player_counts
    return counts[min(1, len(counts) - 1)]


def midgame(game: Game, moves: int, players: int, seed: int):
    """The state after up to `moves` random legal moves from a seeded setup,
    stopping short of the game's end (a short game may end sooner)."""
    rnd = random.Random(seed)
    state, _ = game.new_game(GameConfig(players=players, seed=seed))
    for _ in range(moves):
        seat = rnd.choice(sorted(game.pending_seats(state)))
        after, _ = game.apply(state, seat, game.random_move(state, seat, game.legal_moves(state, seat), rnd))
        if game.is_over(after):
            return state
        state = after
    return state
