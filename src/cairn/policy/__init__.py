"""Policy: admission (review gate, corroboration), verdicts, redaction, person checks, gates."""
