"""The vocabulary of the blind held-out retrieval set ``unknowns29``: nine domains, each with six
subjects (one of each name shape), their old names and roles, and twelve attributes.

An attribute is one line, ``word | synonym | values | extra | neighbour synonym | unit |
antonym``: the word memories use (two words), a synonym no memory uses, four values (comma
separated), the extra word of its neighbour (the word with one more word), the neighbour's
synonym, the unit or notation an answer is asked in and the antonym (its first word changed).
The first nine attributes are held; the last three are held by nobody and each shares a word
with its partner, the attribute nine places before it."""

from __future__ import annotations

from dataclasses import dataclass


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


def parse(lines: str) -> tuple[Attribute, ...]:
    out = []
    for line in lines.strip().splitlines():
        parts = [p.strip() for p in line.split("|")]
        parts += [""] * (7 - len(parts))
        word, synonym, values, extra, near, unit, antonym = parts
        vals = tuple(v.strip() for v in values.split(","))
        out.append(Attribute(word, synonym, vals, extra, near, unit, antonym))
    return tuple(out)


WHEELBARROW = Domain(
    "wheelbarrow",
    "a wheelbarrow maker's wheelbarrows",
    "wheelbarrow",
    (
        "queaft-zhearth-8",
        "ThrieltBlausp",
        "Bruind.Thruick",
        "gliesk-4.44",
        "BLIESPBLAEMP",
        "spoospcraunx",
    ),
    (
        "scroock-bloolf-4",
        "SnoandWhauzz",
        "Zhault.Freift",
        "kroand-1.99",
        "THROALFSKEANG",
        "vlieckcroosk",
    ),
    (
        "the restless weaver",
        "the eager miller",
        "the dapper plasterer",
        "the patient locksmith",
        "the dapper chandler",
        "the gentle potter",
    ),
    parse(
        """
tray volume | bin capacity | 85 litres, 100 litres, 120 litres, 150 litres | allowance | bin capacity margin | in gallons
tyre width | tread breadth | 80 mm, 90 mm, 100 mm, 120 mm | variance | tread breadth spread | in inches
handle length | shaft span | 120 cm, 130 cm, 140 cm, 150 cm | baseline | shaft span norm | in feet
frame finish | chassis coating | galvanised, powder coated, zinc plated, enamelled | standard | chassis coating norm
wheel count | roller number | 2, 3, 4, 6 | tally | roller number log | as a word
front leg | fore strut | 30 cm, 35 cm, 40 cm, 45 cm | threshold | fore strut floor | in millimetres | back leg
empty weight | unladen heft | 14 kg, 16 kg, 18 kg, 22 kg | average | unladen heft mean | in pounds
paint colour | lacquer hue | red, green, blue, orange | preference | lacquer hue pick | in Spanish
build year | assembly date | 2016, 2018, 2020, 2022 | estimate | assembly date guess | in Roman numerals
tray depth | bin deepness | 20 cm, 25 cm, 30 cm, 35 cm
tyre brand | tread firm | Kenda, Mitas, Duro, Carlisle
handle grip | shaft wrap | rubber, foam, cork, leather
"""
    ),
)

RICKSHAW = Domain(
    "rickshaw",
    "a rickshaw builder's rickshaws",
    "rickshaw",
    (
        "gryrv-kreand-4",
        "ZhaervCruing",
        "Skearv.Spoalt",
        "quaelt-6.21",
        "DREALTTHRIELT",
        "scryrktwaeft",
    ),
    (
        "scroosk-plaulf-2",
        "SpiendZhouzz",
        "Scrierth.Whaunx",
        "bluisp-1.74",
        "STRIENGFRAESK",
        "craenggriend",
    ),
    (
        "the solemn bellfounder",
        "the amber cobbler",
        "the idle bellfounder",
        "the lanky weaver",
        "the idle saddler",
        "the thrifty chandler",
    ),
    parse(
        """
seat width | sitting breadth | 90 cm, 100 cm, 110 cm, 120 cm | allowance | sitting breadth margin | in inches
canopy height | roof elevation | 140 cm, 150 cm, 160 cm, 170 cm | variance | roof elevation spread | in feet
wheel diameter | rim span | 66 cm, 70 cm, 71 cm, 74 cm | baseline | rim span norm | in millimetres
pedal gear | crank ratio | 2:1, 3:1, 5:2, 7:3 | standard | crank ratio norm | as a decimal
passenger count | rider number | 2, 3, 4, 5 | tally | rider number log | as a word
frame weight | chassis heft | 38 kg, 42 kg, 45 kg, 50 kg | average | chassis heft mean | in pounds
left lamp | port lantern | 3 W, 5 W, 6 W, 10 W | threshold | port lantern floor | in milliwatts | right lamp
cloth colour | textile hue | maroon, saffron, indigo, teal | preference | textile hue pick | in French
livery year | decoration date | 2015, 2017, 2019, 2021 | estimate | decoration date guess
seat cushion | sitting padding | foam, coir, cotton, horsehair
canopy ribs | roof struts | 3, 4, 5, 6
wheel spokes | rim rods | 28, 32, 36, 40
"""
    ),
)

XYLOPHONE = Domain(
    "xylophone",
    "a xylophone workshop's xylophones",
    "xylophone",
    (
        "vloarth-strauft-8",
        "SnaultVlaeft",
        "Skyzz.Groosk",
        "streilt-1.82",
        "SPOAFTVLUILF",
        "pleinxzheilf",
    ),
    (
        "spynd-quearv-2",
        "ThraeltSpysk",
        "Drymp.Zhoark",
        "quoosp-7.12",
        "QUAERKPLIERV",
        "twyrvstryft",
    ),
    (
        "the jolly sexton",
        "the thrifty thatcher",
        "the amber miller",
        "the stoic potter",
        "the upright saddler",
        "the careful carter",
    ),
    parse(
        """
bar count | key number | 25, 30, 37, 44 | allowance | key number margin | in dozens
mallet weight | beater heft | 40 g, 50 g, 60 g, 70 g | variance | beater heft spread | in ounces
frame height | stand elevation | 80 cm, 85 cm, 90 cm, 95 cm | baseline | stand elevation norm | in inches
tuning pitch | reference frequency | 440 Hz, 442 Hz, 443 Hz, 445 Hz | standard | reference frequency norm
range octaves | compass span | 2.5, 3.5, 4.5, 5.5 | tally | compass span log | as a fraction
case weight | crate heft | 20 kg, 24 kg, 28 kg, 32 kg | average | crate heft mean | in stone
wood species | timber kind | rosewood, padauk, maple, bubinga | preference | timber kind pick | in Latin
bottom rail | base beam | 100 cm, 110 cm, 120 cm, 130 cm | threshold | base beam floor | in yards | top rail
tuning year | calibration date | 2014, 2016, 2019, 2023 | estimate | calibration date guess | in Roman numerals
bar coating | key glaze | matte, satin, gloss, oiled
mallet head | beater tip | rubber, yarn, plastic, felt
frame wheels | stand casters | 2, 3, 4, 6
"""
    ),
)

PERISCOPE = Domain(
    "periscope",
    "a periscope restorer's periscopes",
    "periscope",
    (
        "screask-glounx-9",
        "DruiltGreisk",
        "Whaesp.Scraelt",
        "twuirth-1.48",
        "STROURKBRAECK",
        "twyskwhourth",
    ),
    (
        "gluisk-kraurk-2",
        "VlaurthScryzz",
        "Cruinx.Blaurv",
        "queing-7.20",
        "FRAUCKTHREANG",
        "snuiltdreask",
    ),
    (
        "the hasty saddler",
        "the zealous tinker",
        "the tidy turner",
        "the idle miller",
        "the tidy plasterer",
        "the bashful lamplighter",
    ),
    parse(
        """
tube length | barrel extent | 1.2 m, 1.5 m, 1.8 m, 2.4 m | allowance | barrel extent margin | in feet
lens diameter | optic aperture | 30 mm, 40 mm, 50 mm, 60 mm | variance | optic aperture spread | in inches
prism angle | wedge bend | 30 degrees, 45 degrees, 60 degrees, 90 degrees | baseline | wedge bend norm | in radians
zoom factor | enlargement ratio | 1.5x, 2x, 4x, 6x | standard | enlargement ratio norm
mirror count | reflector number | 2, 3, 4, 5 | tally | reflector number log | as a word
brass weight | metal heft | 8 kg, 10 kg, 12 kg, 15 kg | average | metal heft mean | in pounds
hull colour | shell hue | grey, black, olive, sand | preference | shell hue pick | in German
commission year | service date | 1942, 1951, 1963, 1978 | estimate | service date guess | in Roman numerals
upper window | top glazing | 40 mm, 50 mm, 60 mm, 70 mm | threshold | top glazing floor | in centimetres | lower window
tube seal | barrel gasket | rubber, cork, leather, silicone
lens coating | optic film | amber, blue, clear, violet
prism glass | wedge crystal | flint, crown, quartz, fluorite
"""
    ),
)

CATAMARAN = Domain(
    "catamaran",
    "a catamaran builder's catamarans",
    "catamaran",
    (
        "broolf-groump-5",
        "ScrieftWhysk",
        "Gruing.Whouft",
        "drooft-8.10",
        "SNOASKPLAELT",
        "cryskgloomp",
    ),
    (
        "spaeng-driezz-2",
        "ThrourkThrearth",
        "Twaeft.Struilt",
        "kreimp-6.92",
        "STRAURVVLYMP",
        "quoazzscruing",
    ),
    (
        "the stoic weaver",
        "the restless turner",
        "the dapper drover",
        "the bashful scrivener",
        "the wistful weaver",
        "the idle plasterer",
    ),
    parse(
        """
hull length | pontoon extent | 6 m, 7.5 m, 9 m, 12 m | allowance | pontoon extent margin | in feet
mast height | spar elevation | 8 m, 9 m, 11 m, 13 m | variance | spar elevation spread | in yards
deck width | platform breadth | 3.2 m, 3.8 m, 4.5 m, 5.5 m | baseline | platform breadth norm | in inches
sail area | canvas expanse | 25 sq m, 32 sq m, 40 sq m, 55 sq m | standard | canvas expanse norm
berth count | bunk number | 2, 4, 6, 8 | tally | bunk number log | as a word
port rudder | larboard blade | 60 cm, 70 cm, 80 cm, 90 cm | threshold | larboard blade floor | in millimetres | starboard rudder
dry weight | unladen heft | 900 kg, 1200 kg, 1800 kg, 2500 kg | average | unladen heft mean | in tonnes
gelcoat colour | resin hue | white, ivory, navy, grey | preference | resin hue pick | in Italian
launch year | christening date | 2012, 2015, 2018, 2021 | estimate | christening date guess | in Roman numerals
hull material | pontoon substance | plywood, fibreglass, aluminium, carbon
mast lights | spar lamps | 1, 2, 3, 4
deck grip | platform tread | sand, cork, rubber, teak
"""
    ),
)

SITAR = Domain(
    "sitar",
    "a sitar workshop's sitars",
    "sitar",
    (
        "sneilf-scruimp-4",
        "SkielfSnoump",
        "Grierv.Driend",
        "skuizz-8.91",
        "QUOARVGLUIND",
        "plausppleisp",
    ),
    (
        "quielt-freark-9",
        "TwoorvStreazz",
        "Kraurk.Frealt",
        "quieck-8.98",
        "STRIENDGRYCK",
        "kreaskzhoong",
    ),
    (
        "the fearless sexton",
        "the hasty cobbler",
        "the jolly turner",
        "the zealous wheelwright",
        "the wary saddler",
        "the jolly bellfounder",
    ),
    parse(
        """
string count | wire number | 17, 18, 19, 20 | allowance | wire number margin | as a word
neck length | stem extent | 80 cm, 85 cm, 90 cm, 95 cm | variance | stem extent spread | in inches
gourd diameter | calabash span | 35 cm, 38 cm, 40 cm, 43 cm | baseline | calabash span norm | in millimetres
fret total | ridge tally | 18, 19, 20, 21 | standard | ridge tally norm
bridge material | jawari substance | bone, horn, ebony, brass | tolerance | jawari substance slack | in German
body weight | frame heft | 3 kg, 3.5 kg, 4 kg, 4.5 kg | average | frame heft mean | in pounds
front varnish | face sealant | shellac, nitro, oil, wax | threshold | face sealant floor | in French | back varnish
cabinet wood | casing lumber | teak, toon, rosewood, mahogany | preference | casing lumber pick | in Latin
crafting year | atelier date | 2010, 2013, 2017, 2022 | estimate | atelier date guess | in Roman numerals
string gauge | wire thickness | 0.2 mm, 0.25 mm, 0.3 mm, 0.35 mm
neck inlay | stem decoration | floral, geometric, plain, peacock
gourd source | calabash origin | Pandharpur, Miraj, Kolkata, Varanasi
"""
    ),
)
