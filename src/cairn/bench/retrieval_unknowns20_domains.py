"""The vocabulary of the blind held-out retrieval set ``unknowns20``: nine domains, each with a
title, the thing its subjects are, six subjects with an old name and a role, and twelve
attributes, one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym`` (values separated by ``;``; the neighbour is the word with ``extra`` added, held by
nobody; the first nine attributes are held, the last three by nobody, each sharing a word with
its partner, the attribute nine places before it).

The subject and old names were built from invented syllables with a fixed seed and checked
against the other sets' data files (a test repeats the check)."""

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


def attribute(line: str) -> Attribute:
    word, synonym, values, extra, near, unit, antonym = (p.strip() for p in line.split("|"))
    return Attribute(
        word, synonym, tuple(v.strip() for v in values.split(";")), extra, near, unit, antonym
    )


def domain(key: str, title: str, thing: str, names: str, roles: str, lines: str) -> Domain:
    """``names``: six subjects, then six old names (same shapes, same order); ``roles``: six,
    separated by ``;``; ``lines``: twelve attribute lines."""
    every = names.split()
    return Domain(
        key,
        title,
        thing,
        tuple(every[:6]),
        tuple(every[6:]),
        tuple(r.strip() for r in roles.split(";")),
        tuple(attribute(x) for x in lines.strip().splitlines()),
    )


TANNERY = domain(
    "tannery",
    "tannery",
    "tanning drum",
    "vr-yreimb-6 GwozzFyv Bre.Joryv pfeild-1.68 PFOUMPGW tjiftkwausk "
    "fj-skraezz-4 PfygJil Gwo.Yrault pfux-3.14 THREGTJA snildkland",
    "the liming vessel; the pickling vessel; the retanning vessel; the dyeing vessel;"
    " the fatliquor vessel; the trial vessel",
    """
shell diameter | casing girth | 3.2 m; 3.6 m; 2.8 m; 4.1 m | audit | casing girth check | in feet |
load capacity | hide allowance | 900 kg; 1200 kg; 750 kg; 1500 kg | ledger | hide allowance register | in pounds |
rotation speed | spin cadence | 12 rpm; 16 rpm; 9 rpm; 20 rpm | trend | spin cadence history | in revolutions per hour |
float volume | bath quantity | 800 L; 1100 L; 650 L; 1400 L | forecast | bath quantity outlook | in gallons |
chrome dosage | mineral agent share | 6 %; 8 %; 5 %; 7.5 % | limit | mineral agent ceiling | as a decimal |
inlet bore | feed aperture | 50 mm; 65 mm; 80 mm; 40 mm | gauge | feed aperture reading | in inches | outlet bore
install year | commissioning date | 1998; 2004; 2011; 1987 | survey | commissioning date review | in Roman numerals |
motor power | drive output | 15 kW; 22 kW; 30 kW; 11 kW | margin | drive output headroom | in horsepower |
leather grade | finish class | full grain; top grain; corrected grain; split suede | quota | finish class allotment | |
shell material | casing substance | oak; larch; polypropylene; stainless steel | | | |
load sensor | weighing cell | SG-40; HC-12; PZ-7; BM-3 | | | |
rotation direction | turning sense | clockwise; counterclockwise; alternating; reversing | | | |
""",
)

MINT = domain(
    "mint",
    "mint",
    "coining press",
    "kw-pferk-5 DreixGed Wro.Bloug strurk-4.74 JOREIMPF dvauldbrank "
    "yr-zhourk-2 FjaeftSet Fja.Kneig gwask-9.58 PRAVDVEI knornpfeisk",
    "the proof line; the bullion line; the commemorative line; the circulation line;"
    " the medal line; the pattern line",
    """
strike force | stamping load | 80 t; 120 t; 150 t; 95 t | audit | stamping load check | in kilonewtons |
die life | tooling endurance | 200000 strikes; 350000 strikes; 150000 strikes; 500000 strikes | ledger | tooling endurance diary | in thousands |
output rate | production tempo | 600 coins per minute; 750 coins per minute; 450 coins per minute; 900 coins per minute | target | production tempo goal | per second |
collar width | ring breadth | 24 mm; 27 mm; 21 mm; 30 mm | tolerance | ring breadth allowance | in inches |
blank feed | disc supply | hopper; vibratory bowl; conveyor; manual tray | backlog | disc supply queue | |
overhaul date | refit month | March 2015; June 2019; October 2012; January 2021 | review | refit month recap | in ISO 8601 form |
entry chute | ingress slide | 40 cm; 55 cm; 35 cm; 60 cm | liner | ingress slide coating | in inches | exit chute
operator count | staff headcount | 2; 3; 4; 5 | ratio | staff headcount proportion | as a word |
noise level | sound reading | 88 dB; 92 dB; 85 dB; 95 dB | ceiling | sound reading cap | in bels |
strike counter | impact tally | mechanical; optical; magnetic; inductive | | | |
die steel | tooling alloy | D2; A2; S7; M2 | | | |
output bin | collection tub | 20 L; 30 L; 40 L; 50 L | | | |
""",
)

LOTTERY = domain(
    "lottery",
    "lottery",
    "draw machine",
    "dv-svouft-6 HvuthPek Bra.Wrauv skrark-2.79 TJOUFTGL knaethsnirn "
    "pf-svimb-7 JorornDod Knu.Strezz glex-1.86 BLAEZZTJ kwendfjozz",
    "the midweek studio; the weekend studio; the backup studio; the regional studio;"
    " the jackpot studio; the rehearsal studio",
    """
ball count | sphere tally | 49; 59; 45; 69 | variance | sphere tally spread | as a word |
mixing time | churn duration | 30 s; 45 s; 60 s; 20 s | budget | churn duration allowance | in minutes |
air flow | blower throughput | 120 m3/h; 150 m3/h; 90 m3/h; 180 m3/h | reading | blower throughput sample | in cubic feet per minute |
chamber volume | globe capacity | 40 L; 55 L; 70 L; 35 L | estimate | globe capacity guess | in gallons |
shell weight | casing mass | 2.7 g; 3.1 g; 2.4 g; 3.5 g | drift | casing mass deviation | in ounces |
session frequency | weekly occurrences | 2 per week; 3 per week; 1 per week; 7 per week | forecast | weekly occurrences outlook | per month |
audit interval | inspection cycle | 30 days; 60 days; 90 days; 45 days | calendar | inspection cycle schedule | in weeks |
intake tube | supply conduit | 18 mm; 22 mm; 25 mm; 16 mm | fitting | supply conduit coupling | in inches | exhaust tube
cabinet colour | enclosure hue | sky blue; signal red; matte black; pearl white | swatch | enclosure hue sample | |
ball dye | sphere pigment | UV ink; pad print; laser etch; decal | | | |
mixing paddle | churn blade | steel; nylon; acrylic; carbon | | | |
air filter | blower screen | HEPA; pleated; foam; mesh | | | |
""",
)

ICEBREAKER = domain(
    "icebreaker",
    "icebreaker fleet",
    "icebreaker",
    "sn-thruv-8 StraugSoz Gwo.Praeg blyg-1.79 KLURNBRO hvaftjorourk "
    "tj-bround-8 BruldDoz Yra.Vrald prauth-8.52 SKREVTJI gwuftkneiq",
    "the arctic escort; the fjord escort; the river escort; the polar escort;"
    " the research escort; the standby escort",
    """
hull length | keel span | 98 m; 115 m; 134 m; 88 m | survey | keel span study | in feet |
engine output | propulsion rating | 18 MW; 22 MW; 34 MW; 27 MW | audit | propulsion rating check | in horsepower |
berth count | bunk total | 48; 62; 75; 54 | plan | bunk total floorplan | in dozens |
fuel reserve | bunker stock | 2400 t; 3100 t; 1800 t; 2750 t | margin | bunker stock buffer | in kilograms |
draught depth | waterline sink | 8.5 m; 9.2 m; 7.8 m; 10.1 m | limit | waterline sink ceiling | in feet |
home port | base harbour | Murmansk; Tromso; Lulea; Oulu | authority | base harbour administration | |
bow angle | prow rake | 22 degrees; 25 degrees; 19 degrees; 28 degrees | tolerance | prow rake allowance | in radians | stern angle
trial speed | shakedown pace | 17 knots; 19 knots; 15 knots; 21 knots | record | shakedown pace best | in kilometres per hour |
launch year | christening date | 1977; 1989; 2008; 2016 | anniversary | christening date jubilee | in Roman numerals |
hull coating | keel paint | epoxy; silicone; inerta; polyurethane | | | |
engine maker | propulsion builder | Wartsila; Kolomna; Baltic Works; Zvezda | | | |
berth layout | bunk arrangement | two-tier; single; four-bed; paired cabins | | | |
""",
)

SHOWCAVE = domain(
    "showcave",
    "show cave operator",
    "cave",
    "sn-bryzz-5 KleiftSeb Thr.Zhaux wruft-9.31 KNEIMPST struldzholt "
    "yr-joremp-4 ThrogSaz Pro.Klaesk pfaump-2.40 FJOUXKLA sneiggloav",
    "the crystal grotto; the dripstone grotto; the lake grotto; the bat grotto;"
    " the cathedral grotto; the echo grotto",
    """
tour length | route span | 1.2 km; 1.6 km; 0.9 km; 2.1 km | record | route span diary | in miles |
visitor limit | guest ceiling | 30; 45; 25; 60 | policy | guest ceiling rule | as a word |
air temperature | atmosphere warmth | 11 °C; 13 °C; 9 °C; 12 °C | trend | atmosphere warmth history | in Fahrenheit |
lamp count | light fixtures | 120; 240; 180; 95 | audit | light fixtures check | in dozens |
step count | stairway total | 420; 610; 350; 780 | budget | stairway total allowance | in hundreds |
humidity level | moisture reading | 92 %; 95 %; 88 %; 98 % | forecast | moisture reading outlook | as a decimal |
discovery year | finding date | 1896; 1923; 1951; 1874 | centenary | finding date memorial | in Roman numerals |
ascent time | climb duration | 12 minutes; 18 minutes; 9 minutes; 15 minutes | target | climb duration goal | in seconds | descent time
rock type | stone kind | limestone; dolomite; gypsum; marble | map | stone kind chart | |
tour guide | party leader | Anna; Tomas; Greta; Luka | | | |
visitor centre | guest hall | north; south; east; west | | | |
air quality | atmosphere purity | good; fair; poor; excellent | | | |
""",
)

AVALANCHE = domain(
    "avalanche",
    "avalanche control service",
    "gas exploder",
    "st-blaerk-3 SvyftVav Blo.Glork throux-8.29 VRETHTJA vraeldfjeix "
    "th-snaerk-2 ProambJix Pfy.Vrith yresk-2.25 PFAEZZKL stroaqthroag",
    "the gully mount; the ridge mount; the couloir mount; the bowl mount;"
    " the chute mount; the saddle mount",
    """
tube diameter | barrel bore | 60 cm; 75 cm; 90 cm; 55 cm | audit | barrel bore check | in inches |
blast radius | detonation reach | 80 m; 120 m; 150 m; 95 m | map | detonation reach chart | in yards |
oxygen supply | oxidiser stock | 50 L; 40 L; 80 L; 60 L | forecast | oxidiser stock outlook | in gallons |
slope angle | incline pitch | 35 degrees; 38 degrees; 42 degrees; 31 degrees | survey | incline pitch study | in radians |
firing count | shot total | 120; 85; 140; 60 | quota | shot total allotment | in dozens |
station altitude | site elevation | 2400 m; 2650 m; 2100 m; 2850 m | record | site elevation best | in feet |
commission year | duty entry | 2003; 2009; 2014; 1999 | jubilee | duty entry anniversary | in Roman numerals |
radio channel | wireless band | 12; 7; 19; 3 | plan | wireless band layout | as an ordinal |
windward face | weather side | north; northwest; west; southwest | cornice | weather side overhang | | leeward face
tube heater | barrel warmer | electric; propane; solar; none | | | |
blast log | detonation journal | paper; tablet; cloud; logbook | | | |
oxygen sensor | oxidiser probe | galvanic; paramagnetic; zirconia; optical | | | |
""",
)

ROPEWORKS = domain(
    "ropeworks",
    "rope works",
    "braiding machine",
    "sk-yruld-3 KnaethZeb Yra.Yruzz glild-7.53 GLYZZHVI tjeimpbrov "
    "kw-tjork-2 KwoumbYal Thr.Tjyv snuq-4.87 VREIZZTJ bryskpfouft",
    "the mooring bay; the climbing bay; the halyard bay; the marine bay;"
    " the arborist bay; the prototype bay",
    """
carrier count | bobbin total | 16; 24; 32; 48 | plan | bobbin total layout | as a word |
line speed | haul pace | 12 m/min; 18 m/min; 9 m/min; 24 m/min | target | haul pace goal | in feet per minute |
braid angle | plait pitch | 45 degrees; 52 degrees; 38 degrees; 60 degrees | tolerance | plait pitch allowance | in radians |
core diameter | centre strand girth | 8 mm; 10 mm; 12 mm; 6 mm | gauge | centre strand girth reading | in inches |
yarn tension | thread pull | 2.5 N; 3.2 N; 1.8 N; 4.0 N | drift | thread pull deviation | in pound-force |
spool weight | reel mass | 1.2 kg; 1.8 kg; 2.5 kg; 0.9 kg | limit | reel mass ceiling | in pounds |
fibre type | filament kind | nylon; polyester; dyneema; manila | supplier | filament kind vendor | |
inner jacket | interior sheath | 0.8 mm; 1.1 mm; 1.4 mm; 0.6 mm | spec | interior sheath specification | in mils | outer jacket
build year | manufacture date | 1994; 2001; 1988; 2013 | anniversary | manufacture date jubilee | in Roman numerals |
carrier spring | bobbin coil | steel; brass; bronze; titanium | | | |
line guide | haul roller | ceramic; chrome; sapphire; steel | | | |
braid pattern | plait weave | diamond; regular; hercules; twill | | | |
""",
)

DREDGING = domain(
    "dredging",
    "dredging company",
    "dredger",
    "yr-strymb-6 StrethFat Pra.Gwomb wrift-8.54 KWIVKWEI skraegpfimb "
    "wr-dvourk-5 PfaftKek Skr.Fjolt svaend-3.74 VROAMBJO vreirkzhuft",
    "the estuary unit; the canal unit; the offshore unit; the river unit;"
    " the port unit; the reclamation unit",
    """
hopper capacity | hold volume | 5000 m3; 8000 m3; 11000 m3; 3500 m3 | audit | hold volume check | in cubic yards |
pump power | impeller output | 4 MW; 6.5 MW; 8 MW; 3 MW | reserve | impeller output surplus | in horsepower |
suction depth | digging reach | 25 m; 32 m; 40 m; 18 m | limit | digging reach ceiling | in fathoms |
pipe diameter | conduit bore | 800 mm; 1000 mm; 700 mm; 900 mm | gauge | conduit bore reading | in inches |
cabin count | sleeping room total | 12; 16; 9; 20 | plan | sleeping room total layout | as a word |
loaded draught | full immersion | 7.5 m; 8.9 m; 6.2 m; 9.6 m | margin | full immersion buffer | in feet |
flag state | ensign nation | Netherlands; Belgium; Malta; Cyprus | inspection | ensign nation examination | |
discharge rate | outflow pace | 3 m3/s; 4.5 m3/s; 2 m3/s; 6 m3/s | trend | outflow pace history | in litres per second | intake rate
delivery year | handover date | 2005; 2012; 2018; 1999 | anniversary | handover date jubilee | in Roman numerals |
hopper door | hold hatch | bottom doors; split hull; valves; gates | | | |
pump maker | impeller builder | IHC; Damen; Vosta; Royal | | | |
suction head | digging nozzle | fixed; active; jet; draghead | | | |
""",
)

VOLCANO = domain(
    "volcano",
    "volcano observatory",
    "monitoring site",
    "yr-knald-3 PfoldWak Bre.Wroq proav-4.31 THRAUZZS dreqyrax "
    "kw-sveith-6 DryrkKyg Bry.Wraemb skroamp-9.45 JOROARKB dvathtjauv",
    "the north-flank outpost; the fumarole outpost; the caldera outpost;"
    " the lava-field outpost; the hot-spring outpost; the ashfall outpost",
    """
sensor depth | probe burial | 2 m; 5 m; 10 m; 3 m | survey | probe burial study | in feet |
sample rate | reading cadence | 100 Hz; 200 Hz; 50 Hz; 250 Hz | audit | reading cadence check | in kilohertz |
battery capacity | cell storage | 400 Ah; 600 Ah; 800 Ah; 300 Ah | reserve | cell storage surplus | in kiloampere-hours |
summit distance | crater proximity | 1.5 km; 3.2 km; 4.8 km; 2.4 km | map | crater proximity chart | in miles |
station altitude | height above sea | 1850 m; 2240 m; 1420 m; 2610 m | trend | height above sea history | in feet |
install year | deployment date | 2008; 2015; 2019; 2011 | jubilee | deployment date anniversary | in Roman numerals |
uplink band | telemetry frequency | 433 MHz; 868 MHz; 915 MHz; 169 MHz | plan | telemetry frequency layout | in gigahertz |
housing type | enclosure kind | concrete vault; steel hut; buried drum; rock shelter | drawing | enclosure kind sketch | |
uphill cable | slope-top wire | 120 m; 180 m; 95 m; 210 m | armour | slope-top wire sheathing | in yards | downhill cable
sensor model | probe make | Trillium; Guralp; Nanometrics; Lennartz | | | |
sample format | reading encoding | miniSEED; SAC; GSE; CSS | | | |
battery chemistry | cell composition | lead-acid; lithium; nickel; gel | | | |
""",
)

DOMAINS = (TANNERY, MINT, LOTTERY, ICEBREAKER, SHOWCAVE, AVALANCHE, ROPEWORKS, DREDGING, VOLCANO)
