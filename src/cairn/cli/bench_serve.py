"""`cairn bench serve`: the team server under concurrent load on loopback, beside the local
SQLite path (see ``cairn.bench.serve``)."""

from __future__ import annotations

from pathlib import Path

import click

from cairn.bench.common import default_out, write_json
from cairn.cli.bench import bench


@bench.command("serve")
@click.option("--tenants", type=int, default=4, show_default=True, help="Namespaces.")
@click.option("--clients", type=int, default=56, show_default=True, help="Concurrent clients.")
@click.option(
    "--memories", type=int, default=20_000, show_default=True, help="Memories per tenant."
)
@click.option("--seconds", type=float, default=20.0, show_default=True, help="Length of the run.")
@click.option("--db", default=None, help="A scratch PostgreSQL URL (default: an embedded one).")
@click.option(
    "--rate",
    "rates",
    type=float,
    multiple=True,
    help="Requests per second over all clients (repeat for one run per rate on the same"
    " seeded server; default: back to back, as fast as it answers).",
)
@click.option(
    "--seeded",
    type=click.Path(file_okay=False),
    help="A folder keeping the seeded databases between runs (an embedded PostgreSQL; each run"
    " works on a fresh copy of the one matching this cairn's schema, seeded if none does).",
)
@click.option(
    "--floor/--no-floor",
    default=True,
    show_default=True,
    help="Then the same clients back to back on GET /v1/whoami (the cheapest authenticated"
    " request), with Little's law beside the search.",
)
@click.option(
    "--profile",
    type=click.Path(dir_okay=False),
    help="Run the server under cProfile (every thread, CPU time) and write the stats there;"
    " a profiled run is slower (use --no-floor to profile the mix alone).",
)
@click.option("--out", type=click.Path(dir_okay=False), help="JSON output path.")
def serve_cmd(
    tenants: int,
    clients: int,
    memories: int,
    seconds: float,
    db: str | None,
    rates: tuple[float, ...],
    seeded: str | None,
    floor: bool,
    profile: str | None,
    out: str | None,
) -> None:
    """Concurrent clients over several tenants (search, get, propose; every client also probes
    other tenants' ids): p50/p95, throughput, lost writes, errors and cross-tenant reads,
    beside the same mix on a local SQLite store."""
    from cairn.bench.serve import run, table
    from cairn.errors import UsageError

    if tenants < 2 or clients < 1 or memories < 10 or seconds <= 0:
        raise UsageError("need at least 2 tenants, 1 client, 10 memories and a positive time")
    if seeded and db:
        raise UsageError("--seeded keeps its own embedded PostgreSQL; give it or --db, not both")
    if any(r < 0 for r in rates):
        raise UsageError("--rate is requests per second (0: back to back)")
    result = run(
        tenants=tenants,
        clients=clients,
        memories=memories,
        seconds=seconds,
        db=db,
        log=lambda line: click.echo(line, err=True),
        rates=rates or (0.0,),
        seeded=Path(seeded) if seeded else None,
        floor=floor,
        profile=Path(profile).resolve() if profile else None,
    )
    click.echo(table(result))
    path = write_json(Path(out) if out else default_out("serve"), result)
    click.echo(f"wrote {path}", err=True)
