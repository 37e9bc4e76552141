// The lobby's account bar and its chat: new lines asked for every few seconds, each shown as text.
import { api, el, toast } from '/common.js';
import { accountBar } from '/account.js';

let last = 0;
const list = document.getElementById('lobby-chat');

let fetched = false;   // the first answer is the backlog: shown, not read out

// New lines are read out from a live region of their own (#lobby-chat-news); the list itself is not live.
async function fetchLines() {
  const got = await api(`/api/lobby/chat?after=${last}`);
  for (const l of got.lines) {
    list.append(el('li', { 'data-line': l.id }, el('strong', { text: `${l.author}: ` }), el('span', { text: l.text })));
  }
  if (fetched && got.lines.length) {
    document.getElementById('lobby-chat-news').replaceChildren(...got.lines.map(l => el('p', { text: `${l.author}: ${l.text}` })));
  }
  fetched = true;
  for (const id of got.deleted) list.querySelector(`[data-line="${CSS.escape(id)}"]`)?.remove();
  last = got.last;
  while (list.children.length > 100) list.firstElementChild.remove();
}

accountBar(document.getElementById('account'), me => {
  document.getElementById('lobby-say').hidden = !me;
  document.getElementById('lobby-chat-guest').hidden = !!me;
}).catch(e => toast(e.message));

document.getElementById('lobby-say').addEventListener('submit', async e => {
  e.preventDefault();
  const input = document.getElementById('lobby-text');
  try {
    await api('/api/lobby/chat', { method: 'POST', body: JSON.stringify({ text: input.value }) });
    input.value = '';
    await fetchLines();
  } catch (err) { toast(err.message, 'bad'); }
});

fetchLines().catch(e => toast(e.message));
setInterval(() => fetchLines().catch(() => {}), 4000);
