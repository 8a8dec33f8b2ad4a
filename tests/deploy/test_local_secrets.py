"""deploy/local keeps the token key in a file only its owner can read: the
key is not in the world-readable stack.json beside the ports, and every file
holding it is 0600."""
from __future__ import annotations

import json
import stat

from deploy.local.stack import Stack


def test_the_token_key_is_only_in_owner_only_files(make_stack, tmp_path):
    stack = make_stack(replicas=1)
    state = stack.state_file
    secret = (state.parent / "token-secret")
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600
    assert stat.S_IMODE(state.stat().st_mode) == 0o600
    key = secret.read_text().strip()
    assert key and key not in state.read_text()
    assert "token_secret" not in json.loads(state.read_text())
    assert Stack.load(stack.dir).token_secret == key  # what the replicas are given
