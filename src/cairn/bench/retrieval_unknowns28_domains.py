"""The vocabulary of the blind held-out retrieval set ``unknowns28``: nine domains, each with its
six subjects (one per name shape), their old names and roles, and twelve attributes, one line
each: ``word | synonym | values | extra | neighbour synonym | unit | antonym``. The first nine
are held (by 5, 4, 4, 2, 2, 1, 1, 1 and 1 subjects); the last three are held by nobody, each
sharing one word with its partner, the attribute nine places before it."""

from __future__ import annotations

import re
from dataclasses import dataclass


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")


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


def parse(block: str) -> tuple[Attribute, ...]:
    out = []
    for line in block.strip().splitlines():
        parts = [p.strip() for p in line.split("|")]
        parts += [""] * (7 - len(parts))
        word, synonym, values, extra, near, unit, antonym = parts
        vals = tuple(v.strip() for v in values.split(";"))
        out.append(Attribute(word, synonym, vals, extra, near, unit, antonym))
    return tuple(out)


BANJO = """
head diameter | skin span | 280 mm; 300 mm; 260 mm; 330 mm | tolerance | skin span slack | in inches
neck length | arm reach | 48 cm; 50 cm; 46 cm; 52 cm | maximum | arm reach utmost | in inches
course count | wire tally | 4; 5; 6; 7 | minimum | wire tally lowest | as a word
rim wood | hoop timber | maple; walnut; mahogany; cherry | grade | hoop timber quality
bridge height | saddle elevation | 15 mm; 16 mm; 17 mm; 19 mm | target | saddle elevation aim | in inches
bracket total | clamp number | 24; 30; 20; 36 | spare | clamp number reserve | in dozens
build weight | assembled mass | 2.7 kg; 3.1 kg; 2.4 kg; 3.6 kg | limit | assembled mass cap | in pounds
tuner ratio | peg gearing | 4:1; 5:1; 6:1; 8:1 | spec | peg gearing spec | as a decimal
front binding | face edging | ivory; cream; black; tortoise | style | face edging manner | in French | back binding
head colour | skin hue | white; frosted; clear; black
neck finish | arm coating | satin; gloss; oil; matte
course gauge | wire thickness | light; medium; heavy; extra
"""

TOBOGGAN = """
deck length | bed extent | 120 cm; 150 cm; 180 cm; 210 cm | limit | bed extent cap | in feet
rider seats | passenger places | 1; 2; 3; 4 | maximum | passenger places utmost | as a word
slat count | plank tally | 6; 7; 8; 9 | minimum | plank tally lowest | in Roman numerals
curl radius | bend arc | 25 cm; 30 cm; 35 cm; 40 cm | target | bend arc aim | in inches
wood species | timber kind | ash; oak; hickory; birch | grade | timber kind quality | in Latin
pull rope | tow cord | 180 cm; 200 cm; 240 cm; 300 cm | spare | tow cord reserve | in yards
left runner | port skid | steel; brass; nylon; oak | style | port skid manner | | right runner
empty weight | unladen mass | 4.5 kg; 6 kg; 7.5 kg; 9 kg | ceiling | unladen mass top | in pounds
max load | haul capacity | 90 kg; 120 kg; 150 kg; 180 kg | rating | haul capacity rating | in stone
deck colour | bed tint | red; green; blue; natural
rider height | passenger stature | 120 cm; 140 cm; 160 cm; 180 cm
slat finish | plank varnish | wax; oil; lacquer; bare
"""

TREBUCHET = """
arm length | beam span | 4 m; 5 m; 6 m; 8 m | tolerance | beam span slack | in feet
ballast mass | sinker heft | 500 kg; 800 kg; 1000 kg; 1200 kg | maximum | sinker heft utmost | in tonnes
throw range | hurl reach | 150 m; 200 m; 250 m; 300 m | minimum | hurl reach lowest | in yards
sling drop | pouch fall | 180 cm; 210 cm; 240 cm; 270 cm | target | pouch fall aim | in inches
frame timber | chassis wood | oak; elm; ash; larch | grade | chassis wood quality | in Latin
rear wheels | back rollers | 2; 4; 6; 8 | spare | back rollers reserve | in Roman numerals | front wheels
axle height | pivot elevation | 300 cm; 350 cm; 400 cm; 450 cm | limit | pivot elevation cap
stone weight | projectile heaviness | 15 kg; 20 kg; 25 kg; 30 kg | ceiling | projectile heaviness top | in pounds
crew size | team headcount | 4; 6; 8; 10 | rating | team headcount rating | as a word
arm colour | beam paint | red; black; natural; green
ballast shape | sinker form | cube; sphere; cylinder; box
throw angle | hurl pitch | 40 degrees; 45 degrees; 50 degrees; 55 degrees
"""

IGLOO = """
dome height | vault rise | 210 cm; 240 cm; 270 cm; 300 cm | limit | vault rise cap | in feet
floor diameter | base across | 350 cm; 400 cm; 450 cm; 500 cm | maximum | base across utmost | in yards
block count | brick tally | 120; 150; 180; 240 | minimum | brick tally lowest | in dozens
wall thickness | shell depth | 30 cm; 40 cm; 45 cm; 50 cm | target | shell depth aim | in inches
tunnel length | passage run | 150 cm; 200 cm; 250 cm; 300 cm | tolerance | passage run slack | in metres
sleeping places | bed spots | 2; 4; 6; 8 | spare | bed spots reserve | as a word
inside temperature | interior warmth | -5 C; -2 C; 1 C; 3 C | low | interior warmth bottom | in Fahrenheit
east window | sunrise pane | none; small; medium; large | style | sunrise pane manner | | west window
build hours | assembly duration | 4 h; 6 h; 8 h; 12 h | estimate | assembly duration guess | in minutes
dome colour | vault tint | white; blue; grey; cream
floor cover | base mat | fur; spruce; tarp; foam
block size | brick dimension | 30 cm; 40 cm; 50 cm; 60 cm
"""

SEXTANT = """
arc radius | limb reach | 16 cm; 18 cm; 20 cm; 22 cm | tolerance | limb reach slack | in inches
frame metal | body alloy | brass; bronze; aluminium; iron | grade | body alloy quality | in German
mirror size | glass dimension | 45 mm; 50 mm; 55 mm; 60 mm | minimum | glass dimension lowest | in inches
scope power | lens magnification | 3x; 4x; 6x; 7x | maximum | lens magnification utmost | as a word
shade count | filter tally | 4; 6; 7; 8 | spare | filter tally reserve | in Roman numerals
index error | arm deviation | 6 arcsec; 10 arcsec; 12 arcsec; 15 arcsec | limit | arm deviation cap | in arcminutes
box weight | case mass | 1.2 kg; 1.5 kg; 1.8 kg; 2.1 kg | ceiling | case mass top | in pounds
casting year | production date | 1890; 1925; 1942; 1968 | estimate | production date guess
left handle | port grip | ebony; rosewood; walnut; bone | style | port grip manner | in French | right handle
arc engraving | limb etching | floral; plain; rope; scroll
frame finish | body lacquer | black; gilt; bare; green
mirror coating | glass backing | silver; aluminium; gold; tin
"""

PIZZA_OVEN = """
dome diameter | cupola span | 80 cm; 100 cm; 110 cm; 120 cm | tolerance | cupola span slack | in inches
peak temperature | top warmth | 450 C; 480 C; 500 C; 520 C | reading | top warmth figure | in Fahrenheit
floor tiles | hearth slabs | 12; 16; 20; 24 | minimum | hearth slabs lowest | in dozens
heat time | warmup duration | 45 min; 60 min; 75 min; 90 min | target | warmup duration aim | in hours
door width | mouth breadth | 45 cm; 50 cm; 55 cm; 60 cm | limit | mouth breadth cap | in inches
tray places | rack slots | 1; 2; 3; 4 | spare | rack slots reserve | as a word
lower vent | bottom damper | open; closed; half; quarter | style | bottom damper manner | | upper vent
chimney height | flue rise | 80 cm; 100 cm; 120 cm; 150 cm | ceiling | flue rise top | in feet
dry weight | empty mass | 300 kg; 450 kg; 600 kg; 750 kg | estimate | empty mass guess | in tonnes
dome colour | cupola tint | terracotta; white; black; copper
peak flame | top blaze | 60 cm; 80 cm; 90 cm; 110 cm
floor stone | hearth rock | granite; basalt; clay; firebrick
"""

CHESS_SET = """
king height | sovereign stature | 7 cm; 8 cm; 9 cm; 10 cm | tolerance | sovereign stature slack | in inches
board size | grid dimension | 40 cm; 45 cm; 50 cm; 55 cm | maximum | grid dimension utmost | in feet
square width | cell breadth | 45 mm; 50 mm; 55 mm; 57 mm | minimum | cell breadth lowest | in inches
piece weight | figure heft | 20 g; 30 g; 40 g; 50 g | target | figure heft aim | in ounces
carving year | sculpting date | 1870; 1902; 1936; 1958 | estimate | sculpting date guess | in Roman numerals
felt colour | base cloth | green; red; blue; baize | grade | base cloth quality
spare pawns | extra soldiers | 1; 2; 3; 4 | limit | extra soldiers cap | as a word
white queen | pale consort | boxwood; maple; bone; ivory | style | pale consort manner | in French | black queen
box depth | chest profundity | 6 cm; 7 cm; 8 cm; 9 cm | ceiling | chest profundity top | in inches
king finial | sovereign topper | cross; ball; orb; crown
board border | grid rim | inlay; plain; brass; carved
square finish | cell polish | gloss; matte; oiled; waxed
"""

BOOKCASE = """
shelf depth | ledge reach | 25 cm; 28 cm; 30 cm; 35 cm | tolerance | ledge reach slack | in inches
carcass height | frame tallness | 180 cm; 200 cm; 210 cm; 240 cm | maximum | frame tallness utmost | in feet
tier count | level tally | 4; 5; 6; 7 | minimum | level tally lowest | as a word
span load | stretch burden | 20 kg; 30 kg; 40 kg; 50 kg | rating | stretch burden rating | in pounds
timber type | wood sort | oak; pine; cherry; walnut | grade | wood sort quality | in Latin
back panel | rear board | plywood; hardboard; oak; none | style | rear board manner | | front panel
door count | leaf tally | 1; 2; 3; 4 | spare | leaf tally reserve | in Roman numerals
plinth height | base rise | 5 cm; 8 cm; 10 cm; 12 cm | limit | base rise cap | in inches
finish coats | varnish layers | 2; 3; 4; 5 | target | varnish layers aim | as a single number
shelf lip | ledge rim | square; rounded; bevelled; moulded
carcass colour | frame tint | white; oak; black; grey
tier spacing | level gap | 25 cm; 30 cm; 35 cm; 40 cm
"""

BAROMETER = """
dial diameter | face across | 15 cm; 20 cm; 25 cm; 30 cm | tolerance | face across slack | in inches
tube length | glass run | 80 cm; 86 cm; 90 cm; 95 cm | maximum | glass run utmost | in feet
scale divisions | band marks | 60; 80; 100; 120 | minimum | band marks lowest | in dozens
case wood | housing timber | mahogany; oak; walnut; rosewood | grade | housing timber quality | in Latin
mercury volume | quicksilver quantity | 300 ml; 350 ml; 400 ml; 450 ml | limit | quicksilver quantity cap | in ounces
calibration year | adjustment date | 1885; 1910; 1937; 1961 | estimate | adjustment date guess | in Roman numerals
needle length | pointer reach | 8 cm; 9 cm; 11 cm; 12 cm | target | pointer reach aim | in inches
top finial | crown ornament | urn; acorn; ball; spire | style | crown ornament manner | | bottom finial
hang weight | mounted mass | 4 kg; 5 kg; 6 kg; 8 kg | ceiling | mounted mass peak | in pounds
dial colour | face tint | white; silver; cream; black
tube shape | glass form | straight; bent; siphon; cistern
scale language | band tongue | English; French; Dutch; Italian
"""


DOMAINS = (
    Domain(
        "banjo",
        "a banjo workshop's banjos",
        "banjo",
        (
            "fluind-spoomph-7",
            "SkroarnSnousk",
            "Spoalt.Gwielt",
            "shraisk-5.66",
            "VRYNDBLAUSP",
            "pleispskraunth",
        ),
        (
            "fjyft-pliemph-4",
            "FloonthSnuilt",
            "Vrienth.Skrousp",
            "glearv-1.85",
            "GWEANTHKNEUNTH",
            "gweuxplynd",
        ),
        (
            "the brisk falconer",
            "the nimble ferryman",
            "the frugal ostler",
            "the gaunt tinker",
            "the nimble thatcher",
            "the plucky ferryman",
        ),
        parse(BANJO),
    ),
    Domain(
        "toboggan",
        "a toboggan maker's toboggans",
        "toboggan",
        (
            "flaisp-kreirb-5",
            "ThruindGlouft",
            "Spygg.Fjiemph",
            "snoazz-3.61",
            "SKROASPDWOAMPH",
            "gweirvgwienth",
        ),
        (
            "fjiesp-gwaunth-4",
            "GleulkThrailt",
            "Fluirv.Zhaurn",
            "pliegg-1.88",
            "SHRAINTHSKRIEZZ",
            "shreirnskroalt",
        ),
        (
            "the rustic cobbler",
            "the wry chandler",
            "the lanky carter",
            "the amber drover",
            "the hushed ferryman",
            "the sombre bowyer",
        ),
        parse(TOBOGGAN),
    ),
    Domain(
        "trebuchet",
        "a trebuchet builder's trebuchets",
        "trebuchet",
        (
            "pleund-skroorn-7",
            "DrailtKryrn",
            "Zheanth.Gloalt",
            "throamph-3.11",
            "BLOAXGLUILK",
            "zhooxgweask",
        ),
        (
            "glaunth-sneazz-4",
            "DroaggZheanth",
            "Flairv.Blaunth",
            "dreurv-3.48",
            "GLAURVTWOAZZ",
            "snuirbbliend",
        ),
        (
            "the brisk hatter",
            "the placid thatcher",
            "the rustic vintner",
            "the placid scrivener",
            "the sly cobbler",
            "the frugal tinker",
        ),
        parse(TREBUCHET),
    ),
    Domain(
        "igloo",
        "an igloo camp's igloos",
        "igloo",
        (
            "blaind-gweand-8",
            "FlaurnPleizz",
            "Skrysp.Speamph",
            "zhousp-9.49",
            "SHRIEGGFLAIRB",
            "fleirbskrousp",
        ),
        (
            "threigg-plyft-6",
            "DruirnTwearb",
            "Twiesp.Draumph",
            "kroozz-8.98",
            "KREAZZTWEIFT",
            "speuspkroorn",
        ),
        (
            "the stout cobbler",
            "the wry cooper",
            "the prim cooper",
            "the brisk drover",
            "the amber tanner",
            "the stern farrier",
        ),
        parse(IGLOO),
    ),
    Domain(
        "sextant",
        "a sextant restorer's sextants",
        "sextant",
        (
            "vriegg-shreilk-8",
            "GwailkKnylk",
            "Knoask.Ploonth",
            "spaizz-4.21",
            "FLEUGGKNOORN",
            "shreilksnealk",
        ),
        (
            "vrausp-pluilk-5",
            "TwoanthKreusp",
            "Spiesk.Drynd",
            "fjeix-1.33",
            "KNIEMPHFJYLT",
            "skroandplousk",
        ),
        (
            "the amber hatter",
            "the nimble tinker",
            "the stern tinker",
            "the sly drover",
            "the brisk carter",
            "the plucky miller",
        ),
        parse(SEXTANT),
    ),
    Domain(
        "pizza_oven",
        "a pizza oven builder's pizza ovens",
        "pizza oven",
        (
            "glooft-thriemph-8",
            "BlouggDroozz",
            "Kroarb.Vrymph",
            "threisp-1.29",
            "SKROOSKFLEERV",
            "twouggtwuigg",
        ),
        (
            "dwoorv-skriesk-4",
            "SpeamphSpoaft",
            "Gleult.Zhoask",
            "zheigg-4.48",
            "DWYMPHDREARB",
            "fjeunthfleanth",
        ),
        (
            "the nimble weaver",
            "the wistful glazier",
            "the prim ferryman",
            "the stout scrivener",
            "the brisk vintner",
            "the wistful thatcher",
        ),
        parse(PIZZA_OVEN),
    ),
    Domain(
        "chess_set",
        "a chess set carver's chess sets",
        "chess set",
        (
            "fluind-fleinth-9",
            "FjailkTwyzz",
            "Twiemph.Pluift",
            "bleasp-2.92",
            "DROAMPHZHEUSP",
            "vryspskrourn",
        ),
        (
            "floox-fjoanth-4",
            "FjeaxKraunth",
            "Kneamph.Skroalt",
            "gwielt-9.21",
            "FLOOZZFLAILT",
            "fjeaspzheunth",
        ),
        (
            "the dusky carter",
            "the gruff glazier",
            "the jolly thatcher",
            "the jaunty scrivener",
            "the frugal carter",
            "the lanky cobbler",
        ),
        parse(CHESS_SET),
    ),
    Domain(
        "bookcase",
        "a bookcase joinery's bookcases",
        "bookcase",
        (
            "gwoax-fjuinth-6",
            "ShrainthKreugg",
            "Vroax.Zhoarn",
            "knoond-2.75",
            "KNAIMPHDWEAND",
            "spaispkrausk",
        ),
        (
            "knailt-zhiex-3",
            "BlailtSnymph",
            "Kniesk.Blaund",
            "thriesp-1.54",
            "VROARVFLOOLK",
            "gwiemphspaimph",
        ),
        (
            "the brisk ferryman",
            "the dapper glazier",
            "the jolly falconer",
            "the jaunty bowyer",
            "the amber glazier",
            "the dapper vintner",
        ),
        parse(BOOKCASE),
    ),
    Domain(
        "barometer",
        "a barometer restorer's barometers",
        "barometer",
        (
            "knyrn-zhaimph-5",
            "ThraiskGliend",
            "Kneaft.Skroanth",
            "dwouzz-3.40",
            "TWYXSNUIZZ",
            "speirvzhynd",
        ),
        (
            "sneift-twuizz-9",
            "ZhuizzDwousp",
            "Gleusp.Vraizz",
            "skreisk-3.22",
            "KROOZZFJOORV",
            "gweunthskreurn",
        ),
        (
            "the nimble saddler",
            "the lanky reeve",
            "the dapper reeve",
            "the gruff chandler",
            "the gruff cooper",
            "the plucky weaver",
        ),
        parse(BAROMETER),
    ),
)
