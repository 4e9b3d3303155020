// Terrace: highlight a fact's sentence in every account without a page load.
// Progressive enhancement: every control is a link or form that works without this file
// (?fact=<key> renders the same highlight on the server).
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  function cssEscape(value) {
    return window.CSS && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, "\\$&");
  }

  function highlight(key) {
    var accounts = document.getElementById("accounts");
    if (!accounts) return false;
    accounts.querySelectorAll(".sentence.is-highlighted").forEach(function (el) { el.classList.remove("is-highlighted"); });
    accounts.querySelectorAll("mark.claim.is-current").forEach(function (el) { el.classList.remove("is-current"); });
    document.querySelectorAll("tr.fact-row.is-current").forEach(function (el) { el.classList.remove("is-current"); });
    if (!key) return true;
    var marks = accounts.querySelectorAll('mark.claim[data-fact="' + cssEscape(key) + '"]');
    marks.forEach(function (mark) {
      mark.classList.add("is-current");
      var sentence = mark.closest(".sentence");
      if (sentence) sentence.classList.add("is-highlighted");
    });
    document.querySelectorAll('tr.fact-row[data-fact="' + cssEscape(key) + '"]').forEach(function (row) { row.classList.add("is-current"); });
    // Scroll each account column to its first highlighted sentence.
    accounts.querySelectorAll(".account .body-text").forEach(function (column) {
      var first = column.querySelector(".sentence.is-highlighted");
      if (first && column.scrollHeight > column.clientHeight) {
        column.scrollTop = first.offsetTop - column.offsetTop - 24;
      }
    });
    var note = document.getElementById("highlight-note");
    var row = document.querySelector('tr.fact-row[data-fact="' + cssEscape(key) + '"] th');
    if (note) {
      note.textContent = marks.length
        ? "Highlighted: " + (row ? row.textContent.trim() : key) + " (" + marks.length + " place" + (marks.length === 1 ? "" : "s") + " in the accounts)."
        : "That fact is not marked in the accounts.";
    }
    return marks.length > 0;
  }

  function choose(key) {
    if (!highlight(key)) return;
    var url = new URL(window.location.href);
    url.searchParams.set("fact", key);
    url.hash = "accounts";
    history.replaceState(history.state, "", url);
    var accounts = document.getElementById("accounts");
    var still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (accounts) accounts.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  }

  // The accounts grid's column count: a custom property set from data-columns, as the
  // Content-Security-Policy refuses style attributes (CSSOM writes are allowed).
  function sizeColumns(root) {
    var grids = root.querySelectorAll ? root.querySelectorAll(".accounts[data-columns]") : [];
    grids.forEach(function (grid) { grid.style.setProperty("--columns", grid.getAttribute("data-columns")); });
  }
  sizeColumns(document);
  document.addEventListener("htmx:load", function (event) { sizeColumns(event.detail.elt.parentNode || document); });

  // Leave empty filters out of the URL htmx pushes, as a person would write it.
  document.addEventListener("htmx:configRequest", function (event) {
    var elt = event.detail.elt;
    if (!(elt instanceof Element) || !elt.closest("form.filters")) return;
    var params = event.detail.parameters;
    Array.from(new Set(params.keys())).forEach(function (name) {
      if (params.getAll(name).every(function (v) { return v === ""; })) params.delete(name);
    });
  });

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    // The fact label and timeline links: highlight in place instead of reloading.
    var link = target.closest("a.fact-link[data-fact]");
    if (link && document.getElementById("accounts")) {
      event.preventDefault();
      choose(link.getAttribute("data-fact"));
      return;
    }
    // A cell's value link still opens the article; elsewhere in the row highlights.
    if (target.closest("a, button, input, select, label, summary")) return;
    var mark = target.closest("#accounts mark.claim[data-fact]");
    if (mark && mark.getAttribute("data-fact")) { highlight(mark.getAttribute("data-fact")); return; }
    var row = target.closest("tr.fact-row[data-fact]");
    if (row) choose(row.getAttribute("data-fact"));
  });

  // Editors: select words in a report's text and add the claim they state (the button,
  // or the key A).  Offsets are counted in characters (code points), as the server
  // counts them, from the start of the text; the server checks the words are there.
  function selectionOffsets() {
    var text = document.querySelector(".article-text .body-text");
    var selection = window.getSelection();
    if (!text || !selection || !selection.rangeCount || selection.isCollapsed) return null;
    var range = selection.getRangeAt(0);
    if (!text.contains(range.startContainer) || !text.contains(range.endContainer)) return null;
    var before = document.createRange();
    before.setStart(text, 0);
    before.setEnd(range.startContainer, range.startOffset);
    var start = Array.from(before.toString()).length;
    return { start: start, end: start + Array.from(range.toString()).length };
  }

  function proposeClaim() {
    var button = document.querySelector("[data-add-claim]");
    var holder = document.getElementById("add-claim");
    if (!button || !holder || !window.htmx) return;
    var offsets = selectionOffsets();
    if (!offsets) {
      holder.textContent = "Select words in the report's text first, or type them (the link beside the button).";
      return;
    }
    var url = button.getAttribute("data-add-claim") + "?start=" + offsets.start + "&end=" + offsets.end;
    htmx.ajax("GET", url, { target: "#add-claim", swap: "innerHTML" }).then(function () {
      var first = holder.querySelector("select, input:not([type=hidden]), textarea");
      if (first) first.focus();
    });
  }

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    if (target.closest("[data-add-claim]")) proposeClaim();
    if (target.closest("[data-close-claim]")) {
      var holder = document.getElementById("add-claim");
      if (holder) holder.textContent = "";
      var button = document.querySelector("[data-add-claim]");
      if (button) button.focus();
    }
  });

  // The review queue: J and K move through the items, C, D and R review the current
  // one (D and R first ask for the note, sent with Enter), E opens its correction.
  function queueItems() { return Array.from(document.querySelectorAll("[data-queue-item]")); }
  function currentItem() { return document.querySelector("[data-queue-item].is-current"); }
  function moveTo(item) {
    queueItems().forEach(function (el) { el.classList.remove("is-current"); });
    if (!item) return;
    item.classList.add("is-current");
    item.focus();
  }
  function review(item, status) {
    var button = item.querySelector('button[name=status][value="' + status + '"]');
    if (!button) return;
    var note = item.querySelector("input[name=note]");
    if (status !== "confirmed" && note && !note.value.trim()) {
      note.focus();
      note.setAttribute("data-then", status);
      return;
    }
    button.click();
  }
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (target instanceof HTMLInputElement && target.name === "note" && event.key === "Enter" && target.getAttribute("data-then")) {
      event.preventDefault();
      var item = target.closest("[data-queue-item]");
      var status = target.getAttribute("data-then");
      target.removeAttribute("data-then");
      if (item) { review(item, status); moveTo(item); }
      return;
    }
    if (!document.querySelector("[data-queue]") || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target instanceof Element && target.closest("input, textarea, select, [contenteditable]")) return;
    var items = queueItems();
    var item = currentItem();
    var at = items.indexOf(item);
    var key = event.key.toLowerCase();
    if (key === "j") moveTo(items[Math.min(at + 1, items.length - 1)]);
    else if (key === "k") moveTo(items[Math.max(at - 1, 0)]);
    else if (item && key === "c") review(item, "confirmed");
    else if (item && key === "d") review(item, "disputed");
    else if (item && key === "r") review(item, "rejected");
    else if (item && key === "e") { var edit = item.querySelector(".claim-review__correct"); if (edit) edit.click(); }
    else return;
    event.preventDefault();
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "a" && event.key !== "A") return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    if (target instanceof Element && target.closest("input, textarea, select, [contenteditable]")) return;
    if (!document.querySelector("[data-add-claim]")) return;
    event.preventDefault();
    proposeClaim();
  });
})();
