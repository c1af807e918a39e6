"""The vocabulary of ``unknowns11`` (part one): the shapes of a domain and an attribute, and the
first five of its nine domains (kilns, dome projectors, bowling lanes, cheese caves, lifts).

An attribute is written ``word`` in memories; ``synonym`` is never written. Its neighbour is
``near_word`` (the word with one more word) and ``near_synonym``: nobody holds either. An
attribute with ``asked_in`` is asked for in that unit or notation, which its memories never
write. A domain's first nine attributes are held; the last three are held by nobody, and each
shares a word with one of the first three (its partner)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, str, str, str]
    near_word: str
    near_synonym: str
    asked_in: str = ""

    @property
    def key(self) -> str:
        return self.word.replace(" ", "_")

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "_")


@dataclass(frozen=True)
class Domain:
    key: str
    label: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    ghosts: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


A = Attribute

KILNS = Domain(
    "kilns",
    "a pottery studio's kilns",
    ("kl-brindlecombe-3", "CrazeHollow", "Kiln.Wetherstow", "kx-3.41", "MORVALLIS", "tessendale"),
    ("kl-pottermead-1", "SaggarNook", "Kiln.Ashcombe", "kx-2.07", "GROGWELL", "burnishford"),
    ("CobaltHearth", "kl-ovenbury-9", "Slip.Garnock"),
    (
        "the north kiln",
        "the spare kiln",
        "the teaching kiln",
        "the corner kiln",
        "the night kiln",
        "the gallery kiln",
    ),
    (
        A(
            "firing temperature",
            "peak heat",
            ("1240 °C", "1265 °C", "1222 °C", "1280 °C"),
            "firing temperature tolerance",
            "peak heat leeway",
            "in Fahrenheit",
        ),
        A(
            "cooling rate",
            "descent pace",
            ("80 °C/h", "95 °C/h", "110 °C/h", "65 °C/h"),
            "cooling rate override",
            "descent pace exception",
        ),
        A(
            "shelf spacing",
            "batt clearance",
            ("45 mm", "60 mm", "52 mm", "38 mm"),
            "shelf spacing chart",
            "batt clearance diagram",
            "in inches",
        ),
        A(
            "element supplier",
            "coil vendor",
            ("Kanthal A1", "Kanthal APM", "Nikrothal 80", "Kanthal D"),
            "element supplier contact",
            "coil vendor liaison",
        ),
        A(
            "vent setting",
            "damper position",
            ("one quarter open", "half open", "three quarters open", "fully open"),
            "vent setting history",
            "damper position record",
            "as a percentage",
        ),
        A(
            "cone pack",
            "witness set",
            ("cones 5, 6, 7", "cones 4, 5, 6", "cones 8, 9, 10", "cones 6, 7, 8"),
            "cone pack photo",
            "witness set picture",
        ),
        A(
            "controller model",
            "programmer unit",
            ("Bartlett Genesis", "Orton Autofire", "Skutt Touchscreen", "Bartlett V6-CF"),
            "controller model firmware",
            "programmer unit software",
        ),
        A(
            "bisque duration",
            "first-fire length",
            ("PT9H", "PT11H", "PT10H30M", "PT8H"),
            "bisque duration estimate",
            "first-fire length guess",
            "in minutes",
        ),
        A(
            "load limit",
            "weight cap",
            ("forty kg", "thirty-five kg", "fifty kg", "forty-five kg"),
            "load limit signage",
            "weight cap notice",
            "as a digit",
        ),
        A(
            "firing curve",
            "burn trajectory",
            ("slow glaze", "fast bisque", "crystal hold", "candle then ramp"),
            "firing curve sketch",
            "burn trajectory drawing",
        ),
        A(
            "cooling fan",
            "draught blower",
            ("Ebm-papst W2E", "Ziehl FE2", "Rosenberg KHAD", "Ebm-papst R2E"),
            "cooling fan warranty",
            "draught blower guarantee",
        ),
        A(
            "shelf material",
            "board composition",
            ("silicon carbide", "cordierite", "nitride-bonded SiC", "mullite"),
            "shelf material datasheet",
            "board composition leaflet",
        ),
    ),
)

DOME = Domain(
    "dome",
    "a planetarium's dome projectors",
    ("dp-calloway-5", "NebulaFinch", "Proj.Ravenmoor", "pj-4.12", "SIDERALE", "quillonby"),
    ("dp-lanternhall-2", "AuroraTack", "Proj.Bellmore", "pj-1.88", "ZENITHOLD", "corvisham"),
    ("GalaxyMercer", "dp-halbrook-6", "Proj.Kestwin"),
    (
        "the main projector",
        "the standby projector",
        "the school-show projector",
        "the lobby projector",
        "the east-wing projector",
        "the touring projector",
    ),
    (
        A(
            "lamp hours",
            "bulb runtime",
            ("1850 h", "2400 h", "960 h", "3100 h"),
            "lamp hours forecast",
            "bulb runtime prediction",
            "in days",
        ),
        A(
            "edge blend",
            "seam feathering",
            ("12 %", "18 %", "9 %", "15 %"),
            "edge blend preset",
            "seam feathering template",
            "as a fraction",
        ),
        A(
            "star brightness",
            "heavens luminance",
            ("6.5 mag", "5.8 mag", "7.2 mag", "6.0 mag"),
            "star brightness curve",
            "heavens luminance graph",
        ),
        A(
            "lens mount",
            "optic bayonet",
            ("Sigma PL", "Canon EF", "Fujinon B4", "Arri LPL"),
            "lens mount adapter",
            "optic bayonet converter",
        ),
        A(
            "show playlist",
            "programme queue",
            ("Winter Sky 2026", "Cosmic Tides", "Lunar Atlas", "Northern Lights Live"),
            "show playlist owner",
            "programme queue custodian",
        ),
        A(
            "fan noise",
            "cooler hum",
            ("32 dB", "28 dB", "35 dB", "30 dB"),
            "fan noise complaint",
            "cooler hum grievance",
        ),
        A(
            "colour profile",
            "gamut table",
            ("DCI-P3", "Rec. 709", "Rec. 2020", "sRGB"),
            "colour profile archive",
            "gamut table store",
        ),
        A(
            "warm-up delay",
            "ignition wait",
            ("45 s", "90 s", "120 s", "75 s"),
            "warm-up delay alarm",
            "ignition wait alert",
            "in minutes",
        ),
        A(
            "dome resolution",
            "pixel grid",
            ("8K", "4K", "6K", "10K"),
            "dome resolution target",
            "pixel grid goal",
        ),
        A(
            "lamp supplier",
            "globe manufacturer",
            ("Ushio", "Osram", "Christie", "Philips"),
            "lamp supplier invoice",
            "globe manufacturer bill",
        ),
        A(
            "edge mask",
            "border matte",
            ("soft 3 px", "hard 1 px", "soft 6 px", "none"),
            "edge mask version",
            "border matte revision",
        ),
        A(
            "star catalogue",
            "celestial index",
            ("Hipparcos", "Tycho-2", "Gaia DR3", "Yale BSC"),
            "star catalogue licence",
            "celestial index permit",
        ),
    ),
)

LANES = Domain(
    "lanes",
    "a bowling centre's lanes",
    ("bl-pinsworth-7", "StrikeMarlow", "Alley.Ogilvy", "bw-7.26", "THRENDALL", "kegworthy"),
    ("bl-gutterby-2", "SpareHaddon", "Alley.Pellow", "bw-3.09", "TENPINTON", "rollesmere"),
    ("PinfallRidge", "bl-rollmere-4", "Alley.Castlow"),
    (
        "the league pair",
        "the birthday pair",
        "the end pair",
        "the glow pair",
        "the practice pair",
        "the lounge pair",
    ),
    (
        A(
            "oil pattern",
            "conditioner layout",
            ("House Shot 41", "Badger 52", "Cheetah 35", "Shark 44"),
            "oil pattern printout",
            "conditioner layout sheet",
        ),
        A(
            "pinsetter model",
            "pin machine",
            ("Brunswick GS-X", "AMF 82-90XL", "QubicaAMF EDGE", "Brunswick A-2"),
            "pinsetter model guide",
            "pin machine handbook",
        ),
        A(
            "approach length",
            "stride distance",
            ("15 ft", "16 ft", "14 ft", "17 ft"),
            "approach length survey",
            "stride distance audit",
            "in metres",
        ),
        A(
            "ball return",
            "sphere conveyor",
            ("Anvilane Pro", "Spectrum X", "Brunswick Twin", "AMF Classic"),
            "ball return velocity",
            "sphere conveyor speed",
        ),
        A(
            "league night",
            "tournament evening",
            ("Tuesday", "Thursday", "Monday", "Wednesday"),
            "league night roster",
            "tournament evening lineup",
        ),
        A(
            "scoring software",
            "tally program",
            ("Conqueror X", "BES Pro", "Qubica Sync", "Brunswick Sync"),
            "scoring software licence",
            "tally program permit",
        ),
        A(
            "slide friction",
            "sole grip",
            ("0.45", "0.52", "0.38", "0.60"),
            "slide friction trial",
            "sole grip test",
        ),
        A(
            "bumper rail",
            "guard barrier",
            ("auto-raise", "manual", "disabled", "auto-raise, kids only"),
            "bumper rail height",
            "guard barrier elevation",
        ),
        A(
            "resurface interval",
            "refinish cycle",
            ("P180D", "P365D", "P90D", "P270D"),
            "resurface interval budget",
            "refinish cycle spending",
            "in months",
        ),
        A(
            "oil volume",
            "dressing quantity",
            ("22 ml", "18 ml", "25 ml", "20 ml"),
            "oil volume reading",
            "dressing quantity measurement",
        ),
        A(
            "pinsetter vendor",
            "sweep mechanism supplier",
            ("Brunswick", "QubicaAMF", "Steltronic", "Switch"),
            "pinsetter vendor contract",
            "sweep mechanism supplier agreement",
        ),
        A(
            "approach camera",
            "track webcam",
            ("Axis M30", "Hikvision D4", "Bosch Flexidome", "Axis P32"),
            "approach camera retention",
            "track webcam keep-time",
        ),
    ),
)

CAVES = Domain(
    "caves",
    "a cheese maker's ageing caves",
    ("cv-grubbleton-2", "RindKeeper", "Cave.Tolliver", "ag-5.63", "MOULDERAN", "brieswick"),
    ("cv-curdstone-8", "WheyMantle", "Cave.Brocklesby", "ag-0.44", "QUARRENDON", "rennetby"),
    ("CheddarVault", "cv-affineur-1", "Cave.Morrowick"),
    (
        "the blue cave",
        "the washed-rind cave",
        "the tomme cave",
        "the lower cave",
        "the export cave",
        "the tasting cave",
    ),
    (
        A(
            "relative humidity",
            "moisture saturation",
            ("92 %", "95 %", "88 %", "97 %"),
            "relative humidity alarm",
            "moisture saturation alert",
            "as a fraction",
        ),
        A(
            "turning schedule",
            "flip rota",
            ("every 2 days", "daily", "every 3 days", "twice weekly"),
            "turning schedule exception",
            "flip rota waiver",
        ),
        A(
            "air velocity",
            "breeze speed",
            ("0.3 m/s", "0.5 m/s", "0.2 m/s", "0.4 m/s"),
            "air velocity reading",
            "breeze speed measurement",
            "in feet per minute",
        ),
        A(
            "shelf timber",
            "plank species",
            ("spruce", "beech", "larch", "fir"),
            "shelf timber supplier",
            "plank species vendor",
        ),
        A(
            "mould culture",
            "fungal strain",
            ("Penicillium roqueforti PV", "Geotrichum GEO13", "Penicillium candidum", "Mucor M3"),
            "mould culture batch",
            "fungal strain lot",
        ),
        A(
            "ammonia ceiling",
            "NH3 cap",
            ("25 ppm", "15 ppm", "20 ppm", "30 ppm"),
            "ammonia ceiling breach",
            "NH3 cap violation",
        ),
        A(
            "brine strength",
            "salt bath concentration",
            ("18 %", "20 %", "22 %", "19 %"),
            "brine strength goal",
            "salt bath concentration objective",
        ),
        A(
            "door interlock",
            "entry lock-out",
            ("Dorma MC-20", "Abloy EA-310", "ASSA 1260", "Dorma MC-40"),
            "door interlock trial",
            "entry lock-out test",
        ),
        A(
            "affinage period",
            "maturation span",
            ("P90D", "P120D", "P60D", "P180D"),
            "affinage period roadmap",
            "maturation span timeline",
            "in weeks",
        ),
        A(
            "humidity sensor",
            "damp gauge",
            ("Vaisala HMP7", "Rotronic HC2", "Sensirion SHT4", "Vaisala HMP9"),
            "humidity sensor calibration",
            "damp gauge adjustment",
        ),
        A(
            "turning robot",
            "wheel-rotating machine",
            ("Fromaplus R2", "Affinage Bot 3", "Rotomat C", "Fromaplus R4"),
            "turning robot firmware",
            "wheel-rotating machine software",
        ),
        A(
            "air filter",
            "particulate screen",
            ("F7 bag", "HEPA H13", "G4 panel", "F9 bag"),
            "air filter grade",
            "particulate screen class",
        ),
    ),
)

LIFTS = Domain(
    "lifts",
    "an office tower's passenger lifts",
    ("lf-cranborne-6", "HoistQuill", "Lift.Amberley", "el-6.15", "VERTIMONT", "ascotrine"),
    ("lf-stairwick-3", "CableTorran", "Lift.Bexington", "el-2.90", "PULLEYMAR", "riserdon"),
    ("ShaftLumen", "lf-landmore-5", "Lift.Gorsley"),
    (
        "the fire-fighting lift",
        "the goods lift",
        "the east-core lift",
        "the penthouse lift",
        "the shuttle lift",
        "the car-park lift",
    ),
    (
        A(
            "contract speed",
            "travel velocity",
            ("2.5 m/s", "1.6 m/s", "4.0 m/s", "3.5 m/s"),
            "contract speed waiver",
            "travel velocity exemption",
            "in feet per second",
        ),
        A(
            "door dwell",
            "opening hold",
            ("3 s", "4 s", "5 s", "2.5 s"),
            "door dwell override",
            "opening hold bypass",
            "in milliseconds",
        ),
        A(
            "rated load",
            "permitted weight",
            ("1600 kg", "1275 kg", "2000 kg", "1000 kg"),
            "rated load placard",
            "permitted weight notice",
            "in pounds",
        ),
        A(
            "rope supplier",
            "hawser vendor",
            ("Gustav Wolf", "Pfeifer", "Brugg Lifting", "Casar"),
            "rope supplier certificate",
            "hawser vendor attestation",
        ),
        A(
            "homing floor",
            "rest storey",
            ("ground", "level 12", "level 3", "lobby"),
            "homing floor timetable",
            "rest storey schedule",
        ),
        A(
            "inspection date",
            "survey day",
            ("14 March 2027", "2 June 2027", "30 April 2027", "9 July 2027"),
            "inspection date reminder",
            "survey day nudge",
            "in ISO 8601 form",
        ),
        A(
            "drive unit",
            "traction motor",
            ("KONE EcoDisc", "Ziehl-Abegg ZAtop", "Sicor MRL", "Montanari M2"),
            "drive unit spares",
            "traction motor replacement parts",
        ),
        A(
            "car lighting",
            "cabin illumination",
            ("LED 4000 K", "LED 3000 K", "LED 5000 K", "LED 3500 K"),
            "car lighting timer",
            "cabin illumination clock",
        ),
        A(
            "phone line",
            "alarm handset",
            ("GSM gateway", "POTS copper", "VoIP trunk", "4G dialler"),
            "phone line trial",
            "alarm handset test",
        ),
        A(
            "contract duration",
            "agreement term",
            ("five years", "three years", "seven years", "ten years"),
            "contract duration extension",
            "agreement term renewal",
        ),
        A(
            "door curtain",
            "beam screen",
            ("Memco Phantom", "Cedes cegard", "Wittur Lambda", "Memco Panachrome"),
            "door curtain installer",
            "beam screen fitter",
        ),
        A(
            "load cell",
            "weighing transducer",
            ("Dinacell GMV2", "Henning LM", "Microkit SWR", "Dinacell GMV3"),
            "load cell drift",
            "weighing transducer creep",
        ),
    ),
)
