"""Readings of a claim fixed in the eighth round (``policy.clauses``, ``segments``, ``verbs``,
``facts``, ``recency``): each attack beside a control that must still read as before."""

from __future__ import annotations

from cairn.policy import clauses, facts, questions, recency


def _values(text: str) -> list[list[str]]:
    return [[v.text for v in c.values] for c in facts.read(text).clauses]


def test_a_settings_key_says_its_words() -> None:
    assert clauses.key_words("gustcap.blade_inspection.max_per_run") >= {"blad", "inspection"}
    assert clauses.key_words("orders.shipped_at") == {"order", "ship"}
    # controls: a version, a path-less code and a plain word are no keys
    assert clauses.key_words("v2.3.1") == frozenset()
    assert clauses.key_words("eu-west-1") == frozenset()
    assert clauses.key_words("timeout") == frozenset()


def test_a_config_line_and_prose_with_the_same_number_agree() -> None:
    prose = "Handoff: the Gustcap blade inspection still stops at ninety-eight turbines a run."
    assert facts.agrees(prose, "gustcap.blade_inspection.max_per_run = 98")
    # controls: another thing's key, and another number, do not
    assert not facts.agrees(prose, "other.blade_inspection.max_per_run = 98")
    assert not facts.agrees(prose, "gustcap.blade_inspection.max_per_run = 97")


def test_a_compound_literal_and_its_part_are_one_thing() -> None:
    assert not facts.apart({"orders.shipped_at"}, {"orders"})
    assert not facts.apart({"harbor-ui/deps.toml"}, {"harbor-ui"})
    # controls: two keys of two things, and two names, are apart
    assert facts.apart({"a-svc.timeout"}, {"b-svc.timeout"})
    assert facts.apart({"billing"}, {"search"})
    assert not facts.apart({"billing"}, {"billing", "search"})


def test_about_before_anything_but_a_quantity_is_no_hedge() -> None:
    said = "Ana: scratch what I said earlier about the room allocation, the window opens at 18:00."
    assert [c.hedged for c in facts.read(said).clauses] == [False]
    # controls: an approximation still hedges
    assert facts.read("the job takes about 30 minutes").clauses[0].hedged
    assert facts.read("it opens around 18:00").clauses[0].hedged
    assert facts.read("it takes about a week").clauses[0].hedged


def test_a_word_after_a_number_is_what_it_counts_not_a_verb() -> None:
    assert _values("Press run: batches of 73 bins from now on.") == [["73"]]
    # control: a verb after a noun phrase is still one
    assert facts.read("The job runs nightly at 02:00.").clauses[0].verbal


def test_not_after_a_comma_denies_only_its_own_phrase() -> None:
    claim = facts.read("Ana says: for the depot, reach me in #coord, not DMs.")
    read = [(c.negated, [v.text for v in c.values]) for c in claim.clauses]
    assert read == [(False, ["#coord"]), (True, ["DMs"])]
    # control: a negation inside the clause still negates it
    assert facts.read("We do not use Redis.").clauses[0].negated


def test_a_list_items_number_is_no_value() -> None:
    text = "Depot checklist: 1) label the crates; 2) walk the perimeter; 3) drain the lines"
    read = facts.read(text)
    assert all(
        "1" not in v and "2" not in v for c in read.clauses for v in (x.text for x in c.values)
    )
    assert len(read.clauses) == 3
    assert {"depot", "checklist"} <= read.clauses[0].frame  # the label stays the topic
    # controls: a number ending a sentence is still a value
    assert _values("We run version 2. It works.")[0] == ["version 2"]
    assert _values("Retention is 30 days.") == [["30 days"]]


def test_a_later_record_saying_the_earlier_was_in_error_is_an_update() -> None:
    old = "Plan: | score loan | 44 |"
    assert recency.updates("Re-pasting the plan, one row was wrong: | score loan | 98 |", old)
    assert recency.updates("The handover is 2025-05-10; the date we wrote was a typo.", old)
    assert recency.updates("Minutes, corrected: handover 2025-06-11.", old)
    # controls: "wrong" not said of a record, and a plain other value, are no updates
    assert not recency.updates("The plan puts the score loan at 98.", old)
    assert not recency.updates("Failures traced to a wrong timezone setting.", old)


def test_a_correction_in_another_date_notation_supersedes() -> None:
    q = questions.ask("When is the Quillmere vet check handover?")
    old = recency.Statement(
        "a", "Quillmere minutes: the vet check handover is on 21 June.", "1", 0.85
    )
    new = recency.Statement(
        "b", "Quillmere minutes, corrected: vet check handover 2025-06-11.", "2", 0.9
    )
    assert recency.superseded(q, [old, new]) == {"a"}
    # control: the same two records without the correction disagree and both stand
    plain = recency.Statement("c", "Quillmere wiki: vet check handover 2025-06-11.", "2", 0.9)
    assert recency.superseded(q, [old, plain]) == set()


def test_a_later_conjunct_rejecting_it_rejects_the_clause() -> None:
    said = "We talked about quarantining test_csv_unicode and decided against it."
    assert facts.read(said).clauses[0].predicate == "rejected"
    assert facts.read("We looked at pgbouncer and ruled it out.").clauses[0].predicate == "rejected"
    # controls: a conjunct that does not reject, or rejects something else by name, does not
    assert facts.read("We deployed v2 and it works.").clauses[0].predicate != "rejected"
    kept = "We moved to pgbouncer and turned the old pool down."
    assert facts.read(kept).clauses[0].predicate != "rejected"


def test_a_bracketed_tag_both_carry_is_no_agreement() -> None:
    a = "[#ops-chat] Bo: scratch that, I was reading staging. production render DLQ: 14 days"
    assert not facts.agrees(a, "[#ops-chat] Bo: 2 days for render")
    # control: the same value under the same tag still agrees
    assert facts.agrees(a, "[#ops-chat] Cy: production render DLQ keeps 14 days")


def test_a_settings_key_in_the_question_words_names_no_other_thing() -> None:
    q = questions.ask("What retention class does Quillmere use, and do the sources agree?")
    minutes = "Minutes: agreed the Quillmere lab keeps retention class Gh-890."
    diff = "@@ -12,3 +12,3 @@ quillmere.yaml\n+  retention_class: pL-379"
    assert recency.disagree(q, minutes, diff, same=True)
    # control: a key naming another thing's attribute is another thing
    other = "@@ -12,3 +12,3 @@ brantor.yaml\n+  brantor.retention_class: pL-379"
    assert not recency.disagree(q, minutes, other)


def test_per_before_a_bare_noun_is_a_rate_not_a_source() -> None:
    q = questions.ask("Are the config and the minutes in line about hives per shift?")
    assert q.source == frozenset()
    # controls: a source after "per" takes a determiner or a name
    assert questions.ask("What is the cutoff, per the runbook?").source == {"runbook"}
    assert "sign" in questions.ask("Per the signed sheet, when is the cutoff?").source


def test_an_underscore_key_names_what_it_is_made_of() -> None:
    assert not facts.apart({"quillmere_honey_per_shift"}, {"quillmere"})
    assert facts.within("quillmere_honey_per_shift", {"quillmere"})
    # control: two keys of two things are apart
    assert facts.apart({"quillmere_honey_per_shift"}, {"brantor_honey_per_shift"})


def test_a_negated_command_after_a_comma_is_a_clause_of_its_own() -> None:
    read = facts.read("Quillmere: scanbot pinned at 5.2.6, do not upgrade without a review")
    first = read.clauses[0]
    assert not first.negated and [v.text for v in first.values] == ["5.2.6"]
    # control: a negation in the clause itself still negates it
    assert facts.read("scanbot is not pinned at 5.2.6").clauses[0].negated


def test_not_before_a_bound_is_a_limit() -> None:
    assert not facts.read("cert | issuer: GlobalSign | not after 2025-06-07").clauses[0].negated
    assert not facts.read("Retries: not more than 5.").clauses[0].negated
    # controls: "not" before anything else, or an order word with no value after it, denies
    assert facts.read("It is not over yet").clauses[0].negated
    assert facts.read("It is no longer used.").clauses[0].negated


def test_a_number_ending_a_sentence_is_no_list_marker() -> None:
    assert _values("Final: quillmere e2e suite -> shard_count: 8.") == [["shard_count", "8"]]
    # control: a number opening a line before a period is an item's marker
    assert _values("Steps:\n1. label the crates\n2. walk the dog") == [[], []]


def test_a_number_with_its_magnitude_is_no_version() -> None:
    assert _values("the payment limit is 4.5k requests a minute")[0][0].startswith("4")
    assert [v.shape for v in facts.read("the limit is 4.5k").clauses[0].values] == ["number"]
    # control: a dotted release is still a version
    assert [v.shape for v in facts.read("we run 4.5.1").clauses[0].values] == ["version"]


def test_a_name_the_other_text_says_sets_no_claim_apart() -> None:
    config = "# Quillmere payments gateway\nPAY_RATE_LIMIT_PER_MINUTE=1500"
    chat = "scratch that the Quillmere payment limit is 4.5k requests a minute"
    assert not facts.named_apart(config, chat)
    # control: a name the other text never says still sets them apart
    assert facts.named_apart("Brantor gateway: PAY_RATE_LIMIT_PER_MINUTE=1500", chat)


def test_a_correction_replaces_a_config_that_holds_more_of_the_question() -> None:
    q = questions.ask("What request rate is Quillmere's payment endpoint limited to?")
    config = "# Quillmere payments gateway\nPAY_RATE_LIMIT_PER_MINUTE=1500\nPAY_RATE_BURST=40"
    chat = "scratch that the Quillmere payment limit is 4.5k requests a minute"
    old = recency.Statement("a", config, "1", 0.9)
    assert recency.superseded(q, [old, recency.Statement("b", chat, "2", 0.85)]) == {"a"}
    # control: the same value said later without a correction does not replace it
    plain = "the Quillmere payment limit is 4.5k requests a minute"
    assert recency.superseded(q, [old, recency.Statement("c", plain, "2", 0.85)]) == set()


def test_the_of_phrase_of_the_asked_noun_is_asked_too() -> None:
    q = questions.ask("On which day of the week may the Quillmere team use the cryostat?")
    assert q.head == "day" and "week" not in q.subject and q.verb == "use"
    # control: "of" after the asked noun with a verb next is what it asks about
    r = questions.ask("What share of traffic gets the flag at the moment?")
    assert "traffic" in r.subject


def test_a_joined_question_takes_its_verb_from_its_first_part() -> None:
    q = questions.ask("Who owns the Quillmere warehouse vacuum now, and what is its cap?")
    assert q.verb == "own" and "cap" not in q.subject


def test_a_record_that_disowns_the_earlier_one_corrects_it() -> None:
    old = "backup_kms_key=alias/bk-egret-2027\nbackup_region=ca-central-1"
    new = "update, ignore the earlier note: ca-central-1 backups get encrypted with alias/bk-ibis"
    assert recency.corrects(new) and recency.updates(new, old)
    assert recency.corrects("Disregard my last message: the key is alias/bk-ibis")
    # controls: "ignore" of something else, and a plain later statement, correct nothing
    assert not recency.corrects("Ignore flaky tests on arm64; the key is alias/bk-ibis")
    assert not recency.updates("ca-central-1 backups get encrypted with alias/bk-ibis", old)


def test_a_hyphenated_word_opening_with_a_particle_is_no_identifier() -> None:
    q = questions.ask("Under which vendor contract is Quillmere repaired?")
    runbook = "Runbook for the Quillmere queue: vendor contract qX-379 covers after-hours repair."
    ticket = "Ticket comment: the Quillmere vendor contract on file is pL-464, per procurement."
    assert recency.disagree(q, runbook, ticket, same=True)
    # control: a kebab name beside the asked one is still another thing
    other = "Runbook for the queue: vendor contract qX-379 covers brantor-api repair."
    assert not recency.disagree(q, other, ticket)
