// The Keep on the keeptable server: a schematic of the rooms and doorways read from board.yaml
// (floors as rows, or as columns on a phone; secret doors dashed), the Searchers, SS guards and Molasar on it, then your
// Conflict and Bonus cards. Rooms and cards that stand for a legal choice can be clicked.
import { svg, html, matching, offer, phone, piece, useStyle } from '/svg.js';

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
.tk-ending { border:2px solid #8d6e07; border-radius:8px; background:#fffaf0; padding:.4rem .7rem; margin:.2rem 0 .6rem; }
.tk-ending h3 { margin:.1rem 0 .3rem; font-size:1.05rem; }
.tk-ending ul { margin:0; padding-left:1.1rem; font-size:.9rem; }
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

/**
 * Where each room stands along its floor, from 0 (west) to 1 (east): full floors spread evenly, the cellar under
 * the rooms its secret doors lead from, stairs and gatehouses between the rooms they join.
 */
export function alongFloors(board) {
  const rooms = board.rooms, t = {};
  const spread = list => list.forEach((r, k) => { t[r.id] = (k + 0.5) / list.length; });
  for (const area of ['upper', 'ground', 'courtyard']) spread(rooms.filter(r => r.area === area));
  const want = {};
  (board.secretDoors || []).forEach(d => { if (t[d.from] != null) want[d.to] = t[d.from]; });
  const cellar = rooms.filter(r => r.area === 'cellar');
  const guessed = new Set(cellar.filter(r => want[r.id] == null).map(r => r.id));
  for (let pass = 0; pass < 3; pass++) {
    cellar.filter(r => guessed.has(r.id)).forEach(r => {
      const xs = r.exits.map(e => want[e]).filter(x => x != null);
      if (xs.length) want[r.id] = xs.reduce((a, b) => a + b, 0) / xs.length;
    });
  }
  spread([...cellar].sort((a, b) => (want[a.id] ?? 0) - (want[b.id] ?? 0)));
  for (const area of ['stairs', 'gatehouse']) {
    rooms.filter(r => r.area === area).forEach(r => {
      const xs = r.exits.map(e => t[e]).filter(x => x != null);
      t[r.id] = xs.reduce((a, b) => a + b, 0) / xs.length;
    });
  }
  return t;
}

/** How high a room of each floor stands on a phone: the stairs and gatehouses hold a name of one short word. */
const PHONE_ROW = { upper: 50, stairs: 32, ground: 50, gatehouse: 32, courtyard: 50, cellar: 50 };
/** The width of the phone's drawing, in its units: about the board panel's width in CSS pixels at 390 px, so a unit is a pixel. */
const PHONE_WIDTH = 338;
/** The last word of a room's name that its row already says ("West Stair" under Stairs reads "West"). */
const SAID_BY_ROW = { stairs: / Stair$/, gatehouse: / Gatehouse$/ };

/** About how wide a line of text is, in the units of its font size (for fitting names into rooms). */
function roughWidth(text, size) {
  return String(text).length * size * 0.6;
}

/** An SVG text that is squeezed to `room` units across when it would run wider. */
function fitted(text, attrs, room) {
  const fit = roughWidth(text, attrs['font-size']) > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {};
  return svg('text', { ...attrs, ...fit }, text);
}

/**
 * The board's drawing plan: the floors as rows, upper floor on top and west to the left, as the book's map. Wide, the
 * floors' names stand in a column on the left and a room holds its whole name; on a phone the plan fills the width and
 * is about as high as wide (so the board and the choices under it fit the screen together): each floor's name stands
 * over its row, the rooms of a full floor share the width, and the stairs and gatehouses say only the word their row
 * does not. Every label stays at least 8 px high.
 */
function plan(board, narrow) {
  const t = alongFloors(board);
  if (!narrow) {
    const W = 1000, RH = 92, X0 = 110;
    return { W, H: ROWS.length * RH + 10, narrow, font: 11.5, pawnFont: 11.5, pawnR: 9, pawnStep: 19,
      at: r => [X0 + t[r.id] * (W - X0), 30 + ROWS.indexOf(r.area) * RH], box: () => [112, 60],
      pawnAt: (r, col, [cx, cy]) => [cx - 44 + col * 19, cy + 17],
      heads: ROWS.map((a, k) => ({ x: 4, y: 34 + k * RH, lines: [ROW_NAMES[a]], size: 13 })) };
  }
  const W = PHONE_WIDTH, HEAD = 12, GAP = 4, top = {};
  let y = 2;
  for (const a of ROWS) { top[a] = y + HEAD; y += HEAD + PHONE_ROW[a] + GAP; }
  const count = Object.fromEntries(ROWS.map(a => [a, board.rooms.filter(r => r.area === a).length]));
  const short = r => SAID_BY_ROW[r.area] != null;
  const box = r => [short(r) ? 48 : (W - 4) / count[r.area] - 2.5, PHONE_ROW[r.area]];
  const R = 7;
  return { W, H: y, narrow, font: 9.5, pawnFont: 9, pawnR: R, at: r => [2 + t[r.id] * (W - 4), top[r.area] + PHONE_ROW[r.area] / 2], box,
    // pawns side by side along the foot of the room, drawn closer (overlapping) when more stand there than fit
    pawnAt: (r, col, [cx, cy], n) => {
      const [bw, bh] = box(r), x0 = cx - bw / 2, step = Math.min(15.5, (bw - 4 - 2 * R) / Math.max(1, n - 1));
      return [x0 + 2 + R + col * step, cy + bh / 2 - R - 2];
    },
    heads: ROWS.map(a => ({ x: 3, y: top[a] - HEAD + 6, lines: [ROW_NAMES[a]], size: 9.5 })) };
}

/** A room's name as it stands on the board: whole when wide, without the word its row says on a phone. */
function shownName(r, narrow) {
  return narrow && SAID_BY_ROW[r.area] ? r.name.replace(SAID_BY_ROW[r.area], '') : r.name;
}

export async function render(root, m, api) {
  const [board, ids, conflict, bonus] = await Promise.all(
    ['board', 'id-cards', 'conflict-cards', 'bonus-cards'].map(n => api.content(n)));
  const v = m.view;
  useStyle('tk-style', STYLE);
  const rooms = board.rooms;
  const index = Object.fromEntries(rooms.map((r, i) => [r.id, i]));
  const ruled = v.ruledOut == null ? 0n : BigInt(v.ruledOut);
  const onRoom = rooms.map(() => []);
  (v.searcherRooms || []).forEach((room, p) => { if (room != null && room >= 0) onRoom[room].push(['searcher', p]); });
  (v.guardRooms || []).forEach((room, g) => { if (room != null && room >= 0) onRoom[room].push(['guard', g]); });
  if (v.molasarRoom != null && v.molasarRoom >= 0) onRoom[v.molasarRoom].push(['molasar', 0]);
  const L = plan(board, phone());
  // the end of the game first: who won, then the figures that decided it for each side (worded by the game)
  if (v.ending && v.ending.length) {
    root.append(html('section', { class: 'tk-ending', id: 'tk-ending', 'aria-labelledby': 'tk-ending-head' },
      html('h3', { id: 'tk-ending-head' }, v.ending[0]), html('ul', {}, ...v.ending.slice(1).map(line => html('li', {}, line)))));
  }
  const pos = rooms.map(r => L.at(r));
  const map = svg('svg', { viewBox: `0 0 ${L.W} ${L.H}`, role: 'group', 'aria-label': 'the Keep', class: L.narrow ? 'tk-narrow' : 'tk-wide' });
  L.heads.forEach(h => h.lines.forEach((line, k) => map.append(fitted(line, { x: h.x, y: h.y + 4 + k * (h.size + 1),
    'font-size': h.size, 'font-weight': L.narrow ? 700 : null, fill: '#5e574b', 'text-anchor': h.middle ? 'middle' : null }, h.room ?? 200))));
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
  rooms.forEach((r, i) => {
    const [cx, cy] = pos[i], [bw, bh] = L.box(r), x0 = cx - bw / 2, y0 = cy - bh / 2, f = L.font;
    const g = svg('g', { 'data-room': r.id });
    const out = r.area === 'cellar' && (ruled >> BigInt(i)) & 1n;
    g.append(svg('rect', { x: x0, y: y0, width: bw, height: bh, rx: 6,
      fill: r.area === 'cellar' ? (out ? '#d5d0c8' : '#e8dccb') : '#f7efe0', stroke: '#5d4a32', 'stroke-width': 1.5 }));
    g.append(svg('text', { x: x0 + 3, y: y0 + f + 2, 'font-size': f, 'font-weight': 700, fill: '#3b2a1a' }, r.id));
    // wide: the name beside the room's letters, in lines of the room left; phone: under them (beside them on the
    // stairs and gatehouses, one short word), in lines of the room's width
    const narrowLine = L.narrow && SAID_BY_ROW[r.area] != null;
    const nf = L.narrow ? 9.5 : f;
    const nameAt = !L.narrow ? [x0 + 26, y0 + f + 2, bw - 30] : narrowLine ? [x0 + 17, y0 + f + 2, bw - 19] : [x0 + 3, y0 + 2 * f + 2, bw - 5];
    const lines = narrowLine ? [shownName(r, true)] : nameLines(r.name, Math.max(4, Math.floor(nameAt[2] / (nf * 0.6))));
    lines.slice(0, 2).forEach((line, k) => g.append(fitted(line, { x: nameAt[0], y: nameAt[1] + k * (nf + 1), 'font-size': nf, fill: '#3b2a1a' }, nameAt[2])));
    // the Hilt's star and a ruled-out room's mark: in the top right corner on a phone, below the name when wide
    if (v.hiltRoom === i) g.append(svg('text', { x: L.narrow ? x0 + bw - 12 : x0 + bw - 20, y: L.narrow ? y0 + 12 : y0 + bh - 6, 'font-size': L.narrow ? 12 : 15, fill: '#8d6e07', 'aria-hidden': 'true' }, '★'));
    if (out) g.append(L.narrow ? svg('text', { x: x0 + bw - 11, y: y0 + 11, 'font-size': 10, fill: '#5e574b', 'aria-hidden': 'true' }, '✗')
      : svg('text', { x: x0 + bw - 42, y: y0 + bh - 6, 'font-size': 11.5, fill: '#5e574b' }, 'no Hilt'));
    const here = [];
    onRoom[i].forEach(([kind, n], k) => {
      const [x, y] = L.pawnAt(r, k, pos[i], onRoom[i].length);
      const fs = L.pawnFont, R = L.pawnR;
      if (kind === 'searcher') {
        const idc = ids[n] || {};
        here.push(idc.name);
        const pawn = piece(svg('g', { 'data-pawn': idc.name, 'aria-hidden': 'true' }), `tk-searcher-${n}`);
        pawn.append(svg('circle', { cx: x, cy: y, r: R, fill: COLORS[idc.color] || '#888', stroke: '#222' }),
          svg('text', { x, y: y + fs * 0.36, 'text-anchor': 'middle', 'font-size': fs, 'font-weight': 700, fill: INK[idc.color] || '#fff' }, mark(idc.name)),
          svg('title', {}, idc.name));
        g.append(pawn);
      } else if (kind === 'guard') {
        here.push('SS guard');
        const guard = piece(svg('g', { 'data-guard': n + 1, 'aria-hidden': 'true' }), `tk-guard-${n}`);
        guard.append(svg('rect', { x: x - R, y: y - R, width: 2 * R, height: 2 * R, fill: '#333' }),
          svg('text', { x, y: y + fs * 0.36, 'text-anchor': 'middle', 'font-size': fs, fill: '#fff' }, 'SS'),
          svg('title', {}, 'SS guard'));
        g.append(guard);
      } else {
        here.push('Molasar');
        const mol = piece(svg('g', { 'data-molasar': 1, 'aria-hidden': 'true' }), 'tk-molasar');
        mol.append(svg('circle', { cx: x, cy: y, r: R + 0.5, fill: '#7b241c', stroke: '#000' }),
          svg('text', { x, y: y + fs * 0.36, 'text-anchor': 'middle', 'font-size': fs, fill: '#fff' }, 'M'), svg('title', {}, 'Molasar'));
        g.append(mol);
      }
    });
    // the room's name for a screen reader and a tooltip: what it shows in words, then who stands in it
    const said = `${r.id} ${r.name}${out ? ' no Hilt' : ''}${v.hiltRoom === i ? ', the Hilt' : ''}${here.length ? ', with ' + here.join(', ') : ''}`;
    g.append(svg('title', {}, said));
    offer(g, matching(m, c => c.room === i), api, said);
    map.append(g);
  });
  root.append(map);
  const legend = html('p', { class: 'tk-legend', id: 'tk-legend' }, html('span', {}, 'On the board:'));
  ids.forEach((idc, p) => {
    const seat = (v.searcherSeats || [])[p];
    if (seat == null || seat < 0) return;
    legend.append(html('span', {}, html('span', { class: 'tk-pawn', style: `background:${COLORS[idc.color] || '#888'};color:${INK[idc.color] || '#fff'}` }, mark(idc.name)), idc.name));
  });
  legend.append(html('span', {}, html('span', { class: 'tk-pawn', style: 'background:#333;color:#fff;border-radius:0' }, 'SS'), 'SS guard'),
    html('span', {}, html('span', { class: 'tk-pawn', style: 'background:#7b241c;color:#fff' }, 'M'), 'Molasar'),
    html('span', {}, `★ the Hilt (${v.over ? 'shown to all at the end' : 'Molasar only'})${L.narrow ? ' · ✗ no Hilt there' : ''} · dashed purple: secret doors`));
  root.append(legend);

  const info = [];
  if (v.you) info.push(`${v.you}.`);
  if (v.round != null) info.push(`Turn ${v.round}; Molasar's turns ${v.molasarTurns}.`);
  if (v.decision) info.push(`Now: ${v.decision}.`);
  if (v.conflictDeck != null) info.push(`Conflict deck ${v.conflictDeck}, Bonus deck ${v.bonusDeck}, Hazards left ${countBits(v.hazardsLeft)}.`);
  if (v.powerFailure) info.push('Power Failure!');
  root.append(html('p', { class: 'tk-info' }, info.join(' ')));
  // who plays whom, a player once with every character they play (worded by the game)
  root.append(html('p', { class: 'tk-info', id: 'tk-players' }, 'Players: ' + (v.players || []).join(' · ')));
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
