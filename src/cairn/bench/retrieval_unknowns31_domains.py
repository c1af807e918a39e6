"""The vocabulary of the blind held-out set ``unknowns31``: nine domains, each with twelve
attributes (one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``; the last three of a domain held by nobody), six subjects, their old names and roles.
The names were built from invented syllables with a fixed seed and checked against the other
sets' data files by count only."""

from __future__ import annotations

from cairn.bench.retrieval_blind_vocab import Attribute as Attribute
from cairn.bench.retrieval_blind_vocab import Domain as Domain
from cairn.bench.retrieval_blind_vocab import domain

CHURN = domain(
    "churn",
    "butter churn maker",
    "churn",
    """
dasher length | paddle reach | 40 cm; 45 cm; 50 cm; 55 cm | ceiling | paddle reach cap | in inches
lid weight | cover heft | 300 g; 350 g; 400 g; 450 g | drift | cover heft swing | in ounces
barrel volume | drum capacity | 8 litres; 10 litres; 12 litres; 15 litres | target | drum capacity aim | in gallons
crank colour | handle hue | red; blue; green; black | quota | handle hue share | in French
hoop material | band metal | iron; brass; copper; steel | reserve | band metal spare | in German
top stave | upper slat | 12 mm; 14 mm; 16 mm; 18 mm | offset | upper slat shift | | bottom stave
spout width | outlet breadth | 2 cm; 3 cm; 4 cm; 5 cm | median | outlet breadth mid | in millimetres
leg height | stand rise | 60 cm; 70 cm; 80 cm; 90 cm | tolerance | stand rise slack | in feet
wood species | timber kind | oak; ash; beech; cherry | forecast | timber kind outlook | in Latin
dasher finish | paddle coating | oiled; waxed; bare; limed
lid hinge | cover joint | pin; strap; butt; piano
barrel seal | drum gasket | cork; rubber; wax; felt
""",
    """
vrong-splaing-4, ShraptShrulf, Stremb.Stroumb, shreeng-4.87, VLURGSPLOURG, treckplailf
vlieck-snilk-9, VreelfTrairv, Dreenx.Chluarsk, kweemp-3.25, ZNEENDKWELK, shraftzweenx
the canny miller, the quirky lamplighter, the breezy potter, the merry tanner, the wry weaver, the sunny potter
""",
)

BIRDCAGE = domain(
    "birdcage",
    "birdcage workshop",
    "cage",
    """
bar spacing | rod gap | 10 mm; 12 mm; 15 mm; 18 mm | limit | rod gap cap | in inches
perch count | roost number | 2; 3; 4; 5 | spread | roost number range | in Roman numerals
door size | hatch span | 8 cm; 10 cm; 12 cm; 14 cm | goal | hatch span aim | in inches
tray depth | drawer drop | 3 cm; 4 cm; 5 cm; 6 cm | buffer | drawer drop spare | in millimetres
dome height | crown rise | 20 cm; 25 cm; 30 cm; 35 cm | margin | crown rise slack | in feet
ring diameter | loop bore | 9 cm; 11 cm; 13 cm; 15 cm | average | loop bore mean | in yards
paint shade | enamel tint | white; gold; black; silver | trend | enamel tint drift | in Italian
base weight | plinth heft | 1 kg; 2 kg; 3 kg; 4 kg | estimate | plinth heft guess | in pounds
inner mesh | interior grille | 5 mm; 6 mm; 7 mm; 8 mm | spec | interior grille norm | | outer mesh
bar finish | rod coating | chrome; brass; matt; gloss
perch wood | roost timber | birch; maple; willow; hazel
door latch | hatch catch | hook; slide; spring; twist
""",
    """
gwept-traizz-5, KlounxZnuang, Flailt.Znapt, plift-1.99, BLIEMBSPLIEMB, gwuaftsnoursk
snieft-skramb-6, DrongZwaipt, Skroarg.Vrairg, kloift-6.93, GLIENXGROINX, gwingskroursk
the placid sexton, the stoic farrier, the brisk cooper, the chirpy ferryman, the sedate sculptor, the zesty weaver
""",
)

BUGLE = domain(
    "bugle",
    "bugle workshop",
    "bugle",
    """
bell flare | horn spread | 10 cm; 11 cm; 12 cm; 13 cm | ceiling | horn spread cap | in inches
tubing length | pipe run | 110 cm; 120 cm; 130 cm; 140 cm | drift | pipe run swing | in feet
pitch key | tonal centre | B flat; E flat; A flat; F sharp | target | tonal centre aim | in German
brass gauge | alloy thickness | 0.4 mm; 0.5 mm; 0.6 mm; 0.7 mm | quota | alloy thickness share | in inches
cord tassel | lanyard fringe | red; gold; blue; green | reserve | lanyard fringe spare | in Spanish
mouthpiece cup | embouchure bowl | 16 mm; 17 mm; 18 mm; 19 mm | offset | embouchure bowl shift | in millimetres
front bow | leading curve | 7 cm; 8 cm; 9 cm; 10 cm | median | leading curve mid | | rear bow
total mass | overall heft | 300 g; 320 g; 340 g; 360 g | tolerance | overall heft slack | in ounces
lacquer tone | varnish cast | clear; amber; gold; rose | forecast | varnish cast outlook | in French
bell engraving | horn etching | scroll; leaf; crest; plain
tubing bend | pipe crook | tight; wide; oval; round
pitch stamp | tonal mark | serif; block; script; italic
""",
    """
brienx-gwoft-3, PraindVroapt, Chliend.Gwoulf, zwiemb-4.16, CHLOANGKRUAMB, kloiltthweeng
kwaisk-grairv-2, KwuaskDroazz, Skriemp.Groaft, primp-1.67, GWURGSPLUAND, dralkzwoinx
the jolly ferryman, the thrifty reeve, the stern lamplighter, the breezy fletcher, the breezy weaver, the merry mason
""",
)

OCARINA = domain(
    "ocarina",
    "ocarina kiln",
    "ocarina",
    """
hole count | opening number | 6; 8; 10; 12 | ceiling | opening number cap | as a word
clay body | ceramic paste | stoneware; porcelain; terracotta; earthenware | drift | ceramic paste swing | in Italian
lowest note | deepest tone | A4; C5; G4; F4 | target | deepest tone aim | in hertz
glaze colour | enamel hue | blue; green; brown; white | quota | enamel hue share | in Spanish
chamber size | cavity bulk | 8 cm; 10 cm; 12 cm; 14 cm | reserve | cavity bulk spare | in inches
windway width | airway breadth | 2 mm; 3 mm; 4 mm; 5 mm | offset | airway breadth shift | in inches
firing heat | oven temperature | 1000 C; 1100 C; 1200 C; 1250 C | median | oven temperature mid | in kelvin
left thumbhole | port aperture | 7 mm; 8 mm; 9 mm; 10 mm | tolerance | port aperture slack | | right thumbhole
strap cord | lanyard string | leather; cotton; silk; hemp | forecast | lanyard string outlook | in German
hole edge | opening rim | sharp; bevelled; rounded; flared
clay grog | ceramic grit | fine; coarse; medium; none
lowest drone | deepest hum | steady; wavering; buzzing; soft
""",
    """
gwock-kwozz-3, DrulfChlursk, Gwoing.Trerg, kloirg-9.16, CHLAILTGRALT, shroampzneelk
vrairg-splong-9, SnoandKwimb, Znult.Grairg, shrulf-7.34, VLUALTZNINX, prergblend
the sunny wheelwright, the witty potter, the vivid thatcher, the chirpy chandler, the nimble sexton, the stoic glazier
""",
)

ZITHER = domain(
    "zither",
    "zither workshop",
    "zither",
    """
wire count | strand number | 30; 34; 38; 42 | ceiling | strand number cap | in Roman numerals
soundboard spruce | resonator conifer | alpine; sitka; engelmann; lutz | drift | resonator conifer swing | in Latin
scale length | mensur span | 38 cm; 40 cm; 42 cm; 44 cm | target | mensur span aim | in inches
fret count | ridge number | 24; 27; 29; 31 | quota | ridge number share | as a word
tuning pin | peg screw | 5 mm; 6 mm; 7 mm; 8 mm | reserve | peg screw spare | in inches
upper bout | higher lobe | 30 cm; 32 cm; 34 cm; 36 cm | offset | higher lobe shift | | lower bout
case colour | box hue | black; brown; red; green | median | box hue mid | in French
body mass | frame heft | 3 kg; 4 kg; 5 kg; 6 kg | tolerance | frame heft slack | in pounds
rosette style | ornament pattern | star; ring; flower; knot | forecast | ornament pattern outlook | in German
wire gauge | strand caliber | light; medium; heavy; mixed
soundboard crack | resonator split | none; hairline; repaired; open
scale marking | mensur label | dots; lines; stars; none
""",
    """
proack-truack-5, GwourskGloump, Znualf.Splung, vlelt-4.81, GWOUNXDREND, skrielfglemp
shreeft-flouck-5, BliengGrack, Zwend.Kluanx, glelt-7.73, KLOACKSTRAIRG, droiskdrersk
the canny chandler, the wry wheelwright, the keen drover, the lively mason, the gentle weaver, the meek potter
""",
)

DULCIMER = domain(
    "dulcimer",
    "dulcimer workshop",
    "dulcimer",
    """
course count | unison pairs | 12; 15; 18; 21 | ceiling | unison pairs max | as a word
hammer weight | beater heft | 8 g; 10 g; 12 g; 14 g | drift | beater heft swing | in ounces
bridge height | saddle rise | 12 mm; 14 mm; 16 mm; 18 mm | target | saddle rise aim | in inches
top wood | lid timber | spruce; cedar; redwood; pine | quota | lid timber share | in Latin
back veneer | rear overlay | maple; walnut; cherry; birch | reserve | rear overlay spare | in Italian
treble side | higher flank | 60 cm; 65 cm; 70 cm; 75 cm | offset | higher flank shift | in feet
left rail | port bar | 3 cm; 4 cm; 5 cm; 6 cm | median | port bar mid | | right rail
stand colour | trestle hue | black; brown; natural; red | tolerance | trestle hue slack | in French
total mass | overall heft | 5 kg; 6 kg; 7 kg; 8 kg | forecast | overall heft outlook | in pounds
course spacing | unison pitch | narrow; even; wide; tapered
hammer leather | beater hide | suede; calf; felt; bare
bridge cap | saddle crown | bone; ebony; brass; plastic
""",
    """
traisk-gwieck-2, DroackBleng, Skrind.Plenx, gwaift-5.35, KRUAMPKWAILT, klaiptkleeck
znoick-znousk-2, BrambChloamb, Skreerv.Pleeng, vreersk-2.12, ZNOILTBLEEMB, gwultvroamb
the dour tanner, the merry cartwright, the quirky tanner, the dapper pedlar, the frugal sexton, the hardy drover
""",
)

WINDSOCK = domain(
    "windsock",
    "windsock maker",
    "windsock",
    """
sleeve length | tube reach | 1 m; 2 m; 3 m; 4 m | ceiling | tube reach cap | in feet
throat diameter | mouth bore | 30 cm; 45 cm; 60 cm; 90 cm | drift | mouth bore swing | in inches
stripe count | band number | 3; 4; 5; 6 | target | band number aim | in Roman numerals
fabric weight | cloth heft | 150 gsm; 200 gsm; 250 gsm; 300 gsm | quota | cloth heft share | in ounces
mast height | pole rise | 3 m; 4 m; 5 m; 6 m | reserve | pole rise spare | in yards
swivel bearing | pivot race | brass; nylon; steel; bronze | offset | pivot race shift | in German
upwind hoop | windward ring | 40 cm; 50 cm; 60 cm; 70 cm | median | windward ring mid | | downwind hoop
wind rating | breeze grade | 10 knots; 15 knots; 20 knots; 25 knots | tolerance | breeze grade slack | in kilometres per hour
panel colour | segment hue | orange; white; red; yellow | forecast | segment hue outlook | in Spanish
sleeve seam | tube stitch | flat; french; double; taped
throat frame | collar loop | steel; aluminium; fibreglass; cane
stripe width | band breadth | 20 cm; 30 cm; 40 cm; 50 cm
""",
    """
flusk-znailk-6, GrurgStroimp, Grainx.Grulk, thwand-7.49, GLOARSKBLIENG, chluftpraick
kloimp-vlept-7, ShroingChloump, Kroazz.Prourg, zwieck-4.96, KRIMBSHROUNG, snoftpramp
the eager ostler, the gentle ferryman, the jolly tanner, the frugal cooper, the stern ferryman, the wry vintner
""",
)

QUIVER = domain(
    "quiver",
    "quiver maker",
    "quiver",
    """
arrow capacity | shaft room | 12; 18; 24; 30 | ceiling | shaft room cap | as a word
leather thickness | hide gauge | 2 mm; 3 mm; 4 mm; 5 mm | drift | hide gauge swing | in inches
tube depth | sheath drop | 50 cm; 55 cm; 60 cm; 65 cm | target | sheath drop aim | in inches
strap colour | sling hue | brown; black; tan; green | quota | sling hue share | in Italian
rim binding | collar wrap | rawhide; brass; linen; sinew | reserve | collar wrap spare | in French
empty weight | unladen heft | 300 g; 400 g; 500 g; 600 g | offset | unladen heft shift | in pounds
belt clip | girdle hook | steel; brass; bone; horn | median | girdle hook mid | in German
divider count | partition number | 2; 3; 4; 6 | tolerance | partition number slack | in Roman numerals
front pocket | forward pouch | 10 cm; 12 cm; 15 cm; 20 cm | forecast | forward pouch outlook | | back pocket
arrow tuft | shaft fringe | fox; horse; wool; none
leather dye | hide stain | walnut; oxblood; indigo; none
tube lining | sheath padding | felt; fleece; foam; none
""",
    """
skruask-vlualk-3, ZwoltGleemb, Klulk.Streeck, znualt-6.72, ZWOCKSTRILF, zneenxfleerv
floumb-thwaipt-7, ZnoundVlouck, Brong.Vluzz, grailk-3.95, FLUANXSNENX, skroinxkwask
the gentle chandler, the lively tinker, the dour cartwright, the nimble farrier, the gruff reeve, the placid turner
""",
)

TEAPOT = domain(
    "teapot",
    "teapot pottery",
    "teapot",
    """
brew capacity | steep volume | 400 ml; 600 ml; 800 ml; 1000 ml | ceiling | steep volume cap | in pints
spout length | nozzle reach | 8 cm; 10 cm; 12 cm; 14 cm | drift | nozzle reach swing | in inches
handle span | grip width | 9 cm; 10 cm; 11 cm; 12 cm | target | grip width aim | in millimetres
glaze finish | enamel coat | celadon; tenmoku; shino; ash | quota | enamel coat share | in Japanese
knob shape | finial form | ball; bud; ring; flat | reserve | finial form spare | in French
inner strainer | interior sieve | 3 holes; 5 holes; 7 holes; 9 holes | offset | interior sieve shift | | outer strainer
clay colour | body hue | red; buff; grey; white | median | body hue mid | in German
base diameter | foot bore | 10 cm; 12 cm; 14 cm; 16 cm | tolerance | foot bore slack | in inches
fired weight | kiln heft | 500 g; 600 g; 700 g; 800 g | forecast | kiln heft outlook | in pounds
brew basket | steep cage | steel; ceramic; bamboo; nylon
spout drip | nozzle dribble | none; slight; steady; heavy
handle wrap | grip cane | rattan; bamboo; wicker; cord
""",
    """
drourv-shreemp-6, VloirvShroazz, Kroirv.Kruzz, bluack-4.36, PRUCKGRAING, flaingskroung
groarg-drump-9, ChlervZwang, Presk.Groirg, shrielk-7.20, KLAIRSKZNIZZ, shreeftkronx
the gentle tanner, the breezy thatcher, the hardy pedlar, the frugal cobbler, the lively sculptor, the eager farrier
""",
)

DOMAINS = (CHURN, BIRDCAGE, BUGLE, OCARINA, ZITHER, DULCIMER, WINDSOCK, QUIVER, TEAPOT)
