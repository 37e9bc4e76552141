// Shared helpers for the lobby, the table page and the games' renderers (through /svg.js).
export async function api(path, options = {}) {
  const headers = { 'Content-Type': 'application/json', ...(options.headers || {}) };
  const res = await fetch(path, { ...options, headers });
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

/** The owner's secrets of the campaigns this browser created: { campaign id: secret }. */
export function ownedCampaigns() {
  try { return JSON.parse(localStorage.getItem('keeptable.campaigns') || '{}'); } catch { return {}; }
}

export function holdCampaign(id, secret) {
  const owned = ownedCampaigns();
  owned[id] = secret;
  localStorage.setItem('keeptable.campaigns', JSON.stringify(owned));
}

export function seatLink(tableId, seat, token) {
  return `${location.origin}/table.html?t=${tableId}#seat=${seat}&token=${encodeURIComponent(token)}`;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The one DOM builder: an element (SVG when ns is given) with attributes and children. Attribute
 * `text` sets the text, `onclick` adds a listener; null, undefined and false leave an attribute out,
 * true sets it empty; null children are skipped.
 */
export function build(ns, tag, attrs = {}, children = []) {
  const e = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'onclick') e.addEventListener('click', v);
    else if (k === 'text') e.textContent = v;
    else if (v !== false && v != null) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c != null) e.append(c);
  return e;
}

/** An HTML element: el('p', { class: 'x' }, 'text', child, ...). */
export function el(tag, attrs = {}, ...children) {
  return build(null, tag, attrs, children);
}

/** An SVG element; a third argument that is not an element is its text. */
export function svgEl(tag, attrs = {}, ...children) {
  return build(SVG_NS, tag, attrs, children.map(c => (typeof c === 'number' ? String(c) : c)));
}

/** Adds a style sheet to the page once, however often a renderer draws. */
export function useStyle(id, css) {
  if (document.getElementById(id)) return;
  document.head.append(el('style', { id, text: css }));
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
