"""The memory benchmark's reader (``bench.hexis_adapter``) on the twenty-ninth round's rules:
a joined question's part asking a measured class ("how high is the guest limit") answered by
the record stating one, and a part asking "where" in words no record holds answered by the
record stating a place; an update announced by its label ("Small change: ...", "Update: ...")
replaces what it updates; a later record stating a value of what is asked ("Let's go with Bo
as X coordinator instead", "X has moved over to the masonic hall") is a rival the earlier
one is stale beside; a guess signed off by its writer is still a guess; "week about" is no
hedge; a passive with an irregular participle ("is taught in Portuguese") states its value.
Each beside its control and an attack."""

from __future__ import annotations

from cairn.policy import facts
from tests.context_kit import hexis_ask as ask
from tests.context_kit import hexis_event as event

CHAT = [
    event("c1", "good turnout for Anvilworth this time round", "2026-06-01T09:00:00Z",
          "team chat message"),
    event("c2", "the Anvilworth kettle is broken again, bring a flask", "2026-06-02T09:00:00Z",
          "team chat message"),
]  # fmt: skip


def test_a_part_asking_a_limit_is_answered_by_the_record_stating_one() -> None:
    events = [
        *CHAT,
        event("lim", "Settings note: Anvilworth allows forty-seven guests a season per member.",
              "2026-06-03T09:00:00Z", "settings note"),
        event("other", "Settings note: Brantor allows 74 guests a season per member.",
              "2026-06-04T09:00:00Z", "settings note"),
        event("who", "Only Bo can raise the Anvilworth guest limit; ask them first.",
              "2026-06-05T09:00:00Z", "rota decisions"),
        event("guess", "pretty sure Anvilworth lets you do ninety-eight? Cy",
              "2026-06-06T09:00:00Z", "side chat"),
    ]  # fmt: skip
    got = ask(events, "How high is the guest limit on Anvilworth, and whom do I ask to raise it?")
    assert sorted(got["citations"]) == ["lim", "who"]
    # control: asked whom to ask alone, the settings note is no answer
    assert ask(events, "Whom do I ask to raise the Anvilworth guest limit?")["citations"] == ["who"]
    # attack: without the settings note, the guess is not taken for the limit's record of
    # what holds beside the person to ask (the record naming the limit still answers)
    bare = [e for e in events if e["event_id"] != "lim"]
    got = ask(bare, "How high is the guest limit on Anvilworth, and whom do I ask to raise it?")
    assert "who" in got["citations"] and "other" not in got["citations"]


def test_a_part_asking_where_in_other_words_is_answered_by_the_record_stating_a_place() -> None:
    events = [
        event("keep", "Anvilworth handbook: attendance sheets are kept for 65 days.",
              "2026-04-16T09:00:00Z", "Anvilworth handbook"),
        event("okeep", "Brantor handbook: attendance sheets are kept for 76 days.",
              "2026-04-17T09:00:00Z", "Brantor handbook"),
        event("arch", "Handover note: Anvilworth attendance sheets are archived in the post bag.",
              "2026-04-19T09:00:00Z", "handover note"),
        event("oarch", "Handover note: Brantor attendance sheets are archived in the cap box.",
              "2026-04-20T09:00:00Z", "handover note"),
    ]  # fmt: skip
    q = "For how many days does Anvilworth keep its attendance sheets, and where do old ones go?"
    got = ask(events, q)
    assert sorted(got["citations"]) == ["arch", "keep"]
    assert "cap box" not in got["answer"] and "76" not in got["answer"]
    # control: asked the days alone, the archive is no answer
    assert ask(events, "For how many days does Anvilworth keep its attendance sheets?")[
        "citations"
    ] == ["keep"]
    # attack: a record stating no place ("kept for ... days", "on the Friday") is not taken
    # for the place when the archive record is gone
    none = [e for e in events if e["event_id"] != "arch"]
    none.append(event("fri", "Anvilworth sheets get checked on the Friday.",
                      "2026-04-21T09:00:00Z", "handover note"))  # fmt: skip
    got = ask(none, q)
    assert "oarch" not in got["citations"] and "fri" not in got["citations"]


def test_a_label_announcing_an_update_replaces_what_it_updates() -> None:
    events = [
        event("old", "Treasurer's note: the Anvilworth monthly SMS budget is £545.",
              "2026-02-18T09:00:00Z", "treasurer's note"),
        event("other", "Treasurer's note: the Brantor monthly SMS budget is £309.",
              "2026-02-19T09:00:00Z", "treasurer's note"),
        event("fix", "Small change: the Anvilworth monthly SMS budget goes to £283.",
              "2026-02-23T09:00:00Z", "budget notes from Cy"),
    ]  # fmt: skip
    got = ask(events, "Is the Anvilworth monthly SMS budget still £545?", "2026-02-25T09:00:00Z")
    assert got["citations"] == ["fix"] and got["contradictions"] == []
    # control: a record from another source giving another value, announcing nothing, is a
    # conflict: both stand
    plain = [
        *events[:2],
        {**events[2], "content": "Cy says the Anvilworth monthly SMS budget is £283."},
    ]
    got = ask(plain, "Is the Anvilworth monthly SMS budget still £545?", "2026-02-25T09:00:00Z")
    assert sorted(got["citations"]) == ["fix", "old"]
    # attack: an update of another thing replaces nothing of this one
    other = [
        *events[:2],
        {**events[2], "content": "Small change: the Brantor monthly SMS budget goes to £283."},
    ]
    got = ask(other, "What is the Anvilworth monthly SMS budget?", "2026-02-25T09:00:00Z")
    assert got["citations"] == ["old"]


def test_an_update_in_other_words_than_the_question_still_replaces() -> None:
    events = [
        event("old", "Anvilworth: a squad training is capped at 96 players.",
              "2026-03-22T09:00:00Z", "handover note"),
        event("other", "Brantor: a social dance is capped at 51 dancers.",
              "2026-03-23T09:00:00Z", "handover note"),
        event("fix", "Update: from today an Anvilworth squad training can take 87 players.",
              "2026-03-27T09:00:00Z", "handover note"),
    ]  # fmt: skip
    got = ask(events, "What's the current cap on an Anvilworth squad training?",
              "2026-03-29T09:00:00Z")  # fmt: skip
    assert got["citations"] == ["fix"] and "96" not in got["answer"]
    # control: asked before the update, the earlier record answers
    got = ask(events[:2], "What's the current cap on an Anvilworth squad training?",
              "2026-03-25T09:00:00Z")  # fmt: skip
    assert got["citations"] == ["old"]
    # attack: an update naming another thing leaves the cap alone
    moved = [
        *events[:2],
        {
            **events[2],
            "content": "Update: from today a Brantor squad training can take 87 players.",
        },
    ]
    got = ask(moved, "What's the current cap on an Anvilworth squad training?",
              "2026-03-29T09:00:00Z")  # fmt: skip
    assert got["citations"] == ["old"]


def test_a_later_record_naming_who_is_asked_in_other_words_replaces_the_earlier() -> None:
    events = [
        event("old", "Rota decisions: Ana coordinates the Anvilworth stock poll.",
              "2026-04-18T09:00:00Z", "rota decisions"),
        event("other", "Rota decisions: Di coordinates the Brantor grid export.",
              "2026-04-19T09:00:00Z", "rota decisions"),
        event("fix", "Let's go with Bo as Anvilworth coordinator instead.",
              "2026-04-23T09:00:00Z", "group chat"),
    ]  # fmt: skip
    got = ask(events, "Who coordinates the Anvilworth stock poll now?", "2026-04-25T09:00:00Z")
    assert got["citations"] == ["fix"]
    got = ask(events, "Is Ana still coordinating Anvilworth?", "2026-04-25T09:00:00Z")
    assert got["citations"] == ["fix"]
    # control and attack: later chatter naming the thing and no person ("Minor typo fixed in
    # the Anvilworth readme", an erratum) replaces no one
    chatter = [
        event("fact", "Ana took over Anvilworth", "2026-07-20T09:00:00Z", "a note"),
        event("near", "Brantor is led by Di", "2026-08-08T09:00:00Z", "a note"),
        event("typo", "Minor typo fixed in the Anvilworth readme.", "2026-09-21T09:00:00Z",
              "an email"),
        event("rem", "A reminder went out about Anvilworth paperwork.", "2026-09-05T09:00:00Z",
              "a note"),
    ]  # fmt: skip
    got = ask(chatter, "Who leads Anvilworth?", "2027-02-04T09:00:00Z")
    assert got["citations"] == ["fact"]


def test_a_move_replaces_where_the_thing_met() -> None:
    events = [
        event("old", "Anvilworth social dance meets in the ballroom upstairs.",
              "2026-02-19T09:00:00Z", "message from Cy"),
        event("other", "Brantor nets session meets in the top field.", "2026-02-20T09:00:00Z",
              "message from Di"),
        event("fix", "Ignore my last — Anvilworth has moved over to the masonic hall this week.",
              "2026-02-24T09:00:00Z", "message from Cy"),
    ]  # fmt: skip
    got = ask(events, "Where does Anvilworth meet these days?", "2026-02-26T09:00:00Z")
    assert got["citations"] == ["fix"]
    # attack: a later line naming no place ("the Anvilworth mailing list moved to the new
    # tool" names a tool) does not replace who signs off
    signs = [
        event("fact", "Decision log: Bo signs off Anvilworth expenses from now on.",
              "2026-04-07T09:00:00Z", "decision log"),
        event("list", "heads up: the Anvilworth mailing list moved to the new tool",
              "2026-07-07T09:00:00Z", "team chat message"),
    ]  # fmt: skip
    got = ask(signs, "Who do I ask to sign off an Anvilworth expense?", "2026-11-26T09:00:00Z")
    assert got["citations"] == ["fact"]


def test_a_guess_signed_off_by_its_writer_is_still_a_guess() -> None:
    events = [
        event("frame", "Brantor sits at fifty-eight on the same setting, for what it's worth.",
              "2026-04-30T09:00:00Z", "team page"),
        event("cfg", "[anvilworth.limits]\nvenue_capacity = 92", "2026-05-01T09:00:00Z",
              "config.toml"),
        event("guess", "iirc Anvilworth tops out around 36? going from memory, Cy",
              "2026-05-02T09:00:00Z", "side chat"),
    ]  # fmt: skip
    got = ask(events, "How many people can the top field take for an Anvilworth session?",
              "2026-05-04T09:00:00Z")  # fmt: skip
    assert got["citations"] == ["cfg"]
    # control: a plain statement signed off the same way is a record of what holds
    signed = [*events[:2], {**events[2], "content": "Anvilworth tops out at 36 now, Cy"}]
    got = ask(signed, "How many people can the top field take for an Anvilworth session?",
              "2026-05-04T09:00:00Z")  # fmt: skip
    assert "guess" in got["citations"]


def test_week_about_is_no_hedge() -> None:
    events = [
        event("shift", "Wiki: Anvilworth on-call cover works week about.",
              "2026-04-20T09:00:00Z", "wiki"),
        event("pitch", "Cy pitched four on, three off for Anvilworth; nobody bit",
              "2026-04-21T09:00:00Z", "side chat"),
        event("owner", "Agenda item 2: Bo draws up the Anvilworth rota.", "2026-04-23T09:00:00Z",
              "agenda"),
    ]  # fmt: skip
    got = ask(events, "How is on-call cover for Anvilworth rostered, and who writes the rota?",
              "2026-04-28T09:00:00Z")  # fmt: skip
    assert sorted(got["citations"]) == ["owner", "shift"]
    # control: "about" before a number, or after one closing the phrase, still approximates
    assert facts.read("Anvilworth cover needs about 4 people.").clauses[0].hedged
    assert facts.read("Anvilworth cover takes 30 minutes, about.").clauses[0].hedged
    assert not facts.read("Bo will stick around.").clauses[0].hedged


def test_two_records_naming_two_languages_by_a_passive_disagree() -> None:
    events = [
        event("frame", "Brantor handbook: the training night is taught in Dutch.",
              "2026-03-21T09:00:00Z", "Brantor handbook"),
        event("doc", "Anvilworth handbook: the social dance is taught in Portuguese.",
              "2026-03-23T09:00:00Z", "Anvilworth handbook"),
        event("agenda", "Meeting agenda\n1. Apologies\n2. Anvilworth: keep teaching the social "
              "dance in Welsh\n3. Any other business", "2026-03-25T09:00:00Z", "agenda"),
    ]  # fmt: skip
    q = "Are the Anvilworth handbook and the agenda in line on the language?"
    got = ask(events, q, "2026-03-28T09:00:00Z")
    assert sorted(got["contradictions"]) == ["agenda", "doc"]
    # control: the same language in both is no contradiction
    same = [
        *events[:2],
        {**events[2], "content": events[2]["content"].replace("Welsh", "Portuguese")},
    ]
    got = ask(same, q, "2026-03-28T09:00:00Z")
    assert got["contradictions"] == [] and sorted(got["citations"]) == ["agenda", "doc"]


def test_a_person_having_them_disagrees_with_the_handbook() -> None:
    events = [
        event("frame", "Brantor handbook: the spare keys to the roller shed are held by Ana.",
              "2026-02-11T09:00:00Z", "Brantor handbook"),
        event("doc", "Anvilworth handbook: the spare keys to the post bag are held by Bo.",
              "2026-02-13T09:00:00Z", "Anvilworth handbook"),
        event("text", "Anvilworth spare keys? Cy has them, just shout", "2026-02-15T09:00:00Z",
              "text message from Di"),
    ]  # fmt: skip
    q = "Are the Anvilworth handbook and Di's text in line about the spare keys?"
    got = ask(events, q, "2026-02-18T09:00:00Z")
    assert sorted(got["contradictions"]) == ["doc", "text"]
    # control: the text naming the handbook's holder agrees with it
    same = [*events[:2], {**events[2], "content": "Anvilworth spare keys? Bo has them, just shout"}]
    got = ask(same, q, "2026-02-18T09:00:00Z")
    assert got["contradictions"] == [] and sorted(got["citations"]) == ["doc", "text"]
