"""The state played in place keeps its hot protobuf wrappers alive.

upb makes a new Python object for a sub-message or repeated field at each
read (`state.turn`, `state.players[seat]`, `player.bonus_markers`) unless
one for it is still alive: then it answers that one, in a third of the time
(about 0.7k instructions instead of 1.2k for `state.turn`, 1k instead of
2.7k for `state.players[seat]`). The rules read these a dozen times a move,
each time afresh. Holding the wrappers changes nothing that a read answers
(upb answers the field as it is now, held or not); it only spares making
them again. (A repeated field is read as a slice, `r[:]`, wherever a loop
or an `in` may run to its end: upb's containers have no iterator, and the
end of the sequence protocol is an IndexError that costs about 2,000
instructions to make.) Self-play plays one State object in place, so a state the game
is asked about twice in a row (`Game.awaiting`, once a move) gets its
wrappers made once and held until another state comes; a service that
copies the state for every move never pays for it.
"""
from __future__ import annotations

from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

# (the last state seen, the state whose wrappers are held, the wrappers):
# one tuple, replaced whole, so that threads never see half of one.
_HELD: list[tuple] = [(None, None, ())]


def hold(state: pb.State) -> None:
    """Note `state`; the second time in a row, keep its wrappers alive."""
    last, held, _ = _HELD[0]
    if held is state:
        return
    if last is state:
        players = state.players
        _HELD[0] = (state, state, (state.turn, state.turn.displacement, players, state.route_markers,
                                   state.additional_trading_posts, state.marker_supply, state.east_west,
                                   *[(p, p.bonus_markers, p.plate) for p in players]))
    else:
        _HELD[0] = (state, held, _HELD[0][2])
