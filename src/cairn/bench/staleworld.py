"""A generated project whose code changes commit by commit, and memories about it whose
staleness is known at every commit: the ground truth of ``cairn bench anchors``.

The world is a model (Makefile targets, package.json scripts, dependencies, Python modules
with functions, environment variables, command-line options) rendered into files of a real git
repository. Each commit applies one mutation drawn from a seeded mix:

- breaking ones: a target, script, function, file, dependency, variable or option renamed or
  removed; a function moved away from the file a memory pins it to; a recipe or script that
  stops using the tool a memory names; a literal or a mode a memory states that changes; a
  dependency bumped past the version a memory pins; a change of behaviour no word of the memory
  pins (which no word-based check can see: it is here so the recall is honest);
- harmless ones: a function moved (the memory names no file), a file moved to another folder
  under the same name (the memory names the name only), a flag added to a recipe, a line added
  to a function, a comment or re-indentation, an unrelated function in the same file edited, a
  new module, a recipe that swaps a helper script whose name shares a word with a memory (a trap
  for word-based checks: it is counted against cairn when it flags it);
- and a removed target coming back.

A memory's truth is a predicate over the model, written from what its text asserts, never from
what cairn records: "Deploy with make ship" holds while a target named ``ship`` exists; "`f`
retries 3 times" while ``f`` exists and its literal is 3; "`f` lives in `a/b.py`" while ``f``
is defined in that file. Phrasings come in families (prose, code spans, cue words) so a result
can be broken down by how a memory was written.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from cairn.bench.gitrepo import GitRepo

TOOLS = ["pytest", "nox", "tox", "ward", "behave"]
BUNDLERS = ["webpack", "vite", "rollup", "esbuild", "parcel"]
MODES = ["toml", "json", "yaml", "ini", "csv", "xml"]
PURPOSES = ["deploy", "publish", "package", "release", "bundle", "migrate", "seed", "audit"]
SYL = ["ka", "lo", "mi", "ner", "tos", "va", "ri", "zen", "pol", "qua", "dex", "ul", "mar", "fi"]


@dataclass
class Fn:
    name: str
    file: str
    literal: int
    mode: str
    rounding: str = "half_up"
    extra: list[str] = field(default_factory=list)


@dataclass
class Target:
    name: str
    tool: str
    args: list[str]
    purpose: str
    helper: str  # a helper script, at first named after the target's purpose


@dataclass
class Script:
    name: str
    tool: str
    args: list[str]


@dataclass
class Memory:
    text: str
    family: str
    holds: Callable[[World], bool]
    created: int = 0
    id: str = ""


class World:
    """The model, its files and the memories about it."""

    def __init__(self, seed: int, *, modules: int = 12, fns_per_module: int = 3) -> None:
        self.rnd = random.Random(seed)
        self.used: set[str] = set()
        self.targets: dict[str, Target] = {}
        self.removed_targets: dict[str, Target] = {}
        self.scripts: dict[str, Script] = {}
        self.deps: dict[str, tuple[int, int]] = {}
        self.env: set[str] = set()
        self.flags: set[str] = set()
        self.fns: dict[str, Fn] = {}
        self.files: set[str] = set()
        self.memories: list[Memory] = []
        for i in range(modules):
            path = f"{self._word()}/{self._word()}_{i}.py"
            self.files.add(path)
            for _ in range(fns_per_module):
                self._new_fn(path)
        for purpose in PURPOSES:
            name = self._word()
            tool = self.rnd.choice(TOOLS)
            self.targets[name] = Target(name, tool, ["-q"], purpose, f"{purpose}.sh")
        for _ in range(6):
            name = self._word()
            self.scripts[name] = Script(name, self.rnd.choice(BUNDLERS), ["--mode", "production"])
        for _ in range(8):
            self.deps[self._word()] = (self.rnd.randint(1, 9), self.rnd.randint(0, 9))
        for _ in range(6):
            self.env.add(self._word().upper() + "_" + self._word().upper())
        for _ in range(6):
            self.flags.add(f"{self._word()}-{self._word()}")

    # -- names ------------------------------------------------------------------------------------

    def _word(self) -> str:
        while True:
            w = "".join(self.rnd.choice(SYL) for _ in range(self.rnd.randint(2, 3)))
            if w not in self.used:
                self.used.add(w)
                return w

    def _new_fn(self, path: str) -> Fn:
        fn = Fn(
            f"{self._word()}_{self._word()}",
            path,
            self.rnd.randint(2, 9),
            self.rnd.choice(MODES),
        )
        self.fns[fn.name] = fn
        return fn

    # -- rendering ------------------------------------------------------------------------------

    def render(self) -> dict[str, str]:
        out: dict[str, str] = {}
        rules = []
        for t in self.targets.values():
            rules.append(f"{t.name}:\n\t{t.tool} {' '.join(t.args)}\n\t./scripts/{t.helper}\n")
        out["Makefile"] = ".PHONY: all\nall:\n\t@echo targets\n\n" + "\n".join(rules)
        pkg = {
            "name": "web",
            "scripts": {s.name: f"{s.tool} {' '.join(s.args)}" for s in self.scripts.values()},
        }
        out["package.json"] = json.dumps(pkg, indent=2) + "\n"
        deps = ", ".join(f'"{d}>={a}.{b},<{a + 1}"' for d, (a, b) in sorted(self.deps.items()))
        out["pyproject.toml"] = f'[project]\nname = "demo"\ndependencies = [{deps}]\n'
        out["app/settings.py"] = "import os\n\n" + "".join(
            f'{v} = os.environ.get("{v}")\n' for v in sorted(self.env)
        )
        out[".env.example"] = "".join(f"{v}=\n" for v in sorted(self.env))
        out["app/cli.py"] = (
            "import argparse\n\n\ndef main():\n    p = argparse.ArgumentParser()\n"
            + "".join(f'    p.add_argument("--{f}")\n' for f in sorted(self.flags))
            + "    return p.parse_args()\n"
        )
        for path in self.files:
            out[path] = self.module(path)
        for t in self.targets.values():
            out[f"scripts/{t.helper}"] = "#!/bin/sh\necho done\n"
        return out

    def module(self, path: str) -> str:
        parts = ["import logging\n\nlog = logging.getLogger(__name__)\n"]
        for fn in sorted((f for f in self.fns.values() if f.file == path), key=lambda f: f.name):
            body = [
                f"def {fn.name}(value, attempts={fn.literal}):",
                f'    """Handle {fn.mode} input."""',
                f'    rounding = "{fn.rounding}"',
                *fn.extra,
                f"    return load_{fn.mode}(value, attempts, rounding)",
            ]
            parts.append("\n\n" + "\n".join(body) + "\n")
        return "".join(parts)

    def write(self, repo: GitRepo, before: dict[str, str]) -> dict[str, str]:
        """Make the tree match the model (moves already done by ``git mv``)."""
        now = self.render()
        for path, text in now.items():
            if before.get(path) != text or not repo.exists(path):
                repo.write(path, text)
        for path in set(before) - set(now):
            if repo.exists(path):
                repo.remove(path)
        return now

    # -- memories ---------------------------------------------------------------------------------

    def pick(self, items: list[str]) -> str:
        return self.rnd.choice(sorted(items))

    def memory(self, family: str, at: int) -> Memory | None:
        """One memory of ``family`` about something that exists now (None if nothing fits)."""
        if family.startswith("target") and self.targets:
            t = self.targets[self.pick(list(self.targets))]
            purpose, name, tool = t.purpose, t.name, t.tool
            texts = {
                "target-prose": f"{purpose.capitalize()} with make {name}",
                "target-code": f"Run `make {name}` before merging",
                "target-cue": f"The `{name}` target is how we {purpose}",
                "target-tool": f"make {name} runs {tool}",
                "target-question": f"How do we {purpose}? make {name}.",
            }
            if family == "target-tool":
                return Memory(texts[family], family, lambda w: _tool_of(w, name) == tool, at)
            return Memory(texts[family], family, lambda w: name in w.targets, at)
        if family.startswith("script") and self.scripts:
            s = self.scripts[self.pick(list(self.scripts))]
            name, tool = s.name, s.tool
            if family == "script-tool":
                text = f"`npm run {name}` bundles with {tool}"
                return Memory(text, family, lambda w: _bundler(w, name) == tool, at)
            return Memory(f"Bundle with `npm run {name}`", family, lambda w: name in w.scripts, at)
        if family.startswith("fn") and self.fns:
            fn = self.fns[self.pick(list(self.fns))]
            f, lit, mode, path = fn.name, fn.literal, fn.mode, fn.file
            if family == "fn-call":
                return Memory(f"Call {f}() to handle a batch", family, lambda w: f in w.fns, at)
            if family == "fn-code":
                return Memory(f"Use `{f}` for batch work", family, lambda w: f in w.fns, at)
            if family == "fn-dotted":
                module = path.removesuffix(".py").replace("/", ".")
                text = f"`{module}.{f}` handles a batch"
                return Memory(text, family, lambda w: f in w.fns, at)
            if family == "fn-sentence":
                text = f"Batch work is done by {f}."
                return Memory(text, family, lambda w: f in w.fns, at)
            if family == "fn-literal":
                text = f"`{f}` retries {lit} times"
                return Memory(text, family, lambda w: _fn(w, f, "literal") == lit, at)
            if family == "fn-mode":
                text = f"{f} reads {mode} input"
                return Memory(text, family, lambda w: _fn(w, f, "mode") == mode, at)
            if family == "fn-pinned":
                text = f"`{f}` is defined in `{path}`"
                return Memory(text, family, lambda w: _fn(w, f, "file") == path, at)
            if family == "fn-semantic":
                rounding = fn.rounding
                text = f"`{f}` rounds {rounding.replace('_', ' ')}"
                return Memory(text, family, lambda w: _fn(w, f, "rounding") == rounding, at)
        if family.startswith("file") and self.files:
            path = self.pick(list(self.files))
            base = path.rsplit("/", 1)[-1]
            area = path.split("/")[0]
            if family == "file-path":
                text = f"The {area} code lives in {path}"
                return Memory(text, family, lambda w: path in w.files, at)
            if family == "file-quoted":
                text = f'Edit "{path}" for the {area} code'
                return Memory(text, family, lambda w: path in w.files, at)
            text = f"See {base} for the {area} code"
            return Memory(text, family, lambda w: _bases(w).count(base) == 1, at)
        if family.startswith("dep") and self.deps:
            dep = self.pick(list(self.deps))
            version = self.deps[dep]
            if family == "dep-version":
                text = f"We pin {dep} {version[0]}.{version[1]}"
                return Memory(text, family, lambda w: w.deps.get(dep) == version, at)
            if family == "dep-eq":
                text = f"{dep}=={version[0]}.{version[1]} is what we test against"
                return Memory(text, family, lambda w: w.deps.get(dep) == version, at)
            text = f"HTTP calls go through the `{dep}` library"
            return Memory(text, family, lambda w: dep in w.deps, at)
        if family.startswith("env") and self.env:
            var = self.pick(list(self.env))
            text = {
                "env": f"Set `{var}` before starting",
                "env-prose": f"{var} must be set",
                "env-dollar": f"export ${var} before starting",
            }[family]
            return Memory(text, family, lambda w: var in w.env, at)
        if family.startswith("flag") and self.flags:
            flag = self.pick(list(self.flags))
            text = f"Cap the batch with --{flag}" if family == "flag" else f"`--{flag}` limits it"
            return Memory(text, family, lambda w: flag in w.flags, at)
        return None

    # -- mutations --------------------------------------------------------------------------------

    def mutate(self, repo: GitRepo) -> tuple[str, bool]:
        """Apply one mutation (moves through ``git mv``); returns (its name, whether it is meant
        to break something)."""
        names, weights = zip(*((m, w) for m, w, _ in MUTATIONS), strict=True)
        for _ in range(50):
            name = self.rnd.choices(names, weights)[0]
            if getattr(self, f"_m_{name}")(repo):
                return name, dict((m, b) for m, _, b in MUTATIONS)[name]
        self._m_add_module(repo)
        return "add_module", False

    def _target(self) -> Target | None:
        return self.targets[self.pick(list(self.targets))] if self.targets else None

    def _m_rename_target(self, repo: GitRepo) -> bool:
        t = self._target()
        if t is None:
            return False
        del self.targets[t.name]
        t.name = self._word()
        self.targets[t.name] = t
        return True

    def _m_remove_target(self, repo: GitRepo) -> bool:
        t = self._target()
        if t is None or len(self.targets) < 3:
            return False
        self.removed_targets[t.name] = self.targets.pop(t.name)
        return True

    def _m_restore_target(self, repo: GitRepo) -> bool:
        if not self.removed_targets:
            return False
        name = self.pick(list(self.removed_targets))
        self.targets[name] = self.removed_targets.pop(name)
        return True

    def _m_retool_target(self, repo: GitRepo) -> bool:
        t = self._target()
        if t is None:
            return False
        t.tool = self.rnd.choice([x for x in TOOLS if x != t.tool])
        return True

    def _m_tweak_target(self, repo: GitRepo) -> bool:
        t = self._target()
        if t is None:
            return False
        t.args = [*t.args, self.rnd.choice(["-x", "--maxfail=2", "-v", "--no-cov"])]
        return True

    def _m_rewire_target(self, repo: GitRepo) -> bool:
        t = self._target()
        if t is None:
            return False
        t.helper = f"run_{self._word()}.sh"  # the target still does what it did
        return True

    def _m_rename_script(self, repo: GitRepo) -> bool:
        if not self.scripts:
            return False
        s = self.scripts.pop(self.pick(list(self.scripts)))
        s.name = self._word()
        self.scripts[s.name] = s
        return True

    def _m_remove_script(self, repo: GitRepo) -> bool:
        if len(self.scripts) < 3:
            return False
        del self.scripts[self.pick(list(self.scripts))]
        return True

    def _m_retool_script(self, repo: GitRepo) -> bool:
        if not self.scripts:
            return False
        s = self.scripts[self.pick(list(self.scripts))]
        s.tool = self.rnd.choice([x for x in BUNDLERS if x != s.tool])
        return True

    def _m_tweak_script(self, repo: GitRepo) -> bool:
        if not self.scripts:
            return False
        s = self.scripts[self.pick(list(self.scripts))]
        s.args = [*s.args, self.rnd.choice(["--watch", "--sourcemap", "--minify"])]
        return True

    def _fn(self) -> Fn | None:
        return self.fns[self.pick(list(self.fns))] if self.fns else None

    def _m_move_fn(self, repo: GitRepo) -> bool:
        fn = self._fn()
        others = sorted(self.files - {fn.file}) if fn else []
        if fn is None or not others:
            return False
        fn.file = self.rnd.choice(others)
        return True

    def _m_rename_fn(self, repo: GitRepo) -> bool:
        fn = self._fn()
        if fn is None:
            return False
        del self.fns[fn.name]
        fn.name = f"{self._word()}_{self._word()}"
        self.fns[fn.name] = fn
        return True

    def _m_remove_fn(self, repo: GitRepo) -> bool:
        fn = self._fn()
        if fn is None or len(self.fns) < 10:
            return False
        del self.fns[fn.name]
        return True

    def _m_change_literal(self, repo: GitRepo) -> bool:
        fn = self._fn()
        if fn is None:
            return False
        fn.literal = self.rnd.choice([n for n in range(2, 10) if n != fn.literal])
        return True

    def _m_change_mode(self, repo: GitRepo) -> bool:
        fn = self._fn()
        if fn is None:
            return False
        fn.mode = self.rnd.choice([m for m in MODES if m != fn.mode])
        return True

    def _m_change_rounding(self, repo: GitRepo) -> bool:
        fn = self._fn()
        if fn is None:
            return False
        fn.rounding = "half_even" if fn.rounding == "half_up" else "half_up"
        return True

    def _m_tweak_fn(self, repo: GitRepo) -> bool:
        fn = self._fn()
        if fn is None:
            return False
        fn.extra.append(f'    log.debug("step {len(fn.extra)}: %s", value)')
        return True

    def _m_cosmetic_fn(self, repo: GitRepo) -> bool:
        fn = self._fn()
        if fn is None:
            return False
        fn.extra.append("    # reviewed")
        return True

    def _m_rename_file(self, repo: GitRepo) -> bool:
        if not self.files:
            return False
        old = self.pick(list(self.files))
        new = f"{self._word()}/{self._word()}_{len(self.used)}.py"
        self._move_file(repo, old, new)
        return True

    def _m_move_file(self, repo: GitRepo) -> bool:
        if not self.files:
            return False
        old = self.pick(list(self.files))
        new = f"{self._word()}/{old.rsplit('/', 1)[-1]}"
        self._move_file(repo, old, new)
        return True

    def _move_file(self, repo: GitRepo, old: str, new: str) -> None:
        repo.move(old, new)
        self.files.discard(old)
        self.files.add(new)
        for fn in self.fns.values():
            if fn.file == old:
                fn.file = new

    def _m_bump_dep(self, repo: GitRepo) -> bool:
        if not self.deps:
            return False
        dep = self.pick(list(self.deps))
        a, b = self.deps[dep]
        self.deps[dep] = (a + 1, 0) if self.rnd.random() < 0.4 else (a, b + 1)
        return True

    def _m_remove_dep(self, repo: GitRepo) -> bool:
        if len(self.deps) < 4:
            return False
        del self.deps[self.pick(list(self.deps))]
        return True

    def _m_add_dep(self, repo: GitRepo) -> bool:
        self.deps[self._word()] = (self.rnd.randint(1, 9), 0)
        return True

    def _m_remove_env(self, repo: GitRepo) -> bool:
        if len(self.env) < 3:
            return False
        self.env.discard(self.pick(list(self.env)))
        return True

    def _m_rename_env(self, repo: GitRepo) -> bool:
        if not self.env:
            return False
        self.env.discard(self.pick(list(self.env)))
        self.env.add(self._word().upper() + "_" + self._word().upper())
        return True

    def _m_remove_flag(self, repo: GitRepo) -> bool:
        if len(self.flags) < 3:
            return False
        self.flags.discard(self.pick(list(self.flags)))
        return True

    def _m_rename_flag(self, repo: GitRepo) -> bool:
        if not self.flags:
            return False
        self.flags.discard(self.pick(list(self.flags)))
        self.flags.add(f"{self._word()}-{self._word()}")
        return True

    def _m_add_module(self, repo: GitRepo) -> bool:
        path = f"{self._word()}/{self._word()}_{len(self.used)}.py"
        self.files.add(path)
        self._new_fn(path)
        return True


def _tool_of(w: World, target: str) -> str | None:
    t = w.targets.get(target)
    return t.tool if t else None


def _bundler(w: World, script: str) -> str | None:
    s = w.scripts.get(script)
    return s.tool if s else None


def _fn(w: World, name: str, attr: str) -> object:
    fn = w.fns.get(name)
    return getattr(fn, attr) if fn else None


def _bases(w: World) -> list[str]:
    return [p.rsplit("/", 1)[-1] for p in w.files]


# The first phrasing of each kind is what the extractor was written against; the variants
# (question, dotted, sentence, quoted, eq, dollar) were added afterwards, unseen by it.
FAMILIES = (
    "target-prose",
    "target-code",
    "target-cue",
    "target-tool",
    "target-question",
    "script-code",
    "script-tool",
    "fn-call",
    "fn-code",
    "fn-dotted",
    "fn-sentence",
    "fn-literal",
    "fn-mode",
    "fn-pinned",
    "fn-semantic",
    "file-path",
    "file-quoted",
    "file-base",
    "dep-version",
    "dep-eq",
    "dep-use",
    "env",
    "env-prose",
    "env-dollar",
    "flag",
    "flag-code",
)

# (mutation, weight, meant to break a memory about what it touches)
MUTATIONS: list[tuple[str, int, bool]] = [
    ("rename_target", 3, True),
    ("remove_target", 2, True),
    ("restore_target", 2, False),
    ("retool_target", 3, True),
    ("tweak_target", 3, False),
    ("rewire_target", 2, False),
    ("rename_script", 2, True),
    ("remove_script", 1, True),
    ("retool_script", 2, True),
    ("tweak_script", 2, False),
    ("move_fn", 4, False),
    ("rename_fn", 3, True),
    ("remove_fn", 2, True),
    ("change_literal", 3, True),
    ("change_mode", 3, True),
    ("change_rounding", 2, True),
    ("tweak_fn", 4, False),
    ("cosmetic_fn", 3, False),
    ("rename_file", 3, True),
    ("move_file", 2, False),
    ("bump_dep", 3, True),
    ("remove_dep", 1, True),
    ("add_dep", 1, False),
    ("remove_env", 1, True),
    ("rename_env", 1, True),
    ("remove_flag", 1, True),
    ("rename_flag", 1, True),
    ("add_module", 2, False),
]
