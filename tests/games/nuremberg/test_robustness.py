"""No well-typed move may crash the game: every refusal is a RuleViolation
(with a reason and a rulebook section) or a MalformedMove, and a refused move
leaves the state as it was."""
from __future__ import annotations

import random

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.games.nuremberg import building
from arbiter.games.nuremberg.components import BOARD
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from .helpers import GAME

STRINGS = ["", "I.s1", "II.c4", "V.s4", "IV.c0", "T14", "CASTLE", "NUE", "MK-ANY", "YD3", "TOWER01", "x", "I.s99"]
INTS = [0, 1, 2, 3, 4, 5, 6, 7, -1, -7, 99, 2**31 - 1, -2**31]


def random_fill(message, rng: random.Random, depth: int = 0) -> None:
    for field in message.DESCRIPTOR.fields:
        if field.type == field.TYPE_MESSAGE and depth < 3:
            random_fill(getattr(message, field.name), rng, depth + 1)
        elif field.type == field.TYPE_STRING:
            setattr(message, field.name, rng.choice(STRINGS))
        elif field.type in (field.TYPE_INT32, field.TYPE_ENUM):
            setattr(message, field.name, rng.choice(INTS))


def states(n_games: int = 6, every: int = 37):
    for seed in range(n_games):
        variant = ("beginner", "advanced")[seed // 2 % 2]
        r = play_random_game(GAME, 3 + seed % 2, seed, variant=variant, checks=Checks.none(), keep_log=True)
        state, _ = GAME.new_game(r.config)
        for i, (seat, m) in enumerate(r.log):
            if i % every == 0:
                yield state
            state, _ = GAME.apply(state, seat, m)


def test_random_well_typed_moves_only_raise_rule_violations_or_malformed_moves():
    rng = random.Random(7)
    kinds = [f.name for f in pb.Move.DESCRIPTOR.oneofs_by_name["kind"].fields]
    tried = accepted = 0
    for state in states():
        before = state.SerializeToString(deterministic=True)
        for seat in range(len(state.players)):
            for kind in kinds:
                for _ in range(3):
                    m = pb.Move()
                    getattr(m, kind).SetInParent()
                    random_fill(getattr(m, kind), rng)
                    tried += 1
                    try:
                        GAME.apply(state, seat, m)
                        accepted += 1
                    except RuleViolation as e:
                        assert e.reason.isupper() and e.rule.startswith(("Nuremberg: ", "Arbiter engine")), e
                    except MalformedMove as e:
                        assert e.field
        assert state.SerializeToString(deterministic=True) == before
    assert tried > 1000 and accepted > 0


def test_listed_sites_are_exactly_the_sites_the_rules_accept():
    """The fast site enumerations used to list moves agree with the checks."""
    for state in states(4, 11):
        assert building.customs_post_sites(state) == [
            s for s in BOARD.sections if building.customs_post_site_problem(state, s) is None]
        for seat in range(len(state.players)):
            listed = building.settlement_sites(state, building.roads_with_post(state, seat))
            accepted = [x for x in BOARD.crossing_road
                        if building.settlement_site_problem(state, seat, x, None) is None]
            assert sorted(listed) == sorted(accepted)


def test_invariant_violations_report_impossible_states_without_crashing():
    """A client may send any State (Adjudicate): the check names what is wrong."""
    rng = random.Random(11)
    base = next(states(1))
    for _ in range(300):
        junk = pb.State()
        junk.CopyFrom(base)
        field = rng.choice(["customs_posts", "settlements", "toll_rights", "craft_workshops", "towers"])
        getattr(junk, field)[rng.choice(STRINGS)] = rng.choice(INTS)
        junk.phase = rng.choice(INTS)
        junk.turn_seat = rng.choice(INTS)
        if rng.random() < 0.3:
            junk.robber_knight = rng.choice(STRINGS)
        GAME.invariant_violations(junk)  # must not raise
    assert GAME.invariant_violations(pb.State())  # no players
    broken = pb.State()
    broken.CopyFrom(base)
    broken.settlements["nowhere"] = 0
    assert any("nowhere" in v for v in GAME.invariant_violations(broken))
    broken.CopyFrom(base)
    broken.phase = pb.PHASE_FREE_CLAY
    del broken.free_clay_queue[:]
    assert GAME.invariant_violations(broken) == ["Free Clay without a player to ask"]


def test_every_template_example_is_a_legal_move():
    seen = set()
    for state in states(6, 3):
        for seat in GAME.pending_seats(state):
            for t in GAME.move_templates(state, seat):
                example = pb.Move()
                assert t.example.Unpack(example) and example.WhichOneof("kind") == t.kind
                GAME.apply(state, seat, example)  # raises if the example were illegal
                seen.add(t.kind)
    assert seen == {"offer_trade", "counter_trade", "discard"}
