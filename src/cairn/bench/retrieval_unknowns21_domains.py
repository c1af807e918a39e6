"""The vocabulary of the blind held-out retrieval set ``unknowns21``: nine domains, each with six
subjects (one of each name shape), their old names and roles, and twelve attributes.

An attribute line reads ``word | synonym | values | extra | neighbour synonym | unit | antonym``:
the word memories use (two words), a synonym no memory uses, four values (comma-separated), the
extra word that makes the neighbour (``word extra``, held by nobody), the neighbour's synonym,
the unit or notation an answer is asked in (empty: asked as written) and the antonym (the word
with its first word changed to its opposite; empty: none). The first nine attributes are held
(by 5, 4, 4, 2, 2, 1, 1, 1 and 1 subjects); the last three are held by nobody and each shares a
word with its partner, the attribute nine places before it. The subject and old names were
built from invented syllables with a fixed seed and checked against the other sets' data."""

from __future__ import annotations

import re
from dataclasses import dataclass


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str = ""
    near_synonym: str = ""
    unit: str = ""
    antonym: str = ""

    @property
    def key(self) -> str:
        return slug(self.word)

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}" if self.extra else self.word

    @property
    def near_key(self) -> str:
        return slug(self.near_word)

    @property
    def antonym_key(self) -> str:
        return slug(self.antonym)


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def attribute(line: str) -> Attribute:
    word, synonym, values, extra, near, unit, antonym = (x.strip() for x in line.split("|"))
    return Attribute(
        word, synonym, tuple(v.strip() for v in values.split(",")), extra, near, unit, antonym
    )


def domain(key: str, title: str, thing: str, block: str) -> Domain:
    lines = [x.strip() for x in block.strip().splitlines() if x.strip()]
    subjects, old, roles = (tuple(x.split(" ; ")) for x in lines[:3])
    return Domain(key, title, thing, subjects, old, roles, tuple(map(attribute, lines[3:])))


SUB = domain(
    "sub",
    "submarine tours",
    "submersible",
    """
    pl-skarsk-4 ; SneizzVlask ; Dvoawk.Vlorn ; wrulb-5.61 ; ZHAENDGLE ; gwuimpbluilb
    fr-sklock-4 ; FrilbPfeth ; Thrix.Snoalt ; vlogg-1.22 ; DVUINDZHO ; wroulbwreind
    the reef diver ; the wreck diver ; the kelp diver ; the lagoon diver ; the trench diver ; the canyon diver
    dive depth | plunge rating | 120 m, 300 m, 450 m, 90 m | audit | plunge rating review | in feet |
    battery endurance | charge autonomy | 6 h, 8 h, 10 h, 12 h | estimate | charge autonomy forecast | in minutes |
    passenger seats | rider places | 24, 30, 36, 48 | plan | rider places layout | in dozens |
    viewport width | porthole span | 1.2 m, 1.5 m, 1.8 m, 2.1 m | drawing | porthole span sketch | in inches |
    thruster count | propulsor tally | 4, 6, 8, 10 | recount | propulsor tally check | |
    ascent rate | rise speed | 10 m/min, 15 m/min, 18 m/min, 20 m/min | limit | rise speed cap | in metres per second | descent rate
    ballast mass | trim weight | 800 kg, 950 kg, 1100 kg, 1250 kg | ledger | trim weight logbook | in tonnes |
    oxygen reserve | breathing supply | 72 h, 96 h, 120 h, 144 h | trial | breathing supply test | in days |
    launch year | maiden season | 2011, 2014, 2017, 2019 | register | maiden season roster | in Roman numerals |
    dive computer | decompression tracker | Orca, Marlin, Barracuda, Grouper | | | |
    battery chemistry | cell formulation | lithium iron, lead acid, nickel cadmium, lithium polymer | | | |
    passenger manifest | traveller roll | paper, tablet, cloud, kiosk | | | |
    """,
)

SAP = domain(
    "sap",
    "maple sugarhouse",
    "evaporator",
    """
    br-knozz-9 ; PloaggPleirn ; Gloath.Dreith ; triwk-7.89 ; FRENTSNO ; draxwrawk
    sk-gloult-3 ; ThrindKregg ; Knyth.Traeth ; vlolt-2.41 ; KNITHBLO ; snoazzknulb
    the sugarbush boiler ; the hilltop boiler ; the creekside boiler ; the hollow boiler ; the orchard boiler ; the summit boiler
    pan length | tray span | 8 ft, 10 ft, 12 ft, 14 ft | survey | tray span appraisal | in metres |
    syrup yield | sweetener harvest | 40 L, 55 L, 70 L, 85 L | forecast | sweetener harvest projection | in gallons |
    burner output | firebox power | 150 kW, 200 kW, 250 kW, 300 kW | rating | firebox power certificate | in horsepower |
    boiling rate | reduction pace | 200 L/h, 250 L/h, 300 L/h, 350 L/h | trial | reduction pace test | in litres per minute |
    draw temperature | tapping heat | 104 °C, 105 °C, 106 °C, 107 °C | probe | tapping heat sensor | in Fahrenheit |
    chimney height | stack elevation | 6 m, 7 m, 8 m, 9 m | permit | stack elevation clearance | in yards |
    inlet valve | intake cock | 25 mm, 38 mm, 50 mm, 63 mm | gasket | intake cock seal | in inches | outlet valve
    coil alloy | tube metal | copper, brass, nickel, titanium | stamp | tube metal marking | |
    install date | fitting month | March 2018, April 2019, February 2020, March 2022 | memo | fitting month notice | in ISO 8601 form |
    pan coating | tray lining | tin, enamel, teflon, bare | | | |
    syrup grade | colour category | golden, amber, dark, robust | | | |
    burner fuel | combustion source | oil, wood, propane, pellets | | | |
    """,
)

OYSTER = domain(
    "oyster",
    "oyster farm",
    "trestle bed",
    """
    dr-plulb-7 ; KroarnPfurv ; Kraelt.Snygg ; frylf-1.10 ; BROURNDVI ; vloaggkrurn
    dv-sklaump-5 ; VloulbFrusk ; Glilf.Svaex ; skix-4.21 ; THRANDKRE ; skluithplaerv
    the tidal rack ; the shoal rack ; the cove rack ; the marsh rack ; the sandbar rack ; the mudbank rack
    bag count | sack tally | 120, 180, 240, 300 | census | sack tally inventory | in hundreds |
    growout period | fattening span | 18 months, 24 months, 30 months, 36 months | estimate | fattening span guess | in years |
    tide exposure | emersion spell | 2 h, 3 h, 4 h, 5 h | window | emersion spell slot | in minutes |
    leg height | stand elevation | 40 cm, 50 cm, 60 cm, 70 cm | drawing | stand elevation sketch | in inches |
    water salinity | brine strength | 28 ppt, 30 ppt, 32 ppt, 34 ppt | sample | brine strength reading | as a percentage |
    flip interval | turning cadence | 7 days, 10 days, 14 days, 21 days | schedule | turning cadence roster | in weeks |
    upper mesh | top netting | 4 mm, 6 mm, 9 mm, 12 mm | spec | top netting datasheet | in sixteenths of an inch | lower mesh
    harvest weight | crop mass | 900 kg, 1200 kg, 1500 kg, 1800 kg | ledger | crop mass book | in pounds |
    lease number | plot licence | 14, 27, 33, 41 | register | plot licence file | |
    bag colour | sack hue | black, green, blue, grey | | | |
    growout site | fattening ground | Mill Cove, Salt Point, Long Reach, Heron Bay | | | |
    tide gauge | ebb meter | float, radar, pressure, staff | | | |
    """,
)

HOVER = domain(
    "hover",
    "hovercraft ferry",
    "hovercraft",
    """
    sk-snawk-8 ; VleggWrisk ; Wrymp.Fryth ; pfuith-6.88 ; SVEITHWRU ; krythblilb
    dv-thrarn-4 ; GluizzKnath ; Skeirv.Blugg ; svuwk-6.18 ; SKLEILFGLU ; dvuiwkkrugg
    the dune shuttle ; the sandflat shuttle ; the mudflat shuttle ; the pier shuttle ; the causeway shuttle ; the islet shuttle
    skirt height | apron drop | 1.2 m, 1.4 m, 1.6 m, 1.8 m | check | apron drop survey | in centimetres |
    lift power | cushion thrust | 300 kW, 450 kW, 600 kW, 750 kW | rating | cushion thrust certificate | in watts |
    cruise speed | travel pace | 35 knots, 40 knots, 45 knots, 50 knots | record | travel pace log | in kilometres per hour |
    cabin capacity | seat total | 50, 70, 90, 130 | plan | seat total layout | in tens |
    fuel burn | diesel usage | 400 L/h, 550 L/h, 700 L/h, 850 L/h | estimate | diesel usage projection | in gallons per hour |
    wave limit | swell ceiling | 1.5 m, 2 m, 2.5 m, 3 m | memo | swell ceiling notice | in feet |
    bow ramp | fore gangway | 3 m, 4 m, 5 m, 6 m | drawing | fore gangway sketch | in yards | stern ramp
    engine hours | motor runtime | 8000 h, 12000 h, 15000 h, 21000 h | audit | motor runtime review | in thousands |
    noise level | sound pressure | 85 dB, 88 dB, 92 dB, 95 dB | test | sound pressure trial | |
    skirt material | apron fabric | neoprene, nylon, rubber, kevlar | | | |
    lift blade | impeller vane | aluminium, carbon, steel, timber | | | |
    cruise route | travel corridor | Ryde, Cowes, Yarmouth, Lymington | | | |
    """,
)

PIPES = domain(
    "pipes",
    "pipe band",
    "bagpipe",
    """
    dr-skisk-4 ; GlyltSkaegg ; Throurn.Skluint ; knuick-2.33 ; SVUINTPFU ; blawkglult
    wr-vlalt-9 ; DryrvWrizz ; Wreick.Truizz ; skoalt-4.96 ; SNELBDVO ; frarnwraewk
    the tartan set ; the parade set ; the contest set ; the heritage set ; the rehearsal set ; the tattoo set
    drone length | bass tube span | 48 cm, 50 cm, 52 cm, 54 cm | audit | bass tube span review | in inches |
    chanter pitch | melody tuning | 470 Hz, 476 Hz, 480 Hz, 484 Hz | check | melody tuning test | in kilohertz |
    bag volume | air sack capacity | 2.5 L, 3 L, 3.5 L, 4 L | estimate | air sack capacity guess | in millilitres |
    blowstick length | mouthpiece reach | 20 cm, 22 cm, 24 cm, 26 cm | drawing | mouthpiece reach sketch | in millimetres |
    tune count | song tally | 30, 45, 60, 75 | recount | song tally verification | in dozens |
    inner bore | core channel | 12 mm, 13 mm, 14 mm, 15 mm | gauge | core channel caliper | in thousandths of an inch | outer bore
    purchase year | acquisition season | 1985, 1992, 2003, 2010 | receipt | acquisition season invoice | in Roman numerals |
    ferrule alloy | collar metal | silver, nickel, brass, ivorine | stamp | collar metal hallmark | |
    case weight | carrier mass | 5 kg, 6 kg, 7 kg, 8 kg | scale | carrier mass reading | in pounds |
    drone reed | buzzing blade | cane, synthetic, carbon, hybrid | | | |
    chanter maker | melody crafter | McCallum, Naill, Kintail, Shepherd | | | |
    bag cover | air sack sleeve | velvet, wool, cotton, suede | | | |
    """,
)

HYDRO = domain(
    "hydroponic",
    "hydroponic farm",
    "growing tower",
    """
    sv-vlorn-3 ; BrizzZhouzz ; Snuint.Snyrsk ; snuwk-3.76 ; SVAEWKBRY ; froulfvlirv
    vl-svirsk-3 ; WraeggPfynd ; Vloalb.Bluind ; kreck-8.37 ; SNOAGGKRO ; wrirnkrogg
    the basil column ; the lettuce column ; the kale column ; the chard column ; the mint column ; the rocket column
    nutrient flow | feed stream | 2 L/min, 3 L/min, 4 L/min, 5 L/min | gauge | feed stream meter | in litres per hour |
    light cycle | lamp schedule | 14 h, 16 h, 18 h, 20 h | plan | lamp schedule draft | in minutes |
    plant sites | crop slots | 28, 36, 44, 52 | map | crop slots chart | in dozens |
    reservoir volume | tank capacity | 200 L, 300 L, 400 L, 500 L | survey | tank capacity check | in gallons |
    acidity target | sourness goal | 5.5, 5.8, 6.0, 6.2 | memo | sourness goal note | |
    intake filter | suction screen | 100 micron, 150 micron, 200 micron, 250 micron | swap | suction screen replacement | in millimetres | exhaust filter
    mist interval | spray cadence | 5 min, 10 min, 15 min, 20 min | timer | spray cadence clock | in seconds |
    air temperature | room warmth | 20 °C, 22 °C, 24 °C, 26 °C | logger | room warmth recorder | in Fahrenheit |
    harvest cycle | picking rotation | 21 days, 28 days, 35 days, 42 days | calendar | picking rotation diary | in weeks |
    nutrient brand | feed vendor | Hydra, Verdant, Aqualite, Rootwell | | | |
    light spectrum | lamp colour | full, red, blue, white | | | |
    plant variety | crop cultivar | spinach, arugula, bok choy, parsley | | | |
    """,
)

PLOUGH = domain(
    "plough",
    "snow clearing depot",
    "snowplough",
    """
    tr-snywk-9 ; FraentKrent ; Plalf.Bloulf ; svoazz-2.67 ; VLACKZHU ; skaeckskoarsk
    bl-vleth-2 ; WruilfThruwk ; Pluirsk.Zhamp ; dvoulb-2.47 ; SNOTHVLO ; sklolbtrulf
    the airport runner ; the hillside runner ; the bypass runner ; the valley runner ; the viaduct runner ; the market runner
    blade width | scraper span | 3.0 m, 3.6 m, 4.2 m, 4.8 m | audit | scraper span review | in feet |
    salt capacity | grit load | 6 t, 8 t, 10 t, 12 t | estimate | grit load projection | in kilograms |
    spinner speed | disc rotation | 300 rpm, 400 rpm, 500 rpm, 600 rpm | setting | disc rotation dial | in revolutions per second |
    route length | circuit distance | 18 km, 24 km, 31 km, 37 km | map | circuit distance chart | in miles |
    engine power | motor rating | 240 kW, 280 kW, 320 kW, 360 kW | dyno | motor rating bench | in horsepower |
    fleet number | vehicle tag | 11, 23, 37, 48 | register | vehicle tag file | as a word |
    heater output | cabin warming | 5 kW, 7 kW, 9 kW, 11 kW | test | cabin warming trial | in watts |
    uphill speed | climbing pace | 15 km/h, 20 km/h, 25 km/h, 30 km/h | limit | climbing pace cap | in miles per hour | downhill speed
    build year | assembly season | 2008, 2012, 2016, 2021 | plaque | assembly season badge | |
    blade edge | scraper lip | carbide, polyurethane, hardox, ceramic | | | |
    salt mix | grit blend | rock, brine, sand, urea | | | |
    spinner guard | disc shield | mesh, plate, plastic, rubber | | | |
    """,
)

GLIDE = domain(
    "glide",
    "paragliding school",
    "wing",
    """
    gw-blylb-2 ; KnuiltSnaemp ; Wryrv.Kruigg ; dvogg-4.84 ; PLOGGBLA ; gwiskgwugg
    sk-trirn-4 ; VleizzKruick ; Skunt.Svymp ; dvylb-5.19 ; WRAENDBRA ; gwewkpfouck
    the dune trainer ; the cliff trainer ; the meadow trainer ; the slope trainer ; the thermal trainer ; the coastal trainer
    canopy span | sail width | 10 m, 11 m, 12 m, 13 m | drawing | sail width sketch | in feet |
    glide ratio | sink efficiency | 7.5, 8.2, 8.9, 9.4 | test | sink efficiency trial | |
    pilot weight | flyer mass | 60 kg, 75 kg, 90 kg, 105 kg | limit | flyer mass cap | in pounds |
    cell count | chamber tally | 38, 45, 52, 61 | recount | chamber tally check | as a word |
    trim speed | neutral velocity | 36 km/h, 38 km/h, 39 km/h, 41 km/h | record | neutral velocity log | in knots |
    front riser | forward strap | 48 cm, 50 cm, 52 cm, 54 cm | gauge | forward strap caliper | in inches | rear riser
    harness weight | rig heft | 3 kg, 4 kg, 5 kg, 6 kg | scale | rig heft reading | in grams |
    repack interval | chute refold cycle | 90 days, 120 days, 150 days, 180 days | memo | chute refold notice | in months |
    takeoff altitude | departure elevation | 450 m, 620 m, 880 m, 1100 m | survey | departure elevation map | in kilometres |
    canopy colour | sail hue | red, orange, yellow, teal | | | |
    glide path | sink track | straight, spiral, figure eight, zigzag | | | |
    pilot licence | flyer permit | student, novice, club, pro | | | |
    """,
)

YURT = domain(
    "yurt",
    "yurt camp",
    "yurt",
    """
    sv-knimp-8 ; BrondGwaemp ; Sklaesk.Vlyx ; wroarsk-6.34 ; SKEICKDRE ; gwouwkskult
    vl-skaent-2 ; VluxKnoalt ; Plolf.Plylf ; brouwk-5.22 ; BRUILBBRY ; skuzzkraex
    the aspen lodge ; the fern lodge ; the heather lodge ; the juniper lodge ; the willow lodge ; the bracken lodge
    floor diameter | deck breadth | 5 m, 6 m, 7 m, 8 m | survey | deck breadth check | in feet |
    stove output | heater power | 5 kW, 7 kW, 9 kW, 12 kW | nameplate | heater power certificate | in watts |
    guest beds | visitor bunks | 2, 4, 5, 6 | plan | visitor bunks layout | as a word |
    lattice height | trellis rise | 1.4 m, 1.5 m, 1.6 m, 1.7 m | drawing | trellis rise sketch | in inches |
    roof pitch | crown slope | 25 degrees, 30 degrees, 35 degrees, 40 degrees | gauge | crown slope protractor | in radians |
    felt layers | wool plies | 2, 3, 4, 5 | count | wool plies tally | as an ordinal |
    door width | portal span | 80 cm, 90 cm, 100 cm, 110 cm | frame | portal span jamb | in inches |
    wind rating | gale tolerance | 80 km/h, 100 km/h, 120 km/h, 140 km/h | test | gale tolerance trial | in miles per hour |
    inner lining | interior sheath | cotton, linen, canvas, flannel | swatch | interior sheath sample | | outer lining
    floor covering | deck surface | rugs, kilims, boards, matting | | | |
    stove fuel | heater feedstock | logs, pellets, charcoal, peat | | | |
    guest origin | visitor homeland | local, national, european, overseas | | | |
    """,
)

DOMAINS = (SUB, SAP, OYSTER, HOVER, PIPES, HYDRO, PLOUGH, GLIDE, YURT)


# --- the vocabulary check -------------------------------------------------------------------

STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "and",
        "or",
        "is",
        "it",
        "as",
        "by",
        "be",
        "we",
        "do",
        "i",
        "me",
        "my",
        "you",
        "your",
        "per",
        "what",
        "which",
        "with",
        "from",
        "that",
        "this",
        "was",
        "are",
        "has",
        "have",
        "any",
        "can",
    ]
)
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(words: set[str]) -> set[str]:
    """Crude stems: a word's first five letters."""
    return {w[:5] for w in words if not w.isdigit()}


def fixed_text() -> str:
    """The text every memory of a surface or rename note writes whatever its fact."""
    from cairn.bench.retrieval_unknowns21_forms import FILLERS, NOTE_TEXT, SURFACE_TEXT

    parts = [re.sub(r"\{[a-z]\}", " ", t) for t in (*SURFACE_TEXT.values(), *NOTE_TEXT.values())]
    parts += [" ".join(x for x in v if not x.isdigit()) for v in FILLERS.values()]
    return " ".join(parts)


def _numeric(value: str) -> bool:
    return bool(re.match(r"-?\d", value))


def _attribute_problems(d: Domain, i: int, a: Attribute, fixed: set[str]) -> list[str]:
    out = []
    words = [b.word for b in d.attributes]
    held_words = words[:HELD]
    names = [*d.subjects, *d.old_names]
    name_words = set().union(*(tokens(n) for n in names))
    role_words = set().union(*(content(r) for r in d.roles))
    value_words = set().union(*(tokens(v) for b in d.attributes for v in b.values))
    word_words = set().union(*(content(w) for w in words))
    if len(a.word.split(" ")) != 2:
        out.append(f"{a.word!r} is not two words")
    if content(a.word) & fixed:
        out.append(f"{a.word!r}: the fixed text writes {sorted(content(a.word) & fixed)}")
    phrases = [w for w in words if w != a.word]
    phrases += [b.near_word for b in d.attributes[:HELD] if b is not a and b.extra]
    phrases += [*d.roles, d.title, d.thing]
    inside = [x for x in phrases if a.word in x]
    if inside:
        out.append(f"{a.word!r} is written inside {inside}")
    if len(a.values) != 4 or len(set(a.values)) != 4:
        out.append(f"{a.word!r} has not four distinct values")
    if any("," in v or '"' in v or "'" in v for v in a.values):
        out.append(f"{a.word!r} has a value with a comma or a quote")
    if len({_numeric(v) for v in a.values}) != 1:
        out.append(f"{a.word!r} mixes numeric and worded values")
    for v in a.values:
        if tokens(v) & word_words:
            out.append(f"value {v!r} of {a.word!r} writes an attribute's word")
        if [x for x in a.values if x != v and f" {v}" in f" {x}"]:
            out.append(f"value {v!r} of {a.word!r} is written inside another value")
    # synonyms: no crude stem shared with what a memory or the domain writes
    others = word_words | value_words | name_words | role_words | fixed
    others |= content(d.title) | content(d.thing)
    others |= {b.extra for b in d.attributes if b.extra}
    others |= set().union(*(content(b.antonym) for b in d.attributes))
    for what, syn in (("synonym", a.synonym), ("neighbour synonym", a.near_synonym)):
        if not syn:
            continue
        shared = stems(content(syn)) & stems(others)
        if shared:
            out.append(f"{what} {syn!r} of {a.word!r} shares a stem with {sorted(shared)}")
    if i < HELD:
        out += _held_problems(d, i, a, fixed, names, word_words, value_words, role_words)
    else:
        out += _absent_problems(d, a, held_words)
    return out


def _held_problems(
    d: Domain,
    i: int,
    a: Attribute,
    fixed: set[str],
    names: list[str],
    word_words: set[str],
    value_words: set[str],
    role_words: set[str],
) -> list[str]:
    out = []
    name_words = set().union(*(tokens(n) for n in names))
    writers = fixed | value_words | role_words | name_words | word_words
    if not a.extra or " " in a.extra or not a.near_synonym:
        out.append(f"{a.word!r} has no one-word neighbour")
    elif a.extra.casefold() in writers:
        out.append(f"neighbour word {a.extra!r} of {a.word!r} could be written by a memory")
    elif [w for w in (b.word for b in d.attributes) if w != a.word and w in a.near_word]:
        out.append(f"neighbour {a.near_word!r} holds another attribute's word")
    elif [w for w in (b.word for b in d.attributes) if a.near_word in w]:
        out.append(f"neighbour {a.near_word!r} sits in another attribute's word")
    unit = content(a.unit)
    if unit & value_words:
        out.append(f"unit {a.unit!r} of {a.word!r} is written by a value")
    if unit & (content(a.word) | name_words | fixed):
        out.append(f"unit {a.unit!r} of {a.word!r} is written by the word, a name or fixed text")
    if a.antonym:
        first, _sep, head = a.antonym.partition(" ")
        mine, _sep, own = a.word.partition(" ")
        texts = [*(b.word for b in d.attributes), *(v for b in d.attributes for v in b.values)]
        texts += [*names, *d.roles, d.title, d.thing, " ".join(sorted(fixed))]
        if (
            head != own
            or first == mine
            or HOLDERS[i] != 1
            or [t for t in texts if first.casefold() in t.casefold()]
        ):
            out.append(f"antonym {a.antonym!r} of {a.word!r} is not its opposite")
    return out


def _absent_problems(d: Domain, a: Attribute, held_words: list[str]) -> list[str]:
    out = []
    if a.unit:
        out.append(f"{a.word!r}, held by nobody, has a unit")
    if a.antonym:
        out.append(f"{a.word!r}, held by nobody, has an antonym")
    shared = [w for w in held_words if content(w) & content(a.word)]
    if len(shared) != 1:
        out.append(f"{a.word!r} shares a word with {len(shared)} held attributes")
    elif shared[0] != partner_word(d, a):
        out.append(f"{a.word!r} shares a word with {shared[0]!r}, not its partner")
    if content(a.word) & (content(d.title) | content(d.thing)):
        out.append(f"{a.word!r} shares a word with the domain's title or thing")
    return out


def partner_word(d: Domain, a: Attribute) -> str:
    return d.attributes[d.attributes.index(a) - HELD].word


def vocabulary_problems(domains: tuple[Domain, ...]) -> list[str]:
    """What the vocabulary writes that a set built on it could not keep apart (see the module
    and ``docs/bench/unknowns21.md``)."""
    fixed = content(fixed_text())
    out = []
    every = [n for d in domains for n in (*d.subjects, *d.old_names)]
    roles = [r for d in domains for r in d.roles]
    if len({n.casefold() for n in every}) != len(every):
        out.append("a subject or old name repeats")
    out += [
        f"{n} sits inside another name"
        for n in every
        for m in every
        if n != m and n.casefold() in m.casefold()
    ]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    for d in domains:
        if len(d.attributes) != 12 or len(d.subjects) != 6:
            out.append(f"{d.key}: not six subjects and twelve attributes")
        words = {w for a in d.attributes for w in content(a.word)}
        words |= {a.extra.casefold() for a in d.attributes if a.extra}
        for n in (*d.subjects, *d.old_names):
            found = sorted(w for w in words if w in n.casefold())
            if found:
                out.append(f"{n} writes {found}")
        for r in d.roles:
            if content(r) & {w for a in d.attributes for w in content(a.word)}:
                out.append(f"role {r!r} writes an attribute's word")
        for i, a in enumerate(d.attributes):
            out += [f"{d.key}: {p}" for p in _attribute_problems(d, i, a, fixed)]
    return out
