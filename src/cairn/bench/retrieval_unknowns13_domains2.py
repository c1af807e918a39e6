"""The vocabulary of ``unknowns13`` (second part): the last four domains, and ``DOMAINS``."""

from __future__ import annotations

from cairn.bench.retrieval_unknowns13_domains import FIRST, Domain, domain

PRINTERS = domain(
    "printers",
    "a print farm's 3D printers",
    "pf-carrowmoss-2 ZennorBrook Pf.Maddick pf-7.19 STRATHLUNE glenvarrow",
    "pf-sedgemire-4 MallinHythe Pf.Corbenna pf-3.50 TOLLERVEY ruddleston",
    "the prototype printer; the resin bench; the big-format machine; the night batch printer;"
    " the spare-parts printer; the demo rig",
    """
    nozzle diameter | extruder orifice | 0.4 mm; 0.6 mm; 0.25 mm; 0.8 mm | wear | extruder orifice erosion | in microns
    bed temperature | plate heat | 60 °C; 110 °C; 90 °C; 70 °C | offset | plate heat correction | in Fahrenheit
    build volume | fabrication envelope | 256 mm cube; 350 mm cube; 400 mm cube; 220 mm cube | extension | fabrication envelope enlargement | in inches
    filament type | feedstock polymer | PLA; PETG; ABS; nylon | supplier | feedstock polymer vendor |
    layer height | slice thickness | 0.2 mm; 0.12 mm; 0.28 mm; 0.16 mm | minimum | slice thickness floor | in microns
    firmware version | controller software | Marlin 2.1; Klipper 0.12; RepRap 3.5; Prusa 6.1 | channel | controller software track |
    print speed | deposition rate | 150 mm/s; 250 mm/s; 100 mm/s; 300 mm/s | peak | deposition rate maximum | in metres per minute
    enclosure fan | cabinet ventilator | always on; auto; off; manual | schedule | cabinet ventilator timetable |
    calibration date | last levelling | 2 November 2026; 19 October 2026; 7 December 2026; 25 September 2026 | window | last levelling period | in ISO 8601 form
    nozzle material | extruder orifice alloy | hardened steel; brass; ruby; copper | stock | extruder orifice alloy reserve |
    bed surface | plate coating | PEI; glass; garolite; spring steel | wear | plate coating erosion |
    build chamber | fabrication cavity | heated; open; sealed; passive | sensor | fabrication cavity probe |
    """,
)

SNOWGUNS = domain(
    "snowguns",
    "a ski area's snowmaking guns",
    "sm-fellgarth-6 TulloWhin Sn.Brecklin sm-2.64 DRUIMFADE ballachrae",
    "sm-ochtermoss-3 FionnLairg Sn.Tighvoan sm-8.31 GLENVOURIE strathvane",
    "the summit fan gun; the beginner slope lance; the race piste gun; the terrain park gun;"
    " the valley run lance; the night ski gun",
    """
    water flow | supply throughput | 8 l/s; 12 l/s; 5 l/s; 10 l/s | ceiling | supply throughput maximum | in litres per minute
    nozzle count | jet tally | 36; 48; 24; 60 | spare | jet tally reserve | as a word
    fan power | blower rating | 18 kW; 22 kW; 15 kW; 30 kW | peak | blower rating maximum | in horsepower
    startup threshold | switch-on cutoff | -2.5 °C; -3 °C; -1.5 °C; -4 °C | margin | switch-on cutoff headroom | in Fahrenheit
    tower height | mast elevation | 6 m; 8 m; 10 m; 4 m | survey | mast elevation audit | in feet
    air pressure | blowing force | 6 bar; 8 bar; 7 bar; 10 bar | limit | blowing force cap | in psi
    mount type | stand style | tower; sled; tripod; wheeled | drawing | stand style sketch |
    operating hours | active season | November to March; December to April; November to April; December to March | review | active season assessment |
    hydrant number | tap point | H12; H07; H21; H03 | backup | tap point alternate |
    water source | intake reservoir | upper lake; river; borehole; storage pond | permit | intake reservoir licence |
    nozzle heaters | jet warmers | fitted; absent; retrofit; planned | wattage | jet warmers draw |
    fan blades | blower vanes | 8; 11; 9; 12 | pitch | blower vanes angle |
    """,
)

ZIPLINES = domain(
    "ziplines",
    "an adventure park's zip lines",
    "zl-corrabrook-1 WistlandTor Zp.Molland zl-5.07 TREGOLLAN skelbrooke",
    "zl-pemberlow-5 AshcombeRise Zp.Venning zl-1.93 BRANDISTOW wickermoor",
    "the canopy run; the lake crossing; the family line; the twin racer; the valley drop;"
    " the night flight line",
    """
    cable length | wire span | 420 m; 310 m; 560 m; 250 m | survey | wire span audit | in feet
    rider weight | guest mass | 120 kg; 110 kg; 130 kg; 100 kg | limit | guest mass ceiling | in pounds
    launch height | departure elevation | 38 m; 24 m; 45 m; 30 m | tolerance | departure elevation allowance | in feet
    brake system | stopping mechanism | spring block; magnetic; gravity; bungee | manual | stopping mechanism handbook |
    trolley model | pulley carriage | Tandem Speed; RollNLock; Frog; Skywalker | version | pulley carriage revision |
    harness range | strap fitting | XS to XL; S to XXL; M to XL; S to L | stock | strap fitting supply |
    opening season | trading months | April to October; March to November; May to September; all year | renewal | trading months prolongation |
    ride speed | travel velocity | 55 km/h; 70 km/h; 45 km/h; 80 km/h | trial | travel velocity test | in mph
    inspection day | examiner weekday | Monday; Tuesday; Thursday; Friday | rota | examiner weekday roster |
    cable tension | wire tautness | 18 kN; 22 kN; 15 kN; 25 kN | reading | wire tautness figure |
    rider age | guest maturity | 7 years; 8 years; 10 years; 6 years | proof | guest maturity evidence |
    launch gate | departure barrier | automatic; sprung; none; latch | code | departure barrier reference |
    """,
)

FOUNTAINS = domain(
    "fountains",
    "a city's musical fountains",
    "mf-orrinsey-3 BrisaLumen Ft.Calderwyn mf-6.45 MIRABELLON solvenhurst",
    "mf-tressida-8 OndaPerle Ft.Glissandro mf-2.21 CASCARINO verdellane",
    "the plaza centrepiece; the riverside jets; the station forecourt show; the park lagoon show;"
    " the harbour arc; the museum courtyard",
    """
    jet height | spray elevation | 40 m; 25 m; 60 m; 18 m | survey | spray elevation audit | in feet
    pump power | motor output | 75 kW; 110 kW; 55 kW; 90 kW | peak | motor output maximum | in horsepower
    show duration | performance length | PT12M; PT8M; PT15M; PT20M | target | performance length goal | in seconds
    nozzle count | spout tally | 120; 240; 96; 300 | spare | spout tally reserve | as a word
    water volume | basin capacity | 450 m³; 600 m³; 320 m³; 800 m³ | margin | basin capacity headroom | in litres
    light colour | lamp hue | amber; cyan; magenta; violet | palette | lamp hue scheme |
    music playlist | soundtrack list | Vivaldi; Handel; Tchaikovsky; Strauss | rotation | soundtrack list cycle |
    winter shutdown | cold season closure | 1 November; 15 November; 1 December; 20 October | plan | cold season closure schedule |
    chlorine dose | disinfectant amount | 1.5 mg/l; 2 mg/l; 1 mg/l; 2.5 mg/l | alarm | disinfectant amount warning | in ppm
    jet angle | spray tilt | 15°; 30°; 45°; 60° | range | spray tilt span |
    pump brand | motor maker | Grundfos; KSB; Xylem; Wilo | overhaul | motor maker refit |
    show times | performance slots | hourly; evenings; weekends; noon and dusk | plan | performance slots schedule |
    """,
)

DOMAINS: tuple[Domain, ...] = (*FIRST, PRINTERS, SNOWGUNS, ZIPLINES, FOUNTAINS)
