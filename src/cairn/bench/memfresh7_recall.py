"""The six-month and continuity templates of the held-out set ``fresh7`` (``bench.memfresh7``);
provenance and contradiction are in ``memfresh7_templates``, stale belief in ``memfresh7_stale``.

Six-month cases state a value once, long before the question, with unrelated events in between;
continuity cases decide something in one session (or change it in a second) and ask in another.
"""

from __future__ import annotations

from cairn.bench.memfresh7_pools import (
    APPS,
    CACHES,
    CODEPATHS,
    FLAGS,
    FLOORS,
    GRANTS,
    INSTRUMENTS,
    PRINTERS,
    TEAMS,
    VENDORS,
    WEBAPPS,
    WEEKDAYS,
    _d,
    _dates,
    _nums,
    _people,
    _slack,
)
from cairn.bench.memgen import Case


def _noise(c: Case, lines: list[str], start: float) -> None:
    """Unrelated later events, one every few weeks from ``start`` days."""
    for i, text in enumerate(c.rng.sample(lines, min(3, len(lines)))):
        c.event(
            f"noise{i}",
            text,
            label="team log",
            kind=c.pick(("ticket", "chat", "minutes")),
            trust=0.6,
            after=_d(days=start + 35 * i + c.rng.randrange(0, 9)),
            session=f"n{i}",
        )


# -- six-month recall ----------------------------------------------------------------------------


def vlan_of_a_floor(c: Case) -> None:
    """The VLAN a part of the office was put on, from network minutes months ago; another
    area's VLAN and a floated move that was turned down are distractors."""
    floor, other = c.rng.sample(list(FLOORS), 2)
    vlan, theirs, floated = _nums(c, 110, 990, 3)
    a, b = _people(c, 2)
    kept = c.event(
        "minutes",
        f"Network minutes: wired desks in the {floor} are tagged VLAN {vlan}; guests stay apart.",
        label="network minutes",
        kind="minutes",
        trust=0.9,
        after=_d(),
        session="s1",
    )
    c.event(
        "other",
        f"Ticket NET: patch panel for the {other} done, ports on VLAN {theirs}.",
        label="network tracker",
        kind="ticket",
        trust=0.85,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "floated",
        _slack(a, f"could the {floor} move to VLAN {floated} some day?"),
        label="it chat",
        kind="chat",
        trust=0.4,
        after=_d(days=3),
        session="s3",
    )
    c.event(
        "refused",
        _slack(b, "no, we are not renumbering anything this year, leave it as it is"),
        label="it chat",
        kind="chat",
        trust=0.7,
        after=_d(days=3, minutes=4),
        session="s3",
    )
    _noise(
        c,
        [
            f"The {floor} meeting room screen was replaced.",
            "Wi-Fi survey booked for the whole building.",
            f"Someone left a laptop charger in the {other}.",
            "Printer paper order placed for the quarter.",
        ],
        40,
    )
    c.ask(f"Which network segment do wired machines in the {floor} sit on?", after=_d(days=215))
    c.expect([vlan], [kept], forbidden=[theirs, floated])


def grant_internal_deadline(c: Case) -> None:
    """The research office's internal deadline for one grant, e-mailed months ago; another
    grant's internal deadline is a distractor."""
    grant, other = c.rng.sample(list(GRANTS), 2)
    mine, theirs = _dates(c, 2)
    office = _people(c, 1)[0]
    kept = c.event(
        "mail",
        f"From: {office} (research office)\nDrafts for the {grant} application reach us no"
        f" later than {mine}, so we can check the budget pages.",
        label="research office mail",
        kind="email",
        trust=0.9,
        after=_d(),
        session="s1",
    )
    c.event(
        "other",
        f"From: {office} (research office)\nFor the {other} call, send drafts by {theirs}.",
        label="research office mail",
        kind="email",
        trust=0.9,
        after=_d(days=1),
        session="s2",
    )
    _noise(
        c,
        [
            f"Minutes: the {grant} budget template now lives in the shared drive.",
            "Reminder: expense claims go through the new portal.",
            "The lab newsletter is out.",
            f"Chat: who has the login for the {other} portal?",
        ],
        30,
    )
    c.ask(f"By what date must our {grant} draft be with the research office?", after=_d(days=200))
    c.expect([mine], [kept], forbidden=[theirs])


def printer_toner_model(c: Case) -> None:
    """The toner cartridge a fleet printer takes, from an old ticket; another printer's
    cartridge is a distractor."""
    prn, other = c.rng.sample(list(PRINTERS), 2)
    mine, theirs = (f"TN-{n}" for n in _nums(c, 200, 990, 2))
    kept = c.event(
        "ticket",
        f"Ticket FAC: {prn} only accepts cartridge {mine}; generic ones jam the fuser.",
        label="facilities tracker",
        kind="ticket",
        trust=0.9,
        after=_d(),
        session="s1",
    )
    c.event(
        "other",
        f"Ticket FAC: restocked {other} with {theirs} cartridges.",
        label="facilities tracker",
        kind="ticket",
        trust=0.9,
        after=_d(days=4),
        session="s2",
    )
    _noise(
        c,
        [
            f"{prn} firmware nag dismissed again.",
            "Chat: the scanner on the second floor is fine now.",
            f"Minutes: keep {other} in the corridor.",
            "E-mail: print quotas reset at the start of the month.",
        ],
        25,
    )
    c.ask(f"What consumable do I order when {prn} runs out of toner?", after=_d(days=230))
    c.expect([mine], [kept], forbidden=[theirs])


def code_owner_of_a_path(c: Case) -> None:
    """Who reviews a directory, from a CODEOWNERS change long ago; another directory's owner is
    a distractor."""
    path, other = c.rng.sample(list(CODEPATHS), 2)
    owner, theirs, bot = _people(c, 3)
    kept = c.event(
        "codeowners",
        f"commit: CODEOWNERS: {path} -> @{owner.lower()} (long-term, no rotation for this tree)",
        label="monorepo history",
        kind="commit",
        trust=0.9,
        after=_d(),
        session="s1",
    )
    c.event(
        "other",
        f"commit: CODEOWNERS: {other} -> @{theirs.lower()}",
        label="monorepo history",
        kind="commit",
        trust=0.9,
        after=_d(days=6),
        session="s2",
    )
    c.event(
        "asked",
        _slack(bot, f"is anyone else able to approve in {path}? asking for a friend"),
        label="dev chat",
        kind="chat",
        trust=0.5,
        after=_d(days=9),
        session="s3",
    )
    _noise(
        c,
        [
            "Rotation doc for the frontend reviewers was refreshed.",
            f"Lint job for {other} is flaky again.",
            "Minutes: review latency is fine this quarter.",
        ],
        30,
    )
    c.ask(f"Whose approval does a pull request touching {path} need?", after=_d(days=240))
    c.expect([owner], [kept], forbidden=[theirs, bot])


def cache_eviction_age(c: Case) -> None:
    """How long untouched build-cache entries survive, from an old commit written in seconds;
    another cache's age, in days, is a distractor."""
    cache, other = c.rng.sample(list(CACHES), 2)
    days, theirs = (int(x) for x in _nums(c, 3, 40, 2))
    kept = c.event(
        "commit",
        f"commit: ci: {cache} evicts entries after max_age_seconds={days * 86400}",
        label="ci repo history",
        kind="commit",
        trust=0.9,
        after=_d(),
        session="s1",
    )
    c.event(
        "other",
        f"Minutes, build guild: the {other} drops anything not read for {theirs} days.",
        label="build guild minutes",
        kind="minutes",
        trust=0.85,
        after=_d(days=5),
        session="s2",
    )
    _noise(
        c,
        [
            f"Ticket: {cache} hit rate dashboard added.",
            "Chat: CI queue was long on Friday afternoon.",
            "Minutes: runners move to the new instance family.",
        ],
        35,
    )
    c.ask(f"What eviction age is configured for unused {cache} entries?", after=_d(days=210))
    c.expect([str(days * 86400)], [kept], forbidden=[f"{theirs} days"])


# -- cross-session continuity ------------------------------------------------------------------


def flag_cleanup_volunteer(c: Case) -> None:
    """Who removes a stale feature flag: one person offers and withdraws, another takes it;
    another flag's owner is a distractor. Asked in a later session."""
    flag, other = c.rng.sample(list(FLAGS), 2)
    quitter, taker, theirs = _people(c, 3)
    c.event(
        "offer",
        f"PR thread on {flag} clean-up, {quitter}: I could rip it out",
        label="flag clean-up PR",
        kind="review",
        trust=0.7,
        after=_d(),
        session="s1",
    )
    c.event(
        "withdraw",
        f"PR thread, {quitter}: actually I'm on leave next sprint, someone else please",
        label="flag clean-up PR",
        kind="review",
        trust=0.7,
        after=_d(minutes=20),
        session="s1",
    )
    took = c.event(
        "take",
        f"PR thread, {taker}: fine, assign the {flag} removal to me",
        label="flag clean-up PR",
        kind="review",
        trust=0.8,
        after=_d(minutes=45),
        session="s1",
    )
    c.event(
        "other",
        f"Ticket FLAG: delete {other} from the codebase, assignee {theirs}.",
        label="flag tracker",
        kind="ticket",
        trust=0.85,
        after=_d(days=1),
        session="s2",
    )
    c.ask(f"Who ended up responsible for deleting the {flag} toggle?", after=_d(days=12))
    c.expect([taker], [took], forbidden=[quitter, theirs])


def handover_hour(c: Case) -> None:
    """The on-call handover time: floated options in one meeting, settled in the next; another
    rota's handover is a distractor. Asked in a third session."""
    team, other = c.rng.sample(list(TEAMS), 2)
    hours = c.rng.sample(range(7, 19), 3)
    mine, dropped, theirs = (f"{h}:{c.pick(('00', '30'))}" for h in hours)
    c.event(
        "options",
        f"Minutes ({team} on-call): handover could be {dropped} or later in the day, undecided.",
        label="on-call minutes",
        kind="minutes",
        trust=0.7,
        after=_d(),
        session="s1",
    )
    kept = c.event(
        "settled",
        f"Minutes ({team} on-call, follow-up): we settled it, the pager changes hands at {mine}.",
        label="on-call minutes",
        kind="minutes",
        trust=0.85,
        after=_d(days=7),
        session="s2",
    )
    c.event(
        "other",
        f"{other} rota note: pager passes at {theirs} sharp.",
        label="rota wiki",
        kind="document",
        trust=0.85,
        after=_d(days=2),
        session="s3",
    )
    c.event(
        "noise",
        _slack(_people(c, 1)[0], f"{team} handover doc template got a new checklist"),
        label="ops chat",
        kind="chat",
        trust=0.6,
        after=_d(days=8),
        session="s4",
    )
    c.ask(f"At what time does the {team} pass the pager on?", after=_d(days=20))
    c.expect([mine], [kept], forbidden=[dropped, theirs])


def instrument_booking_day(c: Case) -> None:
    """The weekday an instrument is booked for a team: a pencilled day dropped, the agreed one;
    another instrument's day is a distractor."""
    inst, other = c.rng.sample(list(INSTRUMENTS), 2)
    team = c.pick(TEAMS)
    mine, pencilled, theirs = c.rng.sample(list(WEEKDAYS), 3)
    c.event(
        "pencil",
        f"Booking sheet: {team} pencilled in for the {inst} on {pencilled}, to be confirmed.",
        label="lab booking sheet",
        kind="document",
        trust=0.6,
        after=_d(),
        session="s1",
    )
    kept = c.event(
        "agreed",
        f"E-mail from the lab manager: the {team} slot on the {inst} is every {mine} from now on;"
        " the pencilled one is released.",
        label="lab manager mail",
        kind="email",
        trust=0.9,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "other",
        f"Booking sheet: {team} holds the {other} every {theirs}.",
        label="lab booking sheet",
        kind="document",
        trust=0.85,
        after=_d(days=1),
        session="s1",
    )
    c.event(
        "noise",
        f"Ticket LAB: {inst} calibration certificate filed.",
        label="lab tracker",
        kind="ticket",
        trust=0.7,
        after=_d(days=4),
        session="s3",
    )
    c.ask(f"On which day of the week may the {team} use the {inst}?", after=_d(days=15))
    c.expect([mine], [kept], forbidden=[pencilled, theirs])


def release_branch_cut_day(c: Case) -> None:
    """A mobile release train's branch-cut day decided twice; the later decision holds, and
    another app's cut day is a distractor. Asked in a new session."""
    app, other = c.rng.sample(list(APPS), 2)
    first, later, theirs = c.rng.sample(list(WEEKDAYS), 3)
    c.event(
        "first",
        f"Release sync minutes: {app} branch cut happens on {first}.",
        label="release minutes",
        kind="minutes",
        trust=0.85,
        after=_d(),
        session="s1",
    )
    kept = c.event(
        "later",
        f"Release sync minutes, two weeks on: QA asked for more soak time, so the {app} cut"
        f" is now on {later}.",
        label="release minutes",
        kind="minutes",
        trust=0.85,
        after=_d(days=14),
        session="s2",
    )
    c.event(
        "other",
        f"Release sync minutes: {other} keeps cutting its branch on {theirs}.",
        label="release minutes",
        kind="minutes",
        trust=0.85,
        after=_d(days=14, minutes=10),
        session="s2",
    )
    c.event(
        "noise",
        f"commit: ci: {app} store screenshots regenerated",
        label="app repo history",
        kind="commit",
        trust=0.7,
        after=_d(days=16),
        session="s3",
    )
    c.ask(f"Which weekday is the {app} release branch taken?", after=_d(days=25))
    c.expect([later], [kept], forbidden=[first, theirs])


def audit_vendor_choice(c: Case) -> None:
    """Which vendor runs an accessibility audit: one quoted and was turned down, one chosen;
    another product's auditor is a distractor. Asked in a new session."""
    app, other = c.rng.sample(list(WEBAPPS), 2)
    chosen, rejected, theirs = c.rng.sample(list(VENDORS), 3)
    c.event(
        "quote",
        f"E-mail: {rejected} quoted for the WCAG review of {app}; too slow to start.",
        label="procurement mail",
        kind="email",
        trust=0.8,
        after=_d(),
        session="s1",
    )
    kept = c.event(
        "chosen",
        f"Minutes: for {app}'s accessibility check we signed with {chosen}.",
        label="design minutes",
        kind="minutes",
        trust=0.9,
        after=_d(days=3),
        session="s2",
    )
    c.event(
        "other",
        f"Minutes: {other} is audited by {theirs} again this year.",
        label="design minutes",
        kind="minutes",
        trust=0.9,
        after=_d(days=3, minutes=5),
        session="s2",
    )
    c.event(
        "noise",
        f"Ticket A11Y: {app} focus ring missing on the settings page.",
        label="a11y tracker",
        kind="ticket",
        trust=0.7,
        after=_d(days=5),
        session="s3",
    )
    c.ask(f"Which firm is doing the WCAG audit of {app}?", after=_d(days=18))
    c.expect([chosen], [kept], forbidden=[rejected, theirs])
