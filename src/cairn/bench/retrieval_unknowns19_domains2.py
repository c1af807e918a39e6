"""The vocabulary of ``unknowns19``, its last four domains (the shapes are in ``_domains``)."""

from __future__ import annotations

from cairn.bench.retrieval_unknowns19_domains import domain

MILL = domain(
    "mill",
    "steel rolling mill",
    "roll stand",
    "mj-krest-4; BryskSnie; Mj.Tiesk; mjsy-3.87; DROLKSHUDD; zwougshin\n"
    "jm-zyn-7; PlieskNamb; Jm.Nont; jmsk-5.18; ZWAEGSHIL; kroumbgast\n"
    "the first roughing stand; the vertical edger; the last finishing stand;"
    " the skin pass stand; the reversing stand; the plate stand",
    """
motor rating | drive output | 4 MW; 6 MW; 8 MW; 10 MW | test | drive output trial | in horsepower |
screw stroke | spindle travel | 120 mm; 150 mm; 180 mm; 200 mm | limit | spindle travel ceiling | in inches |
separating force | parting load | 20 MN; 25 MN; 30 MN; 35 MN | margin | parting load headroom | in tonnes |
strip speed | sheet velocity | 12 m/s; 15 m/s; 18 m/s; 20 m/s | record | sheet velocity best | in kilometres per hour |
coolant flow | chill water stream | 300 L/min; 450 L/min; 600 L/min; 750 L/min | alarm | chill water stream alert | in gallons per minute |
gear ratio | transmission proportion | 3.5; 4; 4.5; 5 | spec | transmission proportion sheet | |
inlet temperature | entry heat | 1050 °C; 1100 °C; 1150 °C; 1180 °C | trend | entry heat history | in Fahrenheit | outlet temperature
crew size | staff headcount | 4; 5; 6; 7 | minimum | staff headcount floor | as a word |
revamp year | modernisation date | 1998; 2006; 2012; 2019 | plan | modernisation date schedule | in Roman numerals |
motor bearings | drive journals | SKF; FAG; NSK; Timken | supplier | drive journals vendor | |
screw lubricant | spindle grease | Molykote; Kluber; Mobilith; Castrol | supplier | spindle grease vendor | |
separating wedges | parting shims | 2; 4; 6; 8 | drawing | parting shims sketch | |
""",
)

GEOTHERMAL = domain(
    "geothermal",
    "geothermal plant",
    "production well",
    "gq-naelk-9; VaegZwyn; Gq.Thaex; gqth-5.52; BADDRAEG; ziexkast\n"
    "qg-toant-4; LurTirv; Qg.Snour; qgvr-6.59; SNALRASK; zostzelk\n"
    "the discovery well; the step-out well; the ridge well; the hot spring well;"
    " the reinjection backup; the slim hole well",
    """
wellhead pressure | surface head force | 8 bar; 11 bar; 14 bar; 17 bar | alarm | surface head force alert | in psi |
brine temperature | fluid heat | 180 °C; 210 °C; 240 °C; 265 °C | trend | fluid heat history | in kelvin |
mass flow | discharge throughput | 40 kg/s; 55 kg/s; 70 kg/s; 85 kg/s | target | discharge throughput goal | in tonnes per hour |
total depth | drilled length | 2100 m; 2450 m; 2800 m; 3150 m | record | drilled length best | in feet |
casing diameter | liner bore | 178 mm; 244 mm; 273 mm; 340 mm | spec | liner bore sheet | in inches |
steam fraction | vapour share | 18 %; 24 %; 31 %; 37 % | forecast | vapour share outlook | as a decimal |
spud date | drilling start | May 2008; August 2011; March 2014; November 2017 | anniversary | drilling start jubilee | in ISO 8601 form |
shallow feedzone | upper inflow zone | 850 m; 1100 m; 1350 m; 1600 m | survey | upper inflow zone audit | in yards | deep feedzone
scaling inhibitor | deposit suppressant | Thermex; Calsperse; Geoguard; Silinhib | supplier | deposit suppressant vendor | |
wellhead valve | surface tap | wedge; ball; plug; butterfly | supplier | surface tap vendor | |
brine chemistry | fluid composition | chloride; sulphate; bicarbonate; mixed | report | fluid composition paper | |
mass meter | discharge gauge | Coriolis; orifice; vortex; ultrasonic | supplier | discharge gauge vendor | |
""",
)

AIRSHIP = domain(
    "airship",
    "airship operator",
    "airship",
    "az-nemb-3; KroaddRaerv; Az.Vielk; azra-8.23; RERVKIEN; foalkroadd\n"
    "za-nedd-4; PaeddZwour; Za.Lerv; zako-5.29; GLOKVRIENT; trosksask\n"
    "the sightseeing flagship; the mapping blimp; the advertising blimp;"
    " the freight trial craft; the training craft; the museum replica",
    """
envelope volume | balloon hull capacity | 5500 m3; 7200 m3; 8400 m3; 9800 m3 | survey | balloon hull capacity audit | in cubic feet |
cruise speed | travel velocity | 65 km/h; 75 km/h; 85 km/h; 95 km/h | record | travel velocity best | in knots |
gondola seats | cabin places | 12; 14; 16; 19 | layout | cabin places plan | as a word |
lifting gas | buoyant medium | helium; hydrogen; ammonia; methane | supplier | buoyant medium vendor | |
payload limit | cargo allowance | 1200 kg; 1500 kg; 1900 kg; 2300 kg | margin | cargo allowance headroom | in pounds |
mast height | mooring pylon tallness | 12 m; 15 m; 18 m; 21 m | drawing | mooring pylon sketch | in feet |
pressure height | burst altitude | 2400 m; 2700 m; 3000 m; 3300 m | target | burst altitude goal | in feet |
certification date | airworthiness grant | June 2015; February 2018; October 2020; April 2023 | renewal | airworthiness grant extension | in ISO 8601 form |
ascent rate | climb pace | 3 m/s; 4 m/s; 5 m/s; 6 m/s | alarm | climb pace alert | in feet per minute | descent rate
envelope fabric | hull cloth | polyester; Tedlar laminate; Vectran; nylon | supplier | hull cloth vendor | |
cruise commentary | tour narration | English; German; French; Dutch | script | tour narration text | |
gondola heating | cabin warmth | 2 kW; 3 kW; 4 kW; 6 kW | thermostat | cabin warmth controller | |
""",
)

TRAMPOLINE = domain(
    "trampoline",
    "trampoline park",
    "jump court",
    "tv-glyl-6; DriervSnulk; Tv.Koal; tvpl-7.89; ZWADDFOA; traertryr\n"
    "vt-dy-8; ToustMoalk; Vt.Namb; vtbr-5.71; ZWOUGDRUR; drienient\n"
    "the dodgeball pit; the foam pit court; the toddler zone; the ninja lane;"
    " the slam dunk court; the performance arena",
    """
spring count | coil tally | 96; 112; 128; 144 | audit | coil tally review | in dozens |
mat area | fabric surface | 8 m2; 10 m2; 12 m2; 14 m2 | drawing | fabric surface sketch | in square feet |
frame height | rig elevation | 0.8 m; 1 m; 1.2 m; 1.4 m | tolerance | rig elevation slack | in inches |
occupancy limit | simultaneous users | 1; 2; 3; 4 | sign | simultaneous users placard | as a word |
weight limit | heaviest allowed mass | 100 kg; 110 kg; 120 kg; 130 kg | override | heaviest allowed mass bypass | in pounds |
morning session | early slot | 08:30; 09:00; 09:30; 10:00 | price | early slot fee | in 12-hour form | evening session
net height | barrier mesh rise | 2 m; 2.5 m; 3 m; 3.5 m | survey | barrier mesh rise study | in feet |
inspection date | examination day | April 2024; June 2024; September 2024; January 2025 | reminder | examination day alert | in ISO 8601 form |
rebound factor | recoil coefficient | 0.62; 0.68; 0.71; 0.75 | test | recoil coefficient trial | |
spring covers | coil shrouds | blue; red; green; black | supplier | coil shrouds vendor | |
mat colour | fabric hue | blue; black; grey; orange | batch | fabric hue lot | |
frame padding | rig cushions | 20 mm; 25 mm; 30 mm; 40 mm | supplier | rig cushions vendor | |
""",
)

DOMAINS_B = (MILL, GEOTHERMAL, AIRSHIP, TRAMPOLINE)
