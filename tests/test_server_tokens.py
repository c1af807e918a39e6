"""`cairn token create|list|revoke` through the real CLI: a person's verbs, the secret printed
once and stored only as a hash, scopes an agent cannot hold refused, a revoked token refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import Cli


@pytest.fixture
def admin(tmp_path: Path, pg_url: str) -> tuple[Cli, str]:
    project = tmp_path / "project"
    project.mkdir()
    return Cli(project, tmp_path / "home"), pg_url


def _create(cli: Cli, url: str, *args: str) -> tuple[int, str]:
    return cli.tty("token", "create", "--db", url, *args)


def test_create_prints_the_secret_once_and_the_database_keeps_only_its_hash(
    admin: tuple[Cli, str],
) -> None:
    import psycopg

    cli, url = admin
    code, out = _create(cli, url, "--name", "alice-laptop", "--namespace", "team:a", "--json")
    assert code == 0, out
    payload = json.loads(out[out.index("{") :])
    assert payload["schema"] == "cairn.token/1"
    secret = payload["token"]
    assert secret.startswith("cairn_") and len(secret) > 40
    assert payload["scopes"] == ["read", "propose"]
    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT * FROM tokens").fetchall()
        dump = json.dumps([list(r) for r in rows], default=str)
    assert secret not in dump
    assert secret[len("cairn_") :] not in dump
    listed = cli.run("token", "list", "--db", url, "--json", check=True).stdout
    assert secret not in listed and "alice-laptop" in listed


def test_an_agents_token_cannot_hold_review_and_a_persons_can(admin: tuple[Cli, str]) -> None:
    cli, url = admin
    code, out = _create(
        cli,
        url,
        "--name",
        "ci",
        "--namespace",
        "team:a",
        "--agent",
        "ci-bot",
        "--scope",
        "read,propose,review",
    )
    assert code == 64 and "agent's token cannot hold review" in out
    code, out = _create(  # control: a person may hold it
        cli, url, "--name", "lead", "--namespace", "team:a", "--scope", "read,propose,review"
    )
    assert code == 0, out
    listed = json.loads(cli.run("token", "list", "--db", url, "--json", check=True).stdout)
    assert [t["name"] for t in listed["tokens"]] == ["lead"]


def test_token_create_and_revoke_refuse_without_a_person(admin: tuple[Cli, str]) -> None:
    cli, url = admin
    proc = cli.run("token", "create", "--db", url, "--name", "x", "--namespace", "team:a")
    assert proc.returncode == 1 and "person's verb" in proc.stderr
    assert json.loads(cli.run("token", "list", "--db", url, "--json").stdout)["tokens"] == []
    code, _ = _create(cli, url, "--name", "x", "--namespace", "team:a")
    assert code == 0
    proc = cli.run("token", "revoke", "x", "--db", url)
    assert proc.returncode == 1 and "person's verb" in proc.stderr
    code, out = cli.tty("token", "revoke", "x", "--db", url)
    assert code == 0 and "revoked" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--namespace", "user:alice"), "cannot be a token's namespace"),
        (("--namespace", "team:a", "--scope", "read,root"), "unknown scope"),
        (("--namespace", "team:a", "--expires", "2001-01-01"), "not in the future"),
        (("--namespace", "team:a", "--expires", "soon"), "invalid date"),
    ],
)
def test_bad_token_options_are_usage_errors_and_store_nothing(
    admin: tuple[Cli, str], args: tuple[str, ...], message: str
) -> None:
    cli, url = admin
    code, out = _create(cli, url, "--name", "bad", *args)
    assert code == 64 and message in out
    assert json.loads(cli.run("token", "list", "--db", url, "--json").stdout)["tokens"] == []


def test_expiry_and_duplicate_names(admin: tuple[Cli, str]) -> None:
    cli, url = admin
    code, out = _create(cli, url, "--name", "temp", "--namespace", "team:a", "--expires", "30d")
    assert code == 0 and "expires 20" in out
    code, out = _create(cli, url, "--name", "temp", "--namespace", "team:a")
    assert code == 64 and "exists" in out


def test_serve_without_db_runs_an_embedded_postgres_that_token_create_shares(
    tmp_path: Path,
) -> None:
    """A newcomer's one command: `cairn serve` with no --db starts PostgreSQL under the data
    folder; `cairn token create` (no --db) writes to that same database."""
    import tempfile

    from tests.serverkit import Served

    # a short data folder: the server's socket path must fit in a unix socket name
    home = Path(tempfile.mkdtemp(prefix="cairn-home-"))
    cli = Cli(tmp_path, home)
    served = Served.embedded(home, tmp_path / "serve.log")
    try:
        code, out = cli.tty(
            "token", "create", "--name", "first", "--namespace", "team:new", "--json"
        )
        assert code == 0, out
        secret = json.loads(out[out.index("{") :])["token"]
        code, who, _ = served.req("GET", "/v1/whoami", token=secret)
        assert code == 200 and who["namespace"] == "team:new"
        assert (home / "team" / "pgdata" / "PG_VERSION").exists()
    finally:
        served.stop()
        import shutil

        shutil.rmtree(home, ignore_errors=True)
