import { api, el, heldTokens, holdToken, renderer, toast } from '/common.js';

const params = new URLSearchParams(location.search);
const tableId = params.get('t');
const $ = id => document.getElementById(id);
let socket = null;
let activeSeat = null;      // the held seat whose view is shown (null: spectator)
let last = null;            // the last state message
let mod = null;             // the game's renderer module
let game = null;
let retry = 500;
let handingOver = false;
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
  content: name => contentCache[name] ??= api(`/api/games/${game}/content/${name}`),
};

function connect() {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  socket = new WebSocket(`${proto}//${location.host}/ws/tables/${tableId}`);
  $('conn').textContent = 'connecting…';
  socket.onopen = () => { retry = 500; $('conn').textContent = 'connected'; hello(); };
  socket.onmessage = e => onMessage(JSON.parse(e.data));
  socket.onclose = () => {
    $('conn').textContent = 'reconnecting…';
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  };
}

function hello() {
  const tokens = held();
  if (activeSeat == null || !(activeSeat in tokens)) activeSeat = heldSeats().length ? heldSeats()[0] : null;
  socket.send(JSON.stringify(activeSeat == null ? { type: 'hello', spectator: true }
    : { type: 'hello', token: tokens[activeSeat] }));
}

function onMessage(m) {
  if (m.type === 'refused') { toast(m.reason); if (last) draw(); return; }  // the choices come back to life
  if (m.type === 'error') { $('status').textContent = m.reason; return; }
  if (m.type !== 'state') return;
  if (m.reset) $('log').replaceChildren();
  for (const e of m.events) addLog(e);
  last = m;
  game = m.game;
  // Hotseat: when the turn passes to another seat held in this browser, hand the device over first.
  const seats = heldSeats();
  if (!m.over && m.toMove !== activeSeat && seats.includes(m.toMove) && seats.length > 1) {
    showHandover(m.toMove);
  }
  draw();
}

function showHandover(seat) {
  handingOver = true;
  $('handover-text').textContent = `Pass to ${last.seats[seat].name}`;
  $('handover').hidden = false;
  $('board').replaceChildren();
  $('choices').replaceChildren();
  $('handover-go').focus();
  $('handover-go').onclick = () => {
    $('handover').hidden = true;
    handingOver = false;
    activeSeat = seat;
    hello();
  };
}

function addLog(e) {
  const li = el('li', { 'data-step': e.step }, e.text);
  if (e.rule) li.append(' ', el('span', { class: 'rule', text: `(${e.rule})` }));
  $('log').append(li);
  $('log').scrollTop = $('log').scrollHeight;
}

async function draw() {
  const m = last;
  if (handingOver) return;
  $('title').textContent = m.title;
  document.title = `keeptable: ${m.title}`;
  const mover = m.toMove >= 0 ? m.seats[m.toMove].name : '';
  $('who').textContent = m.seat >= 0 ? `You: ${m.seats[m.seat].name}` : 'Spectating (public information only)';
  const mine = m.choices && m.choices.length;
  $('status').textContent = m.problem ? `Stopped at step ${m.step}` : m.over ? 'Game over'
    : mine ? `Your turn (step ${m.step})` : `Step ${m.step}: ${mover} to move`;
  $('outcome').replaceChildren();
  if (m.over) $('outcome').append(el('p', { class: 'outcome', id: 'outcome-text', text: `Game over: ${m.outcome.reason}` }));
  if (m.problem) $('outcome').append(el('p', { class: 'problem', text: m.problem }));
  $('prompt').textContent = mine ? m.prompt : m.over || m.problem ? 'No more choices' : `Waiting for ${mover}`;
  const list = $('choices');
  list.replaceChildren();
  (m.choices || []).forEach((c, i) => {
    list.append(el('button', { role: 'listitem', 'data-index': i, class: 'choice', onclick: () => play(i) },
      el('kbd', { text: i < 9 ? String(i + 1) : '' }), ' ', c.label));
  });
  $('hint').hidden = !mine;
  $('undo').hidden = !canUndo(m);
  $('hint-out').replaceChildren();
  // A finished game replays as any seat; a stopped one as a spectator or as a seat held here.
  const replayable = m.over || !!m.problem;
  $('replay-panel').hidden = !replayable;
  if (replayable && !$('replay-seat').options.length) setupReplay();
  await drawBoard(m);
}

async function drawBoard(m) {
  const board = $('board');
  mod = mod || await renderer(m.game);
  if (mod && m.view) {
    board.replaceChildren();
    mod.render(board, m, rendererApi);
  } else if (!m.view && m.problem) {
    board.replaceChildren(el('p', { class: 'muted', text: 'The rules cannot draw this table.' }));
  } else if (m.text) {
    board.replaceChildren(el('pre', { text: m.text }));
  } else {
    board.replaceChildren(el('p', { class: 'muted', text: 'Spectators see the public parts of the table:' }),
      el('pre', { text: JSON.stringify(m.view, null, 1) }));
  }
}

function play(index) {
  const m = last;
  if (!m || !m.choices || !m.choices[index]) return;
  socket.send(JSON.stringify({ type: 'choice', token: held()[m.seat], step: m.step, choice: m.choices[index].choice }));
  $('choices').querySelectorAll('button').forEach(b => { b.disabled = true; });
}

// A co-operative game lets the seat that made the last choice take it back while it showed nothing new.
function canUndo(m) { return !!m.undoable && m.lastMover in held(); }

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
      `ISMCTS suggests: ${h.label} (estimated win ${(100 * h.winRate).toFixed(0)}%, ${h.iterations} iterations)`));
  } catch (e) { out.replaceChildren(); toast(e.message); }
}

// ------------------------------------------------------------------ replay of a finished (or stopped) game
let replayStep = 0;
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
  const token = !last.over && seat in held() ? `&token=${encodeURIComponent(held()[seat])}` : '';
  const r = await api(`/api/tables/${tableId}/replay?step=${replayStep}&seat=${seat}${token}`);
  $('replay-slider').value = r.step;
  $('replay-pos').textContent = `step ${r.step} / ${r.steps}`;
  $('replay-played').textContent = r.played ? `Played: ${r.played}. ${r.events.map(e => e.text).join(' ')}` : 'The start.';
  $('status').textContent = `Replay: step ${r.step} of ${r.steps}, seen by ${r.seat >= 0 ? last.seats[r.seat].name : 'a spectator'}`;
  await drawBoard({ ...last, view: r.view, text: r.text, seat: r.seat, step: r.step, toMove: r.toMove, choices: [] });
}

document.addEventListener('keydown', e => {
  if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT' || !last) return;
  if (/^[1-9]$/.test(e.key)) { play(Number(e.key) - 1); }
  else if (e.key === 'h' || e.key === 'H') { if (!$('hint').hidden) hint(); }
  else if (e.key === 'u' || e.key === 'U') { undo(); }
});
$('hint').addEventListener('click', hint);
$('undo').addEventListener('click', undo);

async function main() {
  if (!tableId) { $('status').textContent = 'No table given.'; return; }
  const join = params.get('join');
  if (join != null && !(join in held())) {
    try {
      const res = await api(`/api/tables/${tableId}/seats/${join}/join`, { method: 'POST', body: '{}' });
      holdToken(tableId, res.seat, res.token);
    } catch (e) { toast(e.message); }
    history.replaceState(null, '', `/table.html?t=${tableId}`);
  }
  connect();
}
main();
