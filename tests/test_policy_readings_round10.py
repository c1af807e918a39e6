"""The tenth round's readings (issue 17): a noun after a question's copula, the finite verb
right after a question's asked phrase or an adverb of now, a verb of dropping or cutting with a
number it goes to, cutting over and taking over, a phrasal verb split by its object, a free
relative subject, a verb's form inside a subject before a past-tense verb, a count's plural,
a day of the week and a time of day as measures, a claim's topic, a hyphenated word of English,
and what says a record is an update. Each attack beside a control that must keep its old
reading."""

from __future__ import annotations

from cairn.policy import facts, questions, recency


def _values(text: str) -> list[list[str]]:
    return [[v.key for v in c.values] for c in facts.read(text).clauses]


# questions ------------------------------------------------------------------------------------


def test_a_word_after_a_copula_and_a_determiner_is_the_asked_noun() -> None:
    q = questions.ask("What is the current fix for the Brantor issue?")
    assert q.verb is None and q.predicate is None
    assert q.head == "fix" and "fix" in q.subject
    q = questions.ask("Who was the last lead of the Quillmere rollout?")
    assert q.verb is None and q.head == "lead"


def test_a_participle_after_a_copula_is_still_the_verb() -> None:
    # controls: a passive keeps its verb, regular or irregular
    assert questions.ask("Which cluster is the Brantor job scheduled on?").verb == "schedul"
    assert questions.ask("What is the Brantor cap set to?").verb == "set"
    assert questions.ask("Which version is the Brantor service running?").verb == "run"


def test_the_word_after_the_asked_phrase_is_the_verb_without_an_auxiliary() -> None:
    q = questions.ask("Which team owns the Brantor deploy schedule?")
    assert q.verb == "own" and q.predicate == "owns"
    assert {"deploy", "schedul"} <= q.subject
    q = questions.ask("Who manages the brantor-oncall schedule?")
    assert q.verb == "manag" and "schedul" in q.subject
    # control: with do-support the last word that reads as a verb is the verb
    assert questions.ask("Which runbook does the Brantor team use?").verb == "use"
    assert questions.ask("Which PR fixed the Brantor crash?").verb == "fix"


def test_dropping_a_setting_to_a_number_is_a_change_not_a_rejection() -> None:
    text = "Postmortem action done: dropped brantor-reindex consumer concurrency to 23."
    (c,) = [c for c in facts.read(text).clauses if c.values]
    assert [v.key for v in c.values] == ["23"]
    assert c.predicate != "rejected" and c.change
    down = facts.read("We dropped the Brantor batch size down to 40.").clauses[0]
    assert down.change and down.predicate != "rejected"
    assert facts.read("Brantor traffic declined to 5%.").clauses[0].change
    # controls: dropping a thing, or a thing for another reason, rejects it
    assert facts.read("We dropped Redis.").clauses[0].predicate == "rejected"
    assert facts.read("Dropped Redis in favour of Valkey.").clauses[0].predicate == "rejected"
    assert facts.read("We dropped plan v2 to focus on v3.").clauses[0].predicate == "rejected"
    # a negated drop keeps its negation and is no change
    kept = facts.read("We did not drop the Brantor batch size to 40.").clauses[0]
    assert kept.negated and not kept.change


def test_a_verb_form_before_a_noun_and_a_past_tense_verb_is_part_of_the_subject() -> None:
    (c, *_) = facts.read("Heads up: brantor-oncall schedule ownership moved to Ana.").clauses
    assert [v.key for v in c.values] == ["ana"]
    assert c.change and "ownership" in c.frame and "schedul" in c.frame
    # controls: a verb before its object stays the verb; a participle before "by" is a
    # reduced relative, not the clause's verb
    assert "schedul" in facts.read("Bo schedules the Brantor deploys weekly.").clauses[0].verbs
    rel = facts.read("Ana schedules releases planned by Bo.").clauses[0]
    assert "schedul" in rel.verbs


def test_taking_over_without_an_object_names_the_new_holder() -> None:
    (c,) = facts.read("Bo has taken over and is our contact there from now on.").clauses
    assert [v.text for v in c.values] == ["Bo"] and c.change
    # taking over a thing: since the fifteenth round the taker is the value (who holds it, as
    # in "Ana looks after X") and the thing the entity
    (d,) = facts.read("Bo has taken over the brantor-oncall rotation.").clauses
    assert [v.text for v in d.values] == ["Bo"] and "brantor-oncall" in d.names and d.change


def test_a_hyphenated_word_of_english_names_no_thing() -> None:
    a = "Account plan: for Brantor Foods, day-to-day questions go to Ana."
    b = "Brantor Foods: Bo is our contact there from now on."
    assert not facts.named_apart(a, b)
    # control: a hyphenated identifier still names a thing of its own
    assert facts.named_apart(
        "brantor-ingest questions go to Ana.", "quillmere-ingest questions go to Bo."
    )


def test_a_plural_after_a_count_is_what_it_counts_not_a_verb() -> None:
    (c,) = facts.read("the brantor-kafka client gives up after 5 retries").clauses
    assert [v.key for v in c.values] == ["5 retries"]
    assert "brantor-kafka" in c.frame and not c.context  # "gives up" reports nothing
    # controls: a base form after a count stays a verb; "gives" alone reports
    assert "run" in facts.read("The cluster has 3 nodes; 2 run Postgres.").clauses[1].verbs
    assert "runbook" in facts.read("The Brantor runbook gives 5 retries.").clauses[0].context


def test_a_count_of_times_and_a_count_of_what_is_done_are_one_count() -> None:
    a = "Runbook: brantor-kafka retries up to 7 times; jitter on."
    b = "clients/brantor-kafka.py: the brantor-kafka client gives up after 5 retries"
    assert facts.differ(a, b)
    # controls: the same number agrees; times of another verb count something else
    assert not facts.differ("brantor-kafka retries up to 5 times", b)
    assert not facts.differ("brantor-kafka runs 7 times a day", b)


def test_a_day_of_the_week_and_a_time_of_day_are_measures() -> None:
    from cairn.policy import measures

    assert measures.measures("freeze Tuesday 15:00 UTC") == [("weekday", 1.0), ("clock", 900.0)]
    assert measures.measures("Wednesday at noon") == [("weekday", 2.0), ("clock", 720.0)]
    assert ("clock", 900.0) in measures.measures("at 3 pm")
    assert measures.measures("ratio 3:1") == []
    asked = questions.ask("When is code freeze for Brantor 7.16? Do the two agree?").words
    cal = (
        "Release calendar: Brantor 7.16 code freeze Tuesday 15:00 UTC; submission the next morning."
    )
    chat = "Ana (release manager): for Brantor 7.16 the freeze is Wednesday at noon UTC, thanks"
    assert facts.differ(cal, chat, asked)
    # control: one time in two notations agrees
    same = "Ana (release manager): for Brantor 7.16 the freeze is Tuesday at 3 pm UTC, thanks"
    assert not facts.differ(cal, same, asked)


def test_a_claims_topic_is_what_it_says_before_its_first_value() -> None:
    c = facts.read("Release calendar: Brantor code freeze Tuesday; submission the next morning.")
    assert "submission" not in c.topic
    # control: a clause with no value before the value still sets the topic
    assert "branch" in facts.read("The Brantor branch was renamed; it is main-v2.").topic


def test_a_word_of_now_is_no_part_of_what_a_question_asks_about() -> None:
    q = questions.ask("What is the latest fix for the Brantor outage?")
    assert "latest" not in q.subject and "fix" in q.subject
    assert q.current


def test_cutting_over_to_a_value_is_a_change_to_it() -> None:
    (c, *_) = facts.read("Brantor Wallet cut over to Firebase Cloud Messaging this week.").clauses
    assert c.change and "Firebase Cloud" in [v.text for v in c.values]
    # controls: a time before a change of value is no holder; a holder takes over by name
    (d, *_) = facts.read("12:37 rolled back; Brantor Pay serving build-4471 again").clauses
    assert [v.text for v in d.values] == []
    (e,) = facts.read("Bo took charge of brantor-payments on-call from Ana.").clauses
    assert [v.text for v in e.values] == ["Bo"] and [v.text for v in e.old_values] == ["Ana"]


def test_a_record_retiring_what_held_before_replaces_it() -> None:
    assert recency.retires("the previous vendor's keys are revoked")
    assert recency.retires("the former contract has lapsed (Ana)")
    assert recency.retires("we no longer send anything through it")
    # controls: "old" and "previous" that name no earlier state of a thing
    assert not recency.retires("Old Town office uses Brantor.")
    assert not recency.retires("See the previous.")
    q = questions.ask("Which provider currently delivers Brantor Wallet's pushes?")
    old = "Brantor Wallet push notifications go out through Pushwoosh."
    new = (
        "Ana: Brantor Wallet cut over to Firebase Cloud Messaging this week; the previous"
        " vendor's keys are revoked."
    )
    pair = [
        recency.Statement("old", old, "2026-01-01T00:00:00Z", 0.85),
        recency.Statement("new", new, "2026-02-01T00:00:00Z", 0.9),
    ]
    assert recency.superseded(q, pair) == {"old"}
    # control: the same later record without the retirement holds less and replaces nothing
    plain = "Ana: Brantor Wallet load test ran this week; Firebase Cloud Messaging looked fine."
    pair[1] = recency.Statement("new", plain, "2026-02-01T00:00:00Z", 0.9)
    assert recency.superseded(q, pair) == set()


def test_actually_says_a_record_corrects_what_was_believed() -> None:
    assert recency.corrects("What actually broke the Brantor crew was a stuck relief valve.")
    assert not recency.corrects("The Brantor crew fixed a stuck relief valve.")


def test_a_question_with_an_adverb_of_now_before_its_verb() -> None:
    q = questions.ask("Which provider currently delivers Brantor Wallet's pushes?")
    assert q.verb == "deliver" and q.head == "provider" and q.current
    assert q.subject == {"brantor", "wallet", "push"}


def test_a_phrasal_verb_split_by_its_object() -> None:
    (c,) = facts.read("PR #8060: hand libs/brantor/ over to @acme/quill in CODEOWNERS.").clauses
    assert [v.text for v in c.values] == ["@acme/quill"] and c.change
    # control: the same verb with no particle gives its object to someone, no change
    (d,) = facts.read("Hand the Brantor keys to Ana.").clauses
    assert [v.text for v in d.values] == ["Ana"] and not d.change


def test_a_start_from_a_day_and_a_retired_old_state_make_an_update() -> None:
    old = "Build docs: brantor-ml images are pushed to Azure Container Registry."
    assert recency.updates("Ana: brantor-ml publishes to Quay from today.", old)
    assert recency.updates("Ana: brantor-ml publishes to Quay; the old location is read-only.", old)
    # control: "from" a place starts nothing
    assert not recency.updates("Ana: brantor-ml pulls from Quay.", old)


def test_cutting_a_setting_is_a_change_and_cutting_off_a_limit() -> None:
    (c,) = facts.read("After moving brantor-auth behind PgBouncer we cut its pool to 20.").clauses
    assert c.change and "20" in [v.key for v in c.values]
    (d,) = facts.read("The gateway cuts off brantor-api requests after 4449ms.").clauses
    assert not d.change and d.predicate == "limits"


def test_a_free_relative_subject_leaves_the_value_after_the_copula() -> None:
    text = "What actually broke the Brantor picking crew was a stuck relief valve."
    (c,) = facts.read(text).clauses
    assert [v.text for v in c.values] == ["stuck relief valve"]
    # control: a subject that names the value keeps it ("X is the one that ...")
    assert [v.text for v in facts.read("PR #12 is the one that fixed it").clauses[0].values] == [
        "PR #12"
    ]
