"""The vocabulary of the sixth blind held-out retrieval set ``unknowns6``: nine domains unlike
those of ``unknowns2`` to ``unknowns5``, each with six invented subjects (one per name shape) and
twelve attributes.

An attribute has the word memories use, a synonym no memory uses, four invented values and a
neighbour (its word and synonym) that nobody holds and that shares a word with the attribute's
word (a server's password beside its port). Each domain has three pairs of attributes that share
a word; the attributes nobody holds are drawn from them. An attribute is written as two lines:
``word = synonym ~ neighbour word = neighbour synonym``, then its values, indented, separated by
`` | ``. This module only holds words: the generator checks them
(``retrieval_unknowns6.vocabulary_problems``) and never needs a vocabulary that passes for one
seed only.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    near_word: str
    near_synonym: str

    @property
    def key(self) -> str:
        return self.word.replace(" ", "_")

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "_")


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    subjects: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def _domain(key: str, title: str, subjects: str, text: str) -> Domain:
    """A domain from its subjects (space separated) and its attributes' two-line entries."""
    lines = [x for x in text.strip("\n").split("\n") if x.strip()]
    attrs = []
    for head, values in zip(lines[::2], lines[1::2], strict=True):
        held, near = head.split(" ~ ")
        word, synonym = held.split(" = ")
        near_word, near_synonym = near.split(" = ")
        parts = tuple(v.strip() for v in values.split(" | "))
        attrs.append(Attribute(word, synonym, parts, near_word, near_synonym))
    return Domain(key, title, tuple(subjects.split()), tuple(attrs))


DENTAL = _domain(
    "dental",
    "a dental practice's treatment rooms",
    "op-fenna-2 PellaDorne Surgery.Lunde suite-4.1 MOLBRAEK tandvik",
    """
chair model = patient recliner ~ chair upholstery colour = seat fabric shade
    Orvik C7 | Dentra Lux 40 | Mellon Arc 3 | Pavina S2
chair service date = upkeep visit ~ chair service vendor = upkeep contractor
    2027-01-14 | 2026-12-02 | 2027-03-09 | 2027-02-21
x-ray sensor = radiograph detector ~ x-ray sensor cable length = radiograph detector cord
    Radix S2 | Lumo Size 1 | Krios IO-3 | Teva DR2
x-ray dose limit = exposure ceiling ~ x-ray dose log = exposure record
    0.4 mGy | 0.6 mGy | 1.2 mGy | 0.8 mGy
hygienist = scaling clinician ~ hygienist backup = relief clinician
    Ines Korhonen | Tomas Vale | Rhea Okafor | Lotte Brink
autoclave cycle = sterilizer program ~ autoclave cycle count = sterilizer run tally
    134C 4 min | 121C 20 min | 134C 18 min | prion 134C
suction pump = aspirator unit ~ suction pump filter = aspirator screen
    Vacuo V2 | Sorbet M4 | Lenta Twin | Drago 300
booking slot length = appointment duration ~ booking slot buffer = appointment gap
    30 min | 45 min | 20 min | 60 min
morning session start = opening hour ~ morning session end = midday close
    07:30 | 08:00 | 08:15 | 07:45
recall interval = revisit cadence ~ recall letter template = reminder wording
    6 months | 9 months | 12 months | 4 months
room phone extension = desk dial code ~ room phone model = handset make
    x214 | x230 | x207 | x219
room humidity setpoint = air moisture target ~ room humidity sensor = moisture gauge
    45% | 50% | 40% | 55%
""",
)

PORT = _domain(
    "port",
    "a container port's quay cranes",
    "qc-vessa-9 HarlowGantry Quay.Brenmark sts-7.3 OSTRAVEN kellmoor",
    """
operator roster = driver rota ~ operator roster owner = rota keeper
    Blue watch | Crew Halden | Team 4 nights | Pool C days
operator licence class = certification tier ~ operator licence expiry = certification lapse
    STS-A | STS-B | Class 2 gantry | RTG-1
spreader type = box lifter ~ spreader twistlock count = lock pin tally
    twin-lift 40ft | tandem 2x40 | single 45ft | telescopic 20-45
boom outreach = arm span ~ boom backreach = rear span
    65 m | 58 m | 70 m | 52 m
boom hoist speed = raising velocity ~ boom hoist brake = raising stopper
    120 m/min | 90 m/min | 150 m/min | 75 m/min
safe working load = rated capacity ~ safe working radius = permitted swing zone
    65 t | 50 t | 80 t | 41 t
berth assignment = mooring spot ~ berth draft depth = water depth alongside
    Berth 12 | Berth 7 east | Berth 3A | Berth 15
shore power socket = cold ironing plug ~ shore power tariff = electricity rate
    HV-6.6kV-2 | HV-11kV-1 | LV-440-4 | HV-6.6kV-7
maintenance window = downtime period ~ maintenance contractor = repair firm
    Tue 02:00-06:00 | Sun 22:00-04:00 | Wed 01:00-05:00 | Sat 03:00-07:00
wind stop threshold = gust cutoff ~ wind stop override code = gust bypass pin
    20 m/s | 18 m/s | 22 m/s | 25 m/s
radio channel = talkgroup ~ radio callsign = hailing name
    VHF 14 | VHF 12 | UHF 3 | VHF 68
radio handset = walkie unit ~ radio handset charger = walkie dock
    Tarn TH-5 | Vox P9 | Hallo R3 | Sendo K2
""",
)

BAGGAGE = _domain(
    "baggage",
    "an airport's baggage handling lines",
    "bhs-lorn-12 VelloSort Pier.Kirran line-2.8 TARMIVO orsdale",
    """
conveyor speed = belt velocity ~ conveyor length = belt span
    1.5 m/s | 2.0 m/s | 1.2 m/s | 2.5 m/s
conveyor motor supplier = drive unit maker ~ conveyor motor rating = drive unit wattage
    Brannor | Kelvik Motors | Tessmo | Ardel Motion
screening machine = explosive detection unit ~ screening machine throughput = bags cleared hourly
    Scanvo H3 | Detrix 700 | Orbis CT-2 | Lumen EDS5
screening level = inspection tier ~ screening level override = tier bypass
    Level 2 auto | Level 3 CT | Standard 3 | Level 1 only
carousel number = reclaim loop ~ carousel display text = reclaim screen message
    C-7 | C-3 | C-11 | C-14
tag reader = label scanner ~ tag reader firmware = label scanner software
    Pictor 4 | Optel RX | Bardo 9 | Lynx ATR
tag printer = label writer ~ tag printer ribbon = label writer ink roll
    Zebrino 4 | Printa T2 | Kodo L9 | Vela P3
jam alarm contact = blockage on-call ~ jam alarm threshold = blockage trigger
    Esme Dovland | Karim Aboud | Petra Lisse | Yusuf Tan
fire shutter = smoke barrier ~ fire shutter test date = smoke barrier drill day
    FS-21 | FS-08 | FS-33 | FS-14
early bag store = luggage buffer ~ early bag store capacity = luggage buffer size
    EBS North | EBS Level -1 | Store B | EBS Pier 4
tote colour = tray hue ~ tote count = tray quantity
    yellow | blue | grey | orange
PLC firmware = controller software ~ PLC firmware checksum = controller software hash
    v4.2.1 | v3.9 | v5.0.3 | v4.7
""",
)

STUDIO = _domain(
    "studio",
    "a recording studio's rooms",
    "st-aster-3 LoftBarrow Live.Quarne mara-5.2 HALVERD brimsey",
    """
mixing console = audio board ~ mixing console fader count = audio board slider tally
    Calder 32 | Solvo XL4 | Rhodan 24 | Kesti Mk2
mixing engineer = balance technician ~ mixing engineer rate = balance technician fee
    Odile Farrant | Jun Amari | Bram Holt | Sigrid Vale
monitor speakers = reference loudspeakers ~ monitor speakers calibration = loudspeaker tuning
    Aurik M2 | Fennet 6 | Dynel S8 | Quayle NF1
monitor mix preset = headphone cue recall ~ monitor mix owner = headphone cue keeper
    Dry A | Band 4 | Lead heavy | Click only
reverb time = decay duration ~ reverb unit = echo processor
    0.4 s | 0.6 s | 0.35 s | 0.8 s
isolation booth = vocal cabin ~ isolation booth window size = cabin glass area
    Iso 2 | Booth B | Iso 4 | Booth D
patchbay layout = jack field map ~ patchbay label colour = jack field tag hue
    TT 96 half-norm | TT 48 full-norm | Bantam 144 | TRS 96 split
session rate = hourly fee ~ session rate discount = hourly fee reduction
    95 EUR/h | 120 EUR/h | 80 EUR/h | 150 EUR/h
tape machine = reel recorder ~ tape machine alignment = reel recorder calibration
    Ampra 24 | Telvik MTR | Osken 2in | Rell 16
tape stock = magnetic media brand ~ tape stock quantity = magnetic media count
    Orvo 456 | Maxel GP9 | Rema 911 | Ferro 468
wall treatment = acoustic panelling ~ wall treatment supplier = acoustic panelling vendor
    slatted oak | mineral wool 100mm | QRD diffusers | bass traps 4x
clock source = sync reference ~ clock source backup = sync reference fallback
    Antelo OCX | internal 48k | Rosa Orbit | Tikra C2
""",
)

WATER = _domain(
    "water",
    "a water treatment plant's works",
    "wtp-oska-5 BrackenMere Works.Ellin basin-3.4 GRANWICK sillowby",
    """
chlorine dose = disinfectant dosage ~ chlorine residual target = leftover disinfectant aim
    1.2 mg/L | 0.8 mg/L | 1.5 mg/L | 2.0 mg/L
chlorine supplier = hypochlorite vendor ~ chlorine supplier contract end = hypochlorite deal expiry
    Aquachem North | Klorvik AB | Salten Supply | Meridan Chem
filter media = bed material ~ filter media depth = bed material thickness
    anthracite over sand | GAC 1.2 m | dual media | sand 0.8 mm
filter backwash interval = reverse flush frequency ~ filter backwash duration = reverse flush length
    every 48 h | every 72 h | every 36 h | every 24 h
turbidity alarm = cloudiness alert ~ turbidity meter = cloudiness gauge
    0.3 NTU | 0.5 NTU | 1.0 NTU | 0.2 NTU
raw water source = intake origin ~ raw water temperature = intake warmth
    Lake Orren | River Dask | Borehole 4 | Ellwick reservoir
raw water pH = intake acidity ~ raw water colour = intake tint
    pH 7.2 | pH 6.8 | pH 7.6 | pH 7.4
high-lift pump = distribution booster ~ high-lift pump hours = distribution booster runtime
    Grunvik HL-90 | Pompa 400 | Sulka D8 | Ebro K3
sludge contractor = residuals hauler ~ sludge contractor phone = residuals hauler number
    Marl & Sons | Deepcut Haulage | Bramwell Haul | Tessa Tankers
SCADA tag prefix = telemetry point code ~ SCADA tag historian = telemetry point archive
    WTP5 | ELN | BRK1 | GW3
abstraction permit = withdrawal licence ~ abstraction permit limit = withdrawal licence cap
    AP-2291 | AP-0457 | AP-1830 | AP-3602
standby generator = backup genset ~ standby generator fuel = backup genset diesel
    400 kVA | 250 kVA | 630 kVA | 500 kVA
""",
)

DAIRY = _domain(
    "dairy",
    "a dairy farm's milking robots",
    "vms-dalla-4 HeddaStall Barn.Tollis byre-6.1 KLOVERUD mossgarth",
    """
robot arm model = manipulator version ~ robot arm serial = manipulator id
    Astra A5 | Milko 3 | Dairon X2 | Vetta R4
robot rinse program = sanitising routine ~ robot rinse detergent = sanitising chemical
    hot 3x daily | acid/alkali alternate | cold rinse 4x | 85C twice daily
teat spray = udder dip ~ teat spray volume = udder dip amount
    iodine 0.5% | lactic acid | chlorhexidine | peracetic 0.2%
milk tank capacity = bulk cooler size ~ milk tank temperature = bulk cooler chill point
    6000 L | 8000 L | 4500 L | 12000 L
milk collection day = tanker pickup ~ milk collection haulier = tanker firm
    every other day | Mon/Thu | daily 06:00 | Tue/Fri/Sun
herd group = bovine cohort ~ herd group size = bovine cohort headcount
    fresh heifers | high yielders | dry-off group | lame watch
feed ration = concentrate allowance ~ feed ration supplier = concentrate vendor
    4 kg/visit | 2.5 kg/visit | 6 kg/day | 3 kg/visit
vet on call = livestock physician ~ vet on call fee = livestock physician charge
    Agnes Rudd | Piet Vermaal | Colm Feeney | Hana Sauer
milking interval = gap between sessions ~ milking interval alarm = gap between sessions alert
    6 h | 8 h | 5 h 30 min | 10 h
cow brush = scratching roller ~ cow brush motor = scratching roller drive
    Swingo 2 | Dela Rota | Bruska 7 | Kratz 3
slurry scraper = manure blade ~ slurry scraper speed = manure blade pace
    Skrapa 400 | Rovo S1 | Dungo 2 | Lenz SC3
cow activity collar = motion neckband ~ cow activity collar battery = motion neckband cell
    Qwes HR | Tagro 3 | Hera-C | Neko CL2
""",
)

PRINT = _domain(
    "print",
    "a print shop's presses",
    "pr-ulva-2 CobaltWren Shop.Vantry kord-4.7 BLEKKAHUS ravenholt",
    """
press model = litho machine make ~ press model year = litho machine vintage
    Korva SM74 | Manro 700 | Ryo 920 | Kompa 105
press operator = machine minder ~ press operator overtime = machine minder extra hours
    Rolf Anders | Maud Kessel | Idris Cole | Yara Fenn
plate setter = imaging engine ~ plate setter laser = imaging engine diode
    Lumo 4 | Platex 8 | Avel X3 | Trend T2
ink supplier = pigment vendor ~ ink supplier rep = pigment vendor account manager
    Sunvo Inks | Hartwell Colour | Fleck & Co | Tinta Norte
ink coverage limit = maximum density sum ~ ink coverage report = density sum summary
    300% | 280% | 320% | 260%
paper stock = substrate ~ paper stock supplier = substrate vendor
    130gsm silk | 90gsm uncoated | 300gsm board | 170gsm gloss
paper store humidity = warehouse dampness ~ paper store temperature = warehouse warmth
    50% RH | 45% RH | 55% RH | 48% RH
max sheet size = largest format ~ min sheet size = smallest format
    720 x 1020 mm | 520 x 740 mm | 1050 x 1450 mm | 605 x 750 mm
colour profile = ICC target ~ colour profile author = ICC target creator
    FOGRA51 | GRACoL 2013 | FOGRA39 | PSO Uncoated
varnish unit = coating tower ~ varnish unit cleaning = coating tower wash
    aqueous gloss | UV spot | dispersion matt | inline satin
guillotine = trimmer ~ guillotine knife change = trimmer edge swap
    Cutto 115 | Ideo 92 | Schnel 78 | Kantor 137
job ticket system = work order software ~ job ticket template = work order form
    Printflow 7 | JobTrak | Kanso MIS | Orbit Print
""",
)

HOTEL = _domain(
    "hotel",
    "a hotel's conference rooms",
    "cf-sarne-1 LindenSalon Wing.Ostmere mezz-3.5 AURELHOLM fennick",
    """
seating capacity = maximum attendees ~ standing capacity = upright crowd limit
    120 theatre | 80 classroom | 240 dinner | 40 boardroom
projector model = beamer type ~ projector lamp hours = beamer bulb usage
    Epsa L1500 | Vantor 9K | Lumio PX4 | Lumex 7
projector screen size = display canvas width ~ projector screen motor = canvas drive
    3 m | 4.5 m | 2.4 m | 6 m
catering manager = banquet coordinator ~ catering manager deputy = banquet coordinator assistant
    Lucia Brandt | Owen Marsh | Dagny Roos | Samir Haddad
catering cutoff = final meal order deadline ~ catering cutoff exceptions = late meal order rules
    72 h before | 48 h before | 5 days before | 24 h before
day hire rate = venue rental price ~ day hire deposit = venue rental down payment
    1450 EUR | 900 EUR | 2300 EUR | 650 EUR
wifi network = wireless ssid ~ wifi network password = wireless ssid passphrase
    AUR-Events | Salon-Guest | WING-5G | Meet_North
AV technician = audiovisual support person ~ AV technician pager = audiovisual support phone
    Kai Lund | Mira Osei | Theo Park | Nell Quist
AV patch panel = signal junction box ~ AV patch panel labels = signal junction box legend
    wall plate north | floor pit 3 | rack A2 | lectern port
blackout blinds = darkening shades ~ blackout blinds supplier = darkening shades vendor
    motorised | manual chain | remote | wall switch
breakout room = overflow chamber ~ breakout room capacity = overflow chamber size
    Salon B | Nook 2 | Garden Room | Library
load-in door = freight entrance ~ load-in door height = freight entrance clearance
    dock 2 | rear yard | north corridor | goods lift C
""",
)

CARWASH = _domain(
    "carwash",
    "a car wash chain's tunnels",
    "cw-tolle-8 GlimmerVik Site.Ardley brio-2.6 SKUMBORG quillane",
    """
tunnel length = conveyor run distance ~ tunnel width = lane breadth
    32 m | 24 m | 40 m | 18 m
tunnel controller = lane logic unit ~ tunnel controller password = lane logic unit login
    WashLink 5 | Drava TC2 | Korro 9 | Pulsa MX
brush material = scrubber fibre ~ brush material supplier = scrubber fibre vendor
    closed-cell foam | neoprene strips | soft cloth | polyethylene
brush pressure = contact force ~ brush pressure sensor = contact force gauge
    18 A | 22 A | 15 A | 25 A
water reclaim rate = recycled fraction ~ water reclaim tank = recycling cistern
    75% | 60% | 85% | 70%
water softener = hardness remover ~ water softener salt = hardness remover brine
    Kalkfri 40 | Softra D2 | Aquil 3 | Clenor 500
chemical supplier = detergent vendor ~ chemical storage room = detergent cupboard
    Blitzchem | Orlan Clean | Glanz & Co | Pureva
pre-soak product = prewash agent ~ pre-soak dilution = prewash agent mix ratio
    Alka Prep 7 | Bugoff Plus | Loosen 44 | TFR Blue
dryer blowers = air knives ~ dryer blowers noise level = air knives loudness
    4 x 15 kW | 6 x 10 kW | 3 x 22 kW | 8 x 7.5 kW
payment terminal = card reader ~ payment terminal fee = card reader commission
    Paxa A9 | Verifo T3 | Kassa 7 | Tillo P2
loyalty plan = membership scheme ~ loyalty plan price = membership scheme cost
    Shine Club | Unlimited Gold | Wash Pass 10 | FoamFan monthly
opening hours = trading times ~ holiday opening hours = bank holiday trading times
    07:00-21:00 | 08:00-20:00 | 06:30-22:00 | 24/7
""",
)

DOMAINS = (DENTAL, PORT, BAGGAGE, STUDIO, WATER, DAIRY, PRINT, HOTEL, CARWASH)
