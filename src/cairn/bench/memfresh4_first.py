"""Templates of ``fresh4`` (``bench.memfresh4``): provenance. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh4_pools import (
    DIRECTORIES,
    DOMAINS,
    FLAGS,
    ISSUERS,
    LOAD_BALANCERS,
    LOCALES,
    PEOPLE,
    SERVICES,
    TEAMS,
    VENDORS,
    _first,
    _iso_date,
    _long_date,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _some

# -- provenance ------------------------------------------------------------------------------------


def flag_rollout_in_flag_file(c: Case) -> None:
    """A flag's rollout share stated in a flag-config commit; another flag's share said in chat,
    and an owner note about the same flag, are not the source."""
    flag, other = _some(c, FLAGS, 2)
    svc = _choose(c, SERVICES)
    pct, dpct = _some(c, [35, 40, 45, 55, 65, 70, 85], 2)
    team = _choose(c, TEAMS)
    person = _choose(c, PEOPLE)
    pr = c.rng.randrange(1200, 9800)
    text = _choose(
        c,
        [
            f"chore(flags): ramp {flag} on {svc}\n\nflags.yaml:\n  {flag}:\n"
            f"    rollout_percent: {pct}\n    sticky_by: account_id",
            f"Flag config PR #{pr} merged; what is live on {svc} is "
            f"`{flag}: {{enabled: true, rollout: {pct}%}}`.",
            f"Export from the flag service ({svc} project): {flag} | on | {pct} percent of "
            "sessions | bucketed by account",
        ],
    )
    cited = c.event(
        "config",
        text,
        label=_choose(c, ["flags.yaml commit", "flag service export", "flag config PR"]),
        kind=_choose(c, ["commit", "tool_output"]),
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "chat",
        _choose(
            c,
            [
                f"{_first(person)} in #release: {other} is holding at {dpct}% until the "
                "conversion numbers come in.",
                f"{person} mentioned {other} got parked at {dpct} percent for the weekend.",
            ],
        ),
        label="release channel",
        kind="conversation",
        trust=0.7,
        after=_mins(40),
        session="s1",
    )
    c.event(
        "owner",
        f"{flag} is owned by {team}; the kill-switch steps are in the {svc} runbook.",
        label="flag catalogue",
        kind="document",
        trust=0.85,
        after=_days(2),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"What share of traffic gets {flag} at the moment, and which record says so?",
                f"How far has {flag} been rolled out? Point me at where that is written down.",
                f"{flag}: what percentage of users have it switched on? Cite the source.",
            ],
        ),
        after=_days(3),
    )
    c.expect([str(pct)], [cited], forbidden=[str(dpct)])


def pool_size_in_service_config(c: Case) -> None:
    """A service's database pool size in a config excerpt; another service's pool size and the
    same service's statement timeout are not the answer's source."""
    svc, other = _some(c, SERVICES, 2)
    n, d = _some(c, [12, 16, 24, 32, 40, 48, 64, 80], 2)
    timeout = _choose(c, [3, 5, 8])
    person = _choose(c, PEOPLE)
    text = _choose(
        c,
        [
            f"Review on {svc}/config/db.toml: `pool_size = {n}` looks right to me, ship it.",
            f"{svc} db settings (helm values):\n  database:\n    maxPoolSize: {n}\n"
            "    idleTimeoutMs: 30000",
            f"Ops note: every {svc} pod keeps at most {n} open Postgres connections "
            "(HikariCP maximum).",
        ],
    )
    cited = c.event(
        "pool",
        text,
        label=_choose(c, ["code review", "helm values", "ops notes"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        _choose(
            c,
            [
                f"{other} runs with pool_size = {d} since the last load test.",
                f"{_first(person)}: {other} opens up to {d} connections per instance, fyi.",
            ],
        ),
        label="stand-up notes",
        kind="conversation",
        trust=0.75,
        after=_days(1),
        session="s2",
    )
    c.event(
        "timeout",
        f"{svc} sets statement_timeout to {timeout}s on every connection.",
        label="db runbook",
        kind="document",
        trust=0.88,
        after=_days(1) + _mins(30),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"How many database connections may a single {svc} instance hold open? "
                "Say where that comes from.",
                f"What is the per-pod connection cap for {svc}, and what is the source?",
            ],
        ),
        after=_days(4),
    )
    c.expect([str(n)], [cited], forbidden=[str(d)])


def tls_issuer_in_cert_inventory(c: Case) -> None:
    """Which CA issued a domain's certificate, from a cert inventory row; another domain's issuer
    and the same domain's load balancer are other memories."""
    dom, other = _some(c, DOMAINS, 2)
    issuer, dissuer = _some(c, ISSUERS, 2)
    lb = _choose(c, LOAD_BALANCERS)
    expiry = c.start + _days(c.rng.randrange(40, 80))
    text = _choose(
        c,
        [
            f"cert inventory | {dom} | issuer: {issuer} | not after {_iso_date(expiry)}",
            f"Renewed the certificate on {dom}; it now chains to {issuer} "
            f"(valid until {_long_date(expiry)}).",
            f"openssl s_client on {dom} shows issuer CN = {issuer}.",
        ],
    )
    cited = c.event(
        "cert",
        text,
        label=_choose(c, ["cert inventory", "renewal log", "TLS check"]),
        kind="tool_output",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} is signed by {dissuer} as of the last renewal.",
        label="cert inventory",
        kind="tool_output",
        trust=0.95,
        after=_mins(12),
        session="s1",
    )
    c.event(
        "lb",
        f"{dom} terminates TLS at {lb}, not at the pods.",
        label="network diagram notes",
        kind="document",
        trust=0.8,
        after=_days(3),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Which certificate authority signed the cert served on {dom}? Cite it.",
                f"Who is the issuer behind {dom}'s TLS certificate, and where did you read that?",
            ],
        ),
        after=_days(6),
    )
    c.expect([issuer], [cited], forbidden=[dissuer])


def code_owner_of_directory(c: Case) -> None:
    """Which team must approve changes under a directory; another directory's owner and the same
    directory's review rules are not the source."""
    folder, other = _some(c, DIRECTORIES, 2)
    team, dteam = _some(c, TEAMS, 2)
    person = _choose(c, PEOPLE)
    adr = c.rng.randrange(110, 390)
    text = _choose(
        c,
        [
            f"Per ADR-{adr}, ownership of {folder} sits with {team}; they approve every change "
            "there.",
            f"{_first(person)} (stand-up): heads up, anything touching {folder} needs a review "
            f"from {team}.",
            f"CODEOWNERS on main now has `/{folder}/` mapped to the {team} group.",
        ],
    )
    cited = c.event(
        "owner",
        text,
        label=_choose(c, ["ADR", "stand-up notes", "CODEOWNERS change"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} is owned by {dteam} (they also hold the on-call for it).",
        label="ownership sheet",
        kind="document",
        trust=0.9,
        after=_mins(25),
        session="s1",
    )
    c.event(
        "rules",
        f"Changes in {folder} need two approvals and trip the large-PR warning above 400 lines.",
        label="branch protection notes",
        kind="document",
        trust=0.85,
        after=_days(2),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Whose sign-off do changes under {folder} need, and where is that recorded?",
                f"Which group owns {folder}? Give me the memory that says so.",
            ],
        ),
        after=_days(5),
    )
    c.expect([team], [cited], forbidden=[dteam])


def translation_vendor_for_locale(c: Case) -> None:
    """Which agency translates a locale, from a contract summary; another locale's vendor and the
    same locale's string freeze date are other memories; the question names the language, not
    the locale code."""
    (code, language), (ocode, _olang) = _some(c, LOCALES, 2)
    vendor, dvendor = _some(c, VENDORS, 2)
    freeze = c.start + _days(c.rng.randrange(10, 30))
    text = _choose(
        c,
        [
            f"Localization contract summary: {code} strings are translated by {vendor} "
            "(three business days turnaround).",
            f"From the l10n vendor sheet: {language} ({code}) -> {vendor}, billed per word.",
            f"{code}: vendor {vendor}; glossary owned by the product writers.",
        ],
    )
    cited = c.event(
        "vendor",
        text,
        label=_choose(c, ["vendor contract", "l10n vendor sheet", "localization wiki"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{ocode} goes to {dvendor}, same terms as last year.",
        label="l10n vendor sheet",
        kind="document",
        trust=0.9,
        after=_mins(8),
        session="s1",
    )
    c.event(
        "freeze",
        f"{code} string freeze for the next release: {_long_date(freeze)}.",
        label="release calendar",
        kind="document",
        trust=0.85,
        after=_days(1),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Which agency handles our {language} translations? Cite the memory.",
                f"Who translates the {language} strings, according to what we have stored?",
            ],
        ),
        after=_days(7),
    )
    c.expect([vendor], [cited], forbidden=[dvendor])
