// The Tracker page: draws the kit's element tree with one drawing per element kind, applies
// the edits of each answer to the page, and sends what the person does as acts on element
// ids. No framework, no build step: the kit compiles this file into tracker-kit. It holds no
// word a person reads: the screens' words come with the answers, and the page's own (its
// notices) with the page, in `<script id="words">`.
'use strict';

const api = 'api';
const view = Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(16)).join('');
const app = document.getElementById('app');
const notice = document.getElementById('notice');
const words = JSON.parse(document.getElementById('words').textContent);

// The screens the page holds, by screen id: the element tree (as sent) and its drawing.
const screens = new Map();
let shownID = null;
let underID = null;

// ---------------------------------------------------------------- requests, one at a time

// What is waiting to be sent, in order: each a request of the wire, and for a tap or a press
// what its element meant when the person acted (`meaning`).
const queue = [];
let busy = false;
let idleWaiters = [];
// The app's revision the page shows: the one of the last answer drawn. An act is sent with
// it, and the app does not do an act taken on a screen it has changed since (another page).
let revision = null;
// The last text sent for each field, so that a text the kit holds otherwise is not sent again
// and again (forgotten when the kit answers that the page was out of step).
const sentTexts = new Map();

/**
 * Sends a request of the wire; a typed text replaces a typed text still waiting. `seen` is
 * what the element acted on meant then; `fromHistory` marks a back the browser's Back asked for.
 */
function send(request, seen, fromHistory) {
  if (request.type) {
    const waiting = queue.findIndex((entry) => entry.request.type && entry.request.type.id === request.type.id);
    if (waiting >= 0) { queue[waiting] = { request }; return; }
  }
  // A list scrolled again before its last window went: only the newest is asked for.
  if (request.window && request.window.id) {
    const waiting = queue.findIndex((entry) => entry.request.window && entry.request.window.id === request.window.id);
    if (waiting >= 0) { queue[waiting] = { request }; return; }
  }
  queue.push({ request, seen, fromHistory });
  pump();
}

async function pump() {
  if (busy) return;
  busy = true;
  while (queue.length > 0) {
    const { request, seen, fromHistory } = queue.shift();
    if (isStale(request, seen)) continue;
    if (request.type) sentTexts.set(request.type.id, request.type.text);
    const headers = { 'Content-Type': 'application/json', 'Tracker-View': view };
    if (isAct(request) && revision !== null) headers['Tracker-Revision'] = String(revision);
    try {
      const response = await fetch(api, {
        method: 'POST', body: JSON.stringify(request), credentials: 'same-origin', headers,
      });
      const answered = response.ok ? await response.json() : null;
      if (fromHistory) backsOwed -= 1;
      if (answered) answer(answered, request);
      else say(response.status === 403 ? 'newAddress' : 'notAnswered');
    } catch (error) {
      if (fromHistory) backsOwed = Math.max(0, backsOwed - 1);
      say('lostConnection');
    }
  }
  busy = false;
  const waiters = idleWaiters;
  idleWaiters = [];
  waiters.forEach((resolve) => resolve());
}

/** A promise that settles once no request is waiting or on its way. */
function idle() {
  return busy || queue.length > 0 ? new Promise((resolve) => idleWaiters.push(resolve)) : Promise.resolve();
}

function isAct(request) {
  return 'tap' in request || 'longPress' in request || 'type' in request || 'back' in request;
}

/** What an element means to a person who acts on it: what it sends, and its state as drawn. */
function meaning(element) {
  return JSON.stringify([element.intents || [], element.longPressIntents || [], element.state || {}]);
}

/**
 * Whether a tap or press waited for an answer that took its element away, disabled it, or
 * changed what it means (a second click on a done button, which now undoes): it is dropped,
 * so that nothing is done that the person did not see.
 */
function isStale(request, seen) {
  const id = request.tap || request.longPress;
  if (!id || !screens.has(shownID)) return false;
  const target = screens.get(shownID).ids.get(id);
  if (!target || target.getAttribute('aria-disabled') === 'true') return true;
  return seen !== undefined && target.node && seen !== meaning(target.node.element);
}

/** Shows the notice of that name (a `WebNotice`), in the words the page came with; none hides it. */
function say(name) {
  notice.textContent = (name && words.notices[name]) || '';
  notice.hidden = !notice.textContent;
}

// What the page learns without an act: `GET notice?revision=N` is answered as soon as the
// app's revision is not N (another page changed it) or the notice a save left standing
// changes, or after a while; the page then asks for the screen. While tracker-kit does not
// answer it says so, and asks again every two seconds: it comes back by itself. A page not
// shown (a tab behind another) asks when it is shown again, so that the waiting requests of
// many tabs do not take every connection the browser allows.
let standing = null;
let lost = false;

/** A promise that settles after `milliseconds`. */
function pause(milliseconds) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

async function watch() {
  for (;;) {
    if (document.visibilityState === 'hidden') {
      await new Promise((resolve) => document.addEventListener('visibilitychange', resolve, { once: true }));
      continue;
    }
    try {
      // After no answer, the first question waits for nothing: tracker-kit may be a new run,
      // whose revisions start again, and the page shows the app as it is then.
      const asked = lost ? 'notice'
        : 'notice?revision=' + (revision === null ? -1 : revision) + (standing ? '&notice=' + standing : '');
      // Past the browser's cache: two pages waiting on the same address would otherwise wait
      // one behind the other (the cache lets one request of an address through at a time).
      const response = await fetch(asked, { cache: 'no-store', credentials: 'same-origin', headers: { 'Tracker-View': view } });
      // tracker-kit answers, but at another address (started with --new-address): say so.
      if (response.status === 403) { lost = true; say('newAddress'); await pause(2000); continue; }
      if (!response.ok) throw new Error(String(response.status));
      const news = await response.json();
      const now = news.notice || null;
      const back = lost;
      if (now !== standing || lost) say(now);
      standing = now;
      lost = false;
      if (back || news.revision !== revision) {
        send({ show: true });
        await idle();
      }
    } catch (error) {
      lost = true;
      say('lostConnection');
      await pause(2000);
    }
  }
}

// ---------------------------------------------------------------- the browser's history

// The history holds an entry for each screen of the app's stack (`{depth}`, 0 the main screen),
// so that the browser's Back goes back one screen while there is one: the page sends `back`.
// Forward after Back sends again the act that had opened the screen (`opener`), when it is
// still on the screen; else the history goes back to where the app is. A screen the app
// leaves by itself (Cancel, Done, a choice) takes its entry away. A reload keeps the screen and
// what was typed: the app holds them.
let depth = null;
let backsOwed = 0;
let moving = false;

/** Brings the history to the app's `now` depth; `opener` is the act whose answer said it. */
function followApp(now, opener) {
  const before = depth;
  depth = now;
  if (moving || backsOwed > 0) return;
  const at = history.state && typeof history.state.depth === 'number' ? history.state.depth : 0;
  if (now > at) {
    for (let level = at + 1; level <= now; level += 1) {
      const opened = level === now && before === now - 1 ? opener : null;
      history.pushState({ depth: level, opener: opened }, '');
    }
  } else if (now < at) {
    moving = true;
    history.go(now - at);
  }
}

window.addEventListener('popstate', (event) => {
  if (moving) {
    moving = false;
    if (depth !== null) followApp(depth, null);
    return;
  }
  if (depth === null) return;
  const to = event.state && typeof event.state.depth === 'number' ? event.state.depth : 0;
  const now = depth - backsOwed;
  if (to < now) {
    for (let step = 0; step < now - to; step += 1) {
      backsOwed += 1;
      send({ back: true }, undefined, true);
    }
  } else if (to > now) {
    const opener = event.state && event.state.opener;
    if (opener && to === now + 1) send(opener);
    else { moving = true; history.go(now - to); }
  }
});

// ---------------------------------------------------------------- answers

// How long the page took to draw each of its last answers, in milliseconds (a test reads them).
const drawTimes = [];

function answer(response, request) {
  const start = performance.now();
  drawAnswer(response, request);
  drawTimes.push(performance.now() - start);
  if (drawTimes.length > 1000) drawTimes.shift();
}

function drawAnswer(response, request) {
  // What the server says to show with this answer (a refusal, or a save that failed).
  say(response.notice);
  if (typeof response.revision === 'number') revision = response.revision;
  if (typeof response.depth === 'number') followApp(response.depth, request && isAct(request) ? request : null);
  if (response.notice === 'outOfStep') sentTexts.clear();
  // The kit refused: nothing changed.
  if (response.error) return;
  const focusedID = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.id : null;
  // Where the focus was among the screen's stops: an act that takes the focused element away
  // (the search's Cancel) gives the focus to the stop in its place, as in the terminal app.
  const place = request && isAct(request) && screens.has(shownID) ? stops(screens.get(shownID).root).indexOf(document.activeElement) : -1;
  const typing = typedText();
  try {
    const id = update(response.update);
    const under = response.underUpdate ? update(response.underUpdate) : null;
    show(id, under, response.presentation, focusedID, place);
    keepTyping(typing);
    // Drawn on the page, the lists are measured again and follow the view; one that shows
    // something else (another search, filter or day) starts at the top.
    screens.get(id).lists.forEach(fitList);
    if (scopeChanged) scrollTo(0, 0);
    scopeChanged = false;
    followScroll();
  } catch (error) {
    // Edits that do not fit what the page holds: start again with whole screens.
    screens.clear();
    send({ edits: true });
  }
}

/**
 * The text field that has the focus, with its text and caret: while it has the focus, the
 * field is the person's, and an answer to an earlier keystroke never overwrites it.
 */
function typedText() {
  const input = document.activeElement;
  if (!(input instanceof HTMLInputElement) || !input.dataset.id) return null;
  return { id: input.dataset.id, value: input.value, start: input.selectionStart, end: input.selectionEnd };
}

/**
 * After an answer, the focused field shows what the person typed, whatever the answer held
 * (a field drawn anew holds the kit's text, which may be older), with the caret where it
 * was; the kit is sent the whole text again when it holds another and no request of the
 * field waits (an answer that refused the text, or a field drawn anew).
 */
function keepTyping(typing) {
  if (!typing) return;
  const input = screens.has(shownID) && screens.get(shownID).ids.get(typing.id);
  if (!(input instanceof HTMLInputElement)) return;
  if (input.value !== typing.value) {
    input.value = typing.value;
    input.setSelectionRange(typing.start, typing.end);
  }
  const held = text(input.node.element, 'value') || '';
  const waits = queue.some((entry) => entry.request.type && entry.request.type.id === typing.id);
  if (held !== typing.value && sentTexts.get(typing.id) !== typing.value && document.activeElement === input && !waits) {
    send({ type: { id: typing.id, text: typing.value } });
  }
}

/** Applies an update to the screen it names; returns the screen's id. */
function update(change) {
  if (change.type === 'whole') {
    const id = change.element.id || '';
    const old = screens.get(id);
    if (old) old.root.remove();
    screens.set(id, drawScreen(change.element));
    return id;
  }
  const screen = screens.get(change.id);
  if (!screen) throw new Error('no screen ' + change.id);
  for (const edit of change.edits) applyEdit(screen, edit);
  markStreaks(screen);
  screen.lists.forEach(fitList);
  return change.id;
}

/** Puts the screen `id` on the page (with `under` dimmed beneath an overlay) and the focus where it belongs. */
function show(id, under, presentation, focusedID, place) {
  const screen = screens.get(id);
  const isNew = id !== shownID;
  const returned = isNew && comesBack(id, presentation);
  // What shows through around a sheet: the screen it came over, as the page drew it last.
  if (presentation === 'sheet') under = shownStack[shownStack.length - 2] || null;
  if (under && !screens.has(under)) under = null;
  for (const [key, other] of screens) {
    other.root.hidden = key !== id && key !== under;
    other.root.classList.toggle('under', key === under);
    other.root.inert = key !== id;
    other.root.setAttribute('aria-hidden', key === id ? 'false' : 'true');
  }
  for (const kind of ['root', 'page', 'sheet', 'overlay']) screen.root.classList.toggle('as-' + kind, presentation === kind);
  if (!app.contains(screen.root)) app.appendChild(screen.root);
  if (under && !app.contains(screens.get(under).root)) app.insertBefore(screens.get(under).root, screen.root);
  // Over a sheet or menu, the page under it keeps its place and does not scroll.
  document.body.classList.toggle('covered', presentation === 'sheet' || presentation === 'overlay');
  document.documentElement.dir = screen.element.look && screen.element.look.layoutDirection === 'rtl' ? 'rtl' : 'ltr';
  const language = languageOf(screen.element);
  if (language) document.documentElement.lang = words.languageTags[language] || language;
  shownID = id;
  underID = under;
  // The same screen keeps the focus where it was (on the element of that id, drawn again); a
  // screen returned to gets back the focus it had and where it was scrolled to; a new one
  // starts at its top, the focus where the kit says.
  const keep = focusedID && screen.ids.get(focusedID);
  if (!isNew) {
    // Without scrolling: the person may have scrolled the list away from the focus.
    if (keep && document.activeElement !== keep) keep.focus({ preventScroll: true });
    else if (!keep && place >= 0 && !screen.root.contains(document.activeElement)) {
      const all = stops(screen.root);
      const next = all[Math.min(place, all.length - 1)];
      if (next) next.focus({ preventScroll: isInView(next) });
    }
    return;
  }
  const covering = presentation === 'sheet' || presentation === 'overlay';
  if (!covering) window.scrollTo(0, returned ? screen.scrolled || 0 : 0);
  if (!returned) screen.root.scrollTop = 0;
  const first = (returned && screen.lastFocus && screen.ids.get(screen.lastFocus)) || initialStop(screen);
  if (first) first.focus({ preventScroll: isInView(first) });
}

/** Whether `element` is in the window as it is scrolled now. */
function isInView(element) {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

// Where each screen that is no sheet or menu was scrolled to, kept as the person scrolls.
window.addEventListener('scroll', () => {
  const screen = screens.get(shownID);
  if (screen && !document.body.classList.contains('covered')) screen.scrolled = window.scrollY;
}, { passive: true });

// The screens shown that are still under the one on top, bottom first, as the app stacks them.
let shownStack = [];

/**
 * Whether the screen `id` is returned to (it is under the one shown): then it gets back the
 * focus it had. Otherwise it comes on anew, over the others or, at the root, in their place
 * (a tab switched to), and starts where the kit says, as in the terminal app.
 */
function comesBack(id, presentation) {
  const at = shownStack.indexOf(id);
  if (at >= 0) {
    shownStack = shownStack.slice(0, at + 1);
    return true;
  }
  shownStack = presentation === 'root' ? [id] : shownStack.concat([id]);
  return false;
}

/**
 * Where the focus starts on a screen that comes on, as the kit's focus order says: the element
 * its description names, or the first stop inside it (a card's done button), or the first stop.
 */
function initialStop(screen) {
  const named = screen.element.initialFocus && screen.ids.get(screen.element.initialFocus);
  const all = stops(screen.root);
  return (named && all.find((stop) => named === stop || named.contains(stop))) || all[0];
}

/** The focus stops of a screen, in the tree's order: its enabled buttons and fields, and what else takes the focus, shown. */
function stops(root) {
  return Array.from(root.querySelectorAll('button:not([disabled]):not([tabindex="-1"]), input, [tabindex="0"]'))
    .filter((stop) => !stop.closest('[hidden]'));
}

// ---------------------------------------------------------------- edits

function applyEdit(screen, edit) {
  switch (edit.type) {
    case 'set': {
      const node = found(screen, edit.id);
      const element = node.element;
      for (const part of ['texts', 'state', 'look', 'number', 'total', 'days', 'intents', 'longPressIntents', 'typingIntent', 'initialFocus', 'window']) {
        if (part in edit) element[part] = edit[part];
      }
      for (const part of edit.cleared || []) delete element[part];
      if (node === screen.rootNode) { screen.element = element; return; }
      // A list's own parts are its window: the spaces around its items, fitted after the edits.
      if (element.kind === 'list') return;
      redraw(screen, node);
      refreshStops(node.parent);
      return;
    }
    case 'insert': {
      const parent = found(screen, edit.parent);
      const children = parent.element.children || (parent.element.children = []);
      if (edit.index > children.length) throw new Error('no place');
      children.splice(edit.index, 0, edit.element);
      const node = draw(screen, edit.element, parent);
      parent.box.insertBefore(node.dom, parent.childNodes[edit.index] ? parent.childNodes[edit.index].dom : null);
      parent.childNodes.splice(edit.index, 0, node);
      refreshStops(parent);
      return;
    }
    case 'remove': {
      const node = found(screen, edit.id);
      detach(screen, node);
      refreshStops(node.parent);
      return;
    }
    case 'move': {
      const node = found(screen, edit.id);
      const parent = node.parent;
      const from = parent.childNodes.indexOf(node);
      parent.childNodes.splice(from, 1);
      parent.element.children.splice(from, 1);
      if (edit.index > parent.childNodes.length) throw new Error('no place');
      const before = parent.childNodes[edit.index];
      parent.box.insertBefore(node.dom, before ? before.dom : null);
      parent.childNodes.splice(edit.index, 0, node);
      parent.element.children.splice(edit.index, 0, node.element);
      return;
    }
    case 'replace': {
      const parent = found(screen, edit.parent);
      const old = parent.childNodes[edit.index];
      if (!old) throw new Error('no child');
      forget(screen, old);
      parent.element.children[edit.index] = edit.element;
      const node = draw(screen, edit.element, parent);
      parent.box.replaceChild(node.dom, old.dom);
      parent.childNodes[edit.index] = node;
      refreshStops(parent);
      return;
    }
    default:
      throw new Error('unknown edit ' + edit.type);
  }
}

function found(screen, id) {
  const dom = screen.ids.get(id);
  if (!dom || !dom.node) throw new Error('no element ' + id);
  return dom.node;
}

/** Takes `node` out of its parent, and its ids out of the screen's. */
function detach(screen, node) {
  const parent = node.parent;
  const index = parent.childNodes.indexOf(node);
  parent.childNodes.splice(index, 1);
  parent.element.children.splice(index, 1);
  node.dom.remove();
  forget(screen, node);
}

function forget(screen, node) {
  if (node.element.id && screen.ids.get(node.element.id) === node.focusTarget) screen.ids.delete(node.element.id);
  screen.lists.delete(node);
  node.childNodes.forEach((child) => forget(screen, child));
}

/** Draws `node`'s element again in place, with what is inside it. */
function redraw(screen, node) {
  if (node.element.kind === 'text-field' && node.input) {
    updateField(node);
    return;
  }
  const parent = node.parent;
  const index = parent.childNodes.indexOf(node);
  forget(screen, node);
  const fresh = draw(screen, node.element, parent);
  parent.box.replaceChild(fresh.dom, node.dom);
  parent.childNodes[index] = fresh;
}

// ---------------------------------------------------------------- drawing, one per element kind

/**
 * Draws a screen: its tree, in a backdrop that fills the window behind a sheet or a menu. The
 * root's intents are what a tap outside the screen sends (a sheet, a menu, a confirmation):
 * a click on the backdrop itself, not on what the screen shows.
 */
function drawScreen(element) {
  const screen = { element, ids: new Map(), lists: new Set(), root: null, rootNode: null };
  const node = draw(screen, element, null);
  screen.rootNode = node;
  screen.root = el('div', 'backdrop');
  screen.root.appendChild(node.dom);
  screen.root.addEventListener('click', (event) => {
    const root = screen.element;
    if (event.target !== screen.root || !root.id || !(root.intents || []).length) return;
    send({ tap: root.id }, meaning(root));
  });
  markStreaks(screen);
  return screen;
}

/** Marks the days in a run of done days (a `streak` element's days), as the terminal underlines them. */
function markStreaks(screen) {
  const runs = Array.from(screen.root.querySelectorAll('.streak'), (dom) => dom.node.element.days).filter(Boolean);
  for (const day of screen.root.querySelectorAll('.day')) {
    const days = day.node && day.node.element.days;
    day.classList.toggle('in-streak', !!days && runs.some((run) => run.first <= days.first && days.first <= run.last));
  }
}

/** The language of the first table text of a tree (the page's lang). */
function languageOf(element) {
  for (const value of Object.values(element.texts || {})) if (value.language) return value.language;
  for (const child of element.children || []) {
    const found = languageOf(child);
    if (found) return found;
  }
  return null;
}

function text(element, role) {
  const value = element.texts && element.texts[role];
  return value ? value.string : null;
}

function el(tag, className, content) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content != null) node.textContent = content;
  return node;
}

const glyphs = {
  plus: '+', checkmark: '✓', clearText: '×', chevron: '›', placeholderNoTrackers: '✦',
  placeholderNothingFound: '⌕', placeholderNoStatistics: '☹', tabTrackers: '◉', tabStatistics: '▤',
  pin: '📌', calendar: '▦', chevronBackward: '‹', chevronForward: '›', edit: '✎', trash: '⌫', close: '×',
};

/** Draws an element and what is inside it: a node with its DOM, the box its children go in, and its children. */
function draw(screen, element, parent) {
  const node = { element, parent, childNodes: [], dom: null, box: null, focusTarget: null };
  const drawing = (kinds[element.kind] || kinds.other)(element);
  node.dom = drawing.dom;
  node.box = drawing.box || drawing.dom;
  node.input = drawing.input;
  node.focusTarget = drawing.focus || drawing.dom;
  node.dom.node = node;
  node.focusTarget.node = node;
  if (drawing.spaces) {
    node.spaces = drawing.spaces;
    screen.lists.add(node);
  }
  if (element.id) {
    node.dom.dataset.id = element.id;
    node.focusTarget.dataset.id = element.id;
    screen.ids.set(element.id, node.focusTarget);
  }
  label(node.focusTarget, element);
  states(node.focusTarget, element, parent);
  // The root's intents are a tap outside it, on the backdrop (`drawScreen`): no stop.
  if (parent) act(node, element);
  for (const child of element.children || []) {
    const childNode = draw(screen, child, node);
    node.box.appendChild(childNode.dom);
    node.childNodes.push(childNode);
  }
  takesFocus(node);
  if (node.spaces) fitList(node);
  return node;
}

/**
 * Whether the node is a focus stop, as the kit's focus order says: a button that sends nothing
 * (the selected tab) is none, and a drawing that is no button (a card, a row with a menu only)
 * is one when nothing inside it is (a card whose done button is disabled, on a future day).
 */
function takesFocus(node) {
  const target = node.focusTarget;
  const isButton = ['BUTTON', 'INPUT'].includes(target.tagName);
  if (isButton) {
    if (!isInteractive(node.element)) target.tabIndex = -1;
    else target.removeAttribute('tabindex');
  } else if (node.parent && isStop(node.element)) {
    target.tabIndex = 0;
  } else {
    target.removeAttribute('tabindex');
  }
}

/** After an edit inside them, whether each element around `node` is a stop (a card's, once its done button is enabled again). */
function refreshStops(node) {
  for (let around = node; around && around.parent; around = around.parent) takesFocus(around);
}

/** The spoken label: what VoiceOver would say. */
function label(target, element) {
  const spoken = text(element, 'accessibilityLabel');
  if (spoken) target.setAttribute('aria-label', spoken);
}

/** Enabled, selected, checked, on, done, today: as ARIA states and classes. */
function states(target, element, parent) {
  const state = element.state || {};
  if (state.isEnabled === false) {
    target.setAttribute('aria-disabled', 'true');
    if ('disabled' in target) target.disabled = true;
    target.classList.add('disabled');
  }
  if (state.isSelected) target.classList.add('selected');
  if (state.isActive) target.classList.add('active');
  if (element.kind === 'tab') target.setAttribute('aria-selected', state.isSelected ? 'true' : 'false');
  else if (['cell', 'day', 'page'].includes(element.kind) && target.tagName === 'BUTTON') target.setAttribute('aria-pressed', state.isSelected ? 'true' : 'false');
  if (typeof state.isOn === 'boolean') { target.setAttribute('role', 'switch'); target.setAttribute('aria-checked', String(state.isOn)); }
  else if (element.kind === 'row' && parent && (parent.element.children || []).some((row) => row.state && row.state.isChecked)) {
    target.setAttribute('role', 'radio');
    target.setAttribute('aria-checked', state.isChecked ? 'true' : 'false');
  }
  if (state.isChecked) target.classList.add('checked');
  if (state.isDone === true) target.classList.add('done');
  if (state.isPinned) target.classList.add('pinned');
  if (state.isToday) { target.classList.add('today'); target.setAttribute('aria-current', 'date'); }
  if (state.isPerfect) target.classList.add('perfect');
  // With a habit chosen on the calendar: a day it counts (underlined), one it does not (dim),
  // and a counted day it missed (○), as the text rendering marks them.
  if (state.isCounted === true) target.classList.add('counted');
  if (state.isCounted === false) target.classList.add('uncounted');
  if (state.isDone === false && state.isCounted === true) target.classList.add('missed');
  const look = element.look || {};
  if (look.color) target.style.setProperty('--color', 'var(--' + look.color + ')');
  if (look.textColor) target.style.setProperty('--on-color', 'var(--text-on-' + look.textColor + ')');
}

/** Whether a person can act on the element: enabled, with an id, and a field, or a tap or a long press that sends something. */
function isInteractive(element) {
  const sends = (intents) => intents && intents.length > 0;
  return !!element.id && !(element.state && element.state.isEnabled === false)
    && (element.kind === 'text-field' || sends(element.intents) || sends(element.longPressIntents));
}

/** Whether the kit's focus order stops on the element: what a person can act on, but what only opens a menu and holds things of its own to act on (a card of the tracker app: its done button is the stop). */
function isStop(element) {
  const hasStop = (inner) => isInteractive(inner) || (inner.children || []).some(hasStop);
  const sendsTap = element.intents && element.intents.length > 0;
  return isInteractive(element) && (sendsTap || !(element.children || []).some(hasStop));
}

/** What tapping, pressing and holding, and typing send. */
function act(node, element) {
  const target = node.focusTarget;
  const enabled = !(element.state && element.state.isEnabled === false);
  if (!element.id || !enabled) return;
  if (element.intents && element.intents.length > 0) {
    target.addEventListener('click', (event) => { event.stopPropagation(); send({ tap: element.id }, meaning(target.node.element)); });
    // Enter and Space tap a stop that is no button (a goal's card), as they do a button.
    if (target.tagName !== 'BUTTON') {
      target.addEventListener('keydown', (event) => {
        if (event.target !== target || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        send({ tap: element.id }, meaning(target.node.element));
      });
    }
  }
  if (element.longPressIntents && element.longPressIntents.length > 0) {
    const hold = () => send({ longPress: element.id }, meaning(target.node.element));
    target.dataset.hold = 'true';
    target.addEventListener('contextmenu', (event) => { event.preventDefault(); event.stopPropagation(); hold(); });
    // Enter or Space on what only opens a menu (a category row) opens it.
    if (!element.intents || element.intents.length === 0) {
      target.addEventListener('keydown', (event) => {
        if (event.target !== target || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        hold();
      });
    }
    let timer = null;
    target.addEventListener('pointerdown', (event) => {
      if (event.pointerType === 'mouse') return;
      timer = setTimeout(hold, 500);
    });
    const cancel = () => clearTimeout(timer);
    target.addEventListener('pointerup', cancel);
    target.addEventListener('pointerleave', cancel);
  }
  if (node.input) {
    node.input.addEventListener('input', () => send({ type: { id: element.id, text: node.input.value } }));
    // Enter goes on to the next field or control, past the field's own clear button.
    node.input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      const all = stops(node.input.closest('.screen'));
      const next = all.slice(all.indexOf(node.input) + 1).find((other) => !node.dom.contains(other));
      if (next) next.focus();
    });
  }
}

function button(element, className, content) {
  const node = el('button', className, content);
  node.type = 'button';
  return node;
}

function face(element) {
  const title = text(element, 'title');
  if (title) return title;
  const look = element.look || {};
  if (look.image) return glyphs[look.image] || '•';
  return text(element, 'value') || '';
}

function textsBlock(element, roles, className) {
  const block = el('div', className);
  for (const role of roles) {
    const value = text(element, role);
    if (value != null && value !== '') block.appendChild(el('div', className + '-' + role, value));
  }
  return block;
}

const kinds = {
  screen() { return { dom: el('section', 'screen') }; },
  banner(element) {
    const dom = textsBlock(element, ['title', 'detail'], 'banner');
    dom.setAttribute('role', 'status');
    return { dom };
  },
  title(element) { return { dom: el('h1', 'title', text(element, 'title')) }; },
  button(element) {
    const look = element.look || {};
    const kind = look.image === 'close' ? ' close' : look.image && !text(element, 'title') ? ' icon' : '';
    const floats = look.floats ? ' floats' : '';
    const dom = button(element, 'button ' + (look.style || 'plain') + kind + floats, face(element));
    // A word with an image (✎ Edit, ⌫ Delete, + Add reminder): the image before it, not spoken.
    if (look.image && text(element, 'title')) {
      const image = el('span', 'button-image', glyphs[look.image] || '');
      image.setAttribute('aria-hidden', 'true');
      dom.prepend(image);
    }
    return { dom };
  },
  'text-field'(element) {
    const dom = el('div', 'field');
    const input = el('input', 'field-input');
    input.type = 'text';
    input.value = text(element, 'value') || '';
    input.placeholder = text(element, 'placeholder') || '';
    input.spellcheck = false;
    const box = el('span', 'field-buttons');
    const error = el('div', 'field-error', text(element, 'error'));
    error.hidden = !text(element, 'error');
    error.id = 'error-' + (element.id || '');
    input.setAttribute('aria-describedby', error.id);
    if (!text(element, 'accessibilityLabel')) input.setAttribute('aria-label', text(element, 'placeholder') || '');
    dom.append(input, box);
    const wrapper = el('div', 'field-wrapper');
    wrapper.append(dom, error);
    return { dom: wrapper, box, input, focus: input };
  },
  row(element) {
    const dom = button(element, 'row');
    dom.appendChild(textsBlock(element, ['title', 'subtitle'], 'row-texts'));
    const state = element.state || {};
    const look = element.look || {};
    // Every mark the row has: its checkmark, its switch, its chevron.
    if (state.isChecked) dom.appendChild(el('span', 'checkmark', '✓'));
    if (typeof state.isOn === 'boolean') dom.appendChild(el('span', 'switch' + (state.isOn ? ' on' : ''))).appendChild(el('span', 'knob'));
    if (look.hasChevron) dom.appendChild(el('span', 'chevron', '›'));
    if (!element.intents || element.intents.length === 0) {
      const plain = el('div', 'row');
      plain.append(...dom.childNodes);
      return { dom: plain };
    }
    return { dom };
  },
  placeholder(element) {
    const dom = el('div', 'placeholder');
    dom.appendChild(el('div', 'placeholder-image', glyphs[(element.look || {}).image] || ''));
    dom.appendChild(el('div', 'placeholder-title', text(element, 'title')));
    return { dom };
  },
  section(element) {
    const dom = el('section', 'section');
    dom.appendChild(el('h2', 'section-title', text(element, 'title')));
    const box = el('div', 'cards');
    dom.appendChild(box);
    return { dom, box };
  },
  card(element) {
    const look = element.look || {};
    // The card is a group named by its spoken label. In the tracker app it is no stop: the
    // focus goes to its done button, and the menu key opens the card's menu from there (as in
    // the terminal app); a goal's card, which opens its details, is one.
    const dom = el('div', 'card');
    dom.setAttribute('role', 'group');
    const block = el('div', 'card-block');
    block.appendChild(el('span', 'card-emoji', look.emoji || ''));
    if (element.state && element.state.isPinned) block.appendChild(el('span', 'pin', glyphs.pin));
    block.appendChild(el('div', 'card-name', text(element, 'title')));
    const footer = el('div', 'card-footer');
    footer.appendChild(el('span', 'card-detail', text(element, 'detail')));
    const box = el('span', 'card-buttons');
    footer.appendChild(box);
    dom.append(block, footer);
    dom.style.setProperty('--color', look.color ? 'var(--' + look.color + ')' : 'var(--gray)');
    return { dom, box };
  },
  grid(element) {
    const dom = el('div', 'grid');
    dom.appendChild(el('h2', 'grid-title', text(element, 'title')));
    const box = el('div', 'cells');
    box.style.gridTemplateColumns = 'repeat(' + ((element.look || {}).columns || 6) + ', 1fr)';
    dom.appendChild(box);
    return { dom, box };
  },
  cell(element) {
    const look = element.look || {};
    const dom = button(element, 'cell' + (look.emoji ? ' emoji' : look.color ? ' color' : ' number'));
    if (look.emoji) dom.textContent = look.emoji;
    else if (look.color) dom.appendChild(el('span', 'swatch'));
    else dom.textContent = text(element, 'title') || text(element, 'value') || '';
    return { dom };
  },
  menu(element) {
    const dom = el('div', 'menu');
    dom.setAttribute('role', 'dialog');
    dom.setAttribute('aria-modal', 'true');
    if (text(element, 'title')) {
      dom.appendChild(el('div', 'menu-title', text(element, 'title')));
      dom.setAttribute('aria-label', text(element, 'title'));
    }
    return { dom };
  },
  'tab-bar'() {
    const dom = el('nav', 'tab-bar');
    dom.setAttribute('role', 'tablist');
    return { dom };
  },
  tab(element) {
    const dom = button(element, 'tab');
    dom.setAttribute('role', 'tab');
    dom.appendChild(el('span', 'tab-icon', glyphs[(element.look || {}).image] || ''));
    dom.appendChild(el('span', 'tab-title', text(element, 'title')));
    return { dom };
  },
  page(element) {
    // The pages lie side by side, the one shown in front and the others peeking at its edges,
    // off screen to go to (a click, or Tab and Enter), as a person swipes in the app.
    const dom = button(element, 'page ' + ((element.look || {}).image || ''));
    dom.appendChild(el('span', 'page-title', text(element, 'title')));
    return { dom };
  },
  'page-control'(element) {
    const dom = el('div', 'page-control');
    for (let page = 1; page <= (element.total || 1); page += 1) dom.appendChild(el('span', 'dot' + (page === element.number ? ' on' : '')));
    dom.setAttribute('role', 'img');
    return { dom };
  },
  counter(element) { return { dom: el('div', 'counter', text(element, 'title')) }; },
  'week-strip'() { return { dom: el('div', 'week-strip') }; },
  day(element) {
    const interactive = element.intents && element.intents.length > 0;
    const dom = interactive ? button(element, 'day') : el('div', 'day');
    dom.appendChild(el('span', 'day-name', text(element, 'title') || ''));
    dom.appendChild(el('span', 'day-number', text(element, 'value') || ''));
    return { dom };
  },
  month() { return { dom: el('div', 'month') }; },
  weekday(element) { return { dom: el('span', 'weekday', text(element, 'title')) }; },
  week() { return { dom: el('div', 'week') }; },
  blank() { return { dom: el('span', 'blank') }; },
  streak(element) {
    // Its days are marked on the days themselves (`markStreaks`); a screen reader says its
    // spoken label ("Streak of 5 days, up to 23 November 2026") for the "🔥 5".
    const dom = el('div', 'streak', '🔥 ' + (element.number || 0));
    dom.setAttribute('role', 'img');
    return { dom };
  },
  indicator(element) {
    const dom = el('div', 'indicator');
    dom.appendChild(el('div', 'indicator-value', text(element, 'value')));
    dom.appendChild(el('div', 'indicator-title', text(element, 'title')));
    return { dom };
  },
  header(element) {
    const dom = el('div', 'header');
    dom.appendChild(el('span', 'header-emoji', (element.look || {}).emoji || ''));
    dom.appendChild(el('span', 'header-name', text(element, 'title')));
    return { dom };
  },
  notes(element) { return { dom: el('p', 'notes', text(element, 'title') || text(element, 'value')) }; },
  progress(element) {
    const dom = el('div', 'progress');
    dom.appendChild(textsBlock(element, ['title', 'value'], 'progress-head'));
    const bar = el('div', 'progress-bar');
    const fill = el('div', 'progress-fill');
    fill.style.width = Math.max(0, Math.min(100, element.number || 0)) + '%';
    bar.appendChild(fill);
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-valuenow', String(element.number || 0));
    bar.setAttribute('aria-label', text(element, 'title') || '');
    dom.append(bar, el('div', 'progress-detail', text(element, 'detail')));
    return { dom };
  },
  list() {
    // The items held, between the spaces the others would take (`fitList`).
    const dom = el('div', 'list');
    const box = el('div', 'list-items');
    const spaces = { before: el('div', 'list-space'), after: el('div', 'list-space') };
    dom.append(spaces.before, box, spaces.after);
    return { dom, box, spaces };
  },
  other(element) { return { dom: textsBlock(element, ['title', 'subtitle', 'detail', 'value'], element.kind) }; },
};

// ---------------------------------------------------------------- long lists, drawn lazily

// A list (kind `list`) holds the items in view and says, in its window, how many it leaves out
// before and after them and how many each section holds. The page draws the items it holds
// in their places, the others as space of the height they would take, and as the person
// scrolls asks for the items in view and screenfuls around them ({"window": …}).

// The sizes each list was drawn at, by list id: a list drawn again (a whole screen) takes its
// spaces at once, before it is on the page to be measured.
const listMeasures = new Map();

/**
 * The sizes the page draws a list's parts at (the style makes them one height each), measured
 * once on what it holds while it is drawn, guessed before.
 */
function measures(node) {
  const id = node.element.id || '';
  if (!node.measured && listMeasures.has(id)) node.measured = listMeasures.get(id);
  if (node.measured && node.measured.isExact) return node.measured;
  const box = node.box.querySelector('.cards');
  const cards = box ? box.children : [];
  const style = box ? getComputedStyle(box) : null;
  const columns = style ? Math.max(1, style.gridTemplateColumns.split(' ').length) : 2;
  const gap = style ? parseFloat(style.rowGap) || 0 : 9;
  const measured = node.measured || { columns: 2, gap: 9, row: 148, head: 52, item: 76 };
  if (cards.length > 0 && cards[0].offsetHeight > 0) {
    measured.columns = columns;
    measured.gap = gap;
    measured.row = cards[0].getBoundingClientRect().height + gap;
    measured.head = box.getBoundingClientRect().top - box.parentElement.getBoundingClientRect().top;
    measured.isExact = true;
  }
  const row = node.box.querySelector(':scope > .row');
  if (row && row.offsetHeight > 0) {
    measured.item = row.getBoundingClientRect().height;
    measured.isExact = true;
  }
  node.measured = measured;
  listMeasures.set(id, measured);
  return measured;
}

/** The height a section of `size` items takes, drawn whole. */
function sectionHeight(size, m) {
  return size > 0 ? m.head + Math.ceil(size / m.columns) * m.row - m.gap : 0;
}

/** Sizes the spaces around the items a list holds, and each partly held section's rows left out. */
function fitList(node) {
  const frame = node.element.window || {};
  const before = frame.before || 0;
  const after = frame.after || 0;
  const sizes = frame.sectionSizes || [];
  const m = measures(node);
  const id = node.element.id || '';
  if (listScopes.has(id) && listScopes.get(id) !== (frame.scope || '')) scopeChanged = true;
  listScopes.set(id, frame.scope || '');
  if (sizes.length === 0) {
    node.spaces.before.style.height = before * m.item + 'px';
    node.spaces.after.style.height = after * m.item + 'px';
    return;
  }
  // The sections wholly before the items held, then those held, then those wholly after.
  let index = 0;
  let items = 0;
  let top = 0;
  while (index < sizes.length && items + sizes[index] <= before) {
    top += sectionHeight(sizes[index], m);
    items += sizes[index];
    index += 1;
  }
  let skipped = before - items;
  for (const section of node.childNodes) {
    const size = sizes[index] || 0;
    const rowsBefore = Math.floor(skipped / m.columns);
    const column = skipped % m.columns;
    const rowsHeld = Math.ceil((column + section.childNodes.length) / m.columns);
    const rowsAfter = Math.max(0, Math.ceil(size / m.columns) - rowsBefore - rowsHeld);
    section.box.style.paddingTop = rowsBefore ? rowsBefore * m.row + 'px' : '';
    section.box.style.paddingBottom = rowsAfter ? rowsAfter * m.row + 'px' : '';
    if (section.childNodes[0]) section.childNodes[0].dom.style.gridColumnStart = column ? String(column + 1) : '';
    index += 1;
    skipped = 0;
  }
  let bottom = 0;
  for (; index < sizes.length; index += 1) bottom += sectionHeight(sizes[index], m);
  node.spaces.before.style.height = top + 'px';
  node.spaces.after.style.height = bottom + 'px';
}

/** The items of a list in the viewport, from the sizes the page draws them at: [first, end). */
function itemsInView(node) {
  const frame = node.element.window || {};
  const sizes = frame.sectionSizes || [];
  const m = node.measured || measures(node);
  const top = node.dom.getBoundingClientRect().top;
  const from = Math.max(0, -top);
  const to = Math.max(0, innerHeight - top);
  if (sizes.length === 0) {
    const total = (frame.before || 0) + node.childNodes.length + (frame.after || 0);
    return [Math.min(total, Math.floor(from / m.item)), Math.min(total, Math.ceil(to / m.item))];
  }
  let y = 0;
  let items = 0;
  let first = null;
  let end = 0;
  for (const size of sizes) {
    const rows = Math.ceil(size / m.columns);
    for (let row = 0; row < rows; row += 1) {
      const rowTop = y + m.head + row * m.row;
      if (rowTop + m.row > from && rowTop < to) {
        if (first === null) first = items + row * m.columns;
        end = items + Math.min(size, (row + 1) * m.columns);
      }
    }
    y += sectionHeight(size, m);
    items += size;
    if (y > to) break;
  }
  return first === null ? [end, end] : [first, end];
}

// Which way the person last scrolled: the window reaches a screenful and a half ahead of the
// view, and half a screenful behind it.
let lastScrollY = 0;
let scrollsUp = false;

/** Asks for the items in view and those around them, when the view nears the edge of those held. */
function followScroll() {
  if (scrollY !== lastScrollY) scrollsUp = scrollY < lastScrollY;
  lastScrollY = scrollY;
  const screen = screens.get(shownID);
  for (const node of screen ? screen.lists : []) {
    const frame = node.element.window;
    if (!frame || !node.element.id) continue;
    const [first, end] = itemsInView(node);
    const shown = Math.max(end - first, 1);
    const heldFirst = frame.before || 0;
    const heldEnd = heldFirst + countHeld(node);
    const missing = (heldFirst > 0 && first - shown / 2 < heldFirst) || ((frame.after || 0) > 0 && end + shown / 2 > heldEnd);
    const behind = Math.round((scrollsUp ? 1.5 : 0.5) * shown);
    const wanted = { id: node.element.id, first: Math.max(0, first - behind), count: shown * 3 };
    if (!missing || (node.asked && node.asked.first === wanted.first && node.asked.count === wanted.count)) continue;
    node.asked = wanted;
    send({ window: wanted });
  }
}

/** How many items a list holds. */
function countHeld(node) {
  const sizes = (node.element.window || {}).sectionSizes || [];
  return sizes.length === 0 ? node.childNodes.length : node.childNodes.reduce((sum, section) => sum + section.childNodes.length, 0);
}

// The scope each list was last drawn in, by list id, and whether an answer changed one.
const listScopes = new Map();
let scopeChanged = false;

let following = false;
addEventListener('scroll', () => {
  if (following) return;
  following = true;
  requestAnimationFrame(() => { following = false; followScroll(); });
}, { passive: true });
addEventListener('resize', () => followScroll());

/** How many items the page asks for first: what a screenful holds, and two more below it. */
function firstWindow() {
  return Math.max(12, Math.ceil(innerHeight / 157) * 2 * 3);
}

/** A text field drawn again in place, so that typing keeps its caret. */
function updateField(node) {
  const element = node.element;
  const value = text(element, 'value') || '';
  // The focused field is the person's (`keepTyping`); the kit's text shows once it is left.
  if (node.input.value !== value && node.input !== document.activeElement) node.input.value = value;
  node.input.placeholder = text(element, 'placeholder') || '';
  const error = node.dom.querySelector('.field-error');
  error.textContent = text(element, 'error') || '';
  error.hidden = !text(element, 'error');
  const spoken = text(element, 'accessibilityLabel');
  if (spoken) node.input.setAttribute('aria-label', spoken);
}

// ---------------------------------------------------------------- keys

document.addEventListener('focusin', (event) => {
  const id = event.target.dataset && event.target.dataset.id;
  if (id && screens.has(shownID)) screens.get(shownID).lastFocus = id;
});

document.addEventListener('keydown', (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const inField = event.target instanceof HTMLInputElement;
  if (event.key === 'Escape') {
    send({ back: true });
  } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)
    || (!inField && ['m', 'M', 'ь', 'Ь'].includes(event.key))) {
    pressAndHold(event.target);
  } else if (!moveFocus(event.key, event.target, inField)) {
    return;
  }
  event.preventDefault();
});

/** The menu key (Shift-F10, `m`): a long press on the focused element, or on the one around it that has one (a card, around its done button). */
function pressAndHold(target) {
  const holder = target.closest && target.closest('[data-hold]');
  if (holder) send({ longPress: holder.dataset.id }, holder.node && meaning(holder.node.element));
}

/**
 * The arrow keys, Home and End move the focus as the terminal's do, in the tree's order: down
 * and forward (right, or left right to left) to the next stop, up and back to the one before;
 * between the cells of a grid, a column or a row at a time. In a field, left, right, Home and
 * End move the caret. Says whether the key moved the focus.
 */
function moveFocus(key, target, inField) {
  const screen = screens.get(shownID);
  if (!screen) return false;
  const all = stops(screen.root);
  const at = all.indexOf(target);
  const rtl = document.documentElement.dir === 'rtl';
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next = null;
  if (inField && [forward, backward, 'Home', 'End'].includes(key)) return false;
  if (key === 'Home') next = all[0];
  else if (key === 'End') next = all[all.length - 1];
  else if (target.closest && target.closest('.month') && (key === 'ArrowDown' || key === 'ArrowUp')) {
    next = inMonth(target, key === 'ArrowDown' ? 1 : -1, all);
  } else if (target.closest && target.closest('.cells') && [forward, backward, 'ArrowUp', 'ArrowDown'].includes(key)) {
    const columns = (target.node.parent.element.look || {}).columns || 6;
    next = inGrid(target, { [forward]: 1, [backward]: -1, ArrowDown: columns, ArrowUp: -columns }[key], all);
  } else if (key === 'ArrowDown' || key === forward) next = all[at + 1] || all[0];
  else if (key === 'ArrowUp' || key === backward) next = all[at - 1] || all[all.length - 1];
  else return false;
  if (next) next.focus();
  return true;
}

/** The cell `step` cells from `cell` in its grid's reading order; past the grid's ends, the stop before or after the grid. */
function inGrid(cell, step, all) {
  const cells = Array.from(cell.closest('.cells').children);
  const index = cells.indexOf(cell) + step;
  if (index >= 0 && index < cells.length) return cells[index];
  const outside = all.filter((stop) => !cells.includes(stop));
  const before = outside.filter((stop) => stop.compareDocumentPosition(cell) & Node.DOCUMENT_POSITION_FOLLOWING);
  return step < 0 ? before[before.length - 1] : outside[before.length];
}

/**
 * Down and up on a day of a month: the same weekday a week later or earlier; past the month (or
 * onto a day that takes no focus), the stop after or before the month, as the terminal app does.
 */
function inMonth(day, step, all) {
  const month = day.closest('.month');
  const weeks = Array.from(month.querySelectorAll('.week'));
  const row = weeks.indexOf(day.parentElement);
  const column = Array.from(day.parentElement.children).indexOf(day);
  const other = weeks[row + step] && weeks[row + step].children[column];
  if (other && all.includes(other)) return other;
  const outside = all.filter((stop) => !month.contains(stop));
  const before = outside.filter((stop) => stop.compareDocumentPosition(day) & Node.DOCUMENT_POSITION_FOLLOWING);
  return step < 0 ? before[before.length - 1] : outside[before.length];
}

/** What a test or a person's own script may wait on. */
window.trackerPage = {
  send, idle, screens: () => screens, shown: () => shownID, revision: () => revision,
  drawTimes: () => drawTimes.slice(), follow: () => { followScroll(); return idle(); },
  stops: () => stops(screens.get(shownID).root).map((stop) => stop.dataset.id || ''),
};

// A new page starts with whole screens (the app does not know it yet) and a window of each list.
send({ window: { count: firstWindow() } });
idle().then(watch);
