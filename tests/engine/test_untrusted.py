"""Client-built states are checked before the rules see them (Adjudicate):
every enum known, every count, seat and length within the game's own bounds,
the invariant checks unable to raise, and whatever the rules still raise on
such a state is INVALID_ARGUMENT / INCONSISTENT_STATE, never INTERNAL, and
never an OK answer for an impossible state."""
from __future__ import annotations

import random

import grpc
import httpx
import pytest
from arbiter import games
from arbiter.engine import untrusted
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig
from google.protobuf import json_format

from tests.support.games import midgame as support_midgame
from tests.support.grpc_errors import error_info

BIG = 2**31 - 1


def midgame(game_id: str, moves: int = 12, players: int | None = None, seed: int = 7):
    """A state reached by up to `moves` random legal moves (short of the end
    of a shorter game), and a pending seat's legal move on it."""
    game = games.get(game_id)
    state = support_midgame(game, moves, players or game.max_players, seed)
    seat = sorted(game.pending_seats(state))[0]
    return game, state, seat, game.legal_moves(state, seat)[0]


def _nottingham_offers(s):
    for seat in (1, 2, BIG):
        s.offers.add(seat=seat)


def _nottingham_colour(s):
    s.players[0].colour = 99


def _nottingham_phase(s):
    s.phase = 62


def _nottingham_phase_0(s):
    s.phase = 0


def _nottingham_trade_in(s):
    s.trade_in.count = BIG


def _prestige_order_seat(s):
    s.orders.add(seat=s.player_count)


def _prestige_order_seat_big(s):
    s.orders.add(seat=BIG)


def _prestige_step_kind_0(s):
    s.awaiting.add(seat=0)


def _prestige_player_count(n):
    def edit(s):
        s.player_count = n
    edit.__name__ = f"player_count_{n}"
    return edit


def _hansa_displacement_seat(s):
    s.turn.displacement.seat = len(s.players)


def _hansa_displacement_seat_big(s):
    s.turn.displacement.seat = BIG


def _nuremberg_year(s):
    s.year = BIG


def _nuremberg_owner(s):
    s.settlements["x"] = 9


def _state_too_big(s):
    s.rng.counter += 0  # the generator state is any pair of 64-bit numbers
    field = next(f for f in s.DESCRIPTOR.fields if f.is_repeated and f.message_type is None
                 and f.cpp_type == f.CPPTYPE_INT32)
    getattr(s, field.name).extend([0] * 100_000)


HOSTILE = [
    ("nottingham", _nottingham_offers), ("nottingham", _nottingham_colour), ("nottingham", _nottingham_phase), ("nottingham", _nottingham_phase_0),
    ("nottingham", _nottingham_trade_in), ("nottingham", _state_too_big),
    ("prestige", _prestige_order_seat), ("prestige", _prestige_order_seat_big), ("prestige", _prestige_step_kind_0),
    ("prestige", _prestige_player_count(10**8)), ("prestige", _prestige_player_count(BIG)),
    ("prestige", _prestige_player_count(5)), ("prestige", _state_too_big),
    ("hansa-teutonica", _hansa_displacement_seat), ("hansa-teutonica", _hansa_displacement_seat_big),
    ("nuremberg", _nuremberg_year), ("nuremberg", _nuremberg_owner),
]


@pytest.fixture(scope="module")
def stub(memory_server):
    with grpc.insecure_channel(memory_server.target) as ch:
        yield arbiter_pb2_grpc.ArbiterStub(ch)


def _adjudicate(game, state, seat, move) -> api.AdjudicateRequest:
    req = api.AdjudicateRequest(game=game.id, seat=seat)
    req.state.Pack(state)
    req.move.Pack(move)
    return req


@pytest.mark.parametrize("game_id,edit", HOSTILE, ids=[f"{g}-{e.__name__.strip('_')}" for g, e in HOSTILE])
def test_hostile_states_are_inconsistent_state(stub, game_id, edit):
    game, state, seat, move = midgame(game_id)
    edit(state)
    assert untrusted.state_violations(game, state)
    with pytest.raises(grpc.RpcError) as e:
        stub.Adjudicate(_adjudicate(game, state, seat, move), timeout=30)
    assert e.value.code() == grpc.StatusCode.INVALID_ARGUMENT, e.value.details()
    assert error_info(e.value).reason == "INCONSISTENT_STATE"


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_empty_and_default_states_are_400_on_rest(memory_server, game_id):
    game = games.get(game_id)
    move = next(f.camelcase_name for f in game.Move.DESCRIPTOR.oneofs_by_name["kind"].fields)
    with httpx.Client(base_url=memory_server.http, timeout=30) as http:
        for state in ({}, {"rng": {"seed": "1"}}):
            body = {"game": game_id, "state": {"@type": f"type.googleapis.com/{game.State.DESCRIPTOR.full_name}",
                                               **state},
                    "move": {"@type": f"type.googleapis.com/{game.Move.DESCRIPTOR.full_name}", move: {}}}
            r = http.post("/v1/adjudicate", json=body)
            assert r.status_code == 400, (state, r.text[:300])
            assert r.json()["details"][0]["reason"] == "INCONSISTENT_STATE"


def test_nottingham_empty_state_take_card_is_400(memory_server):
    """The finding as sent: `{"state": {}, "move": {"takeCard": {}}}` was a 500 (KeyError: 0)."""
    body = {"game": "nottingham", "state": {"@type": "type.googleapis.com/arbiter.nottingham.v1.State"},
            "move": {"@type": "type.googleapis.com/arbiter.nottingham.v1.Move", "takeCard": {}}}
    r = httpx.post(f"{memory_server.http}/v1/adjudicate", json=body, timeout=30)
    assert r.status_code == 400, r.text[:300]


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_sound_states_still_adjudicate(stub, game_id):
    game, state, seat, move = midgame(game_id)
    res = stub.Adjudicate(_adjudicate(game, state, seat, move), timeout=30)
    expected, _ = game.apply(state, seat, move)
    got = game.State()
    assert res.state.Unpack(got) and got == expected


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_every_state_of_self_play_is_within_bounds(game_id):
    """The bounds are the game's limits, not tighter: no state the rules reach is refused."""
    game = games.get(game_id)
    for players in range(game.min_players, game.max_players + 1):
        rnd = random.Random(players)
        state, _ = game.new_game(GameConfig(players=players, seed=players))
        for _ in range(5000):
            assert untrusted.state_violations(game, state) == []
            pending = sorted(game.pending_seats(state))
            if not pending:
                break
            seat = rnd.choice(pending)
            game.apply_in_place(state, seat, game.random_move(state, seat, game.legal_moves(state, seat), rnd))


def test_the_checks_cannot_raise_and_rule_crashes_are_inconsistent_state(monkeypatch):
    game, state, seat, move = midgame("nottingham")

    def boom(*a, **kw):
        raise KeyError(0)

    monkeypatch.setattr(type(game), "invariant_violations", boom)
    assert "KeyError" in untrusted.state_violations(game, state)[0]
    monkeypatch.undo()
    for hook in ("play", "pending", "outcome"):
        with monkeypatch.context() as m:
            def crash(self, *a):
                raise IndexError("hostile")

            m.setattr(type(game), hook, crash)
            if hook == "pending":
                m.setattr(type(game), "pending_seats", lambda self, s: {seat})
            with pytest.raises(untrusted.InconsistentState):
                untrusted.adjudicate(game, state, seat, move)


def test_unknown_fields_and_long_strings_are_refused():
    game, state, seat, move = midgame("nottingham")
    state.end_reason = "x" * 10_000
    assert any("longer than" in v for v in untrusted.state_violations(game, state))
    _, state, _, _ = midgame("nottingham")
    raw = state.SerializeToString() + b"\xf8\x07\x01"  # field 127, varint: not in the State message
    assert any("does not define" in v for v in untrusted.state_violations(game, game.State.FromString(raw)))
    assert json_format.MessageToDict(state)  # the sound state still round-trips
