"""What the rulebook requires of a Prestige edition, and how an edition is cut
down to one variant and player count (docs/editions.md)."""
from __future__ import annotations

from arbiter.engine.editions import Violation
from arbiter.prestige.v1 import prestige_pb2 as pb

from arbiter.games.prestige.data import compile  # noqa: F401 (the edition hook)


def validate(rules: pb.Rules) -> list[Violation]:
    return []


def restrict(rules: pb.Rules, variant: str, players: int) -> pb.Rules:
    return rules
