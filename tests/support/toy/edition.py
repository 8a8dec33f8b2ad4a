"""The toy race's edition hooks (Game.edition_module): what its rulebook
requires of an edition, and the tables the rules read."""
from __future__ import annotations

from dataclasses import dataclass

from arbiter.engine.editions import Violation

from tests.support.toy import sections as S

MAX_PLAYERS = 3
HAND = 2


@dataclass(frozen=True)
class Tables:
    cards: tuple[int, ...]  # the deck before shuffling
    target: int


def validate(rules) -> list[Violation]:
    out = []
    race = rules.race
    if any(not 1 <= c <= 4 for c in race.cards):
        out.append(Violation("race.cards", f"card values are 1 to 4 ({S.SETUP})"))
    if len(race.cards) < HAND * MAX_PLAYERS:
        out.append(Violation("race.cards", f"at least {HAND * MAX_PLAYERS} cards, a hand for each player ({S.SETUP})"))
    if race.target < 1 or sum(race.cards) <= MAX_PLAYERS * (race.target - 1):
        out.append(Violation("race.target", f"the cards must add up to more than three runners can hold short "
                                            f"of the line, so that a race always ends ({S.END})"))
    return out


def restrict(rules, variant: str, players: int):
    return rules  # nothing depends on the variant or the player count


def compile(rules) -> Tables:
    return Tables(tuple(rules.race.cards), rules.race.target)
