// The classroom pages: they send intents and show what the server sends; the server decides.
"use strict";
(function () {
  const page = document.body.dataset.page;
  const $ = (id) => document.getElementById(id);
  let lang = localStorage.getItem("hearts-lang") || (navigator.language || "en").slice(0, 2);
  let T = {};
  let info = null;
  let ws = null;
  let code = null;
  let teacherToken = null;
  // The server key (the teacher link's last part): only it makes tables. Kept for this tab only.
  let serverKey = sessionStorage.getItem("hearts-key");
  let last = null;
  let show = "all";

  const { fill, el } = window.heartsDom;
  // A card is its picture (drawn from the page's sheet of card faces), named for screen readers
  // by its label in the page's language.
  function cardButton(card, onTap) {
    const b = el("button", "card" + (card.red ? " red" : ""));
    b.innerHTML = card.svg;
    b.dataset.c = card.c;
    b.setAttribute("aria-label", card.name);
    b.title = card.name;
    if (onTap) b.addEventListener("click", () => onTap(card.c));
    else b.tabIndex = -1;
    return b;
  }
  function cardPicture(card, cls) {
    const s = el("span", cls);
    s.innerHTML = card.svg;
    s.dataset.c = card.c;
    return s;
  }
  async function loadTexts() {
    const [r, faces] = await Promise.all([
      fetch("/api/texts/" + encodeURIComponent(lang)), fetch("/api/cards/" + encodeURIComponent(lang)),
    ]);
    info = await r.json();
    let sheet = $("card-sheet");
    if (!sheet) { sheet = el("div"); sheet.id = "card-sheet"; document.body.prepend(sheet); }
    sheet.innerHTML = await faces.text();
    lang = info.lang;
    T = info.texts;
    document.documentElement.lang = lang;
    document.querySelectorAll("[data-text]").forEach((e) => {
      const t = T[e.dataset.text];
      if (t) e.textContent = fill(t, { seat: "", number: "" });
    });
    const sel = $("lang");
    sel.textContent = "";
    info.languages.forEach((l) => { const o = el("option", "", l); o.value = l; o.selected = l === lang; sel.appendChild(o); });
  }
  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }
  function seatToken() { return code ? localStorage.getItem("hearts-seat-" + code) : null; }
  function hello() {
    if (!code) return;
    if (!ws || ws.readyState === WebSocket.CLOSED) { connect(); return; } // it says hello once open
    if (page === "teacher") send({ t: "hello", code: code, role: "teacher", token: teacherToken, lang: lang });
    else {
      const token = seatToken();
      const msg = { t: "hello", code: code, role: "student", lang: lang };
      if (token) msg.token = token;
      send(msg);
    }
  }
  // A page connects once it has a table's code, and says hello at once: the server closes a
  // connection that joins no table within seconds.
  function connect() {
    if (!code) return;
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws.onopen = () => { document.body.dataset.link = "open"; document.body.dataset.states = "0"; hello(); };
    ws.onmessage = (ev) => receive(JSON.parse(ev.data));
    ws.onclose = () => { document.body.dataset.link = "closed"; setTimeout(connect, 1000); };
  }
  function receive(m) {
    if (m.t === "state") { last = m; document.body.dataset.states = String(Number(document.body.dataset.states || 0) + 1); $("message").textContent = ""; render(m); }
    else if (m.t === "seated") { localStorage.setItem("hearts-seat-" + code, m.token); }
    else if (m.t === "error") {
      $("message").textContent = m.text;
      if (m.key === "bad-token" && code) localStorage.removeItem("hearts-seat-" + code);
      if (m.key === "bad-student") localStorage.removeItem("hearts-student");
      if (m.key === "unknown-code") { code = null; ws.close(); $("table").classList.add("hidden"); $("joining") && $("joining").classList.remove("hidden"); }
    } else if (m.t === "refused") { $("message").textContent = m.text; $("message").dataset.clause = m.clause; }
    else if (m.t === "hint") { $("hint-text").textContent = m.text; $("hint-text").dataset.card = m.card; }
  }
  // At four seats the trick is the cards played so far; at a table of three, five or six, one
  // place per seat in play order (empty until that seat plays), and the cards out of play and
  // the kitty beside it.
  function trickPlaces(m, trick) {
    const played = {};
    m.trick.forEach((p) => { played[p.seat] = p; });
    m.seats.forEach((seat) => {
      const p = played[seat.seat];
      const s = p ? cardPicture(p, "played") : el("span", "played empty");
      s.prepend(el("span", "who", seat.seat));
      s.dataset.seat = seat.seat;
      s.setAttribute("aria-label", seat.name + (p ? ": " + p.name : ""));
      if (seat.seat === m.seat) s.classList.add("mine");
      trick.appendChild(s);
    });
  }
  function deck(m) {
    let box = $("deck");
    if (!m.removed && !m.kitty) { if (box) box.remove(); return; }
    if (!box) { box = el("div", "deck info"); box.id = "deck"; $("trick").after(box); }
    box.textContent = "";
    if (m.removed) {
      const row = el("div", "out", m.removed.text + " ");
      m.removed.cards.forEach((c) => row.appendChild(cardPicture(c, "small")));
      box.appendChild(row);
    }
    if (m.kitty) {
      const row = el("div", "kitty", m.kitty.text + " ");
      if (m.kitty.cards) { row.dataset.taken = m.kitty.taken_by; m.kitty.cards.forEach((c) => row.appendChild(cardPicture(c, "small"))); }
      else for (let i = 0; i < m.kitty.count; i++) {
        const back = el("span", "small back"); back.innerHTML = m.kitty.back; back.setAttribute("aria-label", T["face-down"]); row.appendChild(back);
      }
      box.appendChild(row);
    }
  }
  function common(m) {
    $("table").classList.remove("hidden");
    const n = m.seats.length;
    if (n !== 4) { document.body.dataset.seats = String(n); document.body.style.setProperty("--seats", String(n)); }
    $("hand-label").textContent = m.hand_label;
    $("trick-label").textContent = m.trick_label;
    // While the room is asked, the question is said once, in the question's own panel.
    $("status").textContent = m.poll ? "" : m.status;
    $("status").classList.toggle("hidden", !!m.poll);
    const trick = $("trick");
    trick.textContent = "";
    // The teacher's table has a place for every seat at four seats too (a cross, table.css).
    if (n !== 4 || page === "teacher") trickPlaces(m, trick);
    else m.trick.forEach((p) => {
      const s = cardPicture(p, "played");
      s.prepend(el("span", "who", p.seat));
      s.setAttribute("aria-label", p.seat + ": " + p.name);
      trick.appendChild(s);
    });
    deck(m);
    $("last").textContent = m.last_trick || "";
    $("scores").textContent = m.seats.map((s, i) => s.seat + " " + m.scores[i] + " (+" + m.taken[i] + ")").join(" · ");
  }
  function renderStudent(m) {
    common(m);
    $("joining").classList.add("hidden");
    $("you").textContent = m.you;
    const seats = $("seats");
    seats.textContent = "";
    m.seats.forEach((s) => {
      const row = el("div", "", s.name + ": " + s.who + " ");
      if (s.kind === "bot" && !m.seat) {
        const b = el("button", "", T.sit);
        b.id = "sit-" + s.seat;
        // A student who joined a class (static/records.js) sits with its token: its cards are kept.
        const student = localStorage.getItem("hearts-student");
        b.addEventListener("click", () => send(student ? { t: "sit", seat: s.seat, student: student } : { t: "sit", seat: s.seat }));
        row.appendChild(b);
      }
      seats.appendChild(row);
    });
    $("leave").classList.toggle("hidden", !m.seat);
    $("hint").classList.toggle("hidden", !m.my_turn);
    if (!m.my_turn) $("hint-text").textContent = "";
    const hand = $("hand");
    hand.textContent = "";
    // The seat asked about sees its hand once: in the question, its legal cards to choose from.
    hand.classList.toggle("hidden", !!m.poll && m.poll.seat === m.seat);
    (m.hand || []).forEach((c) => {
      const b = cardButton(c, (card) => send({ t: "play", seat: m.seat, card: card, token: seatToken() }));
      if (m.my_turn && (m.legal || []).indexOf(c.c) >= 0) b.classList.add("legal");
      hand.appendChild(b);
    });
    const poll = $("poll");
    poll.classList.toggle("hidden", !m.poll);
    if (m.poll) {
      $("poll-question").textContent = m.status;
      const ph = $("poll-hand");
      ph.textContent = "";
      // Only the legal cards of the seat asked are offered; the others are shown, dimmed.
      m.poll.hand.forEach((c) => {
        if (m.poll.legal.indexOf(c.c) < 0) {
          const s = cardPicture(c, "card unplayable");
          s.setAttribute("aria-label", c.name);
          ph.appendChild(s);
          return;
        }
        const b = cardButton(c, (card) => send({ t: "vote", card: card }));
        b.classList.add("legal");
        if (m.poll.mine && m.poll.mine.c === c.c) b.classList.add("chosen");
        ph.appendChild(b);
      });
      $("poll-voted").textContent = m.poll.voted || "";
      $("poll-revealed").textContent = m.poll.revealed || "";
    }
  }
  function renderTeacher(m) {
    common(m);
    $("creating").classList.add("hidden");
    $("join-at").textContent = m.join;
    const showSel = $("show");
    if (!showSel.options.length) {
      const all = el("option", "", T["all-hands"]); all.value = "all"; showSel.appendChild(all);
      m.seats.forEach((s) => { const o = el("option", "", fill(T["seat-view"], { seat: s.name })); o.value = s.seat; showSel.appendChild(o); });
    }
    window.HeartsTable.draw($("felt"), m, { el: el, cardButton: cardButton, cardPicture: cardPicture, show: show });
    const seats = $("seats");
    seats.textContent = "";
    m.seats.forEach((s) => {
      const li = el("li", "", s.name + ": " + s.who + " ");
      if (s.kind !== "bot") {
        const b = el("button", "", T["free-seat"]); b.id = "free-" + s.seat;
        b.addEventListener("click", () => send({ t: "free", seat: s.seat }));
        li.appendChild(b);
      }
      seats.appendChild(li);
    });
    const moves = $("moves");
    moves.textContent = "";
    m.moves.forEach((mv) => {
      const li = el("li", "", mv.line + " (" + mv.by + ") ");
      li.dataset.n = mv.n;
      const b = el("button", "back", T.back); b.dataset.n = mv.n;
      b.addEventListener("click", () => send({ t: "back", to: mv.n }));
      li.appendChild(b);
      if (mv.reason) li.appendChild(el("div", "reason", mv.reason));
      moves.appendChild(li);
    });
    // What a finished hand cannot be exported as at this table yet (the walkthrough at three to six).
    ["export-html", "export-json"].forEach((id) => $(id).classList.toggle("hidden", !!m.no_walkthrough));
    let note = $("export-note");
    if (m.no_walkthrough && !note) { note = el("div", "info"); note.id = "export-note"; $("export-saved").after(note); }
    if (note) { if (m.no_walkthrough) note.textContent = m.no_walkthrough; else note.remove(); }
    const poll = $("poll");
    poll.classList.toggle("hidden", !m.poll);
    if (m.poll) {
      $("poll-question").textContent = m.status;
      $("poll-answers").textContent = m.poll.answers;
      const ul = $("poll-counts"); ul.textContent = "";
      m.poll.counts.forEach((c) => { const li = el("li", c.red ? "red" : "", c.l + ": " + c.n); li.dataset.c = c.c; li.dataset.n = c.n; ul.appendChild(li); });
      $("poll-revealed").textContent = m.poll.revealed || "";
    }
    window.HeartsTable.fit($("felt"));
  }
  function render(m) { if (page === "teacher") renderTeacher(m); else if (page === "student") renderStudent(m); }

  async function download(kind) {
    const r = await fetch("/api/tables/" + code + "/export/" + kind + "?lang=" + lang, { headers: { "X-Hearts-Token": teacherToken } });
    if (!r.ok) { $("message").textContent = (await r.json()).error; return; }
    const name = (r.headers.get("Content-Disposition") || "").replace(/.*filename="([^"]+)".*/, "$1");
    const url = URL.createObjectURL(await r.blob());
    const a = el("a"); a.href = url; a.download = name; document.body.appendChild(a); a.click(); a.remove();
  }
  function readFile(input) {
    return new Promise((resolve) => {
      const f = input.files && input.files[0];
      if (!f) { resolve(null); return; }
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(f);
    });
  }
  async function createTable() {
    const body = {
      source: $("source").value, seed: $("seed").value, hand: $("handno").value, theme: $("theme").value,
      deal: $("deal").value, variant: $("variant").value, bots: $("bots").value,
      variant_file: await readFile($("variant-file")), saved: await readFile($("saved")),
    };
    $("message").textContent = "";
    const headers = { "Content-Type": "application/json", "X-Hearts-Key": serverKey || "" };
    const r = await fetch("/api/tables", { method: "POST", headers: headers, body: JSON.stringify(body) });
    const data = await r.json();
    if (!r.ok) { $("message").textContent = data.error; return; }
    code = data.code; teacherToken = data.token;
    location.hash = code + "." + teacherToken + (serverKey ? "." + serverKey : "");
    hello();
  }

  // A variant played by three, five or six: its deal names the seats by number, and one bot level
  // per seat (or one for all).
  function tableSize() {
    const n = info.tables[$("variant").value] || 4;
    const bots = $("bots");
    const levels = bots.value.split(",").map((l) => l.trim());
    if (levels.length > 1 && levels.every((l) => l === levels[0])) bots.value = Array(n).fill(levels[0]).join(",");
    let hint = $("deal-seats");
    if (n === 4) { if (hint) hint.remove(); return; }
    if (!hint) { hint = el("div", "info"); hint.id = "deal-seats"; $("deal").after(hint); }
    const example = Array.from({ length: n }, (_, i) => (i + 1) + ":...").join(" ");
    hint.textContent = fill(T["deal-seats"], { example: example });
  }

  async function main() {
    await loadTexts();
    $("lang").addEventListener("change", async (ev) => {
      lang = ev.target.value; localStorage.setItem("hearts-lang", lang);
      await loadTexts(); send({ t: "lang", lang: lang });
    });
    if (page === "student") {
      const params = new URLSearchParams(location.search);
      $("join").addEventListener("click", () => { code = $("code").value.trim().toUpperCase(); hello(); });
      $("watch").addEventListener("click", () => send({ t: "watch" }));
      $("leave").addEventListener("click", () => { send({ t: "leave", token: seatToken() }); localStorage.removeItem("hearts-seat-" + code); });
      $("hint").addEventListener("click", () => send({ t: "hint", token: seatToken() }));
      if (params.get("code")) { code = params.get("code").toUpperCase(); $("code").value = code; }
      connect();
    } else if (page === "teacher") {
      info.themes.forEach((t) => { const o = el("option", "", t); o.value = t; $("theme").appendChild(o); });
      info.variants.forEach((v) => { const o = el("option", "", v); o.value = v; o.selected = v === "card-1.0.0"; $("variant").appendChild(o); });
      $("variant").addEventListener("change", tableSize);
      $("create").addEventListener("click", createTable);
      ["start", "pause", "next", "ask", "reveal", "close"].forEach((k) => $(k).addEventListener("click", () => send({ t: k })));
      $("show").addEventListener("change", (ev) => { show = ev.target.value; if (last) render(last); });
      document.querySelectorAll("[data-kind]").forEach((b) => b.addEventListener("click", () => download(b.dataset.kind)));
      // #KEY (make a table), #CODE.TOKEN (teach that table), #CODE.TOKEN.KEY (both).
      const hash = location.hash.slice(1).split(".");
      if (hash.length >= 2) { code = hash[0]; teacherToken = hash[1]; }
      const key = hash.length === 1 ? hash[0] : hash[2];
      if (key) { serverKey = key; sessionStorage.setItem("hearts-key", key); }
      connect();
    }
  }
  main();
})();
