"""Editions through the service: `arbiter serve --edition-dir`, ListGames'
editions, GetRules on both faces, CreateGame with an edition, a second edition
played end to end, and Adjudicate refusing a state of an edition the server
lacks."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import urllib.request

import grpc
import pytest
from google.protobuf import json_format

from arbiter import games
from arbiter.engine.editions import canonical_json
from arbiter.engine.simulate import schedule
from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.selfplay_remote import selfplay_remote
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig
from arbiter_client import Arbiter, ArbiterError, unpack

from tests.editions.support import HERE, changed, edition_json, write
from tests.support.grpc_errors import error_info
from tests.support.servers import ArbiterServer, arbiter_server

GAME = games.get("nottingham")
GAME_HANSA = games.get("hansa-teutonica")


@pytest.fixture(scope="module")
def served():
    """A server given this folder's second editions."""
    with arbiter_server(extra=["--edition-dir", str(HERE)]) as s:
        yield s


@pytest.fixture(scope="module")
def client(served):
    with Arbiter(served.target) as c:
        yield c


def test_list_games_lists_each_games_editions(client):
    info = next(g for g in client.games() if g.game == "nottingham")
    assert [e.id for e in info.editions] == ["builtin", "second"]
    assert info.rules_type == "arbiter.nottingham.v1.Rules"
    builtin = info.editions[0]
    assert builtin.stand_in and builtin.sha256 == GAME.editions.default.sha256


@pytest.mark.parametrize("edition", ["", "second"])
def test_get_rules_round_trips_through_the_python_client(client, edition):
    rules, info = client.get_rules("nottingham", edition=edition)
    assert isinstance(rules, pb.Rules)
    assert info.id == (edition or "builtin")
    # The whole edition: the client can recompute the edition's hash from it.
    assert hashlib.sha256(canonical_json(rules).encode()).hexdigest() == info.sha256
    assert rules.edition.id == info.id and rules.edition.players == 0


def test_get_rules_restricted_to_a_player_count(client):
    rules, info = client.get_rules("nottingham", players=3, edition="second")
    assert rules.edition.players == 3 and info.id == "second"
    assert len(rules.pawns.colours) == 3 and len(rules.ambush_deck.cards) == 9


@pytest.mark.parametrize("kwargs,code,reason", [
    ({"edition": "first-printing"}, grpc.StatusCode.NOT_FOUND, "NOT_FOUND"),
    ({"players": 9}, grpc.StatusCode.INVALID_ARGUMENT, "INVALID_CONFIG"),
    ({"variant": "tournament"}, grpc.StatusCode.INVALID_ARGUMENT, "INVALID_CONFIG"),
])
def test_get_rules_refuses_what_does_not_exist(client, kwargs, code, reason):
    with pytest.raises(ArbiterError) as err:
        client.get_rules("nottingham", **kwargs)
    assert err.value.code == code and err.value.reason == reason


@pytest.mark.parametrize("game_id,variant,players", [("nottingham", "", 4), ("nuremberg", "beginner", 4),
                                                    ("nuremberg", "advanced", 4), ("prestige", "", 3)])
def test_a_spectator_and_every_seat_get_the_same_rules(served, client, game_id, variant, players):
    game = client.create_game(game_id, players=players, variant=variant, edition="second")
    with grpc.insecure_channel(served.target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        req = api.GetRulesRequest(game=game_id, variant=variant, players=players, edition="second")
        answers = {stub.GetRules(req).SerializeToString(deterministic=True)}
        for seat in game.seats:
            res = stub.GetRules(req, metadata=[("authorization", f"Bearer {seat.token}")])
            answers.add(res.SerializeToString(deterministic=True))
    assert len(answers) == 1


def test_get_rules_on_the_rest_face(served, client):
    url = f"{served.http}/v1/catalog/nottingham/rules?players=5&edition=second"
    with urllib.request.urlopen(url) as r:
        body = json.loads(r.read())
    assert body["edition"]["id"] == "second"
    assert body["rules"]["@type"] == "type.googleapis.com/arbiter.nottingham.v1.Rules"
    res = api.GetRulesResponse()
    json_format.ParseDict(body, res)
    rules, _ = client.get_rules("nottingham", players=5, edition="second")
    assert unpack(res.rules) == rules


def test_create_game_records_the_edition_in_the_state(client):
    game = client.create_game("nottingham", players=3, edition="second", seed=4)
    state = game.spectator.state()
    second = next(g for g in client.games() if g.game == "nottingham").editions[1]
    assert state.edition.id == "second" and state.edition.sha256 == second.sha256
    rules, _ = client.get_rules("nottingham", edition="second")
    assert list(state.sheriff_track) == [s.number for s in rules.sheriff_path.spaces[1:]]
    assert game.view.config.edition == "second"


def test_create_game_refuses_an_unknown_edition(client):
    with pytest.raises(ArbiterError) as err:
        client.create_game("nottingham", players=3, edition="first-printing")
    assert err.value.code == grpc.StatusCode.INVALID_ARGUMENT and err.value.reason == "INVALID_CONFIG"
    assert "first-printing" in err.value.message


# Every game this folder has a second edition of (`<game>.second.json`).
SECOND = sorted(p.name.split(".")[0] for p in HERE.glob("*.second.json") if games.get(p.name.split(".")[0]))
GAMES_PER_SECOND_EDITION = 8  # spread over the game's player counts and variants


@pytest.mark.parametrize("game", SECOND)
def test_the_second_edition_plays_through_the_service_without_errors(served, client, game):
    rules_of = games.get(game)
    pairs = schedule(rules_of, list(rules_of.player_counts), [v.name for v in rules_of.variants])
    per = max(1, GAMES_PER_SECOND_EDITION // len(pairs))
    info = next(g for g in client.games() if g.game == game)
    assert [e.id for e in info.editions] == ["builtin", "second"]
    tally = selfplay_remote(served.target, game, pairs, {}, 7, per * len(pairs), 2, "second")
    assert tally["errors"] == 0 and tally["completed"] == per * len(pairs), tally["samples"]


def test_get_rules_of_hansa_teutonica_gives_the_side_of_the_player_count(client):
    from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as hansa

    rules, info = client.get_rules("hansa-teutonica", players=2, edition="second")
    assert isinstance(rules, hansa.Rules) and info.id == "second"
    assert [b.side for b in rules.boards] == [hansa.BOARD_SIDE_TWO_THREE_PLAYERS]
    whole, _ = client.get_rules("hansa-teutonica")
    assert hashlib.sha256(canonical_json(whole).encode()).hexdigest() == GAME_HANSA.editions.default.sha256


@pytest.mark.parametrize("variant,players", [("", 0), ("standard", 3), ("duel", 2)])
def test_get_rules_of_prestige_per_variant_and_player_count(client, variant, players):
    from arbiter.prestige.v1 import prestige_pb2 as prestige

    rules, info = client.get_rules("prestige", variant=variant, players=players)
    assert isinstance(rules, prestige.Rules) and info.id == "builtin" and info.stand_in
    assert rules.edition.variant == variant and rules.edition.players == players
    tables = [(p.players, p.duel) for p in rules.craftsmen.prices]
    assert tables == {0: [(4, False), (3, False), (2, False), (2, True)], 3: [(3, False)], 2: [(2, True)]}[players]
    if not players:
        assert hashlib.sha256(canonical_json(rules).encode()).hexdigest() == info.sha256


def test_get_rules_of_nuremberg_gives_the_layout_and_player_count(client):
    from arbiter.nuremberg.v1 import nuremberg_pb2 as nuremberg

    rules, info = client.get_rules("nuremberg", variant="advanced", players=3, edition="second")
    assert isinstance(rules, nuremberg.Rules) and info.id == "second" and info.stand_in
    assert not rules.HasField("beginner_layout") and len(rules.supply.colours) == 3
    assert [c.card for c in rules.scoring.council_cards] == [nuremberg.COUNCIL_CARD_COUNCIL_OF_SEVEN,
                                                             nuremberg.COUNCIL_CARD_GREAT_COUNCIL]
    beginner, _ = client.get_rules("nuremberg", variant="beginner", players=3)
    assert "white" not in beginner.supply.colours
    assert all(p.colour != "white" for p in beginner.beginner_layout.customs_posts)
    whole, _ = client.get_rules("nuremberg")
    assert hashlib.sha256(canonical_json(whole).encode()).hexdigest() == games.get("nuremberg").editions.default.sha256


def test_adjudicate_refuses_a_nuremberg_state_whose_edition_hash_differs(client):
    from arbiter.nuremberg.v1 import nuremberg_pb2 as nuremberg

    res = client.adjudicate("nuremberg", config=GameConfig(players=3, seed=1, edition="second"))
    state = unpack(res.state)
    assert state.edition.id == "second"
    move = nuremberg.Move(draw_event_card=nuremberg.DrawEventCard())
    assert unpack(client.adjudicate("nuremberg", state=state, seat=0, move=move).state).edition == state.edition
    state.edition.sha256 = "0" * 64
    with pytest.raises(ArbiterError) as err:
        client.adjudicate("nuremberg", state=state, seat=0, move=move)
    assert err.value.code == grpc.StatusCode.FAILED_PRECONDITION and err.value.reason == "EDITION_MISMATCH"


def _second_state(client) -> pb.State:
    res = client.adjudicate("nottingham", config=GameConfig(players=3, seed=1, edition="second"))
    return unpack(res.state)


def test_adjudicate_plays_a_state_under_its_edition(client):
    state = _second_state(client)
    assert state.edition.id == "second"
    move = pb.Move(take_card=pb.TakeCard())
    res = client.adjudicate("nottingham", state=state, seat=0, move=move)
    assert unpack(res.state).edition == state.edition


def test_adjudicate_refuses_a_state_of_an_edition_the_server_lacks(client, memory_server):
    state = _second_state(client)
    with Arbiter(memory_server.target) as other:  # started without the second editions
        with pytest.raises(ArbiterError) as err:
            other.adjudicate("nottingham", state=state, seat=0, move=pb.Move(take_card=pb.TakeCard()))
    assert err.value.code == grpc.StatusCode.FAILED_PRECONDITION and err.value.reason == "UNKNOWN_EDITION"
    assert "second" in err.value.message


def test_adjudicate_refuses_a_state_whose_edition_hash_differs(client):
    state = _second_state(client)
    state.edition.sha256 = "0" * 64
    with pytest.raises(ArbiterError) as err:
        client.adjudicate("nottingham", state=state, seat=0, move=pb.Move(take_card=pb.TakeCard()))
    assert err.value.code == grpc.StatusCode.FAILED_PRECONDITION and err.value.reason == "EDITION_MISMATCH"


def _serve_fails(tmp_path, **kw) -> str:
    server = ArbiterServer(**kw)
    with pytest.raises(RuntimeError, match="exited with 2") as err:
        server.start()
    return str(err.value)


def test_an_invalid_edition_stops_start_up_naming_file_field_and_constraint(tmp_path):
    bad = write(tmp_path, "nottingham.bad.json", changed(edition_json(GAME), "ambushDeck.draw", 3))
    out = _serve_fails(tmp_path, extra=["--edition-dir", str(tmp_path)])
    assert str(bad) in out and "ambushDeck.draw" in out and "draws 2 cards" in out


def test_the_edition_dir_can_come_from_the_environment(tmp_path):
    bad = write(tmp_path, "nottingham.bad.json", changed(edition_json(GAME), "pawns.colours", []))
    out = _serve_fails(tmp_path, env={"ARBITER_EDITION_DIR": str(tmp_path)})
    assert str(bad) in out and "pawns.colours" in out
