"""The vocabulary of the blind held-out set ``unknowns7``: nine invented domains, each with six
subjects of six name shapes and twelve attributes (the word memories use, a synonym no memory
uses, four invented values, a neighbour nobody holds), and the people who speak in its memories.
This module holds the attribute and domain types, the vet, payroll and ranking domains and the
speakers; ``retrieval_unknowns7_domains2`` and ``retrieval_unknowns7_domains3`` hold the rest.

It holds data only; the generator (``bench.retrieval_unknowns7``) checks it. It must never be
written from, or compared with, another set's vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    """An attribute: the ``word`` memories use, a ``synonym`` no memory uses, invented
    ``values``, and a neighbour (``near_word`` / ``near_synonym``) that nobody holds."""

    word: str
    synonym: str
    values: tuple[str, ...]
    near_word: str
    near_synonym: str

    @property
    def key(self) -> str:
        return self.word.replace(" ", "-")

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "-")


@dataclass(frozen=True)
class Domain:
    """A domain: the first, third and fifth attributes each have a partner after them (the
    second, fourth and sixth) that shares a word and that nobody holds."""

    key: str
    name: str
    subjects: tuple[str, ...]
    attributes: tuple[Attribute, ...]


A = Attribute

VET = Domain(
    "vet",
    "a vet clinic's surgery theatres",
    ("th-wrenna-4", "FoxglenBay", "Suite.Ostrid", "vsx-3.7", "BRAMHOLT", "ulvestow"),
    (
        A(
            "anaesthetic machine",
            "gas delivery rig",
            ("Mindaro AX-7", "Halcyne 300", "Vetflow S2", "Ostrum Gemma"),
            "anaesthetic machine serial",
            "rig serial number",
        ),
        A(
            "anaesthetic circuit volume",
            "airway loop capacity",
            ("2 L", "3 L", "500 mL", "1 L"),
            "anaesthetic circuit supplier",
            "loop vendor",
        ),
        A(
            "recovery kennel",
            "waking enclosure",
            ("K-14", "K-22", "R-05", "R-11"),
            "recovery kennel heater",
            "enclosure warmer",
        ),
        A(
            "recovery monitoring interval",
            "post-op obs cadence",
            ("15 min", "30 min", "10 min", "20 min"),
            "recovery monitoring nurse",
            "post-op watcher",
        ),
        A(
            "surgical table",
            "operating bench",
            ("Tiltra V3", "Maxbed 40", "Rotho K2", "Ferrox 9"),
            "surgical table width",
            "bench breadth",
        ),
        A(
            "surgical table weight limit",
            "bench load ceiling",
            ("90 kg", "120 kg", "75 kg", "150 kg"),
            "surgical table cover",
            "bench drape",
        ),
        A(
            "oxygen supply",
            "O2 feed line",
            ("cylinder bank B", "piped manifold", "concentrator C2", "cylinder bank D"),
            "oxygen supply pressure",
            "O2 feed pressure",
        ),
        A(
            "scrub sink",
            "handwash basin",
            ("Steriwash 2", "Aquascrub M", "Pureflow T", "Lavenna 18"),
            "scrub sink timer",
            "basin countdown",
        ),
        A(
            "surgery list day",
            "procedure roster weekday",
            ("Tuesday", "Thursday", "Monday", "Friday"),
            "surgery list cap",
            "procedure roster limit",
        ),
        A(
            "capnograph",
            "CO2 trace display",
            ("Capnex 12", "Breathwave 3", "Nellin C5", "Vitalo R"),
            "capnograph alarm limit",
            "trace display alarm",
        ),
        A(
            "duty vet",
            "clinician on call",
            ("Dr Imre Sallow", "Dr Nadia Ferrand", "Dr Tove Lindqvist", "Dr Ruth Okafor"),
            "duty vet pager",
            "clinician bleeper",
        ),
        A(
            "suture stock",
            "stitching thread reserve",
            ("PGA 3-0", "nylon 2-0", "PDS 4-0", "silk 3-0"),
            "suture stock reorder",
            "thread restock",
        ),
    ),
)

PAYROLL = Domain(
    "payroll",
    "a payroll team's pay groups",
    ("pg-dalmore-2", "TallowRun", "Payset.Hirna", "prl-5.2", "VESKARD", "orrindale"),
    (
        A(
            "pay date",
            "salary landing day",
            ("25th", "last Friday", "28th", "1st"),
            "pay date holiday rule",
            "landing day shift",
        ),
        A(
            "pay date cutoff",
            "salary landing deadline",
            ("18th", "20th", "21st", "15th"),
            "pay date approver",
            "landing signoff",
        ),
        A(
            "pension scheme",
            "retirement plan",
            ("Harbour Mutual", "Elmstead Trust", "Grayling Saver", "Nordvik Fund"),
            "pension scheme reference",
            "retirement plan code",
        ),
        A(
            "pension scheme rate",
            "retirement plan percent",
            ("5%", "6%", "8%", "4%"),
            "pension scheme opt-out",
            "retirement plan exit",
        ),
        A(
            "overtime multiplier",
            "extra hours factor",
            ("1.5x", "2x", "1.25x", "1.75x"),
            "overtime multiplier cap",
            "extra hours ceiling",
        ),
        A(
            "overtime approval chain",
            "extra hours signoff path",
            ("manager then HR", "site lead", "director", "team lead then finance"),
            "overtime approval form",
            "extra hours sheet",
        ),
        A(
            "payslip template",
            "earnings statement layout",
            ("PS-v4", "PS-v7", "classic two-page", "compact A5"),
            "payslip template owner",
            "statement layout keeper",
        ),
        A(
            "bank file format",
            "transfer batch layout",
            ("BACS 18", "SEPA XML", "NACHA CCD", "ISO 20022"),
            "bank file cutoff",
            "transfer batch deadline",
        ),
        A(
            "headcount",
            "staff tally",
            ("412", "87", "1,260", "238"),
            "headcount budget",
            "staff tally plan",
        ),
        A(
            "tax region",
            "levy jurisdiction",
            ("Tayside", "Westmark", "Kettering Vale", "Orland"),
            "tax region code",
            "levy jurisdiction id",
        ),
        A(
            "payroll controller",
            "wages chief",
            ("Mirela Voss", "Dan Okoye", "Ines Halden", "Tomas Brek"),
            "payroll controller deputy",
            "wages chief backup",
        ),
        A(
            "expense freeze",
            "claims closing day",
            ("10th", "12th", "5th", "14th"),
            "expense freeze reminder",
            "claims closing alert",
        ),
    ),
)

RANKING = Domain(
    "ranking",
    "a search-ranking team's ranking models",
    ("rk-sable-11", "LumenTrace", "Ranker.Vellis", "rmod-8.4b", "QUARNEL", "tessaly"),
    (
        A(
            "feature store",
            "signal warehouse",
            ("fs-east", "Orchid FS", "fs-core-2", "Lattice"),
            "feature store quota",
            "signal warehouse limit",
        ),
        A(
            "feature store ttl",
            "signal warehouse expiry",
            ("7 d", "30 d", "48 h", "14 d"),
            "feature store owner",
            "signal warehouse keeper",
        ),
        A(
            "click model",
            "engagement estimator",
            ("cascade DBN", "UBM-2", "position-biased v3", "PCM"),
            "click model version",
            "engagement estimator build",
        ),
        A(
            "click model smoothing",
            "engagement estimator prior",
            ("0.1", "0.05", "0.2", "0.01"),
            "click model author",
            "engagement estimator writer",
        ),
        A(
            "training window",
            "learning span",
            ("90 days", "28 days", "60 days", "14 days"),
            "training window start",
            "learning span opening",
        ),
        A(
            "training window overlap",
            "learning span intersection",
            ("7 days", "3 days", "none", "1 day"),
            "training window reviewer",
            "learning span checker",
        ),
        A(
            "ndcg target",
            "gain goal",
            ("0.412", "0.388", "0.455", "0.401"),
            "ndcg target owner",
            "gain goal keeper",
        ),
        A(
            "candidate pool size",
            "shortlist breadth",
            ("500", "1000", "250", "2000"),
            "candidate pool source",
            "shortlist origin",
        ),
        A(
            "loss function",
            "optimisation objective",
            ("LambdaRank", "softmax listwise", "pairwise hinge", "ApproxNDCG"),
            "loss function weight",
            "objective scaling",
        ),
        A(
            "serving shard",
            "inference partition",
            ("shard-12", "shard-4", "shard-31", "shard-7"),
            "serving shard replica",
            "inference partition copy",
        ),
        A(
            "experiment flag",
            "trial toggle",
            ("exp_rk_lambda", "exp_fresh_boost", "exp_dedupe2", "exp_geo_lift"),
            "experiment flag expiry",
            "trial toggle sunset",
        ),
        A(
            "query sampler",
            "request picker",
            ("stratified-v2", "uniform", "head-heavy", "tail-boost"),
            "query sampler seed",
            "request picker salt",
        ),
    ),
)


# the people who speak in the domain's chat lines, turns and e-mails (first names, capitalised)
SPEAKERS = ("Ana", "Bo", "Cleo", "Dario", "Emeka", "Femke", "Goran", "Hedda", "Ilse", "Jonah")
