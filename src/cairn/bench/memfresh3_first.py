"""Templates of ``fresh3`` (``bench.memfresh3``): provenance accuracy, contradiction detection. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh3_pools import (
    CLIENTS,
    DAYS,
    DEPENDENCIES,
    IMAGES,
    LICENCES,
    LOG_INDEXES,
    NUMBER_WORDS,
    PARTNERS,
    PEOPLE,
    PIPELINES,
    REPOS,
    SECRETS,
    SERVICES,
    TRAINS,
    _noise,
    _three,
    _two,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

# -- provenance accuracy ---------------------------------------------------------------------------


def rate_limit_from_gateway_config(c: Case) -> None:
    """A partner's rate limit from the gateway config; another partner's limit in the same frame
    and a hedged guess from chat are distractors."""
    partner, other = _two(c, PARTNERS)
    right, other_n, guess = c.rng.sample(range(120, 2400, 60), 3)
    burst = right // 4
    who = _choose(c, PEOPLE)
    cfg = c.event(
        "cfg",
        f"gateway/limits.yaml (excerpt): partner `{partner}` -> {right} req/min "
        f"(burst {burst}), enforced per API key.",
        label="gateway config, main branch",
        kind="document",
        trust=0.94,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"gateway/limits.yaml (excerpt): partner `{other}` -> {other_n} req/min, enforced per "
        "API key.",
        label="gateway config, main branch",
        kind="document",
        trust=0.94,
        after=_mins(2),
        session="s1",
    )
    c.event(
        "guess",
        f"{who}: I *think* {partner} gets something like {guess} req/min? going from memory, "
        "don't quote me",
        label="#api-platform thread",
        kind="chat",
        trust=0.4,
        after=_days(2),
        session="s2",
    )
    _noise(c, 2, _days(1), 4, "s2")
    question = _choose(
        c,
        [
            "How many requests a minute may {p} send us, going by the gateway config?",
            "What per-minute ceiling does the gateway config put on {p}'s traffic?",
        ],
    )
    c.ask(question.format(p=partner), after=_days(9))
    c.expect([f"{right} req/min"], [cfg], forbidden=[f"{other_n} req/min", f"{guess} req/min"])


def base_image_from_commit(c: Case) -> None:
    """A service's Docker base image from the commit that set it; another service's Dockerfile
    and a reviewer's unsure question naming a third image are distractors."""
    svc, other = _two(c, SERVICES)
    img, other_img, asked = _three(c, IMAGES)
    reviewer = _choose(c, PEOPLE)
    commit = c.event(
        "commit",
        f"build({svc}): switch the Dockerfile base to {img}\n\nThe FROM line now pins {img}; "
        "the image is rebuilt nightly by the base-images job.",
        label=f"commit on {svc}, main",
        kind="commit",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"services/{other}/Dockerfile starts with `FROM {other_img}` (checked today).",
        label=f"{other} Dockerfile",
        kind="document",
        trust=0.9,
        after=_days(1),
        session="s1",
    )
    c.event(
        "review",
        f"{reviewer} (review comment): shouldn't {svc} be on {asked} like the others? "
        "genuinely not sure, just asking",
        label="PR review thread",
        kind="review",
        trust=0.45,
        after=_days(1) + _mins(30),
        session="s2",
    )
    _noise(c, 2, _days(0), 3, "s2")
    c.ask(
        f"Per the commit that changed it, which image does the {svc} container build FROM?",
        after=_days(12),
    )
    c.expect([img], [commit], forbidden=[other_img, asked])


def coverage_gate_two_sources(c: Case) -> None:
    """A repository's coverage floor stated by CI config and by its contributing guide (both
    cited); another repository's floor and a floated but never adopted number are distractors."""
    repo, other = _two(c, REPOS)
    right, other_n, floated = c.rng.sample(range(60, 96), 3)
    who = _choose(c, PEOPLE)
    ci = c.event(
        "ci",
        f"{repo}/.github/workflows/ci.yml runs pytest with `--cov-fail-under={right}`.",
        label=f"{repo} CI workflow",
        kind="document",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    guide = c.event(
        "guide",
        f"CONTRIBUTING.md ({repo}): a PR that takes line coverage below {right}% fails the "
        "build, no exceptions.",
        label=f"{repo} contributing guide",
        kind="document",
        trust=0.88,
        after=_days(3),
        session="s2",
    )
    c.event(
        "other",
        f"{other}/.github/workflows/ci.yml runs pytest with `--cov-fail-under={other_n}`.",
        label=f"{other} CI workflow",
        kind="document",
        trust=0.93,
        after=_mins(4),
        session="s1",
    )
    c.event(
        "floated",
        f"Quality guild notes: {who} floated {floated}% for {repo} at one point; nobody signed up "
        "for it and we did not change anything.",
        label="quality guild meeting notes",
        kind="meeting_notes",
        trust=0.6,
        after=_days(5),
        session="s3",
    )
    _noise(c, 2, _days(1), 5, "s3")
    c.ask(
        f"What minimum line coverage does {repo} enforce, and where is that written down?",
        after=_days(14),
    )
    c.expect([f"{right}%"], [ci, guide], forbidden=[f"{other_n}%", f"{floated}%"])


def log_retention_per_runbook(c: Case) -> None:
    """How long one log index is kept, per the runbook; the runbook's line for another index and
    a hearsay figure in chat are distractors."""
    index, other = _two(c, LOG_INDEXES)
    right, other_n = c.rng.sample([30, 45, 60, 90, 180, 400, 730], 2)
    hearsay = _choose(c, ["a fortnight", "two weeks", "a week", "six weeks"])
    a, b = _two(c, PEOPLE)
    runbook = c.event(
        "runbook",
        f"Runbook, section 'Log retention': `{index}` is kept for {right} days in hot storage, "
        "then deleted (there is no cold tier for it).",
        label="observability runbook",
        kind="runbook",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Runbook, section 'Log retention': `{other}` is kept for {other_n} days in hot storage, "
        "then deleted.",
        label="observability runbook",
        kind="runbook",
        trust=0.93,
        after=_mins(1),
        session="s1",
    )
    c.event(
        "hearsay",
        f"{a}: {b} said {index} only keeps about {hearsay} of logs, but that was from memory",
        label="#observability thread",
        kind="chat",
        trust=0.4,
        after=_days(4),
        session="s2",
    )
    _noise(c, 2, _days(1), 6, "s2")
    c.ask(
        f"According to the runbook, how long do we hold on to {index} logs before they go?",
        after=_days(10),
    )
    c.expect([f"{right} days"], [runbook], forbidden=[f"{other_n} days", hearsay])


def secret_rotation_from_policy(c: Case) -> None:
    """A secret's rotation interval from the vault policy (a list in one document); a guess in a
    thread and an unrelated 'last rotated' age are distractors."""
    secret, other = _two(c, SECRETS)
    right, other_n, age = c.rng.sample([7, 14, 30, 45, 60, 90, 120], 3)
    guess = _choose(c, ["quarterly", "yearly", "every sprint"])
    who = _choose(c, PEOPLE)
    policy = c.event(
        "policy",
        f"Vault rotation policy v4:\n- {secret}: rotated every {right} days by the "
        f"rotate-secrets job\n- {other}: rotated every {other_n} days by the rotate-secrets job\n"
        "- anything not listed: on demand only",
        label="vault rotation policy",
        kind="document",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "guess",
        f"{who}: no idea how often {secret} rotates, {guess} maybe? someone who knows pls confirm",
        label="#security thread",
        kind="chat",
        trust=0.35,
        after=_days(2),
        session="s2",
    )
    c.event(
        "age",
        f"Incident review note: at the time of the outage {secret} had last been rotated "
        f"{age} days earlier (that is unrelated to the cause).",
        label="incident review",
        kind="postmortem",
        trust=0.8,
        after=_days(6),
        session="s3",
    )
    _noise(c, 2, _days(1), 6, "s2")
    c.ask(f"How often is {secret} supposed to be rotated per the vault policy?", after=_days(15))
    c.expect(
        [f"every {right} days"],
        [policy],
        forbidden=[guess, f"{age} days earlier"],
    )


# -- contradiction detection -----------------------------------------------------------------------


def retry_count_disagreement(c: Case) -> None:
    """The runbook and a code comment give different retry counts for one client (neither
    corrects the other); another client's retry count in the same frame is a distractor."""
    client, other = _two(c, CLIENTS)
    a, d = c.rng.sample(range(2, 9), 2)
    b = _choose(c, [n for n in range(2, 9) if abs(n - a) >= 2 and n != d])  # plainly another count
    frame = _choose(
        c,
        [
            "Per the runbook, the {x} client retries up to {n} times with exponential backoff "
            "starting at 200ms.",
            "Runbook, 'Outbound calls': {x} retries up to {n} times; first backoff is half a "
            "second, doubling each time (jitter on).",
        ],
    )
    runbook = c.event(
        "runbook",
        frame.format(x=client, n=a),
        label="integrations runbook",
        kind="runbook",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    code = c.event(
        "code",
        f"clients/{client}.py: `MAX_RETRIES = {b}`  # the {client} client gives up after "
        f"{b} retries",
        label=f"{client} source",
        kind="code",
        trust=0.9,
        after=_days(2),
        session="s2",
    )
    c.event(
        "other",
        frame.format(x=other, n=d),
        label="integrations runbook",
        kind="runbook",
        trust=0.85,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 4, "s2")
    c.ask(
        f"Do our notes agree on how persistent the {client} client is with retries? "
        "Which ones clash?",
        after=_days(8),
    )
    c.expect(
        [f"up to {a} times", f"after {b} retries"],
        [runbook, code],
        contradictions=[runbook, code],
        forbidden=[f"up to {d} times"],
    )


def required_approvals_disagreement(c: Case) -> None:
    """The exported branch-protection settings and the onboarding wiki disagree on how many
    approvals a repository's main branch needs; another repository's setting is a distractor."""
    repo, other = _two(c, REPOS)
    n, m = c.rng.sample([1, 2, 3], 2)
    k = _choose(c, [x for x in (1, 2, 3, 4) if x != n])
    settings = c.event(
        "settings",
        f"Branch protection export for {repo} (main): required_approving_review_count: {n}, "
        "dismiss stale reviews: true.",
        label=f"{repo} settings export",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    wiki = c.event(
        "wiki",
        f"Onboarding wiki: for {repo} you need {NUMBER_WORDS[m]} approval"
        f"{'s' if m > 1 else ''} before merging to main (CODEOWNERS still applies).",
        label="onboarding wiki",
        kind="wiki",
        trust=0.75,
        after=_days(3),
        session="s2",
    )
    c.event(
        "other",
        f"Branch protection export for {other} (main): required_approving_review_count: {k}, "
        "dismiss stale reviews: false.",
        label=f"{other} settings export",
        kind="document",
        trust=0.9,
        after=_mins(3),
        session="s1",
    )
    _noise(c, 2, _days(0), 5, "s2")
    c.ask(
        f"How many reviews does a PR into {repo}'s main branch need? Is there any disagreement "
        "between our sources?",
        after=_days(11),
    )
    m_text = f"{NUMBER_WORDS[m]} approval{'s' if m > 1 else ''}"
    c.expect(
        [f"required_approving_review_count: {n}", m_text],
        [settings, wiki],
        contradictions=[settings, wiki],
        forbidden=[f"required_approving_review_count: {k}"],
    )


def release_freeze_disagreement(c: Case) -> None:
    """The release calendar and the release manager's chat message give different code-freeze
    times for one mobile train; another train's freeze is a distractor."""
    train, other = _two(c, TRAINS)
    d1, d2, d3 = _three(c, DAYS)
    h1, h3 = c.rng.sample([14, 15, 16, 17, 18], 2)
    rm = _choose(c, PEOPLE)
    calendar = c.event(
        "calendar",
        f"Release calendar: {train} code freeze {d1} {h1}:00 UTC; submission to the store the "
        "next morning.",
        label="mobile release calendar",
        kind="calendar",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    chat = c.event(
        "chat",
        f"{rm} (release manager): for {train} the freeze is {d2} at noon UTC, please have "
        "everything merged by then",
        label="#mobile-release thread",
        kind="chat",
        trust=0.82,
        after=_days(1),
        session="s2",
    )
    c.event(
        "other",
        f"Release calendar: {other} code freeze {d3} {h3}:00 UTC; submission to the store the "
        "next morning.",
        label="mobile release calendar",
        kind="calendar",
        trust=0.88,
        after=_mins(2),
        session="s1",
    )
    _noise(c, 2, _days(0), 3, "s2")
    c.ask(f"When is code freeze for {train}? Do the calendar and the thread agree?", after=_days(4))
    c.expect(
        [f"{d1} {h1}:00 UTC", f"{d2} at noon UTC"],
        [calendar, chat],
        contradictions=[calendar, chat],
        forbidden=[f"{d3} {h3}:00 UTC"],
    )


def licence_sources_agree(c: Case) -> None:
    """The SBOM scan and the package's own licence header agree on a dependency's licence
    (nothing to flag); another dependency's licence is a distractor."""
    dep, other = _two(c, DEPENDENCIES)
    lic, other_lic = _two(c, LICENCES)
    who = _choose(c, PEOPLE)
    sbom = c.event(
        "sbom",
        f"SBOM scan (weekly): {dep} -> license {lic}, no policy violation.",
        label="SBOM scan report",
        kind="report",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    header = c.event(
        "header",
        f"{who} checked the vendored copy: {dep}'s source files carry "
        f"`SPDX-License-Identifier: {lic}`.",
        label="licence review note",
        kind="review",
        trust=0.85,
        after=_days(6),
        session="s2",
    )
    c.event(
        "other",
        f"SBOM scan (weekly): {other} -> license {other_lic}, flagged for legal review.",
        label="SBOM scan report",
        kind="report",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 6, "s2")
    c.ask(
        f"Under which licence do we ship {dep}, and do the scan and the review conflict?",
        after=_days(13),
    )
    c.expect([lic], [sbom, header], forbidden=[other_lic])


def pipeline_schedule_agrees(c: Case) -> None:
    """A pipeline's schedule written as a cron expression in the DAG and as a clock time in the
    runbook: the same time, so nothing conflicts; another pipeline's time is a distractor."""
    pipe, other = _two(c, PIPELINES)
    (h, mi), (oh, omi) = c.rng.sample([(1, 15), (2, 40), (3, 5), (4, 30), (5, 50), (6, 20)], 2)
    dag = c.event(
        "dag",
        f'dags/{pipe}.py: `schedule="{mi} {h} * * *"` (UTC, catchup disabled)',
        label=f"{pipe} DAG source",
        kind="code",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    runbook = c.event(
        "runbook",
        f"Data runbook: {pipe} runs once a day at {h:02d}:{mi:02d} UTC; if it has not finished "
        "within two hours, page the data on-call.",
        label="data platform runbook",
        kind="runbook",
        trust=0.86,
        after=_days(4),
        session="s2",
    )
    c.event(
        "other",
        f"Data runbook: {other} runs once a day at {oh:02d}:{omi:02d} UTC; same paging rule.",
        label="data platform runbook",
        kind="runbook",
        trust=0.86,
        after=_days(4) + _mins(1),
        session="s2",
    )
    _noise(c, 2, _days(0), 5, "s1")
    c.ask(
        f"What time of day does the {pipe} job kick off? Are the DAG and the runbook consistent?",
        after=_days(10),
    )
    c.expect([f"{h:02d}:{mi:02d} UTC"], [dag, runbook], forbidden=[f"{oh:02d}:{omi:02d} UTC"])
