"""A line of a config, a log, a table or a list is a clause of its own (``policy.segments``),
while a sentence wrapped over two lines stays one clause; and two wordings of one claim agree
when one writes its number in words (``policy.facts.agrees``). Attacks beside controls."""

from __future__ import annotations

from cairn.policy import facts

YAML = "helm/mail-relay/values-prod.yaml:\n  env:\n    LOG_LEVEL: DEBUG\n    LOG_FORMAT: json"


def _values(text: str) -> list[list[str]]:
    return [[v.key for v in c.values] for c in facts.read(text).clauses if c.values]


def test_each_setting_of_a_block_is_its_own_clause() -> None:
    assert _values(YAML) == [["debug"], ["json"]]
    # control: the same settings on one line separated by commas are not split by lines
    assert len(facts.read("LOG_LEVEL: DEBUG, LOG_FORMAT: json").clauses) == 1


def test_a_table_row_is_not_read_with_its_header() -> None:
    rows = "On-call handbook:\nseverity | ack target\nSEV3 | 80 min"
    assert [v for vs in _values(rows) for v in vs if "80" in v]
    assert not any("ack" in v for vs in _values(rows) for v in vs)


def test_a_wrapped_sentence_stays_one_clause() -> None:
    wrapped = "Fix the cache\nkey for the search service, now keyed by tenant 42."
    assert len([c for c in facts.read(wrapped).clauses if c.values]) == 1
    assert "search" in facts.read(wrapped).clauses[0].frame | facts.read(wrapped).clauses[0].subject


def test_a_number_in_words_agrees_with_its_digits() -> None:
    words = "Handoff: the Kestrel cap is twelve batches a night."
    assert facts.agrees(words, "Runbook: the Kestrel cap is 12 batches a night.")
    assert not facts.agrees(words, "Runbook: the Kestrel cap is 14 batches a night.")
    # a lone "one" is no count, so "the new one" does not become "the new 1"
    assert not facts.agrees("We use the new one.", "We use the new 1.")


def test_a_name_that_reads_as_a_pronoun_names_no_thing() -> None:
    """ "IT wiki" and "From: IT" name no entity apart from the others: an e-mail from IT about
    Corvid Desk is about what the wiki page about Corvid Desk is about."""
    wiki = "IT wiki: Corvid Desk users authenticate with JumpCloud."
    mail = "From: IT\nSubject: cut-over done\nCorvid Desk logins go through Keycloak as of today."
    assert not facts.named_apart(wiki, mail)
    # control: two named things are still apart
    assert facts.named_apart("Acme-api users authenticate with Okta.", "Initech-api uses Keycloak.")


def test_windows_line_ends_split_like_newlines() -> None:
    # attack: Windows line ends (CRLF) split the block as LF does
    assert _values(YAML.replace("\n", "\r\n")) == [["debug"], ["json"]]
    # control: the plain LF block
    assert _values(YAML) == [["debug"], ["json"]]


def test_a_huge_block_of_settings_is_read_line_by_line() -> None:
    block = "\n".join(f"KEY_{i}: value-{i}" for i in range(2000))
    assert len([c for c in facts.read(block).clauses if c.values]) == 2000
