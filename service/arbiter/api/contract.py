"""The names a client may switch on, besides the protos (docs/api.md,
"Stability"): every error reason with its aliases (`ErrorInfo.reason`), by
game; every pending-decision kind (`PendingDecision.kind`), by game; every
REST route with its method. `scripts/api-baseline` writes them at a release
into proto/released/names.json, beside the released descriptor set;
tests/test_api_contract.py fails when one of them is no longer answered."""
from __future__ import annotations

import importlib
import json
import pathlib
import pkgutil
from typing import Iterable, Mapping

from arbiter import games
from arbiter.engine.decisions import Decision
from arbiter.engine.reasons import Reason

OPENAPI = pathlib.Path(__file__).resolve().parent / "static/openapi.json"
SHARED = "*"  # the engine's and the service's reasons, given in every game


def _reason_names(reasons: Iterable[Reason]) -> list[str]:
    return sorted({n for r in reasons for n in (r.name, *r.aliases)})


def _decisions(value, out: set[str]) -> None:
    if isinstance(value, Decision):
        out.add(value.kind)
    elif isinstance(value, Mapping):
        for v in value.values():
            _decisions(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _decisions(v, out)


def decision_kinds(game) -> list[str]:
    """Every decision kind the game's modules define (the decision tables are
    module-level constants: arbiter.engine.game)."""
    package = importlib.import_module(type(game).__module__.rsplit(".", 1)[0])
    out: set[str] = set()
    for info in pkgutil.iter_modules(package.__path__):
        for value in vars(importlib.import_module(f"{package.__name__}.{info.name}")).values():
            _decisions(value, out)
    return sorted(out)


def routes(openapi: dict) -> list[str]:
    return sorted(f"{method.upper()} {path}" for path, ops in openapi["paths"].items() for method in ops
                  if method in {"get", "put", "post", "delete", "patch"})


def names() -> dict:
    """The names of the API as this tree answers them."""
    from arbiter.api.reasons import REASONS

    by_game = sorted(games.GAMES.values(), key=lambda g: g.id)
    return {
        "reasons": {SHARED: _reason_names(REASONS.values()),
                    **{g.id: _reason_names(g.reasons.values()) for g in by_game}},
        "decisions": {g.id: decision_kinds(g) for g in by_game},
        "routes": routes(json.loads(OPENAPI.read_text())),
    }


def missing(released: dict, now: dict) -> list[str]:
    """What `released` lists that `now` no longer answers. A game's reason may
    move to the shared ones and back."""
    gone = []
    for game, listed in released["reasons"].items():
        have = set(now["reasons"].get(game, ())) | set(now["reasons"][SHARED])
        gone += [f"reason {name} ({game})" for name in listed if name not in have]
    for game, listed in released["decisions"].items():
        gone += [f"decision {kind} ({game})" for kind in listed if kind not in now["decisions"].get(game, ())]
    gone += [f"route {route}" for route in released["routes"] if route not in now["routes"]]
    return gone
