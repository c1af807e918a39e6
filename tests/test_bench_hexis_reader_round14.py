"""The memory benchmark's reader (``bench.hexis_adapter``) on the twenty-sixth round's rules: a
draft a message puts forward ("Here is draft qm-51c for comments") is no value of record, and
its sender line states nothing; a part of a joined question saying a pronoun asks of the
thing the whole names; a record comparing a price per year is found for "what does X cost a
year?"; "still" tests the place, the verb's object or the name before it. Each beside its
control and an attack."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis_adapter


def _event(eid: str, text: str, at: str, label: str = "a note") -> dict[str, Any]:
    # as the held-out sets weigh their sources: chatter, a correction in chat or a log, notes
    trust = 0.5 if "message" in label else 0.7 if label in ("log", "team chat") else 0.85
    return {
        "event_id": eid,
        "session_id": f"s-{eid}",
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": "chat", "label": label, "trust": trust},
    }


def _ask(events: list[dict[str, Any]], question: str) -> dict[str, Any]:
    case = {
        "case_id": "t",
        "events": events,
        "query": {"session_id": "q", "at": "2026-08-01T10:00:00Z", "text": question},
    }
    return hexis_adapter.predict(case)


_CHAT = [
    _event(
        "c1",
        "thanks all for the patience with Quillmere this month",
        "2026-06-01T09:00:00Z",
        "team chat message",
    ),
    _event(
        "c2",
        "reminder to be kind in the Quillmere channel please",
        "2026-06-02T09:00:00Z",
        "team chat message",
    ),
]
_PINNED = _event(
    "pin", "CSV row: codename,item,pinned\nQuillmere,menu bundle,fk-79q", "2026-06-03T09:00:00Z"
)


def _draft(body: str) -> dict[str, Any]:
    text = f"Mail from Ana\nSubject: Quillmere menu bundle draft\n{body}\n\u2014 Ana"
    return _event("draft", text, "2026-06-05T09:00:00Z", "mail from Ana")


def test_a_draft_put_forward_is_no_value_of_record() -> None:
    ask = "Which menu bundle revision is Quillmere pinned to?"
    for body in (
        "Here is draft gx-51c for comments; it is not live yet.",
        "Here is draft gx-51c for comments.",
    ):
        got = _ask([*_CHAT, _PINNED, _draft(body)], ask)
        assert got["citations"] == ["pin"], body
    # control: a later revision said plainly is the value now
    got = _ask([*_CHAT, _PINNED, _draft("The bundle is now gx-51c, live from today.")], ask)
    assert "draft" in got["citations"]
    # attack: "a draft" naming a document, not the value, leaves the value stated
    got = _ask([*_CHAT, _PINNED, _draft("I wrote a draft note: the bundle is now gx-51c.")], ask)
    assert "draft" in got["citations"]


def test_a_part_saying_a_pronoun_asks_of_the_thing_the_whole_names() -> None:
    events = [
        *_CHAT,
        _event("aim", "Quillmere target: 35 shards per hash-list refresh.", "2026-06-03T09:00:00Z"),
        _event("d1", "Brantor target: 79 actors per read-through.", "2026-06-03T10:00:00Z"),
        _event("fund", "Budget notes: Quillmere has £953 a year to spend.", "2026-06-04T09:00:00Z"),
        _event("d2", "Budget notes: Brantor has £848 a year to spend.", "2026-06-04T10:00:00Z"),
    ]
    ask = "How many shards does Quillmere aim for per hash-list refresh, and what is its budget?"
    assert sorted(_ask(events, ask)["citations"]) == ["aim", "fund"]
    # control: a part with no pronoun asks on of the first part's thing ("and to how many?")
    ask = "How many shards does Quillmere aim for per hash-list refresh, and to how many actors?"
    assert "fund" not in _ask(events, ask)["citations"]
    # attack: a look-alike letter in the pronoun (Cyrillic "і") refers to nothing
    ask = (
        "How many shards does Quillmere aim for per hash-list refresh, and what is \u0456ts budget?"
    )
    assert "fund" not in _ask(events, ask)["citations"]


def test_a_price_per_year_is_compared_across_two_records() -> None:
    events = [
        *_CHAT,
        _event(
            "doc",
            "Quillmere handbook: the yearly fee for the kata session is £533.",
            "2026-06-03T09:00:00Z",
            "Quillmere handbook",
        ),
        _event(
            "d",
            "Brantor handbook: the yearly fee for the pan rehearsal is £267.",
            "2026-06-04T09:00:00Z",
            "Brantor handbook",
        ),
        _event(
            "csv",
            "Price list (CSV):\nitem,fee,period\nQuillmere kata session,£645,yearly",
            "2026-06-05T09:00:00Z",
            "price list",
        ),
    ]
    got = _ask(events, "What does the Quillmere kata session cost a year? Does the price list "
               "row match the handbook?")  # fmt: skip
    assert sorted(got["citations"]) == ["csv", "doc"] and sorted(got["contradictions"]) == [
        "csv",
        "doc",
    ]
    # control: asked per year, as before
    got = _ask(events, "What does the Quillmere kata session cost per year? Does the price "
               "list row match the handbook?")  # fmt: skip
    assert sorted(got["citations"]) == ["csv", "doc"]


def test_still_tests_the_place_and_the_verbs_object() -> None:
    events = [
        *_CHAT,
        _event("old", "Quillmere meets in the coach house.", "2026-06-03T09:00:00Z"),
        _event("d", "Brantor meets in the function room.", "2026-06-04T09:00:00Z"),
        _event(
            "fix",
            "Small change: Quillmere is at the maltings from now on.",
            "2026-06-10T09:00:00Z",
            "log",
        ),
    ]
    assert _ask(events, "Is Quillmere still at the coach house?")["citations"] == ["fix"]
    buy = [
        *_CHAT,
        _event("old", "Purchasing: Quillmere orders from Brindlecott Ltd.", "2026-06-03T09:00:00Z"),
        _event(
            "fix",
            "Ignore my last - Quillmere gets its supplies from Anvilworth Trading.",
            "2026-06-10T09:00:00Z",
            "team chat",
        ),
    ]
    assert _ask(buy, "Does Quillmere still buy from Brindlecott Ltd?")["citations"] == ["fix"]
    assert _ask(buy, "Is Brindlecott Ltd still Quillmere's supplier?")["citations"] == ["fix"]
    # control: with no later record, the record there answers
    assert _ask(events[:3], "Is Quillmere still at the coach house?")["citations"] == ["old"]


def test_a_clause_about_another_named_thing_holds_no_word_asked_of_this_one() -> None:
    events = [
        *_CHAT,
        _event("r", "Quillmere lives on vmt-asr-5 in production; page the owner first.",
               "2026-06-03T09:00:00Z"),
        _event("d", "Host list: Brantor production sits on lpl-db-9; Quillmere uses "
               "vmt-stage-2 only as staging.", "2026-06-05T09:00:00Z", "notes"),
    ]  # fmt: skip
    assert _ask(events, "Where does Quillmere run in production?")["citations"] == ["r"]
    # control: asked of its staging, the host list answers
    got = _ask(events, "Which host does Quillmere use as staging?")
    assert "d" in got["citations"]
    # attack: a capitalised word of the language opening a clause ("Real cause: ...") is no
    # other thing, and its words still count for the record
    events = [
        *_CHAT,
        _event("closed", "Qm-9078 closed: Quillmere load-in failures traced to a bad batch.",
               "2026-06-03T09:00:00Z", "ticket"),
        _event("reopened", "Qm-9078 reopened by Ana: the Quillmere load-in fault came back. "
               "Real cause: a misrouted courier. Fix is in.", "2026-06-05T09:00:00Z", "ticket"),
    ]  # fmt: skip
    got = _ask(events, "What caused the Quillmere load-in failures?")
    assert "reopened" in got["citations"]
