"""More vocabulary of the blind held-out set ``unknowns7`` (see
``bench.retrieval_unknowns7_domains``): the laundry, salmon farm and cooling domains.

It holds data only; it must never be written from, or compared with, another set's vocabulary.
"""

from __future__ import annotations

from cairn.bench.retrieval_unknowns7_domains import Attribute as A
from cairn.bench.retrieval_unknowns7_domains import Domain

__all__ = ["COOLING", "FISHFARM", "LAUNDRY"]

LAUNDRY = Domain(
    "laundry",
    "an industrial laundry's washer lines",
    ("wl-brenna-5", "SudmereLine", "Washer.Cotta", "cbw-3.3", "KALDRUNE", "fenwhistle"),
    (
        A(
            "wash temperature",
            "cleaning heat",
            ("60 C", "75 C", "40 C", "85 C"),
            "wash temperature probe",
            "cleaning heat sensor",
        ),
        A(
            "wash temperature hold",
            "cleaning heat dwell",
            ("10 min", "15 min", "3 min", "8 min"),
            "wash temperature log",
            "cleaning heat record",
        ),
        A(
            "detergent dosing",
            "soap metering",
            ("Lumex 3 ml/kg", "Purawash 5 ml/kg", "Oxiclean 4 ml/kg", "Tenda 6 ml/kg"),
            "detergent dosing pump",
            "soap metering unit",
        ),
        A(
            "detergent dosing supplier",
            "soap metering vendor",
            ("Chemra", "Bluefold", "Sanivo", "Oxland"),
            "detergent dosing alarm",
            "soap metering alert",
        ),
        A(
            "press extraction",
            "squeeze dewatering",
            ("42 bar", "36 bar", "50 bar", "30 bar"),
            "press extraction time",
            "squeeze dewatering duration",
        ),
        A(
            "press extraction membrane",
            "squeeze dewatering diaphragm",
            ("M-88", "M-102", "M-64", "M-120"),
            "press extraction count",
            "squeeze dewatering tally",
        ),
        A(
            "batch weight",
            "load mass",
            ("50 kg", "60 kg", "45 kg", "75 kg"),
            "batch weight tolerance",
            "load mass margin",
        ),
        A(
            "linen customer",
            "textile client",
            ("Harbour Hotel", "St Olave Hospital", "Crestline Spa", "Birchmoor Care"),
            "linen customer contract",
            "textile client agreement",
        ),
        A(
            "dryer line",
            "tumbler row",
            ("D-east", "D-west", "D-north", "D-mezzanine"),
            "dryer line fan",
            "tumbler row blower",
        ),
        A(
            "water recovery",
            "rinse reuse",
            ("tank R2", "tank R4", "off", "tank R1"),
            "water recovery filter",
            "rinse reuse strainer",
        ),
        A(
            "shift supervisor",
            "floor boss",
            ("Agnes Moll", "Tariq Bello", "Liv Strand", "Colm Reddy"),
            "shift supervisor phone",
            "floor boss mobile",
        ),
        A(
            "finishing ironer",
            "flatwork roller",
            ("Ironex IR9", "Rolla 3300", "Glidex 5", "Plano 28"),
            "finishing ironer speed",
            "flatwork roller pace",
        ),
    ),
)

FISHFARM = Domain(
    "fishfarm",
    "a salmon farm's sea pens",
    ("pen-ivar-12", "KelpmoorPen", "Pen.Skarra", "cage-9.2", "MERRIGAN", "havsund"),
    (
        A(
            "stocking density",
            "biomass per cubic metre",
            ("15 kg/m3", "20 kg/m3", "12 kg/m3", "25 kg/m3"),
            "stocking density audit",
            "biomass per cubic metre check",
        ),
        A(
            "stocking date",
            "smolt intake day",
            ("2026-04-12", "2026-05-03", "2026-03-28", "2026-06-09"),
            "stocking density limit",
            "biomass per cubic metre cap",
        ),
        A(
            "feed barge",
            "pellet vessel",
            ("Barge Hild", "Barge Solvei", "Barge Torun", "Barge Edda"),
            "feed barge camera",
            "pellet vessel webcam",
        ),
        A(
            "feed barge silo",
            "pellet vessel hopper",
            ("silo 2", "silo 5", "silo 1", "silo 4"),
            "feed barge generator",
            "pellet vessel engine",
        ),
        A(
            "net mesh size",
            "enclosure weave gap",
            ("18 mm", "22 mm", "25 mm", "30 mm"),
            "net mesh supplier",
            "weave gap vendor",
        ),
        A(
            "net mesh change date",
            "enclosure weave swap day",
            ("2026-09-01", "2026-10-15", "2026-08-20", "2026-11-02"),
            "net mesh coating",
            "weave gap paint",
        ),
        A(
            "lice count",
            "parasite tally",
            ("0.2 per fish", "0.4 per fish", "0.1 per fish", "0.6 per fish"),
            "lice count threshold",
            "parasite tally trigger",
        ),
        A(
            "oxygen sensor",
            "dissolved gas probe",
            ("Oxyguard P9", "Aanderaa 4831", "Hach LDO", "Sensorex DO6"),
            "oxygen sensor calibration",
            "dissolved gas probe trim",
        ),
        A(
            "site manager",
            "farm boss",
            ("Eirik Voll", "Siv Nordahl", "Magnus Helle", "Kari Brun"),
            "site manager radio",
            "farm boss handset",
        ),
        A(
            "mooring grid",
            "anchor frame layout",
            ("grid 6x2", "grid 4x2", "grid 8x2", "grid 5x3"),
            "mooring grid inspection",
            "anchor frame survey",
        ),
        A(
            "harvest week",
            "slaughter window",
            ("week 14", "week 22", "week 31", "week 40"),
            "harvest week buyer",
            "slaughter window customer",
        ),
        A(
            "cleaner fish",
            "wrasse helpers",
            ("lumpfish", "ballan", "goldsinny", "corkwing"),
            "cleaner fish count",
            "wrasse helpers tally",
        ),
    ),
)

COOLING = Domain(
    "cooling",
    "a data centre's cooling units",
    ("crah-tiln-7", "ChillwardUnit", "Cool.Marvane", "crac-6.5", "FROSTLEIGH", "dunmarch"),
    (
        A(
            "supply air setpoint",
            "outlet breeze target",
            ("18 C", "20 C", "22 C", "24 C"),
            "supply air setpoint drift",
            "outlet breeze target slip",
        ),
        A(
            "supply air humidity",
            "outlet breeze moisture",
            ("45% RH", "50% RH", "40% RH", "55% RH"),
            "supply air filter",
            "outlet breeze screen",
        ),
        A(
            "chilled water valve",
            "coolant tap",
            ("V-204", "V-117", "V-330", "V-089"),
            "chilled water valve actuator",
            "coolant tap motor",
        ),
        A(
            "chilled water flow rate",
            "coolant throughput",
            ("12 l/s", "18 l/s", "9 l/s", "24 l/s"),
            "chilled water valve position",
            "coolant tap opening",
        ),
        A(
            "fan speed",
            "blower rpm",
            ("70%", "85%", "60%", "100%"),
            "fan speed ramp",
            "blower rpm climb",
        ),
        A(
            "fan speed minimum",
            "blower rpm floor",
            ("30%", "25%", "40%", "20%"),
            "fan speed sensor",
            "blower rpm tacho",
        ),
        A(
            "hall",
            "server room",
            ("hall A", "hall C", "hall B2", "hall D"),
            "hall pressure",
            "server room pressure",
        ),
        A(
            "refrigerant",
            "gas charge type",
            ("R-410A", "R-32", "R-1234ze", "R-134a"),
            "refrigerant leak test",
            "gas charge check",
        ),
        A(
            "controller firmware",
            "logic board release",
            ("4.2.1", "3.9.8", "5.0.0", "4.4.3"),
            "controller firmware vendor",
            "logic board maker",
        ),
        A(
            "maintenance contractor",
            "upkeep partner",
            ("Coldline Ltd", "Arcticom", "Brisk Services", "Polar Tech"),
            "maintenance contractor hotline",
            "upkeep partner helpdesk",
        ),
        A(
            "rack row",
            "cabinet aisle",
            ("row 7", "row 12", "row 3", "row 19"),
            "rack row temperature",
            "cabinet aisle heat",
        ),
        A(
            "redundancy group",
            "failover cluster",
            ("N+1 east", "N+1 west", "2N core", "N+2 edge"),
            "redundancy group test",
            "failover cluster drill",
        ),
    ),
)
