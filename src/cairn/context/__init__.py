"""Context: ranking, diversity, abstention, token-budget packing and framing of injected memory."""
