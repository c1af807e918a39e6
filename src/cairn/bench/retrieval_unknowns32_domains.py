"""The vocabulary of the blind held-out set ``unknowns32``: nine domains, each with twelve
attributes (one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``; the last three of a domain held by nobody), six subjects, their old names and roles.
The names were built from invented syllables with a fixed seed and checked against the other
sets' data files by count only."""

from __future__ import annotations

from cairn.bench.retrieval_blind_vocab import Attribute as Attribute
from cairn.bench.retrieval_blind_vocab import Domain as Domain
from cairn.bench.retrieval_blind_vocab import domain

UMBRELLA = domain(
    "umbrella",
    "umbrella maker",
    "umbrella",
    """
canopy span | cover breadth | 90 cm; 100 cm; 110 cm; 120 cm | limit | cover breadth cutoff | in inches
rib count | spoke number | 6; 8; 10; 12 | variance | spoke number scatter | as a word
shaft length | stem reach | 70 cm; 80 cm; 85 cm; 95 cm | goal | stem reach intent | in feet
handle wood | grip timber | oak; ash; walnut; bamboo | allowance | grip timber ration | in Latin
fabric colour | cloth hue | black; navy; red; green | buffer | cloth hue surplus | in French
upper runner | higher slider | 3 cm; 4 cm; 5 cm; 6 cm | adjustment | higher slider tweak | | lower runner
folded weight | collapsed heft | 300 g; 350 g; 400 g; 450 g | mean | collapsed heft norm | in ounces
vent width | flap opening | 2 cm; 3 cm; 4 cm; 5 cm | margin | flap opening leeway | in millimetres
tip material | point substance | nickel; brass; plastic; horn | projection | point substance prognosis | in German
canopy seam | cover stitching | lockstitch; zigzag; flat; blind
rib joint | spoke hinge | rivet; pin; wire; bolt
shaft finish | stem coating | chrome; matte; painted; lacquered
""",
    """
blierv-florg-8, SloalfThroand, Gruinx.Smaupt, skreazz-9.91, SWUMBSKROFT, sproampzwilk
vlound-craipt-5, ChlulkZwount, Skreazz.Freath, zwaint-6.45, ZNEANDPREASP, gwaiftznoizz
the feisty scrivener, the bashful shepherd, the patient fuller, the candid tinsmith, the amiable bookbinder, the wary plasterer
""",
)

EASEL = domain(
    "easel",
    "easel workshop",
    "easel",
    """
frame height | stand elevation | 150 cm; 170 cm; 190 cm; 210 cm | peak | stand elevation top | in feet
leg spread | foot splay | 60 cm; 70 cm; 80 cm; 90 cm | maximum | foot splay max | in yards
tray width | ledge breadth | 40 cm; 50 cm; 60 cm; 70 cm | average | ledge breadth mean | in inches
wood finish | timber coat | oiled; waxed; stained; raw | budget | timber coat allowance | in Italian
tilt angle | incline pitch | 10 degrees; 15 degrees; 20 degrees; 30 degrees | bracket | incline pitch band | in radians
hinge metal | pivot alloy | brass; steel; iron; zinc | estimate | pivot alloy guess | in Spanish
left brace | port strut | 40 cm; 45 cm; 50 cm; 55 cm | trend | port strut drift | | right brace
total weight | overall heft | 3 kg; 4 kg; 5 kg; 6 kg | spec | overall heft norm | in pounds
clamp opening | jaw gap | 2 cm; 3 cm; 4 cm; 5 cm | threshold | jaw gap floor | in millimetres
frame joint | stand coupling | mortise; dowel; bolted; glued
leg cap | foot tip | rubber; felt; cork; plastic
tray lip | ledge rim | straight; curved; ridged; flat
""",
    """
pramp-kwooth-7, PluspSkoulf, Spreask.Spruanx, spluasp-8.27, SNAURGBROSH, blooptsprant
slept-znoulf-9, SkreaftFloosk, Flairg.Sluing, sloupt-3.17, VLEEZZZWEEND, broiskshrasp
the laconic beekeeper, the gallant slater, the prim roofer, the lanky falconer, the fickle beekeeper, the feisty netmaker
""",
)

MARIONETTE = domain(
    "marionette",
    "marionette workshop",
    "puppet",
    """
thread length | line reach | 60 cm; 80 cm; 100 cm; 120 cm | ceiling | line reach cap | in feet
joint count | hinge number | 8; 10; 12; 14 | drift | hinge number swing | in Roman numerals
head size | skull girth | 10 cm; 12 cm; 14 cm; 16 cm | target | skull girth aim | in inches
costume colour | outfit hue | blue; red; gold; green | quota | outfit hue share | in German
carving wood | whittle timber | lime; pine; birch; alder | reserve | whittle timber spare | in Latin
total height | overall stature | 40 cm; 50 cm; 60 cm; 70 cm | offset | overall stature shift | in inches
body weight | torso heft | 400 g; 500 g; 600 g; 700 g | median | torso heft mid | in ounces
upper arm | higher limb | 8 cm; 9 cm; 10 cm; 11 cm | tolerance | higher limb slack | | lower arm
eye paint | gaze pigment | black; brown; blue; green | forecast | gaze pigment outlook | in Spanish
thread knot | line tie | reef; bowline; granny; slip
joint pin | hinge peg | brass; steel; dowel; wire
head wig | skull hair | wool; mohair; horsehair; silk
""",
    """
slaund-breaft-2, FlooptSmient, Skoung.Glierk, thrunt-2.13, SKREECKFLOICK, vlealffralf
crailf-gwuirk-2, KwailfTroimb, Plurv.Gruilk, thrirv-6.56, SPREEMBSKOURV, klozzklilk
the bashful quarryman, the gallant cordwainer, the plucky joiner, the gallant locksmith, the deft bellfounder, the zany wainwright
""",
)

CRADLE = domain(
    "cradle",
    "cradle maker",
    "cradle",
    """
rocker length | runner reach | 70 cm; 80 cm; 90 cm; 100 cm | cutoff | runner reach limit | in inches
slat spacing | rail gap | 4 cm; 5 cm; 6 cm; 7 cm | scatter | rail gap variance | in millimetres
mattress depth | pad thickness | 5 cm; 8 cm; 10 cm; 12 cm | intent | pad thickness goal | in inches
wood stain | timber tint | honey; walnut; cherry; ebony | ration | timber tint allowance | in French
hood fabric | canopy cloth | linen; cotton; wool; muslin | surplus | canopy cloth buffer | in Italian
swing arc | sway angle | 10 degrees; 15 degrees; 20 degrees; 25 degrees | tweak | sway angle adjustment | in radians
empty mass | bare heft | 8 kg; 10 kg; 12 kg; 14 kg | norm | bare heft mean | in pounds
bed length | sleep reach | 80 cm; 85 cm; 90 cm; 95 cm | leeway | sleep reach margin | in feet
head panel | top board | 30 cm; 35 cm; 40 cm; 45 cm | prognosis | top board projection | | foot panel
rocker curve | runner bow | shallow; deep; flat; elliptic
slat edge | rail arris | rounded; square; chamfered; beaded
mattress cover | pad sheath | terry; jersey; flannel; bamboo
""",
    """
chleasp-breesh-9, GrearvTrearv, Ploang.Strilf, bleand-3.74, KWOURKGWOUMB, sprauzzkwuizz
shresk-druirk-4, ThreelfKwaush, Snearg.Shrisp, sploirv-6.90, ZNOOSKBLUACK, glaulfznolk
the ruddy forester, the lanky roofer, the wistful boatman, the rowdy ropemaker, the shrewd roofer, the jaunty dyer
""",
)

LUTE = domain(
    "lute",
    "lute workshop",
    "lute",
    """
back ribs | shell staves | 9; 11; 13; 15 | peak | shell staves top | as a word
neck length | throat reach | 30 cm; 32 cm; 34 cm; 36 cm | maximum | throat reach max | in inches
peg count | tuner number | 11; 13; 15; 19 | average | tuner number mean | in Roman numerals
belly wood | face timber | spruce; cedar; fir; pine | budget | face timber allowance | in Latin
rose pattern | rosette design | star; knot; lattice; flower | spread | rosette design range | in French
left shoulder | port curve | 10 cm; 11 cm; 12 cm; 13 cm | estimate | port curve guess | | right shoulder
carry weight | lifting heft | 500 g; 600 g; 700 g; 800 g | trend | lifting heft drift | in ounces
varnish tone | lacquer cast | amber; clear; brown; gold | spec | lacquer cast norm | in German
bowl depth | vessel drop | 12 cm; 14 cm; 16 cm; 18 cm | threshold | vessel drop floor | in inches
back strip | shell band | maple; ebony; holly; none
neck heel | throat foot | flat; round; carved; stepped
peg shape | tuner form | pear; spoon; button; disc
""",
    """
zwoolk-bluft-8, SkringChloont, Zwoing.Vlork, bleeth-4.82, DROOMPGRASP, gwuantcreath
flilf-zwoosp-4, SkrarkZnuazz, Gwoozz.Bruint, chlousp-4.98, SLOORKSPLUIPT, chlurgzneemp
the sprightly roofer, the jovial hatter, the prim saddler, the ruddy falconer, the feisty fuller, the wary ropemaker
""",
)

KALIMBA = domain(
    "kalimba",
    "kalimba workshop",
    "kalimba",
    """
tine count | key number | 8; 10; 17; 21 | ceiling | key number cap | in Roman numerals
box depth | chest drop | 4 cm; 5 cm; 6 cm; 7 cm | drift | chest drop swing | in millimetres
root note | base tone | C4; D4; G3; A3 | target | base tone aim | in hertz
board wood | plank timber | koa; mahogany; acacia; sapele | quota | plank timber share | in Spanish
port diameter | outlet bore | 2 cm; 3 cm; 4 cm; 5 cm | reserve | outlet bore spare | in inches
bar height | ledge rise | 6 mm; 8 mm; 10 mm; 12 mm | offset | ledge rise shift | in inches
treble tip | high terminus | 5 cm; 6 cm; 7 cm; 8 cm | median | high terminus mid | | bass tip
net weight | bare heft | 200 g; 300 g; 400 g; 500 g | tolerance | bare heft slack | in ounces
finish colour | coat hue | natural; black; red; teal | forecast | coat hue outlook | in Italian
tine shape | key form | flat; round; spoon; flared
box strap | chest belt | leather; nylon; cotton; none
root marking | base label | dot; star; engraved; none
""",
    """
craick-znausk-8, BroorkDraizz, Gwuazz.Kleezz, skemp-5.71, THRONXCRAULF, spruiskskoarv
kleelt-frinx-2, SkoulfKwiept, Swaizz.Bruarv, bruant-6.55, PLAIFTTHREEND, spliengswairk
the tireless falconer, the chatty locksmith, the rowdy wainwright, the upbeat cordwainer, the plucky quarryman, the fickle slater
""",
)

CAJON = domain(
    "cajon",
    "cajon workshop",
    "cajon",
    """
snare count | rattle number | 2; 3; 4; 5 | limit | rattle number cutoff | as a word
tapa thickness | face gauge | 3 mm; 4 mm; 5 mm; 6 mm | variance | face gauge scatter | in inches
seat height | perch rise | 45 cm; 48 cm; 50 cm; 52 cm | goal | perch rise intent | in inches
shell wood | casing timber | birch; beech; oak; poplar | allowance | casing timber ration | in Latin
port diameter | vent bore | 10 cm; 11 cm; 12 cm; 13 cm | buffer | vent bore surplus | in millimetres
foot grip | sole cushion | rubber; felt; cork; silicone | adjustment | sole cushion tweak | in German
box weight | crate heft | 4 kg; 5 kg; 6 kg; 7 kg | mean | crate heft norm | in pounds
upper corner | higher angle | 2 mm; 3 mm; 4 mm; 5 mm | margin | higher angle leeway | | lower corner
stain colour | dye hue | ebony; natural; walnut; red | projection | dye hue prognosis | in French
snare wire | rattle strand | steel; brass; bronze; nylon
tapa screw | face fastener | brass; steel; black; zinc
seat pad | perch cushion | foam; leather; cork; none
""",
    """
prund-streazz-8, FrauptKreeck, Skrirk.Drish, kreeck-6.89, FRUIRKZNUIRK, kwounxtreant
gloalt-zweark-2, SplouspProick, Grirg.Glimb, croomb-8.92, TREESPKWOORV, thraingfluirv
the humble cordwainer, the mellow bargeman, the candid scrivener, the bashful glover, the valiant falconer, the fickle boatman
""",
)

PINWHEEL = domain(
    "pinwheel",
    "pinwheel maker",
    "pinwheel",
    """
blade count | vane number | 4; 6; 8; 12 | cutoff | vane number limit | in Roman numerals
stick length | rod reach | 30 cm; 40 cm; 50 cm; 60 cm | scatter | rod reach variance | in feet
rotor diameter | spinner bore | 15 cm; 20 cm; 25 cm; 30 cm | intent | spinner bore goal | in inches
foil colour | sheet hue | silver; gold; pink; teal | ration | sheet hue allowance | in Spanish
spin speed | turn rate | 100 rpm; 200 rpm; 300 rpm; 400 rpm | surplus | turn rate buffer | in hertz
pin material | axle substance | brass; steel; nylon; beech | tweak | axle substance adjustment | in German
total weight | overall heft | 20 g; 30 g; 40 g; 50 g | norm | overall heft mean | in ounces
start breeze | launch gust | 5 km/h; 8 km/h; 10 km/h; 12 km/h | leeway | launch gust margin | in miles per hour
front bead | leading ball | 5 mm; 6 mm; 7 mm; 8 mm | prognosis | leading ball projection | | rear bead
blade tip | vane apex | curled; flat; pointed; rounded
stick grip | rod handle | tape; foam; bare; cork
rotor hub | spinner centre | button; star; cap; dome
""",
    """
smilk-cruisk-2, GloulfZwuang, Smourv.Znielt, strielf-1.60, KLUAMBVLEAND, sproptswaurk
kwoomb-blosk-2, BlailtGwoth, Gwuarv.Vlaith, glearg-4.23, CRIELFVLOSK, plathvlunt
the humble joiner, the droll ropemaker, the wistful bellfounder, the fickle tinsmith, the ruddy ploughman, the zany quarryman
""",
)

HATBOX = domain(
    "hatbox",
    "hatbox maker",
    "hatbox",
    """
lid diameter | cover bore | 30 cm; 35 cm; 40 cm; 45 cm | peak | cover bore crest | in inches
wall height | side rise | 15 cm; 20 cm; 25 cm; 30 cm | maximum | side rise max | in feet
board thickness | card gauge | 1 mm; 2 mm; 3 mm; 4 mm | average | card gauge mean | in inches
paper pattern | wrap motif | floral; striped; plain; toile | budget | wrap motif allowance | in French
ribbon colour | sash hue | cream; pink; navy; black | spread | sash hue range | in Italian
top band | summit girdle | 2 cm; 3 cm; 4 cm; 5 cm | estimate | summit girdle guess | | bottom band
cord length | strap reach | 40 cm; 50 cm; 60 cm; 70 cm | trend | strap reach drift | in yards
empty mass | hollow heft | 300 g; 400 g; 500 g; 600 g | spec | hollow heft norm | in pounds
clasp metal | latch alloy | brass; nickel; copper; tin | threshold | latch alloy floor | in German
lid knob | cover pull | brass; glass; wooden; none
wall joint | side stitch | glued; sewn; taped; folded
board grade | card quality | grey; white; kraft; recycled
""",
    """
smeelk-kliesp-2, VlempPruasp, Preenx.Snimb, splaupt-8.80, GLOUNGFRAUPT, spruspklouft
dreent-krearg-3, SliptSprielk, Znozz.Gwimb, slaimp-1.92, SPLETHPRASK, flengflaurv
the modest dyer, the sprightly falconer, the dreamy cordwainer, the prim joiner, the droll saddler, the wary shepherd
""",
)

DOMAINS = (UMBRELLA, EASEL, MARIONETTE, CRADLE, LUTE, KALIMBA, CAJON, PINWHEEL, HATBOX)
