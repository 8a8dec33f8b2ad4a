"""The wrappers held for a State played in place (the self-play loop's,
arbiter.engine.wrappers, and the open trade offer's, games/nuremberg/trading)
change the speed of its reads, never what the rules see: such a State, also
when then overwritten, cleared or rebuilt, lists, awaits and plays exactly as
a fresh copy of it does, through trade rounds. (An engine promise, not a rule.)"""
from __future__ import annotations

import random

from arbiter.engine import editions, wrappers
from arbiter.games.nuremberg.components import MATERIALS
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig

from .helpers import GAME


def copy_of(state: pb.State) -> pb.State:
    c = pb.State()
    c.CopyFrom(state)
    return c


def play_in_place(state: pb.State, chooser: random.Random, moves: int) -> set[str]:
    """`moves` random moves on `state` itself, each listing and the pending
    decisions compared with a fresh copy's; then the same moves replayed by
    `apply` from a copy of the start must give the same events and State."""
    start, log = copy_of(state), []
    for _ in range(moves):
        pending = GAME.pending(state)
        if not pending:
            break
        fresh = copy_of(state)
        assert GAME.pending(fresh) == pending
        seat = chooser.choice(sorted(d.seat for d in pending))
        listed = GAME.legal_moves(state, seat)
        assert list(GAME.legal_moves(fresh, seat)) == list(listed)
        move = chooser.choice(listed)
        log.append((seat, move, GAME.apply_in_place(state, seat, move)))
    for seat, move, events in log:
        start, expected = GAME.apply(start, seat, move)
        assert expected == events
    assert start == state
    return {move.WhichOneof("kind") for _, move, _ in log}


def test_a_held_state_overwritten_cleared_or_rebuilt_plays_as_a_fresh_copy():
    other, _ = GAME.new_game(GameConfig(players=3, variant="advanced", seed=8))
    state, _ = GAME.new_game(GameConfig(players=4, seed=7))
    chooser = random.Random(7)
    try:
        editions.pin(state, GAME.tables(state))  # as self-play does
        held = wrappers.hold(state)
        assert "confirm_trade" in play_in_place(state, chooser, 200)  # through trade rounds
        play_in_place(other, chooser, 60)
        state.CopyFrom(other)  # every held wrapper now stands for nothing
        play_in_place(state, chooser, 120)
        state.ClearField("trade")
        for m in MATERIALS:  # seat 0's cards back to the supply, its hand wrapper detached
            setattr(state.supply, m, getattr(state.supply, m) + getattr(state.players[0].hand, m))
        state.players[0].ClearField("hand")
        state.players[0].hand_size = 0
        del state.free_clay_queue[:]
        state.phase = pb.PHASE_DRAW_EVENT_CARD
        state.ClearField("council_choice")
        assert not GAME.invariant_violations(state)
        play_in_place(state, chooser, 120)
        assert held
    finally:
        editions.pin(None)
