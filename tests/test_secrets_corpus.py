"""The secrets corpus: at least 50 secret shapes, each 100% redacted by the write-boundary
detector (count reported), beside a control corpus of ordinary code and hashes, and corpora of
realistic memory text holding no secret (generated memories, and text nobody on this team wrote:
Kimetsu, gaius, Hexis, LoCoMo, sample transcripts), whose false-positive rates are measured.
Secret values are generated at run time, never committed."""

from __future__ import annotations

import random
import re
import string
import uuid

import pytest

from cairn.policy.redact import redact, redact_fast
from tests.secret_shapes import new_shapes, realistic_memories

R = random.Random(1234)


def rs(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits


def secret_corpus() -> list[tuple[str, str]]:
    """(line containing a secret, the secret value)."""
    pem_body = "\n".join(rs(64, string.ascii_letters + string.digits + "+/") for _ in range(4))
    jwt = (
        "eyJ" + rs(20) + ".eyJ" + rs(30) + "." + rs(43, string.ascii_letters + string.digits + "-_")
    )
    items = [
        ("aws access key", "AKIA" + rs(16, UP)),
        ("aws temp key", "ASIA" + rs(16, UP)),
        ("github pat classic", "ghp_" + rs(36)),
        ("github oauth", "gho_" + rs(36)),
        ("github fine-grained", "github_pat_" + rs(22) + "_" + rs(59)),
        ("gitlab pat", "glpat-" + rs(20)),
        (
            "slack bot token",
            "xoxb-" + rs(11, string.digits) + "-" + rs(12, string.digits) + "-" + rs(24),
        ),
        ("slack user token", "xoxp-" + rs(11, string.digits) + "-" + rs(24)),
        ("stripe live secret", "sk_live_" + rs(24)),
        ("stripe restricted", "rk_live_" + rs(24)),
        ("openai key", "sk-proj-" + rs(48)),
        ("anthropic key", "sk-ant-api03-" + rs(80, string.ascii_letters + string.digits + "-_")),
        ("google api key", "AIza" + rs(35, string.ascii_letters + string.digits + "-_")),
        ("npm token", "npm_" + rs(36)),
        ("sendgrid key", "SG." + rs(22) + "." + rs(43)),
        ("twilio key", "SK" + rs(32, HEX)),
        ("mailchimp key", rs(32, HEX) + "-us14"),
        (
            "telegram bot",
            rs(9, string.digits) + ":AA" + rs(33, string.ascii_letters + string.digits + "_-"),
        ),
        ("huggingface", "hf_" + rs(34)),
        ("digitalocean", "dop_v1_" + rs(64, HEX)),
        ("shopify", "shpat_" + rs(32, HEX)),
        ("jwt", jwt),
        ("age key", "AGE-SECRET-KEY-1" + rs(58, UP)),
        ("square", "sq0atp-" + rs(22)),
        ("pypi", "pypi-AgEIcHlwaS5vcmc" + rs(60)),
    ]
    lines = [(f"here is the {name}: {value} (do not share)", value) for name, value in items]
    pw = rs(14)
    lines += [
        (
            f"-----BEGIN RSA PRIVATE KEY-----\n{pem_body}\n-----END RSA PRIVATE KEY-----",
            pem_body.split("\n")[1],
        ),
        (
            f"-----BEGIN OPENSSH PRIVATE KEY-----\n{pem_body}\n-----END OPENSSH PRIVATE KEY-----",
            pem_body.split("\n")[2],
        ),
        (f"DATABASE_URL=postgres://app:{pw}@db.internal:5432/app", pw),
        (f"mongodb+srv://admin:{pw}x@cluster0.example.net/test", pw + "x"),
        (f'password = "{pw}y"', pw + "y"),
        (f"api_key: {rs(32)}", None),
        (f"export STRIPE_SECRET={rs(30)}", None),
        (f"AUTH_TOKEN={rs(40)}", None),
        (f"curl -H 'Authorization: Bearer {rs(40)}' https://api.example.com", None),
        (f"client_secret={rs(36)}", None),
        (f"aws_secret_access_key = {rs(40, string.ascii_letters + string.digits + '/+')}", None),
        (
            f"DefaultEndpointsProtocol=https;AccountName=x;AccountKey={rs(86, string.ascii_letters + string.digits + '+/')}==",
            None,
        ),
        (f"mysql -u root -p{pw}z -h db", pw + "z"),
    ]
    out = []
    for line, value in lines:
        if value is None and "Bearer " in line:
            value = line.split("Bearer ")[1].split("'")[0]
        elif value is None:  # the secret is the last token after = : or space
            value = line.replace("==", "").split()[-1].split("=")[-1].split(":")[-1]
        out.append((line, value))
    return out


def control_corpus() -> list[str]:
    shas = [rs(40, HEX) for _ in range(20)]
    digests = [rs(64, HEX) for _ in range(20)]
    uuids = [str(uuid.UUID(int=R.getrandbits(128))) for _ in range(20)]
    code = [
        "def get_user_by_id(user_id: int) -> User:",
        "for i in range(len(items)): total += items[i].price",
        "const token = await getToken();  // fetched at runtime",
        "password_field = forms.CharField(widget=forms.PasswordInput)",
        "git checkout -b feature/search-index",
        "docker run -p 8080:8080 ghcr.io/acme/api:1.4.2",
        "SELECT id, name FROM users WHERE created_at > now() - interval '7 days';",
        "export PATH=$HOME/.local/bin:$PATH",
        "npm install --save-dev typescript@5.4.5",
        "https://github.com/acme/widgets/blob/main/src/index.ts#L42",
        "the secret to fast builds is caching the dependency layer",
        "use `pnpm test` to run the suite; tokens are read from the keychain",
        "Error: E0502 cannot borrow `self.cache` as mutable",
        "sha256sum dist/app.tar.gz",
        "ULID 01HZX3K9Q7R8S2T4V6W8Y0Z1A3 assigned",
    ]
    return (
        [f"commit {s}" for s in shas]
        + [f"sha256:{d}" for d in digests]
        + [f"request id {u}" for u in uuids]
        + code
    )


def test_every_secret_shape_in_the_corpus_is_redacted() -> None:
    corpus = secret_corpus() + [(line, value) for _n, line, value in new_shapes()]
    assert len(corpus) >= 50
    leaked, total = [], 0
    for line, value in corpus:
        red = redact(line)
        total += red.count
        if value in red.text or red.count == 0:
            leaked.append(line[:30])
    print(f"secrets corpus: {len(corpus)} shapes, {total} redactions, {len(leaked)} leaked")
    assert leaked == []
    assert total >= len(corpus)


def test_the_control_corpus_has_no_false_positives_on_hashes_and_a_measured_rate_on_code() -> None:
    control = control_corpus()
    flagged = [line for line in control if redact(line).count]
    hashes = [line for line in flagged if line.startswith(("commit ", "sha256:", "request id"))]
    rate = len(flagged) / len(control)
    print(f"control corpus: {len(control)} lines, {len(flagged)} flagged ({rate:.1%}): {flagged}")
    assert hashes == []
    assert rate <= 0.05


def test_redaction_is_idempotent_and_the_fast_path_catches_the_common_shapes() -> None:
    line = "token ghp_" + rs(36) + " and AKIA" + rs(16, UP)
    once = redact(line).text
    assert redact(once).text == once and redact(once).count == 0
    assert redact_fast(line).count == 2


@pytest.mark.parametrize(("name", "line", "value"), new_shapes())
def test_the_shapes_that_got_through_before_are_redacted(name: str, line: str, value: str) -> None:
    """Issue 14, item 2: no user name in a URL, short tokens, passwords in prose."""
    red = redact(line)
    assert red.count >= 1, name
    assert value not in red.text, (name, red.text)
    assert redact(red.text).text == red.text  # idempotent


def test_a_short_token_alone_is_not_skipped_as_boring() -> None:
    token = "xoxb-" + "4" * 12  # 17 characters: once skipped as a "boring" short string
    assert redact(token).text == "[REDACTED:slack-token]"
    # control: cairn's own identifiers are still skipped
    for inert in ("01HZX3K9Q7R8S2T4V6W8Y0Z1A3", "2026-05-01T10:00:00Z", "0" * 32):
        assert redact(inert).count == 0


FP_LIMITS = {  # measured false-positive rates must stay at or below these
    "generated memories": 0.01,
    "kimetsu memories": 0.025,
    "gaius facts": 0.0,
    "hexis events": 0.0,
    "locomo turns": 0.001,
    "transcript strings": 0.005,
}


def test_false_positives_on_realistic_memory_text_stay_rare() -> None:
    """Commands, paths, versions, hashes and prose about passwords and tokens that holds none:
    the share of texts the write-boundary detector changes, per corpus."""
    corpora = realistic_memories()
    assert "generated memories" in corpora
    report = []
    for name, texts in corpora.items():
        flagged = [t for t in texts if redact(t).count]
        rate = len(flagged) / max(1, len(texts))
        report.append(f"{name}: {len(flagged)}/{len(texts)} ({rate:.2%})")
        assert rate <= FP_LIMITS[name], (name, [f[:120] for f in flagged[:5]])
    print("false positives: " + "; ".join(report))


def test_the_keyword_detector_runs_only_on_text_holding_one_of_its_own_keywords() -> None:
    """Its literals come from its own expressions (``policy.prefilter``): every deny-list
    keyword's spellings hold one, and prose holding none skips it."""
    from detect_secrets.plugins.keyword import DENYLIST

    from cairn.policy import catalogue, secrets

    keyword = [d for d in catalogue.load().detectors if d.secret_type == "Secret Keyword"]
    assert keyword and keyword[0].literals is not None
    literals = keyword[0].literals
    for entry in DENYLIST:
        for spelling in {entry.replace("_?", "_"), entry.replace("_?", "")}:
            assert any(x in spelling.lower() for x in literals), entry
    assert not any(x in "run the tests with uv run pytest -q" for x in literals)  # skipped
    # control: a keyword assignment only the plugin knows is still found through the gate
    found = secrets.find('db_pass = "hunter2hunter2"')
    assert [f.kind for f in found] == ["secret-keyword"]


# A plain lower-case label whose last word is one a secret is also called ("tokens", "auth"),
# then a colon and ordinary words: a repository, a service, a design system. Not a secret.
LABELS_NOT_SECRETS = [
    "Checked package-lock.json in design-tokens: stripe-node is locked at 12.28.11.",
    "SLO doc for copperline-auth: availability objective 99.5% over a rolling 28 days.",
    "web-auth: owned by the identity team since March",
    "the tokens: primary-blue and surface-muted are deprecated",
    # a label, then a setting of the labelled service with its own value
    "brantor-auth: pool_size = 40",
    "brantor-auth: `pool_size = 40` in config/db.toml.",
    "svc-auth: ttl_seconds=300, pool_size=40",
    "quill-tokens: max_entries: 5000",
    # a count of tokens is a number
    '{"yield_time_ms": 1000, "max_output_tokens": 12000}',
    "MAX_TOKENS=4096",
]
# The same shapes holding a value a secret could be: each must still be redacted.
STILL_SECRETS = [
    ("design-tokens: stripe9node", "stripe9node"),  # a digit
    ("copperline-auth: Availability", "Availability"),  # a capital
    ("token: abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz"),  # long
    ("auth_token: deadbeefcafe", "deadbeefcafe"),  # a name written as code
    ("API_TOKEN: swordfishes", "swordfishes"),
    ("authToken: swordfishes", "swordfishes"),
    ("tokens=stripe-node", "stripe-node"),  # an assignment, not a label
    ('access_key: "hunter-two-three"', "hunter-two-three"),  # a quoted value
    ("password: swordfish", "swordfish"),  # a password may be a plain word
    ("db-secret: correct-horse", "correct-horse"),
    # a value followed by its own value is a setting only when it is lower-case words: a token
    # shape, a name written as code, or no space before the colon still redact
    ("token: a8f_93kd_x = 3", "a8f_93kd_x"),
    ("token: abcdef1234 : revoked", "abcdef1234"),
    ("auth_token: pool_size = 40", "pool_size"),
    ("svc-auth: pool_size:40", "pool_size"),
    # a number under a name that is not a count of tokens may be a PIN or a password
    ("api_token: 12345678", "12345678"),
    ('"password": 94817263', "94817263"),
    ("max_tokens: 9f8e7d6c5b", "9f8e7d6c5b"),
]


@pytest.mark.parametrize("line", LABELS_NOT_SECRETS)
def test_a_label_naming_a_service_or_package_keeps_its_words(line: str) -> None:
    assert redact(line).count == 0, redact(line).text
    assert redact_fast(line).text == line


@pytest.mark.parametrize(("line", "value"), STILL_SECRETS)
def test_the_same_label_holding_a_value_a_secret_could_be_is_redacted(
    line: str, value: str
) -> None:
    for red in (redact(line), redact_fast(line)):
        assert red.count >= 1 and value not in red.text, red.text


def test_random_tokens_after_any_secret_label_are_redacted() -> None:
    """Generated: every label shape (plain, kebab, snake, upper, camel) with tokens drawn the way
    services mint them (letters and digits, hex, base64url); none gets through."""
    names = ["token", "auth", "api-key", "design-tokens", "svc-auth", "auth_token", "API_KEY"]
    alphabets = [string.ascii_letters + string.digits, HEX, string.ascii_letters + "-_"]
    missed = []
    for _ in range(300):
        value = rs(R.randint(12, 40), R.choice(alphabets))
        if re.fullmatch(r"[a-z]+(?:-[a-z]+)*", value) and len(value) < 20:
            continue  # a plain lower-case word is what a label may hold (test above)
        line = f"{R.choice(names)}: {value}"
        if value in redact(line).text:
            missed.append(line)
    assert not missed, missed[:5]
