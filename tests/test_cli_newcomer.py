"""The small things a new user hit in their first hour, each with the real `cairn` command:
help for the hook command, four-digit years, limits that refuse 0, stdin for text, paths that
do not exist, ids by prefix in one short form, verbs that check every id first, errors as JSON,
multi-line text and evidence that read well, the review hint without a terminal, the text limit,
and where mined lessons went (with every project's queue)."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import transcripts
from cairn.model import Candidate, Scope
from cairn.service import MemoryService, agent_actor
from tests.conftest import NS_A, USER_NS, Cli, pin

SHORT = re.compile(r"#[0-9a-z]{8}\b")


def propose(cli: Cli, text: str) -> str:
    """A proposal's full id (written as an agent would, no terminal)."""
    out = cli.json("propose", text)
    return str(out["memory"]["id"])


def events(cli: Cli) -> int:
    db = sqlite3.connect(cli.home / "cairn.db")
    try:
        return int(db.execute("SELECT count(*) FROM events").fetchone()[0])
    finally:
        db.close()


def test_as_of_the_first_and_last_days_prints_four_digit_years(cli: Cli) -> None:
    propose(cli, "Something to hold")
    for day, year in (("0001-01-01", "0001"), ("0999-06-30", "0999"), ("9999-12-31", "9999")):
        out = cli.run("as-of", day, check=True).stdout
        assert f"valid at {year}-" in out, out
        data = cli.json("as-of", day)
        assert data["valid_at"].startswith(f"{year}-")
    assert cli.run("as-of", "2026-02-30").returncode == 64  # control: a bad date is refused


@pytest.mark.parametrize(
    "args",
    [
        ["list", "--limit", "0"],
        ["list", "--limit", "-3"],
        ["log", "--limit", "0"],
        ["search", "anything", "--limit", "0"],
    ],
)
def test_a_limit_of_zero_or_less_is_refused(cli: Cli, args: list[str]) -> None:
    propose(cli, "Something to find")
    proc = cli.run(*args)
    assert proc.returncode == 64 and "--limit" in proc.stderr
    ok = cli.run(*args[:-1], "1")  # control
    assert ok.returncode == 0, ok.stderr


@pytest.mark.parametrize("verb", ["propose", "add"])
def test_a_dash_reads_the_text_from_stdin(cli: Cli, verb: str) -> None:
    text = "-- starts with dashes\nand spans two lines"
    proc = cli.run(verb, "-", "--json", input=text + "\n")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["memory"]["text"] == text


def test_a_store_path_that_does_not_exist_is_an_error_and_creates_nothing(
    cli: Cli, tmp_path: Path
) -> None:
    missing = tmp_path / "typo" / "cairn.db"
    for args in (["list"], ["propose", "x y z"], ["review", "--list"]):
        proc = cli.run("--store", str(missing), *args)
        assert proc.returncode == 64 and "no store at" in proc.stderr, proc.stderr
    assert not missing.parent.exists()
    folder = cli.run("--store", str(tmp_path), "list")
    assert folder.returncode == 64 and "directory" in folder.stderr
    made = cli.run("--store", str(missing), "init")  # control: init creates it
    assert made.returncode == 0 and missing.is_file()
    assert cli.run("--store", str(missing), "list").returncode == 0


def test_a_cairn_home_that_does_not_exist_is_an_error_except_for_init(
    cli: Cli, tmp_path: Path
) -> None:
    home = tmp_path / "no-such-home"
    env = {**cli.env(), "CAIRN_HOME": str(home)}
    proc = cli.run("list", env=env)
    assert proc.returncode == 64 and "CAIRN_HOME" in proc.stderr
    assert not home.exists()
    init = cli.run("init", env=env)
    assert init.returncode == 0, init.stderr
    assert (home / "cairn.db").is_file()
    assert "created a new store at" in init.stderr and str(home) in init.stderr


def test_a_project_path_that_does_not_exist_is_an_error(cli: Cli, tmp_path: Path) -> None:
    proc = cli.run("--project", str(tmp_path / "nope"), "list")
    assert proc.returncode == 64 and "does not exist" in proc.stderr
    assert cli.run("--project", str(cli.project), "list").returncode == 0  # control


def test_the_first_run_says_where_the_store_was_created(cli: Cli, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh-home"  # an existing CAIRN_HOME with no store in it yet
    fresh.mkdir()
    env = cli.env(CAIRN_HOME=str(fresh))
    first = cli.run("propose", "The first memory", env=env)
    assert first.returncode == 0, first.stderr
    assert f"created a new store at {fresh / 'cairn.db'}" in first.stderr
    second = cli.run("propose", "The second memory", env=env)
    assert "created a new store" not in second.stderr


def test_any_unique_prefix_of_four_or_more_characters_names_a_memory(cli: Cli) -> None:
    mid = propose(cli, "Deploy with make ship")
    short = mid[-8:].lower()
    for ref in (short, "#" + short, short[:4], short[:6].upper(), mid, mid.lower(), mid[:20]):
        out = cli.run("show", ref)
        assert out.returncode == 0, (ref, out.stderr)
        assert out.stdout.startswith("#" + short)
    too_short = cli.run("show", short[:3])
    assert too_short.returncode == 64 and "at least 4" in too_short.stderr
    assert cli.run("show", "zzzzzzzz").returncode != 0


def test_an_ambiguous_prefix_is_refused_without_naming_the_matches(cli: Cli) -> None:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:  # written in one go, so their time parts share a prefix
        ids = [
            svc.add(
                Candidate(f"Claim number {i} about the build", NS_A), agent_actor("x")
            ).memory.id
            for i in range(12)
        ]
    finally:
        svc.close()
    for k in range(10, 3, -1):  # the time part: memories written close together share a prefix
        prefix = ids[0][:k]
        shared = [i for i in ids if i.startswith(prefix)]
        if len(shared) > 1:
            break
    assert len(shared) > 1
    proc = cli.run("show", prefix)
    assert proc.returncode == 64 and "more than one" in proc.stderr
    assert not any(i[-8:].lower() in proc.stderr for i in shared)


def test_a_person_is_shown_the_matches_of_an_ambiguous_id_and_only_those_in_scope(
    cli: Cli,
) -> None:
    """A person at a terminal may read every memory of the project anyway: the error lists
    the matches (by their short form) to help them pick. Another project's memory with the same
    prefix is not a match at all, and an agent (no terminal) is never told which ids exist."""
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    other = MemoryService.open(cli.home / "cairn.db", Scope("test:elsewhere", USER_NS))
    try:  # written in one go, so their time parts share a prefix
        ids = [
            svc.add(Candidate(f"Claim {i} about the build", NS_A), agent_actor("x")).memory.id
            for i in range(6)
        ]
        theirs = other.add(
            Candidate("Another project's claim", "test:elsewhere"), agent_actor("x")
        ).memory.id
    finally:
        svc.close()
        other.close()
    prefix = next(
        ids[0][:k] for k in range(10, 3, -1) if sum(i.startswith(ids[0][:k]) for i in ids) > 1
    )
    shared = [i for i in ids if i.startswith(prefix)]
    code, out = cli.tty("show", prefix)
    assert code == 64 and "more than one" in out
    listed = set(SHORT.findall(out))
    assert listed and listed <= {"#" + i[-8:].lower() for i in shared}
    assert "#" + theirs[-8:].lower() not in out
    agent = cli.run("show", prefix)  # control: the agent's path names none
    assert agent.returncode == 64 and not SHORT.findall(agent.stdout + agent.stderr)


def test_every_output_shows_the_same_short_form(cli: Cli) -> None:
    mid = propose(cli, "Use the short form")
    short = "#" + mid[-8:].lower()
    outputs = [
        cli.run("list").stdout,
        cli.run("show", mid).stdout.splitlines()[0],
        cli.run("history", mid).stdout,
        cli.run("review", "--list").stdout,
        cli.run("flag", mid, "--reason", "testing").stdout,
    ]
    for out in outputs:
        assert short in out, out
        assert {m for m in SHORT.findall(out)} <= {short}


def test_multi_line_memories_are_indented_whole_in_list(cli: Cli) -> None:
    cli.run("propose", "-", input="first line\nsecond line\n\nfourth line", check=True)
    out = cli.run("list").stdout.splitlines()
    body = out[1:]
    assert body == ["    first line", "    second line", "    ", "    fourth line"]


def test_show_prints_evidence_as_lines_not_a_python_dict(cli: Cli) -> None:
    mid = propose(cli, "The API listens on port 8000")
    code, out = cli.tty("edit", mid, "The API listens on port 8080")
    assert code == 0, out
    shown = cli.run("show", mid).stdout
    assert "{" not in shown and "'" not in shown.replace("'s", "")
    assert "evidence:" in shown and "evidence_count: 1" in shown


def test_approve_checks_every_id_before_changing_anything(cli: Cli) -> None:
    a, b = propose(cli, "First proposal"), propose(cli, "Second proposal")
    before = events(cli)
    code, out = cli.tty("approve", a[-8:], "zzzzzzzz", b[-8:])
    assert code != 0 and "no memory" in out
    assert events(cli) == before
    assert {m["review"] for m in cli.json("list")["memories"]} == {"unreviewed"}
    code, out = cli.tty("approve", a[-8:], b[-8:])  # control
    assert code == 0, out
    assert {m["review"] for m in cli.json("list")["memories"]} == {"approved"}


def test_approving_an_approved_memory_writes_no_event(cli: Cli) -> None:
    mid = propose(cli, "Approve me once")
    code, out = cli.tty("approve", mid)
    assert code == 0, out
    before = events(cli)
    code, out = cli.tty("approve", mid)
    assert code == 0 and "already approved" in out
    assert events(cli) == before


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["show", "zzzzzzzz", "--json"], 1),
        (["list", "--limit", "0", "--json"], 64),
        (["as-of", "not-a-date", "--json"], 64),
        (["approve", "zzzzzzzz", "--json"], 64),
    ],
)
def test_with_json_an_error_is_one_json_object_on_stdout(
    cli: Cli, args: list[str], code: int
) -> None:
    propose(cli, "Something")
    proc = cli.run(*args)
    assert proc.returncode == code, (proc.stdout, proc.stderr)
    error = json.loads(proc.stdout)  # exactly one object, nothing else on stdout
    assert error["schema"] == "cairn.error/1" and error["exit_code"] == code
    assert error["error"] and "hint" in error


def test_review_without_a_terminal_suggests_list(cli: Cli) -> None:
    propose(cli, "Waits for review")
    proc = cli.run("review")
    assert proc.returncode != 0
    assert "cairn review --list" in proc.stderr
    assert cli.run("review", "--list").returncode == 0  # control


def test_the_text_limit_is_documented_and_enforced(cli: Cli) -> None:
    for verb in ("add", "propose"):
        assert "4,000 characters" in cli.run(verb, "--help").stdout
    too_long = cli.run("propose", "x" * 4001)
    assert too_long.returncode == 64 and "4000" in too_long.stderr
    assert cli.run("propose", "x " * 2000).returncode == 0  # control: 4,000 exactly


def _mine_into_two_projects(cli: Cli, tmp_path: Path) -> Path:
    other = tmp_path / "other-project"
    # a pinned namespace counts once a person adopted it in this store (`cairn init --adopt`)
    pin(other, "test:other", cli.home / "cairn.db")
    for i, (cwd, line) in enumerate(
        [
            (cli.project, "We decided to use pnpm instead of npm."),
            (other, "Always run make check before pushing."),
        ]
    ):
        spec = {"id": f"s{i}", "cwd": str(cwd), "turns": [{"user": line}]}
        transcripts.write(spec, tmp_path / "t")
    return other


def test_mine_says_which_projects_its_lessons_went_to(cli: Cli, tmp_path: Path) -> None:
    other = _mine_into_two_projects(cli, tmp_path)
    out = cli.json("mine", str(tmp_path / "t"))
    where = {p["namespace"]: p for p in out["projects"]}
    assert set(where) == {NS_A, "test:other"}
    assert where[NS_A]["this_project"] and not where["test:other"]["this_project"]
    assert where["test:other"]["directory"] == str(other)
    assert where[NS_A]["lessons"] == {"created": 1} or sum(where[NS_A]["lessons"].values()) == 1
    text = cli.run("mine", str(tmp_path / "t")).stdout  # a re-run: nothing new, still says so
    assert "review them all" not in text or "test:other" in text


def test_review_all_projects_lists_the_queue_of_every_project_in_the_store(
    cli: Cli, tmp_path: Path
) -> None:
    _mine_into_two_projects(cli, tmp_path)
    cli.run("mine", str(tmp_path / "t"), check=True)
    svc = MemoryService.open(cli.home / "cairn.db", Scope("test:third", USER_NS))
    try:
        svc.add(Candidate("A third project's guess", "test:third"), agent_actor("x"))
    finally:
        svc.close()
    # every project's queue is a person's view (main's scope rule: one project's memories
    # never reach another project's agent), so it is read through a terminal
    code, out = cli.tty("review", "--all-projects", "--json")
    assert code == 0, out
    data: dict[str, Any] = json.loads(out[out.index("{") :])
    waiting = {p["namespace"]: p["waiting"] for p in data["projects"]}
    assert waiting == {NS_A: 1, "test:other": 1, "test:third": 1}
    assert data["waiting"] == 3
    here = cli.run("review", "--json").stdout  # control: one project's queue
    assert json.loads(here)["waiting"] == 1
    code, text = cli.tty("review", "--all-projects", "--list")
    assert code == 0, text
    assert "3 waiting for review in 3 namespace(s)" in text
    assert "A third project's guess" in text and "(this project)" in text
    assert cli.run("review", "--all-projects").returncode == 64  # deciding needs a project
    # an agent (no terminal) is refused, and reads nothing of the other projects
    for flag in ("--list", "--json"):
        agent = cli.run("review", "--all-projects", flag)
        assert agent.returncode != 0 and "person" in (agent.stdout + agent.stderr)
        assert "A third project's guess" not in agent.stdout + agent.stderr
