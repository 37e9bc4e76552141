// The table's chat panel: the players' channel (everyone reads it) and, for spectators, their own.
// Every line is shown as text; a player can mute another author (kept with their account if logged in).
import { el } from '/common.js';

let send = () => {};
let muted = new Set();
const list = () => document.getElementById('chat');

function lineItem(l) {
  const item = el('li', { 'data-line': l.id, class: l.channel },
    el('strong', { text: `${l.author}${l.channel === 'spectators' ? ' (watching)' : ''}: ` }), el('span', { text: l.text }));
  item.append(el('button', { type: 'button', class: 'mute', 'aria-label': `Mute ${l.author}`,
    onclick: () => send({ type: 'mute', name: l.author, muted: true }), text: 'Mute' }));
  return item;
}

/**
 * Shows these lines (the whole list when reset), dropping authors muted here. A screen reader hears only lines said
 * since, from a live region of their own out of sight (#chat-news, as the log's #log-news): the list is not live, so
 * the backlog drawn when a player joins or reloads (a reset) is not read out again.
 */
export function showLines(lines, reset) {
  if (reset) list().replaceChildren();
  const heard = lines.filter(l => !muted.has(l.author.toLowerCase()));
  for (const l of heard) list().append(lineItem(l));
  list().scrollTop = list().scrollHeight;
  if (!reset && heard.length) {
    document.getElementById('chat-news').replaceChildren(...heard.map(l => el('p', { text: `${l.author}: ${l.text}` })));
  }
}

/** Handles a chat-related socket message; false if the message is none of chat's. */
export function onChatMessage(m) {
  if (m.type === 'chat') showLines(m.lines, m.reset);
  else if (m.type === 'chatDeleted') list().querySelector(`[data-line="${CSS.escape(m.id)}"]`)?.remove();
  else if (m.type === 'muted') {
    muted = new Set(m.names);
    for (const item of [...list().children]) {
      const author = item.querySelector('strong').textContent.replace(/( \(watching\))?: $/, '').toLowerCase();
      if (muted.has(author)) item.remove();
    }
    showMuted();
  } else return false;
  return true;
}

// Whom this player muted, each with a button to hear them again.
function showMuted() {
  const box = document.getElementById('chat-muted');
  box.replaceChildren(...(muted.size ? [el('span', { class: 'muted', text: 'Muted: ' })] : []),
    ...[...muted].sort().map(name => el('button', { type: 'button', class: 'mute', 'aria-label': `Unmute ${name}`,
      onclick: () => send({ type: 'mute', name, muted: false }), text: `${name} (unmute)` })));
}

/** Wires the chat form to the socket (sender: a function that sends one message object). */
export function startChat(sender) {
  send = sender;
  document.getElementById('chat-say').addEventListener('submit', e => {
    e.preventDefault();
    const input = document.getElementById('chat-text');
    if (!input.value.trim()) return;
    send({ type: 'chat', text: input.value });
    input.value = '';
  });
}
