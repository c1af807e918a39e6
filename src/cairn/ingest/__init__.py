"""Mining agent sessions: one parser per transcript format, a normalised record, discovery of
session files, per-file cursors, and lesson extraction (heuristic by default, a model optional).

Data flows one way: file bytes -> parser -> ``Record`` -> extractor -> ``Lesson`` -> the
service's ``add_many`` (admission, redaction, events). Nothing here writes a projection row or
decides a memory's status; the miner never approves anything.
"""

from cairn.ingest.records import Lesson, ParseStats, Record

__all__ = ["Lesson", "ParseStats", "Record"]
