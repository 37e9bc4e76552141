// Dead Cells on the keeptable server: the Biome board drawn from biomes.yaml (spaces laid out by their
// distance from the start, one-way corridors as arrows, Rune locks and Checks marked, flipped tiles named),
// or, in Combat, the Combat board (left space, the Group, three spaces to the right) with the Enemies; then the
// Beheaded boards, the Bag and the seat's own hand. Spaces and Enemies that a legal choice names can be clicked.
import { svg, html, matching, offer, SEAT_COLORS } from '/svg.js';

const STYLE = `
.dc-info { font-size:.9rem; margin:.3rem 0; }
.dc-players { width:100%; border-collapse:collapse; font-size:.82rem; margin:.3rem 0 .6rem; }
.dc-players td, .dc-players th { border-bottom:1px solid #e0d6c2; padding:.2rem .3rem; text-align:left; vertical-align:top; }
.dc-players tr.dead td { color:#8a8275; text-decoration:line-through; }
.dc-dot { display:inline-block; width:.75rem; height:.75rem; border-radius:50%; margin-right:.3rem; vertical-align:middle; }
.dc-cards { display:flex; flex-wrap:wrap; gap:.4rem; margin:.3rem 0 .8rem; }
.dc-card { border:1px solid #a58f6a; border-radius:6px; background:#fffaf0; padding:.3rem .45rem; width:13rem; font-size:.8rem; }
.dc-board { max-width:780px; }
[data-space].clickable > circle, [data-enemy].clickable > rect { stroke:#d07a00; stroke-width:4; }
`;

const KIND_COLOR = { start: '#d5e8d4', exit: '#c9daf8', 'face down': '#b7a98b', encounter: '#f4cccc', elite: '#e06666',
  treasure: '#ffe599', cursed: '#b4a7d6', merchant: '#b6d7a8', door: '#d9d2e9', teleport: '#a2c4c9' };

/** Lays out a Biome board: column = longest path from the start, rows spread within a column. */
function layout(biome) {
  const names = biome.spaces;
  const edges = biome.corridors.map(c => {
    const [ends, ...marks] = c.split('|');
    const [from, to] = ends.split('->').map(x => x.trim());
    return { from, to, marks: marks.map(x => x.trim()) };
  });
  const depth = Object.fromEntries(names.map(n => [n, 0]));
  for (let pass = 0; pass < names.length; pass++) {
    edges.forEach(e => { depth[e.to] = Math.max(depth[e.to], depth[e.from] + 1); });
  }
  const columns = {};
  names.forEach(n => (columns[depth[n]] ||= []).push(n));
  const pos = {};
  Object.entries(columns).forEach(([d, list]) => list.forEach((n, i) => {
    pos[n] = [70 + Number(d) * 120, 60 + (i + 0.5) * (300 / list.length)];
  }));
  return { names, edges, pos };
}

function biomeBoard(root, v, biome, m, api) {
  const { names, edges, pos } = layout(biome);
  const W = 70 + Math.max(...Object.values(pos).map(p => p[0])) + 60;
  const map = svg('svg', { viewBox: `0 0 ${W} 380`, class: 'dc-board', role: 'img', 'aria-label': `the Biome board: ${biome.name}` });
  const defs = svg('defs');
  const marker = svg('marker', { id: 'dc-arrow', viewBox: '0 0 10 10', refX: 26, refY: 5, markerWidth: 7, markerHeight: 7,
    orient: 'auto' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#5a4a35' }));
  defs.append(marker);
  map.append(defs);
  edges.forEach(e => {
    const [x1, y1] = pos[e.from], [x2, y2] = pos[e.to];
    map.append(svg('line', { x1, y1, x2, y2, stroke: '#5a4a35', 'stroke-width': 3, 'marker-end': 'url(#dc-arrow)' }));
    if (e.marks.length) {
      map.append(svg('text', { x: (x1 + x2) / 2, y: (y1 + y2) / 2 - 6, 'font-size': 11, 'text-anchor': 'middle', fill: '#7a3b12' },
        e.marks.join(', ')));
    }
  });
  names.forEach((n, i) => {
    const what = (v.spaces || [])[i] || '';
    const [x, y] = pos[n];
    const g = svg('g', { 'data-space': n });
    g.append(svg('circle', { cx: x, cy: y, r: 24, fill: KIND_COLOR[what] || '#eee', stroke: '#3b2a1a', 'stroke-width': i === v.position ? 5 : 1.5 }));
    g.append(svg('text', { x, y: y + 4, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700 }, n));
    g.append(svg('text', { x, y: y + 40, 'text-anchor': 'middle', 'font-size': 10, fill: '#3b2a1a' }, what));
    const reaching = edges.map((e, k) => [e, k]).filter(([e]) => e.to === n).map(([, k]) => k);
    offer(g, matching(m, ch => ch.type === 'Move' && reaching.includes(ch.corridor)), api, `move to ${n}`);
    map.append(g);
  });
  root.append(map);
}

function combatBoard(root, v, m, api) {
  const labels = ['left of the Group', 'the Group', 'next to the Group', 'middle', 'far right'];
  const map = svg('svg', { viewBox: '0 0 800 150', class: 'dc-board', role: 'img', 'aria-label': 'the Combat board' });
  for (let i = 0; i < 5; i++) {
    const sp = i === 0 ? 0 : i - 1;
    const isGroup = i === 1;
    const text = isGroup ? `Group - Loot: ${v.loot}` : (v.combat || [])[sp] || '';
    const g = svg('g', isGroup ? {} : { 'data-enemy': sp });
    g.append(svg('rect', { x: 10 + i * 156, y: 20, width: 146, height: 110, rx: 10, fill: isGroup ? '#d5e8d4' : text ? '#f4cccc' : '#f3e6cc', stroke: '#7a3b12' }));
    g.append(svg('text', { x: 18 + i * 156, y: 38, 'font-size': 11, fill: '#6b6457' }, labels[i]));
    const words = text.split(' ');
    for (let line = 0; line * 3 < words.length && line < 5; line++) {
      g.append(svg('text', { x: 18 + i * 156, y: 58 + line * 15, 'font-size': 12 }, words.slice(line * 3, line * 3 + 3).join(' ')));
    }
    if (!isGroup) offer(g, matching(m, ch => ch.type === 'Target' && ch.who === sp), api, text);
    map.append(g);
  }
  root.append(map);
}

export async function render(root, m, api) {
  const v = m.view;
  root.append(html('style', {}, STYLE));
  root.append(html('div', { class: 'dc-info' }, `${v.where}${v.round >= 0 && v.round <= 4 ? ' - Combat Round ' + v.round : ''}. Bag: ${v.bag}. ${v.campaign}`));
  if ((v.combat || []).length) {
    combatBoard(root, v, m, api);
  } else if ((v.spaces || []).length) {
    const content = await api.content('biomes');
    const biome = (content.biomes || []).find(b => b.id === v.biome);
    if (biome) biomeBoard(root, v, biome, m, api);
  }
  const table = html('table', { class: 'dc-players' }, html('tr', {}, html('th', {}, 'Player'), html('th', {}, 'Health'),
    html('th', {}, 'Scrolls'), html('th', {}, 'Equipment'), html('th', {}, 'Cards'), html('th', {}, 'Playing')));
  for (const p of v.players || []) {
    table.append(html('tr', { class: p.dead ? 'dead' : '', 'data-player': p.seat },
      html('td', {}, html('span', { class: 'dc-dot', style: `background:${SEAT_COLORS[p.seat % 6]}` }),
        `${p.seat === v.firstPlayer ? '[First] ' : ''}${p.name} - ${p.beheaded}${p.passing ? ' (passes)' : ''}`),
      html('td', {}, `${p.maxHealth - p.damage}/${p.maxHealth}${p.shields ? ', ' + p.shields + ' Shield' : ''}${p.states ? ', ' + p.states : ''}`),
      html('td', {}, p.scrolls), html('td', {}, (p.equipment || []).join(', ')),
      html('td', {}, `hand ${p.hand}, draw ${p.draw}, discard ${p.discard}`),
      html('td', {}, (p.active || []).map((c, k) => c + ((p.announced || [])[k] ? ` (announced: ${p.announced[k]})` : '')).join(', '))));
  }
  root.append(html('div', { style: 'overflow-x:auto' }, table));
  root.append(html('h3', {}, 'Your hand'));
  const hand = html('div', { class: 'dc-cards', id: 'dc-hand' });
  (v.hand || []).forEach(c => hand.append(html('div', { class: 'dc-card' }, c)));
  if (!(v.hand || []).length) hand.append('No cards.');
  root.append(hand);
}
