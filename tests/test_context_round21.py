"""The twenty-first round (retrieval): what a request asks, read in the forms agents write it
(a quoted question, a checklist item, a log line, a task line, a comparative), renames and
descriptions a record of a rename gives a thing, and delivery that holds a request to its
subject and a limit to its bound. Each rule beside a control that must still hold."""

from __future__ import annotations

import pytest

from cairn.context.answers import AskedAttribute, _names, ask_of
from cairn.context.asked import another_attribute, asked_phrase, plain_names
from cairn.context.renames import renamed, renames
from cairn.policy import attributes, phrases
from cairn.search.lexical import QueryTerm
from tests.context_kit import hit as _hit
from tests.context_kit import terms as _terms

KNOWN = frozenset({"quillmere", "brantor", "qm", "7"})


@pytest.mark.parametrize(
    ("request_text", "phrase"),
    [
        # a quoted question is what is asked; a quote naming the subject too
        (
            'Quoting Ana: "what is the line speed of Quillmere?" Did anyone answer?',
            ("line", "speed"),
        ),
        (
            "KeyError: 'cabin capacity sign of QuillMere'\nCan someone tell me?",
            ("cabin", "capacity", "sign"),
        ),
        # a checklist item, a task line and a comment over code are requests
        (
            "TODO:\n- [x] rebase\n- [ ] find the haul rope splice for Quillmere",
            ("haul", "rope", "splice"),
        ),
        (
            "Context: no notes. Task: report the release delay budget for Quillmere. Keep it short.",
            ("release", "delay", "budget"),
        ),
        (
            "// FIXME: confirm the deck weight of Quillmere before release\nconst cfg = {};",
            ("deck", "weight"),
        ),
        # a comparative is no word of the phrase
        ("Is Quillmere's hoist speed ceiling higher than 2 m/s?", ("hoist", "speed", "ceiling")),
        # "no" is a determiner, "anyone" no phrase
        (
            "[WARN] loader: no reach height for QuillMere, falling back to default.",
            ("reach", "height"),
        ),
        ("quick one: outrigger span on QuillMere, anyone?", ("outrigger", "span")),
        # "it's" is "it is": the value after it is no possessed phrase
        (
            "It's 9 bar for the tyre pressure valve of QuillMere, right?",
            ("tyre", "pressure", "valve"),
        ),
        # a decimal point ends no clause
        (
            "Does Quillmere still have its daily output ceiling at 1.2 t?",
            ("daily", "output", "ceiling"),
        ),
        # controls: a quote that is no question and names no subject asks nothing; a plain
        # question and a possessive read as before
        ("why does the log say 'disk size'?", ()),
        ("What is the line speed of Quillmere?", ("line", "speed")),
        ("What's Quillmere's disk size?", ("disk", "size")),
    ],
)
def test_the_asked_phrase_is_read_in_the_forms_agents_write(
    request_text: str, phrase: tuple[str, ...]
) -> None:
    assert asked_phrase(request_text, KNOWN) == phrase


def test_its_is_still_the_subjects_possessive() -> None:
    # only the literal "it's" is "it is": "S's" and "its" still possess
    assert phrases.plain("It's ready", ()) == "it is ready"
    assert "it 's port" in phrases.plain("Quillmere's port", ("quillmere",))
    assert asked_phrase("note its retry budget for Quillmere", KNOWN) == ("retry", "budget")


@pytest.mark.parametrize(
    ("text", "pair"),
    [
        (
            "NOTICE: the west mill, formerly Brantor, is now called Quillmere.",
            ("brantor", "quillmere"),
        ),
        (
            "brantor-7 has been called qm-7 since the reorganisation; it is the north mill.",
            ("brantor-7", "qm-7"),
        ),
        (
            "Memo: the oldest mill is Quillmere from today, no longer Brantor.",
            ("brantor", "quillmere"),
        ),
        ("Heads-up: Brantor goes by a new name now, Quillmere.", ("brantor", "quillmere")),
        ("Quillmere (formerly Brantor) retries 7 times", ("brantor", "quillmere")),  # as before
    ],
)
def test_renames_are_read_in_more_forms(text: str, pair: tuple[str, str]) -> None:
    assert renames(text) == [pair]


@pytest.mark.parametrize(
    "text",
    [
        "Ana has been called away since Monday.",  # a person called away: no name
        "The queue is empty from today, no longer full.",  # words of the language
        "Bo has been called twice since the outage.",
    ],
)
def test_what_is_no_rename_stays_none(text: str) -> None:
    assert renames(text) == []


RECORDS = [
    "- renamed Brantor to Quillmere (the middle mill)",
    "Memo: the oldest mill is Ferrowby from today, no longer Stannick.",
    "Quillmere sieve size is 4 mm",
]


@pytest.mark.parametrize(
    ("prompt", "again"),
    [
        ("What is the sieve size of the middle mill?", "What is the sieve size of quillmere?"),
        (
            "For the oldest mill, what sieve size did we settle on?",
            "For ferrowby, what sieve size did we settle on?",
        ),
        # the old name is asked again by the new one, as before
        ("What is the sieve size of Brantor?", "What is the sieve size of quillmere?"),
    ],
)
def test_a_description_a_rename_record_gives_is_asked_again_by_the_new_name(
    prompt: str, again: str
) -> None:
    found = renamed(prompt, RECORDS)
    assert found is not None and found[0] == again


@pytest.mark.parametrize(
    "prompt",
    [
        "What is the sieve size of the north mill?",  # a description no record gives
        "what did the reorganisation change?",  # one word after "the": no description
        "What is the new name of the mill?",  # "the new name" names a name
        "What is the sieve size of Quillmere?",  # the current name: nothing to ask again
    ],
)
def test_no_description_no_record_nothing_asked_again(prompt: str) -> None:
    assert renamed(prompt, RECORDS) is None


def test_a_description_in_a_memory_that_records_no_rename_is_no_alias() -> None:
    assert renamed("the sieve size of the middle mill?", ["the middle mill sieve is 4 mm"]) is None


@pytest.mark.parametrize(
    ("value", "duration"),
    [
        *[("PT10M", True), ("P6M", True), ("P1DT12H", True), ("pt5m", True), ("10 minutes", True)],
        *[("P", False), ("PT", False), ("GP3M", False), ("P3M2", False), ("May 2027", False)],
    ],
)
def test_an_iso_8601_duration_is_a_duration(value: str, duration: bool) -> None:
    assert ("duration" in attributes.value_kinds(value)) is duration


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("confirm the deck weight of quillmere before release", "quillmere"),
        ("look up the fan speed of quillmere and put it in the summary", "quillmere"),
        ("what is the fan speed of quillmere?", "quillmere"),  # as before
    ],
)
def test_a_plain_name_closes_the_phrase_before_a_clause(text: str, name: str) -> None:
    assert plain_names(text) == (name,)


def test_the_house_and_garden_stays_no_name() -> None:
    assert plain_names("the size of house and garden") == ()


def test_a_date_in_a_log_line_is_no_name_of_the_subject() -> None:
    text = "[WARN] 2026-12-05 loader: no guy wires for Quillmere, falling back to default."
    ask = ask_of(
        text,
        _terms(
            ("12", 3, True),
            ("05", 0, True),
            ("quillmere", 4, True),
            ("guy", 1, False),
            ("wires", 1, False),
        ),
    )
    assert "12" not in _names(ask) and "quillmere" in _names(ask)
    memory = _hit("Quillmere guy wires: 8", ("quillmere", "guy", "wires"), 0.6)
    assert AskedAttribute().holding(ask, [memory]) == [memory]


def test_the_models_support_does_not_stand_for_a_name_the_store_uses() -> None:
    terms = _terms(("quillmere", 3, True), ("pole", 2, False), ("height", 2, False))
    ask = ask_of("What is Quillmere's pole height?", terms)
    other = _hit("Brantor pole height is 14 m", ("pole", "height"), 0.95)
    own = _hit("Quillmere pole height is 12 m", ("quillmere", "pole", "height"), 0.95)
    assert AskedAttribute().holding(ask, [other, own]) == [own]
    # control: a name the store never uses, the model's support still stands for it
    unknown = ask_of(
        "What is Quillmere's pole height?",
        _terms(("quillmere", 0, True), ("pole", 2, False), ("height", 2, False)),
    )
    assert AskedAttribute().holding(unknown, [other]) == [other]


def _terms_for(phrase: tuple[str, ...]) -> list[QueryTerm]:
    return [QueryTerm(w, w, 1.0, df=1) for w in phrase]


@pytest.mark.parametrize(
    ("phrase", "memory", "another"),
    [
        # a limit bounds the quantity its modifiers name
        (("fan", "speed", "limit"), "Quillmere fan speed is 1200 rpm", True),
        (("fan", "speed", "limit"), "Quillmere fan speed: up to 1200 rpm", False),
        (("pole", "height", "maximum"), "Quillmere pole height is 14 m", True),
        (("pole", "height", "maximum"), "Quillmere pole height may not exceed 14 m", False),
        # modifiers naming a class of the same kinds: the value is theirs
        (("service", "date", "window"), "Quillmere service date: 12 March 2027", True),
        # control: modifiers naming no class, the value of the head's class decides
        (("deploy", "freeze", "window"), "Quillmere deploy freeze: Fridays 17:00", False),
    ],
)
def test_a_limit_needs_its_bound_and_a_window_more_than_its_date(
    phrase: tuple[str, ...], memory: str, another: bool
) -> None:
    hit = _hit(memory, ("quillmere", *phrase[:-1]), 0.5)
    assert another_attribute(phrase, _terms_for(phrase), hit, ("quillmere",)) is another


def test_a_bound_in_other_words_states_the_limit() -> None:
    phrase = ("memory", "limit")
    hit = _hit(
        "Containers of QuillMere are capped at 2 GiB of memory.", ("quillmere", "memory"), 0.5
    )
    assert another_attribute(phrase, _terms_for(phrase), hit, ("quillmere",)) is False
    plain = _hit("QuillMere containers get 2 GiB of memory.", ("quillmere", "memory"), 0.5)
    assert another_attribute(phrase, _terms_for(phrase), plain, ("quillmere",)) is True


def test_the_unit_an_answer_is_wanted_in_names_no_subject() -> None:
    terms = _terms(("qm", 3, True), ("7", 9, True), ("warranty", 2, False), ("mm", 2, True))
    ask = ask_of("find the warranty end of qm-7. I need it as YYYY-MM.", terms)
    assert "mm" not in _names(ask) and "qm" in _names(ask)
    # control: a name before the clause stays one
    assert "mm" in _names(ask_of("what is the warranty end of MM-4?", terms))


def test_a_request_naming_two_subjects_may_be_answered_by_either() -> None:
    terms = _terms(
        ("quillmere", 3, True), ("brantor", 3, True), ("pole", 2, False), ("height", 2, False)
    )
    ask = ask_of("Compare the pole height of QuillMere with that of BranTor.", terms)
    own = _hit("QuillMere pole height is 12 m", ("quillmere", "pole", "height"), 0.9)
    assert AskedAttribute().holding(ask, [own]) == [own]


@pytest.mark.parametrize(
    ("typed", "said", "slip"),
    [
        ("iinspection", "inspection", True),  # a letter doubled
        ("onise", "noise", True),  # two adjacent letters swapped
        ("cotnrol", "control", True),
        # controls: another edit, or the same word, is no slip of the keyboard
        ("inspectin", "inspection", False),
        ("noisy", "noise", False),
        ("noise", "noise", False),
        ("onsie", "noise", False),
    ],
)
def test_a_slip_of_the_keyboard_is_a_doubled_letter_or_a_swap(
    typed: str, said: str, slip: bool
) -> None:
    from cairn.context.answers import _slip

    assert _slip(typed, said) is slip


def test_a_mistyped_focus_asks_the_word_the_candidates_say() -> None:
    from cairn.context.answers import mistyped

    terms = _terms(("qm", 3, True), ("7", 9, True), ("onise", 0, False), ("level", 2, False))
    ask = ask_of("What is the onise level of qm-7?", terms)
    assert ask.focus == "onise" and ask.focus_df == 0
    noise = _hit("qm-7 noise level: 60 dB", ("qm", "7", "level"), 0.5)
    fixed = mistyped(ask, [noise])
    assert fixed.focus == "noise" and fixed.focus_df == 1
    # near misses asked with a typo are judged by the word now
    other = _hit("qm-7 motor power: 4 kW", ("qm", "7"), 0.5)
    assert AskedAttribute().holding(ask, [other, noise]) == [noise]
    # controls: two readings, or none, leave the focus as typed
    nose = _hit("qm-7 nose cone: steel", ("qm", "7"), 0.5)
    assert mistyped(ask, [other]).focus == "onise"
    assert mistyped(ask, [noise, _hit("qm-7 onsie size: M", ("qm", "7"), 0.5)]).focus == "onise"
    assert mistyped(ask, [nose]).focus == "onise"


def test_a_form_is_not_read_as_from() -> None:
    from cairn.context.answers import mistyped

    terms = _terms(("qm", 3, True), ("7", 9, True), ("form", 0, False))
    ask = ask_of("Which form does qm-7 need?", terms)
    hit = _hit("qm-7 moved from Ana to Bo", ("qm", "7"), 0.5)
    assert mistyped(ask, [hit]).focus == "form"
