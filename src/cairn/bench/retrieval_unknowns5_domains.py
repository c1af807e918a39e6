"""The vocabulary of the blind held-out retrieval set ``unknowns5``: nine domains of team work,
each with six invented subjects and twelve attributes.

An attribute has the word that memories use, a synonym that no memory uses, four invented
values, and a neighbour that nobody holds (a word and a synonym of its own). Most neighbours
share words with the attribute (`autoscaler max` beside `autoscaler min`), so a request for the
neighbour shares the subject's name and several words with a memory that does not answer it.
This module holds data only; the generator (``bench.retrieval_unknowns5``) checks it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


def slug(text: str) -> str:
    """A key for a phrase: lower case, runs of other characters turned into one dash."""
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


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


def attributes(block: str) -> tuple[Attribute, ...]:
    """Attributes from compact lines, one per line: ``word; synonym; values; neighbour; its
    synonym``, the values separated by `` | ``."""
    out = []
    for line in block.strip().splitlines():
        word, synonym, values, near_word, near_synonym = line.strip().split("; ")
        out.append(Attribute(word, synonym, tuple(values.split(" | ")), near_word, near_synonym))
    return tuple(out)


# Subjects come one of each shape per domain: kebab, CamelCase, dotted, version-like, ALL CAPS,
# lower case. `TIDEWRACK` was the first ALL-CAPS name of the scenery workshop; another set's data
# holds it, so it became `FLYLOFTEN`.
FERRY = Domain(
    "ferry",
    "a ferry operator's vessels",
    ("mv-skarn-4", "HelgaTide", "Ferry.Orrin", "skiff-3.2", "KVARNSUND", "tollbeck"),
    attributes("""
    car deck capacity; vehicle slots; 112 cars | 86 cars | 140 cars | 64 cars; car deck clearance; vehicle headroom
    passenger deck capacity; traveller ceiling; 380 | 612 | 250 | 940; passenger lounge opening hours; traveller saloon schedule
    home port; base harbour; Tollvik | Ardmere Quay | Skelbo | Fennick Pier; home port berth fee; base harbour mooring charge
    hull survey date; shell inspection day; 2027-02-14 | 2027-05-03 | 2026-12-19 | 2027-03-28; hull survey firm; shell inspection company
    bow thruster rating; front propulsor output; 550 kW | 720 kW | 400 kW | 900 kW; bow thruster supplier; front propulsor maker
    master; captain; Ingrid Solvang | Piet Ravelle | Moira Kask | Tobias Venn; master's relief; captain's stand-in
    lifeboat count; rescue craft tally; 6 | 8 | 4 | 10; lifeboat drill day; rescue craft exercise weekday
    fuel type; propulsion energy source; MGO | LNG | HVO100 | diesel-electric; fuel bunkering berth; propulsion energy refill quay
    crossing time; sailing duration; 35 min | 50 min | 80 min | 25 min; crossing fare; sailing ticket price
    radio call sign; station identifier; LJVK3 | OXRB2 | SFTN7 | MDQA9; radio watch schedule; listening roster
    radio MMSI number; maritime mobile identity; 257418000 | 231904000 | 219334000 | 215770000; radio licence holder; ship station licensee
    hull repair yard; maintenance shipyard; Fosen Verft | Harland Slip 3 | Damen Galati | Westcon Olen; hull repair duration; maintenance shipyard stay length
    """),
)

SCENERY = Domain(
    "scenery",
    "a theatre's scenery workshop",
    ("wolf-act-2", "GlassOrchard", "Scn.Marlow", "gobo-4.7", "FLYLOFTEN", "brambury"),
    attributes("""
    build deadline; construction due day; 2027-01-22 | 2027-02-09 | 2026-12-30 | 2027-03-15; build budget; construction spending cap
    scenic paint finish; coating sheen; matte | eggshell | satin glaze | flat black; scenic paint supplier; coating vendor
    flat height; panel tallness; 16 ft | 20 ft | 12 ft | 24 ft; flat weight; panel mass
    fly bar; hanging pipe number; LS-14 | LS-22 | LS-07 | LS-31; fly bar load limit; hanging pipe weight capacity
    fire retardant certificate; flameproofing paper; FR-2231 | FR-4410 | FR-1187 | FR-3096; fire retardant certificate expiry; flameproofing paper lapse date
    scenic designer; scenographer; Lotte Brandis | Amir Kazemi | Ruth Okafor | Jules Marchetti; assistant scenic designer; associate scenographer
    stage turntable speed; revolve rotation rate; 2 rpm | 3.5 rpm | 1.5 rpm | 4 rpm; stage turntable motor; revolve drive unit
    storage bay; warehouse slot; Bay C4 | Bay A1 | Bay D7 | Bay B2; storage bay rent; warehouse slot fee
    load-in day; get-in date; 2027-01-10 | 2027-02-01 | 2026-12-21 | 2027-03-07; load-out day; get-out date
    stage manager; show caller; Hana Lindqvist | Owen Tarrant | Bea Castellano | Milo Dufresne; deputy stage manager; deputy show caller
    timber species; wood type; birch ply | poplar | spruce | MDF; timber moisture reading; wood dampness
    scrim colour; gauze hue; sharkstooth white | bobbinet grey | sky blue | charcoal; scrim width; gauze breadth
    """),
)

BAKERY = Domain(
    "bakery",
    "a commercial bakery's production lines",
    ("rye-line-3", "CrumbForge", "Bkr.Hessel", "batch-2.9", "MALTHORPE", "kornwick"),
    attributes("""
    oven temperature; baking heat; 232 °C | 210 °C | 245 °C | 190 °C; oven cleaning day; baking chamber scrub weekday
    proofing time; rise duration; 45 min | 70 min | 55 min | 90 min; proofing humidity; rise moisture level
    flour mill; grain supplier; Mollerup Molle | Stonehaven Mills | Drake & Finch | Aurland Korn; flour protein content; grain gluten share
    line speed; throughput pace; 1800 loaves/h | 2400 rolls/h | 950 loaves/h | 3200 buns/h; line changeover time; throughput switch duration
    allergen class; intolerance category; sesame | tree nuts | egg | dairy; allergen audit date; intolerance review day
    shift lead; crew supervisor; Greta Holm | Yusuf Demir | Carla Nunes | Bram de Wit; night shift lead; overnight crew supervisor
    mixer model; kneading machine; Diosna SP 160 | Kemper SP 75 | VMI Phebus | Escher M 240; mixer bowl size; kneading machine vessel volume
    packaging film; wrap material; PP 30 µm | PE-LD 40 µm | compostable PLA | paper window; packaging film supplier; wrap material vendor
    sourdough starter; levain culture; Mother 1998 | Rye Seed B | Stockholm 12 | Old Faithful; sourdough feeding schedule; levain refresh timetable
    cooling time; chill-down duration; 40 min | 25 min | 60 min | 35 min; cooling tunnel length; chill-down corridor span
    shift hygiene score; sanitation inspection grade; 94/100 | 88/100 | 97/100 | 91/100; hygiene audit date; sanitation inspection day
    line waste rate; scrap percentage; 2.1 % | 3.4 % | 1.8 % | 4.0 %; waste collection day; scrap pickup weekday
    """),
)

FIRE = Domain(
    "fire",
    "a wildland fire crew's engines",
    ("eng-moss-61", "CinderHollow", "Eng.Tarrow", "brush-6.4", "SKARPRIDGE", "emberlin"),
    attributes("""
    water tank volume; reservoir capacity; 750 gal | 500 gal | 1000 gal | 300 gal; water tank refill point; reservoir top-up site
    pump pressure; discharge force; 150 psi | 210 psi | 125 psi | 180 psi; pump service date; discharge unit maintenance day
    crew boss; squad chief; Rosa Aldana | Mikkel Fjeld | Dana Whitcomb | Theo Marsh; crew boss trainee; squad chief apprentice
    radio channel; frequency slot; CMD-2 | TAC-4 | AIR-1 | TAC-7; radio repeater; relay transmitter
    hose inventory; tubing stock; 1200 ft | 900 ft | 1500 ft | 600 ft; hose test date; tubing pressure check day
    staging area; assembly point; Pine Flat helibase | Mill Creek yard | Quarry Road | Elk Saddle; staging area closure time; assembly point shutdown hour
    drive type; traction setup; 4x4 | 6x6 | 4x2 | 6x4; drive train warranty; traction setup guarantee
    foam concentrate; suppressant additive; Class A 0.3 % | Phos-Chek WD881 | Silv-Ex Plus | Class A 0.5 %; foam concentrate reorder level; suppressant additive restock point
    home station; base firehouse; Station 14 | Station 3 | Cedar Camp | Station 22; home station phone; base firehouse telephone
    fuel card number; diesel account id; FC-88120 | FC-40317 | FC-77204 | FC-15893; fuel card limit; diesel account cap
    pump hours; impeller runtime; 1420 h | 860 h | 2310 h | 515 h; pump overhaul interval; impeller rebuild cycle
    crew medic; first aid responder; Jonah Pike | Lila Serrano | Ade Okonkwo | Sven Brask; crew medic certification expiry; first aid responder license lapse
    """),
)

LIBRARY = Domain(
    "library",
    "a public library's branches",
    ("br-quill-5", "InkwellRow", "Lib.Fernhollow", "stack-1.12", "HOLLISMERE", "pagewick"),
    attributes("""
    opening hours; service times; Tue-Sat 10:00-18:00 | Mon-Fri 09:00-20:00 | Wed-Sun 12:00-19:00 | Mon-Sat 10:00-17:00; holiday opening hours; festive service times
    branch manager; head librarian in charge; Noor Haddad | Elin Berg | Kofi Mensah | Ada Lindgren; branch manager phone; head librarian in charge telephone
    collection size; holdings count; 48000 items | 112000 items | 23500 items | 67000 items; collection weeding date; holdings culling day
    catalog software; inventory database; Koha 23.05 | Evergreen 3.11 | Alma | Symphony 4.0; catalog software licence; inventory database license renewal
    meeting room capacity; event space seating; 24 seats | 60 seats | 12 seats | 40 seats; meeting room booking fee; event space hire charge
    book drop location; returns chute spot; north entrance | car park | side door on Elm St | lobby; book drop emptying time; returns chute clearing hour
    3D printer model; additive fabrication machine; Prusa MK4 | Bambu X1 | Ultimaker S5 | Creality K1; 3D printer filament; additive fabrication material
    late fee; overdue charge; 0.20 EUR/day | 0.10 EUR/day | 0.50 EUR/day | 0.25 EUR/day; late fee cap; overdue charge ceiling
    courier pickup hours; interbranch delivery window; Mon/Thu 14:00 | Tue/Fri 11:00 | Wed 09:30 | Mon/Wed/Fri 15:00; courier driver; interbranch delivery van operator
    branch wifi network; wireless SSID; LIB-PUBLIC-5G | InkNet | quill_guest | HM-Open; branch wifi password; wireless passphrase
    youth librarian; kids' programme lead; Pia Solberg | Marcus Obi | June Takahashi | Ilse Vogt; youth librarian schedule; kids' programme lead rota
    HVAC contractor; climate system firm; Kolding Klima | Breeze & Sons | ThermoWest | Fjellair; HVAC filter change date; climate system filter swap day
    """),
)

RUNNERS = Domain(
    "runners",
    "a CI build runner pool",
    ("ci-ox-4", "GravelBuild", "Pool.Sable", "rnr-7.3", "QUENDRAL", "brixholm"),
    attributes("""
    runner image; machine snapshot; ubuntu-22.04-ci-v41 | debian-12-ci-v9 | ubuntu-24.04-ci-v3 | alpine-3.19-ci-v12; runner image digest; machine snapshot hash
    job concurrency limit; parallel build cap; 8 | 16 | 4 | 32; job concurrency alert threshold; parallel build alarm level
    instance type; VM size; c6i.4xlarge | m7g.2xlarge | n2-standard-8 | c7a.8xlarge; instance type quota; VM size allowance
    cache bucket; dependency storage; s3://ci-cache-ox | gs://gravel-cache | s3://sable-deps | minio://qdl-cache; cache bucket retention; dependency storage expiry
    autoscaler max; scaling ceiling; 40 nodes | 12 nodes | 64 nodes | 20 nodes; autoscaler min; scaling floor
    owning team; responsible squad; team-infra | build-guild | platform-ci | devex; owning team slack channel; responsible squad chat room
    registry mirror; image proxy; harbor-mirror-2 | zot-eu-1 | nexus-ci | quay-cache-3; registry mirror password; image proxy login secret
    job timeout; maximum run duration; 60 min | 90 min | 45 min | 120 min; job timeout alert; maximum run duration warning
    disk size; storage volume; 200 GB | 500 GB | 100 GB | 1 TB; disk cleanup schedule; storage volume purge timetable
    runner label; job routing tag; linux-x64-large | arm64-medium | gpu-a10 | macos-14; runner label deprecation date; job routing tag retirement day
    spot ratio; preemptible share; 70 % | 50 % | 90 % | 30 %; spot interruption rate; preemptible eviction frequency
    base region; home datacenter; eu-north-1 | us-east-2 | europe-west4 | ap-southeast-1; failover region; backup datacenter
    """),
)

APIARY = Domain(
    "apiary",
    "a beekeeping cooperative's apiaries",
    ("comb-yard-3", "LindenHush", "Api.Wexcombe", "skep-2.5", "HEATHBROW", "mellowby"),
    attributes("""
    colony count; hive tally; 24 colonies | 18 colonies | 40 colonies | 9 colonies; colony loss rate; hive mortality share
    queen source; royal bee supplier; Buckfast Elgon | Carnica Troiseck | local mongrel | Kirchhain line; queen marking colour; royal bee paint dot hue
    varroa treatment; mite therapy; oxalic dribble | formic pads | thymol strips | Apivar; varroa count; mite load
    forage crop; nectar source; heather | oilseed rape | lime trees | phacelia; forage crop bloom date; nectar source flowering day
    apiary landowner; field proprietor; Hollis Farm | Greaves Estate | Council parks | Aldous family; apiary landowner phone; field proprietor telephone
    honey yield; crop harvest weight; 310 kg | 180 kg | 420 kg | 95 kg; honey moisture; harvest water content
    extraction room; spinning shed; Barn 2 | Coop kitchen | Unit 7 Mill Lane | Hall annex; extraction room key holder; spinning shed key keeper
    apiary inspector; bee health officer; Moira Delacourt | Ravi Patel | Gunnar Aas | Tess Whitby; apiary inspector visit date; bee health officer visit day
    hive type; box design; National | Langstroth | Dadant | Warre; hive type supplier; box design vendor
    water source; drinking point; stream | trough | pond | garden tap; water source distance; drinking point range
    swarm trap; bait box; 2 traps | 4 traps | 1 trap | 3 traps; swarm trap check day; bait box inspection day
    winter feed; off-season sugar ration; fondant 12 kg | invert 15 kg | candy board | Apifonda 10 kg; winter feed date; off-season sugar ration day
    """),
)

CLIMBING = Domain(
    "climbing",
    "a climbing gym's walls",
    ("cave-arch-2", "CragSpire", "Gym.Ostry", "slab-3.14", "KESTRAVIK", "talusby"),
    attributes("""
    wall angle; incline pitch; 15° | 30° | 45° | 5°; wall angle adjustment date; incline pitch change day
    route setter; problem author; Kai Moreno | Lena Fisk | Ozzie Grant | Mina Holt; route setter assistant; problem author helper
    route reset date; next rebuild day; 2027-01-06 | 2027-02-17 | 2026-12-28 | 2027-03-03; route reset budget; rebuild spend
    auto-belay model; self-retracting catch device; TRUBLUE iQ+ | Perfect Descent 2 | Head Rush TB150 | Walltopia AB-2; auto-belay inspection date; self-retracting catch device check day
    hold brand; grip manufacturer; Kilter | Flathold | Teknik | So iLL; hold wash day; grip cleaning date
    floor padding; fall mat; 40 cm foam | 30 cm foam | 45 cm foam | 35 cm foam; floor padding supplier; fall mat vendor
    grade range; difficulty span; V0-V6 | 5a-7b | V3-V10 | 6a-8a; grade range target; difficulty span goal
    anchor spacing; bolt gap; 1.2 m | 1.5 m | 0.9 m | 1.8 m; anchor load test; bolt pull check
    wall height; face tallness; 14 m | 4.5 m | 12 m | 18 m; wall lighting; face illumination
    youth session; junior class slot; Sat 09:00 | Wed 16:30 | Sun 10:00 | Thu 17:00; youth session coach; junior class instructor
    occupancy cap; maximum number of climbers; 60 people | 85 people | 40 people | 120 people; occupancy sensor; people-counting device
    chalk dust filter; particulate scrubber; HEPA H13 | MERV 14 | F9 bag | HEPA H14; chalk dust filter change; particulate scrubber swap
    """),
)

WIND = Domain(
    "wind",
    "a wind farm's turbines",
    ("wtg-hollin-8", "GustBarrow", "Tbn.Marrick", "torv-5.6", "NORDHAVIK", "skellow"),
    attributes("""
    rated power; nameplate output; 3.6 MW | 4.2 MW | 2.3 MW | 6.0 MW; rated wind speed; design breeze velocity
    hub height; nacelle elevation; 94 m | 105 m | 80 m | 120 m; hub height permit; nacelle elevation approval
    gearbox oil; transmission lubricant; Mobilgear SHC XMP 320 | Castrol Optigear 320 | Shell Omala S5 | Kluber GEM4; gearbox oil sample date; transmission lubricant test day
    blade inspection date; rotor vane survey day; 2027-04-11 | 2027-06-02 | 2027-01-19 | 2027-05-24; blade repair date; rotor vane fix day
    SCADA id; control system identifier; T08-HL | T13-GB | T02-MR | T21-NH; SCADA password; control system passphrase
    landowner; parcel proprietor; Ravensworth Estate | J. Pennock | Fell Farms Ltd | Crown Lands; landowner rent; parcel proprietor payment
    crane pad size; lifting hardstand dimensions; 40x25 m | 35x20 m | 45x30 m | 30x18 m; crane pad access road; lifting hardstand track
    service contractor; maintenance firm; Vestas AOM 5000 | Siemens Gamesa | Deutsche Windtechnik | Enercon EP4; service contractor phone; maintenance firm telephone
    curtailment rule; output restriction; bat mode 6 m/s | NM2 at night | shadow flicker stop | ice shutdown; curtailment losses; output restriction shortfall
    yaw gearbox count; heading drive quantity; 4 | 6 | 8 | 10; yaw gearbox supplier; heading drive vendor
    grid connection; substation feeder; Bay F3 | Aske 33 kV | Bay 2 | Bay F7; grid connection capacity; substation feeder headroom
    noise curtailment mode; acoustic setting; NM0 | NM2 | NM4 | SO1; noise complaint count; acoustic grievance tally
    """),
)

DOMAINS = (FERRY, SCENERY, BAKERY, FIRE, LIBRARY, RUNNERS, APIARY, CLIMBING, WIND)
