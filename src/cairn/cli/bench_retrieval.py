"""`cairn bench retrieval|inject|perf`: registers the retrieval suites on the bench group.
Thin: parse, run the suite, render a table, write JSON."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from cairn.bench.common import data_dir, default_out, write_json
from cairn.cli.bench import bench


def _table(title: str, columns: list[str], rows: list[list[Any]]) -> None:
    from rich.console import Console
    from rich.table import Table

    t = Table(title=title)
    for c in columns:
        t.add_column(c)
    for r in rows:
        t.add_row(*[f"{v:.3f}" if isinstance(v, float) else str(v) for v in r])
    Console().print(t)


@bench.command("retrieval")
@click.option("--data", type=click.Path(file_okay=False), help="The shared benchmarks folder.")
@click.option("--budget", type=int, default=2000, show_default=True)
@click.option("--lexical-only", is_flag=True, help="Skip the hybrid run.")
@click.option(
    "--set",
    "sets",
    multiple=True,
    metavar="dev|test|FILE",
    help="Score a set in the Kimetsu schema instead (repeatable): `dev` and `test` are cairn's"
    " generated halves, `unknowns` its perturbed related-unknowns set, `attributes` its"
    " absent-attribute check, `unknowns2` a blind held-out set of answers, related unknowns and"
    " off-topic requests, `perturbed` the related-unknowns set asked on other surfaces (subject"
    " shapes, both wordings, six forms), `unknowns3` the third blind held-out set (six forms, neighbouring"
    " attributes asked as related unknowns), `unknowns4` the fourth (eight memory surfaces, typos and"
    " task instructions), `unknowns5` the fifth (tables, YAML, commits and chat lines; neighbours"
    " that share the subject and words with a held memory), `unknowns6` the sixth (twelve memory"
    " surfaces incl. JSON, INI, e-mail, log line and SQL; more near misses), `unknowns7` the"
    " seventh (conversation turns, facts split over two turns, questions about what a person"
    " said), `unknowns8` the eighth (review comments, docstrings, changelogs, runbooks, threads"
    " and acceptance criteria; task plans, negative questions, old names and comparisons),"
    " `unknowns9` the ninth (config lines and commit messages beside them; near misses that"
    " share the subject and words with a memory that does not answer), `unknowns10` the tenth"
    " (Helm values, table rows, CSV, chat, TOML and error log lines; requests after a code"
    " paste, two questions in one, config instructions and yes/no confirmations), `unknowns11`"
    " the eleventh (Dockerfile, Terraform, commit bodies, checklists, JSON Schema and quoted"
    " replies; questions in code comments, roles, negated confirmations, passive questions,"
    " two-subject comparisons and abbreviations), `unknowns12` the twelfth (Makefile variables,"
    " Actions env entries, crontab and CODEOWNERS lines, postmortem timelines and SQL CHECK"
    " comments; quoted e-mail replies, remind-me asks, bullet lists, misspellings, name"
    " variants and emoji endings), `unknowns13` the thirteenth (docker-compose services,"
    " ConfigMap fields, editorconfig keys, settings.py constants, ticket fields, ADR decisions,"
    " chat threads, CSV rows and pyproject tables; log-line asks, fill-in-the-blanks, hedged"
    " asks, ticket summaries, quoted names and names with a letter dropped), `unknowns14` the"
    " fourteenth (systemd units, nginx directives, README rows, release notes, GraphQL"
    " descriptions, feature flags, shell exports and TSV rows; to-do checkboxes, initials,"
    " buried asks, passive questions, 'V, right?' asks and quoted chat lines), `unknowns15` the"
    " fifteenth (commit trailers, OpenAPI parameters, Prometheus alert rules, package.json"
    " scripts, logrotate stanzas, front matter, XML settings and properties lines; code-comment"
    " asks, comparisons, imperatives, plural names, commit-message asks and 'still' questions),"
    " `unknowns16` the sixteenth (Ansible vars, Rust consts, protobuf comments, iCalendar"
    " events, HTML definition lists, CSS custom properties, diff hunks and redis-cli HSETs;"
    " table header cells, teammate asks, keyword queries, JSON bodies, SQL SELECTs, spoken"
    " asks and antonyms), `unknowns17` the seventeenth (Go consts, LaTeX rows, dataclass"
    " defaults, Dockerfile LABELs, cron comments, gettext entries, ConfigMap data and BibTeX"
    " notes; issue-template fields, review comments, shell comments, voice commands, standup"
    " bullets and regex-like searches), `unknowns18` the eighteenth (Jupyter markdown cells,"
    " man-page entries, CMake cache variables, Lua tables, vCard notes, Mermaid edges, Markdown"
    " footnotes and Nix attributes; failing test lines, e-mail subject lines, meeting-minutes"
    " action items, HTTP query strings, spreadsheet cell comments and Makefile help texts),"
    " `unknowns19` the nineteenth (Org-mode property drawers, AsciiDoc description lists,"
    " Gradle ext blocks, PowerShell hashtables, EDN maps, Elixir maps, HOCON blocks and Bazel"
    " rules; changelog Unreleased entries, support ticket macros, GraphQL query comments, JQL"
    " filters, chat slash commands and calendar invite notes), `unknowns20` the twentieth"
    " (Windows registry entries, Cargo.toml metadata tables, PHP arrays, Ruby hashes, Graphviz"
    " edges, Haskell records, ssh_config host comments and R lists; pager acknowledgement"
    " notes, Jira comment mentions, pull-request open questions, MediaWiki maintenance"
    " templates, kanban cards and OKR key results), `unknowns21` the twenty-first (Prolog"
    " facts, C struct initializers, Java annotations, Gherkin steps, Swift dictionaries, Turtle"
    " triples, reStructuredText field lists and PlantUML objects; Confluence page comments,"
    " retro sticky notes, Discord thread replies, web form field labels, Anki flashcards and"
    " Stack Overflow questions), `unknowns22` the twenty-second (Kotlin data class defaults,"
    " Dhall records, Jsonnet fields, Fortran namelists, Emacs Lisp plists, Julia Dicts, MATLAB"
    " structs and OCaml records; Notion database properties, Trello checklist items, Zoom chat"
    " lines, Figma comments, exam paper questions and WhatsApp group messages), `unknowns23`"
    " the twenty-third (Scala case classes, Erlang records, Perl hashes, Groovy maps, Dart"
    " consts, Gemfile lines, Tcl dicts and Pascal record constants; Google Docs suggestions,"
    " Mastodon posts, Reddit posts, telegrams, fax cover sheets and postcards), `unknowns24`"
    " the twenty-fourth (Zig structs, Nim objects, COBOL level entries, F# records,"
    " Objective-C dictionaries, Vimscript dicts, Solidity structs and Smalltalk dictionaries;"
    " Miro board stickies, Slack huddle notes, Basecamp to-dos, Loom video comments, iMessage"
    " texts and whiteboard transcriptions), `unknowns25` the twenty-fifth (Haxe anonymous"
    " structures, Common Lisp alists, D associative arrays, Raku hashes, VB.NET dictionaries,"
    " AppleScript records, PureScript records and CoffeeScript objects; FAQ entries, margin"
    " notes, lab notebook entries, guestbook entries, suggestion box slips and walkie-talkie"
    " calls), `unknowns26` the twenty-sixth (Crystal named tuples, Racket hashes, Ada record"
    " aggregates, Elm records, Bash associative arrays, Standard ML records, KDL nodes and Pkl"
    " objects; crossword clues, survey questions, Linear issue titles, Teams meeting chats,"
    " Jupyter cell comments and pinboard notices), `unknowns27` the twenty-seventh (C#"
    " anonymous objects, Hack shapes, Wolfram Language associations, Janet structs, Gleam"
    " records, Odin struct literals, Nickel records and Ballerina records; Matrix room"
    " messages, Asana tasks, door intercom logs, phone message slips, Zulip topic messages"
    " and quiz cards), `unknowns28` the twenty-eighth (Scheme alists, TypeScript objects,"
    " Lean structure instances, Roc records, GDScript dictionaries, Rebol objects, Apex maps"
    " and Squirrel tables; Phabricator tasks, Mattermost messages, Trac tickets, BBS messages,"
    " Usenet posts and Gerrit review comments), `unknowns29` the twenty-ninth (Fennel tables,"
    " ReScript records, Idris records, Vala objects, AWK arrays, SystemVerilog structs, Nushell"
    " records and Mojo structs; Rocket.Chat messages, Redmine issues, Keybase chats, Bugzilla"
    " comments, Lobsters comments and Etherpad lines), `unknowns30` the thirtieth (Agda records,"
    " PostScript dictionaries, Elvish maps, Koka values, Modelica records, Unison values, Pike"
    " mappings and Dylan make calls; Gitea review notes, Sourcehut tickets, Todoist tasks,"
    " Google Keep notes, YouTrack issues and Airtable comments), `unknowns31` the thirty-first"
    " (Ceylon maps, Forth word lists, Starlark dicts, Eiffel tuples, Gosu maps, MoonScript"
    " tables, Rexx stems and Hare struct literals; Monday.com item updates, ClickUp tasks, Wrike"
    " comments, Bluesky posts, Shortcut stories and Signal messages), `unknowns32` the"
    " thirty-second (Logo property lists, Vale struct calls, Zsh associative arrays, Red"
    " objects, Pony object literals, Hjson objects, Euphoria sequences and Gambas collections;"
    " Coda doc comments, Threema messages, Tumblr asks, Plane issues, Zendesk tickets and Taiga"
    " user stories), `unknowns33` the thirty-third (Icon tables, Oberon records, Pharo"
    " dictionaries, Bicep objects, HCL blocks, Guile association lists, ChucK strings and"
    " SuperCollider events; Missive threads, Pumble messages, Podio items, Mantis issues,"
    " Freshdesk tickets and Viber messages), `unknowns34` the thirty-fourth (AutoHotkey maps,"
    " Mathematica associations, Scilab structs, Delphi records, Picat maps, newLISP lists,"
    " Nemerle hashtables and AngelScript dictionaries; Flock messages, Chanty posts, Ryver"
    " topics, Kanboard tasks, Freshservice requests and Vikunja tasks), `unknowns35` the"
    " thirty-fifth (Modula-3 records, Zeek records, Pyret tables, Seed7 hashes, Lasso maps,"
    " Simula objects, Miranda lists and Nelua records; Tuleap artifacts, Odoo chatter notes,"
    " Taskade blocks, Nifty messages, OpenProject work packages and Lemmy posts), `unknowns36`"
    " the thirty-sixth (SML records, Fantom maps, Coq records, Myrddin structs, LFE maps, Jai"
    " struct literals, Wollok objects and Jakt structs; Leantime tickets, Focalboard cards,"
    " Wekan cards, Huly issues, Zammad tickets and Plaky items), `unknowns37` the"
    " thirty-seventh (Bosque entities, Newspeak slots, Zonnon records, Unicon records, Frink"
    " dictionaries, Ioke objects, Inko types and Flix records; Nuclino items, Kitemaker issues,"
    " Flowlu tasks, Bitrix24 tasks, MeisterTask cards and Zoho Sprints items), `unknowns38`"
    " the thirty-eighth (HyperTalk fields, Lingo properties, Datalog facts, MUMPS globals,"
    " recfile records, NestedText entries, VHDL constants and SDLang tags; Favro cards,"
    " dictaphone transcripts, Planka cards, telexes, ProofHub tasks and chalkboard notes);"
    " what `cairn recall`"
    " delivers is"
    " printed beside what `cairn search`"
    " ranks, per case kind, with the worst surface variant.",
)
@click.option("--out", type=click.Path(dir_okay=False), help="JSON output path.")
def retrieval_cmd(
    data: str | None, budget: int, lexical_only: bool, sets: tuple[str, ...], out: str | None
) -> None:
    """Kimetsu retrieval fixture, on delivered blocks, beside plain BM25 (or --set)."""
    from cairn.bench import retrieval

    if sets:
        _sets(retrieval.run_sets(sets, budget=budget), out)
        return

    modes = ("lexical",) if lexical_only else ("lexical", "hybrid")
    result = retrieval.run(data_dir(data), budget=budget, modes=modes)
    cols = ["system", "recall@2", "recall@4", "hit@4", "MRR", "neg acc", "quality", "p50 ms"]
    cols.append("ranked r@4")
    rows = []
    for name, s in result["systems"].items():
        if "skipped" in s:
            rows.append([name, f"skipped: {s['skipped']}", "", "", "", "", "", "", ""])
            continue
        rows.append(
            [
                name,
                s["recall@2"],
                s["recall@4"],
                s["hit@4"],
                s["mrr"],
                s["negative_accuracy"],
                s["quality"],
                s["p50_ms"],
                s["ranked"]["recall@4"] if "ranked" in s else "-",
            ]
        )
    _table(f"Kimetsu retrieval (admission: {result['admission']})", cols, rows)
    path = write_json(Path(out) if out else default_out("retrieval"), result)
    click.echo(f"wrote {path}")


def _sets(result: dict[str, Any], out: str | None) -> None:
    cols = ["set / kind", "n", "delivered r@4", "MRR", "neg acc", "ranked r@4", "MRR", "neg acc"]
    for name, res in result["sets"].items():
        rows: list[list[Any]] = []
        d, r = res["delivered"], res["ranked"]
        groups = [("all", d["all"], r["all"])]
        groups += [(k, d["kinds"][k], r["kinds"][k]) for k in d["kinds"]]
        groups += [(f"variant {v}", d["variants"][v], r["variants"][v]) for v in d["variants"]]
        n = {k: sum(1 for c in res["per_case"] if c["kind"] == k) for k in d["kinds"]}
        for label, dm, rm in groups:
            rows.append(
                [
                    label,
                    n.get(label, ""),
                    dm.get("recall@4", "-"),
                    dm.get("mrr", "-"),
                    dm.get("negative_accuracy", "-"),
                    rm.get("recall@4", "-"),
                    rm.get("mrr", "-"),
                    rm.get("negative_accuracy", "-"),
                ]
            )
        if "worst_variant" in d:
            w = d["worst_variant"]
            rows.append(
                [f"worst variant: {w['name']}", "", w["recall@4"], w["mrr"], "", "", "", ""]
            )
        _table(f"{name} ({res['mode']}, {res['memories']} memories)", cols, rows)
    path = write_json(Path(out) if out else default_out("retrieval-sets"), result)
    click.echo(f"wrote {path}")


@bench.command("inject")
@click.option("--data", type=click.Path(file_okay=False), help="The shared benchmarks folder.")
@click.option("--budget", type=int, default=800, show_default=True)
@click.option("--out", type=click.Path(dir_okay=False), help="JSON output path.")
def inject_cmd(data: str | None, budget: int, out: str | None) -> None:
    """gaius injection bench (25 cases, 800-token budget) beside BM25 top-5."""
    from cairn.bench import inject

    result = inject.run(data_dir(data), budget=budget)
    rows = [
        [name, f"{s['pass']}/{s['cases']}", s["warnings"], s["p50_ms"]]
        for name, s in result["systems"].items()
    ]
    _table(
        f"gaius injection (admission: {result['admission']}, budget {budget})",
        ["system", "pass", "precision warnings", "p50 ms"],
        rows,
    )
    path = write_json(Path(out) if out else default_out("inject"), result)
    click.echo(f"wrote {path}")


@bench.command("perf")
@click.option("--sizes", default="10000,100000", show_default=True)
@click.option("--queries", type=int, default=200, show_default=True)
@click.option("--processes", type=int, default=8, show_default=True)
@click.option("--writes", type=int, default=1000, show_default=True)
@click.option("--recalls", type=int, default=30, show_default=True)
@click.option(
    "--bulk-from",
    type=int,
    default=None,
    help="Build stores of at least this many memories without admission's conflict probe"
    " (for search latency at 1M; their admit rate is not reported).",
)
@click.option(
    "--lock-runs",
    type=int,
    default=30,
    show_default=True,
    help="CLI writes whose write-lock hold time is measured.",
)
@click.option(
    "--vector-size",
    type=int,
    default=None,
    help="Memories in the store of the vector-path run (default: the largest size; 0 skips"
    " it): the hook with the warm embedder, and how often recall fell back to lexical.",
)
@click.option("--out", type=click.Path(dir_okay=False), help="JSON output path.")
def perf_cmd(
    sizes: str,
    queries: int,
    processes: int,
    writes: int,
    recalls: int,
    bulk_from: int | None,
    lock_runs: int,
    vector_size: int | None,
    out: str | None,
) -> None:
    """Search and whole-process recall latency, admit throughput, concurrent writers, and the
    vector path's hook latency and lexical fallback rate."""
    from cairn.bench import perf

    COLD_COLUMNS, cold_row = perf.COLD_COLUMNS, perf.cold_row
    ns = [int(s) for s in sizes.split(",") if s.strip()]
    result = perf.run(
        ns,
        queries=queries,
        processes=processes,
        writes=writes,
        recalls=recalls,
        bulk_from=bulk_from,
        lock_runs=lock_runs,
    )
    measured = result["sizes"]
    _table(
        "search and admission (in-process)",
        ["memories", "admit/s", "admit/s at size", "search p50 ms", "search p95 ms", "bm25 p50 ms"],
        [
            [
                f"{r['size']:,}",
                r["admit_per_s"] if r["admit_per_s"] is not None else "- (bulk build)",
                r["admit_per_s_at_size"] if r["admit_per_s_at_size"] is not None else "-",
                r["search_p50_ms"],
                r["search_p95_ms"],
                r["bm25_p50_ms"],
            ]
            for r in measured
        ],
    )
    _table(
        "whole processes, started cold, beside `python -c pass` in the same loop (ms; ratio ="
        " p50 / python's p50)",
        COLD_COLUMNS,
        [cold_row(r) for r in measured],
    )
    vsize = max(ns, default=0) if vector_size is None else vector_size
    if vsize:
        v = perf.vector_recall(vsize, recalls=recalls)
        result["vector_recall"] = v
        if "skipped" in v:
            click.echo(f"vector path skipped: {v['skipped']}")
        else:
            _table(
                f"per-prompt hook with vectors (warm embedder, budget {v['budget_ms']:.0f} ms,"
                f" {v['model']})",
                [
                    "memories",
                    "hook p50",
                    "p95",
                    "lexical hook p50",
                    "python -c pass",
                    "hook / python",
                ]
                + [f"fallbacks, {c} at once" for c in v["fallback"]],
                [
                    [
                        f"{v['size']:,}",
                        v["hook_p50_ms"],
                        v["hook_p95_ms"],
                        v["hook_lexical_p50_ms"],
                        v["python_startup_p50_ms"],
                        v["hook_over_python"],
                        *[
                            f"{f['lexical_fallbacks']}/{f['recalls']}"
                            for f in v["fallback"].values()
                        ],
                    ]
                ],
            )
    w = result["writers"]
    _table(
        "concurrent writers",
        ["processes", "writes each", "committed", "lost", "failed", "seconds"],
        [[w["processes"], w["writes"], w["committed"], w["lost"], w["failed"], w["seconds"]]],
    )
    _lock_table(result["write_lock"])
    path = write_json(Path(out) if out else default_out("perf"), result)
    click.echo(f"wrote {path}")


def _lock_table(lk: dict[str, Any]) -> None:
    """The write lock held by one CLI write (`cairn propose`, a cold process each; target p99
    <= 20 ms), beside a bare one-row INSERT on the same store in the same run."""
    _table(
        "write lock held by one CLI write (ms)",
        [
            "writes",
            "p50",
            "p95",
            "p99",
            "max",
            "CPU in tx p50 / p99",
            "bare INSERT p50",
            "p99",
            "imports / compiles in tx",
        ],
        [
            [
                f"{lk['transactions']} ({lk['failed']} failed)",
                lk["hold_p50_ms"],
                lk["hold_p95_ms"],
                lk["hold_p99_ms"],
                lk["hold_max_ms"],
                f"{lk['cpu_p50_ms']} / {lk['cpu_p99_ms']}",
                lk["baseline_p50_ms"],
                lk["baseline_p99_ms"],
                f"{len(lk['imports_in_tx'])} / {lk['compiles_in_tx']}",
            ]
        ],
    )


@bench.command("calibrate")
@click.option("--data", type=click.Path(file_okay=False), help="The shared benchmarks folder.")
@click.option("--out", type=click.Path(dir_okay=False), help="JSON output path.")
def calibrate_cmd(data: str | None, out: str | None) -> None:
    """Each embedding model's semantic scale (unrelated / related cosines), measured on gaius
    and LoCoMo (never the Kimetsu fixture), beside the constants in the code."""
    from cairn.bench import calibrate

    result = calibrate.run(data_dir(data))
    result["delivery"] = calibrate.delivery("dev")
    rows = []
    for name, m in result["models"].items():
        if "skipped" in m:
            rows.append([name, f"skipped: {m['skipped']}", "", "", ""])
            continue
        rows.append(
            [
                name,
                f"{m['unrelated_p99']:.3f} (code {m['noise_in_code']:.3f})",
                f"{m['related_p75']:.3f} (code {m['related_in_code']:.3f})",
                m["unrelated_pairs"],
                m["related_pairs"],
            ]
        )
    _table(
        "Embedding scale: unrelated = p99 cross-domain cosine, related = p75 evidence cosine",
        ["model", "unrelated", "related", "unrelated pairs", "related pairs"],
        rows,
    )
    dv = result["delivery"]
    if "skipped" not in dv:
        for name, label in (
            ("support", "rank.SUPPORT"),
            ("paraphrase", "answers.PARAPHRASE"),
            ("split", "answers.SPLIT"),
            ("holder", "answers.HOLDER"),
        ):
            _table(
                f"{label} on the generated dev half (delivered: recall@4 of positives,"
                f" negative accuracy of negatives); in the code: {dv[name + '_in_code']}",
                ["value", "direct", "paraphrase", "off-topic", "related unknown"],
                [
                    [r["value"], r["direct"], r["paraphrase"], r["offtopic"], r["related_unknown"]]
                    for r in dv[name]
                ],
            )
        click.echo(
            f"SUPPORT by the rule (smallest value with every off-topic request abstained):"
            f" {dv['support_rule']}"
        )
    path = write_json(Path(out) if out else default_out("calibrate"), result)
    click.echo(f"wrote {path}")
