"""The Play stream (arbiter.v1.Arbiter/Play) through the real service on both
stores: every version once and in order with the seat's view and legal moves,
SubmitMove's rules on the moves it carries (refusals come back on the stream,
which goes on; a repeated request id is answered, not applied), resuming from
a version, and the end of the stream with the game's."""
from __future__ import annotations

import queue
import threading

import grpc
import pytest

from arbiter import games
from arbiter.referee import pack
from arbiter.v1 import arbiter_pb2 as api
from tests.service.test_games_api import Table, bearer

_CLOSE = object()


class Stream:
    """A raw Play call: `send` requests, `recv` responses."""

    def __init__(self, stub, token, first: api.PlayRequest):
        self.requests: queue.Queue = queue.Queue()
        self.requests.put(first)
        self.call = stub.Play(iter(self.requests.get, _CLOSE), metadata=bearer(token) if token else None, timeout=60)

    def send(self, move: api.SubmitMoveRequest) -> None:
        self.requests.put(api.PlayRequest(move=move))

    def recv(self) -> api.PlayResponse:
        return next(self.call)

    def close(self) -> None:
        self.requests.put(_CLOSE)
        self.call.cancel()


def _error(update: api.PlayResponse):
    from google.rpc import error_details_pb2

    for d in update.error.details:
        info = error_details_pb2.ErrorInfo()
        if d.Unpack(info):
            return info
    return None


def test_a_seat_plays_on_its_stream_and_refusals_do_not_end_it(stub):
    game = games.get("nottingham")
    t = Table(stub, "nottingham", 3, seed=2)
    seat = sorted(game.pending_seats(t.local))[0]
    s = Stream(stub, t.tokens[seat], api.PlayRequest(game_id=t.id, include_next=True))
    first = s.recv()
    assert not first.HasField("entry") and first.view.version == 1 and first.view.seat == seat
    assert list(first.next.moves) == [pack(m) for m in game.moves_for(t.local, seat)]
    # Another seat's move on this seat's stream... is not possible; a move the
    # rules refuse comes back as an update with the reason and the rule.
    other = (seat + 1) % 3
    s_other = Stream(stub, t.tokens[other], api.PlayRequest(game_id=t.id))
    s_other.recv()
    s_other.send(api.SubmitMoveRequest(move=first.next.moves[0], request_id="not-mine"))
    refused = s_other.recv()
    assert refused.request_id == "not-mine" and _error(refused).reason == "NOT_YOUR_TURN"
    assert refused.error.code == grpc.StatusCode.PERMISSION_DENIED.value[0] and _error(refused).metadata["rule"]
    # A stale expected_version is refused as SubmitMove refuses it.
    s.send(api.SubmitMoveRequest(move=first.next.moves[first.next.suggested], expected_version=7, request_id="stale"))
    stale = s.recv()
    assert _error(stale).reason == "VERSION_CONFLICT" and _error(stale).metadata["current_version"] == "1"
    # The stream goes on: the same move at the right version is applied.
    move = first.next.moves[first.next.suggested]
    s.send(api.SubmitMoveRequest(move=move, expected_version=1, request_id="m1"))
    answer = s.recv()
    assert answer.request_id == "m1" and not answer.HasField("error")
    assert answer.entry.version == 2 and answer.entry.seat == seat and answer.entry.move == move
    assert answer.view.version == 2
    # Sent again under its request id: answered again, not applied again.
    s.send(api.SubmitMoveRequest(move=move, request_id="m1"))
    again = s.recv()
    assert again.request_id == "m1" and not again.HasField("entry") and again.view == answer.view
    assert stub.GetGame(api.GetGameRequest(game_id=t.id)).view.version == 2
    # The other seat's stream got version 2 as that seat may see it.
    seen = s_other.recv()
    assert seen.entry.version == 2 and not seen.entry.HasField("move") and seen.view.version == 2
    s.close()
    s_other.close()


def test_every_seat_and_a_spectator_play_a_whole_game_on_streams(stub):
    """Each seat moves when its update brings it legal moves; every stream
    sees every version once, in order, and ends with the game."""
    game = games.get("nottingham")
    t = Table(stub, "nottingham", 3, seed=6)
    seen: dict[object, list[int]] = {}
    errors: list[BaseException] = []

    def run(seat):
        s = Stream(stub, t.tokens.get(seat), api.PlayRequest(game_id=t.id, from_version=1, include_next=True))
        versions = seen.setdefault(seat, [])
        try:
            for update in s.call:
                if update.HasField("entry"):
                    versions.append(update.entry.version)
                if update.HasField("next") and update.next.HasField("suggested"):
                    s.send(api.SubmitMoveRequest(move=update.next.moves[update.next.suggested],
                                                 expected_version=update.view.version))
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            errors.append(exc)
        finally:
            s.requests.put(_CLOSE)

    threads = [threading.Thread(target=run, args=(seat,)) for seat in (0, 1, 2, None)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(120)
    assert not errors, errors
    final = stub.GetGame(api.GetGameRequest(game_id=t.id)).view
    assert final.status == api.GAME_STATUS_FINISHED
    for seat, versions in seen.items():
        assert versions == list(range(1, final.version + 1)), seat


def test_a_stream_resumes_from_a_version(stub):
    game = games.get("nottingham")
    t = Table(stub, "nottingham", 3, seed=12)
    for _ in range(6):
        t.step()
    seat = sorted(game.pending_seats(t.local))[0]
    s = Stream(stub, t.tokens[seat], api.PlayRequest(game_id=t.id, from_version=4, include_next=True))
    got = [s.recv() for _ in range(t.version - 3)]
    assert [u.entry.version for u in got] == list(range(4, t.version + 1))
    assert all(not u.HasField("view") for u in got[:-1]), "catching up: only the last carries the view"
    assert got[-1].view.version == t.version and got[-1].HasField("next")
    history = stub.GetHistory(api.GetHistoryRequest(game_id=t.id, from_version=4), metadata=t.auth(seat)).entries
    assert [u.entry for u in got] == list(history)
    s.close()


def test_validate_only_on_a_stream_answers_without_applying(stub):
    game = games.get("nottingham")
    t = Table(stub, "nottingham", 3, seed=3)
    seat = sorted(game.pending_seats(t.local))[0]
    move = pack(game.moves_for(t.local, seat)[0])
    s = Stream(stub, t.tokens[seat], api.PlayRequest(game_id=t.id, move=api.SubmitMoveRequest(
        move=move, validate_only=True, request_id="check")))
    s.recv()  # the current view
    checked = s.recv()
    assert checked.request_id == "check" and not checked.HasField("error") and not checked.HasField("entry")
    assert checked.view.version == 1
    s.close()


@pytest.mark.parametrize("first, reason", [
    (api.PlayRequest(game_id="no such game!"), "MALFORMED_REQUEST"),
    (api.PlayRequest(game_id="unknown"), "NOT_FOUND"),
    (api.PlayRequest(game_id="unknown", from_version=-1), "MALFORMED_REQUEST"),
])
def test_a_bad_first_message_ends_the_stream(stub, first, reason):
    from tests.support.grpc_errors import error_info

    s = Stream(stub, None, first)
    with pytest.raises(grpc.RpcError) as err:
        s.recv()
    assert error_info(err.value).reason == reason
