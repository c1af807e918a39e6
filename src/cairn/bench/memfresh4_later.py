"""Templates of ``fresh4`` (``bench.memfresh4``): six, cross. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh4_pools import (
    BOTS,
    BUILD_TOOLS,
    CUSTOMERS,
    DEV_IMAGES,
    ENDPOINTS,
    FLAKY_TESTS,
    FLEETS,
    INSTANCE_TYPES,
    MERGE_STYLES,
    MODELS,
    PEOPLE,
    REGIONS,
    REPOS,
    ROOT_CAUSES,
    SERVICES,
    SUITES,
    WEEKDAYS,
    _first,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _some

# -- six-month recall ------------------------------------------------------------------------------


def build_tool_decision(c: Case) -> None:
    """Months later, which build tool a repository settled on; a dropped proposal for the same
    repository and another repository's tool are distractors."""
    repo, other = _some(c, REPOS, 2)
    tool, dtool, hedge = _some(c, BUILD_TOOLS, 3)
    person = _choose(c, PEOPLE)
    adr = c.rng.randrange(20, 95)
    c.event(
        "proposal",
        _choose(
            c,
            [
                f"{person} floated moving {repo} to {hedge}; not decided yet.",
                f"Proposal (draft): maybe {hedge} for {repo}? Needs a spike first.",
            ],
        ),
        label="build tooling thread",
        kind="conversation",
        trust=0.6,
        after=_mins(0),
        session="s1",
    )
    cited = c.event(
        "decision",
        _choose(
            c,
            [
                f"ADR {adr} (accepted): {repo} builds with {tool}, remote cache on the shared "
                "bucket.",
                f"Decision from the build-tooling meeting: {repo} standardises on {tool}.",
                f"We're going with {tool} for {repo} (the spike numbers settled it).",
            ],
        ),
        label="build tooling decision",
        kind="document",
        trust=0.9,
        after=_days(9),
        session="s2",
    )
    c.event(
        "other",
        f"{other} stays on {dtool} for now; its migration is not funded.",
        label="build tooling decision",
        kind="document",
        trust=0.9,
        after=_days(9) + _mins(10),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Remind me, which build system did we land on for {repo}?",
                f"A long while back we picked a build tool for {repo}. Which one?",
            ],
        ),
        after=_days(c.rng.randrange(200, 260)),
    )
    c.expect([tool], [cited], forbidden=[dtool, hedge])


def batch_fleet_instance_type(c: Case) -> None:
    """Months later, the instance type chosen for a batch fleet; another fleet's type is a
    distractor and the fleet's region is another fact."""
    fleet, other = _some(c, FLEETS, 2)
    itype, dtype = _some(c, INSTANCE_TYPES, 2)
    region, _city = _choose(c, REGIONS)
    count = c.rng.randrange(6, 40)
    cited = c.event(
        "plan",
        _choose(
            c,
            [
                f"Capacity plan: {fleet} moves to {itype} nodes ({count} of them at peak).",
                f"- {fleet}: {itype}, spot with on-demand fallback\n- autoscaling cap: {count}",
                f'infra PR: `instance_type = "{itype}"` for the {fleet} node group.',
            ],
        ),
        label=_choose(c, ["capacity plan", "infra PR"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} keeps its {dtype} nodes this quarter.",
        label="capacity plan",
        kind="document",
        trust=0.9,
        after=_mins(15),
        session="s1",
    )
    c.event(
        "region",
        f"{fleet} runs in {region}, next to its source bucket.",
        label="capacity plan",
        kind="document",
        trust=0.9,
        after=_days(1),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"We sized the {fleet} workers ages ago. What machine type was that?",
                f"What instance size did the {fleet} node group get?",
            ],
        ),
        after=_days(c.rng.randrange(190, 250)),
    )
    c.expect([itype], [cited], forbidden=[dtype])


def incident_root_cause(c: Case) -> None:
    """Months later, the root cause of a service's outage, asked by service and month instead of
    the incident number; another service's incident is a distractor."""
    svc, other = _some(c, SERVICES, 2)
    (cause, cause_text), (dcause, dcause_text) = _some(c, ROOT_CAUSES, 2)
    inc, dinc = _some(c, range(3100, 9900), 2)
    minutes = c.rng.randrange(35, 180)
    cited = c.event(
        "postmortem",
        _choose(
            c,
            [
                f"Postmortem INC-{inc} ({svc} outage): root cause was {cause_text}.",
                f"INC-{inc} timeline, last entry: {svc} recovered; cause confirmed as "
                f"{cause_text}.",
            ],
        ),
        label=f"INC-{inc} postmortem",
        kind="document",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"INC-{dinc} ({other}): traced to {dcause_text}.",
        label=f"INC-{dinc} postmortem",
        kind="document",
        trust=0.92,
        after=_days(2),
        session="s2",
    )
    c.event(
        "impact",
        f"INC-{inc}: customer impact lasted {minutes} minutes; graded SEV2.",
        label=f"INC-{inc} postmortem",
        kind="document",
        trust=0.92,
        after=_mins(30),
        session="s1",
    )
    month = f"{c.start:%B %Y}"
    c.ask(
        _choose(
            c,
            [
                f"What caused the {svc} outage back in {month}?",
                f"Remind me of the root cause of the {month} incident on {svc}.",
            ],
        ),
        after=_days(c.rng.randrange(185, 240)),
    )
    c.expect([cause], [cited], forbidden=[dcause])


def devcontainer_image_pin(c: Case) -> None:
    """Months later, which dev-container image a repository was pinned to; another repository's
    image is a distractor."""
    repo, other = _some(c, REPOS, 2)
    img, dimg = _some(c, DEV_IMAGES, 2)
    ram = _choose(c, [16, 32])
    cited = c.event(
        "pin",
        _choose(
            c,
            [
                f"build(devcontainer): pin {repo} to {img}\n\n"
                f'.devcontainer/devcontainer.json: "image": "{img}"',
                f"{repo} dev container now starts from {img} (pinned, no floating tag).",
            ],
        ),
        label="devcontainer commit",
        kind="commit",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} uses {dimg} as its dev container image.",
        label="onboarding doc",
        kind="document",
        trust=0.85,
        after=_days(1),
        session="s2",
    )
    c.event(
        "laptop",
        f"Working on {repo} locally needs {ram} GB of RAM for the container.",
        label="onboarding doc",
        kind="document",
        trust=0.85,
        after=_days(1) + _mins(5),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Which dev-container image tag was {repo} pinned to?",
                f"Long ago we fixed the container image for developing {repo}: what was it?",
            ],
        ),
        after=_days(c.rng.randrange(195, 270)),
    )
    c.expect([img], [cited], forbidden=[dimg])


def served_model_version(c: Case) -> None:
    """Months later, which model served an endpoint; a candidate only proposed for shadow
    testing, and another endpoint's model, are distractors."""
    endpoint, other = _some(c, ENDPOINTS, 2)
    model, dmodel, cand = _some(c, MODELS, 3)
    person, promoter = _some(c, PEOPLE, 2)
    cited = c.event(
        "registry",
        _choose(
            c,
            [
                f"Model registry: {endpoint} -> {model} (stage: production, promoted by "
                f"{_first(promoter)}).",
                f"Promoted {model} to serve {endpoint} traffic after the offline eval.",
            ],
        ),
        label="model registry",
        kind="tool_output",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "shadow",
        f"{person} would like to try {cand} on {endpoint} as a shadow model first; no traffic yet.",
        label="ml sync notes",
        kind="conversation",
        trust=0.7,
        after=_days(1),
        session="s2",
    )
    c.event(
        "other",
        f"{other} is served by {dmodel}.",
        label="model registry",
        kind="tool_output",
        trust=0.93,
        after=_mins(10),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"Back then, which model was answering {endpoint} requests in production?",
                f"Which model version served the {endpoint} endpoint, per our records?",
            ],
        ),
        after=_days(c.rng.randrange(190, 230)),
    )
    c.expect([model], [cited], forbidden=[dmodel, cand])


# -- cross-session continuity ----------------------------------------------------------------------


def merge_style_preference(c: Case) -> None:
    """In a new session, how a reviewer wants pull requests merged; another reviewer's style is a
    distractor."""
    person, other = _some(c, PEOPLE, 2)
    repo, orepo = _some(c, REPOS, 2)
    style, dstyle = _some(c, MERGE_STYLES, 2)
    cited = c.event(
        "pref",
        _choose(
            c,
            [
                f"{person} prefers {style} merges on {repo} PRs (says it keeps bisect sane).",
                f"Noted from chat: {_first(person)} wants {repo} PRs landed with {style}, not "
                "the default button.",
                f"Review comment by {person}: for {repo}, please {style} when you merge.",
            ],
        ),
        label="review preferences",
        kind="conversation",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} asks for {dstyle} merges on {orepo}.",
        label="review preferences",
        kind="conversation",
        trust=0.85,
        after=_mins(20),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"New session. I'm about to land a {repo} PR that {_first(person)} reviewed: "
                "which merge method?",
                f"Picking up again: how does {_first(person)} want changes to {repo} merged?",
            ],
        ),
        after=_days(c.rng.randrange(1, 6)),
    )
    c.expect([style], [cited], forbidden=[dstyle])


def quarantined_flaky_test(c: Case) -> None:
    """In the next session, which test was put in quarantine; another flaky test that was kept
    blocking is a distractor."""
    test, kept = _some(c, FLAKY_TESTS, 2)
    person = _choose(c, PEOPLE)
    ticket = c.rng.randrange(400, 2900)
    cited = c.event(
        "quarantine",
        _choose(
            c,
            [
                f"Stand-up: quarantined {test} (flaky on the arm64 runners), tracked in "
                f"QA-{ticket}.",
                f"test(ci): move {test} to the quarantine list until QA-{ticket} is fixed",
            ],
        ),
        label="stand-up notes",
        kind="conversation",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "kept",
        _choose(
            c,
            [
                f"{kept} also failed twice this week, but {_first(person)} found a real bug "
                "there, so it stays blocking.",
                f"We talked about quarantining {kept} and decided against it: the failure is real.",
            ],
        ),
        label="stand-up notes",
        kind="conversation",
        trust=0.88,
        after=_mins(10),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                "Continuing from yesterday: which test did we pull out of the blocking suite "
                "as flaky?",
                "New session. Which test ended up quarantined?",
            ],
        ),
        after=_days(1),
    )
    c.expect([test], [cited], forbidden=[kept])


def test_shard_count_agreed(c: Case) -> None:
    """In a new session, how many shards a suite was split into after a proposal with another
    number; another suite's shard count is a distractor."""
    suite, other = _some(c, SUITES, 2)
    n, d, hedge = _some(c, [6, 8, 10, 12, 16, 20], 3)
    repo = _choose(c, REPOS)
    person = _choose(c, PEOPLE)
    c.event(
        "hedge",
        f"{_first(person)}: maybe {hedge} shards for the {suite} of {repo}? Thinking out loud.",
        label="ci thread",
        kind="conversation",
        trust=0.6,
        after=_mins(0),
        session="s1",
    )
    cited = c.event(
        "agreed",
        _choose(
            c,
            [
                f"Agreed: the {suite} of {repo} runs in {n} shards from now on (`--shard=k/{n}`).",
                f"Final: {repo} {suite} -> shard_count: {n}.",
            ],
        ),
        label="ci thread",
        kind="conversation",
        trust=0.88,
        after=_mins(45),
        session="s1",
    )
    c.event(
        "other",
        f"The {other} of {repo} stays at {d} shards.",
        label="ci thread",
        kind="conversation",
        trust=0.88,
        after=_mins(50),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"Continuing where we left off: how many shards did we settle on for "
                f"{repo}'s {suite}?",
                f"Fresh session. What parallelism did we pick for the {suite} in {repo}?",
            ],
        ),
        after=_days(c.rng.randrange(1, 4)),
    )
    c.expect([str(n)], [cited], forbidden=[str(d), str(hedge)])


def dependency_bot_schedule(c: Case) -> None:
    """In a new session, which weekday a repository's dependency-update pull requests arrive;
    another repository's day is a distractor."""
    repo, other = _some(c, REPOS, 2)
    day, dday = _some(c, WEEKDAYS, 2)
    bot, obot = _choose(c, BOTS), _choose(c, BOTS)
    cited = c.event(
        "schedule",
        _choose(
            c,
            [
                f"Decided in the tooling sync: {repo} gets {bot} PRs every {day}, one grouped "
                "PR per ecosystem.",
                f'{repo}/renovate.json: "schedule": ["before 6am on {day.lower()}"]',
                f"{bot} for {repo} is set to run weekly on {day} mornings.",
            ],
        ),
        label="tooling sync",
        kind="conversation",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{obot} on {other} opens its update PRs on {dday}.",
        label="tooling sync",
        kind="conversation",
        trust=0.88,
        after=_mins(15),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"Last session we set up the update bots: on which weekday do {repo}'s "
                "dependency PRs show up?",
                f"New chat. What day of the week does the dependency bot hit {repo}?",
            ],
        ),
        after=_days(c.rng.randrange(2, 8)),
    )
    c.expect([day], [cited], forbidden=[dday])


def tenant_region_agreed(c: Case) -> None:
    """In a new session, which cloud region a customer's tenant was placed in after a rejected
    first proposal; another customer's region is a distractor."""
    customer, other = _some(c, CUSTOMERS, 2)
    (region, city), (dregion, _dcity), (hregion, _hcity) = _some(c, REGIONS, 3)
    person = _choose(c, PEOPLE)
    c.event(
        "proposal",
        f"{person} first proposed {hregion} for {customer}; their DPO said no.",
        label="customer call notes",
        kind="conversation",
        trust=0.7,
        after=_mins(0),
        session="s1",
    )
    cited = c.event(
        "agreed",
        _choose(
            c,
            [
                f"Agreed with {customer}'s security team: their tenant is provisioned in "
                f"{region} ({city}) for data residency.",
                f"{customer} tenant -> {region}. Signed off by their DPO.",
            ],
        ),
        label="customer call notes",
        kind="conversation",
        trust=0.9,
        after=_days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{other} stays in {dregion}.",
        label="tenant register",
        kind="document",
        trust=0.9,
        after=_days(2) + _mins(30),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"New chat: which cloud region is {customer} hosted in?",
                f"Where did we end up placing the {customer} tenant?",
            ],
        ),
        after=_days(c.rng.randrange(3, 9)),
    )
    c.expect([region], [cited], forbidden=[dregion, hregion])
