"""The vocabulary of the blind held-out retrieval set ``unknowns22`` and its check.

Nine domains, each with six subjects (one of each name shape), their old names and roles, and
twelve attributes, one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``. The first nine are held; the last three are held by nobody and each shares a word with
its partner, the attribute nine places before it. The subject and old names were built from
invented syllables with a fixed seed (a throwaway script, not shipped)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from cairn.bench.retrieval_unknowns22_forms import fixed_text

HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
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
        "with",
        "per",
        "what",
        "who",
        "any",
        "anyone",
    ]
)


def tokens(text: str) -> set[str]:
    """The lower-case words and numbers of ``text``."""
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    """Crude stems: each word's first five letters."""
    return {w[:5] for w in content(text)}


def slug(text: str) -> str:
    return text.replace(" ", "-")


def name_words(name: str) -> set[str]:
    """A name's parts (CamelCase split, dots, dashes and digits dropped), lower case."""
    parts = re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", name)
    return {p.casefold() for p in parts}


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str = ""
    near_syn: str = ""
    unit: str = ""
    antonym: str = ""

    @property
    def key(self) -> str:
        return slug(self.word)

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_synonym(self) -> str:
        return self.near_syn

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


def _attrs(block: str) -> tuple[Attribute, ...]:
    out = []
    for line in block.strip().splitlines():
        f = [x.strip() for x in line.split("|")]
        out.append(Attribute(f[0], f[1], tuple(v.strip() for v in f[2].split(",")), *f[3:]))
    return tuple(out)


def _domain(
    key: str, title: str, thing: str, names: str, old: str, roles: str, block: str
) -> Domain:
    return Domain(
        key,
        title,
        thing,
        tuple(names.split()),
        tuple(old.split()),
        tuple(r.strip() for r in roles.split(",")),
        _attrs(block),
    )


DOMAINS: tuple[Domain, ...] = (
    _domain(
        "violins",
        "violin workshop",
        "violin",
        "xr-zhymb-8 TwombVlezz Snoasp.Vrodd pleorn-6.68 PFOILMKWU phleoskgluck",
        "xr-chwuigg-2 VrimbTwizz Freomb.Vluiff zhoilv-6.17 VRONDQUY gloilmzhoast",
        "the concert fiddle, the student fiddle, the baroque fiddle, the loaner fiddle,"
        " the quartet fiddle, the festival fiddle",
        """
neck length | handle extent | 130 mm, 128 mm, 132 mm, 126 mm | tolerance | handle extent slack | in inches |
scroll width | volute breadth | 41 mm, 43 mm, 40 mm, 44 mm | template | volute breadth pattern | in centimetres |
varnish coats | lacquer layers | 4, 6, 5, 7 | schedule | lacquer layers timetable | as a word |
top thickness | soundboard gauge | 2.8 mm, 3.1 mm, 2.6 mm, 3.3 mm | map | soundboard gauge chart | in thousandths of an inch |
bridge height | saddle rise | 33 mm, 34 mm, 32 mm, 35 mm | blank | saddle rise stock | in sixteenths of an inch |
upper bout | shoulder lobe span | 168 mm, 166 mm, 170 mm, 165 mm | outline | shoulder lobe contour | in inches | lower bout
build year | making date | 2011, 2014, 2009, 2017 | certificate | making date papers | in Roman numerals |
back wood | rear timber | maple, poplar, willow, pear | grade | rear timber quality | |
total weight | overall heft | 410 g, 395 g, 402 g, 388 g | log | overall heft record | in ounces |
neck angle | handle tilt | 84 degrees, 86 degrees, 85 degrees, 87 degrees
scroll carver | volute sculptor | hand, machine, mixed, unknown
varnish colour | lacquer hue | amber, gold, ruby, honey
""",
    ),
    _domain(
        "mounts",
        "dinosaur museum",
        "skeleton mount",
        "dv-knerv-5 VreozzGweind Gwiarv.Vluorv drith-7.18 ZHORVPLO pliaspchwaast",
        "tq-snost-5 TjoalvKwuith Gluzz.Vlilt chwydd-5.84 KNUMPBRU fryxtvliast",
        "the entrance specimen, the rooftop specimen, the gallery specimen, the touring"
        " specimen, the juvenile specimen, the flagship specimen",
        """
skull length | cranium span | 1.2 m, 0.9 m, 1.5 m, 1.1 m | cast | cranium span replica | in feet |
tail vertebrae | caudal bones | 38, 42, 35, 47 | inventory | caudal bones tally | in dozens |
hip height | pelvis elevation | 2.1 m, 1.8 m, 2.4 m, 1.6 m | marker | pelvis elevation label | in yards |
armature weight | support rig mass | 850 kg, 920 kg, 780 kg, 1040 kg | audit | support rig mass review | in tonnes |
fossil share | genuine bone ratio | 35 percent, 60 percent, 48 percent, 72 percent | estimate | genuine bone ratio guess | as a fraction |
discovery year | unearthing date | 1998, 2004, 1987, 2011 | permit | unearthing date licence | in Roman numerals |
front limb | anterior appendage | 3.4 m, 2.9 m, 3.1 m, 2.7 m | plaster | anterior appendage mould | in feet | rear limb
display hall | exhibit room | north, east, atrium, mezzanine | plan | exhibit room layout | |
pose angle | stance tilt | 15 degrees, 22 degrees, 30 degrees, 8 degrees | sketch | stance tilt drawing | in radians |
skull crest | cranium ridge | flat, low, tall, split
tail spikes | caudal thorns | two, four, six, none
hip joint | pelvis socket | pinned, bolted, glued, loose
""",
    ),
    _domain(
        "paddies",
        "rice cooperative",
        "paddy field",
        "pz-svask-2 KnathTjymp Twack.Kweink shrosp-9.56 ZHUFFTHW knirnknagg",
        "xr-zhasp-4 DrouzzTjuorn Tweigg.Knorp shraarn-5.20 BLOIMPFRE frimbdroulv",
        "the river plot, the terrace plot, the mill plot, the shrine plot, the valley plot,"
        " the school plot",
        """
water depth | inundation mark | 5 cm, 8 cm, 10 cm, 6 cm | gauge | inundation mark staff | in inches |
seedling spacing | sprout gap | 20 cm, 25 cm, 22 cm, 30 cm | guide | sprout gap ruler | in millimetres |
harvest date | reaping day | September 2021, October 2022, August 2020, September 2023 | note | reaping day memo | in ISO 8601 form |
field area | parcel extent | 0.8 ha, 1.2 ha, 0.6 ha, 1.5 ha | survey | parcel extent verification | in acres |
rice variety | grain cultivar | koshihikari, arborio, basmati, jasmine | trial | grain cultivar experiment | |
yield estimate | output projection | 6.2 tonnes, 5.8 tonnes, 7.1 tonnes, 6.6 tonnes | review | output projection revision | in kilograms |
duck count | mallard tally | 12, 18, 9, 24 | roster | mallard tally list | in dozens |
inlet channel | intake ditch | 40 cm, 55 cm, 45 cm, 60 cm | lining | intake ditch sleeve | in feet | outlet channel
pump power | motor output | 2.2 kW, 3.0 kW, 1.5 kW, 4.0 kW | rating | motor output plate | in horsepower |
water source | irrigation origin | river, well, reservoir, rain
seedling supplier | sprout vendor | nursery, neighbour, market, own
harvest crew | reaping team | six, eight, ten, twelve
""",
    ),
    _domain(
        "suites",
        "ice hotel",
        "suite",
        "qv-tjyzz-4 QueinkGwourp Skreilt.Knoist knast-4.92 SKRAMPPLI knendbraagg",
        "zv-blarn-7 DraaxtThwest Vloirp.Vloilt vroind-6.62 KNEMPPFY vruxtplouxt",
        "the aurora suite, the polar suite, the igloo suite, the honeymoon suite, the tundra"
        " suite, the crystal suite",
        """
wall thickness | partition depth | 60 cm, 75 cm, 55 cm, 80 cm | scan | partition depth survey | in feet |
bed length | sleeping platform span | 2.1 m, 2.3 m, 2.0 m, 2.2 m | sketch | sleeping platform drawing | in inches |
carving hours | sculpting time | 120 h, 95 h, 140 h, 80 h | timesheet | sculpting time log | in days |
room temperature | interior chill | -5 °C, -7 °C, -4 °C, -6 °C | sensor | interior chill probe | in Fahrenheit |
ice volume | frozen block bulk | 28 cubic metres, 35 cubic metres, 22 cubic metres, 31 cubic metres | estimate | frozen block bulk guess | in litres |
art theme | design motif | wolves, glacier, northern lights, reindeer | brief | design motif pitch | |
opening date | unveiling day | December 2019, January 2021, December 2022, November 2020 | notice | unveiling day announcement | in ISO 8601 form |
guest capacity | occupant limit | 2, 4, 3, 6 | policy | occupant limit rule | as a word |
inner arch | central vault | 2.4 m, 2.6 m, 2.2 m, 2.8 m | stencil | central vault pattern | in feet | outer arch
wall engraving | partition etching | runes, waves, stars, none
bed fur | sleeping platform hide | fox, sheep, faux, yak
carving team | sculpting crew | two, three, four, five
""",
    ),
    _domain(
        "lookouts",
        "fire lookout network",
        "lookout tower",
        "dv-mroisk-2 ShruistPfoaxt Brurv.Pluond skruond-5.81 PHLUORNBLO drandkwalv",
        "zv-pfoth-6 GwarpGluigg Pfoudd.Plaack phloank-4.75 PHLAESKTWA chwoalvshroand",
        "the ridge post, the canyon post, the summit post, the lake post, the pine post,"
        " the mesa post",
        """
cab height | booth elevation | 12 m, 15 m, 9 m, 18 m | check | booth elevation review | in feet |
sight range | visibility reach | 40 km, 55 km, 32 km, 60 km | chart | visibility reach map | in miles |
stair count | step tally | 84, 96, 72, 110 | inspection | step tally audit | in dozens |
construction year | raising date | 1934, 1948, 1927, 1952 | plaque | raising date marker | in Roman numerals |
radio channel | transceiver slot | 7, 12, 3, 15 | list | transceiver slot roster | as a word |
north window | polar glazing | 1.2 m, 1.4 m, 1.1 m, 1.5 m | shutter | polar glazing blind | in inches | south window
firefinder model | bearing instrument | Osborne, Bosworth, Kraft, Lyle | manual | bearing instrument handbook | |
lightning rods | strike conductors | 2, 4, 3, 6 | test | strike conductors trial | in pairs |
water tank | reservoir volume | 800 L, 1200 L, 950 L, 1500 L | float | reservoir volume bob | in gallons |
cab heater | booth warmer | propane, wood, electric, none
sight obstruction | visibility blocker | trees, ridge, mast, none
stair material | step substance | steel, timber, concrete, iron
""",
    ),
    _domain(
        "carousels",
        "carousel works",
        "carousel",
        "xr-kwiarv-9 BloxtPfoump Glask.Blerp brerv-8.69 ZHEXTDRE snindfrorn",
        "jb-mreorn-5 KnaembDroalm Tjeick.Vrext gwaagg-7.51 THWUOMBGLE knempsviank",
        "the pier ride, the park ride, the mall ride, the fair ride, the museum ride,"
        " the harbour ride",
        """
platform diameter | turntable breadth | 12 m, 15 m, 10 m, 18 m | drawing | turntable breadth plan | in feet |
horse count | steed tally | 24, 36, 30, 48 | register | steed tally ledger | in dozens |
rotation speed | spin rate | 4 rpm, 5 rpm, 6 rpm, 3 rpm | governor | spin rate regulator | in revolutions per second |
organ pipes | wind tubes | 48, 64, 56, 72 | tuning | wind tubes voicing | as a word |
motor power | drive output | 7.5 kW, 11 kW, 5.5 kW, 15 kW | plate | drive output label | in horsepower |
paint scheme | colour livery | crimson, cream, teal, gold | swatch | colour livery sample | |
outer row | perimeter ring | 12, 16, 14, 18 | chart | perimeter ring diagram | in dozens | inner row
opening year | debut date | 1909, 1923, 1898, 1931 | poster | debut date flyer | in Roman numerals |
trip length | journey span | 3 min, 4 min, 5 min, 2 min | timer | journey span clock | in seconds |
platform flooring | turntable surface | oak, pine, rubber, steel
horse carver | steed sculptor | Looff, Dentzel, Savage, Illions
rotation direction | spin sense | left, right, reversible, alternating
""",
    ),
    _domain(
        "windows",
        "stained glass studio",
        "window",
        "pz-sneolt-2 SnoskMroaxt Drouxt.Fruff quoind-2.96 TJOASKKNU tjoddtjoirp",
        "jb-ploink-4 BluoxtQuoust Drysp.Ploist chwomb-2.68 KWEOXTPHL plultskroixt",
        "the chapel lancet, the abbey lancet, the library lancet, the station lancet,"
        " the crypt lancet, the tower lancet",
        """
pane count | shard tally | 240, 310, 180, 420 | census | shard tally survey | in hundreds |
lead weight | came mass | 14 kg, 18 kg, 11 kg, 22 kg | slip | came mass ticket | in pounds |
firing temperature | kiln heat | 620 °C, 650 °C, 600 °C, 680 °C | curve | kiln heat profile | in Fahrenheit |
arch height | vault rise | 3.2 m, 4.5 m, 2.8 m, 5.1 m | drawing | vault rise sketch | in feet |
glass thickness | sheet gauge | 3 mm, 4 mm, 5 mm, 6 mm | spec | sheet gauge note | in sixteenths of an inch |
saint figure | portrayed patron | Brigid, Columba, Aidan, Hilda | cartoon | portrayed patron study | |
restoration year | repair date | 1987, 2003, 1995, 2012 | invoice | repair date bill | in Roman numerals |
upper border | top edging | 12 cm, 15 cm, 10 cm, 18 cm | motif | top edging ornament | in inches | lower border
light transmission | luminance passage | 62 percent, 55 percent, 70 percent, 48 percent | reading | luminance passage measurement | as a fraction |
pane shape | shard outline | diamond, square, quarry, round
lead supplier | came vendor | Lambs, Hartley, Tatra, Oakes
firing schedule | kiln timetable | single, double, triple, staged
""",
    ),
    _domain(
        "houseboats",
        "houseboat rental",
        "houseboat",
        "xr-twern-2 TjyrnKniazz Plaalm.Thwiamb twuck-8.31 VRAASTSVI vloirvknygg",
        "dv-blyrp-8 TjuolvTjoarn Shroirn.Blaazz dromb-8.80 TWAECKGLO tjaaspglaesp",
        "the willow mooring, the lock mooring, the heron mooring, the meadow mooring,"
        " the bridge mooring, the marina mooring",
        """
hull length | vessel extent | 18 m, 21 m, 15 m, 24 m | survey | vessel extent audit | in feet |
sleeping berths | bunk tally | 4, 6, 8, 5 | plan | bunk tally layout | as a word |
engine hours | motor runtime | 1200 h, 3400 h, 850 h, 2600 h | ledger | motor runtime book | in thousands |
fresh water | potable reserve | 400 L, 600 L, 350 L, 800 L | gauge | potable reserve dial | in gallons |
cruising speed | travel pace | 6 km/h, 8 km/h, 5 km/h, 7 km/h | sign | travel pace notice | in knots |
cabin finish | interior cladding | oak, cedar, ash, teak | sample | interior cladding swatch | |
launch year | commissioning date | 1996, 2008, 2014, 2001 | certificate | commissioning date paper | in Roman numerals |
draft depth | submerged reach | 0.6 m, 0.8 m, 0.7 m, 0.9 m | mark | submerged reach line | in inches |
bow thruster | prow jet | 3 kW, 5 kW, 4 kW, 6 kW | fuse | prow jet breaker | in horsepower | stern thruster
hull coating | keel varnish | antifouling, epoxy, tar, none
sleeping loft | bunk mezzanine | open, closed, split, none
engine make | motor brand | Beta, Nanni, Vetus, Yanmar
""",
    ),
    _domain(
        "trays",
        "silk farm",
        "rearing tray",
        "qv-blousp-8 BloathTjick Thwoarv.Vlounk skruorp-3.41 SKROURVSVI phlurptwilt",
        "qv-tjest-6 VruskSkroink Quuolm.Vraest zhoith-4.64 VRAASKGLE snempvrolt",
        "the east rack, the loft rack, the spring rack, the autumn rack, the trial rack,"
        " the breeding rack",
        """
larva count | caterpillar tally | 400, 650, 500, 800 | sheet | caterpillar tally form | in hundreds |
leaf ration | mulberry feed | 2.5 kg, 3 kg, 1.8 kg, 4 kg | chart | mulberry feed table | in pounds |
air humidity | moisture share | 75 percent, 80 percent, 70 percent, 85 percent | logger | moisture share recorder | as a fraction |
cocoon weight | pupa case mass | 1.8 g, 2.1 g, 1.6 g, 2.4 g | scale | pupa case mass balance | in milligrams |
spinning time | pupation period | 72 h, 60 h, 84 h, 66 h | diary | pupation period journal | in days |
upper shelf | top ledge | 40 cm, 45 cm, 38 cm, 50 cm | bracket | top ledge support | in inches | lower shelf
silk yield | filament output | 320 m, 410 m, 280 m, 500 m | report | filament output summary | in yards |
worm breed | insect strain | bombyx, jingsong, xinhang, qiufeng | pedigree | insect strain lineage | |
rearing temperature | nursery warmth | 25 °C, 27 °C, 24 °C, 26 °C | setpoint | nursery warmth target | in Fahrenheit |
larva stage | caterpillar instar | first, second, third, fifth
leaf source | mulberry origin | orchard, hedge, wild, market
air filter | ventilation screen | hepa, mesh, foam, none
""",
    ),
)


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with: nine places before."""
    return d.attributes[d.attributes.index(a) - HELD]


def _names_problems(d: Domain, words: set[str]) -> list[str]:
    out = []
    for n in (*d.subjects, *d.old_names):
        hits = sorted(name_words(n) & words)
        if hits:
            out.append(f"{d.key}: name {n!r} writes {hits!r}")
    for r in d.roles:
        if content(r) & words:
            out.append(f"{d.key}: role {r!r} writes an attribute's word")
    if len(set(d.roles)) != len(d.roles):
        out.append(f"{d.key}: roles repeat")
    return out


def _antonym_problems(d: Domain, i: int, a: Attribute, taken: set[str]) -> list[str]:
    if not a.antonym:
        return []
    first, _sp, head = a.antonym.partition(" ")
    mine = a.word.partition(" ")
    names = " ".join((*d.subjects, *d.old_names)).casefold()
    if (
        i >= HELD
        or HOLDERS[i] != 1
        or head != mine[2]
        or first == mine[0]
        or first in taken
        or first in names
    ):
        return [f"{d.key}: antonym {a.antonym!r} is not its opposite of {a.word!r}"]
    return []


def _attribute_problems(d: Domain, i: int, a: Attribute, fixed: set[str]) -> list[str]:
    out: list[str] = []
    held = d.attributes[:HELD]
    words = {w for x in d.attributes for w in content(x.word)}
    values = {w for x in d.attributes for v in x.values for w in tokens(v)}
    names = {w for n in (*d.subjects, *d.old_names) for w in name_words(n)}
    roles = {w for r in d.roles for w in content(r)}
    extras = {x.extra for x in held}
    around = content(f"{d.title} {d.thing}")
    antonyms = {w for x in d.attributes for w in content(x.antonym)}
    others = {
        "a word": {x[:5] for x in words},
        "a neighbour word": {x[:5] for x in extras},
        "a value": {x[:5] for x in values},
        "a name": {x[:5] for x in names},
        "a role": {x[:5] for x in roles},
        "the title or thing": {x[:5] for x in around},
        "an antonym": {x[:5] for x in antonyms},
        "fixed text": {x[:5] for x in fixed},
    }
    for phrase in (a.synonym, a.near_syn) if i < HELD else (a.synonym,):
        for what, there in others.items():
            if stems(phrase) & there:
                out.append(f"{d.key}: synonym {phrase!r} shares a stem with {what}")
    if content(a.word) & fixed:
        out.append(f"{d.key}: {a.word!r} is written by the fixed text")
    if len(a.values) != 4 or len(set(a.values)) != 4:
        out.append(f"{d.key}: {a.word!r} has not four distinct values")
    if any(c in v for v in a.values for c in ",'\""):
        out.append(f"{d.key}: a value of {a.word!r} holds a comma or quote")
    numeric = {bool(re.match(r"-?\d", v)) for v in a.values}
    if len(numeric) > 1:
        out.append(f"{d.key}: {a.word!r} mixes numeric and worded values")
    for v in a.values:
        if tokens(v) & words:
            out.append(f"{d.key}: value {v!r} writes an attribute's word")
        if [u for u in a.values if u != v and v in u]:
            out.append(f"{d.key}: value {v!r} is written inside another value")
    phrases = [x.word for x in d.attributes if x is not a] + [x.near_word for x in held]
    phrases += [*d.roles, d.title, d.thing]
    for p in phrases:
        if a.word in p and p != a.near_word:
            out.append(f"{d.key}: {a.word!r} is written inside {p!r}")
    if i < HELD:
        writable = values | names | roles | fixed | words
        if " " in a.extra or not a.extra or a.extra in writable:
            out.append(f"{d.key}: neighbour word {a.extra!r} could be written")
        for x in d.attributes:
            if x is not a and (a.near_word in x.word or x.word in a.near_word):
                out.append(f"{d.key}: neighbour {a.near_word!r} holds or sits in {x.word!r}")
        if a.unit:
            u = content(a.unit)
            for what, there in (
                ("a value", {w for v in a.values for w in tokens(v)}),
                ("the word", content(a.word)),
                ("a name", names),
                ("fixed text", fixed),
            ):
                if u & there:
                    out.append(f"{d.key}: unit {a.unit!r} is written by {what}")
    else:
        if a.unit or a.antonym:
            out.append(f"{d.key}: {a.word!r} is held by nobody but has a unit or antonym")
        sharing = [x for x in held if content(x.word) & content(a.word)]
        if len(sharing) != 1:
            out.append(f"{d.key}: {a.word!r} shares a word with {len(sharing)} held attributes")
        elif sharing[0] is not partner(d, a):
            out.append(f"{d.key}: {a.word!r} shares a word with one that is not its partner")
        if content(a.word) & around:
            out.append(f"{d.key}: {a.word!r} shares a word with the title or thing")
    taken = words | values | names | roles | around | fixed
    out += _antonym_problems(d, i, a, taken)
    return out


def vocabulary_problems(domains: tuple[Domain, ...]) -> list[str]:
    """What the vocabulary check refuses (see the module's and the set page's description)."""
    fixed = content(fixed_text())
    out: list[str] = []
    every = [n for d in domains for n in (*d.subjects, *d.old_names)]
    for n in every:
        if [m for m in every if m != n and n.casefold() in m.casefold()]:
            out.append(f"name {n!r} repeats or sits inside another")
    for d in domains:
        words = {w for x in d.attributes for w in content(x.word)}
        out += _names_problems(d, words)
        for i, a in enumerate(d.attributes):
            out += _attribute_problems(d, i, a, fixed)
    return out
