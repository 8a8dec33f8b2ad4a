"""A Python for a replica to kill between storing a move and answering it
(tests/deploy/test_no_double_move.py): it runs `-m MODULE ARGS...` as Python
does, with every SubmitMove answer held SECONDS after its move is stored.

    python tests/support/held_answers.py SECONDS -m arbiter.cli serve ...
"""
from __future__ import annotations

import asyncio
import os
import runpy
import sys

from arbiter.referee import Referee


def hold_answers(seconds: float) -> None:
    submit = Referee.submit_move

    async def held(self, req, token, **kw):
        answer = await submit(self, req, token, **kw)
        await asyncio.sleep(seconds)
        return answer

    Referee.submit_move = held


def main() -> None:
    seconds, flag, module, *args = sys.argv[1:]
    if flag != "-m":
        sys.exit(f"usage: {sys.argv[0]} SECONDS -m MODULE ARGS...")
    hold_answers(float(seconds))
    print(f"held_answers: every SubmitMove answer held {seconds} s after the commit", file=sys.stderr, flush=True)
    sys.path[0] = os.getcwd()  # as `python -m` has it, not this file's folder
    sys.argv = [module, *args]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
