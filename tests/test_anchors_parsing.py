"""Extraction of names from memory text, and the region parsers (Makefile rules, scripts,
manifests, definitions in several languages), as pure functions."""

from __future__ import annotations

import pytest

from cairn.anchors import mentions, regions, words
from cairn.anchors.extract import refs


def _refs(text: str) -> set[tuple[str, str]]:
    return {(r.kind, r.name) for r in refs(text)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Deploy with make ship", {("make_target", "ship")}),
        (
            "Deploy with `make -C web ship build`",
            {("make_target", "ship"), ("make_target", "build")},
        ),
        ("the `ship` target deploys", {("make_target", "ship")}),
        ("Run `npm run build` then `npm test`", {("script", "build"), ("script", "test")}),
        ("yarn lint before pushing", {("script", "lint")}),
        ("uv run demo --help", {("script", "demo"), ("command", "demo")}),
        ("The retry logic lives in net/retry.py", {("file", "net/retry.py")}),
        ("see src/app.py:10-20", {("file", "src/app.py")}),
        ("`parse_config()` validates the schema", {("symbol", "parse_config")}),
        ("class RetryPolicy owns backoff", {("symbol", "RetryPolicy")}),
        ("We pin django 4.2", {("dependency", "django")}),
        ("requests==2.31.0 is required", {("dependency", "requests")}),
        ("upgrade to react@18.2.0", {("dependency", "react")}),
        ("Set `DATABASE_URL` first", {("env_var", "DATABASE_URL")}),
        ("export $API_TOKEN", {("env_var", "API_TOKEN")}),
        ("Cap with --tenant-max-records", {("flag", "--tenant-max-records")}),
        ("Run `./scripts/deploy.sh --prod`", {("file", "scripts/deploy.sh")}),
        ("python -m cairn.demo builds the demo", {("file", "cairn/demo")}),
    ],
)
def test_each_kind_of_name_is_extracted_from_prose_and_code_spans(
    text: str, expected: set[tuple[str, str]]
) -> None:
    assert expected <= _refs(text)


def test_urls_emails_and_generic_options_are_not_names() -> None:
    found = _refs("See https://example.com/docs/setup.py or mail ops@example.com; use --force")
    assert not any("example" in name for _, name in found)
    assert ("flag", "--force") not in found
    assert ("file", "docs/setup.py") in _refs("See docs/setup.py")  # the control


def test_versions_and_versioned_refs_keep_their_version() -> None:
    [dep] = [r for r in refs("We pin django 4.2.7") if r.kind == "dependency"]
    assert (dep.name, dep.detail) == ("django", "4.2.7")
    [line] = [r for r in refs("see app.py:12-30") if r.kind == "file"]
    assert line.detail == "12-30"


MAKEFILE = """# build things
CC := gcc
OUT = dist
.PHONY: ship test
ship test: build
\t./release.sh \\
\t  --prod   # comment
%.o: %.c
\t$(CC) -c $<
build::
\tpython -m build
clean: ; rm -rf $(OUT)
"""


def test_make_rules_are_parsed_and_assignments_special_and_pattern_rules_are_not_targets() -> None:
    rules = regions.make_rules(MAKEFILE)
    assert set(rules) == {"ship", "test", "build", "clean"}
    assert "./release.sh" in rules["ship"].text and "--prod" in rules["ship"].text
    assert rules["ship"].locator == "rule:5-7"
    assert "rm -rf" in rules["clean"].text


def test_a_rule_fingerprint_ignores_whitespace_and_comments_but_not_commands() -> None:
    base = regions.make_rules("ship:\n\t./release.sh --prod\n")["ship"].fingerprint
    spaced = regions.make_rules("ship:\n\t./release.sh    --prod   # go\n")["ship"].fingerprint
    other = regions.make_rules("ship:\n\t./release.sh --staging\n")["ship"].fingerprint
    assert base == spaced != other


def test_scripts_tables_of_package_json_and_pyproject() -> None:
    npm = regions.npm_scripts('{"scripts": {"build": "webpack", "dev": "vite"}}')
    assert {k: v.text for k, v in npm.items()} == {"build": "webpack", "dev": "vite"}
    py = regions.py_scripts(
        '[project.scripts]\ndemo = "app:main"\n'
        '[tool.poe.tasks]\nlint = {cmd = "ruff check"}\n'
        '[tool.hatch.envs.default.scripts]\ncov = "pytest --cov"\n'
    )
    assert py["demo"].text == "app:main" and "ruff check" in py["lint"].text
    assert py["cov"].what == "tool.hatch.envs.default.scripts"
    assert regions.npm_scripts("not json") == {} and regions.py_scripts("[broken") == {}


@pytest.mark.parametrize(
    ("path", "text", "name", "spec"),
    [
        ("pyproject.toml", '[project]\ndependencies = ["Django>=4.2,<5"]', "django", ">=4.2,<5"),
        ("pyproject.toml", '[project]\nrequires-python = ">=3.11"', "python", ">=3.11"),
        ("pyproject.toml", '[tool.poetry.dependencies]\nhttpx = "^0.27"', "httpx", "^0.27"),
        ("requirements-dev.txt", "pytest==8.1  # tests\n-r base.txt\n", "pytest", "==8.1"),
        ("package.json", '{"devDependencies": {"@types/node": "^20"}}', "@types/node", "^20"),
        (
            "Cargo.toml",
            '[dependencies]\nserde = { version = "1.0" }',
            "serde",
            '{"version": "1.0"}',
        ),
        (
            "go.mod",
            "module x\n\ngo 1.22\nrequire (\n\tgithub.com/a/b v1.2.3\n)\n",
            "github.com/a/b",
            "v1.2.3",
        ),
        ("Gemfile", "gem 'rails', '~> 7.1'\n", "rails", "'~> 7.1'"),
    ],
)
def test_each_manifest_declares_its_dependencies(
    path: str, text: str, name: str, spec: str
) -> None:
    deps = regions.dependencies(path, text)
    assert deps[regions.dep_key(name)].text.strip() == spec


def test_a_version_claim_holds_while_the_spec_speaks_of_it() -> None:
    assert words.version_held("4.2", ">=4.2,<5")
    assert words.version_held("4.2.7", "~=4.2")
    assert words.version_held("4", "^4.1.0")
    assert not words.version_held("4.2", ">=5.0")
    assert not words.version_held("4.2", ">=4.20")


PY = """
MAX = 3


class Client:
    def fetch(self, url):
        return url


@decorator
def retry(fn):
    # try again
    return fn()
"""
JS = """export function parseConfig(path) {
  return JSON.parse(read(path));
}
export const loadUser = async (id) => {
  if (id) { return db.get(id); }
};
class Store {
  get() { return 1; }
}
"""
GO = """package x

func (c *Client) Fetch(url string) error {
\treturn nil
}

type Client struct {
\tName string
}
"""
RUST = """pub fn parse_config(path: &str) -> Config {
    Config::default()
}
pub struct Config { name: String }
"""
RUBY = """class Greeter
  def greet(name)
    "hi #{name}"
  end
end
"""


@pytest.mark.parametrize(
    ("path", "text", "name", "what", "lines"),
    [
        ("a.py", PY, "MAX", "const", (2, 2)),
        ("a.py", PY, "Client", "class", (5, 7)),
        ("a.py", PY, "fetch", "def", (6, 7)),
        ("a.py", PY, "retry", "def", (10, 13)),
        ("a.js", JS, "parseConfig", "def", (1, 3)),
        ("a.js", JS, "loadUser", "def", (4, 6)),
        ("a.js", JS, "Store", "class", (7, 9)),
        ("a.go", GO, "Fetch", "def", (3, 5)),
        ("a.go", GO, "Client", "class", (7, 9)),
        ("a.rs", RUST, "parse_config", "def", (1, 3)),
        ("a.rs", RUST, "Config", "class", (4, 4)),
        ("a.rb", RUBY, "greet", "def", (2, 4)),
    ],
)
def test_definitions_are_found_with_their_extent_in_several_languages(
    path: str, text: str, name: str, what: str, lines: tuple[int, int]
) -> None:
    [d] = regions.definitions(path, text)[name]
    assert (d.region.what, d.region.start, d.region.end) == (what, *lines)


def test_a_symbol_fingerprint_leaves_out_its_own_name_and_the_layout() -> None:
    a = regions.definitions("a.py", "def one(x):\n    return x + 1\n")["one"][0].region
    b = regions.definitions("a.py", "def two(x):\n\n    return   x + 1\n")["two"][0].region
    c = regions.definitions("a.py", "def one(x):\n    return x + 2\n")["one"][0].region
    assert a.fingerprint == b.fingerprint != c.fingerprint
    js1 = regions.definitions("a.js", "function one(x) {\n  return x; // c\n}\n")["one"][0]
    js2 = regions.definitions("a.js", "function two(x) { return x; }\n")["two"][0]
    assert js1.region.fingerprint == js2.region.fingerprint


def test_a_syntax_error_falls_back_to_patterns_and_garbage_yields_nothing() -> None:
    broken = "def good(x):\n    return x\n\ndef bad(:\n"
    assert "good" in regions.definitions("a.py", broken)
    assert regions.definitions("a.js", "\x00\x01 {{{{ ))") == {}


def test_claims_are_the_memory_words_the_region_holds_minus_its_name() -> None:
    assert words.claims("make test runs pytest", "pytest -q tests/", exclude=["test"]) == (
        "pytest",
        "tests",
    ) or words.claims("make test runs pytest", "pytest -q", exclude=["test"]) == ("pytest",)
    assert words.claims("The retry logic lives here", "def retry(): pass", whole_file=True) == ()
    assert words.claims("`retry` lives here", "def retry(): pass", whole_file=True) == ("retry",)
    assert words.lost(("pytest",), "nox -s tests") == ["pytest"]


def test_tool_calls_name_their_files_for_every_client() -> None:
    assert mentions.tool_paths("Edit", {"file_path": "/p/a.py", "old_string": "x"}) == ["/p/a.py"]
    assert mentions.tool_paths("write_file", {"file_path": "b.py", "content": "x"}) == ["b.py"]
    patch = "*** Begin Patch\n*** Update File: src/c.py\n@@\n*** Move to: src/d.py\n*** End Patch"
    assert mentions.tool_paths("apply_patch", {"input": patch}) == ["src/c.py", "src/d.py"]
    assert mentions.tool_paths("Bash", {"command": "cat a.py"}) == []
    assert mentions.tool_paths("Edit", "not a mapping") == []
    assert mentions.paths("tidy up net/retry.py and README.md, not e.g. this") == [
        "net/retry.py",
        "README.md",
    ]
