// Handing a seat to another account: its player asks, every other player at the table agrees (or one turns it
// down), and the seat becomes the account's. Drawn from the table's summary (GET /api/tables/ID), which the
// table page asks for now and then; redrawn only when what it shows changed, so a name being typed stays.
import { api, el, toast } from '/common.js';

let shown = '';

/** Fills box for the viewer's seat (-1: nobody's) from the seats of the table's summary. */
export function showHandOvers(box, tableId, seat, token, seats, refresh) {
  const key = JSON.stringify([seat, seats.map(s => [s.name, s.handOver || null])]);
  if (key === shown) return;
  shown = key;
  box.hidden = seat < 0;
  if (seat < 0) { box.replaceChildren(); return; }
  const send = async (path, body) => {
    try {
      const res = await api(`/api/tables/${tableId}/seats/${path}`, { method: 'POST', body: JSON.stringify({ ...body, token }) });
      if (res.answer === 'handed' || res.done) toast('The seat was handed over.');
    } catch (e) { toast(e.message, 'bad'); }
    refresh();
  };
  const names = list => list.map(i => seats[i].name).join(', ');
  const parts = [];
  const mine = seats[seat].handOver;
  if (mine) {
    parts.push(el('p', { id: 'hand-over-waiting' }, `Your seat goes to ${mine.to} once ${names(mine.waitingFor)} agree${mine.waitingFor.length === 1 ? 's' : ''}. `,
      el('button', { type: 'button', id: 'hand-over-withdraw', text: 'Withdraw',
        onclick: () => send(`${seat}/handover/answer`, { agree: false }) })));
  } else {
    const to = el('input', { id: 'hand-to', maxlength: 24, autocomplete: 'off', required: true });
    const form = el('form', { class: 'seatrow' }, el('label', {}, 'Their account name', to),
      el('button', { type: 'submit', id: 'hand-ask', text: 'Ask the others' }));
    form.addEventListener('submit', e => { e.preventDefault(); send(`${seat}/handover`, { to: to.value.trim() }); });
    parts.push(el('details', { id: 'hand-seat' }, el('summary', { text: 'Hand my seat to another player' }),
      el('p', { class: 'muted', text: 'They play it from their account; the others at the table must agree.' }), form));
  }
  seats.forEach((s, i) => {
    const h = s.handOver;
    if (i === seat || !h || !h.waitingFor.includes(seat)) return;
    parts.push(el('p', { class: 'hand-ask', 'data-seat': i }, `${s.name} asks to hand their seat to ${h.to}. `,
      el('button', { type: 'button', class: 'hand-agree', text: 'Agree', onclick: () => send(`${i}/handover/answer`, { agree: true }) }), ' ',
      el('button', { type: 'button', class: 'hand-refuse', text: 'Turn down', onclick: () => send(`${i}/handover/answer`, { agree: false }) })));
  });
  box.replaceChildren(...parts);
}
