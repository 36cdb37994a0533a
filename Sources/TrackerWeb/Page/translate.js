// Translate mode (`tracker-kit web --translate LANGUAGE --tables DIR`), loaded after app.js in
// that mode only. It marks every table text the page draws with its key (the wire's texts
// carry it: `texts.<role>.key`, and a text inside a text in `arguments`), shows the key when a
// marked text is pointed at or focused, and opens an editor on a click (or F2, or Enter on a
// marked text): the English, the translators' note, every plural form with the counts that
// take it, and the table's translation. Save sends the texts to `translate/save`, which checks
// them as `strings import` does and writes the table; the app is then drawn again with it.
// It changes nothing in app.js: it watches the drawing (a MutationObserver) and takes a click
// on a marked text before the app does. Its words come with the page (`words.translate`).
'use strict';

(function translateMode() {
  const say = words.translate;
  const page = document.getElementById('app');
  let usingApp = false;
  let open = null;

  // ---------------------------------------------------------------- marking

  /** The table texts of a text, and of the texts inside it (a count inside a spoken label). */
  function withInner(text, into) {
    if (!text || !text.key) return into;
    into.push(text);
    for (const argument of text.arguments || []) {
      if (argument.type === 'localized') withInner(argument.value, into);
    }
    return into;
  }

  /** The node a DOM element was drawn for: its own, or the nearest one around it. */
  function ownerOf(dom) {
    for (let at = dom; at; at = at.parentElement) if (at.node) return at.node;
    return null;
  }

  /** Marks the texts of one drawn node: each shown text on the element that shows it, the others (a spoken label, a placeholder) on the node itself. */
  function mark(node) {
    const texts = (node.element && node.element.texts) || {};
    const all = [];
    for (const role of Object.keys(texts)) withInner(texts[role], all);
    if (all.length === 0) return;
    const unshown = [];
    for (const role of Object.keys(texts)) {
      const value = texts[role];
      if (!value || !value.key) continue;
      const shown = shownBy(node, value.string);
      if (shown) put(shown, value, all);
      else unshown.push(value);
    }
    if (unshown.length > 0) {
      const target = node.focusTarget || node.dom;
      if (!target.trText) put(target, unshown[0], all);
    }
  }

  /** The element of `node` (not of a node inside it) whose text is `string`. */
  function shownBy(node, string) {
    if (!string) return null;
    const candidates = [node.dom, ...node.dom.querySelectorAll('*')];
    return candidates.find((dom) => dom.childElementCount === 0 && dom.textContent === string && ownerOf(dom) === node) || null;
  }

  function put(dom, text, all) {
    dom.trText = text;
    dom.trAll = all;
    dom.classList.add('tr-marked');
    dom.classList.toggle('tr-untranslated', !!text.language && text.language !== say.language);
    dom.dataset.trKey = text.key;
    // A marked text that takes no focus of its own (a title) takes it in this mode.
    if (!dom.closest('button, input, [tabindex]')) dom.tabIndex = 0;
  }

  function markAll(root) {
    const doms = [root, ...root.querySelectorAll('*')].filter((dom) => dom.node && dom.node.dom === dom);
    doms.forEach((dom) => mark(dom.node));
  }

  // What the app drew before this script ran is marked now; whatever it draws or draws again
  // later, as soon as it is on the page.
  markAll(page);
  new MutationObserver((changes) => {
    const touched = new Set();
    for (const change of changes) {
      for (const added of change.addedNodes) if (added instanceof Element) markAll(added);
      const owner = change.target instanceof Element ? ownerOf(change.target) : null;
      if (owner) touched.add(owner);
    }
    touched.forEach(mark);
  }).observe(page, { childList: true, subtree: true });

  // The page's own notice (a line above the screen) is marked with its key while it shows.
  const notice = document.getElementById('notice');
  function markNotice() {
    const name = Object.keys(words.notices).find((candidate) => words.notices[candidate] === notice.textContent);
    notice.classList.remove('tr-marked');
    if (notice.hidden || !name) return;
    const text = { key: say.noticeKeys[name], string: notice.textContent };
    put(notice, text, [text]);
  }
  new MutationObserver(markNotice).observe(notice, { childList: true, attributes: true, attributeFilter: ['hidden'] });

  /** Whether a marked element is one the mode handles: on a screen, or the notice. */
  function inScope(dom) {
    return page.contains(dom) || dom === notice;
  }

  // ---------------------------------------------------------------- the bar and the tip

  const bar = document.createElement('div');
  bar.id = 'tr-bar';
  const barText = document.createElement('span');
  barText.textContent = say.bar;
  const useApp = document.createElement('button');
  useApp.type = 'button';
  useApp.id = 'tr-use-app';
  useApp.textContent = say.useApp;
  useApp.setAttribute('aria-pressed', 'false');
  useApp.addEventListener('click', () => {
    usingApp = !usingApp;
    useApp.setAttribute('aria-pressed', String(usingApp));
    document.body.classList.toggle('tr-using-app', usingApp);
  });
  bar.append(barText, useApp);
  document.body.prepend(bar);

  const tip = document.createElement('div');
  tip.id = 'tr-tip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  document.body.appendChild(tip);

  function showTip(dom) {
    tip.textContent = Array.from(new Set([dom.trText.key, ...dom.trAll.map((text) => text.key)])).join('\n');
    const box = dom.getBoundingClientRect();
    tip.hidden = false;
    tip.style.top = Math.round(window.scrollY + box.bottom + 4) + 'px';
    tip.style.left = Math.round(Math.max(4, window.scrollX + box.left)) + 'px';
    dom.setAttribute('aria-describedby', 'tr-tip');
  }

  function markedAt(target) {
    const dom = target && target.closest ? target.closest('.tr-marked') : null;
    if (dom && inScope(dom)) return dom;
    // A control whose texts are marked inside it (a row, a tab): its first.
    const inside = target && target.querySelector ? target.querySelector('.tr-marked') : null;
    return inside && page.contains(inside) ? inside : null;
  }

  document.addEventListener('mouseover', (event) => {
    const dom = markedAt(event.target);
    if (dom) showTip(dom); else tip.hidden = true;
  });
  document.addEventListener('focusin', (event) => {
    const dom = markedAt(event.target);
    if (dom) showTip(dom); else if (!editor.contains(event.target)) tip.hidden = true;
  });

  // A click on a marked text opens the editor, before the app sees it; a click beside the
  // texts, an Alt-click, or any click while the switch in the bar is on, is the app's.
  document.addEventListener('click', (event) => {
    if (usingApp || event.altKey) return;
    const dom = event.target.closest ? event.target.closest('.tr-marked') : null;
    if (!dom || !inScope(dom)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    edit(dom.trText, dom.trAll);
  }, true);

  document.addEventListener('keydown', (event) => {
    if (editor.contains(event.target)) return;
    const dom = markedAt(event.target);
    const own = dom && dom === event.target && !['BUTTON', 'INPUT'].includes(dom.tagName);
    if (!dom || !(event.key === 'F2' || (own && event.key === 'Enter'))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    edit(dom.trText, dom.trAll);
  }, true);

  // ---------------------------------------------------------------- the editor

  const editor = document.createElement('aside');
  editor.id = 'tr-editor';
  editor.setAttribute('role', 'dialog');
  editor.setAttribute('aria-labelledby', 'tr-editor-title');
  editor.hidden = true;
  document.body.appendChild(editor);
  // Keys typed in the editor are the editor's: none reaches the app (Escape closes it).
  editor.addEventListener('keydown', (event) => {
    event.stopPropagation();
    if (event.key === 'Escape') close();
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
  });

  function el(tag, className, content) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (content != null) node.textContent = content;
    return node;
  }

  /** Opens the editor on `text`, with the other texts of its element (`all`) to go to. */
  async function edit(text, all) {
    const returnTo = document.activeElement;
    const response = await fetch('translate/text?key=' + encodeURIComponent(text.key), { credentials: 'same-origin' });
    if (!response.ok) return;
    const found = await response.json();
    open = { found, all, text, returnTo: (open && open.returnTo) || returnTo };
    draw();
    const first = editor.querySelector('textarea');
    if (first) first.focus();
  }

  function draw(status) {
    const { found, all, text } = open;
    editor.replaceChildren();
    const title = el('h2', 'tr-title', say.title);
    title.id = 'tr-editor-title';
    editor.append(title, el('code', 'tr-key', found.key));
    const plural = found.forms.length > 1 || found.forms.some((form) => form.label);
    editor.append(el('h3', null, say.english));
    const englishes = Array.from(new Set(found.forms.map((form) => form.english)));
    englishes.forEach((english) => editor.append(el('p', 'tr-english', english)));
    if (found.comment) editor.append(el('h3', null, say.note), el('p', 'tr-note', found.comment));
    for (const form of found.forms) {
      const label = el('label', 'tr-form');
      label.append(el('span', 'tr-label', plural ? form.label : say.translation));
      const field = el('textarea', 'tr-field');
      field.rows = 2;
      field.value = form.translation || '';
      field.placeholder = form.english;
      field.dataset.key = form.key;
      if (form.key === text.key) label.classList.add('tr-current');
      label.append(field);
      if (form.translation == null) label.append(el('span', 'tr-untranslated-note', say.untranslated));
      const problem = el('span', 'tr-problem');
      problem.dataset.key = form.key;
      problem.id = 'tr-problem-' + form.key;
      field.setAttribute('aria-describedby', problem.id);
      problem.setAttribute('role', 'alert');
      label.append(problem);
      editor.append(label);
    }
    const general = el('p', 'tr-problem');
    general.dataset.key = '';
    general.setAttribute('role', 'alert');
    editor.append(general);
    const others = all.filter((other) => !found.forms.some((form) => form.key === other.key));
    if (others.length > 0) {
      editor.append(el('h3', null, say.inside));
      const list = el('ul', 'tr-inside');
      for (const other of others) {
        const go = el('button', 'tr-go');
        go.type = 'button';
        go.append(el('code', null, other.key), el('span', null, other.string));
        go.addEventListener('click', () => edit(other, all));
        list.appendChild(el('li')).appendChild(go);
      }
      editor.append(list);
    }
    const buttons = el('div', 'tr-buttons');
    const saveButton = el('button', 'tr-save', say.save);
    saveButton.type = 'button';
    saveButton.addEventListener('click', save);
    const closeButton = el('button', 'tr-close', say.close);
    closeButton.type = 'button';
    closeButton.addEventListener('click', close);
    buttons.append(saveButton, closeButton);
    const line = el('p', 'tr-status', status || '');
    line.setAttribute('role', 'status');
    editor.append(buttons, line);
    editor.hidden = false;
    document.body.classList.add('tr-editing');
  }

  async function save() {
    if (!open) return;
    const texts = Array.from(editor.querySelectorAll('textarea'), (field) => {
      const form = open.found.forms.find((candidate) => candidate.key === field.dataset.key);
      return { key: form.key, text: field.value, table: form.table };
    });
    editor.querySelectorAll('.tr-problem').forEach((problem) => { problem.textContent = ''; });
    editor.querySelectorAll('textarea').forEach((field) => field.removeAttribute('aria-invalid'));
    const response = await fetch('translate/save', {
      method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ texts }),
    });
    const answer = response.ok ? await response.json() : { problems: [{ message: await response.text() }] };
    if (answer.problems) {
      for (const problem of answer.problems) {
        const place = editor.querySelector('.tr-problem[data-key="' + (problem.key || '') + '"]') || editor.querySelector('.tr-problem[data-key=""]');
        place.textContent = (place.textContent ? place.textContent + '\n' : '') + problem.message;
        const field = problem.key && editor.querySelector('textarea[data-key="' + problem.key + '"]');
        if (field) field.setAttribute('aria-invalid', 'true');
      }
      const first = answer.problems[0] && answer.problems[0].key && editor.querySelector('textarea[data-key="' + answer.problems[0].key + '"]');
      if (first) first.focus();
      return;
    }
    // Saved: the app is drawn again with the table as written, and the editor shows the
    // table's texts now, and the element's other texts as they are drawn now.
    window.trackerPage.send({ show: true });
    const again = await fetch('translate/text?key=' + encodeURIComponent(open.text.key), { credentials: 'same-origin' });
    if (again.ok) open.found = await again.json();
    await window.trackerPage.idle();
    const drawn = Array.from(page.querySelectorAll('.tr-marked')).find((dom) => dom.trAll.some((text) => text.key === open.text.key));
    if (drawn) open.all = drawn.trAll;
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
    draw(say.saved);
    const back = focused && editor.querySelector('textarea[data-key="' + focused + '"]');
    if (back) back.focus(); else editor.querySelector('.tr-save').focus();
  }

  function close() {
    const returnTo = open && open.returnTo;
    open = null;
    editor.hidden = true;
    editor.replaceChildren();
    document.body.classList.remove('tr-editing');
    if (returnTo && document.contains(returnTo)) returnTo.focus();
  }

  /** What a test may look at: the marked texts' keys, and whether the editor is open. */
  window.trackerTranslate = {
    keys: () => Array.from(page.querySelectorAll('.tr-marked'), (dom) => dom.dataset.trKey),
    edit: (key) => {
      const dom = Array.from(page.querySelectorAll('.tr-marked')).find((candidate) => candidate.trAll.some((text) => text.key === key));
      if (dom) edit(dom.trAll.find((text) => text.key === key), dom.trAll);
      return !!dom;
    },
    isOpen: () => !!open,
  };
})();
