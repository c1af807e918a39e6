"""The vocabulary of the blind held-out set ``unknowns37``: nine domains, each with twelve
attributes (one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``; the last three of a domain held by nobody), six subjects, their old names and roles.
The names were built from invented syllables with a fixed seed and checked against the other
sets' data files by count only."""

from __future__ import annotations

from cairn.bench.retrieval_blind_vocab import Attribute as Attribute
from cairn.bench.retrieval_blind_vocab import Domain as Domain
from cairn.bench.retrieval_blind_vocab import domain

CELESTA = domain(
    "celesta",
    "keyboard maker",
    "celesta",
    """
case width | cabinet breadth | 90 cm; 95 cm; 100 cm; 110 cm | margin | cabinet breadth leeway | in inches
key count | lever tally | 49; 54; 61; 65 | ceiling | lever tally roof | as a word
bar metal | plate alloy | steel; bronze; brass; aluminium | preference | plate alloy liking | in German
pedal height | treadle rise | 8 cm; 10 cm; 12 cm; 14 cm | quota | treadle rise allowance | in millimetres
veneer colour | surface hue | black; white; brown; red | option | surface hue pick | in Italian
resonator depth | hollow reach | 12 cm; 15 cm; 18 cm; 20 cm | tolerance | hollow reach slack | in inches
gross weight | full heft | 50 kg; 60 kg; 70 kg; 80 kg | estimate | full heft guess | in pounds
upper damper | high mute | 2 cm; 3 cm; 4 cm; 5 cm | offset | high mute shift | | lower damper
pitch range | tone compass | 3 octaves; 4 octaves; 5 octaves; 6 octaves | forecast | tone compass projection | in semitones
case lining | box inlay | felt; baize; velvet; none
key shape | lever form | square; round; tapered; notched
bar finish | plate gloss | polished; satin; lacquered; raw
""",
    """
znairn-kwyuft-5, BloyrvFraelm, Spraelch.Phoylk, hwyusk-9.95, QUYULCHSTRYASK, wryantstreinx
kwaelm-gneost-7, VruoskPheosk, Wraelk.Wreonx, vreint-1.50, ZNAELKWREIST, mlyampvryurv
the gentle ostler, the fussy costermonger, the humble chimney sweep, the hasty locksmith, the witty fletcher, the chirpy farrier
""",
)

CRUMHORN = domain(
    "crumhorn",
    "crumhorn maker",
    "crumhorn",
    """
bore length | tube reach | 50 cm; 60 cm; 70 cm; 80 cm | maximum | tube reach most | in inches
hole count | vent tally | 6; 7; 8; 9 | limit | vent tally bound | in Roman numerals
body wood | shaft timber | maple; boxwood; pear; plum | choice | shaft timber pick | in Latin
cap diameter | hood span | 3 cm; 4 cm; 5 cm; 6 cm | target | hood span goal | in millimetres
stain colour | tint hue | brown; black; red; amber | alternative | tint hue option | in French
lower key | bottom lever | 1 cm; 1.5 cm; 2 cm; 2.5 cm | slack | bottom lever give | | upper key
reed gauge | tongue thickness | 0.5 mm; 0.6 mm; 0.7 mm; 0.8 mm | spec | tongue thickness requirement | in inches
curve angle | bend arc | 30 degrees; 40 degrees; 50 degrees; 60 degrees | ideal | bend arc dream | in radians
sound level | loudness rating | 80 dB; 85 dB; 90 dB; 95 dB | average | loudness rating mean | in bels
bore polish | tube shine | oiled; waxed; raw; lacquered
hole rim | vent edge | bevelled; square; rounded; undercut
body joint | shaft seam | tenon; socket; glued; none
""",
    """
kwyalk-kwuont-3, VreinxZnaelch, Spryarv.Druonx, wreint-4.46, HWEIRVBLYUFT, mleinxvroyft
tlailk-draird-8, MlaerdBlyurd, Quyarn.Spreirn, cnoymp-2.85, ZNYALCHWRYURN, streolchvraimp
the hasty fishwife, the meek rag picker, the zealous farrier, the tired vintner, the fussy pieman, the prim plowman
""",
)

PSALTERY = domain(
    "psaltery",
    "psaltery maker",
    "psaltery",
    """
frame width | chassis breadth | 30 cm; 35 cm; 40 cm; 45 cm | peak | chassis breadth crest | in inches
string count | wire tally | 24; 30; 36; 42 | floor | wire tally base | as a word
pin metal | peg alloy | iron; steel; brass; bronze | wish | peg alloy desire | in Spanish
rose diameter | rosette span | 4 cm; 5 cm; 6 cm; 7 cm | budget | rosette span share | in millimetres
lacquer colour | varnish hue | amber; honey; red; black | alternative | varnish hue option | in German
net weight | bare heft | 1 kg; 1.5 kg; 2 kg; 2.5 kg | margin | bare heft cushion | in ounces
treble bridge | high saddle | 10 cm; 12 cm; 14 cm; 16 cm | skew | high saddle drift | | bass bridge
bow length | stick reach | 50 cm; 55 cm; 60 cm; 65 cm | ideal | stick reach dream | in feet
course gauge | strand thickness | 0.3 mm; 0.4 mm; 0.5 mm; 0.6 mm | average | strand thickness mean | in inches
frame carving | chassis relief | floral; plain; knotwork; leaf
string ends | wire loops | knotted; looped; pinned; hooked
pin layout | peg pattern | straight; staggered; curved; doubled
""",
    """
mlaerv-kwyant-3, HwyantHwyaft, Gnoynx.Znuosk, gnyant-8.20, ZNYAMPDREOMP, vreolmbluomp
blaerv-dreorv-2, HweintQueird, Blyulch.Phoylm, hweont-3.25, BLAERNKWAERD, kweolmstroylm
the chirpy plowman, the nimble locksmith, the cheery vintner, the shy chimney sweep, the wistful ropemaker, the prim netmaker
""",
)

GALLEON = domain(
    "galleon",
    "galleon yard",
    "galleon",
    """
mast height | spar rise | 30 m; 35 m; 40 m; 45 m | ceiling | spar rise lid | in feet
crew size | hand tally | 120; 150; 180; 200 | quota | hand tally allotment | as a word
plank wood | board timber | oak; teak; elm; pine | preference | board timber fondness | in Latin
beam width | hull breadth | 9 m; 10 m; 11 m; 12 m | target | hull breadth aim | in fathoms
pennant colour | streamer hue | red; gold; blue; white | option | streamer hue pick | in Portuguese
draught depth | water draw | 4 m; 5 m; 6 m; 7 m | tolerance | water draw slack | in feet
ballast weight | stone load | 100 tonnes; 150 tonnes; 200 tonnes; 250 tonnes | estimate | stone load guess | in kilograms
rudder length | helm blade | 5 m; 6 m; 7 m; 8 m | offset | helm blade shift | in inches
port lantern | larboard lamp | 40 cm; 50 cm; 60 cm; 70 cm | variance | larboard lamp spread | | starboard lantern
mast rings | spar hoops | iron; rope; brass; none
crew quarters | hand cabins | hammocks; bunks; cots; none
plank caulking | board sealing | oakum; pitch; tar; moss
""",
    """
straenx-quaemp-4, ZnaeftFruolk, Kwuont.Vrailm, mleint-2.73, VRYAFTCNYULM, vreinxkwyarv
fryalm-droyft-2, WrairnMlyamp, Struolm.Mloylm, drailm-9.69, MLEILKMLYANT, bloympbloymp
the dour scrivener, the nimble candlemaker, the prim costermonger, the thrifty costermonger, the dour vintner, the shy tiler
""",
)

BROUGHAM = domain(
    "brougham",
    "carriage works",
    "brougham",
    """
wheel diameter | rim span | 90 cm; 100 cm; 110 cm; 120 cm | maximum | rim span most | in inches
lamp count | lantern tally | 2; 3; 4; 5 | limit | lantern tally bound | in Roman numerals
shaft wood | pole timber | ash; hickory; oak; elm | choice | pole timber pick | in Latin
roof height | canopy rise | 1.4 m; 1.5 m; 1.6 m; 1.7 m | target | canopy rise goal | in feet
body colour | panel hue | black; maroon; green; navy | option | panel hue alternative | in Dutch
left step | port tread | 30 cm; 35 cm; 40 cm; 45 cm | slack | port tread give | | right step
spring length | leaf reach | 60 cm; 70 cm; 80 cm; 90 cm | spec | leaf reach requirement | in inches
kerb weight | empty heft | 500 kg; 550 kg; 600 kg; 650 kg | margin | empty heft cushion | in stones
seat fabric | bench cloth | velvet; leather; wool; damask | forecast | bench cloth projection | in French
wheel spokes | rim rods | oak; steel; iron; hickory
lamp glass | lantern pane | clear; bevelled; frosted; cut
shaft tips | pole caps | brass; iron; silver; none
""",
    """
fraest-quyump-2, ZnailchWroylch, Fraist.Bleost, stryunt-2.56, BLOYSTBLYUST, fraelmcneont
mlyurd-znyusk-2, StraelmDreolk, Wryalch.Phyard, spraesk-8.31, STROYLMPHEILK, tlyumpcneilm
the dour costermonger, the mellow ropemaker, the curt vintner, the plucky locksmith, the shy vintner, the nimble drover
""",
)

VELOCIPEDE = domain(
    "velocipede",
    "cycle works",
    "velocipede",
    """
saddle height | perch rise | 80 cm; 85 cm; 90 cm; 95 cm | peak | perch rise crest | in inches
spoke count | rod tally | 24; 28; 32; 36 | floor | rod tally base | as a word
frame metal | chassis alloy | iron; steel; brass; bronze | wish | chassis alloy desire | in Italian
crank length | arm reach | 10 cm; 12 cm; 14 cm; 16 cm | budget | arm reach share | in millimetres
tyre colour | band hue | black; grey; red; white | alternative | band hue option | in Spanish
total weight | whole heft | 20 kg; 25 kg; 30 kg; 35 kg | margin | whole heft cushion | in pounds
front fork | leading prong | 40 cm; 45 cm; 50 cm; 55 cm | skew | leading prong drift | | rear fork
handlebar width | grip breadth | 50 cm; 55 cm; 60 cm; 65 cm | ideal | grip breadth dream | in inches
cruising speed | ride pace | 12 km/h; 15 km/h; 18 km/h; 20 km/h | average | ride pace mean | in miles per hour
saddle springs | perch coils | steel; brass; leather; none
spoke guards | rod covers | tin; leather; wire; none
frame badge | chassis plate | eagle; star; shield; none
""",
    """
streont-stroyrv-9, StreilmPhuorn, Mluonx.Struoft, cnoynt-7.41, FRUOSKMLAELM, kwuofttluost
quoynt-zneorn-5, VraernFryard, Vryunt.Hweorn, znyask-1.31, FREOMPZNYAST, hweoftstrailm
the wary netmaker, the nimble fletcher, the mellow ostler, the meek wainwright, the jolly rag picker, the fussy brewer
""",
)

OCTANT = domain(
    "octant",
    "navigation workshop",
    "octant",
    """
frame radius | body reach | 25 cm; 30 cm; 35 cm; 40 cm | ceiling | body reach lid | in inches
shade count | filter tally | 2; 3; 4; 5 | quota | filter tally allotment | in Roman numerals
arm wood | limb timber | ebony; rosewood; mahogany; boxwood | preference | limb timber fondness | in Latin
scale length | graduation reach | 10 cm; 12 cm; 14 cm; 16 cm | target | graduation reach aim | in millimetres
inlay colour | insert hue | ivory; white; cream; yellow | option | insert hue pick | in German
mirror size | glass dimension | 3 cm; 4 cm; 5 cm; 6 cm | tolerance | glass dimension slack | in inches
net weight | bare heft | 1 kg; 1.2 kg; 1.4 kg; 1.6 kg | estimate | bare heft guess | in ounces
left sight | port vane | 2 cm; 3 cm; 4 cm; 5 cm | offset | port vane shift | | right sight
arc range | span angle | 90 degrees; 100 degrees; 105 degrees; 110 degrees | variance | span angle spread | in radians
frame brace | body strut | brass; ebony; steel; none
shade tint | filter tone | red; green; blue; grey
arm joint | limb hinge | pinned; riveted; screwed; glued
""",
    """
straelch-dreoft-7, FreirnTlyunt, Bleird.Tloyft, quoyft-4.65, SPREISKHWYANT, znoyftwrairv
vryulm-hweilm-9, KwyalmWryalk, Cnairn.Vryalm, quuolk-9.94, WRUORVGNEORN, blailmkwyulch
the wistful fishwife, the plucky farrier, the deft pieman, the jolly chimney sweep, the deft potter, the dour knifegrinder
""",
)

HYGROMETER = domain(
    "hygrometer",
    "hygrometer maker",
    "hygrometer",
    """
face width | front breadth | 8 cm; 10 cm; 12 cm; 14 cm | peak | front breadth crest | in inches
tick count | mark tally | 50; 60; 80; 100 | limit | mark tally bound | as a word
case metal | housing alloy | brass; nickel; silver; steel | choice | housing alloy pick | in French
hair length | strand reach | 10 cm; 15 cm; 20 cm; 25 cm | budget | strand reach share | in inches
needle colour | pointer hue | black; blue; red; gold | alternative | pointer hue option | in Italian
response time | reaction delay | 5 minutes; 10 minutes; 20 minutes; 30 minutes | margin | reaction delay cushion | in seconds
bezel depth | rim sink | 1 cm; 1.5 cm; 2 cm; 2.5 cm | spec | rim sink requirement | in millimetres
gross weight | full heft | 300 g; 400 g; 500 g; 600 g | ideal | full heft dream | in ounces
wet bulb | damp globe | 5 cm; 6 cm; 7 cm; 8 cm | average | damp globe mean | | dry bulb
face glass | front pane | flat; domed; bevelled; none
tick labels | mark captions | printed; engraved; painted; none
case hook | housing loop | brass; steel; ring; none
""",
    """
hweont-gnaird-4, MleorvHwyurn, Cneinx.Fraent, vreorv-6.45, STRYASKHWYULK, cnaiskkweirv
wryalm-tleilm-7, WraiftSprailch, Streint.Tleilch, fryamp-7.91, SPROYLKPHEOLK, kwoyrdznyalk
the zealous netmaker, the plucky ropemaker, the keen ostler, the humble thresher, the keen potter, the shy glassblower
""",
)

PORRINGER = domain(
    "porringer",
    "pewter works",
    "porringer",
    """
bowl diameter | basin span | 10 cm; 12 cm; 13 cm; 14 cm | ceiling | basin span lid | in inches
handle count | ear tally | 1; 2; 3; 4 | quota | ear tally allotment | in Roman numerals
body metal | vessel alloy | silver; tin; brass; copper | preference | vessel alloy fondness | in Spanish
rim depth | lip sink | 1 cm; 1.5 cm; 2 cm; 2.5 cm | target | lip sink aim | in millimetres
patina colour | sheen hue | grey; brown; green; black | option | sheen hue pick | in Portuguese
fill volume | hold capacity | 250 ml; 300 ml; 350 ml; 400 ml | tolerance | hold capacity slack | in cups
inner ring | inside band | 6 cm; 7 cm; 8 cm; 9 cm | offset | inside band shift | | outer ring
net weight | bare heft | 200 g; 250 g; 300 g; 350 g | estimate | bare heft guess | in ounces
lug width | tab breadth | 3 cm; 4 cm; 5 cm; 6 cm | variance | tab breadth spread | in inches
bowl engraving | basin motif | crest; initials; floral; plain
handle piercing | ear fretwork | hearts; scrolls; keyhole; plain
body mark | vessel hallmark | crown; rose; lion; none
""",
    """
froyft-phaesk-7, DruoftCnyast, Vrailch.Tlaeft, vraerv-9.33, CNYUSTGNEONX, quaentphyunx
vryask-queord-3, GnainxVryulm, Fruolk.Dreord, tlailch-7.21, VRYALCHHWAELM, stryulkfreirn
the stoic candlemaker, the keen rag picker, the grave sexton, the fussy bookbinder, the grave thresher, the moody tiler
""",
)

DOMAINS = (
    CELESTA,
    CRUMHORN,
    PSALTERY,
    GALLEON,
    BROUGHAM,
    VELOCIPEDE,
    OCTANT,
    HYGROMETER,
    PORRINGER,
)
