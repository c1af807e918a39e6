"""Readings of the twenty-seventh round (issue 17): a British spelling meets the American one
("licence" / "license"), a message's label opening it ("reminder, the X fee ...") is no part of
what it states, and a negation inside an "if" clause a comma closes ("if Ana doesn't pick up,
ring Bo next") denies nothing of the point after it. Each rule beside its control, and the
attacks: a look-alike letter, punctuation in the way, a long text."""

from __future__ import annotations

from cairn.policy import facts
from cairn.policy.tokens import stem


def test_british_and_american_spellings_meet_as_one_term() -> None:
    for british, american in [
        ("licence", "license"),
        ("licences", "licensed"),
        ("colour", "color"),
        ("centre", "center"),
        ("cancelled", "canceled"),
        ("organise", "organize"),
        ("catalogue", "catalog"),
    ]:
        assert stem(british) == stem(american), (british, american)
    # control: two words that are two words in use stay apart, and other words read as before
    assert stem("draught") != stem("draft")
    assert stem("tyre") != stem("tire")
    assert (stem("migrations"), stem("pinned"), stem("retries")) == ("migr", "pin", "retry")
    # attack: a look-alike letter (Cyrillic "і") is no British spelling of anything
    assert stem("l\u0456cence") == "l\u0456cenc"
    assert stem("licence" * 50) == stem("licence" * 50)  # a long word: no error, stable


def _subjects(text: str) -> list[set[str]]:
    return [set(c.subject) for c in facts.read(text).clauses if c.values]


def test_a_message_label_opening_it_is_no_part_of_what_it_states() -> None:
    for text in [
        "reminder, the Quillmere fee has to be paid by 28 October",
        "Quick reminder: the Quillmere fee has to be paid by 28 October",
        "Heads-up: the Quillmere fee has to be paid by 28 October",
    ]:
        (subject,) = _subjects(text)
        assert "reminder" not in subject and "heads-up" not in subject, text
        assert {"quillmer", "fee"} <= subject, text
    # control: a label word inside the clause is a word of it ("the reminder email")
    (subject,) = _subjects("The Quillmere reminder email goes out at 9:00")
    assert "reminder" in subject
    # attack: a look-alike letter makes no label ("rеminder" with a Cyrillic "е"), and a
    # label with nothing after its comma states nothing
    (subject,) = _subjects("r\u0435minder, the Quillmere fee has to be paid by 28 October")
    assert "r\u0435minder" in subject
    assert _subjects("reminder,") == []


def _read(text: str) -> list[tuple[str, bool]]:
    return [(v.text, c.negated) for c in facts.read(text).clauses for v in c.values]


def test_a_negation_inside_an_if_clause_denies_nothing_after_the_comma() -> None:
    assert _read("Phone list (Quillmere): if Ana doesn't pick up, ring Bo next.") == [("Bo", False)]
    assert _read("If Ana isn't free, ring Bo on 0161 555 0199.")[-1][1] is False
    # control: a negation after the comma still denies the point, and one with no "if"
    # before it denies its clause
    assert ("Friday", True) in _read("If the Quillmere build fails, don't retry it on Friday.")
    assert _read("Ana doesn't pick up, ring Bo next.")[0][1] is True
    # attack: a comma inside the "if" clause ends it: the negation after it is the point's
    assert _read("If Ana is away, Bo is not on call for Quillmere.")[0][1] is True
    # attack: an "if" clause with no comma after the negation closes nothing (documented
    # limit: read as before, negated)
    assert _read("if Ana is not around we use Bo") == [("Bo", True)]


def test_a_new_name_is_what_the_thing_has_not_a_reporter() -> None:
    note = "Heads-up: Anvilworth has a new name, Quillmere, and is still the goods lift."
    first = facts.read(note).clauses[0]
    assert "anvilworth" in first.names and "anvilworth" not in first.context_names
    other = "Heads-up: Brindlecott has a new name, Brantor, and is still the shuttle lift."
    assert not facts.contradicts(note, other)  # two things renamed: no conflict
    # control: one thing given two new names conflicts, and a reporter still reports
    assert facts.contradicts(note, note.replace("Quillmere,", "Brantor,"))
    said = facts.read("The Quillmere lead says the cap is 30").clauses[0]
    assert said.subject == {"cap"}
    # attack: "has" far before the noun, or no determiner, is read as before
    assert "ana" in facts.read("Ana has to note: the cap is 30").clauses[0].context_names
