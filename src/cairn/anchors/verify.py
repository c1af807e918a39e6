"""One anchor against the tree now: still there, moved and followed, changed, renamed or gone.

The order of questions is the same for every kind:

1. Does the text's name resolve where the anchor is bound? Then compare the region with the
   fingerprint: the same region is ``ok``; a different one that still holds every claim is
   ``ok`` again at the new commit (re-verified); one that lost a claim is ``changed``.
2. Does the name resolve elsewhere (a function moved to another file, a target to an included
   makefile, a file to another folder under a path the text still matches)? The anchor follows
   it (``moved``), unless the memory pins it to the file it left (then ``renamed``).
3. Has the name gone, but what it named lives on under another name (git's rename detection for
   files; the same body, rule, or script command elsewhere)? The anchor follows it, and the
   memory is stale because its text names what no longer exists (``renamed``).
4. Otherwise the name is ``missing``.

A stale anchor keeps the fingerprint and commit it was last verified at; a fresh one is
re-verified at the check's commit when its region changed. Pure with respect to the store: it
reads the tree (through ``Tree``) and returns the new state.
"""

from __future__ import annotations

from cairn.anchors import words
from cairn.anchors.regions import CODE_SUFFIXES, Definition, Region, dep_key, normalise
from cairn.anchors.resolve import holds, word
from cairn.anchors.tree import Tree
from cairn.anchors.types import Anchor, label, short

FRESH = frozenset({"ok", "moved"})
MIN_BODY = 12  # characters of normalised region below which "the same body" proves nothing


def verify(tree: Tree, a: Anchor, head: str | None) -> Anchor:
    """The anchor's state now."""
    if a.kind == "file":
        new = _file(tree, a, head)
    elif a.kind == "make_target":
        new = _keyed(tree, a, head, tree.makefiles(a.path), tree.rules)
    elif a.kind == "script":
        base = "package.json" if a.path.endswith("package.json") else "pyproject.toml"
        new = _keyed(tree, a, head, tree.manifests(base, a.path), tree.scripts)
    elif a.kind == "dependency":
        new = _dependency(tree, a, head)
    elif a.kind == "symbol":
        new = _symbol(tree, a, head)
    else:
        new = _word(tree, a, head)
    if a.status == "moved" and new.status == "ok" and new.path == a.path:
        new = new.updated(status="moved", reason=a.reason)
    return new


def unchanged(tree: Tree, row: dict[str, object]) -> bool:
    """Whether a fresh anchor's region is certainly as it was verified (its file changed
    elsewhere): the common case when a shared file (a Makefile, a manifest) changes, answered
    from the parsed file without building the anchor."""
    if row["status"] not in FRESH:
        return False
    kind, path, target, fp = (str(row[k]) for k in ("kind", "path", "target", "fingerprint"))
    reg: Region | None = None
    if kind == "make_target":
        reg = tree.rules(path).get(target)
    elif kind == "script":
        reg = tree.scripts(path).get(target)
    elif kind == "symbol":
        return any(d.region.fingerprint == fp for d in tree.definitions(path).get(target, []))
    elif kind == "dependency":
        dep = tree.deps(path).get(target)
        return dep is not None and tree.dep_fingerprint(path, target) == fp
    elif kind in ("env_var", "flag"):
        return holds(tree, path, target)
    return reg is not None and reg.fingerprint == fp


def prefetch(tree: Tree, anchors: list[Anchor]) -> None:
    """One batched word search for every symbol, variable or option that left the file its
    anchor is bound to (each would otherwise search the tree on its own)."""
    names: list[str] = []
    for a in anchors:
        if a.commit is not None:
            continue  # searched among the files changed since its commit first
        if a.kind == "symbol" and a.name not in tree.definitions(a.path):
            names += [a.name, a.target]
        elif a.kind in ("env_var", "flag") and not holds(tree, a.path, a.name):
            names.append(a.name)
    if names:
        tree.holders(names)


def _fresh(
    a: Anchor,
    path: str,
    target: str,
    locator: str,
    fp: str,
    region: str,
    head: str | None,
    *,
    moved: bool,
) -> Anchor:
    """Steps 1 and 2: the name resolves at ``path``; compare ``fp`` and the claims."""
    status = "moved" if moved else "ok"
    reason = f"followed to `{path}`" if moved else None
    if fp == a.fingerprint:
        commit = head if moved and path != a.path else a.commit  # re-verified where it went
        return a.updated(
            path=path, target=target, locator=locator, status=status, reason=reason, commit=commit
        )
    have = words.words(region)
    lost = [c for c in a.claims if c not in have]
    if lost:
        shown = ", ".join(f"`{c}`" for c in lost[:3])
        why = f"{label(a.kind, a.name, path, locator)} changed since {short(a.commit)}:"
        return a.updated(
            path=path,
            target=target,
            locator=locator,
            status="changed",
            reason=f"{why} no longer mentions {shown}",
        )
    return a.updated(
        path=path,
        target=target,
        locator=locator,
        fingerprint=fp,
        commit=head,
        status=status,
        reason=reason,
    )


def _gone(a: Anchor) -> Anchor:
    what = label(a.kind, a.name, a.path, a.locator)
    if a.kind == "dependency":
        reason = f"{what} is no longer declared"
    elif a.kind == "env_var":
        reason = f"{what} is no longer referenced"
    elif a.kind == "flag":
        reason = f"{what} is no longer defined"
    else:
        reason = f"{what} no longer exists"
    return a.updated(status="missing", reason=reason)


def _renamed(a: Anchor, path: str, target: str, locator: str, why: str) -> Anchor:
    return a.updated(path=path, target=target, locator=locator, status="renamed", reason=why)


# -- files ----------------------------------------------------------------------------------------


def _file(tree: Tree, a: Anchor, head: str | None) -> Anchor:
    span = a.locator.partition(":")[2] if a.locator.startswith("lines:") else ""
    if tree.repo.kind(a.path) in ("file", "dir") and _names(a.name, a.path):
        return _file_region(tree, a, a.path, span, head, moved=False)
    if a.target != a.name and tree.repo.kind(a.path) == "file":  # followed a rename before
        return a.updated(status="renamed")
    new = tree.repo.renames_since(a.commit).get(a.path)  # git saw it move: no tree listing
    if new and tree.repo.kind(new) == "file":
        if _names(a.name, new):  # moved under a path the text still matches
            return _file_region(tree, a, new, span, head, moved=True)
        return _renamed(a, new, new, a.locator, f"{label('file', a.name)} was renamed to `{new}`")
    for name in _spellings(a.name):
        hits = tree.find_file(name)
        if len(hits) == 1:
            return _file_region(tree, a, hits[0], span, head, moved=True)
    return _gone(a)


def _spellings(name: str) -> list[str]:
    """The paths a name may mean: itself, and for a module name (``cairn/demo`` from
    ``python -m cairn.demo``) its file or package."""
    n = name.strip().removeprefix("./").rstrip("/")
    if "." in n.rsplit("/", 1)[-1]:
        return [n]
    return [n, f"{n}.py", f"{n}/__main__.py", f"{n}/__init__.py"]


def _names(name: str, path: str) -> bool:
    """Whether the text's ``name`` still means ``path`` (itself, or a suffix of it)."""
    return any(path == n or path.endswith("/" + n) for n in _spellings(name))


def _file_region(
    tree: Tree, a: Anchor, path: str, span: str, head: str | None, *, moved: bool
) -> Anchor:
    if span and tree.repo.kind(path) == "file":
        found = _shifted(tree, path, span, a.fingerprint)
        if found:
            span = found
    fp, locator, region = tree.fingerprint_file(path, span)
    return _fresh(a, path, a.name, locator, fp, region, head, moved=moved)


def _shifted(tree: Tree, path: str, span: str, fp: str) -> str | None:
    """Where the cited lines went when lines above them were added or removed."""
    from cairn.anchors import regions

    text = tree.repo.read(path)
    if not text:
        return None
    a, _, b = span.partition("-")
    n = int(b or a) - int(a) + 1
    src = text.splitlines()
    for start in range(1, max(1, len(src) - n + 2)):
        part = "\n".join(src[start - 1 : start - 1 + n])
        if regions.region(part, start, start + n - 1, "lines").fingerprint == fp:
            return f"{start}-{start + n - 1}"
    return None


# -- Makefile targets and scripts -----------------------------------------------------------------


def _keyed(tree: Tree, a: Anchor, head: str | None, places: list[str], table: object) -> Anchor:
    """A name looked up in a keyed table of regions (Makefile rules, scripts)."""
    assert callable(table)
    for name, step in ((a.name, "name"), (a.target, "target")):
        if step == "target" and a.target == a.name:
            continue
        for place in places:
            reg: Region | None = table(place).get(name)
            if reg is None:
                continue
            if step == "target":  # followed before: the text still names what is gone
                return _renamed(a, place, name, reg.locator, a.reason or "")
            moved = place != a.path
            return _fresh(a, place, name, reg.locator, reg.fingerprint, reg.text, head, moved=moved)
    for place in places:
        for other, reg in table(place).items():
            if reg.fingerprint == a.fingerprint and len(normalise(reg.text)) >= MIN_BODY:
                what = label(a.kind, a.name, a.path, a.locator)
                return _renamed(a, place, other, reg.locator, f"{what} was renamed to `{other}`")
    return _gone(a)


# -- dependencies ---------------------------------------------------------------------------------


def _dependency(tree: Tree, a: Anchor, head: str | None) -> Anchor:
    key = a.target or dep_key(a.name)
    for place in tree.dependency_files(a.path):
        reg = tree.deps(place).get(key)
        if reg is None:
            continue
        fp = tree.dep_fingerprint(place, key)
        moved = place != a.path
        status = "moved" if moved else "ok"
        reason = f"followed to `{place}`" if moved else None
        if fp == a.fingerprint:
            return a.updated(path=place, locator=reg.what, status=status, reason=reason)
        lost = [v for v in a.claims if not words.version_held(v, reg.text)]
        if lost:
            spec = " ".join(reg.text.split()) or "unpinned"
            return a.updated(
                path=place,
                locator=reg.what,
                status="changed",
                reason=f"{label('dependency', a.name)} is now `{spec}` (the memory says {lost[0]})",
            )
        return a.updated(
            path=place, locator=reg.what, fingerprint=fp, commit=head, status=status, reason=reason
        )
    return _gone(a)


# -- symbols --------------------------------------------------------------------------------------


def _symbol(tree: Tree, a: Anchor, head: str | None) -> Anchor:
    here = tree.definitions(a.path).get(a.name, [])
    if here:
        r = here[0].region
        return _fresh(a, a.path, a.name, r.locator, r.fingerprint, r.text, head, moved=False)
    elsewhere = _defined_elsewhere(tree, a.name, a.path, a.commit)
    if elsewhere:
        path, d = elsewhere[0]
        if a.pinned:  # the text names the file it left: stay bound there, and say where it went
            what = label(a.kind, a.name, a.path, a.locator)
            why = f"{what} moved from `{a.path}` to `{path}`"
            return a.updated(status="renamed", reason=why)
        r = d.region
        return _fresh(a, path, a.name, r.locator, r.fingerprint, r.text, head, moved=True)
    if a.target != a.name:  # followed a rename before: is the new name still there?
        for path, d in _defined_elsewhere(tree, a.target, "", a.commit):
            return _renamed(a, path, a.target, d.region.locator, a.reason or "")
    candidates = [a.path, *sorted(tree.repo.changed_since(a.commit))]
    for path in dict.fromkeys(candidates):
        for name, defs in tree.definitions(path).items():
            for d in defs:
                if d.region.fingerprint == a.fingerprint and name != a.name:
                    what = label(a.kind, a.name, a.path, a.locator)
                    why = f"{what} was renamed to `{name}` (same body, in `{path}`)"
                    return _renamed(a, path, name, d.region.locator, why)
        tree.repo.deadline.check()
    return _gone(a)


# -- environment variables and options ------------------------------------------------------------


def _defined_elsewhere(
    tree: Tree, name: str, path: str, commit: str | None
) -> list[tuple[str, Definition]]:
    """Definitions of ``name`` outside ``path``: a symbol that left its file went to a file
    changed since the commit it was verified at, so those are read first (a substring test
    before any parse); the whole tree is searched only when that finds nothing."""
    if commit is not None:
        found: list[tuple[str, Definition]] = []
        for p in sorted(tree.repo.changed_since(commit)):
            if p == path or not p.endswith(CODE_SUFFIXES):
                continue
            text = tree.repo.read(p)
            if text and name in text:
                found += [(p, d) for d in tree.definitions(p).get(name, [])]
        if found:
            return found
    return sorted((p, d) for p, d in tree.defined_in(name) if p != path)


def _word(tree: Tree, a: Anchor, head: str | None) -> Anchor:
    if holds(tree, a.path, a.name):
        keep = a.status == "moved"
        return a.updated(status="moved" if keep else "ok", reason=a.reason if keep else None)
    again = word(tree, a.kind, a.name, head)
    if again is not None:
        return a.updated(path=again.path, status="moved", reason=f"followed to `{again.path}`")
    return _gone(a)
