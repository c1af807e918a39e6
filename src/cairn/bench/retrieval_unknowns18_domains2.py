"""The vocabulary of the blind held-out retrieval set ``unknowns18``, last four domains (the
first five and the shape of an entry are in ``retrieval_unknowns18_domains``)."""

from __future__ import annotations

from cairn.bench.retrieval_unknowns18_domains import Domain, rows

BEAMLINES = Domain(
    "beamlines",
    "a particle physics lab's beamlines",
    "beamline",
    ("bx-jamp-2", "PleexViarv", "Bx.Skeix", "bx-6.69", "YEIGGVUETH", "yaiggthask"),
    ("xb-thurb-9", "FleirzTheilm", "Xb.Wult", "xb-5.15", "VYLFVYNS", "norzzack"),
    (
        "the diffraction beamline",
        "the imaging beamline",
        "the spectroscopy beamline",
        "the irradiation beamline",
        "the teaching beamline",
        "the muon beamline",
    ),
    rows(
        """
    beam energy | projectile momentum | 6 GeV; 8 GeV; 12 GeV; 4 GeV | ceiling | impulse magnitude cap | in joules
    shielding thickness | concrete wall depth | 1.5 m; 2 m; 2.5 m; 3 m | survey | bunker barrier audit | in feet
    vacuum level | evacuation grade | 1e-7 mbar; 1e-8 mbar; 5e-7 mbar; 1e-9 mbar | alarm | void quality alert | in pascals
    spot size | focal diameter | 50 um; 80 um; 30 um; 120 um | tolerance | focus width slack | in millimetres
    magnet count | dipole tally | 14; 22; 9; 18 | reserve | bending coil backup | as a word
    first light | debut illumination | March 2013; June 2017; October 2009; May 2021 | ceremony | premiere glow event | in ISO 8601 form | last light
    pulse rate | bunch frequency | 10 Hz; 25 Hz; 50 Hz; 5 Hz | limit | packet cadence maximum | per minute
    detector type | sensor kind | silicon pixel; scintillator; gas chamber; calorimeter | vendor | readout supplier
    hutch length | enclosure span | 12 m; 18 m; 9 m; 24 m | drawing | cabin extent plan | in yards
    beam dump | stopper core | graphite; copper; tungsten; aluminium | cooling | absorber chill
    shielding blocks | barrier bricks | 40; 64; 28; 52 | inventory | slab stock
    vacuum pumps | evacuators | 3; 4; 6; 8 | service | evacuator upkeep
"""
    ),
)

DECANTERS = Domain(
    "decanters",
    "an olive oil mill's decanter centrifuges",
    "decanter",
    ("dc-bramp-4", "PruensBroulm", "Dc.Wueth", "dc-5.95", "SKAATHQUEERB", "plarbklamp"),
    ("cd-gryth-8", "ThourbGroux", "Cd.Breelm", "cd-5.78", "HOULFYEERB", "hylmjoolm"),
    (
        "the early-harvest decanter",
        "the organic decanter",
        "the two-phase decanter",
        "the three-phase decanter",
        "the backup decanter",
        "the pomace decanter",
    ),
    rows(
        """
    bowl speed | drum revolutions | 3800 rpm; 4200 rpm; 3500 rpm; 4600 rpm | limit | rotor spin ceiling | per second
    paste throughput | mash capacity | 4 t/h; 6 t/h; 3 t/h; 8 t/h | target | crush intake goal | in kilograms per minute
    malaxing time | kneading duration | 45 min; 60 min; 30 min; 75 min | override | churning span bypass | in hours
    oil yield | extraction share | 18 %; 21 %; 16 %; 23 % | forecast | pressing output projection | as a fraction
    water addition | dilution flow | 100 L/h; 300 L/h; 150 L/h; 500 L/h | cap | moistening dose ceiling | in gallons per hour
    purchase year | acquisition date | 2010; 2015; 2007; 2020 | invoice | buying date receipt | in Roman numerals | sale year
    scroll differential | conveyor lag | 8 rpm; 12 rpm; 6 rpm; 10 rpm | setting | screw offset preset | per hour
    frame alloy | casing metal | AISI 316; duplex; AISI 304; super duplex | certificate | chassis grade paperwork
    noise level | acoustic output | 78 dB; 82 dB; 75 dB; 85 dB | survey | din audit | in bels
    bowl liner | drum sleeve | ceramic; stellite; tungsten carbide; hardox | wear | rotor sleeve abrasion
    paste heater | mash warmer | 4 kW; 6 kW; 8 kW; 3 kW | thermostat | pulp warmer regulator
    malaxing blades | kneading paddles | 3; 4; 6; 2 | angle | paddle tilt
"""
    ),
)

BOWLS = Domain(
    "bowls",
    "a skatepark's concrete bowls",
    "skate bowl",
    ("sk-plougg-8", "ThouckKloox", "Sk.Haand", "sk-5.80", "MAARNHEENS", "breixtheemp"),
    ("ks-prosk-6", "DriaggMath", "Ks.Grurb", "ks-2.74", "DRYLFTHEERV", "theethquaarn"),
    (
        "the kidney bowl",
        "the clover bowl",
        "the square bowl",
        "the peanut bowl",
        "the cradle bowl",
        "the keyhole bowl",
    ),
    rows(
        """
    coping height | lip elevation | 1.2 m; 1.5 m; 0.9 m; 2.1 m | limit | rim rise maximum | in feet
    transition radius | curve sweep | 2.4 m; 3 m; 1.8 m; 3.6 m | tolerance | arc bend slack | in inches
    drain count | runoff outlets | 2; 3; 4; 1 | target | gutter goal | as a word
    pool depth | basin drop | 2.7 m; 3.0 m; 2.1 m; 3.4 m | survey | cavity plunge audit | in yards
    surface finish | smoothness grade | steel trowel; polished; broom; sealed | warranty | slickness guarantee
    opening day | launch session | May 2016; July 2019; April 2012; June 2022 | party | premiere jam celebration | in ISO 8601 form | closing day
    light curfew | lamps off time | 21:00; 22:00; 20:30; 23:00 | exemption | lumen cutoff waiver | in 12-hour form
    occupancy cap | headcount ceiling | 25 people; 30 people; 20 people; 40 people | sign | crowd placard | as a word
    slab strength | compressive grade | 32 MPa; 40 MPa; 35 MPa; 45 MPa | test | crushing rating trial | in psi
    coping stones | edge blocks | granite; sandstone; steel pipe; precast | supplier | rim ledge provider
    transition tiles | sweep mosaic | blue; white; terracotta; green | pattern | mosaic motif
    drain cover | grate lid | cast iron; stainless; plastic; bronze | bolts | grate fasteners
"""
    ),
)

MORTARS = Domain(
    "mortars",
    "a fireworks company's mortar racks",
    "mortar rack",
    ("fw-brarn-2", "JeensStaarn", "Fw.Troomp", "fw-5.24", "PLAIRNMAIMP", "thaalmquolt"),
    ("wf-skylf-3", "BreirnThaind", "Wf.Prailm", "wf-9.96", "JEERZKLUESK", "flaackstyrz"),
    (
        "the finale rack",
        "the opening rack",
        "the chain rack",
        "the candle rack",
        "the salute rack",
        "the comet rack",
    ),
    rows(
        """
    tube diameter | bore calibre | 75 mm; 100 mm; 125 mm; 150 mm | limit | shell width maximum | in inches
    firing angle | elevation tilt | 75 degrees; 80 degrees; 60 degrees; 85 degrees | tolerance | lean slack | in radians
    safety distance | spectator setback | 70 m; 100 m; 150 m; 200 m | waiver | crowd buffer exemption | in feet
    cue count | ignition slots | 32; 48; 64; 24 | reserve | trigger channel backup | in dozens
    sand depth | ballast bed | 30 cm; 40 cm; 25 cm; 50 cm | check | grit layer inspection | in inches
    build year | fabrication date | 2015; 2018; 2011; 2021 | label | welding date sticker | in Roman numerals | scrap year
    frame material | chassis substance | pine; steel; aluminium; plywood | supplier | chassis vendor
    wind cutoff | breeze threshold | 30 km/h; 35 km/h; 25 km/h; 40 km/h | override | gust bypass | in knots
    reload time | rearm interval | 8 min; 12 min; 6 min; 15 min | target | reset goal | in seconds
    tube liner | barrel sleeve | kraft paper; HDPE; PVC; fibreglass | stock | sleeve inventory
    firing cable | trigger lead | 20 m; 30 m; 50 m; 40 m | tester | ignition wire meter
    safety signage | warning placards | 4; 6; 8; 10 | audit | hazard notice review
"""
    ),
)
