"""Human-readable labels of moves, events and pending decisions.

Each game writes its labels in one module (`arbiter.games.<game>.labels`):
a table of label functions per Move or Event kind, with the rulebook's names.
A kind the table does not name falls back to `describe`, which reads the
message itself ("Place tradesman: route 12, post 2, trader"), so every kind
has a label and a new kind is readable before its game words it.

What a label may show: an event's label is computed from the event as the
viewer may see it (`Game.project_events` first), a move's from the mover's
own view, a decision's and the derived values from the spectator's view
(the pending list is public). So a label cannot reveal what its reader may
not see; `hidden_in_label` is the simulation's check of that.
"""
from __future__ import annotations

import re
from typing import Callable, Mapping

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message

# kind -> (body, seat, context) -> label; `context` is what the game passes
# (its edition tables, a view).
Labeller = Callable[[Message, "int | None", object], str]


def words(name: str) -> str:
    """`place_tradesman` -> "place tradesman"."""
    return name.replace("_", " ")


def plural(count: int, noun: str, many: str = "") -> str:
    """`count` and its noun: "1 card", "3 cards" (`many` for an irregular plural)."""
    return f"{count} {noun if count == 1 else many or noun + 's'}"


def seat_name(seat: int) -> str:
    """How labels name a seat: "Seat 2"."""
    return f"Seat {seat}"


def _seats(seats: list[int]) -> str:
    """[1] -> "seat 1"; [0, 2] -> "seats 0 and 2"."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"


def final_stage(outcome, tie_break: str) -> str:
    """Where a finished game stands: why it ended and who won with what;
    when others have the winner's score, the game's `tie_break` (its
    rulebook's words) that decided, or that even it left them tied."""
    score = {s.seat: s.score for s in outcome.scores}
    winners = sorted(outcome.winners)
    best = score[winners[0]]
    tied = sorted(s for s, v in score.items() if v == best and s not in winners)
    text = f"Game over ({outcome.reason}): "
    if len(winners) == 1:
        text += f"{_seats(winners)} wins with {plural(best, 'point')}"
        if tied:
            text += f", ahead of {_seats(tied)} on {best} by the tie-break ({tie_break})"
    else:
        text += f"{_seats(winners)} share the win with {plural(best, 'point')}"
        if tie_break and all(score[w] == best for w in winners):
            text += f", still tied after the tie-break ({tie_break})"
    return text


def by(seat: int, text: str) -> str:
    """What `seat` does: by(2, "ends the turn") -> "Seat 2 ends the turn"."""
    return f"{seat_name(seat)} {text}"


def enum_word(enum, number: int) -> str:
    """An enum value as a word: ITEM_SILK -> "silk" (the enum's prefix
    dropped). `enum` is an enum's descriptor, wrapper or a field of its type."""
    enum = getattr(enum, "enum_type", None) or getattr(enum, "DESCRIPTOR", enum)
    value = enum.values_by_number.get(number)
    if value is None:
        return str(number)
    prefix = re.sub(r"(?<!^)(?=[A-Z])", "_", enum.name).upper() + "_"
    name = value.name[len(prefix):] if value.name.startswith(prefix) else value.name
    return words(name.lower())


def _value(field: FieldDescriptor, value) -> str:
    if field.type == FieldDescriptor.TYPE_ENUM:
        return enum_word(field, value)
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        inner = describe_fields(value)
        return f"({inner})" if inner else ""
    if field.type == FieldDescriptor.TYPE_BOOL:
        return "yes" if value else "no"
    return str(value)


def describe_fields(msg: Message, skip: str = "") -> str:
    """Every set field of `msg` but `skip`, "name value", comma-separated."""
    parts = []
    for field, value in msg.ListFields():
        if field.name == skip:
            continue
        if field.is_repeated:
            shown = ", ".join(_value(field, v) for v in value)
            parts.append(f"{words(field.name)} [{shown}]")
        elif field.type == FieldDescriptor.TYPE_BOOL:
            parts.append(words(field.name))
        else:
            parts.append(f"{words(field.name)} {_value(field, value)}".strip())
    return ", ".join(parts)


def describe(msg: Message) -> str:
    """The fallback label of a Move or Event: its kind and its fields."""
    kind = msg.WhichOneof("kind")
    if kind is None:
        return ""
    body = getattr(msg, kind)
    seat = body.DESCRIPTOR.fields_by_name.get("seat")
    by_seat = seat is not None and not seat.is_repeated and seat.type == FieldDescriptor.TYPE_INT32
    fields = describe_fields(body, "seat" if by_seat else "")
    head = words(kind).capitalize()
    text = f"{head}: {fields}" if fields else head
    return f"{seat_name(body.seat)}: {text[0].lower()}{text[1:]}" if by_seat else text


def label(table: Mapping[str, Labeller], msg: Message, seat: int | None, context: object) -> str:
    """`msg` (a Move or Event) labelled by `table`, else by `describe`."""
    kind = msg.WhichOneof("kind")
    fn = table.get(kind) if kind else None
    return fn(getattr(msg, kind), seat, context) if fn is not None else describe(msg)


def leaves(msg: Message) -> set[str]:
    """Every scalar value in `msg` as `describe` would write it, lower case."""
    out: set[str] = set()
    for field, value in msg.ListFields():
        values = value if field.is_repeated else [value]
        for v in values:
            if field.type == FieldDescriptor.TYPE_MESSAGE:
                out |= leaves(v)
            elif field.type == FieldDescriptor.TYPE_ENUM:
                out.add(enum_word(field, v))
            elif field.type == FieldDescriptor.TYPE_STRING and v:
                out.add(v.lower())
    return out


def hidden_in_label(raw: Message, seen: Message, text: str) -> list[str]:
    """Values the projection `seen` removed from the event `raw` that the
    label `text` (of `seen`) still names: each one a leak. Numbers are not
    checked (a label counts things); names and ids are."""
    hidden = leaves(raw) - leaves(seen)
    low = text.lower()
    return sorted(h for h in hidden if re.search(rf"(?<![\w-]){re.escape(h)}(?![\w-])", low))
