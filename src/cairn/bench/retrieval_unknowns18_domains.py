"""The vocabulary of the blind held-out retrieval set ``unknowns18`` (first five domains; the
other four are in ``retrieval_unknowns18_domains2``): per domain its six subjects (one of each
name shape), their old names and roles, and twelve attributes. Nine attributes are held; the
last three are held by nobody, each sharing one word with one of the first three (its partner).

Each attribute has the word memories use (two words), a synonym no memory uses, four invented
values, a neighbour nobody holds (the word with one more word, ``extra``, and a synonym of it),
for most held ones the unit or notation an answer is asked in, and for one held attribute per
domain an antonym (the word with its first word changed to its opposite). An entry is one
line: ``word | synonym | values (separated by ";") | extra | neighbour synonym | unit |
antonym``. The subject and old names were built from invented syllables with a fixed seed."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    key: str
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str
    near_synonym: str
    unit: str = ""
    antonym: str = ""

    @property
    def near_key(self) -> str:
        return f"{self.key}-{self.extra}"

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

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


def rows(text: str) -> tuple[Attribute, ...]:
    """The attributes of a domain, one a line (``word | synonym | values | extra | neighbour
    synonym | unit | antonym``, the last two optional, values separated by ``;``)."""
    out = []
    for line in text.strip().splitlines():
        word, synonym, values, extra, near, *rest = [f.strip() for f in line.split(" | ")]
        unit, antonym = (*rest, "", "")[:2]
        key = word.replace(" ", "-")
        vs = tuple(v.strip() for v in values.split(";"))
        out.append(Attribute(key, word, synonym, vs, extra, near, unit, antonym))
    return tuple(out)


PADS = Domain(
    "pads",
    "a spaceport's launch pads",
    "launch pad",
    ("lp-bruelm-6", "StuerzHaans", "Lp.Gryrb", "lp-3.88", "FLUEXTRAANS", "draarbklolf"),
    ("pl-drask-7", "BrurbPleemp", "Pl.Volt", "pl-3.55", "GRAIMPNORZ", "praamppliask"),
    (
        "the seaward pad",
        "the inland pad",
        "the crewed pad",
        "the cargo pad",
        "the heavy pad",
        "the suborbital pad",
    ),
    rows(
        """
    trench depth | flame pit deepness | 14 m; 17 m; 21 m; 12 m | tolerance | exhaust gully slack | in feet
    tower height | gantry stature | 96 m; 104 m; 88 m; 112 m | allowance | umbilical mast headroom | in yards
    deluge rate | sound suppression spray flow | 3400 L/s; 2900 L/s; 4100 L/s; 3800 L/s | peak | soak torrent maximum | in gallons per minute
    blast radius | hazard perimeter | 1.8 km; 2.4 km; 3.1 km; 1.5 km | forecast | exclusion ring projection | in miles
    slab thickness | plinth gauge | 2.5 m; 3.0 m; 1.8 m; 2.2 m | survey | footing heft audit | in inches
    first flight | maiden ascent | 1998; 2004; 2011; 1989 | anniversary | inaugural liftoff jubilee | in Roman numerals | last flight
    lightning masts | strike rods | 4; 5; 6; 3 | inspection | bolt conductor overhaul | as a word
    fuel type | propellant kind | kerosene; methane; hydrazine; liquid hydrogen | supplier | tank farm provider
    wind limit | gust ceiling | 36 km/h; 41 km/h; 30 km/h; 45 km/h | waiver | breeze cap exemption | in knots
    trench coating | pit lining | refractory brick; ablative paint; silica cement; basalt tile | vendor | pit liner maker
    tower crane | hoist jib | 40 t; 55 t; 32 t; 60 t | operator | lifting boom driver
    deluge valves | spray shutoffs | 6; 8; 10; 12 | schedule | sprinkler gate timetable
"""
    ),
)

CHAMBERS = Domain(
    "chambers",
    "a hospital's hyperbaric chambers",
    "hyperbaric chamber",
    ("hb-voons-6", "StuernBraarz", "Hb.Fleelf", "hb-8.25", "GROLMZASK", "jeilmgroulm"),
    ("bh-fluegg-2", "ZouthPlorz", "Bh.Brouns", "bh-8.94", "TRAANSTHOURZ", "zuerzvolt"),
    (
        "the monoplace chamber",
        "the multiplace chamber",
        "the paediatric chamber",
        "the wound-care chamber",
        "the research chamber",
        "the emergency chamber",
    ),
    rows(
        """
    door width | hatch span | 80 cm; 90 cm; 75 cm; 85 cm | clearance | portal breadth allowance | in inches
    seat count | patient places | 8; 12; 6; 10 | target | occupant berth goal | as a word
    pressure rating | compression ceiling | 3 bar; 6 bar; 4 bar; 5 bar | certificate | squeeze grade paperwork | in psi
    hull diameter | vessel bore | 2.4 m; 2.8 m; 3.0 m; 2.2 m | tolerance | casing girth deviation | in feet
    oxygen purity | O2 fraction | 99.5 %; 99.2 %; 99.7 %; 98.9 % | alarm | breathing gas grade alert | as a fraction
    install year | commissioning date | 2009; 2016; 2003; 2019 | audit | fitting epoch review | in Roman numerals | removal year
    session length | dive duration | 90 min; 120 min; 75 min; 105 min | cap | treatment stint ceiling | in hours
    hull material | shell alloy | steel; acrylic; aluminium; titanium | supplier | casing metal vendor
    flush time | purge interval | 4 min; 6 min; 3 min; 5 min | override | venting span bypass | in seconds
    door seal | gasket ring | silicone; neoprene; EPDM; viton | batch | gasket lot
    seat fabric | cushion cloth | vinyl; leather; canvas; polyester | colour | cushion hue
    pressure gauge | manometer type | analogue; digital; dual; mechanical | calibration | manometer tuning
"""
    ),
)

LOFTS = Domain(
    "lofts",
    "a racing pigeon club's lofts",
    "pigeon loft",
    ("pg-kleirv-6", "HyndPliax", "Pg.Treesk", "pg-7.53", "GRAARZVYLM", "driansstyns"),
    ("gp-zump-9", "WiarzDrurz", "Gp.Staimp", "gp-9.32", "VOORBKLOULF", "grylmjeind"),
    (
        "the young-bird loft",
        "the widowhood loft",
        "the breeding loft",
        "the stock loft",
        "the quarantine loft",
        "the sprint loft",
    ),
    rows(
        """
    perch count | roost tally | 48; 60; 36; 72 | target | roost spot goal | in dozens
    trap width | landing board span | 1.2 m; 1.5 m; 0.9 m; 1.8 m | limit | entry ledge maximum | in inches
    nest boxes | brood cubicles | 24; 30; 18; 36 | reserve | brood cells spare | as a word
    floor area | deck surface | 12 m2; 16 m2; 9 m2; 20 m2 | survey | boarding expanse audit | in square feet
    homing distance | homeward journey | 320 km; 410 km; 280 km; 505 km | ambition | flyback stretch goal | in miles
    founding year | establishment date | 1921; 1954; 1937; 1968 | jubilee | inception celebration | in Roman numerals | dissolution year
    vent openings | air slots | 6; 9; 4; 8 | schedule | draught gap timetable | as a word
    roof material | canopy cladding | slate; corrugated iron; timber shingle; felt | warranty | canopy covering guarantee
    bath frequency | dip rota | 2 per week; 3 per week; 1 per week; 4 per week | exemption | soak rhythm waiver | per month
    perch spacing | roost gap | 25 cm; 30 cm; 20 cm; 35 cm | tolerance | ledge interval slack
    trap sensor | entry detector | RFID; infrared; magnetic; optical | firmware | gate reader software
    nest bedding | lining substance | straw; pine shavings; tobacco stems; hay | supplier | litter provider
"""
    ),
)

RANGES = Domain(
    "ranges",
    "an archery club's shooting ranges",
    "archery range",
    ("ar-moorn-2", "NoultDryrn", "Ar.Meemp", "ar-8.38", "NOLFGRIASK", "flurnprouns"),
    ("ra-yairn-7", "WonsYylt", "Ra.Thaalm", "ra-8.67", "THAILMTHOULT", "draarnthaalm"),
    (
        "the indoor range",
        "the field range",
        "the clout range",
        "the beginners' range",
        "the compound range",
        "the longbow range",
    ),
    rows(
        """
    target distance | aiming span | 70 m; 50 m; 30 m; 90 m | marking | boss gap markers | in yards
    lane count | bay tally | 12; 16; 8; 20 | forecast | position total projection | as a word
    backstop height | safety net elevation | 3 m; 4 m; 2.5 m; 3.5 m | waiver | arrow catcher rise exemption | in feet
    draw weight | bow poundage | 38 lb; 42 lb; 30 lb; 48 lb | cap | pull force ceiling | in kilograms
    flag count | pennant tally | 4; 6; 3; 5 | audit | streamer total review | in Roman numerals
    start date | tenancy commencement | April 2012; May 2018; March 2009; June 2021 | reminder | occupancy kickoff alert | in ISO 8601 form | finish date
    ground cover | sward kind | grass; rubber matting; gravel; artificial turf | supplier | sward vendor
    shelter capacity | shed occupancy | 20 people; 30 people; 15 people; 25 people | limit | hut headcount maximum | as a word
    mowing height | trim level | 4 cm; 5 cm; 3 cm; 6 cm | tolerance | cutting depth slack | in inches
    target face | scoring ring sheet | 80 cm; 122 cm; 60 cm; 40 cm | stock | paper ring inventory
    lane lighting | bay lamps | LED; halogen; sodium; fluorescent | timer | luminaire clock
    backstop netting | catch mesh | nylon; polyester; kevlar; hemp | repair | arrow curtain fix
"""
    ),
)

TRAINS = Domain(
    "trains",
    "a desalination plant's membrane trains",
    "membrane train",
    ("mt-wyx-8", "JuerbFlath", "Mt.Braarb", "mt-3.79", "KLIATHVEINS", "klarvdrans"),
    ("tm-priarb-2", "KleerzBrorn", "Tm.Moult", "tm-6.49", "KLAILFHAAGG", "dreeckdriarv"),
    (
        "the first-pass train",
        "the second-pass train",
        "the standby train",
        "the pilot train",
        "the brackish train",
        "the seawater train",
    ),
    rows(
        """
    feed pressure | inlet head | 62 bar; 68 bar; 55 bar; 70 bar | alarm | supply squeeze alert | in psi
    vessel count | housing tally | 24; 36; 18; 42 | target | casing total goal | in dozens
    recovery ratio | yield share | 45 %; 42 %; 48 %; 40 % | forecast | harvest portion projection | as a fraction
    permeate flow | product water output | 1200 m3/d; 950 m3/d; 1500 m3/d; 800 m3/d | peak | filtrate stream maximum | in gallons per day
    salt rejection | brine removal | 99.7 %; 99.5 %; 99.8 %; 99.6 % | warranty | sodium exclusion guarantee | as a decimal
    build year | construction date | 2014; 2008; 2019; 2011 | plaque | erection date inscription | in Roman numerals | demolition year
    cleaning interval | wash cycle | 90 days; 120 days; 60 days; 180 days | override | rinse period bypass | in weeks
    element brand | module manufacturer | Hydranautics; Toray; DuPont; Koch | contact | cartridge maker liaison
    energy use | power draw | 3.1 kWh/m3; 2.8 kWh/m3; 3.5 kWh/m3; 2.5 kWh/m3 | benchmark | electricity demand yardstick | in megajoules per cubic metre
    feed pumps | supply impellers | 2; 3; 4; 5 | rota | impeller rotation
    vessel coating | housing paint | epoxy; polyurethane; enamel; rubber lining | batch | casing paint lot
    recovery tank | reclaim cistern | 40 m3; 55 m3; 30 m3; 65 m3 | level | salvage vat fill
"""
    ),
)
