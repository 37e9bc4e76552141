// The Keep on the keeptable server: a schematic of the rooms and doorways read from board.yaml
// (floors as rows, secret doors dashed), the Searchers, SS guards and Molasar on it, then your
// Conflict and Bonus cards. Rooms and cards that stand for a legal choice can be clicked.
import { svg, html, matching, offer } from '/svg.js';

const ROWS = ['upper', 'stairs', 'ground', 'gatehouse', 'courtyard', 'cellar'];
const ROW_NAMES = { upper: 'Upper floor', stairs: 'Stairs', ground: 'Ground floor', gatehouse: 'Gatehouses', courtyard: 'Courtyard', cellar: 'Cellar' };
const COLORS = { yellow: '#d4ac0d', blue: '#2471a3', green: '#229954', white: '#f8f8f8', grey: '#7f8c8d', red: '#c0392b' };
const STYLE = `
.tk-cards { display:flex; flex-wrap:wrap; gap:.4rem; margin:.3rem 0 .8rem; }
.tk-card { border:1px solid #8a7a60; border-radius:6px; background:#fffaf0; padding:.3rem .45rem; font-size:.8rem; min-width:8rem; }
.tk-card.clickable { border-color:#d07a00; box-shadow:0 0 0 2px #f0c070; }
.tk-info { font-size:.9rem; margin:.3rem 0; }
`;

export async function render(root, m, api) {
  const [board, ids, conflict, bonus] = await Promise.all(
    ['board', 'id-cards', 'conflict-cards', 'bonus-cards'].map(n => api.content(n)));
  const v = m.view;
  root.append(html('style', {}, STYLE));
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
  const map = svg('svg', { viewBox: `0 0 ${W} ${ROWS.length * RH + 10}`, role: 'img', 'aria-label': 'the Keep' });
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
    g.append(svg('rect', { x: cx - 52, y: cy - 26, width: 104, height: 52, rx: 6,
      fill: r.area === 'cellar' ? (out ? '#d5d0c8' : '#e8dccb') : '#f7efe0', stroke: '#5d4a32', 'stroke-width': 1.5 }));
    g.append(svg('text', { x: cx - 48, y: cy - 12, 'font-size': 11, 'font-weight': 700, fill: '#3b2a1a' }, `${r.id} ${r.name}`));
    if (v.hiltRoom === i) g.append(svg('text', { x: cx + 30, y: cy - 10, 'font-size': 16, fill: '#b7950b' }, '★'));
    if (out) g.append(svg('text', { x: cx + 22, y: cy + 22, 'font-size': 9, fill: '#6b6457' }, 'no Hilt'));
    onRoom[i].forEach(([kind, n], k) => {
      const x = cx - 40 + k * 17, y = cy + 10;
      if (kind === 'searcher') {
        const idc = ids[n] || {};
        g.append(svg('circle', { cx: x, cy: y, r: 7.5, fill: COLORS[idc.color] || '#888', stroke: '#222', 'data-pawn': idc.name },
        ));
        g.lastChild.append(svg('title', {}, idc.name));
      } else if (kind === 'guard') {
        g.append(svg('rect', { x: x - 6, y: y - 6, width: 12, height: 12, fill: '#333', 'data-guard': n + 1 }));
        g.lastChild.append(svg('title', {}, `SS${n + 1}`));
      } else {
        g.append(svg('circle', { cx: x, cy: y, r: 9, fill: '#7b241c', stroke: '#000', 'data-molasar': 1 }));
        g.append(svg('text', { x, y: y + 4, 'text-anchor': 'middle', 'font-size': 10, fill: '#fff' }, 'M'));
      }
    });
    offer(g, matching(m, c => c.room === i), api, `${r.id} ${r.name}`);
    map.append(g);
  });
  root.append(map);

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
      const e = html('div', { class: 'tk-card', 'data-card': c }, html('b', {}, `#${k.id}`),
        ` red M${k.red?.molasar}/N${k.red?.nazi}, white M${k.white?.molasar}/N${k.white?.nazi}`);
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
