// A game's leaderboard: account players by Glicko-2 rating, best first.
import { api, el, toast } from '/common.js';
import { accountBar } from '/account.js';

const select = document.getElementById('rated-game');

async function show(game) {
  const board = await api(`/api/ratings/${encodeURIComponent(game)}`);
  const target = document.getElementById('leaderboard');
  if (board.cooperative) { target.replaceChildren(`${board.title} is played together against the game: its players' wins and progress are on their profiles.`); return; }
  if (!board.players.length) { target.replaceChildren('Nobody is rated in this game yet.'); return; }
  target.replaceChildren(el('table', { class: 'list' },
    el('tr', {}, el('th', { text: 'Place' }), el('th', { text: 'Player' }), el('th', { text: 'Rating' }), el('th', { text: 'Rated games' })),
    ...board.players.map((p, i) => el('tr', {}, el('td', { text: String(i + 1) }), el('td', { text: p.name }),
      el('td', { text: `${p.rating} ± ${2 * p.deviation}` }), el('td', { text: String(p.games) })))));
}

async function main() {
  accountBar(document.getElementById('account'));
  const games = await api('/api/games');
  for (const g of games) select.append(el('option', { value: g.id, text: g.title }));
  const wanted = new URLSearchParams(location.search).get('game');
  if (wanted && games.some(g => g.id === wanted)) select.value = wanted;
  select.addEventListener('change', () => show(select.value).catch(e => toast(e.message)));
  await show(select.value);
}
main().catch(e => toast(e.message));
