"""The surfaces and request forms of the blind held-out retrieval set ``unknowns5``.

A memory is written in one of eight surfaces, most of them ones earlier sets used little: a
markdown table (a header and a row, or a bare row), a YAML block, a commit message, a chat line
with a speaker, a code comment and a CSV header with its row, beside prose and a `key: value`
line. A request is asked in one of six forms: a question, an imperative, an elliptic request, a
task instruction that embeds the question, a question with typos, and a request in the middle
of a longer agent prompt. Off-topic requests come eight per form. This module holds templates
only; the generator (``bench.retrieval_unknowns5``) fills and checks them.

Placeholders: ``{s}`` subject, ``{w}`` the memory's word, ``{v}`` the value, ``{who}`` a
speaker in lower case, ``{Who}`` a person's first name, ``{hh}``/``{mm}`` a time, ``{sha}`` a
short commit hash; in requests ``{p}`` is the phrase asked.
"""

from __future__ import annotations

SURFACES: dict[str, tuple[str, ...]] = {
    "prose": (
        "{s}'s {w} is {v}.",
        "The {w} of {s} is {v}.",
        "For {s}, the {w} is {v} as of this week.",
    ),
    "kv": (
        "{s} {w}: {v}",
        "{w} ({s}) = {v}",
    ),
    "table": (
        "| name | {w} |\n| --- | --- |\n| {s} | {v} |",
        "| {s} | {w} | {v} | {Who} |",
    ),
    "yaml": (
        "{s}:\n  {w}: {v}",
        "- name: {s}\n  {w}: {v}",
    ),
    "commit": (
        "{sha} {s}: set {w} to {v}",
        "Set {w} of {s} to {v}\n\nConfirmed with {Who} on site.",
    ),
    "chat": (
        "[{hh}:{mm}] {who}: {s} {w} is {v} now",
        "<{who}> fyi the {w} for {s} is {v}",
        "{Who}: heads up, {s}'s {w} = {v}",
    ),
    "comment": (
        "# {s}: {w} = {v} (ask {Who} before changing)",
        "// {s} {w}: {v}",
    ),
    "csv": ("name,{w}\n{s},{v}",),
}

SURFACE_NAMES = tuple(SURFACES)

PEOPLE = ("maya", "tomas", "ines", "oskar", "priya", "leon", "greta", "yannick")

REQUESTS: dict[str, tuple[str, ...]] = {
    "question": (
        "What is the {p} of {s}?",
        "Do you know the {p} for {s}?",
        "What's {s}'s {p}?",
    ),
    "imperative": (
        "Give me the {p} of {s}.",
        "Look up the {p} for {s}.",
        "Tell me {s}'s {p}.",
    ),
    "elliptic": (
        "{s}'s {p}?",
        "{p} for {s}?",
        "{s} {p}?",
    ),
    "task": (
        "Before you deploy the changes for {s}, check its {p}.",
        "Update the tracker row for {s} with its {p}.",
        "When you write the handover for {s}, include its {p}.",
        "Draft a short note to the team stating the {p} of {s}.",
        "Once the audit of {s} starts, confirm its {p} first.",
    ),
    "typo": (
        "waht is the {p} of {s}?",
        "cna you look up the {p} for {s}?",
        "whats teh {p} for {s}",
        "do we knwo {s}'s {p}?",
    ),
    "agent": (
        "Two things. First, the nightly export failed again; ignore that for now. Second, I need"
        " {s}'s {p}, so please look it up. Thanks.",
        "Context: we are cleaning up the shared notes this week. Question: what is the {p} of"
        " {s}? Reply in one line.",
        "I'm preparing the weekly report. Could you find the {p} for {s} and add it under open"
        " items? After that, close the draft.",
        "Quick one before standup: the {p} for {s}, if we have it written down. No need to check"
        " anything else.",
    ),
}

FORM_NAMES = tuple(REQUESTS)

# Off-topic requests: cooking, sports and trivia, eight per form, naming nothing of the store.
OFFTOPIC: dict[str, tuple[str, ...]] = {
    "question": (
        "How long should I boil an egg for a runny yolk?",
        "Who won the Tour de France in 1998?",
        "What is the capital of Mongolia?",
        "How many players are on a water polo team?",
        "Why does bread go stale faster in the fridge?",
        "Which planet has the most moons?",
        "What temperature should a medium-rare steak reach?",
        "How tall is Mount Kilimanjaro?",
    ),
    "imperative": (
        "Give me a recipe for shakshuka.",
        "List the Grand Slam tennis tournaments.",
        "Explain the offside rule in football.",
        "Name three operas by Verdi.",
        "Suggest a substitute for buttermilk in pancakes.",
        "Tell me who painted The Night Watch.",
        "Recommend a stretching routine after running.",
        "Describe how to fold a paper crane.",
    ),
    "elliptic": (
        "Best rice for risotto?",
        "Marathon world record?",
        "Longest river in Africa?",
        "Chess opening for beginners?",
        "Pizza dough hydration?",
        "Olympic pool length?",
        "Speed of sound at sea level?",
        "Fastest land animal?",
    ),
    "task": (
        "Before dinner tonight, check how long lasagne needs in the oven.",
        "Update my reading list with two classic detective novels.",
        "When you have a minute, find the rules of pickleball.",
        "Draft a shopping list for a vegetarian chili.",
        "Once the match ends, tell me how cricket scores a no-ball.",
        "While you're at it, convert 350 Fahrenheit to Celsius.",
        "Before the quiz night, check which country has the most islands.",
        "Draft three trivia questions about the Roman Empire.",
    ),
    "typo": (
        "how lnog do i roast a chikcen?",
        "who wno the world cup in 2010?",
        "whats the captial of canada",
        "how mnay calories in a banana?",
        "waht is the rule for a let in tennsi?",
        "best wya to cook quinoa?",
        "who wrote pride adn prejudice?",
        "how many ringss on the olympic flag?",
    ),
    "agent": (
        "Two things. First, I'm off early today. Second, how do I make a simple vinaigrette? Thanks.",
        "Context: planning a team lunch. Question: is paella better with chorizo or without? Keep it"
        " short.",
        "I'm bored between builds. Who holds the record for most Wimbledon titles? Just curious.",
        "Quick one: what is the difference between baking soda and baking powder? No rush at all.",
        "Side note before we start. How many minutes are in a rugby union match? Then we go on.",
        "Random question while the tests run. What year did the Berlin Wall fall? Only if you know.",
        "Not work related. Can you suggest a good marinade for grilled tofu? Thanks in advance.",
        "Small break: which country invented the croissant? Afterwards, back to the tickets.",
    ),
}
