// An invite link's seat (table.html?t=ID&join=SEAT): the friend picks the name they play under (a logged-in
// player's account name to start with; the seat is then their account's) and takes the seat.
import { api, el, holdToken, toast } from '/common.js';
import { whoAmI } from '/account.js';

const $ = id => document.getElementById(id);

/** Shows the join form for the seat; resolves with the seat number once taken here, or null if it is not open. */
export async function askToJoin(tableId, seat) {
  let table;
  try { table = await api(`/api/tables/${tableId}`); } catch (e) { toast(e.message, 'bad'); return null; }
  const s = table.seats[Number(seat)];
  if (!s || !s.open) { toast('This seat is taken already: you are watching the table.'); return null; }
  const me = await whoAmI().catch(() => null);
  const others = table.seats.filter((o, i) => i !== Number(seat)).map(o => o.name);
  $('join-title').textContent = `Join ${table.title}`;
  $('join-with').textContent = others.length ? `You play with ${others.join(', ')}.` : '';
  $('join-note').textContent = me
    ? `You are logged in as ${me.name}: the seat will be your account's, and the game will be in My games.`
    : 'You play as a guest: this browser keeps your seat. Log in first to keep it with your account.'
      + ' A name that reads as an account\'s is kept for its owner.';
  const name = $('join-name');
  name.value = me ? me.name : '';
  $('join').hidden = false;
  name.focus();
  return new Promise(resolve => {
    $('join-form').onsubmit = async e => {
      e.preventDefault();
      try {
        const res = await api(`/api/tables/${tableId}/seats/${seat}/join`, { method: 'POST',
          body: JSON.stringify({ name: name.value }) });
        holdToken(tableId, res.seat, res.token);
        $('join').hidden = true;
        resolve(res.seat);
      } catch (err) {
        $('join-error').textContent = err.message;
      }
    };
  });
}
