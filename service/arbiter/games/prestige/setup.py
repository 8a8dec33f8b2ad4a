"""General Setup, Personal Setup and Number of Players."""
from __future__ import annotations

from arbiter.engine import Rng
from arbiter.games.prestige import components
from arbiter.games.prestige.model import await_decision
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig

STARTING_EXTERIOR = 8  # General Setup 11: the starting ground floor


def setup(state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
    tb = components.of(state)
    n = config.players
    state.player_count = n
    state.duel = config.variant == "duel"
    state.first_game = config.options.get("first_game") == "yes"
    state.phase = pb.PHASE_SETUP
    state.year = 1
    state.season = pb.SEASON_SPRING

    for seat in range(n):
        p = state.players.add(seat=seat, gold=tb.STARTING_GOLD, workers=tb.STARTING_WORKERS,
                              exterior=STARTING_EXTERIOR)
        p.craftsmen.extend(tb.STARTING_CRAFTSMEN)  # Personal Setup 2
        for _ in range(tb.POSITIONS):
            p.castle.add()
        p.castle[tb.STARTING_POSITION - 1].ground_floor.built = True

    # Basic Game Principle: the start player is drawn; the first round goes clockwise.
    start = rng.below(n)
    state.start_player = start
    clockwise = [(start + i) % n for i in range(n)]
    state.lower_bar.extend(clockwise * tb.STEWARDS)

    for action in tb.ACTIONS_LEFT_TO_RIGHT:
        state.action_bar.add(action=action)
    for space in tb.ESTATE_SPACES:
        tile = pb.ESTATE_TILE_MARBLE_QUARRY if space in tb.MARBLE_SPOTS else pb.ESTATE_TILE_UNSPECIFIED
        state.estates.add(id=space, tile=tile or None)
    for slot in tb.CONDITION_SLOTS:
        state.condition_slots.add(id=slot)
    state.market_conditions.extend(sorted(tb.CONDITION_TILES))

    # General Setup 6: one head tile per player for each craftsman, cheapest on top.
    for craftsman, prices in sorted(tb.price_stacks(n, state.duel).items()):
        state.craftsmen.add(craftsman=craftsman, prices=prices, displayed=tb.CRAFTSMAN_YEAR[craftsman] == 1)

    _lay_out_bonus(state, rng)
    _lay_out_event_cards(state, rng)

    # General Setup 5: positions 2-4 choose limestone or wood; 3 and 4 also get 1 gold.
    for position, seat in enumerate(clockwise[1:], start=2):
        if position >= 3:
            state.players[seat].gold += 1
        await_decision(state, seat, pb.DECISION_KIND_STARTING_RESOURCE)

    return [pb.Event(game_set_up=pb.GameSetUp(
        start_player=start,
        turn_order=clockwise,
        light_conditions=[c.light for c in state.bonus],
        yellow_tiles=list(state.yellow_tiles),
        spring_summer_cards=state.spring_summer_count,
        autumn_winter_cards=state.autumn_winter_count,
    ))]


def _lay_out_bonus(state: pb.State, rng: Rng) -> None:
    """General Setup 12a-c: 5 light-blue face up, 5 dark-blue face down above
    them (the rest go back unseen), 3 yellow tiles per player."""
    tb = components.of(state)
    if state.first_game:
        light = list(tb.FIRST_GAME_LIGHT)
    else:
        light = sorted(tb.LIGHT_CONDITIONS)
        rng.shuffle(light)
    dark = sorted(tb.DARK_CONDITIONS)
    rng.shuffle(dark)
    for i in range(tb.BONUS_COLUMNS):
        state.bonus.add(light=light[i], dark=dark[i])
    yellow = sorted(tb.YELLOW)
    rng.shuffle(yellow)
    state.yellow_tiles.extend(sorted(yellow[: tb.YELLOW_PER_PLAYER * state.player_count]))


def _lay_out_event_cards(state: pb.State, rng: Rng) -> None:
    """General Setup 8: 3 face-down cards on each stack, the rest back unseen
    (first game: the marked cards on their stacks)."""
    tb = components.of(state)
    k = tb.CARDS_PER_STACK
    if state.first_game:
        spring, autumn = list(tb.FIRST_GAME_CARDS["spring_summer"]), list(tb.FIRST_GAME_CARDS["autumn_winter"])
        rng.shuffle(spring)
        rng.shuffle(autumn)
    else:
        cards = sorted(tb.EVENT_CARDS)
        rng.shuffle(cards)
        spring, autumn = cards[:k], cards[k: 2 * k]
    state.spring_summer_stack.extend(spring[:k])
    state.autumn_winter_stack.extend(autumn[:k])
    state.spring_summer_count = len(state.spring_summer_stack)
    state.autumn_winter_count = len(state.autumn_winter_stack)
