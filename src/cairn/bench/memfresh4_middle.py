"""Templates of ``fresh4`` (``bench.memfresh4``): contradiction. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh4_pools import (
    APIS,
    CDN_PATHS,
    CONSUMER_GROUPS,
    MINUTE_WORDS,
    PARTITION_WORDS,
    PEOPLE,
    ROTATIONS,
    SERVICES,
    SLO_WORDS,
    TOPICS,
    TTL_WORDS,
    _agreeing,
    _conflict,
    _first,
    _http_date,
    _iso_date,
    _long_date,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _some

# -- contradiction ---------------------------------------------------------------------------------


def cdn_cache_lifetime_two_sources(c: Case) -> None:
    """A path's CDN cache lifetime from a runbook and from an edge config dump or a teammate:
    they disagree (flag both) or agree in other words (flag nothing); another path's lifetime is
    a distractor."""
    path, other = _some(c, CDN_PATHS, 2)
    a, b, d = _some(c, list(TTL_WORDS), 3)
    person = _choose(c, PEOPLE)
    first = c.event(
        "runbook",
        _choose(
            c,
            [
                f"CDN runbook: responses under {path} are cached with "
                f"`Cache-Control: public, max-age={a}`.",
                f"Per the CDN runbook, the edge keeps {path} objects for max-age={a} seconds.",
            ],
        ),
        label="CDN runbook",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{person} checked the edge: {path} objects stay cached for {TTL_WORDS[a]}, "
            "matching the header."
        )
    else:
        second_text = _choose(
            c,
            [
                f"Edge config dump: {path} -> ttl {b} seconds (origin headers ignored).",
                f"{_first(person)} pasted the CDN rule for {path}: `cache_ttl: {b}` (seconds, "
                "overrides the origin header).",
            ],
        )
    second = c.event(
        "edge",
        second_text,
        label="edge config",
        kind=_choose(c, ["tool_output", "conversation"]),
        trust=0.88,
        after=_days(c.rng.randrange(2, 9)),
        session="s2",
    )
    c.event(
        "other",
        f"{other} is served with max-age={d} at the edge.",
        label="CDN runbook",
        kind="document",
        trust=0.85,
        after=_mins(5),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"How long does the CDN hold on to {path} responses? Do our sources line up?",
                f"What cache lifetime do we have on record for {path}, and is there any "
                "disagreement between sources?",
            ],
        ),
        after=_days(12),
    )
    _conflict(c, first, second, str(a), str(b), str(d))


def slo_target_two_documents(c: Case) -> None:
    """A service's availability objective from the SLO doc and from a second source: a differing
    number (flag both) or the same target in words (nothing to flag); another service's target
    is a distractor."""
    svc, other = _some(c, SERVICES, 2)
    a, b, d = _some(c, list(SLO_WORDS), 3)
    person = _choose(c, PEOPLE)
    first = c.event(
        "doc",
        _choose(
            c,
            [
                f"SLO doc for {svc}: availability objective {a}% over a rolling 28 days.",
                f"{svc} SLO (signed off in planning): {a} percent of requests succeed, "
                "measured monthly.",
            ],
        ),
        label="SLO document",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{person} in the review: we promise {SLO_WORDS[a]} on {svc}, nothing tighter."
        )
    else:
        second_text = _choose(
            c,
            [
                f"The SLO panel for {svc} is configured with `target: {b}`.",
                f"Per the error-budget policy ({_first(person)} owns it), {svc} commits to "
                f"{b}% availability.",
            ],
        )
    second = c.event(
        "panel",
        second_text,
        label="error budget policy",
        kind=_choose(c, ["document", "conversation"]),
        trust=0.87,
        after=_days(c.rng.randrange(3, 20)),
        session="s2",
    )
    c.event(
        "other",
        f"{other} is held to {d}% availability.",
        label="SLO document",
        kind="document",
        trust=0.9,
        after=_mins(20),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"What availability target is {svc} held to, and are our notes consistent?",
                f"Which uptime objective applies to {svc}? Tell me if the sources differ.",
            ],
        ),
        after=_days(25),
    )
    _conflict(c, first, second, a, b, d)


def topic_partition_count(c: Case) -> None:
    """A topic's partition count from an ADR and from the cluster (or a teammate who checked it):
    different counts (flag both) or the same count spelled out (nothing to flag); another
    topic's count is a distractor."""
    topic, other = _some(c, TOPICS, 2)
    a, b, d = _some(c, list(PARTITION_WORDS), 3)
    group = _choose(c, CONSUMER_GROUPS)
    person = _choose(c, PEOPLE)
    adr = c.rng.randrange(101, 399)
    first = c.event(
        "adr",
        _choose(
            c,
            [
                f"ADR-{adr}: {topic} is created with {a} partitions so the {group} consumer "
                "group can scale out.",
                f"Per the ADR, {topic} gets {a} partitions (one consumer per partition in "
                f"{group}).",
            ],
        ),
        label=f"ADR-{adr}",
        kind="document",
        trust=0.86,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{_first(person)}: checked the cluster, {topic} really has "
            f"{PARTITION_WORDS[a]} partitions, as written."
        )
    else:
        second_text = _choose(
            c,
            [
                f"`kafka-topics --describe --topic {topic}` => PartitionCount: {b}",
                f"{person} says {topic} was created with {b} partitions in production.",
            ],
        )
    second = c.event(
        "cluster",
        second_text,
        label="cluster check",
        kind="tool_output",
        trust=0.9,
        after=_days(c.rng.randrange(5, 30)),
        session="s2",
    )
    c.event(
        "other",
        f"{other} has {d} partitions.",
        label="topic list",
        kind="tool_output",
        trust=0.9,
        after=_days(1),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"How many partitions does {topic} have? Note any conflicting records.",
                f"What partition count is stored for {topic}, and do the sources agree?",
            ],
        ),
        after=_days(35),
    )
    _conflict(c, first, second, str(a), str(b), str(d))


def escalation_timeout_two_sources(c: Case) -> None:
    """How long before a page escalates to the secondary, from the paging policy export and from
    the runbook or a teammate: a different number (flag both) or the same delay in words (nothing
    to flag); another rotation's timeout is a distractor."""
    rot, other = _some(c, ROTATIONS, 2)
    a, b, d = _some(c, list(MINUTE_WORDS), 3)
    person = _choose(c, PEOPLE)
    first = c.event(
        "policy",
        _choose(
            c,
            [
                f"Escalation policy '{rot}': escalate to the secondary after {a} min if "
                "unacknowledged.",
                f"Paging export for {rot}: escalation_delay_minutes: {a}",
            ],
        ),
        label="paging policy export",
        kind="tool_output",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{person} mentioned that on {rot} the secondary gets paged once "
            f"{MINUTE_WORDS[a]} minutes pass without an ack."
        )
    else:
        second_text = _choose(
            c,
            [
                f"{rot} runbook: if the page isn't acked within {b} minutes it goes to the "
                "secondary.",
                f"{_first(person)}: for {rot} we wait {b} min before waking the secondary.",
            ],
        )
    second = c.event(
        "runbook",
        second_text,
        label="on-call runbook",
        kind=_choose(c, ["document", "conversation"]),
        trust=0.84,
        after=_days(c.rng.randrange(1, 15)),
        session="s2",
    )
    c.event(
        "other",
        f"On {other}, escalation to the secondary happens after {d} minutes.",
        label="paging policy export",
        kind="tool_output",
        trust=0.92,
        after=_mins(3),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"If nobody acks a {rot} page, how long until the secondary is paged? "
                "Are the records consistent?",
                f"What escalation delay do we have stored for {rot}, and do the sources agree?",
            ],
        ),
        after=_days(20),
    )
    _conflict(c, first, second, str(a), str(b), str(d))


def api_sunset_date_two_sources(c: Case) -> None:
    """When an API version is switched off, from the changelog and from the Sunset header or a
    teammate: a different day (flag both) or the same day written another way (nothing to flag);
    another API's sunset day is a distractor."""
    api, other = _some(c, APIS, 2)
    version = _choose(c, ["v1", "v2", "v3"])
    base = c.start + _days(c.rng.randrange(60, 300))
    a = base
    b = base + _days(c.rng.choice([14, 30, 45, 61]))
    d = base + _days(c.rng.choice([-20, -9, 7, 22]))
    person = _choose(c, PEOPLE)
    first = c.event(
        "changelog",
        _choose(
            c,
            [
                f"Changelog: {api} {version} is deprecated and will be switched off on "
                f"{_iso_date(a)}.",
                f"Deprecation notice ({api}): {version} stops answering on {_iso_date(a)}; "
                "migrate to the next version before then.",
            ],
        ),
        label="public changelog",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{person} said {version} of the {api} goes dark on {_long_date(a)}, "
            "the same day the changelog gives."
        )
        b_text = ""
    else:
        b_text = _http_date(b)[5:]
        second_text = _choose(
            c,
            [
                f"{api} {version} responses carry `Sunset: {_http_date(b)} 00:00:00 GMT`.",
                f"{_first(person)} read the gateway config: {api} {version} shutdown "
                f"is set for {b_text}.",
            ],
        )
    second = c.event(
        "header",
        second_text,
        label="gateway",
        kind=_choose(c, ["tool_output", "conversation"]),
        trust=0.88,
        after=_days(c.rng.randrange(2, 12)),
        session="s2",
    )
    c.event(
        "other",
        f"The {other} {version} is retired on {_iso_date(d)}.",
        label="public changelog",
        kind="document",
        trust=0.9,
        after=_mins(30),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"When does {api} {version} stop working? Say whether our sources agree.",
                f"What shutdown date do we have for {version} of the {api}, and is there a "
                "conflict?",
            ],
        ),
        after=_days(16),
    )
    _conflict(c, first, second, _iso_date(a), b_text, _iso_date(d))
