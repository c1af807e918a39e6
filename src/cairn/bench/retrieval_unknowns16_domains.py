"""The vocabulary of the blind held-out set ``unknowns16`` (part one): the attribute and domain
records, and five of its nine domains. Each attribute has the word memories use (two words), a
synonym no memory uses, four invented values, a neighbour nobody holds (the word with one more
word, and a neighbour synonym), optionally a unit or notation an answer is asked in and an
antonym (the word with its first word turned to its opposite, held by nobody)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str
    near_synonym: str
    unit: str = ""
    antonym: str = ""

    @property
    def key(self) -> str:
        return self.word.replace(" ", "_")

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_key(self) -> str:
        return f"{self.key}_{self.extra}"

    @property
    def antonym_key(self) -> str:
        return self.antonym.replace(" ", "_")


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


A = Attribute
SIDES = ("north", "south", "east", "west", "oldest", "newest")


def roles(thing: str) -> tuple[str, ...]:
    return tuple(f"the {side} {thing}" for side in SIDES)


SILOS = Domain(
    key="silos",
    title="a farming cooperative's grain silos",
    thing="silo",
    subjects=("gs-zozzwick-9", "JaskDale", "Gs.Plembgarth", "gs-8.41", "GRUMBWICK", "klombgarth"),
    old_names=("sg-staimbley-3", "DryltLey", "Sg.Meeshworth", "sg-5.67", "PLIMBWICK", "dringdale"),
    roles=roles("silo"),
    attributes=(
        A(
            "fill capacity",
            "storage volume",
            ("1200 tonnes", "950 tonnes", "1500 tonnes", "800 tonnes"),
            "ceiling",
            "storage volume cap",
            "in kilograms",
        ),
        A(
            "aeration rate",
            "airflow throughput",
            ("40 m3/min", "55 m3/min", "32 m3/min", "61 m3/min"),
            "baseline",
            "airflow throughput norm",
            "in cubic feet per second",
        ),
        A(
            "wall height",
            "rim elevation",
            ("24 m", "31 m", "18 m", "27 m"),
            "limit",
            "rim elevation bound",
            "in feet",
        ),
        A(
            "drying temperature",
            "kiln heat",
            ("55 C", "60 C", "48 C", "65 C"),
            "setpoint",
            "kiln heat aim",
            "in Fahrenheit",
        ),
        A(
            "maximum moisture",
            "dampness cutoff",
            ("14 %", "13.5 %", "15 %", "12.5 %"),
            "override",
            "dampness cutoff exception",
            "as a fraction",
            "minimum moisture",
        ),
        A(
            "auger power",
            "screw drive",
            ("15 kW", "22 kW", "18.5 kW", "30 kW"),
            "reserve",
            "screw drive headroom",
            "in horsepower",
        ),
        A(
            "commissioning year",
            "service start",
            ("1987", "1994", "2003", "1979"),
            "estimate",
            "service start guess",
            "in Roman numerals",
        ),
        A(
            "roof material",
            "canopy cladding",
            ("galvanised steel", "aluminium", "fibreglass", "corrugated iron"),
            "supplier",
            "canopy cladding vendor",
        ),
        A(
            "discharge gates",
            "outlet hatches",
            ("2", "3", "4", "6"),
            "spare",
            "outlet hatches extra",
            "as a word",
        ),
        A(
            "fill sensor",
            "level probe",
            ("radar", "ultrasonic", "capacitive", "laser"),
            "model",
            "level probe make",
        ),
        A(
            "aeration fans",
            "blower units",
            ("2", "3", "4", "5"),
            "backup",
            "blower units standby",
        ),
        A(
            "wall coating",
            "lining paint",
            ("epoxy", "bitumen", "zinc", "acrylic"),
            "colour",
            "lining paint hue",
        ),
    ),
)

HAMMERS = Domain(
    key="hammers",
    title="a blacksmith forge's power hammers",
    thing="hammer",
    subjects=("ph-brelkness-7", "VyndDale", "Ph.Troxholm", "ph-9.31", "KLAINDWORTH", "zorvdale"),
    old_names=("hp-plickholm-7", "SpoorkDale", "Hp.Neshness", "hp-2.26", "SNAISHBY", "flervstow"),
    roles=roles("hammer"),
    attributes=(
        A(
            "blow energy",
            "strike force",
            ("250 J", "400 J", "320 J", "180 J"),
            "ceiling",
            "strike force cap",
            "in foot-pounds",
        ),
        A(
            "ram weight",
            "tup load",
            ("50 kg", "75 kg", "100 kg", "125 kg"),
            "tolerance",
            "tup load leeway",
            "in pounds",
        ),
        A(
            "stroke rate",
            "beat frequency",
            ("120 per minute", "180 per minute", "150 per minute", "200 per minute"),
            "minimum",
            "beat frequency floor",
            "per second",
        ),
        A(
            "anvil mass",
            "footing heft",
            ("1.2 t", "2 t", "1.6 t", "0.9 t"),
            "grade",
            "footing heft tier",
            "in kilograms",
        ),
        A(
            "air pressure",
            "compressor feed",
            ("6 bar", "7 bar", "8 bar", "5.5 bar"),
            "alarm",
            "compressor feed alert",
            "in psi",
        ),
        A(
            "upper die",
            "top tooling",
            ("flat", "fullering", "swage", "drawing"),
            "supplier",
            "top tooling vendor",
            "",
            "lower die",
        ),
        A(
            "install year",
            "arrival vintage",
            ("1968", "1975", "1991", "2006"),
            "estimate",
            "arrival vintage guess",
            "in Roman numerals",
        ),
        A(
            "motor rating",
            "drive output",
            ("11 kW", "15 kW", "7.5 kW", "18.5 kW"),
            "reserve",
            "drive output headroom",
            "in horsepower",
        ),
        A(
            "guard colour",
            "shield paint",
            ("yellow", "orange", "green", "red"),
            "standard",
            "shield paint norm",
        ),
        A(
            "blow counter",
            "impact tally",
            ("digital", "mechanical", "optical", "magnetic"),
            "reset",
            "impact tally zeroing",
        ),
        A(
            "ram guide",
            "slider rail",
            ("bronze", "cast iron", "steel", "brass"),
            "wear",
            "slider rail erosion",
        ),
        A(
            "stroke limiter",
            "travel stop",
            ("cam", "switch", "sensor", "valve"),
            "setting",
            "travel stop adjustment",
        ),
    ),
)

CHARGERS = Domain(
    key="chargers",
    title="a motorway service area's EV chargers",
    thing="charger",
    subjects=("ev-teltholm-6", "WizzStow", "Ev.Hoxworth", "ev-3.45", "NULKBY", "wouxholm"),
    old_names=(
        "ve-snastford-8",
        "WoongDale",
        "Ve.Grastworth",
        "ve-7.66",
        "PLEELTNESS",
        "snylkford",
    ),
    roles=roles("charger"),
    attributes=(
        A(
            "peak output",
            "top delivery",
            ("150 kW", "350 kW", "50 kW", "22 kW"),
            "limit",
            "top delivery bound",
            "in watts",
        ),
        A(
            "cable length",
            "lead reach",
            ("5 m", "7.5 m", "4 m", "6 m"),
            "spare",
            "lead reach extra",
            "in feet",
        ),
        A(
            "connector type",
            "plug format",
            ("CCS2", "CHAdeMO", "Type 2", "GB/T"),
            "adapter",
            "plug format converter",
        ),
        A(
            "session price",
            "energy tariff",
            ("0.69 EUR/kWh", "0.59 EUR/kWh", "0.79 EUR/kWh", "0.49 EUR/kWh"),
            "markup",
            "energy tariff rebate",
            "in US dollars",
        ),
        A(
            "standby draw",
            "idle consumption",
            ("35 W", "20 W", "50 W", "15 W"),
            "allowance",
            "idle consumption budget",
            "in kilowatts",
        ),
        A(
            "installation date",
            "rollout day",
            ("March 2025", "June 2024", "October 2023", "January 2026"),
            "review",
            "rollout day reassessment",
            "in ISO 8601 form",
        ),
        A(
            "cooling method",
            "thermal management",
            ("liquid", "air", "hybrid", "passive"),
            "backup",
            "thermal management fallback",
        ),
        A(
            "bay count",
            "parking spaces",
            ("4", "6", "8", "2"),
            "reserve",
            "parking spaces kept aside",
            "as a word",
        ),
        A(
            "firmware version",
            "code build",
            ("4.2.1", "3.9.0", "5.0.2", "4.4.7"),
            "rollback",
            "code build revert",
        ),
        A(
            "peak shaving",
            "load flattening",
            ("enabled", "disabled", "scheduled", "manual"),
            "window",
            "load flattening period",
        ),
        A(
            "cable holder",
            "cord hook",
            ("clip", "reel", "arm", "none"),
            "height",
            "cord hook elevation",
        ),
        A(
            "connector lock",
            "socket latch",
            ("electronic", "mechanical", "solenoid", "none"),
            "timeout",
            "socket latch delay",
        ),
    ),
)

CLOCKS = Domain(
    key="clocks",
    title="a town council's turret clocks",
    thing="clock",
    subjects=("tc-moongworth-9", "FloostMere", "Tc.Flastmere", "tc-9.28", "GRAZZBY", "trouskford"),
    old_names=("ct-veexness-7", "DrizzFord", "Ct.Zirnstow", "ct-7.23", "SPENDFORD", "wuzzford"),
    roles=roles("clock"),
    attributes=(
        A(
            "dial diameter",
            "face width",
            ("2.4 m", "1.8 m", "3 m", "1.5 m"),
            "tolerance",
            "face width leeway",
            "in feet",
        ),
        A(
            "pendulum length",
            "swing rod span",
            ("1 m", "1.5 m", "2 m", "4 m"),
            "adjustment",
            "swing rod trim",
            "in inches",
        ),
        A(
            "bell weight",
            "chime heft",
            ("300 kg", "450 kg", "600 kg", "250 kg"),
            "rating",
            "chime heft grade",
            "in pounds",
        ),
        A(
            "winding interval",
            "rewind cycle",
            ("7 days", "8 days", "14 days", "30 days"),
            "override",
            "rewind cycle exception",
            "in hours",
        ),
        A(
            "hand material",
            "pointer metal",
            ("copper", "gilded oak", "cast iron", "aluminium"),
            "supplier",
            "pointer metal vendor",
        ),
        A(
            "build year",
            "maker vintage",
            ("1864", "1901", "1888", "1923"),
            "estimate",
            "maker vintage guess",
            "in Roman numerals",
        ),
        A(
            "maximum drift",
            "worst deviation",
            ("2 s/week", "5 s/week", "3 s/week", "8 s/week"),
            "alarm",
            "worst deviation alert",
            "per day",
            "minimum drift",
        ),
        A(
            "side count",
            "visible aspects",
            ("4", "2", "3", "1"),
            "spare",
            "visible aspects extra",
            "as a word",
        ),
        A(
            "escapement type",
            "tick mechanism",
            ("anchor", "deadbeat", "gravity", "pin wheel"),
            "backup",
            "tick mechanism fallback",
        ),
        A(
            "dial lighting",
            "glow lamps",
            ("LED", "neon", "halogen", "none"),
            "timer",
            "glow lamps schedule",
        ),
        A(
            "pendulum bob",
            "swing disc",
            ("brass", "lead", "iron", "zinc"),
            "finish",
            "swing disc coating",
        ),
        A(
            "bell hammer",
            "chime striker",
            ("steel", "bronze", "iron", "brass"),
            "spring",
            "chime striker coil",
        ),
    ),
)

FLUMES = Domain(
    key="flumes",
    title="a water park's flumes",
    thing="flume",
    subjects=("wp-dultdale-8", "GlarkHolm", "Wp.Praishness", "wp-2.71", "VOZZNESS", "troshholm"),
    old_names=(
        "pw-jyskthwaite-2",
        "TrilkStow",
        "Pw.Glerndale",
        "pw-5.12",
        "GLINDMERE",
        "sneckstow",
    ),
    roles=roles("flume"),
    attributes=(
        A(
            "drop height",
            "fall elevation",
            ("12 m", "18 m", "9 m", "22 m"),
            "limit",
            "fall elevation bound",
            "in feet",
        ),
        A(
            "pump flow",
            "circulation volume",
            ("400 l/s", "250 l/s", "320 l/s", "500 l/s"),
            "target",
            "circulation volume aim",
            "in gallons per second",
        ),
        A(
            "rider weight",
            "guest mass",
            ("120 kg", "100 kg", "136 kg", "90 kg"),
            "allowance",
            "guest mass leeway",
            "in pounds",
        ),
        A(
            "tube length",
            "chute span",
            ("85 m", "120 m", "64 m", "150 m"),
            "estimate",
            "chute span guess",
            "in yards",
        ),
        A(
            "dispatch interval",
            "launch spacing",
            ("12 s", "15 s", "20 s", "10 s"),
            "override",
            "launch spacing exception",
            "in milliseconds",
        ),
        A(
            "opening date",
            "debut day",
            ("May 2019", "June 2021", "April 2016", "July 2023"),
            "review",
            "debut day reassessment",
            "in ISO 8601 form",
        ),
        A(
            "landing depth",
            "catch basin level",
            ("1.1 m", "0.9 m", "1.2 m", "1 m"),
            "tolerance",
            "catch basin level leeway",
            "in inches",
        ),
        A(
            "minimum height",
            "shortest bather",
            ("1.2 m", "1.1 m", "1.37 m", "1.05 m"),
            "waiver",
            "shortest bather leniency",
            "in centimetres",
            "maximum height",
        ),
        A(
            "gelcoat colour",
            "shell tint",
            ("teal", "orange", "purple", "lime"),
            "supplier",
            "shell tint vendor",
        ),
        A(
            "drop zone",
            "plunge section",
            ("enclosed", "open", "partial", "tunnel"),
            "signage",
            "plunge section notices",
        ),
        A(
            "pump noise",
            "motor hum",
            ("62 dB", "58 dB", "70 dB", "55 dB"),
            "ceiling",
            "motor hum cap",
        ),
        A(
            "rider belt",
            "lap strap",
            ("none", "single", "double", "vest"),
            "check",
            "lap strap inspection",
        ),
    ),
)

FIRST = (SILOS, HAMMERS, CHARGERS, CLOCKS, FLUMES)
