"""The interactive review queue: one key per decision, in a person's terminal.

Keys: a approve, r reject, d defer, e edit (new text, then decide), s skip, q quit. For a claim
held back by a conflict the same keys settle it: a keeps the new one (it supersedes the old), r
keeps the old one (the new is rejected), b keeps both (asks where each holds). Near-duplicates
are shown as a group; each member is still decided on its own.

It refuses to start unless a person is at the keyboard, and it never decides anything without
a key press: skip and quit leave memories exactly as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from cairn.cli.render import label, sid
from cairn.errors import CairnError
from cairn.model import Actor, Review, Status
from cairn.policy.resolution import KEEP_BOTH, KEEP_NEW, KEEP_OLD
from cairn.service import MemoryService

if TYPE_CHECKING:
    from cairn.cli.app import App
    from cairn.cli.review import Item

PLAIN = "[a]pprove [r]eject [d]efer [e]dit [s]kip [q]uit"
CONTESTED = "[a] keep new  [r] keep old  [b] keep both  [d]efer [e]dit [s]kip [q]uit"


def read_key(prompt: str, allowed: str) -> str:
    """One key press (Enter not needed); anything else, including Enter itself, asks again."""
    click.echo(f"{prompt} > ", nl=False)
    while True:
        key = getkey().lower()
        if len(key) == 1 and key in allowed:
            click.echo(key)
            return key
        if key in ("\x03", "\x04"):  # Ctrl-C, Ctrl-D
            raise click.Abort()


def getkey() -> str:
    """One key press. On a POSIX terminal, read in raw mode without discarding what was typed
    ahead: ``click.getchar`` enters raw mode with a flush, so a key pressed while the previous
    decision was being written was lost (under load the review waited for a key already
    pressed). One key is read at a time, so keys typed ahead are decided one by one; an escape
    sequence (an arrow key) is one key, never its letters, and a UTF-8 character is whole."""
    import sys

    try:
        import termios

        fd = sys.stdin.fileno()
        old = termios.tcgetattr(fd)
    except Exception:  # not a POSIX terminal: click's portable reader
        return click.getchar()
    import os
    import select
    import tty

    try:
        tty.setraw(fd, termios.TCSANOW)  # TCSANOW: keep the type-ahead
        data = os.read(fd, 1)
        if data == b"\x1b" and select.select([fd], [], [], 0.03)[0]:
            # an escape sequence arrives whole: ESC [ parameters final (0x40-0x7e), ESC O x,
            # or ESC and one key (Alt); what follows it is the next key
            data += os.read(fd, 1)
            if data == b"\x1b[":
                while len(data) < 16:
                    data += os.read(fd, 1)
                    if 0x40 <= data[-1] <= 0x7E:
                        break
            elif data == b"\x1bO":
                data += os.read(fd, 1)
        elif data and data[0] >= 0xC0:
            data += os.read(fd, 1 if data[0] < 0xE0 else 2 if data[0] < 0xF0 else 3)
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
    return data.decode("utf-8", "replace") if data else "\x04"  # end of input: as Ctrl-D


def _decide(svc: MemoryService, actor: Actor, it: Item) -> str | None:
    """Ask about one memory until a decision or skip; returns what happened (None = quit)."""
    from cairn.cli.review import describe, queue_items

    while True:
        challenger = [c for c in it.conflicts if c.new.id == it.memory.id]
        click.echo(describe(it))
        key = read_key(CONTESTED if challenger else PLAIN, "abdresq" if challenger else "ardesq")
        m = it.memory
        try:
            if key == "q":
                return None
            if key == "s":
                return "skipped"
            if key == "d":
                svc.defer(m.id, actor)
                return "deferred"
            if key == "e":
                text = click.prompt("new text", default=m.text)
                svc.edit(m.id, text, actor)
                it = queue_items(svc, [svc.get(m.id)])[0]
                continue
            if challenger and key in "arb":
                resolution = {"a": KEEP_NEW, "r": KEEP_OLD, "b": KEEP_BOTH}[key]
                note = click.prompt("where does each hold") if key == "b" else None
                svc.resolve_conflict(m.id, resolution, actor, note=note)
                return resolution
            if key == "a":
                svc.approve(m.id, actor)
                return "approved"
            if key == "r":
                svc.reject(m.id, actor)
                return "rejected"
        except CairnError as exc:  # refused decision: say why and ask again
            click.echo(f"not done: {exc}", err=True)
            it = queue_items(svc, [svc.get(m.id)])[0]


def run_queue(app: App, items: list[Item]) -> None:
    from cairn.cli.review import group_near_duplicates, queue_items

    actor = app.person("review")
    svc = app.service()
    tally: dict[str, int] = {}
    groups = group_near_duplicates(items)
    done = 0
    for gi, group in enumerate(groups, 1):
        if len(group) > 1:
            click.echo(f"\n== group {gi}/{len(groups)}: {len(group)} near-duplicates ==")
        for it in group:
            done += 1
            cur = svc.get(it.memory.id)
            if cur.status not in (Status.PROPOSED, Status.ACTIVE) or cur.review is Review.REJECTED:
                continue  # settled while deciding an earlier one (e.g. a conflict)
            click.echo(f"\n[{done}/{len(items)}]")
            outcome = _decide(svc, actor, queue_items(svc, [cur])[0])
            if outcome is None:
                _summary(tally, len(items) - done + 1)
                return
            tally[outcome] = tally.get(outcome, 0) + 1
            after = svc.get(it.memory.id)
            click.echo(f"{outcome} {sid(after.id)} ({label(after)})")
    _summary(tally, 0)


def _summary(tally: dict[str, int], left: int) -> None:
    parts = [f"{k} {v}" for k, v in sorted(tally.items())] or ["nothing decided"]
    click.echo("review done: " + ", ".join(parts) + (f"; {left} left" if left else ""))
