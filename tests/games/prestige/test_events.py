"""Every event of the Glossary (the worker and point events are in test_construction)."""
import pytest

from arbiter.games.prestige import components, glossary, seasons
from arbiter.games.prestige.sections import GLOSSARY
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import G, after_setup, events_of, kind_of, play, rejected

BUILTIN = components.builtin()  # the built-in edition's components

E = pb.SeasonEvent


def _with_event(event, players=3, seed=1):
    """A state whose season starts now with `event`."""
    state = after_setup(players, seed)
    del state.awaiting[:]
    state.event = event
    return state


def _start(state):
    events = glossary.apply(state)
    seasons.run(state, events)
    return events


def rule(name):
    return pytest.mark.rule(f"{GLOSSARY} / {name}")


@rule("Rich and poor")
def test_rich_and_poor():
    state = _with_event(E.SEASON_EVENT_RICH_AND_POOR)
    for p, gold in zip(state.players, (7, 5, 2)):
        p.gold = gold
    _start(state)
    assert [p.gold for p in state.players] == [5, 5, 4]


@rule("Wood required")
def test_wood_required():
    state = _with_event(E.SEASON_EVENT_WOOD_REQUIRED)
    a, b, c = state.players
    a.wood, b.wood, b.gold, c.wood, c.gold = 2, 0, 4, 0, 1
    _start(state)
    assert (a.wood, b.gold, c.gold) == (1, 2, 0)


@rule("Gold levy")
def test_gold_levy():
    state = _with_event(E.SEASON_EVENT_GOLD_LEVY)
    for p, gold in zip(state.players, (6, 5, 0)):
        p.gold = gold
    _start(state)
    assert [p.gold for p in state.players] == [4, 4, 0]


@rule("Gold gift")
def test_gold_gift():
    state = _with_event(E.SEASON_EVENT_GOLD_GIFT)
    gold = [p.gold for p in state.players]
    _start(state)
    assert [p.gold for p in state.players] == [g + 1 for g in gold]


@rule("Support")
def test_support():
    state = _with_event(E.SEASON_EVENT_SUPPORT)
    for p, tavern in zip(state.players, (3, 1, 0)):
        p.tavern, p.workers = tavern, 12 - tavern
    _start(state)
    assert [p.tavern for p in state.players] == [1, 0, 0]
    assert all(p.workers + p.tavern == 12 for p in state.players)


@rule("Further education")
@rule("Poor workmanship")
def test_further_education_and_poor_workmanship():
    state = _with_event(E.SEASON_EVENT_FURTHER_EDUCATION)
    for p, level in zip(state.players, (0, 4, 5)):
        p.experience = level
    _start(state)
    assert [p.experience for p in state.players] == [1, 5, 5]
    state.event = E.SEASON_EVENT_POOR_WORKMANSHIP
    state.players[0].experience = 0
    _start(state)
    assert [p.experience for p in state.players] == [0, 4, 4]


@rule("Gift")
def test_gift_is_a_choice_for_everyone_at_once():
    state = _with_event(E.SEASON_EVENT_GIFT)
    _start(state)
    assert sorted(d.seat for d in G.pending(state)) == [0, 1, 2]
    assert {d.kind for d in G.pending(state)} == {"gift"}
    rejected(state, "choose_gain", "GAIN_NOT_OFFERED", seat=1, gain=pb.GAIN_GOLD)
    marble = state.players[1].marble
    state, _ = play(state, "choose_gain", seat=1, gain=pb.GAIN_MARBLE)
    assert state.players[1].marble == marble + 1
    assert sorted(d.seat for d in G.pending(state)) == [0, 2]


@rule("Worker offer")
def test_worker_offer():
    state = _with_event(E.SEASON_EVENT_WORKER_OFFER)
    a, b, c = state.players
    a.tavern, a.workers, a.gold = 3, 9, 5
    b.tavern, b.workers = 1, 11
    c.tavern, c.workers = 0, 12
    _start(state)
    assert sorted(d.seat for d in G.pending(state)) == [0, 1]
    rejected(state, "hire_workers", "WORKER_MAXIMUM", seat=1, count=2)
    state, _ = play(state, "hire_workers", seat=0, count=2)
    assert (state.players[0].tavern, state.players[0].gold) == (1, 3)
    state, _ = play(state, "hire_workers", seat=1, count=1)
    assert state.players[1].workers == 12


@rule("Worker offer")
def test_worker_offer_sells_one_worker_only_to_a_player_with_eleven():
    """Glossary, Worker offer: "2 additional workers for 2 gold ... You may also acquire just 1 worker for
    1 gold, should you currently have 11 workers": with 10 workers the offer is 2 or none."""
    state = _with_event(E.SEASON_EVENT_WORKER_OFFER)
    a, b, c = state.players
    a.tavern, a.workers, a.gold = 2, 10, 5      # may take 2, not 1
    b.tavern, b.workers, b.gold = 2, 10, 1      # 10 workers and 1 gold: not offered at all
    c.tavern, c.workers, c.gold = 1, 11, 1      # 11 workers: 1 for 1 gold
    _start(state)
    assert sorted(d.seat for d in G.pending(state)) == [0, 2]
    counts = {m.hire_workers.count for m in G.legal_moves(state, 0) if m.HasField("hire_workers")}
    assert counts == {2}
    rejected(state, "hire_workers", "TWO_WORKERS_OFFERED", seat=0, count=1)
    assert {m.hire_workers.count for m in G.legal_moves(state, 2) if m.HasField("hire_workers")} == {1}
    state, _ = play(state, "hire_workers", seat=2, count=1)
    assert (state.players[2].workers, state.players[2].gold) == (12, 0)


@rule("Free training")
def test_free_training_in_the_first_year():
    state = _with_event(E.SEASON_EVENT_FREE_TRAINING)
    _start(state)
    seat = state.awaiting[0].seat
    gold = state.players[seat].gold
    legal = {m.hire_craftsman.craftsman for m in G.legal_moves(state, seat) if m.HasField("hire_craftsman")}
    assert legal == {pb.CRAFTSMAN_CARPENTER_II, pb.CRAFTSMAN_STUCCO_WORKER_II}  # the first-year special case
    rejected(state, "hire_craftsman", "NOT_AVAILABLE_YET", seat=seat, craftsman=pb.CRAFTSMAN_MASTER_BUILDER_II)
    rejected(state, "hire_craftsman", "NOT_OWNED_TYPE", seat=seat, craftsman=pb.CRAFTSMAN_SCULPTOR_I)
    state, _ = play(state, "hire_craftsman", seat=seat, craftsman=pb.CRAFTSMAN_CARPENTER_II)
    p = state.players[seat]
    assert pb.CRAFTSMAN_CARPENTER_II in p.craftsmen and pb.CRAFTSMAN_CARPENTER_I not in p.craftsmen
    assert p.gold == gold


@rule("Wood trade")
def test_wood_trade_in_steward_order():
    state = _with_event(E.SEASON_EVENT_WOOD_TRADE)
    for p in state.players:
        p.wood = 3
    order = []
    for seat in state.lower_bar:
        if seat not in order:
            order.append(seat)
    _start(state)
    assert [d.seat for d in G.pending(state)] == [order[0]]
    gold = state.players[order[0]].gold
    rejected(state, "sell_wood", "INSUFFICIENT_RESOURCES", amount=4)
    state, _ = play(state, "sell_wood", amount=3)
    assert state.players[order[0]].gold == gold + 6
    assert [d.seat for d in G.pending(state)] == [order[1]]


@rule("Estate loss")
def test_estate_loss_keeps_estates_contiguous():
    state = _with_event(E.SEASON_EVENT_ESTATE_LOSS)
    first = state.lower_bar[0]
    for i, space in ((0, "E1"), (4, "E5")):
        state.estates[i].tile = pb.ESTATE_TILE_FOREST
        state.estates[i].owners.append(first)
    state.estates[0].owners.append((first + 1) % 3)
    _start(state)
    assert [d.seat for d in G.pending(state)] == [first]
    assert kind_of(state, first) == "estate_loss"
    rejected(state, "remove_estate_disc", "ESTATES_NOT_CONTIGUOUS", space="E1")
    rejected(state, "remove_estate_disc", "NOT_YOUR_ESTATE", space="E2")
    state, events = play(state, "remove_estate_disc", space="E5")
    assert events_of(events, "estate_disc_removed")[0].tile_returned
    assert state.estates[4].tile == pb.ESTATE_TILE_UNSPECIFIED
    assert kind_of(state, (first + 1) % 3) == "estate_loss"


@rule("Illness")
def test_illness_four_stewards_and_the_hospital():
    state = _with_event(E.SEASON_EVENT_ILLNESS, players=2)
    bar = list(state.lower_bar)
    _start(state)
    assert list(state.hospital) == bar[-2:]
    assert list(state.lower_bar) == bar[:-2]
    from tests.games.prestige.helpers import pass_turns
    state.event = E.SEASON_EVENT_GOLD_GIFT
    state = pass_turns(state)
    assert sum(len(a.stewards) for a in state.action_bar) == 0
    assert list(state.lower_bar)[-2:] == bar[-2:]  # appended at the end
    assert len(state.lower_bar) == 10


@pytest.mark.rule("Prestige: End of a Round/Season")
def test_season_began_tells_the_turn_order_and_the_hospital():
    """A client following events learns the new season's turn order (the lower
    bar after its event) and who is ill from SeasonBegan alone."""
    state = after_setup(2)
    card, season = next((c, s) for c, by_season in BUILTIN.EVENT_CARDS.items()
                        for s, e in by_season.items()
                        if e == E.SEASON_EVENT_ILLNESS and s in (pb.SEASON_SUMMER, pb.SEASON_WINTER))
    del state.awaiting[:]
    state.event_card, state.season = card, season  # summer/winter: no card is revealed
    bar = list(state.lower_bar)
    began = events_of(seasons.begin_season(state), "season_began")[0]
    assert began.event == E.SEASON_EVENT_ILLNESS
    assert list(began.turn_order) == list(state.lower_bar) == bar[:-2]
    assert list(began.hospital) == list(state.hospital) == bar[-2:]
