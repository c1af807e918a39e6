"""Vocabulary of the blind held-out set ``unknowns15`` (part one): the attribute and domain
shapes and the first five domains. Each attribute has the word memories write (two words), a
synonym no memory writes, four values, the extra word that makes its neighbour (``word extra``,
held by nobody), the neighbour's synonym and, when an answer is asked in another unit or
notation than its memory writes, that unit. A domain's first nine attributes are held; the last
three are held by nobody and each shares a word with one of the first three (its partner)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attr:
    word: str
    synonym: str
    values: tuple[str, str, str, str]
    extra: str
    near_synonym: str
    unit: str = ""

    @property
    def key(self) -> str:
        return self.word.replace(" ", "_")

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "_")


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    tag: str
    attributes: tuple[Attr, ...]
    subjects: tuple[str, ...] = ()
    old_names: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()


def A(word: str, synonym: str, values: str, extra: str, near_synonym: str, unit: str = "") -> Attr:
    """An attribute; ``values`` is the four values joined by ``|``."""
    v = tuple(values.split("|"))
    assert len(v) == 4, word
    return Attr(word, synonym, (v[0], v[1], v[2], v[3]), extra, near_synonym, unit)


DRILLS = Domain(
    "icecore",
    "a glacier station's deep drills",
    "drill",
    "ic",
    (
        A(
            "bit torque",
            "twisting moment",
            "42 Nm|55 Nm|61 Nm|38 Nm",
            "ceiling",
            "twisting moment cap",
            "in foot-pounds",
        ),
        A(
            "core diameter",
            "sample width",
            "98 mm|76 mm|102 mm|86 mm",
            "tolerance",
            "sample width slack",
            "in inches",
        ),
        A(
            "winch rating",
            "hoist capacity",
            "2.5 t|3.2 t|4.1 t|1.8 t",
            "margin",
            "hoist capacity headroom",
            "in kilograms",
        ),
        A(
            "barrel length",
            "tube extent",
            "3.2 m|4.5 m|2.8 m|6.1 m",
            "offset",
            "tube extent shift",
            "in feet",
        ),
        A(
            "borehole depth",
            "shaft reach",
            "412 m|905 m|1260 m|640 m",
            "goal",
            "shaft reach aim",
            "in yards",
        ),
        A(
            "coolant type",
            "chilling agent",
            "ethanol|butyl acetate|silicone oil|kerosene",
            "supplier",
            "chilling agent vendor",
        ),
        A("cutter count", "blade tally", "3|4|6|2", "minimum", "blade tally floor", "as a word"),
        A(
            "motor voltage",
            "drive potential",
            "48 V|24 V|36 V|72 V",
            "peak",
            "drive potential maximum",
            "in millivolts",
        ),
        A(
            "service date",
            "overhaul day",
            "March 2027|June 2026|October 2026|January 2027",
            "window",
            "overhaul day slot",
            "in ISO 8601 form",
        ),
        A(
            "bit coating",
            "tip plating",
            "titanium|diamond|chrome|bare",
            "supplier",
            "tip plating vendor",
        ),
        A(
            "core catcher",
            "specimen gripper",
            "spring|dog|basket|collet",
            "spare",
            "specimen gripper reserve",
        ),
        A(
            "winch brake",
            "hoist stopper",
            "band|disc|drum|pawl",
            "supplier",
            "hoist stopper vendor",
        ),
    ),
)

TOPS = Domain(
    "bigtop",
    "a circus's big tops",
    "tent",
    "bt",
    (
        A(
            "pole height",
            "mast elevation",
            "14 m|18 m|22 m|16 m",
            "maximum",
            "mast elevation peak",
            "in feet",
        ),
        A(
            "canvas weight",
            "fabric mass",
            "12 t|9 t|15 t|11 t",
            "allowance",
            "fabric mass budget",
            "in pounds",
        ),
        A(
            "seat capacity",
            "audience places",
            "1200|850|1600|2000",
            "goal",
            "audience places aim",
            "as a word",
        ),
        A(
            "wind rating",
            "gale tolerance",
            "80 km/h|95 km/h|110 km/h|70 km/h",
            "override",
            "gale tolerance bypass",
            "in metres per second",
        ),
        A(
            "rigger count",
            "hands needed",
            "6|8|12|10",
            "minimum",
            "hands needed floor",
            "as a word",
        ),
        A(
            "heater fuel",
            "burner feed",
            "propane|diesel|electric|biogas",
            "supplier",
            "burner feed vendor",
        ),
        A(
            "ring diameter",
            "arena width",
            "13 m|12.5 m|14 m|13.5 m",
            "margin",
            "arena width leeway",
            "in yards",
        ),
        A(
            "erection time",
            "setup duration",
            "6 h|8 h|5 h|7 h",
            "record",
            "setup duration best",
            "in minutes",
        ),
        A(
            "licence expiry",
            "permit end",
            "May 2027|August 2026|December 2026|February 2027",
            "reminder",
            "permit end ping",
            "in ISO 8601 form",
        ),
        A(
            "pole padding",
            "column wrapping",
            "foam|felt|rubber|none",
            "supplier",
            "column wrapping vendor",
        ),
        A("canvas colour", "cloth hue", "red|blue|yellow|striped", "sample", "cloth hue swatch"),
        A(
            "seat cushions",
            "bench pads",
            "wool|vinyl|cotton|leather",
            "supplier",
            "bench pads vendor",
        ),
    ),
)

BATTENS = Domain(
    "flyloft",
    "an opera house's fly battens",
    "batten",
    "fb",
    (
        A(
            "point load",
            "hanging burden",
            "250 kg|400 kg|320 kg|500 kg",
            "margin",
            "hanging burden headroom",
            "in pounds",
        ),
        A(
            "trim height",
            "set elevation",
            "9.4 m|11 m|12.2 m|10.5 m",
            "offset",
            "set elevation shift",
            "in feet",
        ),
        A(
            "arbor weight",
            "balance mass",
            "180 kg|240 kg|310 kg|150 kg",
            "reserve",
            "balance mass buffer",
            "in stone",
        ),
        A(
            "pipe length",
            "tube reach",
            "14 m|16 m|18 m|12 m",
            "extension",
            "tube reach addition",
            "in yards",
        ),
        A(
            "hoist speed",
            "lift velocity",
            "1.2 m/s|0.8 m/s|1.5 m/s|2 m/s",
            "ceiling",
            "lift velocity cap",
            "in feet per minute",
        ),
        A(
            "rope type",
            "cord material",
            "manila|polyester|steel wire|dyneema",
            "supplier",
            "cord material vendor",
        ),
        A("cable count", "strand tally", "6|8|4|10", "minimum", "strand tally floor", "as a word"),
        A(
            "inspection date",
            "audit day",
            "April 2027|July 2026|November 2026|February 2027",
            "window",
            "audit day slot",
            "in ISO 8601 form",
        ),
        A(
            "motor brand",
            "drive maker",
            "Waagner|Chainmaster|Liftket|Verlinde",
            "dealer",
            "drive maker reseller",
        ),
        A(
            "point marking",
            "spot labelling",
            "tape|chalk|paint|none",
            "supplier",
            "spot labelling vendor",
        ),
        A("trim tape", "level ribbon", "white|glow|red|blue", "supplier", "level ribbon vendor"),
        A(
            "arbor paint",
            "cradle coating",
            "black|grey|yellow|bare",
            "sample",
            "cradle coating swatch",
        ),
    ),
)

SPANS = Domain(
    "bascule",
    "a bridge authority's bascule spans",
    "span",
    "bs",
    (
        A(
            "opening angle",
            "lift arc",
            "72 degrees|80 degrees|65 degrees|78 degrees",
            "ceiling",
            "lift arc cap",
            "in radians",
        ),
        A(
            "deck weight",
            "roadway mass",
            "1800 t|2400 t|950 t|3100 t",
            "allowance",
            "roadway mass budget",
            "in kilotonnes",
        ),
        A(
            "cycle time",
            "raising duration",
            "90 s|120 s|75 s|150 s",
            "goal",
            "raising duration aim",
            "in minutes",
        ),
        A(
            "clearance height",
            "mast passage",
            "6.5 m|8 m|5.2 m|7.4 m",
            "warning",
            "mast passage ping",
            "in feet",
        ),
        A(
            "gear ratio",
            "transmission factor",
            "1:40|1:55|1:32|1:48",
            "tolerance",
            "transmission factor slack",
        ),
        A("pin number", "latch tally", "4|6|8|2", "minimum", "latch tally floor", "as a word"),
        A(
            "paint system",
            "coating scheme",
            "epoxy|zinc primer|polyurethane|acrylic",
            "supplier",
            "coating scheme vendor",
        ),
        A(
            "bearing load",
            "pivot burden",
            "420 kN|560 kN|380 kN|610 kN",
            "margin",
            "pivot burden headroom",
            "in meganewtons",
        ),
        A(
            "commissioning year",
            "inauguration vintage",
            "1931|1962|1989|2004",
            "plaque",
            "inauguration vintage marker",
            "in Roman numerals",
        ),
        A(
            "opening alarm",
            "hoisting siren",
            "bell|horn|klaxon|none",
            "supplier",
            "hoisting siren vendor",
        ),
        A(
            "deck drainage",
            "surface gutters",
            "scuppers|grates|channels|none",
            "supplier",
            "surface gutters vendor",
        ),
        A(
            "cycle counter",
            "operation odometer",
            "mechanical|digital|logged|none",
            "supplier",
            "operation odometer vendor",
        ),
    ),
)

FANS = Domain(
    "minevent",
    "a mine's ventilation fans",
    "fan",
    "vf",
    (
        A(
            "airflow volume",
            "air throughput",
            "180 m3/s|240 m3/s|310 m3/s|150 m3/s",
            "ceiling",
            "air throughput cap",
            "in cubic feet per minute",
        ),
        A(
            "blade pitch",
            "vane angle",
            "22 degrees|28 degrees|35 degrees|18 degrees",
            "offset",
            "vane angle shift",
            "in radians",
        ),
        A(
            "motor power",
            "drive output",
            "450 kW|800 kW|1200 kW|630 kW",
            "reserve",
            "drive output buffer",
            "in horsepower",
        ),
        A(
            "shaft depth",
            "pit reach",
            "320 m|540 m|780 m|260 m",
            "goal",
            "pit reach aim",
            "in feet",
        ),
        A(
            "noise level",
            "sound pressure",
            "85 dB|92 dB|78 dB|88 dB",
            "limit",
            "sound pressure cap",
            "in bels",
        ),
        A(
            "standby unit",
            "fallback machine",
            "diesel|gas turbine|battery bank|none",
            "supplier",
            "fallback machine vendor",
        ),
        A(
            "outlet count",
            "discharge tally",
            "2|3|4|6",
            "minimum",
            "discharge tally floor",
            "as a word",
        ),
        A(
            "bearing temperature",
            "journal heat",
            "65 C|72 C|58 C|80 C",
            "alarm",
            "journal heat ping",
            "in Fahrenheit",
        ),
        A(
            "survey month",
            "examination period",
            "May 2027|July 2026|September 2026|April 2027",
            "window",
            "examination period slot",
            "in ISO 8601 form",
        ),
        A(
            "airflow sensor",
            "draught probe",
            "anemometer|pitot|thermal|none",
            "supplier",
            "draught probe vendor",
        ),
        A(
            "blade coating",
            "rotor lining",
            "epoxy|rubber|ceramic|bare",
            "sample",
            "rotor lining swatch",
        ),
        A(
            "motor housing",
            "engine casing",
            "cast iron|steel|aluminium|composite",
            "supplier",
            "engine casing vendor",
        ),
    ),
)
