"""The reason catalogue: every `ErrorInfo.reason` a client can receive, with
its category (arbiter.engine.errors.Category), the rulebook sections that
refuse with it (for a game's rule reasons) and one line saying when it is
given.

Each owner lists its own reasons, in one place: the engine here
(`ENGINE_REASONS`), the service in `arbiter.api.reasons`, each game in its
package's `reasons.py` (`Game.reasons`). `scripts/regen` writes them into
docs/api.md and docs/games/<game>.md; tests/test_reasons.py checks that every
reason raised anywhere (found in the source, and seen in random games) is in
a catalogue.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from arbiter.engine.errors import GAME_OVER, NOT_YOUR_TURN, WRONG_MOVE_KIND, Category


@dataclass(frozen=True)
class Reason:
    name: str  # the ErrorInfo.reason, UPPER_SNAKE
    category: Category
    description: str  # one line: when a client is given it
    # The rulebook sections whose rules refuse with it ("<Game>: <section>"), for rule reasons.
    sections: tuple[str, ...] = ()
    # Deprecated names of the same refusal, from a released API (CHANGELOG.md). An
    # answer carries the one that applies in ErrorInfo.metadata["deprecated_reason"],
    # so a caller switching on the old name still matches (docs/api.md, "Stability").
    aliases: tuple[str, ...] = ()


def rule(name: str, description: str, *sections: str) -> Reason:
    """A game's rule reason (a RuleViolation: category REFUSED)."""
    return Reason(name, Category.REFUSED, description, tuple(sections))


def catalogue(*reasons: Reason) -> Mapping[str, Reason]:
    """Reasons by name; a name listed twice (as a name or an alias) is a mistake."""
    out: dict[str, Reason] = {}
    seen: set[str] = set()
    for r in reasons:
        for name in (r.name, *r.aliases):
            if name in seen:
                raise ValueError(f"reason {name} is catalogued twice")
            seen.add(name)
        out[r.name] = r
    return out


# The name each game gave WRONG_MOVE_KIND in API 1.0.0, by game id: that
# release refused a move of the wrong kind with WRONG_DECISION in Nottingham
# and WRONG_PHASE in the other games.
WRONG_MOVE_KIND_ALIASES: Mapping[str, str] = {
    "nottingham": "WRONG_DECISION",
    "hansa-teutonica": "WRONG_PHASE",
    "nuremberg": "WRONG_PHASE",
    "prestige": "WRONG_PHASE",
}


ENGINE_REASONS = catalogue(
    Reason(GAME_OVER, Category.REFUSED, "a move was sent to a game that is over"),
    Reason(NOT_YOUR_TURN, Category.FORBIDDEN,
           "the seat has no decision to make now (another seat is awaited)"),
    Reason(WRONG_MOVE_KIND, Category.REFUSED,
           "the move's kind does not answer the decision the seat must make now; `metadata.rule` is that "
           "decision's rulebook section, the message names the move kinds that answer it; "
           "`metadata.deprecated_reason` the name API 1.0.0 gave it in this game",
           aliases=tuple(sorted(set(WRONG_MOVE_KIND_ALIASES.values())))),
    Reason("MALFORMED_MOVE", Category.MALFORMED,
           "a move that can never be legal: no kind set, a missing field, an unknown id "
           "(`BadRequest` names the field, under `move.`)"),
    Reason("INVALID_CONFIG", Category.MALFORMED,
           "a game configuration the game does not offer: player count, variant, option or edition"),
    Reason("INCONSISTENT_STATE", Category.MALFORMED,
           "an Adjudicate state outside the game's bounds or breaking its invariants, or one its rules "
           "cannot process"),
    Reason("UNKNOWN_EDITION", Category.REFUSED,
           "the state was made under an edition this server does not have (`metadata.field` = `state.edition`)"),
    Reason("EDITION_MISMATCH", Category.REFUSED,
           "the state was made under different content of the edition id this server has "
           "(`metadata.field` = `state.edition`)"),
    Reason("NO_EDITIONS", Category.REFUSED, "an edition was asked of a game that has none"),
)
