"""The contradiction templates of `fresh47`: two sources about one subject, a file or a document
first and a message, an email or another document second (in sessions of their own). In
instances 0, 2 and 4 the two disagree and both are flagged; in 1 and 3 they agree (the second
in other words: a count spelled out, a price in pounds written out, a time in words, the same
value in another sentence). Another subject's value in the first source's frame is said apart.
Instances 1, 2 and 3 ask whether the two agree or give the same value; 0 and 4 ask for the value
going by, or according to, both."""

from __future__ import annotations

from cairn.bench.memfresh47_pools import (
    counts,
    evening_words,
    evenings,
    instance,
    other,
    people,
    pick,
    say,
    soon,
    spelled,
    subject,
)
from cairn.bench.memgen import Case

Said = tuple[str, str, str]  # text, label, source kind


def _write(
    c: Case,
    *,
    first: Said,
    second: Said,
    rival: Said,
    question: str,
    values: tuple[str, str],
    forbidden: str,
) -> None:
    """Both sources, the rival subject's first-source event, then the question; ``values`` are
    the first's and the second's (the same in an agreeing pair)."""
    text, label, kind = first
    a = say(c, "a", text, label=label, kind=kind, after=soon(c, 0, 5), session="s1")
    text, label, kind = second
    b = say(c, "b", text, label=label, kind=kind, after=soon(c, 6, 12), session="s2")
    text, label, kind = rival
    say(c, "c", text, label=label, kind=kind, after=soon(c, 0, 12), session="s3")
    c.ask(question, after=soon(c, 14, 20))
    if disagree(c):
        c.expect(list(values), [a, b], contradictions=[a, b], forbidden=[forbidden])
    else:
        c.expect([values[0]], [a, b], forbidden=[forbidden])


def disagree(c: Case) -> bool:
    return instance(c) in (0, 2, 4)


def asks_agree(c: Case) -> bool:
    return instance(c) in (1, 2, 3)


def replica_count_or_chair_count(c: Case) -> None:
    """How many web replicas a service runs, in deployment.yaml against the scaling notes, or
    how many chairs a group needs put out, on the hire form against the secretary's text (an
    agreeing second source spells the count out)."""
    s = subject(c)
    o = other(c, s)
    v1, v2, rival = counts(c, 3)
    second_value = spelled(v1) if not disagree(c) else str(v2)
    if s.software:
        first = (f"# {s.code} web\nspec:\n  replicas: {v1}\n", "deployment.yaml", "file")
        riv = (f"# {o.code} web\nspec:\n  replicas: {rival}\n", "deployment.yaml", "file")
        second = (
            f"From the scaling notes: {s.code} runs {second_value} web replicas in production.",
            "scaling notes",
            "document",
        )
        if asks_agree(c):
            question = f"Do deployment.yaml and the scaling notes agree on how many copies of {s.code}'s web tier are running?"
        elif instance(c) == 0:
            question = f"Going by deployment.yaml and the scaling notes, how many web replicas does {s.code} run?"
        else:
            question = f"According to deployment.yaml and the scaling notes, how many web replicas does {s.code} keep up?"
    else:
        first = (f"{s.code} hire form: chairs required: {v1}", "hire form", "document")
        riv = (f"{o.code} hire form: chairs required: {rival}", "hire form", "document")
        second = (
            f"Text from the secretary: we'll want {second_value} chairs put out for {s.code}",
            "secretary's text",
            "message",
        )
        if asks_agree(c):
            question = f"Do the hire form and the secretary's text ask for the same number of chairs for {s.code}?"
        elif instance(c) == 0:
            question = f"Going by the hire form and the secretary's text, how many chairs does {s.code} need set out?"
        else:
            question = f"According to the hire form and the secretary's text, how many seats should be laid out for {s.code}?"
    _write(
        c,
        first=first,
        second=second,
        rival=riv,
        question=question,
        values=(str(v1), str(v2)),
        forbidden=str(rival),
    )


POSTGRES = ("14.11", "15.6", "15.7", "16.2", "16.3", "16.4", "17.2", "17.4")


def postgres_version_or_ticket_price(c: Case) -> None:
    """The Postgres release a service runs, in docker-compose.yml against the database guide, or
    a group's concert ticket price, on the poster against the chair's email (agreeing: the price
    in pounds written out)."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        v1, v2, rival = pick(c, POSTGRES, 3)
        frame = "# {}\nservices:\n  db:\n    image: postgres:{}\n"
        first = (frame.format(s.code, v1), "docker-compose.yml", "file")
        riv = (frame.format(o.code, rival), "docker-compose.yml", "file")
        said = v2 if disagree(c) else v1
        second = (
            f"The database guide says {s.code} sits on Postgres {said}.",
            "database guide",
            "document",
        )
        if asks_agree(c):
            question = f"Do docker-compose.yml and the database guide give the same Postgres release for {s.code}?"
        elif instance(c) == 0:
            question = f"Going by docker-compose.yml and the database guide, which Postgres release does {s.code} use?"
        else:
            question = f"According to docker-compose.yml and the database guide, what version of Postgres backs {s.code}?"
        values = (v1, v2)
        forbidden = rival
    else:
        p1, p2, rival_p = pick(c, [v for v in range(12, 30) if v % 11 and v % 10], 3)
        first = (f"{s.code} poster: tickets £{p1} on the door", "poster", "document")
        riv = (f"{o.code} poster: tickets £{rival_p} on the door", "poster", "document")
        if disagree(c):
            second = (
                f"Email from the chair: tickets for the {s.code} concert are £{p2} each",
                "chair's email",
                "email",
            )
        else:
            second = (
                f"Email from the chair: a {s.code} concert ticket comes to {p1} pounds on the night",
                "chair's email",
                "email",
            )
        if asks_agree(c):
            question = f"Do the poster and the chair's email agree on what a {s.code} ticket costs?"
        elif instance(c) == 0:
            question = f"Going by the poster and the chair's email, what does it cost to get into a {s.code} concert?"
        else:
            question = (
                f"According to the poster and the chair's email, how much is a ticket for {s.code}?"
            )
        values = (f"£{p1}", f"£{p2}")
        forbidden = f"£{rival_p}"
    _write(
        c,
        first=first,
        second=second,
        rival=riv,
        question=question,
        values=values,
        forbidden=forbidden,
    )


def privacy_contact_or_librarian(c: Case) -> None:
    """Who handles a service's data protection requests, in PRIVACY.md against the compliance
    wiki, or who a group's music librarian is, on the noticeboard against the committee
    email."""
    s = subject(c)
    o = other(c, s)
    p1, p2, rival = people(c, 3)
    said = p2 if disagree(c) else p1
    if s.software:
        frame = "# {0} privacy\n\nData subject requests for {0} are handled by {1}.\n"
        first = (frame.format(s.code, p1), "PRIVACY.md", "file")
        riv = (frame.format(o.code, rival), "PRIVACY.md", "file")
        second = (
            f"Compliance wiki: {s.code}'s data protection requests go to {said}.",
            "compliance wiki",
            "document",
        )
        if asks_agree(c):
            question = f"Do PRIVACY.md and the compliance wiki name the same person for {s.code}'s data requests?"
        elif instance(c) == 0:
            question = f"Going by PRIVACY.md and the compliance wiki, who deals with personal data requests about {s.code}?"
        else:
            question = f"According to PRIVACY.md and the compliance wiki, who handles {s.code}'s data protection requests?"
    else:
        first = (f"{s.code} noticeboard: music librarian is {p1}", "noticeboard", "document")
        riv = (f"{o.code} noticeboard: music librarian is {rival}", "noticeboard", "document")
        second = (
            f"Email from the committee: {said} looks after the {s.code} music library",
            "committee email",
            "email",
        )
        if asks_agree(c):
            question = (
                f"Do the noticeboard and the committee email name the same librarian for {s.code}?"
            )
        elif instance(c) == 0:
            question = f"Going by the noticeboard and the committee email, who keeps {s.code}'s scores in order?"
        else:
            question = f"According to the noticeboard and the committee email, who is {s.code}'s music librarian?"
    _write(
        c,
        first=first,
        second=second,
        rival=riv,
        question=question,
        values=(p1, p2),
        forbidden=rival,
    )


def rotation_time_or_concert_start(c: Case) -> None:
    """When a service rotates its logs, in schedule.yaml against the ops handbook, or when a
    group's concerts begin, in the programme against the leader's text (agreeing: the time in
    words)."""
    s = subject(c)
    o = other(c, s)
    t1, t2, rival = evenings(c, 3)
    said = t2 if disagree(c) else evening_words(t1)
    if s.software:
        frame = '# {}\nlog_rotation:\n  run_at: "{}"\n'
        first = (frame.format(s.code, t1), "schedule.yaml", "file")
        riv = (frame.format(o.code, rival), "schedule.yaml", "file")
        second = (
            f"Ops handbook: {s.code}'s logs are rotated at {said} every day.",
            "ops handbook",
            "document",
        )
        if asks_agree(c):
            question = (
                f"Do schedule.yaml and the ops handbook agree on when {s.code}'s logs get rotated?"
            )
        elif instance(c) == 0:
            question = f"Going by schedule.yaml and the ops handbook, what time does {s.code} rotate its logs?"
        else:
            question = (
                f"According to schedule.yaml and the ops handbook, when is {s.code}'s log rotation?"
            )
    else:
        first = (f"{s.code} programme: concert begins {t1}", "programme", "document")
        riv = (f"{o.code} programme: concert begins {rival}", "programme", "document")
        second = (
            f"Text from the leader: {s.code} kicks off at {said}, be there early",
            "leader's text",
            "message",
        )
        if asks_agree(c):
            question = f"Do the programme and the leader's text give the same start time for {s.code}'s concert?"
        elif instance(c) == 0:
            question = f"Going by the programme and the leader's text, when does the {s.code} concert start?"
        else:
            question = f"According to the programme and the leader's text, what time should the {s.code} audience be seated by?"
    _write(
        c,
        first=first,
        second=second,
        rival=riv,
        question=question,
        values=(t1, t2),
        forbidden=rival,
    )


DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def update_day_or_instrument_store(c: Case) -> None:
    """Which weekday a service merges its dependency updates, in renovate.json against the
    maintenance page, or where a group keeps its instruments, on the inventory sheet against
    the caretaker's email."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        v1, v2, rival = pick(c, DAYS, 3)
        frame = '{{\n  "description": "{}",\n  "schedule": ["on {}"]\n}}\n'
        first = (frame.format(s.code, v1.lower()), "renovate.json", "file")
        riv = (frame.format(o.code, rival.lower()), "renovate.json", "file")
        if disagree(c):
            second = (
                f"Maintenance page: {s.code} merges its dependency updates every {v2}.",
                "maintenance page",
                "document",
            )
        else:
            second = (
                f"Maintenance page: dependency bumps for {s.code} land on {v1} mornings.",
                "maintenance page",
                "document",
            )
        if asks_agree(c):
            question = f"Do renovate.json and the maintenance page agree on which day {s.code} takes its dependency updates?"
        elif instance(c) == 0:
            question = f"Going by renovate.json and the maintenance page, on what weekday does {s.code} merge dependency updates?"
        else:
            question = f"According to renovate.json and the maintenance page, which day are {s.code}'s library bumps merged?"
        values = (v1, v2)
    else:
        v1, v2 = pick(c, s.rooms, 2)
        (rival,) = pick(c, o.rooms, 1)
        first = (
            f"{s.code} inventory sheet: instruments stored in {v1}",
            "inventory sheet",
            "document",
        )
        riv = (
            f"{o.code} inventory sheet: instruments stored in {rival}",
            "inventory sheet",
            "document",
        )
        if disagree(c):
            second = (
                f"Email from the caretaker: the {s.code} instruments are kept in {v2} these days",
                "caretaker's email",
                "email",
            )
        else:
            second = (
                f"Email from the caretaker: everything of {s.code}'s lives in {v1}",
                "caretaker's email",
                "email",
            )
        if asks_agree(c):
            question = f"Do the inventory sheet and the caretaker's email put {s.code}'s instruments in the same place?"
        elif instance(c) == 0:
            question = f"Going by the inventory sheet and the caretaker's email, where are {s.code}'s instruments kept?"
        else:
            question = f"According to the inventory sheet and the caretaker's email, in which room does {s.code} store its instruments?"
        values = (v1, v2)
    _write(
        c, first=first, second=second, rival=riv, question=question, values=values, forbidden=rival
    )


TEMPLATES = (
    replica_count_or_chair_count,
    postgres_version_or_ticket_price,
    privacy_contact_or_librarian,
    rotation_time_or_concert_start,
    update_day_or_instrument_store,
)
