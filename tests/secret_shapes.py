"""Test data for the secret detector: secret lines of many shapes (values generated at run
time, never committed) and corpora of realistic memory text that holds no secret, for measuring
false positives. Shared by the corpus test, the catalogue test and the adversarial tests."""

from __future__ import annotations

import json
import random
import string
import uuid
from collections.abc import Iterator
from typing import Any

from tests.conftest import SHARED

HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits


def _rs(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def password(r: random.Random) -> str:
    """A password of the shape people use: words, digits and a symbol."""
    words = ["hunter", "Very", "Secret", "orange", "Pr0d", "staging", "Winter", "blue"]
    return (
        r.choice(words)
        + str(r.randint(2, 99))
        + r.choice("-_!.#")
        + r.choice(words)
        + "-"
        + _rs(r, 4, HEX)
    )


def new_shapes(seed: int = 20) -> list[tuple[str, str, str]]:
    """(name, line, secret value): the shapes that once got through (issue 14, item 2) and
    their relatives, each with its own generated value."""
    r = random.Random(seed)
    pw = [password(r) for _ in range(16)]
    digits12 = _rs(r, 12, string.digits)
    xoxp = "xoxp-" + _rs(r, 10, string.digits)
    key24, tok20, basic = _rs(r, 24), _rs(r, 20), _rs(r, 28)
    sig, sas = _rs(r, 64, HEX), _rs(r, 43)
    return [
        ("redis without user", f"REDIS_URL is redis://:{pw[0]}@cache.internal:6379/0", pw[0]),
        ("amqp without user", f"broker amqp://:{pw[1]}@rabbit.internal:5672/vhost", pw[1]),
        ("postgres without user", f"connect to postgresql://:{pw[2]}@db:5432/app", pw[2]),
        ("mongodb without user", f"mongodb://:{pw[3]}@mongo0.internal/admin", pw[3]),
        ("redis short password", "the cache is at redis://:pw9@cache:6379", "pw9"),
        ("slack bot token, 12 digits", f"xoxb-{digits12}", f"xoxb-{digits12}"),
        ("slack user token, short", f"use {xoxp}", xoxp),
        ("prose password", f"the password is {pw[4]}", pw[4]),
        ("prose staging password", f"The staging DB password is {pw[5]}.", pw[5]),
        ("prose password for", f"the password for the admin console is {pw[6]}", pw[6]),
        ("prose api key", f"our api key is {key24}", key24),
        ("prose token was", f"the deploy token was {tok20} until Friday", tok20),
        ("prose secret is now", f"the webhook secret is now {pw[7]}", pw[7]),
        ("prose passphrase quoted", f'the passphrase is "{pw[8]}"', pw[8]),
        ("prose credentials", f"the credentials are admin/{pw[9]}", pw[9]),
        ("basic auth header", f"curl -H 'Authorization: Basic {basic}=' x", basic),
        ("signed url", f"https://b.s3.amazonaws.com/f?X-Amz-Signature={sig}&x=1", sig),
        ("sas token", f"https://acct.blob.core.windows.net/c?sv=2022&sig={sas}%3D", sas),
        ("env password", f"export PGPASSWORD={pw[10]}", pw[10]),
        ("mysql short -p", f"mysql -u app -p{pw[11]} app_db", pw[11]),
        ("password flag", f"pg_dump --password {pw[12]} prod", pw[12]),
    ]


# ---------------------------------------------------------------------------------------------
# Realistic memory text that holds no secret


def generated_memories(seed: int = 5, n: int = 600) -> list[str]:
    """Memories of the kinds agents save (commands, paths, versions, hashes, URLs, and prose
    that talks about passwords, tokens, keys and secrets without holding one), from templates
    written before the detector was measured on them."""
    r = random.Random(seed)
    sha = lambda: _rs(r, 40, HEX)  # noqa: E731
    short = lambda: _rs(r, 7, HEX)  # noqa: E731
    ver = lambda: f"{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}"  # noqa: E731
    svc = lambda: r.choice(["api", "worker", "billing", "auth", "search", "gateway"])  # noqa: E731
    env = lambda: r.choice(["staging", "prod", "dev", "qa"])  # noqa: E731
    var = lambda: r.choice(  # noqa: E731
        ["GITHUB_TOKEN", "DB_PASSWORD", "API_KEY", "STRIPE_SECRET", "AWS_SECRET_ACCESS_KEY"]
    )
    templates = [
        lambda: f"Run `make test` before pushing; CI runs `make lint` on {svc()} too.",
        lambda: f"Use `uv run pytest -q tests/test_{svc()}.py -x` to reproduce the flake.",
        lambda: f"The {svc()} service builds with `docker build -t acme/{svc()}:{ver()} .`",
        lambda: f"kubectl -n {env()} rollout restart deploy/{svc()} after changing the config map",
        lambda: f"Pin requests=={ver()} in requirements.txt; {ver()} broke the retry adapter.",
        lambda: f"The bug was introduced in commit {sha()} and fixed in {short()}.",
        lambda: f"Artifacts are verified with sha256:{_rs(r, 64, HEX)}",
        lambda: f"Trace id {uuid.UUID(int=r.getrandbits(128))} shows the timeout in {svc()}.",
        lambda: f"Config lives in src/{svc()}/settings.py and ~/.config/{svc()}/config.toml",
        lambda: f"See https://github.com/acme/{svc()}/pull/{r.randint(10, 9999)} for the fix.",
        lambda: f"The {env()} dashboard is at https://grafana.internal/d/{_rs(r, 9)}/{svc()}",
        lambda: f"Read the token from ${var()}; never hard-code it.",
        lambda: f"The password is read from ${{{var()}}} at startup.",
        lambda: f"Set {var()} in the CI secrets store, not in .env files.",
        lambda: (
            f"The {svc()} token expires after {r.randint(1, 24)}h; refresh it with `auth refresh`."
        ),
        lambda: "The password is stored in 1Password under the team vault.",
        lambda: f"Rotate the {env()} API key every {r.choice([30, 60, 90])} days.",
        lambda: "The secret is read from Vault at secret/data/app; the pod mounts it.",
        lambda: "Tokens are hashed with bcrypt before they are stored.",
        lambda: "The password field uses forms.PasswordInput so it is never echoed.",
        lambda: f"token_budget = {r.choice([500, 1000, 2000])} in cairn.toml keeps prompts small.",
        lambda: f"max_tokens={r.choice([256, 1024, 4096])} for the summariser model.",
        lambda: "The API key header is X-Api-Key; the gateway strips it before logging.",
        lambda: "Use a fine-grained GitHub token with contents:read only.",
        lambda: "The secret manager is AWS Secrets Manager in eu-west-1.",
        lambda: "Password reset emails go through the notifier queue, not the api.",
        lambda: f"The session cookie is named {svc()}_session and is HttpOnly.",
        lambda: f"Node {r.choice([18, 20, 22])} is required; nvm use reads .nvmrc.",
        lambda: (
            f"Python 3.{r.randint(9, 13)} in CI; the wheel for {svc()} is built with maturin {ver()}."
        ),
        lambda: (
            f"Postgres {r.randint(12, 17)} runs on port {r.choice([5432, 5433, 6432])} locally."
        ),
        lambda: f"redis://cache.internal:6379/{r.randint(0, 15)} is the {env()} cache.",
        lambda: f"postgres://localhost:5432/{svc()}_test is the test database URL.",
        lambda: f"ssh -p 2222 git@git.internal:{svc()}.git mirrors the repo.",
        lambda: f"The error E{r.randint(1000, 9999)} means the lockfile is stale; delete it.",
        lambda: f"getUserById({r.randint(1, 999)}) returns null for soft-deleted users.",
        lambda: f"--tenant-max-records={r.choice([1000, 5000])} caps the import per tenant.",
        lambda: f"The {svc()} migration m0{r.randint(10, 99)}_add_index is irreversible.",
        lambda: f"Release v{ver()} was tagged from {short()}; the changelog lists it.",
        lambda: f"git log --oneline {short()}..HEAD lists what is not deployed yet.",
        lambda: f"ULID {_rs(r, 26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')} is the first event.",
        lambda: f"The S3 bucket acme-{env()}-{svc()} has versioning on.",
        lambda: (
            f"Passwords must be at least {r.choice([12, 14, 16])} characters (policy v{ver()})."
        ),
        lambda: "The token is valid for 15 minutes and is single use.",
        lambda: "The secret to fast builds is caching the dependency layer.",
        lambda: "OAuth client credentials flow is used between services.",
        lambda: (
            f"The JWT is signed with RS256; the public key is at /.well-known/jwks.json on {svc()}."
        ),
        lambda: f"Bearer tokens are validated by the gateway, not by {svc()}.",
        lambda: f"The key rotation job runs at 0{r.randint(1, 5)}:00 UTC.",
        lambda: "The api key is 32 characters long and starts with a fixed prefix.",
        lambda: f"pnpm install --frozen-lockfile; pnpm {ver()} is pinned in package.json.",
    ]
    return [r.choice(templates)() for _ in range(n)]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def shared_corpora() -> dict[str, list[str]]:
    """Realistic text nobody on this team wrote: the Kimetsu memories, the gaius facts, the
    Hexis events, LoCoMo's conversation turns and the strings of the sample transcripts (tool
    commands, outputs, messages). Missing folders give empty lists."""
    out: dict[str, list[str]] = {}
    bench = SHARED / "benchmarks"
    kim = bench / "kimetsu" / "eval-retrieval.json"
    if kim.exists():
        out["kimetsu memories"] = [m["text"] for m in json.loads(kim.read_text())["memories"]]
    gaius = bench / "gaius" / "demo_corpus"
    if gaius.exists():
        out["gaius facts"] = [
            line[2:].strip()
            for f in sorted(gaius.glob("*.md"))
            for line in f.read_text().splitlines()
            if line.startswith("- ")
        ]
    hexis = bench / "hexis" / "cases.v1.jsonl"
    if hexis.exists():
        out["hexis events"] = [
            e["content"]
            for line in hexis.read_text().splitlines()
            if line.strip()
            for e in json.loads(line)["events"]
        ]
    locomo = bench / "locomo" / "locomo10.json"
    if locomo.exists():
        turns = []
        for conv in json.loads(locomo.read_text()):
            for k, v in conv["conversation"].items():
                if k.startswith("session_") and isinstance(v, list):
                    turns += [t["text"] for t in v if isinstance(t, dict) and t.get("text")]
        out["locomo turns"] = turns
    transcripts = SHARED / "samples" / "transcripts"
    if transcripts.exists():
        texts: list[str] = []
        for f in sorted(transcripts.rglob("*.json*")):
            for line in f.read_text(errors="replace").splitlines():
                try:
                    record = json.loads(line)
                except ValueError:
                    continue
                texts += [s for s in _strings(record) if 8 <= len(s) <= 4000]
        out["transcript strings"] = texts
    return out


def realistic_memories() -> dict[str, list[str]]:
    return {"generated memories": generated_memories(), **shared_corpora()}
