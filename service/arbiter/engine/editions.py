"""Editions: one game's components (board graph, cards, printed values, setup
counts) as a `Rules` message, replaceable without code (docs/editions.md).

An edition is the proto3 JSON of an `arbiter.<game>.v1.Rules` message. Its
first field, `edition`, is an `arbiter.v1.EditionHeader` (id, title); every
data set in it carries an `arbiter.v1.DataSource` saying whether its values
are printed or a stand-in. Each game ships its built-in edition as package
data and may be given more at start-up (`arbiter serve --edition-dir`).

The engine side here is game-agnostic: loading, the canonical content hash,
stand-in detection, and a registry per game. The game supplies the hooks
(`Game.validate_rules`, `Game.restrict_rules`, `Game.compile_rules`): what the
rulebook requires of an edition, how to cut it down to one variant and player
count, and the fast tables its rules code reads.
"""
from __future__ import annotations

import errno
import hashlib
import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from google.protobuf import json_format
from google.protobuf.message import Message

from arbiter.engine.errors import ArbiterError, Category
from arbiter.v1.engine_pb2 import PROVENANCE_STAND_IN, DataSource, EditionRef

if TYPE_CHECKING:
    from arbiter.engine.game import Game

BUILTIN = "builtin"


@dataclass(frozen=True)
class Violation:
    """One constraint an edition breaks: the field (a JSON path such as
    `sheriffPath.spaces[3].number`) and the constraint, citing the rulebook."""

    field: str
    constraint: str

    def __str__(self) -> str:
        return f"{self.field}: {self.constraint}"


class InvalidEdition(Exception):
    """An edition that cannot be served: unreadable, or breaking the game's
    constraints. `source` names the file (or "built-in")."""

    def __init__(self, source: str, violations: list[Violation]):
        self.source = source
        self.violations = violations
        lines = "\n".join(f"  {v}" for v in violations)
        super().__init__(f"{source}: invalid edition\n{lines}")


def quoted(text: str, limit: int = 80) -> str:
    """`text` as a message shows it: a client's id can be megabytes long, and
    an error echoing it whole would not fit in the answer's trailers."""
    return repr(text) if len(text) <= limit else f"{text[:limit]!r}... ({len(text)} characters)"


class UnknownEdition(ArbiterError):
    """A request names an edition this server does not have, or a state was
    made under an edition whose content differs from the one here: adjudicating
    it under other components would be a different game."""

    category = Category.REFUSED

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason

    def metadata(self) -> dict[str, str]:
        return {"field": "state.edition"}


@dataclass(frozen=True)
class Edition:
    game: str
    id: str
    title: str
    stand_in: bool
    sha256: str
    rules: Message  # the whole edition
    tables: Any  # Game.compile_rules(rules): what the rules code reads
    source: str  # the file it came from, or "built-in"

    @property
    def ref(self) -> EditionRef:
        return EditionRef(id=self.id, sha256=self.sha256)


def canonical_json(rules: Message) -> str:
    """The edition's canonical content: proto3 JSON, keys sorted, no spaces,
    default values left out, whole numbers written without a fraction (as
    JavaScript's JSON.stringify writes them, so any client can recompute the
    hash). Its sha256 identifies the edition."""
    return json.dumps(_whole(json_format.MessageToDict(rules)), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)


def _whole(value):
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {k: _whole(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_whole(v) for v in value]
    return value


def to_file_json(rules: Message) -> str:
    """The edition as a file: the same content, indented for people."""
    return json.dumps(_whole(json_format.MessageToDict(rules)), indent=2, ensure_ascii=False) + "\n"


def content_hash(rules: Message) -> str:
    return hashlib.sha256(canonical_json(rules).encode()).hexdigest()


def data_sources(msg: Message, path: str = "") -> Iterable[tuple[str, DataSource]]:
    """Every DataSource in `msg`, with its path."""
    for fd, value in msg.ListFields():
        if fd.message_type is None:
            continue
        if fd.message_type.full_name == DataSource.DESCRIPTOR.full_name:
            yield f"{path}{fd.json_name}", value
            continue
        if fd.is_repeated:
            if fd.message_type.GetOptions().map_entry:
                continue
            for i, item in enumerate(value):
                yield from data_sources(item, f"{path}{fd.json_name}[{i}].")
        else:
            yield from data_sources(value, f"{path}{fd.json_name}.")


def missing_sources(msg: Message, path: str = "") -> Iterable[str]:
    """The DataSource fields left unset in the data sets `msg` holds: every
    data set says where its values come from."""
    for fd in msg.DESCRIPTOR.fields:
        if fd.message_type is None:
            continue
        if fd.message_type.full_name == DataSource.DESCRIPTOR.full_name:
            if not fd.is_repeated and not msg.HasField(fd.name):
                yield f"{path}{fd.json_name}"
            continue
        if fd.is_repeated:
            if fd.message_type.GetOptions().map_entry:
                continue
            for i, item in enumerate(getattr(msg, fd.name)):
                yield from missing_sources(item, f"{path}{fd.json_name}[{i}].")
        elif msg.HasField(fd.name):
            yield from missing_sources(getattr(msg, fd.name), f"{path}{fd.json_name}.")


def is_stand_in(rules: Message) -> bool:
    return any(src.provenance == PROVENANCE_STAND_IN for _, src in data_sources(rules))


def parse(game: "Game", text: str, source: str) -> Message:
    """`text` (proto3 JSON) as the game's Rules; InvalidEdition when it is not."""
    rules = game.Rules()
    try:
        json_format.Parse(text, rules)
    except (json_format.ParseError, ValueError) as exc:
        raise InvalidEdition(source, [Violation("(file)", f"not the proto3 JSON of {game.Rules.DESCRIPTOR.full_name}: {exc}")]) from exc
    return rules


def check(game: "Game", rules: Message, source: str) -> Edition:
    """Validate `rules` against the schema-level needs every edition shares and
    the game's own constraints; returns the compiled Edition."""
    violations: list[Violation] = []
    header = rules.edition
    if not header.id:
        violations.append(Violation("edition.id", "required: the edition's id"))
    elif not _ID_CHARS.issuperset(header.id) or len(header.id) > 64:
        violations.append(Violation("edition.id", "1 to 64 characters of a-z 0-9 . _ -"))
    if not header.title:
        violations.append(Violation("edition.title", "required: the edition's title"))
    if header.variant or header.players:
        violations.append(Violation("edition.players" if header.players else "edition.variant",
                                    "an edition file holds the whole edition, not a restricted Rules"))
    for path, src in data_sources(rules):
        if not src.provenance:
            violations.append(Violation(f"{path}.provenance", "required: PROVENANCE_PRINTED or PROVENANCE_STAND_IN"))
    for path in missing_sources(rules):
        violations.append(Violation(path, "required: where the data set's values come from (a DataSource)"))
    violations += game.validate_rules(rules)
    if violations:
        raise InvalidEdition(source, violations)
    return Edition(game=game.id, id=header.id, title=header.title, stand_in=is_stand_in(rules),
                   sha256=content_hash(rules), rules=rules, tables=game.compile_rules(rules), source=source)


_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789._-")


@dataclass
class Editions:
    """One game's editions, the built-in one first (the default)."""

    game: "Game"
    by_id: dict[str, Edition] = field(default_factory=dict)
    by_hash: dict[str, Edition] = field(default_factory=dict)

    @property
    def default(self) -> Edition:
        return next(iter(self.by_id.values()))

    def add(self, edition: Edition) -> None:
        known = self.by_id.get(edition.id)
        if known is not None and known.sha256 == edition.sha256:
            return  # the same edition loaded twice (a worker re-reading the folder)
        if known is not None:
            raise InvalidEdition(edition.source, [Violation(
                "edition.id", f"{self.game.id} already has an edition {edition.id!r} ({self.by_id[edition.id].source})")])
        self.by_id[edition.id] = edition
        self.by_hash[edition.sha256] = edition
        _BY_HASH.setdefault(edition.sha256, (self.game.id, edition.tables))

    def get(self, edition_id: str) -> Edition:
        """The edition of that id ("" = the default); UnknownEdition if none."""
        if not edition_id:
            return self.default
        ed = self.by_id.get(edition_id)
        if ed is None:
            raise UnknownEdition("UNKNOWN_EDITION", f"{self.game.id} has no edition {quoted(edition_id)} on this server; "
                                                    f"it has {list(self.by_id)}")
        return ed

    def of(self, ref: EditionRef) -> Edition:
        """The edition a state was made under. An empty ref (a state from
        before editions) means the built-in edition."""
        if not ref.sha256:
            if ref.id:
                return self.get(ref.id)
            return self.default
        ed = self.by_hash.get(ref.sha256)
        if ed is not None:
            return ed
        if ref.id in self.by_id:
            raise UnknownEdition("EDITION_MISMATCH", f"the state was made under edition {quoted(ref.id)} with sha256 "
                                                     f"{quoted(ref.sha256)}, but this server's {ref.id!r} has "
                                                     f"{self.by_id[ref.id].sha256}")
        raise UnknownEdition("UNKNOWN_EDITION", f"the state was made under edition {quoted(ref.id)} "
                                                f"(sha256 {quoted(ref.sha256)}), "
                                                f"which this server does not have")


# The largest edition file read: some 16 times the largest built-in edition
# (about 64 KB); a bigger file is refused before it is read whole.
MAX_EDITION_BYTES = 1 << 20


class UnreadableEdition(InvalidEdition):
    """An edition file that cannot be read as text: not a regular file (a
    folder, a FIFO, a device), a dangling or looping symlink, too large, not
    UTF-8. Its message is one line naming the file."""

    def __init__(self, source: str, problem: str):
        super().__init__(source, [Violation("(file)", problem)])
        self.args = (f"{source}: cannot read the edition: {problem}",)


def read_text(path: Path) -> str:
    """An edition file's text: a regular file (symlinks followed by the
    kernel; opened without blocking, so a FIFO cannot hold start-up), at most
    MAX_EDITION_BYTES, strict UTF-8. UnreadableEdition otherwise."""
    source = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        problem = {errno.ELOOP: "a symlink loop", errno.ENOENT: "a dangling symlink"}.get(exc.errno)
        raise UnreadableEdition(source, problem or exc.strerror or type(exc).__name__) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = ("a directory" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode)
                    else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a socket")
            raise UnreadableEdition(source, f"not a regular file ({kind})")
        with os.fdopen(os.dup(fd), "rb") as f:
            raw = f.read(MAX_EDITION_BYTES + 1)
    except OSError as exc:
        raise UnreadableEdition(source, exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)
    if len(raw) > MAX_EDITION_BYTES:
        raise UnreadableEdition(source, f"larger than {MAX_EDITION_BYTES} bytes")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnreadableEdition(source, f"not UTF-8 text (byte {exc.start})") from None


def load_file(game: "Game", path: Path) -> Edition:
    return check(game, parse(game, read_text(path), str(path)), str(path))


def game_of_file(path: Path, games: Iterable["Game"]) -> "Game":
    """Which game an edition file is for. The file holds exactly a Rules
    message, so its place says it: `DIR/<game>/*.json`, or a file name that
    starts with the game id (`DIR/nottingham.second.json`)."""
    by_id = {g.id: g for g in games}
    if path.parent.name in by_id:
        return by_id[path.parent.name]
    for gid in sorted(by_id, key=len, reverse=True):
        if path.name.startswith(gid + "."):
            return by_id[gid]
    raise InvalidEdition(str(path), [Violation("(file)", f"cannot tell the game: put the file in a folder named after "
                                                         f"the game or start its name with the game id and a dot "
                                                         f"({sorted(by_id)})")])


def load_dir(directory: Path, games: Iterable["Game"]) -> list[Edition]:
    """Every edition in `directory` (`*.json`, one level of game folders),
    validated and added to its game's editions. Raises InvalidEdition at the
    first bad file, so a server never starts with part of an edition set."""
    games = list(games)
    directory = Path(directory)
    if not directory.is_dir():
        raise InvalidEdition(str(directory), [Violation("(dir)", "not a directory")])
    files = sorted(directory.glob("*.json")) + sorted(directory.glob("*/*.json"))
    loaded = []
    for path in files:
        game = game_of_file(path, games)
        edition = load_file(game, path)
        game.editions.add(edition)
        loaded.append(edition)
    return loaded


# ------------------------------------------------------------------ registry
# One Editions per game id, made (with the built-in edition) on first use.
_REGISTRY: dict[str, Editions] = {}
# sha256 -> (game id, tables) of every edition added: the hot path's one lookup.
_BY_HASH: dict[str, tuple[str, Any]] = {}
_DEFAULT_TABLES: dict[str, Any] = {}


def of_game(game: "Game") -> Editions:
    eds = _REGISTRY.get(game.id)
    if eds is None:
        if game.Rules is None:
            raise UnknownEdition("NO_EDITIONS", f"{game.id} has no editions")
        eds = Editions(game)
        path = Path(game.builtin_edition)
        eds.add(check(game, parse(game, path.read_text(), f"built-in {path.name}"), "built-in"))
        _REGISTRY[game.id] = eds
        _DEFAULT_TABLES[game.id] = eds.default.tables
    return eds


def tables(game_id: str, ref: EditionRef, _hit=_BY_HASH.get) -> Any:
    """The compiled tables of the edition `ref` names (the hot path: a dict
    lookup). An empty ref is the built-in edition."""
    sha = ref.sha256
    hit = _hit(sha)  # bound once: `_BY_HASH` is only ever changed in place
    if hit is not None and hit[0] == game_id:
        return hit[1]
    if not sha:
        if ref.id:
            return _REGISTRY[game_id].get(ref.id).tables
        return _DEFAULT_TABLES[game_id]
    ed = _REGISTRY[game_id].by_hash.get(sha)
    if ed is None:
        return _REGISTRY[game_id].of(ref).tables  # raises UnknownEdition with the reason
    return ed.tables


# The state a loop plays in place and its tables (`pin`), as one tuple so
# that a thread replacing it never leaves a half-made pair.
_PINNED: list[tuple[Any, Any]] = [(None, None)]


def pin(state: Message | None, tables: Any = None) -> None:
    """Have every reader answer `tables` for `state` (this very object, not
    an equal one) until the next pin; `pin(None)` forgets it. For a loop that
    plays one state in place (self-play): an identity test instead of reading
    the edition's hash and looking it up, several times per move. Play never
    changes a state's edition."""
    _PINNED[0] = (state, tables)


def reader(game_id: str) -> Callable[[Message], Any]:
    """`state -> tables(game_id, state.edition)` in one call: the lookup a
    game's rules code makes several times per move."""
    def of_state(state: Message, _hit=_BY_HASH.get, _pinned=_PINNED) -> Any:
        pinned = _pinned[0]
        if pinned[0] is state:
            return pinned[1]
        ref = state.edition
        hit = _hit(ref.sha256)
        if hit is not None and hit[0] == game_id:
            return hit[1]
        return tables(game_id, ref)
    return of_state


def reset(game: "Game") -> None:
    """Forget every edition of `game` but the built-in one (tests)."""
    _REGISTRY.pop(game.id, None)
    for sha in [sha for sha, (gid, _) in _BY_HASH.items() if gid == game.id]:
        del _BY_HASH[sha]
    _DEFAULT_TABLES.pop(game.id, None)
    of_game(game)
