// The Lab page: sign in with the admin token (once: the server answers with an HttpOnly cookie), pick a game,
// change values of its content and run a compare, or sweep one field over a few values, as a job; follow it,
// read its report and download its files.
import { api, el } from '/common.js';

const $ = id => document.getElementById(id);
let games = [];
let polling = null;

function problem(text) { $('lab-error').textContent = text || ''; }

async function signIn(ev) {
  ev.preventDefault();
  problem('');
  try {
    await api('/api/lab/session', { method: 'POST', body: JSON.stringify({ token: $('admin-token').value }) });
    $('admin-token').value = '';
    await open();
  } catch (e) { problem(e.message); }
}

async function open() {
  try {
    await showJobs(await api('/api/lab/jobs'));
  } catch (e) {
    $('sign-in').hidden = false;
    $('lab').hidden = true;
    if (!/admin token|sign in/i.test(e.message)) problem(e.message);
    return;
  }
  $('sign-in').hidden = true;
  $('lab').hidden = false;
  if (!games.length) {
    games = await api('/api/games');
    $('lab-game').replaceChildren(...games.map(g => el('option', { value: g.id, text: g.title })));
    await showGame();
  }
}

async function showGame() {
  const game = games.find(g => g.id === $('lab-game').value);
  const seats = [];
  for (let n = game.minSeats; n <= game.maxSeats; n++) seats.push(el('option', { value: n, text: String(n) }));
  for (const select of document.querySelectorAll('select.lab-seats')) {
    select.replaceChildren(...seats.map(o => o.cloneNode(true)));
    select.value = String(Math.max(game.minSeats, Math.min(3, game.maxSeats)));
  }
  $('lab-files').replaceChildren(el('p', { class: 'muted', text: 'Loading…' }));
  const content = await api(`/api/lab/games/${encodeURIComponent(game.id)}/content`);
  $('lab-files').replaceChildren(...content.files.map(fileForm));
  $('sweep-field').replaceChildren(...content.files.map(f => el('optgroup', { label: f.file },
    ...f.fields.map(x => el('option', { value: x.target, text: `${x.entry} ${x.field} (ships as ${x.value})` })))));
  changed();
}

function fileForm(f) {
  const rows = f.fields.map(x => el('tr', {},
    el('td', { text: x.entry }), el('td', { text: x.field }), el('td', { text: x.value }),
    el('td', {}, el('input', { class: 'lab-value', 'data-target': x.target, 'data-kind': x.kind, size: 8,
      inputmode: x.kind === 'text' || x.kind === 'true or false' ? null : 'decimal',
      'aria-label': `${f.file} ${x.entry} ${x.field} (${x.kind}; ships as ${x.value})` }))));
  const table = el('table', { class: 'list' },
    el('thead', {}, el('tr', {}, el('th', { text: 'Entry' }), el('th', { text: 'Field' }),
      el('th', { text: "Book's value" }), el('th', { text: 'New value' }))),
    el('tbody', {}, ...rows));
  return el('details', { class: 'lab-file' },
    el('summary', { text: `${f.file} (${f.fields.length} values)` }), el('div', { class: 'scroll' }, table));
}

function edits() {
  return [...document.querySelectorAll('input.lab-value')].filter(i => i.value.trim() !== '')
    .map(i => `${i.dataset.target}=${i.value.trim()}`);
}

function changed() {
  const list = edits();
  $('lab-changes').textContent = list.length ? 'Changes: ' + list.join('; ') : 'No value changed yet.';
}

/**
 * Each panel's row of games, seats, bots and seed, one piece for both: the template's fields in each
 * {@code data-settings} paragraph, their ids starting with its prefix ({@code lab-games}, {@code sweep-seed}).
 */
function settingsRows() {
  for (const row of document.querySelectorAll('[data-settings]')) {
    const fields = $('run-settings').content.cloneNode(true);
    for (const field of fields.querySelectorAll('[data-setting]')) field.id = `${row.dataset.settings}-${field.dataset.setting}`;
    fields.querySelector('.games-label').textContent = row.dataset.gamesLabel;
    row.replaceChildren(fields);
  }
}

/** Seats, bots, seed and games as the panel whose inputs start with {@code prefix} sets them. */
function settings(prefix) {
  const body = { game: $('lab-game').value, games: Number($(`${prefix}-games`).value),
    seats: Number($(`${prefix}-seats`).value), bot: $(`${prefix}-bot`).value };
  if ($(`${prefix}-seed`).value !== '') body.seed = Number($(`${prefix}-seed`).value);
  return body;
}

/** The sweep's values: the list typed, else from, to and step (a field left empty is not sent: the server names it). */
function sweepValues() {
  const list = $('sweep-values').value.split(',').map(v => v.trim()).filter(v => v !== '');
  const range = {};
  for (const k of ['from', 'to', 'step']) if ($(`sweep-${k}`).value !== '') range[k] = Number($(`sweep-${k}`).value);
  return list.length || !Object.keys(range).length ? { values: list, ...range } : range;
}

async function submit(body) {
  problem('');
  try {
    await api('/api/lab/jobs', { method: 'POST', body: JSON.stringify(body) });
    await showJobs(await api('/api/lab/jobs'));
  } catch (e) { problem(e.message); }
}

const run = () => submit({ ...settings('lab'), set: edits() });
const runSweep = () => submit({ kind: 'sweep', ...settings('sweep'), vary: $('sweep-field').value, ...sweepValues() });

const TOLD = { queued: 'Waiting', running: 'Running', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' };

function jobRow(j) {
  const title = games.find(g => g.id === j.game)?.title || j.game;
  const sweep = j.kind === 'sweep';
  const what = el('td', {}, el('strong', { text: sweep ? `${title}: sweep` : title }), el('br'),
    el('span', { text: sweep ? `${j.asked.vary} = ${j.asked.values.join(', ')}` : (j.asked.set || []).join('; ') }),
    el('br'), el('span', { class: 'muted', text: `${j.total} games${sweep ? ' at each value' : ''}, `
      + `${j.asked.seats} ${j.asked.bot} bots, seed ${j.asked.seed}` }));
  const state = el('td', {}, el('span', { class: 'status', text: TOLD[j.status] || j.status }),
    j.message ? el('span', { class: 'muted', text: ' ' + j.message }) : null);
  if (j.status === 'running' || j.status === 'queued') {
    const played = `${j.done} of ${j.total} games played${sweep ? ' at each value' : ''}`;
    state.append(el('br'), el('progress', { max: j.total, value: j.done, 'aria-label': `${title}: ${played}` }),
      el('span', { text: ` ${j.done} / ${j.total}` }), el('br'), el('button', { type: 'button', class: 'lab-cancel', onclick: () => cancel(j.id), text: 'Cancel' }));
  }
  const files = el('td', {});
  if (j.status === 'done') {
    files.append(el('button', { type: 'button', class: 'lab-show', onclick: () => showReport(j), text: 'Show the report' }));
    for (const f of j.files) {
      files.append(el('br'), el('a', { href: `/api/lab/jobs/${j.id}/files/${f}?download`, download: `${j.game}-${f}`,
        text: `Download ${f}` }));
    }
  }
  return el('tr', { 'data-job': j.id }, what, state, files);
}

async function showJobs(list) {
  $('lab-jobs').replaceChildren(list.length ? el('table', { class: 'list' },
    el('thead', {}, el('tr', {}, el('th', { text: 'Job' }), el('th', { text: 'State' }), el('th', { text: 'Files' }))),
    el('tbody', {}, ...list.map(jobRow))) : el('p', { class: 'muted', text: 'No jobs yet.' }));
  clearTimeout(polling);
  if (list.some(j => j.status === 'running' || j.status === 'queued')) {
    polling = setTimeout(async () => { try { await showJobs(await api('/api/lab/jobs')); } catch (e) { problem(e.message); } }, 1000);
  }
}

async function cancel(id) {
  try {
    await api(`/api/lab/jobs/${id}/cancel`, { method: 'POST', body: '{}' });
    await showJobs(await api('/api/lab/jobs'));
  } catch (e) { problem(e.message); }
}

function showReport(j) {
  $('lab-report').hidden = false;
  $('lab-report-frame').src = `/api/lab/jobs/${j.id}/files/report.html`;
  $('lab-report').scrollIntoView();
  $('report-title').focus?.();
}

settingsRows();
$('sign-in-form').addEventListener('submit', signIn);
$('lab-game').addEventListener('change', () => showGame().catch(e => problem(e.message)));
$('lab-files').addEventListener('input', changed);
$('lab-run').addEventListener('click', run);
$('sweep-run').addEventListener('click', runSweep);
open();
