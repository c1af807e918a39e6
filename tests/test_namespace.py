"""A project's namespace survives moves and clones: the git root commit (the smallest hash when
there are several), else the path; the nearest .cairn/config.toml may pin it (honoured as it is
when it pins the derived id, and only once a person adopted it otherwise). `cairn init` pins the
id that would be derived now. The store lives in the user's data directory, never in the repo."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from cairn import namespace
from cairn.errors import UsageError
from tests.conftest import CAIRN, Cli, clean_env, pin

GIT_ENV = {
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.invalid",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.invalid",
    "GIT_CONFIG_NOSYSTEM": "1",
}


def git(repo: Path, *args: str) -> str:
    env = {**os.environ, **GIT_ENV, "HOME": str(repo.parent)}
    out = subprocess.run(
        ["git", "-c", "init.defaultBranch=main", *args],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.strip()


def new_repo(path: Path, *, commit: bool = True) -> Path:
    path.mkdir(parents=True)
    git(path, "init", "-q")
    if commit:
        (path / "README").write_text(f"hello from {path.name}\n")
        git(path, "add", "README")
        git(path, "commit", "-q", "-m", "first")
    return path


def cli_at(project: Path, home: Path) -> Cli:
    return Cli(project, home)


def texts(cli: Cli) -> set[str]:
    return {m["text"] for m in cli.json("list")["memories"]}


def test_the_config_file_is_found_by_walking_up(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    deep = root / "src" / "pkg" / "deep"
    deep.mkdir(parents=True)
    (root / ".cairn").mkdir()
    (root / ".cairn" / "config.toml").write_text('[project]\nnamespace = "pinned:one"\n')
    info = namespace.resolve(deep)
    assert (info.pinned, info.config_path, info.root) == (
        "pinned:one",
        root.resolve() / ".cairn" / "config.toml",
        root.resolve(),
    )
    assert info.namespace == namespace.path_namespace(root)  # not adopted: the derived id
    adopted = namespace.resolve(deep, adopted=lambda ids: {ids[0]: "pinned:one"})
    assert (adopted.namespace, adopted.how) == ("pinned:one", "adopted")
    # control: a sibling outside the project does not see it
    other = tmp_path / "elsewhere"
    other.mkdir()
    assert namespace.resolve(other, adopted=lambda ids: {ids[0]: "x"}).pinned is None


def test_a_memory_written_in_a_subdirectory_belongs_to_the_project(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    (root / "sub").mkdir(parents=True)
    home = tmp_path / "home"
    pin(root, "pinned:two", home / "cairn.db")
    cli_at(root / "sub", home).run("add", "Written from a subdirectory", check=True)
    assert texts(cli_at(root, home)) == {"Written from a subdirectory"}
    assert cli_at(root, home).json("list")["namespace"] == "pinned:two"


def test_a_config_without_a_namespace_is_a_usage_error(tmp_path: Path) -> None:
    root = tmp_path / "proj"
    (root / ".cairn").mkdir(parents=True)
    (root / ".cairn" / "config.toml").write_text("[project]\n")
    with pytest.raises(UsageError):
        namespace.resolve(root)
    proc = cli_at(root, tmp_path / "home").run("list")
    assert proc.returncode == 64
    assert proc.stderr.startswith("error: ")


def test_the_git_root_commit_namespace_survives_a_move_and_a_clone(tmp_path: Path) -> None:
    repo = new_repo(tmp_path / "repo")
    root = git(repo, "rev-list", "--max-parents=0", "HEAD")
    ns = namespace.resolve(repo).namespace
    assert ns == "git:" + root[:16]
    home = tmp_path / "home"
    cli_at(repo, home).run("add", "Survives moves", check=True)

    moved = tmp_path / "moved" / "repo"
    moved.parent.mkdir()
    shutil.move(str(repo), str(moved))
    assert namespace.resolve(moved).namespace == ns
    assert texts(cli_at(moved, home)) == {"Survives moves"}

    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(moved), str(clone))
    assert namespace.resolve(clone).namespace == ns
    assert texts(cli_at(clone, home)) == {"Survives moves"}
    # control: an unrelated repository is another project
    other = new_repo(tmp_path / "other")
    assert namespace.resolve(other).namespace != ns
    assert texts(cli_at(other, home)) == set()


def test_several_root_commits_give_the_smallest_hash(tmp_path: Path) -> None:
    repo = new_repo(tmp_path / "repo")
    first = git(repo, "rev-parse", "HEAD")
    git(repo, "checkout", "-q", "--orphan", "other")
    git(repo, "rm", "-rqf", ".")
    git(repo, "commit", "-q", "--allow-empty", "-m", "second root")
    second = git(repo, "rev-parse", "HEAD")
    git(repo, "checkout", "-q", "main")
    git(repo, "merge", "-q", "--allow-unrelated-histories", "-m", "merge", "other")
    roots = git(repo, "rev-list", "--max-parents=0", "HEAD").split()
    assert sorted(roots) == sorted([first, second])
    assert namespace.resolve(repo).namespace == "git:" + min(first, second)[:16]


def test_a_directory_outside_git_is_named_by_its_path(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    info = namespace.resolve(plain)
    assert info.how == "path"
    assert info.namespace == namespace.path_namespace(plain)
    assert namespace.resolve(tmp_path).namespace != info.namespace


def test_init_in_a_repository_without_commits_pins_a_fresh_id(tmp_path: Path) -> None:
    ids = []
    for name in ("empty-a", "empty-b"):
        repo = new_repo(tmp_path / name, commit=False)
        c = cli_at(repo, tmp_path / "home")
        out = c.json("init")  # no terminal: pinned, but not adopted
        assert (out["created"], out["adopted"]) == (True, False)
        assert out["pinned"].startswith("proj:")
        assert out["namespace"] == out["derived"] == namespace.path_namespace(repo)
        assert Path(out["config"]) == (repo / ".cairn" / "config.toml").resolve()
        code, said = c.tty("init")  # a file already pins it: a person names what they adopt
        assert code == 0 and f"cairn init --adopt {out['pinned']}" in said, said
        assert c.json("init")["adopted"] is False
        code, said = c.tty("init", "--adopt", out["pinned"])
        assert code == 0, said
        again = c.json("init")
        assert (again["namespace"], again["adopted"]) == (out["pinned"], True)
        ids.append(out["pinned"])
    assert ids[0] != ids[1]


@pytest.mark.parametrize("kind", ["git", "path"])
def test_init_pins_the_id_derived_now_so_earlier_memories_stay_reachable(
    tmp_path: Path, kind: str
) -> None:
    project = new_repo(tmp_path / "p") if kind == "git" else tmp_path / "p"
    project.mkdir(exist_ok=True)
    home = tmp_path / "home"
    derived = namespace.resolve(project).namespace
    cli_at(project, home).run("add", "Written before init", check=True)

    out = cli_at(project, home).json("init")
    assert (out["namespace"], out["created"]) == (derived, True)
    assert texts(cli_at(project, home)) == {"Written before init"}
    # a second init keeps the pin
    again = cli_at(project, home).json("init")
    assert (again["namespace"], again["created"]) == (derived, False)

    moved = tmp_path / "moved"
    shutil.move(str(project), str(moved))
    if kind == "git":  # the root commit moves with the directory
        assert namespace.resolve(moved).namespace == derived
        assert texts(cli_at(moved, home)) == {"Written before init"}
        return
    # a path is the identity of a folder outside git: a moved copy of its config is not
    # taken on its word (any folder could hold one), a person adopts the pin again
    assert namespace.resolve(moved).namespace == namespace.path_namespace(moved)
    assert texts(cli_at(moved, home)) == set()
    doctor = cli_at(moved, home).run("doctor")
    assert doctor.returncode == 1 and f"cairn init --adopt {derived}" in doctor.stdout
    code, out = cli_at(moved, home).tty("init", "--adopt", derived)
    assert code == 0, out
    assert texts(cli_at(moved, home)) == {"Written before init"}


def test_the_store_lives_under_cairn_home_and_never_in_the_repository(tmp_path: Path) -> None:
    repo = new_repo(tmp_path / "repo")
    home = tmp_path / "home"
    c = cli_at(repo, home)
    c.run("init", check=True)
    c.run("add", "Where is the store", check=True)
    assert (home / "cairn.db").is_file()
    inside = sorted(
        str(p.relative_to(repo)) for p in repo.rglob("*") if ".git" not in p.parts and p.is_file()
    )
    assert inside == [".cairn/config.toml", "README"]


def test_the_store_option_overrides_the_home(tmp_path: Path) -> None:
    repo = tmp_path / "proj"
    repo.mkdir()
    home = tmp_path / "home"
    elsewhere = tmp_path / "elsewhere" / "mine.db"
    c = cli_at(repo, home)
    c.run("--store", str(elsewhere), "add", "Stored elsewhere", check=True)
    assert elsewhere.is_file()
    assert not (home / "cairn.db").exists()
    listed = c.run("--store", str(elsewhere), "list", "--json", check=True)
    assert "Stored elsewhere" in listed.stdout
    assert texts(c) == set()  # control: the home store is a different store


def test_without_cairn_home_the_store_is_in_the_users_data_directory(tmp_path: Path) -> None:
    repo = tmp_path / "proj"
    repo.mkdir()
    data = tmp_path / "xdg-data"
    env = clean_env(XDG_DATA_HOME=str(data), HOME=str(tmp_path / "userhome"))
    env.pop("CAIRN_HOME", None)
    proc = subprocess.run(
        [CAIRN, "init", "--json"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        check=True,
    )
    assert '"store"' in proc.stdout
    assert str(data / "cairn") in proc.stdout


def test_a_user_scope_memory_is_shared_across_projects_and_a_project_one_is_not(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    ca, cb = cli_at(a, home), cli_at(b, home)
    ca.run("add", "I like short commit messages", "--scope", "user", check=True)
    ca.run("add", "Project A uses tabs", check=True)
    assert texts(ca) == {"I like short commit messages", "Project A uses tabs"}
    assert texts(cb) == {"I like short commit messages"}
