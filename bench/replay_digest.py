#!/usr/bin/env python3
"""A digest of seeded self-play games, to show that a refactoring plays the
same games move for move.

For every game, player count and variant it plays `--games` seeded random
games to the end (the moves chosen as in `arbiter.engine.simulate`) and hashes
everything a client could observe at every step: the pending decisions, each
listed legal move and template of the seat to move, the move played, its
events and the final serialized state. Run it before and after a change: the
digests must be identical.

Usage: python bench/replay_digest.py [--game ID ...] [--games 50] [--without-edition]

--without-edition hashes the final states with their `edition` field cleared:
to compare a game before and after it records its edition in the State.
"""
from __future__ import annotations

import argparse
import hashlib
import random


def digest(game_id: str, players: int, variant: str, seeds: range,
           options: dict[str, str] | None = None, without_edition: bool = False) -> tuple[int, str, str, str]:
    """(moves, sha256 of the final states, of all events, of every step's
    pending decisions, legal moves and templates)."""
    from arbiter import games
    from arbiter.v1.engine_pb2 import GameConfig

    game = games.get(game_id)
    finals, events_h, steps_h = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
    moves = 0
    for seed in seeds:
        config = GameConfig(players=players, variant=variant, options=options or {}, seed=seed)
        chooser = random.Random(seed ^ 0x5EED)
        state, events = game.new_game(config)
        for e in events:
            events_h.update(e.SerializeToString(deterministic=True))
        while True:
            for d in game.pending(state):
                steps_h.update(d.SerializeToString(deterministic=True))
            pending = game.pending_seats(state)
            if not pending:
                break
            seat = chooser.choice(sorted(pending))
            listed = game.legal_moves(state, seat)
            for m in listed:
                steps_h.update(m.SerializeToString(deterministic=True))
            for t in game.move_templates(state, seat):
                steps_h.update(t.SerializeToString(deterministic=True))
            move = game.random_move(state, seat, listed, chooser)
            steps_h.update(b"%d:" % seat + move.SerializeToString(deterministic=True))
            state, events = game.apply(state, seat, move)
            moves += 1
            for e in events:
                events_h.update(e.SerializeToString(deterministic=True))
        assert game.outcome(state) is not None, (game_id, players, variant, seed)
        if without_edition and "edition" in state.DESCRIPTOR.fields_by_name:
            state.ClearField("edition")
        finals.update(state.SerializeToString(deterministic=True))
        finals.update(game.outcome(state).SerializeToString(deterministic=True))
    return moves, finals.hexdigest(), events_h.hexdigest(), steps_h.hexdigest()


def _fewest(game, options: dict[str, str]) -> int:
    """The smallest player count a game can be set up for with `options`
    (an option may name a seat that fewer players lack)."""
    from arbiter.engine import InvalidConfig
    from arbiter.v1.engine_pb2 import GameConfig

    for players in range(game.min_players, game.max_players):
        try:
            game.new_game(GameConfig(players=players, options=options, seed=1))
            return players
        except InvalidConfig:
            continue
    return game.max_players


def main() -> None:
    from arbiter import games
    from arbiter.engine.simulate import schedule

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", action="append", help="game id (repeatable); default all")
    ap.add_argument("--games", type=int, default=50, help="games per player count and variant")
    ap.add_argument("--without-edition", action="store_true", help="hash final states without their edition field")
    a = ap.parse_args()
    for gid in a.game or sorted(games.GAMES):
        g = games.get(gid)
        runs = [(players, variant, {}) for players, variant in
                schedule(g, list(range(g.min_players, g.max_players + 1)), [v.name for v in g.variants])]
        # Each non-default option value once, at the smallest player count it is offered for.
        runs += [(_fewest(g, {o.name: v}), "", {o.name: v}) for o in g.options for v in o.values if v != o.default]
        for players, variant, options in runs:
            moves, finals, events, steps = digest(gid, players, variant, range(1, a.games + 1), options,
                                                   a.without_edition)
            print(f"{gid} {players}p {variant or 'default'} {options or ''}: {a.games} games, {moves} moves, "
                  f"states {finals[:16]} events {events[:16]} steps {steps[:16]}", flush=True)


if __name__ == "__main__":
    main()
