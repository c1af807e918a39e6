"""The memory benchmark's reader (``bench.hexis_adapter``) on the twenty-eighth round's rules:
a joined question's "whom do I pay" answered by the record naming a person ("X money goes to
Bo"); an update ("Update: new X keypad code, 4972, starting today") is about the keypad code,
not about something new; a draft a later clause calls "not live" answers nothing; a limit in
words ("may run for at most seventy-three minutes") is no guess; another wording of the asked
attribute stays a rival; a question about a person "still leading X on-call" is about X. Each
beside its control and an attack."""

from __future__ import annotations

from tests.context_kit import hexis_ask as ask
from tests.context_kit import hexis_event as event

CHAT = [
    event("c1", "thanks all, good Anvilworth chat", "2026-06-01T09:00:00Z", "team chat message"),
    event("c2", "no news on Anvilworth from my side.", "2026-06-02T09:00:00Z", "team chat message"),
]


def test_whom_do_i_pay_is_answered_by_the_record_naming_a_person() -> None:
    events = [
        *CHAT,
        event("fee", "text from Cy: Anvilworth is £173 a year, pay when you can",
              "2026-06-03T09:00:00Z", "text message from Cy"),
        event("ofee", "text from Cy: Brantor is £159 a year, same as before",
              "2026-06-03T09:00:00Z", "text message from Cy"),
        event("who", "Treasurer's note: Anvilworth money goes to Bo, nobody else.",
              "2026-06-05T09:00:00Z", "treasurer's note"),
        event("owho", "Treasurer's note: Brantor money goes to Di, nobody else.",
              "2026-06-05T09:00:00Z", "treasurer's note"),
    ]  # fmt: skip
    got = ask(events, "What does Anvilworth cost a year, and whom do I pay?")
    assert sorted(got["citations"]) == ["fee", "who"]
    # control: asked the cost alone, the treasurer's note is no answer
    assert ask(events, "What does Anvilworth cost a year?")["citations"] == ["fee"]
    # attack: a part referring to the whole's answer ("who announced it?") asks its sender,
    # and a chat line naming only the asked thing states no person
    deputy = [
        *CHAT,
        event("lead", "Bo leads the Anvilworth panel refresh this season.",
              "2026-06-03T09:00:00Z", "recap"),
        event("chat", "ok noted re Anvilworth, will read properly later",
              "2026-06-04T09:00:00Z", "team chat message"),
        event("dep", "If the Anvilworth lead is away, Cy stands in.", "2026-06-05T09:00:00Z",
              "handover note"),
    ]  # fmt: skip
    got = ask(deputy, "Who runs Anvilworth's panel refresh, and who is the deputy?")
    assert "chat" not in got["citations"] and "lead" in got["citations"]


def test_an_update_naming_the_slot_replaces_the_record_that_matched_the_question() -> None:
    events = [
        *CHAT,
        event("old", "The Anvilworth keypad code for the rope bin is 4270.",
              "2026-06-03T09:00:00Z", "settings note"),
        event("other", "The Brantor keypad code for the spares shelf is 4361.",
              "2026-06-04T09:00:00Z", "settings note"),
        event("fix", "Update: new Anvilworth keypad code, 4972, starting today.",
              "2026-07-09T09:00:00Z", "team chat"),
    ]  # fmt: skip
    got = ask(events, "What opens the rope bin for Anvilworth these days?")
    assert got["citations"] == ["fix"] and "4270" not in got["answer"]
    # control: a record naming another new thing is still another thing's
    other = [
        *events[:-1],
        event("new", "Anvilworth has a new shed; its padlock code is 5511.",
              "2026-07-09T09:00:00Z", "team chat"),
    ]  # fmt: skip
    assert "4270" in ask(other, "What opens the rope bin for Anvilworth these days?")["answer"]


def test_a_draft_a_later_clause_calls_not_live_answers_nothing() -> None:
    events = [
        *CHAT,
        event("fact", "| subject | item | pinned |\n| Anvilworth | fare rules | ng-79j |",
              "2026-06-03T09:00:00Z", "wiki table"),
        event("draft", "Subject: Anvilworth fare rules draft\nDraft px-90d of the Anvilworth"
              " fare rules is up for comments. It is not live.\n— the editors",
              "2026-06-05T09:00:00Z", "mail"),
    ]  # fmt: skip
    got = ask(events, "Which version of the fare rules is live for Anvilworth?")
    assert got["citations"] == ["fact"] and "px-90d" not in got["answer"]
    # control: a draft no later clause turns down still answers a question about drafts
    kept = [*events[:-1], event("draft", "Draft px-90d of the Anvilworth fare rules is up for"
                                " comments.", "2026-06-05T09:00:00Z", "mail")]  # fmt: skip
    got = ask(kept, "Which draft of the Anvilworth fare rules is up for comments?")
    assert "px-90d" in got["answer"]


def test_a_limit_in_words_is_no_guess_and_a_request_opening_the_question_compares() -> None:
    events = [
        *CHAT,
        event("doc", "Anvilworth handbook: a bateria practice may run for at most"
              " seventy-three minutes.", "2026-06-03T09:00:00Z", "Anvilworth handbook"),
        event("note", "Sticky note on the door: every Anvilworth bateria practice ends after"
              " 82 minutes.", "2026-06-05T09:00:00Z", "sticky note"),
    ]  # fmt: skip
    q = "Check the Anvilworth handbook against the sticky note: what's the time limit?"
    got = ask(events, q)
    assert sorted(got["contradictions"]) == ["doc", "note"]
    # control: a guess in words stays a guess ("might run to about seventy minutes")
    guess = [
        *CHAT,
        event("doc", "Ana thinks a practice might run to seventy-three minutes, not sure.",
              "2026-06-03T09:00:00Z", "team chat message"),
        events[-1],
    ]  # fmt: skip
    assert "doc" not in ask(guess, "What's the time limit on an Anvilworth practice?")["citations"]


def test_another_wording_of_the_asked_attribute_stays_a_rival() -> None:
    # kept as the guard of a rule tried and dropped this round: a record of the named thing
    # saying the attribute in other words ("availability" for "uptime") is a rival, though it
    # holds none of the asked words the used one holds and words of its own
    events = [
        *CHAT,
        event("contract", "Contract excerpt, schedule B: Anvilworth guarantees monthly"
              " availability of 99.95%.", "2026-06-03T09:00:00Z", "contract"),
        event("status", "Anvilworth account manager e-mail: SLA is 99.5% uptime, per our"
              " standard terms", "2026-06-05T09:00:00Z", "vendor page"),
    ]  # fmt: skip
    got = ask(events, "What uptime does Anvilworth commit to?")
    assert sorted(got["contradictions"]) == ["contract", "status"]


def test_another_place_of_the_named_thing_is_no_rival_when_the_sources_are_checked() -> None:
    events = [
        *CHAT,
        event("d2", "Anvilworth notes: the mill pool is only for overflow and fits 72 rods.",
              "2026-06-05T09:00:00Z", "notes"),
        event("a", "Anvilworth handbook: the upper beat takes no more than eighty-one rods at a"
              " time.", "2026-06-06T09:00:00Z", "Anvilworth handbook"),
        event("b", "Sticky note on the door: Anvilworth in the upper beat, max 81 rods!",
              "2026-06-09T09:00:00Z", "sticky note"),
    ]  # fmt: skip
    q = "Check the Anvilworth handbook against the sticky note: what's the most rods the upper beat can hold?"
    got = ask(events, q)
    assert sorted(got["citations"]) == ["a", "b"] and got["contradictions"] == []
    # control: the two sources giving two values for the upper beat conflict
    other = [*events[:-1], event("b", "Sticky note on the door: Anvilworth in the upper beat,"
                                  " max 74 rods!", "2026-06-09T09:00:00Z", "sticky note")]  # fmt: skip
    assert sorted(ask(other, q)["contradictions"]) == ["a", "b"]


def test_a_person_still_leading_a_named_on_call_asks_about_the_named_thing() -> None:
    events = [
        *CHAT,
        event("old", "Team page: Ana leads Anvilworth on-call.", "2026-06-03T09:00:00Z",
              "team page"),
        event("theirs", "Team page: Cy leads Brantor on-call.", "2026-06-04T09:00:00Z",
              "team page"),
        event("fix", "Correction: Bo leads Anvilworth on-call now.", "2026-07-01T09:00:00Z",
              "team chat"),
    ]  # fmt: skip
    got = ask(events, "Is Ana still leading Anvilworth on-call?")
    assert got["citations"] == ["fix"] and "Cy" not in got["answer"]
    # attack: the vendor asked through a clause of time ("when I ring X's vendor")
    vendor = [
        *CHAT,
        event("fact", "Anvilworth vendor support contract number: Ke61Fo",
              "2026-06-03T09:00:00Z", "settings note"),
        event("other", "Brantor vendor support contract number: Xa81Ko",
              "2026-06-04T09:00:00Z", "settings note"),
    ]  # fmt: skip
    got = ask(vendor, "Which contract number do I quote when I ring Anvilworth's vendor?")
    assert got["citations"] == ["fact"]
