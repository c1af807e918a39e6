"""Readings of the eighteenth round (fresh15 read as a dev set): each attack beside a control.

A range written with an en dash is one value, a key naming a fraction gives a share, "hasn't
moved, still N" confirms, a settings key ending in its unit, a number and a month name no
thing, a start dated in digits or by a day and a month's name updates, "does X keep the
records" takes its bare verb, "daily" is "day", a row of comma-separated fields is no run of
clauses, a hyphenated name is the words of a key, what a change acts on is no value a yes/no
question tests, a request for a value is put forward, an e-mail's signature block names its
sender, and how often a thing recurs is one measure however it is written.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from cairn.bench import hexis_adapter, hexis_stance, hexis_subjects, hexis_terms
from cairn.model import Kind, Memory, Review, ScopeLevel, Status
from cairn.policy import facts, literals, measures, questions, recency, segments, updates
from cairn.policy.clauses import parse
from cairn.policy.tokens import stem, tokenize


def _case(events: list[tuple[str, str, str, str]], question: str) -> dict[str, Any]:
    return {
        "case_id": "round18",
        "dimension": "stale_belief_resistance",
        "events": [
            {
                "event_id": f"round18-{eid}",
                "session_id": f"s-{eid}",
                "at": at,
                "kind": "observe",
                "source": {"kind": "chat", "label": label},
                "content": text,
            }
            for eid, at, label, text in events
        ],
        "query": {"session_id": "q", "at": "2027-01-20T09:00:00Z", "text": question},
        "expected": {"answers": [], "citations": [], "contradictions": []},
    }


def _answer(
    tmp_path: Path, events: list[tuple[str, str, str, str]], question: str
) -> tuple[str, set[str], set[str]]:
    got = hexis_adapter.answer_case(_case(events, question), tmp_path / "s.db")
    cited = {c.removeprefix("round18-") for c in got["citations"]}
    flagged = {c.removeprefix("round18-") for c in got["contradictions"]}
    return str(got["answer"]), cited, flagged


def _memory(text: str) -> Memory:
    return Memory(
        id=f"m{abs(hash(text))}",
        namespace="bench:t",
        scope=ScopeLevel.USER,
        kind=Kind.FACT,
        text=text,
        claim_key=text,
        status=Status.ACTIVE,
        review=Review.UNREVIEWED,
        confidence=0.8,
        evidence_count=1,
        recorded_at="2026-01-01T00:00:00Z",
        updated_at="2026-01-01T00:00:00Z",
    )


def test_a_range_with_an_en_dash_is_one_value() -> None:
    toks = tokenize("Expect 14–20 crates a week once the Quillmere sort is running")
    assert [t.text for t in toks if t.shaped] == ["14–20"]
    assert next(t for t in toks if t.shaped).low == "14-20"  # as the hyphen writes it
    clauses = parse("Expect 14–20 crates a week once the Quillmere sort is running")
    assert any("14–20" in [v.text for v in c.values] for c in clauses)
    # controls: a spaced en dash still parts two clauses; a hyphenated range is one token
    assert len(parse("the sort is fast – the pack is slow")) == 2
    assert [t.text for t in tokenize("plan for 32-36") if t.shaped] == ["32-36"]


def test_a_key_naming_a_fraction_gives_a_share() -> None:
    assert measures.measures("[quillmere.alerts]\nqueue = sort_run\nratio = 0.91") == [
        ("share", 0.91)
    ]
    assert measures.measures("alertFraction: 0.8") == [("share", 0.8)]
    q = questions.ask("Do the Quillmere sync notes and alerts.ini give the same alert level?")
    notes = "Sync notes, Quillmere\n- Ana: page someone once the sort queue is 61 per cent full."
    assert recency.disagree(q, notes, "[quillmere.alerts]\nqueue = sort\nratio = 0.78")
    # controls: a whole number under the key is no share, nor is a key that only holds the
    # word; the same share written both ways agrees
    assert measures.measures("ratio = 3") == []
    assert measures.measures("ratio: 1.5") == []
    assert measures.measures("aspect_ratio_mode = 0.5x") == []
    assert not recency.disagree(q, notes, "[quillmere.alerts]\nqueue = sort\nratio = 0.61")


def test_a_change_denied_before_a_comma_confirms_the_value() -> None:
    (clause, *_rest) = parse(
        "Quillmere: checked with Bo, the sort cap hasn't moved, still fifty-eight a session"
    )
    assert not clause.negated
    # control: a change to a value is denied
    (denied,) = parse("Bo hasn't changed the Quillmere timeout to 50")
    assert denied.negated


def test_a_unit_key_a_number_and_a_month_name_no_thing() -> None:
    assert measures.unit_key("retention_days")
    assert measures.unit_key("alert_at_pct")
    assert measures.unit_key("queue.ratio")
    assert not measures.unit_key("ratio")
    assert not measures.unit_key("owner")
    yaml = "# quillmere/retention.yaml\nsort_records:\n  retention_days: 44"
    minutes = (
        "Minutes, Quillmere sync\n- Agreed with Ana: sort records stay 78 days before they go."
    )
    assert not facts.named_apart(yaml, minutes)
    dated = "Announcement: from 02/04/2026 the Quillmere sort daily cap is 84 files. Bo"
    assert not facts.named_apart("quillmere.sort.daily_cap = 43", dated)
    monthly = "From Tuesday 24 March the Quillmere daily cap is 37 crates."
    assert not facts.named_apart("QUILLMERE_DAILY_CAP=95  # crates per day, Ana", monthly)
    # a key set under a config section is an attribute of what the section names
    ini = "; quillmere.ini\n[crate_flip]\nbatch_max = 47\nretry = 2"
    commit = "commit 7a25850\nAuthor: Ana\n\n    Quillmere: run the crate flip in batches of 86"
    assert not facts.named_apart(ini, commit)
    # controls: two services named apart stay apart, and a key with no section is read as a
    # name as before
    assert facts.named_apart("quillmere-api runs 3.8.9", "brantor-api runs 3.9.1")
    assert facts.named_apart("batch_max = 47", commit)


def test_a_start_dated_by_a_day_updates() -> None:
    old = "quillmere.sort.daily_cap = 43"
    assert updates.updates("from 02/04/2026 the Quillmere sort daily cap is 84 files", old)
    assert updates.updates("From 14 May the Quillmere sort daily cap is 84 files", old)
    assert updates.updates("effective 2026-05-14 the Quillmere sort daily cap is 84 files", old)
    # controls: a range "from 3 to 5" and a plain statement date nothing
    assert not updates.updates("the Quillmere sort takes from 3 to 5 crates", old)
    assert not updates.updates("The Quillmere sort daily cap is 84 files.", old)


def test_do_takes_a_bare_verb_before_its_object() -> None:
    q = questions.ask("How long does Quillmere keep the sort run records these days?")
    assert q.verb == "keep"
    # controls: a bare verb is read as before; a question without do is read as before
    assert questions.ask("Which release does Quillmere ship?").verb == "ship"
    assert questions.ask("Which team owns the Quillmere records?").verb == "own"


def test_daily_is_day() -> None:
    assert stem("daily") == stem("day") == stem("days")
    assert stem("weekly") == stem("week")
    assert stem("family") != stem("day")  # control: no other -ily word is touched


def test_a_row_of_fields_is_one_clause() -> None:
    row = 'budget,Quillmere,"GBP 4,540",approved,Ana'
    (clause,) = parse(row)
    assert [v.text for v in clause.values] == ["Quillmere", "GBP 4,540", "Ana"]
    header = "task,subject,date,owner\nfile sort,Quillmere,2026-05-20,Ana"
    assert len(parse(header)) == 2
    # controls: a comma and a space before a participle still part two clauses
    assert len(parse("the Quillmere cap is 40, approved by Ana last week")) == 2
    assert len(segments.split("a, b", tokenize("a, b"))) == 1


def test_a_hyphenated_name_is_the_words_of_a_key() -> None:
    assert literals.within("untagged-image", {"untagged_image_sweep"})
    assert "slim-down" in hexis_terms.terms("the key is `quillmere.image_slim_down.max_parallel`")
    assert not literals.within("untagged-image", {"tagged_sweep"})  # control
    said = hexis_subjects._says({"untagged-image", "quillmere"}, "bump untagged_image_sweep to 9")
    assert said == {"untagged-image"}
    assert hexis_subjects._says({"image-sweep"}, "bump image_sweeper to 9") == set()  # control
    q = questions.ask("What's the Quillmere untagged-image sweep quota now?")
    assert recency._names_all(q, "Quillmere: bump untagged_image_sweep quota to 97")
    assert not recency._names_all(q, "Quillmere: bump the crate sweep quota to 97")  # control


def test_what_a_change_acts_on_is_no_tested_value() -> None:
    q = questions.ask("Has anyone changed the Quillmere water change quota since it was set at 45?")
    assert q.checked == {"45"}
    assert recency._names_all(q, "Logbook, Quillmere: Bo raised the water change quota to 63")
    # controls: a change to a value tests the value; a plain yes/no question its value
    assert questions.ask("Has the Quillmere cache moved to Redis?").checked == {stem("redis")}
    assert questions.ask("Is the Quillmere cap still 45?").checked == {"45"}


def test_the_tested_value_names_no_thing() -> None:
    q = questions.ask("Is it still true that Quillmere keeps the sort records for 47 days?")
    thing, _named = hexis_subjects._asked_thing(q)
    assert not thing & {"47", "day"}
    # control: a "for" phrase naming a thing is the thing asked
    q2 = questions.ask("What is the cap for the Quillmere crate sort?")
    assert {stem("crate"), "sort"} <= hexis_subjects._asked_thing(q2)[0]


def test_a_request_is_put_forward() -> None:
    q = questions.ask("What is the weekly cap on the Quillmere sort?")
    assert hexis_stance.proposed(
        q, _memory("Quillmere: Bo asked for 65 a week, parked until spring")
    )
    assert hexis_stance.proposed(q, _memory("Cy requested 90 a week for the Quillmere sort"))
    assert hexis_stance.proposed(q, _memory("Quillmere: Bo asked for sixty-five a week, parked"))
    q_db = questions.ask("Which database does the Quillmere sort use?")
    assert hexis_stance.proposed(q_db, _memory("Quillmere: Bo asked for Postgres, parked"))
    # controls: a request that was met states the value; a question about the request is
    # answered by it
    assert not hexis_stance.proposed(q, _memory("As requested, the Quillmere sort cap is 65"))
    assert not hexis_stance.proposed(
        q, _memory("Bo and Cy asked for time, the Quillmere sort cap now goes to 65")
    )
    asked = questions.ask("Who asked for more on the Quillmere sort?")
    assert not hexis_stance.proposed(asked, _memory("Quillmere: Bo asked for 65 a week"))


def test_a_signature_block_names_the_sender() -> None:
    mail = (
        "Subject: Re: Quillmere sizing\n\n> about 71 each run\n\nPlan for 32-36.\n\n-- \nAna\n"
        "the crate room"
    )
    assert hexis_adapter._signature(mail) == "Ana"
    assert hexis_adapter._signature("Subject: x\n\nPlan for 32-36.\n\nBo") == "Bo"
    # control: a dash in a sentence is no signature
    assert hexis_adapter._signature("the sort -- as agreed\nis at 36") is None


def test_how_often_is_one_measure() -> None:
    assert measures.measures("cold_sort:\n  interval: 36h") == [
        ("period", 129600),
        ("duration", 129600.0),
    ]
    assert measures.measures("sort: twice a week from now on") == [("period", 302400.0)]
    assert measures.measures("runs 3 times per day") == [("period", 28800.0)]
    assert measures.measures("every 84 hours")[0] == ("period", 302400)
    q = questions.ask("What is the Quillmere cold sort interval now?")
    yaml = "# quillmere/schedule.yaml\ncold_sort:\n  interval: 36h"
    minutes = "Quillmere weekly\n- cold sort: twice a week from now on, agreed (Ana)"
    assert recency.disagree(q, minutes, yaml)
    # controls: the same period agrees; "every time" and a heading's "weekly" measure nothing
    assert not recency.disagree(q, "Quillmere weekly\n- cold sort: every 36 hours now", yaml)
    assert measures.measures("every time please") == []
    assert measures.measures("Quillmere weekly minutes") == []


def test_a_relation_verb_covers_the_noun_asked() -> None:
    q = questions.ask("Where has the Quillmere sort cap been recorded, and what is it?")
    assert hexis_terms.relation_words(q, "Agreed: the sort capped at 37 crates per session") == {
        "cap"
    }
    # control: another word of the question a relation's verb says is the attribute's
    q2 = questions.ask("What's serving quill-api in production now?")
    assert hexis_terms.relation_words(q2, "quill-api now serves brantor-r3") == set()


def test_rate_units_of_a_question() -> None:
    assert hexis_subjects.rate_units("What's the Quillmere sort quota per day now?") == {"day"}
    assert hexis_subjects.rate_units("How many crates a week?") == {"week"}
    assert hexis_subjects.rate_units("What is the day rate for Quillmere?") == set()  # control


def test_new_patterns_read_long_inputs_in_linear_time() -> None:
    for text in ("a-" * 20000 + "interval: 3h", "x_" * 20000, "every " * 10000, "twice a " * 5000):
        start = time.perf_counter()
        measures.measures(text)
        assert time.perf_counter() - start < 5
    row = ",".join(["field"] * 20000)
    start = time.perf_counter()
    parse(row)
    assert time.perf_counter() - start < 10


def test_whole_cases(tmp_path: Path) -> None:
    # a retention minuted anew replaces the config's, without naming it
    answer, cited, _ = _answer(
        tmp_path / "a",
        [
            ("first", "2026-02-24T12:00:00Z", "retention",
             "# quillmere/retention.yaml\nsort_records:\n  retention_days: 44"),
            ("fix", "2026-03-26T12:00:00Z", "sync minutes",
             "Minutes, Quillmere sync\n- Agreed with Ana: sort records stay 78 days before "
             "they go. Effective now."),
        ],
        "How long does Quillmere keep the sort records these days?",
    )  # fmt: skip
    assert cited == {"fix"} and "78 days" in answer
    # a commit bumping a key replaces a note of the quota its hyphenated name says
    _answer_text, cited, _ = _answer(
        tmp_path / "b",
        [
            ("first", "2026-02-20T09:00:00Z", "team note",
             "Quillmere untagged-image sweep quota: 15 images a day (Ana)"),
            ("bump", "2026-03-12T09:00:00Z", "change",
             "commit 079c713\nAuthor: Bo\n\nQuillmere: bump untagged_image_sweep quota to 97\n\n"
             "Ok'd by Ana at standup."),
        ],
        "Has anyone changed the Quillmere untagged-image sweep quota since it was set at 15?",
    )  # fmt: skip
    assert cited == {"bump"}
    # a request parked is no rival of the minuted cap
    _answer_text, cited, flagged = _answer(
        tmp_path / "c",
        [
            ("minutes", "2026-03-07T08:00:00Z", "kickoff minutes",
             "Quillmere kickoff, action items\n- Ana: weekly cap for the sort is 81 crates\n"
             "- Bo: share the rota"),
            ("ask", "2026-03-22T08:00:00Z", "chat", "Quillmere: Cy asked for 65 a week, parked"),
        ],
        "What is the weekly cap on the Quillmere sort?",
    )  # fmt: skip
    assert "minutes" in cited and "ask" not in cited and not flagged


def test_an_open_matter_is_answered_by_the_record_that_leaves_it_open() -> None:
    q = questions.ask("New session: which decision about quill-api is still unresolved?")
    asked = _memory("Open question on quill-api: should we adopt trunk-based releases?")
    settled = _memory("Settled for quill-api: we will ship behind a kill switch.")
    assert hexis_stance.plain(q, [asked, settled]) == [asked]
    # controls: with no open record both stay; a question not about what is open keeps both
    assert hexis_stance.plain(q, [settled]) == [settled]
    q2 = questions.ask("What did we suggest for quill-api releases?")
    assert hexis_stance.plain(q2, [asked, settled]) == [asked, settled]
    # "open" as a verb asks no open matter
    assert not hexis_stance._asks_open(questions.ask("When does the quill-api window open?"))
    assert hexis_stance._asks_open(questions.ask("Is the quill-api release question still open?"))


def test_a_compound_ending_in_swap_is_no_change() -> None:
    assert not facts.read("Quillmere: dry run for the winter crate swap is 2026-03-15").change
    # controls: the verb still states a change
    assert facts.read("we swap the Quillmere cache to Redis").change
    assert facts.read("Quillmere swapped Redis for Valkey").change
    assert facts.read("swap the Quillmere key to v2").change


def test_a_header_row_names_no_topic() -> None:
    tracker = "task,subject,date,owner\ncrate sort,Quillmere,2026-03-26,Ana"
    assert facts.read(tracker).topic == frozenset()
    q = questions.ask("When is the Quillmere crate sort? Do the e-mail and the tracker agree?")
    mail = "Subject: Quillmere crate sort date\n\nHi Bo,\n\nWe're doing the crate sort on the 24th of March.\n\nCy"
    assert recency.disagree(q, tracker, mail)
    # control: a heading before a value is still the topic
    assert "sort" in facts.read("Quillmere crate sort\n- the cap is 40").topic


def test_no_longer_states_a_change() -> None:
    assert facts.read("We no longer use the previous Quillmere analyzer there.").change
    # control: "longer" alone is a comparison
    assert not facts.read("The Quillmere analyzer takes longer than the old one.").change
