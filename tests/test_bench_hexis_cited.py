"""A question citing one source asks what that source says (the twenty-first round): the
records read from the source whose label shares the most of the cited words, when one does.
Each rule beside a control that must still hold."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.hexis_parts import from_cited
from cairn.policy import questions
from tests.context_kit import memory

STAGE = memory("Quillmere dry runs use qm-cold-1, never the real thing.", "m1")
PROD = memory("Quillmere production sits at qm-vault-12 as of this week.", "m2")
ANA = memory("Re: Quillmere report. PDF from here on, please. Thanks, Ana", "m3")
BO = memory("Re: Quillmere report. CSV from here on, please. Thanks, Bo", "m4")


def _labels(table: dict[str, list[str]]) -> Callable[[str], list[str]]:
    return lambda mid: table.get(mid, [])


def test_a_cited_source_keeps_the_records_read_from_it() -> None:
    q = questions.ask("Per the log, which machine is Quillmere on for the real thing?")
    labels = _labels({"m1": ["setup note"], "m2": ["log"]})
    assert from_cited(q, [STAGE, PROD], labels) == [PROD]


def test_the_label_sharing_the_most_cited_words_wins() -> None:
    q = questions.ask("Going by the mail from Ana, which format does the Quillmere report use?")
    labels = _labels({"m3": ["mail from Ana"], "m4": ["mail from Bo"]})
    assert from_cited(q, [BO, ANA], labels) == [ANA]


def test_labels_the_question_does_not_name_keep_every_record() -> None:
    q = questions.ask("Per the log, which machine is Quillmere on for the real thing?")
    neutral = _labels({"m1": ["source 1"], "m2": ["source 2"]})
    assert from_cited(q, [STAGE, PROD], neutral) == [STAGE, PROD]
    # a look-alike or hidden character in the label is no citation of it
    hidden = _labels({"m1": ["setup note"], "m2": ["lo\u200bg"]})
    assert from_cited(q, [STAGE, PROD], hidden) == [STAGE, PROD]


def test_a_question_comparing_sources_keeps_them_all() -> None:
    labels = _labels({"m1": ["setup note"], "m2": ["log"]})
    q = questions.ask("Do the log and the setup note agree on where Quillmere runs?")
    assert from_cited(q, [STAGE, PROD], labels) == [STAGE, PROD]
    plain = questions.ask("Which machine is Quillmere on for the real thing?")  # cites none
    assert from_cited(plain, [STAGE, PROD], labels) == [STAGE, PROD]


def test_a_huge_label_is_read_in_linear_time() -> None:
    import time

    q = questions.ask("Per the log, which machine is Quillmere on?")
    labels = _labels({"m1": ["note " * 50_000], "m2": ["log"]})
    start = time.perf_counter()
    assert from_cited(q, [STAGE, PROD], labels) == [PROD]
    assert time.perf_counter() - start < 10
