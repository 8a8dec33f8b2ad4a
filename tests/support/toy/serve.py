"""`arbiter serve` with the toy game registered: the command line of
arbiter.cli, for tests that need the toy on a real server."""
from __future__ import annotations

import sys

from tests.support.toy import register

if __name__ == "__main__":
    register()
    from arbiter.cli import main

    sys.exit(main(sys.argv[1:]))
