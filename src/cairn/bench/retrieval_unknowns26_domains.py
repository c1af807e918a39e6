"""The vocabulary of the blind held-out retrieval set ``unknowns26``: nine domains, each with six
subjects (one of each name shape), their old names and roles, and twelve attributes, one line
each: ``word | synonym | values | extra | neighbour synonym | unit | antonym``. The first nine
attributes are held (by 5, 4, 4, 2, 2, 1, 1, 1 and 1 subjects); the last three are held by
nobody and each shares one word with its partner, the attribute nine places before it."""

from __future__ import annotations

import re
from dataclasses import dataclass


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str = ""
    near_synonym: str = ""
    unit: str = ""
    antonym: str = ""

    @property
    def key(self) -> str:
        return slug(self.word)

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}" if self.extra else ""

    @property
    def near_key(self) -> str:
        return slug(self.near_word) if self.extra else ""

    @property
    def antonym_key(self) -> str:
        return slug(self.antonym) if self.antonym else ""


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def _attributes(block: str) -> tuple[Attribute, ...]:
    out = []
    for line in block.strip().splitlines():
        f = [x.strip() for x in line.split("|")]
        f += [""] * (7 - len(f))
        out.append(Attribute(f[0], f[1], tuple(f[2].split(";")), f[3], f[4], f[5], f[6]))
    return tuple(out)


def _domain(key: str, title: str, thing: str, names: str, roles: str, block: str) -> Domain:
    subjects, old = names.strip().split("\n")
    return Domain(
        key,
        title,
        thing,
        tuple(subjects.split()),
        tuple(old.split()),
        tuple(r.strip() for r in roles.split(",")),
        _attributes(block),
    )


DOMAINS = (
    _domain(
        "cooperage",
        "cooperage",
        "barrel",
        """
strielkkwield SpraezzSnuilm proank-glaamp-5 KWYSKTHRAUNK Freind.Spruisk blaugg-4.39
swausp-4.62 zwounk-frylt-5 Dreemp.Snylk SpraaltDwaarn fjoaspblaask FLYMPFJOUZZ
""",
        "the tin admiral, the sleepy cellarman, the crooked lantern, the wine widow,"
        " the pale bishop, the oak duchess",
        """
stave count | plank tally | 24;28;32;36 | limit | plank ceiling | in dozens
hoop width | band breadth | 4 cm;5 cm;6 cm;7 cm | tolerance | band slack | in millimetres
head diameter | lid span | 50 cm;55 cm;60 cm;65 cm | gauge | lid caliper | in inches
char level | scorch grade | light;medium;dark;alligator | rating | scorch mark
fill volume | liquid load | 200 l;225 l;300 l;500 l | estimate | liquid guess | in gallons
top chime | rim bevel | 2 cm;3 cm;4 cm;5 cm | depth | bevel depth | in millimetres | bottom chime
bilge girth | belly circumference | 180 cm;190 cm;200 cm;210 cm | allowance | belly margin | in feet
dry weight | empty heft | 45 kg;50 kg;55 kg;60 kg | tare | empty tare | in pounds
sale price | asking sum | 180 euros;220 euros;260 euros;300 euros | discount | asking rebate | in cents
stave grain | plank fibre | oak;chestnut;acacia;mulberry
hoop metal | band alloy | iron;steel;copper;bronze
head stamp | lid brand | crown;anchor;star;wheel
""",
    ),
    _domain(
        "typewriters",
        "typewriter restorer",
        "typewriter",
        """
BLAERNBLOOGG kwaenk-2.35 droark-sproomp-6 StruirbGreilt gwaerndrousp Strousp.Greend
Kwoarb.Fjaask fryrk-9.64 ThroaggPrielm klaumpfloolk groamp-kriern-6 VRAELKSNYLD
""",
        "the loud telegraphist, the grey novelist, the jazz stenographer, the patient poet,"
        " the rusty courier, the night editor",
        """
key count | button tally | 42;44;46;48 | maximum | button ceiling | as a word
ribbon width | spool breadth | 13 mm;16 mm;19 mm;25 mm | tolerance | spool leeway | in inches
carriage length | platen span | 28 cm;30 cm;33 cm;38 cm | reach | platen travel | in feet
body colour | shell paint | black;olive;cream;burgundy | code | shell swatch
build year | manufacture date | 1924;1931;1948;1957 | estimate | manufacture guess | in Roman numerals
type size | glyph height | 10 pt;11 pt;12 pt;14 pt | variant | glyph variant | in millimetres
left margin | side inset | 10 mm;12 mm;15 mm;20 mm | setting | inset setting | in inches | right margin
net weight | shipping heft | 5 kg;7 kg;9 kg;11 kg | limit | heft limit | in pounds
repair fee | mending charge | 90 euros;120 euros;150 euros;180 euros | deposit | mending deposit | in dollars
key shape | button outline | round;square;oval;chiclet
ribbon ink | spool dye | black;red;purple;blue
carriage return | platen recoil | manual;lever;spring;cable
""",
    ),
    _domain(
        "saddlery",
        "saddlery",
        "saddle",
        """
SwaarvPlienk gleesk-5.48 Dreex.Zwyrn flaurv-zwaasp-5 SKLUILMGRAERK vruixsnaelt
kloulmsklooff VraurnGweelm PROUZZBLOOX Dwuisk.Praunk spruilk-glaeff-4 vraax-4.71
""",
        "the blue jockey, the dusty cowhand, the proud mare, the river ranger, the silver spur,"
        " the quiet farrier",
        """
seat size | sitting dimension | 41 cm;43 cm;44 cm;46 cm | range | sitting range | in inches
tree width | frame breadth | narrow;medium;wide;draft | fitting | frame fitting
flap length | skirt reach | 38 cm;40 cm;42 cm;44 cm | allowance | skirt give | in metres
leather weight | hide mass | 4 kg;5 kg;6 kg;7 kg | estimate | hide guess | in pounds
stitch count | seam tally | 400;450;500;550 | target | seam target | in hundreds
cantle height | backrest rise | 7 cm;8 cm;9 cm;10 cm | tolerance | backrest slack | in millimetres
billet length | strap span | 30 cm;32 cm;34 cm;36 cm | spacing | strap spacing | in inches
front panel | forward cushion | 20 cm;22 cm;24 cm;26 cm | filling | cushion filling | in metres | rear panel
custom price | bespoke cost | 900 euros;1100 euros;1300 euros;1500 euros | surcharge | bespoke surcharge | in thousands
seat foam | sitting padding | latex;memory;gel;wool
tree material | frame substance | beech;fibreglass;polymer;laminate
flap shape | skirt outline | straight;angled;deep;short
""",
    ),
    _domain(
        "fountain-pens",
        "fountain pen workshop",
        "fountain pen",
        """
brylk-9.49 fjaampplauzz DWAULMGLEEND BreezzDwaump druimp-snyff-2 Gwuirn.Draelt
thraelt-8.87 klaenkplaegg PLOUFFSNAUNK FrieldDweegg Throuzz.Gliesk skleesk-sneigg-3
""",
        "the gold scribe, the careful notary, the ivory calligrapher, the school prize,"
        " the mayor's gift, the green ledger",
        """
nib width | point breadth | 0.5 mm;0.7 mm;0.9 mm;1.1 mm | tolerance | point slack | in microns
ink capacity | reservoir volume | 1.2 ml;1.5 ml;1.8 ml;2.1 ml | rating | reservoir rating | in fluid ounces
barrel length | shaft extent | 12 cm;13 cm;14 cm;15 cm | variance | shaft variance | in inches
cap material | lid substance | ebonite;celluloid;resin;brass | grade | lid grade
body weight | overall heft | 18 g;22 g;26 g;30 g | limit | heft limit | in ounces
clip length | clasp extent | 4 cm;5 cm;6 cm;7 cm | margin | clasp margin | in millimetres
restock time | resupply wait | 3 weeks;4 weeks;5 weeks;6 weeks | estimate | resupply guess | in days
list price | catalogue cost | 240 euros;280 euros;320 euros;360 euros | discount | catalogue rebate | in dollars
upper grip | top handhold | 9 mm;10 mm;11 mm;12 mm | diameter | handhold diameter | in inches | lower grip
nib grind | point cut | stub;italic;oblique;needlepoint
ink colour | reservoir shade | sepia;teal;violet;jet
barrel finish | shaft lacquer | matte;glossy;brushed;hammered
""",
    ),
    _domain(
        "topiaries",
        "topiary garden",
        "topiary",
        """
Fjeend.Praand broalk-kleenk-7 gleimpgwoomp SprauzzSnielt KLOOGGGROULD sprougg-7.83
krauzzpliemp GREINKGLAAZZ klaazz-4.29 krylm-glauld-9 Greezz.Floosk DruispTwield
""",
        "the stone peacock, the sleeping bear, the spiral giant, the garden owl,"
        " the laughing hare, the mossy dragon",
        """
hedge height | shrub tallness | 1.2 m;1.5 m;1.8 m;2.1 m | limit | shrub ceiling | in feet
trim interval | clipping cycle | 3 weeks;4 weeks;6 weeks;8 weeks | window | clipping window | in days
plant age | specimen maturity | 12 years;18 years;25 years;40 years | estimate | specimen guess | in months
figure shape | sculpted form | cockerel;spiral;sphere;obelisk | variant | sculpted variant
water need | irrigation demand | 10 l;15 l;20 l;25 l | peak | irrigation peak | in pints
upper tier | raised layer | 40 cm;50 cm;60 cm;70 cm | spacing | layer spacing | in inches | lower tier
sun hours | daylight exposure | 4 h;5 h;6 h;8 h | minimum | daylight minimum | in minutes
wire gauge | mesh thickness | 2 mm;3 mm;4 mm;5 mm | tolerance | mesh tolerance | in microns
care fee | upkeep charge | 60 euros;80 euros;100 euros;120 euros | surcharge | upkeep surcharge | in cents
hedge variety | shrub genus | yew;box;privet;holly
trim tool | clipping implement | shears;loppers;secateurs;trimmer
plant origin | specimen provenance | nursery;cutting;seedling;import
""",
    ),
    _domain(
        "harpsichords",
        "harpsichord workshop",
        "harpsichord",
        """
straax-fjaelk-8 SwiernStriex flaemp-9.39 swuinkdruisp Groorn.Gwynk ZWAUSPGWEELD
tweisp-fleink-7 PrylkSpriesp bleegg-8.65 snoorvstraalk Gwoump.Zwaulk KLEINKSNIERN
""",
        "the Flemish lady, the royal consort, the baroque twin, the chapel maiden,"
        " the brass duke, the wandering cantor",
        """
string count | wire tally | 112;120;128;136 | maximum | wire maximum | in dozens
case length | cabinet extent | 2.1 m;2.3 m;2.4 m;2.6 m | allowance | cabinet allowance | in feet
pitch standard | tuning reference | 392 Hz;415 Hz;440 Hz;466 Hz | variant | tuning variant | in kilohertz
veneer type | surface timber | walnut;cypress;maple;rosewood | grade | timber grade
net mass | total heft | 60 kg;70 kg;80 kg;90 kg | estimate | heft estimate | in pounds
build time | assembly duration | 6 months;8 months;10 months;12 months | estimate | assembly guess | in years
front lid | forward cover | 30 cm;35 cm;40 cm;45 cm | hinge | cover hinge | in inches | back lid
quill length | plectrum extent | 5 mm;6 mm;7 mm;8 mm | variance | plectrum variance | in microns
commission price | order cost | 18000 euros;22000 euros;26000 euros;30000 euros | deposit | order deposit | in thousands
string gauge | wire thickness | thin;medium;heavy;mixed
case colour | cabinet hue | green;red;cream;black
pitch source | tuning origin | fork;meter;organ;ear
""",
    ),
    _domain(
        "sleighs",
        "sleigh maker",
        "sleigh",
        """
FjuinkFjylm Ploolt.Dryrb froald-skloork-8 flaund-9.72 fjooggbraund SPROURBKWAURV
Threizz.Dwynk VRAARNGWEILD kwygg-prielm-4 KwuilmFjierv plaesk-2.57 vraalmsmound
""",
        "the Lapland queen, the frost baron, the red coachman, the winter swan,"
        " the reindeer king, the snow bride",
        """
runner length | blade extent | 1.8 m;2.0 m;2.2 m;2.4 m | tolerance | blade tolerance | in feet
seat capacity | bench occupancy | 2;3;4;6 | maximum | bench maximum | as a word
load limit | cargo ceiling | 200 kg;250 kg;300 kg;350 kg | margin | cargo margin | in pounds
paint scheme | livery palette | crimson;forest green;midnight blue;ivory | code | livery code
bell count | chime number | 4;6;8;12 | minimum | chime minimum | in dozens
harness width | strap breadth | 8 cm;9 cm;10 cm;11 cm | allowance | strap allowance | in inches
gross weight | overall heft | 90 kg;110 kg;130 kg;150 kg | estimate | heft estimate | in stone
rear rail | back banister | 40 cm;45 cm;50 cm;55 cm | height | banister height | in inches | front rail
rental fee | hire charge | 150 euros;200 euros;250 euros;300 euros | deposit | hire deposit | in dollars
runner steel | blade alloy | spring;carbon;stainless;forged
seat fabric | bench cloth | wool;velvet;leather;fur
load rating | cargo class | light;medium;heavy;freight
""",
    ),
    _domain(
        "gramophones",
        "gramophone restorer",
        "gramophone",
        """
GRAULDBLOOMP Fliern.Sprielm kluirksnieff DraeldThreend draelm-8.39 zwauff-snauff-6
GREEGGKWUIND Plaulm.Kwaank fjaend-proalm-2 StroalmBruink swiempbleelk spreilk-5.57
""",
        "the singing dog, the parlour tenor, the dance hall belle, the crackling prince,"
        " the jukebox ghost, the tea dance aunt",
        """
horn diameter | trumpet width | 30 cm;40 cm;50 cm;60 cm | tolerance | trumpet tolerance | in inches
turntable speed | platter revolutions | 72 rpm;76 rpm;78 rpm;80 rpm | variance | platter variance | in hertz
play time | spin duration | 3 min;4 min;5 min;6 min | estimate | spin estimate | in seconds
cabinet wood | housing timber | oak;mahogany;walnut;pine | grade | timber grade
needle gauge | pin thickness | 0.3 mm;0.4 mm;0.5 mm;0.6 mm | variant | pin variant | in microns
issue year | launch date | 1905;1912;1921;1929 | estimate | launch guess | in Roman numerals
crank length | handle reach | 12 cm;14 cm;16 cm;18 cm | limit | handle limit | in inches
unit weight | item heft | 8 kg;10 kg;12 kg;14 kg | estimate | item estimate | in pounds
inner baffle | internal damper | 3 cm;4 cm;5 cm;6 cm | depth | damper depth | in millimetres | outer baffle
horn colour | trumpet hue | black;gold;green;copper
turntable felt | platter cloth | green;red;brown;grey
play quality | spin fidelity | poor;fair;good;fine
""",
    ),
    _domain(
        "samovars",
        "samovar workshop",
        "samovar",
        """
bloonkzwousp kweilt-7.94 klyrb-prielk-6 SWIELKZWIELT KwynkSklaenk Breirn.Vroorn
draeff-5.49 SnuirnKweiff plaarbsklynd Fjeix.Throalt spreelm-thrylm-8 SWOONKDWYRK
""",
        "the tea general, the brass grandmother, the steaming monk, the Tula merchant,"
        " the station porter, the cossack cook",
        """
water capacity | tank volume | 3 l;5 l;7 l;10 l | rating | tank rating | in pints
boil time | heating duration | 12 min;15 min;18 min;20 min | estimate | heating estimate | in hours
chimney height | flue tallness | 20 cm;25 cm;30 cm;35 cm | allowance | flue allowance | in inches
metal finish | surface plating | nickel;brass;copper;silver | grade | plating grade
tap length | spout extent | 5 cm;6 cm;7 cm;8 cm | tolerance | spout tolerance | in millimetres
hot handle | warm grip | 10 cm;11 cm;12 cm;13 cm | span | grip span | in inches | cold handle
heater power | element wattage | 1500 W;1800 W;2000 W;2200 W | peak | element peak | in kilowatts
empty weight | bare heft | 4 kg;5 kg;6 kg;7 kg | estimate | bare estimate | in pounds
gift price | present cost | 140 euros;170 euros;200 euros;230 euros | discount | present discount | in dollars
water source | tank supply | well;spring;pump;bottle
boil point | heating threshold | low;mid;high;full
chimney cap | flue lid | dome;crown;flat;spire
""",
    ),
)
