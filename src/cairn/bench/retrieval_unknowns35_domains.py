"""The vocabulary of the blind held-out set ``unknowns35``: nine domains, each with twelve
attributes (one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``; the last three of a domain held by nobody), six subjects, their old names and roles.
The names were built from invented syllables with a fixed seed and checked against the other
sets' data files by count only."""

from __future__ import annotations

from cairn.bench.retrieval_blind_vocab import Attribute as Attribute
from cairn.bench.retrieval_blind_vocab import Domain as Domain
from cairn.bench.retrieval_blind_vocab import domain

BALALAIKA = domain(
    "balalaika",
    "balalaika workshop",
    "balalaika",
    """
body width | hull breadth | 42 cm; 44 cm; 46 cm; 48 cm | ceiling | hull breadth roof | in inches
string count | wire number | 3; 4; 5; 6 | drift | wire number swing | as a word
soundboard wood | top timber | spruce; fir; cedar; pine | target | top timber aim | in Latin
fret metal | bar alloy | brass; nickel; steel; silver | quota | bar alloy share | in German
rosette colour | inlay hue | black; red; green; gold | reserve | inlay hue spare | in Italian
upper bout | higher curve | 20 cm; 21 cm; 22 cm; 23 cm | offset | higher curve shift | | lower bout
net weight | bare heft | 1 kg; 2 kg; 3 kg; 4 kg | forecast | bare heft outlook | in pounds
scale length | tone span | 44 cm; 46 cm; 48 cm; 50 cm | median | tone span mid | in yards
bridge height | rest rise | 8 mm; 9 mm; 10 mm; 11 mm | tolerance | rest rise slack | in centimetres
body varnish | shell sheen | gloss; satin; matte; oil
string gauge | cord caliber | light; medium; heavy; extra
soundboard bracing | top struts | ladder; fan; lattice; none
""",
    """
swiurn-cryunt-5, FleyrnSlayks, Smyolm.Streuxt, sweyrn-5.55, SPEUDZTWUYFT, stayngstruypf
swyont-breymt-8, GlyalkGreurt, Fraern.Blyart, swiupf-3.18, STREUKSZWIUNT, spuyntspyapf
the vivid ostler, the urbane slater, the wary drover, the meek quarrier, the glib vintner, the fond tiler
""",
)

BASSOON = domain(
    "bassoon",
    "bassoon workshop",
    "bassoon",
    """
bore length | pipe reach | 250 cm; 254 cm; 256 cm; 260 cm | peak | pipe reach top | in feet
key count | lever number | 22; 24; 26; 28 | maximum | lever number max | in Roman numerals
body wood | stem timber | maple; rosewood; pearwood; sycamore | average | stem timber mean | in Latin
reed width | cane breadth | 13 mm; 14 mm; 15 mm; 16 mm | budget | cane breadth allowance | in inches
ring colour | collar hue | silver; gold; black; white | bracket | collar hue range | in French
crook angle | bocal bend | 30 degrees; 35 degrees; 40 degrees; 45 degrees | estimate | bocal bend guess | in radians
upper joint | higher section | 50 cm; 52 cm; 54 cm; 56 cm | trend | higher section drift | | lower joint
case mass | box heft | 3 kg; 4 kg; 5 kg; 6 kg | spec | box heft norm | in kilograms
bell flare | horn spread | 8 cm; 9 cm; 10 cm; 11 cm | threshold | horn spread floor | in millimetres
bore lining | channel coating | rubber; plain; lacquered; waxed
key plating | lever finish | nickel; silver; gold; brass
body stain | stem tint | natural; red; dark; amber
""",
    """
twyopf-squeyxt-9, BloyksStryunt, Snyalk.Priuks, sleuft-8.62, STREUFTSHRUYLM, kreyntstriuxt
thraynt-croymt-4, SpoyxtSnyuft, Pleuks.Speyft, driunt-3.49, SWAESKBLOYDZ, straymtcrayks
the lofty engraver, the idle locksmith, the lofty ropemaker, the meek glassblower, the fond glassblower, the vain boatman
""",
)

CHARIOT = domain(
    "chariot",
    "chariot maker",
    "chariot",
    """
wheel diameter | hoop breadth | 80 cm; 90 cm; 100 cm; 110 cm | limit | hoop breadth cutoff | in inches
spoke count | ray number | 4; 6; 8; 12 | variance | ray number scatter | as a word
axle length | shaft reach | 150 cm; 160 cm; 170 cm; 180 cm | goal | shaft reach intent | in feet
platform wood | deck lumber | ash; elm; oak; willow | allowance | deck lumber ration | in Latin
yoke height | collar rise | 100 cm; 110 cm; 120 cm; 130 cm | buffer | collar rise surplus | in yards
rail colour | guard hue | red; black; gold; blue | adjustment | guard hue tweak | in Spanish
empty weight | bare heft | 40 kg; 50 kg; 60 kg; 70 kg | mean | bare heft norm | in pounds
tyre metal | band alloy | iron; bronze; copper; steel | margin | band alloy leeway | in German
rear step | back tread | 20 cm; 25 cm; 30 cm; 35 cm | projection | back tread prognosis | | front step
wheel hub | centre boss | bronze; iron; wooden; capped
spoke pattern | ray layout | radial; crossed; paired; single
axle grease | shaft lube | tallow; lard; oil; none
""",
    """
vroyrn-squeudz-3, BluyrtBleulk, Squiusk.Skoyrn, vryunt-3.49, SLYONGSQUYORN, vryongsluyft
fliusk-vryosk-6, SmeyrnSnyorn, Dreylk.Glyadz, spyaxt-4.99, SKUYPFCHLUYMT, plyuftshruyxt
the vain upholsterer, the fond locksmith, the mild locksmith, the glib bookbinder, the zany quarrier, the mild mercer
""",
)

ORRERY = domain(
    "orrery",
    "orrery maker",
    "orrery",
    """
plinth width | stand breadth | 30 cm; 35 cm; 40 cm; 45 cm | peak | stand breadth top | in inches
planet count | globe number | 6; 7; 8; 9 | maximum | globe number max | in Roman numerals
arm length | rod reach | 20 cm; 25 cm; 30 cm; 35 cm | average | rod reach mean | in feet
gear metal | cog alloy | brass; bronze; steel; silver | budget | cog alloy allowance | in Italian
sun colour | star hue | gold; yellow; orange; amber | bracket | star hue range | in German
crank turns | handle revolutions | 12; 24; 36; 48 | estimate | handle revolutions guess | as a word
total weight | whole heft | 2 kg; 3 kg; 4 kg; 5 kg | trend | whole heft drift | in ounces
north pointer | boreal needle | 5 cm; 6 cm; 7 cm; 8 cm | spec | boreal needle norm | | south pointer
dome height | cover rise | 40 cm; 45 cm; 50 cm; 55 cm | threshold | cover rise floor | in metres
plinth inlay | stand marquetry | ebony; ivory; brass; none
planet finish | globe coating | gilded; silvered; painted; bare
arm joint | rod coupling | pinned; screwed; riveted; soldered
""",
    """
thriudz-styoft-3, KlyontKryoxt, Sluymt.Swyapf, pleylk-9.73, SPYORNTRIUNT, zwiulkfreyxt
vreyxt-flyant-7, VreyrnTwyapf, Thrayrt.Dreypf, thraesk-2.19, PLAYLKZWOYKS, vryortsnoylk
the vivid whittler, the zany mercer, the gruff lapidary, the stoic whittler, the bold quarrier, the mild bellfounder
""",
)

CANDELABRA = domain(
    "candelabra",
    "candelabra maker",
    "candelabra",
    """
branch count | limb number | 3; 5; 7; 9 | ceiling | limb number roof | as a word
stem height | column rise | 30 cm; 40 cm; 50 cm; 60 cm | drift | column rise swing | in inches
base width | foot breadth | 12 cm; 14 cm; 16 cm; 18 cm | target | foot breadth aim | in feet
body metal | frame alloy | silver; brass; pewter; bronze | quota | frame alloy share | in French
cup diameter | holder span | 20 mm; 22 mm; 24 mm; 26 mm | reserve | holder span spare | in centimetres
left arm | port wing | 20 cm; 22 cm; 24 cm; 26 cm | offset | port wing shift | | right arm
gross weight | full heft | 2 kg; 3 kg; 4 kg; 5 kg | forecast | full heft outlook | in pounds
patina colour | tarnish hue | green; brown; black; blue | median | tarnish hue mid | in Italian
pan depth | tray drop | 10 mm; 12 mm; 14 mm; 16 mm | tolerance | tray drop slack | in inches
branch scroll | limb curl | plain; spiral; acanthus; twisted
stem knop | column boss | round; square; fluted; none
base felt | foot pad | green; red; black; none
""",
    """
squyaxt-shreylm-6, StroymtTwiulk, Blaert.Criuxt, styaks-4.67, SKAYSKBRAYNT, tryantsmyong
speusk-slyarn-2, StaylkSlaext, Styulm.Klyamt, bryalm-4.69, SHREYFTSMYORT, chlyumtgraern
the curt slater, the wise boatman, the calm bookbinder, the earnest wheeler, the brisk scrivener, the wary sexton
""",
)

CLAVICHORD = domain(
    "clavichord",
    "clavichord maker",
    "clavichord",
    """
case length | chest reach | 120 cm; 130 cm; 140 cm; 150 cm | limit | chest reach cutoff | in feet
octave count | gamut number | 4; 5; 6; 7 | variance | gamut number scatter | as a word
lid wood | cover timber | walnut; oak; cherry; pine | goal | cover timber intent | in Latin
tangent metal | blade alloy | brass; iron; steel; bronze | allowance | blade alloy ration | in Spanish
string length | wire reach | 30 cm; 40 cm; 50 cm; 60 cm | buffer | wire reach surplus | in inches
key colour | lever hue | black; white; ivory; ebony | adjustment | lever hue tweak | in German
soundboard thickness | belly depth | 2 mm; 3 mm; 4 mm; 5 mm | mean | belly depth norm | in centimetres
net weight | unloaded heft | 15 kg; 20 kg; 25 kg; 30 kg | margin | unloaded heft leeway | in pounds
back rail | rear bar | 2 cm; 3 cm; 4 cm; 5 cm | projection | rear bar prognosis | | front rail
case moulding | chest trim | ogee; plain; bead; cove
octave split | gamut division | short; broken; full; none
lid painting | cover art | landscape; floral; plain; motto
""",
    """
priunt-thruyrt-2, SkaydzCroyng, Gruypf.Bruysk, chlaysk-9.26, CHLIULMSNYUNT, fleylmshryomt
skiusk-fryont-9, BlaextBleynt, Dryant.Fluylk, twoysk-6.46, CREUSKCHLYUPF, squiupfslaemt
the pert brewer, the rash glassblower, the hale drover, the curt glassblower, the brisk upholsterer, the deft scrivener
""",
)

DHOW = domain(
    "dhow",
    "shipwright",
    "dhow",
    """
hull length | keel reach | 12 m; 15 m; 18 m; 20 m | peak | keel reach top | in feet
mast count | spar number | 1; 2; 3; 4 | maximum | spar number max | in Roman numerals
beam width | girth span | 3 m; 4 m; 5 m; 6 m | average | girth span mean | in yards
plank wood | board timber | teak; mango; jackfruit; coconut | budget | board timber allowance | in Latin
sail colour | canvas hue | white; cream; tan; ochre | bracket | canvas hue range | in Portuguese
crew size | hand number | 10; 12; 20; 30 | estimate | hand number guess | as a word
starboard rail | right gunwale | 1 m; 2 m; 3 m; 4 m | trend | right gunwale drift | | port rail
anchor weight | hook heft | 40 kg; 50 kg; 60 kg; 70 kg | spec | hook heft norm | in stones
draft depth | water draw | 1 m; 1.5 m; 2 m; 2.5 m | threshold | water draw floor | in inches
hull caulking | keel sealing | cotton; tallow; pitch; oakum
mast rake | spar tilt | upright; forward; aft; steep
beam carving | girth motif | floral; rope; plain; star
""",
    """
gliung-fluyft-3, SmyodzStreulm, Bliumt.Shriulm, proylk-3.61, ZWIUSKBLAELK, vroyntswoyrn
snyupf-triudz-8, BlyalkZwiusk, Pryapf.Creuft, pliulk-2.16, TWEYPFSPYOXT, zwiulmpraent
the zany tiler, the meek drover, the rowdy drover, the vivid lapidary, the idle jeweller, the witty slater
""",
)

AMPHORA = domain(
    "amphora",
    "amphora workshop",
    "amphora",
    """
neck height | throat rise | 10 cm; 12 cm; 14 cm; 16 cm | ceiling | throat rise roof | in inches
handle count | loop number | 2; 3; 4; 6 | drift | loop number swing | as a word
belly diameter | paunch span | 30 cm; 35 cm; 40 cm; 45 cm | target | paunch span aim | in feet
clay colour | earth hue | red; buff; ochre; grey | quota | earth hue share | in Dutch
fill volume | storage capacity | 20 l; 25 l; 30 l; 40 l | reserve | storage capacity spare | in gallons
slip finish | coat sheen | matte; glossy; burnished; rough | offset | coat sheen shift | in French
fired weight | kiln heft | 8 kg; 10 kg; 12 kg; 14 kg | forecast | kiln heft outlook | in pounds
inner lip | interior rim | 1 cm; 2 cm; 3 cm; 4 cm | median | interior rim mid | | outer lip
toe length | spike reach | 5 cm; 7 cm; 9 cm; 11 cm | tolerance | spike reach slack | in millimetres
neck stamp | throat seal | anchor; palm; star; none
handle ridge | loop rib | single; double; triple; none
belly painting | paunch figure | warriors; birds; waves; plain
""",
    """
squyodz-glyadz-4, SnyopfSmyalk, Kreusk.Preysk, skuyng-9.75, SMEYDZSWAEFT, spyuxtbryodz
twaypf-griusk-3, SteuksCraeft, Squayft.Chlyoks, thriunt-2.90, PLOYNTFRYUNT, fleumtbraemt
the tidy mercer, the calm wheeler, the fretful locksmith, the humble quarrier, the witty ostler, the pert lapidary
""",
)

GOBLET = domain(
    "goblet",
    "silversmith",
    "goblet",
    """
bowl capacity | cup volume | 150 ml; 200 ml; 250 ml; 300 ml | limit | cup volume cutoff | in pints
gem count | jewel number | 3; 5; 6; 8 | variance | jewel number scatter | in Roman numerals
stem length | shank reach | 6 cm; 7 cm; 8 cm; 9 cm | goal | shank reach intent | in inches
metal purity | alloy standard | sterling; britannia; coin; fine | allowance | alloy standard ration | in German
foot diameter | pedestal span | 7 cm; 8 cm; 9 cm; 10 cm | buffer | pedestal span surplus | in millimetres
engraving style | etching manner | floral; heraldic; plain; script | adjustment | etching manner tweak | in Italian
outer wall | exterior side | 2 mm; 3 mm; 4 mm; 5 mm | mean | exterior side norm | | inner wall
full weight | loaded heft | 300 g; 400 g; 500 g; 600 g | margin | loaded heft leeway | in ounces
lip thickness | edge gauge | 1 mm; 1.5 mm; 2 mm; 2.5 mm | projection | edge gauge prognosis | in inches
bowl lining | cup coating | gilded; plain; enamelled; none
gem setting | jewel mount | bezel; prong; channel; pave
stem node | shank bulge | round; flat; twisted; none
""",
    """
thryusk-tryosk-5, SlyoksSpoydz, Slyong.Sneyng, throyrn-2.84, SMEULKZWEYLK, sniulmzwyolm
threyks-pryorn-4, ZwoyrnTweurn, Gluysk.Klyulm, snyuxt-4.66, BROYSKTROYKS, glyaxtsmyong
the pert engraver, the calm slater, the humble ropemaker, the keen netmaker, the stern netmaker, the terse slater
""",
)

DOMAINS = (
    BALALAIKA,
    BASSOON,
    CHARIOT,
    ORRERY,
    CANDELABRA,
    CLAVICHORD,
    DHOW,
    AMPHORA,
    GOBLET,
)
