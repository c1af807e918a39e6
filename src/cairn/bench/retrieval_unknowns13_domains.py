"""The vocabulary of ``unknowns13`` (first part): the shapes of a domain and an attribute, and
the first domains. Each attribute is one line, ``word | synonym | four values | the neighbour's
extra word | the neighbour's synonym | the unit or notation an answer is asked in (or empty)``;
the first three attributes of a domain are the partners of the last three, which nobody holds."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str
    near_synonym: str
    unit: str = ""

    @property
    def key(self) -> str:
        return self.word.replace(" ", "_")

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "_")


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def attribute(line: str) -> Attribute:
    word, synonym, values, extra, near_synonym, unit = (p.strip() for p in line.split("|"))
    return Attribute(
        word, synonym, tuple(v.strip() for v in values.split(";")), extra, near_synonym, unit
    )


def domain(key: str, title: str, names: str, old: str, roles: str, attrs: str) -> Domain:
    lines = [x for x in attrs.strip().splitlines() if x.strip()]
    return Domain(
        key,
        title,
        tuple(names.split()),
        tuple(old.split()),
        tuple(r.strip() for r in roles.split(";")),
        tuple(attribute(x) for x in lines),
    )


BELLS = domain(
    "bells",
    "a carillon guild's bells",
    "cg-quennock-2 FenwaryHale Cb.Ossington cb-3.42 TREVARRICK yelbrooke",
    "cg-sallowby-6 CorrinMead Cb.Wendmoor cb-1.07 MORVENNAH cheldwick",
    "the hour bell; the bourdon; the treble of the peal; the practice chime; the funeral toll;"
    " the noon ringer",
    """
    strike note | sounding pitch | E flat; G sharp; B flat; F sharp | tolerance | sounding pitch leeway |
    clapper mass | hammer heft | 38 kg; 41 kg; 27 kg; 33 kg | ceiling | hammer heft maximum | in pounds
    hanging height | suspension elevation | 31 m; 24 m; 18 m; 27 m | survey | suspension elevation audit | in feet
    tuning year | retune date | 1998; 2004; 2011; 1987 | target | retune date goal |
    rope length | cord span | 14 m; 9 m; 12 m; 16 m | spare | cord span reserve | in yards
    ringing rota | performance timetable | Sundays; first Saturdays; feast days; weekday evenings | backup | performance timetable fallback |
    frame material | mounting construction | oak; cast iron; steel; elm | inspection | mounting construction scrutiny |
    foundry origin | maker town | Loughborough; Croydon; Aarle; Annecy | archive | maker town records |
    lip diameter | rim width | 1.6 m; 1.2 m; 0.9 m; 1.4 m | ratio | rim width proportion | in centimetres
    strike count | blow tally | 12; 7; 9; 24 | limit | blow tally cap |
    clapper leather | tongue padding | calfskin; horsehide; felt; none | stock | tongue padding supply |
    hanging bolts | suspension fixings | M20; M24; M16; M30 | torque | suspension fixings tightness |
    """,
)

GATES = domain(
    "gates",
    "a hydro dam's spillway gates",
    "sg-pennimore-4 GlaswenFoss Sp.Ardrennick sg-2.15 KILMURVEN tornafell",
    "sg-brackhill-9 MennockBrae Sp.Quarvel sg-7.60 DUNHALLOW ashenbeck",
    "the flood bay; the north sluice; the fish pass gate; the overflow weir; the emergency bay;"
    " the tailrace gate",
    """
    crest level | brim altitude | 112.4 m; 98.7 m; 105.2 m; 120.9 m | forecast | brim altitude projection | in feet
    gate width | leaf breadth | 12 m; 15 m; 9 m; 18 m | tolerance | leaf breadth allowance | in feet
    hoist speed | lifting rate | 0.3 m/min; 0.5 m/min; 0.2 m/min; 0.4 m/min | limit | lifting rate cap | in metres per hour
    discharge capacity | water throughput | 850 m³/s; 1200 m³/s; 640 m³/s; 990 m³/s | margin | water throughput headroom | in cubic feet per second
    seal material | gasket substance | neoprene; EPDM; bronze; nitrile | supplier | gasket substance vendor |
    inspection interval | examination cadence | P30D; P90D; P180D; P45D | target | examination cadence goal | in days
    motor rating | drive power | 45 kW; 75 kW; 55 kW; 90 kW | peak | drive power maximum | in horsepower
    ice heating | frost prevention | electric trace; warm air; none fitted; bubbler | schedule | frost prevention timetable |
    control mode | operating regime | automatic; manual; remote; local panel | fallback | operating regime backup |
    crest sensor | brim probe | radar; float; ultrasonic; pressure | brand | brim probe maker |
    gate colour | leaf paint | grey; blue; green; red | code | leaf paint reference |
    hoist cable | lifting wire | 32 mm; 28 mm; 36 mm; 40 mm | spare | lifting wire reserve |
    """,
)

LOCOS = domain(
    "locos",
    "a heritage railway's steam locomotives",
    "hr-tallowmere-5 CrennockDale Hr.Bramwith lk-6.12 GARRACHAN wynscombe",
    "hr-pellbury-3 TamsinGorse Hr.Kelvedge lk-2.88 OSSERWICK fallowden",
    "the branch tank engine; the goods engine; the pilot engine; the dining train engine;"
    " the banker; the shunter",
    """
    boiler pressure | kettle force | 180 psi; 200 psi; 160 psi; 225 psi | limit | kettle force ceiling | in bar
    tender capacity | fuel carriage volume | 4000 gallons; 3500 gallons; 4200 gallons; 3000 gallons | margin | fuel carriage headroom | in litres
    wheel arrangement | running gear pattern | 4-6-0; 2-6-2; 0-6-0; 4-4-2 | history | running gear pattern lineage | in UIC notation
    livery colour | paint scheme | Brunswick green; lined black; crimson lake; Oxford blue | era | paint scheme period |
    build year | works completion | 1924; 1938; 1911; 1951 | plaque | works completion marker |
    overhaul date | certificate expiry | March 2027; June 2028; October 2026; May 2029 | window | certificate expiry period | in ISO 8601 form
    axle load | track burden | 18 t; 20 t; 16 t; 22 t | rating | track burden grade | in kilonewtons
    firebox type | furnace style | Belpaire; round-top; wide; narrow | drawing | furnace style sketch |
    top speed | maximum velocity | 60 mph; 75 mph; 45 mph; 90 mph | trial | maximum velocity run | in km/h
    boiler tubes | kettle flues | 142; 160; 128; 151 | spare | kettle flues reserve |
    tender brakes | fuel carriage stoppers | vacuum; air; hand; screw | upgrade | fuel carriage stoppers refit |
    wheel diameter | tyre span | 1880 mm; 1730 mm; 1530 mm; 2030 mm | gauge | tyre span tolerance |
    """,
)

STORES = domain(
    "stores",
    "an orchard's controlled-atmosphere cold stores",
    "cs-ambersley-7 HollinTarn Ca.Wyrelow ca-5.31 PENTROWAN quillbury",
    "cs-rookhaven-1 BrindleGarth Ca.Thursby ca-8.04 LANYORRICK kessingham",
    "the apple store; the pear room; the quarantine room; the early cherry store; the export bay;"
    " the deep-winter store",
    """
    oxygen level | O2 share | 1.2 %; 0.8 %; 2.0 %; 1.5 % | alarm | O2 share warning | as a fraction
    storage temperature | chill setpoint | 0.5 °C; 1 °C; -0.5 °C; 3 °C | band | chill setpoint range | in Fahrenheit
    fruit variety | cultivar | Braeburn; Conference; Gala; Cox | mix | cultivar blend |
    humidity target | moisture aim | 92 %; 95 %; 90 %; 94 % | tolerance | moisture aim leeway | as a decimal
    door seals | entry gaskets | new; worn; patched; replaced | audit | entry gaskets review |
    ethylene scrubber | ripening gas filter | catalytic; potassium permanganate; activated carbon; none | overhaul | ripening gas filter refit |
    pallet capacity | crate slots | 420 pallets; 380 pallets; 510 pallets; 300 pallets | peak | crate slots maximum |
    cooldown period | chill ramp | PT36H; PT48H; PT24H; PT72H | goal | chill ramp objective | in hours
    sensor brand | probe maker | Vaisala; Storex; Isolcell; David Bishop | firmware | probe maker software |
    oxygen analyser | O2 meter | paramagnetic; zirconia; electrochemical; optical | spare | O2 meter backup |
    storage rack | shelf system | drive-in; selective; mobile; push-back | layout | shelf system plan |
    fruit origin | grower region | Kent; Herefordshire; Tyrol; Val Venosta | proof | grower region evidence |
    """,
)

YACHTS = domain(
    "yachts",
    "a sailing club's racing yachts",
    "yc-tolvenna-3 HarlowGwyn Sy.Penwithy sy-4.27 CARNELLO bryworth",
    "yc-gwelmorn-8 TressaLune Sy.Abbotsley sy-9.02 VELLANOWE lostwenna",
    "the club flagship; the training dinghy; the committee boat; the night racer;"
    " the junior boat; the ocean entry",
    """
    mast height | spar elevation | 14.2 m; 16.8 m; 12.5 m; 18.1 m | survey | spar elevation audit | in feet
    sail area | canvas extent | 48 m²; 62 m²; 35 m²; 55 m² | limit | canvas extent cap | in square feet
    keel depth | draught | 2.1 m; 1.8 m; 2.4 m; 1.5 m | tolerance | draught allowance | in feet
    hull material | shell makeup | GRP; carbon; wood epoxy; aluminium | supplier | shell makeup vendor |
    crew count | sailor headcount | 6; 8; 4; 10 | minimum | sailor headcount floor | as a word
    handicap rating | race coefficient | 0.945; 1.012; 0.987; 1.034 | history | race coefficient record | as a percentage
    mooring berth | harbour slot | B14; C07; A22; D03 | backup | harbour slot alternate |
    engine model | auxiliary motor | Yanmar 3YM30; Volvo D1-20; Beta 25; Nanni N3 | manual | auxiliary motor handbook |
    insurance renewal | cover expiry | 1 April 2027; 15 May 2027; 30 June 2027; 1 March 2027 | reminder | cover expiry alert | in ISO 8601 form
    mast lights | spar lamps | LED tricolour; halogen; none; masthead strobe | spare | spar lamps reserve |
    sail wardrobe | canvas inventory | three; five; four; six | list | canvas inventory register |
    keel bolts | ballast fasteners | 8; 10; 12; 6 | torque | ballast fasteners tightness |
    """,
)

FIRST = (BELLS, GATES, LOCOS, STORES, YACHTS)
