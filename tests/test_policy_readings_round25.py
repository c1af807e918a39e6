"""Readings of the twenty-fifth round (issue 17): a phrasal verb's progressive ("Ana is looking
after the Quillmere rota"), an adverb between a plural subject and its verb, a name in a
retraction's subject that only modifies it, the limit asked of a rate ("the ceiling on seats
per Quillmere screening"), "a single X", a negation a few words before a bound, a plural in
-ings, sums of money, a time of day after "after", and a comparison after a colon. Each rule
beside its control, and the attacks: a look-alike letter, punctuation in the way, a long text."""

from __future__ import annotations

from cairn.policy import facts, kinds_apart, measures, questions, recency, updates
from cairn.policy.recency import Statement


def _values(text: str) -> list[str]:
    return [v.key for c in facts.read(text).clauses for v in c.values]


def _clause(text: str) -> facts.Clause:
    return facts.read(text).clauses[0]


def test_a_phrasal_verbs_progressive_names_the_holder() -> None:
    c = _clause("Ana is looking after the Quillmere rota.")
    assert c.predicate == "owns" and _values("Ana is looking after the Quillmere rota.") == ["ana"]
    assert _values("Bo has been looking after the Brantor kit list.") == ["bo"]
    # control: the simple present reads alike, as before
    assert _values("Ana looks after the Quillmere rota.") == ["ana"]
    # a progressive of no phrasal verb the vocabulary knows ("looking into") holds nothing
    assert _clause("Ana is looking into the Quillmere rota.").predicate != "owns"
    # attack: a look-alike letter (Cyrillic "о") is no verb the vocabulary knows
    assert _clause("Ana is l\u043eoking after the Quillmere rota.").predicate != "owns"


def test_an_adverb_may_stand_between_a_plural_subject_and_its_verb() -> None:
    assert _values("Quillmere announcements now live in #qm-board.") == ["qm board"]
    assert _values("The Brantor updates still go out via the chat.") == ["chat"]
    # control: with no adverb, as before
    assert _values("Quillmere notices go out in #qm-news.") == ["qm news"]
    # control: a verb's -s form before an adverb and a noun is still the verb
    assert "release notes" in _values("Ana approves only release notes.")


def test_a_name_modifying_a_retractions_subject_is_no_new_value() -> None:
    text = "On second thought, the Quillmere muster is in the tithe barn from now on."
    assert _values(text) == ["tithe barn"]
    assert _values("Actually, the Brantor sweep is in the old annex.") == ["old annex"]
    # controls: a literal heading the subject is the new value a judging complement points at
    assert _values("Scratch that, 361 is better.") == ["361"]
    assert _values("Actually, Ana is the better pick.") == ["ana"]


def test_the_limit_asked_of_a_rate_is_no_qualifier_of_the_thing() -> None:
    q = questions.ask("What's the ceiling on seats per Quillmere screening?")
    assert set(q.subject) == {"quillmer", "screen"}
    # control: a count asked with its quantifier keeps the rate's thing as before
    q = questions.ask("What is the most guests per Quillmere night?")
    assert set(q.subject) == {"quillmer", "night"}
    # control: with no rate, the limit's noun stays in what is asked
    q = questions.ask("What is the cap on seats for a Quillmere screening?")
    assert "cap" in q.subject


def test_a_single_thing_is_one_thing() -> None:
    q = questions.ask("How big may a single Quillmere clock audit get, in servers?")
    assert "singl" not in q.subject and "audit" in q.subject
    # control: "single" with no article before it qualifies ("the single sign-on provider")
    q = questions.ask("What is the Quillmere single sign-on provider?")
    assert "singl" in q.subject


def test_a_negation_a_few_words_before_a_bound_bounds_it() -> None:
    assert not _clause("No Quillmere clock audit touches more than 97 servers.").negated
    assert not _clause("No Brantor batch may hold more than 44 orders.").negated
    # controls: a negation with no bound still denies; punctuation between cuts it off
    assert _clause("We do not use Redis for Quillmere.").negated
    assert _clause("No Quillmere audit, sadly, touches more than 97 servers.").negated
    # attack: a bound six words on is too far to be the negation's
    assert _clause("No one on the Quillmere night crew ever works more than 9 hours.").negated


def test_a_plural_in_ings_is_no_verb() -> None:
    assert _values("Quillmere roll-up: Tuesday evenings from now on.") == ["tuesday evenings"]
    # controls: a verb's -s form in -ings ("brings", "pings") is still a verb
    assert _clause("Quillmere brings the kit on Fridays.").verbs == {"bring"}
    assert _clause("Ana pings the host hourly.").verbs == {"ping"}


def test_a_sum_of_money_is_no_count() -> None:
    for text in ("Brantor budget: £875 a month.", "It costs $40.", "The fee is 12 gbp."):
        values = [v for c in facts.read(text).clauses for v in c.values]
        assert any(kinds_apart.money(text, v) for v in values), text
    text = "We had 40 people, 12 eurovision fans among them."
    assert not any(kinds_apart.money(text, v) for c in facts.read(text).clauses for v in c.values)
    # a question about the first event's count: a later budget is no later value of it
    q = questions.ask("How many players did the first Quillmere evening cover")
    first = Statement("a", "The first Quillmere evening covered ninety-seven players.", "2026-01-01", 1.0)  # fmt: skip
    budget = Statement("b", "Quillmere budget: £875 per month, tops.", "2026-02-01", 1.0)
    assert recency.later_than_first(q, [first, budget]) == set()
    # control: a later count is
    later = Statement("c", "The first Quillmere evening covered 80 players in the end.", "2026-02-01", 1.0)  # fmt: skip
    assert recency.later_than_first(q, [first, later]) == {"c"}


def test_a_time_of_day_after_after_dates_no_change() -> None:
    old = "Pager rota, Quillmere: out-of-hours calls go to Bo."
    assert not updates.updates("Quillmere | after hours | Ana (phone first)", old)
    # control: "after" an event dates a change
    assert updates.updates("After the migration, Quillmere calls go to Ana.", old)


def test_a_comparison_after_a_colon_asks_about_conflicts() -> None:
    q = questions.ask(
        "Who should be rung for Quillmere when something breaks: do the wiki and the rota "
        "name the same person?"
    )
    assert q.conflict and q.compares
    # control: a colon before a question comparing nothing
    q = questions.ask("Quillmere: who should be rung when something breaks?")
    assert not q.conflict


def test_a_long_text_of_these_shapes_reads_in_linear_time() -> None:
    text = " ".join(["Ana is looking after the Quillmere rota, Tuesday evenings, £875;"] * 300)
    assert len(facts.read(text).clauses) >= 1


def test_a_settings_key_ending_in_one_letter_of_time_measures_it() -> None:
    assert measures.measures("timeout_s: 59") == [("duration", 59.0)]
    assert measures.measures("TTL_H=4") == [("duration", 14400.0)]
    assert measures.measures("keep_d: 30") == [("duration", 2592000.0)]
    # controls: "m" is minutes or metres, and a letter inside a word is no unit
    assert measures.measures("depth_m: 4") == []
    assert measures.measures("pages: 4") == []
    assert measures.measures("max_bags_per_run: 71") == []
    # the runbook's duration and the config's key disagree, as two measures of one thing
    assert measures.disagree("a Quillmere survey wave gives up after 84 seconds", "timeout_s: 59")
    assert not measures.disagree(
        "a Quillmere survey wave gives up after 59 seconds", "timeout_s: 59"
    )
