// The Keep on the keeptable server: a schematic of the rooms and doorways read from board.yaml
// (floors as rows, secret doors dashed), the Searchers, SS guards and Molasar on it, then your
// Conflict and Bonus cards. Rooms and cards that stand for a legal choice can be clicked.
import { svg, html, matching, offer, piece, useStyle } from '/svg.js';

const ROWS = ['upper', 'stairs', 'ground', 'gatehouse', 'courtyard', 'cellar'];
const ROW_NAMES = { upper: 'Upper floor', stairs: 'Stairs', ground: 'Ground floor', gatehouse: 'Gatehouses', courtyard: 'Courtyard', cellar: 'Cellar' };
const COLORS = { yellow: '#d4ac0d', blue: '#2471a3', green: '#229954', white: '#f8f8f8', grey: '#7f8c8d', red: '#c0392b' };
const STYLE = `
.tk-cards { display:flex; flex-wrap:wrap; gap:.4rem; margin:.3rem 0 .8rem; }
.tk-card { border:1px solid #8a7a60; border-radius:6px; background:#fffaf0; padding:.3rem .45rem; font-size:.8rem; min-width:8rem; }
.tk-card.clickable { border-color:#d07a00; box-shadow:0 0 0 2px #f0c070; }
.tk-info { font-size:.9rem; margin:.3rem 0; }
.tk-card .tk-counts { display:block; font-size:1.1rem; font-weight:700; }
.tk-legend { display:flex; flex-wrap:wrap; gap:.3rem .8rem; font-size:.85rem; margin:.3rem 0; }
.tk-pawn { display:inline-block; min-width:1.6rem; text-align:center; border-radius:.8rem; border:1px solid #222; font-size:.75rem; font-weight:700; margin-right:.25rem; }
`;

/** Molasar's enemy number in a Conflict (the SS guards are 0..11). */
const ENEMY_MOLASAR = 12;
/** Ink that reads on each pawn colour. */
const INK = { yellow: '#111', white: '#111', blue: '#fff', green: '#111', grey: '#111', red: '#fff' };

/** A Searcher's two-letter mark on the board, from its name. */
function mark(name) {
  return String(name || '?').replace(/[^\p{L}]/gu, '').slice(0, 2);
}

/** A room's name in lines of at most `width` letters, two lines at most (the second ends in … when cut). */
export function nameLines(name, width) {
  const lines = [''];
  for (const w of String(name).split(' ')) {
    const cur = lines[lines.length - 1];
    if (!cur || cur.length + 1 + w.length <= width) lines[lines.length - 1] = cur ? `${cur} ${w}` : w;
    else lines.push(w);
  }
  if (lines.length > 2) lines.splice(2, lines.length, `${lines[1]} ${lines.slice(2).join(' ')}`.slice(0, width - 1) + '…');
  return lines.slice(0, 2);
}

/** The value of a Conflict card that counts in the conflict under way, or null when none is. */
export function countingValue(card, v) {
  if (!card || v.conflictEnemy == null || v.conflictEnemy < 0) return null;
  const side = v.role === 'Molasar' ? card.red : card.white;
  if (!side) return null;
  return v.conflictEnemy === ENEMY_MOLASAR ? side.molasar : side.nazi;
}

export async function render(root, m, api) {
  const [board, ids, conflict, bonus] = await Promise.all(
    ['board', 'id-cards', 'conflict-cards', 'bonus-cards'].map(n => api.content(n)));
  const v = m.view;
  useStyle('tk-style', STYLE);
  const rooms = board.rooms;
  const index = Object.fromEntries(rooms.map((r, i) => [r.id, i]));
  const W = 1000, RH = 92, X0 = 110;
  const pos = [];
  // Full rows spread evenly; stairs and gatehouses sit between the rooms they join.
  const spread = (list, area) => list.forEach((r, k) => {
    pos[index[r.id]] = [X0 + (k + 0.5) * (W - X0) / list.length, 30 + ROWS.indexOf(area) * RH];
  });
  for (const area of ['upper', 'ground', 'courtyard']) spread(rooms.filter(r => r.area === area), area);
  // The cellar is reached by secret doors: order its rooms under the rooms their doors lead from.
  const want = {};
  (board.secretDoors || []).forEach(d => { if (pos[index[d.from]]) want[d.to] = pos[index[d.from]][0]; });
  const cellar = rooms.filter(r => r.area === 'cellar');
  const guessed = new Set(cellar.filter(r => want[r.id] == null).map(r => r.id));
  for (let pass = 0; pass < 3; pass++) {
    cellar.filter(r => guessed.has(r.id)).forEach(r => {
      const xs = r.exits.map(e => want[e]).filter(x => x != null);
      if (xs.length) want[r.id] = xs.reduce((a, b) => a + b, 0) / xs.length;
    });
  }
  spread([...cellar].sort((a, b) => (want[a.id] ?? 0) - (want[b.id] ?? 0)), 'cellar');
  for (const area of ['stairs', 'gatehouse']) {
    rooms.filter(r => r.area === area).forEach(r => {
      const xs = r.exits.map(e => pos[index[e]]).filter(Boolean).map(p => p[0]);
      pos[index[r.id]] = [xs.reduce((a, b) => a + b, 0) / xs.length, 30 + ROWS.indexOf(area) * RH];
    });
  }
  const map = svg('svg', { viewBox: `0 0 ${W} ${ROWS.length * RH + 10}`, role: 'group', 'aria-label': 'the Keep', 'data-phone-zoom': 2.5 });
  ROWS.forEach((a, k) => map.append(svg('text', { x: 4, y: 34 + k * RH, 'font-size': 13, fill: '#6b6457' }, ROW_NAMES[a])));
  const drawn = new Set();
  rooms.forEach((r, i) => r.exits.forEach(e => {
    const key = [r.id, e].sort().join('-');
    if (drawn.has(key) || index[e] == null) return;
    drawn.add(key);
    const [x1, y1] = pos[i], [x2, y2] = pos[index[e]];
    map.append(svg('line', { x1, y1, x2, y2, stroke: '#8a7a60', 'stroke-width': 3 }));
  }));
  (board.secretDoors || []).forEach(d => {
    const [x1, y1] = pos[index[d.from]], [x2, y2] = pos[index[d.to]];
    map.append(svg('line', { x1, y1, x2, y2, stroke: '#7d3c98', 'stroke-width': 1.5, 'stroke-dasharray': '5 5', opacity: 0.5 }));
  });
  const ruled = v.ruledOut == null ? 0n : BigInt(v.ruledOut);
  const onRoom = rooms.map(() => []);
  (v.searcherRooms || []).forEach((room, p) => { if (room != null && room >= 0) onRoom[room].push(['searcher', p]); });
  (v.guardRooms || []).forEach((room, g) => { if (room != null && room >= 0) onRoom[room].push(['guard', g]); });
  if (v.molasarRoom != null && v.molasarRoom >= 0) onRoom[v.molasarRoom].push(['molasar', 0]);
  rooms.forEach((r, i) => {
    const [cx, cy] = pos[i];
    const g = svg('g', { 'data-room': r.id });
    const out = r.area === 'cellar' && (ruled >> BigInt(i)) & 1n;
    g.append(svg('rect', { x: cx - 56, y: cy - 30, width: 112, height: 60, rx: 6,
      fill: r.area === 'cellar' ? (out ? '#d5d0c8' : '#e8dccb') : '#f7efe0', stroke: '#5d4a32', 'stroke-width': 1.5 }));
    g.append(svg('text', { x: cx - 52, y: cy - 18, 'font-size': 10.5, 'font-weight': 700, fill: '#3b2a1a' }, r.id));
    nameLines(r.name, 17).forEach((line, k) => g.append(svg('text', { x: cx - 52 + (k ? 0 : 22), y: cy - 18 + k * 11, 'font-size': 10, fill: '#3b2a1a' }, line)));
    g.append(svg('title', {}, `${r.id} ${r.name}`));
    if (v.hiltRoom === i) g.append(svg('text', { x: cx + 30, y: cy - 10, 'font-size': 16, fill: '#b7950b' }, '★'));
    if (out) g.append(svg('text', { x: cx + 22, y: cy + 22, 'font-size': 9, fill: '#6b6457' }, 'no Hilt'));
    onRoom[i].forEach(([kind, n], k) => {
      const x = cx - 44 + k * 19, y = cy + 17;
      if (kind === 'searcher') {
        const idc = ids[n] || {};
        const pawn = piece(svg('g', { 'data-pawn': idc.name }), `tk-searcher-${n}`);
        pawn.append(svg('circle', { cx: x, cy: y, r: 9, fill: COLORS[idc.color] || '#888', stroke: '#222' }),
          svg('text', { x, y: y + 3.5, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 700, fill: INK[idc.color] || '#fff' }, mark(idc.name)),
          svg('title', {}, idc.name));
        g.append(pawn);
      } else if (kind === 'guard') {
        const guard = piece(svg('g', { 'data-guard': n + 1 }), `tk-guard-${n}`);
        guard.append(svg('rect', { x: x - 8, y: y - 8, width: 16, height: 16, fill: '#333' }),
          svg('text', { x, y: y + 3.5, 'text-anchor': 'middle', 'font-size': 8, fill: '#fff' }, String(n + 1)),
          svg('title', {}, `SS guard ${n + 1}`));
        g.append(guard);
      } else {
        const mol = piece(svg('g', { 'data-molasar': 1 }), 'tk-molasar');
        mol.append(svg('circle', { cx: x, cy: y, r: 9.5, fill: '#7b241c', stroke: '#000' }),
          svg('text', { x, y: y + 4, 'text-anchor': 'middle', 'font-size': 10, fill: '#fff' }, 'M'), svg('title', {}, 'Molasar'));
        g.append(mol);
      }
    });
    offer(g, matching(m, c => c.room === i), api, `${r.id} ${r.name}`);
    map.append(g);
  });
  root.append(map);
  const legend = html('p', { class: 'tk-legend', id: 'tk-legend' }, html('span', {}, 'On the board:'));
  ids.forEach((idc, p) => {
    const seat = (v.searcherSeats || [])[p];
    if (seat == null || seat < 0) return;
    legend.append(html('span', {}, html('span', { class: 'tk-pawn', style: `background:${COLORS[idc.color] || '#888'};color:${INK[idc.color] || '#fff'}` }, mark(idc.name)), idc.name));
  });
  legend.append(html('span', {}, html('span', { class: 'tk-pawn', style: 'background:#333;color:#fff;border-radius:0' }, '1'), 'SS guard'),
    html('span', {}, html('span', { class: 'tk-pawn', style: 'background:#7b241c;color:#fff' }, 'M'), 'Molasar'),
    html('span', {}, '★ the Hilt (Molasar only) · dashed purple: secret doors'));
  root.append(legend);

  const info = [];
  if (v.role) info.push(`You: ${v.role}.`);
  if (v.round != null) info.push(`Turn ${v.round}; Molasar's turns ${v.molasarTurns}.`);
  if (v.decision) info.push(`Now: ${v.decision}.`);
  if (v.conflictDeck != null) info.push(`Conflict deck ${v.conflictDeck}, Bonus deck ${v.bonusDeck}, Hazards left ${countBits(v.hazardsLeft)}.`);
  if (v.powerFailure) info.push('Power Failure!');
  root.append(html('p', { class: 'tk-info' }, info.join(' ')));
  const pawns = html('p', { class: 'tk-info' });
  (v.searcherSeats || []).forEach((s, p) => {
    if (s != null && s >= 0 && ids[p]) pawns.append(html('span', {}, `${ids[p].name} (${m.seats[s].name}${v.searcherRooms[p] < 0 ? ', outside' : ''}); `));
  });
  root.append(pawns);
  if (v.hand) {
    root.append(html('h3', {}, 'Your Conflict cards'));
    const hand = html('div', { class: 'tk-cards', id: 'tk-hand' });
    v.hand.forEach(c => {
      const k = conflict[c] || {};
      const counts = countingValue(k, v);
      const mine = v.role === 'Molasar' ? k.red : k.white;
      const e = html('div', { class: 'tk-card', 'data-card': c }, html('b', {}, `Card ${k.id}`),
        counts != null ? html('span', { class: 'tk-counts', 'data-counts': counts }, `${counts} in this conflict`)
          : ` you play it at ${mine?.molasar} against Molasar, ${mine?.nazi} against a guard`);
      offer(e, matching(m, ch => ch.type === 'Commit' && ch.card === c), api, `Conflict card ${k.id}`);
      hand.append(e);
    });
    if (!v.hand.length) hand.append('None.');
    root.append(hand);
  }
  if (v.bonusHand) {
    root.append(html('h3', {}, 'Your Bonus cards'));
    const hand = html('div', { class: 'tk-cards', id: 'tk-bonus' });
    v.bonusHand.forEach(c => {
      const b = bonus[c] || {};
      const e = html('div', { class: 'tk-card', 'data-bonus': c }, html('b', {}, b.name || `#${c}`), ' ', b.text || '');
      offer(e, matching(m, ch => (ch.type === 'PlayBonus' || ch.type === 'DiscardBonus') && ch.card === c), api, b.name);
      hand.append(e);
    });
    if (!v.bonusHand.length) hand.append('None.');
    root.append(hand);
  }
  if (v.handSizes) {
    root.append(html('p', { class: 'tk-info' }, 'Cards held: ' + v.handSizes.map((n, s) =>
      `${m.seats[s].name} ${n} Conflict / ${v.bonusSizes[s]} Bonus`).join('; ')));
  }
}

/** How many Hazard cards a mask of unused ones holds. */
function countBits(mask) {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}
