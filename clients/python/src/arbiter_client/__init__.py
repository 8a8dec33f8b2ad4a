"""Python client for Arbiter, the board-game referee.

    from arbiter_client import Arbiter

    with Arbiter("127.0.0.1:50051") as arbiter:
        game = arbiter.create_game("nottingham", players=3)
        alice = game.seats[0]
        moves = alice.legal_moves()
        alice.submit(moves[0])          # version tracked, ABORTED retried, idempotent
        for entry in alice.watch():      # what alice may see, as it happens
            ...

The generated messages are importable too: `arbiter.v1.arbiter_pb2` (the
service envelope) and `arbiter.<game>.v1.<game>_pb2` (each game's State, Move
and Event).
"""
from arbiter_client.client import Arbiter, ArbiterError, CreatedGame, Seat, unpack

__all__ = ["Arbiter", "ArbiterError", "CreatedGame", "Seat", "unpack"]
