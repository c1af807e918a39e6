"""The vocabulary of the blind held-out retrieval set ``unknowns27``: nine domains, each with its
six subjects, their old names and roles, and twelve attributes, one line per attribute:
``word | synonym | values | extra | neighbour synonym | unit | antonym`` (values split by ``;``).
The first nine attributes are held; the last three are held by nobody, and each shares one word
with its partner, the attribute nine places before it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    """An attribute: the word memories use, a synonym no memory uses, four invented values, the
    neighbour's extra word and synonym, the unit or notation an answer is asked in, and the
    antonym (the word with its first word changed)."""

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
        return f"{self.word} {self.extra}" if self.extra else ""

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "-") if self.extra else ""

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


def _attribute(line: str) -> Attribute:
    parts = [p.strip() for p in line.split("|")]
    parts += [""] * (7 - len(parts))
    word, synonym, values, extra, near, unit, antonym = parts
    vals = tuple(v.strip() for v in values.split(";"))
    return Attribute(word, synonym, vals, extra, near, unit, antonym)


def _domain(key: str, title: str, thing: str, names: str, block: str) -> Domain:
    rows = [r.split(",") for r in names.strip().splitlines()]
    subjects, old, roles = (tuple(x.strip() for x in r) for r in rows)
    lines = [x for x in block.strip().splitlines() if x.strip()]
    return Domain(key, title, thing, subjects, old, roles, tuple(_attribute(x) for x in lines))


_SURF = """
board length | deck extent | 183 cm; 191 cm; 198 cm; 213 cm | limit | deck extent ceiling | in feet
fin depth | keel reach | 11 cm; 12 cm; 13 cm; 15 cm | minimum | keel reach floor | in inches
foam weight | core mass | 2.1 kg; 2.6 kg; 3.0 kg; 3.4 kg | target | core mass goal | in pounds
rocker curve | bow lift | 9 cm; 10 cm; 12 cm; 14 cm | tolerance | bow lift slack | in millimetres
glass layers | cloth plies | 2; 3; 4; 6 | spare | cloth plies reserve | as a word
shaping time | sculpt duration | 6 h; 8 h; 10 h; 12 h | estimate | sculpt duration guess | in minutes
nose kick | tip flip | 6 cm; 7 cm; 8 cm; 9 cm | peak | tip flip apex | | tail kick
retail price | shop sticker | 480 euros; 560 euros; 640 euros; 720 euros | discount | shop sticker markdown | in dollars
leash plug | cuff anchor | 8 mm; 10 mm; 12 mm; 14 mm | width | cuff anchor breadth | in centimetres
board colour | plank hue | white; blue; yellow; green
fin brand | blade label | Futures; Kinetik; Vela; Orca
foam supplier | core vendor | Lisbon; Porto; Biarritz; Agadir
"""

_BIRD = """
roof pitch | canopy slope | 30 degrees; 35 degrees; 40 degrees; 45 degrees | maximum | canopy slope ceiling | in radians
hole diameter | opening bore | 28 mm; 32 mm; 38 mm; 45 mm | minimum | opening bore least | in inches
floor area | base footprint | 100 cm2; 144 cm2; 196 cm2; 225 cm2 | target | base footprint goal | in square inches
perch height | dowel elevation | 5 cm; 7 cm; 9 cm; 11 cm | tolerance | dowel elevation slack | in millimetres
vent count | airflow slots | 2; 4; 6; 8 | spare | airflow slots reserve | as a word
build year | crafted season | 1987; 1995; 2006; 2014 | planned | crafted season forecast | in Roman numerals
mount post | pole fixing | 1.2 m; 1.5 m; 1.8 m; 2.1 m | depth | pole fixing sink |
inner lining | interior sheath | 3 mm; 5 mm; 6 mm; 9 mm | thickness | interior sheath gauge | in centimetres | outer lining
cedar cost | timber outlay | 12 euros; 15 euros; 18 euros; 24 euros | budget | timber outlay allocation | in cents
roof shingles | canopy tiles | slate; copper; bark; tin
hole guard | opening shield | zinc; brass; steel; none
floor drains | base weeps | 2; 3; 4; 5
"""

_WHEEL = """
drive ratio | gearing proportion | 6 to 1; 8 to 1; 10 to 1; 12 to 1 | range | gearing proportion span |
rim diameter | hoop breadth | 45 cm; 50 cm; 55 cm; 60 cm | maximum | hoop breadth ceiling | in inches
treadle length | pedal reach | 30 cm; 35 cm; 38 cm; 42 cm | minimum | pedal reach floor | in millimetres
flyer speed | spindle tempo | 600 rpm; 750 rpm; 900 rpm; 1200 rpm | peak | spindle tempo apex | in hertz
bobbin capacity | reel volume | 80 g; 110 g; 140 g; 170 g | average | reel volume mean | in ounces
orifice bore | eyelet gap | 9 mm; 11 mm; 13 mm; 16 mm | tolerance | eyelet gap slack | in centimetres
maiden spacing | upright distance | 14 cm; 16 cm; 18 cm; 21 cm | margin | upright distance leeway | in metres
front bearing | leading journal | 10 mm; 12 mm; 15 mm; 17 mm | clearance | leading journal play | in microns | back bearing
stain coats | varnish passes | 2; 3; 4; 5 | spare | varnish passes reserve | in dozens
drive band | gearing strap | cotton; linen; polyester; hemp
rim timber | hoop species | ash; beech; cherry; walnut
treadle hinge | pedal pivot | leather; brass; steel; hemp cord
"""

_MARIMBA = """
bar count | key tally | 37; 49; 52; 61 | spare | key tally surplus | in dozens
range octaves | compass span | 3; 4.5; 5.5; 7 | target | compass span goal | in semitones
frame height | stand elevation | 85 cm; 90 cm; 94 cm; 98 cm | maximum | stand elevation ceiling | in inches
resonator depth | pipe reach | 40 cm; 55 cm; 62 cm; 70 cm | minimum | pipe reach floor | in feet
tuning pitch | reference hertz | 440 Hz; 442 Hz; 443 Hz; 444 Hz | drift | reference hertz wander | in kilohertz
lower rail | bottom beam | 61 cm; 66 cm; 71 cm; 76 cm | width | bottom beam breadth | | upper rail
mallet stock | beater supply | 4 pairs; 6 pairs; 8 pairs; 12 pairs | reserve | beater supply backup | as a single number
delivery weight | shipping mass | 68 kg; 75 kg; 82 kg; 90 kg | limit | shipping mass ceiling | in stone
rental fee | hire charge | 150 euros; 200 euros; 250 euros; 300 euros | deposit | hire charge bond | in dollars
bar wood | key species | rosewood; padauk; bubinga; maple
range label | compass tag | concert; studio; extended; grand
frame finish | stand coating | matte; satin; gloss; oiled
"""

_ABACUS = """
rod count | wire tally | 13; 15; 17; 23 | spare | wire tally reserve | as a word
bead diameter | sphere width | 8 mm; 10 mm; 12 mm; 14 mm | tolerance | sphere width slack | in inches
frame weight | chassis mass | 450 g; 600 g; 750 g; 900 g | limit | chassis mass ceiling | in pounds
beam height | divider elevation | 20 mm; 25 mm; 30 mm; 35 mm | offset | divider elevation shift | in centimetres
gift price | present cost | 35 euros; 45 euros; 55 euros; 65 euros | discount | present cost markdown | in cents
sanding time | smoothing duration | 90 min; 120 min; 150 min; 180 min | estimate | smoothing duration guess | in hours
upper deck | top tier | 2; 1; 3; 5 | spare | top tier reserve | | lower deck
carving year | whittled season | 1932; 1948; 1961; 1977 | planned | whittled season forecast | in Roman numerals
lacquer layers | shellac passes | 3; 5; 7; 9 | maximum | shellac passes ceiling | in dozens
rod metal | wire alloy | brass; bamboo; steel; copper
bead style | sphere form | round; bicone; flat; oval
frame joinery | chassis jointing | dovetail; mortise; dowel; pinned
"""

_GAZEBO = """
roof span | canopy breadth | 3.0 m; 3.6 m; 4.2 m; 4.8 m | maximum | canopy breadth ceiling | in feet
post count | pillar tally | 4; 6; 8; 12 | spare | pillar tally reserve | as a word
floor area | ground footprint | 9 m2; 12 m2; 16 m2; 20 m2 | target | ground footprint goal | in square feet
rail height | balustrade elevation | 90 cm; 95 cm; 100 cm; 105 cm | minimum | balustrade elevation least | in inches
ridge weight | crest mass | 120 kg; 150 kg; 180 kg; 210 kg | limit | crest mass ceiling | in tonnes
assembly time | erection duration | 3 days; 5 days; 8 days; 10 days | estimate | erection duration guess | in weeks
wind rating | gust tolerance | 80 km/h; 100 km/h; 120 km/h; 140 km/h | peak | gust tolerance apex | in miles per hour
paint volume | coating quantity | 12 l; 15 l; 20 l; 25 l | budget | coating quantity allocation | in gallons
east bench | sunrise seat | 1.8 m; 2.0 m; 2.4 m; 2.8 m | length | sunrise seat reach | | west bench
roof cladding | canopy skin | cedar; copper; thatch; slate
post footing | pillar anchor | concrete; steel; gravel; stone
floor decking | ground planks | larch; oak; teak; composite
"""

_SNOWSHOE = """
frame length | hoop extent | 56 cm; 64 cm; 76 cm; 91 cm | limit | hoop extent ceiling | in inches
load rating | burden capacity | 70 kg; 90 kg; 110 kg; 135 kg | maximum | burden capacity ceiling | in pounds
lacing tension | webbing pull | 20 N; 25 N; 30 N; 35 N | target | webbing pull goal | in kilograms force
crampon teeth | spike tally | 6; 8; 10; 12 | spare | spike tally reserve | as a word
heel lift | riser angle | 8 degrees; 10 degrees; 12 degrees; 15 degrees | tolerance | riser angle slack | in radians
pair weight | duo mass | 1.6 kg; 1.9 kg; 2.2 kg; 2.5 kg | average | duo mass mean | in grams
left binding | port strap | 28 cm; 30 cm; 32 cm; 34 cm | girth | port strap circumference | in millimetres | right binding
warranty term | guarantee span | 24 months; 36 months; 48 months; 60 months | renewal | guarantee span rollover | in years
tail taper | rear narrowing | 9 cm; 11 cm; 13 cm; 15 cm | minimum | rear narrowing floor |
frame wood | hoop timber | ash; hickory; spruce; aluminium
load terrain | burden ground | powder; crust; ice; slush
lacing material | webbing stuff | rawhide; neoprene; nylon; gut
"""

_ROCKER = """
seat height | sitting elevation | 40 cm; 43 cm; 45 cm; 48 cm | maximum | sitting elevation ceiling | in inches
runner length | skid reach | 80 cm; 90 cm; 100 cm; 110 cm | minimum | skid reach floor | in feet
spindle count | baluster tally | 5; 7; 9; 11 | spare | baluster tally reserve | as a word
back angle | recline tilt | 100 degrees; 105 degrees; 110 degrees; 115 degrees | tolerance | recline tilt slack | in radians
finish coats | sealant passes | 2; 3; 4; 6 | average | sealant passes mean | in dozens
glue hours | adhesive cure | 12 h; 24 h; 36 h; 48 h | estimate | adhesive cure guess | in days
arm width | elbow breadth | 7 cm; 8 cm; 9 cm; 10 cm | flare | elbow breadth splay | in millimetres
order price | purchase charge | 650 euros; 800 euros; 950 euros; 1100 euros | deposit | purchase charge bond | in hundreds
head cushion | pillow pad | 4 cm; 5 cm; 6 cm; 8 cm | thickness | pillow pad gauge | | foot cushion
seat weave | sitting mesh | rush; cane; splint; leather
runner wood | skid timber | oak; walnut; maple; cherry
spindle profile | baluster contour | turned; tapered; square; bamboo
"""

_DOLL = """
room count | chamber tally | 6; 8; 10; 12 | spare | chamber tally reserve | as a word
model scale | miniature ratio | 1 to 12; 1 to 16; 1 to 24; 1 to 48 | range | miniature ratio span |
roof height | gable elevation | 70 cm; 80 cm; 90 cm; 105 cm | maximum | gable elevation ceiling | in inches
stair steps | flight treads | 9; 11; 13; 15 | minimum | flight treads floor | in dozens
wallpaper rolls | mural sheets | 4; 6; 8; 10 | budget | mural sheets allocation | in hundreds
kit weight | parcel mass | 3.5 kg; 4.2 kg; 5.0 kg; 6.1 kg | limit | parcel mass ceiling | in pounds
lamp wattage | bulb draw | 3 W; 5 W; 7 W; 9 W | peak | bulb draw apex | in milliwatts
back wall | rear partition | 60 cm; 66 cm; 72 cm; 78 cm | thickness | rear partition gauge | in millimetres | side wall
paint hours | brushwork duration | 20 h; 30 h; 45 h; 60 h | estimate | brushwork duration guess | in minutes
room theme | chamber motif | Victorian; Tudor; Georgian; modern
model maker | miniature artisan | Hale; Bramwell; Tilly; Corvin
roof tiles | gable shingles | slate; cedar; copper; felt
"""


DOMAINS: tuple[Domain, ...] = (
    _domain(
        "surfboard",
        "a surfboard shaper's surfboards",
        "surfboard",
        """
StraylmPrauzz, chrooth-chraeng-9, Thwiack.Splaundr, whoock-4.93, PLRAULTZWAUXT, kneuzzgwuizz
WheerlFrayck, prioft-plreixt-9, Zwoaft.Thwiank, brialt-8.50, GLOUMPZWOALT, skrouthknaeld
the hazel bellringer, the cobalt cooper, the gentle abbess, the rusty gardener, the tidy baroness, the mellow chancellor
""",
        _SURF,
    ),
    _domain(
        "birdhouse",
        "a birdhouse builder's birdhouses",
        "birdhouse",
        """
straunk-7.31, Bruirl.Sploack, SpeurgFreusk, chreirv-skraesp-5, WHAYRGPLREESS, brouzzkleuxt
scriock-8.51, Strooft.Gweeft, BrayzzZwiarl, dweirl-vreendr-5, VROORLTREILT, skraeltskrioxt
the brave locksmith, the hazel gardener, the hollow almoner, the saffron cooper, the nimble scrivener, the thrifty cartographer
""",
        _BIRD,
    ),
    _domain(
        "spinning-wheel",
        "a spinning wheel maker's spinning wheels",
        "spinning wheel",
        """
grauxt-3.12, Fluift.Dwoolm, VraulmStraezz, speervwhauft, vreult-prayxt-3, SPLAEZZGWOULT
spoald-8.85, Spounk.Zweunk, GroospZwayth, stroumpsploundr, frialt-bleing-3, DWEULDSNAYTH
the cobalt lamplighter, the pewter ferryman, the hazel cooper, the sleepy scrivener, the sleepy cooper, the patient tinker
""",
        _WHEEL,
    ),
    _domain(
        "marimba",
        "a marimba workshop's marimbas",
        "marimba",
        """
Klouzz.Fleess, SnoaspScreerg, fruink-strayld-4, GWEISPFROOSK, prayssskriandr, kleizz-2.66
Proalt.Wheerv, ChraurgFlauth, fliath-sploozz-3, FLIAXTFROASP, skroarlchrauld, whiaxt-7.61
the wistful admiral, the thrifty troubadour, the quiet falconer, the tidy gardener, the quiet archivist, the dusty almoner
""",
        _MARIMBA,
    ),
    _domain(
        "abacus",
        "an abacus maker's abacuses",
        "abacus",
        """
SCROURGVRAURL, flioltblioss, greezz-fraenk-2, Sneink.Chruilm, broorl-7.79, VreervGlaemp
PREUXTFLIAZZ, kneenkspliomp, sniack-traelt-3, Klaundr.Splousk, zweink-4.75, KluickThwausp
the crimson sexton, the juniper sexton, the rusty ropewalker, the hollow bellringer, the gilded bellringer, the marble chancellor
""",
        _ABACUS,
    ),
    _domain(
        "gazebo",
        "a gazebo builder's gazebos",
        "gazebo",
        """
zwausk-6.67, skriandrpreixt, Troulm.Glayng, KNOOSSFLOURV, ThweendrThwoung, braulm-vroolt-2
trioth-1.67, screinkflauxt, Bleuck.Groarl, KNAUCKFLEULT, SploorgKlayck, dwoass-dwiaxt-4
the patient quartermaster, the hollow archivist, the crimson vintner, the tidy harbourmaster, the quiet sexton, the hazel quartermaster
""",
        _GAZEBO,
    ),
    _domain(
        "snowshoe",
        "a snowshoe maker's snowshoes",
        "snowshoe",
        """
klourv-6.46, bluirg-braerv-9, BrounkSkrioth, Gwoorv.Knauxt, zwialtwheelm, SKREUTHCHRIAXT
dwoulm-4.56, whiosk-streick-5, WhoorvKleezz, Fluild.Wheump, dwaeckfleiss, GRAETHFROOCK
the dusty harbourmaster, the wistful archivist, the wistful vintner, the gentle scrivener, the jolly abbess, the lucky abbess
""",
        _SNOWSHOE,
    ),
    _domain(
        "rocking-chair",
        "a rocking chair workshop's rocking chairs",
        "rocking chair",
        """
strauxt-3.74, zwaesk-triack-4, Bloath.Zwouzz, STROONDRSTRAERV, scruimpknayth, FluixtSpliamp
vriarg-1.22, gleeth-whausp-4, Sneing.Speezz, SPLIOLDTROAFT, kliockvroolm, FloulmPraenk
the brave harbourmaster, the quiet locksmith, the wistful scrivener, the cobalt vintner, the wistful almoner, the stubborn sexton
""",
        _ROCKER,
    ),
    _domain(
        "dollhouse",
        "a dollhouse workshop's dollhouses",
        "dollhouse",
        """
Plreuzz.Fleirl, bleeck-zweick-8, SKROOTHTHWOULT, spleeng-4.61, vroazzthwoult, VrayssDwiamp
Spoock.Snayth, flooft-gliozz-6, SCRIARLBREESP, brouss-1.91, briozzspleurl, SplooldThweulm
the lucky shepherd, the lucky admiral, the crimson bellringer, the indigo ferryman, the tidy ferryman, the indigo shepherd
""",
        _DOLL,
    ),
)
