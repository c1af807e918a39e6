"""Search: lexical (FTS5), vector (optional), fusion (pure)."""
