"""The read pages (GET): the queue, a memory, a source's transcript lines, the as-of view, what
the agent sees, and the gates. Each reads through a project's service and renders a template
(autoescaped); none changes anything, and each works without JavaScript."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from cairn.errors import NotFound, UsageError
from cairn.model import Kind
from cairn.policy import gates as gate_rules
from cairn.timeutil import parse_time
from cairn.web import agentview, queue, timeline, transcript
from cairn.web.render import page, project_param, ui_of


async def home(request: Request) -> Response:
    return RedirectResponse("/queue", status_code=303)


async def queue_page(request: Request) -> Response:
    ui = ui_of(request)
    filters = queue.Filters.parse(request.query_params)
    if filters.project:
        ui.project(filters.project)  # NotFound for a namespace the UI does not serve
    view = queue.build(ui, filters)
    return page(
        request,
        "queue.html",
        "Review queue",
        view=view,
        filters=filters,
        kinds=[k.value for k in Kind],
        categories=queue.CATEGORIES,
        titles=queue.CATEGORY_TITLES,
    )


def _time_param(request: Request, name: str, index: str, times: tuple[str, ...]) -> str:
    raw = request.query_params.get(name, "").strip()
    if raw:
        return parse_time(raw, end_of_day=True)
    pos = request.query_params.get(index, "")
    if pos.isdigit() and times:
        return times[min(int(pos), len(times) - 1)]
    return times[-1]


async def memory_page(request: Request) -> Response:
    ui = ui_of(request)
    svc, mem = ui.locate(request.path_params["memory_id"])
    _m, events = svc.history(mem.id)
    now = svc.clock()
    times = timeline.moments(mem, events, now)
    valid = _time_param(request, "valid", "vi", times)
    known = _time_param(request, "known", "ki", times)
    asof = timeline.as_of(svc, mem, valid, known, times)
    return page(
        request,
        "memory.html",
        f"Memory {timeline_sid(mem.id)}",
        m=mem,
        project=ui.project(mem.namespace),
        rows=[timeline.row(e, mem.id) for e in events],
        edges=timeline.edges(svc, mem),
        citations=timeline.citations(events),
        sources=svc.sources(mem.id),
        revisions=svc.revisions(mem.id),
        asof=asof,
        asof_reason=timeline.as_of_reason(asof.state, valid) if asof.state else "",
        anchors=list(mem.anchors),
        waiting=any(m.id == mem.id for m in svc.review_queue()),
        conflicts=[c for c in svc.conflicts() if c.new.id == mem.id],
    )


def timeline_sid(memory_id: str) -> str:
    return "#" + memory_id[-8:].lower()


async def source_page(request: Request) -> Response:
    ui = ui_of(request)
    svc, mem = ui.locate(request.path_params["memory_id"])
    sources = svc.sources(mem.id)
    n = int(request.path_params["n"])
    if not 0 <= n < len(sources):
        raise NotFound(f"{timeline_sid(mem.id)} has no source {n}")
    src = sources[n]
    return page(
        request,
        "source.html",
        f"Source of {timeline_sid(mem.id)}",
        m=mem,
        source=src,
        excerpt=transcript.excerpt(svc.store, src),
    )


async def asof_page(request: Request) -> Response:
    ui = ui_of(request)
    ns = project_param(request, ui)
    svc = ui.service(ns)
    now = svc.clock()
    events = svc.log(_project_filter(ns))
    times = tuple(sorted({e.at for e in events} | {now}))
    valid = _time_param(request, "valid", "vi", times)
    known = _time_param(request, "known", "ki", times)
    served = svc.as_of(valid, known)
    return page(
        request,
        "asof.html",
        "As of",
        project=ui.project(ns),
        served=served,  # the project's and the user's: what its agents read
        valid=valid,
        known=known,
        times=times,
    )


def _project_filter(ns: str) -> Any:
    from cairn.store.base import EventFilter

    return EventFilter(namespaces=(ns,))


async def agent_page(request: Request) -> Response:
    ui = ui_of(request)
    ns = project_param(request, ui)
    svc = ui.service(ns)
    text = request.query_params.get("prompt", "").strip()[:4000]
    start = agentview.session_start(svc)
    recall = agentview.prompt(svc, text) if text else None
    return page(
        request,
        "agent.html",
        "What the agent sees",
        project=ui.project(ns),
        start=start,
        recall=recall,
        prompt=text,
    )


async def gates_page(request: Request) -> Response:
    ui = ui_of(request)
    ns = project_param(request, ui)
    svc = ui.service(ns)
    blocking = {m.id for m in svc.gates()}
    every = svc.gates(everything=True)
    tool = request.query_params.get("tool", "").strip()[:200]
    raw = request.query_params.get("input", "")[:20000]
    tested: dict[str, Any] | None = None
    if tool or raw.strip():
        if not tool or not raw.strip():
            raise UsageError("the tester needs a tool name and its input")
        tool_input = gate_rules.parse_input(raw)
        match = svc.check_gate(tool, tool_input)  # the PreToolUse hook's own check
        would = [
            m.id
            for m in every
            if m.id in blocking and gate_rules.first_match([(m.id, m.gate)], tool, tool_input)
        ]
        tested = {
            "tool": tool,
            "input": raw,
            "subject": gate_rules.subject_of(tool, tool_input),
            "match": match,
            "deny": match.deny_reason() if match else None,
            "also": [g for g in would if not match or g != match.memory_id],
        }
    return page(
        request,
        "gates.html",
        "Gates",
        project=ui.project(ns),
        gates=every,
        blocking=blocking,
        rule_of=gate_rules.rule_of,
        tested=tested,
        tool=tool or "Bash",
        raw=raw,
        shell_tools=sorted(gate_rules.SHELL_TOOLS),
    )
