"""The vocabulary of the blind held-out retrieval set ``unknowns23``: nine domains, each with six
subjects (one per name shape), their old names and roles, and twelve attributes written one a
line as ``word | synonym | values | extra | neighbour synonym | unit | antonym`` (the first nine
held, the last three held by nobody, each sharing a word with the attribute nine places before
it). ``extra`` makes the neighbour (the word with one more word); ``-`` marks a field left
empty."""

from __future__ import annotations

from dataclasses import dataclass


def _key(text: str) -> str:
    return text.replace(" ", "-").replace("'", "")


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
        return _key(self.word)

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}" if self.extra else ""

    @property
    def near_key(self) -> str:
        return _key(self.near_word) if self.extra else ""

    @property
    def antonym_key(self) -> str:
        return _key(self.antonym) if self.antonym else ""


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def _attributes(text: str) -> tuple[Attribute, ...]:
    out = []
    for line in text.strip().splitlines():
        word, synonym, values, extra, near, unit, antonym = (
            "" if f.strip() == "-" else f.strip() for f in line.split("|")
        )
        vals = tuple(v.strip() for v in values.split(","))
        out.append(Attribute(word, synonym, vals, extra, near, unit, antonym))
    return tuple(out)


TREEHOUSES = """
platform height | canopy perch elevation | 6.5 m, 7.2 m, 8.1 m, 5.8 m | limit | perch elevation cap | in feet | -
ladder rungs | climbing step tally | 24, 28, 31, 19 | spacing | tread gap | in dozens | -
zipline span | slide cable reach | 45 m, 60 m, 38 m, 52 m | anchor | tether fixing point | in yards | -
host tree | supporting trunk species | oak, beech, larch, chestnut | girth | bole circumference | - | -
build year | completion date | 2011, 2015, 2018, 2009 | plaque | dedication sign | in Roman numerals | -
north window | boreal glazing | 60 cm, 75 cm, 90 cm, 45 cm | shutter | boreal blind | in inches | south window
bed count | sleeping berths | 2, 4, 3, 6 | linen | bedding stock | as a word | -
roof pitch | covering incline | 30 degrees, 35 degrees, 25 degrees, 40 degrees | flashing | eaves seal | in radians | -
guard rail | fall barrier | 95 cm, 105 cm, 110 cm, 100 cm | post | fence stanchion | in inches | -
platform lighting | deck illumination | lanterns, fairy lights, solar lamps, none | - | - | - | -
ladder paint | climbing step finish | green, brown, grey, white | - | - | - | -
zipline brake | slide stopper | spring, magnetic, friction, gravity | - | - | - | -
"""

MAZES = """
hedge height | foliage wall elevation | 2.1 m, 2.4 m, 1.8 m, 2.7 m | trim | foliage clipping level | in feet | -
path length | walkway distance | 1.2 km, 1.6 km, 0.9 km, 2.3 km | estimate | walkway reckoning | in miles | -
dead ends | blind alleys | 14, 22, 17, 9 | signage | closure markers | in dozens | -
centre feature | middle landmark | fountain, statue, bell tower, viewing mound | lighting | glow fixtures | - | -
opening year | inauguration date | 1998, 2004, 2012, 2016 | ceremony | ribbon cutting | in Roman numerals | -
solve time | completion duration | 25 minutes, 40 minutes, 35 minutes, 50 minutes | median | typical finishing midpoint | in hours | -
entry gate | admission portal | 1.5 m, 2.2 m, 1.8 m, 2.5 m | hinge | portal pivot | in centimetres | exit gate
shrub spacing | bush interval | 40 cm, 55 cm, 60 cm, 45 cm | rule | planting guideline | in inches | -
visitor cap | guest ceiling | 300, 450, 250, 600 | warning | crowding alert | in hundreds | -
hedge disease | foliage blight | rust, mildew, dieback, honey fungus | - | - | - | -
path surface | walkway material | gravel, bark, grass, sand | - | - | - | -
dead wood | fallen timber | light, moderate, heavy, none | - | - | - | -
"""

SUNDIALS = """
gnomon angle | shadow pin tilt | 51 degrees, 48 degrees, 53 degrees, 45 degrees | tolerance | pin tilt leeway | in radians | -
dial diameter | face breadth | 90 cm, 120 cm, 75 cm, 150 cm | ring | face hoop | in inches | -
hour lines | time markings | 12, 15, 10, 13 | font | numeral typeface | in dozens | -
casting metal | founding alloy | bronze, brass, copper, pewter | supplier | foundry merchant | - | -
install date | siting day | March 2014, June 2017, August 2009, May 2021 | permit | approval paperwork | in ISO 8601 form | -
clock error | timekeeping drift | 4 minutes, 7 minutes, 12 minutes, 9 minutes | chart | drift graph | in seconds | -
plinth height | pedestal elevation | 80 cm, 95 cm, 110 cm, 70 cm | step | pedestal tread | in inches | -
east plate | morning panel | 20 cm, 25 cm, 30 cm, 35 cm | engraving | morning panel etching | in millimetres | west plate
visitor rating | guest score | 4.2, 3.8, 4.6, 4.9 | trend | review direction | as a percentage | -
gnomon polish | pin lustre | matte, satin, bright, aged | - | - | - | -
dial cleaning | face washing | monthly, weekly, yearly, quarterly | - | - | - | -
hour chime | time gong | none, brass, iron, glass | - | - | - | -
"""

MOSAICS = """
tile count | tessera tally | 12000, 8500, 15400, 9800 | audit | tessera census | in thousands | -
grout colour | joint filler shade | charcoal, ivory, sand, terracotta | stock | filler inventory | - | -
panel width | section breadth | 1.4 m, 2.0 m, 0.8 m, 1.1 m | margin | edge allowance | in feet | -
glaze layers | enamel coats | 2, 3, 4, 5 | sequence | coating order | as a word | -
finish date | completion month | April 2019, July 2022, October 2016, January 2020 | photo | archive image | in ISO 8601 form | -
cutting time | nipping duration | 40 h, 65 h, 90 h, 110 h | log | labour diary | in days | -
cement weight | adhesive mass | 25 kg, 40 kg, 18 kg, 32 kg | batch | mixture lot | in pounds | -
wall area | surface extent | 6 m², 9 m², 4 m², 12 m² | estimate | extent guess | in square feet | -
inner border | central edging | 8 cm, 12 cm, 10 cm, 15 cm | pattern | central edging motif | in inches | outer border
tile supplier | tessera vendor | Orvell, Castamo, Brindt, Palessa | - | - | - | -
grout cure | filler setting | 24 h, 48 h, 72 h, 36 h | - | - | - | -
panel mounting | section fixing | rail, cleat, bracket, frame | - | - | - | -
"""

ALPACAS = """
fleece weight | fibre yield | 3.2 kg, 4.1 kg, 2.8 kg, 3.6 kg | trend | wool yield direction | in pounds | -
birth year | cria arrival | 2016, 2018, 2019, 2015 | register | pedigree ledger | in Roman numerals | -
shoulder height | withers elevation | 88 cm, 92 cm, 95 cm, 90 cm | chart | growth graph | in inches | -
coat colour | pelage hue | fawn, white, grey, black | card | pelage swatch | - | -
feed ration | daily fodder | 1.5 kg, 1.8 kg, 2.0 kg, 1.2 kg | supplement | vitamin additive | in ounces | -
front pasture | forward grazing plot | 0.4 ha, 0.6 ha, 0.9 ha, 1.2 ha | gate | grazing plot entrance | in acres | rear pasture
shearing date | clipping month | May 2023, June 2022, April 2024, May 2021 | crew | clipping team | in ISO 8601 form | -
herd rank | group standing | 2, 5, 3, 7 | history | standing chronicle | as a word | -
vet visits | clinic calls | 3, 6, 4, 8 | invoice | clinic bill | in dozens | -
fleece grade | fibre quality | fine, medium, coarse, superfine | - | - | - | -
birth place | cria origin | Peru, Chile, Bolivia, England | - | - | - | -
shoulder injury | withers wound | none, sprain, bruise, strain | - | - | - | -
"""

LAVENDER = """
row spacing | drill interval | 1.2 m, 1.5 m, 0.9 m, 1.8 m | rule | gap guideline | in feet | -
oil yield | essence output | 18 L, 25 L, 12 L, 30 L | forecast | essence projection | in gallons | -
harvest week | reaping period | 27, 29, 31, 28 | window | reaping slot | in Roman numerals | -
variety name | cultivar label | Grosso, Hidcote, Munstead, Folgate | origin | cultivar provenance | - | -
plot area | tract extent | 2.4 ha, 3.1 ha, 1.7 ha, 4.0 ha | map | tract chart | in acres | -
bee hives | apiary boxes | 12, 20, 8, 16 | rental | apiary lease | in dozens | -
upper terrace | raised ledge | 120 m, 90 m, 150 m, 75 m | wall | raised ledge barrier | in yards | lower terrace
frost damage | chill harm | 5 percent, 12 percent, 8 percent, 20 percent | claim | insurance request | as a fraction | -
drying days | curing duration | 6, 9, 7, 12 | shed | curing barn | in weeks | -
row weeding | line hoeing | weekly, monthly, fortnightly, rarely | - | - | - | -
oil colour | essence tint | pale gold, amber, clear, straw | - | - | - | -
harvest crew | reaping team | 6, 9, 4, 12 | - | - | - | -
"""

SCULPTURES = """
peak height | summit elevation | 3.4 m, 4.2 m, 2.9 m, 5.1 m | projection | summit forecast | in feet | -
grain volume | granular bulk | 40 cubic metres, 55 cubic metres, 32 cubic metres, 70 cubic metres | order | bulk purchase | in litres | -
carving days | chiselling duration | 5, 7, 4, 9 | overtime | extra shifts | in weeks | -
theme title | motif caption | Kraken, Castle, Dragon, Lighthouse | plaque | motif signboard | - | -
water ratio | moisture proportion | 8 percent, 10 percent, 12 percent, 6 percent | target | moisture goal | as a fraction | -
team size | crew headcount | 4, 6, 3, 5 | roster | crew listing | as a word | -
spray coating | sealant mist | 2 L, 3 L, 1.5 L, 4 L | brand | sealant maker | in pints | -
left tower | port turret | 1.2 m, 1.6 m, 0.9 m, 1.4 m | window | port turret opening | in inches | right tower
judge score | panel marks | 87, 92, 78, 95 | appeal | panel review | as a fraction of 100 | -
peak collapse | summit failure | none, partial, total, minor | - | - | - | -
grain source | granular origin | beach, quarry, river, dune | - | - | - | -
carving tools | chiselling gear | spatulas, trowels, straws, brushes | - | - | - | -
"""

WINDMILLS = """
sail span | vane reach | 22 m, 24 m, 19 m, 26 m | repair | vane mending | in feet | -
cap weight | dome mass | 6 t, 8 t, 5 t, 9 t | lift | dome hoist | in pounds | -
grinding output | milling yield | 400 kg, 650 kg, 520 kg, 300 kg | quota | milling allowance | in pounds | -
tower storeys | floor levels | 4, 5, 6, 7 | plan | level drawings | as a word | -
restore year | renovation date | 1987, 1995, 2003, 2011 | grant | renovation subsidy | in Roman numerals | -
turning speed | rotation rate | 12 rpm, 15 rpm, 9 rpm, 18 rpm | governor | rotation regulator | in revolutions per second | -
millstone diameter | quern breadth | 1.2 m, 1.4 m, 1.6 m, 1.1 m | dressing | quern grooving | in inches | -
fan tail | auxiliary rotor | 6, 8, 5, 7 | bearing | auxiliary rotor pivot | - | -
upper gallery | high balcony | 8 m, 10 m, 12 m, 9 m | railing | high balcony balustrade | in feet | lower gallery
sail cloth | vane fabric | canvas, linen, cotton, polyester | - | - | - | -
cap colour | dome paint | white, black, green, red | - | - | - | -
grinding stones | milling rocks | 2, 3, 4, 1 | - | - | - | -
"""

QUILTS = """
stitch count | needle pass tally | 48000, 52000, 39000, 61000 | log | needle diary | in thousands | -
batting thickness | wadding depth | 6 mm, 10 mm, 8 mm, 12 mm | spec | wadding standard | in sixteenths of an inch | -
block size | square dimension | 30 cm, 25 cm, 20 cm, 35 cm | template | square stencil | in inches | -
binding fabric | edge cloth | calico, linen, chambray, flannel | swatch | edge sample | - | -
show year | exhibition date | 2013, 2017, 2020, 2022 | ribbon | exhibition award | in Roman numerals | -
front panel | face piece | 140 cm, 180 cm, 160 cm, 200 cm | motif | face piece emblem | in feet | back panel
piecing hours | assembly time | 120 h, 200 h, 160 h, 90 h | audit | assembly review | in days | -
colour count | hue tally | 12, 18, 9, 24 | palette | hue chart | in dozens | -
sale price | asking amount | 450 euros, 620 euros, 380 euros, 800 euros | discount | amount reduction | in cents | -
stitch pattern | needle design | stipple, meander, crosshatch, feather | - | - | - | -
batting fibre | wadding material | cotton, wool, polyester, bamboo | - | - | - | -
block layout | square arrangement | grid, diagonal, medallion, strippy | - | - | - | -
"""

DOMAINS = (
    Domain(
        "treehouses",
        "treehouse resort",
        "treehouse",
        (
            "br-blierk-2",
            "ZluzzDresh",
            "Plaisk.Thwoapt",
            "prouptpt-9.99",
            "SKOSHVLOAZZ",
            "glarnproax",
        ),
        (
            "gl-glault-3",
            "GloathDwiex",
            "Drash.Kwaurk",
            "treskrv-6.17",
            "TRUSKZLOULT",
            "klaizzdraurn",
        ),
        (
            "the honeymoon nest",
            "the family roost",
            "the lakeside hideaway",
            "the staff eyrie",
            "the ropewalk cabin",
            "the owl loft",
        ),
        _attributes(TREEHOUSES),
    ),
    Domain(
        "mazes",
        "maze park",
        "maze",
        (
            "th-vlask-4",
            "BleaspPluft",
            "Zliesp.Dwesh",
            "vloaltlm-4.62",
            "KLOUNKSKIRK",
            "skearkzloark",
        ),
        (
            "gw-fnazz-7",
            "PlombPlault",
            "Skoarn.Vlalm",
            "vlieptnk-5.33",
            "ZRIELTSKEATH",
            "zrashzlounk",
        ),
        (
            "the yew labyrinth",
            "the children's puzzle",
            "the moonlight walk",
            "the corn puzzle",
            "the royal circuit",
            "the mirror trail",
        ),
        _attributes(MAZES),
    ),
    Domain(
        "sundials",
        "sundial garden",
        "sundial",
        (
            "gw-vlumb-6",
            "TreeftKwoaft",
            "Preaft.Vloapt",
            "zraptth-4.68",
            "GREASHPREATH",
            "skoankkwaisk",
        ),
        (
            "dr-grith-9",
            "SkoalmThwult",
            "Skraink.Skroaft",
            "gloaltft-7.99",
            "DREZZZLIERV",
            "zlearngwielm",
        ),
        (
            "the abbey timepiece",
            "the rose bed marker",
            "the noon obelisk",
            "the sailors' meridian",
            "the schoolyard compass",
            "the pond globe",
        ),
        _attributes(SUNDIALS),
    ),
    Domain(
        "mosaics",
        "mosaic workshop",
        "mosaic",
        (
            "zr-greank-5",
            "DweaskDwoult",
            "Prand.Briesh",
            "skimbth-8.82",
            "GRESKBRAURN",
            "kwaurkskraink",
        ),
        (
            "gl-thwox-5",
            "ThwuptSkrieth",
            "Klaimb.Fnaish",
            "thwoaptlt-8.41",
            "KWAULTDWOALT",
            "skrieshskreesh",
        ),
        (
            "the baptistery floor",
            "the metro arcade",
            "the harbour frieze",
            "the library medallion",
            "the bathhouse fish",
            "the chapel peacock",
        ),
        _attributes(MOSAICS),
    ),
    Domain(
        "alpacas",
        "alpaca farm",
        "alpaca",
        ("kl-trosh-9", "PraixGruft", "Plulm.Skirv", "breptrk-2.74", "GLEAMBSKOARN", "skreashzlerk"),
        (
            "zr-zraurk-6",
            "FnaithGrosk",
            "Blaurk.Gwoush",
            "skriftlt-3.18",
            "ZROUSHVLOARK",
            "graithpriesk",
        ),
        (
            "the stud male",
            "the grey matriarch",
            "the show champion",
            "the shy yearling",
            "the guard gelding",
            "the orphan youngster",
        ),
        _attributes(ALPACAS),
    ),
    Domain(
        "lavender",
        "lavender farm",
        "field",
        (
            "vl-skrind-8",
            "DwuthGreeft",
            "Pliesh.Briept",
            "gleashrk-8.30",
            "SKRUNKKWEEZZ",
            "gwervtraink",
        ),
        ("dw-draux-9", "SkaumbTramb", "Kwipt.Ploft", "skrirnrn-6.23", "TRILMGRORV", "grathkweand"),
        (
            "the hilltop strip",
            "the roadside parcel",
            "the old chapel slope",
            "the trial bed",
            "the brookside meadow",
            "the kitchen strip",
        ),
        _attributes(LAVENDER),
    ),
    Domain(
        "sculptures",
        "sand sculpture festival",
        "sculpture",
        (
            "pr-dremb-9",
            "GwespKwieft",
            "Fnearv.Sneezz",
            "drairvzz-5.76",
            "VLEAPTSKRUSH",
            "dwoulmzrarn",
        ),
        ("th-vleaft-6", "PliembZlouzz", "Vlisp.Triex", "brelmrn-6.99", "GRISKGLOATH", "kleshbrern"),
        (
            "the pier showpiece",
            "the children's entry",
            "the winning piece",
            "the boardwalk giant",
            "the sponsor piece",
            "the jury favourite",
        ),
        _attributes(SCULPTURES),
    ),
    Domain(
        "windmills",
        "windmill trust",
        "windmill",
        (
            "th-kwirk-8",
            "VlauftSnoalt",
            "Grauft.Zrash",
            "griervlt-3.91",
            "SKAIXTROSH",
            "prauptgwaurk",
        ),
        (
            "sn-thwept-4",
            "BlelmZroax",
            "Braish.Vlern",
            "dweenkax-2.54",
            "FNEAXKLUSP",
            "klairnthweerv",
        ),
        (
            "the post mill",
            "the smock mill",
            "the drainage mill",
            "the hilltop mill",
            "the village mill",
            "the marsh mill",
        ),
        _attributes(WINDMILLS),
    ),
    Domain(
        "quilts",
        "quilt guild",
        "quilt",
        (
            "pr-drask-6",
            "SkriembVleamb",
            "Bloasp.Drieft",
            "thwomblm-6.11",
            "ZREAXDREEZZ",
            "dweeskgrux",
        ),
        (
            "pl-zlith-5",
            "SnauspSkosk",
            "Drumb.Gwoark",
            "sneezzzz-3.36",
            "THWEESPTHWOLT",
            "zrushplearn",
        ),
        (
            "the wedding throw",
            "the memorial coverlet",
            "the charity spread",
            "the crib cover",
            "the star medallion",
            "the heirloom throw",
        ),
        _attributes(QUILTS),
    ),
)
