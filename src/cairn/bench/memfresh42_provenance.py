"""The provenance templates of `fresh42`: a fact said once by a source worth citing, beside the
same fact for another subject and a near miss (someone who did the job once, a wished-for
number, a value only floated or rumoured, a statement scoped to something else)."""

from __future__ import annotations

from cairn.bench.memfresh42_pools import (
    COLOURS,
    LOCALES,
    amounts,
    ask,
    counts,
    form,
    others,
    people,
    pick,
    port,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample


def incident_commander_or_first_aider(c: Case) -> None:
    """Who commands a service's Sev1 incidents, or who a group's first aider is: said in a
    handbook or in minutes that name the final choice second; another subject's holder in the
    same frame and a person who did it once are distractors."""
    s = subject(c, 0)
    (o,) = others(c, s, 1)
    a, b, d, e = people(c, 4)
    if s.software:
        if turn(c) == 0:
            cited = f"Platform handbook, {s.code}: a Sev1 on {s.code} is commanded by {a}; the deputy is whoever holds the pager."  # fmt: skip
            label = "platform handbook"
        else:
            cited = f"{s.code} incident command: {d} was pencilled in at first, but after the review it went to {a}, who holds it now."  # fmt: skip
            label = "review notes"
        other = f"Platform handbook, {o.code}: a Sev1 on {o.code} is commanded by {b}; the deputy is whoever holds the pager."  # fmt: skip
        near = f"{e} ran the {s.code} bridge call one night when nobody else picked up. Stopgap, not a standing arrangement."  # fmt: skip
        q = f"When {s.code} has a Sev1, who is supposed to be running the incident, and where is that written down?"  # fmt: skip
        olabel = "platform handbook"
    else:
        if turn(c) == 0:
            cited = f"Club handbook, {s.code}: first aid at sessions is {a}'s job, and the green bag travels with them."  # fmt: skip
            label = "club handbook"
        else:
            cited = f"{s.code} committee minutes: {d} offered to be first aider, but {a} already holds the certificate, so {a} takes it on."  # fmt: skip
            label = "committee minutes"
        other = f"Club handbook, {o.code}: first aid at sessions is {b}'s job, and the green bag travels with them."  # fmt: skip
        near = f"{e} handed out plasters at the {s.code} away day because the bag happened to be next to them, one-off"  # fmt: skip
        q = f"If somebody twists an ankle at a {s.code} session, who's the person meant to patch them up?"  # fmt: skip
        olabel = "club handbook"
    x = say(c, "fact", cited, label, 0.2)
    say(c, "other", other, olabel, 0.9)
    say(c, "near", near, "side chat", 1.6)
    ask(c, q, 6)
    c.expect([a], [x], forbidden=[b, e])


def rate_limit_or_minibus_seats(c: Case) -> None:
    """How many requests a second one caller may make to a service, or how many seats a
    group's minibus has: another subject's number in the same frame and a wished-for number
    (in the other form) are distractors; the asked number is in digits or in words."""
    s = subject(c, 7)
    (o,) = others(c, s, 1)
    v, w, x = counts(c, 3)
    spelled = c.rng.random() < 0.5
    mine, theirs, wish = form(v, spelled), form(w, not spelled), form(x, not spelled)
    if s.software:
        if turn(c) == 0:
            cited = f"Gateway notes for {s.code}: a caller gets {mine} requests a second before being throttled."  # fmt: skip
            label = "gateway notes"
        else:
            cited = f"{s.code} throttling, as agreed at the API review: {mine} requests per second for each caller."  # fmt: skip
            label = "API review notes"
        other = f"Gateway notes for {o.code}: a caller gets {theirs} requests a second before being throttled."  # fmt: skip
        near = f"honestly {s.code} could cope with {wish} requests a second if we let it. wishful thinking though"  # fmt: skip
        q = f"How many calls a second can a single client make to {s.code} before it gets turned away?"  # fmt: skip
        olabel = "gateway notes"
    else:
        if turn(c) == 0:
            cited = f"{s.code} transport sheet: the minibus takes {mine} of us, driver included."
            label = "transport sheet"
        else:
            cited = f"Minibus for {s.code} away trips is booked: {mine} seats, so it's first come, first served."  # fmt: skip
            label = "away trip email"
        other = f"{o.code} transport sheet: the minibus takes {theirs} of us, driver included."
        near = f"if the {s.code} minibus had {wish} seats the whole squad could come. dream on"
        q = f"How many people can travel in the {s.code} minibus for away trips?"
        olabel = "transport sheet"
    fact = say(c, "fact", cited, label, 0.4)
    say(c, "other", other, olabel, 1.1)
    say(c, "near", near, "side chat", 1.9)
    ask(c, q, 7)
    c.expect([mine], [fact], forbidden=[theirs, wish])


def release_pair_or_key_holders(c: Case) -> None:
    """Who cuts a service's releases and who signs off the changelog, or who opens a group's
    hall and who locks up: a wiki table row or a sentence; another subject's pair in the same
    frame and someone who stood in once as a favour are distractors."""
    s = subject(c, 14)
    (o,) = others(c, s, 1)
    a, b, d, e, f = people(c, 5)
    if s.software:
        head = "| service | cuts the release | signs off the changelog |\n|---|---|---|"
        if turn(c) == 0:
            cited, label = f"{head}\n| {s.code} | {a} | {b} |", "wiki table"
        else:
            cited = f"Release duty, {s.code}: {a} tags and cuts each release, and {b} reads the changelog and signs it off before anything ships."  # fmt: skip
            label = "release checklist"
        other = f"{head}\n| {o.code} | {d} | {e} |"
        near = f"{f} cut one {s.code} release while the usual pair were on leave, as a favour. back to normal now"  # fmt: skip
        q = f"Who cuts {s.code} releases, and who has to sign off the changelog before one goes out?"  # fmt: skip
    else:
        head = "| group | opens the hall | locks up |\n|---|---|---|"
        if turn(c) == 0:
            cited, label = f"{head}\n| {s.code} | {a} | {b} |", "wiki table"
        else:
            cited = f"{s.code} keys: {a} has the front door key and opens up; {b} does the lock-up once everyone has gone."  # fmt: skip
            label = "welcome leaflet"
        other = f"{head}\n| {o.code} | {d} | {e} |"
        near = f"{f} locked up after {s.code} last night because the usual key holder had to dash. just the once"  # fmt: skip
        q = f"On {s.code} nights, who opens the hall and who locks up afterwards?"
    fact = say(c, "fact", cited, label, 0.3)
    say(c, "other", other, "wiki table", 1.2)
    say(c, "near", near, "group chat", 2.2)
    ask(c, q, 8)
    c.expect([a, b], [fact], forbidden=[d, e, f])


def metrics_port_or_match_fee(c: Case) -> None:
    """The port a service exposes its metrics on, or a player's season match fee: an env file
    line or a YAML block (a note or a leaflet for a group); another subject's value in the
    same frame and a value only floated (or only rumoured) are distractors."""
    s = subject(c, 1)
    (o,) = others(c, s, 1)
    if s.software:
        mine, theirs, floated = (port(c) for _ in range(3))
        if turn(c) == 0:
            cited, label = f"# {s.code}\nMETRICS_PORT={mine}", "metrics.env"
        else:
            cited = f"# {s.code} exporter\nexporter:\n  listen_port: {mine}"
            label = "exporter.yaml"
        other = f"# {o.code}\nMETRICS_PORT={theirs}"
        near = f"could we move the {s.code} metrics to {floated}? just a thought, nothing's changed yet"  # fmt: skip
        q = f"Which port do I point the scraper at to collect {s.code} metrics?"
        olabel, nlabel = "metrics.env", "infra chat"
    else:
        mine, theirs, floated = amounts(c, 3)
        if turn(c) == 0:
            cited = f"{s.code} treasurer's note: the season's match fee is {mine} a player."
            label = "treasurer's note"
        else:
            cited = f"Welcome leaflet, {s.code}: the season match fee is {mine}, due by the second fixture."  # fmt: skip
            label = "welcome leaflet"
        other = f"{o.code} treasurer's note: the season's match fee is {theirs} a player."
        near = f"heard {s.code} match fees might go up to {floated}, no idea if that's real"
        q = f"How much does a player pay to cover {s.code} match fees for the whole season?"
        olabel, nlabel = "treasurer's note", "side chat"
    fact = say(c, "fact", cited, label, 0.1)
    say(c, "other", other, olabel, 0.8)
    say(c, "near", near, nlabel, 2.4)
    ask(c, q, 5)
    c.expect([mine], [fact], forbidden=[theirs, floated])


def default_locale_or_away_strip(c: Case) -> None:
    """The locale a service falls back to, or the colour a group plays in away from home: a
    settings block or a product spec (a kit page or note); another subject's value in the same
    frame and a value said only of something else (the landing pages, the home shirts) are
    distractors."""
    s = subject(c, 8)
    (o,) = others(c, s, 1)
    if s.software:
        mine, theirs, scoped = sample(c, LOCALES, 3)
        if turn(c) == 0:
            cited = f'# {s.code}\n[i18n]\ndefault_locale = "{mine}"'
            label = "i18n.toml"
        else:
            cited = f"{s.code} localisation: when a visitor's language is unknown the app falls back to {mine}."  # fmt: skip
            label = "product spec"
        other = f'# {o.code}\n[i18n]\ndefault_locale = "{theirs}"'
        near = f"{s.code} marketing pages get translated into {scoped} first, but that's only the landing pages"  # fmt: skip
        q = f"If {s.code} can't work out a visitor's language, which locale does it show them?"
        olabel = "i18n.toml"
    else:
        mine, theirs, scoped = sample(c, COLOURS, 3)
        if turn(c) == 0:
            cited = f"{s.code} kit page: the away strip is {mine} with white socks."
            label = "kit page"
        else:
            cited = f"Kit note for {s.code}: at away fixtures we wear {mine}, shorts and all."
            label = "kit note"
        other = f"{o.code} kit page: the away strip is {theirs} with white socks."
        near = f"{s.code} home shirts are {scoped}, the away set is a different story"
        q = f"What colour does {s.code} turn out in when they're the visiting side?"
        olabel = "kit page"
    fact = say(c, "fact", cited, label, 0.5)
    say(c, "other", other, olabel, 1.3)
    say(c, "near", near, pick(c, ("side chat", "group chat")), 2.0)
    ask(c, q, 6)
    c.expect([mine], [fact], forbidden=[theirs, scoped])


TEMPLATES = (
    incident_commander_or_first_aider,
    rate_limit_or_minibus_seats,
    release_pair_or_key_holders,
    metrics_port_or_match_fee,
    default_locale_or_away_strip,
)
