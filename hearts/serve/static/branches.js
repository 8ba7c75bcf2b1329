// What if? A branch for the room (hearts/serve/room_branches.py). The teacher's page has a "What if?"
// button on each card of the hand and one for the decision the table stands at; it asks the server
// for the legal cards there, the teacher picks one (or a pass set) and the server plays the branch
// out. Every page of the table then shows both lines side by side; a student's page only reads it.
// Inside a shown branch the teacher can branch again at a later step of its line (the server
// bounds the depth and says so in "deeper"); closing a branch of a branch shows its parent.
// After "ask the room" is revealed, the teacher's page shows where each answer would have led.
// The server decides everything; this script only draws what it sends (as text, never markup).
"use strict";
(function () {
  const page = document.body.dataset.page;
  const { el } = window.heartsDom;
  const $ = (id) => document.getElementById(id);
  const T = () => window.heartsTexts || {};
  const send = (msg) => window.heartsSend && window.heartsSend(msg);
  let options = null; // the decision being branched: the server's "branch-options"
  let chosen = [];
  let drawn = null; // the id of the branch drawn (drawn again only when it changes)
  let lastState = null;

  function box(id, after) {
    let b = $(id);
    if (!b && after) {
      b = el("section", "panel branching hidden");
      b.id = id;
      after.after(b);
    }
    return b;
  }
  function table(heads, rows) {
    const t = el("table", "branch-table");
    const head = el("tr");
    heads.forEach((h) => head.appendChild(el("th", "", h)));
    t.appendChild(el("thead")).appendChild(head);
    const body = el("tbody");
    rows.forEach((row) => {
      const tr = el("tr");
      row.forEach((cell, i) => tr.appendChild(el(i === 0 ? "th" : "td", "", String(cell))));
      body.appendChild(tr);
    });
    t.appendChild(body);
    return t;
  }

  // ------------------------------------------------------------ the teacher's buttons
  function buttons(m) {
    if (page !== "teacher") return;
    document.querySelectorAll("#moves li").forEach((li) => {
      if (li.querySelector("button.what-if")) return;
      const b = el("button", "what-if", T()["branch-button"]);
      b.dataset.n = li.dataset.n;
      b.addEventListener("click", () => send({ t: "branch-options", to: Number(li.dataset.n) }));
      const back = li.querySelector("button.back");
      if (back) back.after(b); else li.appendChild(b);
    });
    let now = $("branch-now");
    if (!now) {
      now = el("button", "", T()["branch-now"]);
      now.id = "branch-now";
      now.addEventListener("click", () => lastState && send({ t: "branch-options", to: lastState.actions }));
      $("moves").after(now);
    }
    now.textContent = T()["branch-now"];
    now.classList.toggle("hidden", !(m.legal && m.legal.length));
  }
  function pick(o) {
    options = o;
    chosen = [];
    const b = box("branch-pick", $("felt"));
    b.classList.remove("hidden");
    b.textContent = "";
    b.dataset.to = String(o.to);
    b.appendChild(el("p", "", o.text));
    const row = el("div", "hand");
    o.cards.forEach((c) => {
      const card = el("button", "card legal" + (c.red ? " red" : ""));
      card.innerHTML = c.svg; // the server's own card picture (hearts.cards.svg)
      card.dataset.c = c.c;
      card.setAttribute("aria-label", c.name);
      card.title = c.name;
      if (o.played.indexOf(c.c) >= 0) card.classList.add("played");
      card.addEventListener("click", () => {
        const i = chosen.indexOf(c.c);
        if (i >= 0) chosen.splice(i, 1);
        else if (o.picks === 1) chosen = [c.c];
        else if (chosen.length < o.picks) chosen.push(c.c);
        row.querySelectorAll("button.card").forEach((x) => x.classList.toggle("chosen", chosen.indexOf(x.dataset.c) >= 0));
        go.disabled = !chosen.length;
      });
      row.appendChild(card);
    });
    b.appendChild(row);
    const go = el("button", "", T()["branch-go"]);
    go.id = "branch-go";
    go.disabled = true;
    go.addEventListener("click", () => {
      const msg = { t: "branch", to: options.to, cards: chosen.join("+") };
      if (options.within) msg.within = options.within;
      send(msg);
      b.classList.add("hidden");
    });
    const cancel = el("button", "", T()["branch-cancel"]);
    cancel.addEventListener("click", () => b.classList.add("hidden"));
    b.appendChild(go);
    b.appendChild(cancel);
  }

  // ------------------------------------------------------------ both lines, for the room
  function branch(m) {
    const data = m.branching || {};
    const b = box("branch", $("felt") || $("hand"));
    const view = data.branch;
    b.dataset.working = data.working ? "1" : "";
    if (!view && !data.working) { b.classList.add("hidden"); b.textContent = ""; drawn = null; return; }
    b.classList.remove("hidden");
    const key = (view ? view.id : 0) + (data.working ? "w" : "") + document.documentElement.lang;
    if (drawn === key) return;
    drawn = key;
    b.textContent = "";
    if (data.working) b.appendChild(el("p", "info working", data.working));
    if (!view) return;
    b.dataset.id = String(view.id);
    b.dataset.to = String(view.to);
    b.appendChild(el("h2", "", view.title));
    b.appendChild(el("p", "", view.hand_label));
    (view.path || []).forEach((q) => b.appendChild(el("p", "within", q)));
    b.appendChild(el("h3", "question", view.question));
    b.appendChild(el("p", "view info", view.view));
    if (view.note) b.appendChild(el("p", "note", view.note));
    if (view.tricks.length) {
      const lines = table(["", view.heads[0], view.heads[1]], view.tricks);
      lines.classList.add("both-lines");
      b.appendChild(lines);
    } else b.appendChild(el("p", "", view.same));
    const points = table(["", view.heads[0], view.heads[1], view.heads[2]], [...view.seats, [...view.moon, ""], [...view.game, ""]]);
    points.classList.add("both-points");
    b.appendChild(points);
    if (page === "teacher" && view.deeper) {
      const form = el("p", "branch-within");
      const label = el("label", "", T()["branch-within"] + " ");
      const step = el("input");
      step.type = "number";
      step.id = "branch-within-step";
      step.min = String(view.to - view.first + 2);
      step.max = String(view.last - view.first + 1);
      step.value = step.min;
      label.appendChild(step);
      const ask = el("button", "what-if", T()["branch-button"]);
      ask.id = "branch-within-go";
      ask.addEventListener("click", () =>
        send({ t: "branch-options", to: view.first + Number(step.value) - 1, within: view.id }));
      form.appendChild(label);
      form.appendChild(ask);
      b.appendChild(form);
    }
    if (page === "teacher") {
      const close = el("button", "", T()["branch-close"]);
      close.id = "branch-close";
      close.addEventListener("click", () => send({ t: "unbranch" }));
      b.appendChild(close);
    }
  }

  // ------------------------------------------------------------ ask the room: the outcomes
  function outcomes(m) {
    if (page !== "teacher") return;
    const data = m.branching || {};
    let b = $("poll-outcomes");
    if (!b) { b = el("div", "outcomes"); b.id = "poll-outcomes"; $("poll").appendChild(b); }
    b.textContent = "";
    if (data.outcomes_working) b.appendChild(el("p", "info", data.outcomes_working));
    const o = data.outcomes;
    if (!o) return;
    b.appendChild(el("h4", "", o.title));
    const rows = o.rows.map((r) => [r.l + (r.bot ? " (" + o.bot + ")" : ""), r.n, r.points, r.total, r.moon]);
    const t = table(o.heads, rows);
    t.querySelectorAll("tbody tr").forEach((tr, i) => { tr.dataset.c = o.rows[i].c; tr.dataset.points = String(o.rows[i].points); });
    b.appendChild(t);
  }

  document.addEventListener("hearts-message", (ev) => {
    const m = ev.detail;
    if (m.t === "state") {
      lastState = m;
      buttons(m);
      branch(m);
      outcomes(m);
    } else if (m.t === "branch-options" && page === "teacher") pick(m);
  });
})();
