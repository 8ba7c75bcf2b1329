// The teacher's table on a projector: every hand around the trick, as the walkthrough page draws
// it. At four seats North on top, East right, South below, West left; at three, five, six or
// seven the seats in play order down the right from seat 1, then up the left. Each seat says
// who sits there and its score; the seat to act is marked; the last whole trick is shown small
// (beside South at four seats, under the trick elsewhere). The cards take the largest size at which the whole table fits the screen.
"use strict";
window.HeartsTable = (function () {
  const SMALLEST = 20;
  const LARGEST = 84;
  const AT_FOUR = { N: [1, "2"], W: [2, "1"], E: [2, "3"], S: [3, "2"] };

  // Where seat ``i`` (0-based, play order) of ``n`` sits in the felt's grid: [row, column].
  function place(label, i, n) {
    if (n === 4 && AT_FOUR[label]) return AT_FOUR[label];
    const right = Math.ceil(n / 2);
    return i < right ? [i + 1, "3"] : [n - i, "1"];
  }

  // The felt's seats (inside ``hands``, a box the grid sees through) and its middle (the trick).
  // The page calls ``fit`` once it has drawn the rest of the felt (the question, the last trick).
  function draw(felt, m, parts) {
    const { el, cardButton, show } = parts;
    const n = m.seats.length;
    felt.dataset.seats = String(n);
    felt.classList.toggle("four", n === 4);
    const hands = felt.querySelector("#hands");
    hands.textContent = "";
    m.seats.forEach((s, i) => {
      const [row, column] = place(s.seat, i, n);
      const box = el("div", "seathand");
      box.id = "hand-" + s.seat;
      box.dataset.seat = s.seat;
      box.style.gridRow = String(row);
      box.style.gridColumn = column;
      box.classList.toggle("acting", m.to_act === s.seat);
      // Partnerships (TEAMS): the seat's team, 1 or 2, for the colour of its name (table.css).
      const team = m.teams ? m.teams.rows.findIndex((r) => r.seats.indexOf(s.seat) >= 0) : -1;
      if (team >= 0) box.dataset.team = String(team + 1);
      const head = el("div", "seat-head");
      head.appendChild(el("b", "", s.name));
      head.appendChild(el("span", "who", s.who));
      const score = el("span", "score", m.scores[i] + " (+" + m.taken[i] + ")");
      score.dataset.score = String(m.scores[i]);
      head.appendChild(score);
      box.appendChild(head);
      const row_ = el("div", "hand");
      if (show === "all" || show === s.seat) {
        m.hands[s.seat].forEach((c) => {
          const b = cardButton(c, null);
          if (m.to_act === s.seat && m.legal.indexOf(c.c) >= 0) b.classList.add("legal");
          row_.appendChild(b);
        });
      }
      box.appendChild(row_);
      hands.appendChild(box);
    });
    // At four seats the last trick and the question take the corner beside South; at another
    // table they go under the trick.
    const middle = felt.querySelector(".middle");
    const aside = felt.querySelector(".aside");
    middle.style.gridRow = n === 4 ? "2" : "1 / span " + Math.ceil(n / 2);
    middle.style.gridColumn = "2";
    if (n === 4 && aside.parentNode !== felt) felt.appendChild(aside);
    if (n !== 4 && aside.parentNode !== middle) middle.appendChild(aside);
    aside.style.gridRow = n === 4 ? "3" : "";
    aside.style.gridColumn = n === 4 ? "3" : "";
    lastTrick(felt.querySelector("#last-cards"), m, parts);
  }

  // The last whole trick: each card with its seat, the winner's underlined.
  function lastTrick(box, m, parts) {
    box.textContent = "";
    (m.last_plays || []).forEach((p) => {
      const s = parts.cardPicture(p, "played" + (p.won ? " won" : ""));
      s.prepend(parts.el("span", "who", p.seat));
      s.setAttribute("aria-label", p.seat + ": " + p.name);
      box.appendChild(s);
    });
  }

  // The largest card width (a whole pixel) at which the felt ends inside the window (the page
  // scrolled to its top), found by halving: the page is laid out again at each try. A redraw
  // that keeps the felt's shape (the window, the longest hand, the rows of the middle) keeps the
  // size found if it still fits: one layout per card played. The felt says for which window it
  // was fitted (what a test waits for).
  function fit(felt) {
    const room = () => window.innerHeight - (felt.getBoundingClientRect().top + window.scrollY) - 4;
    const fits = () => felt.scrollHeight <= room() && felt.scrollWidth <= felt.clientWidth + 1;
    const longest = Math.max(0, ...[...felt.querySelectorAll(".seathand .hand")].map((h) => h.childElementCount));
    const parts = [...felt.querySelectorAll(".middle > *, .aside > *")];
    const shape = [window.innerWidth, window.innerHeight, longest, parts.length,
      ...parts.map((e) => (e.offsetParent === null ? 0 : 1))].join(",");
    if (felt.dataset.shape === shape && fits()) return;
    let low = SMALLEST;
    let high = LARGEST;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      felt.style.setProperty("--card", mid + "px");
      if (fits()) low = mid; else high = mid;
    }
    felt.style.setProperty("--card", low + "px");
    felt.dataset.shape = shape;
    felt.dataset.fitted = window.innerWidth + "x" + window.innerHeight;
  }

  window.addEventListener("resize", () => {
    const felt = document.getElementById("felt");
    if (felt && felt.dataset.seats) fit(felt);
  });
  return { draw: draw, fit: fit };
})();
