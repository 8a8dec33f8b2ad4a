"""Hostile input on the newer surfaces (the typed services, the streams, the
Redis store): versions past what a store command can take, another game's id
on a typed stream, client strings too long to echo in a status. Each is a
documented refusal on every face, never INTERNAL or a 5xx."""
from __future__ import annotations

import grpc
import httpx
import pytest
from google.protobuf import message_factory

from arbiter import games
from arbiter.api.services import typed_service
from arbiter.referee import MAX_VERSION
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig
from tests.support.grpc_errors import error_info

INT64_MAX = (1 << 63) - 1
TYPED = sorted(gid for gid in games.GAMES if typed_service(games.GAMES[gid]) is not None)
# A stream refused at its start answers at once; the deadline only keeps a
# regression (a stream left open) from hanging the test.
DEADLINE = 20


def _typed(channel: grpc.Channel, gid: str, rpc: str):
    """A callable for `rpc` of game `gid`'s typed service, and its request class."""
    method = typed_service(games.GAMES[gid]).methods_by_name[rpc]
    request = message_factory.GetMessageClass(method.input_type)
    response = message_factory.GetMessageClass(method.output_type)
    kind = ("stream_stream" if method.client_streaming else "unary_stream" if method.server_streaming
            else "unary_unary")
    call = getattr(channel, kind)(f"/{method.containing_service.full_name}/{rpc}",
                                  request_serializer=request.SerializeToString, response_deserializer=response.FromString)
    return call, request


def _refusal(call) -> grpc.RpcError:
    """The error a call (a stream: its first read) ended with."""
    with pytest.raises(grpc.RpcError) as err:
        for _ in call():
            pass
    return err.value


# ------------------------------------------------------------------ versions past the store's range


@pytest.mark.parametrize("from_version", [MAX_VERSION + 1, INT64_MAX - 1000, INT64_MAX], ids=["2^53", "near", "max"])
def test_a_version_past_the_bound_is_invalid_argument_on_every_reader(server, stub, from_version):
    """GetHistory, WatchGame and Play (generic and typed) and the REST routes
    refuse a from_version past MAX_VERSION by name: on Redis its LRANGE
    arithmetic used to overflow int64 (INTERNAL, HTTP 500)."""
    created = stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3))
    gid = created.game_id
    token = [("authorization", f"Bearer {created.seats[0].token}")]
    calls = {
        "GetHistory": lambda: [stub.GetHistory(api.GetHistoryRequest(game_id=gid, from_version=from_version,
                                                                      page_size=100))],
        "WatchGame": lambda: stub.WatchGame(api.WatchGameRequest(game_id=gid, from_version=from_version),
                                            timeout=DEADLINE),
        "Play": lambda: stub.Play(iter([api.PlayRequest(game_id=gid, from_version=from_version)]), metadata=token,
                                  timeout=DEADLINE),
    }
    with grpc.insecure_channel(server.target) as ch:
        for rpc in ("GetHistory", "WatchGame", "Play"):
            call, request = _typed(ch, "nottingham", rpc)
            req = request(game_id=gid, from_version=from_version)
            calls[f"typed {rpc}"] = (lambda call=call, req=req, rpc=rpc:
                                     call(iter([req]), metadata=token, timeout=DEADLINE) if rpc == "Play"
                                     else [call(req)] if rpc == "GetHistory" else call(req, timeout=DEADLINE))
        for name, call in calls.items():
            err = _refusal(call)
            assert err.code() == grpc.StatusCode.INVALID_ARGUMENT, (name, err.code(), err.details())
            assert error_info(err).metadata["field"] == "from_version", name
    with httpx.Client(base_url=server.http, timeout=DEADLINE) as http:
        for path in (f"/v1/games/{gid}/history", f"/v1/nottingham/games/{gid}/history", f"/v1/games/{gid}/events",
                     f"/v1/nottingham/games/{gid}/events"):
            paged = {"pageSize": "100"} if path.endswith("history") else {}
            r = http.get(path, params={"fromVersion": str(from_version), **paged})
            assert r.status_code == 400, (path, r.status_code, r.text[:300])
            assert r.json()["details"][0]["metadata"]["field"] == "from_version"
        for last in (str(MAX_VERSION), str(INT64_MAX - 1)):  # resumed after it: one past the bound
            r = http.get(f"/v1/games/{gid}/events", headers={"last-event-id": last})
            assert r.status_code == 400, (last, r.status_code, r.text[:300])
            assert r.json()["details"][0]["metadata"]["field"] == "Last-Event-ID"


def test_the_last_version_in_bounds_is_an_empty_page(server, stub):
    """MAX_VERSION itself is a version a store can page from: nothing there."""
    created = stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3))
    res = stub.GetHistory(api.GetHistoryRequest(game_id=created.game_id, from_version=MAX_VERSION, page_size=1000))
    assert list(res.entries) == [] and res.version == 1
    r = httpx.get(f"{server.http}/v1/games/{created.game_id}/history",
                  params={"fromVersion": str(MAX_VERSION), "pageSize": "2147483647"}, timeout=DEADLINE)
    assert r.status_code == 200, r.text[:300]


# ------------------------------------------------------------------ another game's id on a typed stream


@pytest.mark.parametrize("gid", TYPED)
def test_a_typed_play_stream_of_another_games_id_is_not_found(server, stub, gid):
    """Play on a game's typed service, first message naming a game of another
    kind, with or without its seat token: NOT_FOUND, as for every typed RPC
    (its updates could not be written as this game's messages: INTERNAL)."""
    other = next(g for g in TYPED if g != gid)
    created = stub.CreateGame(api.CreateGameRequest(game=other, players=games.GAMES[other].min_players))
    with grpc.insecure_channel(server.target) as ch:
        play, request = _typed(ch, gid, "Play")
        watch, watch_request = _typed(ch, gid, "WatchGame")
        for metadata in ([], [("authorization", f"Bearer {created.seats[0].token}")]):
            for from_version in (0, 1):
                err = _refusal(lambda: play(iter([request(game_id=created.game_id, from_version=from_version)]),
                                            metadata=metadata, timeout=DEADLINE))
                assert err.code() == grpc.StatusCode.NOT_FOUND, (gid, other, err.code(), err.details())
                assert error_info(err).reason == "NOT_FOUND"
            err = _refusal(lambda: watch(watch_request(game_id=created.game_id), metadata=metadata, timeout=DEADLINE))
            assert err.code() == grpc.StatusCode.NOT_FOUND, (gid, other, err.code(), err.details())
    r = httpx.get(f"{server.http}/v1/{gid.replace('_', '-')}/games/{created.game_id}/events", timeout=DEADLINE)
    assert r.status_code == 404, r.text[:300]


# ------------------------------------------------------------------ long client strings echoed in errors

LONG = "v" * 4000
WIDE = "\u20ac" * 4000  # three UTF-8 bytes each: nine once percent-encoded in grpc-message


@pytest.mark.parametrize("text", [LONG, WIDE], ids=["ascii", "multibyte"])
def test_long_client_strings_in_an_error_stay_within_the_trailers(memory_server, text):
    """A 4,000-character variant, game, option name or edition, echoed in the
    error: a clear refusal, not RESOURCE_EXHAUSTED for trailers past the
    client's 8 KiB (every echo is clipped by the error layer)."""
    calls = {
        "CreateGame variant": lambda s: s.CreateGame(api.CreateGameRequest(game="nottingham", players=3, variant=text)),
        "CreateGame game": lambda s: s.CreateGame(api.CreateGameRequest(game=text, players=3)),
        "CreateGame option": lambda s: s.CreateGame(api.CreateGameRequest(game="nottingham", players=3,
                                                                          options={text: text})),
        "CreateGame edition": lambda s: s.CreateGame(api.CreateGameRequest(game="nottingham", players=3, edition=text)),
        "GetRules variant": lambda s: s.GetRules(api.GetRulesRequest(game="nottingham", players=3, variant=text)),
        "GetRules game": lambda s: s.GetRules(api.GetRulesRequest(game=text, players=3)),
        "GetRules edition": lambda s: s.GetRules(api.GetRulesRequest(game="nottingham", players=3, edition=text)),
        "Adjudicate game": lambda s: s.Adjudicate(api.AdjudicateRequest(game=text)),
        "Adjudicate variant": lambda s: s.Adjudicate(api.AdjudicateRequest(
            game="nottingham", config=GameConfig(players=3, variant=text))),
        "Adjudicate option": lambda s: s.Adjudicate(api.AdjudicateRequest(
            game="nottingham", config=GameConfig(players=3, options={text: "x"}))),
    }
    with grpc.insecure_channel(memory_server.target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        for name, call in calls.items():
            with pytest.raises(grpc.RpcError) as err:
                call(stub)
            code = err.value.code()
            assert code in (grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.NOT_FOUND,
                            grpc.StatusCode.FAILED_PRECONDITION), (name, code, err.value.details()[:200])
            assert error_info(err.value).reason, name
            assert len(err.value.details().encode()) <= 600, name
    r = httpx.post(f"{memory_server.http}/v1/games", json={"game": "nottingham", "players": 3, "variant": text},
                   timeout=DEADLINE)
    assert r.status_code == 400 and len(r.content) < 3000, (r.status_code, len(r.content))
