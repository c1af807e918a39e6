"""The held-out memory benchmark `fresh8` (written blind: apart from the judgment code and from
the other sets' templates and data; no dev half; its pools in ``bench.memfresh8_pools``): the
shared checks of ``tests.memset_kit``, and its own: every case holds at least four events and a
distractor, word overlap alone scores under 70, values are stated in another unit or notation
than their other source (seconds against days and minutes, ``4.5k`` against ``4500``, ISO dates
against written ones) and the sources agree exactly when the values are equal, corrections are
phrased without a ``supersedes`` field and never repeat the old value, and a temporal question
asks for the value before a later change."""

from __future__ import annotations

import copy
import re
from datetime import datetime
from typing import Any

from cairn.bench import hexis, memfresh8, memfresh8_pools

from .memset_kit import HeldOutSetChecks, defects, prediction

MONTHS = {
    m: i + 1
    for i, m in enumerate(
        (
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        )
    )
}


class TestFresh8(HeldOutSetChecks):
    module = memfresh8

    def entities(self) -> set[str]:
        """The named subjects of the set: people, vendors, served models, lab boards, DNS
        records, fuzz targets, warehouse tables, games, firmware lines, IdP groups, apps,
        runners, schema subjects, TM stores, key aliases, corpus buckets and design tokens.
        Roles, compatibility modes, regions, locales and colours are shared vocabulary."""
        m = memfresh8_pools
        return {
            *m.PEOPLE,
            *m.VENDORS,
            *m.SERVED_MODELS,
            *m.BOARDS,
            *m.RECORDS,
            *m.FUZZ_TARGETS,
            *m.TABLES,
            *m.GAMES,
            *m.FIRMWARE,
            *m.IDP_GROUPS,
            *m.APPS,
            *m.RUNNERS,
            *m.SUBJECTS,
            *m.TM_STORES,
            *m.KEY_ALIASES,
            *m.BUCKETS,
            *m.TOKENS,
        }

    def by_topic(self, topic: str) -> list[dict[str, Any]]:
        found = [c for c in self.committed() if c["topic"] == topic]
        assert len(found) == 5, topic
        return found

    def test_every_case_has_a_distractor_and_enough_events_to_hide_it(self) -> None:
        for case in self.committed():
            assert case["expected"]["forbidden_answers"], case["case_id"]
            assert len(case["events"]) >= 4, case["case_id"]

    def test_word_overlap_alone_scores_under_70_and_the_cited_texts_score_full_marks(
        self,
    ) -> None:
        """Hexis's transcript baseline stays under 70 overall and under 100 in every dimension,
        while a prediction made of the cited texts scores 100 (the control)."""
        cases = self.committed()
        baseline = hexis.score(cases, [hexis.baseline_predict(c) for c in cases])
        assert baseline.overall < 70.0
        assert max(baseline.dimensions.values()) < 100.0
        cited = [
            prediction(
                c,
                "\n".join(
                    e["content"] for e in c["events"] if e["event_id"] in c["expected"]["citations"]
                ),
            )
            for c in cases
        ]
        assert hexis.score(cases, cited).overall == 100.0

    def test_sources_in_other_units_agree_exactly_when_the_values_are_equal(self) -> None:
        """Rotation periods: seconds in the KMS config, days in the policy; build limits:
        seconds in the Dockerfile, minutes on the wiki; certificate expiry: ISO date in the
        inventory, a written date in the portal mail. A case flags its two sources exactly when
        the converted values differ, and every kind holds at least one agreeing case."""
        agreeing = 0
        for case in self.by_topic("backup_key_rotation"):
            text = {e["event_id"].rsplit("-", 1)[1]: e["content"] for e in case["events"]}
            secs = int(re.findall(r'"(\d+)s"', text["kms"])[0])
            day = int(re.findall(r"(\d+) days", text["policy"])[0])
            assert (secs == day * 86400) == (not case["expected"]["contradictions"])
            agreeing += secs == day * 86400
        assert agreeing == 5
        for topic, agree_of in (
            ("game_build_timeout", self.build_limits_agree),
            ("push_cert_expiry", self.expiries_agree),
        ):
            found = [agree_of(c) for c in self.by_topic(topic)]
            for case, agree in zip(self.by_topic(topic), found, strict=True):
                assert agree == (not case["expected"]["contradictions"]), case["case_id"]
            assert any(found), topic

    @staticmethod
    def build_limits_agree(case: dict[str, Any]) -> bool:
        text = {e["event_id"].rsplit("-", 1)[1]: e["content"] for e in case["events"]}
        secs = int(re.findall(r"BUILD_TIMEOUT_SECONDS=(\d+)", text["docker"])[0])
        minutes = int(re.findall(r"up to (\d+) min", text["wiki"])[0])
        return secs == minutes * 60

    @staticmethod
    def expiries_agree(case: dict[str, Any]) -> bool:
        text = {e["event_id"].rsplit("-", 1)[1]: e["content"] for e in case["events"]}
        iso = re.findall(r"expires (\d{4}-\d\d-\d\d)", text["inv"])[0]
        d, month, y = re.findall(r"expires on (\d+) (\w+) (\d{4})", text["mail"])[0]
        return iso == f"{y}-{MONTHS[month]:02d}-{int(d):02d}"

    def test_a_rate_limit_correction_is_in_thousands_and_the_old_value_is_plain(self) -> None:
        """The correction says ``4.5k``; the old config says ``1500``: the expected answer is in
        the ``k`` notation, the forbidden one a plain number, and the two differ in value."""
        for case in self.by_topic("payment_rate_limit"):
            (answer,) = case["expected"]["answers"]
            (old,) = case["expected"]["forbidden_answers"]
            assert re.fullmatch(r"\d+(\.\d+)?k", answer) and old.isdigit()
            assert float(answer[:-1]) * 1000 != int(old)

    def test_a_correction_that_names_the_old_value_or_a_supersedes_field_is_caught(self) -> None:
        """Control for the phrasing of corrections: the kit's defect check reports a correction
        that repeats the old value, and the kit's field check would see a ``supersedes``."""
        case = self.by_topic("partition_column")[0]
        (new_id,) = case["expected"]["citations"]
        old = case["expected"]["forbidden_answers"][0]
        broken = copy.deepcopy(case)
        for e in broken["events"]:
            if e["event_id"] == new_id:
                e["content"] += f" (was {old})"
                e["supersedes"] = [x["event_id"] for x in broken["events"] if x is not e][:1]
        assert defects(broken) == [f"forbidden answer is stated by a cited event: {old}"]
        assert any("supersedes" in e for e in broken["events"])
        assert defects(case) == []

    def test_the_temporal_question_asks_for_a_date_between_the_value_and_its_change(self) -> None:
        """The registry cases ask about a date after the cited PUT and before the later PUT
        that changed the mode; the later mode is forbidden."""
        for case in self.by_topic("registry_compat_mode"):
            times = {e["event_id"].rsplit("-", 1)[1]: e["at"][:10] for e in case["events"]}
            asked = re.findall(r"on (\d+ \w+ \d{4})", case["query"]["text"])[0]
            on = datetime.strptime(asked, "%d %B %Y").strftime("%Y-%m-%d")
            assert times["put"] < on < times["later"], case["case_id"]
            later = next(e for e in case["events"] if e["event_id"].endswith("-later"))
            assert any(f in later["content"] for f in case["expected"]["forbidden_answers"])
