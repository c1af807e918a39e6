"""The vocabulary of ``unknowns19`` (first five domains; the other four are in ``_domains2``).

Each domain has a title, the thing its subjects are, six subjects (one of each name shape), their
old names and roles (written only in the rename notes) and twelve attributes, one line each:
``word | synonym | values | extra | neighbour synonym | unit | antonym``. The first nine are held;
the last three are held by nobody and share a word with the first three, in order. The names were
built from invented syllables with a fixed seed."""

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
    extra: str
    near_synonym: str
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
        return slug(self.antonym) if self.antonym else ""


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def attribute(line: str) -> Attribute:
    word, synonym, values, extra, near, unit, antonym = (x.strip() for x in line.split("|"))
    vals = tuple(v.strip() for v in values.split(";"))
    return Attribute(word, synonym, vals, extra, near, unit, antonym)


def domain(key: str, title: str, thing: str, names: str, lines: str) -> Domain:
    """A domain from its names (three lines: subjects, old names, roles; ``;``-separated) and
    its attribute lines."""
    subjects, old, roles = (tuple(x.strip() for x in row.split(";")) for row in names.split("\n"))
    attrs = tuple(attribute(x) for x in lines.strip().split("\n"))
    return Domain(key, title, thing, subjects, old, roles, attrs)


BOBSLEIGH = domain(
    "bobsleigh",
    "bobsleigh track",
    "curve",
    "qv-glyl-3; KrystVy; Qv.Zog; qvsh-2.91; ZEDDVARV; vrieskdyx\n"
    "vq-broulk-6; KruFurv; Vq.Dydd; vqta-6.50; KASTDOAST; glaenby\n"
    "the summit hairpin; the omega loop; the labyrinth section; the finish sweep;"
    " the horseshoe turn; the kreisel spiral",
    """
ice thickness | frozen layer depth | 4 cm; 5 cm; 6 cm; 7 cm | survey | frozen layer audit | in inches |
wall height | rim elevation | 2.1 m; 2.6 m; 3.2 m; 3.8 m | drawing | rim elevation sketch | in feet |
sled speed | runner velocity | 112 km/h; 118 km/h; 124 km/h; 131 km/h | record | runner velocity best | in miles per hour |
curve radius | bend arc span | 18 m; 24 m; 27 m; 31 m | tolerance | bend arc slack | in yards |
peak load | utmost strain | 4.2 g; 4.6 g; 5.1 g; 5.5 g | limit | utmost strain ceiling | in metres per second squared |
entry angle | inbound pitch | 12 degrees; 15 degrees; 18 degrees; 21 degrees | spec | inbound pitch sheet | in radians | exit angle
cooling pipes | refrigerant lines | 14; 16; 18; 22 | layout | refrigerant lines map | as a word |
timing cells | chrono sensors | 3; 4; 5; 6 | vendor | chrono sensors provider | |
homologation date | approval day | March 2009; May 2014; October 2017; June 2021 | renewal | approval day extension | in ISO 8601 form |
ice colour | glaze tint | white; blue; grey; clear | chart | glaze tint card | |
wall padding | barrier cushions | foam; rubber; gel; straw | supplier | barrier cushions provider | |
sled weight | toboggan heft | 165 kg; 170 kg; 180 kg; 210 kg | ballast | toboggan heft trim | |
""",
)

HELIPAD = domain(
    "helipad",
    "rooftop helipad",
    "pad",
    "hz-gloulk-5; GinBrist; Hz.Vrynt; hzla-6.93; TROUNTRUNT; shystdraelk\n"
    "zh-zust-9; SoxThoast; Zh.Nousk; zhna-6.70; VANTTRYSK; thantkient\n"
    "the trauma wing roof; the maternity roof; the car park top level; the research block roof;"
    " the old wing roof; the emergency annexe roof",
    """
deck diameter | landing disc span | 18 m; 21 m; 24 m; 26 m | drawing | landing disc sketch | in feet |
load rating | weight allowance | 6 t; 8 t; 10 t; 12 t | certificate | weight allowance permit | in pounds |
perimeter lights | edge lamps | 16; 20; 24; 28 | vendor | edge lamps provider | as a word |
fire monitors | foam cannons | 2; 3; 4; 5 | layout | foam cannons plan | in Roman numerals |
stretcher route | gurney path | 45 m; 60 m; 75 m; 90 m | survey | gurney path audit | in yards |
commission date | service start | April 2012; July 2016; September 2019; January 2022 | anniversary | service start jubilee | in ISO 8601 form |
approach bearing | inbound heading | 045 degrees; 120 degrees; 210 degrees; 300 degrees | chart | inbound heading map | in radians | departure bearing
obstacle clearance | hindrance margin | 150 m; 300 m; 450 m; 600 m | review | hindrance margin study | in nautical miles |
windsock height | breeze cone mast | 4 m; 5 m; 6 m; 7 m | tolerance | breeze cone slack | |
deck coating | surface lacquer | epoxy; polyurethane; acrylic; bitumen | supplier | surface lacquer provider | |
load hooks | cargo slings | 1; 2; 3; 4 | inspection | cargo slings exam | |
perimeter net | fall catch mesh | 1.5 m; 2 m; 2.5 m; 3 m | supplier | fall catch mesh provider | |
""",
)

PINBALL = domain(
    "pinball",
    "amusement arcade",
    "pinball machine",
    "pb-glax-5; SkaervFidd; Pb.Drimb; pbfi-5.32; VRUSTSAER; truskploag\n"
    "bp-nan-7; SkystZol; Bp.Biedd; bpzw-4.15; ZOUNTGOUX; buxsoust\n"
    "the window cabinet; the back corner cabinet; the tournament cabinet;"
    " the repair bench cabinet; the retro row cabinet; the entrance cabinet",
    """
playfield slope | table incline | 6 degrees; 6.5 degrees; 7 degrees; 7.5 degrees | tolerance | table incline slack | in radians |
flipper power | bat strength | 40 V; 48 V; 50 V; 70 V | audit | bat strength review | in millivolts |
coin price | token fee | 1 EUR; 2 EUR; 3 EUR; 4 EUR | history | token fee chronicle | in cents |
replay score | free game threshold | 2.5 million; 3 million; 4.5 million; 6 million | target | free game threshold goal | in thousands |
speaker count | audio driver tally | 2; 3; 4; 5 | upgrade | audio driver tally plan | as a word |
display type | screen kind | dot matrix; alphanumeric; LCD; LED | vendor | screen kind provider | |
tilt sensitivity | shake allowance | 2; 3; 4; 5 | log | shake allowance journal | as an ordinal |
debut year | market arrival | 1978; 1986; 1993; 1999 | anniversary | market arrival jubilee | in Roman numerals | retirement year
ball save | drain grace | 5 s; 8 s; 10 s; 12 s | setting | drain grace preset | in milliseconds |
playfield wax | board polish | carnauba; beeswax; silicone; paraffin | supplier | board polish provider | |
flipper rubbers | bat rings | red; black; white; yellow | batch | bat rings lot | |
coin door | money hatch | steel; chrome; brass; nickel | lock | money hatch latch | |
""",
)

KART = domain(
    "kart",
    "karting circuit",
    "kart",
    "kx-naen-9; VelTrog; Kx.Skaelk; kxsn-1.71; SKOADDZWOALK; brungidd\n"
    "xk-brier-9; SkylSkeg; Xk.Thael; xkge-7.54; PYNTPLORV; ragtrax\n"
    "the rental fleet leader; the endurance racer; the cadet trainer; the tandem kart;"
    " the pit lane spare; the night league kart",
    """
engine power | motor output | 6.5 kW; 9 kW; 11 kW; 15 kW | test | motor output trial | in horsepower |
tyre pressure | inflation reading | 0.7 bar; 0.8 bar; 0.9 bar; 1.0 bar | log | inflation reading journal | in psi |
fuel capacity | gas reservoir size | 8 L; 9.5 L; 11 L; 12 L | sensor | gas reservoir size gauge | in gallons |
dry weight | unfuelled mass | 95 kg; 105 kg; 112 kg; 120 kg | audit | unfuelled mass review | in pounds |
rev limit | rotation cap | 12000 rpm; 14000 rpm; 15500 rpm; 16000 rpm | override | rotation cap bypass | per second |
seat width | saddle breadth | 34 cm; 36 cm; 38 cm; 40 cm | tolerance | saddle breadth slack | in inches |
chassis make | frame manufacturer | Velmar; Ostrik; Dunhal; Perrow | contact | frame manufacturer agent | |
lap record | quickest round time | 41.2 s; 42.8 s; 44.1 s; 45.6 s | holder | quickest round time owner | in minutes |
front track | forward axle span | 1040 mm; 1100 mm; 1150 mm; 1200 mm | drawing | forward axle span sketch | in inches | rear track
engine mounts | motor brackets | 2; 3; 4; 6 | supplier | motor brackets vendor | |
tyre compound | rubber blend | soft; medium; hard; wet | supplier | rubber blend vendor | |
fuel brand | petrol label | Aral; Shell; Total; Esso | contract | petrol label deal | |
""",
)

RADAR = domain(
    "radar",
    "weather radar network",
    "radar station",
    "rw-snunt-8; ShoskDrien; Rw.Shast; rwkr-8.50; TRAEDDGOSK; voarshymb\n"
    "wr-zoax-8; KilZoug; Wr.Vou; wrsk-4.23; DYEDDKIELK; therglel\n"
    "the coastal site; the mountain site; the airport site; the valley site; the island site;"
    " the plateau site",
    """
antenna diameter | dish span | 4.2 m; 6 m; 8.5 m; 9 m | drawing | dish span sketch | in feet |
beam width | cone spread | 0.9 degrees; 0.95 degrees; 1.0 degrees; 1.2 degrees | spec | cone spread sheet | in radians |
scan interval | sweep cadence | 5 minutes; 6 minutes; 10 minutes; 12 minutes | override | sweep cadence bypass | in seconds |
transmit power | emission strength | 250 kW; 500 kW; 750 kW; 1000 kW | limit | emission strength ceiling | in megawatts |
carrier frequency | oscillation pitch | 2.8 GHz; 2.9 GHz; 5.6 GHz; 9.4 GHz | licence | oscillation pitch permit | in megahertz |
upper elevation | highest tilt | 19.5 degrees; 25 degrees; 30 degrees; 35 degrees | setting | highest tilt preset | in radians | lower elevation
pedestal height | plinth tallness | 12 m; 18 m; 24 m; 30 m | survey | plinth tallness audit | in feet |
maximum range | farthest reach | 150 km; 200 km; 250 km; 300 km | target | farthest reach goal | |
build year | construction date | 1994; 2001; 2008; 2015 | anniversary | construction date jubilee | in Roman numerals |
antenna heater | dish warmer | 2 kW; 3 kW; 4 kW; 5 kW | thermostat | dish warmer controller | |
beam blockage | cone obstruction | 2 %; 4 %; 7 %; 11 % | map | cone obstruction chart | |
scan strategy | sweep scheme | VCP 11; VCP 12; VCP 21; VCP 212 | revision | sweep scheme version | |
""",
)

DOMAINS_A = (BOBSLEIGH, HELIPAD, PINBALL, KART, RADAR)
