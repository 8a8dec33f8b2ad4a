"""Basic Game Principle and the actions Start Player, Resource Works, Estates, Market and Craftsman."""
import pytest

from arbiter.games.prestige.sections import (
    CRAFTSMAN, ESTATES, MARKET, NUMBER_OF_PLAYERS, PRINCIPLE, RESOURCE_WORKS, START_PLAYER,
)
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import (
    G,
    after_setup,
    calm,
    events_of,
    kind_of,
    malformed,
    move,
    place,
    play,
    rejected,
    seat_to_move,
)

A = pb


def _start(players=2, seed=1):
    state = calm(after_setup(players, seed))
    return state, seat_to_move(state)


# ------------------------------------------------------------ stewards


@pytest.mark.rule(PRINCIPLE)
def test_steward_goes_on_lowest_free_space_and_action_follows():
    state, seat = _start()
    state, events = place(state, A.ACTION_MARKET)
    assert events_of(events, "steward_placed")[0].space == 1
    assert kind_of(state, seat) == "market"
    state, _ = play(state, "done")
    other = seat_to_move(state)
    state, events = place(state, A.ACTION_MARKET)
    assert events_of(events, "steward_placed")[0] == pb.StewardPlaced(seat=other, action=A.ACTION_MARKET, space=2)


@pytest.mark.rule(NUMBER_OF_PLAYERS)
def test_full_action_cannot_be_chosen():
    state, seat = _start(2)
    state, _ = place(state, A.ACTION_START_PLAYER)  # only one space with 2 players
    state, _ = play(state, "choose_gain", gain=pb.GAIN_GOLD)
    assert move("place_steward", action=A.ACTION_START_PLAYER) not in G.legal_moves(state, seat_to_move(state))
    rejected(state, "place_steward", "NO_FREE_SPACE", action=A.ACTION_START_PLAYER)
    malformed(state, "place_steward", action=99)
    malformed(state, "place_steward", action=0)


@pytest.mark.rule(PRINCIPLE)
def test_wrong_move_kind_and_wrong_seat():
    state, seat = _start()
    rejected(state, "market_trade", "WRONG_MOVE_KIND", line=pb.MARKET_LINE_WOOD)
    rejected(state, "done", "DECISION_REQUIRED")
    rejected(state, "place_steward", "NOT_YOUR_TURN", seat=1 - seat, action=A.ACTION_MARKET)


# ---------------------------------------------------------- start player


@pytest.mark.rule(START_PLAYER)
def test_start_player_gain_and_leads_next_season():
    state, seat = _start(3)
    state, _ = place(state, A.ACTION_START_PLAYER)
    rejected(state, "choose_gain", "GAIN_NOT_OFFERED", gain=pb.GAIN_MARBLE)
    wood = state.players[seat].wood
    state, _ = play(state, "choose_gain", gain=pb.GAIN_WOOD)
    assert state.players[seat].wood == wood + 1
    from arbiter.games.prestige.seasons import lower_bar_after
    state.action_bar[0].stewards.append((seat + 1) % 3)  # a later steward on Start Player comes second
    assert lower_bar_after(state)[:2] == [seat, (seat + 1) % 3]


# -------------------------------------------------------- resource works


@pytest.mark.rule(RESOURCE_WORKS)
def test_resource_works_first_taker_extra_and_workers():
    state, seat = _start()
    state, _ = place(state, A.ACTION_RESOURCE_WORKS)
    rejected(state, "take_resources", "MORE_THAN_INCOME", resource=pb.RESOURCE_WOOD, amount=4)
    state, events = play(state, "take_resources", resource=pb.RESOURCE_WOOD, amount=3)  # 2 + 1 for the first
    p = state.players[seat]
    assert p.workers == 9 and p.workers_at_works == 3
    other = seat_to_move(state)
    state, _ = place(state, A.ACTION_RESOURCE_WORKS)
    rejected(state, "take_resources", "MORE_THAN_INCOME", resource=pb.RESOURCE_WOOD, amount=3)  # no longer first
    state, _ = play(state, "take_resources", resource=pb.RESOURCE_LIMESTONE, amount=3)  # first limestone
    assert state.players[other].workers == 9


@pytest.mark.rule(RESOURCE_WORKS)
def test_resource_works_gold_needs_no_workers_and_fewer_is_allowed():
    state, seat = _start()
    state, _ = place(state, A.ACTION_RESOURCE_WORKS)
    rejected(state, "take_resources", "MORE_THAN_INCOME", resource=pb.RESOURCE_GOLD, amount=4)
    gold = state.players[seat].gold
    state, _ = play(state, "take_resources", resource=pb.RESOURCE_GOLD, amount=2)
    assert state.players[seat].gold == gold + 2 and state.players[seat].workers == 12
    assert state.works_gold == 1


@pytest.mark.rule(RESOURCE_WORKS)
def test_resource_works_glass_marble_and_malformed():
    state, seat = _start()
    state, _ = place(state, A.ACTION_RESOURCE_WORKS)
    rejected(state, "take_resources", "GLASS_ONLY_AT_MARKET", resource=pb.RESOURCE_GLASS, amount=1)
    rejected(state, "take_resources", "NO_MARBLE_ACCESS", resource=pb.RESOURCE_MARBLE, amount=1)
    malformed(state, "take_resources", resource=pb.RESOURCE_WOOD, amount=-1)
    malformed(state, "take_resources", resource=pb.RESOURCE_WOOD, amount=0)
    malformed(state, "take_resources", resource=77, amount=1)
    state.players[seat].workers = 1
    state.players[seat].tavern = 11
    rejected(state, "take_resources", "NOT_ENOUGH_WORKERS", resource=pb.RESOURCE_WOOD, amount=2)


@pytest.mark.rule(RESOURCE_WORKS)
def test_two_forests_save_a_worker():
    state, seat = _start()
    for space in ("E1", "E2"):
        e = state.estates[int(space[1:]) - 1]
        e.tile = pb.ESTATE_TILE_FOREST
        e.owners.append(seat)
    state, _ = place(state, A.ACTION_RESOURCE_WORKS)
    # income 4, +1 for the first taker, 1 worker saved
    state, _ = play(state, "take_resources", resource=pb.RESOURCE_WOOD, amount=5)
    assert state.players[seat].workers == 8 and state.players[seat].wood >= 5


@pytest.mark.rule("Prestige: Glossary / Gold boycott")
def test_gold_boycott():
    state, seat = _start()
    state.event = pb.SEASON_EVENT_GOLD_BOYCOTT
    state, _ = place(state, A.ACTION_RESOURCE_WORKS)
    assert not any(m.take_resources.resource == pb.RESOURCE_GOLD for m in G.legal_moves(state, seat))
    rejected(state, "take_resources", "GOLD_BOYCOTT", resource=pb.RESOURCE_GOLD, amount=1)


# --------------------------------------------------------------- estates


@pytest.mark.rule(ESTATES)
def test_first_estate_adjacent_to_base_holding():
    state, seat = _start()
    state, _ = place(state, A.ACTION_ESTATES)
    rejected(state, "expand_estate", "NOT_ADJACENT", space="E6", tile=pb.ESTATE_TILE_FOREST)
    malformed(state, "expand_estate", space="E1")  # empty space: name the tile
    malformed(state, "expand_estate", space="Z9", tile=pb.ESTATE_TILE_FOREST)
    gold = state.players[seat].gold
    state, _ = play(state, "expand_estate", space="E1", tile=pb.ESTATE_TILE_FOREST)
    assert state.players[seat].gold == gold - 3
    assert list(state.estates[0].owners) == [seat]


@pytest.mark.rule(ESTATES)
def test_further_estates_adjacent_to_your_own_discs_not_the_base_holding():
    """Estate Expansion: "Further tiles must always be placed adjacent to your
    own marker discs" (only the first borders the base holding)."""
    state, seat = _start()
    state.estates[0].tile = pb.ESTATE_TILE_FOREST  # E1, beside C wood
    state.estates[0].owners.append(seat)
    state, _ = place(state, A.ACTION_ESTATES)
    # E3 borders the base holding (C gold, C limestone) but none of the seat's discs.
    rejected(state, "expand_estate", "NOT_ADJACENT", space="E3", tile=pb.ESTATE_TILE_FOREST)
    spaces = {m.expand_estate.space for m in G.legal_moves(state, seat) if m.HasField("expand_estate")}
    assert spaces == {"E2", "E5", "E6"}  # E1's neighbours
    state, _ = play(state, "expand_estate", space="E2", tile=pb.ESTATE_TILE_LIMESTONE_QUARRY)
    assert list(state.estates[1].owners) == [seat]


@pytest.mark.rule(ESTATES)
def test_joining_a_tile_pays_earlier_owners():
    state, seat = _start(3)
    a, b = (seat + 1) % 3, (seat + 2) % 3
    state.estates[1].tile = pb.ESTATE_TILE_TAX_REVENUE
    state.estates[1].owners.extend([a, b])
    before = [p.gold for p in state.players]
    state, _ = place(state, A.ACTION_ESTATES)
    state, events = play(state, "expand_estate", space="E2")
    assert events_of(events, "estate_expanded")[0].paid_owners == [a, b]
    assert state.players[seat].gold == before[seat] - 3
    assert state.players[a].gold == before[a] + 1 and state.players[b].gold == before[b] + 1
    rejected_state = state
    assert seat in rejected_state.estates[1].owners


@pytest.mark.rule(ESTATES)
def test_one_disc_per_player_per_tile_and_tile_supply():
    state, seat = _start()
    state.estates[0].tile = pb.ESTATE_TILE_FOREST
    state.estates[0].owners.append(seat)
    state, _ = place(state, A.ACTION_ESTATES)
    rejected(state, "expand_estate", "ALREADY_ON_ESTATE", space="E1")
    for i in (2, 3, 4, 5):  # all 4 forests laid
        state.estates[i].tile = pb.ESTATE_TILE_FOREST
    rejected(state, "expand_estate", "NO_TILE_LEFT", space="E2", tile=pb.ESTATE_TILE_FOREST)


@pytest.mark.rule(ESTATES)
def test_marble_space_after_two_expansions():
    state, seat = _start()
    state.players[seat].gold = 20
    state, _ = place(state, A.ACTION_ESTATES)
    rejected(state, "expand_estate", "NOT_ADJACENT", space="marble_1")
    state.estates[1].tile = pb.ESTATE_TILE_FOREST
    state.estates[1].owners.append(seat)  # E2
    state.estates[6].tile = pb.ESTATE_TILE_FOREST
    state.estates[6].owners.append(seat)  # E7, two steps from the base holding
    state, _ = play(state, "expand_estate", space="marble_1")
    assert seat in state.estates[11].owners


@pytest.mark.rule(ESTATES)
def test_edge_space_lays_and_removes_market_condition_tiles():
    state, seat = _start()
    state, _ = place(state, A.ACTION_ESTATES)
    state, _ = play(state, "expand_estate", space="E1", tile=pb.ESTATE_TILE_TAX_REVENUE)
    assert kind_of(state, seat) == "market_condition"
    rejected(state, "place_market_condition", "SLOT_NOT_REACHED", tile="MC3", slot="M3")
    state, _ = play(state, "place_market_condition", tile="MC3", slot="M1")
    assert kind_of(state, seat) == "remove_market_condition"
    rejected(state, "remove_market_condition", "CONDITION_TILE_GONE", tile="MC3")
    state, _ = play(state, "remove_market_condition", tile="MC5")
    assert sorted(state.market_conditions) == ["MC1", "MC2", "MC4", "MC6", "MC7", "MC8"]
    assert state.condition_slots[0].tile == "MC3"


@pytest.mark.rule("Prestige: Glossary / Cheap estate")
def test_cheap_estate():
    state, seat = _start()
    state.event = pb.SEASON_EVENT_CHEAP_ESTATE
    gold = state.players[seat].gold
    state, _ = place(state, A.ACTION_ESTATES)
    state, _ = play(state, "expand_estate", space="E2", tile=pb.ESTATE_TILE_FOREST)
    assert state.players[seat].gold == gold - 2


@pytest.mark.rule(ESTATES)
def test_estate_income_moves_the_indicator():
    from arbiter.games.prestige.actions import works_limit
    state, seat = _start()
    assert works_limit(state, seat, "gold") == (3, 0)
    state.estates[1].tile = pb.ESTATE_TILE_TAX_REVENUE
    state.estates[1].owners.append(seat)
    assert works_limit(state, seat, "gold") == (4, 0)


# ---------------------------------------------------------------- market


@pytest.mark.rule(MARKET)
def test_first_market_visitor_gets_three_different_actions():
    state, seat = _start()
    state.players[seat].limestone = 1
    state, _ = place(state, A.ACTION_MARKET)
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_WOOD, pay=pb.Goods(gold=1), get=pb.Goods(wood=1))
    rejected(state, "market_trade", "MARKET_LINE_USED", line=pb.MARKET_LINE_WOOD,
             pay=pb.Goods(gold=1), get=pb.Goods(wood=1))
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_GLASS, pay=pb.Goods(gold=2), get=pb.Goods(glass=1))
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_LIMESTONE,
                    pay=pb.Goods(limestone=1), get=pb.Goods(gold=1))
    assert kind_of(state, seat_to_move(state)) == "place_steward"  # three actions, the visit is over


@pytest.mark.rule(MARKET)
def test_second_market_visitor_gets_two():
    state, seat = _start()
    state, _ = place(state, A.ACTION_MARKET)
    state, _ = play(state, "done")
    other = seat_to_move(state)
    state, _ = place(state, A.ACTION_MARKET)
    assert state.awaiting[0].trades_left == 2
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_WOOD_LIMESTONE_TRADE,
                    pay=pb.Goods(wood=1), get=pb.Goods(limestone=1))
    rejected(state, "market_trade", "NOT_A_MARKET_RATE", line=pb.MARKET_LINE_MARBLE,
             pay=pb.Goods(gold=1), get=pb.Goods(marble=1))
    rejected(state, "market_trade", "INSUFFICIENT_RESOURCES", line=pb.MARKET_LINE_MARBLE,
             pay=pb.Goods(marble=1), get=pb.Goods(gold=3))
    malformed(state, "market_trade", line=pb.MARKET_LINE_WOOD, pay=pb.Goods(gold=-1), get=pb.Goods(wood=1))
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_GLASS, pay=pb.Goods(gold=2), get=pb.Goods(glass=1))
    assert not any(s.seat == other and s.kind == pb.DECISION_KIND_MARKET for s in state.awaiting)


@pytest.mark.rule(MARKET)
def test_hire_price_marker_and_workers_from_tavern():
    state, seat = _start()
    p = state.players[seat]
    p.workers, p.tavern, p.gold = 9, 3, 10
    state, _ = place(state, A.ACTION_MARKET)
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_HIRE_TWO_WORKERS,
                    pay=pb.Goods(gold=2), get=pb.Goods(workers=2))
    assert state.players[seat].workers == 11 and state.players[seat].tavern == 1
    # the price marker moved: this line costs 3 for the rest of the season
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_HIRE_WORKER_WITH_WOOD,
                    pay=pb.Goods(gold=2), get=pb.Goods(workers=1, wood=1))
    assert pb.MARKET_LINE_HIRE_TWO_WORKERS in state.raised_prices
    options = [m.market_trade for m in G.legal_moves(state, seat) if m.HasField("market_trade")]
    assert not any(o.get.workers for o in options)  # the Tavern is empty now
    rejected(state, "market_trade", "NO_EXHAUSTED_WORKERS", line=pb.MARKET_LINE_HIRE_WORKER_WITH_LIMESTONE,
             pay=pb.Goods(gold=2), get=pb.Goods(workers=1, limestone=1))


@pytest.mark.rule(MARKET)
def test_hire_two_workers_needs_two_in_the_tavern():
    """Market: "Hire 2 workers for 2 or 3 gold" hires two; unlike Worker offer
    and Support it has no clause for fewer, so with one worker in the Tavern
    only the lines hiring 1 worker (with 1 wood or limestone) are open."""
    state, seat = _start()
    p = state.players[seat]
    p.workers, p.tavern, p.gold, p.wood = 11, 1, 10, 0
    state, _ = place(state, A.ACTION_MARKET)
    hires = {m.market_trade.line for m in G.legal_moves(state, seat) if m.market_trade.get.workers}
    assert hires == {pb.MARKET_LINE_HIRE_WORKER_WITH_WOOD, pb.MARKET_LINE_HIRE_WORKER_WITH_LIMESTONE}
    for workers in (1, 2):
        rejected(state, "market_trade", "TOO_FEW_EXHAUSTED_WORKERS", line=pb.MARKET_LINE_HIRE_TWO_WORKERS,
                 pay=pb.Goods(gold=2), get=pb.Goods(workers=workers))
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_HIRE_WORKER_WITH_WOOD,
                    pay=pb.Goods(gold=2), get=pb.Goods(workers=1, wood=1))
    assert (state.players[seat].workers, state.players[seat].tavern) == (12, 0)


@pytest.mark.rule(MARKET)
def test_hire_costs_three_after_first_use():
    from arbiter.games.prestige.market import line_options
    state, seat = _start()
    state.players[seat].tavern, state.players[seat].workers = 2, 10
    assert line_options(state, seat, pb.MARKET_LINE_HIRE_TWO_WORKERS)[0][0][0] == 2
    state.raised_prices.append(pb.MARKET_LINE_HIRE_TWO_WORKERS)
    assert line_options(state, seat, pb.MARKET_LINE_HIRE_TWO_WORKERS)[0][0][0] == 3


@pytest.mark.rule(MARKET)
def test_luxury_trade_both_ways():
    state, seat = _start()
    p = state.players[seat]
    p.marble, p.wood, p.limestone = 1, 1, 1
    state, _ = place(state, A.ACTION_MARKET)
    trades = {(tuple(m.market_trade.pay.ListFields()), tuple(m.market_trade.get.ListFields()))
              for m in G.legal_moves(state, seat) if m.market_trade.line == pb.MARKET_LINE_LUXURY_TRADE}
    assert len(trades) == 5  # marble for 2 wood / wood+limestone / 2 limestone; wood+limestone for marble or glass
    state, _ = play(state, "market_trade", line=pb.MARKET_LINE_LUXURY_TRADE,
                    pay=pb.Goods(wood=1, limestone=1), get=pb.Goods(glass=1))
    assert state.players[seat].glass == 1


@pytest.mark.rule(ESTATES)
def test_improved_market_condition_applies_to_neighbours():
    from arbiter.games.prestige.market import line_options
    state, seat = _start()
    other = 1 - seat
    state.condition_slots[0].tile = "MC3"  # M1: buy 2 wood for 1 gold
    state.estates[0].tile = pb.ESTATE_TILE_FOREST
    state.estates[0].owners.append(seat)  # E1 leads to M1
    wood_buy = ((1, 0, 0, 0, 0, 0), (0, 2, 0, 0, 0, 0))
    assert wood_buy in line_options(state, seat, pb.MARKET_LINE_WOOD)
    assert wood_buy not in line_options(state, other, pb.MARKET_LINE_WOOD)
    assert ((0, 1, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0)) in line_options(state, seat, pb.MARKET_LINE_WOOD)  # selling as printed
    state.estates[0].owners.append(other)
    assert wood_buy in line_options(state, other, pb.MARKET_LINE_WOOD)


@pytest.mark.rule("Prestige: Glossary / Restricted market")
def test_restricted_market():
    state, seat = _start()
    state.event = pb.SEASON_EVENT_RESTRICTED_MARKET
    state, _ = place(state, A.ACTION_MARKET)
    assert state.awaiting[0].trades_left == 2
    state, _ = play(state, "done")
    state, _ = place(state, A.ACTION_MARKET)
    assert state.awaiting[0].trades_left == 1


@pytest.mark.rule("Prestige: Glossary / No labor market")
def test_no_labor_market():
    state, seat = _start()
    state.event = pb.SEASON_EVENT_NO_LABOR_MARKET
    state.players[seat].tavern, state.players[seat].workers = 2, 10
    state, _ = place(state, A.ACTION_MARKET)
    rejected(state, "market_trade", "NO_LABOR_MARKET", line=pb.MARKET_LINE_HIRE_TWO_WORKERS,
             pay=pb.Goods(gold=2), get=pb.Goods(workers=2))


# ------------------------------------------------------------- craftsman


@pytest.mark.rule(CRAFTSMAN)
def test_hire_available_craftsman():
    state, seat = _start(4)
    state, _ = place(state, A.ACTION_CRAFTSMAN)
    rejected(state, "hire_craftsman", "NOT_AVAILABLE_YET", craftsman=pb.CRAFTSMAN_CARPENTER_II)
    rejected(state, "hire_craftsman", "NOT_IN_DISPLAY", craftsman=pb.CRAFTSMAN_MASTER_BUILDER_I)
    malformed(state, "hire_craftsman", craftsman=99)
    gold = state.players[seat].gold
    state, _ = play(state, "hire_craftsman", craftsman=pb.CRAFTSMAN_SCULPTOR_I)
    assert state.players[seat].gold == gold - 3  # cheapest tile on top
    assert pb.CRAFTSMAN_SCULPTOR_I in state.players[seat].craftsmen
    stack = next(s for s in state.craftsmen if s.craftsman == pb.CRAFTSMAN_SCULPTOR_I)
    assert list(stack.prices) == [4, 4, 5]


@pytest.mark.rule(CRAFTSMAN)
def test_better_craftsman_replaces_worse_and_experience_transfer():
    state, seat = _start()
    state.year = 3
    for s in state.craftsmen:
        s.displayed = True
    p = state.players[seat]
    p.gold, p.experience = 20, 3
    state, _ = place(state, A.ACTION_CRAFTSMAN)
    state, _ = play(state, "hire_craftsman", craftsman=pb.CRAFTSMAN_MASTER_BUILDER_III)
    p = state.players[seat]
    assert pb.CRAFTSMAN_MASTER_BUILDER_I not in p.craftsmen and pb.CRAFTSMAN_MASTER_BUILDER_III in p.craftsmen
    assert p.experience == 1  # I -> III loses 2 levels


@pytest.mark.rule(CRAFTSMAN)
def test_upgrade_loses_one_level_and_not_a_downgrade():
    state, seat = _start()
    state.year = 2
    for s in state.craftsmen:
        s.displayed = s.craftsman not in (pb.CRAFTSMAN_MASTER_BUILDER_III, pb.CRAFTSMAN_CARPENTER_III,
                                          pb.CRAFTSMAN_STUCCO_WORKER_III, pb.CRAFTSMAN_STONEMASON_III)
    state.players[seat].experience = 3
    state.players[seat].gold = 10
    state, _ = place(state, A.ACTION_CRAFTSMAN)
    state, _ = play(state, "hire_craftsman", craftsman=pb.CRAFTSMAN_MASTER_BUILDER_II)
    assert state.players[seat].experience == 2
    state = calm(state)
    other = seat_to_move(state)
    state.players[other].craftsmen.remove(pb.CRAFTSMAN_CARPENTER_I)
    state.players[other].craftsmen.append(pb.CRAFTSMAN_CARPENTER_III)
    state, _ = place(state, A.ACTION_CRAFTSMAN)
    rejected(state, "hire_craftsman", "NOT_AN_UPGRADE", craftsman=pb.CRAFTSMAN_CARPENTER_II)


@pytest.mark.rule(CRAFTSMAN)
def test_craftsman_with_an_order_cannot_be_upgraded():
    state, seat = _start()
    state.year = 2
    for s in state.craftsmen:
        s.displayed = True
    state.orders.add(id=9, seat=seat, work=pb.WORK_WOOD_PANELING, craftsman=pb.CRAFTSMAN_CARPENTER_I)
    state.players[seat].gold = 10
    state, _ = place(state, A.ACTION_CRAFTSMAN)
    rejected(state, "hire_craftsman", "CRAFTSMAN_HAS_ORDER", craftsman=pb.CRAFTSMAN_CARPENTER_II)
    state.players[seat].gold = 1
    rejected(state, "hire_craftsman", "NOT_ENOUGH_GOLD", craftsman=pb.CRAFTSMAN_STUCCO_WORKER_II)
