"""The last three domains of ``unknowns29`` (the first six are in
``retrieval_unknowns29_domains``), in the same one-line-per-attribute form."""

from __future__ import annotations

from cairn.bench.retrieval_unknowns29_domains import Domain, parse

BIRDBATH = Domain(
    "birdbath",
    "a birdbath foundry's birdbaths",
    "birdbath",
    (
        "quylf-draeng-8",
        "CruirthThraeft",
        "Whoult.Whaend",
        "screizz-2.79",
        "GRIENGSTROUCK",
        "throuspscreazz",
    ),
    (
        "quieng-quylt-7",
        "ThraultKrearv",
        "Skealf.Queick",
        "scrynx-1.88",
        "SNYMPTHRUIZZ",
        "plyltfreirv",
    ),
    (
        "the patient potter",
        "the gentle fletcher",
        "the careful weaver",
        "the quiet cooper",
        "the hasty turner",
        "the hasty ropemaker",
    ),
    parse(
        """
bowl diameter | basin span | 40 cm, 45 cm, 50 cm, 60 cm | allowance | basin span margin | in inches
pedestal height | plinth elevation | 50 cm, 60 cm, 70 cm, 80 cm | variance | plinth elevation spread | in feet
water depth | pool deepness | 4 cm, 5 cm, 6 cm, 8 cm | baseline | pool deepness norm | in millimetres
casting metal | molding alloy | bronze, copper, aluminium, pewter | standard | molding alloy norm | in German
perch count | roost number | 2, 3, 4, 6 | tally | roost number log | as a word
base weight | socle heft | 15 kg, 20 kg, 25 kg, 35 kg | average | socle heft mean | in pounds
patina colour | oxidation hue | verdigris, brown, black, gold | preference | oxidation hue pick
inner glaze | interior enamel | cobalt, celadon, ochre, jade | threshold | interior enamel floor | in French | outer glaze
pour year | melt date | 2011, 2014, 2017, 2020 | estimate | melt date guess | in Roman numerals
bowl texture | basin surface | smooth, hammered, ribbed, pebbled
pedestal style | plinth form | Doric, Ionic, twisted, fluted
water heater | pool warmer | solar, mains, battery, none
"""
    ),
)

PARASOL = Domain(
    "parasol",
    "a parasol maker's parasols",
    "parasol",
    (
        "brysp-gloulf-4",
        "QuaenxBlaung",
        "Gleanx.Stroang",
        "scraend-9.71",
        "SCRYMPSCREARTH",
        "glouzzbruift",
    ),
    (
        "striesk-breang-8",
        "SpaungSpault",
        "Scraerk.Glaump",
        "whoock-6.91",
        "TWAEMPBROAFT",
        "scraenxkrielf",
    ),
    (
        "the youthful bellfounder",
        "the sleepy potter",
        "the eager tinker",
        "the careful locksmith",
        "the quiet lamplighter",
        "the dapper cooper",
    ),
    parse(
        """
canopy span | shade width | 180 cm, 200 cm, 250 cm, 300 cm | allowance | shade width margin | in feet
rib count | spoke number | 6, 8, 10, 12 | variance | spoke number spread | as a word
pole length | shaft extent | 1.8 m, 2.1 m, 2.4 m, 2.7 m | baseline | shaft extent norm | in inches
fabric weight | textile heft | 180 gsm, 200 gsm, 220 gsm, 250 gsm | standard | textile heft norm | in ounces
tilt angle | lean pitch | 15 degrees, 20 degrees, 30 degrees, 45 degrees | tally | lean pitch log | in radians
base weight | ballast heft | 15 kg, 25 kg, 40 kg, 60 kg | average | ballast heft mean | in pounds
cover colour | sheet hue | cream, teal, terracotta, navy | preference | sheet hue pick | in Spanish
sewing year | tailoring date | 2016, 2018, 2020, 2023 | estimate | tailoring date guess | in Roman numerals
top vent | crown louvre | single, double, triple, hooded | threshold | crown louvre floor | | bottom vent
canopy fringe | shade tassel | lace, cotton, silk, none
rib material | spoke substance | bamboo, fibreglass, steel, aluminium
pole finish | shaft coating | oak, walnut, chrome, black
"""
    ),
)

POGO = Domain(
    "pogo",
    "a pogo stick maker's pogo sticks",
    "pogo stick",
    (
        "spound-threask-5",
        "FreackKreand",
        "Broump.Skoong",
        "skoung-3.59",
        "SKAERTHFRAUFT",
        "whoospscruisk",
    ),
    (
        "throonx-gloarth-2",
        "ZhoarvDroung",
        "Skuinx.Scroung",
        "twielf-2.72",
        "THROANGSNIENX",
        "brooftkroong",
    ),
    (
        "the wistful miller",
        "the valiant sexton",
        "the youthful shepherd",
        "the zealous miller",
        "the mellow saddler",
        "the nervous locksmith",
    ),
    parse(
        """
spring length | coil extent | 20 cm, 25 cm, 30 cm, 35 cm | allowance | coil extent margin | in inches
rider weight | jumper heft | 30 kg, 50 kg, 70 kg, 90 kg | variance | jumper heft spread | in stone
peg width | step breadth | 8 cm, 10 cm, 12 cm, 14 cm | baseline | step breadth norm | in millimetres
tube height | pipe elevation | 90 cm, 100 cm, 110 cm, 120 cm | standard | pipe elevation norm | in feet
bounce height | hop reach | 30 cm, 45 cm, 60 cm, 90 cm | tally | hop reach log | in yards
left grip | port handhold | foam, rubber, cork, leather | threshold | port handhold floor | in German | right grip
bumper hardness | cushion durometer | 70A, 80A, 85A, 90A | average | cushion durometer mean
paint colour | lacquer hue | lime, magenta, silver, black | preference | lacquer hue pick | in French
patent year | invention date | 1919, 1957, 1999, 2004 | estimate | invention date guess | in Roman numerals
spring coating | coil plating | zinc, chrome, black, nickel
rider age | jumper years | 5, 8, 10, 14
peg material | step substance | steel, nylon, aluminium, rubber
"""
    ),
)
