"""Command modules load lazily; the name -> module map must cover every command."""

from __future__ import annotations

import subprocess
import sys

from cairn.cli import COMMANDS, main
from cairn.cli.bench import SUITES, bench


def test_every_registered_command_is_in_the_lazy_map() -> None:
    main.load_all()
    assert set(main.commands) == set(COMMANDS)
    bench.load_all()
    assert set(bench.commands) == set(SUITES)


def test_running_one_command_does_not_import_the_others() -> None:
    code = (
        "import sys\n"
        "from cairn.cli import main\n"
        "main.get_command(None, 'recall')\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith('cairn.cli.'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(out.stdout.strip().split(","))
    assert "cairn.cli.retrieval" in loaded  # control: the command's own module
    for other in ("cairn.cli.mine", "cairn.cli.setup", "cairn.cli.mcp", "cairn.cli.bench"):
        assert other not in loaded
