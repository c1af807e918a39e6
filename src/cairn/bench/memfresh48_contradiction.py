"""`fresh48` contradiction templates: two sources, each said in a session of its own, give a
subject's value; in instances 0, 2 and 4 they disagree (both values are expected and both
events flagged), in 1 and 3 they agree (the second source says the value in another form or
other words). Uncited events say another subject's value in the first source's frame and a
near miss (a sibling setting, last season's value, a former holder named as handed over, a
preference, a sibling room)."""

from __future__ import annotations

from cairn.bench.memfresh48_pools import (
    COLOURS,
    MEETING_ROOMS,
    NODE,
    WEEKDAYS,
    counts,
    early,
    instance,
    other,
    people,
    say,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days

# a text, its label and its source kind
Said = tuple[str, str, str]


def disagree(c: Case) -> bool:
    return instance(c) in (0, 2, 4)


def _write(
    c: Case,
    first: Said,
    second: Said,
    answers: list[str],
    rival: Said,
    near: Said,
    forbidden: list[str],
    question: str,
) -> None:
    a = say(c, "a", *first, early(c), "s1")
    b = say(c, "b", *second, days(c.rng.uniform(2, 5)), "s2")
    say(c, "rival", *rival, early(c, 30) + days(1), "s3")
    say(c, "near", *near, days(c.rng.uniform(6, 9)), "s4")
    c.ask(question, after=days(c.rng.uniform(10, 14)))
    flagged = [a, b] if disagree(c) else []
    c.expect(answers, [a, b], contradictions=flagged, forbidden=forbidden)


def proxy_timeout_or_coach_seats(c: Case) -> None:
    """How long a service's API proxy waits on a slow upstream (nginx.conf against the
    runbook), or how many coach seats a group needs (the booking form against the organiser's
    text); a sibling count of the same subject is said in an uncited chat line."""
    s = subject(c)
    o = other(c, s)
    v, v2, sib, rival = counts(c, 4)
    second_value = str(v2) if disagree(c) else words(v)
    answers = [str(v), str(v2)] if disagree(c) else [str(v)]
    if s.software:
        first = (
            f"# {s.code}\nlocation /api/ {{\n    proxy_read_timeout {v};\n}}",
            "nginx.conf",
            "file",
        )
        second = (
            f"{s.code} runbook: the API proxy gives up on a slow upstream after {second_value} "
            "seconds.",
            "runbook",
            "doc",
        )
        rival_said = (
            f"# {o.code}\nlocation /api/ {{\n    proxy_read_timeout {rival};\n}}",
            "nginx.conf",
            "file",
        )
        near = (
            f"{s.code}'s proxy_connect_timeout is {sib}, which only covers opening the connection",
            "infra chat",
            "chat",
        )
        question = (
            f"Going by nginx.conf and the runbook, how many seconds does {s.code}'s API proxy "
            "wait on a slow upstream?"
            if turn(c) == 0
            else f"Do nginx.conf and the runbook give the same read timeout for {s.code}'s API "
            "proxy?"
        )
    else:
        first = (
            f"{s.code} away trip: coach booked for {v} passengers.",
            "booking form",
            "doc",
        )
        second = (
            f"Text from the trip organiser: we need {second_value} seats on the {s.code} coach.",
            "organiser's text",
            "message",
        )
        rival_said = (
            f"{o.code} away trip: coach booked for {rival} passengers.",
            "booking form",
            "doc",
        )
        near = (f"{s.code} has ordered {sib} packed lunches for the trip", "group chat", "chat")
        question = (
            f"According to the booking form and the organiser's text, how many coach seats does "
            f"{s.code} need?"
            if turn(c) == 0
            else f"Do the booking form and the organiser's text ask for the same number of coach "
            f"seats for {s.code}?"
        )
    _write(c, first, second, answers, rival_said, near, [str(rival), str(sib)], question)


def node_release_or_shirt_colour(c: Case) -> None:
    """Which Node release a service runs on (package.json against the onboarding doc), or what
    colour shirts a group wears (the kit list against the captain's email); uncited: the
    service's docs site's Node release, or the shirts of last season."""
    s = subject(c)
    o = other(c, s)
    (q,) = people(c, 1)
    if s.software:
        v, v2, rival, sib = c.rng.sample(list(NODE), 4)
        first = (
            f'{{\n  "name": "{s.code.lower()}-web",\n  "engines": {{"node": "{v}"}}\n}}',
            "package.json",
            "file",
        )
        second = (
            (
                f"{s.code} onboarding: install Node {v2} before running anything.",
                "onboarding doc",
                "doc",
            )
            if disagree(c)
            else (
                f"Node {v} is what {s.code} expects on a laptop, so install that first.",
                "onboarding doc",
                "doc",
            )
        )
        rival_said = (
            f'{{\n  "name": "{o.code.lower()}-web",\n  "engines": {{"node": "{rival}"}}\n}}',
            "package.json",
            "file",
        )
        near = (
            f"{s.code}'s docs site builds on Node {sib}, separately from the app itself",
            "dev chat",
            "chat",
        )
        question = (
            f"Going by package.json and the onboarding doc, which Node release does {s.code} run "
            "on?"
            if turn(c) == 0
            else f"Do package.json and the onboarding doc name the same Node release for {s.code}?"
        )
    else:
        v, v2, rival, sib = c.rng.sample(list(COLOURS), 4)
        first = (f"{s.code} kit list: {v} shirts, black shorts.", "kit list", "doc")
        second = (
            (
                f"Email from the captain: {s.code} will be in {v2} shirts this season.",
                "captain's email",
                "email",
            )
            if disagree(c)
            else (
                f"Email from the captain: {v} shirts again for {s.code}, as on the list.",
                "captain's email",
                "email",
            )
        )
        rival_said = (f"{o.code} kit list: {rival} shirts, black shorts.", "kit list", "doc")
        near = (
            f"last season {s.code} wore {sib} shirts, if anyone's digging out old photos ({q})",
            "group chat",
            "chat",
        )
        question = (
            f"According to the kit list and the captain's email, what colour shirts does {s.code} "
            "wear?"
            if turn(c) == 0
            else f"Do the kit list and the captain's email give the same shirt colour for {s.code}?"
        )
    answers = [v, v2] if disagree(c) else [v]
    _write(c, first, second, answers, rival_said, near, [rival, sib], question)


def security_contact_or_treasurer(c: Case) -> None:
    """Who triages a service's security reports (SECURITY.md against the team page), or who a
    group's treasurer is (the AGM minutes against the membership card); uncited: a former
    holder, named as having handed it over."""
    s = subject(c)
    o = other(c, s)
    v, v2, rival, former = people(c, 4)
    if s.software:
        first = (
            f"# Security policy for {s.code}\n\nReport vulnerabilities to {v}, who triages them "
            "within a day.",
            "SECURITY.md",
            "file",
        )
        second = (
            (f"{s.code} team page: security reports are triaged by {v2}.", "team page", "doc")
            if disagree(c)
            else (f"{s.code} team page: {v} is the security contact.", "team page", "doc")
        )
        rival_said = (
            f"# Security policy for {o.code}\n\nReport vulnerabilities to {rival}, who triages "
            "them within a day.",
            "SECURITY.md",
            "file",
        )
        near = (
            f"{former} passed the {s.code} security inbox on a while back and has nothing to do "
            "with it now",
            "eng chat",
            "chat",
        )
        question = (
            f"Going by SECURITY.md and the team page, who triages security reports for {s.code}?"
            if turn(c) == 0
            else f"Do SECURITY.md and the team page name the same security contact for {s.code}?"
        )
    else:
        first = (f"AGM minutes, {s.code}: {v} was elected treasurer.", "AGM minutes", "doc")
        second = (
            (
                f"{s.code} membership card: questions about subs go to {v2}, treasurer.",
                "membership card",
                "doc",
            )
            if disagree(c)
            else (
                f"{s.code} membership card: {v} handles the money as treasurer.",
                "membership card",
                "doc",
            )
        )
        rival_said = (
            f"AGM minutes, {o.code}: {rival} was elected treasurer.",
            "AGM minutes",
            "doc",
        )
        near = (
            f"{former} stepped down as {s.code} treasurer years ago and is just a member now",
            "group chat",
            "chat",
        )
        question = (
            f"According to the AGM minutes and the membership card, who is {s.code}'s treasurer?"
            if turn(c) == 0
            else f"Do the AGM minutes and the membership card name the same treasurer for {s.code}?"
        )
    answers = [v, v2] if disagree(c) else [v]
    _write(c, first, second, answers, rival_said, near, [rival, former], question)


def freeze_day_or_training_night(c: Case) -> None:
    """On which weekday a service freezes its code (the release calendar against the eng
    handbook), or which night a group trains (the club website against the coach's text);
    uncited: one person's preferred day, with another person happy as it is."""
    s = subject(c)
    o = other(c, s)
    q, r = people(c, 2)
    v, v2, rival, pref = c.rng.sample(list(WEEKDAYS), 4)
    if s.software:
        first = (f"{s.code} release calendar: code freeze every {v}.", "release calendar", "doc")
        second = (
            (f"{s.code}: we freeze the code on {v2}, no exceptions.", "eng handbook", "doc")
            if disagree(c)
            else (f"{s.code}: the code freeze falls on {v}.", "eng handbook", "doc")
        )
        rival_said = (
            f"{o.code} release calendar: code freeze every {rival}.",
            "release calendar",
            "doc",
        )
        near = (
            f"{q} would rather {s.code} froze on {pref}; {r} is happy as it is",
            "eng chat",
            "chat",
        )
        question = (
            f"Going by the release calendar and the eng handbook, on which weekday does {s.code} "
            "freeze its code?"
            if turn(c) == 0
            else f"Do the release calendar and the eng handbook put {s.code}'s code freeze on the "
            "same day?"
        )
    else:
        first = (f"{s.code} trains every {v} evening.", "club website", "doc")
        second = (
            (
                f"Text from the coach: see you {v2} night for {s.code} training, as usual.",
                "coach's text",
                "message",
            )
            if disagree(c)
            else (
                f"Text from the coach: {s.code} training, {v} night, same as ever.",
                "coach's text",
                "message",
            )
        )
        rival_said = (f"{o.code} trains every {rival} evening.", "club website", "doc")
        near = (
            f"I'd rather {s.code} trained on {pref}, but {r} likes it as it is - {q}",
            "group chat",
            "chat",
        )
        question = (
            f"According to the club website and the coach's text, which evening does {s.code} "
            "train?"
            if turn(c) == 0
            else f"Do the club website and the coach's text give the same training night for "
            f"{s.code}?"
        )
    answers = [v, v2] if disagree(c) else [v]
    _write(c, first, second, answers, rival_said, near, [rival, pref], question)


def metrics_port_or_meeting_room(c: Case) -> None:
    """Which port a service exposes its metrics on (service.yaml against the ops wiki), or
    where a group holds its monthly meeting (the room booking sheet against the chair's
    email); uncited: the service's health check port, or the room the group keeps its gear
    in."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        ports = c.rng.sample(range(8100, 9900), 4)
        v, v2, rival, sib = (str(p) for p in ports)
        first = (f"# {s.code}\nmetrics:\n  port: {v}", "service.yaml", "file")
        second = (
            (f"{s.code} exposes its metrics on port {v2}.", "ops wiki", "doc")
            if disagree(c)
            else (f"{s.code} metrics are scraped from port {v}.", "ops wiki", "doc")
        )
        rival_said = (f"# {o.code}\nmetrics:\n  port: {rival}", "service.yaml", "file")
        near = (
            f"{s.code}'s health check answers on port {sib}, not the metrics one",
            "ops chat",
            "chat",
        )
        question = (
            f"Going by service.yaml and the ops wiki, which port does {s.code} expose its metrics "
            "on?"
            if turn(c) == 0
            else f"Do service.yaml and the ops wiki give the same metrics port for {s.code}?"
        )
    else:
        v, v2, rival = c.rng.sample(list(MEETING_ROOMS), 3)
        sib = s.rooms[1]
        first = (f"{s.code} monthly meeting: {v}.", "room booking sheet", "doc")
        second = (
            (
                f"Email from the chair: the {s.code} monthly meeting is in {v2}.",
                "chair's email",
                "email",
            )
            if disagree(c)
            else (
                f"Email from the chair: {s.code} meets in {v} for the monthly meeting.",
                "chair's email",
                "email",
            )
        )
        rival_said = (f"{o.code} monthly meeting: {rival}.", "room booking sheet", "doc")
        near = (f"{s.code} keeps its gear in {sib} between meetings", "group chat", "chat")
        question = (
            f"According to the room booking sheet and the chair's email, where does {s.code} hold "
            "its monthly meeting?"
            if turn(c) == 0
            else f"Do the room booking sheet and the chair's email put {s.code}'s monthly meeting "
            "in the same room?"
        )
    answers = [v, v2] if disagree(c) else [v]
    _write(c, first, second, answers, rival_said, near, [rival, sib], question)


TEMPLATES: tuple[Template, ...] = (
    proxy_timeout_or_coach_seats,
    node_release_or_shirt_colour,
    security_contact_or_treasurer,
    freeze_day_or_training_night,
    metrics_port_or_meeting_room,
)
