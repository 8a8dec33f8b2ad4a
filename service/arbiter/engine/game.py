"""The Game interface every game implements, and the engine's uniform wrapper
around it.

A `Game` object holds no game in play: every method takes the state, a
protobuf message (`arbiter.<game>.v1.State`) that is the whole truth about a
game, random-generator state included. Games implement the *hooks*; the engine
methods below them (`new_game`, `apply`, `project`, ...) are the same for every
game and are what the service and the tools call.

Conventions each game follows:
- `State` has a field `rng` of type `arbiter.v1.RngState`.
- `Move` and `Event` each hold a oneof named `kind`.
- Rule checks raise `RuleViolation(reason, rule, message)` naming the rulebook
  section, or `MalformedMove(field, ...)` for moves that could never be legal.
- The game is over exactly when nobody has a pending decision; `outcome` is
  then set. Chance is resolved inside the handlers (every outcome becomes an
  event).
- A game with editions (`Rules` set) has a State field `edition` of type
  `arbiter.v1.EditionRef`, set by `new_game`, and reads its components only
  through `tables(state)` (arbiter.engine.editions, docs/editions.md).

Decisions are a table the engine owns (`arbiter.engine.decisions`): a game
declares one `Decision` per kind of pending decision (its PendingDecision
kind and prompt, its rulebook section, the move kinds that answer it with the
handler of each, the listing of its legal moves and its templates) and answers
one question, `awaiting(state)`: which seats await which decision now. The
engine derives the rest identically for every game:
- `pending`, `pending_seats` and `is_over` from `awaiting`;
- `legal_moves` and `move_templates` from the seat's decision;
- `play`: a move whose kind is not among the decision's answers is refused
  with `WRONG_MOVE_KIND` citing the decision's section; otherwise its handler
  plays it, then the game's `after_move` hook (turn structure, victory checks)
  runs whatever the move was.
"""
from __future__ import annotations

import random
import secrets
from abc import ABC, abstractmethod
from dataclasses import dataclass
from types import ModuleType
from typing import Any, ClassVar, Collection, Generic, Iterable, Mapping, Sequence, TypeVar

from google.protobuf.message import Message

from arbiter.engine import editions as _editions
from arbiter.engine import labels as _labels
from arbiter.engine.decisions import Decision
from arbiter.engine.errors import (ENGINE_RULE, GAME_OVER, NOT_YOUR_TURN, WRONG_MOVE_KIND, InvalidConfig,
                                   MalformedMove, RuleViolation)
from arbiter.engine.prebuilt import Prebuilt
from arbiter.engine.reasons import WRONG_MOVE_KIND_ALIASES, Reason
from arbiter.engine.rng import Rng
from arbiter.engine.untrusted import Bounds
from arbiter.v1.engine_pb2 import Derived, GameConfig, MoveTemplate, Outcome, PendingDecision

# A game's State: bound to Any, not Message, as the engine reads fields every State has (rng, edition)
# that no common base class declares.
S = TypeVar("S", bound=Any)
M = TypeVar("M", bound=Message)
E = TypeVar("E", bound=Message)

SPECTATOR = None  # the seat of a viewer without a seat token
# `play_defaults` gives up after this many defaults in a row: a game whose only
# pending seats are resigned ones must be ended by its caller, not played on.
MAX_DEFAULTS = 10_000


@dataclass(frozen=True)
class Variant:
    name: str
    description: str
    # Player counts the variant allows; empty = all of the game's counts.
    player_counts: tuple[int, ...] = ()


@dataclass(frozen=True)
class Option:
    name: str
    description: str
    values: tuple[str, ...]
    default: str


STANDARD = Variant("standard", "The rules as printed.")


class Game(ABC, Generic[S, M, E]):
    """One board game's rules. Subclasses set the class attributes and hooks."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    variants: ClassVar[tuple[Variant, ...]] = (STANDARD,)
    options: ClassVar[tuple[Option, ...]] = ()
    State: ClassVar[type[Any]]  # S (a ClassVar cannot name a type variable)
    Move: ClassVar[type[Message]]
    Event: ClassVar[type[Message]]
    # What a sound state can hold; client-built states are checked against it
    # before any rule code runs (arbiter.engine.untrusted).
    bounds: ClassVar[Bounds] = Bounds()
    # A game with editions: the bounds of one edition from its compiled
    # tables (`bounds` is then the built-in edition's). None = `bounds` for all.
    bounds_of: ClassVar[staticmethod[[Any], Bounds] | None] = None
    # The game's components as a message (an edition); None = no editions.
    Rules: ClassVar[type[Any] | None] = None
    # The built-in edition: proto3 JSON of Rules shipped with the game.
    builtin_edition: ClassVar[str] = ""
    # The game's labels module (see `move_label`); None = every label read
    # from the message itself (arbiter.engine.labels.describe).
    labels: ClassVar[object | None] = None
    # Every reason its rules refuse a move with (arbiter.engine.reasons), by name.
    reasons: ClassVar[Mapping[str, Reason]] = {}
    # The game's edition module (usually `games/<pkg>/edition.py`): it defines
    # `validate(rules)`, `restrict(rules, variant, players)` and
    # `compile(rules)`, which the hooks below call; None = the defaults.
    edition_module: ClassVar[ModuleType | None] = None
    # The version of these rules: change it whenever the adjudication of any
    # reachable state changes (a rulebook reading, a fix), so that a game and
    # its records are only ever continued or replayed under the rules they
    # were played under (docs/records.md#rules-versions).
    rules_version: ClassVar[str] = "1"
    # Whether chance plays a part (a shuffle, a die, a blind draw). Without it
    # every seed plays the same game, so suites that tell games apart by their
    # seed ask this first (docs/adding-a-game.md, "The generic suites").
    has_chance: ClassVar[bool] = True

    @property
    def player_counts(self) -> tuple[int, ...]:
        """Every player count the game is for, fewest first."""
        return tuple(range(self.min_players, self.max_players + 1))

    # ------------------------------------------------------------------ hooks

    @abstractmethod
    def setup(self, state: S, config: GameConfig, rng: Rng) -> list[E]:
        """Fill the empty `state` (its rng already seeded) for `config`.

        `config` is validated: player count in range, variant and options known
        (`config.variant` and every option are filled with their defaults).
        Returns the setup events (deals, shuffles, ...), projected per seat like
        any other events.
        """

    @abstractmethod
    def awaiting(self, state: S) -> Sequence[tuple[int, Decision]]:
        """Who must decide what now: (seat, decision) pairs, one per seat at
        most, in the order the decisions are listed to clients; empty exactly
        when the game is over. It runs several times per move: keep it cheap
        (the decisions are module-level constants of the game's table)."""

    def after_move(self, state: S, seat: int, kind: str, events: list[E]) -> None:
        """What follows every move whatever its kind, after its handler (the
        turn moving on, a victory check, ...); appends to `events`."""

    def random_move(self, state: S, seat: int, moves: Sequence[M], rng: random.Random) -> M:
        """The move a random player picks from `seat`'s listed `moves` in
        self-play (`arbiter.engine.simulate`; the service offers it to clients
        as ListLegalMovesResponse.suggested). Uniform by default. A game whose
        uniformly random games run far longer than real ones may lean toward
        progress here, provided every listed move can still be picked. It must
        depend only on what `seat` may see (its moves, the public state): the
        suggestion is shown to that seat."""
        return rng.choice(moves)

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> S:
        """A *new* State holding only what `seat` (None = spectator) may see."""

    def view_event(self, event: E, seat: int | None) -> E | None:
        """`event` as `seat` may see it: itself, a redacted copy, or None."""
        return event

    def invariant_violations(self, state: S) -> list[str]:
        """Broken invariants (negative counts, lost pieces, ...); [] when sound."""
        return []

    def view_leaks(self, state: S, seat: int | None, view: S, events: list[E]) -> list[str]:
        """Hidden information of other seats that shows in `seat`'s `view` of
        `state` or in its projection of the latest `events`; [] when none."""
        return []

    def validate_rules(self, rules: Message) -> list[_editions.Violation]:
        """What the rulebook requires of an edition's components that the
        schema cannot say (counts, ranges, a route joining two cities, ...):
        each broken constraint as a Violation naming the field and citing the
        rulebook section. [] when `rules` is a valid whole edition."""
        return self.edition_module.validate(rules) if self.edition_module is not None else []

    def restrict_rules(self, rules: Message, variant: str, players: int) -> Message:
        """`rules` (a copy, header already set) cut down to what a game of
        `variant` (empty = every variant) for `players` (0 = every count)
        uses: the board side for that count, the setup counts, ... Default:
        nothing depends on them."""
        return self.edition_module.restrict(rules, variant, players) if self.edition_module is not None else rules

    def compile_rules(self, rules: Message):
        """The tables the rules code reads (`tables(state)`), built once per
        edition at load time so play never walks the message."""
        return self.edition_module.compile(rules) if self.edition_module is not None else rules

    # ----------------------------------------------------------------- labels
    # Each game writes its labels in one module, `labels.py`, set here
    # (arbiter.engine.labels): MOVES and EVENTS, tables of label functions by
    # kind; optionally decision_label(public, seat, decision) and
    # derived(public). The hooks below read it.

    def move_label(self, view: S, seat: int, move: M) -> str:
        """A short human-readable label of `move`, one of `seat`'s listed
        moves, in the rulebook's words; `view` is `seat`'s projection."""
        return _labels.label(getattr(self.labels, "MOVES", {}), move, seat, view)

    def event_label(self, event: E, seat: int | None, context) -> str:
        """A short human-readable label of `event` as `seat` sees it (already
        projected for `seat`); `context` is `label_context` of the game."""
        return _labels.label(getattr(self.labels, "EVENTS", {}), event, seat, context)

    def label_context(self, state: S):
        """What event labels may read besides the event: the game's
        components, never anything hidden (it is shared by every viewer).
        Default: the edition's tables (None for a game without editions)."""
        return self.tables(state) if self.Rules is not None else None

    def decision_label(self, public: S, seat: int, decision: Decision) -> str:
        """A short label of the decision `seat` awaits, from `public`, the
        spectator's view: the pending list is public. Default: its prompt."""
        fn = getattr(self.labels, "decision_label", None)
        if fn is not None:
            return fn(public, seat, decision)
        return decision.prompt if isinstance(decision.prompt, str) else ""

    def derived(self, public: S) -> Derived:
        """The public values the rules derive from `public` (the spectator's
        view, or the whole state once the game is over): each seat's score so
        far, actions left, ability values, the next public event; from the
        game's labels module (none without one). Once the game is over, each
        seat's score is its final score (the Outcome: the rulebook's final
        scoring) and the stage says who won and why, with the labels module's
        `TIE_BREAK` (the rulebook's tie-break, in words)."""
        fn = getattr(self.labels, "derived", None)
        out = fn(public) if fn is not None else Derived()
        result = self.outcome(public)
        if result is not None:
            final = {s.seat: s.score for s in result.scores}
            if not out.seats:  # a game that shows no derived values while it is played still shows its result
                for seat in sorted(final):
                    out.seats.add(seat=seat)
            for d in out.seats:
                d.score = final.get(d.seat, d.score)
            out.stage = _labels.final_stage(result, getattr(self.labels, "TIE_BREAK", ""))
        return out

    # --------------------------------------------------------------- editions

    @property
    def editions(self) -> _editions.Editions:
        """This game's editions on this server, the built-in one first."""
        return _editions.of_game(self)

    def tables(self, state: S):
        """The compiled components of the edition `state` is played with."""
        read = self.__dict__.get("_tables_reader")
        if read is None:  # one reader per game object, made on first use
            read = self._tables_reader = _editions.reader(self.id)
        return read(state)

    def bounds_for(self, state: S) -> Bounds:
        """What a sound state of the edition `state` records can hold: its own
        counts, compiled once per edition. Raises UnknownEdition."""
        bounds_of = type(self).bounds_of
        if bounds_of is None or self.Rules is None:
            return self.bounds
        edition = self.editions.of(state.edition)
        cache = self.__dict__.setdefault("_bounds_by_edition", {})
        found = cache.get(edition.sha256)
        if found is None:
            found = cache[edition.sha256] = bounds_of(edition.tables)
        return found

    def rules_for(self, edition: str = "", variant: str = "", players: int = 0) -> tuple[_editions.Edition, Message]:
        """The edition and its Rules restricted to `variant` and `players`
        (both empty/0 = the whole edition). Raises UnknownEdition/InvalidConfig."""
        ed = self.editions.get(edition)
        if not variant and not players:
            return ed, ed.rules
        if players and not self.min_players <= players <= self.max_players:
            raise InvalidConfig("players", f"{self.title} is for {self.min_players} to {self.max_players} players, "
                                           f"not {players}")
        if variant:
            v = self.variant(variant)
            if players and v.player_counts and players not in v.player_counts:
                raise InvalidConfig("variant", f"variant {v.name!r} is for {list(v.player_counts)} players")
        assert self.Rules is not None  # `ed` is one of this game's editions
        out = self.Rules()
        out.CopyFrom(ed.rules)
        out.edition.variant = variant
        out.edition.players = players
        return ed, self.restrict_rules(out, variant, players)

    # ------------------------------------------------------------ engine API

    def new_game(self, config: GameConfig) -> tuple[S, list[E]]:
        """Validate `config`, seed the generator and set the game up."""
        config = self.normalize_config(config)
        state = self.State()
        state.rng.seed = config.seed
        if self.Rules is not None:
            state.edition.CopyFrom(self.editions.get(config.edition).ref)
        events = self.setup(state, config, Rng(state.rng))
        return state, events

    def normalize_config(self, config: GameConfig) -> GameConfig:
        """A copy of `config` with defaults filled in; raises InvalidConfig."""
        out = GameConfig()
        out.CopyFrom(config)
        if not self.min_players <= out.players <= self.max_players:
            raise InvalidConfig(
                "players", f"{self.title} is for {self.min_players} to {self.max_players} players, not {out.players}"
            )
        variant = self.variant(out.variant or self.variants[0].name)
        if variant.player_counts and out.players not in variant.player_counts:
            raise InvalidConfig("variant", f"variant {variant.name!r} is for {list(variant.player_counts)} players")
        out.variant = variant.name
        known = {o.name: o for o in self.options}
        for name, value in out.options.items():
            if name not in known:
                raise InvalidConfig(f"options[{name}]", f"unknown option; {self.id} has {sorted(known) or 'none'}")
            if value not in known[name].values:
                raise InvalidConfig(f"options[{name}]", f"must be one of {list(known[name].values)}")
        for o in self.options:
            if o.name not in out.options:
                out.options[o.name] = o.default
        if not out.HasField("seed"):
            out.seed = secrets.randbits(64)
        if self.Rules is not None:
            try:
                out.edition = self.editions.get(out.edition).id
            except _editions.UnknownEdition as exc:
                raise InvalidConfig("edition", str(exc)) from exc
        elif out.edition:
            raise InvalidConfig("edition", f"{self.title} has no editions")
        return out

    def variant(self, name: str) -> Variant:
        for v in self.variants:
            if v.name == name:
                return v
        raise InvalidConfig("variant", f"unknown variant {name!r}; {self.id} has {[v.name for v in self.variants]}")

    # ------------------------------------------------ derived from awaiting()

    def pending(self, state: S, public: S | None = None) -> list[PendingDecision]:
        """Who must decide what now, labelled. Empty exactly when the game is
        over. `public`: the spectator's projection of `state` while the game
        is on (`project(state, None, over=False)`), when the caller has it."""
        out = []
        awaiting = self.awaiting(state)
        if not hasattr(self, "_labels_decisions"):
            self._labels_decisions = (getattr(self.labels, "decision_label", None) is not None
                                      or type(self).decision_label is not Game.decision_label)
        for seat, d in awaiting:
            prompt = d.prompt
            p = decision(seat, d.kind, prompt(state, seat)) if callable(prompt) else _pending(d, seat)
            if self._labels_decisions:
                if public is None:
                    public = self.project(state, None, over=False)
                p = PendingDecision(seat=p.seat, kind=p.kind, prompt=p.prompt,
                                    label=self.decision_label(public, seat, d))
            elif not p.label:
                p = PendingDecision(seat=p.seat, kind=p.kind, prompt=p.prompt, label=p.prompt)
            out.append(p)
        return out

    def move_labels(self, state: S, seat: int, moves: Sequence[M]) -> list[str]:
        """The label of each of `seat`'s listed `moves`, from its view."""
        if not moves:
            return []
        view = self.project(state, seat)
        return [self.move_label(view, seat, m) for m in moves]

    def event_labels(self, events: Sequence[E], seat: int | None, context) -> list[str]:
        """The label of each event of `events`, already projected for `seat`;
        `context` is `label_context` of the game's state."""
        return [self.event_label(e, seat, context) for e in events]

    def derived_for(self, state: S, over: bool | None = None) -> Derived:
        """`derived` of the spectator's projection of `state`."""
        return self.derived(self.project(state, None, over))

    def pending_seats(self, state: S) -> set[int]:
        return {seat for seat, _ in self.awaiting(state)}

    def is_over(self, state: S) -> bool:
        return not self.awaiting(state)

    def decision_for(self, state: S, seat: int | None) -> Decision | None:
        """The decision `seat` awaits now, if any."""
        for s, d in self.awaiting(state):
            if s == seat:
                return d
        return None

    def legal_moves(self, state: S, seat: int | None) -> Sequence[M]:
        """Every legal move of `seat` with no free parameters ([] for
        spectators and seats not pending); `play` accepts each one."""
        d = self.decision_for(state, seat)
        return d.legal(state, seat) if d is not None and seat is not None else []  # a pending seat is a seat

    def move_templates(self, state: S, seat: int | None) -> list[MoveTemplate]:
        """Parametric moves `seat` may fill in (trade offers, ...), if any."""
        d = self.decision_for(state, seat)
        # A pending seat is a seat, not a spectator.
        return d.templates(state, seat) if d is not None and seat is not None and d.templates is not None else []

    def default_move(self, state: S, seat: int) -> M:
        """The move the referee plays for `seat` when it does not decide:
        its decision's default, one of its legal moves, chosen from what the
        seat may see (its projection). Raises NOT_YOUR_TURN (or GAME_OVER)
        when `seat` has no decision to make."""
        awaiting = self.awaiting(state)
        d = next((d for s, d in awaiting if s == seat), None)
        if d is None:
            raise _not_pending(awaiting, seat)
        if d.default is None:
            raise NotImplementedError(f"{self.id}: decision {d.kind!r} declares no default")
        return d.default(self.project(state, seat, over=False), seat, d.legal(state, seat))

    def play_defaults(self, state: S, seats: Collection[int]) -> list[tuple[int, M, list[E]]]:
        """Play on `state`, in place, the default of each of `seats` (resigned
        seats, "zombies") while one of them has a decision to make, the
        lowest pending seat first; returns (seat, move, events) of each in
        the order played. The moves are the seats' own legal moves (checked as
        any move is); none when no seat of `seats` is pending."""
        played: list[tuple[int, M, list[E]]] = []
        while True:
            seat = next((s for s, _ in sorted(self.awaiting(state), key=_first) if s in seats), None)
            if seat is None:
                return played
            if len(played) >= MAX_DEFAULTS:  # only zombies left, and the rules never end: a bug in the caller
                raise RuntimeError(f"{self.id}: {MAX_DEFAULTS} defaults played in a row for seats {sorted(seats)}")
            move = self.default_move(state, seat)
            played.append((seat, move, self.apply_in_place(state, seat, move)))

    # The service's names for the two above.
    moves_for = legal_moves
    templates_for = move_templates

    def check_move(self, state: S, seat: int, move: M) -> Decision:
        """The checks every game shares, before its own rules; returns the
        decision the move must answer."""
        return self._checked(state, seat, move)[0]

    def _checked(self, state: S, seat: int, move: M) -> tuple[Decision, str]:
        """`check_move`, and the move's kind (its `kind` oneof field), read
        once per move."""
        if not isinstance(move, self.Move):
            raise MalformedMove("", f"expected {self.Move.DESCRIPTOR.full_name}")
        kind = move.WhichOneof("kind")
        if kind is None:
            raise MalformedMove("kind", "no move kind is set")
        awaiting = self.awaiting(state)
        for s, d in awaiting:
            if s == seat:
                return d, kind
        raise _not_pending(awaiting, seat)

    def play(self, state: S, seat: int, move: M, rng: Rng, answering: Decision | None = None,
             kind: str | None = None) -> list[E]:
        """Play `move` for `seat` on `state` in place: its kind must answer
        the seat's decision (else WRONG_MOVE_KIND, naming the decision's
        rulebook section); its handler applies it, then `after_move` runs.
        `apply` has already checked the game is not over and `seat` pending
        (and passes the move's `kind` it read)."""
        d = answering if answering is not None else self.decision_for(state, seat)
        assert d is not None  # `apply` has checked the seat is pending
        if kind is None:
            kind = move.WhichOneof("kind")
        handler = d.answers.get(kind)
        if handler is None:
            raise RuleViolation(WRONG_MOVE_KIND, d.section,
                                f"{kind} does not answer {d.kind}, the decision seat {seat} must make now; "
                                f"it is answered by {', '.join(d.moves)}",
                                deprecated_reason=WRONG_MOVE_KIND_ALIASES.get(self.id))
        events: list[E] = []
        handler(state, seat, getattr(move, kind), rng, events)
        self.after_move(state, seat, kind, events)
        return events

    def apply(self, state: S, seat: int, move: M) -> tuple[S, list[E]]:
        """Validate and apply `move`; returns the new state and its events.
        `state` itself is never modified."""
        d, kind = self._checked(state, seat, move)
        new = self.State()
        new.CopyFrom(state)
        events = self.play(new, seat, move, Rng.of(new), d, kind)
        return new, events

    def apply_in_place(self, state: S, seat: int, move: M, answering: Decision | None = None,
                       rng: Rng | None = None) -> list[E]:
        """`apply` without the copy, for trusted loops (self-play) that keep no
        old state. Such a loop may pass the decision `seat` awaits, which it
        has just read from `awaiting`, with one of the moves it lists (no
        check of the seat, the game's end or the move's type is then made),
        and `Rng.of(state)`, made once for all its moves. On a rejection
        `state` may be half-changed."""
        if answering is None:
            answering, kind = self._checked(state, seat, move)
        else:
            kind = move.WhichOneof("kind")
            if kind is None:  # refused as `apply` refuses it
                answering, kind = self._checked(state, seat, move)
        handler = answering.answers.get(kind)
        if rng is None:
            rng = Rng.of(state)
        if handler is None:  # `play` refuses it with the decision's section
            return self.play(state, seat, move, rng, answering, kind)
        # `play`'s steps inlined: this runs once per move of every self-play game.
        events: list[E] = []
        handler(state, seat, getattr(move, kind), rng, events)
        self.after_move(state, seat, kind, events)
        return events

    def project(self, state: S, seat: int | None, over: bool | None = None) -> S:
        """What `seat` may see of `state`: everything once the game is over,
        otherwise the game's view without the generator state. (`over`, when
        the caller knows it already, saves asking the game again.)"""
        if self.is_over(state) if over is None else over:
            return state
        v = self.view(state, seat)
        if v is state:  # a game that forgot to copy must not let us edit the truth
            v = self.State()
            v.CopyFrom(state)
        v.ClearField("rng")
        return v

    def project_events(self, events: Iterable[E], seat: int | None, over: bool = False) -> list[E]:
        if over:
            return list(events)
        out = []
        for e in events:
            v = self.view_event(e, seat)
            if v is not None:
                out.append(v)
        return out


def _first(pair: tuple) -> int:
    return pair[0]


def _not_pending(awaiting: Sequence[tuple[int, Decision]], seat: int | None) -> RuleViolation:
    """The refusal of anything `seat` does while it has no decision to make."""
    if not awaiting:
        return RuleViolation(GAME_OVER, ENGINE_RULE, "the game is over")
    return RuleViolation(NOT_YOUR_TURN, ENGINE_RULE,
                         f"seat {seat} has no decision to make; waiting for {sorted(s for s, _ in awaiting)}")


def decision(seat: int, kind: str, prompt: str = "") -> PendingDecision:
    return PendingDecision(seat=seat, kind=kind, prompt=prompt)


# The PendingDecision of a decision with a constant prompt, built once per seat.
_pending = Prebuilt(PendingDecision, lambda d, seat: PendingDecision(seat=seat, kind=d.kind, prompt=d.prompt,
                                                                     label=d.prompt))
