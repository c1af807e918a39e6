"""Reading rules of the judge11 round, each a general rule of written English, each beside a
control read the other way. Sentences written for these tests (not from any benchmark)."""

from __future__ import annotations

from cairn.policy import facts

# -- a multi-line text is read line by line, each line under its headings ------------------------

SETTINGS = """Settings committed for orders-index:
```yaml
index:
  refresh_interval: 5s
  number_of_replicas: 2
```"""


def test_a_config_line_gives_its_key_a_value_under_its_heading() -> None:
    line = next(c for c in facts.read(SETTINGS).clauses if "refresh_interval" in c.names)
    assert [v.text for v in line.values] == ["5s"]
    assert "orders-index" in line.names  # the heading names what the line is about
    # the clause is the line itself, not its heading
    assert SETTINGS[line.start : line.end] == "refresh_interval: 5s"


def test_a_config_line_and_prose_about_one_index_differ() -> None:
    prose = "Runbook, orders-index: refresh_interval is 30s."
    assert facts.differ(SETTINGS, prose, frozenset({"orders-index", "refresh_interval"}))
    # control: the same value in prose agrees; another index is another thing
    assert not facts.differ(SETTINGS, "Runbook, orders-index: refresh_interval is 5s.")
    assert not facts.differ(SETTINGS, "Runbook, users-index: refresh_interval is 30s.")


def test_a_heading_heads_only_the_lines_indented_under_it() -> None:
    text = "Deploy values:\nbilling-api:\n  replicas: 3\nsearch-api:\n  replicas: 5"
    by_value = {v.text: c.names for c in facts.read(text).clauses for v in c.values}
    assert "billing-api" in by_value["3"] and "search-api" not in by_value["3"]
    assert "search-api" in by_value["5"] and "billing-api" not in by_value["5"]


def test_one_line_text_reads_as_before() -> None:
    # control: without a line break nothing is a heading
    one = "Settings committed for orders-index: refresh_interval 5s, number_of_replicas 2."
    assert len(facts.read(one).clauses) == 1
