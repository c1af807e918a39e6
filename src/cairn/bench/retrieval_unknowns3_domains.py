"""The vocabulary of the blind held-out retrieval set ``unknowns3``: nine domains, each with six
invented subjects and twelve attributes.

An attribute has the word its memories use, a synonym no memory uses, a value pattern, and a
neighbour: an attribute close in topic (a port beside a password) that no subject holds, asked
by the set's ``related_unknown`` cases. Value patterns expand ``<d>`` to a digit, ``<L>`` to a
capital letter and ``[a|b|c]`` to one of the choices. This module holds words only; the
generator in ``bench.retrieval_unknowns3`` draws from it and checks it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    pattern: str
    near_word: str
    near_synonym: str

    @property
    def key(self) -> str:
        return slug(self.word)

    @property
    def near_key(self) -> str:
        return slug(self.near_word)


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    subjects: tuple[str, ...]
    attributes: tuple[Attribute, ...]


NAMES = "[Okafor|Lindqvist|Brannigan|Yusuf|Moreau|Tanaka|Ferreira|Kowalczyk|Achterberg]"
PEOPLE = "[R.|T.|M.|J.|S.|A.] " + NAMES


def _domain(key: str, title: str, subjects: str, rows: str) -> Domain:
    """A domain from one attribute a line: word; synonym; value pattern; neighbour word;
    neighbour synonym (``{people}`` and ``{names}`` in a pattern stand for invented people)."""
    attributes = []
    for line in rows.strip().splitlines():
        word, synonym, pattern, near_word, near_synonym = (p.strip() for p in line.split(";"))
        pattern = pattern.replace("{people}", PEOPLE).replace("{names}", NAMES)
        attributes.append(Attribute(word, synonym, pattern, near_word, near_synonym))
    return Domain(key, title, tuple(subjects.split()), tuple(attributes))


DOMAINS: tuple[Domain, ...] = (
    _domain(
        "newsroom",
        "a newsroom's publishing desk",
        "night-wire MorningLedger Desk.Metro brief-2.6 CIVICA quillpost",
        """
    embargo time; hold-until hour; [06|07|08|09|10]:[00|15|30|45] GMT; embargo source; originating agency
    style guide; house writing rules; [Oxford|Chicago|Hart]-<d><d>; spelling dictionary; lexicon file
    copy chief; lead subeditor; {people}; night editor; after-hours supervisor
    paywall tier; subscription level; [metered|hard|freemium|premium]-<d>; trial length; free sampling period
    CMS template; article page skeleton; tpl-[long|brief|live]-<d><d>; CMS plugin; publishing system add-on
    push alert cap; daily notification ceiling; [3|4|5|6|8] per day; push alert sound; notification chime
    legal reviewer; defamation vetter; {people}; legal hotline; counsel phone line
    photo credit line; image attribution text; [Halden|Reyes|Ito|Varga|Okoye] Press; photo archive; picture library
    send slot; dispatch window; [Mon|Tue|Wed|Thu|Fri] [06|07|17]:00; subscriber count; number of recipients
    corrections email; errata inbox; corr-<d><d><d>@news.example; corrections log; errata register
    slack channel; team chat room; #[metro|wire|brief|civic]-<d><d>; slack admin; workspace administrator
    wire feed; news agency stream; [AFP|DPA|Kyodo|ANSA]-<d><d>; wire feed quota; agency stream allowance
""",
    ),
    _domain(
        "labanalyzers",
        "a clinic's lab analyzers",
        "hema-bay-3 CobaltLyte Chem.A4 coag-5.1 URISCAN glucora",
        """
    calibration interval; re-zeroing cadence; every [8|12|24|48|72] h; calibration lot; reference batch number
    reagent supplier; chemicals vendor; [Veltrix|Orrin Bio|Kalder Labs|Saffrey Dx|Monteluce]; reagent expiry; chemicals shelf life
    QC lot; control material batch; QC-<d><d><d><L>; QC target range; control acceptance band
    LIS interface; hospital records connector; hl7-<d><d><d><d>; LIS downtime plan; records outage procedure
    service engineer; field technician; {people}; service contract; maintenance agreement
    sample throughput; specimens processed hourly; [120|180|240|400|600] tests/h; sample carryover; specimen contamination rate
    bench location; placement in the building; Lab [B|C|D]<d>, bay <d>; bench phone; extension at the station
    water purifier; deionizer unit; RO-<d><d>; water test date; deionizer check day
    error log path; fault record location; /var/lab/<L><L><d>.log; error escalation; fault call-out chain
    backup analyzer; standby instrument; STBY-<d><d>; backup power; uninterruptible supply
    firmware version; embedded software release; v<d>.<d>.<d><d>; firmware update window; embedded software patch slot
    decontamination agent; disinfectant used; [bleach 0.5%|Virkon 1%|ethanol 70%|peracetic 0.2%|chlorhexidine 2%]; decontamination schedule; disinfecting rota
""",
    ),
    _domain(
        "signalling",
        "a railway signalling project",
        "ixl-north-12 BramblePoint Sig.Loop7 ixl-v2.3 KESTON marrowgate",
        """
    possession window; engineering access slot; [Sat|Sun] 0[1|2]:00-05:30; possession permit; line blockage form
    interlocking type; route logic platform; [TLX-<d>|Relay-R<d>|SolidLock <d>]; interlocking vendor; route logic supplier
    design authority; sign-off engineering firm; [Harrow Rail|Ostrava Signal|Bellweather SE|Quill & Rhee|Tamsin Works]; design deadline; drawings due day
    axle counter model; wheel detection hardware; AC-<d><d><L>; axle counter reset code; wheel detector clearing sequence
    site test date; commissioning day; [03|11|19|27] [Mar|Jun|Sep] 2027; site test lead; commissioning supervisor
    cable route; conduit path; trough [east|west] side, ch <d><d>; cable length; wiring run distance
    point machine; switch motor; PM-<d><d><d>; point heater; switch warming element
    level crossing ID; road junction reference; LX-<d><d><d>; level crossing keeper; road junction attendant
    fibre node; optical comms cabinet; FN-<L><d><d>; fibre splice count; optical join tally
    hazard log; risk register; HZ-<d><d><d><d>; hazard owner; risk holder
    power supply; electrical feed; PSU-<d><d> 110V; power outage plan; electrical failure procedure
    track circuit frequency; rail sensing tone; [1|2]<d><d><d> Hz; track circuit length; rail sensing section span
""",
    ),
    _domain(
        "gameserver",
        "a game server fleet",
        "shard-eu-9 EmberRealm Lobby.Prime build-0.14.2 RAIDNET frostmere",
        """
    tick rate; simulation steps per second; [20|30|60|64|128] Hz; tick budget; frame time allowance
    region; geographic location; [eu-west|us-east|ap-south]-<d>; region failover; zone fallback
    max players; concurrent seat limit; [64|100|128|150|200]; max spectators; viewer ceiling
    match timeout; game duration cap; [20|25|30|40|45] min; match warmup; pre-round countdown
    anticheat build; integrity scanner release; ac-<d>.<d><d>; anticheat ban list; cheater blocklist
    map rotation; arena cycle; [Dunes/Vault/Spire|Harbor/Marsh/Keep|Citadel/Fjord/Mesa|Quarry/Docks/Crown|Glacier/Mill/Ridge]; map vote rule; arena poll method
    patch day; release weekday; [Mon|Tue|Wed|Thu|Fri|Sat]; patch notes URL; changelog page
    matchmaking pool; pairing queue; mm-[ranked|casual|arcade]-<d>; matchmaking rating floor; skill minimum
    DDoS provider; attack shielding vendor; [Stonewall|Bastion|Moatline|Rampart|Palisade] Net; DDoS contact; flood protection hotline
    save interval; persistence checkpoint period; every [2|5|10|15|30] min; save retention; checkpoint keep duration
    host machine; physical box; gs-<d><d><d>.[fra|iad|sin]; host machine password; box login secret
    on-call engineer; pager holder; {people}; on-call phone; pager number
""",
    ),
    _domain(
        "grants",
        "a research grant office",
        "grant-h-118 TidewaterStudy Fund.Ocean renewal-2.0 NEXUSBIO lumenfold",
        """
    award number; funder reference code; AWD-<d><d><d><d><d>; award letter date; funding notice day
    principal investigator; lead researcher; Dr. {names}; co-investigator; second researcher
    budget ceiling; maximum funding; EUR <d><d><d>,000; budget virement rule; spending transfer policy
    reporting deadline; interim statement due; [15|30] [Mar|Jun|Sep|Nov]; reporting template; interim statement form
    cost centre; ledger code; CC-<d><d><d><d>; cost centre approver; ledger code signatory
    funder; sponsoring body; [Halvard Trust|Norrland Foundation|Ceres Fund|Lindum Council|Vesna Institute]; funder portal; sponsoring body website
    indirect rate; overhead percentage; [15|20|25|40|60]%; fringe rate; benefits percentage
    end date; project expiry; [2027|2028|2029]-[03|06|09|12]-30; start date; kickoff day
    ethics approval; review board clearance; IRB-<d><d><d>; ethics expiry; clearance lapse day
    grant manager; post-award administrator; {people}; finance officer; accounts contact
    data management plan; information stewardship document; DMP-v<d>; data repository; archive for outputs
    equipment line; apparatus allowance; EUR <d><d>,000; equipment supplier; apparatus vendor
""",
    ),
    _domain(
        "brewery",
        "a brewery's fermentation cellar",
        "tank-fv-6 CopperSaison Cellar.West brew-7.4 HOPLINE amberwick",
        """
    fermentation temperature; yeast working heat; [1|2]<d>.<d> °C; fermentation pressure; spunding setting
    yeast strain; brewing culture; [WLP|Y|Kv]-<d><d><d>; yeast pitch rate; cell dosing amount
    original gravity; starting sugar density; 1.0[4|5|6|7]<d>; final gravity; finishing density
    dry hop schedule; late aroma addition plan; day [3|4|5], <d> g/L; dry hop variety; aroma addition cultivar
    tank capacity; vessel volume; [20|30|40|60|80] hl; tank pressure rating; vessel burst limit
    CIP cycle; sanitation routine; caustic [1|2|3]%, [20|30|45] min; CIP chemical supplier; sanitation vendor
    packaging format; filling container; [330 ml can|500 ml bottle|30 l keg|440 ml can|20 l keg]; packaging line; filling machine
    brewer; batch lead; {people}; brewer's assistant; batch helper
    water profile; mineral recipe; [soft|hard|balanced] #<d>; water source; mineral origin
    carbonation level; fizz target; [2|3].<d> vol; carbonation method; fizz technique
    hop supplier; cone vendor; [Wexley Farms|Tettle & Co|Hallertrail|Brackenhop|Oast Row]; hop contract length; cone deal term
    release date; launch day; [05|12|19|26] [May|Jun|Jul]; label artist; can illustrator
""",
    ),
    _domain(
        "observatory",
        "an observatory's telescope time",
        "scope-east-2 HalcyonCam Dome.North survey-4.1 ORBISPEC lanternfield",
        """
    observing slot; allocated sky hours; block <L><d>; observing mode; acquisition style
    support astronomer; duty scientist; {people}; telescope operator; console driver
    filter wheel; optical bandpass carousel; [ugriz|UBVRI|Halpha]-<d>; filter supplier; bandpass vendor
    dome humidity limit; enclosure moisture cutoff; [8|9]<d>%; dome wind limit; enclosure gust cutoff
    detector temperature; sensor cooling point; -1<d><d> C; detector gain; sensor amplification
    pointing model; aiming correction map; PM-202[4|5|6]-<L>; pointing accuracy; aiming error
    data archive; observation repository; arc-<d><d>.[north|south]; data embargo period; proprietary months
    guide camera; tracking imager; GC-<d><d><d>; guide star; tracking reference object
    seeing threshold; atmospheric blur ceiling; [1|2].<d> arcsec; seeing monitor; blur measuring device
    target list; object catalogue; TL-<d><d><d>; target priority; object ranking
    mirror coating; reflective layer; [aluminium|silver|protected silver], 20[1|2]<d>; mirror cleaning date; reflector wash day
    proposal ID; programme reference; P<d><d><d>-<L>; proposal deadline; programme call closing
""",
    ),
    _domain(
        "orchestra",
        "an orchestra's touring office",
        "tour-baltic-5 NordlichtPhil Tour.Iberia season-25.6 KAMMERWIND vesperline",
        """
    venue; performance hall; [Aulden Hall|Teatro Brisa|Kronsaal|Salle Morel|Odeion Vask]; venue capacity; hall seats
    tour manager; road coordinator; {people}; tour budget; road spending limit
    rehearsal call; practice start; [10|11|13|14|16|19]:00; rehearsal pianist; practice accompanist
    stage plot; platform layout; SP-<d><L>; stage riser count; platform step total
    instrument truck; cargo lorry; <L><L><d><d> <L><L><L>; instrument insurance; cargo cover
    conductor; baton holder; {people}; concertmaster; lead violin
    per diem; daily allowance; EUR [35|40|45|52|60]; meal vouchers; food tokens
    hotel; overnight lodging; [Hotel Varn|Casa Lume|Grand Ostra|Pension Ilse|Hotel Sorrel]; hotel checkout; lodging departure hour
    programme; repertoire; [Brahms 2|Sibelius 5|Dvorak 8|Nielsen 4] with [Elgar|Ravel|Smetana]; programme notes author; repertoire essay writer
    soloist; featured performer; {people}; soloist fee; featured performer payment
    load-in time; unloading hour; [07|08|09|12|15]:30; load-out time; packing-up hour
    broadcast partner; radio relay; [Radio Velt|Klangfunk|Nordsend FM|Ostwelle|Radio Amsel]; broadcast date; radio relay day
""",
    ),
    _domain(
        "meters",
        "an energy utility's smart meter rollout",
        "wave-ne-3 CedarfieldPilot Batch.K9 fw-meter-1.8 AMIGRID tollbrook",
        """
    meter model; hardware generation; SM-<d><d><L>; meter seal type; tamper tag kind
    install crew; fitting team; [Kestrel|Falcon|Osprey]-<d>; install crew size; fitting team headcount
    comms network; data backhaul; [NB-IoT|LTE-M|mesh RF|Wi-SUN|PLC]; comms SIM provider; data backhaul carrier
    head-end system; central collection platform; HES-<d>; head-end vendor; central platform supplier
    homes in scope; premises count; <d><d>,<d><d><d>; homes completed; premises finished
    go-live week; launch period; wk <d><d> 2027; go-live sign-off; launch approval
    customer letter; householder mailing; LTR-<L><d>; customer helpline; householder phone line
    tariff code; pricing plan; [TOU|E7|FLAT]-<d><d>; tariff start date; pricing plan begin day
    read interval; sampling cadence; [5|10|15|30|60] min; read retention; sample keep period
    safety lead; hazards manager; {people}; safety induction; hazard briefing
    depot; stores yard; [Eastmoor|Kilnworth|Radley|Hobb Lane|Ferrow]; depot opening hours; yard hours
    opt-out rate; refusal share; <d>.<d>%; opt-out reason; refusal cause
""",
    ),
)
