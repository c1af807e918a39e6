"""The memory surfaces, rename notes, request forms and off-topic requests of ``unknowns17``.

A surface writes one fact (subject ``s``, the attribute's word ``w``, the value ``v``) of a
domain ``d``; ``n`` varies the incidental text. A request form writes a request for the phrase
``p`` of the name ``n`` in one of two phrasings (``k``)."""

from __future__ import annotations

import re
from collections.abc import Callable

from cairn.bench.retrieval_unknowns17_domains import Domain

Surface = Callable[[str, str, str, Domain, int], str]


def ident(text: str) -> str:
    """CamelCase identifier of ``text`` (letters and digits only)."""
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", text) if p)


def snake(text: str) -> str:
    return "_".join(p.lower() for p in re.split(r"[^A-Za-z0-9]+", text) if p)


def go_const(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f'// {w} of {s}\nconst {ident(s)}{ident(w)} = "{v}"'


def latex_row(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f"\\hline\n{s} & {w} & {v} \\\\\n\\hline"


def dataclass_default(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f'@dataclass\nclass {ident(d.thing)}Spec:\n    {snake(w)}: str = "{v}"  # {w} of {s}'


def docker_label(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f'FROM scratch\n# {w} of {s}\nLABEL org.{d.key}.{snake(w)}="{v}"'


def cron_line(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f"# {s}: {w} is {v}; recheck Mondays\n0 {6 + n % 3} * * 1 /opt/verify.sh"


def gettext_entry(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f'#. {w} of {s}\nmsgid "{s} {w}"\nmsgstr "{v}"'


def configmap_entry(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return (
        f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {d.key}-facts\ndata:\n"
        f'  # {w} of {s}\n  {snake(s)}.{snake(w)}: "{v}"'
    )


def bibtex_entry(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f"@misc{{{d.thing}{n},\n  title = {{{s}}},\n  note = {{{w}: {v}}}\n}}"


def prose(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f"The {w} of {s} is {v}, as {PEOPLE[n % len(PEOPLE)]} confirmed at the handover."


def csv_row(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f"subject,attribute,value\n{s},{w},{v}"


def release_bullet(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f"Release 4.{n}\n* Updated {w} for {s} to {v}."


def chat_line(s: str, w: str, v: str, d: Domain, n: int) -> str:
    return f"[09:{10 + n % 50}] <{NICKS[n % len(NICKS)]}> fyi, {w} on {s} is {v}"


PEOPLE = ("Ines", "Oskar", "Priya", "Wen")
NICKS = ("mara", "jules", "teo", "ruth")

SURFACE_TABLE: dict[str, Surface] = {
    "goconst": go_const,
    "latex": latex_row,
    "dataclass": dataclass_default,
    "dockerlabel": docker_label,
    "cron": cron_line,
    "gettext": gettext_entry,
    "configmap": configmap_entry,
    "bibtex": bibtex_entry,
    "prose": prose,
    "csv": csv_row,
    "release": release_bullet,
    "chat": chat_line,
}
SURFACES = tuple(SURFACE_TABLE)
NEW_SURFACES = SURFACES[:8]


def rename_note(shape: str, s: str, old: str, role: str) -> str:
    """A rename note: the subject's old name and role, in one of three shapes."""
    if shape == "sentence":
        return f"{old} was renamed {s}; it is still {role}."
    if shape == "changelog":
        return f"- renamed: {old} -> {s} ({role})"
    return f"Memo: {role}, formerly {old}, now goes by {s}."


NOTE_SHAPES = ("sentence", "changelog", "memo")

# Request forms: (phrase, name, phrasing) -> request. The rotation holds typo twice.
Form = Callable[[str, str, int], str]


def question(p: str, n: str, k: int) -> str:
    return f"What is the {p} of {n}?" if k == 0 else f"Do we know the {p} for {n}?"


def typo(p: str, n: str, k: int) -> str:
    # the phrase arrives already misspelt (swapped letters for k 0, a doubled first letter for 1)
    return f"What is the {p} of {n}?" if k == 0 else f"quick one: {p} on {n}, anyone?"


def task(p: str, n: str, k: int) -> str:
    if k == 0:
        return f"Before merging, find the {p} of {n} and add it to the README."
    return f"While you are in there, note down the {p} of {n} for the handbook."


def agent(p: str, n: str, k: int) -> str:
    if k == 0:
        return (
            "You are helping tidy the equipment register. "
            f"Look up the {p} of {n} from memory. Answer in one line."
        )
    return f"Context: weekly ops sync. Task: report the {p} of {n}. Be brief."


def plan(p: str, n: str, k: int) -> str:
    if k == 0:
        return f"1. Open the register.\n2. Find the {p} of {n}.\n3. Update the ticket."
    return f"1. Pull the latest notes.\n2. Skim the open tickets.\n3. Record the {p} of {n}."


def alias(p: str, n: str, k: int) -> str:
    if k == 0:
        return f"What was the {p} of {n} again?"
    return f"Someone mentioned {n} - what is its {p}?"


def role(p: str, n: str, k: int) -> str:
    return f"What is the {p} of {n}?" if k == 0 else f"For {n}, which {p} do we have?"


def reply(p: str, n: str, k: int) -> str:
    if k == 0:
        return f"> Can someone check the figures before Friday?\n\nSure. What is the {p} of {n}?"
    return (
        f"> Thanks for the update.\n> Shout if anything is missing.\n\nOne thing: the {p} of {n}?"
    )


def imperative(p: str, n: str, k: int) -> str:
    return f"Tell me the {p} of {n}." if k == 0 else f"Give me the {p} for {n}, please."


def issue_field(p: str, n: str, k: int) -> str:
    if k == 0:
        return (
            "- type: input\n  id: detail\n  attributes:\n"
            f"    label: What is the {p} of {n}?\n    description: needed for the audit"
        )
    return f"- type: textarea\n  attributes:\n    label: {p} of {n}\n    placeholder: unknown"


def review_comment(p: str, n: str, k: int) -> str:
    if k == 0:
        return f'+    value = lookup("{n}")\nreview (line 42): which {p} does {n} have here?'
    return f"+    limit = 0  # TODO\nreview (line 17): please use the real {p} of {n} instead."


def shell_comment(p: str, n: str, k: int) -> str:
    if k == 0:
        return f"# what is the {p} of {n}? fill in before running\n$ ./apply.sh --dry-run"
    return f"# need the {p} for {n} first\n$ make update"


def voice(p: str, n: str, k: int) -> str:
    return f"Hey Atlas, what's the {p} of {n}?" if k == 0 else f"OK Atlas, {p} for {n}."


def standup(p: str, n: str, k: int) -> str:
    if k == 0:
        return f"Standup:\n- Yesterday: cleaned up notes\n- Blocker: need the {p} of {n}"
    return f"Standup:\n- Today: find out the {p} of {n}\n- Blocker: none"


def regex_search(p: str, n: str, k: int) -> str:
    return f'search: "{n}.*{p}"' if k == 0 else f'grep -i "{n}.*{p}" notes/*.md'


FORMS: dict[str, Form] = {
    "question": question,
    "typo": typo,
    "task": task,
    "agent": agent,
    "plan": plan,
    "alias": alias,
    "role": role,
    "reply": reply,
    "imperative": imperative,
    # the comparative is written by ``comparative`` (it offers a value)
    "comparative": question,
    "issue": issue_field,
    "review": review_comment,
    "shell": shell_comment,
    "voice": voice,
    "standup": standup,
    "regex": regex_search,
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = FORM_NAMES[-6:]
# seventeen slots: typo twice (a swap in a question, a doubled letter in a chat line)
ROTATION = (
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("agent", 0),
    ("plan", 0),
    ("alias", 0),
    ("issue", 0),
    ("role", 0),
    ("reply", 0),
    ("typo", 1),
    ("imperative", 0),
    ("review", 0),
    ("comparative", 0),
    ("shell", 0),
    ("voice", 0),
    ("standup", 0),
    ("regex", 0),
)


def comparative(p: str, n: str, v: str, k: int) -> str:
    if k == 0:
        return f"Is the {p} of {n} still {v}, or something else?"
    return f"Was the {p} of {n} set to {v} rather than left as it was?"


def antonym_question(p: str, n: str, k: int) -> str:
    return f"What is the {p} of {n}?" if k == 0 else f"And the {p} of {n} - do we have it?"


# Off-topic requests: (phrase, thing, a value one could offer).
OFFTOPIC = (
    ("wing span", "a wandering albatross", "3.5 m"),
    ("tower height", "the Eiffel Tower", "330 m"),
    ("air temperature", "the surface of Venus", "465 C"),
    ("lap length", "the Monaco Grand Prix circuit", "3.3 km"),
    ("roof height", "the Pantheon in Rome", "43 m"),
    ("stall speed", "a Cessna 172", "48 knots"),
    ("seating capacity", "Wembley Stadium", "90000"),
    ("opening year", "the Golden Gate Bridge", "1937"),
    ("snow depth", "the Paradise ranger station on Mount Rainier", "11 m"),
    ("belt speed", "a supermarket checkout conveyor", "0.3 m/s"),
    ("colour temperature", "candlelight", "1900 K"),
    ("banking angle", "the Daytona speedway turns", "31 degrees"),
    ("cooking time", "a soft-boiled egg", "6 minutes"),
    ("boiling point", "water at sea level", "100 C"),
    ("body length", "a blue whale", "30 m"),
    ("baking temperature", "a sourdough loaf", "250 C"),
    ("top speed", "a cheetah", "110 km/h"),
    ("population", "Iceland", "380000"),
    ("wind speed", "a category five hurricane", "250 km/h"),
    ("river length", "the Nile", "6650 km"),
    ("founding year", "the University of Oxford", "1096"),
    ("egg count", "a sea turtle nest", "110"),
    ("heart rate", "a resting adult", "70 beats"),
    ("paint colour", "the Forth Bridge", "Forth Bridge Red"),
    ("neck length", "a giraffe", "2 m"),
    ("serving temperature", "red wine", "16 C"),
    ("dive depth", "an emperor penguin", "500 m"),
    ("air pressure", "the top of Everest", "337 hPa"),
    ("capital city", "Australia", "Canberra"),
    ("gestation period", "an elephant", "22 months"),
    ("hole count", "a golf course", "18"),
    ("salt content", "sea water", "3.5 %"),
)
