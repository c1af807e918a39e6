"""Templates of ``fresh5`` (``bench.memfresh5``): six, cross. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh5_pools import (
    APPS,
    AREAS,
    CEREMONIES,
    CLOCKS,
    DATABASES,
    DESIGN_SYSTEMS,
    DS_VERSIONS,
    JOBS,
    LINT_REPOS,
    LINT_RULES,
    PEOPLE,
    REPORTS,
    SLOTS,
    TABLES,
    ZONES,
    _either,
    _long_date,
    _noise,
    _ref,
    _when,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _sample

# -- six-month recall ------------------------------------------------------------------------------


def _months_of_noise(c: Case, n: int, span: float) -> None:
    _noise(c, n, _days(5), span, "later")


def index_name_long_ago(c: Case) -> None:
    """Recall the name of a database index added more than six months earlier for one screen,
    not the index added for another table the same week."""
    (table, cols, screen), (otable, ocols, oscreen) = _sample(c, TABLES, 2)
    who = _choose(c, PEOPLE)
    name = f"ix_{table}_{cols.split(',')[0].strip()}_{c.rng.randint(2, 9)}"
    oname = f"ix_{otable}_{ocols.split(',')[0].strip()}_{c.rng.randint(2, 9)}"
    pr = c.event(
        "pr",
        f"Merged {who}'s migration: CREATE INDEX CONCURRENTLY {name} ON {table} ({cols}); "
        f"the {screen} went from 4.1 s to 90 ms.",
        label="Migration PR",
        kind="commit",
        trust=0.92,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Same week, another index so the {oscreen} would load faster: {oname} on {otable} "
        f"({ocols}).",
        label="DB changelog",
        kind="document",
        trust=0.9,
        after=_days(2),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"Ages ago we added an index so the {screen} would load faster -- what was it called?",
        after=_days(205),
        session="s9",
    )
    c.expect([name], [pr], forbidden=[oname])


def design_system_pin_long_ago(c: Case) -> None:
    """Recall the design-system version an app was pinned to more than six months earlier, not
    the version another app was pinned to."""
    app, other = _sample(c, APPS, 2)
    ds = _choose(c, DESIGN_SYSTEMS)
    ver, over = _sample(c, DS_VERSIONS, 2)
    who = _choose(c, PEOPLE)
    pin = c.event(
        "pin",
        f"Front-end guild minutes: {app} stays pinned to {ds} {ver} until the date-picker "
        f"regression is fixed upstream ({who} owns the follow-up).",
        label="Guild minutes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Guild minutes, also: {other} is locked to {ds} {over}; that release of the "
            "component library is the one it ships.",
            f"Guild minutes, also: {other} moves to {ds} {over} next sprint.",
        ),
        label="Guild minutes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(0) + _mins(6),
        session="s1",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"Which release of the {ds} component library is {app} locked to? It was decided a "
        "long while back.",
        after=_days(230),
        session="s9",
    )
    c.expect([ver], [pin], forbidden=[over])


def ceremony_slot_long_ago(c: Case) -> None:
    """Recall the slot a team meeting was moved to more than six months earlier (after a
    proposal that was dropped), not the slot of another meeting."""
    meeting, other = _sample(c, CEREMONIES, 2)
    (slot, _), (proposed, _), (oslot, _) = _sample(c, SLOTS, 3)
    a, b = _sample(c, PEOPLE, 2)
    c.event(
        "proposal",
        f"{a}: what if the {meeting} went to {proposed}? Just floating it.",
        label="#team chat",
        kind="chat",
        trust=0.5,
        after=_days(0),
        session="s1",
    )
    decided = c.event(
        "decided",
        f"Meeting minutes: {a}'s idea dropped (clashes with the release call). The {meeting} "
        f"is now {slot}, starting next week. Invite updated by {b}.",
        label="Team meeting minutes",
        kind="meeting_notes",
        trust=0.92,
        after=_days(2),
        session="s2",
    )
    c.event(
        "other",
        f"Meeting minutes, unchanged: the {other} stays on {oslot}.",
        label="Team meeting minutes",
        kind="meeting_notes",
        trust=0.92,
        after=_days(2) + _mins(3),
        session="s2",
    )
    _months_of_noise(c, 3, 170)
    c.ask(
        f"When is our {meeting} held? We settled it many months ago.",
        after=_days(240),
        session="s9",
    )
    c.expect([slot], [decided], forbidden=[proposed, oslot])


def report_timezone_long_ago(c: Case) -> None:
    """Recall the time zone chosen long ago for one report's day boundary, not the zone of
    another report."""
    report, other = _sample(c, REPORTS, 2)
    zone, ozone = _sample(c, ZONES, 2)
    who = _choose(c, PEOPLE)
    adr = c.event(
        "adr",
        f"Decision ({who}): timestamps are stored in UTC everywhere; for the {report} report "
        f"the business day is cut at midnight {zone}, because that's where the team signs off.",
        label="Time-zone decision record",
        kind="document",
        trust=0.93,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Follow-up: the {other} report's day ends at midnight {ozone}; that is the zone "
            "we picked for it back then.",
            f"Follow-up: the {other} numbers roll over at midnight {ozone} instead.",
        ),
        label="Time-zone decision record",
        kind="document",
        trust=0.93,
        after=_days(1),
        session="s1",
    )
    _months_of_noise(c, 3, 170)
    c.ask(
        f"Where does the {report} report's day end -- which zone did we pick back then?",
        after=_days(250),
        session="s9",
    )
    c.expect([zone], [adr], forbidden=[ozone])


def restore_drill_duration_long_ago(c: Case) -> None:
    """Recall how long a restore drill took more than six months earlier, not another
    database's drill time."""
    db, other = _sample(c, DATABASES, 2)
    mins, omins = _sample(c, [38, 47, 52, 64, 71, 83, 96], 2)
    who = _choose(c, PEOPLE)
    day = _when(c, _days(0))
    log = c.event(
        "drill",
        f"Restore drill log, {day:%Y-%m-%d}: {db} restored from the nightly snapshot to a "
        f"scratch host in {mins} minutes end to end (led by {who}); checksums matched.",
        label="Drill log",
        kind="document",
        trust=0.92,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Drill log, {_long_date(day)}: {other} restore rehearsal -- bringing it back "
            f"took {omins} minutes.",
            f"Drill log, {_long_date(day)}: {other} took {omins} minutes.",
        ),
        label="Drill log",
        kind="document",
        trust=0.92,
        after=_days(0) + _mins(30),
        session="s1",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"In that old restore rehearsal, how long did bringing back {db} take?",
        after=_days(215),
        session="s9",
    )
    c.expect([f"{mins} minutes"], [log], forbidden=[f"{omins} minutes"])


# -- cross-session continuity ----------------------------------------------------------------------


def job_time_agreed_last_session(c: Case) -> None:
    """Carry into a new session the time a scheduled job was moved to (after a first proposal
    was retracted), not another job's time."""
    job, other = _sample(c, JOBS, 2)
    at, first, other_at = _sample(c, CLOCKS, 3)
    who = _choose(c, PEOPLE)
    c.event(
        "first",
        f"{who}: let's shift {job} to {first} so it stops colliding with the backups.",
        label="Pairing session",
        kind="conversation",
        trust=0.6,
        after=_days(0),
        session="s1",
    )
    final = c.event(
        "final",
        f"Scratch that, that slot is taken as well. Final: {job} runs at {at} UTC, scheduler "
        "entry updated.",
        label="Pairing session",
        kind="conversation",
        trust=0.92,
        after=_days(0) + _mins(12),
        session="s1",
    )
    c.event(
        "other",
        f"(For reference, {other} keeps the slot it had, {other_at} UTC.)",
        label="Pairing session",
        kind="conversation",
        trust=0.9,
        after=_days(0) + _mins(14),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"Fresh session: what slot did {job} end up with yesterday?",
        after=_days(1),
        session="s2",
    )
    c.expect([at], [final], forbidden=[first, other_at])


def reviewer_per_area_handoff(c: Case) -> None:
    """Carry into a new session who reviews changes in one area, not the reviewer of another
    area."""
    (area, short), (oarea, _) = _sample(c, AREAS, 2)
    rev, orev, lead = _sample(c, PEOPLE, 3)
    mine = c.event(
        "mine",
        f"{lead} in the kickoff: from now on {rev} reviews anything touching the {area}.",
        label="Kickoff call",
        kind="conversation",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"{lead}: and who should review {oarea} work? {orev} -- request them on any PR there.",
            f"{lead}: and {oarea} go to {orev}.",
        ),
        label="Kickoff call",
        kind="conversation",
        trust=0.9,
        after=_days(0) + _mins(1),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"New session. I have a PR for the {short} work ({area}): who should I request a "
        "review from?",
        after=_days(2),
        session="s2",
    )
    c.expect([rev], [mine], forbidden=[orev])


def store_submission_followup(c: Case) -> None:
    """Carry into a new session the store submission id of one app's build, not the id of the
    other app's build sent the same day."""
    app, other = _sample(c, APPS, 2)
    sub, osub = _ref(c, "SUB"), _ref(c, "SUB")
    while osub == sub:
        osub = _ref(c, "SUB")
    build = f"{c.rng.randint(4, 9)}.{c.rng.randint(10, 30)}"
    mine = c.event(
        "mine",
        f"Stand-up: {app} {build} is in store review, submission {sub}; expecting an answer "
        "within 48h.",
        label="Stand-up notes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Stand-up: the {other} build we sent for review got store reference {osub}.",
            f"Stand-up: {other} went in too, submission {osub}.",
        ),
        label="Stand-up notes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(0) + _mins(2),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"Picking up from yesterday: what reference did the store give the {app} build we sent "
        "for review?",
        after=_days(1),
        session="s2",
    )
    c.expect([sub], [mine], forbidden=[osub])


def lint_rule_next_in_rollout(c: Case) -> None:
    """Carry into a new session which lint rule is next in one repository's roll-out, not the
    next rule of another repository."""
    repo, other = _sample(c, LINT_REPOS, 2)
    done, nxt, onxt = _sample(c, LINT_RULES, 3)
    who = _choose(c, PEOPLE)
    plan = c.event(
        "plan",
        f"{who}: {repo} is clean under `{done}` now (set to error). Next on the list for "
        f"{repo}: `{nxt}`, warnings first.",
        label="Linting thread",
        kind="chat",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Over in {other} the next one is `{onxt}`.",
        label="Linting thread",
        kind="chat",
        trust=0.9,
        after=_days(0) + _mins(3),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"Continuing the lint work from last time: which check do we switch on next in {repo}?",
        after=_days(3),
        session="s2",
    )
    c.expect([nxt], [plan], forbidden=[onxt])


def drill_blocker_ticket(c: Case) -> None:
    """Carry into a new session the ticket that blocks one database's restore drill, not the
    ticket of another drill."""
    db, other = _sample(c, DATABASES, 2)
    t, ot = _ref(c, "PLAT"), _ref(c, "PLAT")
    while ot == t:
        ot = _ref(c, "PLAT")
    who = _choose(c, PEOPLE)
    day = _when(c, _days(0))
    mine = c.event(
        "mine",
        f"{who}: the {db} restore drill is blocked -- the scratch account lacks the KMS "
        f"decrypt grant. Filed {t}; we resume once it lands.",
        label="Drill thread",
        kind="chat",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"{other}'s restore rehearsal on {_long_date(day)} is waiting on ticket {ot} "
            "(quota), unrelated.",
            f"{other}'s drill on {_long_date(day)} waits for {ot} (quota), unrelated.",
        ),
        label="Drill thread",
        kind="chat",
        trust=0.9,
        after=_days(0) + _mins(5),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"Back on this after the weekend: which ticket are we waiting on before we can rehearse "
        f"the {db} restore?",
        after=_days(3),
        session="s2",
    )
    c.expect([t], [mine], forbidden=[ot])
