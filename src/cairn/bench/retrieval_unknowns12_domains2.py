"""Vocabulary of the blind held-out set ``unknowns12`` (the last four domains), in the shape of
``retrieval_unknowns12_domains``."""

from __future__ import annotations

from cairn.bench.retrieval_unknowns12_domains import domain

SAUNAS = domain(
    "saunas",
    "a spa's saunas",
    """
sa-lumivaara-3 | sa-korpela-6 | the smoke sauna
BirchLoyly | KiuasMoor | the lakeside sauna
Sauna.Halvorsk | Sauna.Tervola | the panorama sauna
sa-2.94 | sa-4.92 | the infrared cabin
VIHTAMERE | KOTAVIRTA | the family sauna
jokikallio | saarenpaa | the bio sauna
""",
    """
air temperature | room warmth | 85 °C; 90 °C; 75 °C; 100 °C | maximum | room warmth upper bound | in fahrenheit
stove output | firebox rating | 9 kW; 12 kW; 15 kW; 6 kW | upgrade | firebox rating increase | in horsepower
bench wood | seating timber | aspen; abachi; alder; thermo-spruce | replacement | seating timber renewal
session length | bathing slot | PT15M; PT20M; PT12M; PT25M | exception | bathing slot deviation | in seconds
stone load | rock mass | 60 kg; 80 kg; 120 kg; 40 kg | refill | rock mass replenishment | in pounds
humidity setpoint | moisture goal | 15 %; 20 %; 10 %; 25 % | drift | moisture goal wander
ventilation rate | draught turnover | 6 changes per hour; 4 changes per hour; 8 changes per hour; 3 changes per hour | retest | draught turnover recheck
cooldown pool | plunge tub | 12 °C; 8 °C; 15 °C; 4 °C | closure | plunge tub shutdown
aufguss schedule | infusion ritual times | on the hour; every 90 minutes; at 18:00 and 20:00; Fridays only | swap | infusion ritual times trade
air intake | draught inlet | floor vent; behind heater; door gap; ceiling duct | blockage | draught inlet obstruction
stove guard | firebox railing | oak rail; steel mesh; spruce slats; none | repair | firebox railing mend
bench height | seating tier elevation | 90 cm; 110 cm; 80 cm; 120 cm | survey | seating tier elevation audit
""",
)

BALLOONS = domain(
    "balloons",
    "a hot-air balloon operator's balloons",
    """
hb-cirrowind-5 | hb-thermidge-7 | the big passenger balloon
SkyMorrow | HeatFolly | the tethered balloon
Balloon.Pellow | Balloon.Quince | the sponsor balloon
hb-6.03 | hb-3.06 | the racing balloon
ZEPHRALD | AERLOWE | the training balloon
nimbuscote | driftacre | the sunrise balloon
""",
    """
envelope volume | canopy capacity | 7,000 cubic metres; 9,000 cubic metres; 4,200 cubic metres; 12,000 cubic metres | audit | canopy capacity survey | in litres
basket size | gondola dimensions | 1.5 by 2 m; 1.2 by 1.5 m; 2 by 3 m; 1.8 by 2.4 m | upgrade | gondola dimensions enlargement
burner model | flame apparatus | Cameron Shadow; Ultramagic MK-32; Kubicek Triple; Lindstrand Jetstream | overhaul | flame apparatus refurbishment
passenger limit | rider headcount | eight; twelve; sixteen; four | waiver | rider headcount exemption | as a digit
fuel load | propane reserve | 4 cylinders; 6 cylinders; 3 cylinders; 5 cylinders | minimum | propane reserve floor
wind limit | breeze cutoff | 10 knots; 8 knots; 12 knots; 6 knots | exemption | breeze cutoff dispensation | in km/h
landing field | touchdown meadow | Oakfield Farm; Puddle Lane; Mill Common; Hatch End | permit | touchdown meadow licence
max altitude | ceiling elevation | 3,000 ft; 5,000 ft; 2,500 ft; 7,500 ft | amendment | ceiling elevation revision | in metres
inspection date | yearly examination day | 14 March 2027; 2 June 2027; 30 September 2027; 11 January 2027 | reminder | yearly examination day prompt | in ISO 8601 form
envelope colour | canopy shade | sunset orange; cobalt blue; rainbow panels; forest green | refresh | canopy shade repaint
basket weight | gondola mass | 180 kg; 240 kg; 150 kg; 310 kg | recheck | gondola mass reweigh
burner pressure | flame apparatus force | 6 bar; 8 bar; 7 bar; 9 bar | alarm | flame apparatus force warning
""",
)

TRAMS = domain(
    "trams",
    "a city's tram fleet",
    """
tm-harlowgate-1 | tm-crossfenny-8 | the heritage tram
RailBrindley | TrackOrrell | the low-floor tram
Tram.Cheverell | Tram.Wistow | the depot shunter
tm-1.77 | tm-7.71 | the airport tram
SORNTHWAITE | KELDHOLME | the night tram
blencathra | yarnfield | the works tram
""",
    """
door count | entrance tally | four; six; eight; five | ceiling | entrance tally cap | as a digit
pantograph type | overhead collector | single-arm Stemmann; Faiveley AX; Schunk WBL; diamond | retrofit | overhead collector refit
top speed | fastest pace | 70 km/h; 80 km/h; 50 km/h; 60 km/h | trial | fastest pace experiment | in mph
seat layout | chair arrangement | two-plus-two transverse; longitudinal; two-plus-one transverse; mixed | redesign | chair arrangement rework
wheel profile | rim shape | S1002; P8; UIC 60; grooved rail G2 | regrind | rim shape reprofiling
depot bay | garage berth | bay 3; bay 11; bay 7; bay 14 | swap | garage berth trade
service interval | maintenance spacing | 15,000 km; 20,000 km; 10,000 km; 25,000 km | extension | maintenance spacing lengthening | in miles
braking distance | stopping reach | 45 m; 60 m; 38 m; 52 m | test | stopping reach rehearsal | in yards
livery scheme | paint design | city green; heritage maroon; white and yellow; advert wrap | refresh | paint design repaint
door chime | entrance bell | two-tone; three-tone; beep; voice | volume | entrance bell loudness
pantograph pressure | overhead collector force | 90 N; 110 N; 70 N; 120 N | drift | overhead collector force wander
top deck | upper storey | none; open; glazed; partial | removal | upper storey teardown
""",
)

PAPER = domain(
    "paper",
    "a paper mill's paper machines",
    """
pm-rosslander-5 | pm-kettlewick-9 | the board machine
FourdAshby | WebTorrin | the tissue machine
Machine.Fordwick | Machine.Holbeach | the newsprint machine
pm-9.44 | pm-4.49 | the pilot machine
GRAMMERSTON | CALLENDRIM | the coated machine
pulpington | wetherhame | the kraft machine
""",
    """
wire speed | forming fabric pace | 1,200 m/min; 900 m/min; 1,500 m/min; 650 m/min | ramp | forming fabric pace climb | in m/s
basis weight | stock heaviness | 80 gsm; 120 gsm; 45 gsm; 200 gsm | drift | stock heaviness wander | in pounds per ream
dryer cylinders | heated drums | 42; 56; 38; 64 | outage | heated drums downtime
headbox type | stock distributor | hydraulic; air-padded; dilution-controlled; open | rebuild | stock distributor overhaul
felt supplier | press cloth vendor | Albany; Xerium; Voith; Valmet | audit | press cloth vendor inspection
trim width | deckle span | 5.2 m; 6.8 m; 3.9 m; 8.1 m | loss | deckle span waste | in inches
grade change | product switch | every Tuesday; twice a week; monthly; on demand | freeze | product switch halt
moisture target | dampness goal | 7 %; 5.5 %; 8 %; 6 % | tolerance | dampness goal slack
reel diameter | spool girth | 2.8 m; 3.2 m; 2.4 m; 3.6 m | limit | spool girth cap | in feet
wire tension | forming fabric tautness | 6 kN/m; 8 kN/m; 5 kN/m; 7 kN/m | alarm | forming fabric tautness warning
basis sheet | heaviness specimen | A4 offcut; full width strip; hand sheet; drum sample | archive | heaviness specimen store
dryer hood | heated drums canopy | closed hood; open hood; half hood; none | leak | heated drums canopy seep
""",
)

DOMAINS2 = (SAUNAS, BALLOONS, TRAMS, PAPER)
