"""The vocabulary of the blind held-out retrieval set ``unknowns8`` (part three: the last three
domains, written like those of ``retrieval_unknowns8_domains``). Words only."""

from __future__ import annotations

from cairn.bench.retrieval_unknowns8_domains import Domain, parse

QUARRY = Domain(
    "quarry",
    "a quarry's blasting benches",
    ("qb-garrow-6", "FellstoneNorth", "Face.Orrin", "bn-2.7a", "CRAGMOUTH", "tarnwith"),
    ("garrow-six", "FellstoneOld", "Face.Huxley", "bn-1.9", "CRAGSIDE", "pollard"),
    ("qb-hesketh-3", "RavenscarDeep", "Face.Lumb"),
    parse(
        """
        bench height | ledge vertical extent | 12 m; 15 m; 10 m; 18 m | bench height survey | ledge vertical extent measurement | in feet
        explosive type | detonating product | ANFO; emulsion 70/30; heavy ANFO; packaged emulsion | explosive type supplier | detonating product vendor
        burden spacing | hole grid pattern | 3.5 x 4.0 m; 3.0 x 3.5 m; 4.0 x 4.5 m; 2.8 x 3.2 m | burden spacing review | hole grid pattern assessment
        rock type | lithology | granodiorite; massive limestone; dolerite; gritstone | rock type sample | lithology specimen
        haul road | truck route | HR-2 east ramp; HR-4 west ramp; HR-1 pit floor; HR-3 spiral | haul road grade | truck route slope
        vibration limit | ground shaking cap | 10 mm/s; 6 mm/s; 12.5 mm/s; 8 mm/s | vibration limit monitor | ground shaking cap sensor | in inches per second
        shotfirer | charge crew lead | licence SF-2207; licence SF-1183; licence SF-3091; licence SF-0476 | shotfirer deputy | charge crew lead second
        exclusion zone | no-go radius | 500 m; 350 m; 400 m; 600 m | exclusion zone sign | no-go radius marker
        drill rig | boring machine | Kelso DX-4; Marr T-200; Kelso DX-7; Brant R9 | drill rig operator | boring machine driver
        bench width | ledge horizontal extent | 8 m; 10 m; 6 m; 12 m | bench width survey | ledge horizontal extent measurement
        explosive magazine | detonating product store | Mag 1 north; Mag 2; Mag 3 bunker; Mag 4 | explosive magazine licence | detonating product store permit
        haul road speed | truck route pace | 30 km/h; 25 km/h; 40 km/h; 20 km/h | haul road speed sign | truck route pace marker
        """
    ),
)

POOL = Domain(
    "pool",
    "a leisure centre's swimming pools",
    ("pool-ardley-1", "LidoCranmere", "Pool.Wexhurst", "lp-5.5", "SALTERWYN", "fennimoor"),
    ("ardley-one", "LidoOld", "Pool.Brisco", "lp-4.1", "SALTERBY", "haddow"),
    ("pool-tresham-8", "BathsEastfield", "Pool.Mowbray"),
    parse(
        """
        chlorine setpoint | disinfectant aim | 1.5 mg/l; 2.0 mg/l; 1.2 mg/l; 3.0 mg/l | chlorine setpoint alarm | disinfectant aim alert | in ppm
        water temperature | bath heat level | 29 °C; 28 °C; 31 °C; 27.5 °C | water temperature log | bath heat level record
        lane count | swimming track number | 6; 8; 5; 10 | lane count rope | swimming track number divider
        lifeguard ratio | rescuer per bather proportion | 1:25; 1:20; 1:30; 1:15 | lifeguard ratio review | rescuer per bather proportion audit
        filter backwash | sand media flush | Tue 06:00; Thu 21:30; daily 05:30; Sat 22:00 | filter backwash duration | sand media flush span
        max depth | deepest point | 2.0 m; 1.8 m; 3.8 m; 1.2 m | max depth marking | deepest point placard | in feet
        pump model | circulation motor type | Halvor CP-40; Halvor CP-55; Trent KX9; Ormby P7 | pump model seal | circulation motor type gasket
        opening hours | public access times | 06:30-22:00; 07:00-21:00; 06:00-20:00; 08:00-18:00 | opening hours holiday | public access times festive
        ph target | acidity goal | 7.4; 7.2; 7.6; 7.3 | ph target band | acidity goal window
        chlorine delivery day | disinfectant drop-off weekday | Monday; Thursday; Friday; Tuesday | chlorine delivery day change | disinfectant drop-off weekday move
        lane booking app | swimming track reservation tool | SplashBook; LaneLine; PoolPass; SwimSlot | lane booking app login | swimming track reservation tool account
        water hardness | bath mineral content | 180 ppm; 220 ppm; 150 ppm; 260 ppm | water hardness test | bath mineral content assay
        """
    ),
)

FRAUD = Domain(
    "fraud",
    "a payments team's fraud rules",
    ("rule-velkor-8", "CardShieldNine", "Rule.Ambry", "fr-1.18", "PELLANOR", "ostwyke"),
    ("velkor-eight", "CardShieldOld", "Rule.Tiverton", "fr-0.97", "PELLMOOR", "gadsby"),
    ("rule-harnby-4", "WireWatchTen", "Rule.Sprake"),
    parse(
        """
        score threshold | decision cutoff | 0.82; 0.75; 0.91; 0.68 | score threshold shadow | decision cutoff trial | as a percentage
        rule action | enforcement outcome | decline; step-up 3DS; manual queue; hold 24h | rule action log | enforcement outcome journal
        velocity window | attempt tally period | PT1H; PT15M; PT24H; PT30M | velocity window limit | attempt tally period max | in minutes
        merchant category scope | MCC coverage | 5967, 7995; 4829; 6051, 6211; 7801 | merchant category scope exclusions | MCC coverage carve-outs
        rule owner | responsible analyst | team risk-eu; team chargebacks; team ato; team risk-latam | rule owner escalation | responsible analyst pager
        false positive rate | wrongly flagged share | 2.1%; 0.6%; 4.4%; 1.3% | false positive rate trend | wrongly flagged share drift
        feature store table | signal dataset | fs.card_vel_v3; fs.device_age_v1; fs.geo_hop_v2; fs.bin_mix_v4 | feature store table freshness | signal dataset staleness
        country list | geography allowlist | NG, GH, KE; BR, MX; RO, BG; VN, PH | country list source | geography allowlist origin
        deploy ring | rollout stage | ring 0 shadow; ring 2; ring 1 at 5%; ring 3 GA | deploy ring approver | rollout stage signer
        score calibration | probability mapping | isotonic; Platt; none; binned | score calibration date | probability mapping refresh
        false negative rate | missed abuse share | 0.9%; 1.7%; 0.4%; 2.6% | false negative rate trend | missed abuse share drift
        country risk tier | geography danger band | tier 2; tier 1; tier 3; tier 4 | country risk tier source | geography danger band origin
        """
    ),
)
