// Killman's Keep on the keeptable server: the four areas from board.yaml as SVG boxes with the
// pawns, then the Market, your hand and Goals, and each player's money, Doubloons and shown cards.
import { svg, html, matching, offer, phone, piece, scroller, useStyle, SEAT_COLORS } from '/svg.js';

const STYLE = `
.kk-cards { display:flex; flex-wrap:wrap; gap:.4rem; margin:.3rem 0 .8rem; }
.kk-card { border:1px solid #a58f6a; border-radius:6px; background:#fffaf0; padding:.3rem .45rem; width:10.5rem; font-size:.8rem; }
.kk-card b { display:block; font-size:.88rem; }
.kk-card.clickable { border-color:#d07a00; box-shadow:0 0 0 2px #f0c070; }
.kk-players { width:100%; border-collapse:collapse; font-size:.85rem; margin-bottom:.6rem; }
.kk-players td, .kk-players th { border-bottom:1px solid #e0d6c2; padding:.25rem; text-align:left; vertical-align:top; }
.kk-dot { display:inline-block; min-width:1.6rem; padding:0 .2rem; border-radius:.8rem; margin-right:.3rem; vertical-align:middle; color:#fff; font-size:.75rem; font-weight:700; text-align:center; }
.kk-legend { font-size:.85rem; margin:.2rem 0 .5rem; display:flex; flex-wrap:wrap; gap:.3rem .8rem; }
.kk-note { background:#fff4e0; border:1px solid #e0c080; padding:.3rem .5rem; border-radius:6px; margin:.3rem 0; font-size:.85rem; }
.kk-finish { background:#e8f1e0; border:1px solid #9bbd85; border-radius:6px; padding:.4rem .7rem; margin:0 0 .6rem; }
.kk-finish h3 { margin:.1rem 0 .3rem; }
.kk-finish ul { margin:0; padding-left:1.1rem; }
`;

// whose turn it is and who decides now, as the view says (no one's turn while the first Display cards are chosen)
function whose(v, seat) {
  if (seat === v.current) return ' (turn)';
  return seat === v.toMove ? ' (to choose)' : '';
}
// The board's square on a laptop (800 wide) and on a phone (360 wide, about a phone's CSS pixels): where each area's
// box stands, its size, the text sizes, how the words wrap and how the pawns stand in rows.
const WIDE_LAYOUT = { viewBox: '0 0 800 440', pos: [[30, 20], [430, 20], [430, 240], [30, 240]], W: 340, H: 180, round: 14,
  join: 6, pad: 14, font: { name: 24, words: 13, pawn: 16 }, line: 19, wrap: 60, pawn: 19, step: 50, perRow: 6 };
const PHONE_LAYOUT = { viewBox: '0 0 360 332', pos: [[2, 2], [190, 2], [190, 172], [2, 172]], W: 168, H: 158, round: 10,
  join: 5, pad: 9, font: { name: 17, words: 10.5, pawn: 12 }, line: 13.5, wrap: 22, pawn: 14, step: 31, perRow: 5 };

/** Words broken into lines of at most `width` characters (a longer word stands alone). */
export function wrap(words, width) {
  const lines = [];
  for (const w of String(words || '').split(/\s+/).filter(Boolean)) {
    const l = lines.length - 1;
    if (l >= 0 && lines[l].length + 1 + w.length <= width) lines[l] += ' ' + w;
    else lines.push(w);
  }
  return lines;
}
function stars(n) { return '*'.repeat(n || 0); }

/** A pawn's label: the player's initials (two letters at most), or the seat number. */
export function initials(name, seat) {
  const words = String(name || '').split(/\s+/).filter(w => /^[\p{L}\p{N}]/u.test(w));
  if (!words.length) return String(seat + 1);
  return (words.length === 1 ? words[0].slice(0, 2) : words[0][0] + words[1][0]).toUpperCase();
}

function card(c, m, api, where) {
  const e = html('div', { class: 'kk-card', 'data-card': c.card, 'data-where': where },
    html('b', {}, `${c.name} ${stars(c.stars)}`), `${c.kind}. ${c.ability}`);
  offer(e, matching(m, ch => ch.card === c.card), api, c.name);
  return e;
}

export async function render(root, m, api) {
  const board = await api.content('board');
  const v = m.view;
  useStyle('kk-style', STYLE);
  // Areas in the square of the board's sketch: first two across the top, the others below, clockwise. On a phone
  // the square is laid out for its width (smaller boxes, the words wrapped, text no smaller than 10 px).
  // the end of the game first: who won and each player's place with the figures that decided it (worded by the game)
  if (v.finish && v.finish.length) {
    root.append(html('section', { class: 'kk-finish', id: 'kk-finish', 'aria-labelledby': 'kk-finish-title' },
      html('h3', { id: 'kk-finish-title' }, v.result), html('ul', {}, ...v.finish.map(line => html('li', {}, line)))));
  }
  const areas = board.areas;
  const L = phone() ? PHONE_LAYOUT : WIDE_LAYOUT;
  const { pos, W, H, font } = L;
  const map = svg('svg', { viewBox: L.viewBox, role: 'group', 'aria-label': 'the board' });
  const idx = Object.fromEntries(areas.map((a, i) => [a.id, i]));
  const centre = i => [pos[i % 4][0] + W / 2, pos[i % 4][1] + H / 2];
  areas.forEach((a, i) => a.adjacent.forEach(b => {
    if (idx[b] > i) {
      const [x1, y1] = centre(i), [x2, y2] = centre(idx[b]);
      map.append(svg('line', { x1, y1, x2, y2, stroke: '#8a7a60', 'stroke-width': L.join }));
    }
  }));
  areas.forEach((a, i) => {
    const [x, y] = pos[i % 4];
    const g = svg('g', { 'data-area': a.id });
    g.append(svg('rect', { x, y, width: W, height: H, rx: L.round, fill: '#f3e6cc', stroke: '#7a3b12', 'stroke-width': 3 }));
    g.append(svg('text', { x: x + L.pad, y: y + font.name + 6, 'font-size': font.name, 'font-weight': 700, fill: '#3b2a1a' }, a.name));
    const lines = [...wrap(a.does, L.wrap).map(t => [t, '#6b6457'])];
    if (a.id === 'bank' && v.bankDoubloons != null) lines.push([`${v.bankDoubloons} Doubloons left`, '#3b2a1a']);
    if (a.id === 'keep' && v.keepDeck != null) lines.push([`Keep deck: ${v.keepDeck} cards`, '#3b2a1a']);
    lines.forEach(([t, fill], k) => g.append(svg('text', { x: x + L.pad, y: y + font.name + 10 + (k + 1) * L.line,
      'font-size': font.words, fill }, t)));
    const here = (v.players || []).filter(p => p && p.area === a.name);
    here.forEach((p, k) => {
      const row = Math.floor(k / L.perRow), col = k % L.perRow;
      const cx = x + L.pad + L.pawn + col * L.step, cy = y + H - L.pawn - 8 - row * L.step;
      const pawn = piece(svg('g', { 'data-pawn': p.seat }), `kk-pawn-${p.seat}`);
      pawn.append(svg('circle', { cx, cy, r: L.pawn, fill: SEAT_COLORS[p.seat % 6], stroke: '#222', 'stroke-width': p.seat === v.current || p.seat === v.toMove ? 4 : 1 }),
        svg('text', { x: cx, y: cy + font.pawn * 0.36, 'text-anchor': 'middle', 'font-size': font.pawn, fill: '#fff', 'font-weight': 700 }, initials(p.name, p.seat)),
        svg('title', {}, p.name + whose(v, p.seat)));
      g.append(pawn);
    });
    offer(g, matching(m, ch => ch.type === 'Move' && ch.area === i), api, `move to ${a.name}`);
    map.append(g);
  });
  root.append(map);
  const legend = html('p', { class: 'kk-legend', id: 'kk-legend' }, html('span', {}, 'Pawns:'));
  for (const p of v.players || []) {
    if (p) legend.append(html('span', {}, html('span', { class: 'kk-dot', style: `background:${SEAT_COLORS[p.seat % 6]}` }, initials(p.name, p.seat)), p.name));
  }
  root.append(legend);

  if (v.fight) root.append(html('div', { class: 'kk-note' }, `Fight: ${v.fight}`));
  if (v.attack) root.append(html('div', { class: 'kk-note' }, `Attack: ${v.attack}`));
  if (v.offer) {
    const o = v.offer;
    root.append(html('div', { class: 'kk-note' }, `Trade offer from ${m.seats[o.from].name} to ${m.seats[o.to].name}: gives ${
      (o.give || []).map(c => c.name).join(', ') || 'no cards'}${o.giveMoney ? ' + $' + o.giveMoney : ''}, asks ${
      (o.ask || []).map(c => c.name).join(', ') || 'no cards'}${o.askMoney ? ' + $' + o.askMoney : ''}${o.sent ? ' (sent)' : ''}`));
  }

  const players = html('table', { class: 'kk-players' },
    html('tr', {}, html('th', {}, 'Player'), html('th', {}, 'Area'), html('th', {}, 'Money'), html('th', {}, 'Doubloons'),
      html('th', {}, 'Cards / Goals'), html('th', {}, 'Shown cards')));
  for (const p of v.players || []) {
    if (!p) continue;
    players.append(html('tr', { 'data-player': p.seat },
      html('td', {}, html('span', { class: 'kk-dot', style: `background:${SEAT_COLORS[p.seat % 6]}` }, initials(p.name, p.seat)), p.name + whose(v, p.seat)),
      html('td', {}, p.area), html('td', {}, `$${p.money}`), html('td', {}, String(p.doubloons)),
      html('td', {}, `${p.cards} / ${p.goals}`),
      html('td', {}, (p.shownCards || []).map(c => c.name + (p.display && p.display.card === c.card ? ' (display)' : '')).join(', '))));
  }
  // the round counter runs one past the limit when the last round ends the game
  const round = v.round != null && v.roundLimit != null ? Math.min(v.round, v.roundLimit) : v.round;
  root.append(html('h3', {}, m.over ? `Game over in round ${round} of at most ${v.roundLimit}` : `Round ${round ?? '?'} of at most ${v.roundLimit ?? '?'}`),
    scroller('the players', players));

  root.append(html('h3', {}, 'Market'));
  const market = html('div', { class: 'kk-cards', id: 'kk-market' });
  (v.market || []).forEach(c => market.append(card(c, m, api, 'market')));
  root.append(market);
  const seated = v.seat >= 0; // a spectator (seat -1) holds no hand and no Goals
  if (seated && v.hand) {
    root.append(html('h3', {}, 'Your hand'));
    const hand = html('div', { class: 'kk-cards', id: 'kk-hand' });
    v.hand.forEach(c => hand.append(card(c, m, api, 'hand')));
    if (!v.hand.length) hand.append('No cards.');
    root.append(hand);
  }
  if (seated && v.goals) {
    root.append(html('h3', {}, 'Your Goals'));
    const goals = html('div', { class: 'kk-cards' });
    v.goals.forEach(g => {
      const e = html('div', { class: 'kk-card', 'data-goal': g.goal }, html('b', {}, g.name + (g.ready ? ' (ready)' : '')), g.text);
      offer(e, matching(m, ch => ch.goal === g.goal), api, g.name);
      goals.append(e);
    });
    if (!v.goals.length) goals.append('No Goals.');
    root.append(goals);
  }
  if (v.keepDiscard && v.keepDiscard.length) {
    root.append(html('div', { class: 'muted' }, `Keep discard: ${v.keepDiscard.map(c => c.name).join(', ')}`));
  }
}
