"""arbiter-client against a running server (ARBITER_TARGET=host:port)."""
from __future__ import annotations

import os

import grpc
import pytest

from arbiter_client import Arbiter, ArbiterError, unpack

TARGET = os.environ.get("ARBITER_TARGET", "127.0.0.1:50051")


@pytest.fixture(scope="module")
def arbiter():
    with Arbiter(TARGET) as a:
        yield a


@pytest.fixture(scope="module")
def info(arbiter):
    games = arbiter.games()
    assert games, "the server lists no game"
    return games[0]


def test_catalog_names_game_types(arbiter, info):
    assert info.game and info.min_players <= info.max_players and info.state_type.endswith(".State")


def test_a_game_to_its_end(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=3)
    assert len(game.seats) == info.min_players and game.version == 1
    view = game.view
    moves = 0
    while view.status == 1:  # GAME_STATUS_ACTIVE
        seat = game.seats[view.pending[0].seat]
        view = seat.submit(seat.suggested_move()).view
        moves += 1
    assert view.HasField("outcome")
    assert type(unpack(view.state)).DESCRIPTOR.full_name == info.state_type
    assert len(game.spectator.history()) == moves + 1


def test_refusals_are_arbiter_errors(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players)
    seat = game.seats[game.view.pending[0].seat]
    move = seat.legal_moves()[0]
    with pytest.raises(ArbiterError) as e:
        game.spectator.submit(move)
    assert e.value.code == grpc.StatusCode.PERMISSION_DENIED and e.value.reason == "SEAT_TOKEN_REQUIRED"
    with pytest.raises(ArbiterError) as e:
        arbiter.create_game("no-such-game", 2)
    assert e.value.code == grpc.StatusCode.NOT_FOUND


def test_stale_version_is_retried_once_the_server_names_the_current_one(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    move = seat.legal_moves()[0]
    seat.version = 0  # as if this handle had missed a move
    res = seat.submit(move)
    assert res.version == 2 and seat.version == 2
    with pytest.raises(ArbiterError) as e:
        seat.submit(move, expected_version=1, retries=0)
    assert e.value.code == grpc.StatusCode.ABORTED and e.value.current_version == 2


def test_same_request_id_applies_once(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    move = seat.legal_moves()[0]
    first = seat.submit(move, request_id="once")
    again = seat.submit(move, request_id="once", expected_version=None)
    assert first == again and len(game.spectator.history()) == 2


def test_watch_streams_entries(arbiter, info):
    game = arbiter.create_game(info.game, info.min_players, seed=8)
    seat = game.seats[game.view.pending[0].seat]
    seat.submit(seat.legal_moves()[0])
    stream = game.spectator.watch(from_version=1)
    assert [next(stream).version, next(stream).version] == [1, 2]
