"""The templates of the sixth blind held-out retrieval set ``unknowns6``: the twelve surfaces a
memory is written in, the six forms a request is asked in, and the off-topic requests.

Memories come as prose, a JSON object, an INI section, an e-mail, a ticket (title and body), a log
line, a checklist item, a markdown table, a YAML block, a commit message, a chat line with a
speaker and an SQL statement. Requests come as a question, an imperative, an elliptic request, a
task instruction that embeds the question, a question with typos, and a request in the middle of
a longer agent prompt. Templates take ``{s}`` (the subject), ``{w}`` (the memory's word), ``{v}``
(the value), ``{p}`` (the phrase asked) and, in surfaces, ``{who}`` / ``{nick}`` (a person) and
``{n}`` (a number). This module holds text only; it never decides what a case asks.
"""

from __future__ import annotations

PEOPLE = ("Maya Lind", "Oskar Berg", "Priya Nair", "Lena Holm", "Jonas Weir", "Ada Quint")

SURFACES: dict[str, tuple[str, ...]] = {
    "prose": (
        "{s}'s {w} is {v}.",
        "The {w} of {s} is {v}.",
        "For {s}, the {w} is {v}.",
        "{s} has {v} as its {w}.",
    ),
    "json": (
        '{{"name": "{s}", "{w}": "{v}"}}',
        '{{"{s}": {{"{w}": "{v}"}}}}',
        '{{"id": "{s}", "key": "{w}", "value": "{v}"}}',
    ),
    "ini": (
        "[{s}]\n{w} = {v}",
        "[{s}]\n; edited by {nick}\n{w} = {v}",
    ),
    "email": (
        "From: {who}\nSubject: {s} {w}\n\nHi all, the {w} for {s} is {v} from Monday.",
        "From: {who}\nSubject: Re: {s}\n\n{w}: {v}. Thanks!",
    ),
    "ticket": (
        "OPS-{n}: Update {w} for {s}\n\nThe {w} is now {v}.",
        "OPS-{n}: {s} {w}\n\nConfirmed on site: {v}. Closing.",
    ),
    "log": (
        "2026-11-{d}T09:{n2}:07Z INFO inventory {s} {w}={v}",
        "2026-11-{d} 14:{n2}:51 WARN {s}: {w} changed to {v}",
    ),
    "checklist": (
        "- [x] {s}: {w} confirmed ({v})",
        "- [x] {w} for {s} checked: {v}",
    ),
    "table": (
        "| name | {w} |\n| --- | --- |\n| {s} | {v} |",
        "| {s} | {w} | {v} | {nick} |",
    ),
    "yaml": (
        "{s}:\n  {w}: {v}",
        "- name: {s}\n  {w}: {v}",
    ),
    "commit": (
        "{h} {s}: set {w} to {v}",
        "Set {w} of {s} to {v}\n\nRequested by {who}.",
    ),
    "chat": (
        "<{nick}> fyi the {w} for {s} is {v}",
        "[{hh}:{n2}] {nick}: {s} {w} = {v} now",
        "{first}: heads up, {s}'s {w} is {v}",
    ),
    "sql": (
        "INSERT INTO facts (name, attribute, value) VALUES ('{s}', '{w}', '{v}');",
        "UPDATE facts SET value = '{v}' WHERE name = '{s}' AND attribute = '{w}';",
    ),
}

SURFACE_NAMES = tuple(SURFACES)

FORMS: dict[str, tuple[str, ...]] = {
    "question": (
        "What is the {p} of {s}?",
        "What's {s}'s {p}?",
        "Which {p} does {s} have?",
        "Do you know the {p} for {s}?",
    ),
    "imperative": (
        "Give me the {p} of {s}.",
        "Tell me {s}'s {p}.",
        "Look up the {p} for {s}.",
        "Find {s}'s {p}, please.",
    ),
    "elliptic": (
        "{s}'s {p}?",
        "{p} for {s}?",
        "{s} {p}?",
        "{p}, {s}?",
    ),
    "task": (
        "Before you restart {s}, check its {p}.",
        "When you file the change request for {s}, include its {p}.",
        "Update the runbook entry for {s} with its {p}.",
        "Once the audit of {s} starts, confirm its {p}.",
        "While you review {s}, note down its {p}.",
        "Draft a handover note for {s} that states its {p}.",
    ),
    "typo": (
        "cna you look up the {p} for {s}?",
        "do we knwo {s}'s {p}?",
        "waht is the {p} of {s}?",
        "pls chekc the {p} on {s}",
        "whats teh {p} for {s}?",
        "need the {p} fro {s} asap",
    ),
    "agent": (
        "I'm preparing the weekly report. Could you find the {p} for {s} and add it under open"
        " items? After that, close the draft.",
        "Context: we are moving the inventory sheet to the wiki. Question: what is the {p} of"
        " {s}? Keep the answer short and cite the source.",
        "The on-call handoff is in ten minutes. Please pull up {s}'s {p} so I can paste it in"
        " the notes. Then summarise yesterday's incidents.",
        "You are helping with the quarterly audit. First, find the {p} for {s}; second, flag"
        " anything that looks outdated. Reply as a bullet list.",
        "Quick one before standup: I need the {p} of {s} for the slide. Thanks!",
    ),
}

FORM_NAMES = tuple(FORMS)

OFFTOPIC: dict[str, tuple[str, ...]] = {
    "question": (
        "How long should I rest a roast chicken before carving?",
        "Who won the Tour de France in 1998?",
        "What is the capital of Mongolia?",
        "How many players are on a water polo team?",
        "Why does bread go stale faster in the fridge?",
        "Which planet has the longest day?",
        "What is the offside rule in ice hockey?",
        "How do you keep basil alive indoors?",
    ),
    "imperative": (
        "Give me a recipe for lemon risotto.",
        "Tell me the rules of pétanque.",
        "Explain how a sourdough starter works.",
        "List three famous chess openings.",
        "Name the longest river in Africa.",
        "Recommend a stretching routine for runners.",
        "Describe how to poach an egg.",
        "Summarise the plot of Moby-Dick.",
    ),
    "elliptic": (
        "Boiling point of water at altitude?",
        "Best wood for smoking salmon?",
        "Marathon world record?",
        "Tallest mountain in Europe?",
        "Pancakes without eggs?",
        "Number of bones in the human hand?",
        "Olympic pool length?",
        "Origin of the croissant?",
    ),
    "task": (
        "Before the dinner party, check how long lasagne needs in the oven.",
        "When you plan the hike, include what to pack for rain.",
        "Update my shopping list with what goes into a Caesar salad.",
        "Once the match starts, remind me how tie-breaks are scored in tennis.",
        "While I bake, note how to tell when caramel is ready.",
        "Draft a birthday message for my aunt who loves gardening.",
        "Before the quiz night, check which country invented paper.",
        "When you write the menu, include a vegetarian starter.",
    ),
    "typo": (
        "hwo do i make crispy roast potatoes?",
        "waht time does the sun set in reykjavik in june?",
        "whos the best goalkeeper of all tiem?",
        "cna you explain the rules of cricket?",
        "how mnay cups of flour in a kilo?",
        "whats teh fastest land animal?",
        "best way to clena a cast iron pan?",
        "how dose a rainbow form?",
    ),
    "agent": (
        "I'm planning a weekend off. Could you suggest a simple fish stew for four people? Then"
        " list the groceries.",
        "Context: my kid has a school project. Question: why is the sky blue? Keep it short and"
        " friendly.",
        "I have a long drive tomorrow. Please recommend a few podcasts about football history so"
        " I can download them. Then wish me luck.",
        "You are helping me train for a 10k. First, suggest a warm-up; second, tell me how often"
        " to run. Reply as a bullet list.",
        "Quick one before lunch: how do I stop pasta from sticking together? Thanks!",
        "We are hosting friends on Friday. Could you pick a board game for six players? After"
        " that, suggest some snacks.",
        "Context: I am learning to knit. Question: what is a purl stitch? Explain it simply.",
        "I'm writing a trivia sheet. Please find who painted the Girl with a Pearl Earring so I"
        " can add it. Then suggest two more questions.",
    ),
}

# Filler misspellings the typo form carries besides the phrase's one swapped pair of letters.
FILLER_TYPOS = ("cna", "knwo", "waht", "chekc", "teh", "fro")
