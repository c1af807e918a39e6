"""`fresh34` provenance templates: a fact said once in a named source, beside the same fact of
another subject in the same frame and a near miss (someone who only helped, a value only wished
for or floated), with team chat around it."""

from __future__ import annotations

from cairn.bench.memfresh34_pools import (
    LICENCES,
    REGIONS,
    SPONSORS,
    at,
    counts,
    form,
    others,
    people,
    pick,
    say,
    subject,
    team_chat,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def _close(c: Case, code: str) -> None:
    team_chat(c, code, 3, days(0), 9, "chat")


def dataset_owner_or_treasurer(c: Case) -> None:
    """Who owns a service's dataset or holds a group's purse; once the value is the second of two
    names ("first asked ...; in the end ... took it on"); the other subject's holder and someone
    who only helped are distractors."""
    s = subject(c, 0)
    (o,) = others(c, s)
    first, who, rival, helper, sender = people(c, 5)
    t = turn(c)
    if s.software:
        if t == 0:
            text = (
                f"The {s.item} dataset for {s.code} was first asked to go to {first}; in the "
                f"end {who} took it on."
            )
            label, kind = "decision log", "document"
            frame = f"The {o.item} dataset for {o.code} went to {rival} in the end."
        else:
            text = f"Decision log: {who} owns the {s.item} dataset for {s.code} from today."
            label, kind = "decision log", "document"
            frame = f"Decision log: {rival} owns the {o.item} dataset for {o.code} from today."
        near = f"{helper} asked for read access to the {s.code} {s.item}, fyi"
        q = pick(
            c,
            (
                f"If I need the {s.code} {s.item} changed, whose call is it?",
                f"Who owns the {s.item} dataset behind {s.code}?",
            ),
        )
    else:
        if t == 0:
            text = (
                f"For {s.code}, {first} was first asked to be treasurer; in the end {who} took "
                "the job on."
            )
            label, kind = "committee minutes", "document"
            frame = f"For {o.code}, the treasurer's job went to {rival} in the end."
        else:
            text = f"Committee minutes: {who} is {s.code} treasurer from this season."
            label, kind = "committee minutes", "document"
            frame = f"Committee minutes: {rival} is {o.code} treasurer from this season."
        near = f"{helper} counted the {s.code} raffle money once, ta {sender}"
        q = pick(
            c,
            (
                f"Who looks after the money for {s.code}?",
                f"Who is {s.code}'s treasurer these days?",
            ),
        )
    cited = at(c, "fact", text, label, kind, days(1), "a")
    at(c, "other", frame, label, kind, days(2), "a")
    at(c, "near", near, "side chat", "chat", days(4), "b")
    _close(c, s.code)
    c.ask(q, after=days(11))
    c.expect([who], [cited], forbidden=[rival, helper])


def retention_days_or_venue_capacity(c: Case) -> None:
    """How many days a service keeps its logs, or how many a group's venue holds: in a TOML block
    or a sentence, in digits or words; another subject's figure and a wished-for one distract."""
    s = subject(c, 3)
    (o,) = others(c, s)
    n, other, wish = counts(c, 3)
    words = form(c)
    t = turn(c)
    if s.software:
        if t == 0:
            text = f"[{s.code.lower()}.logs]\nretention_days = {n}"
            frame = f"[{o.code.lower()}.logs]\nretention_days = {other}"
            label, kind, ans = "config.toml", "config", str(n)
        else:
            text = f"Runbook: {s.code} keeps its logs for {say(n, words)} days."
            frame = f"Runbook: {o.code} keeps its logs for {say(other, words)} days."
            label, kind, ans = "runbook", "document", say(n, words)
        near_val = say(wish, not words)
        near = f"{s.code} should really keep logs for {near_val} days, just a thought"
        q = pick(
            c,
            (
                f"How long does {s.code} hang on to its logs?",
                f"What's {s.code}'s log retention, in days?",
            ),
        )
    else:
        venue, ovenue = s.places[0], o.places[0]
        if t == 0:
            text = f"Venue sheet · {s.code}: {venue} seats {n}"
            frame = f"Venue sheet · {o.code}: {ovenue} seats {other}"
            label, kind, ans = "venue sheet", "document", str(n)
        else:
            text = f"Booking confirmation: {venue} can take {say(n, words)} {s.unit} for {s.code}."
            frame = (
                f"Booking confirmation: {ovenue} can take {say(other, words)} {o.unit} "
                f"for {o.code}."
            )
            label, kind, ans = "booking confirmation", "document", say(n, words)
        near_val = say(wish, not words)
        near = f"{s.code} could do with room for {near_val} really, lol"
        q = pick(
            c,
            (
                f"How many people can {s.code}'s usual venue fit?",
                f"What's the capacity of the room {s.code} uses?",
            ),
        )
    cited = at(c, "fact", text, label, kind, days(2), "a")
    at(c, "other", frame, label, kind, days(1), "a")
    at(c, "near", near, "group chat", "chat", days(5), "b")
    _close(c, s.code)
    c.ask(q, after=days(12))
    said = str(other) if t == 0 else say(other, words)
    c.expect([ans], [cited], forbidden=[said, near_val])


def pager_order_or_minibus_drivers(c: Case) -> None:
    """Whose phone rings first and second for a service, or who drives a group's minibus and who
    is the backup: a wiki table row or a chat export line; the other subject's pair and someone
    who covered once distract."""
    s = subject(c, 6)
    (o,) = others(c, s)
    a, b, d, e, cover, sender = people(c, 6)
    t = turn(c)
    if s.software:
        if t == 0:
            text = f"| service | primary | secondary |\n| {s.code.lower()} | {a} | {b} |"
            frame = f"| service | primary | secondary |\n| {o.code.lower()} | {d} | {e} |"
            label, kind = "wiki table", "document"
        else:
            text = f"Export · #{s.code.lower()}-ops · {sender}: {s.code} pages {a} first and {b} second"
            frame = f"Export · #{o.code.lower()}-ops · {sender}: {o.code} pages {d} first and {e} second"
            label, kind = "chat export", "chat"
        near = f"{cover} held the {s.code} pager for one night as a favour"
        q = pick(
            c,
            (
                f"If {s.code} falls over in the small hours, who gets paged first and who second?",
                f"Whose phone rings first for {s.code}, and whose next?",
            ),
        )
    else:
        if t == 0:
            text = f"| group | driver | backup |\n| {s.code.lower()} | {a} | {b} |"
            frame = f"| group | driver | backup |\n| {o.code.lower()} | {d} | {e} |"
            label, kind = "wiki table", "document"
        else:
            text = f"Export · #{s.code.lower()}-crew · {sender}: {s.code} minibus is {a} driving, {b} as backup"
            frame = f"Export · #{o.code.lower()}-crew · {sender}: {o.code} minibus is {d} driving, {e} as backup"
            label, kind = "chat export", "chat"
        near = f"{cover} drove the {s.code} minibus once when nobody else could"
        q = pick(
            c,
            (
                f"Who drives the {s.code} minibus, and who steps in if they can't?",
                f"Who are {s.code}'s minibus drivers, main and backup?",
            ),
        )
    cited = at(c, "fact", text, label, kind, days(3), "a")
    at(c, "other", frame, label, kind, days(1) + mins(40), "a")
    at(c, "near", near, "side chat", "chat", days(6), "b")
    _close(c, s.code)
    c.ask(q, after=days(13))
    c.expect([a, b], [cited], forbidden=[d, e, cover])


def region_or_home_venue(c: Case) -> None:
    """Which cloud region a service lives in, or where a group holds its sessions: a JSON line
    or env file, a text or a wiki line; the other subject's value and one only tried or floated
    distract."""
    s = subject(c, 9)
    (o,) = others(c, s)
    t = turn(c)
    sender = people(c, 1)[0]
    if s.software:
        value, other, floated = sample(c, REGIONS, 3)
        if t == 0:
            text = f'{{"service": "{s.code.lower()}", "region": "{value}"}}'
            frame = f'{{"service": "{o.code.lower()}", "region": "{other}"}}'
            label, kind = "services.json", "config"
        else:
            text = f"# {s.code} deploy\n{s.code.upper()}_REGION={value}"
            frame = f"# {o.code} deploy\n{o.code.upper()}_REGION={other}"
            label, kind = "env file", "config"
        near = f"we did look at {floated} for {s.code} but nothing came of it"
        q = pick(
            c,
            (
                f"Which cloud region does {s.code} live in?",
                f"Where is {s.code} hosted, region-wise?",
            ),
        )
    else:
        value, floated = s.places
        other = o.places[0]
        if t == 0:
            text = f"Text from {sender}: {s.code} {s.work} is at {value}, see you there"
            frame = f"Text from {sender}: {o.code} {o.work} is at {other}, see you there"
            label, kind = f"text from {sender}", "message"
        else:
            text = f"Wiki · {s.code} · where we meet: {value}"
            frame = f"Wiki · {o.code} · where we meet: {other}"
            label, kind = "wiki", "document"
        near = f"{s.code} tried {floated} once, far too cold"
        q = pick(
            c,
            (
                f"Where does {s.code} hold its {s.work}?",
                f"Which venue should I head to for the {s.code} {s.work}?",
            ),
        )
    cited = at(c, "fact", text, label, kind, days(2) + mins(15), "a")
    at(c, "other", frame, label, kind, days(3), "a")
    at(c, "near", near, "group chat", "chat", days(1), "b")
    _close(c, s.code)
    c.ask(q, after=days(10))
    c.expect([value], [cited], forbidden=[other, floated])


def licence_or_sponsor(c: Case) -> None:
    """Which licence a service is published under, or who sponsors a group: a README line or a CSV
    row, a newsletter or AGM minutes; the other subject's value and one only suggested distract."""
    s = subject(c, 12)
    (o,) = others(c, s)
    t = turn(c)
    if s.software:
        value, other, floated = sample(c, LICENCES, 3)
        if t == 0:
            text = f"README for {s.code}: released under the {value} licence."
            frame = f"README for {o.code}: released under the {other} licence."
            label, kind = "readme", "document"
        else:
            text = f"licences.csv\npackage,licence\n{s.code.lower()},{value}"
            frame = f"licences.csv\npackage,licence\n{o.code.lower()},{other}"
            label, kind = "licences.csv", "config"
        near = f"someone suggested moving {s.code} to {floated}, parked for now"
        q = pick(
            c,
            (
                f"Under which licence is {s.code} published?",
                f"If I reuse {s.code}'s code, what licence terms apply?",
            ),
        )
    else:
        value, other, floated = sample(c, SPONSORS, 3)
        if t == 0:
            text = (
                f"Newsletter: {s.code} shirts carry the name of {value} this year, thanks to them."
            )
            frame = f"Newsletter: {o.code} shirts carry the name of {other} this year."
            label, kind = "newsletter", "document"
        else:
            text = f"AGM minutes: {s.code}'s sponsor for the season is {value}."
            frame = f"AGM minutes: {o.code}'s sponsor for the season is {other}."
            label, kind = "AGM minutes", "document"
        near = f"{s.code} asked {floated} about sponsoring but they said no"
        q = pick(
            c,
            (
                f"Which business sponsors {s.code}?",
                f"Whose name goes on {s.code}'s shirts?",
            ),
        )
    cited = at(c, "fact", text, label, kind, days(1) + mins(5), "a")
    at(c, "other", frame, label, kind, days(2), "a")
    at(c, "near", near, "side chat", "chat", days(3), "b")
    _close(c, s.code)
    c.ask(q, after=days(9))
    c.expect([value], [cited], forbidden=[other, floated])


TEMPLATES = (
    dataset_owner_or_treasurer,
    retention_days_or_venue_capacity,
    pager_order_or_minibus_drivers,
    region_or_home_venue,
    licence_or_sponsor,
)
