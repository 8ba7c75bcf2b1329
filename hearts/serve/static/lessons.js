// The same deal at every table, on the teacher's page (hearts/serve/lesson_routes.py): the New
// table form's hand dealt to several tables, a link to teach each, and the results, with the
// walkthroughs of the best and the worst line. Texts from the server go in as text.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let T = {};
  let lang = "en";
  let lesson = null;
  const { fill, el } = window.heartsDom;
  function say(text) { $("lesson-message").textContent = text || ""; }
  async function loadTexts() {
    lang = localStorage.getItem("hearts-lang") || (navigator.language || "en").slice(0, 2);
    const info = await (await fetch("/api/texts/" + encodeURIComponent(lang))).json();
    lang = info.lang;
    T = info.texts;
    document.querySelectorAll("#lesson [data-text]").forEach((e) => {
      if (T[e.dataset.text]) e.textContent = fill(T[e.dataset.text], {});
    });
  }
  const serverKey = () => sessionStorage.getItem("hearts-key") || "";
  function readFile(input) {
    return new Promise((resolve) => {
      const f = input && input.files && input.files[0];
      if (!f) { resolve(null); return; }
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(f);
    });
  }
  async function deal() {
    say("");
    const body = {
      source: $("source").value, seed: $("seed").value, hand: $("handno").value, theme: $("theme").value,
      deal: $("deal").value, variant: $("variant").value, bots: $("bots").value,
      variant_file: await readFile($("variant-file")), saved: await readFile($("saved")),
      tables: Number($("lesson-tables").value), seat: $("lesson-seat").value.trim() || undefined,
    };
    const r = await fetch("/api/lessons", {
      method: "POST", headers: { "Content-Type": "application/json", "X-Hearts-Key": serverKey() }, body: JSON.stringify(body),
    });
    const data = await r.json();
    if (!r.ok) { say(data.error); return; }
    lesson = data;
    const list = $("lesson-list");
    list.textContent = "";
    data.tables.forEach((code) => {
      const li = el("li", "", code + " ");
      const a = el("a", "", T["lesson-teach"]);
      a.href = "/teacher#" + code + "." + data.token + "." + serverKey();
      a.target = "_blank";
      li.appendChild(a);
      list.appendChild(li);
    });
    $("lesson-results-button").classList.remove("hidden");
  }
  async function walkthrough(code, hand) {
    const r = await fetch("/api/tables/" + code + "/export/walkthrough.html?lang=" + lang + "&hand=" + hand, { headers: { "X-Hearts-Token": lesson.token } });
    if (!r.ok) { say((await r.json()).error); return; }
    window.open(URL.createObjectURL(await r.blob()), "_blank");
  }
  async function showResults() {
    const r = await fetch("/api/lessons/" + lesson.code + "?lang=" + encodeURIComponent(lang), { headers: { "X-Hearts-Token": lesson.token } });
    const out = await r.json();
    if (!r.ok) { say(out.error); return; }
    const box = $("lesson-results");
    box.textContent = "";
    const table = el("table", "records");
    const head = el("tr");
    head.appendChild(el("th", "", T["col-table"]));
    (out.tables[0] ? out.tables[0].seats : []).forEach((s) => head.appendChild(el("th", "", s.seat)));
    head.appendChild(el("th", "", T["col-queen"]));
    head.appendChild(el("th", "", T["col-moon"]));
    table.appendChild(head);
    out.tables.forEach((row) => {
      const tr = el("tr");
      tr.appendChild(el("td", "", row.code));
      row.seats.forEach((s, i) => tr.appendChild(el("td", "number", row.done ? String(row.points[i]) + " · " + s.who : s.who)));
      tr.appendChild(el("td", "", row.done ? row.queen || "—" : fill(T["lesson-playing"], { count: String(row.cards) })));
      tr.appendChild(el("td", "", row.done ? row.moon || "—" : ""));
      table.appendChild(tr);
    });
    box.appendChild(table);
    [["best", "lesson-best"], ["worst", "lesson-worst"]].forEach(([which, key]) => {
      const line = out[which];
      if (!line) return;
      const b = el("button", "", fill(T[key], { seat: out.seat, code: line.code, points: String(line.points) }));
      b.addEventListener("click", () => walkthrough(line.code, line.hand));
      box.appendChild(b);
    });
  }
  async function start() {
    await loadTexts();
    $("lesson-deal").addEventListener("click", deal);
    $("lesson-results-button").addEventListener("click", showResults);
    $("lesson").dataset.ready = "1"; // its buttons answer from now on
    const sel = $("lang");
    if (sel) sel.addEventListener("change", () => setTimeout(loadTexts, 0));
  }
  start();
})();
