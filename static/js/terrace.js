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
    document.querySelectorAll('tr.fact-row[data-fact="' + cssEscape(key) + '"]').forEach(function (row) {
      row.classList.add("is-current");
      var section = row.closest("tbody.is-collapsed");
      if (section) toggleSection(section, true);
    });
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

  // The facts table's collapsed sections ("Missiles and other details"): a button in
  // the section's first row shows or hides its rows (without this file they all show).
  function toggleSection(section, open) {
    section.classList.toggle("is-collapsed", !open);
    var button = section.querySelector("[data-toggle-section]");
    if (button) button.setAttribute("aria-expanded", open ? "true" : "false");
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
    var toggle = target.closest("[data-toggle-section]");
    if (toggle) toggleSection(toggle.closest("tbody"), toggle.getAttribute("aria-expanded") !== "true");
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

  // Editors select words with the keyboard alone: Tab to the report's text, the arrow
  // keys pick the next or previous word (Down and Up the next or previous sentence),
  // Shift with them extends the selection by a word or a sentence, Escape clears it;
  // then A, as after a mouse selection.  Words are the browser's own (Intl.Segmenter),
  // so accented, right-to-left and unspaced scripts split as their readers expect.
  function textWords(text) {
    var nodes = [], whole = "";
    var walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node, at: whole.length });
      whole += node.data;
    }
    var words = [], sentenceStarts = [];
    if (window.Intl && Intl.Segmenter) {
      var lang = document.documentElement.lang || undefined;
      Array.from(new Intl.Segmenter(lang, { granularity: "word" }).segment(whole)).forEach(function (piece) {
        if (piece.isWordLike) words.push({ start: piece.index, end: piece.index + piece.segment.length });
      });
      Array.from(new Intl.Segmenter(lang, { granularity: "sentence" }).segment(whole)).forEach(function (piece) {
        sentenceStarts.push(piece.index);
      });
    } else {
      var match, pattern = /[^\s.,;:!?()[\]"“”‘’]+(?:['’.,-][^\s.,;:!?()[\]"“”‘’]+)*/g;
      while ((match = pattern.exec(whole))) words.push({ start: match.index, end: match.index + match[0].length });
      var stop = /(^|[.!?]\s+|\n)(?=\S)/g;
      while ((match = stop.exec(whole))) { sentenceStarts.push(match.index + match[0].length); if (!match[0].length) stop.lastIndex++; }
    }
    words.forEach(function (word) {  // each word's sentence: the last start at or before it
      var sentence = 0;
      while (sentence + 1 < sentenceStarts.length && sentenceStarts[sentence + 1] <= word.start) sentence++;
      word.sentence = sentence;
    });
    return { nodes: nodes, words: words };
  }
  function domPoint(nodes, offset) {  // a text offset (UTF-16) as a DOM position
    for (var i = nodes.length - 1; i >= 0; i--) {
      if (nodes[i].at <= offset) return { node: nodes[i].node, offset: Math.min(offset - nodes[i].at, nodes[i].node.data.length) };
    }
    return null;
  }
  function textOffset(text, node, offset) {
    var before = document.createRange();
    before.setStart(text, 0);
    before.setEnd(node, offset);
    return before.toString().length;
  }
  function firstWordFrom(words, offset) {  // the word holding ``offset``, else the next
    for (var i = 0; i < words.length; i++) if (words[i].end > offset) return i;
    return words.length - 1;
  }
  function lastWordBefore(words, offset) {  // the last word that starts before ``offset``
    for (var i = words.length - 1; i >= 0; i--) if (words[i].start < offset) return i;
    return 0;
  }
  var keyboardSelection = { anchor: null, focus: null };
  function selectWords(text, found, anchor, focus) {
    var words = found.words;
    var first = words[Math.min(anchor, focus)], last = words[Math.max(anchor, focus)];
    var start = domPoint(found.nodes, first.start), end = domPoint(found.nodes, last.end);
    var selection = window.getSelection();
    selection.setBaseAndExtent(start.node, start.offset, end.node, end.offset);
    keyboardSelection = { anchor: anchor, focus: focus, start: first.start, end: last.end };
    var element = (focus >= anchor ? end : start).node.parentElement;
    if (element) element.scrollIntoView({ block: "nearest" });
    var said = document.getElementById("selected-words");
    if (said) said.textContent = "Selected: " + selection.toString();
  }
  function moveSelection(text, event) {
    var found = textWords(text);
    var words = found.words;
    if (!words.length) return false;
    var selection = window.getSelection();
    var anchor = null, focus = null;
    if (selection.rangeCount && !selection.isCollapsed && text.contains(selection.anchorNode) && text.contains(selection.focusNode)) {
      var range = selection.getRangeAt(0);
      var start = textOffset(text, range.startContainer, range.startOffset);
      var end = textOffset(text, range.endContainer, range.endOffset);
      if (keyboardSelection.start === start && keyboardSelection.end === end) {
        anchor = keyboardSelection.anchor; focus = keyboardSelection.focus;  // as the keys left it
      } else {  // a mouse selection: its first word anchors it
        anchor = firstWordFrom(words, start); focus = lastWordBefore(words, end);
      }
    }
    var forward = event.key === "ArrowRight" || event.key === "ArrowDown";
    var bySentence = event.key === "ArrowDown" || event.key === "ArrowUp";
    var last = words.length - 1;
    function step(from) {
      if (!bySentence) return Math.max(0, Math.min(last, from + (forward ? 1 : -1)));
      var sentence = words[from].sentence, i = from;
      if (forward) {
        while (i < last && words[i + 1].sentence === sentence) i++;
        return event.shiftKey ? (i === from ? Math.min(last, i + 1) : i) : Math.min(last, i + 1);
      }
      while (i > 0 && words[i - 1].sentence === sentence) i--;
      if (i === from && i > 0) { sentence = words[i - 1].sentence; i--; while (i > 0 && words[i - 1].sentence === sentence) i--; }
      return i;
    }
    if (anchor === null) {
      anchor = focus = forward ? 0 : last;
    } else if (event.shiftKey) {
      focus = step(focus);
    } else {
      focus = anchor = step(forward ? Math.max(anchor, focus) : Math.min(anchor, focus));
    }
    selectWords(text, found, anchor, focus);
    return true;
  }
  document.addEventListener("keydown", function (event) {
    var text = event.target instanceof Element && event.target.closest(".body-text[data-select-words]");
    if (!text || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "Escape") {
      window.getSelection().removeAllRanges();
      keyboardSelection = { anchor: null, focus: null };
      var said = document.getElementById("selected-words");
      if (said) said.textContent = "Nothing selected.";
      return;
    }
    if (["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"].indexOf(event.key) < 0) return;
    if (moveSelection(text, event)) event.preventDefault();
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
