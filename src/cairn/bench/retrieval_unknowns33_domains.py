"""The vocabulary of the blind held-out set ``unknowns33``: nine domains, each with twelve
attributes (one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``; the last three of a domain held by nobody), six subjects, their old names and roles.
The names were built from invented syllables with a fixed seed and checked against the other
sets' data files by count only."""

from __future__ import annotations

from cairn.bench.retrieval_blind_vocab import Attribute as Attribute
from cairn.bench.retrieval_blind_vocab import Domain as Domain
from cairn.bench.retrieval_blind_vocab import domain

TABLA = domain(
    "tabla",
    "tabla workshop",
    "drum",
    """
head diameter | skin bore | 13 cm; 14 cm; 15 cm; 16 cm | limit | skin bore cutoff | in inches
strap count | lace number | 12; 14; 16; 18 | variance | lace number scatter | as a word
shell height | body rise | 25 cm; 26 cm; 27 cm; 28 cm | goal | body rise intent | in feet
barrel wood | hull timber | sheesham; rosewood; teak; neem | allowance | hull timber ration | in Latin
tuning note | pitch key | C4; D4; E4; F4 | buffer | pitch key surplus | in hertz
inner ring | core hoop | 4 cm; 5 cm; 6 cm; 7 cm | projection | core hoop prognosis | | outer ring
total mass | full heft | 1 kg; 2 kg; 3 kg; 4 kg | mean | full heft norm | in pounds
cord colour | twine hue | black; red; blue; brown | margin | twine hue leeway | in French
paste thickness | daub depth | 2 mm; 3 mm; 4 mm; 5 mm | adjustment | daub depth tweak | in inches
head rim | skin edge | single; double; braided; plain
strap knot | lace tie | reef; square; slip; bowline
shell glaze | casing lustre | matte; glossy; satin; raw
""",
    """
pluerg-swoath-8, SkreembFrouft, Fruezz.Sloilt, kwiack-5.99, FRIANDGWEALF, kwoashkwielf
freemb-spielf-4, ProalfKlaith, Skraorg.Truolk, struelt-9.44, BLUENDTWAIFT, prainxdriasp
the witty vintner, the tidy chandler, the placid carver, the canny potter, the bold farrier, the careful turner
""",
)

BOOKEND = domain(
    "bookend",
    "bookend maker",
    "bookend",
    """
base width | foot breadth | 10 cm; 12 cm; 14 cm; 16 cm | peak | foot breadth top | in inches
plate height | slab rise | 15 cm; 18 cm; 20 cm; 22 cm | maximum | slab rise max | in feet
pair weight | duo heft | 1 kg; 2 kg; 3 kg; 4 kg | average | duo heft mean | in pounds
casting metal | poured alloy | bronze; iron; brass; pewter | budget | poured alloy allowance | in German
felt colour | baize hue | green; grey; black; red | bracket | baize hue band | in Italian
lean angle | tilt pitch | 80 degrees; 85 degrees; 90 degrees; 95 degrees | estimate | tilt pitch guess | in radians
motif count | emblem number | 1; 2; 3; 4 | trend | emblem number drift | in Roman numerals
rear lip | back ledge | 1 cm; 2 cm; 3 cm; 4 cm | spec | back ledge norm | | front lip
edge bevel | rim slope | 2 mm; 3 mm; 4 mm; 5 mm | threshold | rim slope floor | in millimetres
base pad | foot cushion | cork; rubber; silicone; none
plate finish | slab coat | polished; brushed; patinated; painted
pair box | duo case | card; wood; tin; cloth
""",
    """
braoth-glairv-6, BliashShriend, Shreept.Swoarn, bluerg-2.18, PROUSKFRIACK, chielkgrourn
swaonk-froumb-6, SkraozzPlounx, Plouzz.Stoalt, zwuonx-3.58, DROALTPLOUCK, striackfraumb
the nimble turner, the sleepy baker, the earnest thatcher, the stout mason, the tidy collier, the solemn wheelwright
""",
)

INKWELL = domain(
    "inkwell",
    "inkwell maker",
    "inkwell",
    """
well depth | reservoir drop | 3 cm; 4 cm; 5 cm; 6 cm | ceiling | reservoir drop cap | in inches
glass tint | pane shade | clear; amber; cobalt; green | drift | pane shade swing | in French
lid hinge | cap pivot | brass; silver; pewter; steel | target | cap pivot aim | in German
fill volume | load capacity | 30 ml; 40 ml; 50 ml; 60 ml | quota | load capacity share | in ounces
base span | stand breadth | 8 cm; 9 cm; 10 cm; 11 cm | reserve | stand breadth spare | in inches
pen rests | nib cradles | 1; 2; 3; 4 | offset | nib cradles shift | as a word
upper tray | higher shelf | 4 cm; 5 cm; 6 cm; 7 cm | forecast | higher shelf outlook | | lower tray
full weight | laden heft | 200 g; 250 g; 300 g; 350 g | median | laden heft mid | in ounces
stopper material | plug substance | cork; crystal; rubber; wood | tolerance | plug substance slack | in Spanish
well lining | reservoir coat | enamel; porcelain; tin; none
glass etching | pane engraving | floral; plain; crest; lattice
lid knob | cap handle | round; square; acorn; none
""",
    """
froump-fluesp-3, SniackThraisk, Skraupt.Spuerg, zneelf-7.34, SMUOSKSMAILF, vleampblault
skoalk-smiamb-8, FrielfTriesp, Spuopt.Skriesh, freeck-2.74, STAITHBLOIFT, croumbswuopt
the brisk chandler, the gentle gilder, the meek thatcher, the sleepy mason, the bold sawyer, the quiet collier
""",
)

CANDLESTICK = domain(
    "candlestick",
    "candlestick maker",
    "candlestick",
    """
stem height | shaft rise | 20 cm; 25 cm; 30 cm; 35 cm | limit | shaft rise cutoff | in inches
cup diameter | socket bore | 20 mm; 22 mm; 24 mm; 26 mm | variance | socket bore scatter | in inches
foot width | base breadth | 8 cm; 10 cm; 12 cm; 14 cm | goal | base breadth intent | in feet
body metal | frame alloy | brass; pewter; silver; iron | allowance | frame alloy ration | in Latin
arm count | branch number | 1; 3; 5; 7 | buffer | branch number surplus | in Roman numerals
drip tray | wax saucer | 6 cm; 7 cm; 8 cm; 9 cm | adjustment | wax saucer tweak | in millimetres
total mass | entire heft | 300 g; 400 g; 500 g; 600 g | mean | entire heft norm | in pounds
left arm | port branch | 10 cm; 12 cm; 14 cm; 16 cm | projection | port branch prognosis | | right arm
knop count | boss number | 1; 2; 3; 4 | margin | boss number leeway | as a word
stem collar | shaft ring | plain; twisted; beaded; fluted
cup rim | socket lip | flared; straight; scalloped; rolled
foot felt | base pad | green; black; brown; none
""",
    """
chuorg-flaond-4, PleaftCroimp, Preesk.Znaift, thraump-3.88, ZNAOLKGROUMP, chiankskaosk
greern-zneend-3, BliampStoask, Cruorg.Floulk, proilt-1.57, VLUETHKWAUSH, frieckskoisp
the sunny carver, the bold turner, the lively glazier, the patient vintner, the stout thatcher, the meek gilder
""",
)

TRELLIS = domain(
    "trellis",
    "trellis maker",
    "trellis",
    """
panel height | screen rise | 120 cm; 150 cm; 180 cm; 200 cm | ceiling | screen rise roof | in feet
lattice gap | grid spacing | 6 cm; 8 cm; 10 cm; 12 cm | drift | grid spacing swing | in inches
post count | stake number | 2; 3; 4; 5 | target | stake number aim | as a word
slat wood | lath lumber | cedar; larch; pine; oak | quota | lath lumber share | in Latin
paint colour | coat hue | white; green; grey; blue | reserve | coat hue spare | in German
arch span | bow breadth | 90 cm; 100 cm; 110 cm; 120 cm | offset | bow breadth shift | in yards
top rail | summit bar | 4 cm; 5 cm; 6 cm; 7 cm | forecast | summit bar outlook | | bottom rail
vine kind | creeper sort | rose; ivy; clematis; jasmine | tolerance | creeper sort slack | in French
frame weight | rack heft | 5 kg; 8 kg; 10 kg; 12 kg | median | rack heft mid | in pounds
panel edge | screen border | square; scalloped; arched; plain
lattice pattern | grid design | diamond; square; fan; diagonal
post cap | stake crown | ball; pyramid; flat; acorn
""",
    """
kweamb-griazz-2, PriartTreesk, Gwueft.Zweeth, smuemb-4.13, KREENXVREACK, kwielkgloinx
braorg-gwoush-4, SliergSnoisk, Gwianx.Vroulk, chailt-6.21, SNUESHSTOURV, spuoshshriapt
the cheerful baker, the brisk collier, the stern weaver, the earnest hosier, the sunny draper, the tender cooper
""",
)

DREAMCATCHER = domain(
    "dreamcatcher",
    "dreamcatcher maker",
    "dreamcatcher",
    """
hoop diameter | loop bore | 10 cm; 15 cm; 20 cm; 25 cm | limit | loop bore cutoff | in inches
feather count | plume number | 3; 5; 7; 9 | variance | plume number scatter | in Roman numerals
web colour | mesh hue | white; red; black; purple | goal | mesh hue intent | in Italian
bead count | pellet number | 1; 2; 4; 6 | allowance | pellet number ration | as a word
drop length | dangle reach | 30 cm; 40 cm; 50 cm; 60 cm | buffer | dangle reach surplus | in feet
wrap material | winding substance | suede; leather; cotton; yarn | adjustment | winding substance tweak | in German
hang weight | suspended heft | 50 g; 80 g; 100 g; 120 g | mean | suspended heft norm | in ounces
strand count | thread number | 8; 12; 16; 24 | margin | thread number leeway | in Roman numerals
inner circle | core ring | 3 cm; 4 cm; 5 cm; 6 cm | projection | core ring prognosis | | outer circle
hoop seam | loop joint | glued; tied; stitched; taped
feather tip | plume end | dyed; natural; beaded; trimmed
web knot | mesh tie | half hitch; square; lark; clove
""",
    """
spaipt-vriarv-4, VloathThrourv, Gloimb.Streack, splaosh-7.78, SLIERVSKRAORT, smienkbleeck
snuert-snuept-4, SmiankDroalf, Sploalf.Krounx, snoarn-9.77, CLIEMBPLIACK, skreeptbruept
the tidy thatcher, the stout drover, the gruff drover, the patient weaver, the stout cutler, the canny glazier
""",
)

LONGBOW = domain(
    "longbow",
    "bowyer",
    "longbow",
    """
draw weight | pull force | 40 lb; 45 lb; 50 lb; 55 lb | peak | pull force top | in kilograms
stave length | bow reach | 170 cm; 180 cm; 190 cm; 200 cm | maximum | bow reach max | in feet
core wood | heart timber | yew; ash; elm; hickory | average | heart timber mean | in Latin
serving material | thread fibre | linen; hemp; dacron; silk | budget | thread fibre allowance | in French
brace height | loaded clearance | 15 cm; 17 cm; 19 cm; 21 cm | bracket | loaded clearance band | in inches
grip wrap | handle binding | leather; cord; suede; cork | estimate | handle binding guess | in Spanish
carry mass | hauled heft | 600 g; 700 g; 800 g; 900 g | trend | hauled heft drift | in ounces
limb thickness | arm depth | 15 mm; 18 mm; 20 mm; 22 mm | spec | arm depth norm | in inches
upper nock | higher notch | 5 mm; 6 mm; 7 mm; 8 mm | threshold | higher notch floor | | lower nock
draw hand | pull side | left; right; either; none
stave finish | bow coating | oiled; waxed; lacquered; raw
core splice | heart joint | fishtail; dovetail; scarf; none
""",
    """
skourv-flaipt-9, SpleenxKwuolf, Sploaft.Smoarg, snoalt-2.28, SKRAUPTSTROUNX, skourtskroirg
greand-praurg-7, FraoskKrialt, Sniern.Cleeck, striand-2.13, CROIMPZWOILF, kluolkstiesp
the quiet chandler, the merry carver, the merry vintner, the gentle tiler, the cheerful turner, the earnest cutler
""",
)

TROMBONE = domain(
    "trombone",
    "trombone workshop",
    "trombone",
    """
bell diameter | flare width | 20 cm; 21 cm; 22 cm; 24 cm | cutoff | flare width limit | in inches
slide length | glide reach | 60 cm; 65 cm; 70 cm; 75 cm | scatter | glide reach variance | in feet
bore size | tube gauge | 12 mm; 13 mm; 14 mm; 15 mm | intent | tube gauge goal | in inches
lacquer colour | coat hue | gold; clear; silver; rose | ration | coat hue allowance | in French
water keys | spit valves | 1; 2; 3; 4 | surplus | spit valves buffer | as a word
brass alloy | metal blend | yellow; red; gold; nickel | tweak | metal blend adjustment | in German
case weight | box heft | 4 kg; 5 kg; 6 kg; 7 kg | norm | box heft mean | in pounds
mouthpiece rim | cup edge | 25 mm; 26 mm; 27 mm; 28 mm | leeway | cup edge margin | in inches
front brace | leading strut | 3 cm; 4 cm; 5 cm; 6 cm | prognosis | leading strut projection | | rear brace
bell engraving | flare etching | floral; scroll; plain; crest
slide lock | glide catch | rotary; clip; ring; none
bore taper | tube narrowing | dual; single; stepped; straight
""",
    """
chiaft-groush-2, DroithCroand, Drieth.Prourv, zweemb-7.63, KWOINDSLEERT, skreenkznoult
vloilf-plaift-3, SwoithKwouth, Triapt.Drialf, skaosh-7.91, ZWIELKKLOURG, cleempcloink
the meek chandler, the sleepy farrier, the sunny lorimer, the patient sawyer, the frank brewer, the stout cooper
""",
)

CASTANET = domain(
    "castanet",
    "castanet maker",
    "castanet",
    """
shell width | clapper breadth | 50 mm; 55 mm; 60 mm; 65 mm | peak | clapper breadth top | in inches
cord length | lanyard reach | 20 cm; 25 cm; 30 cm; 35 cm | maximum | lanyard reach max | in inches
pair weight | duo heft | 40 g; 50 g; 60 g; 70 g | average | duo heft mean | in ounces
wood species | timber kind | ebony; granadillo; rosewood; boxwood | budget | timber kind allowance | in Latin
tone pitch | sound register | high; low; middle; bright | bracket | sound register band | in Spanish
upper lip | higher rim | 2 mm; 3 mm; 4 mm; 5 mm | threshold | higher rim floor | | lower lip
paint colour | lacquer hue | black; red; natural; blue | trend | lacquer hue drift | in Italian
hole count | aperture number | 2; 4; 6; 8 | spec | aperture number norm | in Roman numerals
groove depth | channel drop | 3 mm; 4 mm; 5 mm; 6 mm | estimate | channel drop guess | in inches
shell finish | clapper coat | polished; matte; oiled; raw
cord knot | lanyard tie | square; figure eight; reef; slip
pair case | duo pouch | velvet; leather; felt; none
""",
    """
swairn-vleezz-3, GleaftStraosp, Skraink.Klielt, froipt-2.80, ZNOURNKRIEZZ, vruothprairv
kwuern-drueft-7, KwoaptSloart, Trienk.Ploath, zwoush-5.69, SHRIERNKWIEMB, skreazzbraort
the tender tanner, the keen baker, the stout carver, the frank tanner, the canny gilder, the bold carver
""",
)

DOMAINS = (TABLA, BOOKEND, INKWELL, CANDLESTICK, TRELLIS, DREAMCATCHER, LONGBOW, TROMBONE, CASTANET)
