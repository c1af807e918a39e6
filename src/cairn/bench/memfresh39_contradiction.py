"""`fresh39` contradiction templates (``bench.memfresh39``): two sources about one subject that
disagree (instances 0, 2 and 4) or agree (1 and 3), beside another subject's value in the first
source's frame. No question says "conflict"."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench import memfresh39_pools as P
from cairn.bench.memfresh39_chat import side_chat
from cairn.bench.memgen import Case, Template


@dataclass(frozen=True)
class Face:
    """One face: the value kind, the first source's wording and label, the second source's two
    wordings (by turn) and label, a question asking whether both say the same and one asking
    for the value going by both."""

    kind: str
    a: str
    a_label: str
    b: tuple[str, str]
    b_label: str
    same: str
    value: str


def write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    subj = P.subject(c, offset)
    (other,) = P.others(c, subj)
    face = software if subj.software else hobby
    v1, v2, d = P.draw(c, face.kind, 3)
    i = P.instance(c)
    agree = i % 2 == 1
    said = v1 if agree else v2
    if agree and face.kind == "count":
        said = P.other_form(P.number(v1), v1)

    def names(s: P.Subject) -> dict[str, str]:
        return {"code": s.code, "low": s.code.lower(), "up": s.code.upper()}

    a = P.say(c, "a", face.a.format(**names(subj), v=v1, bare=v1.split()[-1]), face.a_label, P.days(c.rng.uniform(0, 3)))  # fmt: skip
    b = P.say(
        c,
        "b",
        face.b[P.turn(c)].format(**names(subj), v=said),
        face.b_label,
        P.days(c.rng.uniform(0, 3)),
        "s2",
    )
    P.say(c, "other", face.a.format(**names(other), v=d, bare=d.split()[-1]), face.a_label, P.days(c.rng.uniform(0, 3)))  # fmt: skip
    side_chat(c, 2, P.days(0), 3)
    question = face.same if i in (0, 1, 3) else face.value
    c.ask(question.format(code=subj.code), after=P.days(4))
    if agree:
        c.expect([v1], [a, b], forbidden=[d])
    else:
        c.expect([v1, v2], [a, b], contradictions=[a, b], forbidden=[d])


UPLOAD_LIMIT = Face(
    "count",
    '{{"{low}": {{"max_upload_mb": {v}}}}}',
    "uploads.json",
    (
        "API guide: a single upload to {code} may be at most {v} MB",
        "API guide, limits section: {code} refuses uploads above {v} megabytes",
    ),
    "API guide",
    "Do uploads.json and the API guide allow the same upload size for {code}?",
    "Going by uploads.json and the API guide, how many megabytes can one {code} upload be?",
)
SQUAD_SIZE = Face(
    "count",
    "Whiteboard photo: {code} squad, {v} players",
    "whiteboard photo",
    (
        "Email from the coach: the {code} squad is {v} strong this season",
        "Email from the coach: we've got {v} players registered for {code}",
    ),
    "coach's email",
    "Do the whiteboard photo and the coach's email give the same squad size for {code}?",
    "According to the whiteboard photo and the coach's email, how many players are in the {code} squad?",
)


def contra_upload_limit_or_squad_size(c: Case) -> None:
    """Contradiction: the largest upload a service takes, in uploads.json against the API guide,
    or a group's squad size, on a whiteboard photo against the coach's email (counts in digits
    or words)."""
    write(c, 0, UPLOAD_LIMIT, SQUAD_SIZE)


RUBY_PIN = Face(
    "ruby",
    '# {code}\nruby "{bare}"',
    "Gemfile",
    (
        "Onboarding doc: install {v} before working on {code}",
        "Onboarding doc, setup: {code} is developed against {v}",
    ),
    "onboarding doc",
    "Do the Gemfile and the onboarding doc pin {code} to the same Ruby?",
    "Per the Gemfile and the onboarding doc, which Ruby does {code} run on?",
)
MEMBERSHIP_FEE = Face(
    "amount",
    "Membership form: joining {code} costs {v} a year",
    "membership form",
    (
        "Treasurer's email: {code} membership is {v} for the year",
        "Treasurer's email: annual subs for {code} come to {v}",
    ),
    "treasurer's email",
    "Do the membership form and the treasurer's email charge the same for a year of {code}?",
    "Going by the membership form and the treasurer's email, what does a year of {code} cost?",
)


def contra_ruby_pin_or_membership_fee(c: Case) -> None:
    """Contradiction: the Ruby a service runs on, in its Gemfile against the onboarding doc, or
    a group's yearly membership fee, on the membership form against the treasurer's email."""
    write(c, 6, RUBY_PIN, MEMBERSHIP_FEE)


ESCALATION_MANAGER = Face(
    "person",
    "{low}:\n  escalation_manager: {v}",
    "team.yaml",
    (
        "[Slack export] #escalations · {v} is the escalation manager for {code}",
        "[Slack export] #escalations · escalations on {code} go up to {v}",
    ),
    "Slack export",
    "Do team.yaml and the Slack export name the same escalation manager for {code}?",
    "According to team.yaml and the Slack export, who manages {code} escalations?",
)
KIT_MANAGER = Face(
    "person",
    "Club handbook: the {code} kit manager is {v}",
    "club handbook",
    (
        "[WhatsApp export] {v} is looking after all the {code} kit",
        "[WhatsApp export] any {code} kit questions, ask {v}",
    ),
    "WhatsApp export",
    "Do the club handbook and the WhatsApp export name the same kit manager for {code}?",
    "Going by the club handbook and the WhatsApp export, who manages the {code} kit?",
)


def contra_escalation_manager_or_kit_manager(c: Case) -> None:
    """Contradiction: who a service's escalations go to, in team.yaml against a Slack export
    line, or who manages a group's kit, in the club handbook against a WhatsApp export line."""
    write(c, 12, ESCALATION_MANAGER, KIT_MANAGER)


BACKUP_WINDOW = Face(
    "clock",
    "| service | backup window opens |\n| {code} | {v} |",
    "ops wiki table",
    (
        "On-call email: the {code} backup window opens at {v} each night",
        "On-call email: {code} backups start at {v}",
    ),
    "on-call email",
    "Do the ops wiki table and the on-call email agree on when the {code} backup window opens?",
    "Per the ops wiki table and the on-call email, what time does the {code} backup window open?",
)
KICKOFF_TIME = Face(
    "clock",
    "Fixture list: {code} home games kick off at {v}",
    "fixture list",
    (
        "Referee's text: {code} kickoff is {v}",
        "Referee's text: whistle goes at {v} for {code}",
    ),
    "referee's text",
    "Do the fixture list and the referee's text give the same kickoff time for {code}?",
    "According to the fixture list and the referee's text, when does {code} kick off?",
)


def contra_backup_window_or_kickoff_time(c: Case) -> None:
    """Contradiction: when a service's nightly backup window opens, in an ops wiki table
    against the on-call email, or when a group kicks off, on the fixture list against the
    referee's text."""
    write(c, 18, BACKUP_WINDOW, KICKOFF_TIME)


TIMEZONE = Face(
    "tz",
    "; {code}\n[{low}]\ntimezone = {v}",
    "settings.ini",
    (
        "Deploy guide: {code} servers run on {v} time",
        "Deploy guide: set the {code} clock to {v}",
    ),
    "deploy guide",
    "Do settings.ini and the deploy guide set the same timezone for {code}?",
    "Going by settings.ini and the deploy guide, which timezone does {code} use?",
)
MASCOT = Face(
    "mascot",
    "Programme: the {code} mascot is {v}",
    "programme",
    (
        "Club bulletin: look out for {v}, the {code} mascot",
        "Club bulletin: {code} has chosen {v} as its mascot",
    ),
    "club bulletin",
    "Do the programme and the club bulletin give {code} the same mascot?",
    "Per the programme and the club bulletin, what is the {code} mascot?",
)


def contra_timezone_or_mascot(c: Case) -> None:
    """Contradiction: the timezone a service uses, in settings.ini against the deploy guide, or
    a group's mascot, in the programme against the club bulletin."""
    write(c, 4, TIMEZONE, MASCOT)


TEMPLATES: tuple[Template, ...] = (
    contra_upload_limit_or_squad_size,
    contra_ruby_pin_or_membership_fee,
    contra_escalation_manager_or_kit_manager,
    contra_backup_window_or_kickoff_time,
    contra_timezone_or_mascot,
)
