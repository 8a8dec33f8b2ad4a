"""What an edition must hold, as data: a game's validation is a table of
`Constraint`s and `check` evaluates it (docs/editions.md, Validate).

A constraint names a field path in the edition's JSON names, with `[]` for
"every entry" (`craftsmen.tiles[].year`), a check (a count, a range, each
once, uniqueness, a reference into another list, or a predicate over the
value for the rare rule-specific case) and the rulebook section it enforces.
Each failure is one `Violation`: the concrete field (`craftsmen.tiles[4].year`)
and the check's message with the section, "displayed from year 2 (Prestige:
General Setup 6)".

A check is a function `(value, at) -> [(suffix, message), ...]`: `suffix` is
appended to the field (".x" or "[3]" for a part of the value, "" for the value
itself); `at.rules` is the whole edition and `at.up` the entries that enclose
the value, innermost last, for a check that compares it with its owner.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from arbiter.engine.editions import Violation
from google.protobuf.message import Message

Found = Iterable[tuple[str, str]]
Check = Callable[[Any, "At"], Found]
Text = str | Callable[[Any, "At"], str]


@dataclass(frozen=True)
class At:
    """Where a checked value sits: the whole edition and its enclosing entries."""

    rules: Any  # the game's Rules message: the engine knows no game's fields
    up: tuple[Any, ...]
    indices: tuple[int, ...] = ()  # the index of each `[]` entry on the path

    @property
    def index(self) -> int:
        """The index of the innermost `[]` entry on the path."""
        return self.indices[-1]

    @property
    def entry(self) -> Any:
        """The entry the value is a field of (the rules themselves at the top)."""
        return self.up[-1]


@dataclass(frozen=True)
class Constraint:
    """`path` must pass `check`; a failure cites `rule` (a rulebook section
    from the game's sections.py, or a structural bound the game's doc explains)."""

    path: str
    check: Check
    rule: str


def check(rules: Message, table: Sequence[Constraint]) -> list[Violation]:
    """Every failure of every constraint in `table`, in table order."""
    out: list[Violation] = []
    for c in table:
        for field, value, up, indices in _resolve(rules, c.path):
            at = At(rules, up, indices)
            for suffix, message in c.check(value, at):
                out.append(Violation(f"{field}{suffix}", f"{message} ({c.rule})"))
    return out


def _resolve(rules: Message, path: str) -> Iterable[tuple[str, Any, tuple[Message, ...], tuple[int, ...]]]:
    """(concrete field, value, enclosing entries, indices) for each place `path` names."""
    places: list[tuple[str, Any, tuple[Message, ...], tuple[int, ...]]] = [("", rules, (), ())]
    for part in path.split(".") if path else ():
        each = part.endswith("[]")
        name = part[:-2] if each else part
        step = []
        for field, msg, up, ix in places:
            fd = msg.DESCRIPTOR.fields_by_camelcase_name.get(name) or msg.DESCRIPTOR.fields_by_name[name]
            value = getattr(msg, fd.name)
            f = f"{field}.{name}" if field else name
            if each:
                step += [(f"{f}[{k}]", item, (*up, msg), (*ix, k)) for k, item in enumerate(value)]
            else:
                step.append((f, value, (*up, msg), ix))
        places = step
    return places


def _say(text: Text, value: Any, at: At) -> str:
    return text(value, at) if callable(text) else text


# ------------------------------------------------------------ the vocabulary

def that(predicate: Callable[[Any, At], bool], message: Text) -> Check:
    """A predicate over the value (and its place): the rule-specific case."""
    def run(value, at):
        return [] if predicate(value, at) else [("", _say(message, value, at))]
    return run


def equals(wanted: Any) -> Check:
    """Exactly the printed value: "5, not 6"."""
    return that(lambda v, at: (tuple(v) if isinstance(wanted, tuple) else v) == wanted,
                lambda v, at: f"{wanted}, not {tuple(v) if isinstance(wanted, tuple) else v}")


def between(low: Any, high: Any, message: Text) -> Check:
    """low <= value <= high (bounds may be callables of the place)."""
    def bound(b, at):
        return b(at) if callable(b) else b
    return that(lambda v, at: bound(low, at) <= v <= bound(high, at), message)


def count(n: int, what: str) -> Check:
    """Exactly `n` entries: "14 yellow bonus tiles, not 13"."""
    return that(lambda v, at: len(v) == n, lambda v, at: f"{n} {what}, not {len(v)}")


def each_once(wanted: Callable[[At], Iterable] | Iterable, what: str, key: Callable[[Any], Any] = lambda e: e) -> Check:
    """The entries' keys are exactly `wanted`, each once."""
    def run(value, at):
        want = list(wanted(at) if callable(wanted) else wanted)
        if sorted(key(e) for e in value) != sorted(want):
            return [("", f"each of the {len(want)} {what} exactly once")]
        return []
    return run


def unique(key: Callable[[Any], Any], message: str) -> Check:
    """Each entry whose key another entry shares is reported at its index."""
    def run(value, at):
        seen = Counter(key(e) for e in value)
        return [(f"[{k}]", message) for k, e in enumerate(value) if seen[key(e)] > 1]
    return run


def refers(targets: Callable[[At], Iterable], message: Callable[[Any], str],
           key: Callable[[Any], Any] = lambda e: e) -> Check:
    """Every entry names one of `targets(at)` (ids of another list)."""
    def run(value, at):
        known = set(targets(at))
        return [("", message(e)) for e in value if key(e) not in known]
    return run


def each(inner: Check) -> Check:
    """`inner` applied to every entry of a list, reported at its index."""
    def run(value, at):
        return [(f"[{k}]{s}", m) for k, item in enumerate(value) for s, m in inner(item, at)]
    return run


def part(name: str, inner: Check) -> Check:
    """`inner` applied to a field of the value, reported at that field (JSON name)."""
    def run(value, at):
        fd = value.DESCRIPTOR.fields_by_camelcase_name.get(name) or value.DESCRIPTOR.fields_by_name[name]
        within = At(at.rules, (*at.up, value), at.indices)
        return [(f".{fd.json_name}{s}", m) for s, m in inner(getattr(value, fd.name), within)]
    return run


def not_negative(names: Iterable[str], message: str = "not negative") -> Check:
    """Each named field (Python name) of the message is 0 or more."""
    names = tuple(names)
    return lambda value, at: [(f".{value.DESCRIPTOR.fields_by_name[k].json_name}", message)
                              for k in names if getattr(value, k) < 0]


def when(predicate: Callable[[Any, At], bool], inner: Check) -> Check:
    """`inner` only where `predicate` holds (a constraint on some entries)."""
    return lambda value, at: inner(value, at) if predicate(value, at) else []


def inside(size: Callable[[At], Any]) -> Check:
    """A drawing position inside its picture (`size(at)` is the picture's Point)."""
    def run(p, at):
        s = size(at)
        if 0 <= p.x <= s.x and 0 <= p.y <= s.y:
            return []
        return [("", f"inside the picture ({s.x:g} x {s.y:g})")]
    return run


def all_of(*checks: Check) -> Check:
    """Every check's failures, in order."""
    return lambda value, at: [f for c in checks for f in c(value, at)]
