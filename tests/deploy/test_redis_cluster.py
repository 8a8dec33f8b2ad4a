"""The Redis store on a Redis Cluster (docs/design.md#store): the contract tests run on a
local 3-master cluster too (tests/store/test_contract.py); here a selfplay
batch of every registered game goes through `arbiter serve` on the cluster,
and the games land on several masters, each game's keys on one slot."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
import redis

from arbiter import games
from tests.support.servers import arbiter_server

GAME_IDS = sorted(games.GAMES)


@pytest.fixture(scope="module")
def cluster_server(redis_cluster_url):
    with arbiter_server(redis_url=redis_cluster_url) as server:
        yield server


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_selfplay_batch_through_a_service_on_the_cluster(cluster_server, game_id):
    out = subprocess.run([sys.executable, "-m", "arbiter.cli", "selfplay", "--target", cluster_server.target,
                          "--game", game_id, "--games", "2", "--jobs", "2", "--seed", "7"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert (line["completed"], line["errors"]) == (2, 0), line
    assert line["moves"] > 0


@pytest.mark.skipif(not GAME_IDS, reason="no game registered yet")
def test_games_spread_over_the_masters_one_slot_each(cluster_server, redis_cluster_url):
    import grpc

    from arbiter.v1 import arbiter_pb2 as api
    from arbiter.v1 import arbiter_pb2_grpc

    with grpc.insecure_channel(cluster_server.target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        g = stub.ListGames(api.ListGamesRequest()).games[0]
        ids = [stub.CreateGame(api.CreateGameRequest(game=g.game, players=g.min_players)).game_id for _ in range(12)]
    seed = redis_cluster_url.removeprefix("redis+cluster://")
    host, port = seed.rsplit(":", 1)
    client = redis.RedisCluster(host=host, port=int(port))
    try:
        owners = set()
        for gid in ids:
            keys = [k for k in (f"game:{{{gid}}}", f"game:{{{gid}}}:log") if client.exists(k)]
            assert len(keys) == 2, gid
            slots = {client.keyslot(k) for k in keys}
            assert len(slots) == 1, f"{gid}: keys on slots {slots}"
            owners.add(client.get_node_from_key(keys[0]).port)
        assert len(owners) > 1, "twelve games all on one master"
    finally:
        client.close()


def test_a_cluster_with_auth_and_the_tls_url_form():
    """AUTH on a Redis Cluster, the password in the store URL as for a single
    Redis; `rediss+cluster://` names the same cluster over TLS."""
    import asyncio

    from arbiter.store import open_store
    from arbiter.store.v1.store_pb2 import StoredGame
    from tests.support.servers import redis_cluster

    with redis_cluster(password="s3cret") as cluster:
        async def body():
            store = open_store(cluster.url, 60)
            await store.create(StoredGame(game_id="g1", game="nottingham", version=1, state=b"s1"), b"e1")
            assert (await store.load("g1")).version == 1
            await store.close()

        asyncio.run(body())
    tls = open_store("rediss+cluster://:pw@127.0.0.1:1/?ssl_ca_certs=/tmp/ca.pem", 60)
    kwargs = tls._c.r.nodes_manager.connection_kwargs  # redis-py's cluster client
    assert kwargs["connection_class"].__name__ == "SSLConnection"
    assert (kwargs["password"], kwargs["ssl_ca_certs"]) == ("pw", "/tmp/ca.pem")


def test_a_tls_cluster_serves_games_through_the_rediss_cluster_url(tmp_path):
    """A Redis Cluster that speaks only TLS (clients, cluster bus and
    replication: `--tls-cluster yes`, `--port 0`), with AUTH, and the service
    playing on it through `rediss+cluster://` with the CA in `ssl_ca_certs`:
    the slot map's nodes are reached over TLS too, and watchers (the
    subscriber connection) as well."""
    from tests.support.servers import redis_cluster, self_signed_certificate

    tls = self_signed_certificate(tmp_path)
    with redis_cluster(password="s3cret", tls=tls) as cluster, \
            arbiter_server(redis_url=cluster.url) as server:
        out = subprocess.run([sys.executable, "-m", "arbiter.cli", "selfplay", "--target", server.target,
                              "--game", GAME_IDS[0], "--games", "2", "--jobs", "2", "--seed", "7"],
                             capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stdout + out.stderr
        line = json.loads(out.stdout.strip().splitlines()[-1])
        assert (line["completed"], line["errors"]) == (2, 0), line
