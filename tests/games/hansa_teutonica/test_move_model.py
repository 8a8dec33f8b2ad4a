"""The move model: the listed legal moves are exactly the moves play()
accepts, every well-typed move is either accepted or refused with a
RuleViolation / MalformedMove (never another exception), and the lazy move
list behaves as a list."""
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.games.hansa_teutonica.game import DECISIONS
from arbiter.v1.engine_pb2 import GameConfig
from tests.games.hansa_teutonica.helpers import (
    GAME, M, S, T, board, create, decline, displace, end_turn, finish, income, move_tradesmen, pb, place,
    place_displaced, place_marker, relocate, rule, swap, use)

SHAPES = (0, T, M)
CITIES = range(1, 28)
MARKERS = range(1, 7)


def candidates(state, seat):
    """Well-typed moves of every kind the phase allows, over all their
    parameters (and one of every other kind)."""
    b = board(state)
    ids = [r.id for r in b.routes]
    posts = [(r.id, i) for r in b.routes for i in range(r.posts)]
    occupied = [b.post_ref[g] for g, c in enumerate(state.route_posts) if c != "."]
    allowed = set(DECISIONS[state.turn.phase].answers)
    gen = {
        "income": lambda: (income(t, m) for t in range(11) for m in range(5)),
        "place_tradesman": lambda: (place(r, s) for r in ids for s in SHAPES),
        "displace_tradesman": lambda: (displace(r, i, s, pt, pm) for r, i in posts for s in (T, M)
                                       for pt in range(3) for pm in range(3)),
        "move_tradesmen": lambda: [move_tradesmen()],
        "relocate_tradesman": lambda: (relocate(r, i, to) for r, i in posts for to in ids),
        "swap_tradesmen": lambda: (swap(a, i, c, j) for a, i in occupied for c, j in occupied),
        "finish_moving": lambda: [finish()],
        "create_trade_route": lambda: (m for r in b.routes for m in _creates(b, r)),
        "place_displaced_tradesman": lambda: (
            place_displaced(r, s, src, fr, fp) for r in ids for s in (T, M) for src in range(1, 5)
            for fr, fp in ([(0, 0)] if src != 4 else occupied)),
        "decline_extra_tradesmen": lambda: [decline()],
        "use_bonus_marker": lambda: (m for mk in MARKERS for m in _uses(b, mk)),
        "place_bonus_marker": lambda: (place_marker(mk, r) for mk in MARKERS for r in ids),
        "end_turn": lambda: [end_turn()],
    }
    for kind, make in gen.items():
        moves = make()
        if kind in allowed:
            yield from moves
        else:
            yield next(iter(moves))


def _creates(b, r):
    yield create(r.id)
    for c in r.cities:
        name = pb.City.Name(c).removeprefix("CITY_").capitalize()
        for shape in SHAPES:
            for extra in (False, True):
                yield create(r.id, establish=(name, shape, extra))
    for a in range(1, 6):
        yield create(r.id, develop=a)
    for colour in range(1, 5):
        yield create(r.id, coellen=colour)


def _uses(b, marker):
    if marker == pb.BONUS_MARKER_EXCHANGE_TRADING_POSTS:
        for c in b.cities[1:]:
            for i in range(len(c.spaces) - 1):
                yield use(marker, pb.City.Name(c.city).removeprefix("CITY_").capitalize(), i)
    elif marker == pb.BONUS_MARKER_DEVELOP_ABILITY:
        for a in range(1, 6):
            yield use(marker, ability=a)
    else:
        yield use(marker)


def accepted(state, seat):
    out = set()
    for m in candidates(state, seat):
        try:
            GAME.apply(state, seat, m)
        except (RuleViolation, MalformedMove):
            continue
        out.add(m.SerializeToString(deterministic=True))
    return out


def positions():
    """Positions of seeded self-play games, a few in each phase and some with
    a trade route to create or a marker to use."""
    wanted = {p: 2 for p in DECISIONS}
    wanted["create"] = wanted["marker"] = 2
    out = []
    for seed in range(40):
        players = 2 + seed % 4
        state, _ = GAME.new_game(GameConfig(players=players, seed=seed))
        rng = random.Random(seed)
        while GAME.pending(state) and any(wanted.values()):
            seat = GAME.pending(state)[0].seat
            moves = GAME.legal_moves(state, seat)
            tags = [state.turn.phase]
            if any(m.HasField("create_trade_route") for m in moves[-40:]):
                tags.append("create")
            if any(m.HasField("use_bonus_marker") for m in moves[-40:]):
                tags.append("marker")
            for tag in tags:
                if wanted[tag] and rng.random() < 0.05:
                    wanted[tag] -= 1
                    out.append((f"seed{seed}-{pb.Phase.Name(tag) if isinstance(tag, int) else tag}", state, seat))
                    break
            state = GAME.apply(state, seat, GAME.random_move(state, seat, moves, rng))[0]
        if not any(wanted.values()):
            break
    return out


POSITIONS = positions()


@rule(S.GAME_PLAY)
def test_positions_cover_every_phase():
    names = " ".join(name for name, _, _ in POSITIONS)
    for phase in DECISIONS:
        assert pb.Phase.Name(phase) in names
    assert "create" in names and "marker" in names


@rule(S.GAME_PLAY)
@pytest.mark.parametrize("name, state, seat", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_listed_moves_are_exactly_the_accepted_moves(name, state, seat):
    listed = [m.SerializeToString(deterministic=True) for m in GAME.legal_moves(state, seat)]
    assert len(listed) == len(set(listed)), "a move is listed twice"
    assert set(listed) == accepted(state, seat)


ints = st.integers(min_value=-3, max_value=40) | st.integers(min_value=-(2 ** 31), max_value=2 ** 31 - 1)
FIELDS = {
    "income": pb.Income, "place_tradesman": pb.PlaceTradesman, "displace_tradesman": pb.DisplaceTradesman,
    "relocate_tradesman": pb.RelocateTradesman, "swap_tradesmen": pb.SwapTradesmen,
    "place_displaced_tradesman": pb.PlaceDisplacedTradesman, "use_bonus_marker": pb.UseBonusMarker,
    "place_bonus_marker": pb.PlaceBonusMarker,
}


@st.composite
def moves(draw):
    kind = draw(st.sampled_from(sorted(FIELDS) + ["create_trade_route"]))
    if kind == "create_trade_route":
        m = pb.CreateTradeRoute(route=draw(ints))
        which = draw(st.sampled_from(["", "establish", "develop", "coellen"]))
        if which == "establish":
            m.establish_trading_post.city = draw(ints)
            m.establish_trading_post.shape = draw(ints)
            m.establish_trading_post.additional = draw(st.booleans())
        elif which == "develop":
            m.develop_ability = draw(ints)
        elif which == "coellen":
            m.coellen_space = draw(ints)
        return pb.Move(create_trade_route=m)
    cls = FIELDS[kind]
    sub = cls(**{f.name: draw(ints) for f in cls.DESCRIPTOR.fields})
    return pb.Move(**{kind: sub})


@rule(S.GAME_PLAY)
@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(range(len(POSITIONS))), moves())
def test_any_well_typed_move_is_accepted_or_refused_cleanly(i, move):
    _, state, seat = POSITIONS[i]
    try:
        GAME.apply(state, seat, move)
    except (RuleViolation, MalformedMove):
        pass


@rule(S.GAME_PLAY)
@pytest.mark.parametrize("move, field", [
    (place(0), "place_tradesman.route"),
    (place(35), "place_tradesman.route"),
    (place(7), "place_tradesman.route"),  # 4-5 side only
    (place(1, 5), "place_tradesman.shape"),
    (displace(1, 3, T, 1), "displace_tradesman.post"),
    (displace(1, -1, T, 1), "displace_tradesman.post"),
    (displace(1, 0, T, -1), "displace_tradesman.pay_traders"),
    (income(-1), "income.traders"),
    (use(99), "use_bonus_marker.marker"),
])
def test_moves_that_can_never_be_legal_are_malformed(move, field):
    state, _ = GAME.new_game(GameConfig(players=3, seed=1))
    with pytest.raises(MalformedMove) as e:
        GAME.apply(state, 0, move)
    assert e.value.field == field


@rule(S.GAME_PLAY)
def test_a_move_kind_the_decision_does_not_await_is_refused_before_its_fields_are_read():
    """The engine's decision table answers first: a bonus-marker placement
    during the actions is the wrong kind of move, whatever its fields."""
    state, _ = GAME.new_game(GameConfig(players=3, seed=1))
    with pytest.raises(RuleViolation) as e:
        GAME.apply(state, 0, place_marker(0, 1))
    assert (e.value.reason, e.value.rule) == ("WRONG_MOVE_KIND", S.GAME_PLAY)


def test_the_move_list_behaves_as_a_list():
    state, _ = GAME.new_game(GameConfig(players=4, seed=2))
    moves = GAME.legal_moves(state, 0)
    full = list(moves)
    assert len(full) == len(moves) > 50
    assert [moves[i] for i in range(len(moves))] == full
    assert moves[-1] == full[-1] and moves[3:7] == full[3:7]
    with pytest.raises(IndexError):
        moves[len(moves)]
    assert full[5] in moves
