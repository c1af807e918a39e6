"""Readings of the thirty-second round (issue 17): two records compared for one thing are not
compared with a third naming only a lesser word of it ("Node" beside "Anvilworth"); a value
given "for" the thing ("let's go with the old rink for the X instead") is the thing's; a note
with no verb ("X scrimmage at the sports centre") states its place; "who gets paged" asks no
noun "get"; a question opening with "who" asks a person whatever it embeds ("who decides how
long ..."); an act "but nothing came of it" was not taken up; what was done "while someone
was on leave" is an episode; "how many requests a second" asks the requests; "the usual
venue" is the venue. Each rule beside its control, and the attacks."""

from __future__ import annotations

import pytest

from cairn.bench import hexis_another, hexis_asked
from cairn.policy import attributes, facts, questions
from cairn.policy.asks import get_passive
from cairn.policy.tokens import tokenize
from tests.context_kit import hexis_ask, hexis_event

_AT = "2026-05-0{}T09:00:00Z"


def _values(text: str) -> list[list[str]]:
    return [[v.text for v in c.values] for c in facts.read(text).clauses]


def _predicates(text: str) -> list[str]:
    return [c.predicate for c in facts.read(text).clauses]


def test_a_record_naming_only_a_lesser_word_of_the_thing_is_not_compared() -> None:
    events = [
        hexis_event(
            "a", "# Anvilworth toolchain\nANVILWORTH_NODE := Node 22.3", _AT.format(1), "Makefile"
        ),
        hexis_event(
            "b", "| service | node |\n| anvilworth | Node 21.7 |", _AT.format(2), "wiki table"
        ),
        # another service's pin names "Node" and nothing of Anvilworth
        hexis_event(
            "c", "# Brantor toolchain\nBRANTOR_NODE := Node 22.9", _AT.format(1), "Makefile"
        ),
        # chatter naming Anvilworth makes "Node" a name most records give too
        hexis_event(
            "t1",
            "Anvilworth photos are in the shared album now",
            _AT.format(3),
            "team chat message",
        ),
        hexis_event(
            "t2",
            "Anvilworth folks: the shared drive got tidied",
            _AT.format(4),
            "team chat message",
        ),
    ]
    q = "Do the Makefile and the wiki table pin Anvilworth to the same Node release?"
    got = hexis_ask(events, q)
    assert set(got["contradictions"]) == {"a", "b"}
    assert "22.9" not in got["answer"] and "22.3" in got["answer"] and "21.7" in got["answer"]


def test_a_name_every_record_gives_is_no_core_of_the_compared_thing() -> None:
    # control: "Anvilworth" is in every record, so the record of another of its windows (no
    # "SLO") is still left out by the name only some give
    events = [
        hexis_event(
            "n",
            "Anvilworth sync, notes\n- SLO rebaseline: the window is an hour and a half, agreed",
            _AT.format(1),
            "meeting minutes",
        ),
        hexis_event(
            "y", "anvilworth:\n  slo_rebaseline:\n    window: 105m\n", _AT.format(2), "config file"
        ),
        hexis_event(
            "o",
            "anvilworth:\n  budget_freeze_review:\n    window: 75m\n",
            _AT.format(3),
            "config file",
        ),
    ]
    q = "Is the Anvilworth SLO rebaseline window the same in the notes and in the config?"
    got = hexis_ask(events, q)
    assert set(got["contradictions"]) == {"n", "y"} and "75m" not in got["answer"]


def test_a_value_given_for_the_thing_is_the_things_own() -> None:
    q = questions.ask("Where's the Anvilworth scrimmage held now?")
    assert not hexis_another.of_another(
        q, "Let's go with the old rink for the Anvilworth scrimmage instead"
    )
    # control: a noun outside the value names another thing of the scrimmage
    assert hexis_another.of_another(q, "The dry run for the Anvilworth scrimmage is at the rink")


def test_a_choice_made_instead_replaces_the_place_of_record() -> None:
    events = [
        hexis_event(
            "doc",
            "Venue sheet: Anvilworth scrimmage at the sports centre.",
            _AT.format(1),
            "venue sheet",
        ),
        hexis_event(
            "ask",
            "Anvilworth scrimmage is at the sports centre as usual?",
            _AT.format(3),
            "text from Bo",
        ),
        hexis_event(
            "fix",
            "Let's go with the old rink for the Anvilworth scrimmage instead",
            _AT.format(5),
            "text from Bo",
        ),
        hexis_event(
            "other",
            "Venue sheet: Brantor pickup game at the top field.",
            _AT.format(2),
            "venue sheet",
        ),
    ]
    got = hexis_ask(events, "Where's the Anvilworth scrimmage held now?")
    assert got["citations"] == ["fix"] and "sports centre" not in got["answer"]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Venue sheet: Anvilworth scrimmage at the sports centre.", [["sports centre"]]),
        ("Anvilworth quiz in the back room", [["back room"]]),
        ("Ana's laptop in the cupboard", [["cupboard"]]),
    ],
)
def test_a_note_with_no_verb_states_the_things_place(text: str, values: list[list[str]]) -> None:
    assert _values(text) == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # controls: a literal in the phrase is the value; a name before it is the value
        ("and the read replica in us-east-2", [["us-east-2"]]),
        ("Calendar: Brantor standup at 9:30.", [["9:30"]]),
        # a time is no place, nor is a kind ("in a fortnight")
        ("next sync in a fortnight", [[]]),
        ("Anvilworth quiz in the spring term", [[]]),
        ("Anvilworth quiz in the mornings", [[]]),
        # an imperative ("Log" is a verb) has no place of a thing, nor has "anything"
        ("Log anything odd in the tracker", [[]]),
        # a longer run holds a verb the lexicon lacks: the phrase is no place of the thing
        (
            "E-mail from Ana: for anvilworth we capture a sample of 0.25 in the error tracker.",
            [["0.25"]],
        ),
    ],
)
def test_a_place_is_read_only_after_a_short_noun_phrase(text: str, values: list[list[str]]) -> None:
    got = _values(text)
    assert [v for v in got if v] == [v for v in values if v]
    assert all(
        "error tracker" not in v and "tracker" not in v and "fortnight" not in v for v in got
    )


def test_get_before_a_participle_is_a_passive() -> None:
    toks = tokenize("Who gets paged first?")
    assert get_passive(toks, 1)
    q = questions.ask("Who gets paged first?")
    assert (q.head, q.verb) == (None, "pag")
    # control: "get" with an object is the verb, no auxiliary
    assert not get_passive(tokenize("Who gets the keys?"), 1)
    assert questions.ask("Who got picked for the Anvilworth rota?").verb == "pick"


def test_a_passive_get_carries_no_chatter_that_says_getting() -> None:
    events = [
        hexis_event(
            "fact",
            "Export · #anvilworth-ops · Cy: Anvilworth pages Ana first and Bo second",
            _AT.format(4),
            "chat export",
        ),
        hexis_event(
            "noise",
            "the Anvilworth channel is getting noisy, can we keep threads tidy",
            _AT.format(6),
            "team chat message",
        ),
        hexis_event(
            "other",
            "Export · #brantor-ops · Cy: Brantor pages Di first and Ed second",
            _AT.format(2),
            "chat export",
        ),
    ]
    q = "If Anvilworth falls over in the small hours, who gets paged first and who second?"
    got = hexis_ask(events, q)
    assert got["citations"] == ["fact"]


@pytest.mark.parametrize(
    ("question", "cls"),
    [
        ("Who decides how long Anvilworth keeps logs", "owner"),
        ("Whose call is it how often Anvilworth backs up?", "owner"),
        # controls: the embedded measure asked by itself, and a condition before "who"
        ("How long does Anvilworth keep logs?", "duration"),
        ("When the build breaks, who do I call?", "owner"),
        ("How many days does Anvilworth keep logs?", "duration"),
    ],
)
def test_a_question_opening_with_who_asks_a_person(question: str, cls: str) -> None:
    assert attributes.asked_with_format(question) == cls


def test_each_part_of_who_decides_and_for_how_long_is_answered() -> None:
    events = [
        hexis_event(
            "role", "The Anvilworth retention policy is set by Di.", _AT.format(2), "message"
        ),
        hexis_event("fact", "Anvilworth log retention is 59 days.", _AT.format(1), "settings note"),
        hexis_event(
            "orole", "The Brantor retention policy is set by Cy.", _AT.format(1), "message"
        ),
    ]
    q = "Who decides how long Anvilworth keeps logs, and for how many days?"
    got = hexis_ask(events, q)
    assert set(got["citations"]) == {"role", "fact"} and "Cy" not in got["answer"]


@pytest.mark.parametrize(
    "text",
    [
        "we did look at us-east-2 for Anvilworth but nothing came of it",
        "Anvilworth asked the bike shop about sponsoring but they said no",
        "Bo proposed Redis for Anvilworth, but nothing came of it",
    ],
)
def test_an_act_that_came_to_nothing_puts_nothing_forward(text: str) -> None:
    assert _predicates(text)[0] == "rejected"


@pytest.mark.parametrize(
    "text",
    [
        # controls: a state, a denial by "not", a present tense, no "but"
        "Anvilworth runs on us-east-2 but it doesn't scale",
        "Anvilworth runs on us-east-2 but nobody uses it",
        "we looked at us-east-2 for Anvilworth but it is not cheap",
        "we looked at us-east-2 for Anvilworth and nothing broke",
    ],
)
def test_a_state_or_a_denial_after_but_rejects_nothing(text: str) -> None:
    assert _predicates(text)[0] != "rejected"


def test_a_region_looked_at_and_dropped_is_no_answer() -> None:
    events = [
        hexis_event(
            "fact",
            '{"service": "anvilworth", "region": "ap-southeast-2"}',
            _AT.format(2),
            "services.json",
        ),
        hexis_event(
            "near",
            "we did look at us-east-2 for Anvilworth but nothing came of it",
            _AT.format(1),
            "group chat",
        ),
    ]
    got = hexis_ask(events, "Where is Anvilworth hosted, region-wise?")
    assert got["citations"] == ["fact"] and "us-east-2" not in got["answer"]


def test_what_was_done_while_someone_was_away_is_an_episode() -> None:
    q = questions.ask("Whom do I ask about personal data held by Anvilworth?")
    text = "Bo covered Anvilworth data requests while someone was on leave"
    assert hexis_asked.episodic(q, text)
    # controls: what holds while a state lasts, a perfect, and the episode asked of itself
    assert not hexis_asked.episodic(q, "Bo covers Anvilworth data requests while Ana is on leave")
    assert not hexis_asked.episodic(
        q, "Bo has covered Anvilworth data requests while someone was on leave"
    )
    asked = questions.ask("Who covered Anvilworth data requests?")
    assert not hexis_asked.episodic(asked, text)


def test_the_cover_while_away_is_no_answer_beside_the_holder() -> None:
    events = [
        hexis_event(
            "fact",
            "Privacy notice: data protection questions about Anvilworth go to Ana.",
            _AT.format(1),
            "privacy notice",
        ),
        hexis_event(
            "near",
            "Bo covered Anvilworth data requests while someone was on leave",
            _AT.format(4),
            "side chat",
        ),
    ]
    got = hexis_ask(events, "Whom do I ask about personal data held by Anvilworth?")
    assert got["citations"] == ["fact"] and "Bo" not in got["answer"]


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("How many requests a second may one client send Anvilworth?", "request"),
        ("How many builds failed last week?", "build"),
        ("How many replicas does Anvilworth run?", "replica"),
    ],
)
def test_the_noun_after_how_many_is_what_is_counted(question: str, head: str) -> None:
    assert questions.ask(question).head == head


def test_a_rate_said_in_words_and_a_key_differ_when_compared() -> None:
    events = [
        hexis_event(
            "src1", "[anvilworth.limits]\nrequests_per_second = 58", _AT.format(1), "config.toml"
        ),
        hexis_event(
            "src2",
            "Export · #anvilworth-dev · Bo: Anvilworth allows eighty-nine requests a second per client",
            _AT.format(3),
            "chat export",
        ),
        hexis_event(
            "other", "[brantor.limits]\nrequests_per_second = 37", _AT.format(2), "config.toml"
        ),
    ]
    q = (
        "According to config.toml and the chat export, how many requests a second may one"
        " client send Anvilworth?"
    )
    got = hexis_ask(events, q)
    assert set(got["contradictions"]) == {"src1", "src2"} and "37" not in got["answer"]


def test_the_usual_one_is_no_qualifier_of_the_thing() -> None:
    q = questions.ask("How many people can Anvilworth's usual venue fit?")
    assert "usual" not in q.subject and q.subject_head == "venu"
    # control: a qualifier of another kind stays
    assert "spar" in questions.ask("How many people can Anvilworth's spare venue fit?").subject
    events = [
        hexis_event(
            "fact", "Venue sheet · Anvilworth: the boathouse seats 65", _AT.format(1), "venue sheet"
        ),
        hexis_event(
            "other", "Venue sheet · Brantor: the snug bar seats 42", _AT.format(2), "venue sheet"
        ),
        hexis_event(
            "near",
            "Anvilworth could do with room for ninety-one really, lol",
            _AT.format(3),
            "group chat",
        ),
    ]
    got = hexis_ask(events, "How many people can Anvilworth's usual venue fit?")
    assert got["citations"] == ["fact"] and "65" in got["answer"]


def test_a_plain_word_state_answers_no_part_left_over() -> None:
    events = [
        hexis_event(
            "fact",
            "| group | driver | backup |\n| anvilworth | Ana | Bo |",
            _AT.format(1),
            "wiki table",
        ),
        hexis_event(
            "noise",
            "Anvilworth folks: the shared drive got tidied, shout if something moved",
            _AT.format(3),
            "team chat message",
        ),
        hexis_event(
            "other",
            "| group | driver | backup |\n| brantor | Cy | Di |",
            _AT.format(2),
            "wiki table",
        ),
    ]
    got = hexis_ask(events, "Who are Anvilworth's minibus drivers, main and backup?")
    assert got["citations"] == ["fact"]


def test_a_part_asked_in_other_words_takes_the_record_no_part_took() -> None:
    events = [
        hexis_event(
            "one", "Runbook: the Anvilworth CI runner sits on anv-api-3", _AT.format(1), "runbook"
        ),
        hexis_event("two", "Cy maintains the Anvilworth runner", _AT.format(2), "handover note"),
        hexis_event(
            "o1", "Runbook: the Brantor CI runner sits on brn-api-4", _AT.format(1), "runbook"
        ),
        hexis_event("o2", "Di maintains the Brantor runner", _AT.format(2), "handover note"),
    ]
    got = hexis_ask(events, "Where does Anvilworth CI run, and who keeps that box alive?")
    assert set(got["citations"]) == {"one", "two"}
    # "where is it": a part with no word of its own
    events = [
        hexis_event(
            "one",
            "Newsletter: the Anvilworth end of season social is at the skittle alley",
            _AT.format(1),
            "newsletter",
        ),
        hexis_event("two", "the Anvilworth social is organised by Di", _AT.format(2), "side chat"),
        hexis_event(
            "o1",
            "Newsletter: the Brantor end of season social is at the lido",
            _AT.format(1),
            "newsletter",
        ),
    ]
    got = hexis_ask(events, "Who's organising the Anvilworth social, and where is it?")
    assert set(got["citations"]) == {"one", "two"} and "lido" not in got["answer"]


def test_no_record_is_taken_when_more_name_the_thing_than_parts_are_left() -> None:
    # control: chatter naming the thing beside the record leaves the part unanswered rather
    # than guessed
    events = [
        hexis_event(
            "one", "Runbook: the Anvilworth CI runner sits on anv-api-3", _AT.format(1), "runbook"
        ),
        hexis_event("two", "Cy maintains the Anvilworth runner", _AT.format(2), "handover note"),
        hexis_event(
            "tc",
            "Anvilworth looked quiet this week, nothing to report",
            _AT.format(3),
            "team chat message",
        ),
    ]
    got = hexis_ask(events, "Where does Anvilworth CI run, and who keeps that box alive?")
    assert "tc" not in got["citations"]


def test_a_modal_takes_a_bare_verb() -> None:
    q = questions.ask("How many people can join Anvilworth before there's a waiting list?")
    assert (q.verb, set(q.subject)) == ("join", {"anvilworth"})
    # control: a name after the modal is the subject, its verb later
    assert questions.ask("How many people can Anvilworth's usual venue fit?").verb == "fit"
    events = [
        hexis_event(
            "fact",
            "AGM minutes: Anvilworth membership is capped at eighty-seven",
            _AT.format(1),
            "AGM minutes",
        ),
        hexis_event(
            "near", "Ana: wish Anvilworth could take 54 members, lol", _AT.format(3), "group chat"
        ),
        hexis_event(
            "other", "AGM minutes: Brantor membership is capped at 61", _AT.format(2), "AGM minutes"
        ),
    ]
    q_text = "How many people can join Anvilworth before there's a waiting list?"
    got = hexis_ask(events, q_text)
    assert got["citations"] == ["fact"]


def test_a_new_holder_of_the_role_answers_does_x_still_hold_it() -> None:
    events = [
        hexis_event("doc", "AGM minutes: Bo coaches Anvilworth", _AT.format(1), "AGM minutes"),
        hexis_event("ask", "Cy: Bo is our Anvilworth coach, right?", _AT.format(3), "chat"),
        hexis_event("fix", "Cy: Update: Di coaches Anvilworth from now on", _AT.format(5), "chat"),
        hexis_event("other", "AGM minutes: Ana coaches Brantor", _AT.format(2), "AGM minutes"),
    ]
    got = hexis_ask(events, "Does Bo still coach Anvilworth?")
    assert got["citations"] == ["fix"]
    # control: a later record of the same thing that names the same holder replaces nothing
    events[2] = hexis_event(
        "fix", "Cy: Bo coaches Anvilworth on Tuesdays now", _AT.format(5), "chat"
    )
    got = hexis_ask(events, "Does Bo still coach Anvilworth?")
    assert "doc" in got["citations"] or "fix" in got["citations"]


@pytest.mark.parametrize(
    ("question", "tested"),
    [
        ("Is Cy still the Anvilworth tech lead?", {"cy"}),
        ("Is Anvilworth still the biggest team?", {"anvilworth"}),
        # controls: the thing before "still" is no tested name; a name after "still" is
        ("Is the Anvilworth rota still the same?", set()),
        ("Is Ana still on the Anvilworth rota?", {"ana"}),
    ],
)
def test_a_name_before_still_the_role_is_tested(question: str, tested: set[str]) -> None:
    assert set(questions.ask(question).checked) == tested


def test_a_source_cited_by_its_kind_is_compared_with_one_cited_by_name() -> None:
    events = [
        hexis_event(
            "one",
            'services.json: {"service": "anvilworth", "port": 3908}',
            _AT.format(1),
            "services.json",
        ),
        hexis_event("two", "# Anvilworth\nANVILWORTH_PORT=7145", _AT.format(3), "env file"),
        hexis_event(
            "other",
            'services.json: {"service": "brantor", "port": 9137}',
            _AT.format(2),
            "services.json",
        ),
    ]
    got = hexis_ask(events, "What port does Anvilworth listen on, per services.json and the env file?")  # fmt: skip
    assert set(got["contradictions"]) == {"one", "two"} and "9137" not in got["answer"]


def test_two_sets_of_colours_disagree_and_a_part_of_one_does_not() -> None:
    events = [
        hexis_event(
            "one", "Handbook: Anvilworth plays in bottle green and cream", _AT.format(1), "handbook"
        ),
        hexis_event(
            "two",
            "Export · #anvilworth-chat · Bo: the Anvilworth shirts are teal and white",
            _AT.format(3),
            "chat export",
        ),
        hexis_event(
            "other", "Handbook: Brantor plays in maroon and sky blue", _AT.format(2), "handbook"
        ),
    ]
    q = "Do the handbook and the chat export agree on the Anvilworth colours?"
    got = hexis_ask(events, q)
    assert set(got["contradictions"]) == {"one", "two"} and "maroon" not in got["answer"]
    # control: one source gives part of the other's colours
    events[1] = hexis_event("two", "Export · #anvilworth-chat · Bo: the Anvilworth shirts are green", _AT.format(3), "chat export")  # fmt: skip
    assert hexis_ask(events, q)["contradictions"] == []


def test_a_negated_auxiliary_opens_a_clause_after_when() -> None:
    text = "Ana is first aider for Anvilworth, with Bo covering when they can't make it"
    cs = facts.read(text).clauses
    assert len(cs) == 2 and not cs[0].negated and cs[1].negated
    # control: a denial of the clause's own verb still denies it
    assert facts.read("Ana isn't first aider for Anvilworth").clauses[0].negated


def test_a_question_of_many_parts_over_many_records_is_answered_in_bounded_time() -> None:
    # attack: 20 parts and 200 records naming the thing, none answering by its words
    import time

    events = [
        hexis_event(f"r{n}", f"Anvilworth note {n}: Bo keeps box {n}", _AT.format(1), "runbook")
        for n in range(200)
    ]
    q = ", and ".join(["where is it"] * 20) + "?"
    start = time.perf_counter()
    hexis_ask(events, "Who looks after Anvilworth, and " + q)
    assert time.perf_counter() - start < 60


def test_a_part_asking_which_records_say_so_takes_no_record_of_its_own() -> None:
    # attack: the part asking for the sources counted as a part left unanswered, and a chat
    # line naming the thing answered it
    events = [
        hexis_event(
            "tracker",
            "Anvilworth status - production shows Zf41Bo for the pattern sheet; nothing pending.",
            _AT.format(1),
            "release board",
        ),
        hexis_event(
            "chat",
            "Anvilworth: renamed the channel topic, no other news.",
            _AT.format(3),
            "team chat",
        ),
    ]
    q = "Where is the Anvilworth pattern sheet currently in service recorded, and which identifier is it?"  # fmt: skip
    assert hexis_ask(events, q)["citations"] == ["tracker"]


def test_a_record_stating_no_value_a_part_asks_is_not_taken_for_it() -> None:
    # control beside the seventeenth round's attack (a record stating no place is not taken
    # for "where do old ones go?", which this round's first version of rule 1 broke): the one
    # record left naming the thing states no person for "who keeps that box alive?"
    events = [
        hexis_event(
            "one", "Runbook: the Anvilworth CI runner sits on anv-api-3", _AT.format(1), "runbook"
        ),
        hexis_event(
            "sun", "Anvilworth runner reboots every Sunday", _AT.format(2), "handover note"
        ),
    ]
    got = hexis_ask(events, "Where does Anvilworth CI run, and who keeps that box alive?")
    assert "sun" not in got["citations"]


def test_two_parts_of_one_kind_need_two_records() -> None:
    events = [
        hexis_event(
            "store",
            "Copies of the Anvilworth redirect table are kept in /srv/anvilworth/exports.",
            _AT.format(1),
            "setup note",
        ),
        hexis_event(
            "chan",
            "Post anything Anvilworth announces in the members' forum, please.",
            _AT.format(3),
            "meeting notes",
        ),
        hexis_event(
            "rchan",
            "Post anything Brantor announces in #status-feed, please.",
            _AT.format(2),
            "meeting notes",
        ),
    ]
    q = "Where are copies of the Anvilworth redirect table kept, and where do Anvilworth notices go out?"  # fmt: skip
    got = hexis_ask(events, q)
    assert set(got["citations"]) == {"store", "chan"} and "status-feed" not in got["answer"]
