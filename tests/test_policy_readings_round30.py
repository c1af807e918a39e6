"""Readings of the thirtieth round (issue 17): an episode that ended ("Bo covered the X reports
for one week", "... at one event last summer") states no value that holds; the value of what is
gone ("the old X policy, qm-4, lapsed") is an old one; a person's role said without an article
("Ana is Anvilworth release captain") makes the person the value; a document named
"agreement" asks of no agreement between records, and "a new X" names the X; an update leaving
the unit out ("... goes to 67") replaces "78 requests a minute"; a person wanting a role holds
none of it. Each rule beside its control, and the attacks."""

from __future__ import annotations

import pytest

from cairn.bench import hexis_parts
from cairn.bench.hexis_parts import sides_differ
from cairn.policy import clauses, facts, questions, recency, secrets
from tests.context_kit import hexis_ask, hexis_event


def _values(text: str) -> tuple[list[str], list[str]]:
    cs = clauses.parse(text)
    return [v.text for c in cs for v in c.values], [v.text for c in cs for v in c.old_values]


@pytest.mark.parametrize(
    "text",
    [
        "Bo covered Anvilworth security reports for one week while everyone was away",
        "Cy covered as first aider at one Anvilworth event last summer",
        "Di ran the Anvilworth rota for two months",
        "Ana led the Anvilworth audit last year",
    ],
)
def test_an_episode_that_ended_states_an_old_value(text: str) -> None:
    first = clauses.parse(text)[0]  # ("while everyone was away" is a clause of its own)
    assert not first.values and first.old_values


@pytest.mark.parametrize(
    "text",
    [
        # control: the present perfect still holds, and so does a change made then
        "Bo has covered the Anvilworth rota for two years",
        "Last month we set the Anvilworth cap to 30",
        "Bo moved the Anvilworth port to 9090 last week",
        # attack: "for a day" belongs to what was asked for, not to the asking
        "Cy asked to borrow the Anvilworth van key for a day",
    ],
)
def test_a_state_that_holds_or_a_change_keeps_its_value(text: str) -> None:
    live, _old = _values(text)
    assert live


def test_the_value_of_what_is_gone_is_old() -> None:
    assert _values("fyi the old Anvilworth insurance policy, qm-4, lapsed last year") == (
        [],
        ["qm-4"],
    )
    assert _values("Our former Brantor contract bx-7 ran out.")[1] == ["bx-7"]
    # control: the current value, and a change replacing the old one, keep theirs
    assert _values("the Anvilworth insurance policy number is qm-4")[0] == ["qm-4"]
    assert "9090" in _values("The old port 8080 was replaced by 9090")[0]
    # attack: an old source reporting a value ages no value
    assert _values("An old scratch note claims Anvilworth used bx-7.")[0] == ["bx-7"]
    assert _values("The old runbook says the Anvilworth cap is 40.")[0] == ["40"]
    # attack: "old" in no noun phrase of the subject ("is 12 years old") ages nothing
    assert _values("The Anvilworth boiler, bx-7, is old")[0]


def test_a_role_said_without_an_article_is_held_by_the_subject() -> None:
    for text in (
        "Ana is Anvilworth release captain.",
        "Correction: Bo is release captain for Anvilworth now.",
        "Cy was elected treasurer of Anvilworth.",
    ):
        live, _old = _values(text)
        assert live[-1] in ("Ana", "Bo", "Cy"), text
    old, new = (
        "Team page: Ana is Anvilworth release captain.",
        "Correction: Bo is Anvilworth release captain now.",
    )
    assert not facts.named_apart(old, new)
    assert recency.updates(new, old)
    # control: a complement that is no role keeps its own value
    assert _values("Ana is organising the Anvilworth dinner.")[0] != ["Ana"]
    assert _values("The Anvilworth shirts are plum and silver")[0][0] == "plum"
    assert _values("Brantor is Python 3.11")[0] == ["Python 3.11"]
    assert _values("Team page, Anvilworth: Ana is incident lead.")[0] == ["Ana"]
    # attack: a complement of no role ("release ready", "a later one") is not read so
    assert _values("Ana is release ready")[0] != ["Ana"]
    assert _values("The Anvilworth shirts are later")[0] != ["Anvilworth"]


def test_a_document_named_agreement_asks_of_no_conflict() -> None:
    assert not questions.ask(
        "By what date do we need a new hire agreement for Anvilworth?"
    ).conflict
    assert not questions.ask("When does the Brantor service agreement end?").conflict
    # control: agreement between records is still asked
    assert questions.ask(
        "Is there agreement between the wiki and Bo on the Anvilworth port?"
    ).conflict
    assert questions.ask("Are the docs in agreement about the Anvilworth port?").conflict
    assert questions.ask("Do the wiki and the config agree on the Anvilworth port?").conflict


def test_a_new_x_names_the_x() -> None:
    q = questions.ask("By what date do we need a new hire agreement for Anvilworth?")
    assert "new" not in q.subject
    assert {"hir", "anvilworth"} <= q.subject


def test_an_update_leaving_the_unit_out_replaces_the_quantity() -> None:
    q = questions.ask("Is the Anvilworth rate limit still seventy-eight?")
    old = "Settings note: the Anvilworth rate limit is seventy-eight requests a minute per client."
    new = "Small change: the Anvilworth rate limit goes to 67."
    assert recency.disagree(q, old, new, updated=True)
    got = _answer([old, new], "Is the Anvilworth rate limit still seventy-eight?")
    assert "67" in got and "seventy-eight" not in got
    # control: a count in a record updating nothing is no rival of the rate
    assert not recency.disagree(q, old, "Anvilworth handled 67 requests yesterday.")


_AT = "2026-05-0{}T09:00:00Z"


def _answer(texts: list[str], question: str) -> str:
    events = [hexis_event(f"e{k}", t, _AT.format(k + 1), "wiki" if k == 0 else "group chat")
              for k, t in enumerate(texts)]  # fmt: skip
    return str(hexis_ask(events, question, at="2026-12-01T09:00:00Z")["answer"])


@pytest.mark.parametrize(
    ("other", "question"),
    [
        ("Bo covered Anvilworth security reports for one week while everyone was away",
         "If someone reports a vulnerability in Anvilworth, whom do I pass it to?"),
        ("Bo covered as first aider at one Anvilworth event last summer",
         "If someone gets hurt at Anvilworth, who's the first aider?"),
        ("Bo would like to shadow the Anvilworth treasurer for a term, if that's ok",
         "Who is the treasurer at Anvilworth?"),
    ],
)  # fmt: skip
def test_an_episode_or_a_wish_is_no_holder(other: str, question: str) -> None:
    fact = {
        "vulnerability": "Wiki: security reports about Anvilworth go to Ana.",
        "hurt": "Wiki: Ana is the first aider for Anvilworth.",
        "treasurer": "AGM minutes: Ana was elected treasurer of Anvilworth.",
    }
    text = next(v for k, v in fact.items() if k in question)
    got = _answer([text, other], question)
    assert "Ana" in got and "Bo" not in got
    # control: the one who covered is the answer to who covered
    if "covered" in other and "week" in other:
        asked = "Who covered Anvilworth security reports while everyone was away?"
        assert "Bo" in _answer([text, other], asked)


def test_the_value_of_what_is_gone_is_no_answer() -> None:
    fact = "Mail: the Anvilworth insurance policy number is qm-4; quote it on every call."
    gone = "fyi the old Anvilworth insurance policy, bx-7, lapsed last year"
    got = _answer([fact, gone], "Which insurance policy number do I quote for Anvilworth?")
    assert "qm-4" in got and "bx-7" not in got
    # control: without the current record, the old one is what is known of it
    assert "qm-4" in _answer([fact], "Which insurance policy number do I quote for Anvilworth?")


def test_a_hyphenated_word_names_no_thing_a_pronoun_part_asks_of() -> None:
    texts = [
        "Kickoff notes: Anvilworth on-call works a fortnight on, a fortnight off.",
        "Kickoff notes: Brantor on-call works follow-the-sun handovers.",
        "Message from the organiser: Bo is first on the Anvilworth on-call.",
    ]
    question = "What pattern does the Anvilworth on-call follow, and who starts it off?"
    got = _answer(texts, question)
    assert "fortnight" in got and "Bo" in got
    # attack: "on-call", said by the other thing's record too, does not bring it back
    assert "Brantor" not in got


def test_a_value_taken_instead_replaces_the_one_offered() -> None:
    text = "Cy offered to go second on the Anvilworth on-call order behind Ana, but we settled on Bo instead."
    first, second = clauses.parse(text)[:2]
    assert not first.values and [v.text for v in first.old_values] == ["Ana"]
    assert [v.text for v in second.values] == ["Bo"] and "anvilworth" in second.names
    got = _answer([text], "If Ana can't be reached, who's next on the Anvilworth on-call order?")
    assert "Bo" in got
    # control: "instead" with a subject of its own is a clause about that subject
    other = "Ana takes the Anvilworth rota, but Brantor keeps Cy instead."
    assert [v.text for v in clauses.parse(other)[0].values]
    # attack: no "but" before it, nothing is replaced
    plain = "Cy offered to go second on the Anvilworth order behind Ana; we settled on Bo instead."
    assert [v.text for v in clauses.parse(plain)[0].values] == ["Ana"]


def test_a_source_of_two_words_gives_one_side() -> None:
    events = [
        hexis_event("a", "Decision log: Anvilworth releases go out each Sunday.", _AT.format(1), "decision log"),
        hexis_event("b", "Decision log: Brantor releases go out each Thursday.", _AT.format(2), "decision log"),
        hexis_event("c", "Export · #anvilworth-release · Bo: Anvilworth ships on Saturday, same as always",
                    _AT.format(3), "chat export"),
    ]  # fmt: skip
    question = "Which day does Anvilworth release on, per the decision log and Bo's message?"
    got = hexis_ask(events, question, at="2026-06-01T09:00:00Z")
    assert "Sunday" in got["answer"] and "Saturday" in got["answer"]
    # attack: the second word of "decision log" takes no second record of that log
    assert "Thursday" not in got["answer"]


def test_two_sides_stating_other_identifiers_differ() -> None:
    names = frozenset({"anvilworth"})
    wiki = "Anvilworth wiki: the code is released under LGPL-3.0."
    assert sides_differ(wiki, 'license = "ISC"', names)
    assert sides_differ("ANVILWORTH_RUNTIME := Node 22", "| Anvilworth | Ruby 3.3 | Bo |", names)
    # control: one identifier in common is agreement, and the thing asked is no identifier
    assert not sides_differ("ANVILWORTH_RUNTIME := Node 22", "| Anvilworth | Node 22 | Bo |", names)
    assert not sides_differ("Anvilworth wiki: see Anvilworth.", 'name = "Anvilworth"', names)
    # attack: a number inside one side's code does not keep the identifiers from deciding
    assert sides_differ(wiki, 'license = "MIT"', names)
    # control: numbers on both sides still decide by themselves
    assert not sides_differ("cap: 40 (qm-4)", "the cap is 40, per bx-7", names)
    # attack: a long record is read in one pass
    assert sides_differ('license = "ISC" ' * 5000, wiki, names)


@pytest.mark.parametrize(
    "text",
    [
        "Mail from the secretary: Anvilworth's affiliation number is qm-4x7.",
        "Secretariat: Brindlecott Hall, second floor",
        "the secretaries: Ana and Bo",
    ],
)
def test_a_secretary_is_no_secret(text: str) -> None:
    assert secrets.find(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "secretary_password: hunter2222",
        "secret: Zq9xWk2Lp",
        "client_secret = Ab3dEf9hIj",
        "SECRET_KEY=Zq9xWk2LpQ",
    ],
)
def test_a_secret_named_beside_it_is_still_redacted(text: str) -> None:
    assert [f.kind for f in secrets.find(text)] == ["assignment"]


@pytest.mark.parametrize(
    "text",
    [
        "Bo reviewed one Anvilworth change while the usual reviewer was away.",
        "Cy borrowed the Anvilworth keys once, ages ago.",
        "Di answered one Anvilworth data request while the lead was on leave.",
    ],
)
def test_one_occasion_is_an_episode(text: str) -> None:
    first = clauses.parse(text)[0]
    assert not first.values and first.old_values


def test_one_that_counts_no_occasion_keeps_its_value() -> None:
    # control: "one" before a verb is a pronoun or a step, and "need" is no past
    assert _values("Onboarding wiki: for Anvilworth you need one approval before merging.")[0]
    assert _values("Bo picked up the Anvilworth audit from Cy: step one is done.")[0]
    # attack: a change made on one occasion still holds
    assert _values("Bo moved one Anvilworth shard to qm-4.")[0]


def test_a_name_owning_what_is_gone() -> None:
    assert _values("Anvilworth's old affiliation bx-7 ran out when we changed body.") == (
        [],
        ["bx-7"],
    )
    # control: the name's current value
    assert _values("Anvilworth's affiliation number is qm-4.")[0] == ["qm-4"]


def test_a_quota_with_may_is_no_doubt() -> None:
    (quota,) = clauses.parse("Settings note: Anvilworth may send 42 text alerts a month.")
    assert not quota.hedged
    # control: "may" before a figure with no period still doubts it
    (guess,) = clauses.parse("The Anvilworth job may take 40 minutes.")
    assert guess.hedged


def test_a_person_doing_it_names_who() -> None:
    texts = [
        "Calendar: the Anvilworth clog practice starts at 07:25.",
        "Zeldrith opens up the scout hut before the Anvilworth session.",
    ]
    got = _answer(
        texts, "Who opens up for Anvilworth, and at what time does the clog practice begin?"
    )
    assert "07:25" in got and "Zeldrith" in got
    # control: a sentence's first word that is no one ("Everyone opens ...") names no one
    assert not hexis_parts.states_literal(
        questions.ask("Who opens up for Anvilworth?"), "Everyone opens up the Anvilworth hut."
    )


def test_an_episode_is_no_answer_beside_what_holds() -> None:
    texts = [
        "Team page, Anvilworth: code review is done by Ana; nothing merges without their ok.",
        "Bo reviewed one Anvilworth change while the usual reviewer was away.",
    ]
    got = _answer(texts, "Who reviews code changes for Anvilworth?")
    assert "Ana" in got and "Bo" not in got
    # control: asked of the episode, the episode answers
    assert "Bo" in _answer(texts, "Who reviewed the Anvilworth change while the reviewer was away?")
    # attack: a change from a day on is no episode ("switching ... to csv from Monday")
    switch = ["Anvilworth: switching the seat audit exports to csv from Monday."]
    assert "csv" in _answer(
        switch, "In which file format is the seat audit export from Anvilworth?"
    )


def test_a_joined_part_asking_who_takes_the_holder_not_a_wish() -> None:
    texts = [
        "Budget notes: the Anvilworth cloud budget is £613 a month.",
        "Ana signs off Anvilworth cloud spending.",
        "Bo would like to shadow whoever signs off Anvilworth spending.",
    ]
    got = _answer(texts, "What's Anvilworth's monthly cloud budget, and who signs off spending?")
    assert "£613" in got and "Ana" in got and "Bo" not in got
    # attack: a figure read around a verb of wanting ("allows forty-two requests") is no wish
    limits = [
        "Settings note: Anvilworth allows forty-two requests a minute per client.",
        "Only Ana can raise the Anvilworth rate limit; ask them first.",
    ]
    got = _answer(limits, "What's the Anvilworth rate limit and who can lift it?")
    assert "forty-two" in got and "Ana" in got
    kept = [
        "Handbook, Anvilworth: lost property is kept for eighty-four days at the woodland loop.",
        "Cy keeps the Anvilworth lost property box.",
    ]
    got = _answer(kept, "How long does Anvilworth hold on to lost property, and who keeps it?")
    assert "eighty-four" in got and "Cy" in got


def test_an_identifier_said_within_the_other_is_the_same() -> None:
    names = frozenset({"anvilworth"})
    assert not sides_differ(
        "the monthly Anvilworth report is PDF", "the report is a PDF file", names
    )
    assert sides_differ("the monthly Anvilworth report is PDF", "the report is an ODS file", names)


def test_a_figure_closed_by_no_longer_is_a_bound() -> None:
    bound = "Sticky note: Anvilworth clog practice, 79 minutes, no longer!"
    old = "Handbook, Anvilworth: the clog practice lasts eighty-six minutes."
    assert not recency.updates(bound, old)
    assert not any(c.change for c in clauses.parse(bound))
    # control: "no longer" before a verb says what stopped, and updates
    stopped = "Anvilworth no longer runs the clog practice for eighty-six minutes; it is 79."
    assert recency.updates(stopped, old)
    assert any(c.change for c in clauses.parse("Ana no longer leads the Anvilworth practice."))


def test_a_source_named_in_capitals_is_one_side() -> None:
    q = questions.ask("Do the README and the pyproject give Anvilworth the same licence?")
    assert {"readm", "pyproject"} <= hexis_parts.named_sources(q)
    events = [
        hexis_event("a", "README, Anvilworth: the code is released under the Zlib licence.",
                    _AT.format(1), "README"),
        hexis_event("o", "README, Brantor: the code is released under the BSD-2-Clause licence.",
                    _AT.format(2), "README"),
        hexis_event("b", '[project]\nname = "anvilworth"\nlicense = "EUPL-1.2"', _AT.format(3),
                    "pyproject.toml"),
    ]  # fmt: skip
    got = hexis_ask(events, q.text, at="2026-06-01T09:00:00Z")
    assert set(got["contradictions"]) == {"a", "b"}
    assert "BSD-2-Clause" not in got["answer"]
    # control: the same licence in both agrees
    events[2] = hexis_event("b", '[project]\nname = "anvilworth"\nlicense = "Zlib"',
                            _AT.format(3), "pyproject.toml")  # fmt: skip
    assert hexis_ask(events, q.text, at="2026-06-01T09:00:00Z")["contradictions"] == []


def test_a_proposal_not_taken_up_is_no_answer() -> None:
    texts = [
        "# Anvilworth deployment\nANVILWORTH_REPLICAS=32",
        "Bo sizes the Anvilworth deployment.",
        "Someone floated 46 replicas for Anvilworth in side chat, nothing decided.",
    ]
    got = _answer(texts, "How many replicas does Anvilworth run, and who decides that?")
    assert "32" in got and "46" not in got


def test_would_under_a_past_condition_is_no_record() -> None:
    (unreal,) = clauses.parse("A double-decker would take 72 of us, if Anvilworth ever hired one.")
    assert unreal.hedged
    # control: a condition in the present states a behaviour
    (rule,) = clauses.parse("The Anvilworth job would retry 3 times if it fails.")
    assert not rule.hedged


def test_a_record_keyed_to_another_thing_corroborates_nothing() -> None:
    texts = [
        '[anvilworth.listen]\nhost = "0.0.0.0"\nport = 7423',
        '[brantor.listen]\nhost = "0.0.0.0"\nport = 6710',
    ]
    got = _answer(texts, "If I want to curl Anvilworth directly, which port do I use?")
    assert "7423" in got and "6710" not in got
    # control: a record keyed to the same thing still corroborates
    texts[1] = '[anvilworth.listen]\nport = 7423\nhost = "0.0.0.0"'
    events = [hexis_event(f"e{k}", t, _AT.format(k + 1)) for k, t in enumerate(texts)]
    got2 = hexis_ask(events, "Which port does Anvilworth use?", at="2026-12-01T09:00:00Z")
    assert set(got2["citations"]) == {"e0", "e1"}


def test_two_sides_placing_the_thing_apart_differ() -> None:
    names = frozenset({"anvilworth"})
    text = "Text from Bo: see you at the clubhouse gym for the Anvilworth sevens training!"
    assert sides_differ("the sevens training is held at the top pitch", text, names, where=True)
    # control: the same place in other words agrees, and a place is read only when asked
    same = "the sevens training is held at the clubhouse gym"
    assert not sides_differ(same, text, names, where=True)
    assert not sides_differ("the sevens training is held at the top pitch", text, names)
    events = [
        hexis_event("a", "Handbook, Anvilworth: the squeezebox evening is held at the lodge room.",
                    _AT.format(1), "handbook"),
        hexis_event("b", "Text from Bo: see you at the library annex for the Anvilworth squeezebox evening!",
                    _AT.format(2), "text from Bo"),
        hexis_event("o", "Handbook, Brantor: the pool session is held at the leisure pool.",
                    _AT.format(3), "handbook"),
    ]  # fmt: skip
    question = "Per the handbook and Bo's text, where is the Anvilworth squeezebox evening held?"
    got = hexis_ask(events, question, at="2026-06-01T09:00:00Z")
    assert set(got["contradictions"]) == {"a", "b"}
    # attack: the handbook's record of another thing is no side
    assert "leisure pool" not in got["answer"]


def test_long_runs_are_read_in_one_pass() -> None:
    # attack: many "would"s before one condition, a long run after "no longer"; each word is
    # judged over a few words around it, so the reading stays one pass (and keeps its sense)
    (unreal,) = clauses.parse(
        "A coach " + "would " * 20_000 + "take 72 of us, if we ever hired one."
    )
    assert unreal.hedged
    closing = "Anvilworth clog practice, 79 minutes, no longer" + " " * 100_000 + "!"
    assert not any(c.change for c in clauses.parse(closing))
