// Small helpers for board renderers (imported by the games' web/<id>.js modules).
const NS = 'http://www.w3.org/2000/svg';

export function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v != null) e.setAttribute(k, v);
  if (text != null) e.textContent = text;
  return e;
}

export const SEAT_COLORS = ['#c0392b', '#2471a3', '#229954', '#b9770e', '#7d3c98', '#17a589'];

/** The indexes of the legal choices (of this message) for which test(choice) holds. */
export function matching(m, test) {
  return (m.choices || []).map((c, i) => [c.choice, i]).filter(([c]) => test(c)).map(([, i]) => i);
}

/**
 * Makes an element play a choice when clicked (or Enter/Space): the one choice it stands for, or,
 * when several fit, it focuses the first of them in the list so the player picks there.
 */
export function offer(elem, indexes, api, title) {
  if (!indexes.length) return;
  elem.classList.add('clickable');
  elem.setAttribute('tabindex', '0');
  elem.setAttribute('role', 'button');
  if (title) elem.setAttribute('aria-label', title);
  const act = () => {
    if (indexes.length === 1) api.play(indexes[0]);
    else {
      const b = document.querySelector(`#choices button[data-index="${indexes[0]}"]`);
      if (b) b.focus();
    }
  };
  elem.addEventListener('click', act);
  elem.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); act(); } });
}

export function html(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v != null) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}
