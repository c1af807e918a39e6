"""Lookups over one working tree for one check: where a name resolves now.

``Tree`` wraps a ``Repo`` and memoises what a check asks many times: the file list by name,
which files are Makefiles, manifests or package.json files, each file's parsed rules, scripts,
dependencies and definitions, and which files hold a word (``git grep``, batched). Lookups that
need the whole file list or git are only made when a cheaper one has failed, so a check where
nothing moved reads only the files whose stat changed.

Read-only; never raises on a malformed file (it simply holds no names).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from cairn.anchors import regions
from cairn.anchors.regions import Definition, Region
from cairn.anchors.repo import DOC_SUFFIXES, Repo, secret_named


@dataclass
class Tree:
    repo: Repo
    _by_base: dict[str, list[str]] | None = None
    _rules: dict[str, dict[str, Region]] = field(default_factory=dict)
    _npm: dict[str, dict[str, Region]] = field(default_factory=dict)
    _py: dict[str, dict[str, Region]] = field(default_factory=dict)
    _deps: dict[str, dict[str, Region]] = field(default_factory=dict)
    _defs: dict[str, dict[str, list[Definition]]] = field(default_factory=dict)
    _grep: dict[str, list[str]] = field(default_factory=dict)
    _all_makefiles: list[str] | None = None
    _all_manifests: list[str] | None = None
    _dep_fps: dict[str, str] = field(default_factory=dict)

    # -- files ------------------------------------------------------------------------------------

    def by_base(self) -> dict[str, list[str]]:
        if self._by_base is None:
            index: dict[str, list[str]] = {}
            for p in self.repo.files():
                index.setdefault(p.rsplit("/", 1)[-1], []).append(p)
            self._by_base = index
        return self._by_base

    def find_file(self, name: str) -> list[str]:
        """Paths the text's ``name`` may mean: itself, else every file or folder whose path
        ends with it (``net/retry.py`` matches ``lib/net/retry.py``)."""
        rel = self.repo.rel(name)
        if rel is None:
            return []
        if self.repo.kind(rel) in ("file", "dir"):
            return [rel]
        base = rel.rsplit("/", 1)[-1]
        hits = [p for p in self.by_base().get(base, []) if p == rel or p.endswith("/" + rel)]
        hits = [p for p in hits if self.repo.kind(p) in ("file", "dir")]  # no link out, no pipe
        if hits:
            return hits
        if "." not in base or name.endswith("/"):  # a folder: some file lives under it
            dirs = {
                p[: p.index("/" + rel + "/") + len(rel) + 1]
                for p in self.repo.files()
                if ("/" + rel + "/") in ("/" + p)
            }
            return sorted(d.lstrip("/") for d in dirs)
        return []

    def fingerprint_file(self, path: str, span: str = "") -> tuple[str, str, str]:
        """(fingerprint, locator, region text) of a file or folder, or of its lines
        ``span`` ("12-30"); a secret-bearing, binary or large file counts by existence only."""
        kind = self.repo.kind(path)
        if kind == "dir":
            return "dir", "dir", ""
        text = None if secret_named(path) else self.repo.read(path)
        if text is None:
            return "exists", "", ""
        if span:
            a, _, b = span.partition("-")
            start, end = int(a), int(b or a)
            part = regions.lines(text, start, end)
            return (
                regions.region(part, start, end, "lines").fingerprint,
                f"lines:{start}-{end}",
                part,
            )
        return regions.digest(regions.normalise(text, comments=False)), "", text

    # -- Makefiles, scripts, manifests ------------------------------------------------------------

    def makefiles(self, first: str | None = None) -> list[str]:
        """Makefiles, ``first`` (an anchor's own) and the root's before included ``*.mk``; the
        whole tree is listed only when those do not settle it."""
        found = [m for m in regions.MAKEFILES if self.repo.kind(m) == "file"]
        ordered = [first] if first else []
        ordered += found
        if not found or first not in found:
            if self._all_makefiles is None:
                self._all_makefiles = [
                    p
                    for p in self.repo.files()
                    if p.endswith(".mk") or p.rsplit("/", 1)[-1] in regions.MAKEFILES
                ]
            ordered += self._all_makefiles
        return list(dict.fromkeys(p for p in ordered if p))

    def rules(self, path: str) -> dict[str, Region]:
        if path not in self._rules:
            self._rules[path] = regions.make_rules(self.repo.read(path) or "")
        return self._rules[path]

    def manifests(self, base: str, first: str | None = None) -> list[str]:
        """Files named ``base`` (package.json, pyproject.toml), the root's first."""
        ordered = [first] if first else []
        if self.repo.kind(base) == "file":
            ordered.append(base)
        if first is None or self.repo.kind(base) != "file" or first != base:
            ordered += sorted(self.by_base().get(base, []), key=lambda p: (p.count("/"), p))
        return list(dict.fromkeys(ordered))

    def scripts(self, path: str) -> dict[str, Region]:
        if path.endswith("package.json"):
            if path not in self._npm:
                self._npm[path] = regions.npm_scripts(self.repo.read(path) or "")
            return self._npm[path]
        if path not in self._py:
            self._py[path] = regions.py_scripts(self.repo.read(path) or "")
        return self._py[path]

    def dependency_files(self, first: str | None = None) -> Iterator[str]:
        """Manifests, ``first`` (an anchor's own) first; the tree is listed only when the
        caller goes past it."""
        if first is not None and self.repo.kind(first) == "file":
            yield first
        for m in self._manifest_list():
            if m != first:
                yield m

    def _manifest_list(self) -> list[str]:
        if self._all_manifests is None:
            self._all_manifests = [
                p for p in self.repo.files() if regions.is_manifest(p) and p.count("/") < 3
            ]
        return self._all_manifests

    def dep_fingerprint(self, path: str, key: str) -> str:
        """The fingerprint of a dependency's spec in a manifest ("" when it has none)."""
        cache_key = f"{path}\0{key}"
        if cache_key not in self._dep_fps:
            reg = self.deps(path).get(key)
            self._dep_fps[cache_key] = regions.digest(regions.normalise(reg.text)) if reg else ""
        return self._dep_fps[cache_key]

    def deps(self, path: str) -> dict[str, Region]:
        if path not in self._deps:
            self._deps[path] = regions.dependencies(path, self.repo.read(path) or "")
        return self._deps[path]

    # -- symbols and words ----------------------------------------------------------------------

    def definitions(self, path: str) -> dict[str, list[Definition]]:
        if path not in self._defs:
            text = self.repo.read(path) if path.endswith(regions.CODE_SUFFIXES) else None
            self._defs[path] = regions.definitions(path, text) if text else {}
        return self._defs[path]

    def holders(self, names: Iterable[str], *, docs: bool = False) -> dict[str, list[str]]:
        """name -> files holding it as a word (code and configuration; docs when asked)."""
        names = list(dict.fromkeys(names))
        key = "1:" if docs else "0:"
        todo = [n for n in names if key + n not in self._grep]
        if todo:
            found = self.repo.grep(todo, docs=docs)
            for n in todo:
                self._grep[key + n] = found.get(n, [])
        return {n: self._grep.get(key + n, []) for n in names}

    def defined_in(self, name: str) -> list[tuple[str, Definition]]:
        """(path, definition) of every definition of ``name`` in the tree's code."""
        out: list[tuple[str, Definition]] = []
        for path in self.holders([name])[name]:
            if path.endswith(DOC_SUFFIXES):
                continue
            out += [(path, d) for d in self.definitions(path).get(name, [])]
        return out

    def forget(self, path: str) -> None:
        """Drop what was parsed from ``path`` (it is about to be read again)."""
        self.repo.forget(path)
        for cache in (self._rules, self._npm, self._py, self._deps, self._defs):
            cache.pop(path, None)
        self._dep_fps = {k: v for k, v in self._dep_fps.items() if not k.startswith(path + "\0")}
