"""Which of several statements of one thing holds now (``policy.recency``, issue 17).

Each attack is a later memory that must NOT replace an earlier one (another attribute of the
same kind of shape, another subject, a rumour, a question, a hedge, a question about conflicts,
about an earlier time or a date), beside the control that must: a later statement of the same
thing with another value, with or without words of change."""

from __future__ import annotations

import pytest

from cairn.policy import questions, recency
from cairn.policy.recency import Statement


def _stale(question: str, old: str, new: str, *, old_w: float = 0.9, new_w: float = 0.9) -> bool:
    q = questions.ask(question)
    got = recency.superseded(
        q,
        [
            Statement("old", old, "2026-01-10T09:00:00Z", old_w),
            Statement("new", new, "2026-02-10T09:00:00Z", new_w),
        ],
    )
    assert "new" not in got  # the later statement is never the one replaced
    return got == {"old"}


CONTROLS = [
    # (question, earlier, later): the later statement replaces the earlier one
    (
        "What share of Kestrel Pay users is the canary on?",
        "Kestrel Pay canary is live for 5 percent of users.",
        "Kestrel Pay canary widened, now holding at 25 percent of users.",
    ),
    (
        "When does /v1/refunds/export stop working?",
        "API council minutes: /v1/refunds/export retires on 9 April.",
        "API council minutes: /v1/refunds/export now goes away on 27 November.",
    ),
    (
        "What time does nightly_rollup start?",
        "nightly_rollup fires at 03:15 UTC.",
        "Commit: move nightly_rollup to run at 05:25 UTC.",
    ),
    # no verb of change: the later statement dates the start of what it states
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "Since the March migration, ledger-api runs 5 replicas.",
    ),
    (
        "Which base image is webhook-relay built from?",
        "Service catalogue: webhook-relay is built on ubuntu:22.04.",
        "Renovate PR merged: webhook-relay is now built on ruby:3.3-slim.",
    ),
    (
        "What is the default SSO role?",
        'sso.toml: role = "read-only-auditor"',
        "per Bartek, revised: the default SSO role is billing-admin",
    ),
    # a decision after a value was only put forward
    (
        "Which queue does webhook-outbox go on?",
        "Dagny in the kickoff: my vote for webhook-outbox is Amazon SQS.",
        "Bake-off result: webhook-outbox goes on RabbitMQ. Decision logged in the ADR.",
    ),
]


@pytest.mark.parametrize(("question", "old", "new"), CONTROLS)
def test_a_later_statement_of_the_same_thing_replaces_the_earlier(
    question: str, old: str, new: str
) -> None:
    assert _stale(question, old, new)


ATTACKS = [
    # another attribute of the same thing, its value of the same broad shape (an identifier)
    (
        "What machine type do the log-compaction workers use?",
        'infra PR: `instance_type = "c6a.12xlarge"` for the log-compaction node group.',
        "log-compaction runs in eu-west-3, next to its source bucket.",
    ),
    # another subject in the same frame
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "billing-api runs 5 replicas.",
    ),
    # a later question asserts nothing
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "Should we maybe drop ledger-api to 2 replicas?",
    ),
    # a later hedge
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "ledger-api might run 2 replicas, I think.",
    ),
    # a later negation
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "ledger-api does not run 2 replicas.",
    ),
]


@pytest.mark.parametrize(("question", "old", "new"), ATTACKS)
def test_a_later_memory_that_is_not_a_statement_of_the_same_value_replaces_nothing(
    question: str, old: str, new: str
) -> None:
    assert not _stale(question, old, new)


OLD, NEW = "ledger-api runs 3 replicas.", "As of this week, ledger-api runs 5 replicas."


def test_two_records_that_disagree_with_no_word_of_an_update_both_stand() -> None:
    """A later plain statement of another value ("the config says 36 seconds" two days after
    a standup note said 24) is another record that disagrees, not an update: nothing is
    replaced, and ``disagree`` reports the pair, in either order."""
    question = "How many replicas does ledger-api run?"
    plain = "ledger-api runs 5 replicas."
    assert not _stale(question, OLD, plain)
    q = questions.ask(question)
    assert recency.disagree(q, OLD, plain) and recency.disagree(q, plain, OLD)
    # control: the same value in other words is no disagreement, nor another subject's value
    assert not recency.disagree(q, OLD, "Runbook: ledger-api keeps 3 replicas up.")
    assert not recency.disagree(q, OLD, "billing-api runs 5 replicas.")


@pytest.mark.parametrize(
    "new",
    [
        "As of #9313, tf-live is on auth0-spa 14.12.7.",
        "Heads up: since last sprint Lumenrail is limited to 2400 requests per minute.",
        "Starting this week the standup is at 09:45.",
        "After the failover the invoicer primary database is in zone-a.",
        "From now on the slot is every Monday.",
        "The nightly job no longer runs at 02:00; it runs at 04:00.",
        "Correction: the slot is Tuesday.",
        "The deploy window moved to 16:00.",
    ],
)
def test_words_of_an_update(new: str) -> None:
    assert recency.updates(new, "The value was something else.")


@pytest.mark.parametrize(
    "new",
    [
        "In the config file, session-store gives up on a request after 36 seconds.",
        "Ops note: prod mail-relay is running at ERROR level right now, per the pod env.",
        "Lena mentioned that the storefront tests run with Node 20 in CI.",
        "The table says 80 min for now, pending review.",
    ],
)
def test_another_record_is_no_update(new: str) -> None:
    assert not recency.updates(new, "The storefront CI matrix tests on Node 22.")


def test_a_decision_updates_what_was_only_put_forward_not_another_decision() -> None:
    decided = "We agreed the tenant is provisioned in eu-west-1."
    assert recency.updates(decided, "Obi first proposed eu-north-1 for the tenant.")
    assert not recency.updates(decided, "The tenant is provisioned in eu-north-1.")


def test_dates_and_durations_in_two_notations_decide_a_disagreement() -> None:
    q = questions.ask("When does the push certificate of Burrowcart expire?")
    iso = "cert inventory row: Burrowcart | push | expires 2027-01-21"
    assert recency.disagree(
        q, iso, "Portal: the Burrowcart push certificate expires on 21 March 2027."
    )
    assert not recency.disagree(
        q, iso, "Portal: the Burrowcart push certificate expires on 21 January 2027."
    )
    t = questions.ask("What is the time limit on a Starling Forge build?")
    env = "# build image for Starling Forge\nENV BUILD_TIMEOUT_SECONDS=5400"
    assert recency.disagree(t, env, "Wiki: a Starling Forge build may take up to 60 min.")
    assert not recency.disagree(t, env, "Wiki: a Starling Forge build may take up to 90 min.")


def test_a_bare_count_and_a_count_of_what_is_asked_are_one_type() -> None:
    q = questions.ask("How many replicas does embed-stilt run with in prod?")
    values = 'values.prod.json: "embed-stilt": {"replicaCount": 6}'
    # both are about embed-stilt, which the question names (the reader's ``same``)
    assert recency.disagree(q, values, "Runbook: embed-stilt runs 16 replicas in prod.", same=True)
    assert not recency.disagree(q, values, "Runbook: embed-stilt runs 6 replicas.", same=True)


@pytest.mark.parametrize(
    "question",
    [
        "How many replicas does ledger-api run, and do our sources agree?",
        "Any inconsistency in how many replicas ledger-api runs?",
        "Which records conflict about the ledger-api replica count?",
        "How many replicas did ledger-api run originally?",
        "How many replicas did ledger-api run before?",
        "How many replicas did ledger-api run on 4 March?",
        "How many replicas did ledger-api run on 2026-01-20?",
        "According to the runbook, how many replicas does ledger-api run?",
    ],
)
def test_questions_about_conflicts_sources_or_another_time_keep_both(question: str) -> None:
    assert not _stale(question, OLD, NEW)


def test_a_rumour_does_not_replace_a_record_and_a_record_replaces_a_rumour() -> None:
    question = "How many replicas does ledger-api run?"
    assert not _stale(question, OLD, NEW, old_w=0.95, new_w=0.3)
    assert _stale(question, OLD, NEW, old_w=0.3, new_w=0.95)


def test_the_order_is_by_time_not_by_position() -> None:
    q = questions.ask("How many replicas does ledger-api run?")
    later_first = [
        Statement("new", NEW, "2026-02-10T09:00:00Z", 0.9),
        Statement("old", OLD, "2026-01-10T09:00:00Z", 0.9),
    ]
    assert recency.superseded(q, later_first) == {"old"}


def test_a_question_names_a_date_by_month() -> None:
    assert not recency.asks_now(questions.ask("Which mode did the registry have on March 4, 2026?"))
    assert recency.asks_now(questions.ask("Which mode does the registry have now?"))
    assert recency.asks_now(questions.ask("Which job starts at 03:15 UTC?"))  # a clock is no date


def test_value_kinds_tell_a_region_from_an_instance_type() -> None:
    assert not recency.kinds_alike("eu-west-3", "c6a.12xlarge")
    assert recency.kinds_alike("9 April", "27 November")
    assert recency.kinds_alike("JumpCloud", "Keycloak")


def test_one_value_said_twice_in_other_words_is_no_disagreement() -> None:
    q = questions.ask("How verbose is avatar-svc logging in production? Do the records agree?")
    values = "helm/avatar-svc/values-prod.yaml:\n  env:\n    LOG_LEVEL: WARN"
    note = "Ops note: in prod, avatar-svc emits only warnings and worse; keep it."
    assert not recency.disagree(q, values, note, same=True)
    # control: another level is a disagreement
    other = "avatar-svc/.env.prod:\n  LOG_LEVEL: DEBUG"
    assert recency.disagree(q, values, other, same=True)
