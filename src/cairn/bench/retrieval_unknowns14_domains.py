"""Vocabulary of the blind held-out set ``unknowns14`` (part one): the attribute and domain
shapes, and the first five domains. One line per attribute: the word memories use, a synonym
no memory uses, four invented values, the extra word of its neighbour, the neighbour's synonym
and the unit or notation an answer is asked in (empty: asked as written). The first nine
attributes of a domain are held; the last three are held by nobody and share one word each
with the first three, in order."""

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
        return self.word.replace(" ", "-")

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "-")


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    prefix: str
    attributes: tuple[Attr, ...]
    subjects: tuple[str, ...] = ()
    old_names: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()


def A(word: str, syn: str, vals: str, extra: str, near: str, unit: str = "") -> Attr:
    v = tuple(x.strip() for x in vals.split(";"))
    assert len(v) == 4, word
    return Attr(word, syn, (v[0], v[1], v[2], v[3]), extra, near, unit)


TROUGHS = (
    "troughs",
    "a tea estate's withering troughs",
    "trough",
    "wt",
    (
        A(
            "fan speed",
            "blower revs",
            "900 rpm;1100 rpm;1250 rpm;1400 rpm",
            "limit",
            "blower revs ceiling",
            "in revolutions per second",
        ),
        A(
            "leaf load",
            "batch heft",
            "180 kg;210 kg;240 kg;260 kg",
            "record",
            "batch heft logbook",
            "in tonnes",
        ),
        A(
            "bed depth",
            "layer thickness",
            "18 cm;22 cm;25 cm;30 cm",
            "gauge",
            "layer thickness dipstick",
            "in millimetres",
        ),
        A(
            "wither time",
            "drying span",
            "PT14H;PT16H;PT18H;PT20H",
            "target",
            "drying span goal",
            "in hours",
        ),
        A(
            "trough length",
            "bay run",
            "24 m;27 m;30 m;33 m",
            "markings",
            "bay run stencils",
            "in feet",
        ),
        A(
            "mesh grade",
            "screen weave",
            "fine;medium;coarse;open",
            "supplier",
            "screen weave vendor",
        ),
        A(
            "heater type",
            "warmth source",
            "oil burner;heat pump;wood furnace;gas coil",
            "warranty",
            "warmth source guarantee",
        ),
        A(
            "install year",
            "commissioning date",
            "1998;2004;2011;2019",
            "plaque",
            "commissioning date placard",
        ),
        A(
            "airflow direction",
            "draught orientation",
            "upward;downward;reversing;crosswise",
            "sensor",
            "draught orientation detector",
        ),
        A("fan blades", "blower vanes", "5;6;7;8", "pitch", "blower vanes angle"),
        A("leaf moisture", "water content", "62 %;65 %;68 %;70 %", "probe", "water content tester"),
        A("bed liner", "floor sheeting", "jute;nylon;steel;cotton", "colour", "floor sheeting hue"),
    ),
)

LADDERS = (
    "ladders",
    "a fire brigade's aerial ladder trucks",
    "ladder truck",
    "al",
    (
        A(
            "reach height",
            "vertical extent",
            "30 m;32 m;37 m;42 m",
            "rating",
            "vertical extent certificate",
            "in feet",
        ),
        A(
            "basket capacity",
            "cage allowance",
            "270 kg;300 kg;360 kg;400 kg",
            "plate",
            "cage allowance decal",
            "in pounds",
        ),
        A(
            "outrigger span",
            "stabiliser spread",
            "4.8 m;5.2 m;5.6 m;6.1 m",
            "sketch",
            "stabiliser spread drawing",
            "in centimetres",
        ),
        A(
            "pump output",
            "water delivery",
            "2000 l/min;2400 l/min;3000 l/min;3800 l/min",
            "curve",
            "water delivery graph",
            "in litres per second",
        ),
        A(
            "chassis maker",
            "body fabricator",
            "Rosenbauer;Scania;Volvo;MAN",
            "contact",
            "body fabricator liaison",
        ),
        A("crew seats", "rider places", "2;3;4;6", "belts", "rider places harnesses", "as a word"),
        A(
            "inspection month",
            "audit period",
            "March 2027;June 2027;September 2027;January 2028",
            "checklist",
            "audit period worksheet",
            "in ISO 8601 form",
        ),
        A(
            "tyre pressure",
            "wheel inflation",
            "8.5 bar;9 bar;9.5 bar;10 bar",
            "valve",
            "wheel inflation nozzle",
            "in psi",
        ),
        A(
            "station base",
            "home depot",
            "Northgate;Riverside;Old Quay;Hillcrest",
            "phone",
            "home depot telephone",
        ),
        A(
            "reach angle",
            "elevation arc",
            "70 degrees;72 degrees;75 degrees;80 degrees",
            "stop",
            "elevation arc detent",
        ),
        A("basket camera", "cage lens", "analogue;thermal;dual;none", "mount", "cage lens clamp"),
        A(
            "outrigger pads",
            "stabiliser feet",
            "rubber;composite;oak;alloy",
            "bag",
            "stabiliser feet pouch",
        ),
    ),
)

TUGS = (
    "tugs",
    "a harbour's tugboats",
    "tug",
    "hb",
    (
        A(
            "bollard pull",
            "towing force",
            "45 t;55 t;62 t;70 t",
            "test",
            "towing force trial",
            "in kilonewtons",
        ),
        A(
            "engine power",
            "motor output",
            "2400 kW;3200 kW;3800 kW;4400 kW",
            "derating",
            "motor output curtailment",
            "in horsepower",
        ),
        A(
            "hull draft",
            "keel immersion",
            "4.2 m;4.8 m;5.3 m;5.9 m",
            "survey",
            "keel immersion inspection",
            "in feet",
        ),
        A(
            "fuel tank",
            "bunker volume",
            "60 m3;75 m3;90 m3;110 m3",
            "sounding",
            "bunker volume dip",
            "in litres",
        ),
        A(
            "winch type",
            "hawser reel",
            "single drum;double drum;escort;split drum",
            "brake",
            "hawser reel clutch",
        ),
        A(
            "crew size",
            "manning level",
            "3;4;5;6",
            "roster",
            "manning level duty sheet",
            "as a word",
        ),
        A(
            "propulsion layout",
            "thruster arrangement",
            "ASD;VSP;twin screw;rotor",
            "diagram",
            "thruster arrangement schematic",
        ),
        A(
            "build yard",
            "shipwright works",
            "Damen;Sanmar;Cheoy Lee;Kotug",
            "registry",
            "shipwright works ledger",
        ),
        A(
            "fire monitor",
            "spray cannon",
            "FiFi 1;FiFi 2;FiFi 3;FiFi 1 plus",
            "flow",
            "spray cannon throughput",
        ),
        A(
            "bollard height",
            "post elevation",
            "0.8 m;0.9 m;1.1 m;1.2 m",
            "drawing",
            "post elevation plan",
        ),
        A(
            "engine hours",
            "motor runtime",
            "12000;18000;24000;30000",
            "meter",
            "motor runtime counter",
        ),
        A("hull colour", "keel paint", "red;black;blue;orange", "code", "keel paint swatch"),
    ),
)

STALLS = (
    "stalls",
    "a racecourse's starting stalls",
    "starting stall",
    "rs",
    (
        A("gate count", "berth tally", "10;12;14;16", "plan", "berth tally layout", "as a word"),
        A(
            "bay width",
            "berth breadth",
            "80 cm;84 cm;88 cm;92 cm",
            "tolerance",
            "berth breadth allowance",
            "in inches",
        ),
        A(
            "release delay",
            "opening lag",
            "120 ms;150 ms;180 ms;200 ms",
            "budget",
            "opening lag allowance",
            "in seconds",
        ),
        A(
            "tow vehicle",
            "hauling tractor",
            "Fendt;Deutz;Valtra;Kubota",
            "driver",
            "hauling tractor operator",
        ),
        A(
            "padding material",
            "cushion fill",
            "foam;felt;rubber;gel",
            "supplier",
            "cushion fill vendor",
        ),
        A(
            "service interval",
            "maintenance cycle",
            "P3M;P6M;P4M;P12M",
            "log",
            "maintenance cycle diary",
            "in weeks",
        ),
        A(
            "frame weight",
            "chassis heft",
            "6.5 t;7.2 t;8 t;8.8 t",
            "ticket",
            "chassis heft docket",
            "in kilograms",
        ),
        A("door spring", "hatch coil", "S-40;S-55;S-70;S-85", "batch", "hatch coil lot"),
        A(
            "handler steps",
            "groom ladder",
            "fixed;folding;sliding;none",
            "lighting",
            "groom ladder lamps",
        ),
        A(
            "gate latch",
            "shutter catch",
            "magnetic;pin;cam;solenoid",
            "spare",
            "shutter catch backup",
        ),
        A("bay floor", "berth mat", "rubber;timber;grating;turf", "drain", "berth mat gully"),
        A(
            "release cable",
            "opening wire",
            "steel;kevlar;braided;coated",
            "spool",
            "opening wire reel",
        ),
    ),
)

MASTS = (
    "masts",
    "a mountain weather service's measuring masts",
    "mast",
    "wm",
    (
        A(
            "anemometer height",
            "tower elevation",
            "10 m;15 m;20 m;30 m",
            "permit",
            "tower elevation consent",
            "in feet",
        ),
        A(
            "wind vane",
            "gust indicator",
            "ultrasonic;cup;propeller;hot wire",
            "heater",
            "gust indicator warmer",
        ),
        A(
            "logger interval",
            "sampling cadence",
            "PT1M;PT5M;PT10M;PT15M",
            "override",
            "sampling cadence exception",
            "in seconds",
        ),
        A(
            "battery bank",
            "cell pack",
            "100 Ah;150 Ah;200 Ah;260 Ah",
            "monitor",
            "cell pack watcher",
            "in watt hours",
        ),
        A(
            "solar panel",
            "photovoltaic sheet",
            "80 W;120 W;160 W;200 W",
            "bracket",
            "photovoltaic sheet holder",
            "in kilowatts",
        ),
        A(
            "site altitude",
            "summit elevation",
            "1840 m;2210 m;2560 m;2980 m",
            "benchmark",
            "summit elevation trig point",
            "in feet",
        ),
        A(
            "uplink modem",
            "telemetry radio",
            "LoRa;Iridium;LTE-M;VHF",
            "contract",
            "telemetry radio subscription",
        ),
        A("guy wires", "stay cables", "3;4;6;8", "tension", "stay cables tautness", "as a word"),
        A(
            "ice guard",
            "frost shield",
            "heated;passive;spiked;none",
            "trial",
            "frost shield experiment",
        ),
        A(
            "anemometer paint",
            "tower coating",
            "white;orange;grey;striped",
            "batch",
            "tower coating lot",
        ),
        A("wind sock", "gust tube", "small;large;medium;none", "pole", "gust tube staff"),
        A(
            "logger firmware",
            "sampling software",
            "v2.1;v2.4;v3.0;v3.2",
            "rollout",
            "sampling software deployment",
        ),
    ),
)
