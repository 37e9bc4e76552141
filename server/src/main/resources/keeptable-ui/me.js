// My games (your turn first, then the others, then finished ones) and the player's profile.
import { api, el, toast } from '/common.js';
import { accountBar, logOut } from '/account.js';

function status(t) {
  const due = t.turnBased && t.turnBased.clockDue
    ? new Date(t.turnBased.clockDue).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' }) : null;
  if (t.yourTurn) return due ? `Your turn (until ${due})` : 'Your turn';
  if (t.standIn && !t.over) return 'A bot plays for you';
  if (!t.over) return `${t.toMove} to move`;
  return `${t.won ? 'Won' : 'Over'}: ${t.result}`;
}

function showGames(tables) {
  const target = document.getElementById('my-games');
  if (!tables.length) { target.replaceChildren('No games yet: start one in the lobby.'); return; }
  const tbl = el('table', { class: 'list' }, el('tr', {}, el('th', { text: 'Game' }), el('th', { text: 'Players' }),
    el('th', { text: 'Now' }), el('th', { text: '' })));
  for (const t of tables) {
    tbl.append(el('tr', { class: t.yourTurn ? 'your-turn' : '' }, el('td', { text: t.title }),
      el('td', { text: t.players.join(', ') }), el('td', {}, t.yourTurn ? el('strong', { text: status(t) }) : status(t)),
      el('td', {}, el('a', { href: `/table.html?t=${t.id}`, text: t.over ? 'Replay' : 'Play' }))));
  }
  target.replaceChildren(tbl);
}

function showProfile(me) {
  const target = document.getElementById('profile');
  const rows = me.games.map(g => el('tr', {}, el('td', {}, el('a', { href: `/ratings.html?game=${encodeURIComponent(g.game)}`, text: g.title })),
    el('td', { text: String(g.played) }), el('td', { text: String(g.won) }),
    el('td', { text: g.cooperative ? (g.bestProgress ? `best: ${g.bestProgress}` : 'co-operative') : g.rating != null ? `${g.rating} ± ${2 * g.deviation}` : 'not rated yet' })));
  target.replaceChildren(el('p', { text: me.name }), me.games.length
    ? el('table', { class: 'list' }, el('tr', {}, el('th', { text: 'Game' }), el('th', { text: 'Played' }),
      el('th', { text: 'Won' }), el('th', { text: 'Rating' })), ...rows)
    : 'No finished games yet.');
}

async function main() {
  const me = await accountBar(document.getElementById('account'));
  if (!me) {
    document.getElementById('my-games').replaceChildren('Log in (at the top) to see your games.');
    document.getElementById('profile').replaceChildren('');
    document.getElementById('log-out-everywhere').hidden = true;
    return;
  }
  showProfile(me);
  document.getElementById('log-out-everywhere').addEventListener('click', () => logOut(true));
  const refresh = async () => showGames(await api('/api/me/tables'));
  await refresh();
  setInterval(() => refresh().catch(() => {}), 10000);
}
main().catch(e => toast(e.message));
