"""The decision table: for each kind of pending decision, the move kinds that
answer it, how its legal moves are listed and the rule that plays each answer.

A game declares one `Decision` per kind of decision it can await and says,
in `Game.awaiting`, which seats await which decision now. From that the engine
derives everything else the same way for every game: the pending decisions
and pending seats, the legal-move listing, the templates, the dispatch of a
move to its handler, and the one refusal for a move kind that does not answer
the decision (`WRONG_MOVE_KIND`, citing the decision's rulebook section).

Each decision also names its *default*: the move the referee plays for a seat
that does not decide (a resigned seat, later a timeout). It is chosen from the
seat's own legal moves and its own view, so it is always legal and never uses
what the seat may not see; each game's doc gives the rulebook reason of each
("Decision → default → why").
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generic, Mapping, Sequence, TypeVar, Union

from google.protobuf.message import Message

if TYPE_CHECKING:
    from arbiter.engine.rng import Rng
    from arbiter.v1.engine_pb2 import MoveTemplate

S = TypeVar("S", bound=Message)
M = TypeVar("M", bound=Message)

# handler(state, seat, the move's body (the set oneof field), rng, events):
# checks the move against the rules and applies it to `state` in place,
# appending the events it causes; raises RuleViolation or MalformedMove.
Handler = Callable[[Any, int, Any, "Rng", list], None]

# default(view, seat, moves): one of `moves`, the seat's legal moves (never
# empty), chosen from `view`, the seat's projection of the state.
Default = Callable[[Any, int, Sequence[Any]], Any]


@dataclass(frozen=True, eq=False)  # eq=False: hashed by identity, a key for cached PendingDecisions
class Decision(Generic[S, M]):
    """One kind of pending decision and the moves that answer it."""

    kind: str  # PendingDecision.kind, lower_snake_case
    section: str  # the rulebook section where the decision is made, e.g. "Nottingham: The Actions / Purchase"
    answers: Mapping[str, Handler]  # Move oneof field -> the handler that plays it
    legal: Callable[[S, int], Sequence[M]]  # (state, seat) -> every legal move with no free parameter
    # PendingDecision.prompt: a constant, or (state, seat) -> text for prompts that name counts
    prompt: Union[str, Callable[[S, int], str]] = ""
    # (state, seat) -> the parametric moves the seat may fill in (MoveTemplate), if any
    templates: Callable[[S, int], "list[MoveTemplate]"] | None = None
    # The move the referee plays when the seat does not decide (see above).
    default: Default | None = None
    moves: tuple[str, ...] = field(init=False)  # the answering kinds, in table order, for messages

    def __post_init__(self) -> None:
        object.__setattr__(self, "moves", tuple(self.answers))


def first_of(*kinds: str) -> Default:
    """The default "the first listed move of the first of `kinds` listed":
    pass, decline, end the turn. With none of them listed, the first listed
    move."""
    def default(view: Any, seat: int, moves: Sequence[Any]) -> Any:
        for kind in kinds:
            for m in moves:
                if m.WhichOneof("kind") == kind:
                    return m
        return moves[0]
    return default


def least(cost: Callable[[Any, int, Any], Any]) -> Default:
    """The default "the cheapest legal move": the first listed move of the
    least `cost(view, seat, move)`."""
    def default(view: Any, seat: int, moves: Sequence[Any]) -> Any:
        return min(moves, key=lambda m: cost(view, seat, m))
    return default
