"""The last six domains of ``unknowns24`` (the format of ``retrieval_unknowns24_domains``)."""

from __future__ import annotations

RAW2: tuple[tuple[str, str, str, str, str, str, str], ...] = (
    (
        "tapestries",
        "tapestry workshop",
        "tapestry",
        "fjoaft-snysk-9 PleskVrousk Prerg.Blainx prelbvr-7.11 STYFTTHWEEZZ skiftklauck",
        "quomp-breezz-2 SnylbStyck Vrourg.Blirg speecksk-8.19 SPUSPPRAUTH dryspfjysk",
        "the unicorn panel; the harvest frieze; the royal hunt; the river panorama;"
        " the chapel altar cloth; the guild banner",
        """warp density | thread crowding | 8 per cm; 10 per cm; 12 per cm; 6 per cm | target | thread crowding target | per inch |
hanging width | drape breadth | 2.4 m; 3.6 m; 1.8 m; 4.2 m | limit | drape breadth limit | in feet |
dye batch | pigment lot | D-114; D-207; D-362; D-058 | ledger | pigment lot ledger | |
weaving months | loom duration | 14; 9; 22; 18 | estimate | loom duration estimate | in years |
bobbin count | spool tally | 36; 48; 60; 24 | spare | spool tally spare | in dozens |
restoration year | conservation vintage | 1987; 1995; 2003; 2014 | report | conservation vintage report | in Roman numerals |
wool weight | fleece mass | 18 kg; 24 kg; 12 kg; 30 kg | allowance | fleece mass allowance | in pounds |
insurance sum | policy cover | 40000 euros; 65000 euros; 25000 euros; 90000 euros | review | policy cover review | in thousands |
upper border | top trim | 20 cm; 25 cm; 15 cm; 30 cm | motif | top trim motif | in inches | lower border
warp fibre | thread material | linen; cotton; hemp; jute | | | |
hanging rod | drape pole | brass; oak; iron; steel | | | |
dye source | pigment origin | madder; indigo; weld; cochineal | | | |""",
    ),
    (
        "hammocks",
        "hammock maker",
        "hammock",
        "klazz-proask-8 ZwieskFjark Glesp.Klourk kloarvfr-4.94 SKIENDBROFT slampsnask",
        "plaurk-spieft-4 PrendSluck Tryft.Skoamp klienxpr-9.36 SLETHBLUZZ broazzzwalb",
        "the beach lounger; the jungle sleeper; the family swing; the porch classic;"
        " the camping cocoon; the double deluxe",
        """bed length | lying span | 2.1 m; 1.9 m; 2.4 m; 2.2 m | extension | lying span extension | in feet |
load rating | carrying capacity | 150 kg; 200 kg; 120 kg; 180 kg | margin | carrying capacity margin | in pounds |
cord gauge | twine thickness | 4 mm; 5 mm; 6 mm; 3 mm | tolerance | twine thickness tolerance | in sixteenths of an inch |
knot count | hitch tally | 1200; 1600; 900; 2000 | estimate | hitch tally estimate | in hundreds |
sag ratio | droop proportion | 0.3; 0.45; 0.2; 0.15 | guideline | droop proportion guideline | as a percentage |
left spreader | port crossbar | 80 cm; 90 cm; 100 cm; 70 cm | clamp | port crossbar clamp | | right spreader
sale price | till tag | 140 euros; 95 euros; 210 euros; 60 euros | discount | till tag discount | in cents |
stitch year | sewing vintage | 2016; 2019; 2021; 2012 | label | sewing vintage label | in Roman numerals |
fabric area | textile surface | 3 m²; 4 m²; 2.5 m²; 5 m² | allowance | textile surface allowance | in square feet |
bed colour | lying hue | teal; ochre; sand; crimson | | | |
load hook | carrying clasp | steel; brass; alloy; iron | | | |
cord dye | twine tint | natural; indigo; saffron; charcoal | | | |""",
    ),
    (
        "totems",
        "totem carving yard",
        "totem pole",
        "prouft-bleck-5 VruftSkainx Thwath.Skiesk vroalbfr-2.45 DRAUSKFRYCK vrairkkrusp",
        "snound-snoazz-5 QuundSpoaft Vroark.Quonx mjouckfj-3.78 VRETHSNOND praickskurg",
        "the raven crest; the salmon story; the welcome greeter; the memorial column;"
        " the thunderbird marker; the harbour sentinel",
        """carved height | sculpted tallness | 6.5 m; 8 m; 4.5 m; 9.5 m | record | sculpted tallness record | in feet |
cedar age | trunk antiquity | 400; 550; 320; 610 | estimate | trunk antiquity estimate | in hundreds |
raising date | erection ceremony | May 2014; August 2017; June 2011; September 2020 | notice | erection ceremony notice | in ISO 8601 form |
figure count | effigy tally | 5; 7; 4; 6 | plan | effigy tally plan | as a word |
base girth | foot circumference | 2.8 m; 3.4 m; 2.2 m; 3.9 m | survey | foot circumference survey | in yards |
paint layers | pigment coats | 3; 2; 4; 5 | schedule | pigment coats schedule | as a word |
front face | forward side | east; south; west; north | photo | forward side photo | | rear face
lean angle | tilt measure | 2 degrees; 3 degrees; 1 degree; 4 degrees | alarm | tilt measure alarm | in radians |
anchor depth | footing sink | 1.5 m; 2 m; 1.2 m; 2.5 m | spec | footing sink spec | in inches |
carved motif | sculpted emblem | eagle; bear; orca; frog | | | |
cedar source | trunk origin | Haida Gwaii; Vancouver Island; Skeena Valley; Nass River | | | |
raising crew | erection team | 40; 60; 25; 80 | | | |""",
    ),
)

RAW3: tuple[tuple[str, str, str, str, str, str, str], ...] = (
    (
        "orchids",
        "orchid nursery",
        "orchid",
        "krarv-vryth-3 MjaultMjymp Thwounx.Stoft thwunxbr-6.37 BLYLTTRESP fjuftmjaisk",
        "brizz-vrorv-2 SpervBlanx Stulb.Frirv stounxqu-5.37 FJEEZZZWUNX spaumpstask",
        "the moth hybrid; the slipper champion; the dancing lady; the vanilla vine;"
        " the show stopper; the jewel miniature",
        """spike length | stem reach | 45 cm; 60 cm; 38 cm; 72 cm | record | stem reach record | in inches |
bloom count | blossom tally | 8; 12; 6; 14 | average | blossom tally average | as a word |
potting mix | substrate blend | bark; sphagnum; perlite; coconut husk | ratio | substrate blend ratio | |
misting interval | spray cadence | 6 hours; 8 hours; 12 hours; 4 hours | override | spray cadence override | in minutes |
leaf spread | foliage width | 22 cm; 30 cm; 18 cm; 26 cm | limit | foliage width limit | in millimetres |
humidity level | moisture reading | 70 percent; 65 percent; 80 percent; 60 percent | alarm | moisture reading alarm | as a fraction |
flowering month | blossoming season | March 2022; April 2021; May 2023; February 2020 | forecast | blossoming season forecast | in ISO 8601 form |
award year | prize vintage | 2014; 2017; 2019; 2010 | ribbon | prize vintage ribbon | in Roman numerals |
day temperature | daylight warmth | 24 degrees; 26 degrees; 22 degrees; 28 degrees | setpoint | daylight warmth setpoint | in Fahrenheit | night temperature
spike clip | stem fastener | plastic; steel; bamboo; wire | | | |
bloom scent | blossom fragrance | honey; citrus; spice; none | | | |
potting date | substrate renewal | June 2022; July 2021; April 2023; May 2020 | | | |""",
    ),
    (
        "scarecrows",
        "scarecrow festival",
        "scarecrow",
        "zweelb-drurg-8 SteskPlelb Zwarv.Trunx spispkl-3.76 SLYCKSPAULB frauthfryrk",
        "glesp-thwurv-2 PlouzzZwurv Spenx.Trark quasppr-1.48 QUEESPPROURK plauskvrump",
        "the scruffy farmer; the pumpkin king; the rusty robot; the village postman;"
        " the crow chaser; the wizard guardian",
        """hat size | cap measure | 58 cm; 62 cm; 60 cm; 56 cm | chart | cap measure chart | in inches |
straw weight | hay mass | 6 kg; 8 kg; 5 kg; 9 kg | estimate | hay mass estimate | in pounds |
judging score | jury marks | 87; 92; 78; 95 | breakdown | jury marks breakdown | as a fraction of 100 |
entry number | registration slot | 14; 27; 33; 41 | badge | registration slot badge | in Roman numerals |
arm reach | limb stretch | 1.6 m; 1.9 m; 1.4 m; 2.1 m | maximum | limb stretch maximum | in feet |
build hours | assembly effort | 12; 18; 9; 24 | log | assembly effort log | in days |
prize money | award purse | 150 euros; 300 euros; 75 euros; 500 euros | split | award purse split | in cents |
inside pocket | interior pouch | 10 cm; 12 cm; 8 cm; 15 cm | button | interior pouch button | | outside pocket
display field | exhibition paddock | 0.4 ha; 0.6 ha; 0.3 ha; 0.8 ha | map | exhibition paddock map | in acres |
hat feather | cap plume | pheasant; goose; peacock; turkey | | | |
straw source | hay origin | wheat; barley; oat; rye | | | |
judging panel | jury bench | 3; 5; 4; 7 | | | |""",
    ),
    (
        "terrariums",
        "terrarium studio",
        "terrarium",
        "frauft-gliezz-7 FroarkDrieth Vrirg.Promp mjoarvgl-1.85 VRAUNDPLOURK drourvdrouck",
        "prand-krieth-7 GlithMjierv Grourg.Quolb plyzzkr-3.68 SKYSPKLYRG stierkstoanx",
        "the desert globe; the rainforest jar; the fern cathedral; the mossy lantern;"
        " the office cube; the bottle garden",
        """glass volume | vessel capacity | 8 L; 12 L; 5 L; 20 L | ceiling | vessel capacity ceiling | in gallons |
moss cover | bryophyte carpet | 60 percent; 75 percent; 40 percent; 85 percent | goal | bryophyte carpet goal | as a fraction |
sealing date | closure day | June 2021; March 2022; October 2020; January 2023 | audit | closure day audit | in ISO 8601 form |
drainage layer | gravel bed | 3 cm; 4 cm; 2 cm; 5 cm | spec | gravel bed spec | in millimetres |
lamp wattage | bulb power | 7 W; 10 W; 5 W; 13 W | cap | bulb power cap | in kilowatts |
front pane | forward glazing | 30 cm; 40 cm; 25 cm; 35 cm | sticker | forward glazing sticker | | back pane
water interval | hydration cadence | 10 days; 14 days; 21 days; 7 days | override | hydration cadence override | in weeks |
plant count | flora tally | 6; 9; 12; 4 | target | flora tally target | as a word |
build cost | assembly spend | 45 euros; 80 euros; 120 euros; 60 euros | quote | assembly spend quote | in cents |
glass tint | vessel shade | clear; smoke; amber; green | | | |
moss species | bryophyte kind | cushion; sheet; fern; star | | | |
sealing wax | closure glue | beeswax; silicone; cork; resin | | | |""",
    ),
)
