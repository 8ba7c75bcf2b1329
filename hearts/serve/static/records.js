// The class records on the classroom pages (hearts/serve/classes.py): on the student's page,
// joining a class, one's own record and practice; on the teacher's, the class view and its
// export. Every text from the server is put in as text (textContent), never as markup.
"use strict";
(function () {
  const page = document.body.dataset.page;
  const $ = (id) => document.getElementById(id);
  let T = {};
  let lang = "en";
  const { fill, el } = window.heartsDom;
  function say(text, ok) {
    const m = $("records-message");
    m.textContent = text || "";
    m.className = ok ? "info" : "message";
  }
  async function loadTexts() {
    lang = localStorage.getItem("hearts-lang") || (navigator.language || "en").slice(0, 2);
    const r = await fetch("/api/texts/" + encodeURIComponent(lang));
    const info = await r.json();
    lang = info.lang;
    T = info.texts;
    document.querySelectorAll("#records [data-text]").forEach((e) => {
      if (T[e.dataset.text]) e.textContent = fill(T[e.dataset.text], {});
    });
  }
  async function call(path, options) {
    const r = await fetch(path, options || {});
    let data = null;
    try { data = await r.json(); } catch (e) { data = { error: r.statusText }; }
    if (!r.ok) throw new Error((data && data.error) || r.statusText);
    return data;
  }
  // A table of rows (per student or theme): each cell is text.
  function rowsTable(rows, columns) {
    const table = el("table", "records");
    const head = el("tr");
    columns.forEach((c) => head.appendChild(el("th", "", T[c[0]] || c[0])));
    table.appendChild(head);
    rows.forEach((row) => {
      const tr = el("tr");
      columns.forEach((c) => tr.appendChild(el("td", c[2] || "", c[1](row))));
      table.appendChild(tr);
    });
    return table;
  }
  const share = (r) => (r.decisions ? Math.round((100 * r.agreed) / r.decisions) + " %" : "—");
  const COLUMNS = [
    ["col-theme", (r) => r.theme],
    ["col-decisions", (r) => String(r.decisions), "number"],
    ["col-agreed", share, "number"],
    ["col-lost", (r) => r.lost.toFixed(1), "number"],
  ];

  // ------------------------------------------------------------------ the student's page

  const studentToken = () => localStorage.getItem("hearts-student");
  let chosen = [];

  async function join() {
    say("");
    try {
      const data = await call("/api/join", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ class: $("class-code").value, name: $("student-name").value }),
      });
      localStorage.setItem("hearts-student", data.token);
      await showMe();
    } catch (err) { say(err.message); }
  }
  async function showMe() {
    const token = studentToken();
    $("records-join").classList.toggle("hidden", !!token);
    $("records-me").classList.toggle("hidden", !token);
    if (!token) return;
    let me;
    try {
      me = await call("/api/me?lang=" + encodeURIComponent(lang), { headers: { "X-Hearts-Student": token } });
    } catch (err) {
      localStorage.removeItem("hearts-student");
      $("records-join").classList.remove("hidden");
      $("records-me").classList.add("hidden");
      say(err.message);
      return;
    }
    $("joined").textContent = fill(T.joined, { name: me.name, code: me.class });
    const rows = $("my-rows");
    rows.textContent = "";
    rows.appendChild(me.rows.length ? rowsTable(me.rows, COLUMNS) : el("p", "", T["no-decisions"]));
    showPractice(me);
  }
  function showPractice(me) {
    const box = $("practice");
    box.textContent = "";
    box.appendChild(el("p", "", fill(T["practice-queue"], { count: String(me.queued) })));
    const due = me.due;
    if (!due) { box.appendChild(el("p", "", T["practice-none"])); return; }
    const p = due.position;
    box.appendChild(el("p", "", fill(T["col-theme"], {}) + ": " + due.theme + " · " + p.clause));
    if (p.phase === "play") {
      const trick = (p.trick_cards || []).map((t) => t.seat + " " + t.l).join("  ");
      box.appendChild(el("p", "", trick ? fill(T["practice-trick"], { cards: trick }) : T["practice-lead"]));
    }
    box.appendChild(el("p", "status", p.phase === "play" ? T["practice-play"] : fill(T["practice-pass"], { count: String(p.count) })));
    const hand = el("div", "hand");
    chosen = [];
    (p.hand_cards || []).forEach((card) => {
      const b = el("button", "card" + (card.red ? " red" : ""));
      b.innerHTML = card.svg; // the server's picture of the card (its own sheet), not student text
      b.setAttribute("aria-label", card.name);
      b.title = card.name;
      const legal = p.phase !== "play" || (p.legal || []).includes(card.c);
      if (legal) b.classList.add("legal");
      b.disabled = !legal;
      b.addEventListener("click", () => pick(due, card.c, b));
      hand.appendChild(b);
    });
    box.appendChild(hand);
  }
  async function pick(due, card, button) {
    if (chosen.includes(card)) return;
    chosen.push(card);
    button.classList.add("chosen");
    if (chosen.length < (due.position.count || 1)) return;
    try {
      const answer = await call("/api/me/practice", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hearts-Student": studentToken() },
        body: JSON.stringify({ id: due.id, answer: chosen.join(" ") }),
      });
      say(answer.right ? T["practice-right"] : fill(T["practice-wrong"], { cards: answer.bot_labels.join(" ") }), answer.right);
    } catch (err) { say(err.message); }
    setTimeout(showMe, 1500);
  }

  // ------------------------------------------------------------------ the teacher's page

  const serverKey = () => sessionStorage.getItem("hearts-key") || "";
  async function openClass() {
    say("");
    const code = $("class-code").value;
    try {
      await call("/api/classes", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hearts-Key": serverKey() },
        body: JSON.stringify({ code: code }),
      });
      await showClass(code);
    } catch (err) { say(err.message); }
  }
  async function showClass(code) {
    const view = await call("/api/classes/" + encodeURIComponent(code), { headers: { "X-Hearts-Key": serverKey() } });
    const out = $("class-rows");
    out.textContent = "";
    out.dataset.code = view.code;
    if (!view.totals.length) { out.appendChild(el("p", "", T["no-decisions"])); return; }
    const student = ["col-student", (r) => r.name];
    out.appendChild(rowsTable(view.totals, [student, ...COLUMNS]));
    out.appendChild(el("h3", "", T["by-day"]));
    out.appendChild(rowsTable(view.days, [student, ["col-day", (r) => r.day], ...COLUMNS]));
    $("export-csv").classList.remove("hidden");
  }
  async function exportCsv() {
    const code = $("class-rows").dataset.code;
    const r = await fetch("/api/classes/" + encodeURIComponent(code) + "/export.csv", { headers: { "X-Hearts-Key": serverKey() } });
    if (!r.ok) { say((await r.json()).error); return; }
    const link = el("a");
    link.href = URL.createObjectURL(await r.blob());
    link.download = "class-" + code + ".csv";
    link.click();
    URL.revokeObjectURL(link.href);
  }

  async function start() {
    await loadTexts();
    if (page === "student") {
      $("join-class").addEventListener("click", join);
      await showMe();
    } else if (page === "teacher") {
      $("open-class").addEventListener("click", openClass);
      $("export-csv").addEventListener("click", exportCsv);
    }
    const sel = $("lang");
    if (sel) sel.addEventListener("change", () => setTimeout(async () => { await loadTexts(); if (page === "student") showMe(); }, 0));
  }
  start();
})();
