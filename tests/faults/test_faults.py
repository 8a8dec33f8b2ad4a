"""Faults we can cause for real: Redis stopped and restarted, Redis
slow, clients cancelled mid-submit, a replica killed mid-request, a game's TTL
running out. In every case the game is either fully moved or untouched, a retry
with the same request_id is answered once, and the log replays to the state."""
from __future__ import annotations

import signal
import threading
import time
import uuid

import grpc
import pytest
import redis

from arbiter import games
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from arbiter.v1.engine_pb2 import GameConfig
from tests.support.grpc_errors import error_info
from tests.support.servers import arbiter_server, redis_server

pytestmark = pytest.mark.skipif(not games.GAMES, reason="no game registered")
GAME = sorted(games.GAMES)[0] if games.GAMES else ""


class Player:
    """Plays one game through a stub, mirroring it locally with the engine."""

    def __init__(self, stub, seed: int = 17):
        self.game = games.get(GAME)
        self.stub = stub
        self.config = GameConfig(players=self.game.min_players, seed=seed)
        created = stub.CreateGame(api.CreateGameRequest(game=GAME, players=self.config.players, seed=seed))
        self.id, self.version = created.game_id, created.version
        self.tokens = {s.seat: s.token for s in created.seats}
        self.local, _ = self.game.new_game(self.config)

    def next_move(self) -> tuple[int, api.SubmitMoveRequest]:
        seat = sorted(self.game.pending_seats(self.local))[0]
        move = self.game.moves_for(self.local, seat)[0]
        return seat, api.SubmitMoveRequest(game_id=self.id, move=pack(move), expected_version=self.version,
                                           request_id=uuid.uuid4().hex)

    def md(self, seat):
        return [("authorization", f"Bearer {self.tokens[seat]}")]

    def submit(self, seat, req, stub=None, timeout=5.0):
        res = (stub or self.stub).SubmitMove(req, metadata=self.md(seat), timeout=timeout)
        self.applied(seat, req)
        assert res.version == self.version
        return res

    def applied(self, seat, req):
        move = self.game.Move()
        req.move.Unpack(move)
        self.local, _ = self.game.apply(self.local, seat, move)
        self.version += 1

    def assert_consistent(self, stub=None):
        """The server's version and spectator view match our replay; the log has one entry per version."""
        stub = stub or self.stub
        view = stub.GetGame(api.GetGameRequest(game_id=self.id), timeout=5).view
        assert view.version == self.version
        shown = self.game.State()
        view.state.Unpack(shown)
        assert shown == self.game.project(self.local, None)
        entries = stub.GetHistory(api.GetHistoryRequest(game_id=self.id, page_size=1000), timeout=5).entries
        assert [e.version for e in entries] == list(range(1, self.version + 1))


def stub_for(server):
    return arbiter_pb2_grpc.ArbiterStub(grpc.insecure_channel(server.target))


def test_redis_stopped_then_restarted(tmp_path):
    """Requests fail with UNAVAILABLE while Redis is down and recover on their
    own once it is back (AOF persistence, so its data survives the restart)."""
    with redis_server(extra=["--appendonly", "yes", "--appendfsync", "always"]) as r, \
            arbiter_server(redis_url=r.url) as server:
        p = Player(stub_for(server))
        for _ in range(3):
            p.submit(*p.next_move())
        r.stop()
        seat, req = p.next_move()
        for rpc in (lambda: p.stub.GetGame(api.GetGameRequest(game_id=p.id), timeout=10),
                    lambda: p.stub.SubmitMove(req, metadata=p.md(seat), timeout=10)):
            with pytest.raises(grpc.RpcError) as e:
                rpc()
            assert e.value.code() == grpc.StatusCode.UNAVAILABLE
            assert error_info(e.value).reason == "STORE_UNAVAILABLE"
        r.start()
        deadline = time.monotonic() + 15
        while True:  # the service reconnects by itself
            try:
                p.submit(seat, req)
                break
            except grpc.RpcError as e:
                assert e.code() == grpc.StatusCode.UNAVAILABLE and time.monotonic() < deadline
                time.sleep(0.2)
        p.assert_consistent()


def test_slow_redis_times_out_then_the_retry_is_answered_once():
    """A Redis that stalls longer than the store's timeout: the submit fails
    with UNAVAILABLE, yet Redis may still apply it once it wakes. Retrying with
    the same request_id returns one answer and the move is in the log once."""
    with redis_server(extra=["--enable-debug-command", "local"]) as r, arbiter_server(redis_url=r.url) as server:
        p = Player(stub_for(server))
        p.submit(*p.next_move())
        seat, req = p.next_move()
        sleeper = threading.Thread(target=lambda: redis.Redis(port=r.port).execute_command("DEBUG", "SLEEP", "3"))
        sleeper.start()
        time.sleep(0.2)
        with pytest.raises(grpc.RpcError) as e:
            p.stub.SubmitMove(req, metadata=p.md(seat), timeout=10)
        assert e.value.code() == grpc.StatusCode.UNAVAILABLE
        sleeper.join()
        first = p.submit(seat, req)
        again = p.stub.SubmitMove(req, metadata=p.md(seat), timeout=5)
        assert again == first
        p.assert_consistent()


@pytest.mark.parametrize("store", ["memory", "redis"])
def test_cancelled_submits_leave_the_game_whole(store, redis_url):
    """Clients that give up mid-submit (deadlines of a millisecond or so): each
    move is either applied or not, a retry under the same request_id settles
    it, and the connection's next requests get their own answers."""
    with arbiter_server(redis_url=redis_url if store == "redis" else "") as server:
        ch = grpc.insecure_channel(server.target)
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        p, other = Player(stub, seed=3), Player(stub, seed=4)
        for i in range(25):
            if p.game.is_over(p.local):
                break
            seat, req = p.next_move()
            req.ClearField("expected_version")
            try:
                p.submit(seat, req, timeout=0.0005 * (1 + i % 6))
                continue
            except grpc.RpcError as e:
                assert e.code() in (grpc.StatusCode.DEADLINE_EXCEEDED, grpc.StatusCode.CANCELLED), e.code()
            # Settle it: the same request_id either returns the first answer or applies it now, once.
            p.submit(seat, req)
            # The next answers on this connection are for the requests that asked them.
            for g in (p, other):
                assert stub.GetGame(api.GetGameRequest(game_id=g.id), timeout=5).view.game_id == g.id
        p.assert_consistent()
        other.assert_consistent()
        ch.close()


def test_replica_killed_mid_request(redis_url):
    """Two replicas on one Redis; one is killed while a client is submitting to
    it. The client retries on the other under the same request_id: nothing is
    lost and nothing applied twice."""
    with arbiter_server(redis_url=redis_url) as a, arbiter_server(redis_url=redis_url) as b:
        stub_a, stub_b = stub_for(a), stub_for(b)
        p = Player(stub_a, seed=23)
        killed = False
        for i in range(30):
            if p.game.is_over(p.local):
                break
            seat, req = p.next_move()
            if i == 10:
                a.proc.send_signal(signal.SIGKILL)
                killed = True
            stub = stub_b if killed else stub_a
            try:
                p.submit(seat, req, stub=stub)
            except grpc.RpcError as e:
                assert e.code() == grpc.StatusCode.UNAVAILABLE
                p.submit(seat, req, stub=stub_b)
        p.assert_consistent(stub_b)


def test_a_game_expires_after_its_ttl(redis_url):
    with arbiter_server(redis_url=redis_url, extra=["--game-ttl", "1"]) as server:
        p = Player(stub_for(server))
        seat, req = p.next_move()
        time.sleep(2.2)
        for rpc in (lambda: p.stub.GetGame(api.GetGameRequest(game_id=p.id)),
                    lambda: p.stub.SubmitMove(req, metadata=p.md(seat))):
            with pytest.raises(grpc.RpcError) as e:
                rpc()
            assert e.value.code() == grpc.StatusCode.NOT_FOUND
