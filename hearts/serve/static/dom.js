// The page helpers every script of the classroom shares (serve.js, records.js, lessons.js):
// loaded first, before them.
window.heartsDom = (function () {
  // A sentence of the page's language with its {name} parameters filled in.
  function fill(text, params) {
    return (text || "").replace(/\{(\w+)\}/g, (m, k) => (k in params ? params[k] : m));
  }
  // A new element with a class and a text (the text as text, never as markup).
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  return { fill, el };
})();
