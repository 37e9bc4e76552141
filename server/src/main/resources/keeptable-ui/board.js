// The table page's board: draws a state with the game's renderer once per message (the latest wins
// when two arrive quickly), lets boards zoom and pan, and slides pieces from their old to their new
// place (not when the player asks for reduced motion).
import { el, renderer } from '/common.js';
import { PHONE, phone } from '/svg.js';

let generation = 0;
let drawn = null;         // the last drawing asked for, drawn again when the window crosses a phone's width
let zoom = null;          // null: the default for the screen's width
const ZOOMS = [1, 1.5, 2, 3];

function reducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Draws message m into the board element. Returns false when a newer drawing started meanwhile
 * (this one is then dropped whole, so the board is never drawn twice).
 */
export async function drawBoard(board, m, api, relaid = false) {
  const mine = ++generation;
  drawn = [board, m, api];
  const layout = phone() ? 'phone' : 'wide';
  const mod = await renderer(m.game);
  const fresh = el('div');
  if (mod && m.view) {
    await mod.render(fresh, m, api);
  } else if (!m.view && m.problem) {
    fresh.append(el('p', { class: 'muted', text: 'The rules cannot draw this table.' }));
  } else if (m.text) {
    fresh.append(el('pre', { text: m.text }));
  } else {
    fresh.append(el('p', { class: 'muted', text: 'Spectators see the public parts of the table:' }),
      el('pre', { text: JSON.stringify(m.view, null, 1) }));
  }
  if (mine !== generation) return false;
  const before = places(board);
  for (const s of fresh.querySelectorAll(':scope > svg')) {
    const pan = el('div', { class: 'pan', tabindex: 0, role: 'region',
      'aria-label': `${s.getAttribute('aria-label') || 'the board'} (scrolls when zoomed)` });
    s.replaceWith(pan);
    pan.append(s);
  }
  const scroll = [...board.querySelectorAll('.pan')].map(p => [p.scrollLeft, p.scrollTop]);
  board.replaceChildren(...fresh.childNodes);
  applyZoom(board);
  board.querySelectorAll('.pan').forEach((p, i) => { if (scroll[i]) [p.scrollLeft, p.scrollTop] = scroll[i]; });
  if (!reducedMotion() && !relaid) slide(board, before); // a board laid out anew for the width does not slide
  board.dataset.drawn = String(Number(board.dataset.drawn || 0) + 1);
  board.dataset.shows = `${m.step} ${layout}`; // what it shows, for tests that wait for the board to settle
  return true;
}

/** Clears the board and drops any drawing still under way. */
export function clearBoard(board) {
  generation++;
  drawn = null;
  board.replaceChildren();
}

window.matchMedia(PHONE).addEventListener('change', () => { if (drawn) drawBoard(...drawn, true); });

/** Where each piece stands on the screen now, by its key. */
function places(board) {
  const out = new Map();
  board.querySelectorAll('[data-piece]').forEach(p => out.set(p.dataset.piece, p.getBoundingClientRect()));
  return out;
}

/** Moves each piece that changed place back to where it was, then lets it glide to its new place. */
function slide(board, before) {
  for (const p of board.querySelectorAll('[data-piece]')) {
    const was = before.get(p.dataset.piece);
    if (!was) continue;
    const now = p.getBoundingClientRect();
    let dx = was.left - now.left, dy = was.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    const ctm = p instanceof SVGGraphicsElement && p.ownerSVGElement ? p.ownerSVGElement.getScreenCTM() : null;
    if (ctm && ctm.a) { dx /= ctm.a; dy /= ctm.d; }
    p.style.transition = 'none';
    p.style.transform = `translate(${dx}px, ${dy}px)`;
    p.getBoundingClientRect();
    p.classList.add('moving');
    p.style.transition = '';
    p.style.transform = '';
    p.addEventListener('transitionend', () => p.classList.remove('moving'), { once: true });
  }
}

function narrow() {
  return window.matchMedia('(max-width: 820px)').matches;
}

/** Sizes each board picture to the zoom: 1 fits the panel; more makes it wider and the panel scrolls. */
export function applyZoom(board) {
  for (const s of board.querySelectorAll('.pan > svg')) {
    const z = zoom ?? (narrow() ? Number(s.dataset.phoneZoom || 1) : 1);
    if (z === 1) { s.style.width = ''; s.style.maxWidth = ''; } else {
      s.style.width = `${Math.round(s.parentElement.clientWidth * z)}px`;
      s.style.maxWidth = 'none';
    }
  }
}

/** Steps the zoom in (+1), out (-1) or back to fit (0). */
export function zoomBy(board, step) {
  const first = board.querySelector('.pan > svg');
  const current = zoom ?? (first && narrow() ? Number(first.dataset.phoneZoom || 1) : 1);
  const i = ZOOMS.indexOf(ZOOMS.reduce((a, b) => (Math.abs(b - current) < Math.abs(a - current) ? b : a)));
  zoom = step === 0 ? 1 : ZOOMS[Math.max(0, Math.min(ZOOMS.length - 1, i + step))];
  applyZoom(board);
  return zoom;
}
