"""Secret redaction measured both ways on a generated set (seeded, values made at run time):
every real-shaped secret in every surface is redacted, and statements *about* credentials that
hold none survive.

Must redact: a secret assigned to a secret's name in a ``.env`` line, an ``export``, YAML, a
JSON object with quoted keys (``"auth_token": "..."`` got through before), code, and a sentence
setting it ("set API_KEY to ..." got through before); and a secret of a known shape assigned to
a name that looks like metadata (``API_KEY_NAME=ghp_...``) is still caught by its shape.

Must survive: the same names with a last word naming something about the secret, not the
secret (its path, file, header, env var, URL, type, format, scope, ...: ``API_KEY_HEADER:
X-Api-Key``, ``client_secret_file: credentials.json``), and values that read the secret from
the environment (``api_key = os.environ['STRIPE_KEY']``, ``process.env.X``, ``${VAR}``)."""

from __future__ import annotations

import random
import string

import pytest

from cairn.policy.redact import redact

ALNUM = string.ascii_letters + string.digits
SECRET_NAMES = (
    "api_key", "API_KEY", "apiKey", "auth_token", "AUTH_TOKEN", "db_password", "DB_PASSWORD",
    "client_secret", "CLIENT_SECRET", "secret_key", "SECRET_KEY", "access_token", "PRIVATE_KEY",
    "webhook_secret", "STRIPE_API_KEY", "GITHUB_TOKEN",
)  # fmt: skip
META_VALUES = {
    "path": ("/etc/ssl/private/server.key", "~/.config/app/credentials.json", "./secrets/dev.env"),
    "file": ("credentials.json", "/run/secrets/db_password", "service-account.json"),
    "dir": ("/var/lib/app/keys", "./certs"),
    "header": ("X-Api-Key", "Authorization", "X-Auth-Token"),
    "name": ("prod/payments/db", "stripe-live-key", "ci-deploy-token"),
    "url": ("https://auth.example.com/oauth/token", "https://vault.internal:8200/v1/kv/team"),
    "endpoint": ("/oauth/token", "https://login.example.org/token"),
    "env": ("STRIPE_KEY", "PROD_DB_PASSWORD"),
    "var": ("DEPLOY_TOKEN", "SENTRY_AUTH_TOKEN"),
    "field": ("client_secret", "refresh_token"),
    "type": ("bearer", "basic", "hmac-sha256"),
    "length": ("64", "128"),
    "ttl": ("3600s", "15m", "86400"),
    "expiry": ("90d", "2027-01-01"),
    "format": ("base64url", "pem", "jwk+json"),
    "prefix": ("sk_live_", "ghp_", "xoxb-"),
    "scope": ("repo,read:org", "payments.write"),
    "location": ("vault:kv/team/payments", "aws-secretsmanager"),
    "ref": ("secretKeyRef", "vault:kv/data/ci#token"),
    "arn": ("arn:aws:kms:eu-west-1:123456789012:alias/payments",),
}
ENV_READS = (
    "os.environ['{E}']", 'os.environ["{E}"]', "os.getenv('{E}')", "process.env.{E}",
    "ENV['{E}']", 'System.getenv("{E}")', 'env::var("{E}")', "${E}", "${{{E}}}", "${{{{ secrets.{E} }}}}",
    "$({E})",
)  # fmt: skip
SURFACES = (
    "{N}={V}", "export {N}={V}", "{N}: {V}", '"{N}": "{V}"', '{N} = "{V}"', '  {N}: "{V}"',
    "set {N} to {V} in the CI settings",
)  # fmt: skip


def _rs(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _join(name: str, word: str) -> str:
    if "_" in name or name.isupper():
        return f"{name}_{word.upper() if name.isupper() else word}"
    return name + word.capitalize()


def _secret(r: random.Random) -> str:
    shape = r.randrange(4)
    if shape == 0:
        return _rs(r, 32)
    if shape == 1:
        return _rs(r, 12) + "-" + _rs(r, 12)
    if shape == 2:
        return _rs(r, 40, "0123456789abcdef")
    return _rs(r, 8) + r.choice("!#._") + _rs(r, 10)


def _fill(surface: str, name: str, value: str) -> str:
    return surface.replace("{N}", name).replace("{V}", value)


def must_survive(seed: int = 7) -> list[tuple[str, str]]:
    r = random.Random(seed)
    out = []
    for name in SECRET_NAMES:
        for word, values in META_VALUES.items():
            line = _fill(r.choice(SURFACES), _join(name, word), r.choice(values))
            out.append((f"meta/{word}", line))
        for read in ENV_READS:
            env = r.choice(("STRIPE_KEY", "DB_PASSWORD", "API_TOKEN", "CLIENT_SECRET"))
            value = read.format(E=env)
            surface = r.choice(("{N}={V}", "{N} = {V}", "{N}: {V}", "const {N} = {V};"))
            out.append(("env-read", _fill(surface, name, value)))
    return out


def must_redact(seed: int = 8) -> list[tuple[str, str, str]]:
    r = random.Random(seed)
    out = []
    for name in SECRET_NAMES:
        for surface in SURFACES:
            value = _secret(r)
            out.append((surface, _fill(surface, name, value), value))
        for word in ("name", "header", "var"):
            value = "ghp_" + _rs(r, 36)
            out.append((f"shape under {word}", f"{_join(name, word)}={value}", value))
    return out


SURVIVE = must_survive()
REDACT = must_redact()


def test_every_secret_is_redacted_in_every_surface() -> None:
    leaked = [line for _kind, line, value in REDACT if value in redact(line).text]
    assert leaked == [], f"{len(leaked)} of {len(REDACT)} leaked"
    assert len(REDACT) == len(SECRET_NAMES) * (len(SURFACES) + 3)


@pytest.mark.parametrize(
    "line",
    [
        '{"auth_token": "uip0x24wZGQIw1fp33P6mGprgO6Abmbh"}',
        '"GITHUB_TOKEN": "cFYn7tPmIfKF-T7aKXjHziPo2"',
        "set DB_PASSWORD to QekkbGGJbSPi-p2HmjXzzeGQ1 in the CI settings",
        "we rotated the deploy token to Xy7abc9QweRt last week",
        "set secret_key to EIJeGkAPRUbkCrosEksdioffXxPXMWBl",
        "DB_PASSWORD=$ecret-Pa55word",  # a password starting with "$" is not a reference
    ],
)
def test_the_shapes_that_got_through_are_redacted(line: str) -> None:
    assert redact(line).count >= 1


def test_statements_about_credentials_survive() -> None:
    changed = [line for _kind, line in SURVIVE if redact(line).count]
    assert changed == [], f"{len(changed)} of {len(SURVIVE)} over-redacted"
    assert {k.split("/")[0] for k, _line in SURVIVE} == {"meta", "env-read"}


@pytest.mark.parametrize(
    "line",
    [
        "set the token to the one in Vault",  # no value, words
        "we set the password to expire every 90 days",
        "set TOKEN_TTL to 3600s",
        "update the API key to the new Stripe account",
        "DB_PASSWORD=${DB_PASSWORD}",
    ],
)
def test_sentences_setting_no_value_survive(line: str) -> None:
    assert redact(line).text == line


@pytest.mark.parametrize(
    "line",
    [
        'db_password_arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf"',
        "see arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf for rotation",
        "arn:aws-us-gov:secretsmanager:us-gov-west-1:123456789012:secret:ci/token-x1Y2z3",
    ],
)
def test_a_secrets_manager_arn_survives(line: str) -> None:
    # an ARN names where a secret is ("secretsmanager:", "...:123456789012:secret:NAME")
    assert redact(line).text == line


@pytest.mark.parametrize(
    "line",
    ["env:password: Xy7abc9QweRtYu", "x:token=Xy7abc9QweRtYu", "config/secret: Xy7abc9QweRtYu"],
)
def test_a_secret_after_a_colon_outside_an_arn_is_redacted(line: str) -> None:
    assert "Xy7abc9QweRtYu" not in redact(line).text
