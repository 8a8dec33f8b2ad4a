"""Labels of moves, events and pending decisions, and the derived public
values (arbiter.engine.labels; docs/api.md#labels-and-derived-values): every
listed move, every event as each seat sees it and every pending decision
carries a label, the service sends them beside what they label, and a label
never names what its reader may not see."""
from __future__ import annotations

import asyncio
import random

import pytest
from arbiter import games
from arbiter.auth import TokenAuthority
from arbiter.engine import labels
from arbiter.engine.simulate import label_leaks
from arbiter.referee import Referee
from arbiter.store.memory import MemoryStore
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig

from tests.support.games import some_players

GAME_IDS = sorted(games.GAMES)
MOVES = 150  # enough for every phase of a turn, cheap


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_listed_move_event_and_decision_is_labelled(game_id):
    game = games.get(game_id)
    players = some_players(game)
    state, events = game.new_game(GameConfig(players=players, seed=7))
    chooser = random.Random(7)
    seats = [None, *range(players)]
    for _ in range(MOVES):
        context = game.label_context(state)
        for seat in seats:
            seen = game.project_events(events, seat)
            assert all(game.event_labels(seen, seat, context)), seen
            assert label_leaks(game, state, events, seat) == []
        pending = game.pending(state)
        if not pending:
            break
        assert all(p.label for p in pending), pending
        derived = game.derived_for(state)
        derives = getattr(game.labels, "derived", None) is not None  # else Game.derived: none
        assert [d.seat for d in derived.seats] == (list(range(players)) if derives else [])
        seat = pending[0].seat
        listed = game.legal_moves(state, seat)
        moves = list(listed)
        texts = game.move_labels(state, seat, moves)
        assert len(texts) == len(moves) and all(texts)
        # Distinct moves read differently: a player can tell them apart.
        assert len(set(texts)) == len({m.SerializeToString(deterministic=True) for m in moves}), texts
        state, events = game.apply(state, seat, game.random_move(state, seat, listed, chooser))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_move_and_event_kind_has_its_own_label(game_id):
    """Each game words every kind of Move and of Event in its labels module,
    none left to the generic field reader (`labels.describe`)."""
    game = games.get(game_id)
    if game.labels is None:
        pytest.skip(f"{game_id} has no labels module: every label is read from its messages")
    for table, message in [(game.labels.MOVES, game.Move), (game.labels.EVENTS, game.Event)]:
        kinds = {f.name for f in message.DESCRIPTOR.oneofs_by_name["kind"].fields}
        assert kinds - set(table) == set(), (message.__name__, sorted(kinds - set(table)))


def test_plural_and_seat_helpers():
    assert [labels.plural(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert labels.plural(3, "gold", "gold") == "3 gold"
    assert labels.by(2, "ends the turn") == "Seat 2 ends the turn"


def test_the_label_leak_check_finds_a_planted_leak():
    """A labeller that reads the unprojected event (Rob shows the hand to the
    robber only) is caught; the game's own labels are not."""
    from tests.games.nottingham.helpers import (
        CHEST,
        GAME,
        GOLD,
        JEWELS,
        SILVER,
        arrange,
        play,
    )

    state = arrange(revealed=SILVER, hands={0: [GOLD], 1: [CHEST], 2: [JEWELS]})
    state, events = play(state, 0, "steal", target=1)
    state, events = play(state, 1, "decline_defence")
    assert label_leaks(GAME, state, events, 2) == []
    raw = next(e for e in events if GAME.view_event(e, 2) != e)
    seen = GAME.view_event(raw, 2)
    leaky = labels.describe(raw)  # what a label computed from the whole event would say
    assert labels.hidden_in_label(raw, seen, leaky)
    assert labels.hidden_in_label(raw, seen, GAME.event_label(seen, 2, GAME.label_context(state))) == []


def test_the_service_sends_labels_beside_what_they_label():
    """ListLegalMoves labels each move; SubmitMove, GetHistory and WatchGame
    label each event; every pending decision has a label; GameView.derived
    has one entry per seat."""
    async def body():
        referee = Referee(MemoryStore(60), TokenAuthority("k"))
        created = await referee.create_game(api.CreateGameRequest(game="hansa-teutonica", players=3, seed=5))
        tokens = {s.seat: s.token for s in created.seats}
        game_id = created.game_id
        assert [d.seat for d in created.view.derived.seats] == [0, 1, 2]
        assert created.view.derived.seats[0].HasField("actions_left")
        assert all(p.label for p in created.view.pending)
        seat = created.view.pending[0].seat
        legal = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=game_id), tokens[seat])
        assert len(legal.labels) == len(legal.moves) and all(legal.labels)
        answer = await referee.submit_move(api.SubmitMoveRequest(game_id=game_id, move=legal.moves[-1]),
                                           tokens[seat])
        assert len(answer.event_labels) == len(answer.events) > 0
        history = await referee.get_history(api.GetHistoryRequest(game_id=game_id), None)
        for entry in history.entries:
            assert len(entry.event_labels) == len(entry.events)
        stream = await referee.watch_game(api.WatchGameRequest(game_id=game_id, from_version=1), tokens[1])
        first = await asyncio.wait_for(anext(stream), 5)
        assert len(first.entry.event_labels) == len(first.entry.events)
        await stream.aclose()

    asyncio.run(body())
