import { api, el, heldTokens, holdCampaign, holdToken, ownedCampaigns, seatLink, toast } from '/common.js';
import { whoAmI } from '/account.js';

// Bots by strength, weakest first (docs/bots.md measures each against the others in every game).
const KINDS = [
  ['human', 'Me (this browser)'], ['open', 'Open: a friend joins by link'],
  ['account', 'A friend with an account (type their name)'], ['random', 'Bot: easy (plays at random)'],
  ['heuristic', 'Bot: normal (rules of thumb)'], ['ismcts', 'Bot: hard (thinks ahead)']];
let games = [];
let campaigns = [];

function game() { return games.find(g => g.id === document.getElementById('game').value); }

function seatRow(i) {
  const kind = el('select', { 'aria-label': `seat ${i + 1} player`, 'data-seat': i, class: 'kind' });
  for (const [v, t] of KINDS) kind.append(el('option', { value: v, text: t }));
  kind.value = i === 0 ? 'human' : 'heuristic';
  const budget = el('input', { type: 'number', min: 10, value: 300, class: 'budget', title: 'how many lines of play it tries a move',
    'aria-label': `seat ${i + 1} hard bot: lines of play tried a move`, hidden: true, style: 'width:6rem' });
  kind.addEventListener('change', () => { budget.hidden = kind.value !== 'ismcts'; });
  const name = el('input', { class: 'name', placeholder: `Player ${i + 1}`, maxlength: 40, 'aria-label': `seat ${i + 1} name` });
  return el('div', { class: 'seatrow' }, el('span', { text: `Seat ${i + 1}` }), name, kind, budget);
}

async function showGame() {
  const g = game();
  document.getElementById('summary').textContent = ` ${g.summary}`;
  document.getElementById('rules-version').textContent = g.rulesVersion;
  const count = document.getElementById('count');
  count.replaceChildren();
  for (let n = g.minSeats; n <= g.maxSeats; n++) count.append(el('option', { value: n, text: n }));
  count.value = Math.min(g.maxSeats, Math.max(g.minSeats, 3));
  showSeats();
  showCampaigns();
  const box = document.getElementById('options');
  box.replaceChildren();
  for (const o of g.options || []) box.append(optionField(o));
  showPace();
}

// Live or turn by turn: a turn-based table's move time and what happens when a player's time runs out.
// "Skipped" is offered only where the game's rules let a player give up a turn.
function showPace() {
  const g = game();
  const turns = document.getElementById('pace-turns').checked;
  document.getElementById('turn-options').hidden = !turns;
  const timeout = document.getElementById('on-timeout');
  const skip = timeout.querySelector('option[value="skip"]');
  skip.disabled = !g.skips;
  skip.textContent = g.skips ? 'their turn is skipped' : `their turn is skipped (not in ${g.title}: its rules let nobody pass)`;
  if (!g.skips && timeout.value === 'skip') timeout.value = 'bot';
  document.getElementById('timeout-bot-row').hidden = timeout.value !== 'bot';
  document.getElementById('skip-words').textContent = timeout.value === 'skip' && g.skips ? `In ${g.title}, ${g.skips}.` : '';
}

function turnBased() {
  if (!document.getElementById('pace-turns').checked) return null;
  const tb = { moveMinutes: Number(document.getElementById('move-time').value),
    onTimeout: document.getElementById('on-timeout').value };
  if (tb.onTimeout === 'bot') tb.bot = document.getElementById('timeout-bot').value;
  return tb;
}

// One field per option the game declares: a list for one of several values, a number box, or text.
// The label names the option; the field itself says what happens without it, in its placeholder when that is short
// enough to fit the box on a phone, else in the words under it.
const FITS = 24;
function optionField(o) {
  const fits = String(o.byDefault).length <= FITS;
  let input;
  if (o.kind === 'ONE_OF') {
    input = el('select', { 'data-option': o.name, class: 'option' },
      el('option', { value: '', text: `default: ${o.byDefault}` }),
      ...o.values.map(v => el('option', { value: v.id, text: v.words })));
  } else if (o.kind === 'NUMBER') {
    input = el('input', { 'data-option': o.name, class: 'option', type: 'number', min: o.min, max: o.max,
      placeholder: fits ? o.byDefault : null });
  } else {
    input = el('input', { 'data-option': o.name, class: 'option', placeholder: fits ? o.byDefault : null });
  }
  const listed = o.kind === 'LIST_OF' ? `${o.help}; comma-separated: ${o.values.map(v => v.words).join(', ')}` : o.help;
  const help = o.kind === 'ONE_OF' || fits ? listed : `${listed}. Left empty: ${o.byDefault}`;
  return el('div', {}, el('label', { class: o.kind === 'ONE_OF' ? null : 'field' }, o.label, ' ', input),
    el('div', { class: 'muted', text: help }));
}

// A campaign game may be played on its own, as the first game of a new campaign, or as the next game of one.
function showCampaigns() {
  const g = game();
  document.getElementById('campaign-row').hidden = !g.campaign;
  const select = document.getElementById('campaign');
  const chosen = select.value;
  select.replaceChildren(el('option', { value: '', text: 'None: this game on its own' }),
    el('option', { value: 'new', text: 'Start a new campaign' }));
  const owned = ownedCampaigns();
  for (const c of campaigns.filter(c => c.game === g.id && !c.finished && !c.table && c.id in owned)) {
    select.append(el('option', { value: c.id, text: `Next game of ${c.title}: ${c.summary}` }));
  }
  if ([...select.options].some(o => o.value === chosen)) select.value = chosen;
}

function showSeats() {
  const n = Number(document.getElementById('count').value);
  const box = document.getElementById('seats');
  const old = [...box.children];
  box.replaceChildren();
  for (let i = 0; i < n; i++) box.append(old[i] || seatRow(i));
}

async function create() {
  const g = game();
  const me = await whoAmI();
  let mine = false; // logged in, the first seat that is "me" is the account's: it shows in My games
  const seats = [...document.querySelectorAll('#seats .seatrow')].map(r => {
    let kind = r.querySelector('.kind').value;
    const name = r.querySelector('.name').value.trim();
    if (kind === 'account') return { account: name };
    if (kind === 'human' && me && !mine) { mine = true; return { account: me.name }; }
    if (kind === 'ismcts') kind = 'ismcts:' + (r.querySelector('.budget').value || 300);
    return { kind, name };
  });
  const friends = seats.map(s => s.account != null && !(me && s.account.toLowerCase() === me.name.toLowerCase()));
  const options = {};
  document.querySelectorAll('[data-option]').forEach(i => { if (i.value) options[i.dataset.option] = i.value; });
  const body = { game: g.id, seats, options };
  const tb = turnBased();
  if (tb) body.turnBased = tb;
  const seed = document.getElementById('seed').value;
  if (seed) body.seed = Number(seed);
  // every human seat is held in this browser: with no open seat, several of them are a hotseat game
  const humans = seats.filter(s => s.kind === 'human' || (s.account != null && !friends[seats.indexOf(s)])).length;
  if (humans > 1 && !seats.some(s => s.kind === 'open') && !friends.some(Boolean)) body.hotseat = true;
  try {
    let campaign = g.campaign ? document.getElementById('campaign').value : '';
    if (campaign === 'new') {
      const made = await api('/api/campaigns', { method: 'POST', body: JSON.stringify({ game: g.id, options }) });
      holdCampaign(made.id, made.owner);
      campaign = made.id;
    }
    if (campaign) {
      body.campaign = campaign;
      body.campaignOwner = ownedCampaigns()[campaign];
    }
    const res = await api('/api/tables', { method: 'POST', body: JSON.stringify(body) });
    if (res.campaignOwner) holdCampaign(campaign, res.campaignOwner);
    // a friend's account seat is played in their own session: its token is of no use here
    for (const [seat, token] of Object.entries(res.tokens)) if (!friends[seat]) holdToken(res.id, seat, token);
    const out = document.getElementById('created');
    out.replaceChildren(el('p', {}, 'Created. ', el('a', { href: `/table.html?t=${res.id}`, id: 'go-table', text: 'Go to the table' })));
    res.table.seats.forEach((s, i) => {
      if (friends[i]) out.append(el('p', { text: `${s.name} plays logged in: the game is in their My games.` }));
      else if (res.tokens[i]) out.append(linkRow(`${s.name}: your seat link (keep it secret; open it on the device that plays this seat)`, seatLink(res.id, i, res.tokens[i])));
      else if (s.open) out.append(linkRow(`${s.name}: invite link (send it to the friend who takes this seat)`, `${location.origin}/table.html?t=${res.id}&join=${i}`));
    });
    out.append(linkRow('Spectators: anyone with this link can watch', `${location.origin}/table.html?t=${res.id}`));
    loadTables();
  } catch (e) { toast(e.message); }
}

// A link to hand on: its words, the link itself, and a button that copies it.
function linkRow(words, link) {
  const copy = el('button', { type: 'button', class: 'copy', text: 'Copy link', 'aria-label': `Copy link: ${words}` });
  copy.onclick = async () => {
    try {
      await navigator.clipboard.writeText(link);
      copy.textContent = 'Copied';
      setTimeout(() => { copy.textContent = 'Copy link'; }, 2000);
    } catch (e) { toast('Could not copy: select the link and copy it by hand.'); }
  };
  return el('div', { class: 'link-row' }, el('span', { text: words }), ' ', copy, el('br'), el('code', { text: link }));
}

// The table's own join form asks the name to play under.
function join(id, seat) {
  location.href = `/table.html?t=${id}&join=${seat}`;
}

async function loadCampaigns() {
  campaigns = await api('/api/campaigns');
  document.getElementById('campaigns-panel').hidden = !campaigns.length;
  const tbl = el('table', { class: 'list' }, el('tr', {}, el('th', { text: 'Campaign' }), el('th', { text: 'Where it stands' }),
    el('th', { text: 'Games' }), el('th', { text: '' })));
  for (const c of campaigns) {
    const action = c.table ? el('a', { href: `/table.html?t=${c.table}`, text: 'Its game in play' })
      : el('span', { class: 'muted', text: c.finished ? 'Over' : 'Between games' });
    tbl.append(el('tr', { 'data-campaign': c.id }, el('td', {}, el('strong', { text: c.title })),
      el('td', { text: c.summary }), el('td', { text: c.gamesPlayed }), el('td', {}, action)));
  }
  document.getElementById('campaigns').replaceChildren(tbl);
  if (games.length) showCampaigns();
}

const PAGE_SIZE = 50;
let page = 0;

/** Previous and next buttons under the lists, when the lobby holds more than a page of tables. */
function showPager(total) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page >= pages) page = pages - 1;
  const pager = document.getElementById('pager') || el('p', { id: 'pager' });
  document.getElementById('finished').after(pager);
  if (pages === 1) { pager.replaceChildren(); return; }
  const go = to => () => { page = to; loadTables().catch(e => toast(e.message)); };
  const prev = el('button', { onclick: go(page - 1), text: 'Newer' });
  const next = el('button', { onclick: go(page + 1), text: 'Older' });
  prev.disabled = page === 0;
  next.disabled = page >= pages - 1;
  pager.replaceChildren(prev, ' ', el('span', { class: 'muted', text: `page ${page + 1} of ${pages} (${total} tables)` }), ' ', next);
}

async function loadTables() {
  loadCampaigns().catch(e => toast(e.message));
  const listed = await api(`/api/tables?page=${page}&size=${PAGE_SIZE}`);
  const tables = listed.tables;
  showPager(listed.total);
  for (const [box, over] of [['running', false], ['finished', true]]) {
    const rows = tables.filter(t => t.over === over);
    const target = document.getElementById(box);
    if (!rows.length) { target.textContent = over ? 'None yet.' : 'No game in play.'; continue; }
    const tbl = el('table', { class: 'list' }, el('tr', {}, el('th', { text: 'Game' }), el('th', { text: 'Seats' }),
      el('th', { text: over ? 'Result' : 'Turn' }), el('th', { text: '' })));
    for (const t of rows) {
      const held = heldTokens(t.id);
      const seats = el('td');
      t.seats.forEach((s, i) => {
        seats.append(el('span', { text: `${s.name}${s.bot ? ' (bot)' : ''}${held[i] ? ' (you)' : ''}` }));
        if (s.open && !over) seats.append(' ', el('button', { onclick: () => join(t.id, i), text: 'Join' }));
        seats.append(el('br'));
      });
      const mine = Object.keys(held).length > 0;
      const action = el('a', { href: `/table.html?t=${t.id}`, text: over ? 'Replay' : t.problem ? 'Look' : mine ? 'Resume' : 'Watch' });
      const info = el('td', {}, el('strong', { text: t.title }));
      if (t.problem) info.append(el('br'), el('span', { class: 'problem', text: t.problem }));
      if (t.chosenSeed) info.append(el('br'), el('span', { class: 'muted', text: 'dealt from a chosen seed' }));
      tbl.append(el('tr', { 'data-table': t.id }, info, seats, el('td', { text: turnWords(t, held) }), el('td', {}, action)));
    }
    target.replaceChildren(tbl);
  }
}

// Whose turn a running table waits for, or how a finished one ended, in words.
function turnWords(t, held) {
  if (t.over) return t.outcome || 'Over';
  if (t.problem) return 'Stopped';
  if (t.toMove == null || t.toMove < 0 || !t.seats[t.toMove]) return '';
  return held[t.toMove] ? 'Your turn' : `${t.seats[t.toMove].name} to move`;
}

async function main() {
  games = await api('/api/games');
  const select = document.getElementById('game');
  for (const g of games) select.append(el('option', { value: g.id, text: `${g.title} (${g.minSeats}-${g.maxSeats})` }));
  select.addEventListener('change', showGame);
  document.getElementById('count').addEventListener('change', showSeats);
  document.getElementById('create').addEventListener('click', create);
  document.querySelectorAll('input[name="pace"]').forEach(r => r.addEventListener('change', showPace));
  document.getElementById('on-timeout').addEventListener('change', showPace);
  await showGame();
  await loadTables();
  setInterval(loadTables, 5000);
}
main().catch(e => toast(e.message));
