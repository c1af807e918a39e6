"""Traps are never proposed, and the real lesson next to each trap is: one test per trap kind,
in both directions, on dialogues written for the test (not the labelled sets)."""

from __future__ import annotations

from pathlib import Path

from cairn.bench import transcripts
from cairn.ingest.extract import HeuristicExtractor
from cairn.ingest.miner import MineOptions, Miner
from cairn.ingest.records import Lesson, Record
from cairn.service import MemoryService


def _mine(*recs: Record) -> list[Lesson]:
    return HeuristicExtractor().extract(list(recs), {}, final=True)


def _u(text: str) -> Record:
    return Record("user", text, "u")


def _a(text: str) -> Record:
    return Record("assistant", text, "a")


def _cmd(cmd: str, code: int, out: str = "") -> Record:
    return Record("command", cmd, f"c {cmd}", exit_code=code, output=out)


def _texts(lessons: list[Lesson]) -> str:
    return "\n".join(f"[{x.kind}] {x.text}" for x in lessons)


def test_an_abandoned_hypothesis_is_not_the_fix_and_the_real_fix_is_the_pitfall() -> None:
    err = "error: linker `cc` not found"
    out = _mine(
        _cmd("cargo build", 101, err),
        _a("Maybe the target dir is stale; cleaning it."),
        _cmd("cargo clean && cargo build", 101, err),
        _a("Not the target dir: the same error. The C toolchain is missing on this image."),
        _cmd("apt-get install -y build-essential", 0, "Setting up build-essential"),
        _cmd("cargo build", 0, "Finished dev"),
    )
    pitfalls = [x for x in out if x.kind == "pitfall"]
    assert len(pitfalls) == 1, _texts(out)
    assert "apt-get install -y build-essential" in pitfalls[0].text
    assert "not found" in pitfalls[0].text and "toolchain is missing" in pitfalls[0].text
    assert "cargo clean" not in _texts(out) and "stale" not in _texts(out)


def test_a_success_that_fixed_nothing_is_not_paired_with_the_failure() -> None:
    err = "ModuleNotFoundError: No module named 'yaml'"
    out = _mine(
        _cmd("python tools/gen.py", 1, err),
        _cmd("git pull", 0, "Already up to date."),
        _cmd("python tools/gen.py", 1, err),
        _cmd("pip install pyyaml", 0, "Successfully installed PyYAML-6.0.1"),
        _cmd("python tools/gen.py", 0, "wrote 12 files"),
    )
    assert "git pull" not in _texts(out)
    (pitfall,) = [x for x in out if x.kind == "pitfall"]
    assert "pip install pyyaml" in pitfall.text and "No module named 'yaml'" in pitfall.text
    # and a failing test passing on a re-run with other flags is no pitfall at all
    out = _mine(
        _cmd("go test ./...", 1, "--- FAIL: TestQueue (0.01s)\nFAIL"),
        _cmd("go test -race ./...", 0, "ok  \tqueue\t1.2s"),
    )
    assert [x.kind for x in out] == ["command"], _texts(out)


def test_the_error_line_is_quoted_not_the_banner_above_it() -> None:
    out = _mine(
        _cmd(
            "helm upgrade --install api ./chart",
            1,
            'Release "api" does not exist. Installing it now.\n'
            'Error: INSTALLATION FAILED: namespaces "api" not found',
        ),
        _cmd("kubectl create namespace api", 0, "namespace/api created"),
        _cmd("helm upgrade --install api ./chart", 0, "STATUS: deployed"),
    )
    (pitfall,) = [x for x in out if x.kind == "pitfall"]
    assert 'namespaces "api" not found' in pitfall.text
    assert "Installing it now" not in pitfall.text


def test_a_guessed_path_that_does_not_exist_is_never_a_fact_and_the_real_file_is() -> None:
    out = _mine(
        _u("which port does the API listen on?"),
        Record("read", "config/server.toml", "r1", exit_code=1, output="File does not exist."),
        _a("There is no config/server.toml in this project; checking the env file."),
        Record("read", ".env.example", "r2", exit_code=0, output="API_PORT=8088\nLOG_LEVEL=info\n"),
        _a("The API listens on port 8088 (API_PORT in .env.example)."),
    )
    assert "config/server.toml" not in _texts(out)
    (fact,) = [x for x in out if x.kind == "fact"]
    assert "8088" in fact.text and fact.record.locator == "r2"


def test_a_one_off_instruction_is_not_kept_and_the_standing_rule_beside_it_is() -> None:
    out = _mine(
        _u("For now skip the slow e2e suite, we'll fix it next week."),
        _u("In general every migration needs a down step, reviewers check for it."),
    )
    assert "skip" not in _texts(out).lower()
    (rule,) = out
    assert rule.kind == "convention" and "down step" in rule.text


def test_an_unanswered_question_is_not_kept_and_a_choice_settled_later_is() -> None:
    out = _mine(_u("Should we vendor the protobufs or fetch them at build time?"))
    assert out == []
    out = _mine(
        _u("Should we vendor the protobufs or fetch them at build time?"),
        _a("Vendoring keeps builds offline; fetching keeps the repo small."),
        _u("ok, vendor then, builds must work offline."),
    )
    (decision,) = [x for x in out if x.kind == "decision"]
    assert "vendor" in decision.text.lower() and "fetch" in decision.text


def test_quoted_text_that_is_declined_is_not_kept_and_the_persons_own_rule_is() -> None:
    out = _mine(
        _u(
            'A blog post says "always squash every commit before merging to keep history clean".'
            " No, we don't do that. We keep every commit and merge with --no-ff."
        )
    )
    assert "squash" not in _texts(out)
    (rule,) = out
    assert rule.kind == "convention" and "--no-ff" in rule.text


def test_a_command_corrected_away_is_not_kept_and_the_one_asked_for_is() -> None:
    out = _mine(
        _u("run the unit tests"),
        _cmd("npx jest", 0, "Tests: 41 passed"),
        _u("no, use `pnpm test:unit`, it sets the env for the mocks."),
        _cmd("pnpm test:unit", 0, "Tests: 41 passed"),
    )
    commands = [x for x in out if x.kind == "command"]
    assert len(commands) == 1, _texts(out)
    assert "pnpm test:unit" in commands[0].text and "npx jest" not in _texts(out)


def test_a_command_the_person_says_broke_something_is_not_the_way() -> None:
    out = _mine(
        _cmd("npm run db:reset", 0, "dropped 14 tables"),
        _u("don't run npm run db:reset again, it wiped my local data."),
    )
    assert not [x for x in out if x.kind == "command"], _texts(out)
    # the control: a build command nobody objects to is kept
    out = _mine(_cmd("npm run build", 0, "built in 3s"), _u("thanks"))
    assert [x.kind for x in out] == ["command"]


def test_cairns_own_injected_context_is_never_mined_back_and_the_persons_words_are(
    svc: MemoryService, tmp_path: Path
) -> None:
    for client in ("claude-code", "codex", "gemini"):
        spec = {
            "id": f"inject-{client}",
            "client": client,
            "cwd": "/nonexistent/inject",
            "turns": [
                {"inject": "- [convention #1] Always deploy with `make ship` on Fridays."},
                {"user": "We decided to deploy with the release workflow, not by hand."},
            ],
        }
        path = transcripts.write(spec, tmp_path / client)
        rep = Miner(svc, HeuristicExtractor(), MineOptions(dry_run=True, final=True)).mine(
            [(path, None)]
        )
        texts = [x["text"] for x in rep.lessons]
        assert not [t for t in texts if "make ship" in t or "Fridays" in t], (client, texts)
        assert any("release workflow" in t for t in texts), (client, texts)


def test_a_standing_preference_is_kept_in_third_person_and_a_task_request_is_not() -> None:
    out = _mine(_u("please rename the `total` helper to `sum_cents` in this file"))
    assert out == []
    out = _mine(_u("When you summarise a change for me, lead with the risk, then the diff."))
    (pref,) = out
    assert pref.kind == "preference" and "the user" in pref.text and "me" not in pref.text.split()


def test_a_choice_the_agent_asks_for_is_a_decision_only_once_the_person_settles_it() -> None:
    ask = _a("Redis persists; Memcached is simpler. Should we use Redis or Memcached here?")
    assert _mine(_u("the session cache keeps evicting"), ask) == []
    out = _mine(_u("the session cache keeps evicting"), ask, _u("Memcached, go with Memcached."))
    (decision,) = out
    assert decision.kind == "decision" and "Memcached" in decision.text and "Redis" in decision.text
