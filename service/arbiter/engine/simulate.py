"""Random self-play: seeded games played to the end by picking random legal
moves, checking the engine's promises after every move.

Used by the random-simulation tests, `arbiter selfplay` and the benchmarks.
"""
from __future__ import annotations

import random
import re
import traceback
from dataclasses import dataclass, field

from arbiter.engine import editions, wrappers
from arbiter.engine.game import Game
from arbiter.engine.labels import hidden_in_label
from arbiter.engine.rng import Rng
from arbiter.v1.engine_pb2 import GameConfig

MAX_MOVES = 50_000


@dataclass
class Checks:
    """What to verify after every move. `none()` is the benchmark setting."""

    invariants: bool = True
    round_trip: bool = True  # serialize/parse gives the same state
    views: bool = True  # each seat's and the spectator's view leaks nothing
    all_listed_moves: bool = False  # every listed legal move is accepted (costly)
    defaults: bool = True  # each pending seat's default is one of its legal moves and is accepted

    @classmethod
    def none(cls) -> "Checks":
        return cls(invariants=False, round_trip=False, views=False, defaults=False)

    @classmethod
    def full(cls) -> "Checks":
        return cls(all_listed_moves=True)


@dataclass
class SimResult:
    game: str
    config: GameConfig
    moves: int = 0
    finished: bool = False
    errors: list[str] = field(default_factory=list)
    # (seat, move) in the order played: replaying them from the same seed
    # must give the same game.
    log: list = field(default_factory=list)


def play_random_game(
    game: Game,
    players: int,
    seed: int,
    variant: str = "",
    options: dict[str, str] | None = None,
    checks: Checks | None = None,
    keep_log: bool = False,
    max_moves: int = MAX_MOVES,
    edition: str = "",
    zombies: frozenset[int] = frozenset(),
) -> SimResult:
    """Play one game; the game's seed and the move choices both derive from `seed`.
    The seats of `zombies` (resigned seats) play their defaults at once
    whenever they are pending (`Game.play_defaults`); the others play random
    moves."""
    checks = checks or Checks()
    config = GameConfig(players=players, variant=variant, options=options or {}, seed=seed, edition=edition)
    result = SimResult(game.id, config)
    chooser = random.Random(seed ^ 0x5EED)
    # Looked up once per game, not once per move (the benchmarks' loop).
    awaiting_of, legal_choice, random_move = game.awaiting, chooser.choice, game.random_move
    # The default random player is chooser.choice itself: called without the method around it.
    uniform = type(game).random_move is Game.random_move
    apply_in_place, all_listed, defaults = game.apply_in_place, checks.all_listed_moves, checks.defaults
    copying = _needs_old_state(checks)
    checking = checks.invariants or checks.round_trip or checks.views
    try:
        state, events = game.new_game(config)
        rng = Rng.of(state)  # one for the whole in-place game: it reads state.rng at each draw
        if game.Rules is not None and not copying:
            editions.pin(state, game.tables(state))
        # The loop plays this one object in place: its wrappers are worth holding (engine.wrappers).
        held = None if copying else wrappers.hold(state)  # noqa: F841 (kept alive, never read)
        _check(game, state, events, checks, result)
        while not result.errors:
            if zombies:
                _play_zombies(game, state, zombies, checks, result, keep_log)
            # One look at the decision table per move: who awaits what.
            awaiting = awaiting_of(state)
            if not awaiting:
                break
            if result.moves >= max_moves:
                result.errors.append(f"not finished after {max_moves} moves")
                break
            if defaults:
                _check_defaults(game, state, awaiting, result)
            seat, decision = legal_choice(awaiting if len(awaiting) == 1 else sorted(awaiting, key=_seat))
            moves = decision.legal(state, seat)
            if not moves:
                result.errors.append(f"move {result.moves}: seat {seat} is pending but has no legal move")
                break
            if all_listed:
                for m in moves:
                    _try(game, state, seat, m, result)
            move = legal_choice(moves) if uniform else random_move(state, seat, moves, chooser)
            if keep_log:
                result.log.append((seat, move))
            if copying:
                state, events = game.apply(state, seat, move)
            else:
                events = apply_in_place(state, seat, move, decision, rng)
            result.moves += 1
            if checking:
                _check(game, state, events, checks, result)
        result.finished = not result.errors
        if result.finished and game.outcome(state) is None:
            result.errors.append("game over (no pending decision) but no outcome")
            result.finished = False
    except Exception as exc:  # a crash is an error to count, not to hide
        result.errors.append(f"move {result.moves}: {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=6)}")
    finally:
        editions.pin(None)
    return result


def _play_zombies(game: Game, state, zombies: frozenset[int], checks: Checks, result: SimResult,
                  keep_log: bool) -> None:
    for seat, move, events in game.play_defaults(state, zombies):
        if keep_log:
            result.log.append((seat, move))
        result.moves += 1
        _check(game, state, events, checks, result)


def schedule(game: Game, counts: list[int], variants: list[str]) -> list[tuple[int, str]]:
    """The (player count, variant) pairs to cycle through: every combination
    of `counts` and `variants` the game allows (a 2-player duel variant pairs
    only with 2). Raises ValueError if there is none."""
    pairs = []
    for v in variants:
        allowed = game.variant(v or game.variants[0].name).player_counts
        pairs += [(n, v) for n in counts if not allowed or n in allowed]
    if not pairs:
        raise ValueError(f"no player count in {counts} suits the variants {variants}")
    return pairs


def _seat(pair: tuple) -> int:
    return pair[0]


def _needs_old_state(checks: Checks) -> bool:
    return checks.all_listed_moves


def _try(game: Game, state, seat: int, move, result: SimResult) -> None:
    try:
        game.apply(state, seat, move)
    except Exception as exc:
        result.errors.append(f"move {result.moves}: listed move rejected for seat {seat}: {move} -> {exc!r}")


def _check_defaults(game: Game, state, awaiting, result: SimResult) -> None:
    """Each pending seat's default is among its legal moves and is accepted."""
    for seat, decision in awaiting:
        try:
            move = game.default_move(state, seat)
        except Exception as exc:
            result.errors.append(f"move {result.moves}: no default for seat {seat} ({decision.kind}): {exc!r}")
            continue
        if move not in decision.legal(state, seat):
            result.errors.append(f"move {result.moves}: the default of seat {seat} ({decision.kind}) "
                                 f"is not among its legal moves: {move}")
        _try(game, state, seat, move, result)


def _check(game: Game, state, events, checks: Checks, result: SimResult) -> None:
    where = f"after move {result.moves}"
    if checks.invariants:
        for v in game.invariant_violations(state):
            result.errors.append(f"{where}: invariant: {v}")
        over = game.is_over(state)
        if over != (game.outcome(state) is not None):
            result.errors.append(f"{where}: game over={over} but outcome={game.outcome(state)}")
        result.errors.extend(f"{where}: derived: {e}" for e in derived_errors(game, state, result.config.players))
    if checks.round_trip:
        data = state.SerializeToString(deterministic=True)
        again = game.State.FromString(data)
        if again != state or again.SerializeToString(deterministic=True) != data:
            result.errors.append(f"{where}: state does not survive a serialize/parse round trip")
    if checks.views and not game.is_over(state):
        for seat in [None, *range(result.config.players)]:
            view = game.project(state, seat)
            if view.HasField("rng"):
                result.errors.append(f"{where}: view for seat {seat} shows the generator state")
            seen = game.project_events(events, seat)
            for leak in game.view_leaks(state, seat, view, seen):
                result.errors.append(f"{where}: view of seat {seat} leaks: {leak}")
            for leak in label_leaks(game, state, events, seat):
                result.errors.append(f"{where}: a label for seat {seat} leaks: {leak}")


def derived_errors(game: Game, state, players: int) -> list[str]:
    """The derived values against the rulebook's scoring: one entry per seat,
    in seat order; once the game is over each seat's score is its final score
    (the Outcome) and the stage names the winners."""
    derived = game.derived_for(state)
    errors = []
    result = game.outcome(state)
    shows_seats = getattr(game.labels, "derived", None) is not None or result is not None  # the toy shows none
    if shows_seats and [d.seat for d in derived.seats] != list(range(players)):
        errors.append(f"seats {[d.seat for d in derived.seats]}, not one per seat in seat order")
    if result is not None:
        final = {s.seat: s.score for s in result.scores}
        shown = {d.seat: d.score for d in derived.seats}
        if shown != final:
            errors.append(f"score {shown} at the end, but the final scores are {final}")
        named = re.search(r"\): seats? ([\d, and]+?) (wins|share the win) ", derived.stage)
        if named is None or sorted(map(int, re.findall(r"\d+", named.group(1)))) != sorted(result.winners):
            errors.append(f"stage {derived.stage!r} at the end does not name the winners {list(result.winners)}")
    return errors


def label_leaks(game: Game, state, events, seat: int | None) -> list[str]:
    """Hidden values named by the labels `seat` reads: of each event as it
    sees it (values its projection removed), and of every listed move and
    pending decision (labels never name the hidden values of other seats'
    events: checked by `hidden_in_label`)."""
    leaks: list[str] = []
    context = game.label_context(state)
    for raw in events:
        seen = game.view_event(raw, seat)
        if seen is None or seen == raw:
            continue
        text = game.event_label(seen, seat, context)
        leaks.extend(f"{text!r} names {h!r}" for h in hidden_in_label(raw, seen, text))
    return leaks


def replay(game: Game, config: GameConfig, log) -> object:
    """The state reached by playing `log` [(seat, move)] from `config`."""
    state, _ = game.new_game(config)
    for seat, move in log:
        state, _ = game.apply(state, seat, move)
    return state
