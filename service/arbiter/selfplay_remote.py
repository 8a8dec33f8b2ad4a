"""`arbiter selfplay --target HOST:PORT`: the same random self-play, played
through the gRPC API as real clients would (one client per seat token)."""
from __future__ import annotations

import asyncio
import random
import uuid

import grpc

from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc

MAX_MOVES = 50_000


async def _play_one(stub, game_id: str, players: int, variant: str, options: dict, seed: int, tally: dict,
                    edition: str = "") -> None:
    created = await stub.CreateGame(api.CreateGameRequest(game=game_id, players=players, variant=variant,
                                                          options=options, seed=seed, edition=edition))
    tokens = {s.seat: [("authorization", f"Bearer {s.token}")] for s in created.seats}
    chooser = random.Random(seed ^ 0x5EED)
    view = created.view
    moves = 0
    try:
        while view.status == api.GAME_STATUS_ACTIVE:
            if moves >= MAX_MOVES:
                raise RuntimeError(f"not finished after {MAX_MOVES} moves")
            seat = chooser.choice(sorted({d.seat for d in view.pending}))
            legal = await stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=created.game_id), metadata=tokens[seat])
            if not legal.moves:
                raise RuntimeError(f"seat {seat} is pending but lists no legal move")
            # The game's random self-play player, as the server suggests it: the same
            # policy as in-process self-play (realistic lengths for Hansa Teutonica).
            move = legal.moves[legal.suggested] if legal.HasField("suggested") else chooser.choice(list(legal.moves))
            answer = await stub.SubmitMove(
                api.SubmitMoveRequest(game_id=created.game_id, move=move, expected_version=legal.version,
                                      request_id=uuid.uuid4().hex),
                metadata=tokens[seat],
            )
            moves += 1
            view = answer.view
        tally["completed"] += 1
    except (grpc.aio.AioRpcError, RuntimeError) as exc:
        tally["errors"] += 1
        if len(tally["samples"]) < 5:
            detail = exc.details() if isinstance(exc, grpc.aio.AioRpcError) else str(exc)
            tally["samples"].append({"seed": seed, "players": players, "game_id": created.game_id,
                                     "error": f"{type(exc).__name__}: {detail}"})
    finally:
        tally["moves"] += moves


async def _run(target, game_id, pairs, options, seed, n, jobs, edition="") -> dict:
    tally = {"completed": 0, "moves": 0, "errors": 0, "samples": []}
    async with grpc.aio.insecure_channel(target) as channel:
        stub = arbiter_pb2_grpc.ArbiterStub(channel)
        gate = asyncio.Semaphore(max(1, jobs))

        async def one(i: int) -> None:
            async with gate:
                players, variant = pairs[i % len(pairs)]
                await _play_one(stub, game_id, players, variant, options, seed + i, tally, edition)

        await asyncio.gather(*(one(i) for i in range(n)))
    return tally


def selfplay_remote(target, game_id, pairs, options, seed, n, jobs, edition="") -> dict:
    """`pairs`: the (player count, variant) pairs to cycle through; `edition`:
    the edition id to create the games with (empty = the default)."""
    return asyncio.run(_run(target, game_id, pairs, options, seed, n, jobs, edition))
