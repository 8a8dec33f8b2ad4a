"""Running the rules on a state a client built (Adjudicate).

A stored state only ever comes out of the rules; a state a client sends can
hold anything the wire format allows: a seat of 2**31-1, an enum value no
release defined, a count that makes a rule allocate gigabytes. The rules are
written for sound states, so such a state is checked *before* any rule code
sees it, in two steps:

1. `bound_violations`, game-agnostic: it walks the message and checks every
   enum value is one the game defines, every integer and every repeated length
   lies within the bounds the game declares from its own limits (`Bounds`:
   player counts, component counts), every seat field names a seat of this
   game (below its player count), and the serialized size is bounded.
2. the game's own cross-field checks (`Game.invariant_violations`), which are
   then only ever given bounded input, and whose slips count as violations.

`adjudicate` runs both, then the move, then `pending()` and `outcome()`, and
turns anything the rules raise on such a state into `InconsistentState`: the
client's input, never an internal error. With every count bounded, the work
of one call is bounded too; tests/RELIABILITY.md records the worst case
measured.
"""
from __future__ import annotations

import functools
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message
from google.protobuf.unknown_fields import UnknownFieldSet

from arbiter.engine.errors import ArbiterError, Category, MalformedMove, RuleViolation

if TYPE_CHECKING:  # pragma: no cover
    from arbiter.engine.game import Game

log = logging.getLogger("arbiter.engine")

_INTS = frozenset({FieldDescriptor.CPPTYPE_INT32, FieldDescriptor.CPPTYPE_INT64,
                   FieldDescriptor.CPPTYPE_UINT32, FieldDescriptor.CPPTYPE_UINT64})
# The engine's own message: any 64-bit seed and counter is a sound generator.
_UNBOUNDED = frozenset({"arbiter.v1.RngState.seed", "arbiter.v1.RngState.counter"})
_MAX_REPORTED = 20


class InconsistentState(ArbiterError):
    """A client-built state the rules cannot be asked about; `violations` say
    what is wrong."""

    category = Category.MALFORMED
    reason = "INCONSISTENT_STATE"
    field = "state"

    def __init__(self, violations: list[str]):
        super().__init__("inconsistent state: " + "; ".join(violations[:3]))
        self.violations = violations


@dataclass(frozen=True, eq=False)
class Bounds:
    """What a sound state of one game can hold, from the game's own limits.

    Fields are named `Message.field` (the message's short name). Each game
    declares its own (in its `bounds` module); the defaults fit no game.
    """

    # The repeated field of State with one entry per seat; its length is the
    # player count every seat field is checked against.
    players: str = "players"
    # Range of every integer (and repeated integer, and map value) not named in `ints_of`.
    ints: tuple[int, int] = (0, 100)
    ints_of: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    # Longest repeated field or map not named in `lengths_of`.
    length: int = 100
    lengths_of: Mapping[str, int] = field(default_factory=dict)
    # Fields holding a seat (0 .. players-1); `seats_or_none` may also be -1.
    seats: frozenset[str] = frozenset()
    seats_or_none: frozenset[str] = frozenset()
    # Enum fields (and repeated enums) that must be set, not their 0 value.
    required_enums: frozenset[str] = frozenset()
    max_string: int = 200
    max_bytes: int = 1 << 16


def bound_violations(game: "Game", state: Message) -> list[str]:
    """What of `state` lies outside `game.bounds` ([] when nothing). Never raises
    on any message of the game's State type but for UnknownEdition."""
    bounds: Bounds = game.bounds_for(state)
    out: list[str] = []
    size = state.ByteSize()
    if size > bounds.max_bytes:
        return [f"the state is {size} bytes; a {game.title} state is at most {bounds.max_bytes}"]
    players = state.DESCRIPTOR.fields_by_name.get(bounds.players)
    count = len(getattr(state, bounds.players)) if players is not None and players.is_repeated else 0
    if not game.min_players <= count <= game.max_players:
        out.append(f"{bounds.players}: {count} entries; {game.title} is for {game.min_players} to "
                   f"{game.max_players} players")
        count = game.max_players
    _walk(state, bounds, count, "", out)
    return out[:_MAX_REPORTED]


def _walk(msg: Message, bounds: Bounds, players: int, path: str, out: list[str]) -> None:
    if len(UnknownFieldSet(msg)):
        out.append(f"{path or 'state'}: fields this game does not define")
    name = msg.DESCRIPTOR.name
    for f, value in msg.ListFields():
        key = f"{name}.{f.name}"
        where = f"{path}{f.name}"
        if f.is_repeated:
            limit = bounds.lengths_of.get(key, bounds.length)
            if len(value) > limit:
                out.append(f"{where}: {len(value)} entries, at most {limit}")
                continue
            if f.message_type is not None and f.message_type.GetOptions().map_entry:
                vf = f.message_type.fields_by_name["value"]
                for k, v in value.items():
                    if isinstance(k, str) and len(k) > bounds.max_string:
                        out.append(f"{where}: a key longer than {bounds.max_string} characters")
                    _scalar_or_message(vf, key, v, bounds, players, f"{where}[{k!r}]", out)
                continue
            for i, v in enumerate(value):
                _scalar_or_message(f, key, v, bounds, players, f"{where}[{i}]", out)
        else:
            _scalar_or_message(f, key, value, bounds, players, where, out)
        if len(out) >= _MAX_REPORTED:
            return
    # ListFields skips fields at 0; where 0 is not a sound value, say so too.
    for key in _zero_refused(bounds, name):
        fname = key.partition(".")[2]
        if getattr(msg, fname) == 0:
            out.append(f"{path}{fname}: must be set (0 is not a value here)")


@functools.lru_cache(maxsize=256)
def _zero_refused(bounds: Bounds, message: str) -> tuple[str, ...]:
    keys = set(bounds.required_enums) | {k for k, (lo, hi) in bounds.ints_of.items() if not lo <= 0 <= hi}
    return tuple(sorted(k for k in keys if k.partition(".")[0] == message))


def _scalar_or_message(f: FieldDescriptor, key: str, v, bounds: Bounds, players: int, where: str,
                       out: list[str]) -> None:
    if f.message_type is not None:
        _walk(v, bounds, players, where + ".", out)
    elif f.enum_type is not None:  # the field's cpp_type is CPPTYPE_ENUM
        known = f.enum_type.values_by_number.get(v)
        if known is None:
            out.append(f"{where}: {v} is not a value of {f.enum_type.full_name}")
        elif v == 0 and key in bounds.required_enums:
            out.append(f"{where}: must be set ({known.name} is not a value here)")
    elif f.cpp_type in _INTS:
        if f.full_name in _UNBOUNDED:
            return
        if key in bounds.seats or key in bounds.seats_or_none:
            lo = -1 if key in bounds.seats_or_none else 0
            if not lo <= v < players:
                out.append(f"{where}: {v} is not a seat of this {players}-player game")
            return
        lo, hi = bounds.ints_of.get(key, bounds.ints)
        if not lo <= v <= hi:
            out.append(f"{where}: {v} is outside {lo}..{hi}")
    elif f.cpp_type == FieldDescriptor.CPPTYPE_STRING and len(v) > bounds.max_string:
        out.append(f"{where}: longer than {bounds.max_string} characters")


def state_violations(game: "Game", state: Message) -> list[str]:
    """Everything wrong with a client-built `state`: its bounds first, then (on a
    bounded state) the game's own invariants. Never raises."""
    try:
        broken = bound_violations(game, state)
        if broken:
            return broken
    except Exception as exc:  # noqa: BLE001 - a bug here must still not let the state through
        log.warning("bound check failed", exc_info=True)
        return [f"the state cannot be checked ({type(exc).__name__})"]
    try:
        return list(game.invariant_violations(state))
    except Exception as exc:  # noqa: BLE001 - the invariant checks met a state they cannot read
        log.info("invariant check raised on a client state", exc_info=True)
        return [f"the invariant checks cannot read this state ({type(exc).__name__}: {str(exc)[:100]})"]


def adjudicate(game: "Game", state: Message, seat: int, move: Message):
    """`move` by `seat` on a client-built `state`: (new state, events, pending,
    outcome). Raises InconsistentState for a state the rules cannot take,
    RuleViolation/MalformedMove as `Game.apply` does."""

    def run():
        new, events = game.apply(state, seat, move)
        return new, events, game.pending(new), game.outcome(new)

    return _on_client_state(game, state, run)


@dataclass
class Listed:
    """A seat's legal moves on a client-built state (`legal_moves`)."""

    moves: list
    templates: list
    pending: list
    labels: list[str]
    suggested: int | None


def legal_moves(game: "Game", state: Message, seat: int, pick) -> Listed:
    """What ListLegalMoves tells `seat` about a client-built `state`, checked
    as `adjudicate` checks it; `pick(listed)`: the game's random player's
    choice among the listed moves (the caller seeds it). Raises
    InconsistentState for a state the rules cannot take."""

    def run():
        listed = game.moves_for(state, seat)
        moves = list(listed)
        return Listed(moves, game.templates_for(state, seat), [p for p in game.pending(state) if p.seat == seat],
                      game.move_labels(state, seat, moves), moves.index(pick(listed)) if moves else None)

    return _on_client_state(game, state, run)


def _on_client_state(game: "Game", state: Message, run):
    """`run()` on a client-built `state` once it is checked: what the rules
    raise on a state they cannot process is the client's input's fault."""
    broken = state_violations(game, state)
    if broken:
        raise InconsistentState(broken)
    try:
        return run()
    except (RuleViolation, MalformedMove):
        raise
    except Exception as exc:  # noqa: BLE001 - the client built this state; a crash is their input's fault
        log.warning("adjudicate: a state the rules cannot process", exc_info=True)
        raise InconsistentState([f"the rules cannot process this state ({type(exc).__name__})"]) from exc
