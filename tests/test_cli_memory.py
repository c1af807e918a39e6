"""The memory commands from the shell, on both paths: a person at a pseudo-terminal and an
agent without one. Every --json output is one object with a schema field."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.conftest import Cli

VERBS = [
    "init",
    "add",
    "propose",
    "list",
    "show",
    "search",
    "edit",
    "supersede",
    "retract",
    "expire",
    "history",
    "log",
    "as-of",
    "rebuild",
    "doctor",
]


def person_add(cli: Cli, text: str, *args: str) -> dict[str, Any]:
    code, out = cli.tty("add", text, "--json", *args)
    assert code == 0, out
    obj = json.loads(out[out.index("{") :])
    assert isinstance(obj, dict)
    return obj


def test_help_lists_the_verbs(cli: Cli) -> None:
    proc = cli.run("--help")
    assert proc.returncode == 0
    listed = set(re.findall(r"^  ([a-z][a-z-]*)\s", proc.stdout, re.M))
    assert set(VERBS) <= listed, set(VERBS) - listed


def test_every_json_output_is_one_object_with_a_schema(cli: Cli) -> None:
    first = person_add(cli, "Run make lint before pushing", "--kind", "command")
    mid = first["memory"]["id"]
    outputs = {
        "add": first,
        "propose": cli.json("propose", "Run make typecheck too", "--supersedes", mid[-8:]),
        "list": cli.json("list"),
        "show": cli.json("show", mid[-8:]),
        "search": cli.json("search", "lint"),
        "history": cli.json("history", mid[-8:]),
        "log": cli.json("log"),
        "as-of": cli.json("as-of", "2999-01-01"),
        "init": cli.json("init"),
        "rebuild": cli.json("rebuild"),
        "doctor": cli.json("doctor"),
    }
    for verb, obj in outputs.items():
        assert isinstance(obj, dict), verb
        assert re.fullmatch(r"cairn\.[a-z_]+/\d+", obj.get("schema", "")), (verb, obj)
    assert [h["memory"]["id"] for h in outputs["search"]["hits"]] == [mid]
    assert outputs["doctor"]["ok"] is True


def test_a_persons_add_is_approved_and_served(cli: Cli) -> None:
    m = person_add(cli, "Tests live in tests/ and mirror the package")["memory"]
    assert (m["status"], m["review"]) == ("active", "approved")
    hits = cli.json("search", "tests mirror package")["hits"]
    assert [h["memory"]["id"] for h in hits] == [m["id"]]


def test_an_agents_add_waits_as_a_proposal_and_is_not_served(cli: Cli) -> None:
    proc = cli.run("add", "The cache is flushed nightly", env=cli.env(CLAUDECODE="1"))
    assert proc.returncode == 0
    assert "proposal" in proc.stderr and "CLAUDECODE" in proc.stderr
    listed = cli.json("list")["memories"]
    assert [(m["status"], m["review"]) for m in listed] == [("proposed", "unreviewed")]
    assert cli.json("search", "cache flushed nightly")["hits"] == []


def test_list_and_show_label_every_memory_with_status_and_review(cli: Cli) -> None:
    kept = person_add(cli, "The main branch is protected")["memory"]
    cli.run("propose", "Squash merges only", check=True)
    out = cli.run("list").stdout
    assert "(active; approved)" in out
    assert "(proposed; unreviewed)" in out
    shown = cli.run("show", kept["id"][-8:]).stdout
    assert "active; approved" in shown and kept["id"] in shown


def test_search_finds_identifiers_through_the_trigram_index(cli: Cli) -> None:
    ids = {
        person_add(cli, f"Call {word} when needed")["memory"]["id"]: word
        for word in ("getUserById", "--tenant-max-records")
    }
    control = person_add(cli, "Error E0502 means a borrow conflict")["memory"]["id"]
    for mid, word in ids.items():
        assert [h["memory"]["id"] for h in cli.json("search", word[2:8])["hits"]] == [mid]
    assert [h["memory"]["id"] for h in cli.json("search", "E0502")["hits"]] == [control]


def test_a_person_edits_supersedes_retracts_and_expires_from_a_terminal(cli: Cli) -> None:
    a = person_add(cli, "Python 3.10 is the minimum")["memory"]["id"][-8:]
    b = person_add(cli, "Docs are built with sphinx")["memory"]["id"][-8:]
    c = person_add(cli, "The old API is on v1")["memory"]["id"][-8:]
    d = person_add(cli, "Nightly builds are flaky", "--valid-from", "2019-06-01")["memory"]["id"][
        -8:
    ]
    for args in (
        ("edit", a, "Python 3.11 is the minimum"),
        ("supersede", b, "Docs are built with mkdocs"),
        ("retract", c, "--reason", "there never was a v1"),
        ("expire", d, "--at", "2020-01-01"),
    ):
        code, out = cli.tty(*args)
        assert code == 0, (args, out)
    by_short = {m["id"][-8:]: m for m in cli.json("list")["memories"]}
    assert (by_short[a]["text"], by_short[a]["revision"]) == ("Python 3.11 is the minimum", 2)
    assert by_short[b]["status"] == "superseded"
    assert by_short[c]["status"] == "retracted" and by_short[c]["retired_at"]
    assert by_short[d]["status"] == "expired"
    assert by_short[d]["valid_to"] == "2020-01-01T00:00:00.000000Z"
    served = {h["memory"]["text"] for h in cli.json("search", "python docs api nightly")["hits"]}
    assert served == {"Python 3.11 is the minimum", "Docs are built with mkdocs"}


@pytest.mark.parametrize(
    "args",
    [
        ("edit", "X", "new"),
        ("supersede", "X", "new"),
        ("retract", "X", "--reason", "r"),
        ("expire", "X", "--at", "2026-01-01"),
    ],
)
def test_a_persons_lifetime_verb_without_a_terminal_is_refused(
    cli: Cli, args: tuple[str, ...]
) -> None:
    mid = person_add(cli, "A memory the agent would like to change")["memory"]["id"][-8:]
    proc = cli.run(*(mid if a == "X" else a for a in args))
    assert proc.returncode == 1
    assert "person's verb" in proc.stderr
    m = cli.json("show", mid)["memory"]
    assert (m["status"], m["text"], m["revision"]) == (
        "active",
        "A memory the agent would like to change",
        1,
    )


def test_history_shows_who_changed_what_from_what(cli: Cli) -> None:
    mid = person_add(cli, "Logs rotate weekly")["memory"]["id"][-8:]
    code, out = cli.tty("edit", mid, "Logs rotate daily")
    assert code == 0, out
    events = cli.json("history", mid)["events"]
    assert [e["type"] for e in events] == ["memory.created", "memory.revised"]
    assert events[1]["prior"]["text"] == "Logs rotate weekly"
    assert events[1]["payload"]["set"]["text"] == "Logs rotate daily"
    assert events[1]["actor"]["kind"] == "human"
    text = cli.run("history", mid).stdout
    assert "'Logs rotate weekly' -> 'Logs rotate daily'" in text


def test_log_filters_by_actor_and_type(cli: Cli) -> None:
    person_add(cli, "Person wrote this")
    cli.run("propose", "Agent proposed this", check=True)
    everything = cli.json("log")["events"]  # the fixture's adoption of the pin, then the writes
    assert [e["type"] for e in everything] == ["namespace.adopted", *["memory.created"] * 2]
    humans = cli.json("log", "--actor", "human")["events"][1:]
    assert [e["payload"]["create"]["text"] for e in humans] == ["Person wrote this"]
    assert len(cli.json("log", "--type", "memory.created")["events"]) == 2
    assert cli.json("log", "--type", "memory.retracted")["events"] == []
    assert cli.json("log", "--until", "2000-01-01")["events"] == []


def test_as_of_reads_a_bare_date_as_the_end_of_that_day_and_other_dates_as_its_start(
    cli: Cli,
) -> None:
    m = person_add(
        cli, "The freeze holds", "--valid-from", "2026-03-03", "--valid-to", "2026-03-05"
    )["memory"]
    assert (m["valid_from"], m["valid_to"]) == (
        "2026-03-03T00:00:00.000000Z",
        "2026-03-05T00:00:00.000000Z",
    )
    # the memory was recorded today, so ask as known now
    known = "2999-01-01"
    day = cli.json("as-of", "2026-03-03", "--known-at", known)
    assert day["valid_at"] == "2026-03-03T23:59:59.999999Z"
    assert [x["id"] for x in day["memories"]] == [m["id"]]
    assert cli.json("as-of", "2026-03-02", "--known-at", known)["memories"] == []
    assert cli.json("as-of", "2026-03-05", "--known-at", known)["memories"] == []
    assert [
        x["id"] for x in cli.json("as-of", "2026-03-04T12:00:00Z", "--known-at", known)["memories"]
    ] == [m["id"]]
