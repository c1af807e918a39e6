"""The vocabulary of the blind held-out retrieval set ``unknowns8`` (part one: the shapes and
three domains). Each attribute is one line, ``word | synonym | values | neighbour | neighbour's
synonym | unit asked``: the word memories use, a synonym no memory uses, four invented values
(``;``-separated), a neighbouring attribute nobody holds and, when set, the unit or notation a
question asks for while the memory writes the value in another. The first nine attributes of a
domain are held, the last three are held by nobody and each shares a word with one held partner.

This module holds words only; it never builds memories or cases."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    near_word: str
    near_synonym: str
    asked_in: str = ""

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
    old_names: tuple[str, ...]
    ghosts: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def parse(lines: str) -> tuple[Attribute, ...]:
    """The attributes written one per line (see the module docstring)."""
    out = []
    for line in lines.strip().splitlines():
        parts = [p.strip() for p in line.split("|")]
        word, synonym, values, near, near_syn = parts[:5]
        unit = parts[5] if len(parts) > 5 else ""
        vals = tuple(v.strip() for v in values.split(";"))
        out.append(Attribute(word, synonym, vals, near, near_syn, unit))
    return tuple(out)


AMBULANCE = Domain(
    "ambulance",
    "an ambulance service's response vehicles",
    ("amb-tarrow-3", "KestonRapid", "Unit.Harlowe", "rv-4.2", "MORVANT", "pellisk"),
    ("tarrow-three", "KestonOne", "Unit.Brackley", "rv-3.9", "MORVELL", "dunsett"),
    ("amb-quillan-9", "OstryFleet", "Unit.Gammidge"),
    parse(
        """
        oxygen cylinder size | gas bottle capacity | CD-460; HX-2300; ZD-600; CD-340 | oxygen cylinder size supplier | gas bottle capacity vendor
        stretcher model | patient trolley type | Palmar 35X; Trevik Pro 2; Ondry C4; Mallet K7 | stretcher model year | patient trolley vintage
        home station | overnight garage | Hollin Road; Marsh Lane; Quarry Gate; Tolley Street | home station phone | overnight garage telephone
        defibrillator serial | cardiac shock device number | DF-20931; DF-18842; DF-30017; DF-11265 | defibrillator serial prefix | cardiac shock device number prefix
        service interval | workshop cycle | 12000 km; 9000 km; 15000 km; 7500 km | service interval owner | workshop cycle keeper
        crew size | people aboard count | 2 paramedics; 3 incl. student; 2 technicians; 1 paramedic, 1 driver | crew size minimum | people aboard count floor
        fuel card | petrol payment token | FC-7713; FC-2208; FC-9145; FC-4460 | fuel card limit | petrol payment token ceiling
        turnaround target | hospital handover goal | 0h25; 0h30; 0h20; 0h45 | turnaround target breach | hospital handover goal miss | in minutes
        radio callsign | dispatch handle | Medic 41; Echo 12; Bravo 7; Delta 19 | radio callsign backup | dispatch handle spare
        stretcher weight limit | patient trolley load ceiling | 227 kg; 250 kg; 318 kg; 200 kg | stretcher weight limit label | patient trolley load ceiling sticker
        fuel tank capacity | petrol reservoir volume | 80 l; 95 l; 120 l; 70 l | fuel tank capacity gauge | petrol reservoir volume meter
        radio battery | dispatch handset accumulator | RB-40; RB-55; RB-62; RB-31 | radio battery charger | dispatch handset accumulator dock
        """
    ),
)

LIVEOPS = Domain(
    "liveops",
    "a mobile game's live-ops events",
    ("ev-frostbloom-2", "LanternRush", "Season.Quelth", "evt-7.3b", "GLIMMERFALL", "ovenrith"),
    ("frostbloom-one", "LanternDash", "Season.Wyre", "evt-6.9", "GLOAMFEST", "brisselde"),
    ("ev-sorrelby-5", "EmberTides", "Season.Nook"),
    parse(
        """
        reward pool size | prize stash amount | 40k gems; 25k gems; 60k gems; 15k gems | reward pool size currency | prize stash amount denomination
        event duration | promo lifespan | P3D; P7D; P2DT12H; P5D | event duration extension | promo lifespan prolongation | in hours
        drop rate | loot appearance odds | 0.8%; 1.5%; 2.25%; 0.35% | drop rate cap | loot appearance odds ceiling
        target segment | audience cohort | lapsed spenders 30d; new installs D0-D7; whales tier 3; guild leaders | target segment size | audience cohort headcount
        remote config flag | server toggle label | lo_frost_enabled; lo_lantern_v2; lo_quelth_on; lo_glim_live | remote config flag owner | server toggle label steward
        leaderboard reset | ranking wipe schedule | Mondays 00:00 UTC; daily 04:00 UTC; every 72h; Sundays 20:00 UTC | leaderboard reset notice | ranking wipe schedule announcement
        store bundle sku | shop package code | com.gm.bndl.frost01; com.gm.bndl.lant07; com.gm.bndl.qlt02; com.gm.bndl.glim04 | store bundle sku price | shop package code cost
        push notification copy | phone alert wording | Frost is back, 2x gems; Light the lanterns tonight; Quelth opens in 1h; Last call for Glimmer | push notification copy variant | phone alert wording alternative
        energy cap | stamina ceiling | 120; 150; 90; 200 | energy cap refill | stamina ceiling top-up
        drop rate boost | loot odds multiplier | x2; x1.5; x3; x1.25 | drop rate boost window | loot odds multiplier period
        target segment exclusions | audience cohort carve-outs | payers 7d; test accounts; minors; banned | target segment exclusions list | audience cohort carve-outs roster
        energy refill price | stamina top-up cost | 50 gems; 30 gems; 80 gems; 45 gems | energy refill price discount | stamina top-up cost rebate
        """
    ),
)

SOLAR = Domain(
    "solar",
    "a solar farm's inverters",
    ("inv-corlan-12", "SunmereEast", "Block.Vantry", "sx-2.14", "TREVANNOCK", "ashgrell"),
    ("corlan-twelve", "SunmereOld", "Block.Pennet", "sx-1.88", "TRELLICK", "mawbury"),
    ("inv-ferrowby-2", "HalewoodSouth", "Block.Dimmock"),
    parse(
        """
        firmware build | embedded software release | 4.11.2-rc3; 4.9.0; 5.0.1; 4.10.7 | firmware build channel | embedded software release track
        dc string count | panel chain number | 18; 22; 16; 24 | dc string count spare | panel chain number reserve
        rated power | nameplate capacity | 2.5 MVA; 3.15 MVA; 1.75 MVA; 4.2 MVA | rated power derating | nameplate capacity reduction | in kW
        grid code profile | utility compliance preset | G99-TypeB; VDE-4110; IEEE1547-Cat3; AS4777-A | grid code profile version | utility compliance preset revision
        cooling fan hours | ventilator running time | 18400 h; 9150 h; 22010 h; 4700 h | cooling fan hours alarm | ventilator running time warning
        modbus address | fieldbus node id | 17; 42; 108; 233 | modbus address range | fieldbus node id span
        warranty end | guarantee expiry | March 2031; Nov 2029; Jan 2032; Aug 2030 | warranty end notice | guarantee expiry reminder | as YYYY-MM
        combiner box | junction enclosure | CB-07; CB-12; CB-03; CB-19 | combiner box fuse | junction enclosure breaker
        power factor | phase angle cosine | 0.95 lagging; 0.98 leading; 1.00; 0.92 lagging | power factor mode | phase angle cosine regime
        firmware rollback | embedded software revert | to 4.8.3; to 4.9.0; blocked; to 4.10.1 | firmware rollback window | embedded software revert slot
        modbus baud rate | fieldbus wire speed | 9600; 19200; 38400; 115200 | modbus baud rate parity | fieldbus wire speed checkbit
        warranty claim ref | guarantee case number | WC-5521; WC-0932; WC-7714; WC-2290 | warranty claim ref status | guarantee case number state
        """
    ),
)
