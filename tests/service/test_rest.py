"""The REST/JSON face against a running server (docs/design.md#api-faces): every route, the
proto3 JSON mapping, bearer tokens, errors as google.rpc.Status JSON with the
matching HTTP status, server-sent events, the OpenAPI document and the
playground page."""
from __future__ import annotations

import json
import uuid

import httpx
import pytest

from arbiter import games

GAME_IDS = sorted(games.GAMES)


@pytest.fixture
def http(server):
    with httpx.Client(base_url=server.http, timeout=10) as c:
        yield c


def reason(res: httpx.Response) -> str:
    status = res.json()
    infos = [d for d in status.get("details", []) if d["@type"].endswith("google.rpc.ErrorInfo")]
    return infos[0]["reason"] if infos else ""


def test_catalog(http):
    res = http.get("/v1/catalog")
    assert res.status_code == 200
    assert [g["game"] for g in res.json().get("games", [])] == GAME_IDS


def test_openapi_document_and_playground_are_served(http):
    doc = http.get("/openapi.json").json()
    assert doc["openapi"].startswith("3.") and "/v1/games/{game_id}/moves" in doc["paths"]
    page = http.get("/")
    assert page.status_code == 200 and "Arbiter playground" in page.text


@pytest.mark.parametrize("path", ["/v1/games/nope123", "/v1/games/nope123/legal-moves", "/v1/games/nope123/history",
                                  "/v1/games/nope123/events"])
def test_unknown_game_is_404_with_status_json(http, path):
    res = http.get(path)
    assert res.status_code == 404
    assert res.json()["code"] == 5 and reason(res) == "NOT_FOUND"


def test_malformed_bodies_are_400(http):
    for body in (b"{", b"[]", b'{"game": 5}', b'{"unknownField": 1}', b"[" * 5000 + b"]" * 5000):
        res = http.post("/v1/games", content=body, headers={"content-type": "application/json"})
        assert res.status_code == 400, (body[:20], res.text)
        assert res.json()["code"] == 3
    res = http.get("/v1/games/abc/history", params={"bogus": "1"})
    assert res.status_code == 400
    res = http.get("/v1/games/abc/history", params={"pageSize": "many"})
    assert res.status_code == 400


def test_oversized_body_is_refused(http):
    res = http.post("/v1/games", content=b"{" + b" " * (2 << 20) + b"}", headers={"content-type": "application/json"})
    assert res.status_code == 413 and reason(res) == "MESSAGE_TOO_LARGE" and res.json()["code"] == 8


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_over_rest(http, game_id):
    game = games.get(game_id)
    created = http.post("/v1/games", json={"game": game_id, "players": game.min_players, "seed": "4"}).json()
    gid = created["gameId"]
    tokens = {s.get("seat", 0): s["token"] for s in created["seats"]}
    assert created["view"]["status"] == "GAME_STATUS_ACTIVE"
    moved = 0
    for _ in range(20):
        view = http.get(f"/v1/games/{gid}").json()["view"]
        if view["status"] != "GAME_STATUS_ACTIVE":
            break
        seat = view["pending"][0].get("seat", 0)
        auth = {"authorization": f"Bearer {tokens[seat]}"}
        legal = http.get(f"/v1/games/{gid}/legal-moves", headers=auth).json()
        assert legal["moves"], legal
        res = http.post(f"/v1/games/{gid}/moves", headers=auth,
                        json={"move": legal["moves"][0], "expectedVersion": legal["version"], "requestId": f"r{moved}"})
        assert res.status_code == 200, res.text
        assert int(res.json()["version"]) == int(legal["version"]) + 1
        moved += 1
    # Stale version: 409 with the current version.
    res = http.post(f"/v1/games/{gid}/moves", headers={"authorization": f"Bearer {tokens[0]}"},
                    json={"move": legal["moves"][0], "expectedVersion": "1"})
    assert res.status_code in (409, 403), res.text
    # A spectator cannot move; a forged token is 401.
    assert http.post(f"/v1/games/{gid}/moves", json={"move": legal["moves"][0]}).status_code == 403
    assert http.get(f"/v1/games/{gid}", headers={"authorization": "Bearer 0.forged"}).status_code == 401
    hist = http.get(f"/v1/games/{gid}/history", params={"fromVersion": 1, "pageSize": 1000}).json()
    assert [int(e["version"]) for e in hist["entries"]] == list(range(1, moved + 2))
    # The event stream replays the same entries.
    with http.stream("GET", f"/v1/games/{gid}/events", params={"fromVersion": 1}) as stream:
        assert stream.headers["content-type"].startswith("text/event-stream")
        seen = []
        for line in stream.iter_lines():
            if line.startswith("data: "):
                seen.append(json.loads(line[6:])["entry"])
                if len(seen) == moved + 1:
                    break
    assert [e["version"] for e in seen] == [e["version"] for e in hist["entries"]]
    # Adjudicate: set up from a config, stateless.
    adj = http.post("/v1/adjudicate", json={"game": game_id, "config": {"players": game.min_players, "seed": "4"}})
    assert adj.status_code == 200 and adj.json()["state"]["@type"].endswith(".State")


def test_sse_resumes_from_last_event_id(http):
    if not GAME_IDS:
        pytest.skip("no game registered")
    game = games.get(GAME_IDS[0])
    created = http.post("/v1/games", json={"game": game.id, "players": game.min_players}).json()
    with http.stream("GET", f"/v1/games/{created['gameId']}/events",
                     headers={"last-event-id": "0"}) as stream:
        for line in stream.iter_lines():
            if line.startswith("id: "):
                assert line == "id: 1"
                break
    res = http.get(f"/v1/games/{created['gameId']}/events", headers={"last-event-id": "x"})
    assert res.status_code == 400


def _violations(res: httpx.Response) -> list[str]:
    return [v["field"] for d in res.json().get("details", []) if d["@type"].endswith("google.rpc.BadRequest")
            for v in d["fieldViolations"]]


def test_a_bad_query_parameter_is_blamed_on_its_own_name(http):
    res = http.get("/v1/games/abc/history", params={"pageSize": "many"})
    assert res.status_code == 400 and _violations(res) == ["pageSize"], res.text
    res = http.get("/v1/games/abc/events", params={"from_version": "x"})
    assert res.status_code == 400 and _violations(res) == ["from_version"], res.text


def test_a_move_without_a_kind_is_blamed_on_move_kind(http):
    game = games.get("nottingham")
    created = http.post("/v1/games", json={"game": game.id, "players": game.min_players}).json()
    token = created["seats"][0]["token"]
    res = http.post(f"/v1/games/{created['gameId']}/moves", headers={"authorization": f"Bearer {token}"},
                    json={"move": {"@type": "type.googleapis.com/arbiter.nottingham.v1.Move"}})
    assert res.status_code == 400 and _violations(res) == ["move.kind"], res.text


def test_create_game_under_a_request_id_over_rest(http):
    """The body's `requestId` (docs/design.md#idempotency-by-request-id): a
    repeat answers the same game, on the generic and the typed route alike;
    another game under it is 409 ALREADY_EXISTS. An X-Request-Id alone
    implies no key for CreateGame (it is logged and echoed, and a repeat
    would answer every seat's token): each such create is a new game."""
    body = {"game": "nottingham", "players": 3, "requestId": uuid.uuid4().hex}
    first = http.post("/v1/games", json=body)
    again = http.post("/v1/games", json=body)
    assert first.status_code == again.status_code == 200 and again.json() == first.json()
    typed = http.post("/v1/nottingham/games", json={"players": 3, "requestId": body["requestId"]})
    assert typed.status_code == 200 and typed.json()["gameId"] == first.json()["gameId"]
    assert typed.json()["seats"] == first.json()["seats"]
    other = http.post("/v1/games", json={**body, "players": 4})
    assert other.status_code == 409 and other.json()["code"] == 6 and reason(other) == "REQUEST_ID_REUSED"
    assert first.json()["gameId"] not in other.json()["message"] and "players" not in other.json()["message"]
    plain = {"game": "nottingham", "players": 3}
    ids = {http.post("/v1/games", json=plain, headers={"x-request-id": "same-trace"}).json()["gameId"] for _ in "ab"}
    assert len(ids) == 2
