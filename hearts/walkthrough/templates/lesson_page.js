// A lesson read from the link (#lesson=<base64url JSON>), shown with no server. Every value of the
// link is data: it is put in the page with textContent only (never as HTML, never as a link or an
// attribute), and the page's Content-Security-Policy runs no script but this one.
(function () {
  "use strict";
  var words = JSON.parse(document.getElementById("words").textContent);
  var root = document.getElementById("lesson");

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = String(text);
    if (cls) e.className = cls;
    return e;
  }
  function str(x) {
    return typeof x === "string" ? x : typeof x === "number" ? String(x) : "";
  }
  function list(x) {
    return Array.isArray(x) ? x : [];
  }
  function read() {
    var found = /(?:^|&)lesson=([A-Za-z0-9_-]{1,2000000})/.exec(location.hash.slice(1));
    if (!found) return null;
    var b64 = found[1].replace(/-/g, "+").replace(/_/g, "/");
    while (b64.length % 4) b64 += "=";
    var bin = atob(b64);
    var bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    var data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return data && typeof data === "object" && data.page && typeof data.page === "object" ? data : null;
  }
  function comparison(c) {
    var box = el("section", null, "branch depth-" + Math.min(Number(c.depth) || 0, 12));
    box.appendChild(el("h3", str(c.question)));
    var table = el("table");
    var head = el("tr");
    ["", words.before, words.after, ""].forEach(function (t) { head.appendChild(el("th", t)); });
    table.appendChild(head);
    list(c.tricks).forEach(function (row) {
      var tr = el("tr");
      list(row).slice(0, 3).forEach(function (t) { tr.appendChild(el("td", str(t))); });
      table.appendChild(tr);
    });
    list(c.seats).forEach(function (row) {
      var tr = el("tr", null, "points");
      list(row).slice(0, 4).forEach(function (t) { tr.appendChild(el("td", str(t))); });
      table.appendChild(tr);
    });
    box.appendChild(table);
    return box;
  }
  function show(data) {
    var page = data.page;
    document.title = str(page.title) || document.title;
    root.appendChild(el("h1", str(page.title)));
    root.appendChild(el("p", str(page.source), "source"));
    list(page.hands).forEach(function (row) {
      root.appendChild(el("p", str(list(row)[0]) + ": " + str(list(row)[1]), "hand"));
    });
    list(page.compared).forEach(function (c) { if (c && typeof c === "object") root.appendChild(comparison(c)); });
    var items = list(page.items);
    if (items.length) {
      root.appendChild(el("h2", words.heading));
      var ul = el("ul");
      items.forEach(function (item) {
        var li = el("li");
        li.appendChild(el("strong", str(item.label)));
        li.appendChild(document.createTextNode(" (" + str(item.at) + "): " + str(item.text)));
        ul.appendChild(li);
      });
      root.appendChild(ul);
    }
  }
  var data = null;
  try {
    data = read();
  } catch (err) {
    data = null;
  }
  if (data) show(data);
  else root.appendChild(el("p", words.none, "none"));
})();
