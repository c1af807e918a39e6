"""`fresh46` six-month recall templates: a fact said in a case's first two days, asked about
seven months later, under nine to eleven team chat lines about the subject, one side chat near
miss and another subject's value in the same frame."""

from __future__ import annotations

from cairn.bench.memfresh46_pools import (
    Subject,
    chatter,
    counts,
    dates,
    in_words,
    lower_ref,
    mixed_ref,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days, sample

Fact = tuple[str, str, str]
PLACES = (
    "the vestry cupboard", "the piano stool", "the attic above the bar", "the boot room",
    "the chest in the porch", "the office filing cabinet", "the cellar shelves",
    "the lockers by the stage",
)  # fmt: skip


def write(
    c: Case,
    s: Subject,
    fact: Fact,
    rival: Fact,
    near: str,
    answers: list[str],
    forbidden: list[str],
    question: str,
) -> None:
    """The fact early, another subject's value, a side chat near miss, team chat for months, and
    the question about seven months on."""
    cited = say(c, "f", *fact, days(c.rng.uniform(0, 2)), "s1")
    say(c, "o", *rival, days(c.rng.uniform(0, 3)), "s2")
    say(c, "n", near, "side chat", "chat", days(c.rng.uniform(5, 60)), "s3")
    chatter(c, s, c.rng.randrange(9, 12), days(3), 190)
    c.ask(question, after=days(c.rng.uniform(207, 224)))
    c.expect(answers, [cited], forbidden=forbidden)


def recall_cert_owner_or_trophy_keeper(c: Case) -> None:
    """Who owns a service's TLS certificates or who keeps a group's challenge trophy: the
    second of two names, or beside a scoped helper; a stand-in in side chat."""
    s = subject(c, 0)
    o = other(c, s)
    a, b, once, e = people(c, 4)
    if s.software:
        fact = (
            f"{s.code} access doc: {b} set up the certificate renewals at the start, but {a} "
            "owns the TLS certificates now.",
            f"{s.code} access doc: the TLS certificates belong to {a}; {b} is only copied on "
            "the expiry warnings.",
        )[turn(c)]
        rival = (f"{o.code} access doc: the TLS certificates belong to {e}.", "access doc", "doc")
        near = f"{once} looked after the {s.code} certificates for a fortnight while the owner was off"  # fmt: skip
        q = (
            f"Whose job is it to keep {s.code}'s TLS certificates renewed?",
            f"Who owns the TLS certificates for {s.code}?",
        )[turn(c)]
        write(c, s, (fact, "access doc", "doc"), rival, near, [a], [e, once], q)
        return
    fact = (
        f"{s.code} club notes: {b} kept the challenge trophy in a cupboard for years; these "
        f"days it sits on {a}'s mantelpiece.",
        f"{s.code} club notes: the challenge trophy lives with {a}; {b} only polishes it "
        "before the annual dinner.",
    )[turn(c)]
    rival = (f"{o.code} club notes: the challenge trophy lives with {e}.", "club notes", "doc")
    near = f"{once} took the {s.code} trophy home for one night after the contest"
    q = (
        f"Between contests, who looks after the {s.code} challenge trophy?",
        f"Who has {s.code}'s challenge trophy at home?",
    )[turn(c)]
    write(c, s, (fact, "club notes", "doc"), rival, near, [a], [e, once], q)


def recall_incident_ref_or_permit_ref(c: Case) -> None:
    """The reference a service's outage was filed under, or a group's council permit, against
    another subject's and a duplicate or returned one."""
    s = subject(c, 1)
    o = other(c, s)
    if s.software:
        mine, dup, rival = (lower_ref(c, "inc") for _ in range(3))
        fact = (f"{s.code} postmortem index: the checkout outage is filed as {mine}.",
                "postmortem index", "doc")  # fmt: skip
        rival_fact = (f"{o.code} postmortem index: the checkout outage is filed as {rival}.",
                      "postmortem index", "doc")  # fmt: skip
        near = f"{dup} was opened for the same {s.code} outage too, but closed as a duplicate"
        q = (
            f"What incident reference did {s.code}'s checkout outage get?",
            f"Under which reference is the {s.code} checkout outage written up?",
        )[turn(c)]
    else:
        mine, dup, rival = (mixed_ref(c) for _ in range(3))
        fact = (f"{s.code} committee notes: the council street-performance permit came "
                f"through as {mine}.", "committee notes", "doc")  # fmt: skip
        rival_fact = (f"{o.code} committee notes: the council street-performance permit came "
                      f"through as {rival}.", "committee notes", "doc")  # fmt: skip
        near = f"the first {s.code} permit application, {dup}, was sent back for a missing signature"  # fmt: skip
        q = (
            f"What's the reference on {s.code}'s street-performance permit?",
            f"Which reference did the council give {s.code}'s permit?",
        )[turn(c)]
    write(c, s, fact, rival_fact, near, [mine], [rival, dup], q)


def recall_licence_expiry_or_show_date(c: Case) -> None:
    """When a service's search licence runs out or when a group's annual show is, against
    another subject's date and a date in an earlier month said of something else."""
    s = subject(c, 2)
    o = other(c, s)
    early, mine, rival = dates(c, 3)
    if s.software:
        fact = (f"{s.code} ops calendar: the search licence key expires on {mine}.",
                "ops calendar", "doc")  # fmt: skip
        rival_fact = (f"{o.code} ops calendar: the search licence key expires on {rival}.",
                      "ops calendar", "doc")  # fmt: skip
        near = f"the renewal reminder for the {s.code} licence was dated {early}, fyi"
        q = (
            f"When does {s.code}'s search licence run out?",
            f"On what date does the licence key for {s.code}'s search lapse?",
        )[turn(c)]
    else:
        fact = (f"{s.code} diary: the annual show is on {mine}.", "club diary", "doc")
        rival_fact = (f"{o.code} diary: the annual show is on {rival}.", "club diary", "doc")
        near = f"tickets for the {s.code} annual show go on sale {early}"
        q = (
            f"What date is {s.code}'s annual show?",
            f"When is {s.code} putting on its annual show?",
        )[turn(c)]
    write(c, s, fact, rival_fact, near, [mine], [rival, early], q)


def recall_partition_count_or_programme_print(c: Case) -> None:
    """How many partitions a service's bookings topic has, or how many programmes a group
    ordered, against another subject's count and one only floated in the other form."""
    s = subject(c, 3)
    o = other(c, s)
    n1, n2, n3 = counts(c, 3)
    if s.software:
        fact = (f"{s.code} capacity plan: the bookings topic has {n1} partitions.",
                "capacity plan", "doc")  # fmt: skip
        rival = (f"{o.code} capacity plan: the bookings topic has {n2} partitions.",
                 "capacity plan", "doc")  # fmt: skip
        near = f"thinking out loud: {s.code} might go to {in_words(n3)} partitions one day, nothing decided"  # fmt: skip
        q = (
            f"How many partitions does {s.code}'s bookings topic have?",
            f"What's the partition count on the {s.code} bookings topic?",
        )[turn(c)]
        write(c, s, fact, rival, near, [str(n1)], [str(n2), in_words(n3)], q)
        return
    fact = (f"{s.code} order form: {in_words(n1)} programmes ordered for the summer show.",
            "order form", "doc")  # fmt: skip
    rival = (f"{o.code} order form: {in_words(n2)} programmes ordered for the summer show.",
             "order form", "doc")  # fmt: skip
    near = f"maybe {s.code} should print {n3} programmes next year, just a thought"
    q = (
        f"How many programmes did {s.code} order for its show?",
        f"What size was {s.code}'s programme order?",
    )[turn(c)]
    write(c, s, fact, rival, near, [in_words(n1)], [in_words(n2), str(n3)], q)


def recall_snapshot_bucket_or_music_cupboard(c: Case) -> None:
    """Which bucket holds a service's nightly database snapshots, or where a group keeps its
    sheet music, against another subject's and one only floated."""
    s = subject(c, 4)
    o = other(c, s)
    if s.software:
        suffix = ("db-snapshots", "pg-nightly")[turn(c)]
        mine, rival, idea = f"{s.tag}-{suffix}", f"{o.tag}-{suffix}", f"{s.tag}-cold-archive"
        fact = (f"{s.code} storage notes: nightly database snapshots go to {mine}.",
                "storage notes", "doc")  # fmt: skip
        rival_fact = (f"{o.code} storage notes: nightly database snapshots go to {rival}.",
                      "storage notes", "doc")  # fmt: skip
        near = f"we could shift {s.code} snapshots over to {idea} at some point, just an idea"
        q = (
            f"Which bucket holds {s.code}'s nightly database snapshots?",
            f"Where do the nightly snapshots of {s.code}'s database end up?",
        )[turn(c)]
    else:
        mine, rival, idea = sample(c, PLACES, 3)
        fact = (f"{s.code} welcome pack: the sheet music is kept in {mine}.", "welcome pack",
                "doc")  # fmt: skip
        rival_fact = (f"{o.code} welcome pack: the sheet music is kept in {rival}.",
                      "welcome pack", "doc")  # fmt: skip
        near = f"what if {s.code} kept its music in {idea} instead, just floating it"
        q = (
            f"Where does {s.code} keep its sheet music?",
            f"Between rehearsals, where is {s.code}'s sheet music stored?",
        )[turn(c)]
    write(c, s, fact, rival_fact, near, [mine], [rival, idea], q)


TEMPLATES: tuple[Template, ...] = (
    recall_cert_owner_or_trophy_keeper,
    recall_incident_ref_or_permit_ref,
    recall_licence_expiry_or_show_date,
    recall_partition_count_or_programme_print,
    recall_snapshot_bucket_or_music_cupboard,
)
