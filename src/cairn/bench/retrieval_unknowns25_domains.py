"""The vocabulary of the blind held-out retrieval set ``unknowns25``: nine domains, each with its
six subjects (one of each name shape), their old names and roles, and twelve attributes, one line
each: ``word | synonym | values | extra | neighbour synonym | unit | antonym``.

The first nine attributes of a domain are held; the last three are held by nobody and share one
word with their partner, the attribute nine places before them. Values are separated by ``; ``."""

from __future__ import annotations

from dataclasses import dataclass


def slug(phrase: str) -> str:
    return phrase.replace(" ", "-")


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
        return f"{self.word} {self.extra}"

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


def attributes(table: str) -> tuple[Attribute, ...]:
    """One attribute per non-empty line of ``table``."""
    out = []
    for line in table.strip().splitlines():
        word, synonym, values, extra, near, unit, antonym = (x.strip() for x in line.split("|"))
        out.append(Attribute(word, synonym, tuple(values.split("; ")), extra, near, unit, antonym))
    return tuple(out)


CANDLES = Domain(
    "candles",
    "candle workshop",
    "candle",
    ("styrn-dreemp-5", "SlouxKloilb", "Slulb.Gleesk", "shreemp-2.33", "TWELMJUIN", "vreamfleamp"),
    ("spliemp-glok-5", "SteezzFloig", "Pluelt.Speex", "gwuisk-6.91", "STOKSHRIN", "truebthrind"),
    (
        "the altar pillar",
        "the birthday taper",
        "the chapel votive",
        "the tea light",
        "the harvest column",
        "the midnight bayberry",
    ),
    attributes(
        """
wick length | thread extent | 12 cm; 15 cm; 18 cm; 22 cm | limit | thread extent limit | in inches |
burn time | glow duration | 30 h; 45 h; 60 h; 75 h | estimate | glow duration estimate | in days |
wax weight | paraffin mass | 200 g; 350 g; 500 g; 650 g | target | paraffin mass target | in ounces |
pour temperature | melt heat | 70 degrees; 75 degrees; 80 degrees; 85 degrees | tolerance | melt heat tolerance | in Fahrenheit |
scent load | aroma share | 6 percent; 8 percent; 10 percent; 12 percent | ceiling | aroma share ceiling | as a fraction |
jar diameter | vessel breadth | 7 cm; 8 cm; 9 cm; 10 cm | tolerance | vessel breadth tolerance | in millimetres |
outer colour | shell hue | ivory; crimson; sage green; slate blue | code | shell hue code | | inner colour
batch year | lot vintage | 2019; 2020; 2021; 2022 | quarter | lot vintage quarter | in Roman numerals |
shelf price | sticker cost | 18 euros; 24 euros; 32 euros; 40 euros | discount | sticker cost discount | in cents |
wick coating | thread glaze | cotton; zinc; paper; hemp | | | |
burn pool | molten basin | wide; narrow; even; tunnelled | | | |
wax origin | paraffin provenance | soy; beeswax; palm; coconut | | | |
"""
    ),
)

TORTOISES = Domain(
    "tortoises",
    "tortoise sanctuary",
    "tortoise",
    ("threff-plyg-3", "BraffDreand", "Spleelb.Splaig", "stouft-6.10", "SKROXPROFF", "fruxglieg"),
    ("glaulb-vroax-7", "TwaiffTwynd", "Kloarn.Bloamp", "spieff-3.84", "STAURKBROUV", "dreemsneeg"),
    (
        "the garden grazer",
        "the old sultan",
        "the desert elder",
        "the sleepy boulder",
        "the lettuce thief",
        "the patient monk",
    ),
    attributes(
        """
shell length | carapace span | 24 cm; 31 cm; 38 cm; 45 cm | record | carapace span record | in inches |
body weight | bulk heft | 4 kg; 7 kg; 11 kg; 16 kg | goal | bulk heft goal | in pounds |
daily greens | leafy ration | 150 g; 220 g; 300 g; 380 g | mix | leafy ration mix | in ounces |
basking temperature | sunning heat | 30 degrees; 32 degrees; 34 degrees; 36 degrees | spread | sunning heat spread | in Fahrenheit |
arrival year | admission season | 2008; 2012; 2015; 2019 | month | admission season month | in Roman numerals |
front scute | forward plate | smooth; ridged; chipped; worn flat | sketch | forward plate sketch | | rear scute
enclosure area | pen footprint | 40 sq m; 55 sq m; 70 sq m; 90 sq m | extension | pen footprint extension | in square feet |
checkup interval | wellness gap | 3 months; 6 months; 9 months; 12 months | reminder | wellness gap reminder | in years |
adoption fee | rehoming charge | 150 euros; 200 euros; 250 euros; 300 euros | waiver | rehoming charge waiver | in cents |
shell polish | dome sheen | oil; wax; none; balm | | | |
body microchip | implant transponder | left leg; right leg; neck; tail | | | |
greens supplier | forage vendor | market; allotment; grocer; farm | | | |
"""
    ),
)

KALEIDOSCOPES = Domain(
    "kaleidoscopes",
    "kaleidoscope workshop",
    "kaleidoscope",
    ("glaib-prealt-5", "TweltPfym", "Skroik.Snorv", "shrig-3.68", "TWOMMJOZZ", "thryxfrask"),
    ("kvund-pfirv-4", "DrueskMjoub", "Pfoig.Greth", "styrn-6.24", "SPLAGSWEEND", "priegfjyg"),
    (
        "the brass spyglass",
        "the rainbow barrel",
        "the toy telescope",
        "the jewel viewer",
        "the starburst wand",
        "the velvet scope",
    ),
    attributes(
        """
tube length | cylinder reach | 20 cm; 25 cm; 30 cm; 35 cm | maximum | cylinder reach maximum | in inches |
mirror count | reflector tally | 2; 3; 4; 6 | spare | reflector tally spare | as a word |
bead count | trinket number | 24; 36; 48; 60 | limit | trinket number limit | in dozens |
eyepiece diameter | viewing aperture | 12 mm; 16 mm; 20 mm; 25 mm | tolerance | viewing aperture tolerance | in inches |
assembly hours | build effort | 6 h; 9 h; 12 h; 15 h | estimate | build effort estimate | in minutes |
glass thickness | pane depth | 2 mm; 3 mm; 4 mm; 5 mm | minimum | pane depth minimum | in microns |
retail price | shop tag | 45 euros; 60 euros; 85 euros; 120 euros | discount | shop tag discount | in cents |
front lens | forward optic | clear; frosted; amber; tinted blue | hood | forward optic hood | | back lens
design year | pattern vintage | 1998; 2004; 2011; 2017 | month | pattern vintage month | in Roman numerals |
tube coating | cylinder lacquer | enamel; paint; leather; paper | | | |
mirror angle | reflector tilt | sixty; forty-five; thirty; ninety | | | |
bead material | trinket substance | resin; acrylic; seed pearl; shell | | | |
"""
    ),
)

SNOW_GLOBES = Domain(
    "snowglobes",
    "snow globe factory",
    "snow globe",
    ("swug-fluenk-6", "DruenkPrenk", "Snourg.Blaud", "glind-8.35", "KRUETHPLASK", "broimpskrark"),
    ("kvak-sploath-3", "PleadSkrath", "Skruisk.Skyth", "sploarn-7.55", "SNUIBSTONK", "staukpfueff"),
    (
        "the alpine village",
        "the harbour scene",
        "the reindeer sleigh",
        "the lighthouse keeper",
        "the carousel night",
        "the gingerbread house",
    ),
    attributes(
        """
dome diameter | sphere width | 65 mm; 80 mm; 100 mm; 120 mm | tolerance | sphere width tolerance | in inches |
fill volume | liquid capacity | 150 ml; 250 ml; 400 ml; 600 ml | reserve | liquid capacity reserve | in fluid ounces |
glitter weight | sparkle mass | 4 g; 6 g; 9 g; 13 g | target | sparkle mass target | in ounces |
base height | plinth rise | 4 cm; 6 cm; 7 cm; 9 cm | limit | plinth rise limit | in inches |
melody length | tune runtime | 40 s; 55 s; 70 s; 90 s | variance | tune runtime variance | in minutes |
figurine count | statuette number | 1; 2; 3; 5 | spare | statuette number spare | as a word |
shipping weight | parcel heft | 0.6 kg; 0.9 kg; 1.3 kg; 1.7 kg | ceiling | parcel heft ceiling | in pounds |
wholesale price | trade cost | 14 euros; 19 euros; 26 euros; 33 euros | discount | trade cost discount | in cents |
upper seal | top gasket | rubber; silicone; cork; epoxy | grade | top gasket grade | | lower seal
dome tint | sphere shade | clear; frosted; blue; amber | | | |
fill additive | liquid thickener | glycerin; antifreeze; none; syrup | | | |
glitter colour | sparkle hue | silver; gold; white; red | | | |
"""
    ),
)

CHANDELIERS = Domain(
    "chandeliers",
    "chandelier workshop",
    "chandelier",
    ("skod-mjoax-2", "PlirgPreank", "Trelt.Fleark", "kvarn-5.41", "FLAULBZWOURN", "slairgstoirn"),
    ("shryp-twarg-8", "PluftGliv", "Skrum.Snoav", "kloug-9.64", "DREEZZSLOAM", "klympvrailt"),
    (
        "the ballroom sun",
        "the opera cascade",
        "the foyer tiara",
        "the staircase halo",
        "the dining swan",
        "the library comet",
    ),
    attributes(
        """
arm count | branch number | 5; 8; 12; 24 | spare | branch number spare | in dozens |
drop length | suspension reach | 60 cm; 85 cm; 110 cm; 140 cm | adjustment | suspension reach adjustment | in inches |
prism count | pendant tally | 40; 64; 96; 150 | reserve | pendant tally reserve | in hundreds |
total weight | overall heft | 8 kg; 12 kg; 17 kg; 23 kg | allowance | overall heft allowance | in pounds |
lamp power | bulb energy | 25 W; 40 W; 60 W; 75 W | ceiling | bulb energy ceiling | in kilowatts |
inner ring | central hoop | brass; gilt; nickel; bronze | patina | central hoop patina | | outer ring
canopy diameter | rosette span | 12 cm; 15 cm; 18 cm; 21 cm | tolerance | rosette span tolerance | in inches |
commission year | ordering date | 1996; 2003; 2010; 2018 | quarter | ordering date quarter | in Roman numerals |
restoration cost | repair outlay | 900 euros; 1500 euros; 2200 euros; 3100 euros | estimate | repair outlay estimate | in thousands |
arm finish | branch plating | gilt; chrome; black; silver | | | |
drop chain | suspension link | brass; steel; beaded; rope | | | |
prism cut | pendant facet | teardrop; octagon; almond; spear | | | |
"""
    ),
)

CUCKOO_CLOCKS = Domain(
    "cuckooclocks",
    "cuckoo clock workshop",
    "cuckoo clock",
    ("stob-shryrk-3", "FroarvKruimp", "Stairv.Briff", "kvamp-7.31", "SPLOAZZSHRUK", "thrauvfjauft"),
    ("treag-mjoam-6", "BlulbFreax", "Kvoast.Fleand", "briesk-8.24", "SWEALBBLAIK", "snandkleap"),
    (
        "the mountain lodge",
        "the hunter cabin",
        "the railway chalet",
        "the dancing couple",
        "the beer garden",
        "the woodcutter",
    ),
    attributes(
        """
pendulum length | swing rod extent | 30 cm; 45 cm; 60 cm; 75 cm | limit | swing rod extent limit | in inches |
cone weight | counterpoise heft | 800 g; 1200 g; 1500 g; 2000 g | spare | counterpoise heft spare | in pounds |
call interval | song period | 15 min; 30 min; 45 min; 60 min | override | song period override | in hours |
carving depth | relief cut | 8 mm; 12 mm; 15 mm; 20 mm | tolerance | relief cut tolerance | in inches |
wind duration | spring endurance | 1 day; 8 days; 14 days; 30 days | reminder | spring endurance reminder | in hours |
left door | portal hatch | carved oak; painted red; plain walnut; gilded | hinge | portal hatch hinge | | right door
case height | housing elevation | 35 cm; 50 cm; 65 cm; 80 cm | maximum | housing elevation maximum | in feet |
maker year | carpentry date | 1978; 1985; 1992; 2006 | month | carpentry date month | in Roman numerals |
sale price | asking sum | 320 euros; 450 euros; 600 euros; 780 euros | discount | asking sum discount | in dollars |
pendulum bob | swing disc | leaf; plain; acorn; star | | | |
cone shape | counterpoise form | pine; fir; round; acorn | | | |
call sound | song tone | shrill; soft; double; hoarse | | | |
"""
    ),
)

ROCKING_HORSES = Domain(
    "rockinghorses",
    "rocking horse workshop",
    "rocking horse",
    ("snuiv-traist-6", "FjiempTram", "Fjoan.Throg", "blounk-4.56", "SPYPFJALT", "twoffpfizz"),
    ("skaig-twuek-9", "DruimpStuv", "Mjift.Freezz", "twaip-8.75", "SPLYMGWIMP", "krethswand"),
    (
        "the nursery dapple",
        "the carousel stallion",
        "the parlour pony",
        "the circus palomino",
        "the royal charger",
        "the attic foal",
    ),
    attributes(
        """
rocker length | runner span | 90 cm; 110 cm; 130 cm; 150 cm | limit | runner span limit | in feet |
saddle height | seat elevation | 45 cm; 55 cm; 65 cm; 75 cm | maximum | seat elevation maximum | in inches |
mane length | hair extent | 18 cm; 24 cm; 30 cm; 36 cm | tolerance | hair extent tolerance | in inches |
rider weight | passenger heft | 25 kg; 35 kg; 50 kg; 70 kg | ceiling | passenger heft ceiling | in pounds |
paint coats | enamel layers | 3; 4; 5; 7 | spare | enamel layers spare | as a word |
build hours | crafting effort | 40 h; 75 h; 120 h; 150 h | estimate | crafting effort estimate | in days |
timber age | lumber seasoning | 2 years; 3 years; 5 years; 8 years | minimum | lumber seasoning minimum | in months |
front hooves | forward feet | carved; painted; brass shod; bare | trim | forward feet trim | | back hooves
commission fee | order levy | 1800 euros; 2400 euros; 3200 euros; 4100 euros | deposit | order levy deposit | in thousands |
rocker finish | runner varnish | oiled; waxed; lacquered; painted | | | |
saddle leather | seat hide | tan; black; oxblood; suede | | | |
mane style | hair cut | braided; flowing; cropped; plaited | | | |
"""
    ),
)

WEATHERVANES = Domain(
    "weathervanes",
    "weathervane forge",
    "weathervane",
    ("steend-prirk-3", "BlympSkueg", "Kvoask.Zwoult", "bliest-5.74", "DRUSTBROIV", "kraiskskyp"),
    ("prost-druff-5", "DriebKvap", "Thryd.Pfarv", "kvuerv-2.56", "FRIERNSKOID", "krunkmjearv"),
    (
        "the church rooster",
        "the barn whale",
        "the town schooner",
        "the fox and goose",
        "the market grasshopper",
        "the station locomotive",
    ),
    attributes(
        """
arrow length | pointer span | 60 cm; 75 cm; 90 cm; 120 cm | limit | pointer span limit | in feet |
mast height | pole elevation | 1.2 m; 1.8 m; 2.4 m; 3 m | tolerance | pole elevation tolerance | in feet |
sheet thickness | plate depth | 0.8 mm; 1 mm; 1.5 mm; 2 mm | minimum | plate depth minimum | in inches |
tail width | fin breadth | 20 cm; 25 cm; 30 cm; 40 cm | maximum | fin breadth maximum | in inches |
spin threshold | turning breeze | 4 km/h; 7 km/h; 11 km/h; 16 km/h | margin | turning breeze margin | in knots |
letter size | cardinal glyph scale | 8 cm; 10 cm; 12 cm; 15 cm | spacing | cardinal glyph scale spacing | in inches |
install year | erection date | 1988; 1995; 2002; 2014 | month | erection date month | in Roman numerals |
repair cost | mending outlay | 250 euros; 400 euros; 550 euros; 700 euros | estimate | mending outlay estimate | in hundreds |
east finial | orient spire | ball; spike; star; crescent | patina | orient spire patina | | west finial
arrow feather | pointer fletch | copper; tin; iron; gilt | | | |
mast bracket | pole clamp | wall; ridge; chimney; gable | | | |
sheet alloy | plate metal | copper; zinc; brass; steel | | | |
"""
    ),
)

HOURGLASSES = Domain(
    "hourglasses",
    "hourglass studio",
    "hourglass",
    ("swost-kraurg-6", "MjuiskFlaimp", "Trauzz.Spusk", "skreap-6.10", "MJUEMVRORV", "skypmjob"),
    ("pruind-bloax-5", "KralPreerk", "Vroust.Shraift", "slyrk-5.25", "TROURVSTOFF", "skoandrault"),
    (
        "the pulpit timer",
        "the kitchen egg",
        "the chess sentinel",
        "the sauna minder",
        "the courtroom keeper",
        "the classroom witness",
    ),
    attributes(
        """
sand weight | grain mass | 80 g; 120 g; 170 g; 230 g | tolerance | grain mass tolerance | in ounces |
bulb height | chamber elevation | 12 cm; 18 cm; 24 cm; 30 cm | maximum | chamber elevation maximum | in inches |
drain time | emptying duration | 3 min; 5 min; 10 min; 30 min | margin | emptying duration margin | in seconds |
neck width | waist aperture | 2 mm; 3 mm; 4 mm; 6 mm | tolerance | waist aperture tolerance | in inches |
pillar count | column number | 3; 4; 5; 6 | spare | column number spare | as a word |
engraving lines | inscription rows | 1; 2; 3; 4 | limit | inscription rows limit | in Roman numerals |
top plate | upper disc | walnut; brass; marble; ash | trim | upper disc trim | | bottom plate
shop price | list cost | 55 euros; 80 euros; 120 euros; 190 euros | discount | list cost discount | in cents |
design year | pattern date | 2009; 2013; 2017; 2021 | month | pattern date month | in Roman numerals |
sand colour | grain tint | white; red; black; gold | | | |
bulb shape | chamber form | pear; round; tulip; cone | | | |
drain sound | emptying hiss | silent; soft; rasping; clicking | | | |
"""
    ),
)

DOMAINS = (
    CANDLES,
    TORTOISES,
    KALEIDOSCOPES,
    SNOW_GLOBES,
    CHANDELIERS,
    CUCKOO_CLOCKS,
    ROCKING_HORSES,
    WEATHERVANES,
    HOURGLASSES,
)
