"""General mechanisms of judgment, each beside a control: a retraction word inside a noun phrase,
a correction that judges its value, a change restating an earlier slot, values that differ
across frames for a question about conflicts, the reader's minimal pairs and trust floor
for contested rivals, an event undone in the passive ("... but got reverted"), and two head
phrases sharing a word taken as two things, not two values of one slot."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis_adapter
from cairn.policy import facts, questions


def _event(
    eid: str, text: str, at: str, *, trust: float = 0.9, session: str = "s1"
) -> dict[str, Any]:
    return {
        "event_id": eid,
        "session_id": session,
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": "document", "label": f"{eid} doc", "trust": trust},
    }


def _case(events: list[dict[str, Any]], question: str) -> dict[str, Any]:
    return {
        "case_id": "judgment",
        "events": events,
        "query": {"session_id": "q", "at": "2026-03-01T10:00:00Z", "text": question},
    }


def test_a_retraction_word_inside_a_noun_phrase_is_no_correction() -> None:
    assert not facts.read("An old scratch note claims gateway used sqlalchemy 6.7.4.").change
    assert not facts.read("The correction ticket lists mailer on port 8025.").change
    # control: the same words as discourse markers do correct
    assert facts.read("Scratch that, 361 is better.").change
    assert facts.read("Actually, the mailer listens on port 8025.").change


def test_a_correction_that_judges_its_value_gives_the_subject_literal_as_the_value() -> None:
    claim = facts.read("Scratch that, 361 is better.")
    assert claim.values == {"361"}
    assert facts.elliptical(claim)
    assert facts.corrects(claim, "Let's set the ratecard batch size to 245.")
    # control: a correction naming its slot keeps it ("the fix"), and is not elliptical
    named = facts.read("Actually, PR #12 is the fix.")
    assert not facts.elliptical(named)


def test_a_change_restating_an_earlier_slot_corrects_it() -> None:
    old = "The invoicer service uses jinja2 3.9.3."
    assert facts.corrects("Bumped jinja2 to 3.7.2 in invoicer.", old)
    assert facts.corrects("Invoicer was upgraded to jinja2 3.7.2 this week.", old)
    # controls: another service, another package, the same value
    assert not facts.corrects("Bumped jinja2 to 3.7.2 in mailer.", old)
    assert not facts.corrects("Bumped boto3 to 3.7.2 in invoicer.", old)
    assert not facts.corrects("Bumped jinja2 to 3.9.3 in invoicer.", old)
    # a statement that is no change corrects nothing
    assert not facts.corrects("Invoicer uses jinja2 3.7.2.", old)


def test_values_that_differ_in_any_frame_differ_unless_qualified_apart() -> None:
    wiki = "Gateway timeout for auth-api: 2914ms."
    assert facts.differ(wiki, "The gateway cuts off auth-api requests after 4449ms.")
    # controls: other units, the same value, another entity, qualifiers apart
    assert not facts.differ(wiki, "The gateway retries auth-api requests 3 times.")
    assert not facts.differ(wiki, "The gateway cuts off auth-api requests after 2914ms.")
    assert not facts.differ(wiki, "Gateway timeout for billing-api: 4449ms.")
    asked = questions.ask("What backs the catalog service? Do the records conflict?").words
    assert not facts.differ(
        "In staging, the catalog service uses Postgres 15.",
        "In production, the catalog service uses Postgres 16.",
        asked,
    )
    assert facts.differ(
        "The catalog service uses Postgres 15.",
        "Per the inventory, the catalog service runs on Postgres 16.",
        asked,
    )


def test_the_reader_answers_the_service_asked_among_three_in_one_frame() -> None:
    events = [
        _event("a", "Quota retries failed deploy steps up to 7 times.", "2026-01-01T10:00:00Z"),
        _event("b", "Gateway retries failed deploy steps up to 6 times.", "2026-01-01T10:03:00Z"),
        _event("c", "Ratecard retries failed deploy steps up to 4 times.", "2026-01-01T10:06:00Z"),
    ]
    got = hexis_adapter.predict(
        _case(events, "What is the retry count for failed deploy steps of quota?")
    )
    assert "7 times" in got["answer"]
    assert "6 times" not in got["answer"] and "4 times" not in got["answer"]
    assert got["citations"] == ["a"]
    # control: a question naming none of them keeps all three
    got = hexis_adapter.predict(_case(events, "How many times are failed deploy steps retried?"))
    assert all(n in got["answer"] for n in ("7 times", "6 times", "4 times"))


def test_a_contested_rival_from_a_far_less_trusted_source_stays_out() -> None:
    lock = _event("lock", "The gateway lockfile pins sqlalchemy at 6.11.4.", "2026-01-01T10:00:00Z")
    note = "An old scratch note claims gateway used sqlalchemy 6.7.4."
    weak = _event("note", note, "2026-01-02T10:00:00Z", trust=0.25)
    got = hexis_adapter.predict(_case([lock, weak], "What version of sqlalchemy is gateway on?"))
    assert "6.11.4" in got["answer"] and "6.7.4" not in got["answer"]
    assert got["citations"] == ["lock"] and got["contradictions"] == []
    # control: the same rival from a source trusted alike is answered as the conflict it is
    equal = _event("note", note, "2026-01-02T10:00:00Z", trust=0.85)
    got = hexis_adapter.predict(_case([lock, equal], "What version of sqlalchemy is gateway on?"))
    assert "6.11.4" in got["answer"] and "6.7.4" in got["answer"]
    assert set(got["contradictions"]) == {"lock", "note"}


def test_a_noun_restricted_by_another_modifier_than_the_one_asked_is_another_thing() -> None:
    asked = questions.ask(
        "Where does ticketing keep its audit log? Report conflicting records."
    ).words
    audit = "Ticketing keeps its audit log in vol-7781."
    assert not facts.differ(audit, "Ticketing keeps its debug log in vol-4410.", asked)
    assert not facts.differ(
        "Per the inventory, ticketing's audit log sits in vol-9902.",
        "Ticketing keeps its debug log in vol-4410.",
        asked,
    )
    # controls: the same modifier in another frame; no modifier asked; another head noun
    assert facts.differ(audit, "Per the inventory, ticketing's audit log sits in vol-9902.", asked)
    assert facts.differ(audit, "Ticketing keeps its debug log in vol-4410.")
    wiki = "Gateway timeout for auth-api: 2914ms."
    asked = questions.ask(
        "What is the gateway timeout for auth-api? Any conflicting records?"
    ).words
    assert facts.differ(wiki, "The gateway cuts off auth-api requests after 4449ms.", asked)


def test_an_event_undone_in_the_passive_no_longer_holds() -> None:
    tried = facts.read("PR #41 tried to fix the stale cache but got reverted.")
    assert tried.clauses[0].negated and tried.clauses[1].undoes
    rolled = facts.read("Jonas opened PR #41 for the stale cache; it was rolled back later.")
    assert rolled.clauses[0].negated
    assert facts.read("PR #41 was reverted.").clauses[0].negated
    # controls: a revert *to* a value is a change; an active revert; a clause not undone
    to = facts.read("The cache timeout was reverted to 30 seconds.")
    assert not to.clauses[0].negated and to.change and to.values == {"30 seconds"}
    assert not facts.read("We reverted the cache timeout to 30 seconds.").clauses[0].negated
    kept = facts.read("PR #41 fixed the stale cache but broke staging.")
    assert not any(c.negated for c in kept.clauses)
    # a subject of its own is what was undone, not the clause before
    other = facts.read("PR #41 fixed the stale cache; PR #40 was reverted.")
    assert not other.clauses[0].negated and other.clauses[1].negated


def test_get_is_the_auxiliary_of_a_passive() -> None:
    moved = facts.read("The billing job got moved to 04:00.")
    clause = moved.clauses[0]
    assert moved.change and [v.text for v in clause.values] == ["04:00"]
    assert "got" not in clause.subject
    # control: "got" before no participle is no auxiliary
    slot = facts.read("The billing job got a slot at 04:00.")
    assert not slot.change and "04:00" in {v.text for v in slot.clauses[0].values}


def test_the_reader_leaves_out_a_fix_that_was_undone() -> None:
    bug = "the broken retry counter"
    events = [
        _event("a", f"PR #41 tried to fix {bug} but got reverted.", "2026-01-01T10:00:00Z"),
        _event("b", f"Jonas landed PR #52, which finally fixes {bug}.", "2026-01-04T10:00:00Z"),
    ]
    got = hexis_adapter.predict(_case(events, f"Which PR fixed {bug}?"))
    assert "#52" in got["answer"] and "#41" not in got["answer"]
    assert got["citations"] == ["b"]
    # control: the same attempt, passive of a verb that undoes nothing, is still an answer
    events[0] = _event("a", f"PR #41 tried to fix {bug} but got delayed.", "2026-01-01T10:00:00Z")
    got = hexis_adapter.predict(_case(events, f"Which PR fixed {bug}?"))
    assert "#41" in got["answer"]


def test_two_plain_phrases_sharing_a_word_are_two_things_not_two_values() -> None:
    search = "We renamed the search redesign branch; it is feat/ember-22 from today."
    billing = "We renamed the billing redesign branch; it is feat/fjord-33 from today."
    assert not facts.corrects(billing, search)
    assert not facts.contradicts(billing, search)
    # controls: the same change after the same thing's earlier value corrects it; two codes
    # given to one verb are still two values of one slot
    assert facts.corrects(search, "Work on the search redesign lives on branch feat/alpha-11.")
    assert facts.contradicts("Deploy PG-15", "Deploy PG-16-BETA")


def test_the_reader_keeps_a_change_to_another_thing_of_one_kind_apart() -> None:
    events = [
        _event(
            "a",
            "Work on the search redesign lives on branch feat/alpha-11.",
            "2026-01-01T10:00:00Z",
        ),
        _event(
            "b",
            "We renamed the search redesign branch; it is feat/ember-22 from today.",
            "2026-01-05T10:00:00Z",
        ),
        _event(
            "c",
            "We renamed the billing redesign branch; it is feat/fjord-33 from today.",
            "2026-01-05T10:01:00Z",
        ),
    ]
    got = hexis_adapter.predict(_case(events, "What is the branch for the search redesign?"))
    assert "feat/ember-22" in got["answer"]
    assert "feat/fjord-33" not in got["answer"] and "feat/alpha-11" not in got["answer"]
    # control: asked about the other one, the other one answers
    got = hexis_adapter.predict(_case(events, "What is the branch for the billing redesign?"))
    assert "feat/fjord-33" in got["answer"] and "feat/ember-22" not in got["answer"]
