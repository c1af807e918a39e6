"""``python -m cairn``: the same entry point as the ``cairn`` command."""

from cairn.cli import run

if __name__ == "__main__":
    run()
