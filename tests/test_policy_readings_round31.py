"""Readings of the thirty-first round (issue 17): one occasion told with no value of its own
("Bo helped tidy the Anvilworth boxes once, ta") is an episode; a plural noun, its modifier and
its bare verb ("Licence changes for X need Bo's ok") and a verb in -s between a name and its
plural object ("X freezes changes every Thursday") are read by their verbs, so a record of one
thing no longer replaces a record of another; a price, a colour and a pin are asked by
name. Each rule beside its control, and the attacks."""

from __future__ import annotations

import pytest

from cairn.bench import hexis_asked
from cairn.policy import attributes, clauses, facts, questions
from tests.context_kit import hexis_ask, hexis_event

_AT = "2026-05-0{}T09:00:00Z"


def _reading(text: str) -> list[tuple[list[str], list[str], bool]]:
    return [(sorted(c.verbs), [v.text for v in c.values], c.change) for c in clauses.parse(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Cy helped tidy the Anvilworth scoring boxes once, ta",
        "Di stood in on the Anvilworth pager one night, lol",
        "Cy tidied the Anvilworth scoring boxes once",  # the occasion as the clause's last word
    ],
)
def test_one_occasion_with_no_value_of_its_own_is_an_episode(text: str) -> None:
    q = questions.ask("Who should I ask about the Anvilworth scoring boxes?")
    assert hexis_asked.episodic(q, text)


@pytest.mark.parametrize(
    "text",
    [
        # control: what holds, and a state with no occasion
        "Handbook: Ana looks after the Anvilworth scoring boxes.",
        "Bo once owned the Anvilworth scoring boxes",  # "once" before the verb: formerly
        "Bo fixed the Anvilworth build.",
    ],
)
def test_what_holds_is_no_episode(text: str) -> None:
    q = questions.ask("Who should I ask about the Anvilworth scoring boxes?")
    assert not hexis_asked.episodic(q, text)


def test_an_episode_asked_of_itself_is_no_distractor() -> None:
    # attack: asked in the past by the episode's own verb ("tidied" and "tidy" alike)
    asked = questions.ask("Who tidied the Anvilworth scoring boxes?")
    assert not hexis_asked.episodic(asked, "Cy helped tidy the Anvilworth scoring boxes once, ta")
    stood = questions.ask("Who stood in on the Anvilworth pager?")
    assert not hexis_asked.episodic(stood, "Di stood in on the Anvilworth pager one night, lol")


def test_the_helper_of_one_occasion_is_no_holder() -> None:
    events = [
        hexis_event(
            "doc",
            "Handbook: Ana looks after the Anvilworth scoring boxes.",
            _AT.format(1),
            "handbook",
        ),
        hexis_event(
            "aside",
            "Cy helped tidy the Anvilworth scoring boxes once, ta",
            _AT.format(3),
            "side chat",
        ),
    ]
    got = hexis_ask(events, "Who should I ask about the Anvilworth scoring boxes?")
    assert "Ana" in got["answer"] and "Cy" not in got["answer"]


def test_a_plural_its_modifier_and_its_bare_verb() -> None:
    assert _reading("Licence changes for Anvilworth need Bo's ok.") == [
        (["need"], ["Bo ok"], False)
    ]
    assert _reading("Kit orders for Brantor need Cy's ok.")[0][:2] == (["need"], ["Cy ok"])
    assert _reading("Night calls about Brantor go to Di.")[0][:2] == (["go"], ["Di"])
    # the words between the plural and its verb are no verb ("the bine cutting")
    assert _reading("reminder: Brantor photos from the bine cutting go in the album")[0][0] == [
        "go"
    ]
    # control: a verb in -s before a preposition is still the verb
    assert _reading("Bo switches to Anvilworth on Monday") == [(["switch"], ["Anvilworth"], True)]
    # attacks: a clause after a conjunction, a change verb closing a compound, and a name
    # after a preposition followed by a relative clause
    assert _reading("Bo reports to Ana and Cy handle the rest.")[0][1] != ["Ana"]
    assert _reading("Brantor | zones per tzdata bump | 45")[0][2] is False
    assert _reading("Bo reports to Ana, who runs the desk.")[0][0] != ["need"]


def test_a_record_of_one_thing_does_not_correct_a_record_of_another() -> None:
    # attack: before, "changes" read as a change, so the second record, of Brantor, replaced
    # the first, of Anvilworth, at ingest, and the Anvilworth answer was lost
    one = "Licence changes for Anvilworth need Bo's ok."
    other = "Licence changes for Brantor need Cy's ok."
    assert not facts.read(other).change
    assert not facts.corrects(facts.read(other), one)
    events = [
        hexis_event("a", one, _AT.format(1), "team chat"),
        hexis_event("b", other, _AT.format(2), "team chat"),
    ]
    got = hexis_ask(events, "Whose ok does an Anvilworth licence change need?")
    assert "Bo" in got["answer"] and "Cy" not in got["answer"]
    # control: a change of the same thing still corrects it
    fix = "Licence changes for Anvilworth now need Di's ok."
    assert facts.corrects(facts.read(fix), one)


@pytest.mark.parametrize(
    ("text", "verb", "value"),
    [
        ("Rota decisions: Anvilworth freezes changes every Thursday.", "freez", "Thursday"),
        ("Bo covers reviews.", "cover", "reviews"),
    ],
)
def test_a_verb_in_s_between_a_name_and_its_plural_object(text: str, verb: str, value: str) -> None:
    (verbs, values, change), *_ = _reading(text)
    assert verbs == [verb] and value in values and not change


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        # attacks: a plural subject's verb in -s, before a preposition or a participle
        ("Anvilworth news lives in #pinned-updates, please mute everything else.", "liv"),
        ("Anvilworth news gets posted in #anvilworth-bulletin.", "post"),
        ("From now on, Brantor news goes to the mailing list.", "go"),
    ],
)
def test_a_plural_subject_keeps_its_own_verb(text: str, verb: str) -> None:
    assert verb in _reading(text)[0][0]


def test_an_imperative_keeps_its_object() -> None:
    # attack: "Keep" opens the clause as a verb, not as a name before "terms"
    assert _reading("Keep terms records 62 days")[0][1] != ["records 62 days"]


@pytest.mark.parametrize(
    ("question", "cls"),
    [
        ("how much is it", "cost"),
        ("What does the Anvilworth pass cost?", "cost"),
        ("what is the fee for Anvilworth?", "cost"),
        ("in what colours", "colour"),
        ("What colour is the Anvilworth kit?", "colour"),
        ("what is it pinned to", "version"),
        # control: a noun or an interrogative naming another class decides
        ("Whom do I hand my Anvilworth block fee to", "owner"),
        ("who chose the colour?", "owner"),
        ("how much memory does Anvilworth have?", None),
        # attack: a word a class's noun only opens names no price ("feedback", "chargeback")
        ("How does Ana like to receive code review feedback?", None),
        ("Is the Anvilworth chargeback kit still in shelf F2?", None),
        ("What are the Anvilworth fees?", "cost"),  # control: the plural
    ],
)
def test_a_price_a_colour_and_a_pin_are_asked_by_name(question: str, cls: str | None) -> None:
    assert attributes.asked_with_format(question) == cls


def test_a_price_and_a_colour_are_stated_by_their_kinds() -> None:
    assert attributes.holds("the Anvilworth block of sessions costs £809.", "cost")
    assert attributes.holds("40 euros a head", "cost")
    assert attributes.holds("Anvilworth kit is plum and silver from next season.", "colour")
    # control: a count is no price, a name no colour
    assert not attributes.holds("the Anvilworth block has 12 sessions", "cost")
    assert not attributes.holds("Anvilworth kit is ordered by Bo.", "colour")


@pytest.mark.parametrize(
    ("records", "question", "want"),
    [
        (
            [
                "Treasurer's note: the Anvilworth block of sessions costs £809.",
                "The Anvilworth block fees go to Bo.",
            ],
            "Whom do I hand my Anvilworth block fee to, and how much is it?",
            ["£809", "Bo"],
        ),
        (
            [
                "AGM minutes: Anvilworth kit is plum and silver from next season.",
                "The Anvilworth kit is ordered by Cy.",
            ],
            "Who orders Anvilworth's kit, and in what colours?",
            ["plum and silver", "Cy"],
        ),
        (
            [
                '[anvilworth.cache]\nengine = "KeyDB 6.3"',
                "Anvilworth's cache upgrades are done by Di.",
            ],
            "Who looks after Anvilworth's cache upgrades, and what is it pinned to?",
            ["KeyDB 6.3", "Di"],
        ),
    ],
)
def test_each_part_of_a_joined_question_is_answered(
    records: list[str], question: str, want: list[str]
) -> None:
    events = [hexis_event(f"e{k}", t, _AT.format(k + 1), "notes") for k, t in enumerate(records)]
    got = hexis_ask(events, question)["answer"]
    assert all(w in got for w in want)


def test_a_noun_in_ing_is_no_participle() -> None:
    text = "Handbook: in bad weather the Anvilworth boules evening moves to the grammar school."
    (verbs, values, _change), *_ = _reading(text)
    assert verbs == ["mov"] and values == ["grammar school"]
    # control: a participle after a verb in -s still makes it the verb
    assert _reading("Bo keeps Anvilworth running")[0][0] != ["run"]


@pytest.mark.parametrize(
    ("question", "head"),
    [
        # a condition after the question is no part of its subject
        ("Where does the Anvilworth boules evening go when the weather's bad?", "even"),
        # the asked word before a verb in -s is the asked noun, not the verb
        ("If Anvilworth's main host dies, which host takes over?", "host"),
        # ... after the question's verb too
        ("Who runs the Anvilworth rota when Bo is away?", "rota"),
        # control: a question with no condition
        ("Which host runs the Anvilworth rota?", "host"),
    ],
)
def test_a_condition_is_no_part_of_the_asked_subject(question: str, head: str) -> None:
    assert questions.ask(question).head == head


def test_a_record_kept_on_a_rule_answers_its_condition() -> None:
    events = [
        hexis_event(
            "doc",
            "Handbook: in bad weather the Anvilworth boules evening moves to the grammar school.",
            _AT.format(1),
            "handbook",
        ),
        hexis_event(
            "other",
            "Handbook: in bad weather the Brantor league night moves to the riverside centre.",
            _AT.format(1),
            "handbook",
        ),
        hexis_event(
            "aside",
            "what about the old mill for wet Anvilworth evenings? just wondering",
            _AT.format(2),
            "group chat",
        ),
    ]
    got = hexis_ask(events, "Where does the Anvilworth boules evening go when the weather's bad?")
    assert "grammar school" in got["answer"]
    assert "riverside" not in got["answer"] and "old mill" not in got["answer"]


def test_two_sources_cited_by_their_kinds_are_both_compared() -> None:
    # "the team page" is a label the record opens with; "the Makefile" names no record's text
    events = [
        hexis_event(
            "a",
            "Team page: Anvilworth kit wash rota: losers of the last game.",
            _AT.format(1),
            "team page",
        ),
        hexis_event(
            "b",
            "Bo: Anvilworth kit wash rota is the captain's pick each month",
            _AT.format(2),
            "text from Bo",
        ),
        hexis_event(
            "c",
            "Team page: Brantor kit wash rota: newest members first.",
            _AT.format(1),
            "team page",
        ),
    ]
    q = "How does the Anvilworth kit wash rota work, going by the team page and Bo's text?"
    got = hexis_ask(events, q)["answer"]
    assert "losers of the last game" in got and "captain's pick" in got
    assert "newest members" not in got
    events = [
        hexis_event(
            "a",
            "# Anvilworth toolchain\nANVILWORTH_PYTHON := Python 3.11",
            _AT.format(1),
            "Makefile",
        ),
        hexis_event(
            "b",
            "services.csv\nservice,runtime,contact\nanvilworth,Python 3.10,Bo",
            _AT.format(2),
            "services.csv",
        ),
    ]
    q = "Which Python is Anvilworth pinned to, going by the Makefile and services.csv?"
    got = hexis_ask(events, q)
    assert "3.11" in got["answer"] and "3.10" in got["answer"]
    assert set(got["contradictions"]) == {"a", "b"}


def test_a_value_whose_words_open_another_is_the_same_value() -> None:
    from cairn.policy import recency

    q = questions.ask("Do config.toml and the handover note give Anvilworth the same timezone?")
    said = "Handover note: Anvilworth's jobs run on Europe/Lisbon time."
    config = '[anvilworth.schedule]\ntimezone = "Europe/Lisbon"'
    assert not recency.disagree(q, said, config) and not recency.disagree(q, config, said)
    # control: another zone differs, and so does another number after the same words
    assert recency.disagree(q, said, config.replace("Lisbon", "Paris"))
    q = questions.ask("Do the wiki and the config give Anvilworth the same region?")
    assert recency.disagree(
        q, "Wiki: Anvilworth runs in eu-west-1.", "Anvilworth region: eu-west-2"
    )


def test_a_record_answering_one_part_by_its_word_stays() -> None:
    events = [
        hexis_event("a", "The Anvilworth kit is ordered by Cy.", _AT.format(1), "group chat"),
        hexis_event(
            "b",
            "AGM minutes: Anvilworth kit is plum and silver from next season.",
            _AT.format(2),
            "AGM minutes",
        ),
    ]
    got = hexis_ask(events, "Who orders Anvilworth's kit, and in what colours?")["answer"]
    assert "Cy" in got and "plum and silver" in got
