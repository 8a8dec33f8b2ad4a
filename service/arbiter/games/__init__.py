"""The games Arbiter adjudicates, by id. Each game lives in its own folder and
knows nothing of gRPC or storage."""
from __future__ import annotations

from arbiter.engine import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.id] = game
    if game.Rules is not None:
        _ = game.editions  # load and validate the built-in edition now, not on the first move
    return game


def get(game_id: str) -> Game | None:
    return GAMES.get(game_id)


def _load() -> None:
    # One import per game; each module calls register() for its Game.
    import arbiter.games.nottingham  # noqa: F401
    import arbiter.games.prestige  # noqa: F401
    import arbiter.games.nuremberg  # noqa: F401
    import arbiter.games.hansa_teutonica  # noqa: F401


_load()
