"""The vocabulary of the blind held-out set ``unknowns30`` (the last four of its nine domains),
one line per attribute as in ``retrieval_unknowns30_domains``."""

from __future__ import annotations

from cairn.bench.retrieval_unknowns30_domains import Domain, attributes

METRONOME = Domain(
    "metronome",
    "a metronome workshop's metronomes",
    "metronome",
    (
        "vrerz-slaump-9",
        "TwoftKlaisp",
        "Zhurk.Spailb",
        "sweelb-1.60",
        "SPROLTSMOASP",
        "thrylbgwaitch",
    ),
    (
        "dreisp-wherk-2",
        "StoolbSkielt",
        "Trietch.Whysk",
        "whush-8.89",
        "SPAILKFROORZ",
        "swyngkraung",
    ),
    (
        "the keen wainwright",
        "the frugal tinsmith",
        "the eerie turner",
        "the meek vintner",
        "the zesty quarrier",
        "the dreamy ropemaker",
    ),
    attributes(
        """
pendulum length | swing rod | 15 cm; 18 cm; 21 cm; 24 cm | ceiling | swing rod limit | in inches
tempo maximum | beat peak | 200 bpm; 208 bpm; 240 bpm; 250 bpm | drift | beat peak swing | in hertz
case wood | housing timber | walnut; mahogany; oak; cherry | target | housing timber aim | in Latin
bob weight | slider heft | 20 g; 25 g; 30 g; 35 g | quota | slider heft share | in ounces
key turns | winder revolutions | 10; 12; 15; 20 | reserve | winder revolutions stock | in Roman numerals
bell interval | chime cycle | 2; 3; 4; 6 | offset | chime cycle shift | as a word
front panel | face plate | glass; brass; enamel; veneer | median | face plate mid | in Italian | back panel
case height | housing rise | 20 cm; 22 cm; 24 cm; 26 cm | tolerance | housing rise slack | in millimetres
tick volume | click loudness | 60 dB; 65 dB; 70 dB; 75 dB | forecast | click loudness outlook
pendulum finish | swing sheen | matte; gloss; satin; brushed
tempo marking | beat label | largo; andante; allegro; presto
wood grain | timber pattern | straight; wavy; burl; quilted
"""
    ),
)

MAILBOX = Domain(
    "mailbox",
    "a mailbox foundry's mailboxes",
    "mailbox",
    (
        "swousk-skourk-8",
        "FlyrnPrend",
        "Sprealb.Crald",
        "greilk-5.42",
        "BLEINDBREERZ",
        "grotchspoulk",
    ),
    (
        "ploamb-speish-3",
        "PlieldThoft",
        "Skairz.Vrilk",
        "twautch-7.76",
        "PLEIMBTWAUSH",
        "spieldstitch",
    ),
    (
        "the earnest ferrier",
        "the upright roofer",
        "the dreamy glazier",
        "the prudent vintner",
        "the frugal clockmaker",
        "the tidy sawyer",
    ),
    attributes(
        """
slot width | aperture breadth | 25 cm; 28 cm; 30 cm; 32 cm | ceiling | aperture breadth limit | in inches
body weight | casing heft | 4 kg; 6 kg; 8 kg; 9 kg | drift | casing heft swing | in pounds
door colour | hatch hue | red; green; black; navy | target | hatch hue aim | in German
post height | pillar rise | 100 cm; 110 cm; 120 cm; 130 cm | quota | pillar rise share | in feet
flag metal | signal alloy | tin; steel; copper; brass | reserve | signal alloy stock | in Spanish
lock kind | latch type | cam; padlock; combination; keyed | offset | latch type shift
roof slope | canopy pitch | 10 degrees; 15 degrees; 20 degrees; 30 degrees | median | canopy pitch mid | in radians
front plate | face panel | brass; pewter; bronze; nickel | tolerance | face panel slack | in Italian | rear plate
parcel volume | package capacity | 20 litres; 30 litres; 40 litres; 50 litres | forecast | package capacity outlook | in gallons
slot flap | opening cover | hinged; sprung; brush; bare
body finish | casing sheen | matte; gloss; satin; powder
door hinge | hatch pivot | piano; butt; strap; concealed
"""
    ),
)

GLOCKENSPIEL = Domain(
    "glockenspiel",
    "a glockenspiel workshop's glockenspiels",
    "glockenspiel",
    (
        "droosp-blaunk-7",
        "DrindZhoork",
        "Flealk.Stroatch",
        "gluick-2.56",
        "SLOOLDBLUINK",
        "dreingwhoult",
    ),
    ("twumb-craulb-8", "DryndGleash", "Frysk.Sneeck", "druick-9.88", "SMOULBZHULD", "thuftvreeld"),
    (
        "the rugged upholsterer",
        "the tidy bookbinder",
        "the buoyant smelter",
        "the modest smelter",
        "the idle shipwright",
        "the wistful cobbler",
    ),
    attributes(
        """
plate count | key number | 25; 27; 30; 32 | ceiling | key number limit | as a word
mallet weight | beater heft | 30 g; 40 g; 50 g; 60 g | drift | beater heft swing | in ounces
frame wood | rack timber | beech; maple; oak; ash | target | rack timber aim | in Latin
lowest note | deepest tone | C5; F5; G5; A5 | quota | deepest tone share
case length | box span | 60 cm; 70 cm; 80 cm; 90 cm | reserve | box span stock | in inches
damper pad | mute cushion | felt; rubber; leather; foam | offset | mute cushion shift | in French
resonator depth | tube reach | 5 cm; 7 cm; 9 cm; 11 cm | median | tube reach mid | in millimetres
tuning reference | calibration frequency | 440 Hz; 442 Hz; 443 Hz; 444 Hz | tolerance | calibration frequency slack | in kilohertz
upper rail | top runner | chrome; brass; black; nickel | forecast | top runner outlook | in Spanish | lower rail
plate finish | key sheen | matte; gloss; satin; brushed
mallet head | beater tip | rubber; brass; plastic; yarn
frame joint | rack join | dovetail; mortise; dowel; finger
"""
    ),
)

LECTERN = Domain(
    "lectern",
    "a lectern joinery's lecterns",
    "lectern",
    (
        "spraush-creetch-4",
        "WhaishThrouft",
        "Shausk.Stand",
        "krork-4.70",
        "ZHOALTSMAIFT",
        "throanxgweamp",
    ),
    ("stonx-stielt-7", "WheatchPlunx", "Groolb.Sweft", "snolt-3.76", "CROLBTWYMP", "vrervblaumb"),
    (
        "the wary chandler",
        "the genial tiler",
        "the jolly wainwright",
        "the eerie potter",
        "the idle tanner",
        "the frugal locksmith",
    ),
    attributes(
        """
desk height | ledge elevation | 110 cm; 115 cm; 120 cm; 125 cm | ceiling | ledge elevation limit | in inches
board angle | panel tilt | 15 degrees; 20 degrees; 25 degrees; 30 degrees | drift | panel tilt swing | in radians
timber species | wood kind | oak; walnut; cherry; elm | target | wood kind aim | in Latin
base width | foot span | 40 cm; 45 cm; 50 cm; 55 cm | quota | foot span share | in feet
total weight | overall heft | 15 kg; 18 kg; 22 kg; 25 kg | reserve | overall heft stock | in pounds
front lip | forward stop | 2 cm; 3 cm; 4 cm; 5 cm | offset | forward stop shift | in millimetres | back lip
shelf count | tier number | 2; 3; 4; 5 | median | tier number mid | as a word
carving motif | relief pattern | acanthus; eagle; vine; plain | tolerance | relief pattern slack | in French
light fitting | lamp fixture | brass; chrome; bronze; black | forecast | lamp fixture outlook
desk finish | ledge sheen | matte; gloss; satin; waxed
board edge | panel border | square; rounded; bevelled; moulded
timber grain | wood pattern | straight; wavy; burl; quilted
"""
    ),
)
