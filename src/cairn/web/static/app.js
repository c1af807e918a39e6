// cairn ui: the keyboard for the review queue and the as-of sliders. Plain JavaScript, no build.
// Every read page works without this file; with it, one key makes one decision on the current
// memory through the same form a click would post (with the CSRF token), and the memory leaves
// the queue. Memory text is never put into the page from here: only the server renders it
// (escaped), and this file moves focus, removes decided cards and shows the server's message
// as text.
"use strict";

(function () {
  const csrf = (document.querySelector('meta[name="csrf-token"]') || {}).content || "";
  const statusLine = document.getElementById("status");

  function say(text, bad) {
    if (!statusLine) return;
    statusLine.textContent = text;
    statusLine.classList.toggle("bad", !!bad);
  }

  const carried = sessionStorage.getItem("cairn-status");
  if (carried) {
    sessionStorage.removeItem("cairn-status");
    say(carried);
  }

  async function post(form, submitter) {
    const body = new FormData(form, submitter || undefined);
    // getAttribute: a control named "action" shadows form.action (DOM clobbering)
    const response = await fetch(form.getAttribute("action"), {
      method: "POST",
      body: body,
      credentials: "same-origin",
      headers: { "X-CSRF-Token": csrf, Accept: "application/json" },
    });
    let answer = {};
    try {
      answer = await response.json();
    } catch (e) {
      answer = { ok: false, error: "the server answered " + response.status };
    }
    return answer;
  }

  function reloadWith(message) {
    sessionStorage.setItem("cairn-status", message);
    window.location.reload();
  }

  // ---- the queue -------------------------------------------------------------------------
  function cards() {
    return Array.from(document.querySelectorAll("section.queue > section.group article.entry"));
  }

  let current = null;

  function setCurrent(card) {
    if (current) current.classList.remove("current");
    current = card || null;
    if (!current) return;
    current.classList.add("current");
    current.focus({ preventScroll: true });
    current.scrollIntoView({ block: "nearest" });
  }

  function neighbour(card, step) {
    const all = cards();
    const i = all.indexOf(card);
    if (i < 0) return all[0] || null;
    return all[i + step] || null;
  }

  function removeCards(list) {
    let next = null;
    const last = list[list.length - 1];
    next = neighbour(last, 1) || neighbour(list[0], -1);
    if (next && list.indexOf(next) >= 0) next = null;
    for (const card of list) {
      const group = card.closest("section.group");
      card.remove();
      if (group && !group.querySelector("article.entry")) group.remove();
    }
    const waiting = document.getElementById("waiting");
    if (waiting) waiting.textContent = String(cards().length);
    const undo = document.querySelector("#undo-form button");
    if (undo) undo.disabled = false;
    setCurrent(next);
    if (!next) say(statusLine.textContent + " · nothing more waits here");
  }

  async function decide(card, button) {
    if (!card || !button || card.dataset.busy) return;
    const form = button.form;
    card.dataset.busy = "1";
    try {
      const answer = await post(form, button);
      if (answer.ok) {
        say(answer.message);
        if (form.classList.contains("bulk")) {
          removeCards(Array.from(form.closest("section.group").querySelectorAll("article.entry")));
        } else {
          removeCards([card]);
        }
      } else {
        say("not done: " + answer.error + (answer.hint ? " (" + answer.hint + ")" : ""), true);
      }
    } catch (e) {
      say("not done: " + e, true);
    } finally {
      delete card.dataset.busy;
    }
  }

  function button(card, key) {
    return card.querySelector('form.decide button[data-key="' + key + '"]');
  }

  function groupButton(card, key) {
    const group = card.closest("section.group");
    return group ? group.querySelector('form.bulk button[data-key="' + key + '"]') : null;
  }

  function keepBoth(card) {
    const b = button(card, "b");
    if (!b) return;
    const note = b.form.querySelector("input.note");
    if (note && !note.value.trim()) {
      note.dataset.pending = "keep-both";
      note.focus();
      say("keep both: type where each one holds, then press Enter");
      return;
    }
    decide(card, b);
  }

  function edit(card) {
    const details = card.querySelector("details.edit");
    if (!details) return;
    details.open = true;
    const area = details.querySelector("textarea");
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
    say("edit: Enter saves, Shift+Enter starts a new line, Escape cancels");
  }

  async function saveEdit(form) {
    const answer = await post(form, null);
    if (answer.ok) {
      reloadWith(answer.message);
    } else {
      say("not done: " + answer.error + (answer.hint ? " (" + answer.hint + ")" : ""), true);
    }
  }

  async function undo() {
    const form = document.getElementById("undo-form");
    if (!form) return;
    const answer = await post(form, null);
    if (answer.ok) reloadWith(answer.message);
    else say("not done: " + answer.error, true);
  }

  function typing(target) {
    return target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" ||
      target.tagName === "SELECT" || target.isContentEditable);
  }

  document.addEventListener("keydown", function (event) {
    const t = event.target;
    if (t && t.tagName === "TEXTAREA" && t.closest("details.edit")) {
      if (event.key === "Enter" && !event.shiftKey) {
        event.preventDefault();
        saveEdit(t.form);
      } else if (event.key === "Escape") {
        t.closest("details.edit").open = false;
        setCurrent(t.closest("article.entry"));
      }
      return;
    }
    if (t && t.tagName === "INPUT" && t.classList.contains("note")) {
      const card = t.closest("article.entry");
      if (event.key === "Enter") {
        event.preventDefault();
        if (t.dataset.pending === "keep-both" && t.value.trim()) {
          delete t.dataset.pending;
          decide(card, button(card, "b"));
        } else if (t.dataset.pending === "keep-both") {
          say("keep both needs a note: where does each one hold?", true);
        }
      } else if (event.key === "Escape") {
        delete t.dataset.pending;
        setCurrent(card);
      }
      return;
    }
    if (typing(t) || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "u") {
      event.preventDefault();
      undo();
      return;
    }
    const all = cards();
    if (!all.length) return;
    if (!current || !document.body.contains(current)) setCurrent(all[0]);
    const card = current;
    const key = event.key;
    let handled = true;
    if (key === "a" || key === "r" || key === "d") {
      decide(card, button(card, key));
    } else if (key === "b") {
      keepBoth(card);
    } else if (key === "e") {
      edit(card);
    } else if (key === "s" || key === "j" || key === "ArrowDown") {
      const next = neighbour(card, 1);
      if (next) setCurrent(next);
      else say("that was the last one");
    } else if (key === "k" || key === "ArrowUp") {
      const prev = neighbour(card, -1);
      if (prev) setCurrent(prev);
    } else if (key === "o" || key === "Enter") {
      window.location.href = card.querySelector("a.sid").href;
    } else if (key === "A" || key === "R" || key === "D" || key === "K") {
      const b = groupButton(card, key);
      if (b) decide(card, b);
      else say("this memory has no near-duplicates to decide as a group");
    } else {
      handled = false;
    }
    if (handled) event.preventDefault();
  });

  // buttons clicked with a mouse take the same path as their keys
  document.addEventListener("click", function (event) {
    const b = event.target.closest("form.decide button[type=submit], form.bulk button[type=submit]");
    if (!b || !b.name) return;
    const card = b.closest("article.entry") || (b.closest("section.group") || {}).querySelector?.("article.entry");
    if (!card) return;
    event.preventDefault();
    setCurrent(card);
    if (b.dataset.key === "b") keepBoth(card);
    else decide(card, b);
  });

  document.addEventListener("focusin", function (event) {
    const card = event.target.closest && event.target.closest("article.entry");
    if (card && card !== current && cards().indexOf(card) >= 0) {
      if (current) current.classList.remove("current");
      current = card;
      card.classList.add("current");
    }
  });

  const first = cards();
  if (first.length) {
    const wanted = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    setCurrent(wanted && first.indexOf(wanted) >= 0 ? wanted : first[0]);
  }

  // ---- the as-of sliders -----------------------------------------------------------------
  for (const range of document.querySelectorAll('form.sliders input[type="range"]')) {
    let times = [];
    try {
      times = JSON.parse(range.dataset.times || "[]");
    } catch (e) {
      times = [];
    }
    const out = range.form.querySelector('output[data-for="' + range.name + '"]');
    range.addEventListener("input", function () {
      const at = times[Number(range.value)] || "";
      if (out) out.textContent = at.slice(0, 16).replace("T", " ") + " UTC";
    });
    range.addEventListener("change", function () {
      range.form.submit();
    });
  }
})();
