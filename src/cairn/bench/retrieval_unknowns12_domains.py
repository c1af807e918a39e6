"""Vocabulary of the blind held-out set ``unknowns12`` (the shapes and the first five domains).

Each domain has six subjects, each with an old name and a role (one line each: ``name | old name
| role``), and twelve attributes (one line each: ``word | synonym | four values split by ; |
the neighbour's extra word | the neighbour's synonym | the unit an answer is asked in``). The
first nine attributes are held; the last three are held by nobody and each shares one word with
one of the first three, its partner."""

from __future__ import annotations

import re
from dataclasses import dataclass


def snake(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str
    near_synonym: str
    asked_in: str = ""

    @property
    def key(self) -> str:
        return snake(self.word)

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_key(self) -> str:
        return snake(self.near_word)


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def _rows(block: str) -> list[list[str]]:
    return [[f.strip() for f in line.split(" | ")] for line in block.strip().splitlines()]


def domain(key: str, title: str, names: str, attributes: str) -> Domain:
    subjects = _rows(names)
    attrs = []
    for row in _rows(attributes):
        word, synonym, values, extra, near_synonym, *unit = row
        vals = tuple(v.strip() for v in values.split(";"))
        attrs.append(Attribute(word, synonym, vals, extra, near_synonym, unit[0] if unit else ""))
    return Domain(
        key,
        title,
        tuple(s[0] for s in subjects),
        tuple(s[1] for s in subjects),
        tuple(s[2] for s in subjects),
        tuple(attrs),
    )


LIGHTHOUSES = domain(
    "lighthouses",
    "a coastal authority's lighthouses",
    """
lh-gwennapford-4 | lh-pendrassel-2 | the headland light
GullyMarrow | SkerryVane | the harbour-mouth light
Beacon.Sarnfold | Beacon.Mawnan | the reef tower
lh-7.26 | lh-2.63 | the island station
TREWINNOCK | CARRAGLEN | the estuary light
hollinsgarth | stoneywick | the cliff-top light
""",
    """
beam range | glow reach | 18 nautical miles; 22 nautical miles; 25 nautical miles; 14 nautical miles | forecast | glow reach prediction | in kilometres
flash character | blink cadence | Fl(2) 10s; Fl(3) 15s; Iso 6s; Oc 8s | proposal | blink cadence draft
lamp wattage | bulb power | 1000 W; 400 W; 250 W; 150 W | budget | bulb power allowance | in kilowatts
keeper roster | custodian timetable | two weeks on, two off; monthly swap; weekly pairs; alternate fortnights | exception | custodian timetable deviation
fog signal | mist horn | Nautophone; Diaphone; Tyfon; electric emitter | interval | mist horn gap
lens order | optic grade | first order; second order; third order; fourth order | history | optic grade lineage
rotation period | spin cycle | 10 seconds; 15 seconds; 20 seconds; 30 seconds | tolerance | spin cycle slack | in minutes
focal height | lantern elevation | 42 m; 58 m; 36 m; 71 m | survey | lantern elevation audit | in feet
tower colour | daymark paint | white with red bands; black and white stripes; plain white; red over white | scheme | daymark paint palette
beam arc | glow sweep | 120 degrees; 180 degrees; 240 degrees; 300 degrees | limit | glow sweep bound
flash duration | blink length | 0.3 s; 0.5 s; 1.2 s; 2 s | target | blink length goal
lamp changer | bulb swapper | six-place; four-place; twin; single | fault | bulb swapper defect
""",
)

COASTERS = domain(
    "coasters",
    "a theme park's roller coasters",
    """
rc-thundlemere-6 | rc-vexholm-1 | the wooden coaster
LoopFerrant | SwoopMerrow | the family coaster
Ride.Kestrage | Ride.Ombley | the launch coaster
rc-4.81 | rc-1.48 | the dark ride coaster
ZAPHORNE | GRISTLEBY | the hyper coaster
wyverdell | cogglestone | the kiddie coaster
""",
    """
height restriction | rider minimum stature | 122 cm; 132 cm; 107 cm; 140 cm | waiver | rider minimum stature exemption | in inches
train count | car sets running | two; three; four; five | ceiling | car sets running upper bound | as a digit
launch speed | catapult velocity | 96 km/h; 112 km/h; 128 km/h; 80 km/h | trial | catapult velocity rehearsal | in mph
dispatch interval | departure spacing | 45 s; 60 s; 75 s; 90 s | goal | departure spacing aim
brake type | halting mechanism | magnetic fins; pneumatic skids; friction pads; eddy current | supplier | halting mechanism vendor
wind cutoff | gust shutdown | 55 km/h; 65 km/h; 45 km/h; 70 km/h | revisit | gust shutdown reassessment | in knots
track length | circuit extent | 1,240 m; 980 m; 1,610 m; 720 m | remeasure | circuit extent recheck | in miles
queue cap | waiting line maximum | 90 minutes; 120 minutes; 60 minutes; 150 minutes | trial | waiting line maximum experiment | in hours
lap bar | thigh clamp | T-bar; split bar; over-shoulder; single bar | recall | thigh clamp withdrawal
height drop | plunge extent | 62 m; 45 m; 78 m; 33 m | benchmark | plunge extent yardstick
train livery | carriage decoration | teal and gold; fire red; midnight blue; lime stripe | refresh | carriage decoration makeover
launch cable | catapult wire | 16 mm; 19 mm; 22 mm; 25 mm | inspection | catapult wire examination
""",
)

SORTING = domain(
    "sorting",
    "a recycling plant's sorting lines",
    """
sl-brackenwold-2 | sl-tarnmoss-5 | the glass line
CullHarrow | SiftCorrie | the paper line
Line.Windlecombe | Line.Quenby | the cans line
sl-3.17 | sl-7.31 | the plastics line
MURKENSHAW | PELLIDOR | the residual line
fernithorpe | ashcombley | the cardboard line
""",
    """
belt speed | conveyor pace | 2.5 m/s; 1.8 m/s; 3.2 m/s; 1.2 m/s | ramp | conveyor pace climb | in feet per minute
optical sorter | colour camera picker | TOMRA Autosort; Pellenc Mistral; Steinert UniSort; Redwave XRF | upgrade | colour camera picker enhancement
bale weight | compressed block mass | 450 kg; 600 kg; 750 kg; 380 kg | variance | compressed block mass spread | in pounds
shift pattern | labour roster | four on four off; earlies and lates; continental; days only | swap | labour roster trade
purity target | contamination threshold | 95 %; 97 %; 98.5 %; 92 % | waiver | contamination threshold exemption | as a fraction
magnet strength | ferrous pull | 4500 gauss; 3800 gauss; 5200 gauss; 3000 gauss | audit | ferrous pull inspection | in tesla
eddy separator | nonferrous ejector | Goudsmit ECS; Eriez RevX; IFE Eddy; Master Magnets | retrofit | nonferrous ejector refit
hopper volume | intake hold capacity | 12 cubic metres; 18 cubic metres; 9 cubic metres; 25 cubic metres | extension | intake hold capacity enlargement | in litres
trommel mesh | rotary screen aperture | 50 mm; 80 mm; 120 mm; 200 mm | swapout | rotary screen aperture exchange | in inches
belt width | conveyor breadth | 1200 mm; 1600 mm; 800 mm; 2000 mm | spec | conveyor breadth sheet
sorter lamps | picker lighting | halogen; LED bars; xenon; infrared | spares | picker lighting replacements
bale wire | compressed block tie | 3.2 mm galvanised; 2.8 mm black; 3.5 mm coated; 2.5 mm plain | stock | compressed block tie inventory
""",
)

STILLS = domain(
    "stills",
    "a distillery's copper stills",
    """
st-glenharrock-8 | st-corrieval-3 | the wash still
PotMorwenna | WormBrackley | the spirit still
Still.Aberquoy | Still.Dunnery | the gin still
st-5.62 | st-6.25 | the low wines still
KILBRANNAN | BALLINDRE | the intermediate still
strathcoyne | inverlochy | the pilot still
""",
    """
charge volume | fill quantity | 12,000 litres; 8,500 litres; 15,000 litres; 5,000 litres | forecast | fill quantity projection | in gallons
cut point | heart switch | 72 % abv; 68 % abv; 64 % abv; 70 % abv | trial | heart switch experiment
lyne arm | vapour pipe angle | rising 5 degrees; level; descending 10 degrees; descending 15 degrees | rework | vapour pipe angle rebuild
condenser type | cooling apparatus style | shell and tube; worm tub; plate; cold finger | retrofit | cooling apparatus style refit
run time | distillation span | PT7H; PT9H30M; PT6H; PT11H | overrun | distillation span excess | in minutes
copper contact | metal surface exposure | high reflux; medium reflux; low reflux; purifier loop | study | metal surface exposure research
steam pressure | heating jacket force | 1.2 bar; 0.8 bar; 1.5 bar; 2.0 bar | alarm | heating jacket force warning | in psi
foreshots duration | early distillate discard | 15 minutes; 20 minutes; 30 minutes; 10 minutes | extension | early distillate discard lengthening | in hours
neck shape | throat profile | boil ball; lamp glass; straight; onion | drawing | throat profile sketch
charge strength | fill potency | 28 % abv; 22 % abv; 24 % abv; 30 % abv | drift | fill potency wander
cut timing | heart switch clock | on the hour; at half past; every forty minutes; at shift change | log | heart switch journal
lyne lagging | vapour pipe insulation | mineral wool; none; cork; ceramic blanket | leak | vapour pipe insulation seep
""",
)

GREENS = domain(
    "greens",
    "a golf club's putting greens",
    """
gr-ashlowe-9 | gr-buttermere-4 | the island green
FescueDray | BentholmeCross | the practice green
Links.Tillicoultry | Links.Pennycress | the double green
gr-8.19 | gr-9.18 | the punchbowl green
CORRAVOE | DUNSKELLY | the clubhouse green
whinmoorside | thistlebank | the plateau green
""",
    """
mowing height | cut altitude | 3.2 mm; 2.8 mm; 4 mm; 3.5 mm | floor | cut altitude minimum | in inches
stimp reading | ball roll rate | 10.5 ft; 11 ft; 12 ft; 9.5 ft | forecast | ball roll rate projection | in metres
grass species | turf variety | creeping bentgrass; annual meadow; browntop bent; red fescue | trial | turf variety experiment
aeration cycle | coring calendar | every March and September; monthly; twice a year; each autumn | pause | coring calendar hold
irrigation zone | sprinkler sector | zone 4; zone 7; zone 11; zone 2 | remap | sprinkler sector redraw
hole positions | pin spots | six; nine; twelve; four | rotation | pin spots roster | as a digit
rolling frequency | compaction passes | daily; three times a week; weekly; before events | limit | compaction passes ceiling
green size | putting surface area | 520 square metres; 610 square metres; 450 square metres; 700 square metres | resurvey | putting surface area remeasurement | in acres
topdressing sand | dusting grit | USGA medium; fine silica; kiln-dried; lime-free | supplier | dusting grit vendor
mowing pattern | cut stripes | diagonal; checkerboard; straight; circular | template | cut stripes stencil
stimp target | ball roll goal | 11 ft; 12 ft; 10 ft; 13 ft | exemption | ball roll goal waiver
grass cover | turf density | 95 %; 90 %; 85 %; 98 % | report | turf density writeup
""",
)
