// Shared helpers for the lobby and the table page.
export async function api(path, options = {}) {
  const res = await fetch(path, { headers: { 'Content-Type': 'application/json' }, ...options });
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error((data && data.error) || res.statusText);
  return data;
}

/** Seat tokens this browser holds, per table: { seat: token }. */
export function heldTokens(tableId) {
  try { return JSON.parse(localStorage.getItem('keeptable.tokens.' + tableId) || '{}'); } catch { return {}; }
}

export function holdToken(tableId, seat, token) {
  const held = heldTokens(tableId);
  held[seat] = token;
  localStorage.setItem('keeptable.tokens.' + tableId, JSON.stringify(held));
}

export function seatLink(tableId, seat, token) {
  return `${location.origin}/table.html?t=${tableId}#seat=${seat}&token=${encodeURIComponent(token)}`;
}

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'onclick') e.addEventListener('click', v);
    else if (k === 'text') e.textContent = v;
    else if (v !== false && v != null) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) e.append(c);
  return e;
}

export function toast(message, kind = '') {
  const t = el('div', { class: 'toast ' + kind, role: 'alert', text: message });
  document.body.append(t);
  setTimeout(() => t.remove(), 4000);
}

const renderers = {};
/** The game's board renderer module, or null when its jar has none. */
export async function renderer(gameId) {
  if (!(gameId in renderers)) {
    renderers[gameId] = import('/renderers/' + gameId + '.js').catch(() => null);
  }
  return renderers[gameId];
}
