"""A scripted session from the shell, as the issue checks it: approve, reject, re-propose the
rejected text and see it stay rejected; create a conflict, resolve it, read the history."""

from __future__ import annotations

from tests.conftest import Cli

KEEP = "Run the test suite with make test"
DROP = "Run the test suite with python setup.py test"
OLD = "Deploys use the blue-green rollout through the deploy script"
NEW = "Deploys no longer use the blue-green rollout through the deploy script"


def test_a_scripted_review_session_from_the_shell(cli: Cli) -> None:
    keep = cli.json("propose", KEEP, "--kind", "command")["memory"]["id"]
    drop = cli.json("propose", DROP, "--kind", "command")["memory"]["id"]
    assert cli.json("search", "test suite")["hits"] == []  # both wait for review

    for verb, mid in (("approve", keep), ("reject", drop)):
        code, out = cli.tty(verb, mid, "--note", "from the scripted session")
        assert code == 0, out

    again = cli.json("propose", DROP.lower() + ".", "--kind", "command")
    assert (again["action"], again["memory"]["id"]) == ("withheld", drop)
    assert [h["memory"]["id"] for h in cli.json("search", "test suite")["hits"]] == [keep]

    code, out = cli.tty("add", OLD, "--kind", "decision")
    assert code == 0, out
    new = cli.json("propose", NEW, "--kind", "decision")["memory"]["id"]
    old = cli.json("conflicts")["conflicts"][0]["old"]["id"]
    served = cli.json("search", "blue-green rollout")["hits"]
    assert served[0]["memory"]["contested"] == f"contested by #{new[-8:].lower()}, unreviewed"

    code, out = cli.tty("conflicts", "resolve", new, "keep-new", "--note", "canaries now")
    assert code == 0, out
    assert cli.json("conflicts")["open"] == 0
    assert [h["memory"]["id"] for h in cli.json("search", "blue-green rollout")["hits"]] == [new]

    story = cli.run("history", old, check=True).stdout
    for line in ("memory.created", "edge.added", "conflict.resolved", "memory.superseded"):
        assert line in story, story
    assert "keep-new: canaries now" in story
    assert "by human:" in story

    rejected = cli.json("history", drop)["events"]
    assert [e["type"] for e in rejected] == ["memory.created", "memory.rejected", "memory.withheld"]
    assert rejected[1]["prior"] == {"review": "unreviewed"}
