"""Keeping the wrappers of a State played in place alive (speed only).

upb makes a Python wrapper for each sub-message a rule reads (`state.players`,
`players[seat]`, its hand, the supply, the maps of the board) and drops it
again when the rule returns; a read that finds a live wrapper in upb's object
cache costs about a third. Self-play applies move after move to one State
object: once a second move is played on the same object, `played` keeps the
wrappers of what the rules read most, so that every later read finds them.
The rules still read everything through the State (a kept wrapper is never
read from), so nothing they see can change; only the last such State is kept.
The service's `apply` plays each move on a fresh copy, so it never keeps one.
"""
from __future__ import annotations

from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

# [the State whose wrappers are kept, the wrappers...]; [the State a move was last played on]
_kept: list = [None]
_last: list = [None]


def played(state: pb.State, kind: str) -> None:
    """Called after each move played on `state`; `kind`, the move's."""
    if _kept[0] is state:
        if kind == "offer_trade":  # a new offer: the last one's wrappers went with it
            trade = state.trade
            _kept[-1] = [trade, trade.give, trade.get, trade.replies, *trade.replies]
        return
    if _last[0] is not state:
        _last[0] = state
        return
    _kept[:] = [state, *wrappers(state), []]


def wrappers(state: pb.State) -> list:
    """The wrappers of what the rules read most."""
    players = state.players
    return [players, *players, *[p.hand for p in players], state.supply, state.trade, state.trade.replies,
            state.settlements, state.customs_posts, state.craft_workshops, state.toll_rights, state.towers,
            state.city_walls, state.deck, state.discard_pile, state.free_clay_queue, state.discards_owed,
            state.toll_debts]
