"""A move's fan-out does not grow with identical viewers (arbiter.referee.fanout):
over one move, each seat's legal moves are listed once and each viewer's
view projected once, whether one stream or many follow each seat (and the
spectators), and every stream of a viewer gets the same update."""
from __future__ import annotations

import asyncio
from collections import Counter

from arbiter.auth import TokenAuthority
from arbiter.referee import Referee
from arbiter.store import MemoryStore
from arbiter.v1 import arbiter_pb2 as api


async def one_move(streams_per_viewer: int, monkeypatch) -> tuple[Counter, Counter, list]:
    """Open `streams_per_viewer` Play sessions (include_next) for each seat of a
    3-player Nottingham game and for spectators, make one move, and count the
    legal-move listings and the views made of the new version."""
    referee = Referee(MemoryStore(60), TokenAuthority("key"))
    created = await referee.create_game(api.CreateGameRequest(game="nottingham", players=3, seed=2))
    stop = asyncio.Event()
    updates: list[list] = []
    sessions = []

    async def requests():
        yield api.PlayRequest(game_id=created.game_id, include_next=True)
        await stop.wait()

    for token in [s.token for s in created.seats] + [None]:
        for _ in range(streams_per_viewer):
            got: list = []
            updates.append(got)

            async def deliver(update, got=got):
                got.append(update)

            session = await referee.play(requests(), token, deliver=deliver)
            sessions.append(asyncio.ensure_future(session))
    while not all(updates):  # each has sent its first update (the view at version 1)
        await asyncio.sleep(0)
    listed, viewed = Counter(), Counter()
    legal, view = referee.projection.legal, referee.projection.view

    def counting_legal(stored, g, state, seat):
        listed[stored.version, seat] += 1
        return legal(stored, g, state, seat)

    def counting_view(stored, g, state, seat, *args, **kw):
        viewed[stored.version, seat] += 1
        return view(stored, g, state, seat, *args, **kw)

    monkeypatch.setattr(referee.projection, "legal", counting_legal)
    monkeypatch.setattr(referee.projection, "view", counting_view)
    mover = created.view.pending[0].seat
    moves = await referee.list_legal_moves(api.ListLegalMovesRequest(game_id=created.game_id),
                                           created.seats[mover].token)
    listed.clear(), viewed.clear()
    await referee.submit_move(api.SubmitMoveRequest(game_id=created.game_id, move=moves.moves[moves.suggested]),
                              created.seats[mover].token)
    while not all(len(u) == 2 for u in updates):  # each has sent version 2
        await asyncio.sleep(0)
    monkeypatch.undo()
    stop.set()
    for s in sessions:
        s.cancel()
    await asyncio.gather(*sessions, return_exceptions=True)
    return listed, viewed, [u[1] for u in updates]


def test_streams_of_one_viewer_share_its_legal_moves_and_view(monkeypatch):
    async def main():
        one = await one_move(1, monkeypatch)
        many = await one_move(25, monkeypatch)
        listed, viewed, sent = many
        # Each seat with a decision at version 2 had its moves listed once, for 25 streams.
        assert listed and all(n == 1 for n in listed.values()), listed
        # Each viewer's view of it made once for its 25 streams (the mover's once more: its
        # SubmitMove's answer), as for one stream each.
        assert viewed == one[1] and set(viewed) == {(2, s) for s in (0, 1, 2, None)}, (viewed, one[1])
        assert sum(viewed.values()) == 5, viewed
        # And every stream of a viewer sent the same update.
        per_viewer = [sent[i:i + 25] for i in range(0, len(sent), 25)]
        assert all(len({u.SerializeToString(deterministic=True) for u in v}) == 1 for v in per_viewer)

    asyncio.run(main())
