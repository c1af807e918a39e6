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
    _ev,
    _nums,
    _people,
    _slack,
)
from cairn.bench.memgen import Case


def _noise(c: Case, lines: list[str], start: float) -> None:
    """Unrelated later events, one every few weeks from ``start`` days."""
    for i, text in enumerate(c.rng.sample(lines, min(3, len(lines)))):
        _ev(
            c,
            f"noise{i}",
            text,
            ("team log", c.pick(("ticket", "chat", "minutes")), 0.6),
            _d(days=start + 35 * i + c.rng.randrange(0, 9)),
            f"n{i}",
        )


# -- six-month recall ----------------------------------------------------------------------------


def vlan_of_a_floor(c: Case) -> None:
    """The VLAN a part of the office was put on, from network minutes months ago; another
    area's VLAN and a floated move that was turned down are distractors."""
    floor, other = c.rng.sample(list(FLOORS), 2)
    vlan, theirs, floated = _nums(c, 110, 990, 3)
    a, b = _people(c, 2)
    kept = _ev(
        c,
        "minutes",
        f"Network minutes: wired desks in the {floor} are tagged VLAN {vlan}; guests stay apart.",
        ("network minutes", "minutes", 0.9),
        _d(),
        "s1",
    )
    _ev(
        c,
        "other",
        f"Ticket NET: patch panel for the {other} done, ports on VLAN {theirs}.",
        ("network tracker", "ticket", 0.85),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "floated",
        _slack(a, f"could the {floor} move to VLAN {floated} some day?"),
        ("it chat", "chat", 0.4),
        _d(days=3),
        "s3",
    )
    _ev(
        c,
        "refused",
        _slack(b, "no, we are not renumbering anything this year, leave it as it is"),
        ("it chat", "chat", 0.7),
        _d(days=3, minutes=4),
        "s3",
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
    kept = _ev(
        c,
        "mail",
        f"From: {office} (research office)\nDrafts for the {grant} application reach us no"
        f" later than {mine}, so we can check the budget pages.",
        ("research office mail", "email", 0.9),
        _d(),
        "s1",
    )
    _ev(
        c,
        "other",
        f"From: {office} (research office)\nFor the {other} call, send drafts by {theirs}.",
        ("research office mail", "email", 0.9),
        _d(days=1),
        "s2",
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
    kept = _ev(
        c,
        "ticket",
        f"Ticket FAC: {prn} only accepts cartridge {mine}; generic ones jam the fuser.",
        ("facilities tracker", "ticket", 0.9),
        _d(),
        "s1",
    )
    _ev(
        c,
        "other",
        f"Ticket FAC: restocked {other} with {theirs} cartridges.",
        ("facilities tracker", "ticket", 0.9),
        _d(days=4),
        "s2",
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
    kept = _ev(
        c,
        "codeowners",
        f"commit: CODEOWNERS: {path} -> @{owner.lower()} (long-term, no rotation for this tree)",
        ("monorepo history", "commit", 0.9),
        _d(),
        "s1",
    )
    _ev(
        c,
        "other",
        f"commit: CODEOWNERS: {other} -> @{theirs.lower()}",
        ("monorepo history", "commit", 0.9),
        _d(days=6),
        "s2",
    )
    _ev(
        c,
        "asked",
        _slack(bot, f"is anyone else able to approve in {path}? asking for a friend"),
        ("dev chat", "chat", 0.5),
        _d(days=9),
        "s3",
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
    kept = _ev(
        c,
        "commit",
        f"commit: ci: {cache} evicts entries after max_age_seconds={days * 86400}",
        ("ci repo history", "commit", 0.9),
        _d(),
        "s1",
    )
    _ev(
        c,
        "other",
        f"Minutes, build guild: the {other} drops anything not read for {theirs} days.",
        ("build guild minutes", "minutes", 0.85),
        _d(days=5),
        "s2",
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
    _ev(
        c,
        "offer",
        f"PR thread on {flag} clean-up, {quitter}: I could rip it out",
        ("flag clean-up PR", "review", 0.7),
        _d(),
        "s1",
    )
    _ev(
        c,
        "withdraw",
        f"PR thread, {quitter}: actually I'm on leave next sprint, someone else please",
        ("flag clean-up PR", "review", 0.7),
        _d(minutes=20),
        "s1",
    )
    took = _ev(
        c,
        "take",
        f"PR thread, {taker}: fine, assign the {flag} removal to me",
        ("flag clean-up PR", "review", 0.8),
        _d(minutes=45),
        "s1",
    )
    _ev(
        c,
        "other",
        f"Ticket FLAG: delete {other} from the codebase, assignee {theirs}.",
        ("flag tracker", "ticket", 0.85),
        _d(days=1),
        "s2",
    )
    c.ask(f"Who ended up responsible for deleting the {flag} toggle?", after=_d(days=12))
    c.expect([taker], [took], forbidden=[quitter, theirs])


def handover_hour(c: Case) -> None:
    """The on-call handover time: floated options in one meeting, settled in the next; another
    rota's handover is a distractor. Asked in a third session."""
    team, other = c.rng.sample(list(TEAMS), 2)
    hours = c.rng.sample(range(7, 19), 3)
    mine, dropped, theirs = (f"{h}:{c.pick(('00', '30'))}" for h in hours)
    _ev(
        c,
        "options",
        f"Minutes ({team} on-call): handover could be {dropped} or later in the day, undecided.",
        ("on-call minutes", "minutes", 0.7),
        _d(),
        "s1",
    )
    kept = _ev(
        c,
        "settled",
        f"Minutes ({team} on-call, follow-up): we settled it, the pager changes hands at {mine}.",
        ("on-call minutes", "minutes", 0.85),
        _d(days=7),
        "s2",
    )
    _ev(
        c,
        "other",
        f"{other} rota note: pager passes at {theirs} sharp.",
        ("rota wiki", "document", 0.85),
        _d(days=2),
        "s3",
    )
    _ev(
        c,
        "noise",
        _slack(_people(c, 1)[0], f"{team} handover doc template got a new checklist"),
        ("ops chat", "chat", 0.6),
        _d(days=8),
        "s4",
    )
    c.ask(f"At what time does the {team} pass the pager on?", after=_d(days=20))
    c.expect([mine], [kept], forbidden=[dropped, theirs])


def instrument_booking_day(c: Case) -> None:
    """The weekday an instrument is booked for a team: a pencilled day dropped, the agreed one;
    another instrument's day is a distractor."""
    inst, other = c.rng.sample(list(INSTRUMENTS), 2)
    team = c.pick(TEAMS)
    mine, pencilled, theirs = c.rng.sample(list(WEEKDAYS), 3)
    _ev(
        c,
        "pencil",
        f"Booking sheet: {team} pencilled in for the {inst} on {pencilled}, to be confirmed.",
        ("lab booking sheet", "document", 0.6),
        _d(),
        "s1",
    )
    kept = _ev(
        c,
        "agreed",
        f"E-mail from the lab manager: the {team} slot on the {inst} is every {mine} from now on;"
        " the pencilled one is released.",
        ("lab manager mail", "email", 0.9),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "other",
        f"Booking sheet: {team} holds the {other} every {theirs}.",
        ("lab booking sheet", "document", 0.85),
        _d(days=1),
        "s1",
    )
    _ev(
        c,
        "noise",
        f"Ticket LAB: {inst} calibration certificate filed.",
        ("lab tracker", "ticket", 0.7),
        _d(days=4),
        "s3",
    )
    c.ask(f"On which day of the week may the {team} use the {inst}?", after=_d(days=15))
    c.expect([mine], [kept], forbidden=[pencilled, theirs])


def release_branch_cut_day(c: Case) -> None:
    """A mobile release train's branch-cut day decided twice; the later decision holds, and
    another app's cut day is a distractor. Asked in a new session."""
    app, other = c.rng.sample(list(APPS), 2)
    first, later, theirs = c.rng.sample(list(WEEKDAYS), 3)
    _ev(
        c,
        "first",
        f"Release sync minutes: {app} branch cut happens on {first}.",
        ("release minutes", "minutes", 0.85),
        _d(),
        "s1",
    )
    kept = _ev(
        c,
        "later",
        f"Release sync minutes, two weeks on: QA asked for more soak time, so the {app} cut"
        f" is now on {later}.",
        ("release minutes", "minutes", 0.85),
        _d(days=14),
        "s2",
    )
    _ev(
        c,
        "other",
        f"Release sync minutes: {other} keeps cutting its branch on {theirs}.",
        ("release minutes", "minutes", 0.85),
        _d(days=14, minutes=10),
        "s2",
    )
    _ev(
        c,
        "noise",
        f"commit: ci: {app} store screenshots regenerated",
        ("app repo history", "commit", 0.7),
        _d(days=16),
        "s3",
    )
    c.ask(f"Which weekday is the {app} release branch taken?", after=_d(days=25))
    c.expect([later], [kept], forbidden=[first, theirs])


def audit_vendor_choice(c: Case) -> None:
    """Which vendor runs an accessibility audit: one quoted and was turned down, one chosen;
    another product's auditor is a distractor. Asked in a new session."""
    app, other = c.rng.sample(list(WEBAPPS), 2)
    chosen, rejected, theirs = c.rng.sample(list(VENDORS), 3)
    _ev(
        c,
        "quote",
        f"E-mail: {rejected} quoted for the WCAG review of {app}; too slow to start.",
        ("procurement mail", "email", 0.8),
        _d(),
        "s1",
    )
    kept = _ev(
        c,
        "chosen",
        f"Minutes: for {app}'s accessibility check we signed with {chosen}.",
        ("design minutes", "minutes", 0.9),
        _d(days=3),
        "s2",
    )
    _ev(
        c,
        "other",
        f"Minutes: {other} is audited by {theirs} again this year.",
        ("design minutes", "minutes", 0.9),
        _d(days=3, minutes=5),
        "s2",
    )
    _ev(
        c,
        "noise",
        f"Ticket A11Y: {app} focus ring missing on the settings page.",
        ("a11y tracker", "ticket", 0.7),
        _d(days=5),
        "s3",
    )
    c.ask(f"Which firm is doing the WCAG audit of {app}?", after=_d(days=18))
    c.expect([chosen], [kept], forbidden=[rejected, theirs])
