"""The vocabulary of ``unknowns17`` (first four domains): one entry per attribute.

Each attribute has the word memories use (two words), a synonym no memory uses, four invented
values, the extra word that makes its neighbour (``word extra``, held by nobody) with the
neighbour's synonym, for most held ones a unit or notation an answer is asked in, and for one
held attribute per domain an antonym (its first word alone changed). The first nine attributes
of a domain are held; the last three are held by nobody and each shares a word with exactly one
of the first three (its partner)."""

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
        return self.word.replace(" ", "-")

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "-")

    @property
    def antonym_key(self) -> str:
        return self.antonym.replace(" ", "-")


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

SKI_JUMPS = Domain(
    "skijumps",
    "ski club",
    "jump",
    ("sj-craixdraisp-7", "StoundHjeern", "Sj.Stultstalm", "sj-6.16", "GRARNGWEENG", "gwoundnumb"),
    ("js-quairkvymb-4", "BleernBleeth", "Js.Tervbrilm", "js-8.27", "CREXGROUSP", "plaispquisk"),
    (
        "the north jump",
        "the south jump",
        "the floodlit jump",
        "the junior jump",
        "the summer jump",
        "the oldest jump",
    ),
    (
        A(
            "hill size",
            "rated distance",
            ("140 m", "125 m", "109 m", "95 m"),
            "record",
            "longest leap mark",
            "in feet",
        ),
        A(
            "inrun length",
            "approach track span",
            ("98 m", "92 m", "86 m", "80 m"),
            "tolerance",
            "run-up leeway",
            "in yards",
        ),
        A(
            "takeoff angle",
            "lip inclination",
            ("11 degrees", "10.5 degrees", "10 degrees", "11.5 degrees"),
            "drift",
            "edge tilt wander",
            "in radians",
        ),
        A(
            "snow depth",
            "powder layer",
            ("40 cm", "55 cm", "30 cm", "65 cm"),
            "forecast",
            "predicted white cover",
            "in inches",
        ),
        A(
            "wind limit",
            "gust cutoff",
            ("3 m/s", "4 m/s", "2.5 m/s", "3.5 m/s"),
            "exemption",
            "breeze ceiling waiver",
            "in knots",
        ),
        A(
            "opening year",
            "inauguration date",
            ("1952", "1968", "1975", "1989"),
            "anniversary",
            "founding jubilee",
            "in Roman numerals",
            "closing year",
        ),
        A(
            "judge count",
            "panel members",
            ("5", "4", "3", "6"),
            "reserve",
            "standby assessors",
            "as a word",
        ),
        A(
            "lift capacity",
            "chairlift throughput",
            ("1200 per hour", "900 per hour", "600 per hour", "1500 per hour"),
            "target",
            "planned rider flow",
            "per minute",
        ),
        A(
            "outrun slope",
            "runout incline",
            ("30 %", "33 %", "28 %", "35 %"),
            "survey",
            "declivity audit",
            "as a fraction",
        ),
        A(
            "hill profile",
            "terrain contour",
            ("K-shape", "flat knoll", "steep bowl", "long ridge"),
            "sketch",
            "landform drawing",
        ),
        A(
            "inrun lighting",
            "run-up illumination",
            ("LED strips", "halogen posts", "sodium lamps", "none"),
            "timer",
            "lamp clock",
        ),
        A(
            "takeoff groove",
            "launch furrow",
            ("12 mm", "15 mm", "10 mm", "18 mm"),
            "cutter",
            "furrow blade",
        ),
    ),
)

WIND_TUNNELS = Domain(
    "windtunnels",
    "aerodynamics lab",
    "tunnel",
    ("wt-zeeckgreeng-9", "TrouspThruzz", "Wt.Griltflund", "wt-1.35", "DRISPGWAIRV", "trysktrarv"),
    ("tw-teftgwung-3", "BrouckGwailm", "Tw.Woambdrysp", "tw-7.45", "NERKSKOSP", "vaingcrurv"),
    (
        "the big tunnel",
        "the low-speed tunnel",
        "the smoke tunnel",
        "the student tunnel",
        "the quiet tunnel",
        "the vertical tunnel",
    ),
    (
        A(
            "section width",
            "chamber breadth",
            ("2.4 m", "3 m", "1.8 m", "4 m"),
            "allowance",
            "cross span margin",
            "in inches",
        ),
        A(
            "fan power",
            "blower wattage",
            ("2 MW", "5 MW", "1.5 MW", "8 MW"),
            "reserve",
            "spare impeller output",
            "in kilowatts",
        ),
        A(
            "top airspeed",
            "peak stream velocity",
            ("80 m/s", "120 m/s", "65 m/s", "95 m/s"),
            "certification",
            "ceiling stream approval",
            "in km/h",
        ),
        A(
            "turbulence intensity",
            "eddy level",
            ("0.1 %", "0.05 %", "0.2 %", "0.08 %"),
            "audit",
            "vortex measure review",
            "as a fraction",
        ),
        A(
            "balance capacity",
            "scale load range",
            ("500 kg", "800 kg", "300 kg", "1000 kg"),
            "upgrade",
            "weighing rig improvement",
            "in pounds",
        ),
        A(
            "booking lead",
            "scheduling notice",
            ("3 weeks", "2 weeks", "6 weeks", "4 weeks"),
            "exception",
            "advance slot waiver",
            "in days",
        ),
        A(
            "coolant flow",
            "chiller circulation",
            ("40 l/s", "55 l/s", "30 l/s", "70 l/s"),
            "alarm",
            "refrigerant trip point",
            "in gallons per minute",
        ),
        A(
            "inlet diameter",
            "mouth bore",
            ("6 m", "8 m", "4.5 m", "10 m"),
            "tolerance",
            "intake gap leeway",
            "in feet",
            "outlet diameter",
        ),
        A(
            "commissioning year",
            "first run date",
            ("1961", "1978", "1994", "2003"),
            "plaque",
            "opening tablet",
            "in Roman numerals",
        ),
        A(
            "section lighting",
            "chamber lamps",
            ("LED panels", "strobes", "floodlamps", "none"),
            "dimmer",
            "glow regulator",
        ),
        A("fan noise", "blower hum", ("85 dB", "92 dB", "78 dB", "99 dB"), "baffle", "hum damper"),
        A(
            "airspeed probe",
            "velocity sensor",
            ("Pitot-static", "hot-wire", "laser Doppler", "five-hole"),
            "heater",
            "sensor warmer",
        ),
    ),
)

DRY_DOCKS = Domain(
    "drydocks",
    "shipyard",
    "dock",
    ("dd-troandvult-7", "FleethPlaind", "Dd.Sturvrung", "dd-2.13", "NASKTAIMB", "toaxkloax"),
    ("dd-raiftyuzz-5", "TrouzzGwousp", "Dd.Naixthraick", "dd-3.97", "TYMBTHROUSP", "nalmquosp"),
    (
        "the graving dock",
        "the floating dock",
        "the long dock",
        "the east dock",
        "the repair dock",
        "the naval dock",
    ),
    (
        A(
            "floor length",
            "keel bed span",
            ("240 m", "310 m", "180 m", "400 m"),
            "extension",
            "berth prolongation",
            "in feet",
        ),
        A(
            "gate width",
            "caisson breadth",
            ("35 m", "42 m", "28 m", "50 m"),
            "clearance",
            "caisson headroom",
            "in yards",
        ),
        A(
            "pump rate",
            "dewatering speed",
            ("12000 m3/h", "9000 m3/h", "15000 m3/h", "7000 m3/h"),
            "backup",
            "auxiliary emptying capacity",
            "in cubic metres per minute",
        ),
        A(
            "crane reach",
            "jib outreach",
            ("45 m", "60 m", "38 m", "52 m"),
            "upgrade",
            "boom span improvement",
            "in feet",
        ),
        A(
            "block load",
            "keel support weight",
            ("250 t/m", "300 t/m", "200 t/m", "350 t/m"),
            "audit",
            "bearing pad inspection",
            "in kilonewtons per metre",
        ),
        A(
            "flooding time",
            "fill duration",
            ("3 hours", "4 hours", "2.5 hours", "5 hours"),
            "record",
            "fastest immersion",
            "in minutes",
            "draining time",
        ),
        A(
            "tug count",
            "towboat number",
            ("2", "3", "4", "5"),
            "reserve",
            "standby towboats",
            "as a word",
        ),
        A(
            "hull paint",
            "coating brand",
            ("red oxide", "black tar", "grey epoxy", "white lead"),
            "schedule",
            "varnish rota",
        ),
        A(
            "survey month",
            "certification inspection period",
            ("March 2025", "June 2024", "October 2025", "January 2026"),
            "reminder",
            "inspection prompt",
            "in ISO 8601 form",
        ),
        A(
            "floor drainage",
            "bed gully",
            ("open channel", "grated trench", "sump pit", "culvert"),
            "cleaner",
            "gully sweeper",
        ),
        A(
            "gate seal",
            "caisson gasket",
            ("rubber", "timber", "neoprene", "clay"),
            "spare",
            "replacement gasket",
        ),
        A(
            "pump noise",
            "dewatering hum",
            ("80 dB", "88 dB", "75 dB", "95 dB"),
            "muffler",
            "hum silencer",
        ),
    ),
)

VELODROMES = Domain(
    "velodromes",
    "cycling federation",
    "velodrome",
    ("vd-roungthrult-8", "BlouftThrumb", "Vd.Toxyaisp", "vd-7.24", "ZUSKNEZZ", "driltcrouth"),
    ("dv-traxcralm-2", "GweengThrurv", "Dv.Plyckwaift", "dv-9.22", "GROUTHNULM", "draisktorv"),
    (
        "the indoor velodrome",
        "the outdoor velodrome",
        "the olympic velodrome",
        "the training velodrome",
        "the wooden velodrome",
        "the seaside velodrome",
    ),
    (
        A(
            "banking angle",
            "bend tilt",
            ("42 degrees", "45 degrees", "40 degrees", "44 degrees"),
            "tolerance",
            "curve cant leeway",
            "in radians",
        ),
        A(
            "lap length",
            "circuit distance",
            ("250 m", "333 m", "200 m", "400 m"),
            "variance",
            "loop deviation",
            "in yards",
        ),
        A(
            "seating capacity",
            "audience places",
            ("5000", "3500", "6000", "4200"),
            "expansion",
            "crowd enlargement",
            "in words",
        ),
        A(
            "surface wood",
            "plank timber",
            ("Siberian pine", "Scots pine", "Afzelia", "spruce"),
            "supplier",
            "lumber vendor",
        ),
        A(
            "roof height",
            "ceiling clearance",
            ("18 m", "22 m", "15 m", "25 m"),
            "limit",
            "overhead cap",
            "in feet",
        ),
        A(
            "air temperature",
            "hall warmth",
            ("26 C", "28 C", "24 C", "27 C"),
            "alarm",
            "heat alert",
            "in Fahrenheit",
        ),
        A(
            "timing gates",
            "split beams",
            ("8", "12", "6", "10"),
            "spare",
            "backup beam sets",
            "as a word",
        ),
        A(
            "inner apron",
            "safety strip",
            ("4 m", "5 m", "3.5 m", "6 m"),
            "colour",
            "verge hue",
            "in inches",
            "outer apron",
        ),
        A(
            "opening season",
            "debut year",
            ("2011", "1998", "2004", "2016"),
            "gala",
            "launch festivity",
            "in Roman numerals",
        ),
        A(
            "banking survey",
            "bend measurement",
            ("laser scan", "tape and level", "drone photos", "none"),
            "report",
            "tilt writeup",
        ),
        A(
            "lap record",
            "circuit best",
            ("12.1 s", "12.6 s", "13.0 s", "11.9 s"),
            "holder",
            "fastest rider",
        ),
        A(
            "seating plan",
            "audience map",
            ("tiered", "flat", "mixed", "stands only"),
            "revision",
            "crowd layout redo",
        ),
    ),
)
