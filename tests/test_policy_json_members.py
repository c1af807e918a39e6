"""A flat JSON object is read as the lines of its members (``segments.members``): a key is the
slot's words, not a quoted literal, and an object whose first member gives one name names the
thing it is about (``Claim.heading_name``). So two objects about two things do not conflict at
admission, and two about one thing that give two values still do. Each beside its control, and
the attacks: a nested object, escapes and commas inside strings, a look-alike letter, a huge or
broken object."""

from __future__ import annotations

from cairn.claimkey import latin_read
from cairn.model import Actor, Candidate, Status
from cairn.policy import facts, segments
from cairn.service import MemoryService
from tests.conftest import NS_A

FLAG = '{{"flag": "{name}.cane-throughput", "enabled": true, "value": "{value}", "note": "x"}}'


def test_a_flat_object_reads_as_its_members_character_for_character() -> None:
    text = '{"subject": "Quillmere", "handicap_list": "gn-55p", "pinned": true}'
    lines = segments.members(text)
    assert len(lines) == len(text)  # offsets into the text hold
    assert [ln.split() for ln in lines.splitlines() if ln.strip()] == [
        ["subject", ":", "Quillmere"],
        ["handicap_list", ":", "gn-55p"],
        ["pinned", ":", "true"],
    ]
    subjects = [sorted(c.subject) for c in facts.read(text).clauses if c.values]
    assert ["handicap_list"] in subjects
    # a list's commas are kept, and a comma, brace or escaped quote inside a string is text
    text = '{"tags": ["a", "b"], "note": "a, {b} \\"c\\""}'
    lines = segments.members(text)
    assert "[ a ,  b ]" in lines and 'a, {b} \\"c\\"' in lines and len(lines) == len(text)
    # control: anything else reads as written
    for other in ["plain text, with a comma", "[1, 2]", '{"S": {"supplier": "K"}}', "{oops"]:
        assert segments.members(other) == other
    # attack: a huge object is read as written (no line split past MEMBERS_MAX)
    huge = '{"k": "' + "x" * segments.MEMBERS_MAX + '"}'
    assert segments.members(huge) == huge


def test_two_objects_about_two_things_do_not_conflict_and_one_thing_still_does() -> None:
    a = FLAG.format(name="quillmere", value="320 t/h")
    assert facts.read(a).heading_name == {"quillmere cane throughput"}
    assert not facts.contradicts(a, FLAG.format(name="brantor", value="210 t/h"))
    assert facts.contradicts(a, FLAG.format(name="quillmere", value="350 t/h"))
    subject = '{{"subject": "{name}", "field": "pull rate", "value": "{value}"}}'
    a = subject.format(name="anvilworth", value="185 t/d")
    assert not facts.contradicts(a, subject.format(name="brindlecott", value="120 t/d"))
    assert facts.contradicts(a, subject.format(name="anvilworth", value="160 t/d"))
    # control: a first member that is a number or a switch names nothing
    assert facts.contradicts('{"timeout": 30, "retries": 3}', '{"timeout": 45, "retries": 3}')
    assert facts.contradicts('{"enabled": true, "value": 3}', '{"enabled": false, "value": 4}')
    # attack: a broken object and a list at the top are read as written, and no member
    # names a thing there
    assert facts.read('{"flag": "quillmere.cap", "value": ').heading_name == frozenset()
    assert facts.read('["quillmere", "brantor"]').heading_name == frozenset()
    # attack: a look-alike letter in the name ("quіllmere", Cyrillic "і") is the same name as
    # admission reads it (``latin_read``), for an object as for prose
    odd = FLAG.format(name="qu\u0456llmere", value="350 t/h")
    assert facts.contradicts(FLAG.format(name="quillmere", value="320 t/h"), latin_read(odd))
    prose = latin_read("Qu\u0456llmere batch size is 40")
    assert facts.contradicts("Quillmere batch size is 30", prose)


def test_admission_holds_a_flag_for_review_only_when_it_contradicts_its_own_thing(
    svc: MemoryService, person: Actor
) -> None:
    first, other = svc.add_many(
        [
            Candidate(FLAG.format(name="quillmere", value="320 t/h"), NS_A),
            Candidate(FLAG.format(name="brantor", value="210 t/h"), NS_A),
        ],
        person,
    )
    assert other.memory.status is Status.ACTIVE and other.memory.contested_by == ()
    # control: the same flag with another value is contested against the first
    again = svc.add(Candidate(FLAG.format(name="quillmere", value="350 t/h"), NS_A), person)
    assert first.memory.id in again.memory.contested_by


def test_a_first_line_naming_one_thing_heads_the_record() -> None:
    pairs = [
        (
            "Runbook checklist for Anvilworth\n- [x] alarm threshold confirmed at -60 °C",
            "Runbook checklist for Brindlecott\n- [x] alarm threshold confirmed at -50 °C",
        ),
        (
            'variable "anvilworth_humidity" {\n  description = "humidity"\n  default = "85 %"\n}',
            'variable "brindlecott_humidity" {\n  description = "humidity"\n  default = "90 %"\n}',
        ),
        ("[Anvilworth]\nwash temperature = 85 C", "[Brindlecott]\nwash temperature = 60 C"),
        (
            "# /etc/systemd/system/anvilworth.service\n[Service]\nEnvironment=FAN_SPEED=900rpm",
            "# /etc/systemd/system/brindlecott.service\n[Service]\nEnvironment=FAN_SPEED=700rpm",
        ),
    ]
    for a, b in pairs:
        assert facts.read(a).heading_name and facts.read(b).heading_name, (a, b)
        assert not facts.contradicts(a, b), (a, b)
    # control: one heading, two values still conflict
    a, b = pairs[2][0], pairs[2][0].replace("85", "60")
    assert facts.contradicts(a, b)
    a = pairs[1][0]
    assert facts.contradicts(a, a.replace("85", "90"))
    # attack: a first line with a verb, a one-line text, and a heading naming two things
    # head nothing
    assert facts.read("Deploy v2.3.1\nthen restart").heading_name == frozenset()
    assert facts.read("Runbook checklist for Anvilworth").heading_name == frozenset()
    two = "Runbook checklist for Anvilworth and Brindlecott\n- [x] threshold at -60 °C"
    assert facts.read(two).heading_name == frozenset()
