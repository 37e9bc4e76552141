// Helpers for board renderers (imported by the games' web/<id>.js modules). The DOM builder is the
// page's own (common.js): html() for HTML, svg() for SVG; offer() makes a thing on the board play the
// choices it stands for, through the table's one choice picker when several fit.
import { el, svgEl, useStyle } from '/common.js';

export { useStyle };
export const html = el;
export const svg = svgEl;

/** A phone's width: a board is then laid out for it (the table draws it again when the window crosses this width). */
export const PHONE = '(max-width: 699px)';
export function phone() {
  return typeof window !== 'undefined' && window.matchMedia(PHONE).matches;
}

export const SEAT_COLORS = ['#c0392b', '#2471a3', '#1e7b45', '#8a5a0a', '#7d3c98', '#0f7263'];

/** The indexes of the legal choices (of this message) for which test(choice) holds. */
export function matching(m, test) {
  return (m.choices || []).map((c, i) => [c.choice, i]).filter(([c]) => test(c)).map(([, i]) => i);
}

/**
 * Makes an element play a choice when clicked (or Enter/Space): the one choice it stands for, or,
 * when several fit, the table's picker lists them (api.pick). An SVG element is named by `title`
 * (or the choices' words); an HTML element keeps its visible text as its name.
 */
export function offer(elem, indexes, api, title) {
  if (!indexes || !indexes.length) return;
  elem.classList.add('clickable');
  elem.setAttribute('tabindex', '0');
  elem.setAttribute('role', 'button');
  const words = indexes.map(i => api.label(i)).join(' / ');
  if (elem instanceof SVGElement) {
    // its tooltips say again what its name says: a screen reader hears the name once
    elem.querySelectorAll(':scope > title').forEach(t => t.setAttribute('aria-hidden', 'true'));
    elem.setAttribute('aria-label', svgName(elem, indexes.length > 1 ? words : title || words));
  } else elem.setAttribute('title', words);
  const act = () => (indexes.length === 1 ? api.play(indexes[0]) : api.pick(title || words, indexes));
  elem.addEventListener('click', act);
  elem.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); act(); } });
}

const plain = s => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/** Whether the words of `part` stand in `whole`, in order and side by side, as axe-core compares names: by words. */
const within = (part, whole) => {
  const a = plain(part).split(' ').filter(Boolean), b = plain(whole).split(' ');
  return !a.length || b.some((_, i) => a.every((w, k) => b[i + k] === w));
};

/**
 * The name of a thing on the board, holding every word it shows in the order shown, so that what is seen can be
 * said (axe-core's label-content-name-mismatch): texts drawn apart are words apart (a space between them, which
 * SVG does not draw). `said` alone where it holds them all; else the words shown, then in brackets `said` where
 * they lack it, and the names of the pieces standing on it (a pawn named by its <title>: 'Fa (Father Fonescu)').
 */
export function svgName(elem, said) {
  const texts = [...elem.querySelectorAll('text')];
  texts.slice(1).forEach(t => t.before(' '));
  const shown = texts.map(t => t.textContent.trim()).filter(Boolean).join(' ');
  if (within(shown, said)) return said;
  const pieces = [...elem.querySelectorAll('[data-piece] > title')].filter(t => t.parentNode !== elem).map(t => t.textContent);
  const extra = [within(said, shown) ? '' : said, pieces.join(', ')].filter(Boolean);
  return shown + (extra.length ? ` (${extra.join('; ')})` : '');
}

/**
 * A wide thing (a table of players, a row of cards) that scrolls inside itself, reachable by keyboard. A table in it
 * is laid out for the width: on a phone each of its rows is a card of its cells, each labelled by its column's
 * heading (style.css, .rows-as-cards), so every value reads without scrolling sideways.
 */
export function scroller(label, ...children) {
  children.filter(c => c instanceof HTMLTableElement).forEach(rowsAsCards);
  return el('div', { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': label }, ...children);
}

/** Labels each cell but a row's first by the heading of its column (the table's first row); the roles keep it a table. */
function rowsAsCards(table) {
  const rows = [...table.rows];
  const headings = rows.length ? [...rows[0].cells].map(c => c.textContent) : [];
  table.classList.add('rows-as-cards');
  table.setAttribute('role', 'table');
  rows.forEach((row, r) => {
    row.setAttribute('role', 'row');
    [...row.cells].forEach((cell, k) => {
      cell.setAttribute('role', r === 0 ? 'columnheader' : 'cell');
      if (r > 0 && k > 0 && headings[k]) cell.dataset.label = headings[k];
    });
  });
}

/**
 * Marks an element as a piece that keeps its identity from one drawing to the next (a pawn, a
 * counter): the table slides it from its old place to its new one.
 */
export function piece(elem, key) {
  elem.setAttribute('data-piece', key);
  return elem;
}
