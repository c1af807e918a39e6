"""The review queue: read-only listing anywhere, one-key decisions in a person's terminal."""

from __future__ import annotations

import pexpect

from tests.conftest import CAIRN, Cli

OLD = "Deploys use the blue-green rollout through the deploy script"
NEW = "Deploys no longer use the blue-green rollout through the deploy script"


def _spawn(cli: Cli, *args: str, env: dict[str, str] | None = None) -> pexpect.spawn:
    return pexpect.spawn(
        CAIRN, list(args), cwd=str(cli.project), env=env or cli.env(), encoding="utf-8", timeout=30
    )


def test_review_list_and_json_work_without_a_terminal_and_change_nothing(cli: Cli) -> None:
    a = cli.json("propose", "Run the API locally with make dev")["memory"]
    b = cli.json("propose", "Run the API locally with make dev-server")["memory"]
    c = cli.json("propose", "Secrets live in the vault, never in .env")["memory"]
    before = len(cli.json("log")["events"])
    listed = cli.run("review", "--list")
    assert listed.returncode == 0, listed.stderr
    assert "3 waiting for review" in listed.stdout
    assert "-- 2 near-duplicates --" in listed.stdout
    assert "source: kind=cli" in listed.stdout
    data = cli.json("review")
    assert data["waiting"] == 3
    assert [a["id"], b["id"]] in data["groups"] and [c["id"]] in data["groups"]
    assert all(item["sources"] for item in data["items"])
    assert len(cli.json("log")["events"]) == before


def test_review_without_flags_and_without_a_terminal_refuses_to_decide(cli: Cli) -> None:
    m = cli.json("propose", "Use pnpm for the web package")["memory"]
    proc = cli.run("review")
    assert proc.returncode == 1
    assert "person's verb" in proc.stderr
    assert cli.json("show", m["id"])["memory"]["review"] == "unreviewed"


def test_one_key_per_decision_in_the_terminal(cli: Cli) -> None:
    ids = [
        cli.json("propose", text)["memory"]["id"]
        for text in (
            "Use pnpm for the web package",
            "The CI cache key includes the lockfile hash",
            "Prefer httpx over requests",
            "Staging deploys need the VPN",
        )
    ]
    child = _spawn(cli, "review")
    for key in ("a", "r", "d", "s"):
        child.expect(r"\[a\]pprove \[r\]eject \[d\]efer \[e\]dit \[s\]kip \[q\]uit > ")
        child.send(key)
    child.expect("review done")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    states = [cli.json("show", i)["memory"]["review"] for i in ids]
    assert states == ["approved", "rejected", "deferred", "unreviewed"]
    assert cli.json("show", ids[0])["memory"]["status"] == "active"


def test_edit_then_approve_and_quit_leaves_the_rest_untouched(cli: Cli) -> None:
    first = cli.json("propose", "Use ruff for lint")["memory"]["id"]
    second = cli.json("propose", "Tests must not hit the network")["memory"]["id"]
    child = _spawn(cli, "review")
    child.expect("> ")
    child.send("e")
    child.expect("new text")
    child.sendline("Use ruff for lint and format")  # replaces the default shown
    child.expect("> ")
    child.send("a")
    child.expect("> ")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    m = cli.json("show", first)["memory"]
    assert (m["review"], m["revision"]) == ("approved", 2)
    assert "and format" in m["text"]
    assert cli.json("show", second)["memory"]["review"] == "unreviewed"


def test_a_conflict_is_shown_side_by_side_and_a_keeps_the_new_one(cli: Cli) -> None:
    code, out = cli.tty("add", OLD, "--kind", "decision")
    assert code == 0, out
    new = cli.json("propose", NEW, "--kind", "decision")["memory"]["id"]
    child = _spawn(cli, "review")
    child.expect("NEW \\(held back\\)")
    child.expect("OLD \\(it contradicts\\)")
    child.expect(r"\[a\] keep new")
    child.send("a")
    child.expect("keep-new")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    assert cli.json("conflicts")["open"] == 0
    old = next(m for m in cli.json("list")["memories"] if m["text"] == OLD)
    assert (old["status"], old["superseded_by"]) == ("superseded", new)


def test_interactive_review_refuses_under_an_agent_variable(cli: Cli) -> None:
    m = cli.json("propose", "Use pnpm for the web package")["memory"]["id"]
    child = _spawn(cli, "review", env=cli.env(CODEX_SANDBOX="seatbelt"))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1
    assert "CODEX_SANDBOX" in (child.before or "")
    assert cli.json("show", m)["memory"]["review"] == "unreviewed"


def test_keys_typed_ahead_are_decided_and_an_arrow_key_decides_nothing(cli: Cli) -> None:
    """Keys sent before the prompt shows (a person typing ahead while the previous decision
    is written) are each read, none discarded; an arrow key (ESC [ A: its letter is one of the
    keys) is one key that decides nothing. The control: the same keys one per prompt."""
    ids = [
        cli.json("propose", text)["memory"]["id"]
        for text in (
            "Use pnpm for the web package",
            "The CI cache key includes the lockfile hash",
            "Prefer httpx over requests",
        )
    ]
    child = _spawn(cli, "review")
    child.send("\x1b[A")  # up arrow, before anything was shown
    child.send("\x1b[D")  # left arrow (its letter is not a key, its lower case is)
    child.send("ard")  # typed ahead, all at once
    child.expect("review done")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    states = [cli.json("show", i)["memory"]["review"] for i in ids]
    assert states == ["approved", "rejected", "deferred"]
