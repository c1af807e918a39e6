""" "no" denies the phrase it opens, not the sentence before it: a trailing ", no exceptions"
does not turn "a PR under 70% fails the build" into a negation, and "no" before a word is a
determiner, not the discourse marker "No,". Probes in other words than any benchmark, each
beside its control."""

from __future__ import annotations

from cairn.policy import facts


def valued(text: str) -> list[tuple[str, bool]]:
    return [(c.values[0].text, c.negated) for c in facts.read(text).clauses if c.values]


def test_a_trailing_no_phrase_leaves_the_statement_before_it_positive() -> None:
    assert valued("Licence scan: leftpad -> MIT, no violations found.") == [("MIT", False)]
    assert valued("The release gate is 85%, no exceptions.") == [("85%", False)]
    # control: a negation inside the statement still denies it
    assert valued("The release gate is not 85%.") == [("85%", True)]


def test_no_before_a_word_denies_that_word() -> None:
    assert valued("We use Redis, no Memcached.") == [("Redis", False), ("Memcached", True)]
    assert all(c.negated for c in facts.read("No retries for the export job.").clauses)
    # control: "No," answering someone is a discourse marker; the clause stays positive
    assert valued("No, the port is 8080.") == [("8080", False)]


def test_a_denied_alternative_is_not_a_rival_value() -> None:
    a = "The cache is Redis, no Memcached anywhere."
    assert not facts.contradicts(a, "The cache is Redis.")
    # control: another positive value is a rival
    assert facts.contradicts("The cache is Memcached.", "The cache is Redis.")
