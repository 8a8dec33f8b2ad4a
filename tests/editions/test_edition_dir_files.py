"""`arbiter serve --edition-dir` given files that are not edition text: a
non-UTF-8 file, a folder named like a file, dangling and looping symlinks, a
symlink to a device, a FIFO, a file past the size bound. The real CLI stops
at once with exit code 2 and one line naming the file on stderr: no
traceback, no hang, nothing read whole."""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from arbiter.engine.editions import MAX_EDITION_BYTES

# Start-up stops before any port is opened; the timeout only keeps a
# regression (a FIFO read that blocks) from hanging the test run.
TIMEOUT = 60


def _nottingham(root: pathlib.Path) -> pathlib.Path:
    folder = root / "nottingham"
    folder.mkdir()
    return folder


def _not_utf8(d):
    (_nottingham(d) / "x.json").write_bytes(b"\xff")
    return "x.json", "not UTF-8"


def _folder(d):
    (_nottingham(d) / "x.json").mkdir()
    return "x.json", "a directory"


def _dangling(d):
    (_nottingham(d) / "x.json").symlink_to(d / "nowhere.json")
    return "x.json", "dangling"


def _loop(d):
    folder = _nottingham(d)
    (folder / "a.json").symlink_to(folder / "b.json")
    (folder / "b.json").symlink_to(folder / "a.json")
    return "a.json", "loop"


def _device(d):
    (d / "nottingham.zero.json").symlink_to("/dev/zero")
    return "nottingham.zero.json", "a device"


def _fifo(d):
    os.mkfifo(_nottingham(d) / "x.json")
    return "x.json", "a FIFO"


def _too_large(d):
    with open(_nottingham(d) / "x.json", "wb") as f:  # sparse: no disk written
        f.truncate(MAX_EDITION_BYTES * 64)
    return "x.json", f"larger than {MAX_EDITION_BYTES} bytes"


CASES = [_not_utf8, _folder, _dangling, _loop, _device, _fifo, _too_large]


@pytest.mark.parametrize("make", CASES, ids=[c.__name__.strip("_") for c in CASES])
def test_an_unreadable_edition_file_stops_start_up_with_one_line(tmp_path, make):
    name, problem = make(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "arbiter.cli", "serve", "--edition-dir", str(tmp_path),
                           "--port", "0", "--http-port", "0", "--metrics-port", "0"],
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert proc.returncode == 2, (proc.returncode, proc.stderr[-2000:])
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    lines = [line for line in proc.stderr.splitlines() if line.startswith("arbiter serve:")]
    assert len(lines) == 1, proc.stderr[-2000:]
    assert name in lines[0] and problem in lines[0], lines[0]
