"""The vocabulary of the fourth blind held-out retrieval set ``unknowns4``: nine domains, each with
six invented subjects and twelve attributes.

An attribute line reads ``word | synonym | values | neighbour word | neighbour synonym``. The
word is what memories use; the synonym is what no memory of the attribute uses (the generator
checks that they share no content word); the values are invented; the neighbour is an attribute
close in topic that nobody holds. This module holds words only: it must never read a store, the
retrieval code or another set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


def slug(phrase: str) -> str:
    """A key for a phrase: lower case, runs of other characters become one dash."""
    return re.sub(r"[^a-z0-9]+", "-", phrase.casefold()).strip("-")


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    near_word: str
    near_synonym: str

    @property
    def key(self) -> str:
        return slug(self.word)

    @property
    def near_key(self) -> str:
        return slug(self.near_word)


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    subjects: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def _attributes(block: str) -> tuple[Attribute, ...]:
    out = []
    for line in block.strip().splitlines():
        word, synonym, values, near_word, near_synonym = (p.strip() for p in line.split("|"))
        out.append(
            Attribute(
                word, synonym, tuple(v.strip() for v in values.split(";")), near_word, near_synonym
            )
        )
    return tuple(out)


SKI = Domain(
    "ski",
    "a ski resort's lift operations",
    ("ostgrat-7b", "GlacierQuad", "Lift.Kessel", "telecab-2.4", "BRUNNFALL", "tarnwick"),
    _attributes("""
haul rope tension | cable tautness | 41 kN; 38.5 kN; 44 kN; 40.2 kN | haul rope splice date | cable joint day
wind hold threshold | gust shutdown limit | 55 km/h; 62 km/h; 48 km/h; 70 km/h | wind sensor model | anemometer make
carrier count | number of gondolas | 84; 112; 96; 128 | carrier spacing | gap between gondolas
drive motor | main engine | ABB M3BP 315; Vorlund 1LA 400; Wegra W22 355; Lerac LS 450 | backup drive | standby engine
opening time | start of service | 08:15; 08:30; 09:00; 08:45 | closing time | end of service
lift operator | attendant in charge | Ines Haller; Tomasz Brey; Kai Ondrup; Mara Velde | relief operator | stand-in attendant
last inspection date | most recent safety audit | 2026-10-14; 2026-09-30; 2026-11-02; 2026-10-21 | next inspection date | upcoming safety audit
vertical rise | elevation gain | 412 m; 538 m; 296 m; 610 m | slope length | incline distance
grip type | clamp mechanism | detachable; fixed; pulse; detachable twin | grip test interval | clamp check cadence
uphill capacity | skiers moved per hour | 2400 pph; 1800 pph; 3000 pph; 1200 pph | queue time target | acceptable line wait
evacuation plan | rope rescue procedure | EVP-7; RR-22; EVP-14; RR-09 | evacuation drill date | rescue rehearsal day
brake test result | stopping trial outcome | pass 2.1 s; pass 1.8 s; pass 2.4 s; marginal 2.9 s | brake pad supplier | friction lining vendor
"""),
)

VINEYARD = Domain(
    "vineyard",
    "a vineyard's irrigation blocks",
    ("block-9-sudhang", "RiesenHang", "Parz.Tellen4", "drip-3.2b", "OBERSTEIG", "vellomar"),
    _attributes("""
emitter flow rate | dripper output | 1.6 L/h; 2.0 L/h; 2.3 L/h; 1.2 L/h | emitter spacing | dripper gap
grape variety | cultivar | Morvane Noir; Selsk Blanc; Tavric Rouge; Heidel Gris | rootstock | grafted base stock
soil moisture target | ground wetness goal | 28 %; 32 %; 25 %; 30 % | soil moisture sensor depth | probe burial level
solenoid valve | water shutoff actuator | SV-14; SV-22; SV-31; SV-07 | valve replacement date | actuator swap day
row orientation | vine line heading | north-south; east-west; NNE-SSW; WNW-ESE | row length | vine line span
harvest window | picking period | 12-20 Sep; 3-11 Oct; 22-30 Sep; 8-15 Oct | harvest crew size | number of pickers
irrigation cycle | watering rhythm | every 3 days for 40 min; nightly for 25 min; every 5 days for 90 min; twice weekly for 1 h | irrigation pump pressure | water pump head
block area | planted surface | 2.4 ha; 1.7 ha; 3.1 ha; 0.9 ha | block perimeter | boundary fence length
canopy system | trellis style | VSP; Guyot double; pergola; Lyre | canopy height | foliage wall top
frost alarm threshold | cold warning trigger | 0.5 °C; -1 °C; 1 °C; -0.5 °C | frost fan count | number of wind machines
spray contractor | pesticide applicator firm | Aurel Agrar; Feldweiss GmbH; Osterbach Service; Tirelli Spritz | spray log | chemical application record
last soil test | latest earth analysis | 2026-03-11; 2025-10-02; 2026-04-19; 2025-11-27 | next soil test | upcoming earth analysis
"""),
)

MUSEUM = Domain(
    "museum",
    "a museum's exhibition loans",
    ("ln-2207-vesper", "AmberReliquary", "Cat.Orsini12", "folio-11.3", "MERIDANTE", "quellstein"),
    _attributes("""
lending institution | source collection | Musee Varenne; Castel Brio Foundation; Hallstedt Kunsthaus; Orme Gallery | lender contact | person at the source collection
insurance value | declared worth | EUR 1.2m; EUR 480k; USD 2.5m; GBP 900k | insurer | underwriting company
relative humidity limit | allowed dampness range | 45-55 %; 40-50 %; 48-52 %; 50-55 % | temperature limit | allowed warmth range
lux limit | brightness ceiling | 50 lux; 150 lux; 80 lux; 200 lux | UV filter type | ultraviolet glazing
courier | accompanying escort | Odile Marchetti; Sven Aaltonen; Ruth Kembe; Pavel Hruska | courier flight | escort travel booking
loan end date | return deadline | 2027-03-31; 2027-01-15; 2026-12-20; 2027-06-30 | loan start date | arrival deadline
crate maker | packing case builder | Kistenbau Rehm; ArtCrate Nordic; Felsen Transport; Maison Caisse | crate dimensions | packing case size
gallery room | display hall | Room 14; East Wing 3; Room 22; Atrium B | room guard | hall attendant
condition report | state assessment | CR-2026-118; CR-2026-204; CR-2025-377; CR-2026-051 | conservator | restoration specialist
credit line | acknowledgement wording | Lent by the Varenne Trust; Courtesy Orme Gallery; Private collection, Zurich; Gift of the Brio family | image rights | photography permission
accession number | catalogue identifier | 1987.44.2; 2003.118; 1961.7.31; 2011.9 | deaccession status | disposal standing
display case | vitrine | V-12; Klimavitrine 4; V-3 sealed; Case 9 | case alarm code | vitrine security PIN
"""),
)

POSTPROD = Domain(
    "postprod",
    "a film studio's post-production",
    ("ep-104-lantern", "BrineFathom", "Reel.Ashby3", "cut-7.2", "NOVAKRONE", "brinwater"),
    _attributes("""
colorist | grading artist | Lena Voss; Dario Quint; Mika Sorensen; Ada Oyelaran | conform editor | online finisher
delivery deadline | handoff due date | 2027-01-22; 2026-12-18; 2027-02-05; 2027-03-12 | delivery format | master file spec
frame rate | fps | 23.976; 25; 24; 29.97 | shutter angle | exposure arc
show LUT | grading lookup table | KOD-2383-v4; Ashby_Film_v2; NightDock 3; Tungsten Warm 7 | camera LUT | on-set monitoring look
edit suite | cutting room | Suite 3; Bay 7; Suite 11; Studio Nord | suite booking hours | cutting room reservation
runtime | total length | 94 min; 47 min; 22 min; 108 min | credits length | end roll duration
sound mixer | dubbing engineer | Joel Ambrose; Keiko Hanamura; Brit Solheim; Rafael Ocampo | foley artist | footsteps performer
render farm queue | compute pool | q-heavy; gpu-long; q-night; gpu-std | render priority | compute urgency
aspect ratio | picture shape | 2.39:1; 1.85:1; 16:9; 2:1 | safe title area | text margin
archive drive | storage volume | LTO-8 #224; LTO-9 #031; ARC-17; LTO-8 #118 | archive checksum | backup hash
subtitle vendor | captioning house | Lumen Subs; TextFrame Oy; Quaiside Text; Subwell | subtitle languages | captioning languages
picture lock date | edit freeze day | 2026-11-27; 2026-12-09; 2027-01-08; 2026-12-15 | sound lock date | audio freeze day
"""),
)

BIKESHARE = Domain(
    "bikeshare",
    "a city's bike-share docking stations",
    ("st-412-quayside", "LindenPlatz", "Stn.Kolbe9", "hub-4.17", "FERNHOLM", "ostravik"),
    _attributes("""
dock count | number of bike slots | 19; 27; 15; 33 | free dock alert level | empty slot warning
rebalancing van | redistribution truck | VAN-07; VAN-12; VAN-03; VAN-15 | rebalancing shift | redistribution hours
kiosk firmware | payment terminal software | k-4.2.1; k-4.3.0; k-3.9.8; k-4.1.5 | kiosk serial number | terminal hardware id
power source | energy supply | solar; grid; solar with battery; grid with backup | battery capacity | storage cell size
e-bike share | portion of electric cycles | 40 %; 25 %; 60 %; 10 % | e-bike charger count | electric cycle charging points
maintenance contractor | repair firm | Radwerk Nord; Spoke and Chain Ltd; Veloteam Ost; Pedalfix | contract renewal date | repair deal expiry
peak hour | busiest time of day | 08:00-09:00; 17:00-18:00; 12:00-13:00; 07:30-08:30 | quiet hour | least busy time
street permit | city licence | SP-2291; SP-0448; SP-3107; SP-1765 | permit fee | licence cost
lock model | anti-theft latch | Kryptal D7; Loxbar 3; Axa Rail 2; Kryptal D9 | lock failure rate | latch fault frequency
station sponsor | naming partner | Helvara Bank; Tonic Mobility; Ostwerk Energie; Brisa Telecom | sponsor contract end | naming partner deal expiry
daily trips | rides started each day | 412; 188; 96; 530 | average trip length | typical ride distance
GPS coordinates | latitude and longitude | 48.2101, 16.3633; 47.0712, 15.4391; 48.3069, 14.2858; 46.6247, 14.3053 | elevation | height above sea level
"""),
)

GROUNDSTATION = Domain(
    "groundstation",
    "a satellite ground station's antennas",
    ("ant-3-nordkap", "TorvikDish", "GS.Halvard", "tx-9.1", "AURSKARD", "vesterhol"),
    _attributes("""
dish diameter | reflector size | 7.3 m; 11 m; 3.7 m; 13 m | dish weight | reflector mass
frequency band | spectrum range | X-band; S-band; Ka-band; UHF | band licence expiry | spectrum permit end
tracking mode | pointing method | program track; autotrack; step track; monopulse | slew rate | turning speed
G/T figure | receive sensitivity | 31.5 dB/K; 24 dB/K; 37.2 dB/K; 18 dB/K | EIRP | transmit power output
de-icing system | ice melting heater | hot air; none; heating mat; glycol loop | de-icing power draw | heater consumption
pass scheduler | contact planning tool | PassPlan 5; OrbitSlot 2; Skedra; Orbiteer 1.9 | pass priority | contact ranking
mission customer | client spacecraft | Aquila-3; Polaris EO; Nimbra-2; Tern-1A | customer SLA | client uptime promise
last calibration | latest alignment | 2026-08-19; 2026-10-03; 2026-06-27; 2026-11-11 | calibration source | alignment reference star
backup power | standby electricity | diesel 250 kVA; UPS 40 min; diesel 400 kVA; UPS 2 h | fuel reserve | diesel stock on site
polarization | wave orientation | RHCP; LHCP; dual circular; linear H/V | axial ratio | ellipticity
elevation mask | minimum look angle | 5 deg; 10 deg; 3 deg; 7 deg | azimuth limit | horizontal travel stop
modem | demodulator unit | Cortex HDR; QS-400; AmpliLink 7; Zephyr DM | modem firmware | demodulator software version
"""),
)

ZOO = Domain(
    "zoo",
    "a zoo's animal habitats",
    ("pen-14-tapir", "MangroveHall", "Enc.Savanne2", "aqua-6.3", "OKAPIWALD", "wallowmere"),
    _attributes("""
water temperature | pool warmth | 24 °C; 18 °C; 27.5 °C; 21 °C | water hardness | mineral content of the pool
keeper | animal caretaker | Hanne Lund; Obi Nwosu; Clara Pietsch; Rui Tavares | vet on call | attending veterinarian
feeding time | meal schedule | 09:30; 14:15; 11:00; 16:45 | diet sheet | food ration plan
heat lamp | basking bulb | UVB 160 W; ceramic 250 W; UVB 100 W; halogen 75 W | lamp replacement date | bulb swap day
public viewing hours | visitor window | 10:00-17:00; 09:00-18:00; 10:30-16:00; 11:00-15:30 | keeper talk time | caretaker presentation slot
enrichment plan | stimulation programme | EP-2026-7; EP-2026-12; EP-2025-31; EP-2026-3 | enrichment budget | stimulation programme funds
humidity target | air moisture goal | 70 %; 85 %; 60 %; 90 % | misting interval | spray cycle
quarantine status | isolation state | cleared; day 12 of 30; pending TB test; cleared on 2026-11-08 | quarantine end date | isolation release day
filtration pump | water circulation unit | Hayward 2.2 kW; Pentair Ultra 4; Bauer FP-9; Speck Badu 90 | backwash interval | filter rinse schedule
species | resident animal | gharial; kea; binturong; tayra | studbook number | breeding register id
substrate | ground covering | bark mulch; river sand; coco peat; pea gravel | substrate depth | ground covering thickness
emergency exit | escape door | Exit E4; Gate 7; Hatch N2; Exit W1 | exit alarm test | escape door check
"""),
)

LABELING = Domain(
    "labeling",
    "a data annotation vendor's projects",
    ("lbl-88-sorrel", "ParcelSight", "Proj.Wrenfield", "seg-2.11", "TESSELIA", "pellicor"),
    _attributes("""
label schema | tagging taxonomy | schema v12; ontology-7; tags-2026b; schema v9 | schema owner | taxonomy maintainer
annotator pool | labeling workforce | pool-eu-3; vendor Laria; pool-apac-1; in-house B | annotator pay rate | labeling workforce wage
agreement threshold | inter-rater consensus floor | kappa 0.82; 0.75; kappa 0.7; 0.9 | adjudicator | tie-break reviewer
batch size | items per assignment | 50; 200; 25; 120 | batch deadline | assignment due date
gold set | reference answer collection | gold-312; gold-88; gold-1041; gold-57 | gold set refresh date | reference answer renewal day
review rate | QA sampling percentage | 10 %; 25 %; 5 %; 15 % | review SLA | QA turnaround promise
labeling tool | annotation software | Tessa Studio; Markwell 4; Boxwise; Inkpoint | tool licence count | software seat total
data retention | file keeping period | 90 days; 1 year; 30 days; 18 months | deletion log | erasure record
PII policy | personal information handling rule | redact before upload; blur faces and plates; no PII allowed; hash emails | PII auditor | privacy reviewer
project sponsor | funding stakeholder | Maren Okafor; Luis Bettencourt; Ayla Demir; Chris Vandersloot | sponsor budget | funding stakeholder allowance
export format | output file type | COCO JSON; JSONL; Pascal VOC; CSV with masks | export bucket | output storage location
task deadline | completion due date | 2026-12-19; 2027-01-09; 2026-12-31; 2027-02-14 | task priority | completion urgency
"""),
)

SCHOOLBUS = Domain(
    "schoolbus",
    "a school district's bus routes",
    ("rt-17-millbrook", "HollowayLoop", "Rte.Ashgrove", "shuttle-5.2", "CEDARMOOR", "pennrigg"),
    _attributes("""
bus driver | person at the wheel | Glenn Morrow; Patrice Okoye; Dana Whitfield; Yusuf Karim | relief driver | substitute at the wheel
first pickup time | earliest collection | 06:52; 07:10; 07:25; 06:40 | last drop-off time | final unloading
vehicle number | fleet code | Bus 214; Bus 87; Bus 302; Bus 19 | vehicle mileage | odometer reading
seat capacity | passenger limit | 48; 72; 24; 66 | wheelchair spaces | accessible berths
stop count | number of halts | 14; 22; 9; 17 | longest stop dwell | biggest halt wait
bus contractor | operating company | Millrace Coaches; Tarn Transit; Oakhill Motor Lines; Greyfen Travel | contract value | operating company fee
school served | destination campus | Hartwell Primary; St Anselm High; Brookside Academy; Linton Middle | bell time | lesson start hour
route length | distance covered | 18.4 km; 26 km; 11.7 km; 31.2 km | route duration | time on board
radio channel | dispatch frequency | Ch 7; Ch 12; Ch 3; Ch 9 | radio call sign | dispatch handle
snow route | winter detour | via Kettle Lane; skip stops 4-6; via Mill Rd; no change | snow day hotline | winter closure phone line
bus aide | onboard monitor | Irene Castell; Marcus Doyle; Fen Liu; Agnes Varga | aide certification | monitor training record
GPS tracker | location beacon | TrakBox 2; Geo-17; LinkTrack S; Fleetmind 4 | tracker SIM number | beacon phone card
"""),
)

DOMAINS = (SKI, VINEYARD, MUSEUM, POSTPROD, BIKESHARE, GROUNDSTATION, ZOO, LABELING, SCHOOLBUS)
