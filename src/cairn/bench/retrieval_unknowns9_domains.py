"""The vocabulary of ``unknowns9`` (first three domains): invented subjects, old names, foreign
names and attributes, each attribute with the word its memories use, a synonym no memory uses,
four invented values, a neighbour nobody holds and, for some, the unit a request asks in.

Pure data: the checks that refuse a leaking synonym live in ``bench.retrieval_unknowns9``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    key: str
    word: str
    synonym: str
    values: tuple[str, str, str, str]
    near_extra: str
    near_synonym: str
    asked_in: str = ""

    @property
    def near_key(self) -> str:
        return f"{self.key}_{self.near_extra.replace(' ', '_')}"

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.near_extra}"


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    ghosts: tuple[str, ...]
    attributes: tuple[Attribute, ...]


A = Attribute

FURNACE = Domain(
    "furnace",
    "a glassworks' melting furnaces",
    ("fn-ostrel-2", "EmberQuill", "Kiln.Vashmere", "gf-4.18", "BRANTOCK", "solvenith"),
    ("ostrel-two", "HearthLoam", "pellacombe", "KILNSEY", "gf-3.07", "Tarn.Wexley"),
    ("CrucibleNine", "fn-harrowgate", "MOLTENBY"),
    (
        A(
            "cullet_ratio",
            "cullet ratio",
            "remelted scrap proportion",
            ("0.35", "0.42", "0.28", "0.5"),
            "target",
            "scrap proportion goal",
            "as a percentage",
        ),
        A(
            "crown_temperature",
            "crown temperature",
            "roof heat reading",
            ("1585 C", "1602 C", "1570 C", "1611 C"),
            "alarm",
            "overhead heat alert",
            "in Fahrenheit",
        ),
        A(
            "charger_speed",
            "batch charger speed",
            "feeder pace for raw mix",
            ("14 rpm", "11 rpm", "17 rpm", "9 rpm"),
            "override",
            "manual pace bypass",
        ),
        A(
            "burner_fuel",
            "burner fuel",
            "combustion feedstock",
            ("natural gas", "oxyhydrogen", "biomethane", "propane blend"),
            "contract",
            "feedstock purchase deal",
        ),
        A(
            "rebuild_date",
            "rebuild date",
            "next reconstruction",
            ("2027-03-14", "2028-09-02", "2027-11-20", "2029-01-08"),
            "budget",
            "reconstruction spending plan",
            "as a month name",
        ),
        A(
            "throat_cooling",
            "throat cooling",
            "neck chill circuit",
            ("air jacket", "water jacket", "closed loop", "twin fan"),
            "pump",
            "neck chill circulator",
        ),
        A(
            "melt_lead",
            "melt shift lead",
            "hot-end supervisor on duty",
            ("Odile Brack", "Tamsin Orr", "Ravi Menon", "Jurgen Holt"),
            "deputy",
            "hot-end backup boss",
        ),
        A(
            "pull_rate",
            "pull rate",
            "daily glass output",
            ("185 t/d", "212 t/d", "164 t/d", "240 t/d"),
            "forecast",
            "projected glass output",
            "in kilograms per hour",
        ),
        A(
            "regenerator_check",
            "regenerator check",
            "brick lattice survey",
            ("quarterly", "every 6 weeks", "monthly", "twice a year"),
            "report",
            "lattice survey writeup",
            "in days",
        ),
        A(
            "crown_camera",
            "crown camera model",
            "overhead lens make",
            ("IRV-300", "ThermaEye 2", "KX-90", "Lumo 7"),
            "firmware",
            "lens make software",
        ),
        A(
            "cullet_supplier",
            "cullet supplier",
            "scrap glass merchant",
            ("Glasrec", "ShardCo", "Vitra Loop", "Recyclo"),
            "invoice",
            "scrap merchant billing",
        ),
        A(
            "burner_nozzle",
            "burner nozzle size",
            "jet tip diameter",
            ("12 mm", "14 mm", "10 mm", "16 mm"),
            "spare",
            "jet tip backup",
        ),
    ),
)

VAULT = Domain(
    "vault",
    "a records archive's climate-controlled vaults",
    ("vlt-corrib-7", "DustwardHall", "Shelf.Ommaney", "av-2.31", "QUILLARD", "penrhaddock"),
    ("corrib-seven", "StackNorth", "Box.Elsinby", "FOLIANT", "av-1.09", "tregothnan"),
    ("ParchmentRow", "vlt-hesketh", "MUNIMENT"),
    (
        A(
            "humidity_setpoint",
            "relative humidity setpoint",
            "moisture goal for the room",
            ("45 %RH", "50 %RH", "40 %RH", "48 %RH"),
            "tolerance",
            "moisture goal leeway",
            "as a fraction",
        ),
        A(
            "fire_suppression",
            "fire suppression agent",
            "extinguishing medium",
            ("inert gas IG-541", "FK-5-1-12", "water mist", "nitrogen"),
            "cylinder count",
            "extinguishing medium bottles",
        ),
        A(
            "shelving_load",
            "shelving load rating",
            "rack weight limit",
            ("750 kg/bay", "900 kg/bay", "600 kg/bay", "1.2 t/bay"),
            "certificate",
            "rack weight paperwork",
            "in pounds",
        ),
        A(
            "retrieval_window",
            "retrieval window",
            "hours for fetching boxes",
            ("09:00-13:00", "10:00-16:00", "08:30-12:00", "13:00-17:30"),
            "exception",
            "fetching hours waiver",
            "in hours per day",
        ),
        A(
            "pest_trap",
            "pest trap cadence",
            "insect monitor rounds",
            ("weekly", "fortnightly", "twice a month", "monthly"),
            "log",
            "insect monitor notes",
            "in days",
        ),
        A(
            "access_badge",
            "access badge tier",
            "entry card level",
            ("tier B", "tier A", "tier C", "tier A+"),
            "expiry",
            "entry card lapse",
        ),
        A(
            "custodian",
            "vault custodian",
            "keeper of the room",
            ("Hester Vane", "Ilse Koruna", "Marek Dunn", "Priya Lall"),
            "substitute",
            "keeper deputy",
        ),
        A(
            "air_exchange",
            "air exchange rate",
            "ventilation turnover",
            ("4 ACH", "6 ACH", "3 ACH", "5 ACH"),
            "audit",
            "ventilation turnover inspection",
            "in changes per day",
        ),
        A(
            "lux_limit",
            "light exposure cap",
            "illumination ceiling",
            ("50 lux", "75 lux", "30 lux", "100 lux"),
            "waiver",
            "illumination ceiling exemption",
            "in foot-candles",
        ),
        A(
            "humidity_logger",
            "humidity logger brand",
            "moisture recorder maker",
            ("Hygrolog", "DampTrack", "AeroSense", "Vaisal"),
            "battery",
            "recorder cell",
        ),
        A(
            "fire_drill",
            "fire drill date",
            "evacuation rehearsal day",
            ("2027-02-11", "2027-05-06", "2026-12-14", "2027-04-01"),
            "observer",
            "rehearsal watcher",
        ),
        A(
            "shelving_vendor",
            "shelving vendor",
            "rack maker",
            ("Stakka", "Bruynzeel", "Metalsistem", "Rackline"),
            "contact",
            "rack maker phone",
        ),
    ),
)

SHROOM = Domain(
    "shroom",
    "a mushroom farm's grow rooms",
    ("gr-mycel-4", "SporeHaven", "Room.Tallith", "mf-6.02b", "CASINGTON", "bellowmere"),
    ("mycel-four", "FlushHouse", "Bay.Orrin", "TUMBLECOT", "mf-5.11", "quenwold"),
    ("OysterFold", "gr-blewitt", "PINHEADLY"),
    (
        A(
            "co2_ceiling",
            "carbon dioxide ceiling",
            "exhaled gas cap",
            ("1200 ppm", "900 ppm", "1500 ppm", "800 ppm"),
            "alert",
            "exhaled gas alarm",
            "as a percentage",
        ),
        A(
            "strain",
            "spawn strain",
            "fungal cultivar",
            ("A15 white", "Sylvan 130", "brown Swiss", "Heirloom 7"),
            "supplier",
            "fungal cultivar merchant",
        ),
        A(
            "compost_phase",
            "compost phase",
            "substrate stage",
            ("phase III", "phase II", "phase IV", "phase II+"),
            "checklist",
            "substrate stage list",
        ),
        A(
            "pinning_temp",
            "pinning temperature",
            "primordia warmth",
            ("17.5 C", "18 C", "16 C", "19 C"),
            "sensor",
            "primordia warmth probe",
            "in Fahrenheit",
        ),
        A(
            "flush_count",
            "flush count",
            "harvest waves",
            ("three", "two", "four", "five"),
            "forecast",
            "harvest waves outlook",
            "as a digit",
        ),
        A(
            "picker_crew",
            "picker crew lead",
            "harvesting team head",
            ("Noor Haddad", "Agnes Pole", "Tomasz Lis", "Keiko Arai"),
            "relief",
            "harvesting team deputy",
        ),
        A(
            "watering_rate",
            "watering rate",
            "irrigation dose",
            ("1.5 L/m2", "2 L/m2", "1.2 L/m2", "2.4 L/m2"),
            "schedule",
            "irrigation dose timetable",
            "in millilitres per square metre",
        ),
        A(
            "casing_depth",
            "casing depth",
            "topping layer thickness",
            ("45 mm", "50 mm", "40 mm", "55 mm"),
            "tolerance",
            "topping layer leeway",
            "in centimetres",
        ),
        A(
            "cleanout_day",
            "cleanout day",
            "steam sterilising weekday",
            ("Tuesday", "Friday", "Monday", "Thursday"),
            "crew",
            "steam sterilising team",
        ),
        A(
            "spawn_bag",
            "spawn bag weight",
            "inoculum sack mass",
            ("2 kg", "2.5 kg", "1.5 kg", "3 kg"),
            "audit",
            "inoculum sack inspection",
        ),
        A(
            "compost_vendor",
            "compost vendor",
            "substrate maker",
            ("Mykofarm", "Harlow Mix", "Bedrock Org", "Sylvafeed"),
            "contract",
            "substrate maker deal",
        ),
        A(
            "casing_soil",
            "casing soil source",
            "topping layer origin",
            ("Irish bog", "Baltic peat", "Latvian mix", "local loam"),
            "certificate",
            "topping layer paperwork",
        ),
    ),
)

DOMAINS_A = (FURNACE, VAULT, SHROOM)
