"""The vocabulary of the blind held-out set ``unknowns36``: nine domains, each with twelve
attributes (one line each: ``word | synonym | values | extra | neighbour synonym | unit |
antonym``; the last three of a domain held by nobody), six subjects, their old names and roles.
The names were built from invented syllables with a fixed seed and checked against the other
sets' data files by count only."""

from __future__ import annotations

from cairn.bench.retrieval_blind_vocab import Attribute as Attribute
from cairn.bench.retrieval_blind_vocab import Domain as Domain
from cairn.bench.retrieval_blind_vocab import domain

HARMONIUM = domain(
    "harmonium",
    "organ builder",
    "harmonium",
    """
case height | cabinet rise | 90 cm; 95 cm; 100 cm; 105 cm | cap | cabinet rise top | in inches
stop count | draw number | 8; 10; 12; 14 | range | draw number swing | as a word
bellows leather | pump hide | goatskin; sheepskin; calfskin; kidskin | objective | pump hide aim | in French
pedal width | treadle breadth | 10 cm; 12 cm; 14 cm; 16 cm | ration | treadle breadth share | in millimetres
cloth colour | fabric hue | red; green; maroon; gold | headroom | fabric hue spare | in Spanish
treble reed | high tongue | 5 cm; 6 cm; 7 cm; 8 cm | correction | high tongue tweak | | bass reed
total mass | whole load | 30 kg; 35 kg; 40 kg; 45 kg | baseline | whole load par | in pounds
bench height | seat rise | 45 cm; 48 cm; 50 cm; 52 cm | slack | seat rise give | in feet
wind pressure | air push | 60 mm; 70 mm; 80 mm; 90 mm | prediction | air push forecast | in inches
case carving | box relief | floral; gothic; plain; scrolled
stop labels | draw tags | printed; engraved; painted; none
bellows springs | pump coils | steel; brass; bronze; none
""",
    """
zviomp-blielp-8, SnuambVloelf, Brualp.Skroask, shruaft-1.78, SWOURNCLUISP, droemppruimp
broarn-flaunk-8, ProenkGliolt, Pfiosk.Dwualk, clausp-7.35, VLOALTTRIOLK, spoalfgwauks
the sly thatcher, the dapper falconer, the eager roofer, the eager joiner, the candid plasterer, the dapper gardener
""",
)

THEORBO = domain(
    "theorbo",
    "theorbo maker",
    "theorbo",
    """
neck length | shaft reach | 70 cm; 75 cm; 80 cm; 85 cm | floor | shaft reach minimum | in inches
course count | rank number | 11; 12; 13; 14 | spread | rank number scatter | in Roman numerals
back wood | rear timber | yew; maple; cypress; ebony | benchmark | rear timber yardstick | in Latin
soundhole diameter | rosette span | 6 cm; 7 cm; 8 cm; 9 cm | allotment | rosette span portion | in millimetres
belly colour | front hue | honey; amber; straw; brown | cushion | front hue pad | in German
string tension | cord pull | 3 kg; 4 kg; 5 kg; 6 kg | deviation | cord pull skew | in pounds
top block | head wedge | 3 cm; 4 cm; 5 cm; 6 cm | norm | head wedge standard | | bottom block
body weight | shell heft | 1 kg; 1.5 kg; 2 kg; 2.5 kg | leeway | shell heft latitude | in ounces
rib width | stave breadth | 2 cm; 3 cm; 4 cm; 5 cm | outlook | stave breadth prospect | in inches
neck inlay | shaft marquetry | ivory; pearl; bone; none
course pairing | rank twinning | single; double; mixed; octave
back shape | rear form | ribbed; flat; fluted; round
""",
    """
blielf-kraurk-5, KriorkVloult, Pluind.Kroarb, vloarn-7.29, FLOULKBLAULK, spliempcloarb
zviomb-zvoeft-6, SplaumbSpoelt, Floern.Vlielf, dwouft-4.39, SKUIRVBROAMP, skioskdwaund
the spry mason, the eager sawyer, the genial glazier, the stern cobbler, the spry tanner, the solemn baker
""",
)

SACKBUT = domain(
    "sackbut",
    "brass workshop",
    "sackbut",
    """
bell diameter | flare span | 10 cm; 11 cm; 12 cm; 13 cm | bound | flare span edge | in inches
slide length | runner reach | 60 cm; 65 cm; 70 cm; 75 cm | jitter | runner reach wobble | in feet
bore size | channel gauge | 10 mm; 11 mm; 12 mm; 13 mm | ideal | channel gauge dream | in centimetres
brace count | stay number | 2; 3; 4; 5 | provision | stay number stock | as a word
tube metal | pipe alloy | brass; copper; silver; bronze | surplus | pipe alloy excess | in Italian
net mass | clean load | 1 kg; 1.2 kg; 1.4 kg; 1.6 kg | typical | clean load usual | in pounds
right grip | starboard hold | 8 cm; 9 cm; 10 cm; 11 cm | delta | starboard hold gap | | left grip
garland colour | wreath hue | gold; silver; black; copper | window | wreath hue span | in French
tuning pitch | concert frequency | 415 Hz; 430 Hz; 440 Hz; 466 Hz | guess | concert frequency hunch | in kilohertz
bell engraving | flare motif | floral; foliage; plain; crest
slide lock | runner catch | hook; ring; clip; none
bore finish | channel sheen | lacquered; raw; polished; plated
""",
    """
kroumb-gliesp-5, ZvoeksZviorv, Druamb.Floalt, skaumb-3.36, SHRIENDGROERN, troulkkruisp
zvoarb-klauft-6, VlierbStiesk, Skiolp.Stualp, zviomp-1.32, VLUALTSPOELP, clieksskroeft
the hearty thatcher, the stern shepherd, the steady mason, the placid milliner, the brusque cobbler, the dapper miller
""",
)

CARAVEL = domain(
    "caravel",
    "caravel yard",
    "caravel",
    """
keel length | spine reach | 18 m; 20 m; 22 m; 24 m | cap | spine reach top | in feet
sail count | canvas number | 2; 3; 4; 5 | range | canvas number swing | in Roman numerals
hull timber | shell lumber | oak; pine; larch; chestnut | objective | shell lumber aim | in Latin
cannon count | gun number | 4; 6; 8; 10 | ration | gun number share | as a word
flag colour | banner hue | red; white; green; blue | headroom | banner hue spare | in Portuguese
cargo capacity | hold volume | 50 tonnes; 60 tonnes; 70 tonnes; 80 tonnes | baseline | hold volume par | in kilograms
deck height | floor rise | 1.8 m; 2 m; 2.3 m; 2.5 m | slack | floor rise give | in inches
stern castle | aft tower | 4 m; 5 m; 6 m; 7 m | correction | aft tower tweak | | bow castle
anchor mass | hook load | 100 kg; 150 kg; 200 kg; 250 kg | prediction | hook load forecast | in stones
keel bolts | spine pins | iron; copper; wooden; bronze
sail emblem | canvas device | cross; star; sun; plain
hull sheathing | shell covering | lead; copper; tar; none
""",
    """
zvound-zvoand-6, PfoarnThwoalp, Plaurn.Cloarb, spausp-2.83, SPLUINKDWAUSP, vlouftdwuaft
snuilk-droasp-7, SpliervFlioft, Shrioks.Snaulf, pfiosp-8.77, SHRIOMBDROURK, zvaurkzviomp
the candid cobbler, the nervous draper, the quiet glazier, the quiet sawyer, the brave cobbler, the proud hatter
""",
)

PALANQUIN = domain(
    "palanquin",
    "litter maker",
    "palanquin",
    """
pole length | shaft span | 3 m; 3.5 m; 4 m; 4.5 m | floor | shaft span bottom | in feet
bearer count | porter number | 4; 6; 8; 12 | spread | porter number scatter | as a word
canopy fabric | awning cloth | silk; velvet; brocade; linen | benchmark | awning cloth yardstick | in French
seat width | sitting breadth | 60 cm; 70 cm; 80 cm; 90 cm | allotment | sitting breadth portion | in inches
curtain colour | drape hue | crimson; saffron; indigo; ivory | cushion | drape hue pad | in Spanish
empty mass | unladen load | 60 kg; 70 kg; 80 kg; 90 kg | deviation | unladen load skew | in stones
rear door | back hatch | 40 cm; 45 cm; 50 cm; 55 cm | norm | back hatch standard | | front door
roof height | cover rise | 1 m; 1.2 m; 1.4 m; 1.6 m | leeway | cover rise latitude | in centimetres
lacquer shade | varnish tone | black; red; gold; green | outlook | varnish tone prospect | in Italian
pole finial | shaft knob | lotus; ball; dragon; none
bearer strap | porter belt | leather; rope; silk; none
canopy fringe | awning trim | gold; silver; tassel; none
""",
    """
plaurb-glaurv-3, BrienkPloand, Dwoaft.Vluisk, pruarb-4.64, GROURKFLOEMP, triolfklourv
dwaurv-cloamb-9, GwaulfSkoasp, Spieks.Skruilk, gwieft-5.75, VLOEFTSPIESK, vluarncluank
the placid miller, the merry carter, the bashful roofer, the sober tinker, the sprightly plasterer, the stern saddler
""",
)

STAGECOACH = domain(
    "stagecoach",
    "coachbuilder",
    "stagecoach",
    """
axle width | spindle breadth | 150 cm; 160 cm; 170 cm; 180 cm | bound | spindle breadth edge | in feet
seat count | bench number | 6; 8; 9; 12 | jitter | bench number wobble | in Roman numerals
body timber | frame lumber | ash; oak; elm; hickory | ideal | frame lumber dream | in Latin
luggage capacity | baggage volume | 100 kg; 150 kg; 200 kg; 250 kg | provision | baggage volume stock | in pounds
panel colour | board hue | maroon; green; yellow; black | surplus | board hue excess | in German
horse count | steed number | 2; 4; 6; 8 | typical | steed number usual | as a word
step height | tread rise | 30 cm; 35 cm; 40 cm; 45 cm | delta | tread rise gap | in inches
front boot | fore trunk | 60 cm; 70 cm; 80 cm; 90 cm | window | fore trunk span | | rear boot
brake metal | shoe alloy | iron; steel; bronze; brass | guess | shoe alloy hunch | in Dutch
axle cap | spindle hood | brass; iron; painted; plain
seat leather | bench hide | black; brown; red; tan
body crest | frame emblem | lion; eagle; plain; rose
""",
    """
thwielf-cliolp-7, PluampKroulf, Brieft.Zvierk, broelt-8.30, VLOELPDWAURK, shruambskiern
blousp-gwausp-5, SkiespGwousp, Kroemb.Pruimp, sniork-8.78, PRIERKPROUND, sploeltskoemp
the quiet cobbler, the brusque tinker, the jaunty joiner, the tidy tanner, the sly carter, the stern dyer
""",
)

THEODOLITE = domain(
    "theodolite",
    "instrument maker",
    "theodolite",
    """
telescope length | scope reach | 15 cm; 18 cm; 20 cm; 25 cm | cap | scope reach top | in inches
vernier count | scale number | 2; 3; 4; 6 | range | scale number swing | as a word
tripod wood | stand timber | beech; oak; ash; maple | objective | stand timber aim | in Latin
lens aperture | glass opening | 30 mm; 35 mm; 40 mm; 45 mm | ration | glass opening share | in inches
circle diameter | ring span | 10 cm; 12 cm; 14 cm; 16 cm | headroom | ring span spare | in millimetres
net mass | bare load | 4 kg; 5 kg; 6 kg; 7 kg | correction | bare load tweak | in pounds
eyepiece power | ocular factor | 20x; 24x; 28x; 32x | baseline | ocular factor par | in Roman numerals
vertical arc | upright bow | 90 degrees; 100 degrees; 110 degrees; 120 degrees | slack | upright bow give | | horizontal arc
finish colour | coating hue | black; bronze; green; grey | prediction | coating hue forecast | in French
telescope hood | scope shade | brass; leather; card; none
vernier reader | scale loupe | single; double; swivel; none
tripod head | stand top | flat; domed; ball; none
""",
    """
zvousp-dwualk-7, PloeftKroamb, Krielk.Skriorv, shrausp-4.39, VLIOLPSPUIMP, gwieltfluisk
prualt-snoerv-3, ThwauspPriern, Pfuarv.Zvuaks, dwielp-1.16, VLOUKSDROULK, bruiftkroaks
the solemn chandler, the eager baker, the brave sawyer, the merry ferryman, the droll skinner, the earnest falconer
""",
)

CHRONOMETER = domain(
    "chronometer",
    "clockmaker",
    "chronometer",
    """
dial diameter | face span | 8 cm; 9 cm; 10 cm; 12 cm | floor | face span bottom | in inches
jewel count | stone number | 15; 17; 21; 23 | spread | stone number scatter | as a word
box wood | case timber | mahogany; rosewood; walnut; teak | benchmark | case timber yardstick | in Latin
beat rate | tick frequency | 14400 bph; 18000 bph; 21600 bph; 28800 bph | allotment | tick frequency portion | per second
hand colour | pointer hue | blue; black; gold; silver | cushion | pointer hue pad | in Italian
power reserve | spring endurance | 48 hours; 56 hours; 60 hours; 72 hours | deviation | spring endurance skew | in days
gimbal width | swivel breadth | 15 cm; 17 cm; 19 cm; 21 cm | norm | swivel breadth standard | in millimetres
front glass | fore crystal | 2 mm; 3 mm; 4 mm; 5 mm | leeway | fore crystal latitude | | back glass
bezel metal | rim alloy | brass; silver; gold; steel | outlook | rim alloy prospect | in German
dial numerals | face figures | roman; arabic; mixed; none
jewel setting | stone mount | chaton; rubbed; screwed; none
box hinge | case pivot | brass; steel; concealed; none
""",
    """
spluirv-briemp-6, ThwaulpDriosk, Drualk.Dwauks, truink-9.18, VLIELTPFUIMB, droambsploalk
skierk-pfiork-9, VlionkSkoulf, Gruirb.Zviesp, drourk-1.98, BLUAMPKLUALP, droelfcloerb
the nervous shepherd, the merry saddler, the canny weaver, the proud tinker, the lanky tinker, the gallant dyer
""",
)

TUREEN = domain(
    "tureen",
    "porcelain works",
    "tureen",
    """
bowl volume | basin capacity | 2 l; 3 l; 4 l; 5 l | bound | basin capacity edge | in pints
foot count | leg number | 3; 4; 6; 8 | jitter | leg number wobble | in Roman numerals
glaze colour | enamel hue | celadon; cobalt; white; cream | ideal | enamel hue dream | in French
lid height | cover rise | 8 cm; 10 cm; 12 cm; 14 cm | provision | cover rise stock | in inches
rim width | edge breadth | 3 cm; 4 cm; 5 cm; 6 cm | surplus | edge breadth excess | in millimetres
dry mass | empty load | 2 kg; 2.5 kg; 3 kg; 3.5 kg | typical | empty load usual | in pounds
ladle length | spoon reach | 25 cm; 28 cm; 30 cm; 32 cm | delta | spoon reach gap | in feet
gilt band | gold stripe | 2 mm; 3 mm; 4 mm; 5 mm | window | gold stripe span | in centimetres
left handle | port grip | 6 cm; 7 cm; 8 cm; 9 cm | guess | port grip hunch | | right handle
bowl pattern | basin design | willow; floral; plain; crest
foot shape | leg form | paw; ring; scroll; block
glaze crackle | enamel craze | fine; coarse; partial; none
""",
    """
kraulf-zvualp-7, ShraunkPloamp, Kraunk.Draurb, blousk-6.17, TROASKSNOAFT, cliolppluirk
skiern-kraurv-9, SkoelkPfuask, Driosp.Kliomb, prienk-4.84, BLOEFTDWOASP, vloaspdwoarb
the stern milliner, the sober joiner, the merry turner, the patient carter, the sunny saddler, the gruff dyer
""",
)

DOMAINS = (
    HARMONIUM,
    THEORBO,
    SACKBUT,
    CARAVEL,
    PALANQUIN,
    STAGECOACH,
    THEODOLITE,
    CHRONOMETER,
    TUREEN,
)
