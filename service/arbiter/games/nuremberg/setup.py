"""Setup: the beginner's starting layout (fixed positions) and the advanced
starting layout (start-player draw, then customs posts and settlements in
snake order)."""
from __future__ import annotations

from arbiter.engine import Rng
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from . import sections as S
from .components import board, MATERIALS
from .building import (Problem, assign_toll_rights_at_setup, build_customs_post, build_settlement, known, reject,
                       settlement_sites)
from .hands import take


def common_setup(state: pb.State, colours: list[str], layout: pb.StartingLayout, rng: Rng, events: list) -> None:
    """One player per colour, seat by seat."""
    bd = board(state)
    state.layout = layout
    players = len(colours)
    for colour in colours:
        state.players.add(colour=colour, gold=bd.starting_gold)
    for m in MATERIALS:
        setattr(state.supply, m, bd.cards_per_material)
    state.year = bd.years[0]
    state.robber_knight = bd.castle
    state.discards_owed[:] = [0] * players
    state.deck[:] = bd.sorted_cards
    rng.shuffle(state.deck)
    state.deck_size = len(state.deck)
    events.append(pb.Event(deck_shuffled=pb.DeckShuffled(deck_size=state.deck_size)))


def starting_yield(state: pb.State, seat: int, crossing: str, events: list) -> None:
    """One card for every numbered terrain bordering `crossing`."""
    bd = board(state)
    got = dict.fromkeys(MATERIALS, 0)
    for t in bd.crossing_terrains[crossing]:
        m = bd.terrain_resource[t]
        if m and bd.terrain_number[t]:
            take(state, seat, m, 1)
            got[m] += 1
    events.append(pb.Event(resources_received=pb.ResourcesReceived(seat=seat, cards=pb.Materials(**got),
                                                                   starting=True)))


def begin_play(state: pb.State, first: int) -> None:
    state.turn_seat = first
    state.turn_number = 1
    state.phase = pb.PHASE_DRAW_EVENT_CARD


# ------------------------------------------------------------------ beginner


def beginner(state: pb.State, players: int, rng: Rng, events: list) -> None:
    """The diagram's positions, seats taking red, blue, white, orange; with 3
    players white's pieces stay in the box (the edition's
    `left_out_with_three_players`: the only colour whose absence keeps every
    road's posts one chain from its origin). The oldest player (seat 0) begins."""
    b = board(state)
    colours = list(b.colours)
    if players == 3:
        colours.remove(b.left_out_with_three_players)
    common_setup(state, colours[:players], pb.STARTING_LAYOUT_BEGINNER, rng, events)
    seat_of = {c: s for s, c in enumerate(colours[:players])}
    # The diagram is fixed: its pieces are placed as printed, not built.
    for section, colour in b.beginner_customs_posts:
        if colour in seat_of:
            seat = seat_of[colour]
            state.customs_posts[section] = seat
            events.append(pb.Event(customs_post_built=pb.CustomsPostBuilt(seat=seat, section=section)))
    for crossing, colour, _ in b.beginner_settlements:
        if colour in seat_of:
            seat = seat_of[colour]
            state.settlements[crossing] = seat
            events.append(pb.Event(settlement_built=pb.SettlementBuilt(seat=seat, crossing=crossing)))
    assign_toll_rights_at_setup(state, events)
    for crossing, colour, star in b.beginner_settlements:
        if star and colour in seat_of:
            starting_yield(state, seat_of[colour], crossing, events)
    begin_play(state, 0)


# ------------------------------------------------------------------ advanced


def advanced(state: pb.State, players: int, rng: Rng, events: list) -> None:
    common_setup(state, list(board(state).colours[:players]), pb.STARTING_LAYOUT_ADVANCED, rng, events)
    first = start_player_draw(state, rng, events)
    order = [(first + i) % players for i in range(players)]
    state.setup_order[:] = order + order[::-1]
    state.setup_step = 0
    state.turn_seat = first
    state.phase = pb.PHASE_SETUP_CUSTOMS_POST


def start_player_draw(state: pb.State, rng: Rng, events: list) -> int:
    """Each player draws an event card; the highest yield number begins (Robber
    Knight = 0). Tied players draw again (the rulebook does not say; see the
    docs). The deck is then shuffled and put back."""
    contenders = list(range(len(state.players)))
    while True:
        deck = list(state.deck)
        rng.shuffle(deck)
        drawn = {}
        for seat in contenders:
            card = board(state).cards[deck.pop()]
            drawn[seat] = card.number
            events.append(pb.Event(start_player_draw=pb.StartPlayerDraw(seat=seat, card=card.face())))
        best = max(drawn.values())
        contenders = [s for s in contenders if drawn[s] == best]
        if len(contenders) == 1:
            break
    rng.shuffle(state.deck)
    events.append(pb.Event(start_player_chosen=pb.StartPlayerChosen(seat=contenders[0])))
    events.append(pb.Event(deck_shuffled=pb.DeckShuffled(deck_size=state.deck_size)))
    return contenders[0]


def setup_post_problem(state: pb.State, section: str) -> Problem:
    """Setup places a post and then a settlement on its road, so the road must
    still have a crossing the distance rule leaves free."""
    bd = board(state)
    if not settlement_sites(state, (bd.section_road[section],)):
        return ("NO_SETTLEMENT_SITE", S.ADVANCED_LAYOUT,
                f"road {bd.section_road[section]} has no crossing left for your settlement")
    return None


def place_customs_post(state: pb.State, seat: int, section: str, events: list) -> None:
    """On the first section of a road, or adjoining any customs post."""
    bd = board(state)
    known(section, bd.section_road, "build_customs_post.section", "road section")
    reject(setup_post_problem(state, section))
    build_customs_post(state, seat, section, events, free=True)
    state.setup_road = bd.section_road[section]
    state.phase = pb.PHASE_SETUP_SETTLEMENT


def found_settlement(state: pb.State, seat: int, crossing: str, events: list) -> None:
    """On that post's road (not the gate), keeping the distance rule. The
    second settlement brings its starting yield; after the last one the toll
    rights are dealt and the player who placed last begins."""
    build_settlement(state, seat, crossing, events, road_required=state.setup_road, free=True)
    players = len(state.players)
    if state.setup_step >= players:
        starting_yield(state, seat, crossing, events)
    state.setup_step += 1
    state.setup_road = ""
    if state.setup_step < len(state.setup_order):
        state.phase = pb.PHASE_SETUP_CUSTOMS_POST
        return
    assign_toll_rights_at_setup(state, events)
    begin_play(state, state.setup_order[-1])
