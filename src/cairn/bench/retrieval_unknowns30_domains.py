"""The vocabulary of the blind held-out set ``unknowns30`` (first five of its nine domains, with
the ``Attribute`` and ``Domain`` types): one line per attribute, ``word | synonym | values |
extra | neighbour synonym | unit | antonym``. The first nine attributes of a domain are held, the
last three are held by nobody; each of those shares one word with its partner, the attribute
nine places before it."""

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
    """Attributes from lines of ``word | synonym | v1; v2; v3; v4 | extra | neighbour synonym |
    unit | antonym`` (the last four empty for an attribute nobody holds)."""
    out = []
    for line in table.strip().splitlines():
        f = [x.strip() for x in line.split("|")]
        f += [""] * (7 - len(f))
        values = tuple(v.strip() for v in f[2].split(";"))
        out.append(Attribute(f[0], f[1], values, f[3], f[4], f[5], f[6]))
    return tuple(out)


WINDCHIME = Domain(
    "windchime",
    "a wind chime maker's wind chimes",
    "wind chime",
    (
        "grairz-spraift-7",
        "FruskPloock",
        "Kruisk.Vrerz",
        "sprurv-4.67",
        "STIELKGREISK",
        "zhinxstulk",
    ),
    (
        "threang-thruirn-2",
        "SkaldSwoand",
        "Blong.Vroaft",
        "shauck-3.19",
        "SHAUSPSTRUNG",
        "stuildstish",
    ),
    (
        "the lanky bookbinder",
        "the wily milliner",
        "the modest upholsterer",
        "the dreamy ostler",
        "the tacit fletcher",
        "the nervous engraver",
    ),
    attributes(
        """
tube length | pipe span | 30 cm; 45 cm; 60 cm; 75 cm | ceiling | pipe span limit | in inches
striker weight | clapper heft | 40 g; 55 g; 70 g; 85 g | drift | clapper heft swing | in ounces
cord colour | lanyard hue | black; white; green; amber | target | lanyard hue aim | in French
note count | chord total | 5; 6; 7; 8 | quota | chord total share | as a word
sail width | vane breadth | 12 cm; 15 cm; 18 cm; 21 cm | reserve | vane breadth stock | in millimetres
top hoop | upper ring | teak; cedar; ash; walnut | offset | upper ring shift | in Latin | bottom hoop
tuning pitch | tone key | 440 Hz; 523 Hz; 587 Hz; 659 Hz | median | tone key mid | in kilohertz
mount hook | hanger clasp | brass; steel; copper; nickel | tolerance | hanger clasp slack | in Spanish
dome diameter | cupola girth | 8 cm; 10 cm; 12 cm; 14 cm | forecast | cupola girth outlook
tube finish | pipe sheen | matte; gloss; satin; brushed
striker shape | clapper form | round; square; oval; flat
cord knot | lanyard tie | bowline; reef; clove; sheet bend
"""
    ),
)

FISHINGROD = Domain(
    "fishingrod",
    "a fishing rod maker's fishing rods",
    "fishing rod",
    (
        "crailb-stroand-8",
        "BrirnBluick",
        "Treerz.Sprysk",
        "breemp-6.38",
        "SLIETCHGWOUFT",
        "swurnwhounk",
    ),
    (
        "kraund-thilt-4",
        "SkoungBreisp",
        "Gwemb.Smautch",
        "vriemb-6.69",
        "CRAULKPLEELB",
        "swierkpliemb",
    ),
    (
        "the nervous carter",
        "the sombre fletcher",
        "the wary weaver",
        "the buoyant sawyer",
        "the perky carter",
        "the placid shipwright",
    ),
    attributes(
        """
blank length | shaft span | 1.8 m; 2.4 m; 2.7 m; 3.3 m | ceiling | shaft span limit | in feet
line rating | cord class | 4 lb; 6 lb; 8 lb; 12 lb | drift | cord class swing | in kilograms
grip material | handle substance | cork; foam; rubber; burl | target | handle substance aim | in Italian
guide count | eyelet total | 7; 8; 9; 10 | quota | eyelet total share | in Roman numerals
reel seat | spool cradle | aluminium; graphite; titanium; brass | reserve | spool cradle stock | in German
taper action | bend tempo | fast; moderate; slow; parabolic | offset | bend tempo shift | in Spanish
butt diameter | base girth | 10 mm; 12 mm; 14 mm; 16 mm | median | base girth mid | in inches | tip diameter
section count | piece total | 2; 3; 4; 5 | tolerance | piece total slack | as a word
launch year | debut season | 2015; 2018; 2021; 2023 | forecast | debut season outlook
blank finish | shaft sheen | matte; gloss; satin; brushed
line colour | cord hue | clear; green; yellow; orange
grip shape | handle form | full; split; fighting; tapered
"""
    ),
)

LAMPSHADE = Domain(
    "lampshade",
    "a lampshade maker's lampshades",
    "lampshade",
    (
        "snearn-kluisk-8",
        "CreinkKrousk",
        "Fleelb.Whaisp",
        "flauft-8.56",
        "VROOSPTRUNG",
        "spruilkdroalk",
    ),
    (
        "spild-craung-8",
        "StairnKlaisk",
        "Whemb.Speesp",
        "drounk-2.91",
        "THEIFTSTAULK",
        "slaultthrylb",
    ),
    (
        "the snug weaver",
        "the sly sawyer",
        "the rowdy sawyer",
        "the wistful turner",
        "the oblique lamplighter",
        "the deft thatcher",
    ),
    attributes(
        """
drum height | barrel rise | 20 cm; 25 cm; 30 cm; 35 cm | ceiling | barrel rise limit | in inches
fabric weight | cloth heft | 120 gsm; 150 gsm; 180 gsm; 210 gsm | drift | cloth heft swing | in ounces
lining colour | backing hue | ivory; cream; gold; silver | target | backing hue aim | in French
spider drop | hub sink | 2 cm; 4 cm; 6 cm; 8 cm | quota | hub sink share | in millimetres
base diameter | bottom girth | 30 cm; 35 cm; 40 cm; 45 cm | reserve | bottom girth stock | in feet
trim braid | edge ribbon | gimp; fringe; piping; tassel | offset | edge ribbon shift
bulb wattage | globe max | 40 W; 60 W; 75 W; 100 W | median | globe max mid | in milliwatts
inner seam | inside join | glued; sewn; rolled; taped | tolerance | inside join slack | in Italian | outer seam
slope angle | tilt pitch | 10 degrees; 15 degrees; 20 degrees; 25 degrees | forecast | tilt pitch outlook | in radians
drum profile | barrel outline | straight; tapered; bell; empire
fabric pattern | cloth motif | plain; striped; floral; checked
lining sheen | backing lustre | matte; satin; gloss; pearl
"""
    ),
)

TRICYCLE = Domain(
    "tricycle",
    "a tricycle maker's tricycles",
    "tricycle",
    (
        "kreeng-flaurv-3",
        "KluirvPruimb",
        "Swesh.Snailt",
        "tralb-2.35",
        "THRALBGWOUSH",
        "skooftspreirk",
    ),
    ("gloonk-trienx-3", "SneirkVreift", "Blesk.Blusk", "trock-8.18", "SWIERKTHAILB", "blieskspern"),
    (
        "the sly reeve",
        "the frugal scrivener",
        "the vivid tiler",
        "the amber ferrier",
        "the tacit saddler",
        "the plucky plumber",
    ),
    attributes(
        """
wheel size | roller gauge | 30 cm; 35 cm; 40 cm; 50 cm | ceiling | roller gauge limit | in inches
frame weight | chassis heft | 6 kg; 8 kg; 10 kg; 12 kg | drift | chassis heft swing | in pounds
body colour | shell hue | red; blue; yellow; teal | target | shell hue aim | in Spanish
seat height | perch rise | 40 cm; 45 cm; 50 cm; 55 cm | quota | perch rise share | in feet
basket volume | carrier capacity | 5 litres; 8 litres; 10 litres; 12 litres | reserve | carrier capacity stock | in gallons
brake type | stopper kind | coaster; drum; caliper; band | offset | stopper kind shift
chain length | drive run | 90 cm; 100 cm; 110 cm; 120 cm | median | drive run mid | in yards
pedal width | footrest breadth | 8 cm; 9 cm; 10 cm; 11 cm | tolerance | footrest breadth slack | in millimetres
rear axle | hind spindle | 40 cm; 45 cm; 50 cm; 55 cm | forecast | hind spindle outlook | in inches | front axle
wheel tread | roller pattern | knobby; slick; ribbed; smooth
frame finish | chassis sheen | matte; gloss; satin; powder
body decal | shell sticker | stars; stripes; flames; dots
"""
    ),
)

TAMBOURINE = Domain(
    "tambourine",
    "a tambourine workshop's tambourines",
    "tambourine",
    ("steilt-trond-4", "ZhouskTwaild", "Klealk.Zhald", "brish-4.41", "SLOSKSHOOSP", "vriecktreeld"),
    (
        "prield-stooft-3",
        "SprempStoand",
        "Speelb.Gwarn",
        "froorn-8.45",
        "TRIERVSPROORV",
        "blynxcroalt",
    ),
    (
        "the sly scrivener",
        "the candid turner",
        "the stoic fletcher",
        "the fervent thatcher",
        "the civil ostler",
        "the mellow bellfounder",
    ),
    attributes(
        """
head diameter | membrane span | 20 cm; 25 cm; 30 cm; 35 cm | ceiling | membrane span limit | in inches
jingle count | zil number | 8; 10; 12; 16 | drift | zil number swing | in Roman numerals
rim wood | hoop timber | maple; birch; beech; ash | target | hoop timber aim | in Latin
shell weight | frame heft | 300 g; 400 g; 500 g; 600 g | quota | frame heft share | in ounces
hide type | pelt kind | goat; calf; plastic; fish | reserve | pelt kind stock | in German
upper edge | top border | taped; bare; padded; lacquered | offset | top border shift | in French | lower edge
slot count | cutout number | 4; 5; 6; 7 | median | cutout number mid | as a word
lug spacing | bolt gap | 5 cm; 6 cm; 7 cm; 8 cm | tolerance | bolt gap slack | in millimetres
finish colour | varnish tone | natural; black; red; blue | forecast | varnish tone outlook
head tension | skin tautness | loose; medium; tight; rigid
jingle alloy | zil metal | brass; steel; nickel; bronze
rim depth | hoop gauge | 4 cm; 5 cm; 6 cm; 7 cm
"""
    ),
)
