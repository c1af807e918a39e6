"""What a shell command runs, read the way the shell and the programs read it: the canonical
forms a shell gate is also matched against (``gates._readings``).

A gate is written for the words a person thinks of (``git push --force``); the same operation
can be spelled many other ways that the shell and git accept, and each is a way past a text
pattern. This module undoes the spellings that change nothing about what runs:

- the command line is split into its simple commands (``;``, ``&&``, ``||``, ``|``, ``&``,
  parentheses, new lines), redirections dropped;
- leading variable assignments (``X=1 git ...``) and common wrappers that run the rest of the
  line as a command (``env``, ``command``, ``exec``, ``nice``, ``nohup``, ``time``, ``timeout``,
  ``sudo``, ``xargs`` ...) are stripped with their own options, read by their option grammar;
- a program named by a path is named by its file name (``/usr/bin/git`` is ``git``);
- a script a shell is handed (``sh -c '...'``, ``bash -lc '...'``, ``eval ...``) and a command
  substitution (``$(...)``, backquotes, inside double quotes too) are read as command lines of
  their own; the words that open a compound command (``{``, ``!``, ``if``/``then``, ``do`` ...)
  are not the command;
- for git: its global options before the subcommand (``-C dir``, ``-c k=v``, ``--git-dir=x``,
  ``--no-pager`` ..., by git's documented grammar: which take a value, joined or separate) are
  dropped, an alias defined on the command line (``-c alias.p=push``, or in the command's
  ``GIT_CONFIG_*`` variables) is expanded, and a push is
  written out: bundled short options split (``-uf`` is ``-u -f``), a unique abbreviation of a
  long option spelled in full (``--forc`` is ambiguous to git, ``--mirr`` is ``--mirror``), and
  a force push by any spelling (``-f``, ``--force``, a ``+`` refspec such as ``+main``, a
  ``+`` refspec or mirror set with ``-c remote.NAME.push``/``.mirror``, ``--mirror``) reads as
  ``git push --force ...`` (and ``git push -f ...``) with the ``+`` taken off the refspec.
  ``--force-with-lease`` stays as written: a gate on ``--force`` as a word meets it (the
  option starts with it); a gate that means to allow it says so (``--force(?!-with-lease)``).

- a script piped or here-stringed into a shell (``echo '...' | sh``, ``bash <<< '...'``), the
  command ``find -exec`` runs and an alias defined earlier in the command are read too; ANSI-C
  strings (``$'\x67it'``) are decoded (``shellexpand``).

What the shell only knows when it runs (``$F``, ``$(...)``, what ``xargs`` appends, a script
piped from ``curl``) is marked ``HOLE`` in the forms, for the gate to judge whether it could
complete its pattern (``gates._completes``). A script file, an alias or a function defined
elsewhere is not followed (docs/governance.md says so). Pure and standard-library only; linear
in the command's length, ``MAX_DEPTH`` scripts deep.
"""

from __future__ import annotations

import re

from cairn.policy import shellexpand
from cairn.policy.shellexpand import HOLE

MAX_DEPTH = 4
READ_EXTRA = 256 * 1024  # characters of nested scripts read beyond the command's own length

SEPARATORS = frozenset({";", ";;", "&", "&&", "|", "||", "|&", "(", ")", "\n"})
REDIRECTIONS = frozenset({">", ">>", "<", "<<", "<<<", ">&", "<&", "&>", "&>>", ">|", "<>"})
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\+?=")

# Wrappers that run the rest of their words as a command: the options of each that take a
# value as the next word, and how many operands come before the command (``timeout 5 git``).
_WRAPPERS: dict[str, tuple[frozenset[str], int]] = {
    "env": (frozenset({"-u", "--unset", "-C", "--chdir", "-S", "--split-string", "-P"}), 0),
    "command": (frozenset(), 0),
    "builtin": (frozenset(), 0),
    "exec": (frozenset({"-a"}), 0),
    "nohup": (frozenset(), 0),
    "time": (frozenset({"-f", "--format", "-o", "--output"}), 0),
    "nice": (frozenset({"-n", "--adjustment"}), 0),
    "ionice": (frozenset({"-c", "--class", "-n", "--classdata", "-p", "-P", "-u"}), 0),
    "chrt": (frozenset(), 1),
    "taskset": (frozenset(), 1),
    "setsid": (frozenset(), 0),
    "stdbuf": (frozenset({"-i", "-o", "-e", "--input", "--output", "--error"}), 0),
    "timeout": (frozenset({"-s", "--signal", "-k", "--kill-after"}), 1),
    "sudo": (
        frozenset({"-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C"})
        | frozenset({"--close-from", "-D", "--chdir", "-r", "--role", "-t", "--type", "-U"})
        | frozenset({"--other-user", "-T", "--command-timeout"}),
        0,
    ),
    "doas": (frozenset({"-u", "-C"}), 0),
    "xargs": (  # -e, -i and -l take their optional value joined only (xargs(1))
        frozenset({"-a", "--arg-file", "-d", "--delimiter", "-E", "-I", "-L"})
        | frozenset({"-n", "--max-args", "-P", "--max-procs", "-s", "--max-chars"}),
        0,
    ),
    "unbuffer": (frozenset(), 0),
    "chronic": (frozenset(), 0),
    "caffeinate": (frozenset({"-t", "-w"}), 0),
    "watch": (frozenset({"-n", "--interval", "-d"}), 0),
}
# Options of a wrapper whose value is itself a command line (``env -S 'git push -f'``).
_SPLIT_STRING = {"env": frozenset({"-S", "--split-string"})}
_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash"})

# git's global options (git(1), "OPTIONS", before the command) that take a value: given joined
# (``--git-dir=x``) or as the next word (``--git-dir x``; ``-C`` and ``-c`` only so).
_GIT_VALUED = frozenset(
    {
        "-C",
        "-c",
        "--git-dir",
        "--work-tree",
        "--namespace",
        "--super-prefix",
        "--config-env",
        "--attr-source",
    }
)
# git push's long options (git-push(1)); a unique prefix of one is accepted as it (parse-options).
_PUSH_LONG = (
    "all",
    "branches",
    "prune",
    "mirror",
    "dry-run",
    "porcelain",
    "delete",
    "tags",
    "follow-tags",
    "signed",
    "atomic",
    "push-option",
    "receive-pack",
    "exec",
    "force-with-lease",
    "force-if-includes",
    "force",
    "repo",
    "set-upstream",
    "thin",
    "quiet",
    "verbose",
    "progress",
    "recurse-submodules",
    "verify",
    "ipv4",
    "ipv6",
)
_PUSH_LONG_VALUED = frozenset({"push-option", "receive-pack", "exec", "repo"})
_PUSH_SHORT_VALUED = frozenset("o")


def forms(command: str, words: list[str] | None = None) -> tuple[str, ...]:
    """The canonical forms of ``command`` (``words``: its ``split_words``, when the caller has
    them): one per simple command it runs (scripts handed to a shell included), then all of
    them joined with ``;``. Empty when nothing could be read."""
    out: list[list[str]] = []
    budget = [len(command) + READ_EXTRA]
    _read(command, 0, out, budget, words)
    flat = [form for simple in out for form in simple]
    if len(out) > 1:
        flat.append(" ; ".join(simple[0] for simple in out))
    return tuple(dict.fromkeys(flat))


# A shell word is a run of quoted strings, escapes and plain characters; an operator stands
# alone; ``#`` at the start of a word begins a comment to the end of the line (POSIX 2.3); a
# lone quote or backslash means the shell could not read the command.
_QUOTED = r"""'[^']*'|"(?:[^"\\]|\\.)*"|\\."""
_TOKEN = re.compile(
    rf"""(?:[^\s'"\\;&|()<>\#]|{_QUOTED})(?:[^\s'"\\;&|()<>]+|{_QUOTED})*"""
    r"""|&&|\|\||;;|\|&|&>>|&>|>>|<<<|<<|>&|<&|>\||<>|[;&|()<>\n]|\#[^\n]*|['"\\]""",
    re.S,
)
_QUOTING = re.compile(r"""'([^']*)'|"((?:[^"\\]|\\.)*)"|\\(.)""", re.S)
_DQ_ESCAPE = re.compile(r"""\\([\\"$`])""")


_PLAIN_QUOTES = re.compile(r"'([^']*)'|\"([^\"]*)\"")


def split_words(command: str) -> list[str]:
    """The command's words and operators as the shell reads them: quotes and escapes removed,
    line continuations joined, comments dropped. A command the shell could not read (an
    unclosed quote, a trailing backslash) is read without its quotes and escapes. Regular
    expression passes only: linear in the text, fast on a huge command."""
    text = command.replace("\\\n", "").replace("\0", "")  # no shell word holds a NUL
    if "$" in text or "`" in text:
        text = shellexpand.prepare(text)
    tokens = _TOKEN.findall(text)
    if "'" in tokens or '"' in tokens or "\\" in tokens:  # a lone quote or backslash
        return re.sub(r"[\"'\\]", "", text).split()
    if "#" in text:
        tokens = [t for t in tokens if t[0] != "#"]
    if "\\" in text:  # quotes and escapes: the words split at them, in one pass
        parts = _QUOTING.split("\0".join(tokens))
        for i in range(2, len(parts), 4):  # a double-quoted string keeps what \ does not escape
            if parts[i] and "\\" in parts[i]:
                parts[i] = _DQ_ESCAPE.sub(r"\1", parts[i])
        return "".join(filter(None, parts)).split("\0")
    single, double = "'" in text, '"' in text
    if single and double:  # both kinds (one may stand inside the other): one substitution
        return _PLAIN_QUOTES.sub(r"\1\2", "\0".join(tokens)).split("\0")
    if single or double:  # one kind only, no escapes: every such character is a quote
        return "\0".join(tokens).replace("'" if single else '"', "").split("\0")
    return tokens


# Words of the shell's grammar that open or close a compound command before the command they
# run (``if true; then git ...``, ``{ git ...; }``, ``! git ...``).
_RESERVED = frozenset({"{", "}", "!", "if", "then", "else", "elif", "fi", "do", "done"})
_RESERVED |= frozenset({"while", "until", "esac", "coproc"})


def _substitutions(text: str) -> list[str]:
    """The commands of the outermost ``$(...)`` (parentheses balanced; an unclosed one runs to
    the end) and backquote substitutions in ``text``, wherever they stand (inside double quotes
    too, where the shell runs them). Nested ones are found when these are read in turn. One
    pass: linear in the text."""
    found = [text[begin:end] for _, begin, end in shellexpand.substitution_spans(text)]
    parts = text.split("`")
    found.extend(parts[k] for k in range(1, len(parts) - 1, 2))
    return [f for f in found if f.strip()]


def _read(
    command: str,
    depth: int,
    out: list[list[str]],
    budget: list[int],
    given: list[str] | None = None,
) -> None:
    """Read ``command`` into ``out``; nested scripts are read while ``budget`` (characters, shared
    by the whole reading) lasts, ``MAX_DEPTH`` deep at most."""
    if depth > MAX_DEPTH or (depth and budget[0] < len(command)):
        return
    budget[0] -= len(command)
    if "$(" in command or "`" in command:
        for inner in _substitutions(command):
            _read(inner, depth + 1, out, budget)
    simple: list[str] = []
    seen: set[tuple[str, ...]] = set()  # a simple command repeated is read once
    words_ = split_words(command) if given is None else given
    skip = ""
    stdin = _NO_STDIN
    aliases: dict[str, str] = {}  # defined earlier in this script (``alias p='git push -f'``)
    for w in [*words_, ";"]:
        if skip:
            if skip == "<<<":
                stdin = _Stdin(stdin.piped)
                stdin.here = w
            skip = ""
            continue
        if w in SEPARATORS:
            key = tuple(simple) if stdin is _NO_STDIN else (*simple, *stdin.key())
            if simple and key not in seen:
                seen.add(key)
                _simple(simple, depth, out, budget, stdin, aliases)
            stdin = _Stdin(simple) if w in ("|", "|&") else _NO_STDIN
            simple = []
        elif w in REDIRECTIONS:
            skip = w  # its target
            if simple and simple[-1].isdigit():  # the descriptor of ``2>``
                simple.pop()
        else:
            simple.append(w)


class _Stdin:
    """What a simple command reads on its standard input, where the text says it: the command
    piped into it, or a here-string (``<<< WORD``). A here-document's lines are read as
    commands of the script already."""

    def __init__(self, piped: list[str] | None = None) -> None:
        self.piped = piped
        self.here: str | None = None

    def key(self) -> tuple[str, ...]:
        return ("\0|", *(self.piped or ()), "\0<", self.here or "")

    def script(self) -> str | None:
        """The script a shell that reads its input would run: the here-string, what ``echo``
        or ``printf`` print, nothing for ``cat`` of no file (a here-document, read already),
        else ``HOLE`` (``curl ... | sh``: unknown until it runs); None when nothing is piped."""
        if self.here is not None:
            return self.here
        if not self.piped:
            return None
        name, args = _program(self.piped[0]), self.piped[1:]
        if name == "echo":
            return " ".join(a for a in args if a not in ("-n", "-e", "-E"))
        if name == "printf":
            return " ".join(args).replace("\\n", "\n")
        if name == "cat" and not [a for a in args if a != "-"]:
            return None
        return HOLE


_NO_STDIN = _Stdin()  # never changed: a here-string makes a new one


def _simple(
    words: list[str],
    depth: int,
    out: list[list[str]],
    budget: list[int],
    stdin: _Stdin | None = None,
    aliases: dict[str, str] | None = None,
) -> None:
    """One simple command: wrappers off, its program by name, git spelled out."""
    words = list(words)
    aliases = {} if aliases is None else aliases
    assigned: dict[str, str] = {}  # variables set for the command (``X=1 git``, ``env X=1 git``)
    for _ in range(16):  # wrappers nest (``sudo env X=1 nice git``), each strips at least a word
        while words and (_ASSIGNMENT.match(words[0]) or words[0] in _RESERVED):
            name, _, value = words.pop(0).partition("=")
            assigned[name.rstrip("+")] = value
        if not words:
            return
        if words[0] in aliases and depth < MAX_DEPTH:
            words = [*split_words(aliases.pop(words[0])), *words[1:]]  # expanded once
            continue
        name = _program(words[0])
        if name == "alias":
            aliases.update(w.partition("=")[::2] for w in words[1:] if "=" in w)
        if name in _SHELLS:
            script = _shell_script(words[1:])
            if script is None and stdin is not None and _reads_stdin(words[1:]):
                script = stdin.script()
            if script is not None:
                _read(script, depth + 1, out, budget)
                return
            break
        if name == "find":
            _find_exec(words[1:], depth, out, budget)
        if name == "eval":
            _read(" ".join(words[1:]), depth + 1, out, budget)
            return
        wrapper = _WRAPPERS.get(name)
        if wrapper is None:
            break
        rest = _unwrap(name, words[1:], wrapper, depth, out, budget, assigned)
        if rest is None:
            return
        words = rest
    if not words:
        return
    name = _program(words[0])
    if name == "git" or (HOLE in name and len(words) > 1):  # a program unknown until it runs
        git = _git(words[1:], depth, out, budget, _env_config(assigned))  # may be git
        if git is not None:
            out.append([HOLE + form[3:] for form in git] if name != "git" else git)
            if name == "git":
                return
    out.append([" ".join([name, *words[1:]])])


def _reads_stdin(words: list[str]) -> bool:
    """Whether a shell given these words (no ``-c``) reads its script from its input: no
    operand names a script file (options, and the values of ``-o``/``-O``, are not one)."""
    for i, w in enumerate(words):
        if w.startswith(("-", "+")) and len(w) > 1:
            continue
        if i > 0 and words[i - 1] in ("-o", "+o", "-O", "+O"):
            continue
        return False
    return True


_FIND_EXEC = frozenset({"-exec", "-execdir", "-ok", "-okdir"})


def _find_exec(words: list[str], depth: int, out: list[list[str]], budget: list[int]) -> None:
    """The commands ``find -exec CMD ... ;`` runs (the ``;`` was read as a separator already;
    ``{}``, each path found, is known only when it runs)."""
    i = 0
    while i < len(words):
        if words[i] in _FIND_EXEC:
            j = i + 1
            while j < len(words) and words[j] not in ("+", ";"):
                j += 1
            command = [HOLE if w == "{}" else w.replace("{}", HOLE) for w in words[i + 1 : j]]
            if command and depth < MAX_DEPTH:
                _simple(command, depth + 1, out, budget)
            i = j
        i += 1


def _program(word: str) -> str:
    """A program named by a path is named by its file name (``/usr/bin/git``, ``C:\\git.exe``)."""
    name = _PATH_SEP.split(word)[-1] if "/" in word or "\\" in word else word
    return name[:-4] if name[-4:].casefold() == ".exe" else name


_PATH_SEP = re.compile(r"[\\/]")


def _unwrap(
    name: str,
    words: list[str],
    wrapper: tuple[frozenset[str], int],
    depth: int,
    out: list[list[str]],
    budget: list[int],
    assigned: dict[str, str],
) -> list[str] | None:
    """The command a wrapper runs (its options and operands skipped), or None when it runs
    none here (``env -S STRING`` is read as a command line of its own)."""
    valued, operands = wrapper
    i = 0
    while i < len(words):
        w = words[i]
        if w == "--":
            i += 1
            break
        if not w.startswith("-") or w == "-":
            if name == "env" and _ASSIGNMENT.match(w):
                key, _, value = w.partition("=")
                assigned[key.rstrip("+")] = value
                i += 1
                continue
            break
        opt, eq, value = w.partition("=")
        if opt in _SPLIT_STRING.get(name, ()):
            script = value if eq else (words[i + 1] if i + 1 < len(words) else "")
            rest = words[i + (1 if eq else 2) :]
            _read(" ".join([script, *rest]), depth + 1, out, budget)
            return None
        i += 2 if (opt in valued and not eq) else 1
    while name == "env" and i < len(words) and _ASSIGNMENT.match(words[i]):
        key, _, value = words[i].partition("=")
        assigned[key.rstrip("+")] = value
        i += 1
    rest = words[i + operands :]
    if name == "xargs" and rest:  # its input's items join the command: unknown until it runs
        replace = _xargs_replace(words[:i])
        rest = [w.replace(replace, HOLE) for w in rest] if replace else [*rest, HOLE]
    return rest


def _xargs_replace(options: list[str]) -> str | None:
    """The string ``xargs -I R`` (``-iR``, ``--replace=R``; ``{}`` when not given) replaces."""
    found: str | None = None
    for k, w in enumerate(options):
        if w == "-I":
            found = options[k + 1] if k + 1 < len(options) else None
        elif w.startswith("-I"):
            found = w[2:]
        elif w.startswith("-i") or w.startswith("--replace"):
            found = w.partition("=")[2] if w.startswith("--") else w[2:]
            found = found or "{}"
    return found


def _shell_script(words: list[str]) -> str | None:
    """The script of ``sh -c SCRIPT`` (options bundled or not: ``bash -lc``), else None."""
    has_c = False
    for i, w in enumerate(words):
        if w == "--":
            continue
        if w.startswith("-") and not w.startswith("--") and len(w) > 1:
            has_c = has_c or "c" in w[1:]
            continue
        if w.startswith("--"):
            continue
        if w.startswith("+"):
            continue
        if i > 0 and words[i - 1] in ("-o", "+o"):
            continue
        return w if has_c else None
    return None


def _env_config(assigned: dict[str, str]) -> dict[str, str]:
    """The git configuration a command's variables set (git-config(1), ENVIRONMENT):
    ``GIT_CONFIG_PARAMETERS`` (``'key=value'`` words) and ``GIT_CONFIG_COUNT`` with its
    ``GIT_CONFIG_KEY_<n>``/``GIT_CONFIG_VALUE_<n>`` pairs."""
    config: dict[str, str] = {}
    for item in split_words(assigned.get("GIT_CONFIG_PARAMETERS", "")):
        key, _, value = item.partition("=")
        config[key.casefold()] = value
    try:
        count = min(int(assigned.get("GIT_CONFIG_COUNT", "0")), 1000)
    except ValueError:
        count = 0
    for n in range(count):
        name = assigned.get(f"GIT_CONFIG_KEY_{n}")
        if name is not None:
            config[name.casefold()] = assigned.get(f"GIT_CONFIG_VALUE_{n}", "")
    return config


def _git(
    words: list[str],
    depth: int,
    out: list[list[str]],
    budget: list[int],
    env_config: dict[str, str] | None = None,
) -> list[str] | None:
    """``git``'s canonical forms: global options dropped, an alias defined on the command line
    (``-c alias.x=...``, or in the command's variables) expanded, a push spelled out
    (``_push``)."""
    config: dict[str, str] = dict(env_config or {})
    i = 0
    while i < len(words) and words[i].startswith("-"):
        opt, eq, value = words[i].partition("=")
        if opt in _GIT_VALUED and not eq:
            value = words[i + 1] if i + 1 < len(words) else ""
            i += 2
        else:
            i += 1
        if opt == "-c":
            key, _, val = value.partition("=")
            config[key.casefold()] = val
    if i >= len(words):
        return ["git"]
    sub, args = words[i], words[i + 1 :]
    alias = config.get(f"alias.{sub.casefold()}")
    if alias is not None and depth < MAX_DEPTH:
        if alias.startswith("!"):
            _read(" ".join([alias[1:], *args]), depth + 1, out, budget)
            return None
        expanded = split_words(alias)
        if expanded:
            sub, args = expanded[0], [*expanded[1:], *args]
    if sub != "push":
        return [" ".join(["git", sub, *args])]
    return _push(args, config)


def _long(name: str) -> str:
    """A long push option by its full name: exact, else the one known option it abbreviates."""
    negated = name.startswith("no-")
    base = name[3:] if negated else name
    if base in _PUSH_LONG:
        return name
    hits = [o for o in _PUSH_LONG if o.startswith(base)]
    if len(hits) == 1:
        return ("no-" if negated else "") + hits[0]
    return name


def _push(args: list[str], config: dict[str, str]) -> list[str]:
    force = any(
        (k.startswith("remote.") and k.endswith(".push") and v.startswith("+"))
        or (k.startswith("remote.") and k.endswith(".mirror") and v.casefold() in ("true", "1"))
        for k, v in config.items()
    )
    kept: list[str] = []
    i = 0
    rest_positional = False
    while i < len(args):
        w = args[i]
        i += 1
        if rest_positional or not w.startswith("-") or w == "-":
            if w.startswith("+") and len(w) > 1:
                force, w = True, w[1:]
            kept.append(w)
            continue
        if w == "--":
            rest_positional = True
            kept.append(w)
            continue
        if w.startswith("--"):
            name, eq, value = w[2:].partition("=")
            full = _long(name)
            if full in ("force", "mirror"):
                force = True
                if full == "force":
                    continue
            kept.append(f"--{full}{eq}{value}")
            if full in _PUSH_LONG_VALUED and not eq and i < len(args):
                kept.append(args[i])
                i += 1
            continue
        for j, letter in enumerate(w[1:], start=1):  # bundled short options
            if letter == "f":
                force = True
                continue
            if letter in _PUSH_SHORT_VALUED:
                value = w[j + 1 :]
                if not value and i < len(args):
                    value, i = args[i], i + 1
                kept.extend([f"-{letter}", value])
                break
            kept.append(f"-{letter}")
    if not force:
        return [" ".join(["git", "push", *kept])]
    return [" ".join(["git", "push", flag, *kept]) for flag in ("--force", "-f")]
