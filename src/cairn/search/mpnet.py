"""MPNet (all-mpnet-base-v2) run in numpy: no torch, no graph compiler, no download.

The weights are the model's own ``model.safetensors`` (float32), memory-mapped; the forward pass
is the one ``transformers``' ``MPNetModel`` computes (embeddings + LayerNorm, twelve post-norm
encoder layers sharing one relative-position attention bias, exact GELU), checked against it in
development to 1e-5 (see ``docs/bench/retrieval.md``). Pooling and normalisation are the
caller's (``search.embeddings``).
"""

from __future__ import annotations

import json
import math
import struct
from pathlib import Path
from typing import Any

import numpy as np

HIDDEN = 768
HEADS = 12
LAYERS = 12
BUCKETS = 32
MAX_DISTANCE = 128
PAD_ID = 1
EPS = 1e-5

_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64}


def load_safetensors(path: Path) -> dict[str, Any]:
    """name -> read-only array view over a memory map of the file (nothing is copied)."""
    with path.open("rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
    data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + n)
    out: dict[str, Any] = {}
    for name, spec in header.items():
        if name == "__metadata__":
            continue
        dtype = _DTYPES.get(spec["dtype"])
        if dtype is None:
            raise ValueError(f"{path}: tensor {name} has unsupported dtype {spec['dtype']}")
        start, end = spec["data_offsets"]
        out[name] = np.frombuffer(data[start:end], dtype=dtype).reshape(spec["shape"])
    return out


def _erf(x: Any) -> Any:
    # Abramowitz & Stegun 7.1.26, |error| < 1.5e-7: exact GELU without scipy.
    s = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    y = 1.0 - (
        ((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592
    ) * t * np.exp(-a * a)
    return s * y


def _gelu(x: Any) -> Any:
    return 0.5 * x * (1.0 + _erf(x * (1.0 / math.sqrt(2.0))))


def _layer_norm(x: Any, w: Any, b: Any) -> Any:
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + EPS) * w + b


def _buckets(length: int) -> Any:
    """MPNet's relative-position buckets (bidirectional, 32 buckets, max distance 128)."""
    pos = np.arange(length)
    rel = pos[None, :] - pos[:, None]
    n = -rel
    half = BUCKETS // 2
    ret = (n < 0).astype(np.int64) * half
    n = np.abs(n)
    exact = half // 2
    with np.errstate(divide="ignore"):
        large = exact + (
            np.log(np.maximum(n, 1) / exact) / math.log(MAX_DISTANCE / exact) * (half - exact)
        ).astype(np.int64)
    large = np.minimum(large, half - 1)
    return ret + np.where(n < exact, n, large)


class MPNet:
    """The encoder: token ids and attention mask in, last hidden states out."""

    def __init__(self, weights: Path) -> None:
        w = load_safetensors(weights)
        self.word = w["embeddings.word_embeddings.weight"]
        self.pos = w["embeddings.position_embeddings.weight"]
        self.ln = (w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        self.rel_bias = w["encoder.relative_attention_bias.weight"]  # (32, heads)
        self.layers = []
        for i in range(LAYERS):
            p = f"encoder.layer.{i}."
            qkv_w = np.concatenate(
                [w[p + f"attention.attn.{k}.weight"] for k in "qkv"], axis=0
            ).T.copy()
            qkv_b = np.concatenate([w[p + f"attention.attn.{k}.bias"] for k in "qkv"])
            self.layers.append(
                (
                    qkv_w,
                    qkv_b,
                    w[p + "attention.attn.o.weight"].T,
                    w[p + "attention.attn.o.bias"],
                    (w[p + "attention.LayerNorm.weight"], w[p + "attention.LayerNorm.bias"]),
                    w[p + "intermediate.dense.weight"].T,
                    w[p + "intermediate.dense.bias"],
                    w[p + "output.dense.weight"].T,
                    w[p + "output.dense.bias"],
                    (w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"]),
                )
            )

    def hidden(self, ids: Any, mask: Any) -> Any:
        """(batch, tokens) int ids and 0/1 mask -> (batch, tokens, 768) float32."""
        b, t = ids.shape
        positions = np.cumsum(mask, axis=1) * mask + PAD_ID
        x = self.word[ids] + self.pos[positions]
        x = _layer_norm(x, *self.ln).astype(np.float32)
        bias = self.rel_bias[_buckets(t)].transpose(2, 0, 1)[None]  # (1, heads, t, t)
        neg = ((1.0 - mask[:, None, None, :].astype(np.float32)) * np.float32(-1e9)).astype(
            np.float32
        )
        attn_bias = (bias + neg).astype(np.float32)
        d = HIDDEN // HEADS
        scale = np.float32(1.0 / math.sqrt(d))
        for qkv_w, qkv_b, o_w, o_b, ln1, i_w, i_b, out_w, out_b, ln2 in self.layers:
            qkv = x @ qkv_w + qkv_b
            qkv = qkv.reshape(b, t, 3, HEADS, d).transpose(2, 0, 3, 1, 4)
            q, k, v = qkv[0], qkv[1], qkv[2]
            scores = (q @ k.transpose(0, 1, 3, 2)) * scale + attn_bias
            scores -= scores.max(axis=-1, keepdims=True)
            probs = np.exp(scores)
            probs /= probs.sum(axis=-1, keepdims=True)
            ctx = (probs @ v).transpose(0, 2, 1, 3).reshape(b, t, HIDDEN)
            x = _layer_norm(ctx @ o_w + o_b + x, *ln1).astype(np.float32)
            h = _gelu(x @ i_w + i_b).astype(np.float32)
            x = _layer_norm(h @ out_w + out_b + x, *ln2).astype(np.float32)
        return x
