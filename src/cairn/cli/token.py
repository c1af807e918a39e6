"""`cairn token create|list|revoke`: the team server's tokens, in the database `cairn serve`
uses (``--db``, or the embedded one under the data folder).

Creating and revoking are a person's verbs. A token's secret is printed once, at creation;
the database keeps only its hash. An agent's token holds read and propose only.
"""

from __future__ import annotations

import getpass

import click

from cairn.cli import main
from cairn.cli.render import emit_json
from cairn.errors import UsageError
from cairn.model import Actor, ActorKind
from cairn.policy import person
from cairn.timeutil import now

DB_HELP = "PostgreSQL URL of the team database (default: the embedded one under the data folder)."


def _store(db: str | None):  # type: ignore[no-untyped-def]
    from cairn.server.database import open_database
    from cairn.server.tokens import TokenStore

    database = open_database(db, pool_max=1)
    return database, TokenStore(database)


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "person"


@main.group(help="Tokens of the team server (`cairn serve`): scoped, hashed, revocable.")
def token() -> None:
    pass


@token.command("create")
@click.option("--name", required=True, help="A name for the token (unique; used to revoke it).")
@click.option("--namespace", "ns", required=True, help="The namespace every request acts in.")
@click.option(
    "--scope",
    "scopes",
    default="read,propose",
    show_default=True,
    help="Comma-separated: read, propose, review, admin (review and admin: a person's only).",
)
@click.option("--expires", default=None, help="30d, 12h, 2w, or an ISO date (default: never).")
@click.option("--agent", "agent", default=None, help="The token stands for this agent.")
@click.option(
    "--person", "person_name", default=None, help="The token stands for this person (default: you)."
)
@click.option("--max-records", type=int, default=None, help="Quota of records it may store.")
@click.option(
    "--rate", type=float, default=None, help="Requests per second it may make (default 50)."
)
@click.option("--db", default=None, envvar="CAIRN_DATABASE_URL", help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def token_create(
    name: str,
    ns: str,
    scopes: str,
    expires: str | None,
    agent: str | None,
    person_name: str | None,
    max_records: int | None,
    rate: float | None,
    db: str | None,
    as_json: bool,
) -> None:
    """Create a token (a person's verb) and print its secret, once."""
    from cairn.server.tokens import DEFAULT_RATE, parse_expiry, parse_scopes

    person.require_person("token create")
    if agent and person_name:
        raise UsageError("a token stands for one actor: give --agent or --person, not both")
    kind = ActorKind.AGENT if agent else ActorKind.HUMAN
    actor = Actor(kind, (agent or person_name or _user()).strip())
    if not actor.id:
        raise UsageError("the actor's name is empty")
    held = parse_scopes(scopes, kind)
    at = now()
    expires_at = parse_expiry(expires, at)
    database, store = _store(db)
    try:
        tok, secret = store.create(
            name=name,
            namespace=ns,
            scopes=held,
            actor=actor,
            created_by=_user(),
            now=at,
            expires_at=expires_at,
            max_records=max_records,
            rate=rate if rate is not None else DEFAULT_RATE,
        )
    finally:
        database.close()
    if as_json:
        emit_json("token", token=secret, **tok.as_dict())
        return
    who = f"{'agent' if kind is ActorKind.AGENT else 'person'} {actor.id}"
    click.echo(
        f"token {tok.name}: namespace {tok.namespace}, {','.join(tok.as_dict()['scopes'])},"
        f" as {who}" + (f", expires {tok.expires_at}" if tok.expires_at else "")
    )
    click.echo(secret)
    click.echo("shown once: cairn keeps only its hash", err=True)


@token.command("list")
@click.option("--namespace", "ns", default=None, help="Only this namespace's tokens.")
@click.option("--db", default=None, envvar="CAIRN_DATABASE_URL", help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def token_list(ns: str | None, db: str | None, as_json: bool) -> None:
    """The tokens (never their secrets), with expiry, revocation and last use."""
    database, store = _store(db)
    try:
        toks = store.list(ns)
    finally:
        database.close()
    if as_json:
        emit_json("tokens", tokens=[t.as_dict() for t in toks])
        return
    if not toks:
        click.echo("(none)")
    for t in toks:
        state = (
            "revoked"
            if t.revoked_at
            else ("expired" if t.expires_at and t.expires_at <= now() else "valid")
        )
        click.echo(
            f"{t.name}  {t.namespace}  {','.join(t.as_dict()['scopes'])}  {t.actor_kind.value}:"
            f"{t.actor_id}  {state}  last used {t.last_used_at or 'never'}  records {t.records}"
            + (f"/{t.max_records}" if t.max_records is not None else "")
        )


@token.command("revoke")
@click.argument("name")
@click.option("--db", default=None, envvar="CAIRN_DATABASE_URL", help=DB_HELP)
@click.option("--json", "as_json", is_flag=True)
def token_revoke(name: str, db: str | None, as_json: bool) -> None:
    """Revoke a token (a person's verb): every later request with it is refused."""
    person.require_person("token revoke")
    database, store = _store(db)
    try:
        tok = store.revoke(name, now())
    finally:
        database.close()
    if as_json:
        emit_json("token", **tok.as_dict())
        return
    click.echo(f"token {tok.name} revoked at {tok.revoked_at}")
