import { api, el, heldTokens, holdToken, renderer, toast } from '/common.js';
import { applyZoom, clearBoard, drawBoard, zoomBy } from '/board.js';
import { onChatMessage, showLines, startChat } from '/chat.js';
import { askToJoin } from '/join.js';
import { showHandOvers } from '/handover.js';

const params = new URLSearchParams(location.search);
const tableId = params.get('t');
const $ = id => document.getElementById(id);
let socket = null;
let activeSeat = null;      // the held seat whose view is shown (null: spectator)
let last = null;            // the last state message
let game = null;
let retry = 500;
let handingOver = false;
let inbox = Promise.resolve();
let shown = [];            // the choice index each shown number plays (number 1 plays shown[0])
let words = text => text;  // the game's renderer may put its own names in the log's words (words(text, m))
const contentCache = {};

// A seat link carries its token in the fragment (never sent to the server in a URL): keep it, then hide it.
if (location.hash.includes('token=')) {
  const h = new URLSearchParams(location.hash.slice(1));
  holdToken(tableId, h.get('seat'), h.get('token'));
  history.replaceState(null, '', location.pathname + location.search);
}

function held() { return heldTokens(tableId); }
function heldSeats() { return Object.keys(held()).map(Number).sort((a, b) => a - b); }

const rendererApi = {
  play: index => play(index),
  label: index => (last && last.choices && last.choices[index] ? last.choices[index].label : ''),
  pick: (title, indexes) => pick(title, indexes),
  content: name => contentCache[name] ??= api(`/api/games/${game}/content/${name}`),
};

// The one choice picker: a thing on the board that stands for several choices lists them here.
function pick(title, indexes) {
  const box = $('picker');
  box.replaceChildren(el('span', { class: 'muted', text: `${title}: ` }),
    ...indexes.map(i => el('button', { type: 'button', 'data-pick': i, onclick: () => play(i), text: rendererApi.label(i) })),
    el('button', { type: 'button', onclick: closePicker, text: 'Cancel' }));
  box.hidden = false;
  openSheet(true);
  box.querySelector('button').focus();
}

function closePicker() {
  $('picker').hidden = true;
  $('picker').replaceChildren();
}

// On a phone the choices are a sheet at the bottom of the screen, which the player may fold away.
function openSheet(open) {
  document.body.classList.toggle('sheet-folded', !open);
  $('sheet-toggle').setAttribute('aria-expanded', String(open));
  $('sheet-toggle').textContent = open ? 'Hide' : 'Show choices';
  sheetSpace();
}

function sheetSpace() {
  document.body.style.setProperty('--sheet', `${$('choices-panel').offsetHeight}px`);
}

function connect() {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  socket = new WebSocket(`${proto}//${location.host}/ws/tables/${tableId}`);
  $('conn').textContent = 'connecting…';
  socket.onopen = () => { retry = 500; $('conn').textContent = 'connected'; hello(); };
  // one message at a time, in order: a state is logged and drawn before the next is looked at
  socket.onmessage = e => {
    const m = JSON.parse(e.data);
    inbox = inbox.then(() => onMessage(m)).catch(err => console.error(err));
  };
  socket.onclose = () => {
    $('conn').textContent = 'reconnecting…';
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  };
}

// The seat this tab showed last (a reload of a hotseat game goes on with it, with no hand-over).
const ACTIVE = 'keeptable.active.' + tableId;

function hello() {
  const tokens = held();
  if (activeSeat == null) activeSeat = Number(sessionStorage.getItem(ACTIVE) ?? NaN);
  if (activeSeat == null || !(activeSeat in tokens)) activeSeat = heldSeats().length ? heldSeats()[0] : null;
  if (activeSeat != null) sessionStorage.setItem(ACTIVE, activeSeat);
  // holding no token here, a logged-in player is seated by their account (a guest, or no seat: a spectator)
  accountHello = activeSeat == null && !triedAccount;
  socket.send(JSON.stringify(accountHello ? { type: 'hello' } : activeSeat == null ? { type: 'hello', spectator: true }
    : { type: 'hello', token: tokens[activeSeat] }));
}
let accountHello = false;
let triedAccount = false;

async function onMessage(m) {
  if (m.type === 'refused' && accountHello) { accountHello = false; triedAccount = true; hello(); return; }
  if (m.type === 'refused') { toast(m.reason); if (last) draw(); return; }  // the choices come back to life
  if (onChatMessage(m)) return;
  if (m.type === 'state') accountHello = false; // seated (or watching): later refusals are of moves
  if (m.type === 'error') { $('status').textContent = m.reason; return; }
  if (m.type !== 'state') return;
  const mod = m.game ? await renderer(m.game) : null;
  words = mod && mod.words ? text => mod.words(text, m) : text => text;
  document.body.dataset.states = String(Number(document.body.dataset.states || 0) + 1);
  if (m.reset) $('log').replaceChildren();
  game = m.game;
  for (const e of m.events) addLog(e);
  if (!m.reset) announce(m.events);
  last = m;
  // Hotseat: when the turn passes to another seat held in this browser, hand the device over first.
  const seats = heldSeats();
  if (!m.over && m.toMove !== activeSeat && seats.includes(m.toMove) && seats.length > 1) {
    showHandover(m.toMove);
  }
  draw();
}

// Nothing of the seat that just played stays on the page: board, choices, hint and its private log lines
// go; the next seat's hello brings its own log back.
function showHandover(seat) {
  handingOver = true;
  $('handover-text').textContent = `Pass to ${last.seats[seat].name}`;
  $('handover').hidden = false;
  clearBoard($('board'));
  $('choices').replaceChildren();
  $('log').replaceChildren();
  $('log-news').replaceChildren();
  $('hint-out').replaceChildren();
  closePicker();
  $('handover-go').focus();
  $('handover-go').onclick = () => {
    $('handover').hidden = true;
    handingOver = false;
    activeSeat = seat;
    hello();
  };
}

function addLog(e) {
  if (!e.text) return;
  const li = el('li', { 'data-step': e.step }, words(e.text));
  // the book section behind the event, a link to the section of the game's rules aid that explains it
  if (e.rule && game) {
    li.append(' ', el('a', { class: 'rule', href: `/rules/${encodeURIComponent(game)}?rule=${encodeURIComponent(e.rule)}`,
      target: '_blank', rel: 'noopener', text: e.rule }));
  }
  $('log').append(li);
  $('log').scrollTop = $('log').scrollHeight;
}

// A screen reader hears the new events only, from a live region of their own out of sight (#log-news holds the
// latest); the log (#log) is not live, so the backlog drawn when a player joins or reloads is not read out.
function announce(events) {
  const said = events.filter(e => e.text).map(e => el('p', { text: words(e.text) }));
  if (said.length) $('log-news').replaceChildren(...said);
}

async function draw() {
  const m = last;
  if (handingOver) return;
  $('title').textContent = m.title;
  $('rules-link').href = `/rules/${encodeURIComponent(m.game)}`;
  $('rules-link').hidden = false;
  const mover = m.toMove >= 0 ? m.seats[m.toMove].name : '';
  $('who').textContent = m.seat >= 0 ? `You: ${m.seats[m.seat].name}` : 'Spectating (public information only)';
  const mine = m.choices && m.choices.length;
  document.body.dataset.step = m.step;  // for tests and the curious; no player reads a step count
  delete document.body.dataset.replayStep;
  $('status').textContent = m.problem ? 'Stopped' : m.over ? 'Game over'
    : mine ? 'Your turn' : `${mover} to move`;
  yourTurn(mine && !m.over && !m.problem, m);
  $('outcome').replaceChildren();
  if (m.over) $('outcome').append(el('p', { class: 'outcome', id: 'outcome-text', text: `Game over: ${m.outcome.reason}` }));
  if (m.problem) $('outcome').append(el('p', { class: 'problem', text: m.problem }));
  $('prompt').textContent = mine ? m.prompt : m.over || m.problem ? 'No more choices' : `Waiting for ${mover}`;
  const list = $('choices');
  closePicker();
  shown = [];
  list.replaceChildren(...choiceGroups(m.choices || []).map(g => {
    const buttons = g.lines.map(line => {
      const n = shown.push(line.index);
      return el('button', { 'data-index': line.index, class: 'choice', onclick: () => play(line.index) },
        n <= 9 ? el('kbd', { text: String(n) }) : null, ' ', line.label, line.copies > 1 ? ` (${line.copies} alike)` : '');
    });
    return g.heading ? el('div', { class: 'choice-kind', role: 'group', 'aria-label': g.heading },
      el('p', { class: 'kind', 'aria-hidden': 'true', text: g.heading }), ...buttons) : buttons;
  }).flat());
  choiceRules(m.choices || []);
  $('hint').hidden = !mine;
  $('undo').hidden = !canUndo(m);
  showClock(m);
  showStandIn(m);
  $('hint-out').replaceChildren();
  // A finished game replays as any seat; a stopped one as a spectator or as a seat held here.
  const replayable = m.over || !!m.problem;
  $('replay-panel').hidden = !replayable;
  if (replayable && !$('replay-seat').options.length) setupReplay();
  sheetSpace();
  await drawBoard($('board'), m, rendererApi);
}

// The choices as the terminal lists them (the CLI's ChoiceMenu): choices of one kind that read alike are
// one line, played by the first of them; when several kinds are on offer, each kind with more than one
// line has a heading, the game's words for that kind that the server sends with each choice ('Swap a Goal'), and the
// rest come last, under 'Other choices'. Returns [{ heading, lines: [{ index, label, copies }] }], heading null for a plain list.
function choiceGroups(choices) {
  const kinds = new Map();
  const headings = new Map();
  choices.forEach((c, index) => {
    const kind = String((c.choice && c.choice.type) || '');
    if (!kinds.has(kind)) { kinds.set(kind, new Map()); headings.set(kind, c.heading); }
    const lines = kinds.get(kind);
    if (lines.has(c.label)) lines.get(c.label).copies++;
    else lines.set(c.label, { index, label: c.label, copies: 1 });
  });
  const groups = [];
  const others = [];
  for (const [kind, lines] of kinds) {
    if (lines.size > 1) groups.push({ heading: headings.get(kind) || 'Choices', lines: [...lines.values()] });
    else others.push(...lines.values());
  }
  if (groups.length === 0) return [{ heading: null, lines: others }];
  if (groups.length === 1 && others.length === 0) return [{ heading: null, lines: groups[0].lines }];
  if (others.length) groups.push({ heading: 'Other choices', lines: others });
  return groups;
}

// Why can I do this? Each section of the rules aid that explains one of the choices on offer, once, in order.
function choiceRules(choices) {
  const sections = new Map();
  for (const c of choices) if (c.rules && !sections.has(c.rules)) sections.set(c.rules, c.rulesTitle);
  const box = $('choice-rules');
  box.hidden = sections.size === 0;
  box.replaceChildren(...(sections.size ? ['Rules for these choices: '] : []),
    ...[...sections].flatMap(([anchor, title], i) => [i ? ' · ' : '',
      el('a', { href: `/rules/${encodeURIComponent(game)}#${anchor}`, target: '_blank', rel: 'noopener', text: title })]));
}

function play(index) {
  const m = last;
  if (!m || !m.choices || !m.choices[index]) return;
  socket.send(JSON.stringify({ type: 'choice', token: held()[m.seat], step: m.step, choice: m.choices[index].choice }));
  $('choices').querySelectorAll('button').forEach(b => { b.disabled = true; });
  closePicker();
}

// A turn-based table: the time for each move and when the time of the player to move runs out.
function showClock(m) {
  const tb = m.turnBased;
  $('clock').hidden = !tb;
  if (!tb) return;
  const pace = `Turn by turn: ${durationWords(tb.moveSeconds)} a move`;
  const mover = m.toMove >= 0 && !m.over && !m.problem ? m.seats[m.toMove] : null;
  const until = tb.clockDue ? new Date(tb.clockDue).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' }) : null;
  const then = { bot: 'then a bot plays for them', skip: 'then their turn is skipped', abandon: 'then the game is abandoned' }[tb.onTimeout];
  $('clock').textContent = mover && until ? `${pace}. ${mover.name} has until ${until}; ${then}.` : `${pace}.`;
}

function durationWords(s) {
  for (const [n, unit] of [[86400, 'day'], [3600, 'hour'], [60, 'minute'], [1, 'second']]) {
    if (s % n === 0) return `${s / n} ${unit}${s / n === 1 ? '' : 's'}`;
  }
  return `${s} seconds`;
}

// A bot may play the seat for its player (handed over, or after the time ran out) until they take it back; in a
// co-operative game the party may seat a bot for a player who is away (not at the table now) and go on.
function showStandIn(m) {
  const box = $('stand-in');
  const seat = m.seat;
  box.hidden = seat < 0 || m.over || !!m.problem;
  if (box.hidden) return;
  const token = held()[seat];
  const send = msg => socket.send(JSON.stringify({ ...msg, token, step: m.step }));
  const standIn = m.seats[seat].standIn;
  const strength = el('select', { id: 'stand-in-bot', 'aria-label': 'strength of the bot that plays for you' },
    ...['easy', 'normal', 'hard'].map(v => el('option', { value: v, text: v })));
  strength.value = 'normal';
  const parts = standIn
    ? [el('p', { text: standIn === 'skipping' ? 'Your time ran out: your turn is being skipped.'
      : `A bot (${standIn}) plays your seat while you are away.` }),
    el('button', { id: 'take-back', type: 'button', text: 'Take my seat back', onclick: () => send({ type: 'takeBack' }) })]
    : [el('label', {}, 'Away for a while? A bot', strength),
      el('button', { id: 'hand-over', type: 'button', text: 'plays for me', onclick: () => send({ type: 'handOver', bot: strength.value }) })];
  m.seats.forEach((s, i) => {
    if (i === seat) return;
    if (s.standIn) {
      parts.push(el('p', { class: 'muted', text: s.standIn === 'skipping' ? `${s.name}'s time ran out: their turn is skipped.`
        : `A bot (${s.standIn}) plays for ${s.name} until they come back.` }));
    } else if (party.cooperative && party.away.includes(i)) {
      parts.push(el('p', { class: 'away' }, `${s.name} is away. `, el('button', { type: 'button', class: 'seat-bot',
        'data-seat': i, text: `Seat a bot for ${s.name}`,
        onclick: () => send({ type: 'handOver', seat: i, bot: standIn ? 'normal' : strength.value }) })));
    }
  });
  box.replaceChildren(...parts);
}

// Who of the party is away, asked of the server now and then (any node may hold the others' sockets).
const party = { cooperative: false, away: [] };
async function lookForAway() {
  if (!last) return;
  if (last.seat < 0 || last.over || last.problem) { $('hand-over-box').hidden = true; return; }
  try {
    const t = await api(`/api/tables/${tableId}`);
    party.cooperative = t.cooperative;
    party.away = t.seats.filter(s => s.away).map(s => s.seat);
    if (last && !handingOver) showStandIn(last);
    if (last && !handingOver) showHandOvers($('hand-over-box'), tableId, last.seat, held()[last.seat], t.seats, lookForAway);
  } catch (e) { /* asked again in a while */ }
}

// A co-operative game lets the seat that made the last choice take it back while it showed nothing new.
function canUndo(m) { return !!m.undoable && (m.lastMover in held() || m.lastMover === m.seat); }

function undo() {
  const m = last;
  if (!m || !canUndo(m)) return;
  socket.send(JSON.stringify({ type: 'undo', token: held()[m.lastMover], step: m.step }));
  $('undo').disabled = true;
  setTimeout(() => { $('undo').disabled = false; }, 500);
}

async function hint() {
  const out = $('hint-out');
  out.replaceChildren(el('div', { class: 'hint', text: 'Thinking…' }));
  try {
    const h = await api(`/api/tables/${tableId}/hint`, { method: 'POST', body: JSON.stringify({ token: held()[last.seat] }) });
    out.replaceChildren(el('div', { class: 'hint', id: 'hint-text' },
      el('p', {}, 'Suggested: ', el('strong', { text: h.label })),
      el('p', { class: 'hint-why', id: 'hint-why', text: h.why || '' })));
  } catch (e) { out.replaceChildren(); toast(e.message); }
}

// ------------------------------------------------------------------ telling a player it is their turn
// The tab's title says so; when the tab is hidden, a browser notification and a sound, each if the player turned it
// on here (remembered in this browser), say so once each time the turn comes back to them.
const NOTIFY = 'keeptable.notify';
const SOUND = 'keeptable.sound';
let wasMyTurn = false;

function yourTurn(mine, m) {
  document.title = mine ? `Your turn · ${m.title} · keeptable` : `${m.title} · keeptable`;
  if (mine && !wasMyTurn && document.hidden) {
    if (localStorage.getItem(NOTIFY) === 'on' && 'Notification' in window && Notification.permission === 'granted') {
      const n = new Notification(`Your turn: ${m.title}`, { body: m.prompt || '', tag: `keeptable-${tableId}` });
      n.onclick = () => { window.focus(); n.close(); };
    }
    if (localStorage.getItem(SOUND) === 'on') chime();
  }
  wasMyTurn = mine;
}

function chime() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
  } catch (e) { /* no sound on this browser */ }
}

function showTurnSettings() {
  const notify = $('notify-toggle');
  const sound = $('sound-toggle');
  const canNotify = 'Notification' in window;
  notify.hidden = !canNotify;
  const on = localStorage.getItem(NOTIFY) === 'on' && canNotify && Notification.permission === 'granted';
  notify.setAttribute('aria-pressed', String(on));
  notify.textContent = on ? 'Notifications on' : 'Notify me of my turn';
  const loud = localStorage.getItem(SOUND) === 'on';
  sound.setAttribute('aria-pressed', String(loud));
  sound.textContent = loud ? 'Sound on' : 'Sound off';
}

async function toggleNotify() {
  if (localStorage.getItem(NOTIFY) === 'on') localStorage.setItem(NOTIFY, 'off');
  else {
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (answer === 'granted') localStorage.setItem(NOTIFY, 'on');
    else toast('This browser does not allow notifications from this page.');
  }
  showTurnSettings();
}

function toggleSound() {
  localStorage.setItem(SOUND, localStorage.getItem(SOUND) === 'on' ? 'off' : 'on');
  if (localStorage.getItem(SOUND) === 'on') chime();
  showTurnSettings();
}

// ------------------------------------------------------------------ replay of a finished (or stopped) game
let replayStep = 0;
let replayAsked = 0;
function setupReplay() {
  const sel = $('replay-seat');
  last.seats.forEach((s, i) => { if (last.over || i in held()) sel.append(el('option', { value: i, text: s.name })); });
  sel.append(el('option', { value: -1, text: 'a spectator' }));
  const slider = $('replay-slider');
  slider.max = last.step;
  const go = s => { replayStep = Math.max(0, Math.min(last.step, s)); loadReplay(); };
  $('replay-first').onclick = () => go(0);
  $('replay-prev').onclick = () => go(replayStep - 1);
  $('replay-next').onclick = () => go(replayStep + 1);
  $('replay-last').onclick = () => go(last.step);
  slider.oninput = () => go(Number(slider.value));
  sel.onchange = () => loadReplay();
}

async function loadReplay() {
  const seat = Number($('replay-seat').value);
  // a stopped game's own seat is shown to its token, sent in a header (never in a URL, which proxies log)
  const headers = !last.over && seat in held() ? { 'X-Seat-Token': held()[seat] } : {};
  const mine = ++replayAsked;
  const r = await api(`/api/tables/${tableId}/replay?step=${replayStep}&seat=${seat}`, { headers });
  if (mine !== replayAsked) return; // a later step was asked for meanwhile: show that one only
  $('replay-slider').value = r.step;
  $('replay-pos').textContent = `choice ${r.step} of ${r.steps}`;
  const said = (r.events || []).map(e => e.text).filter(Boolean).map(words).join(' ');
  $('replay-played').textContent = r.played ? `Played: ${words(r.played)}. ${said}` : 'The start.';
  $('status').textContent = `Replay: ${r.step ? `after choice ${r.step} of ${r.steps}` : 'the start'}, seen by ${r.seat >= 0 ? last.seats[r.seat].name : 'a spectator'}`;
  // the log shows what had happened by this step, and nothing after it
  $('log').querySelectorAll('li').forEach(li => { li.hidden = Number(li.dataset.step) > r.step; });
  showLines(r.chat || [], true); // and what was said by then
  document.body.dataset.replayStep = r.step; // the step the board shows now, for tests that wait for it to settle
  await drawBoard($('board'), { ...last, view: r.view, text: r.text, seat: r.seat, step: r.step, toMove: r.toMove, choices: [], events: r.events },
    rendererApi);
}

document.addEventListener('keydown', e => {
  if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT' || !last || handingOver) return;
  if (e.key === 'Escape') { closePicker(); }
  else if (/^[1-9]$/.test(e.key)) { const i = shown[Number(e.key) - 1]; if (i !== undefined) play(i); }
  else if (e.key === 'h' || e.key === 'H') { if (!$('hint').hidden) hint(); }
  else if (e.key === 'u' || e.key === 'U') { undo(); }
});
$('hint').addEventListener('click', hint);
$('notify-toggle').addEventListener('click', toggleNotify);
$('sound-toggle').addEventListener('click', toggleSound);
showTurnSettings();
$('undo').addEventListener('click', undo);
$('sheet-toggle').addEventListener('click', () => openSheet(document.body.classList.contains('sheet-folded')));
$('zoom-in').addEventListener('click', () => zoomBy($('board'), 1));
$('zoom-out').addEventListener('click', () => zoomBy($('board'), -1));
$('zoom-fit').addEventListener('click', () => zoomBy($('board'), 0));
window.addEventListener('resize', () => { applyZoom($('board')); sheetSpace(); });

async function main() {
  document.body.classList.add('has-sheet');
  if (!tableId) { $('status').textContent = 'No table given.'; return; }
  const join = params.get('join');
  connect();
  startChat(message => socket.send(JSON.stringify(message)));
  setTimeout(lookForAway, 1500);
  setInterval(lookForAway, 10000);
  if (join != null && !(join in held())) {
    // the table shows behind the form (watched, as a spectator); once the seat is taken here it is played
    const seat = await askToJoin(tableId, join);
    history.replaceState(null, '', `/table.html?t=${tableId}`);
    if (seat != null) {
      activeSeat = seat;
      if (socket.readyState === WebSocket.OPEN) hello();
    }
  }
}
main();
