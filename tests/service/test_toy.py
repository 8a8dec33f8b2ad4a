"""Every service path, on the toy race (tests/support/toy, registered only in
the tests) served by a real `arbiter serve`: the catalogue lists it, a whole
game is played through gRPC to its end, and each refusal a client can meet
arrives on both faces with the code and HTTP status the reason catalogue
gives its category. (tests/security/test_audit.py checks what every viewer
sees on every face, of the toy's finished game too.)"""
from __future__ import annotations

import random
import uuid

import grpc
import httpx
import pytest

from arbiter.api.errors import CODES, HTTP_STATUS
from arbiter.api.reasons import REASONS
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig
from tests.support.grpc_errors import error_info

pytestmark = pytest.mark.usefixtures("toy")


@pytest.fixture(scope="module")
def faces(toy_server):
    ch = grpc.insecure_channel(toy_server.target)
    http = httpx.Client(base_url=toy_server.http, timeout=10)
    yield arbiter_pb2_grpc.ArbiterStub(ch), http
    http.close()
    ch.close()


def refused(call, reason: str, catalogue=None) -> grpc.RpcError:
    """`call` fails with `reason`, under the code its category maps to."""
    with pytest.raises(grpc.RpcError) as err:
        call()
    info = error_info(err.value)
    assert info.reason == reason, info
    entry = (catalogue or REASONS)[reason]
    assert err.value.code() == CODES[entry.category], (reason, err.value.code())
    return err.value


def test_a_toy_game_is_played_to_the_end_through_the_service(toy, faces):
    stub, http = faces
    assert "toy" in [g.game for g in stub.ListGames(api.ListGamesRequest()).games]
    created = stub.CreateGame(api.CreateGameRequest(game="toy", players=2, seed=4))
    gid, tokens = created.game_id, {s.seat: s.token for s in created.seats}
    local, _ = toy.new_game(GameConfig(players=2, seed=4))
    chooser = random.Random(4)
    while not toy.is_over(local):
        seat = min(toy.pending_seats(local))
        md = [("authorization", f"Bearer {tokens[seat]}")]
        listed = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=gid), metadata=md)
        moves = [toy.Move.FromString(m.value) for m in listed.moves]
        assert moves == list(toy.legal_moves(local, seat))
        move = chooser.choice(moves)
        answer = stub.SubmitMove(api.SubmitMoveRequest(game_id=gid, move=pack(move), request_id=uuid.uuid4().hex),
                                 metadata=md)
        local, events = toy.apply(local, seat, move)
        assert answer.version == stub.GetGame(api.GetGameRequest(game_id=gid)).view.version
    view = stub.GetGame(api.GetGameRequest(game_id=gid)).view
    assert view.status == api.GAME_STATUS_FINISHED and list(view.outcome.winners) == [local.winner]
    assert toy.State.FromString(view.state.value) == local, "the finished game is shown whole"
    rest = http.get(f"/v1/games/{gid}").json()["view"]
    assert rest["status"] == "GAME_STATUS_FINISHED" and rest["outcome"]["winners"] == [local.winner]
    md = [("authorization", f"Bearer {tokens[0]}")]
    assert not stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=gid), metadata=md).moves
    refused(lambda: stub.SubmitMove(api.SubmitMoveRequest(game_id=gid, move=pack(toy.Move(ready={}))), metadata=md),
            "GAME_OVER")


def test_each_refusal_reaches_both_faces_with_its_catalogued_code(toy, faces):
    stub, http = faces
    created = stub.CreateGame(api.CreateGameRequest(game="toy", players=2, seed=9))
    gid, tokens = created.game_id, {s.seat: s.token for s in created.seats}
    md = {s: [("authorization", f"Bearer {t}")] for s, t in tokens.items()}
    for seat in (0, 1):
        stub.SubmitMove(api.SubmitMoveRequest(game_id=gid, move=pack(toy.Move(ready={}))), metadata=md[seat])
    state = toy.State.FromString(stub.GetGame(api.GetGameRequest(game_id=gid), metadata=md[0]).view.state.value)

    def submit(move, seat=0, **kw):
        """SubmitMove as `seat` (None: a spectator; a list: that metadata)."""
        metadata = md[seat] if isinstance(seat, int) else seat
        return lambda: stub.SubmitMove(api.SubmitMoveRequest(game_id=gid, move=pack(move), **kw), metadata=metadata)

    missing = next(v for v in (1, 2, 3, 4) if v not in state.players[0].hand)
    err = refused(submit(toy.Move(play_card={"card": missing})), "CARD_NOT_IN_HAND", toy.reasons)
    assert error_info(err).metadata["rule"] == "Toy: Taking a Turn"
    err = refused(submit(toy.Move(ready={})), "WRONG_MOVE_KIND")
    assert error_info(err).metadata["rule"] == "Toy: Taking a Turn"
    refused(submit(toy.Move(ready={}), seat=1), "NOT_YOUR_TURN")
    refused(submit(toy.Move(play_card={"card": 9})), "MALFORMED_MOVE")
    refused(submit(toy.Move(ready={}), seat=None), "SEAT_TOKEN_REQUIRED")
    refused(submit(toy.Move(ready={}), seat=[("authorization", "Bearer 0.AAAAAAAAAAAAAAAAAAAAAA")]), "INVALID_TOKEN")
    refused(submit(toy.Move(ready={}), expected_version=1), "VERSION_CONFLICT")
    refused(lambda: stub.GetGame(api.GetGameRequest(game_id="no-such-game")), "NOT_FOUND")
    refused(lambda: stub.CreateGame(api.CreateGameRequest(game="toy", players=5)), "INVALID_CONFIG")
    bad = toy.State()
    bad.CopyFrom(state)
    bad.players[0].hand.append(9)
    refused(lambda: stub.Adjudicate(api.AdjudicateRequest(game="toy", state=pack(bad), seat=0,
                                                          move=pack(toy.Move(ready={})))), "INCONSISTENT_STATE")

    # The REST face: the same reason, under the HTTP status of the same code.
    for headers, body, reason in [
        ({"authorization": f"Bearer {tokens[1]}"}, {"move": {"ready": {}}}, "NOT_YOUR_TURN"),
        ({}, {"move": {"ready": {}}}, "SEAT_TOKEN_REQUIRED"),
        ({"authorization": "Bearer 0.AAAAAAAAAAAAAAAAAAAAAA"}, {"move": {"ready": {}}}, "INVALID_TOKEN"),
        ({"authorization": f"Bearer {tokens[0]}"}, {"move": {"playCard": {"card": missing}}}, "CARD_NOT_IN_HAND"),
    ]:
        body["move"]["@type"] = "type.googleapis.com/arbiter.toy.v1.Move"
        r = http.post(f"/v1/games/{gid}/moves", json=body, headers=headers)
        entry = toy.reasons.get(reason) or REASONS[reason]
        assert r.status_code == HTTP_STATUS[CODES[entry.category]], (reason, r.text)
        assert r.json()["details"][0]["reason"] == reason


def test_adjudicate_plays_a_client_held_toy_game(toy, faces):
    stub, _ = faces
    first = stub.Adjudicate(api.AdjudicateRequest(game="toy", config=GameConfig(players=2, seed=2)))
    state = toy.State.FromString(first.state.value)
    assert {p.seat for p in first.pending} == {0, 1}
    answer = stub.Adjudicate(api.AdjudicateRequest(game="toy", state=first.state, seat=1,
                                                   move=pack(toy.Move(ready={}))))
    after, _ = toy.apply(state, 1, toy.Move(ready={}))
    assert toy.State.FromString(answer.state.value) == after
    assert list(answer.pending) == toy.pending(after)


def test_the_toy_edition_is_served_and_recorded(toy, faces):
    stub, _ = faces
    answer = stub.GetRules(api.GetRulesRequest(game="toy"))
    assert answer.edition.id == "builtin" and toy.Rules.FromString(answer.rules.value).race.target == 15
    state, _ = toy.new_game(GameConfig(players=2, seed=1))
    for ref, reason in [({"sha256": "0" * 64}, "EDITION_MISMATCH"), ({"id": "elsewhere", "sha256": "1" * 64},
                                                                     "UNKNOWN_EDITION")]:
        other = toy.State()
        other.CopyFrom(state)
        for field, value in ref.items():
            setattr(other.edition, field, value)
        err = refused(lambda: stub.Adjudicate(api.AdjudicateRequest(game="toy", state=pack(other), seat=0,
                                                                    move=pack(toy.Move(ready={})))), reason)
        assert error_info(err).metadata["field"] == "state.edition"
