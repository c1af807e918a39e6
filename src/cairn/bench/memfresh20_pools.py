"""The pools of the held-out set `fresh20` (``bench.memfresh20``): its twenty subjects, its
people, number words, the chatter about a subject (no digits, names or places) and the seeded
helpers its templates share.

The subject a case asks about is set by its place in the set (``subject``): a template's five
cases ask about five different subjects, and each dimension asks about all twenty.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject under its codename: what it is, whether it is software work, the unit its
    work is counted in, two pieces of its work, three places (lower case), two tools, its
    channel, a kit or credential it keeps and the document its rules live in."""

    code: str
    software: bool
    desc: str
    unit: str
    task: str
    task2: str
    places: tuple[str, str, str]
    tools: tuple[str, str]
    channel: str
    kit: str
    doc: str


SUBJECTS: tuple[Subject, ...] = (
    Subject(
        "Oskelpor", True, "a Helm chart repository", "charts", "the chart sync",
        "the index rebuild", ("charts-prod", "the mirror bucket", "repo-east"),
        ("chartmuseum", "harbor"), "#helm-repo", "the signing key", "runbook",
    ),
    Subject(
        "Harrowdine", False, "a chess club's weekend tournament", "boards",
        "the pairing round", "the clock check", ("the back hall", "the card room", "the annexe"),
        ("swiss-manager", "a paper wallchart"), "#chess-club", "the clock cupboard key",
        "club handbook",
    ),
    Subject(
        "Trevanquil", True, "time-series downsampling", "series", "the rollup job",
        "the retention sweep", ("tsdb-cold", "the archive volume", "rollup-west"),
        ("thanos", "victoriametrics"), "#metrics-rollup", "the admin token", "runbook",
    ),
    Subject(
        "Cobbletarn", False, "a scout troop's camping gear", "tents", "the tent airing",
        "the stove service", ("the scout hut", "the container", "the leader's garage"),
        ("a gear spreadsheet", "a clipboard register"), "#troop-kit", "the container padlock key",
        "kit handbook",
    ),
    Subject(
        "Mazzarine", True, "a websocket gateway", "connections", "the drain rollout",
        "the heartbeat tuning", ("gw-edge", "the ingress pool", "socket-north"),
        ("envoy", "nginx"), "#ws-gateway", "the tls bundle", "runbook",
    ),
    Subject(
        "Wistmerrow", False, "a bird-ringing group", "birds", "the net round",
        "the ring audit", ("the reedbed hide", "the field centre", "the pump house"),
        ("ipmr", "a paper ringing log"), "#ringing-group", "the ring box key", "ringing handbook",
    ),
    Subject(
        "Quillothorn", True, "a merge queue", "pull requests", "the batch merge",
        "the flaky retry", ("mq-main", "the queue shard", "merge-east"),
        ("bors", "mergify"), "#merge-queue", "the bot token", "runbook",
    ),
    Subject(
        "Ambervoss", False, "a quilting circle", "blocks", "the block swap",
        "the binding bee", ("the parish room", "the sewing loft", "the long cupboard"),
        ("eq8", "graph paper"), "#quilt-circle", "the cupboard key", "circle handbook",
    ),
    Subject(
        "Sedgemarrow", True, "a cron-to-workflow migration", "jobs", "the job port",
        "the backfill replay", ("wf-prod", "the scheduler pool", "flows-east"),
        ("temporal", "airflow"), "#workflow-move", "the worker credentials", "runbook",
    ),
    Subject(
        "Tollyquince", False, "a cycling club's time trials", "riders", "the course marshalling",
        "the timing check", ("the lay-by", "the village green", "the farm gate"),
        ("a timing app", "stopwatches"), "#tt-club", "the timing kit", "race handbook",
    ),
    Subject(
        "Veltrabin", True, "a PDF rendering service", "documents", "the font refresh",
        "the template audit", ("render-pool", "the fonts volume", "pdf-south"),
        ("weasyprint", "wkhtmltopdf"), "#pdf-render", "the service key", "runbook",
    ),
    Subject(
        "Nethercarrow", False, "a darts league", "fixtures", "the fixture draw",
        "the oche check", ("the function room", "the snug", "the skittle alley"),
        ("a league app", "a chalk board"), "#darts-league", "the trophy cabinet key",
        "league handbook",
    ),
    Subject(
        "Frostlenny", True, "dashboards as code", "dashboards", "the panel migration",
        "the folder cleanup", ("dash-repo", "the provisioning dir", "dash-west"),
        ("grafonnet", "terraform"), "#dash-code", "the api key", "runbook",
    ),
    Subject(
        "Rookspindle", False, "a community fridge", "crates", "the fridge clean",
        "the date check", ("the church porch", "the library foyer", "the side shed"),
        ("a rota app", "a paper rota"), "#community-fridge", "the shed key", "volunteer handbook",
    ),
    Subject(
        "Jorrunvale", True, "an SMS gateway failover", "messages", "the route switch",
        "the sender check", ("sms-primary", "the carrier pool", "sms-north"),
        ("twilio", "vonage"), "#sms-gateway", "the carrier credentials", "runbook",
    ),
    Subject(
        "Duvelmark", False, "a fencing club's armoury", "blades", "the blade check",
        "the jacket wash", ("the armoury cage", "the sports hall store", "the coach's van"),
        ("a loan ledger", "a kit app"), "#fencing-kit", "the cage key", "armoury handbook",
    ),
    Subject(
        "Pimbercast", True, "a floating-licence server", "seats", "the seat audit",
        "the lease tuning", ("lic-prod", "the licence host", "lic-east"),
        ("flexlm", "rlm"), "#licence-server", "the vendor file", "runbook",
    ),
    Subject(
        "Skarrowby", False, "a ham radio club's repeater", "contacts", "the mast check",
        "the battery swap", ("the mast hut", "the clubroom", "the water tower"),
        ("a logging app", "a paper log"), "#repeater-club", "the hut key", "club handbook",
    ),
    Subject(
        "Lintervane", True, "a data labelling queue", "items", "the label review",
        "the guideline refresh", ("label-prod", "the review pool", "label-west"),
        ("label studio", "prodigy"), "#labelling", "the export token", "runbook",
    ),
    Subject(
        "Fallowquist", False, "a pigeon racing loft", "birds", "the basketing",
        "the clock setting", ("the loft", "the club hut", "the transporter"),
        ("a clocking app", "a race clock"), "#pigeon-loft", "the transporter key",
        "loft handbook",
    ),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
# what each subject keeps in revisions (a build, a rules sheet, ...)
RELEASES: dict[str, str] = {
    "Oskelpor": "chart index",
    "Harrowdine": "pairing rules sheet",
    "Trevanquil": "rollup config",
    "Cobbletarn": "kit list",
    "Mazzarine": "gateway build",
    "Wistmerrow": "ringing protocol",
    "Quillothorn": "queue config",
    "Ambervoss": "pattern sheet",
    "Sedgemarrow": "worker image",
    "Tollyquince": "course map",
    "Veltrabin": "renderer build",
    "Nethercarrow": "fixture rules",
    "Frostlenny": "dashboard bundle",
    "Rookspindle": "hygiene checklist",
    "Jorrunvale": "route table",
    "Duvelmark": "safety checklist",
    "Pimbercast": "licence file",
    "Skarrowby": "band plan",
    "Lintervane": "labelling guide",
    "Fallowquist": "race rules",
}
# the steps of a procedure: software work, then other teams' work
STEPS: tuple[tuple[str, ...], tuple[str, ...]] = (
    (
        "post a notice in the channel",
        "take a snapshot",
        "read the notes from last time",
        "pause the alerts",
        "freeze deploys",
        "try it on staging first",
        "warn the on-call",
        "export the current state",
    ),
    (
        "post a notice in the channel",
        "take a photo of how things stand",
        "read the notes from last time",
        "count what is left in stock",
        "sign the paper log",
        "warn the regulars",
        "check the first-aid box",
        "fetch the spare keys",
    ),
)
# channel names: where news is announced, where questions go
SUFFIXES: tuple[str, ...] = ("news", "announce", "updates", "notices")
ASK_SUFFIXES: tuple[str, ...] = ("help", "questions", "ask")

PEOPLE: tuple[str, ...] = (
    "Brygida", "Mirelle", "Nikodem", "Casimira", "Dorotea", "Gervase", "Honorata", "Octavian",
    "Yolanda", "Agafya", "Bronislaw", "Ciaran", "Domnall", "Feodora", "Berengar", "Dragomir",
    "Emmerich", "Godric", "Hildred", "Jeremias", "Lothar", "Mechtild", "Odilo", "Pancras",
    "Ulfric", "Verena", "Walburga", "Adalbert", "Blandine", "Eckhart", "Irmgard", "Jadwiga",
    "Konstanty", "Nadezhda", "Ruprecht", "Tekla", "Urszula", "Bongani", "Chidera", "Dumisani",
)  # fmt: skip

ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("March", "April", "May", "June", "July", "September", "October", "November")
FORMATS = ("csv", "markdown", "json", "xlsx", "parquet", "html", "yaml", "plain text")

CHATTER: tuple[str, ...] = (
    "{code}: thanks all, good session today.",
    "anyone know if the {code} notes got shared? can't see them",
    "{code} - tidied the tracker labels, nothing else changed.",
    "fyi the {code} calendar invite went out twice, ignore the older one",
    "{code} retro: we should write things down sooner.",
    "quick q on {code}: is the shared doc the right place for questions?",
    "{code}: renamed the channel topic, no other news.",
    "bit quiet on {code} this week, which is fine tbh",
    "{code} - parking lot items carried over to next time.",
    "{code}: reminder that outside questions go through the shared inbox.",
    "{code}: coffee after the next meet-up, if anyone's around",
    "tbh the {code} wiki could use a tidy, will look when I can",
    "{code} - the photo from last time is in the album now",
    "iirc the {code} folder got a new icon, that's all",
    "{code}: thanks for the patience while things settled",
    "np re {code}, it can wait until after the holidays",
)


def bare(text: str) -> str:
    """A noun phrase without its leading article: ``the chart sync`` -> ``chart sync``."""
    for article in ("the ", "a "):
        if text.startswith(article):
            return text[len(article) :]
    return text


def release(s: Subject) -> str:
    return RELEASES[s.code]


def steps(s: Subject) -> tuple[str, ...]:
    """The procedure steps that fit the kind of work ``s`` is."""
    return STEPS[0] if s.software else STEPS[1]


def subject(c: Case, offset: int) -> Subject:
    """The subject of a case, from its place in its dimension (``offset`` turns the pairing of
    templates and subjects from one dimension to the next)."""
    n = int(c.case_id.rsplit("-", 1)[1]) - 1
    return SUBJECTS[(n + 7 * (n // 20) + offset) % len(SUBJECTS)]


def other(c: Case, s: Subject) -> Subject:
    """Another subject, drawn by the seed."""
    return choose(c, [x for x in SUBJECTS if x is not s])


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def words(n: int) -> str:
    """A count under a hundred in words, hyphenated: ``forty-seven``."""
    if n < 20:
        raise ValueError(n)
    return TENS[n // 10] + (f"-{ONES[n % 10]}" if n % 10 else "")


def counts(c: Case, k: int, lo: int = 32, hi: int = 98) -> list[int]:
    """``k`` counts above 31, none a round ten, no two sharing a tens or a units digit, and none
    whose tens digit is its units digit."""
    while True:
        out = [c.rng.randint(lo, hi) for _ in range(k)]
        ok = all(n % 10 and n // 10 != n % 10 for n in out)
        if ok and len({n // 10 for n in out}) == k and len({n % 10 for n in out}) == k:
            return out


def tag(c: Case) -> str:
    """An identifier, lower case (``qv-47m``) or mixed case (``Rt58Kx``)."""
    letters = "bcdfghjkmnpqrstvwxz"
    a, b, d = (choose(c, letters) for _ in range(3))
    n = c.rng.randint(23, 97)
    if c.rng.random() < 0.5:
        return f"{a}{b}-{n}{d}"
    return f"{a.upper()}{b}{n}{d.upper()}{choose(c, 'aeiou')}"


def tags(c: Case, k: int) -> list[str]:
    while True:
        out = [tag(c) for _ in range(k)]
        if len({t.lower() for t in out}) == k:
            return out


def clock(c: Case, k: int) -> list[str]:
    """``k`` different clock times, ``07:40`` style, no two on the same hour."""
    hours = sample(c, range(6, 22), k)
    return [f"{h:02d}:{choose(c, (5, 10, 15, 20, 25, 35, 40, 45, 50, 55)):02d}" for h in hours]


def dates(c: Case, k: int) -> list[str]:
    """``k`` dates in different months, ``14 March`` style, days 11..28."""
    return [f"{c.rng.randint(11, 28)} {m}" for m in sample(c, MONTHS, k)]


def chatter(c: Case, s: Subject, n: int, start: timedelta, span: float, session: str) -> list[str]:
    """``n`` lines of chatter about ``s`` (no digits, names or places), each a chat event at a
    seeded time within ``span`` days after ``start``; returns their ids."""
    ids = []
    for i, text in enumerate(sample(c, CHATTER, n)):
        ids.append(
            c.event(
                f"chat{i}",
                text.format(code=s.code),
                label=f"{s.channel} message {i + 1}",
                kind="chat",
                trust=0.6,
                after=start + days(c.rng.uniform(0, span)),
                session=session,
            )
        )
    return ids
