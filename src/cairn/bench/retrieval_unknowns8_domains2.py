"""The vocabulary of the blind held-out retrieval set ``unknowns8`` (part two: three more
domains, written like those of ``retrieval_unknowns8_domains``). Words only."""

from __future__ import annotations

from cairn.bench.retrieval_unknowns8_domains import Domain, parse

PHARMACY = Domain(
    "pharmacy",
    "a hospital pharmacy's ward dispensing cabinets",
    ("cab-hollis-5", "OrmeleighNorth", "Cab.Quorran", "dc-6.1", "BRAMWICK", "lunthorpe"),
    ("hollis-five", "OrmeleighOld", "Cab.Sedgely", "dc-5.8", "BRAMLOW", "kettrow"),
    ("cab-wystan-1", "PelhamWest", "Cab.Oddery"),
    parse(
        """
        restock day | refill weekday | Tuesday; Mon/Thu; Friday; Wednesday | restock day cutoff | refill weekday deadline
        fridge range | cold storage band | 2-8 °C; 2-6 °C; 3-7 °C; 4-8 °C | fridge range alarm | cold storage band alert | in Fahrenheit
        controlled drug drawer | scheduled substance compartment | C4 double-lock; B2; D1; A3 | controlled drug drawer key | scheduled substance compartment padlock
        override list | emergency bypass roster | ED-core-14; ICU-2; theatre-B; peds-7 | override list reviewer | emergency bypass roster checker
        network port | LAN jack | SW3/0/17; SW1/0/4; SW2/1/22; SW4/0/9 | network port vlan | LAN jack segment
        pharmacist contact | dispensary lead | ext 4417; ext 2093; ext 5560; ext 3128 | pharmacist contact backup | dispensary lead deputy
        par level | stock floor quantity | 40 units; 25 units; 60 units; 12 units | par level review | stock floor quantity audit
        barcode scanner | label reader device | Quillon QS-40; Marko BR-7; Tindal S3; Quillon QS-22 | barcode scanner battery | label reader device cell
        expiry sweep | stale medicine purge | every 2 wks; every 10 d; monthly; every 3 wks | expiry sweep owner | stale medicine purge lead | in days
        restock order number | refill requisition id | RO-8812; RO-1047; RO-6635; RO-2290 | restock order number format | refill requisition id layout
        par level source | stock floor origin | usage model; manual; ward request; last audit | par level source owner | stock floor origin keeper
        barcode symbology | label encoding scheme | GS1 DataMatrix; Code 128; QR; EAN-13 | barcode symbology check | label encoding scheme test
        """
    ),
)

REEFER = Domain(
    "reefer",
    "a cold-chain haulier's refrigerated trucks",
    ("rf-ostlin-22", "ColdharrowOne", "Trk.Welvane", "rt-9.05", "GRINDELOW", "quarvish"),
    ("ostlin-two", "ColdharrowVan", "Trk.Bessop", "rt-8.77", "GRINLEY", "mottram"),
    ("rf-calloway-4", "FrostmereHaul", "Trk.Yardley"),
    parse(
        """
        reefer setpoint | cargo chill target | 0 °F; -4 °F; 35 °F; -10 °F | reefer setpoint tolerance | cargo chill target slack | in Celsius
        telematics unit | tracking box | TK-Orbis 4411; TK-Orbis 2290; Navlo T7; Navlo T9 | telematics unit sim | tracking box chip
        defrost cycle | ice melt routine | every 6h; every 8h; every 12h; every 4h | defrost cycle length | ice melt routine span
        parking yard | overnight lot | Yard 3 Feltham; Yard 1 Hayes; Yard 5 Purfleet; Yard 2 Thurrock | parking yard gate | overnight lot entrance
        trailer length | box span | 13.6 m; 7.5 m; 12 m; 10.4 m | trailer length permit | box span licence | in feet
        refrigerant type | coolant gas | R-452A; R-404A; R-134a; R-1234yf | refrigerant type label | coolant gas sticker
        driver roster | wheel duty rota | pattern B nights; earlies 4-on; lates 3-on; split weekend | driver roster swap | wheel duty rota exchange
        door sensor | hatch contact | DS-12 magnetic; DS-9 reed; DS-14 optical; DS-7 reed | door sensor bypass | hatch contact override
        fuel type | propulsion energy | HVO100; B7 diesel; CNG; battery electric | fuel type surcharge | propulsion energy levy
        telematics contract | tracking box subscription | 36 months; 24 months; 48 months; 12 months | telematics contract renewal | tracking box subscription extension
        defrost heater rating | ice melt element wattage | 1.2 kW; 0.8 kW; 1.5 kW; 2 kW | defrost heater rating plate | ice melt element wattage tag
        door seal date | hatch gasket renewal | 2026-03; 2025-11; 2026-07; 2025-09 | door seal date reminder | hatch gasket renewal prompt
        """
    ),
)

PODCAST = Domain(
    "podcast",
    "a podcast network's shows",
    ("show-brinmoor-2", "HollowQuiver", "Pod.Ardwell", "ep-3.12", "MERRISCOTE", "velderan"),
    ("brinmoor-two", "HollowReed", "Pod.Cantle", "ep-2.40", "MERRIDALE", "oskwyn"),
    ("show-tamsley-7", "CinderVerse", "Pod.Rookham"),
    parse(
        """
        release cadence | publishing rhythm | weekly on Tue; fortnightly; Mon and Thu; monthly | release cadence exception | publishing rhythm deviation
        episode length | runtime per instalment | 00:42:00; 00:55:00; 01:10:00; 00:38:00 | episode length cap | runtime per instalment ceiling | in minutes
        rss feed slug | syndication path | /feeds/brin; /feeds/hq; /feeds/ardw; /feeds/merri | rss feed slug redirect | syndication path forward
        host mic | presenter microphone | SM7B; RE20; PodMic; Procaster | host mic preamp | presenter microphone amplifier
        ad slot count | sponsor break number | 3; 2 mid-rolls; 4; 1 pre-roll | ad slot count cap | sponsor break number limit
        loudness target | volume normalisation level | -16 LUFS; -14 LUFS; -19 LUFS; -18 LUFS | loudness target tolerance | volume normalisation level leeway
        transcript vendor | captioning supplier | Verbatim Loft; ScribeCo; Otterhand; Quillworks | transcript vendor contract | captioning supplier agreement
        recording room | studio cubicle | Room 2B; Booth C; Room 4; Loft A | recording room booking | studio cubicle reservation
        hosting platform | distribution service | Libsyn; Megaphone; Transistor; Acast | hosting platform invoice | distribution service bill
        release embargo | publishing holdback | 48h; none; 7 days; 24h | release embargo exception | publishing holdback deviation
        ad slot price | sponsor break rate | 25 CPM; 18 CPM; 30 CPM; flat 400 | ad slot price floor | sponsor break rate minimum
        transcript language | captioning tongue | en-GB; es; en-US; cy | transcript language fallback | captioning tongue backup
        """
    ),
)
