"""Every reason a client can be refused with is in the reason catalogue
(arbiter.engine.reasons) and documented.

Two ways of finding the reasons raised: reading the source (every
RuleViolation, PermissionDenied, UnknownEdition and BadRequest built with a
literal or a constant reason, every "problem" tuple `(REASON, section, ...)` a
rule returns for its caller to raise, every error class's own reason), and
playing: a short seeded game of each game in which, before each move, the
mover also tries moves listed earlier in the game (stale or another
decision's), another seat tries the mover's move, and a move is sent once
the game is over; every refusal is recorded. A reason a rule names with a
rulebook section must list that section in the catalogue."""
from __future__ import annotations

import ast
import importlib
import pathlib
import random
import re

import pytest

from arbiter import games
from arbiter.api.reasons import REASONS
from arbiter.engine.errors import ArbiterError, RuleViolation
from arbiter.engine.reasons import ENGINE_REASONS
from arbiter.v1.engine_pb2 import GameConfig

ROOT = pathlib.Path(__file__).resolve().parent.parent
SERVICE = ROOT / "service"
UPPER_SNAKE = re.compile(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)+|[A-Z]{3,}")
# Which positional argument carries the reason, per error class built with one.
REASON_ARG = {"RuleViolation": 0, "PermissionDenied": 0, "UnknownEdition": 0, "BadRequest": 2}
GAME_PACKAGES = {type(g).__module__.split(".")[2]: g for g in games.GAMES.values()
                 if type(g).__module__.startswith("arbiter.games.")}


def _catalogue_for(module: str):
    """The catalogue a module's reasons belong in: its game's, or the
    engine's and the service's."""
    parts = module.split(".")
    if parts[:2] == ["arbiter", "games"] and len(parts) > 2 and parts[2] in GAME_PACKAGES:
        return GAME_PACKAGES[parts[2]].reasons
    return REASONS


def _raised_in_source() -> list[tuple[str, str, str, str | None]]:
    """(module:line, module, reason, section or None) for every reason the
    source builds an error or a problem tuple with."""
    found = []
    for path in sorted((SERVICE / "arbiter").rglob("*.py")):
        module = ".".join(path.relative_to(SERVICE).with_suffix("").parts)
        module = module.removesuffix(".__init__")
        tree = ast.parse(path.read_text(), str(path))
        scope = vars(importlib.import_module(module))

        def value(node):
            """A constant expression's value in the module (a literal, a
            module constant, a section built from constants), else None."""
            if isinstance(node, ast.Starred):
                return None
            try:
                return eval(compile(ast.Expression(node), str(path), "eval"), dict(scope))  # noqa: S307
            except Exception:  # a local variable: not resolvable here
                return None

        returned = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Return) and n.value is not None}
        for node in ast.walk(tree):
            reason_node = section_node = None
            if isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
                if name in REASON_ARG:
                    i = REASON_ARG[name]
                    reason_node = node.args[i] if len(node.args) > i else next(
                        (k.value for k in node.keywords if k.arg == "reason"), None)
                    if name == "RuleViolation" and len(node.args) > 1:
                        section_node = node.args[1]
            elif isinstance(node, ast.Tuple) and 2 <= len(node.elts) <= 3:
                # A rule's "problem": (reason, section[, message]), returned for its caller to raise.
                first, second = value(node.elts[0]), value(node.elts[1])
                if isinstance(first, str) and UPPER_SNAKE.fullmatch(first) and (
                        id(node) in returned or isinstance(second, str) and ": " in second):
                    reason_node, section_node = node.elts[0], node.elts[1]
            if reason_node is None:
                continue
            reason = value(reason_node)
            if isinstance(reason, str):
                section = value(section_node) if section_node is not None else None
                found.append((f"{module}:{node.lineno}", module, reason,
                              section if isinstance(section, str) else None))
    return found


def _error_classes():
    todo, seen = [ArbiterError], []
    while todo:
        cls = todo.pop()
        seen.append(cls)
        todo += cls.__subclasses__()
    return seen


def test_every_reason_in_the_source_is_catalogued():
    raised = _raised_in_source()
    assert len({r for _, _, r, _ in raised}) > 100, "the scan found too few reasons: is it still reading the raises?"
    missing, wrong_section = [], []
    for where, module, reason, section in raised:
        entry = _catalogue_for(module).get(reason)
        if entry is None:
            missing.append(f"{where}: {reason}")
        elif section is not None and entry.sections and section not in entry.sections:
            wrong_section.append(f"{where}: {reason} under {section!r}, catalogued for {entry.sections}")
    assert not missing, "reasons raised but not catalogued:\n" + "\n".join(missing)
    assert not wrong_section, "sections missing from the catalogue:\n" + "\n".join(wrong_section)


def test_every_error_class_reason_is_catalogued_with_its_category():
    import arbiter.api.errors  # noqa: F401  (the API's own errors)
    import arbiter.referee  # noqa: F401

    for cls in _error_classes():
        reason = cls.__dict__.get("reason")
        if not reason:
            continue  # its reason is given per instance: found by the scan
        assert reason in REASONS, f"{cls.__qualname__}.reason {reason} is not catalogued"
        assert REASONS[reason].category == cls.category, cls


def test_catalogues_do_not_overlap_and_cite_their_game():
    for game in games.GAMES.values():
        clash = set(game.reasons) & set(REASONS)
        assert not clash, f"{game.id} catalogues the engine's or the service's reasons: {clash}"
        for r in game.reasons.values():
            assert r.description and not r.description.endswith("."), r
            assert r.sections, f"{game.id}: {r.name} names no rulebook section"
            assert all(": " in s for s in r.sections), r


def _docs_for(game) -> str:
    return (ROOT / "docs/games" / f"{game.id}.md").read_text()


def test_every_catalogued_reason_is_documented():
    api = (ROOT / "docs/api.md").read_text()
    assert not [r for r in REASONS if f"`{r}`" not in api], "reasons missing from docs/api.md: run scripts/regen"
    for game in GAME_PACKAGES.values():  # the shipped games (not the tests' toy)
        doc = _docs_for(game)
        missing = [r for r in game.reasons if f"`{r}`" not in doc]
        assert not missing, f"reasons missing from docs/games/{game.id}.md: {missing}; run scripts/regen"


def refusals(game, players: int, seed: int, moves: int = 150, tries: int = 4) -> set[tuple[str, str]]:
    """(reason, rule) of every refusal met in a seeded game of `game` played
    by random legal moves, trying stale and misplaced moves before each."""
    state, _ = game.new_game(GameConfig(players=players, seed=seed))
    chooser = random.Random(seed)
    seen: set[tuple[str, str]] = set()
    pool: list = []

    def attempt(seat, move):
        try:
            game.apply(state, seat, move)
        except RuleViolation as exc:
            seen.add((exc.reason, exc.rule))
        except ArbiterError as exc:
            seen.add((exc.reason, ""))

    for _ in range(moves):
        if game.is_over(state):
            break
        seat = chooser.choice(sorted(game.pending_seats(state)))
        legal = game.legal_moves(state, seat)
        for move in chooser.sample(pool, min(tries, len(pool))):
            attempt(seat, move)
        others = sorted(set(range(players)) - game.pending_seats(state))
        if others:
            attempt(chooser.choice(others), legal[0])
        pool += chooser.sample(legal, min(3, len(legal)))
        del pool[:-200]
        state, _ = game.apply(state, seat, game.random_move(state, seat, legal, chooser))
    if pool:
        while not game.is_over(state):
            seat = min(game.pending_seats(state))
            state, _ = game.apply(state, seat, game.random_move(state, seat, game.legal_moves(state, seat), chooser))
        attempt(0, pool[-1])
    return seen


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_every_reason_met_in_play_is_catalogued(game_id):
    game = games.get(game_id)
    seen = refusals(game, game.min_players, seed=7)
    # Whatever the game, the game's end is met; and a game that catalogues
    # reasons of its own meets one (a stale move) in a seeded game.
    met = {reason for reason, _ in seen}
    assert "GAME_OVER" in met, f"the refusals were not met: {seen}"
    assert not game.reasons or met & set(game.reasons), f"none of {game_id}'s own reasons met: {seen}"
    for reason, rule in sorted(seen):
        entry = game.reasons.get(reason) or ENGINE_REASONS.get(reason)
        assert entry is not None, f"{game_id} refused with {reason} ({rule}), which is not catalogued"
        if reason in game.reasons:
            assert rule in entry.sections, f"{reason} under {rule!r}, catalogued for {entry.sections}"


def test_the_proto_header_explains_each_code_the_api_answers():
    """arbiter.proto's header lists the codes clients get: exactly those the
    API maps a category to (an invalid token is UNAUTHENTICATED, not
    PERMISSION_DENIED)."""
    from arbiter.api.errors import CODES

    header = (ROOT / "proto/arbiter/v1/arbiter.proto").read_text().split("package ")[0]
    listed = set(re.findall(r"^//\s+([A-Z_]+)\s{2,}", header, re.M))
    assert listed == {code.name for code in CODES.values()}


def test_every_category_has_one_code():
    from arbiter.api.errors import CODES
    from arbiter.engine.errors import Category

    assert set(CODES) == set(Category)


def test_no_game_catalogues_a_reason_it_never_raises():
    raised = {(module.split(".")[2], reason) for _, module, reason, _ in _raised_in_source()
              if module.startswith("arbiter.games.")}
    for pkg, game in GAME_PACKAGES.items():
        stale = [r for r in game.reasons if (pkg, r) not in raised]
        assert not stale, f"{game.id} catalogues reasons nothing raises: {stale}"
