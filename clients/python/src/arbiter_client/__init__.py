"""Python client for Arbiter, the board-game referee.

    from arbiter_client import Arbiter

    with Arbiter("127.0.0.1:50051") as arbiter:
        game = arbiter.create_game("nottingham", players=3)
        alice = game.seats[0]
        moves = alice.legal_moves()      # typed game Moves, plus .templates, .pending, .suggested
        alice.submit(moves[0])           # at the version alice saw; ABORTED raises; idempotent
        for update in alice.updates():   # each new version: entry, typed events, alice's view
            ...

`arbiter_client.aio` has the same API for asyncio (`async with`, `await`,
`async for`). The generated messages are importable too:
`arbiter.v1.arbiter_pb2` (the service envelope) and
`arbiter.<game>.v1.<game>_pb2` (each game's State, Move and Event).
`seed_matches_commitment(view)` checks a finished game's revealed seed
against the commitment its views published from the start.
"""
from arbiter_client.client import Arbiter, Seat
from arbiter_client.common import ArbiterError, CreatedGame, LegalMoves, Update, pack, unpack
from arbiter_client.fairness import seed_matches_commitment

__all__ = ["Arbiter", "ArbiterError", "CreatedGame", "LegalMoves", "Seat", "Update", "pack", "seed_matches_commitment",
           "unpack"]
