"""More vocabulary of the blind held-out set ``unknowns7`` (see
``bench.retrieval_unknowns7_domains``): the cinema, marina and nursery domains.

It holds data only; it must never be written from, or compared with, another set's vocabulary.
"""

from __future__ import annotations

from cairn.bench.retrieval_unknowns7_domains import Attribute as A
from cairn.bench.retrieval_unknowns7_domains import Domain

__all__ = ["CINEMA", "MARINA", "NURSERY"]

CINEMA = Domain(
    "cinema",
    "a cinema chain's screens",
    ("scr-halvo-6", "PicturePell", "Screen.Amaru", "proj-2.9", "GLENVAUX", "marrowby"),
    (
        A(
            "projector lamp",
            "beam bulb",
            ("Xenara 4K", "Luxon 7000", "Kinolux S", "Brivo 3.2"),
            "projector lamp hours",
            "bulb runtime",
        ),
        A(
            "projector lamp supplier",
            "beam bulb vendor",
            ("Ordell Optics", "Marsh Light", "Veyron AV", "Tilbury Lamps"),
            "projector lamp spare",
            "bulb backup",
        ),
        A(
            "seat count",
            "auditorium capacity",
            ("212", "96", "148", "330"),
            "seat count accessible",
            "capacity wheelchair places",
        ),
        A(
            "seat recliner model",
            "chair tilt type",
            ("Relaxa R2", "Dormi 9", "Kinoflex", "Sofia Lux"),
            "seat count upstairs",
            "capacity balcony",
        ),
        A(
            "sound processor",
            "audio decoder",
            ("Dolbrix CP9", "Sonara 12", "Aurex 750", "Klangmeister 3"),
            "sound processor firmware",
            "decoder build",
        ),
        A(
            "sound processor preset",
            "audio decoder profile",
            ("fader 7.0", "fader 6.5", "theatre B", "night mode"),
            "sound processor licence",
            "decoder permit",
        ),
        A(
            "screen gain",
            "reflectivity figure",
            ("1.4", "1.8", "2.2", "1.0"),
            "screen gain test date",
            "reflectivity check date",
        ),
        A(
            "booth key code",
            "operator cabin pin",
            ("4471", "0918", "2265", "7730"),
            "booth key holder",
            "cabin pin keeper",
        ),
        A(
            "usher rota lead",
            "floor staff captain",
            ("Kemi Adeyemi", "Rory Blane", "Sigrid Aas", "Paolo Venn"),
            "usher rota backup",
            "floor staff deputy",
        ),
        A(
            "content server",
            "film library box",
            ("DCP-Vault 2", "Kinostor 8", "ReelBank X", "Mediacrate 4"),
            "content server ip",
            "film library address",
        ),
        A(
            "3d glasses stock",
            "stereo eyewear reserve",
            ("180 pairs", "240 pairs", "96 pairs", "300 pairs"),
            "3d glasses washer",
            "stereo eyewear cleaner",
        ),
        A(
            "masking mode",
            "curtain framing setting",
            ("scope 2.39", "flat 1.85", "IMAX-lite", "full 1.90"),
            "masking mode motor",
            "curtain framing drive",
        ),
    ),
)

MARINA = Domain(
    "marina",
    "a marina's pontoons",
    ("pon-kessa-3", "SaltreachQuay", "Pontoon.Evrin", "berth-4.6", "TORVANGE", "wilkenhaw"),
    (
        A(
            "shore power rating",
            "dockside electric feed",
            ("16 A", "32 A", "63 A", "125 A"),
            "shore power meter",
            "dockside electric gauge",
        ),
        A(
            "shore power tariff",
            "dockside electric price",
            ("0.38 per kWh", "0.42 per kWh", "flat 9 a night", "0.29 per kWh"),
            "shore power isolator",
            "dockside electric switch",
        ),
        A(
            "max draught",
            "keel clearance",
            ("2.4 m", "3.1 m", "1.8 m", "4.0 m"),
            "max draught survey",
            "keel clearance sounding",
        ),
        A(
            "max draught at low tide",
            "keel clearance at ebb",
            ("1.6 m", "2.2 m", "1.1 m", "2.9 m"),
            "max draught marker",
            "keel clearance buoy",
        ),
        A(
            "fuel berth",
            "refuelling slip",
            ("F1 north", "F2 south", "F3 outer", "F1 inner"),
            "fuel berth hours",
            "refuelling slip opening",
        ),
        A(
            "fuel berth nozzle",
            "refuelling slip dispenser",
            ("Dockmaster D4", "Wayne M2", "Aquafuel 9", "Petrosea 12"),
            "fuel berth spill kit",
            "refuelling slip absorbent",
        ),
        A(
            "gate code",
            "entry keypad number",
            ("3318#", "7702#", "1946#", "5520#"),
            "gate code rotation",
            "entry keypad change",
        ),
        A(
            "pump-out station",
            "sewage extraction point",
            ("PO-east", "PO-west", "PO-hammerhead", "PO-fuel"),
            "pump-out station capacity",
            "extraction point volume",
        ),
        A(
            "harbourmaster on duty",
            "quay warden",
            ("Fenella Roost", "Ivo Marsh", "Gwen Tallis", "Oskar Lind"),
            "harbourmaster on duty radio",
            "quay warden handset",
        ),
        A(
            "finger length",
            "side walkway span",
            ("8 m", "10 m", "12 m", "14 m"),
            "finger length extension",
            "side walkway addition",
        ),
        A(
            "vhf channel",
            "radio working frequency",
            ("ch 80", "ch 37", "ch 9", "ch 14"),
            "vhf channel backup",
            "radio spare frequency",
        ),
        A(
            "annual fee band",
            "mooring charge tier",
            ("band C", "band A", "band E", "band B"),
            "annual fee band review",
            "mooring charge tier audit",
        ),
    ),
)

NURSERY = Domain(
    "nursery",
    "a plant nursery's glasshouses",
    ("gh-tamsin-8", "FernwickHouse", "Glass.Ruvik", "house-7.1", "OSSENDRA", "drenlacey"),
    (
        A(
            "heating setpoint",
            "warmth target",
            ("18 C", "21 C", "16 C", "24 C"),
            "heating setpoint night",
            "warmth target dark hours",
        ),
        A(
            "heating boiler",
            "warmth furnace",
            ("Vulcan B30", "Thermex 4", "Calora KX", "Brenna 90"),
            "heating setpoint alarm",
            "warmth target alert",
        ),
        A(
            "misting schedule",
            "spray fog timetable",
            ("every 40 min", "every 20 min", "hourly", "every 90 min"),
            "misting schedule override",
            "fog timetable bypass",
        ),
        A(
            "misting nozzle size",
            "spray fog jet bore",
            ("0.2 mm", "0.3 mm", "0.15 mm", "0.4 mm"),
            "misting schedule owner",
            "fog timetable keeper",
        ),
        A(
            "shade screen",
            "sun blind",
            ("Luxo 55", "Harmony 40", "Obscura 70", "Tempa 30"),
            "shade screen motor",
            "sun blind drive",
        ),
        A(
            "shade screen closing light",
            "sun blind trigger lux",
            ("40 klx", "55 klx", "30 klx", "65 klx"),
            "shade screen fabric age",
            "sun blind cloth age",
        ),
        A(
            "crop",
            "grown plant line",
            ("basil Genovese", "cyclamen Halios", "pelargonium Rocky", "lettuce Salanova"),
            "crop variety code",
            "plant line sku",
        ),
        A(
            "irrigation recipe",
            "watering formula",
            ("EC 1.8 pH 5.8", "EC 2.2 pH 6.0", "EC 1.4 pH 5.6", "EC 2.6 pH 6.1"),
            "irrigation recipe author",
            "watering formula writer",
        ),
        A(
            "co2 dosing level",
            "carbon enrichment mark",
            ("800 ppm", "1000 ppm", "650 ppm", "1200 ppm"),
            "co2 dosing burner",
            "carbon enrichment heater",
        ),
        A(
            "grower in charge",
            "lead cultivator",
            ("Maud Fenn", "Ravi Sethi", "Elke Brandt", "Joss Harker"),
            "grower in charge deputy",
            "lead cultivator backup",
        ),
        A(
            "bench count",
            "table rows total",
            ("48", "64", "120", "36"),
            "bench count mobile",
            "rows total rolling",
        ),
        A(
            "biocontrol agent",
            "beneficial insect release",
            ("Encarsia", "Amblyseius", "Aphidius", "Phytoseiulus"),
            "biocontrol agent supplier",
            "beneficial insect vendor",
        ),
    ),
)
