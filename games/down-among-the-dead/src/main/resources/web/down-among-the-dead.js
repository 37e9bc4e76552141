// Down Among The Dead on the keeptable server: the square grid of the map from maps.yaml (walls,
// floor, spawning squares with the destroyed ones crossed out, the starting areas, coordinates on
// the edges), the counters on it with their wounds, dead markers and effects, then the turn, the
// phase and a list of the counters. Squares that a legal choice names can be clicked to play it. In the movement
// phase a counter is moved in one act: the player picks it, then the square it goes to (the view's `moves`, worked out
// in Java), and the board plays the way's steps one after the other as the table offers them.
// During set-up the squares each side places its counters on are marked; at the end each side's figures are shown.
import { svg, html, offer, phone, piece, scroller, svgName, useStyle } from '/svg.js';

const SIDE = 16; // square number = x + SIDE * y, as in GameMap
// The grid's sizes: on a laptop 44 units a square with the coordinates on all four edges; on a phone the map is laid
// out for about 360 CSS pixels - the coordinates on the top and left edges only, the outer wall drawn as a frame
// (its squares hold nothing), each square as large as the width allows - and no text is smaller than 10 units.
const WIDE = { cell: 44, edge: 22, far: 22, frame: 0, font: { edge: 12, code: 14, shared: 10, word: 11, spawn: 14, mark: 11, dead: 9 } };
const PHONE_WIDTH = 360;
const phoneSizes = cols => phoneCell(Math.min(30, Math.floor((PHONE_WIDTH - 15 - 2 * 3 - 2) / cols)));
const phoneCell = cell => ({ cell, edge: 15, far: 2, frame: 3,
  font: { edge: 10, code: cell >= 28 ? 12 : 11, shared: 10, word: 0, spawn: 11, mark: 10, dead: 10 } });
const STYLE = `
.dad-info { font-size:.9rem; margin:.3rem 0; }
.dad-info b { text-transform:capitalize; }
.dad-counters { width:100%; border-collapse:collapse; font-size:.82rem; margin:.3rem 0 .6rem; }
.dad-counters td, .dad-counters th { border-bottom:1px solid #e0d6c2; padding:.2rem .3rem; text-align:left; vertical-align:top; }
.dad-counters tr.dead td { color:#6b6357; text-decoration:line-through; }
.dad-dot { display:inline-block; width:.75rem; height:.75rem; border-radius:50%; margin-right:.3rem; vertical-align:middle; border:1px solid #222; }
.dad-board { max-width:760px; }
[data-square].clickable > rect.dad-floor { stroke:#d07a00; stroke-width:3; fill:#fde7bf; }
[data-square][data-goes].clickable > rect.dad-floor { stroke:#1e7b45; fill:#d5efd9; }
.dad-end { border:2px solid #7a5a1f; border-radius:8px; padding:.4rem .8rem; margin:.4rem 0; background:#fbf4e4; }
.dad-end h2 { font-size:1.1rem; margin:.2rem 0; }
.dad-end h3 { font-size:.95rem; margin:.4rem 0 .1rem; }
.dad-end ul, .dad-key { margin:.1rem 0 .4rem; padding-left:1.2rem; font-size:.85rem; }
`;

// The way being walked: the squares of the counter's move, the index of the square its last step went to and the
// state that step was played in (a state is drawn again on a resize: the next step is played once per new state).
let walking = null;
// The square of the counter whose moves the board shows, picked by the player (the first that may move until then).
let picked = null;

const COLOR = { adventurer: '#2471a3', monster: '#922b21', controlled: '#7d3c98', dead: '#9a958c' };

/** The square a choice names (where the counter goes or what it strikes), or null; from the choice's fields. */
export function squareOf(c) {
  switch (c.type) {
    case 'Place': case 'PlaceElemental': case 'Stop': case 'Sacrifice': case 'SummonDemon': return c.square;
    case 'Step': case 'Advance': return c.to;
    case 'Attack': case 'Berserk': case 'ChainTo': return c.at;
    case 'UseAbility': return c.at >= 0 ? c.at : null;
    default: return null;
  }
}

const nameOf = sq => String.fromCharCode(65 + sq % SIDE) + (Math.floor(sq / SIDE) + 1);

export async function render(root, m, api) {
  const [maps, counters] = await Promise.all([api.content('maps'), api.content('counters')]);
  const v = m.view;
  useStyle('dad-style', STYLE);
  const map = (maps.maps || []).find(x => x.name === v.map || x.id === v.map);
  const rows = map ? map.rows : v.rows;
  const h = rows.length, w = rows[0].length;
  const kinds = Object.fromEntries((counters.counters || []).map(k => [k.name, k]));
  const destroyed = new Set(v.destroyedSpawns || []);
  const sight = new Set(v.inSight || []);
  const monsterStarts = new Set(v.monsterStarts || []);
  const here = {};
  (v.counters || []).forEach(c => (here[c.square] ||= []).push(c));
  const choices = m.choices || [];
  // In the movement phase a counter goes to its destination in one act: the board offers destinations, not steps.
  const movers = new Map((choices.length ? v.moves || [] : []).map(o => [o.from, o]));
  if (walk(m, api)) movers.clear();
  if (!movers.has(picked)) picked = movers.size ? [...movers.keys()][0] : null;
  // Legal choices by the square they name.
  const bySquare = {};
  choices.forEach((ch, i) => {
    const sq = squareOf(ch.choice);
    if (sq != null && sq >= 0 && !(movers.size && ch.choice.type === 'Step')) (bySquare[nameOf(sq)] ||= []).push(i);
  });
  const moving = new Set(choices.map(ch => ch.choice).filter(c => c.type === 'Attack' || (c.type === 'Step' && !movers.size))
    .map(c => nameOf(c.from)));
  movers.forEach((o, at) => moving.add(at));

  // On a phone the outer ring of the map is left out when it is all wall (it holds nothing): a frame stands for it.
  const tall = phone();
  const ring = tall && [rows[0], rows[h - 1]].every(r => /^#+$/.test(r)) && rows.every(r => r[0] === '#' && r[w - 1] === '#');
  const cut = ring ? 1 : 0, cols = w - 2 * cut, lines = h - 2 * cut;
  const S = tall ? phoneSizes(cols) : WIDE;
  const CELL = S.cell, F = S.font, O = S.edge + S.frame;
  const W = O + cols * CELL + S.frame + S.far, H = O + lines * CELL + S.frame + S.far;

  // The map, drawn afresh when the player picks another counter to move.
  const drawMap = () => {
    const goes = new Map(picked ? movers.get(picked).destinations.map(d => [d.to, d]) : []);
    const board = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'group', 'aria-label': `the map: ${v.map}`, class: 'dad-board', id: 'dad-board' });
    const seen = {};
    const keyOf = c => `dad-${c.side}-${c.name}-${seen[c.name] = (seen[c.name] || 0) + 1}`;
    board.append(svg('rect', { x: 0, y: 0, width: W, height: H, fill: '#3b2a1a', rx: 6 }));
    if (S.frame) board.append(svg('rect', { x: S.edge, y: S.edge, width: W - S.edge - S.far, height: H - S.edge - S.far, fill: '#55483a' }));
    const edges = (near, far) => (tall ? [near] : [near, far]);
    for (let x = cut; x < w - cut; x++) {
      const letter = String.fromCharCode(65 + x);
      for (const y of edges(S.edge / 2 + F.edge * 0.4, H - S.edge / 2 + 5)) {
        board.append(svg('text', { x: O + (x - cut) * CELL + CELL / 2, y, 'text-anchor': 'middle', 'font-size': F.edge, fill: '#f6efe0' }, letter));
      }
    }
    for (let r = cut; r < h - cut; r++) {
      for (const x of edges(S.edge / 2, W - S.edge / 2)) {
        board.append(svg('text', { x, y: O + (r - cut) * CELL + CELL / 2 + F.edge * 0.36, 'text-anchor': 'middle', 'font-size': F.edge, fill: '#f6efe0' }, String(h - r)));
      }
    }
    const others = []; // the other counters that may move come last in the tab order, after the picked one's squares
    rows.forEach((row, r) => [...row].forEach((ch, x) => {
      if (r < cut || r >= h - cut || x < cut || x >= w - cut) return;
      const name = String.fromCharCode(65 + x) + (h - r);
      const X = O + (x - cut) * CELL, Y = O + (r - cut) * CELL;
      if (ch === '#') {
        board.append(svg('rect', { x: X, y: Y, width: CELL, height: CELL, fill: '#55483a', stroke: '#3b2a1a', 'stroke-width': 1, 'data-wall': name }));
        return;
      }
      const g = svg('g', { 'data-square': name });
      const fill = ch === 'A' ? '#d3e6c1' : ch === 'V' ? '#efd3d3' : '#efe6d2';
      g.append(svg('rect', { class: 'dad-floor', x: X + 0.5, y: Y + 0.5, width: CELL - 1, height: CELL - 1, fill, stroke: '#b9a986', 'stroke-width': 1 }));
      // during set-up each side's squares are marked: the adventurers' start (green, edged), the monsters' (red-edged)
      if (v.setUpKey && (ch === 'A' || monsterStarts.has(name))) {
        g.setAttribute('data-start', ch === 'A' ? 'adventurers' : 'monsters');
        g.append(svg('rect', { x: X + 2.5, y: Y + 2.5, width: CELL - 5, height: CELL - 5, fill: 'none',
          stroke: ch === 'A' ? '#1e7b45' : '#a93226', 'stroke-width': 2, 'stroke-dasharray': ch === 'A' ? null : '4 2' }));
      }
      if (sight.has(name)) g.append(svg('rect', { x: X + 3, y: Y + 3, width: CELL - 6, height: CELL - 6, fill: 'none', stroke: '#b7950b', 'stroke-width': 2, 'stroke-dasharray': '3 3' }));
      if (ch === 'S') {
        const gone = destroyed.has(name), d = CELL * 0.2;
        g.append(svg('circle', { cx: X + CELL / 2, cy: Y + CELL / 2, r: CELL * 0.45, fill: gone ? '#c9c3b8' : '#e9c7a0', stroke: gone ? '#777' : '#8e3b12', 'stroke-width': 2, 'stroke-dasharray': gone ? '3 2' : null, 'data-spawn': gone ? 'destroyed' : 'active' }));
        if (gone) {
          g.append(svg('path', { d: `M${X + d} ${Y + d}L${X + CELL - d} ${Y + CELL - d}M${X + CELL - d} ${Y + d}L${X + d} ${Y + CELL - d}`, stroke: '#6b1d1d', 'stroke-width': 3 }));
        }
        if (!here[name] && !gone) g.append(svg('text', { x: X + CELL / 2, y: Y + CELL / 2 + F.spawn * 0.36, 'text-anchor': 'middle', 'font-size': F.spawn, 'font-weight': 700, fill: '#8e3b12' }, 'S'));
      } else if ((ch === 'A' || ch === 'V') && !here[name] && F.word) {
        g.append(svg('text', { x: X + CELL / 2, y: Y + CELL / 2 + 4, 'text-anchor': 'middle', 'font-size': F.word, fill: '#6b6457' }, ch === 'A' ? 'start' : 'boss'));
      }
      if (moving.has(name)) {
        // the counter picked to move is edged in gold, the others that may move in blue
        g.append(svg('rect', { x: X + 1.5, y: Y + 1.5, width: CELL - 3, height: CELL - 3, fill: 'none',
          stroke: name === picked ? '#d4a017' : '#2e86c1', 'stroke-width': name === picked ? 4 : 3 }));
      }
      // The dead lie under the living: draw them first, smaller, in a corner.
      const list = (here[name] || []).slice().sort((a, b) => Number(b.dead) - Number(a.dead));
      const standing = list.filter(c => !c.dead);
      // the living share the square side by side; the dead lie under them in a corner
      list.forEach(c => g.append(piece(counter(c, X, Y, S, c.dead && standing.length > 0, kinds[c.name],
        standing.indexOf(c), standing.length), keyOf(c))));
      if (goes.has(name)) {
        const d = goes.get(name);
        g.setAttribute('data-goes', movers.get(picked).name);
        act(g, d.words, () => startWalk(m, api, d.path));
      } else if (movers.has(name) && name !== picked) {
        others.push(g);
        act(g, movers.get(name).words, () => {
          picked = name;
          const old = document.getElementById('dad-board');
          if (!old) return;
          const fresh = drawMap();
          if (old.getAttribute('style')) fresh.setAttribute('style', old.getAttribute('style'));
          old.replaceWith(fresh);
          fresh.querySelector(`[data-square="${name}"]`)?.focus();
        });
      } else {
        offer(g, bySquare[name] || [], api, name);
      }
      if (!others.includes(g)) board.append(g);
    }));
    board.append(...others);
    return board;
  };
  root.append(drawMap());

  const mover = v.toMove >= 0 && m.seats[v.toMove] ? m.seats[v.toMove].name : '';
  const side = s => (s === 0 ? 'adventurers' : 'monsters');
  const info = html('p', { class: 'dad-info', id: 'dad-info' },
    html('b', {}, v.ending ? 'Game over' : `${v.phase} phase`), ` · ${v.turn ? `turn ${v.turn} of ${v.turnLimit}` : `setting up, then ${v.turnLimit} turns`} · ${v.map}`,
    v.outcome ? ` · ${v.outcome}` : mover ? ` · ${mover} (${side(v.toMove)}) to play` : '');
  root.append(info);
  if (v.ending) root.append(ending(v));
  if (v.objective && !v.outcome) root.append(html('p', { class: 'dad-info', id: 'dad-objective' }, `To win: ${v.objective}`));
  if (v.setUpKey) root.append(html('p', { class: 'dad-info', id: 'dad-set-up' }, v.setUpKey));
  if (movers.size && v.moveKey) {
    root.append(html('p', { class: 'dad-info', id: 'dad-moving' }, picked ? html('b', {}, `${movers.get(picked).words}. `) : null,
      v.moveKey));
  }
  for (const left of v.itemsLeft || []) root.append(html('p', { class: 'dad-info', 'data-items-left': left.split(':')[0] }, `Items on the floor at ${left}.`));
  if (v.sightFrom) root.append(html('p', { class: 'dad-info muted' }, `Dashed gold squares: in line of sight of the ${v.sightOf} on ${v.sightFrom}.`));
  root.append(html('p', { class: 'dad-info muted' },
    `${m.seats[0]?.name ?? 'Seat 1'}: adventurers (blue) · ${m.seats[1]?.name ?? 'Seat 2'}: monsters (red) · purple: mind-controlled · ✝ dead · S spawning square, crossed out when destroyed · green: adventurers' start · pink: the boss's start · dots under a counter: the wounds that kill it, red when taken (a counter dies when its wounds pass its hit points).`));

  const table = html('table', { class: 'dad-counters', id: 'dad-counters' },
    html('tr', {}, html('th', {}, 'Counter'), html('th', {}, 'Square'), html('th', {}, 'Wounds / to kill'), html('th', {}, 'Moves'),
      html('th', {}, 'Combat'), html('th', {}, 'Gift'), html('th', {}, 'Items / effects')));
  for (const c of v.counters || []) {
    const items = (c.items || []).map((item, k) => html('span', { title: c.itemEffects?.[k] || null }, item));
    const notes = [...items, ...effects(c, kinds[c.name])].flatMap((n, k) => (k ? [', ', n] : [n]));
    table.append(html('tr', { class: c.dead ? 'dead' : '', 'data-counter': c.name, 'data-at': c.square },
      html('td', {}, html('span', { class: 'dad-dot', style: `background:${colorOf(c)}` }), c.name),
      html('td', {}, c.square), html('td', {}, `${c.wounds} / ${c.hitPoints + 1}`),
      html('td', {}, String(c.movement)), html('td', {}, (c.combat >= 0 ? '+' : '') + c.combat), html('td', {}, c.gift || '-'),
      html('td', {}, ...notes)));
  }
  root.append(scroller('the counters', table));
  if ((v.itemKey || []).length) {
    root.append(html('p', { class: 'dad-info' }, html('b', {}, 'What the items do')),
      html('ul', { class: 'dad-key', id: 'dad-items' }, ...v.itemKey.map(line => html('li', {}, line))));
  }
}

/** The end of the game: who won, why, and each side's deciding figures. */
function ending(v) {
  return html('section', { class: 'dad-end', id: 'dad-end', 'aria-label': 'the end of the game' },
    html('h2', {}, v.ending), html('p', {}, v.outcome),
    ...(v.figures || []).flatMap(f => [html('h3', {}, f.title),
      html('ul', {}, ...f.figures.map(line => html('li', {}, line)))]));
}

/**
 * Makes a square act when clicked (or Enter/Space) as offer() makes it play a choice: a button named by `said`, its
 * name holding every word it shows.
 */
function act(g, said, run) {
  g.classList.add('clickable');
  g.setAttribute('tabindex', '0');
  g.setAttribute('role', 'button');
  g.querySelectorAll(':scope > title').forEach(t => t.setAttribute('aria-hidden', 'true'));
  g.setAttribute('aria-label', svgName(g, said));
  g.addEventListener('click', run);
  g.addEventListener('keydown', e => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); run(); } });
}

/** The index of the legal choice that steps from square `from` to square `to` (names), or -1. */
function stepIndex(m, from, to) {
  return (m.choices || []).findIndex(ch => ch.choice.type === 'Step' && nameOf(ch.choice.from) === from && nameOf(ch.choice.to) === to);
}

/** Starts walking a counter along `path` (square names, its own first): plays the first step. */
function startWalk(m, api, path) {
  const i = stepIndex(m, path[0], path[1]);
  if (i < 0) return;
  walking = { path, at: 1, step: m.step };
  api.play(i);
}

/**
 * Goes on with the way being walked in a new state: the next step, or the stop on the last square; the walk ends when
 * the state offers neither (a failed break-away roll, or the move ended by itself). Returns whether the walk goes on.
 */
function walk(m, api) {
  if (!walking) return false;
  if (walking.step === m.step) return true; // this state is drawn again (a resize): its step is on its way
  const { path, at } = walking;
  const i = at === path.length - 1
    ? (m.choices || []).findIndex(ch => ch.choice.type === 'Stop' && nameOf(ch.choice.square) === path[at])
    : stepIndex(m, path[at], path[at + 1]);
  if (i < 0) {
    walking = null;
    return false;
  }
  walking = at === path.length - 1 ? null : { path, at: at + 1, step: m.step };
  setTimeout(() => api.play(i), 0);
  return true;
}

function colorOf(c) {
  return c.dead ? COLOR.dead : c.mindControlled ? COLOR.controlled : COLOR[c.side] || '#555';
}

/** What acts on a counter now, in words: mind control, frost, strength, enrage, resurrection, death. */
function effects(c, kind) {
  const out = [];
  if (c.dead) out.push('dead');
  if (c.resurrected) out.push('resurrected');
  if (c.mindControlled) out.push('mind-controlled');
  out.push(...(c.effects || []));
  if (c.name === 'Werewolf' && kind && c.combat > kind.combat && !(c.effects || []).some(e => e.startsWith('strength'))) {
    out.push(`enraged +${c.combat - kind.combat}`);
  }
  return out;
}

/** A counter on its square: the k-th of n standing there (side by side, smaller when n > 1), or a dead one under them. */
function counter(c, X, Y, S, under, kind, k = 0, n = 1) {
  const CELL = S.cell, F = S.font;
  const g = svg('g', { 'data-counter': c.name, 'data-side': c.side, 'data-dead': c.dead ? 1 : null });
  const shared = !under && n > 1;
  const r = under ? CELL * 0.18 : shared ? CELL * 0.24 : CELL * 0.36;
  const cx = under ? X + CELL * 0.23 : shared ? X + CELL * (k + 0.5) / n : X + CELL / 2;
  const cy = under ? Y + CELL * 0.77 : shared ? Y + CELL / 2 + (k % 2 ? 4 : -4) : Y + CELL / 2 - 1;
  const fill = colorOf(c);
  g.append(svg('circle', { cx, cy, r, fill, stroke: c.mindControlled ? '#e8daef' : '#111', 'stroke-width': c.mindControlled ? 3 : 1.2,
    'stroke-dasharray': c.mindControlled ? '4 2' : null }));
  const items = (c.items || []).map((item, k) => (c.itemEffects?.[k] ? `${item} (${c.itemEffects[k]})` : item));
  g.append(svg('title', {}, `${c.name} on ${c.square}: ${c.wounds} wounds, ${c.hitPoints + 1} kill it, combat ${c.combat >= 0 ? '+' : ''}${c.combat}`
    + `${[...items, ...effects(c, kind)].map(e => ', ' + e).join('')}${c.gift ? `; ${c.gift}` : ''}`));
  if (under) {
    g.append(svg('text', { x: cx, y: cy + F.dead * 0.38, 'text-anchor': 'middle', 'font-size': F.dead, fill: '#fff' }, '✝'));
    return g;
  }
  const size = shared ? F.shared : F.code;
  g.append(svg('text', { x: cx, y: cy + size * 0.36, 'text-anchor': 'middle', 'font-size': size, 'font-weight': 700, fill: '#fff' }, c.code));
  if (c.dead) {
    g.append(svg('text', { x: cx + r - 2, y: cy - r + 8, 'text-anchor': 'middle', 'font-size': Math.max(F.mark, CELL * 0.3), fill: '#111', 'font-weight': 700 }, '✝'));
  }
  // The wounds that kill it (one more than its hit points), filled red when taken.
  const pips = c.hitPoints + 1;
  const gap = Math.min(7, (CELL - 4) / pips);
  for (let k = 0; k < pips; k++) {
    const px = cx - (pips - 1) * gap / 2 + k * gap;
    g.append(svg('circle', { cx: px, cy: Y + CELL - Math.max(2.5, CELL * 0.1), r: Math.min(2.8, gap * 0.4), fill: k < c.wounds ? '#e74c3c' : '#fff', stroke: '#333', 'stroke-width': 0.8 }));
  }
  const marks = [];
  if (c.mindControlled) marks.push(['!', '#7d3c98']);
  if ((c.effects || []).some(e => e.startsWith('frost'))) marks.push(['❄', '#2e86c1']);
  if ((c.effects || []).some(e => e.startsWith('strength'))) marks.push(['+', '#b7950b']);
  if (c.name === 'Werewolf' && kind && c.combat > kind.combat) marks.push(['↑', '#c0392b']);
  if (c.resurrected) marks.push(['R', '#229954']);
  if ((c.items || []).length) marks.push(['•', '#b9770e']);
  marks.forEach(([t, col], k) => g.append(svg('text', { x: X + 3 + k * F.mark * 0.8, y: Y + F.mark, 'font-size': F.mark, 'font-weight': 700, fill: col }, t)));
  return g;
}
