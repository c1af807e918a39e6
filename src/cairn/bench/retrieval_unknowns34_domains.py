"""The vocabulary of the blind held-out set ``unknowns34``: nine domains, each with twelve
attributes (one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``; the last three of a domain held by nobody), six subjects, their old names and roles.
The names were built from invented syllables with a fixed seed and checked against the other
sets' data files by count only."""

from __future__ import annotations

from cairn.bench.retrieval_blind_vocab import Attribute as Attribute
from cairn.bench.retrieval_blind_vocab import Domain as Domain
from cairn.bench.retrieval_blind_vocab import domain

DJEMBE = domain(
    "djembe",
    "djembe workshop",
    "drum",
    """
head diameter | skin width | 30 cm; 31 cm; 32 cm; 33 cm | limit | skin width cutoff | in inches
rope count | cord number | 10; 12; 14; 16 | variance | cord number scatter | as a word
shell height | body rise | 58 cm; 60 cm; 62 cm; 64 cm | goal | body rise intent | in feet
trunk wood | log timber | lenke; iroko; mahogany; dugura | allowance | log timber ration | in Latin
hide colour | pelt hue | white; tan; brown; cream | buffer | pelt hue surplus | in French
upper band | higher hoop | 3 cm; 4 cm; 5 cm; 6 cm | adjustment | higher hoop tweak | | lower band
total weight | whole heft | 5 kg; 6 kg; 7 kg; 8 kg | mean | whole heft norm | in pounds
ring metal | loop alloy | iron; steel; brass; zinc | margin | loop alloy leeway | in German
bowl depth | basin drop | 40 cm; 42 cm; 44 cm; 46 cm | projection | basin drop prognosis | in metres
head tuck | skin fold | flat; rolled; pinned; sewn
rope knot | cord tie | reef; square; slip; bowline
shell carving | body motif | plain; animal; geometric; script
""",
    """
brierv-skeezz-6, FleispSkoilt, Blauft.Froank, kriorn-8.85, DWOINDKWAIZZ, dwialfkrielt
breisk-groipt-6, FloimbBlaulk, Speask.Dwialf, cliolf-4.23, PREENDSNUEPT, gruenkthrienx
the kindly gilder, the plucky draper, the zealous cooper, the genial mason, the jovial fletcher, the wily cobbler
""",
)

BOUZOUKI = domain(
    "bouzouki",
    "bouzouki workshop",
    "bouzouki",
    """
neck length | stem reach | 60 cm; 62 cm; 64 cm; 66 cm | ceiling | stem reach roof | in inches
fret count | bar number | 24; 26; 27; 28 | drift | bar number swing | in Roman numerals
bowl depth | belly drop | 14 cm; 15 cm; 16 cm; 17 cm | target | belly drop aim | in centimetres
top wood | face timber | spruce; cedar; pine; fir | quota | face timber share | in Latin
string courses | chord pairs | 3; 4; 5; 6 | reserve | chord pairs spare | as a word
inlay colour | inset hue | black; white; red; green | offset | inset hue shift | in Italian
left tuner | port peg | 4 cm; 5 cm; 6 cm; 7 cm | forecast | port peg outlook | | right tuner
body mass | frame heft | 1 kg; 2 kg; 3 kg; 4 kg | median | frame heft mid | in pounds
scale length | tone span | 65 cm; 67 cm; 68 cm; 69 cm | tolerance | tone span slack | in yards
neck joint | stem seam | dovetail; bolted; glued; spliced
fret material | bar substance | nickel; steel; brass; titanium
bowl finish | belly coat | gloss; satin; matte; oiled
""",
    """
kruaft-triosh-9, SneiltDruirn, Triorn.Dwaish, preipt-4.76, PLIONDSNUAND, swiaptdreirv
friolk-snaund-7, StrainxDwuorn, Gluark.Vlierv, gwiarv-2.34, GLUIRGSHRIENK, kreindtwault
the genial cutler, the candid farrier, the wry dyer, the lucid carver, the frugal spinner, the genial fletcher
""",
)

ASTROLABE = domain(
    "astrolabe",
    "astrolabe maker",
    "astrolabe",
    """
plate diameter | disc breadth | 15 cm; 18 cm; 20 cm; 25 cm | ideal | disc breadth optimum | in inches
rete pointers | net needles | 12; 16; 20; 24 | minimum | net needles least | as a word
mater thickness | mother depth | 4 mm; 5 mm; 6 mm; 7 mm | baseline | mother depth reference | in centimetres
alidade metal | sight alloy | brass; bronze; silver; copper | rating | sight alloy grade | in Spanish
limb divisions | scale ticks | 360; 720; 180; 90 | guess | scale ticks hunch | in Roman numerals
full weight | whole mass | 1 kg; 2 kg; 3 kg; 5 kg | quote | whole mass bid | in pounds
throne height | seat rise | 3 cm; 4 cm; 5 cm; 6 cm | record | seat rise best | in inches
east horn | orient cusp | 2 cm; 3 cm; 4 cm; 5 cm | standard | orient cusp canon | | west horn
shackle width | hanger breadth | 10 mm; 12 mm; 14 mm; 16 mm | sample | hanger breadth specimen | in inches
plate engraving | disc etching | floral; plain; script; star
rete pattern | net layout | gothic; kufic; floral; plain
mater rim | mother edge | raised; flat; beaded; plain
""",
    """
dwuipt-gwuilk-9, StraultDroush, Kleilf.Glourg, zwuarg-8.47, PRUISKFLIELF, greiftbriopt
spoazz-gruelf-2, SplueftPruamb, Priaft.Spaurk, traush-7.44, ZWOARGTRUEMB, brealkspluarv
the droll milliner, the mellow carver, the hasty miller, the dour tinker, the spry saddler, the prudent gilder
""",
)

TANKARD = domain(
    "tankard",
    "pewterer",
    "tankard",
    """
body height | barrel rise | 12 cm; 14 cm; 16 cm; 18 cm | peak | barrel rise top | in inches
mug capacity | cup volume | 400 ml; 500 ml; 600 ml; 1000 ml | maximum | cup volume max | in pints
thumb lever | digit catch | acorn; shell; ball; scroll | average | digit catch mean | in French
metal grade | alloy class | fine; trifle; ley; britannia | budget | alloy class allowance | in German
handle span | grip breadth | 5 cm; 6 cm; 7 cm; 8 cm | bracket | grip breadth range | in inches
base diameter | foot width | 9 cm; 10 cm; 11 cm; 12 cm | estimate | foot width guess | in feet
empty weight | bare heft | 300 g; 400 g; 500 g; 600 g | trend | bare heft drift | in ounces
rim thickness | lip depth | 2 mm; 3 mm; 4 mm; 5 mm | spec | lip depth norm | in centimetres
outer band | outside hoop | 1 cm; 2 cm; 3 cm; 4 cm | threshold | outside hoop floor | | inner band
body seam | barrel join | soldered; spun; cast; rolled
mug lid | cup cover | hinged; domed; flat; none
thumb rest | digit pad | plain; ridged; grooved; knurled
""",
    """
strielf-fleemb-9, PlueftShraulk, Snienk.Twuapt, breept-8.11, PLEEFTTHRUILF, preizzsnuish
threift-thriosh-6, BleandShruopt, Twoask.Griaft, gluozz-3.38, KLOALTBLIOSH, streaspkliork
the hasty glazier, the prudent mason, the wily tinker, the burly fletcher, the lanky tanner, the sober gilder
""",
)

CHESSBOARD = domain(
    "chessboard",
    "chessboard maker",
    "chessboard",
    """
square size | cell span | 40 mm; 45 mm; 50 mm; 55 mm | ceiling | cell span roof | in inches
border width | frame breadth | 2 cm; 3 cm; 4 cm; 5 cm | drift | frame breadth swing | in inches
board thickness | slab depth | 15 mm; 18 mm; 20 mm; 22 mm | target | slab depth aim | in centimetres
dark squares | shade tiles | walnut; wenge; rosewood; ebony | quota | shade tiles share | in Latin
edge markers | rim labels | 8; 16; 32; 64 | reserve | rim labels spare | as a word
left margin | port strip | 1 cm; 2 cm; 3 cm; 4 cm | offset | port strip shift | | right margin
carry weight | hauled heft | 1 kg; 2 kg; 3 kg; 4 kg | forecast | hauled heft outlook | in pounds
finish colour | lacquer hue | amber; honey; black; natural | median | lacquer hue mid | in Italian
hinge count | pivot number | 2; 3; 4; 6 | tolerance | pivot number slack | in Roman numerals
square bevel | cell arris | sharp; rounded; chamfered; none
border inlay | frame strip | maple; brass; bone; none
board veneer | slab skin | oak; maple; ash; cherry
""",
    """
praupt-fluirn-8, DruelkBroult, Cliemb.Bleirg, twioft-7.81, SHROINKSHRUIRK, drainxcloaft
snielk-zweilk-2, SnoarnBraizz, Breand.Kriork, dwourn-3.63, ZWAISPSMEEND, shruoftskuesp
the kindly cobbler, the grumpy tanner, the steady saddler, the fussy potter, the jaunty chandler, the lanky joiner
""",
)

CROSSBOW = domain(
    "crossbow",
    "crossbow maker",
    "crossbow",
    """
draw force | pull strength | 150 lb; 175 lb; 200 lb; 225 lb | peak | pull strength top | in kilograms
limb span | arm breadth | 60 cm; 70 cm; 80 cm; 90 cm | maximum | arm breadth max | in feet
stock wood | butt timber | walnut; beech; ash; maple | average | butt timber mean | in Latin
cord material | twine substance | hemp; linen; sinew; nylon | budget | twine substance allowance | in French
bolt length | quarrel reach | 30 cm; 35 cm; 40 cm; 45 cm | bracket | quarrel reach band | in inches
trigger weight | catch heft | 2 lb; 3 lb; 4 lb; 5 lb | estimate | catch heft guess | in grams
front sight | leading bead | 1 cm; 2 cm; 3 cm; 4 cm | trend | leading bead drift | | rear sight
power stroke | shot travel | 15 cm; 17 cm; 19 cm; 21 cm | spec | shot travel norm | in inches
bare mass | unloaded heft | 4 kg; 5 kg; 6 kg; 7 kg | threshold | unloaded heft floor | in pounds
draw lever | pull crank | goat foot; cranequin; windlass; none
limb wrap | arm binding | leather; rawhide; sinew; none
stock carving | butt motif | hunt; floral; plain; crest
""",
    """
shroirk-graurk-4, PluezzTruarn, Gruaft.Twaulk, gwouzz-8.43, SKOIRVSPLUAFT, twounkkruosk
priesh-sneasp-5, GlaunxFroirv, Zwoupt.Pruamb, skealt-8.35, TWUORGFLOURN, cloinxgwoalt
the sprightly turner, the mellow fletcher, the candid carver, the steady hatter, the spry potter, the zealous sawyer
""",
)

CAULDRON = domain(
    "cauldron",
    "cauldron maker",
    "cauldron",
    """
rim diameter | mouth width | 30 cm; 40 cm; 50 cm; 60 cm | ideal | mouth width optimum | in inches
leg count | foot number | 3; 4; 5; 6 | minimum | foot number least | as a word
wall thickness | side depth | 3 mm; 4 mm; 5 mm; 6 mm | baseline | side depth reference | in inches
cast metal | smelt alloy | iron; bronze; copper; brass | rating | smelt alloy grade | in Italian
hold volume | stew load | 10 l; 20 l; 30 l; 40 l | guess | stew load hunch | in gallons
handle arc | grip bow | 20 cm; 25 cm; 30 cm; 35 cm | quote | grip bow bid | in feet
dry weight | vacant heft | 10 kg; 12 kg; 15 kg; 20 kg | record | vacant heft best | in pounds
lower lug | bottom ear | 2 cm; 3 cm; 4 cm; 5 cm | standard | bottom ear canon | | upper lug
lid weight | cover heft | 1 kg; 2 kg; 3 kg; 4 kg | sample | cover heft specimen | in ounces
rim lip | mouth edge | rolled; flat; flared; beaded
leg shape | foot form | claw; round; square; paw
wall pattern | side motif | plain; ribbed; hammered; stamped
""",
    """
grousp-zwouft-4, PlauzzTreerg, Gloand.Vloumb, kruirv-2.25, GLOIPTPLIOZZ, shroirvstriork
smiolf-kreilk-7, StroaptGleapt, Thruend.Zweerk, thruilt-3.25, GWUINKKWAIRN, prielfspuift
the hasty chandler, the modest milliner, the dapper cobbler, the shy tinker, the kindly turner, the jovial tanner
""",
)

DOVECOTE = domain(
    "dovecote",
    "dovecote maker",
    "dovecote",
    """
nest holes | roost openings | 12; 16; 20; 24 | limit | roost openings cutoff | as a word
tower height | column rise | 2 m; 3 m; 4 m; 5 m | variance | column rise scatter | in feet
roof pitch | cap slope | 30 degrees; 35 degrees; 40 degrees; 45 degrees | goal | cap slope intent | in radians
wall material | side substance | limestone; brick; timber; flint | allowance | side substance ration | in French
ledge width | perch breadth | 5 cm; 6 cm; 7 cm; 8 cm | buffer | perch breadth surplus | in inches
trim colour | edging hue | white; blue; green; grey | adjustment | edging hue tweak | in Spanish
pole length | mast reach | 150 cm; 180 cm; 200 cm; 240 cm | mean | mast reach norm | in yards
door count | hatch number | 1; 2; 3; 4 | margin | hatch number leeway | in Roman numerals
rear vent | stern grille | 10 cm; 12 cm; 14 cm; 16 cm | projection | stern grille prognosis | | front vent
nest lining | roost bedding | straw; hay; moss; none
tower finial | column crown | ball; spire; weathercock; none
roof tiles | cap shingles | slate; clay; cedar; thatch
""",
    """
dreish-sliamb-5, ZwourgSwaund, Gruarv.Plaurg, striept-7.56, DRUENXKLEAMB, glialtgluilt
vleilk-fruorn-5, BraulfPruift, Smoaft.Shreimb, twianx-4.86, FLEIRGSMOUSH, strouptblailk
the wry wainwright, the thrifty roofer, the nervous farrier, the wily plasterer, the steady cutler, the nervous weaver
""",
)

EUPHONIUM = domain(
    "euphonium",
    "euphonium workshop",
    "euphonium",
    """
bell width | flare span | 28 cm; 29 cm; 30 cm; 31 cm | peak | flare span top | in inches
valve count | piston number | 3; 4; 5; 6 | maximum | piston number max | as a word
bore gauge | tube calibre | 14 mm; 14.5 mm; 15 mm; 15.5 mm | average | tube calibre mean | in inches
plating metal | coat alloy | silver; gold; nickel; copper | budget | coat alloy allowance | in German
mouthpiece cup | lip bowl | 17 mm; 18 mm; 19 mm; 20 mm | bracket | lip bowl band | in centimetres
upper slide | higher crook | 10 cm; 11 cm; 12 cm; 13 cm | estimate | higher crook guess | | lower slide
case weight | box heft | 6 kg; 7 kg; 8 kg; 9 kg | trend | box heft drift | in pounds
tubing length | pipe reach | 2.7 m; 2.8 m; 2.9 m; 3 m | spec | pipe reach norm | in feet
lyre mounts | clip holders | 1; 2; 3; 4 | threshold | clip holders floor | in Roman numerals
bell beading | flare trim | rolled; flat; wired; plain
valve guides | piston sleeves | brass; nylon; steel; none
bore taper | tube narrowing | dual; single; stepped; straight
""",
    """
snoazz-zwuern-4, ProirnSpeelf, Gleerk.Vleift, zwoirn-4.30, BROIMBFRUIND, stroishstriend
frieft-swourk-3, VlaurvBruerg, Spuonk.Shruomb, plourv-7.56, KWUERKZWUORV, gruirntweish
the spry draper, the brash joiner, the lucid mason, the hearty joiner, the zealous turner, the sober potter
""",
)

DOMAINS = (
    DJEMBE,
    BOUZOUKI,
    ASTROLABE,
    TANKARD,
    CHESSBOARD,
    CROSSBOW,
    CAULDRON,
    DOVECOTE,
    EUPHONIUM,
)
