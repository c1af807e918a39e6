"""Templates of ``fresh6`` (``bench.memfresh6``): stale belief resistance. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh6_pools import (
    APPS,
    CACHES,
    MERCHANTS,
    PEOPLE,
    PROCESSORS,
    PUSH,
    REGISTRIES,
    REGISTRY_PROJECTS,
    WORKLOADS,
    _noise,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _take

# -- stale belief resistance -----------------------------------------------------------------------


def push_vendor_cut_over(c: Case) -> None:
    """One app's push provider was replaced later; the correction does not name the old one;
    another app's provider is a distractor."""
    app, other = _take(c, APPS, 2)
    old, new, far = _take(c, PUSH, 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "old",
        f"{app} push notifications go out through {old}.",
        label="mobile platform wiki",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{b}: {other} sends through {far}.",
        label="#mobile chat",
        kind="chat",
        trust=0.8,
        after=_days(2),
        session="s1",
    )
    _noise(c, 2, _days(1), 20, "s2")
    new_id = c.event(
        "new",
        f"{a}: {app} cut over to {new} this week; the previous vendor's keys are revoked and we "
        "no longer send anything through it.",
        label="#mobile announcements",
        kind="chat",
        trust=0.9,
        after=_days(40),
        session="s3",
    )
    c.ask(f"Which provider currently delivers {app}'s pushes?", after=_days(c.rng.randint(45, 70)))
    c.expect([new], [new_id], forbidden=[old, far])


def cpu_limit_raised(c: Case) -> None:
    """One workload's CPU limit was raised later; the correction does not repeat the old value;
    another workload's limit is a distractor."""
    wl, other = _take(c, WORKLOADS, 2)
    old, new, far = _take(c, ["250m", "500m", "750m", "1200m", "1500m", "2000m"], 3)
    if int(old[:-1]) > int(new[:-1]):
        old, new = new, old
    a = _choose(c, PEOPLE)
    c.event(
        "old",
        f"deploy/{wl}/values.yaml: resources.limits.cpu: {old}",
        label=f"{wl} manifest",
        kind="repository_file",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"deploy/{other}/values.yaml: resources.limits.cpu: {far}",
        label=f"{other} manifest",
        kind="repository_file",
        trust=0.9,
        after=_mins(10),
        session="s1",
    )
    _noise(c, 2, _days(1), 15, "s2")
    new_id = c.event(
        "new",
        f"Commit by {a}: raise {wl} CPU limit to {new} after throttling alerts.",
        label="infra repo commit",
        kind="commit",
        trust=0.92,
        after=_days(30),
        session="s3",
    )
    c.ask(f"How many CPU units may one {wl} pod use at most?", after=_days(c.rng.randint(35, 60)))
    c.expect([new], [new_id], forbidden=[old, far])


def cache_ttl_changed_after_incident(c: Case) -> None:
    """One cache's TTL was changed after an incident review; the new note does not repeat the
    old TTL; another cache's TTL is a distractor."""
    cache, other = _take(c, CACHES, 2)
    old, new, far = _take(c, [5, 10, 15, 30, 45, 90], 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "old",
        f"Cache settings: {cache} entries expire after {old} minutes.",
        label="cache settings page",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{b}: {other} keeps its {far} minutes expiry.",
        label="#caching chat",
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s1",
    )
    _noise(c, 2, _days(1), 20, "s2")
    new_id = c.event(
        "new",
        f"Post-incident action done ({a}): {cache} TTL is now {new} minutes; the settings page "
        "value is outdated.",
        label="incident action item",
        kind="issue_tracker",
        trust=0.92,
        after=_days(30),
        session="s3",
    )
    c.ask(
        f"How long does an entry live in {cache} before it expires?",
        after=_days(c.rng.randint(35, 60)),
    )
    c.expect([f"{new} minutes"], [new_id], forbidden=[f"{old} minutes", f"{far} minutes"])


def registry_migrated(c: Case) -> None:
    """One project's container registry moved later; the announcement does not name the old
    registry; another project's registry is a distractor."""
    proj, other = _take(c, REGISTRY_PROJECTS, 2)
    old, new, far = _take(c, REGISTRIES, 3)
    a = _choose(c, PEOPLE)
    c.event(
        "old",
        f"Build docs: {proj} images are pushed to {old} by the release job.",
        label="build docs",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Build docs: {other} images are pushed to {far}.",
        label="build docs",
        kind="document",
        trust=0.85,
        after=_mins(5),
        session="s1",
    )
    _noise(c, 2, _days(1), 20, "s2")
    new_id = c.event(
        "new",
        f"{a}: migration finished -- {proj} publishes to {new} from today; the old location is "
        "read-only and will be deleted.",
        label="#platform announcements",
        kind="chat",
        trust=0.9,
        after=_days(35),
        session="s3",
    )
    c.ask(
        f"Where should I pull {proj} container images from these days?",
        after=_days(c.rng.randint(40, 70)),
    )
    c.expect([new], [new_id], forbidden=[old, far])


def processor_switched(c: Case) -> None:
    """One merchant's payment processor was switched later; the note does not name the old
    processor; another merchant's processor is a distractor."""
    merchant, other = _take(c, MERCHANTS, 2)
    old, new, far = _take(c, PROCESSORS, 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "old",
        f"Payments overview: {merchant} card payments are processed by {old}.",
        label="payments overview",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{b} mentioned {other} runs on {far}.",
        label="payments sync notes",
        kind="meeting_notes",
        trust=0.8,
        after=_days(3),
        session="s1",
    )
    _noise(c, 2, _days(1), 20, "s2")
    new_id = c.event(
        "new",
        f"Payments sync: {merchant} is fully live on {new} as of Monday; the former contract "
        f"has lapsed ({a}).",
        label="payments sync notes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(40),
        session="s3",
    )
    c.ask(
        f"Who handles card transactions for {merchant} at present?",
        after=_days(c.rng.randint(45, 70)),
    )
    c.expect([new], [new_id], forbidden=[old, far])
