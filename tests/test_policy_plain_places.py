"""Places said in plain words, and the records that move a thing to one (issue 17, stale
beliefs): "Quillmere updates go out via the noticeboard", later "From now on, Quillmere news
goes to the newsletter". Each rule beside its control, and the attacks that must not read as
an update: a record about another thing of the project, a value that is no phrase's object, a
record with a literal answer, a question about conflicts, a look-alike letter, a long text."""

from __future__ import annotations

from pathlib import Path

from cairn.bench import hexis_adapter, hexis_parts
from cairn.policy import facts, questions, recency
from cairn.policy.recency import Statement
from cairn.policy.tokens import stem
from tests.context_kit import hexis_case


def _values(text: str) -> list[str]:
    return [v.key for c in facts.read(text).clauses for v in c.values]


def _stale(question: str, old: str, new: str) -> bool:
    got = recency.superseded(
        questions.ask(question),
        [
            Statement("old", old, "2026-01-10T09:00:00Z", 0.9),
            Statement("new", new, "2026-02-10T09:00:00Z", 0.9),
        ],
    )
    assert "new" not in got
    return got == {"old"}


def test_a_plural_noun_before_a_bare_verb_is_the_subject() -> None:
    # "updates" is the plural subject of "go", not a verb taking "go" as its object
    assert _values("Quillmere updates go out via the group chat.") == ["group chat"]
    assert _values("The Brantor reviews run through the queue.") == ["queue"]
    # control: a verb's -s form before a noun object is still the verb
    assert _values("Ana approves release notes.") == ["release notes"]
    # a look-alike letter (Cyrillic "о" in "gо") is no verb the vocabulary knows: no
    # crash, and no value read from a word that is not one
    assert "group chat" not in _values("Quillmere updates g\u043e out via the group chat.")


def test_goes_meets_go() -> None:
    assert stem("goes") == stem("go") == "go"
    assert stem("does") == "do"
    assert stem("goer") != "go"  # only the verb's -es form


def test_a_name_modifying_what_is_moved_is_no_value() -> None:
    # the phrase the thing moves to is the value, the name modifying it what the claim is about
    assert _values("Switching Quillmere updates over to the noticeboard.") == ["noticeboard"]
    assert _values("We moved the Brantor build over to gradle.") == ["gradle"]
    claim = facts.read("Switching Quillmere updates over to the noticeboard.")
    assert "quillmere" in claim.clauses[0].names
    # controls: a name moved on its own is the value; a literal target stays the value
    assert _values("Moved Bo to the night shift.") == ["bo"]
    assert _values("Moving the Quillmere standup to room 4.") == ["room 4"]
    # a change from an old value keeps reading the old value as old
    assert _values("Moved the Quillmere timeout from 20s to 45s.") == ["45s"]


def test_a_closing_word_of_retraction_ends_a_plain_phrase() -> None:
    assert _values("Venue revisited: it goes to the fire safe instead.") == ["fire safe"]
    assert _values("Venue revisited: it goes to the fire safe instead") == ["fire safe"]
    # a word of retraction inside the phrase does not end it
    assert "full scratch disk" in _values("root cause was a full scratch disk, it was wrong.")


def _rival(question: str, old: str, new: str, *, updated: bool = True) -> bool:
    return recency.disagree(questions.ask(question), new, old, same=True, updated=updated)


def test_a_later_update_to_another_place_in_plain_words_is_its_rival() -> None:
    ask = "Where do Quillmere's updates go now?"
    old = "Quillmere updates go out via the noticeboard."
    assert _rival(ask, old, "From now on, Quillmere news goes to the newsletter.")
    assert _rival(ask, old, "Switching Quillmere updates over to the mailing list.")
    # a polar question putting the old place to the test
    assert _rival(
        "Do Quillmere updates still go out via the noticeboard?",
        old,
        "Switching Quillmere updates over to the members' forum.",
    )
    # control: two plain phrases are no rival values unless one record updates the other
    new = "Quillmere news goes to the mailing list."
    assert _rival(ask, old, new) and not _rival(ask, old, new, updated=False)
    # superseded: a later record saying a change replaces the earlier
    assert _stale(
        "Which spot did Quillmere end up with for the purge?",
        "decided: Quillmere purge will be in vault bucket two",
        "Quillmere minutes:\n- venue for the purge revisited: it goes to the audit share instead",
    )


def test_plain_places_replace_nothing_without_an_update() -> None:
    ask = "Which spot did Quillmere end up with for the purge?"
    old = "decided: Quillmere purge will be in vault bucket two"
    # no word of change or of a start: two records that both stand
    assert not _stale(ask, old, "the Quillmere purge is in the audit share")
    # a question about conflicts or an earlier time keeps both
    new = "Quillmere minutes:\n- venue for the purge revisited: it goes to the audit share instead"
    assert not _stale("Do the notes agree on the spot for the Quillmere purge?", old, new)
    assert not _stale("Which spot did the Quillmere purge originally get?", old, new)


def test_another_thing_moved_to_a_room_replaces_no_literal_answer() -> None:
    # the earlier record answers with a literal: a later move of the retro is no update of it
    ask = "What room did the Quillmere kickoff pick for escalations?"
    old = (
        "Quillmere kickoff: anything urgent about the audit goes to #qm-urgent; routine "
        "stuff stays in the tracker."
    )
    assert not _stale(ask, old, "Quillmere retro moved to the small room, same time")
    # control: a later record moving the escalations to another channel does replace it
    assert _stale(ask, old, "Quillmere escalations moved to #qm-pager from this week.")


def test_a_value_that_is_no_phrase_object_is_no_rival_place() -> None:
    q = questions.ask("Who settled how many client keys go into one Quillmere backfill?")
    old = "Locking it at 55 client keys per Quillmere backfill."
    new = "the Quillmere audit went fine, a couple of client keys needed a retry"
    assert not recency.disagree(q, new, old, same=True, updated=True)
    assert not recency.disagree(q, new, old, same=True, updated=False)


def test_a_capitalised_phrase_of_no_asked_name_states_an_answer() -> None:
    part = questions.ask("which channel carries its notices?")
    assert hexis_parts.states_literal(part, "Quillmere notices go to the Friday roundup.")
    # control: a phrase whose only capital is the asked name states nothing of it
    q = questions.ask("Who is in charge of Quillmere?")
    assert not hexis_parts.states_literal(q, "Minor typo fixed in the Quillmere readme.")


def _case(events: list[tuple[str, str, str, str]], question: str) -> dict[str, object]:
    case = hexis_case([(e, at, text) for e, at, text, _label in events], question, "pl")
    for event, (_e, _at, _text, label) in zip(case["events"], events, strict=True):
        event["source"] = {"kind": "chat", "label": label}
    return case


def test_the_reader_answers_with_the_later_place(tmp_path: Path) -> None:
    ask = "Do Quillmere updates still go out via the group chat?"
    events = [
        ("a", "2026-06-01T09:00:00Z", "Quillmere updates go out via the group chat.", "handbook"),
        ("x", "2026-06-05T09:00:00Z", "Quillmere is on my list for tomorrow.", "chat 1"),
        ("b", "2026-06-10T09:00:00Z", "Switching Quillmere updates over to the noticeboard.", "a chat line"),
    ]  # fmt: skip
    got = hexis_adapter.answer_case(_case(events, ask), tmp_path / "a.db")
    assert got["citations"] == ["pl-b"] and "noticeboard" in got["answer"]
    # control: without the word of change the later record is no update: the earlier answers
    events[2] = ("b", "2026-06-10T09:00:00Z", "Quillmere news is pinned on the noticeboard.", "a chat line")  # fmt: skip
    got = hexis_adapter.answer_case(_case(events, ask), tmp_path / "b.db")
    assert "pl-a" in got["citations"]


def test_a_long_text_of_plural_nouns_reads_in_linear_time() -> None:
    text = " ".join(["Quillmere updates go out via the chat,"] * 400)
    assert len(facts.read(text).clauses) >= 1


def test_a_place_of_four_words_and_a_new_value_titled_over_a_compound() -> None:
    ask = "Where does Quillmere's hedgerow walk happen now?"
    old = "Quillmere: hedgerow walk happens at the beech wood car park."
    assert _rival(ask, old, "Update: the Quillmere hedgerow walk now happens at the common stile.")
    # "new X for the Y: V" titles a new value whatever the noun's hyphen or its -ss ending
    assert recency.updates(
        "New start for the Quillmere cold-process pour: 19:00.", "Quillmere pour starts at 13:30."
    )
    assert recency.updates("New ceiling for the Quillmere access list: 58.", "The cap is 40.")
    # control: a verb's -s form after "new X" is a clause, not a title
    assert not recency.updates("New hire joins Quillmere: Ana.", "Quillmere is staffed by Bo.")


def test_the_words_between_an_interrogative_and_its_auxiliary_are_the_asked_phrase() -> None:
    q = questions.ask("At what waiting list length does Quillmere warn?")
    assert (q.head, q.verb, q.subject_head) == ("length", "warn", "quillmer")
    # controls: a verb after the phrase with no auxiliary, an auxiliary right after the
    # interrogative, and a copula are read as before
    q = questions.ask("Which team owns the Quillmere deploy schedule?")
    assert (q.head, q.verb) == ("team", "own")
    q = questions.ask("What does Quillmere use for caching?")
    assert q.verb == "use"
    q = questions.ask("which region is hosting the Quillmere db?")
    assert (q.head, q.verb) == ("region", "host")
    # a run of words longer than a phrase is not read whole
    q = questions.ask("what " + "list " * 40 + "does Quillmere keep?")
    assert q.verb is not None


def test_a_place_asked_and_an_attribute_after_and_are_two_asks() -> None:
    assert questions.parts(
        "Remind me where the Quillmere pour is held and the deadline for the batch sheet."
    ) == ["where the Quillmere pour is held", "what is the deadline for the batch sheet"]
    # controls: two subjects of one verb, and a copula's subject with no verb of its own
    assert questions.parts("Where do Ana and the team meet?") == []
    assert questions.parts("When is the freeze and the deadline for the notes?") == []
