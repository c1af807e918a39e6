"""The templates of the generated memory benchmark (``bench.memgen``): coding-project facts,
each with several wordings per event and per query, and entities and values drawn from pools.

A template says what a careful memory must do with its events (which value answers, which
events to cite, which conflict to report, which stale or neighbouring value must stay out of
the answer). It never names how cairn does it: the wordings are those a team writes in a
runbook, a chat or a ticket, not the shapes any detector expects.

The pools and the templates live beside this module (``memgen_pools``, ``memgen_first``,
``memgen_middle``, ``memgen_later``, ``memgen_stale``), split by dimension so no module holds more
than a few hundred lines; this module lists the templates and writes the set.
"""

from __future__ import annotations

from cairn.bench.memgen import Spec
from cairn.bench.memgen_first import (
    codeowners_neighbours,
    config_over_a_guess,
    direct_preference_over_hearsay,
    port_beside_another_service,
    two_facts_in_one_note,
    two_sources_agree_a_draft_differs,
)
from cairn.bench.memgen_later import (
    cache_key_by_build_kind,
    canary_split_two_parts,
    chosen_library_not_the_rejected_one,
    fix_named_in_the_second_pr,
    incident_ticket_long_ago,
    next_step_among_noise,
    one_persons_preference_not_anothers,
    open_question_not_the_settled_one,
    pinned_dependency_long_ago,
    release_branch_names,
    who_took_which_task,
    work_continues_on_a_branch,
)
from cairn.bench.memgen_middle import (
    database_region_disagreement,
    environments_are_not_a_conflict,
    flag_state_disagreement,
    owner_disagreement,
    production_version_in_other_words,
    timeout_disagreement,
    two_people_prefer_differently,
    two_services_one_frame_no_conflict,
)
from cairn.bench.memgen_stale import (
    casual_correction_in_the_same_session,
    explicit_correction,
    moved_without_a_supersedes_link,
    owner_handover,
    package_manager_switch,
    version_chain_with_a_casual_last_step,
)

TEMPLATES = (
    Spec(
        "provenance_accuracy",
        "port-beside-another-service",
        "Answer one service's port, cite its event, and leave out a sibling service's port stated"
        " in the same frame.",
        port_beside_another_service,
    ),
    Spec(
        "provenance_accuracy",
        "two-sources-agree",
        "Cite both sources that agree and keep an old draft's value out.",
        two_sources_agree_a_draft_differs,
    ),
    Spec(
        "provenance_accuracy",
        "config-over-guess",
        "Answer from the committed config, not from a colleague's guess.",
        config_over_a_guess,
    ),
    Spec(
        "provenance_accuracy",
        "codeowners-neighbours",
        "Answer one CODEOWNERS entry without its neighbour.",
        codeowners_neighbours,
    ),
    Spec(
        "provenance_accuracy",
        "direct-over-hearsay",
        "Attribute a preference to the person's own statement, not to hearsay about them.",
        direct_preference_over_hearsay,
    ),
    Spec(
        "provenance_accuracy",
        "two-facts-one-note",
        "Answer the asked part of a note that states two facts of one kind.",
        two_facts_in_one_note,
    ),
    Spec(
        "contradiction_detection",
        "production-version-other-words",
        "Two sources name different production versions in different words.",
        production_version_in_other_words,
    ),
    Spec(
        "contradiction_detection",
        "database-region",
        "Two sources disagree on where a primary database is.",
        database_region_disagreement,
    ),
    Spec(
        "contradiction_detection",
        "owner",
        "Two sources name different owners of one service.",
        owner_disagreement,
    ),
    Spec(
        "contradiction_detection",
        "gateway-timeout",
        "Two sources give different gateway timeouts for one service.",
        timeout_disagreement,
    ),
    Spec(
        "contradiction_detection",
        "flag-state",
        "A checklist and the flag console disagree on a flag's state.",
        flag_state_disagreement,
    ),
    Spec(
        "contradiction_detection",
        "environments-differ",
        "Negative control: staging and production values are not a conflict.",
        environments_are_not_a_conflict,
    ),
    Spec(
        "contradiction_detection",
        "two-services-one-frame",
        "Negative control: two services' settings in one sentence frame are not a conflict.",
        two_services_one_frame_no_conflict,
    ),
    Spec(
        "contradiction_detection",
        "two-people-prefer",
        "Negative control: two people's preferences are not a conflict.",
        two_people_prefer_differently,
    ),
    Spec(
        "six_month_recall",
        "release-branch-names",
        "Recall a naming rule after months, not its sibling rule.",
        release_branch_names,
    ),
    Spec(
        "six_month_recall",
        "chosen-library",
        "Recall the chosen library, not the one ruled out.",
        chosen_library_not_the_rejected_one,
    ),
    Spec(
        "six_month_recall",
        "canary-split",
        "Recall both parts of an old split.",
        canary_split_two_parts,
    ),
    Spec(
        "six_month_recall",
        "cache-key-by-build",
        "Recall one build kind's cache key, not the other's.",
        cache_key_by_build_kind,
    ),
    Spec(
        "six_month_recall",
        "incident-ticket",
        "Recall which ticket tracked one service's old incident.",
        incident_ticket_long_ago,
    ),
    Spec(
        "six_month_recall",
        "pinned-dependency",
        "Recall an old version pin.",
        pinned_dependency_long_ago,
    ),
    Spec(
        "cross_session_continuity",
        "open-question",
        "Carry the unresolved question, not the settled one, into a new session.",
        open_question_not_the_settled_one,
    ),
    Spec(
        "cross_session_continuity",
        "next-step-noise",
        "Carry a next step across sessions that talked of other things.",
        next_step_among_noise,
    ),
    Spec(
        "cross_session_continuity",
        "person-preference",
        "Answer one person's preference, not a colleague's.",
        one_persons_preference_not_anothers,
    ),
    Spec(
        "cross_session_continuity",
        "fix-in-second-pr",
        "Name the PR that fixed the bug when a note mentions two PRs.",
        fix_named_in_the_second_pr,
    ),
    Spec(
        "cross_session_continuity",
        "who-took-task",
        "Answer who took a task, not who took the other one.",
        who_took_which_task,
    ),
    Spec(
        "cross_session_continuity",
        "work-branch",
        "Carry which branch holds the work, not the spike's branch.",
        work_continues_on_a_branch,
    ),
    Spec(
        "stale_belief_resistance",
        "explicit-correction",
        "Follow an explicit correction.",
        explicit_correction,
    ),
    Spec(
        "stale_belief_resistance",
        "casual-correction",
        "Follow a casual 'make that X' correction that carries no supersedes link.",
        casual_correction_in_the_same_session,
    ),
    Spec(
        "stale_belief_resistance",
        "moved-without-link",
        "Follow a move stated later without a supersedes link.",
        moved_without_a_supersedes_link,
    ),
    Spec(
        "stale_belief_resistance",
        "version-chain",
        "Follow a chain of upgrades whose last step carries no link.",
        version_chain_with_a_casual_last_step,
    ),
    Spec(
        "stale_belief_resistance",
        "owner-handover",
        "Follow an on-call handover, linked or not.",
        owner_handover,
    ),
    Spec(
        "stale_belief_resistance",
        "package-manager-switch",
        "Follow a switch of package manager stated without a link.",
        package_manager_switch,
    ),
)
