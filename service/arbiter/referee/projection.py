"""What each viewer sees (docs/design.md#one-projection-per-seat), built
once and shared (docs/design.md#referee): the one GameView builder, a seat's
legal moves, the mover's answer and each viewer's projection of a log entry.

What every viewer of a state shares (its pending decisions, derived values,
and the view's fields but the seat and its projected state) is computed once
per state; a log entry is serialized once in parts and each viewer's
projection is those parts around its own. The bytes are the messages' own
deterministic serialization (arbiter.referee.wire), so a face may send them
as they are."""
from __future__ import annotations

import hashlib
import random
from typing import Any, NamedTuple

from arbiter.engine import Game
from arbiter.records.record import seed_commitment
from arbiter.referee.caches import keep
from arbiter.referee.checks import unpack
from arbiter.referee.entries import history_entry, status_of
from arbiter.referee.wire import length_delimited, pack, packed, tag, varint
from arbiter.store.v1.store_pb2 import StoredGame
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig

# The fields written around the shared runs, keyed from their descriptors.
_SEAT = tag(api.GameView, "seat")
_STATE = tag(api.GameView, "state")
_PENDING = tag(api.GameView, "pending")
_OUTCOME = tag(api.GameView, "outcome")
_DERIVED = tag(api.GameView, "derived")
_ANSWER_VERSION = tag(api.SubmitMoveResponse, "version")
_ANSWER_EVENT = tag(api.SubmitMoveResponse, "events")
_ANSWER_VIEW = tag(api.SubmitMoveResponse, "view")
_ANSWER_LABEL = tag(api.SubmitMoveResponse, "event_labels")
ANSWER_NEXT = tag(api.SubmitMoveResponse, "next")
_MOVE = tag(api.HistoryEntry, "move")
_EVENT = tag(api.HistoryEntry, "events")
_LABEL = tag(api.HistoryEntry, "event_labels")
# A Projected entry is sent in either message: one field, one key.
_ENTRY = tag(api.WatchGameResponse, "entry")
assert _ENTRY == tag(api.PlayResponse, "entry"), "WatchGameResponse and PlayResponse share their entry's bytes"


class Projected(NamedTuple):
    """A log entry as one viewer may see it: `data` is the `entry` field of
    a WatchGameResponse or a PlayResponse, serialized."""

    data: bytes
    version: int
    status: int


class Projection:
    # Distinct projections of recent entries, shared by every watcher that
    # sees the same thing (one per seat and one for spectators per update).
    PROJECTED_CACHE = 4096
    # States whose shared values (pending decisions, derived values, the
    # view's common fields) were computed, held until this many more are:
    # enough for every game's newest state to be shared by its viewers.
    DERIVED_CACHE = 256
    # A game's config as an answer's view carries it (`_config_as_parsed`): one per live game.
    CONFIG_CACHE = 4096

    def __init__(self):
        self.projected: dict[tuple, Any] = {}  # (game id, [seat,] entry) -> its parts, or a viewer's Projected
        self.states: dict[int, StateFacts] = {}  # id(state) -> what its viewers share
        self._configs: dict[tuple, bytes] = {}  # (over, config) -> GameView's config as a parsed view writes it
        self._chances: dict[tuple, bytes] = {}  # a game's GameView fields after `derived`

    # ------------------------------------------------------------ a state's viewers

    def facts(self, game: Game, state) -> "StateFacts":
        """What every viewer of `state` shares, computed once per state:
        held with its state, so an id is never taken for another state's while
        it is held."""
        held = self.states.get(id(state))
        if held is not None and held.state is state:
            return held
        # The spectator's projection, once: the pending decisions' labels and
        # the derived values both read it.
        public = game.project(state, None, over=False)
        return keep(self.states, self.DERIVED_CACHE, id(state),
                    StateFacts(state, tuple(game.pending(state, public)), public))

    def pending(self, game: Game, state) -> tuple:
        """`game.pending(state)`, once per state."""
        return self.facts(game, state).pending

    def _derived(self, game: Game, state, over: bool):
        """`derived_for` once per state, whoever views it: it reads only the
        spectator's projection, and a Play session sends every seat a view of
        each new state."""
        facts = self.facts(game, state)
        derived = facts.derived.get(over)
        if derived is None:
            derived = facts.derived[over] = game.derived(facts.public) if not over else game.derived_for(state, over)
        return derived

    # ------------------------------------------------------------ GameView

    def view(self, stored: StoredGame, game: Game, state, seat: int | None, as_parsed: bool = False) -> bytes:
        """The GameView `seat` gets of `state` at `stored.version`, serialized
        (deterministically): every face's view comes from here. Only its seat
        and its projected state are the viewer's; the rest is serialized once
        per state and shared (a Play session sends every seat a view of each
        new state). `as_parsed`: the config as a parsed view writes it
        (`_config_as_parsed`)."""
        facts = self.facts(game, state)
        over = not facts.pending
        shared = facts.views.get(stored.version)
        if shared is None or shared.stored is not stored and shared.stored != stored:
            shared = facts.views[stored.version] = _SharedView(stored, *self.shared_runs(stored, game, state, facts))
        if as_parsed:
            config = self._config_as_parsed(stored.config, over)
        else:
            config = shared.config
            if config is None:
                config = shared.config = _config(stored.config, over).SerializeToString(deterministic=True)
        return b"".join((shared.head, b"" if seat is None else _SEAT + varint(seat), config,
                         length_delimited(_STATE, packed(game.project(state, seat, over))), shared.tail))

    def view_message(self, stored: StoredGame, game: Game, state, seat: int | None) -> api.GameView:
        return api.GameView.FromString(self.view(stored, game, state, seat))

    def shared_runs(self, stored: StoredGame, game: Game, state, facts) -> tuple[bytes, bytes]:
        """A GameView's fields that are the same for every viewer but the
        config (the viewer's own are seat and state): the fields before the
        seat, and those after the state."""
        over = not facts.pending
        head = api.GameView(game_id=stored.game_id, game=stored.game, version=stored.version, status=status_of(over))
        return head.SerializeToString(deterministic=True), self.tail(game, state, facts, over) + self._chance(stored)

    def _chance(self, stored: StoredGame) -> bytes:
        """A GameView's fields after `derived`: the seed's commitment, who
        chose the seed, whether the game was imported from an unsigned
        record (docs/records.md). The same for every view of a game: kept
        per game (hashing it for each version cost a move some 13 us)."""
        key = (stored.game_id, stored.config.seed, stored.seed_chosen_by_creator, stored.imported_unsigned)
        run = self._chances.get(key)
        if run is None:
            view = api.GameView(seed_commitment=seed_commitment(stored.game_id, stored.config.seed),
                                seed_chosen_by_creator=stored.seed_chosen_by_creator,
                                imported_unsigned=stored.imported_unsigned)
            run = keep(self._chances, self.CONFIG_CACHE, key, view.SerializeToString(deterministic=True))
        return run

    def tail(self, game: Game, state, facts, over: bool) -> bytes:
        """A GameView's fields after the state (pending, outcome, derived),
        serialized as the message writes them, without copying them into one:
        the same for every viewer, and no map among them."""
        runs = [length_delimited(_PENDING, p.SerializeToString(deterministic=True)) for p in facts.pending]
        if over:
            outcome = game.outcome(state)
            assert outcome is not None, "a finished game has an outcome"
            runs.append(length_delimited(_OUTCOME, outcome.SerializeToString(deterministic=True)))
        derived = self._derived(game, state, over).SerializeToString(deterministic=True)
        runs.append(length_delimited(_DERIVED, derived))
        return b"".join(runs)

    def _config_as_parsed(self, config: GameConfig, over: bool) -> bytes:
        """GameView's config as a message's SerializeToString() writes it once
        the view was parsed from deterministic bytes, as an answer's view
        always was: its options map in the order that parse gives, not the
        sorted one. A SubmitMove answer written directly must be the bytes
        the answer message gives: the gRPC face answers a repeated request
        with that message, and the first answer with these bytes. The same
        for every move of a game: kept per config."""
        key = (over, config.SerializeToString())
        run = self._configs.get(key)
        if run is None:
            parsed = api.GameView.FromString(_config(config, over).SerializeToString(deterministic=True))
            run = keep(self._configs, self.CONFIG_CACHE, key, parsed.SerializeToString())
        return run

    # ------------------------------------------------------------ a seat's answers

    def legal(self, stored: StoredGame, game: Game, state, seat: int | None) -> api.ListLegalMovesResponse:
        """What ListLegalMoves answers `seat` at `stored.version`."""
        listed = game.moves_for(state, seat)
        moves = list(listed)  # built once: a game may list lazily (Hansa Teutonica's MoveList)
        res = api.ListLegalMovesResponse(
            version=stored.version,
            moves=[pack(m) for m in moves],
            templates=game.templates_for(state, seat),
            pending=[d for d in self.pending(game, state) if d.seat == seat],
            labels=game.move_labels(state, seat, moves) if seat is not None else [],  # a spectator lists none
        )
        if moves and seat is not None:
            # Seeded by game, version and seat: the same question gets the same suggestion.
            digest = hashlib.sha256(f"{stored.game_id}:{stored.version}:{seat}".encode()).digest()
            pick = game.random_move(state, seat, listed, random.Random(int.from_bytes(digest[:8], "big")))
            res.suggested = moves.index(pick)
        return res

    def answer(self, stored: StoredGame, game: Game, state, seat: int, events, with_events: bool = True,
               as_parsed: bool = False) -> bytes:
        """The SubmitMoveResponse to the move that made `state` (at
        `stored.version`) with `events`, serialized, without its `next`: its
        events as the mover sees them and their labels (only `with_events`),
        and its view. `as_parsed`: as the answer message's SerializeToString()
        writes it (fields in number order, the view's config as parsed);
        else deterministically."""
        over = not self.pending(game, state)
        view = length_delimited(_ANSWER_VIEW, self.view(stored, game, state, seat, as_parsed))
        if not with_events:
            return b"".join((_ANSWER_VERSION, varint(stored.version), view))
        seen = game.project_events(events, seat, over)
        labels = game.event_labels(seen, seat, game.label_context(state))
        return b"".join((_ANSWER_VERSION, varint(stored.version),
                         *[length_delimited(_ANSWER_EVENT, packed(e)) for e in seen], view,
                         *[length_delimited(_ANSWER_LABEL, label.encode()) for label in labels]))

    # ------------------------------------------------------------ the log

    def update(self, game: Game, game_id: str, raw: bytes, seat: int | None, context=None) -> Projected:
        """A log entry as `seat` may see it, serialized as the `entry` of a
        WatchGameResponse or a PlayResponse, with its version and status: one
        projection per (entry, viewer), shared by all watchers (a store hands
        every watcher of a game the same bytes object, whose hash Python
        computes once), from parts of the entry serialized once."""
        key = (game_id, seat, raw)
        held = self.projected.get(key)
        if held is None:
            parts = self.projected.get((game_id, raw))
            if parts is None:
                entry = history_entry(game, raw)
                parts = keep(self.projected, self.PROJECTED_CACHE, (game_id, raw),
                             EntryParts(entry, [unpack(e, game.Event, "event") for e in entry.events]))
            over = parts.entry.status == api.GAME_STATUS_FINISHED
            data = length_delimited(_ENTRY, parts.seen_by(game, seat, over, context))
            held = keep(self.projected, self.PROJECTED_CACHE, key, Projected(data, parts.entry.version,
                                                                              parts.entry.status))
        return held

    def entry(self, game: Game, entry: api.HistoryEntry, seat: int | None, over: bool,
              context=None) -> api.HistoryEntry:
        """`entry` as `seat` may see it (EntryParts)."""
        events = [unpack(e, game.Event, "event") for e in entry.events]
        return api.HistoryEntry.FromString(EntryParts(entry, events).seen_by(game, seat, over, context))


def _config(config: GameConfig, over: bool) -> api.GameView:
    """A GameView holding only its config as viewers get it."""
    view = api.GameView(config=config)
    if not over:
        view.config.ClearField("seed")  # the seed would reveal every hidden card
    return view


class _SharedView:
    """One state's GameView runs at one version, shared by its viewers."""

    __slots__ = ("stored", "head", "tail", "config")

    def __init__(self, stored: StoredGame, head: bytes, tail: bytes):
        self.stored, self.head, self.tail = stored, head, tail
        self.config: bytes | None = None  # made by the first viewer that needs it


class StateFacts:
    """What every viewer of one state shares (Projection.facts)."""

    __slots__ = ("state", "pending", "public", "derived", "views")

    def __init__(self, state, pending: tuple, public):
        self.state = state
        self.pending = pending
        self.public = public  # the spectator's projection while the game is on
        self.derived: dict[bool, object] = {}  # over -> its Derived
        self.views: dict[int, _SharedView] = {}  # version -> the view's shared runs


class EntryParts:
    """One log entry's HistoryEntry, serialized in parts shared by its
    viewers, and `seen_by` a viewer: the shared runs around the viewer's own
    fields (its move, its view of the events and their labels), in field
    order, so the bytes are the message's deterministic serialization. At the
    game's end every viewer sees the whole entry; before, only the mover sees
    its move, and each viewer the events as the game projects them for it."""

    __slots__ = ("entry", "events", "head", "move", "stored_events", "tail", "_packed")

    def __init__(self, entry: api.HistoryEntry, events: list):
        self.entry, self.events = entry, events  # `events`: entry.events unpacked
        head = api.HistoryEntry(version=entry.version)
        if entry.HasField("seat"):
            head.seat = entry.seat
        self.head = head.SerializeToString(deterministic=True)  # version, seat
        self.move = length_delimited(_MOVE, entry.move.SerializeToString(deterministic=True))
        self.stored_events = b"".join(length_delimited(_EVENT, a.SerializeToString(deterministic=True))
                                      for a in entry.events)  # as stored
        self.tail: dict[bool, bytes] = {}  # over -> time, status
        self._packed: dict[int, tuple] = {}  # id(event) -> (event, its field): held, so its id is not reused

    def seen_by(self, game: Game, seat: int | None, over: bool, context=None) -> bytes:
        entry = self.entry
        if over:
            events = self.events
            body = (self.move if entry.HasField("move") else b"") + self.stored_events
        else:
            events = game.project_events(self.events, seat)
            body = b"".join([self.move if entry.HasField("seat") and entry.seat == seat else b"",
                             *map(self._event, events)])
        labels = b"".join(length_delimited(_LABEL, label.encode())
                          for label in game.event_labels(events, seat, context))
        return b"".join((self.head, body, self._tail(over), labels))

    def _event(self, event) -> bytes:
        """The events field holding `event` packed: once per event object, whoever sees it."""
        held = self._packed.get(id(event))
        if held is None or held[0] is not event:
            held = self._packed[id(event)] = (event, length_delimited(_EVENT, packed(event)))
        return held[1]

    def _tail(self, over: bool) -> bytes:
        tail = self.tail.get(over)
        if tail is None:
            entry = self.entry
            if over:  # the whole entry: its time only if it has one
                msg = api.HistoryEntry(status=entry.status)
                if entry.HasField("time"):
                    msg.time.CopyFrom(entry.time)
            else:
                msg = api.HistoryEntry(time=entry.time, status=entry.status)
            tail = self.tail[over] = msg.SerializeToString(deterministic=True)
        return tail
