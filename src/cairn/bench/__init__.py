"""Benchmark harnesses: each suite prints a table, writes JSON, and computes its baseline in the
same run. Suites read external data from ``../shared/benchmarks`` at run time and never copy it
into the repository."""
