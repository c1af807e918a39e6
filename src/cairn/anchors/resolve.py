"""Refs to anchors: which of the names a memory uses resolve in the tree now.

A ref becomes an anchor only when it resolves at admission (a Makefile rule ``ship`` exists, a
definition of ``parse_config`` exists, ``django`` is a declared dependency): extraction proposes,
the tree decides. Each anchor records where the name resolved, the region's fingerprint, the
memory's claims about the region (``anchors.words``) and the commit it was verified at. A symbol
is *pinned* when the memory also names the file it is defined in: moving it elsewhere then breaks
what the memory says.

A name defined in more than ``MAX_SITES`` places (``main``, ``run``) is too generic to anchor.
``prefetch`` asks git once for every word a batch of memories needs; resolving a single memory
works without it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from cairn.anchors import words
from cairn.anchors.extract import refs as extract_refs
from cairn.anchors.regions import dep_key, digest, normalise
from cairn.anchors.tree import Tree
from cairn.anchors.types import Anchor, Ref

MAX_SITES = 3
MAX_ANCHORS = 12
_RUNTIMES = frozenset(
    {"python", "python3", "node", "deno", "bun", "ruby", "go", "java", "bash", "sh", "zsh"}
)
_ENV_FILES = (".env.example", ".env.sample", ".env.template", ".env.dist", ".env.defaults")


def _is_test(path: str) -> bool:
    return bool(re.search(r"(^|/)(tests?|spec|__tests__)(/|$)|(^|/)test_|_test\.|\.spec\.", path))


def prefetch(tree: Tree, refs: Iterable[Ref]) -> None:
    """One batched word search for every symbol, variable and option among ``refs``."""
    names = [r.name for r in refs if r.kind in ("symbol", "env_var", "flag")]
    if names:
        tree.holders(names)


def memory_refs(text: str, evidence: Sequence[str] = ()) -> list[Ref]:
    return extract_refs(text, evidence)


def resolve(tree: Tree, text: str, refs: Sequence[Ref], *, commit: str | None) -> list[Anchor]:
    """The anchors of one memory (``text`` its current text, ``refs`` its refs)."""
    found: list[Anchor] = []
    files = [a for r in refs if r.kind == "file" for a in [_file(tree, text, r, commit)] if a]
    text_paths = {a.path for a in files}
    for r in refs:
        if r.kind == "file":
            continue
        a = _one(tree, text, r, commit, text_paths)
        if a is not None:
            found.append(a)
    symbols = {a.name for a in found if a.kind == "symbol"}
    found = [a for a in found if not (a.kind == "env_var" and a.name in symbols)]
    out: list[Anchor] = []
    seen: set[tuple[str, str, str]] = set()
    for a in [*files, *found]:
        key = (a.kind, a.path, a.target)
        if key in seen:
            continue
        seen.add(key)
        out.append(a.updated(idx=len(out)))
        if len(out) >= MAX_ANCHORS:
            break
    return out


def _one(tree: Tree, text: str, r: Ref, commit: str | None, text_paths: set[str]) -> Anchor | None:
    if r.kind == "make_target":
        return make_target(tree, text, r.name, commit)
    if r.kind == "script":
        return script(tree, text, r.name, r.detail, commit)
    if r.kind == "command":
        return _command(tree, text, r, commit, text_paths)
    if r.kind == "dependency":
        return dependency(tree, r.name, r.detail, commit)
    if r.kind == "symbol":
        return symbol(tree, text, r.name, commit, text_paths)
    if r.kind == "env_var":
        return symbol(tree, text, r.name, commit, text_paths, consts_only=True) or word(
            tree, "env_var", r.name, commit
        )
    if r.kind == "flag":
        return word(tree, "flag", r.name, commit)
    return None


def _file(tree: Tree, text: str, r: Ref, commit: str | None) -> Anchor | None:
    if r.detail == "module":
        names = [f"{r.name}.py", f"{r.name}/__main__.py", f"{r.name}/__init__.py"]
    else:
        names = [r.name]
    for name in names:
        hits = tree.find_file(name)
        if len(hits) != 1:
            continue
        span = r.detail if r.detail and r.detail[0].isdigit() else ""
        return file_anchor(tree, text, r.name, hits[0], span, commit)
    return None


def file_anchor(
    tree: Tree, text: str, name: str, path: str, span: str, commit: str | None
) -> Anchor:
    fp, locator, region = tree.fingerprint_file(path, span)
    claimed = words.claims(text, region, exclude=[name], whole_file=not span) if region else ()
    return Anchor(0, "file", name, path, path, fp, locator, claimed, commit=commit)


def make_target(tree: Tree, text: str, name: str, commit: str | None) -> Anchor | None:
    for mf in tree.makefiles():
        rule = tree.rules(mf).get(name)
        if rule is not None:
            claimed = words.claims(text, rule.text, exclude=[name])
            return Anchor(
                0,
                "make_target",
                name,
                mf,
                name,
                rule.fingerprint,
                rule.locator,
                claimed,
                commit=commit,
            )
    return None


def script(tree: Tree, text: str, name: str, tool: str, commit: str | None) -> Anchor | None:
    bases = {"npm": ["package.json"], "pyproject": ["pyproject.toml"]}.get(
        tool, ["package.json", "pyproject.toml"]
    )
    for base in bases:
        for manifest in tree.manifests(base):
            reg = tree.scripts(manifest).get(name)
            if reg is not None:
                claimed = words.claims(text, reg.text, exclude=[name])
                return Anchor(
                    0,
                    "script",
                    name,
                    manifest,
                    name,
                    reg.fingerprint,
                    reg.locator,
                    claimed,
                    commit=commit,
                )
    return None


def dependency(tree: Tree, name: str, version: str, commit: str | None) -> Anchor | None:
    key = dep_key(name)
    if not key or len(key) < 2:
        return None
    for manifest in tree.dependency_files():
        reg = tree.deps(manifest).get(key)
        if reg is None:
            continue
        claimed = (version,) if version and words.version_held(version, reg.text) else ()
        fp = digest(normalise(reg.text))
        return Anchor(0, "dependency", name, manifest, key, fp, reg.what, claimed, commit=commit)
    return None


def symbol(
    tree: Tree,
    text: str,
    name: str,
    commit: str | None,
    text_paths: set[str],
    *,
    consts_only: bool = False,
) -> Anchor | None:
    if not re.fullmatch(r"[A-Za-z_$][\w$]*[?!]?", name) or len(name) < 3:
        return None
    sites = tree.defined_in(name)
    if consts_only:
        sites = [(p, d) for p, d in sites if d.region.what == "const"]
    paths = sorted({p for p, _ in sites})
    if not sites or len(paths) > MAX_SITES:
        return None
    pinned = [(p, d) for p, d in sites if p in text_paths]
    path, d = (pinned or sorted(sites, key=lambda s: (_is_test(s[0]), s[0])))[0]
    claimed = words.claims(text, d.region.text, exclude=[name])
    return Anchor(
        0,
        "symbol",
        name,
        path,
        name,
        d.region.fingerprint,
        d.region.locator,
        claimed,
        pinned=bool(pinned),
        commit=commit,
    )


def word(tree: Tree, kind: str, name: str, commit: str | None) -> Anchor | None:
    """An environment variable or an option: anchored to a file of code or configuration that
    holds it (an example env file first, then code that is not a test)."""
    holders = tree.holders([name])[name]
    if not holders:
        return None
    if kind == "env_var" and not re.search(r"[A-Z]_[A-Z0-9]|^[A-Z]{3,}$", name):
        return None
    path = sorted(
        holders,
        key=lambda p: (not p.rsplit("/", 1)[-1].startswith(_ENV_FILES), _is_test(p), p),
    )[0]
    return Anchor(0, kind, name, path, name, "present", "", (), commit=commit)


def _command(
    tree: Tree, text: str, r: Ref, commit: str | None, text_paths: set[str]
) -> Anchor | None:
    name = r.name
    if "/" in name or name.endswith((".sh", ".py", ".js", ".ts", ".rb", ".pl")):
        hits = tree.find_file(name)
        return file_anchor(tree, text, name, hits[0], "", commit) if len(hits) == 1 else None
    found = script(tree, text, name, "pyproject", commit)
    if found is None and name not in _RUNTIMES:  # `python -m x` is about x, not Python
        found = dependency(tree, name, "", commit)
    return found


def holds(tree: Tree, path: str, name: str) -> bool:
    """Whether ``path`` still holds ``name`` as a word (presence only: the file may carry
    secrets, so nothing of it is kept)."""
    text = tree.repo.read(path)
    if not text:
        return False
    return re.search(r"(?<![\w$-])" + re.escape(name) + r"(?![\w$-])", text) is not None
