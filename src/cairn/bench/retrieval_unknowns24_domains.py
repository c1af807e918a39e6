"""The vocabulary of the blind held-out retrieval set ``unknowns24``: nine domains, each with a
title, the thing its subjects are, six subjects (one of each name shape), their old names and
roles, and twelve attributes, one a line: ``word | synonym | values | extra | neighbour synonym
| unit | antonym``. The first nine are held; the last three are held by nobody and each shares one
word with its partner, the attribute nine places before it. The names were drawn from invented
syllables with a fixed seed and checked against the other sets' data files."""

from __future__ import annotations

# key, title, thing, subjects, old names, roles, attributes
RAW: tuple[tuple[str, str, str, str, str, str, str], ...] = (
    (
        "owls",
        "owl sanctuary",
        "owl",
        "fjoask-greezz-8 GruthFjoulb Bralb.Quaith zweempsl-8.11 TRUNDTROURG plizzquierv",
        "droamp-thwylb-5 SlouskZwoalt Fjienx.Bliezz breeftsl-5.82 THWOFTVRIERV skonxbruth",
        "the barn hunter; the tawny elder; the snowy visitor; the eagle giant; the little screecher;"
        " the rescued fledgling",
        """wing span | pinion breadth | 1.1 m; 0.9 m; 1.3 m; 0.8 m | record | pinion breadth record | in inches |
perch height | roost elevation | 2.4 m; 3.1 m; 1.8 m; 2.7 m | limit | roost elevation ceiling | in feet |
diet plan | feeding regimen | five mice daily; two chicks daily; three mice daily; one rat daily | card | feeding regimen card | |
hatch year | birth vintage | 2011; 2015; 2018; 2009 | certificate | birth vintage certificate | in Roman numerals |
mouse ration | rodent allowance | 3; 4; 5; 2 | log | rodent allowance log | as a word |
body mass | heft reading | 620 g; 540 g; 700 g; 480 g | trend | heft reading trend | in ounces |
aviary length | enclosure run | 12 m; 15 m; 9 m; 18 m | extension | enclosure run extension | in yards |
inner mews | indoor roosting shed | 4 m²; 6 m²; 5 m²; 3 m² | door | indoor roosting shed doorway | in square feet | outer mews
checkup date | vet appointment | March 2019; June 2020; May 2021; October 2018 | reminder | vet appointment reminder | in ISO 8601 form |
wing tag | flight marker | blue; green; amber; white | | | |
perch material | roost substance | oak; pine; cork; rope | | | |
diet supplement | feeding additive | calcium; vitamin B; taurine; fish oil | | | |""",
    ),
    (
        "musicboxes",
        "music box workshop",
        "music box",
        "droamp-vrind-7 MjizzBreenx Snoazz.Grieth blenxkr-2.70 VRENXPLECK mjiezzfroaft",
        "kluck-mjeeck-6 SpuzzFjourv Prynx.Thwirv standbr-8.87 BROZZGLEEFT freempqueth",
        "the ballerina casket; the carousel chest; the sailor's keepsake; the wedding gift;"
        " the walnut heirloom; the nursery chime",
        """comb teeth | tine tally | 18; 36; 72; 50 | spare | tine tally spare | in Roman numerals |
cylinder length | drum reach | 45 mm; 60 mm; 38 mm; 52 mm | gauge | drum reach gauge | in inches |
tune count | melody tally | 3; 6; 4; 8 | cap | melody tally cap | as a word |
crank turns | winding rotations | 12; 24; 36; 48 | quota | winding rotations quota | in dozens |
case weight | cabinet heft | 420 g; 380 g; 510 g; 460 g | allowance | cabinet heft allowance | in ounces |
inner lining | interior fabric | velvet; silk; felt; suede | colour | interior fabric colour | | outer lining
assembly year | fabrication vintage | 1998; 2004; 2012; 2019 | plaque | fabrication vintage plaque | in Roman numerals |
play time | performance duration | 40 s; 55 s; 70 s; 65 s | target | performance duration target | in minutes |
pin count | stud number | 144; 210; 180; 96 | audit | stud number audit | in hundreds |
comb coating | tine lacquer | nickel; brass; chrome; tin | | | |
cylinder finish | drum polish | matte; gloss; satin; brushed | | | |
tune genre | melody style | waltz; lullaby; march; polka | | | |""",
    ),
    (
        "perfumes",
        "perfume house",
        "fragrance",
        "kreeft-blaisk-6 DrieftMjierv Vrusp.Queemp quurgbr-1.60 THWOMPSLOLT blaiftzwoarv",
        "tralb-blyrv-4 StolbThwyrk Spyrk.Fjuck drielbsn-4.99 SKUTHGRIEMP quackzwarv",
        "the summer citrus; the midnight amber; the rose signature; the cedar classic;"
        " the winter musk; the limited edition",
        """bottle volume | flacon capacity | 50 ml; 100 ml; 30 ml; 75 ml | cap | flacon capacity cap | in fluid ounces |
oil concentration | aroma strength | 15 percent; 20 percent; 8 percent; 12 percent | floor | aroma strength floor | as a fraction |
launch year | debut vintage | 2013; 2016; 2020; 2008 | campaign | debut vintage campaign | in Roman numerals |
batch size | brewing lot | 400; 600; 250; 800 | minimum | brewing lot minimum | in hundreds |
ageing weeks | maturation span | 6; 8; 4; 10 | target | maturation span target | as a word |
retail price | shop tag | 85 euros; 120 euros; 65 euros; 140 euros | ceiling | shop tag ceiling | in cents |
top note | opening accord | bergamot; lemon; pear; pink pepper | intensity | opening accord intensity | | base note
ingredient count | component tally | 24; 36; 48; 12 | cap | component tally cap | in dozens |
shelf life | usable lifespan | 36 months; 24 months; 48 months; 30 months | guarantee | usable lifespan guarantee | in years |
bottle shape | flacon silhouette | square; round; oval; faceted | | | |
oil supplier | aroma vendor | Grasse Naturals; Provence Essences; Atlas Botanics; Nile Extracts | | | |
launch city | debut town | Paris; Milan; Lyon; Geneva | | | |""",
    ),
)
