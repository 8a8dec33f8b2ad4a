"""Every JSON answer shows every field: the proto3 JSON mapping leaves out
fields at their default value, so seat 0, a score of 0 or an empty list used to
vanish from REST answers, server-sent events and history. These tests play
games over REST and check the fields that used to go missing, on every route,
and that the printer is the one used for each of them."""
from __future__ import annotations

import json

import httpx
import pytest

from arbiter import games
from arbiter.api import proto_json
from arbiter.referee import pack
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import Outcome, PendingDecision, SeatScore

GAME_IDS = sorted(games.GAMES)


@pytest.fixture
def http(memory_server):
    with httpx.Client(base_url=memory_server.http, timeout=10) as c:
        yield c


def auth(token: str) -> dict:
    return {"authorization": f"Bearer {token}"}


def play(http, game_id: str, moves: int, seed: str = "7"):
    """Create a game and play `moves` suggested moves over REST; returns the
    created answer, the tokens by seat and every SubmitMove answer."""
    created = http.post("/v1/games", json={"game": game_id, "players": games.get(game_id).min_players,
                                           "seed": seed}).json()
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    answers = []
    for _ in range(moves):
        view = http.get(f"/v1/games/{created['gameId']}").json()["view"]
        if view["status"] != "GAME_STATUS_ACTIVE":
            break
        seat = view["pending"][0]["seat"]
        legal = http.get(f"/v1/games/{created['gameId']}/legal-moves", headers=auth(tokens[seat])).json()
        res = http.post(f"/v1/games/{created['gameId']}/moves", headers=auth(tokens[seat]),
                        json={"move": legal["moves"][legal["suggested"]], "expectedVersion": legal["version"]})
        assert res.status_code == 200, res.text
        answers.append(res.json())
    return created, tokens, answers


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_seat_zero_is_shown_in_seats_and_pending(http, game_id):
    created, tokens, _ = play(http, game_id, 0)
    assert [s["seat"] for s in created["seats"]] == list(range(len(created["seats"])))
    assert all("seat" in d for d in created["view"]["pending"]), created["view"]["pending"]
    mine = http.get(f"/v1/games/{created['gameId']}/legal-moves", headers=auth(tokens[0])).json()
    assert all("seat" in d for d in mine["pending"])
    assert {"moves", "templates", "pending", "version"} <= set(mine)
    # The viewer's own seat 0 is shown; a spectator's view has no seat at all (optional: absent = spectator).
    assert http.get(f"/v1/games/{created['gameId']}", headers=auth(tokens[0])).json()["view"]["seat"] == 0
    assert "seat" not in http.get(f"/v1/games/{created['gameId']}").json()["view"]


def test_nottingham_state_shows_seat_zero_fields(http):
    created, _, _ = play(http, "nottingham", 0)
    state = created["view"]["state"]
    # The Sheriff starts on space 0 and seat 0 is the active player: both used to be missing.
    assert state["sheriffSpace"] == 0 and state["active"] == 0


def test_hansa_events_show_seat_zero(http):
    _, _, answers = play(http, "hansa-teutonica", 12)
    ended = [e["turnEnded"] for a in answers for e in a["events"] if "turnEnded" in e]
    assert ended and all("seat" in e for e in ended), ended


def test_history_and_events_stream_use_the_same_printer(http):
    created, tokens, answers = play(http, "nottingham", 3)
    gid = created["gameId"]
    hist = http.get(f"/v1/games/{gid}/history", headers=auth(tokens[0])).json()
    with http.stream("GET", f"/v1/games/{gid}/events", params={"fromVersion": 1}, headers=auth(tokens[0])) as s:
        streamed = []
        for line in s.iter_lines():
            if line.startswith("data: "):
                streamed.append(json.loads(line[6:])["entry"])
                if len(streamed) == len(hist["entries"]):
                    break
    assert streamed == hist["entries"]
    # Version 1 has no seat (optional, absent); every later entry shows its seat, 0 included.
    assert "seat" not in hist["entries"][0] and all("seat" in e for e in hist["entries"][1:])
    assert all(isinstance(e["version"], str) for e in hist["entries"])  # int64 as strings


def test_an_error_status_shows_every_field(http):
    res = http.get("/v1/games/nope123")
    assert res.status_code == 404
    assert set(res.json()) >= {"code", "message", "details"}


def test_outcomes_show_seat_zero_in_every_score():
    outcome = Outcome(winners=[0], scores=[SeatScore(seat=0, score=0), SeatScore(seat=1, score=3)], reason="r")
    printed = proto_json.to_dict(outcome)
    assert printed["winners"] == [0] and [s["seat"] for s in printed["scores"]] == [0, 1]
    assert printed["scores"][0]["score"] == 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_finished_games_outcome_shows_seat_zero(game_id):
    game = games.get(game_id)
    run = play_random_game(game, game.min_players, 3, checks=Checks.none(), keep_log=True)
    state, _ = game.new_game(run.config)
    for seat, move in run.log:
        state, _ = game.apply(state, seat, move)
    printed = proto_json.to_dict(game.outcome(state))
    assert sorted(s["seat"] for s in printed["scores"]) == list(range(game.min_players)), printed


def test_a_finished_game_over_rest_shows_seat_zero_in_its_outcome(http):
    game = games.get("nottingham")
    run = play_random_game(game, game.min_players, 3, checks=Checks.none(), keep_log=True)
    created = http.post("/v1/games", json={"game": game.id, "players": game.min_players, "seed": "3"}).json()
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    for seat, move in run.log:
        res = http.post(f"/v1/games/{created['gameId']}/moves", headers=auth(tokens[seat]),
                        json={"move": proto_json.to_dict(pack(move))})
        assert res.status_code == 200, res.text
    outcome = res.json()["view"]["outcome"]
    assert sorted(s["seat"] for s in outcome["scores"]) == list(range(game.min_players)), outcome


def test_pending_decision_for_seat_zero_prints_the_seat():
    assert proto_json.to_dict(PendingDecision(seat=0, kind="k")) == {"seat": 0, "kind": "k", "prompt": "", "label": ""}
    assert proto_json.to_dict(api.SeatToken(seat=0, token="t")) == {"seat": 0, "token": "t"}


def _unspecified(prefix: str, obj, out: set) -> set:
    """JSON paths whose value is an enum's `*_UNSPECIFIED` name."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            _unspecified(f"{prefix}.{k}", v, out)
    elif isinstance(obj, list):
        for v in obj:
            _unspecified(f"{prefix}[]", v, out)
    elif isinstance(obj, str) and obj.endswith("_UNSPECIFIED"):
        out.add(prefix)
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_unspecified_enum_stands_for_a_value(game_id):
    """With every field printed, a `*_UNSPECIFIED` name would show up where the
    game means "none", "hidden" or "not yet": such fields are optional (absent
    = none) or their zero value has a name that says what it means. Checked on
    every seat's and the spectator's view, every event as each sees it, and
    the listed moves, through a whole random game."""
    game = games.get(game_id)
    run = play_random_game(game, game.min_players, 11, checks=Checks.none(), keep_log=True)
    state, events = game.new_game(run.config)
    seats = [None, *range(game.min_players)]
    found: set[str] = set()
    for n, (seat, move) in enumerate([*run.log, (None, None)]):
        for s in seats:
            for e in game.project_events(events, s, move is None):
                _unspecified("event", proto_json.to_dict(e), found)
            if n % 10 == 0 or move is None:
                _unspecified("view", proto_json.to_dict(game.project(state, s, move is None)), found)
        if move is None:
            break
        for m in game.moves_for(state, seat)[:30]:
            _unspecified("move", proto_json.to_dict(m), found)
        state, events = game.apply(state, seat, move)
    assert not found, "; ".join(sorted(found))


@pytest.mark.parametrize("body", [
    {"game": "hansa-teutonica", "players": 2, "edition": None},  # schemathesis' case: answered 200
    {"game": "nottingham", "players": 3, "seed": None},
    {"game": "nottingham", "players": 3, "options": None},
])
def test_null_is_not_a_value_in_a_request(http, body):
    """The OpenAPI document gives no field a null type, so a null is refused
    (400, naming the field) rather than read as the default, as the proto3
    JSON parser alone would: the document says exactly what is accepted."""
    res = http.post("/v1/games", json=body)
    assert res.status_code == 400, res.text[:300]
    field = next(k for k, v in body.items() if v is None)
    violations = [d for d in res.json()["details"] if d["@type"].endswith("BadRequest")][0]["fieldViolations"]
    assert violations[0]["field"] == field


def test_null_inside_a_move_is_refused(http):
    created = http.post("/v1/games", json={"game": "nottingham", "players": 3}).json()
    token = created["seats"][created["view"]["pending"][0]["seat"]]["token"]
    move = {"@type": "type.googleapis.com/arbiter.nottingham.v1.Move", "takeCard": None}
    res = http.post(f"/v1/games/{created['gameId']}/moves", json={"move": move}, headers=auth(token))
    assert res.status_code == 400, res.text[:300]
    violations = [d for d in res.json()["details"] if d["@type"].endswith("BadRequest")][0]["fieldViolations"]
    assert violations[0]["field"] == "move.takeCard"
