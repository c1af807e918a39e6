"""Typed facts: what a claim is about, its attribute and its value, read by position and word
class, so that the case of an identifier, the wording of a source or the verb does not change
what two claims mean to each other."""

from __future__ import annotations

from pathlib import Path

import pytest

from cairn.policy import facts, questions
from cairn.policy.tokens import tokenize


def test_a_value_is_found_by_its_place_not_its_case() -> None:
    upper = facts.read("The Lyra partner deck lists headquarters city BERLIN-HQ.")
    lower = facts.read("The Lyra partner deck lists headquarters city berlin-hq.")
    assert upper.values == lower.values == {"berlin hq"}
    assert facts.read("The billing-api pipeline retries failed jobs with limit 5.").values == {
        "limit 5"
    }


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The deploy doc says production runs billing v2.3.1.",
            "The Grafana dashboard shows production on v2.4.0.",
        ),
        (
            "The Manning retainer is billed monthly-cadence under the project brief.",
            "Source 2 says the retainer is billed quarterly-cadence.",
        ),
        (
            "Svc-media is owned by Lukas, per the service catalog.",
            "The on-call sheet names Aisha as the owner of svc-media.",
        ),
        (
            "Ledger-worker keeps its primary database in us-east-2.",
            "Terraform shows ledger-worker's primary database running in eu-central-1.",
        ),
    ],
)
def test_different_values_of_one_slot_contradict_whatever_the_verb_or_source(
    a: str, b: str
) -> None:
    assert facts.contradicts(a, b) and facts.contradicts(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (  # two services in one sentence frame: the subject differs
            "The payments-api pipeline retries failed jobs with limit 5.",
            "The search-api pipeline retries failed jobs with limit 3.",
        ),
        (  # two people's preferences
            "Priya prefers tabs for indentation.",
            "Mateo prefers four spaces for indentation.",
        ),
        (  # qualified frames: staging is not production
            "In staging, the catalog service uses Postgres 15.",
            "In production, the catalog service uses Postgres 16.",
        ),
        (  # a conjecture is no evidence of a contradiction
            "The committed config sets the request timeout to 30 seconds.",
            "Priya guessed the request timeout is probably 45 seconds.",
        ),
        (  # rejecting one value agrees with choosing another
            "For caching in the auth service, we chose Redis.",
            "We ruled out Memcached for caching in the auth service.",
        ),
    ],
)
def test_claims_about_other_things_or_conjectures_do_not_contradict(a: str, b: str) -> None:
    assert not facts.contradicts(a, b) and not facts.contradicts(b, a)


def test_two_wordings_of_one_value_agree() -> None:
    assert facts.agrees(
        "The spec caps uploads at 25 MB per file.", "Support confirmed the upload cap is 25 MB."
    )
    assert not facts.agrees("The spec caps uploads at 25 MB.", "The spec caps uploads at 30 MB.")


def test_a_casual_correction_names_no_slot_and_corrects_the_value_before_it() -> None:
    before = "Set the billing request timeout to 30 seconds."
    assert facts.elliptical("Actually, make that 45 seconds.")
    assert facts.corrects("Actually, make that 45 seconds.", before)
    assert not facts.corrects("Actually, make that 45 seconds.", "Priya owns the billing service.")
    assert not facts.elliptical(before)


def test_a_move_corrects_the_earlier_location_and_its_old_value_is_not_a_value() -> None:
    moved = facts.read("We migrated the billing service from eu-west-1 to eu-central-1.")
    assert moved.values == {"eu central 1"}
    assert facts.corrects(moved, "The billing service runs in eu-west-1.")
    assert not facts.corrects("The billing service runs in eu-west-1.", moved)


def test_a_question_names_what_it_asks_and_the_answering_clause_is_chosen() -> None:
    q = questions.ask("Which PR fixed the flaky login test?")
    assert q.verb == "fix"
    note = "PR #412 only added logging around the flaky login test; the fix landed in PR #418."
    answer = questions.answering(q, note)
    assert len(answer) == 1 and note[answer[0].start : answer[0].end].endswith("PR #418")
    q = questions.ask("Where is the billing primary database?")
    assert q.head == "databas"
    both = (
        "The billing runbook puts the primary database in eu-west-1 and the replica in us-east-2."
    )
    assert [c.values[0].text for c in questions.answering(q, both)] == ["eu-west-1"]
    split = "The canary split sends 10% of traffic to the canary and 90% to stable."
    assert (
        len(questions.answering(questions.ask("What canary split did we settle on?"), split)) == 2
    )


def test_holds_measures_the_asked_attribute_not_the_topic() -> None:
    q = questions.ask("Which port does the billing service listen on?")
    assert questions.holds(q, "The billing service listens on port 8443.") > questions.holds(
        q, "The billing service request timeout is 30 seconds."
    )


def test_the_facts_api_is_the_documented_one() -> None:
    """Retrieval reads claims and questions through these modules: their names are a contract."""
    assert sorted(facts.__all__) == sorted(
        [
            "Claim",
            "Fact",
            "agrees",
            "contradicts",
            "corrects",
            "elliptical",
            "may_contradict",
            "read",
        ]
    )
    assert sorted(questions.__all__) == ["Question", "answering", "ask", "holds"]
    for module in (facts, questions):
        for name in module.__all__:
            assert name in (module.__doc__ or "") or name in ("Claim", "Fact", "Question"), name


def test_reading_a_claim_never_raises_on_odd_input() -> None:
    for text in [
        "",
        " ",
        "?",
        ":",
        "()",
        "a" * 5000,
        "caf\u00e9 \u212aelvin x\u0000y",
        "->=>:::",
        "'s",
    ]:
        claim = facts.read(text)
        assert isinstance(claim.values, frozenset)
        questions.ask(text)
        assert not facts.contradicts(text, text)


def test_a_list_of_codes_is_no_value_of_one_slot() -> None:
    """Regression: word salad with many numbered codes ("Kestrel alpha0 bravo0 charlie0")
    contested every other such note, which grouped them all into one injected item."""
    notes = [f"Kestrel alpha{i} bravo{i} charlie{i} delta{i}" for i in range(5)]
    assert not any(facts.contradicts(a, b) for a in notes for b in notes if a != b)
    # control: one value each in one slot still contests
    assert facts.contradicts("Kestrel region eu-west-1", "Kestrel region us-east-2")


def test_paths_that_share_a_folder_name_are_not_rival_values_of_one_attribute() -> None:
    """Regression (compaction's aging facts were all contested): a path shares its folders'
    names with many things, so a shared piece does not make two values one type."""
    where = "The deploy script lives in ops/deploy.sh"
    assert not facts.contradicts("The deploy script logs to /var/log/deploy.log", where)
    assert not facts.contradicts("The deploy script is owned by ops", where)
    assert not facts.contradicts("The deploy script needs DEPLOY_ENV set", where)
    # control: another place for the same script is a rival value
    assert facts.contradicts("The deploy script lives in infra/deploy.sh", where)


def test_a_bare_list_item_names_no_attribute_to_contradict() -> None:
    """Regression: a numbered step holding a command shared a word with a convention's command
    and was taken for a rival value of its slot."""
    steps = "Deploys:\n  1. tag\n  2. `make ship`"
    assert not facts.contradicts(steps, "Run `make test` before pushing")
    assert not facts.contradicts("Run `make test` before pushing", steps)
    # control: the same command named for the same step elsewhere is a rival value
    assert facts.contradicts("Deploy with `make ship`", "Deploy with `make release`")


def test_distinct_facts_of_published_stores_are_never_taken_for_rivals() -> None:
    """False contradictions hold a person's memory back as contested: on the Kimetsu and gaius
    stores (distinct facts written by others), no pair contradicts; a changed value of one of
    them does (the control)."""
    import glob
    import itertools
    import json

    from tests.conftest import SHARED

    bench = SHARED / "benchmarks"
    texts = [
        m["text"]
        for m in json.loads((bench / "kimetsu/eval-retrieval.json").read_text())["memories"]
    ]
    for f in sorted(glob.glob(str(bench / "gaius/demo_corpus/*.md"))):
        lines = Path(f).read_text(encoding="utf-8").splitlines()
        texts += [line[2:].strip() for line in lines if line.startswith("- ")]
    assert len(texts) > 60
    rivals = [
        (a, b)
        for a, b in itertools.combinations(texts, 2)
        if facts.contradicts(a, b) or facts.contradicts(b, a)
    ]
    assert rivals == []
    assert facts.contradicts(
        "billing-api writes its logs to /srv/billing/app.log",
        "billing-api writes its logs to /var/log/billing-api/app.log",
    )
    assert not facts.contradicts(  # another service's log is no rival
        "catalog-api writes its logs to /var/log/catalog-api/app.log",
        "billing-api writes its logs to /var/log/billing-api/app.log",
    )


def test_it_in_the_next_clause_stands_for_what_the_clause_before_acted_on() -> None:
    old = "The billing export queue is jobs-export."
    renamed = "We renamed the billing export queue; it is jobs-export-v2 from now on."
    control = "We renamed the billing export queue; the docs are at docs/queue.md."
    q = questions.ask("What is the billing export queue?")
    assert [c.values[0].text for c in questions.answering(q, renamed)] == ["jobs-export-v2"]
    assert facts.contradicts(renamed, old)
    assert not facts.contradicts(control, old)  # the next clause is about something else
    # "it" as the subject of the clause before: the same attribute, a rival value
    assert facts.contradicts("The build cache is warm; it is 4 GB now.", "The build cache is 2 GB.")
    assert not facts.contradicts(
        "The build cache is warm; it is 4 GB now.", "The log volume is 2 GB."
    )


def test_a_path_through_a_dotfile_is_one_name_of_the_thing_it_belongs_to() -> None:
    """A path whose file or folder starts with a dot ("orders-api/.eslintrc.json") is one
    literal: cut at the dot, its leading folder read as a value of its own and the same rule
    in two repositories' configs was taken for two values of one slot."""
    assert tokenize("orders-api/.eslintrc.json: off")[0].text == "orders-api/.eslintrc.json"
    assert [t.text for t in tokenize("see ci/.github/workflows now")][1] == "ci/.github/workflows"
    a = 'orders-api/.eslintrc.json: "no-console": "off"'
    b = 'ledger-web/.eslintrc.json: "no-console": "error"'
    assert not facts.contradicts(a, b)
    # control: the same file giving the rule two levels is a rival value
    assert facts.contradicts(a, 'orders-api/.eslintrc.json: "no-console": "error"')
    # control: a sentence's full stop after a folder still ends the sentence
    assert [t.text for t in tokenize("It lives in ops/. Then")][3:] == ["ops", ".", "Then"]
