"""A player's writing desk and pools of tradesmen: personal supply, general
stock, ability values, and the actions left this turn."""
from __future__ import annotations

from arbiter.engine import RuleViolation
from arbiter.games.hansa_teutonica.pieces import TRADER
from arbiter.games.hansa_teutonica.tables import Desk, desk_of
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb


def supply(p: pb.Player, shape: int) -> int:
    return p.supply_traders if shape == TRADER else p.supply_merchants


def add_supply(p: pb.Player, shape: int, n: int) -> None:
    if shape == TRADER:
        p.supply_traders += n
    else:
        p.supply_merchants += n


def stock(p: pb.Player, shape: int) -> int:
    return p.stock_traders if shape == TRADER else p.stock_merchants


def add_stock(p: pb.Player, shape: int, n: int) -> None:
    if shape == TRADER:
        p.stock_traders += n
    else:
        p.stock_merchants += n


def actions_left(state: pb.State, desk: Desk | None = None, player: pb.Player | None = None) -> int:
    """Actions the active player (`player`, when the caller has it) may still
    begin: the desk's Actiones value plus +3/+4 markers, less those taken.
    Developing Actiones mid-turn raises it at once (3b: "immediately
    available this turn")."""
    t = state.turn
    if player is None:
        player = state.players[t.seat]
    return turn_actions_left(t, desk or desk_of(state), player)


def turn_actions_left(turn: pb.Turn, desk: Desk, player: pb.Player) -> int:
    """`actions_left` for a caller holding the Turn, the desk and the active player."""
    return desk.ACTIONS.values[player.actions_level] + turn.bonus_actions - turn.actions_taken


def develop(state: pb.State, seat: int, ability: int, events: list, desk: Desk | None = None) -> None:
    """3b / Develop an Ability marker: uncover the next value of `ability`;
    the piece that covered it goes to the personal supply. The caller has
    checked that the track is not fully developed."""
    p = state.players[seat]
    track = (desk or desk_of(state)).TRACKS[ability]
    new = getattr(p, track.field) + 1
    setattr(p, track.field, new)
    add_supply(p, track.covered_by, 1)
    events.append(pb.Event(ability_developed=dict(
        seat=seat, ability=ability, level=new, freed=track.covered_by)))


def check_developable(desk: Desk, p: pb.Player, ability: int, section: str) -> None:
    problem = developable_violation(desk, p, ability, section)
    if problem:
        raise problem


def developable_violation(desk: Desk, p: pb.Player, ability: int, section: str) -> RuleViolation | None:
    if ability not in developable(desk, p):
        return RuleViolation("ABILITY_FULLY_DEVELOPED", section,
                             f"{pb.Ability.Name(ability)} is already fully developed")
    return None


def developable(desk: Desk, p: pb.Player) -> list[int]:
    """Abilities of `p` not yet fully developed."""
    return [a for a, t in desk.TRACKS.items() if getattr(p, t.field) < t.max_level]

