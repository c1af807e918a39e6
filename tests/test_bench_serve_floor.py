"""`cairn bench serve`: the same run drives the same clients back to back on the cheapest
authenticated request (the floor) and reports it beside the search with Little's law; with
``--profile`` the server's CPU is profiled in every thread. Fields and their sense only: no
timing is asserted."""

from __future__ import annotations

from pathlib import Path

from cairn.bench import serve, serve_floor


def test_littles_law_says_fifty_clients_at_fifty_ms_need_a_thousand_requests_a_second() -> None:
    law = serve_floor.littles_law(50, 200.0, 240.0)
    assert law["needed_per_s"] == 1000.0
    assert law["mean_ms_from_throughput"] == 250.0
    assert law["mean_ms_measured"] == 240.0
    assert serve_floor.littles_law(50, 0.0, None)["mean_ms_from_throughput"] is None


def test_a_run_reports_its_floor_beside_the_search_and_a_profile_of_the_server(
    pg_url: str, tmp_path: Path
) -> None:
    prof = tmp_path / "server.prof"
    clients = 3
    result = serve.run(
        tenants=2,
        clients=clients,
        memories=20,
        seconds=1.5,
        db=pg_url,
        log=lambda _line: None,
        profile=prof,
    )
    floor = result["floor"]
    assert floor["operation"] == "GET /v1/whoami"
    assert floor["clients"] == clients
    assert floor["errors"] == 0, floor["error_samples"]
    assert floor["n"] > 0 and floor["throughput_per_s"] > 0
    assert 0 < floor["p50_ms"] <= floor["p95_ms"]
    law = floor["littles_law"]
    assert law["needed_per_s"] == clients / 0.05
    assert law["mean_ms_from_throughput"] > 0 and law["mean_ms_measured"] > 0

    for cpu in (floor["cpu"], result["runs"][0]["cpu"]):  # where the CPU went (Linux)
        assert cpu["requests"] > 0
        per = cpu["cpu_ms_per_request"]
        assert set(per) == {"clients", "server", "postgres", "other"}
        assert all(v >= 0 for v in per.values()) and per["server"] > 0
        assert cpu["server_ceiling_per_s"] > 0 and cpu["ceiling_per_s"] > 0

    run = result["runs"][0]
    assert run["floor"] == floor  # a back-to-back run carries its floor
    mix = run["littles_law"]
    assert mix["clients"] == clients
    assert mix["throughput_per_s"] == run["server"]["throughput_per_s"] > 0
    assert run["errors"] == 0 and run["lost_writes"] == 0 and run["cross_tenant_reads"] == 0

    printed = serve.table(result)
    assert "floor: GET /v1/whoami" in printed and "Little's law" in printed
    assert "| CPU ms a request |" in printed

    assert prof.is_file()
    stages = {s["stage"]: s for s in result["profile"]["stages"]}
    searched = result["profile"]["requests"]["search"]
    assert searched == run["server"]["search"]["n"] > 0
    assert stages["search route (api.search)"]["calls"] == searched
    assert stages["token check (hub.authenticate)"]["calls"] >= searched
    assert result["profile"]["top"] and all(r["own_cpu_ms"] >= 0 for r in result["profile"]["top"])


def test_a_paced_run_has_no_littles_law_line(pg_url: str) -> None:
    result = serve.run(
        tenants=2,
        clients=2,
        memories=12,
        seconds=1.0,
        db=pg_url,
        log=lambda _line: None,
        rates=(20.0,),
        floor=False,
    )
    assert result["floor"] is None
    assert result["runs"][0]["littles_law"] is None and result["runs"][0]["floor"] is None
    assert "Little's law" not in serve.table(result)
