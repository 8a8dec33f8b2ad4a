"""CreateGame under a request_id (docs/design.md#idempotency-by-request-id):
a repeat answers with the game the first call made (its id, seat tokens,
current version and view) and creates none, on every store and on a replica
that never saw the first call; a repeat asking for another game is
ALREADY_EXISTS, naming neither the game nor what differs; a malformed
request id is INVALID_ARGUMENT; once the game expired, the request id makes a
game with other seat tokens, and the old ones are refused there. The clients' retries rely on it (tests in clients/)."""
from __future__ import annotations

import asyncio
import uuid

import grpc
import pytest

from arbiter.auth import InvalidToken, TokenAuthority
from arbiter.nottingham.v1 import nottingham_service_pb2 as typed
from arbiter.nottingham.v1 import nottingham_service_pb2_grpc as typed_grpc
from arbiter.referee import Referee
from arbiter.store import MemoryStore
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.support.grpc_errors import error_info


class CountingCreates:
    """A store that counts the games it really created."""

    def __init__(self, store):
        self.store, self.created = store, 0

    async def create(self, game, entry):
        await self.store.create(game, entry)
        self.created += 1

    def __getattr__(self, name):
        return getattr(self.store, name)


def test_a_repeated_create_answers_the_same_game_and_creates_none(make_store):
    async def main():
        store = CountingCreates(make_store())
        try:
            referee = Referee(store, TokenAuthority("key"))
            req = api.CreateGameRequest(game="nottingham", players=3, request_id=uuid.uuid4().hex)
            first = await referee.create_game(req)
            assert await referee.create_game(req) == first
            # Another replica (sharing the store and the key, not the cache) answers the same.
            assert await Referee(store, TokenAuthority("key")).create_game(req) == first
            assert store.created == 1
            assert len(await store.history(first.game_id, 1, 10)) == 1
            # A repeat after a move answers the game as it is now.
            seat = first.view.pending[0].seat
            legal = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=first.game_id),
                                                   first.seats[seat].token)
            await referee.submit_move(api.SubmitMoveRequest(game_id=first.game_id, move=legal.moves[0]),
                                      first.seats[seat].token)
            later = await Referee(store, TokenAuthority("key")).create_game(req)
            assert (later.game_id, later.seats, later.version, later.view.version) == \
                   (first.game_id, first.seats, 2, 2)
            assert store.created == 1
        finally:
            await store.close()

    asyncio.run(main())


def test_without_a_request_id_each_create_is_a_new_game():
    async def main():
        referee = Referee(CountingCreates(MemoryStore(60)), TokenAuthority("key"))
        req = api.CreateGameRequest(game="nottingham", players=3, seed=5)
        assert (await referee.create_game(req)).game_id != (await referee.create_game(req)).game_id
        assert referee.store.created == 2

    asyncio.run(main())


def test_create_under_a_request_id_over_grpc(stub):
    rid = uuid.uuid4().hex
    req = api.CreateGameRequest(game="nottingham", players=3, seed=7, request_id=rid)
    first = stub.CreateGame(req, timeout=10)
    assert stub.CreateGame(req, timeout=10) == first
    assert len(stub.GetHistory(api.GetHistoryRequest(game_id=first.game_id), timeout=10).entries) == 1
    # Without the seed the repeat asks for the same game; options spelled out at their defaults too.
    same = api.CreateGameRequest(game="nottingham", players=3, variant=first.view.config.variant,
                                 options=dict(first.view.config.options), request_id=rid)
    assert stub.CreateGame(same, timeout=10).game_id == first.game_id
    for other in (api.CreateGameRequest(game="nottingham", players=4, request_id=rid),
                  api.CreateGameRequest(game="nottingham", players=3, seed=8, request_id=rid),
                  api.CreateGameRequest(game="prestige", players=3, request_id=rid)):
        with pytest.raises(grpc.RpcError) as e:
            stub.CreateGame(other, timeout=10)
        assert e.value.code() == grpc.StatusCode.ALREADY_EXISTS, e.value.details()
        assert error_info(e.value).reason == "REQUEST_ID_REUSED"
        # Nothing of the game: a caller holding only the request id must not learn
        # the game's id, nor which field to change to be handed its tokens.
        assert "a request_id names one CreateGame" in e.value.details()
        assert first.game_id not in e.value.details() and "differs" not in e.value.details()
        assert not any(word in e.value.details() for word in ("players", "seed", "variant", "options", "edition"))
        assert dict(error_info(e.value).metadata) == {}
    for bad in ("has space", "x" * 129, "é"):
        with pytest.raises(grpc.RpcError) as e:
            stub.CreateGame(api.CreateGameRequest(game="nottingham", players=3, request_id=bad), timeout=10)
        assert e.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        info = error_info(e.value)
        assert (info.reason, info.metadata["field"]) == ("MALFORMED_REQUEST", "request_id")


def test_the_typed_service_carries_the_request_id(server):
    """A game's typed CreateGame (arbiter.api.services translates it) makes
    and finds the same game as the generic one under one request id."""
    rid = uuid.uuid4().hex
    with grpc.insecure_channel(server.target) as channel:
        stub = typed_grpc.NottinghamStub(channel)
        first = stub.CreateGame(typed.CreateGameRequest(players=3, request_id=rid), timeout=10)
        assert stub.CreateGame(typed.CreateGameRequest(players=3, request_id=rid), timeout=10) == first
        generic = api.CreateGameRequest(game="nottingham", players=3, request_id=rid)
        assert arbiter_pb2_grpc.ArbiterStub(channel).CreateGame(generic, timeout=10).game_id == first.game_id



def test_after_expiry_a_request_id_makes_a_game_with_other_tokens(make_store):
    """The same request id after its game expired makes the same game id, with a
    new nonce: other seat tokens, and the expired game's refused, on a replica
    that cached the old game and on one that never saw it."""
    async def main():
        store = make_store(1)
        try:
            referee = Referee(store, TokenAuthority("key"))
            req = api.CreateGameRequest(game="nottingham", players=3, request_id=uuid.uuid4().hex)
            first = await referee.create_game(req)
            assert (await referee.create_game(req)).seats == first.seats  # within the TTL: the same tokens
            old = [s.token for s in first.seats]
            await referee.get_game(api.GetGameRequest(game_id=first.game_id), old[0])  # cached at version 1
            await asyncio.sleep(1.2)  # past the TTL
            again = await referee.create_game(req)
            assert again.game_id == first.game_id and again.version == 1
            new = [s.token for s in again.seats]
            assert not set(new) & set(old)
            for r in (referee, Referee(store, TokenAuthority("key"))):
                for seat, token in enumerate(old):
                    with pytest.raises(InvalidToken):
                        await r.get_game(api.GetGameRequest(game_id=first.game_id), token)
                    with pytest.raises(InvalidToken):
                        await r.list_legal_moves(api.ListLegalMovesRequest(game_id=first.game_id), token)
                mover = again.view.pending[0].seat
                legal = await r.list_legal_moves(api.ListLegalMovesRequest(game_id=first.game_id), new[mover])
                with pytest.raises(InvalidToken):
                    await r.submit_move(api.SubmitMoveRequest(game_id=first.game_id, move=legal.moves[0]),
                                        old[mover])
                assert (await r.get_game(api.GetGameRequest(game_id=first.game_id), new[1])).view.seat == 1
            assert (await store.load(first.game_id)).version == 1  # no old token moved in the new game
        finally:
            await store.close()

    asyncio.run(main())
