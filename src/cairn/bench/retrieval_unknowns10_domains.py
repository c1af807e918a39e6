"""The vocabulary of ``unknowns10`` (first three domains): invented subjects, old names, foreign
names and attributes, each attribute with the word memories use, a synonym no memory uses, four
invented values and a neighbour (the word with one more word, and its synonym) nobody holds.
The first nine attributes of a domain are held; the last three are held by nobody and each
shares one word with one held attribute. Pure data: the checks live in
``bench.retrieval_unknowns10``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    key: str
    word: str
    synonym: str
    values: tuple[str, str, str, str]
    near_word: str
    near_synonym: str
    asked_in: str = ""

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "_").replace("-", "_")


@dataclass(frozen=True)
class Domain:
    key: str
    name: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    ghosts: tuple[str, ...]
    attributes: tuple[Attribute, ...]


A = Attribute

ROASTERS = Domain(
    "roaster",
    "coffee roastery drum roasters",
    ("dr-vellacott-2", "BrackwoodDrum", "Roast.Ilvane", "rs-4.17", "TORVALDINE", "quillmere"),
    ("ember-cassock", "SootPelham", "Drum.Gorsefield", "CINDERWICK", "rs-1.03", "brantlow"),
    ("KettlePrimo", "ashdown-nine", "Beanfold.Ovaro"),
    (
        A(
            "charge_temperature",
            "charge temperature",
            "loading heat",
            ("205 °C", "212 °C", "198 °C", "220 °C"),
            "charge temperature alarm",
            "loading heat alert",
            asked_in="in Fahrenheit",
        ),
        A(
            "development_time",
            "development time",
            "post-crack interval",
            ("95 s", "110 s", "80 s", "125 s"),
            "development time ratio",
            "post-crack proportion",
            asked_in="in minutes",
        ),
        A(
            "drum_speed",
            "drum speed",
            "barrel rotation rate",
            ("52 rpm", "48 rpm", "60 rpm", "44 rpm"),
            "drum speed sensor",
            "barrel rotation probe",
        ),
        A(
            "chaff_collector",
            "chaff collector",
            "husk catcher",
            ("cyclone C-40", "cyclone C-55", "bag trap B2", "cyclone C-70"),
            "chaff collector liner",
            "husk catcher sleeve",
        ),
        A(
            "afterburner_setpoint",
            "afterburner setpoint",
            "smoke incinerator target",
            ("760 °C", "780 °C", "740 °C", "800 °C"),
            "afterburner setpoint override",
            "smoke incinerator bypass",
        ),
        A(
            "batch_size",
            "batch size",
            "load mass",
            ("12 kg", "15 kg", "9 kg", "22 kg"),
            "batch size ceiling",
            "load mass cap",
            asked_in="in pounds",
        ),
        A(
            "roast_profile",
            "roast profile",
            "cooking curve",
            ("Kenya-light-3", "Brazil-medium-7", "Sumatra-dark-2", "Huila-light-5"),
            "roast profile author",
            "cooking curve owner",
        ),
        A(
            "cooling_tray",
            "cooling tray",
            "quench pan",
            ("T-300 steel", "T-500 steel", "mesh M-2", "T-800 steel"),
            "cooling tray fan",
            "quench pan blower",
        ),
        A(
            "gas_burner",
            "gas burner",
            "flame unit",
            ("Maxon 2.1", "Eclipse RX-4", "Riello 40", "Maxon 3.0"),
            "gas burner nozzle",
            "flame unit jet",
        ),
        A(
            "drum_coating",
            "drum coating",
            "barrel lining finish",
            ("enamel", "ceramic", "bare iron", "chrome"),
            "drum coating vendor",
            "barrel lining supplier",
        ),
        A(
            "charge_hopper",
            "charge hopper",
            "feed funnel",
            ("H-10", "H-20", "H-30", "H-40"),
            "charge hopper gate",
            "feed funnel shutter",
        ),
        A(
            "batch_counter",
            "batch counter",
            "run tally",
            ("40", "50", "60", "70"),
            "batch counter reset",
            "run tally zeroing",
        ),
    ),
)

LOOMS = Domain(
    "loom",
    "textile mill weaving looms",
    ("lm-harrowgate-4", "WeftMarrow", "Loom.Quenby", "wv-7.20", "OSSELTINE", "drummock"),
    ("shuttle-peverel", "HeddleCrag", "Warp.Tamsby", "BOBBINHAM", "wv-2.11", "flaxholme"),
    ("JacquardNova", "picker-seven", "Mill.Orrendale"),
    (
        A(
            "reed_width",
            "reed width",
            "comb span",
            ("190 cm", "230 cm", "210 cm", "260 cm"),
            "reed width tolerance",
            "comb span slack",
            asked_in="in inches",
        ),
        A(
            "pick_rate",
            "pick rate",
            "insertions per minute",
            ("650 ppm", "720 ppm", "580 ppm", "800 ppm"),
            "pick rate counter",
            "insertions per minute meter",
        ),
        A(
            "warp_tension",
            "warp tension",
            "lengthwise strand pull",
            ("2.4 kN", "3.1 kN", "1.8 kN", "2.9 kN"),
            "warp tension gauge",
            "lengthwise strand pull dial",
        ),
        A(
            "shed_angle",
            "shed angle",
            "opening tilt",
            ("28 degrees", "32 degrees", "25 degrees", "30 degrees"),
            "shed angle cam",
            "opening tilt lobe",
        ),
        A(
            "weft_yarn",
            "weft yarn",
            "crosswise thread",
            ("Ne 30/1 cotton", "Ne 20/2 linen", "150D polyester", "Nm 48 wool"),
            "weft yarn lot",
            "crosswise thread batch",
        ),
        A(
            "dobby_controller",
            "dobby controller",
            "pattern brain",
            ("Staubli S3060", "Bonas K4", "Grosse G2", "Staubli S3260"),
            "dobby controller firmware",
            "pattern brain software",
        ),
        A(
            "service_interval",
            "service interval",
            "upkeep cycle",
            ("every 500 hours", "every 800 hours", "every 350 hours", "every 1200 hours"),
            "service interval reminder",
            "upkeep cycle nudge",
            asked_in="in days",
        ),
        A(
            "fabric_style",
            "fabric style",
            "cloth design code",
            ("twill 2/1", "plain 1/1", "satin 5", "herringbone 3/1"),
            "fabric style sheet",
            "cloth design document",
        ),
        A(
            "air_pressure",
            "air pressure",
            "jet blow force",
            ("6 bar", "7 bar", "5.5 bar", "6.5 bar"),
            "air pressure drop",
            "jet blow loss",
            asked_in="in psi",
        ),
        A(
            "reed_supplier",
            "reed supplier",
            "comb vendor",
            ("Steel Heddle", "Groz", "Bekaert", "Vandewiele"),
            "reed supplier invoice",
            "comb vendor bill",
        ),
        A(
            "weft_detector",
            "weft detector",
            "crosswise break sensor",
            ("optical", "piezo", "capacitive", "acoustic"),
            "weft detector gain",
            "crosswise break sensor sensitivity",
        ),
        A(
            "pick_finder",
            "pick finder",
            "insertion locator",
            ("manual", "motorised", "auto", "none"),
            "pick finder speed",
            "insertion locator velocity",
        ),
    ),
)

RINKS = Domain(
    "rink",
    "ice arena skating rinks",
    ("rk-penhallow-3", "GlacisBrook", "Ice.Quellstone", "ir-5.34", "CALDERVANE", "frostwick"),
    ("zamboni-tarrant", "FrostHollin", "Rink.Bellweather", "SLEETHAM", "ir-0.98", "hoarwell"),
    ("BlizzardKeep", "puck-harbour", "Arena.Wintervale"),
    (
        A(
            "ice_thickness",
            "ice thickness",
            "frozen slab depth",
            ("38 mm", "32 mm", "45 mm", "50 mm"),
            "ice thickness probe",
            "frozen slab depth gauge",
            asked_in="in inches",
        ),
        A(
            "brine_temperature",
            "brine temperature",
            "salt solution coldness",
            ("-9 °C", "-11 °C", "-7 °C", "-12 °C"),
            "brine temperature sensor",
            "salt solution coldness probe",
            asked_in="in Fahrenheit",
        ),
        A(
            "resurfacing_schedule",
            "resurfacing schedule",
            "flood plan",
            ("every 90 min", "every 60 min", "every 120 min", "every 75 min"),
            "resurfacing schedule exception",
            "flood plan deviation",
            asked_in="in hours",
        ),
        A(
            "dasher_boards",
            "dasher boards",
            "perimeter walls",
            ("Athletica SR", "Crystaplex Pro", "Becker Arena", "Athletica FX"),
            "dasher boards padding",
            "perimeter walls cushioning",
        ),
        A(
            "chiller_compressor",
            "chiller compressor",
            "refrigeration drive unit",
            ("Bitzer CSH", "Frick RXF", "Mycom N", "Bitzer HSK"),
            "chiller compressor oil",
            "refrigeration drive unit lubricant",
        ),
        A(
            "public_session",
            "public session",
            "open skate slot",
            ("Saturday 14:00", "Sunday 10:00", "Friday 19:00", "Wednesday 16:00"),
            "public session capacity",
            "open skate slot headcount",
        ),
        A(
            "ice_resurfacer",
            "ice resurfacer",
            "frozen floor groomer",
            ("Olympia Millennium", "Engo WM", "Olympia ICE BEAR", "Engo Vantage"),
            "ice resurfacer battery",
            "frozen floor groomer cell",
        ),
        A(
            "glass_height",
            "glass height",
            "shield panel rise",
            ("2.4 m", "1.8 m", "2.1 m", "2.6 m"),
            "glass height exemption",
            "shield panel rise waiver",
            asked_in="in feet",
        ),
        A(
            "dehumidifier_setpoint",
            "dehumidifier setpoint",
            "moisture extractor target",
            ("45 %RH", "40 %RH", "50 %RH", "38 %RH"),
            "dehumidifier setpoint alarm",
            "moisture extractor target alert",
        ),
        A(
            "brine_pump",
            "brine pump",
            "salt solution circulator",
            ("Grundfos NB", "KSB Etanorm", "Wilo BL", "Grundfos TP"),
            "brine pump seal",
            "salt solution circulator gasket",
        ),
        A(
            "glass_supplier",
            "glass supplier",
            "shield panel vendor",
            ("Plexiglas", "Lexan", "Acrylite", "Tuffak"),
            "glass supplier contact",
            "shield panel vendor rep",
        ),
        A(
            "public_announcer",
            "public announcer",
            "open skate speaker",
            ("Dana", "Rowan", "Mika", "Tess"),
            "public announcer backup",
            "open skate speaker substitute",
        ),
    ),
)

DOMAINS_A = (ROASTERS, LOOMS, RINKS)
