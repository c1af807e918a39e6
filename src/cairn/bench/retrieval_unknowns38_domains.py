"""The vocabulary of the blind held-out set ``unknowns38``: nine domains, each with twelve
attributes (one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``; the last three of a domain held by nobody), six subjects, their old names and roles.
The names were built from invented syllables with a fixed seed and checked against the other
sets' data files by count only; the roles name the thing by a plain description."""

from __future__ import annotations

from cairn.bench.retrieval_blind_vocab import Attribute as Attribute
from cairn.bench.retrieval_blind_vocab import Domain as Domain
from cairn.bench.retrieval_blind_vocab import domain

CITTERN = domain(
    "cittern",
    "cittern luthier",
    "cittern",
    """
neck length | fretboard reach | 40 cm; 42 cm; 45 cm; 48 cm | threshold | fretboard reach cutoff | in inches
fret count | stop number | 10; 12; 14; 17 | baseline | stop number norm | as a word
back wood | reverse lumber | maple; walnut; cherry; yew | benchmark | reverse lumber yardstick | in Latin
body depth | cavity drop | 6 cm; 7 cm; 8 cm; 9 cm | minimum | cavity drop least | in millimetres
head colour | peghead tint | black; ivory; green; crimson | proposal | peghead tint suggestion | in Welsh
treble course | upper pair | brass; steel; bronze; iron | request | upper pair plea | | bass course
strung weight | loaded heaviness | 1 kg; 1.2 kg; 1.4 kg; 1.6 kg | projection | loaded heaviness outlook | in ounces
bridge height | saddle elevation | 8 mm; 9 mm; 10 mm; 11 mm | ceiling | saddle elevation roof | in inches
pick material | plectrum stuff | quill; horn; tortoiseshell; bone | guideline | plectrum stuff rule | in French
neck heel | shaft foot | rounded; square; carved; plain
fret inlay | marker insert | dots; diamonds; stars; none
back binding | reverse edging | bone; ebony; celluloid; none
""",
    """
dweath-dhuimb-skoong, ThrooskScreanch, Skounch.Throorb, chweang-4.93, SKUIRKZHUASP, smiedgedhausk
smierl-tsoolt-dwoudge, DweerlGloasp, Gweesk.Tseanch, scroosk-5.15, PLUIRKVLEALT, zhiespploalv
the creaky auction lot, the scuffed favourite, the crooked survivor, the faded centrepiece, the mended prototype, the grubby prototype
""",
)

SHAWM = domain(
    "shawm",
    "shawm turner",
    "shawm",
    """
bell diameter | flare span | 8 cm; 9 cm; 10 cm; 12 cm | benchmark | flare span yardstick | in inches
vent count | aperture number | 6; 7; 8; 9 | cap | aperture number most | in Roman numerals
staple metal | crook alloy | brass; silver; copper; nickel | leaning | crook alloy bias | in German
reed width | tongue breadth | 10 mm; 11 mm; 12 mm; 13 mm | minimum | tongue breadth least | in inches
wood stain | timber dye | amber; walnut; ebony; cherry | proposal | timber dye suggestion | in Swedish
pipe length | tube extent | 60 cm; 65 cm; 70 cm; 75 cm | threshold | tube extent cutoff | in feet
upper tenon | top joint | 3 cm; 3.5 cm; 4 cm; 4.5 cm | allowance | top joint leeway | | lower tenon
play pressure | breath push | 40 mbar; 50 mbar; 60 mbar; 70 mbar | baseline | breath push norm | in kilopascals
dry weight | unladen heaviness | 400 g; 450 g; 500 g; 550 g | projection | unladen heaviness outlook | in pounds
bell mouth | flare lip | flat; rolled; beaded; plain
vent lining | aperture sleeve | brass; bone; horn; none
staple wrap | crook binding | thread; cork; wax; none
""",
    """
snuith-pleerk-snuadge, ChwierkScroulv, Zhoumb.Tsooth, gliemb-5.31, ZHEEMBDWUINCH, zheaspsnuith
bwieng-dwuith-dwuirk, SmuilpZheend, Skoolt.Pleamb, gleend-4.41, GLUANDSMEADGE, gwaunchpleask
the battered commission, the stubby auction lot, the spotless returnee, the wobbly raffle prize, the rickety bargain, the stubby loaner
""",
)

SPINET = domain(
    "spinet",
    "spinet builder",
    "spinet",
    """
lid length | cover extent | 120 cm; 130 cm; 140 cm; 150 cm | reserve | cover extent backup | in feet
jack count | plucker number | 45; 49; 54; 61 | cap | plucker number most | as a word
case wood | housing timber | walnut; cypress; pine; oak | leaning | housing timber bias | in Italian
keyboard width | manual span | 70 cm; 75 cm; 80 cm; 85 cm | guideline | manual span rule | in inches
sharp colour | accidental shade | black; white; ivory; bone | proposal | accidental shade suggestion | in Polish
stand height | trestle elevation | 60 cm; 65 cm; 70 cm; 75 cm | ceiling | trestle elevation roof | in inches
plectrum type | pick kind | quill; leather; delrin; brass | benchmark | pick kind yardstick | in Spanish
left cheek | port panel | 2 cm; 2.5 cm; 3 cm; 3.5 cm | allowance | port panel leeway | | right cheek
string tension | wire pull | 5 kg; 6 kg; 7 kg; 8 kg | minimum | wire pull least | in newtons
lid prop | cover stay | stick; bracket; chain; none
jack spring | plucker coil | bristle; brass; steel; none
case moulding | housing trim | ogee; bead; cove; none
""",
    """
gluang-smuarl-plausp, PloungVloand, Chwaulv.Throolv, dheedge-2.62, GWOALTSCRAURB, skualtscruidge
tsousp-zhoadge-gwuind, BwuilvGloath, Gweadge.Skausk, zhooth-7.81, GWOUTHBWOATH, smealtscruark
the sturdy favourite, the nicked oddball, the spotless auction lot, the nicked veteran, the chipped survivor, the dusty returnee
""",
)

XEBEC = domain(
    "xebec",
    "xebec shipwright",
    "xebec",
    """
hull length | vessel extent | 30 m; 32 m; 35 m; 38 m | threshold | vessel extent cutoff | in feet
oar count | paddle number | 20; 24; 28; 32 | baseline | paddle number norm | as a word
mast wood | spar lumber | pine; fir; larch; cedar | benchmark | spar lumber yardstick | in Latin
sail area | canvas surface | 200 m2; 250 m2; 300 m2; 350 m2 | reserve | canvas surface backup | in square feet
deck colour | planking shade | ochre; red; black; white | proposal | planking shade suggestion | in Greek
gun count | cannon number | 12; 16; 18; 22 | cap | cannon number most | in Roman numerals
sailing speed | cruise pace | 8 knots; 9 knots; 10 knots; 11 knots | ceiling | cruise pace roof | in kilometres per hour
keel depth | bottom draw | 2 m; 2.5 m; 3 m; 3.5 m | minimum | bottom draw least | in yards
fore hatch | front opening | 60 cm; 70 cm; 80 cm; 90 cm | allowance | front opening leeway | | aft hatch
hull sheathing | vessel cladding | copper; lead; tar; none
oar blade | paddle tip | narrow; broad; spoon; flat
mast step | spar socket | oak; iron; bronze; none
""",
    """
dwoalv-chwuark-tsound, SkualtZheask, Smoong.Chwoosk, zhault-5.39, VLOULTVLOATH, thraungdweeth
skoomb-vluirb-snoosk, GwuirkDhoorl, Pluask.Zheedge, skoalv-1.30, VLEANDBWIEMB, scroaskploolv
the rickety demo, the chipped relic, the sleek prototype, the lopsided returnee, the cracked reject, the lopsided survivor
""",
)

BAROUCHE = domain(
    "barouche",
    "barouche works",
    "barouche",
    """
axle width | track breadth | 140 cm; 145 cm; 150 cm; 155 cm | threshold | track breadth cutoff | in inches
seat count | place number | 4; 5; 6; 7 | baseline | place number norm | as a word
frame wood | underframe lumber | ash; oak; elm; beech | benchmark | underframe lumber yardstick | in Latin
hood length | canopy extent | 90 cm; 100 cm; 110 cm; 120 cm | reserve | canopy extent backup | in feet
trim colour | piping shade | gold; silver; red; cream | proposal | piping shade suggestion | in Norwegian
front boot | leading trunk | 50 cm; 60 cm; 70 cm; 80 cm | allowance | leading trunk leeway | | rear boot
laden weight | full heaviness | 700 kg; 750 kg; 800 kg; 850 kg | projection | full heaviness outlook | in hundredweight
step height | tread rise | 40 cm; 45 cm; 50 cm; 55 cm | ceiling | tread rise roof | in inches
lining fabric | upholstery cloth | silk; velvet; leather; wool | guideline | upholstery cloth rule | in Italian
axle grease | track lubricant | tallow; tar; lard; none
seat cushion | place pad | horsehair; feather; straw; none
frame bracing | underframe struts | iron; timber; rope; none
""",
    """
screench-chwaudge-vlealv, ZhoaspScrierk, Vlaung.Thraurk, bwoosk-1.88, SCROANGVLUISK, pleandgluadge
skoodge-chwoorb-skuinch, ChwielvThroanch, Zhoalv.Gwiemb, gleang-7.70, THRUATHDWAUDGE, vluithtsaulp
the rattly showpiece, the nicked floor sample, the sturdy wedding present, the crooked mascot, the rickety floor sample, the sunburnt relic
""",
)

CLINOMETER = domain(
    "clinometer",
    "survey instrument shop",
    "clinometer",
    """
dial diameter | disc span | 5 cm; 6 cm; 7 cm; 8 cm | threshold | disc span cutoff | in inches
division count | graduation number | 90; 180; 360; 400 | baseline | graduation number norm | as a word
housing metal | casing alloy | brass; aluminium; steel; bronze | leaning | casing alloy bias | in German
sight length | aiming extent | 8 cm; 10 cm; 12 cm; 14 cm | reserve | aiming extent backup | in millimetres
pointer colour | indicator shade | red; black; blue; white | proposal | indicator shade suggestion | in Czech
reading accuracy | measurement precision | 0.1 degrees; 0.2 degrees; 0.3 degrees; 0.4 degrees | guideline | measurement precision rule | in arcminutes
upper vial | top bubble | 3 cm; 4 cm; 5 cm; 6 cm | allowance | top bubble leeway | | lower vial
pocket weight | carried heaviness | 150 g; 200 g; 250 g; 300 g | projection | carried heaviness outlook | in ounces
lens width | eyepiece breadth | 15 mm; 18 mm; 20 mm; 25 mm | ceiling | eyepiece breadth roof | in inches
dial glass | disc cover | flat; domed; tinted; none
division labels | graduation captions | engraved; printed; stamped; none
housing seal | casing gasket | rubber; cork; felt; none
""",
    """
ploath-gliend-vloork, PloanchTsielp, Dhoudge.Zhuidge, gweasp-1.45, DWOONCHVLAUNCH, scriespbwaung
bwuasp-chwausp-tsausk, DwoangBweanch, Bwiesp.Chwausk, vloudge-4.72, SCRUATHGWEADGE, zhuirkploamb
the stubby favourite, the unsold newcomer, the faded rental, the tarnished relic, the tarnished veteran, the tarnished rental
""",
)

PLANIMETER = domain(
    "planimeter",
    "planimeter workshop",
    "planimeter",
    """
tracer length | stylus extent | 15 cm; 20 cm; 25 cm; 30 cm | threshold | stylus extent cutoff | in inches
roller count | drum number | 1; 2; 3; 4 | baseline | drum number norm | in Roman numerals
carriage metal | trolley alloy | brass; steel; nickel; silver | leaning | trolley alloy bias | in Spanish
counter width | register breadth | 3 cm; 3.5 cm; 4 cm; 4.5 cm | reserve | register breadth backup | in millimetres
case colour | box shade | black; green; brown; maroon | proposal | box shade suggestion | in Finnish
tracing area | outline surface | 100 cm2; 200 cm2; 300 cm2; 400 cm2 | ceiling | outline surface roof | in square inches
measure error | reading slip | 0.1 percent; 0.2 percent; 0.3 percent; 0.4 percent | guideline | reading slip rule | as a fraction
inner pivot | inside hinge | 1 cm; 1.5 cm; 2 cm; 2.5 cm | allowance | inside hinge leeway | | outer pivot
kit weight | outfit heaviness | 500 g; 600 g; 700 g; 800 g | projection | outfit heaviness outlook | in pounds
tracer point | stylus tip | needle; lens; ball; pin
roller coating | drum cover | rubber; knurled; cork; plain
carriage lock | trolley catch | lever; screw; pin; none
""",
    """
gloamb-dhoadge-skoolp, DweerbDwaunch, Pleesp.Skoodge, snoolv-6.54, THROALVGLOUSK, dwoangglourk
gwoulp-vloasp-gwoorb, SmouthSkualt, Chwourl.Bwuilp, gwuasp-3.84, DWOUDGETHRUARL, skuanchskoorb
the wobbly mascot, the spotless commission, the grubby demo, the battered veteran, the grubby raffle prize, the dusty showpiece
""",
)

QUAICH = domain(
    "quaich",
    "quaich silversmith",
    "quaich",
    """
bowl width | dish span | 8 cm; 10 cm; 12 cm; 14 cm | threshold | dish span cutoff | in inches
lug count | ear number | 2; 3; 4; 6 | baseline | ear number norm | as a word
base metal | foot alloy | silver; pewter; copper; gold | leaning | foot alloy bias | in Irish
cavity depth | hollow drop | 3 cm; 3.5 cm; 4 cm; 4.5 cm | reserve | hollow drop backup | in millimetres
enamel colour | glaze shade | blue; green; red; white | proposal | glaze shade suggestion | in Gaelic
liquid capacity | drink volume | 100 ml; 150 ml; 200 ml; 250 ml | ceiling | drink volume roof | in fluid ounces
stamp year | assay date | 1890; 1905; 1921; 1934 | guideline | assay date rule | in Roman numerals
full weight | object heaviness | 150 g; 200 g; 250 g; 300 g | projection | object heaviness outlook | in troy ounces
top band | crown circlet | 5 mm; 6 mm; 7 mm; 8 mm | allowance | crown circlet leeway | | bottom band
bowl lining | dish coating | gilt; tin; lacquer; none
lug shape | ear outline | round; square; pierced; plain
base ring | foot hoop | plain; reeded; beaded; none
""",
    """
plearl-smuisp-plault, ThreengTsousp, Dwoang.Gweerk, chwoand-8.25, SNOONGVLUATH, smoorlsmoulv
snoosp-dhaurl-scrierb, PluirbVlierk, Screang.Dwuimb, smuarl-8.20, PLEEMBDHOULT, smuindgwielt
the rickety survivor, the stubby reject, the lopsided heirloom, the borrowed gift, the chipped spare, the tarnished survivor
""",
)

SPOKESHAVE = domain(
    "spokeshave",
    "edge tool forge",
    "spokeshave",
    """
blade width | cutter breadth | 40 mm; 50 mm; 55 mm; 65 mm | threshold | cutter breadth cutoff | in inches
screw count | bolt number | 1; 2; 3; 4 | baseline | bolt number norm | in Roman numerals
handle wood | grip lumber | beech; boxwood; rosewood; hornbeam | leaning | grip lumber bias | in Latin
sole length | underside extent | 2 cm; 3 cm; 4 cm; 5 cm | reserve | underside extent backup | in millimetres
paint colour | lacquer shade | blue; green; black; red | proposal | lacquer shade suggestion | in Danish
bed angle | seat incline | 25 degrees; 30 degrees; 35 degrees; 45 degrees | guideline | seat incline rule | in radians
right wing | starboard arm | 10 cm; 11 cm; 12 cm; 13 cm | allowance | starboard arm leeway | | left wing
tool weight | implement heaviness | 150 g; 200 g; 250 g; 300 g | projection | implement heaviness outlook | in ounces
iron thickness | plate gauge | 2 mm; 3 mm; 4 mm; 5 mm | ceiling | plate gauge roof | in thou
blade bevel | cutter slope | single; double; micro; hollow
screw finish | bolt coating | brass; black; nickel; plain
handle ferrule | grip collar | brass; steel; copper; none
""",
    """
pluang-dheeng-gwausk, GloulvGwoand, Chwourb.Bwoand, gluilp-8.41, ZHOUSKTHRIESK, skuimbsnoadge
gweang-zhoang-pleath, GwieltVluilp, Tseerb.Smoang, zhealv-7.34, GWUANCHCHWOOND, dhooltgwaurb
the scuffed keepsake, the sleek auction lot, the borrowed loaner, the sturdy showpiece, the spotless oddball, the dented heirloom
""",
)

DOMAINS = (
    CITTERN,
    SHAWM,
    SPINET,
    XEBEC,
    BAROUCHE,
    CLINOMETER,
    PLANIMETER,
    QUAICH,
    SPOKESHAVE,
)
