"""Building and driving Prestige states in tests."""
from __future__ import annotations

from arbiter import games
from arbiter.engine import MalformedMove, RuleViolation
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig
from tests.support import refusals

G = games.get("prestige")

MOVE_TYPES = {f.name: f.message_type._concrete_class for f in pb.Move.DESCRIPTOR.oneofs_by_name["kind"].fields}


def move(kind: str, **fields) -> pb.Move:
    return pb.Move(**{kind: MOVE_TYPES[kind](**fields)})


def new_game(players: int = 2, seed: int = 1, variant: str = "", **options) -> pb.State:
    state, _ = G.new_game(GameConfig(players=players, seed=seed, variant=variant, options=options))
    return state


def seat_to_move(state: pb.State) -> int:
    seats = sorted({s.seat for s in state.awaiting})
    assert len(seats) == 1, f"several seats pending: {seats}"
    return seats[0]


def kind_of(state: pb.State, seat: int) -> str:
    return next(d.kind for d in G.pending(state) if d.seat == seat)


def play(state: pb.State, kind: str, seat: int | None = None, **fields) -> tuple[pb.State, list[pb.Event]]:
    """Apply one move for `seat` (default: the only pending seat)."""
    if seat is None:
        seat = seat_to_move(state)
    return G.apply(state, seat, move(kind, **fields))


def rejected(state: pb.State, kind: str, reason: str, seat: int | None = None, **fields) -> RuleViolation:
    seat = seat_to_move(state) if seat is None else seat
    return refusals.rejected(G, state, seat, move(kind, **fields), reason)


def malformed(state: pb.State, kind: str, seat: int | None = None, **fields) -> MalformedMove:
    seat = seat_to_move(state) if seat is None else seat
    return refusals.malformed(G, state, seat, move(kind, **fields))


def after_setup(players: int = 2, seed: int = 1, variant: str = "", **options) -> pb.State:
    """A game past the starting-bonus choices (everyone takes wood) and the
    first event's choices (declined), at its first steward."""
    state = new_game(players, seed, variant, **options)
    while state.awaiting and state.awaiting[0].kind == pb.DECISION_KIND_STARTING_RESOURCE:
        state, _ = play(state, "choose_gain", seat=state.awaiting[0].seat, gain=pb.GAIN_WOOD)
    return to_next_steward(state)


def simple_move(state: pb.State, seat: int) -> pb.Move:
    legal = G.legal_moves(state, seat)
    return move("done") if move("done") in legal else legal[0]


def to_next_steward(state: pb.State) -> pb.State:
    """Answer pending decisions simply until a steward is to be placed (or the game is over)."""
    while state.awaiting and state.awaiting[0].kind != pb.DECISION_KIND_PLACE_STEWARD:
        seat = state.awaiting[0].seat
        state, _ = G.apply(state, seat, simple_move(state, seat))
    return state


def next_season(state: pb.State) -> pb.State:
    """Play simply until the next season's first steward is to be placed."""
    season = (state.year, state.season)
    while state.phase != pb.PHASE_GAME_OVER and (
            (state.year, state.season) == season or state.awaiting[0].kind != pb.DECISION_KIND_PLACE_STEWARD):
        seat = state.awaiting[0].seat
        state, _ = G.apply(state, seat, simple_move(state, seat))
    return state


def calm(state: pb.State, event: int = pb.SEASON_EVENT_GOLD_GIFT) -> pb.State:
    """Make this season's event one that changes nothing during the actions."""
    state.event = event
    return state


def place(state: pb.State, action: int) -> tuple[pb.State, list[pb.Event]]:
    return play(state, "place_steward", action=action)


def pass_turns(state: pb.State, n: int | None = None, order=(pb.ACTION_MARKET, pb.ACTION_CRAFTSMAN, pb.ACTION_ESTATES,
               pb.ACTION_CONSTRUCTION_ORDER, pb.ACTION_RESOURCE_WORKS, pb.ACTION_START_PLAYER)) -> pb.State:
    """Let stewards be placed doing nothing (declining the action), `n` of them
    or until this season's placing is over."""
    count = 0
    season = (state.year, state.season)
    while state.phase == pb.PHASE_ACTIONS and (n is None or count < n) and (state.year, state.season) == season:
        seat = seat_to_move(state)
        if kind_of(state, seat) != "place_steward":
            break
        action = next(a for a in order if move("place_steward", action=a) in G.legal_moves(state, seat))
        state, _ = place(state, action)
        state = answer_simply(state, seat)
        count += 1
    return state


def answer_simply(state: pb.State, seat: int) -> pb.State:
    """Decline (or take the first offer of) every decision pending for `seat`."""
    while (state.phase == pb.PHASE_ACTIONS and any(s.seat == seat for s in state.awaiting)
           and kind_of(state, seat) != "place_steward"):
        state, _ = G.apply(state, seat, simple_move(state, seat))
    return state


def events_of(events: list[pb.Event], kind: str) -> list:
    return [getattr(e, kind) for e in events if e.WhichOneof("kind") == kind]


def player(state: pb.State, seat: int) -> pb.Player:
    return state.players[seat]
