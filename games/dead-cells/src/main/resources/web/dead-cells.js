// Dead Cells on the keeptable server: draws the view as the game words it (the renderer words nothing itself and
// reads no prose back): the Biome board (spaces laid out by their distance from the start, one-way corridors as
// arrows with their marks, flipped tiles named), or, in Combat, the Combat board (left space, the Group, three
// spaces to the right) with each Enemy as a card; then the Beheaded boards, their Equipment and the seat's own
// hand. Spaces and Enemies that a legal choice names can be clicked. On a narrow screen the Biome board is laid
// out from top to bottom and the Combat board and the boards wrap, so nothing needs scrolling sideways.
import { svg, html, matching, offer, piece, useStyle, SEAT_COLORS } from '/svg.js';

const STYLE = `
.dc-info { font-size:.9rem; margin:.3rem 0; }
.dc-info span + span::before { content:' · '; }
.dc-players { display:grid; grid-template-columns:repeat(auto-fill, minmax(15rem, 1fr)); gap:.4rem; margin:.3rem 0 .6rem; }
.dc-player { border:1px solid #e0d6c2; border-left:6px solid var(--dc-seat, #a58f6a); border-radius:6px; padding:.25rem .4rem; font-size:.82rem; }
.dc-player h4 { margin:0 0 .15rem; font-size:.9rem; }
.dc-player p { margin:0; }
.dc-player.dead { color:#6b6357; text-decoration:line-through; }
.dc-cards { display:flex; flex-wrap:wrap; gap:.4rem; margin:.3rem 0 .8rem; }
.dc-card { border:1px solid #a58f6a; border-top:6px solid var(--dc-colour, #a58f6a); border-radius:8px; background:#fffaf0; padding:.3rem .5rem; width:11.5rem; max-width:100%; box-sizing:border-box; font-size:.82rem; }
.dc-card h4 { margin:0 0 .2rem; font-size:.9rem; display:flex; justify-content:space-between; gap:.3rem; }
.dc-card ol { list-style:none; margin:0; padding:0; }
.dc-card li { display:flex; gap:.4rem; align-items:baseline; border-top:1px dotted #d8cfbd; padding:.1rem 0; }
.dc-card .round { font-weight:700; min-width:1.8rem; color:#5a4a35; }
.dc-card .icon { font-family:'DejaVu Sans', sans-serif; }
.dc-card .note { color:#5a4a35; }
.dc-range { display:inline-flex; gap:1px; margin-left:.3rem; vertical-align:middle; }
.dc-range i { display:inline-block; width:.45rem; height:.6rem; border:1px solid #5a4a35; border-radius:1px; }
.dc-range i.on { background:#a93226; }
.dc-range i.group { background:#1e7b34; border-color:#1e7b34; border-radius:50%; }
.dc-card.enemy { --dc-colour:#922b21; background:#fdf0ee; }
.dc-card.empty { border-style:dashed; background:transparent; color:#5a4a35; }
.dc-card.clickable { box-shadow:0 0 0 3px #f0c070; }
.dc-sym { display:inline-block; padding:0 .3rem; border-radius:.6rem; color:#fff; font-size:.7rem; font-weight:700; }
.dc-tokens { display:flex; flex-wrap:wrap; gap:.2rem; margin-top:.2rem; }
.dc-token { border-radius:.6rem; padding:0 .35rem; font-size:.75rem; background:#5a4a35; color:#fff; }
.dc-strip { display:grid; grid-template-columns:repeat(auto-fit, minmax(9.5rem, 1fr)); gap:.4rem; margin:.3rem 0 .6rem; }
.dc-strip .dc-card { width:auto; }
.dc-board { max-width:780px; width:100%; }
.dc-end { border:2px solid #922b21; border-radius:8px; background:#fdf0ee; padding:.3rem .7rem; margin:.3rem 0 .6rem; }
.dc-end.won { border-color:#1e7b34; background:#eef7ee; }
.dc-end h3 { margin:.2rem 0; font-size:1.05rem; }
.dc-end ul { margin:.2rem 0; padding-left:1.2rem; }
[data-space].clickable > circle { stroke:#b35f00; stroke-width:4; }
`;

/** The colour a Biome space is drawn in, by its kind. */
const KIND_COLOR = { start: '#d5e8d4', exit: '#c9daf8', 'face down': '#b7a98b', encounter: '#f4cccc', elite: '#e06666',
  treasure: '#ffe599', cursed: '#b4a7d6', merchant: '#b6d7a8', door: '#d9d2e9', teleport: '#a2c4c9' };
/** The Check symbols' colours, by letter. */
const SYMBOL_COLOR = { G: '#1e7b34', P: '#6c3483', R: '#a93226' };
/** The icon drawn for each kind of action or token. */
const ICONS = { damage: '⚔', shield: '◈', heal: '✚', poison: '☠', bleed: '♦', fire: '♨', freeze: '❄', mark: '◎',
  skill: '★', loot: '$', health: '♥' };

/** Whether the table is narrower than a laptop's: the Biome board is then laid out from top to bottom. */
function narrow() {
  return typeof window !== 'undefined' && window.innerWidth < 700;
}

/**
 * Lays out a Biome board: each space's depth is its longest path from the start; on a wide screen depths are
 * columns, on a narrow one rows, the spaces of one depth spread across the other way.
 */
function layout(biome, tall) {
  const depth = biome.spaces.map(() => 0);
  for (let pass = 0; pass < biome.spaces.length; pass++) {
    biome.corridors.forEach(k => { depth[k.to] = Math.max(depth[k.to], depth[k.from] + 1); });
  }
  const levels = [];
  depth.forEach((d, i) => (levels[d] ||= []).push(i));
  const pos = [];
  levels.forEach((list, d) => list.forEach((i, j) => {
    const across = 30 + (j + 0.5) * (300 / list.length), along = 70 + d * (tall ? 130 : 120);
    pos[i] = tall ? [across + 10, along - 10] : [along, across + 30];
  }));
  return pos;
}

/** The corridor labels' font size and line height, in the board's units. */
const MARK_SIZE = 11, MARK_LINE = 12;
let measurer = null;
/** How wide a corridor label's line is drawn: measured in the page's font, else (no page: tests) estimated. */
function markWidth(line) {
  if (typeof document === 'undefined') return line.length * 6.6;
  if (!measurer) {
    measurer = document.createElement('canvas').getContext('2d');
    measurer.font = `${MARK_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
  }
  return measurer.measureText(line).width;
}

const overlap = (a, b) => Math.max(0, Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1))
  * Math.max(0, Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1));

/**
 * Where each corridor's label goes (the x of its middle, the baseline of its first line), so that no two labels
 * overlap and none lies on a space, its name or the Group's token: along its corridor from the middle out, beside
 * the line (above or below it, then to its sides, then farther off), inside the board; where no place is free, the
 * one that overlaps least, a label on a label costing far more than one on a space.
 */
function placeMarks(biome, pos, W, H) {
  const blocked = biome.spaces.map((space, i) => {
    const [x, y] = pos[i], half = Math.max(26, markWidth(space.words) / 2 + 2);
    return [{ x1: x - 26, x2: x + 33, y1: y - 33, y2: y + 26 }, { x1: x - half, x2: x + half, y1: y + 28, y2: y + 44 }];
  }).flat();
  const placed = [];
  return biome.corridors.map(k => {
    if (!k.marks.length) return null;
    const [x1, y1] = pos[k.from], [x2, y2] = pos[k.to];
    const w = Math.max(...k.marks.map(markWidth)) + 6, h = MARK_LINE * k.marks.length + 2;
    const offsets = [[0, -1], [0, 1], [-1, 0], [1, 0], [0, -2], [0, 2], [-1, -1], [1, -1], [-1, 1], [1, 1], [0, -3],
      [0, 3], [-2, 0], [2, 0]];
    let best = null;
    for (const [dx, dy] of offsets) {
      for (const t of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8]) {
        // the label's box, its middle beside the corridor's point: half a label across, a line's height up or down
        const cx = Math.min(Math.max(x1 + (x2 - x1) * t + dx * (w / 2 + 4), w / 2 + 2), W - w / 2 - 2);
        const top = Math.min(Math.max(y1 + (y2 - y1) * t + dy * (h / 2 + 4) - h / 2, 2), H - h - 2);
        const box = { x1: cx - w / 2, x2: cx + w / 2, y1: top, y2: top + h };
        const cost = placed.reduce((sum, b) => sum + 1000 * overlap(box, b), 0)
          + blocked.reduce((sum, b) => sum + overlap(box, b), 0);
        if (!best || cost < best.cost) best = { x: cx, y: top + MARK_SIZE - 1, box, cost };
        if (!cost) break;
      }
      if (!best.cost) break;
    }
    placed.push(best.box);
    return best;
  });
}

function biomeBoard(root, biome, m, api) {
  const tall = narrow();
  const pos = layout(biome, tall);
  const far = Math.max(...pos.map(p => (tall ? p[1] : p[0]))) + 70;
  const [W, H] = tall ? [360, far] : [far, 380];
  const map = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'dc-board', role: 'group', 'aria-label': `the Biome board: ${biome.name}` });
  const defs = svg('defs');
  const marker = svg('marker', { id: 'dc-arrow', viewBox: '0 0 10 10', refX: 26, refY: 5, markerWidth: 7, markerHeight: 7,
    orient: 'auto' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#5a4a35' }));
  defs.append(marker);
  map.append(defs);
  // a corridor's Checks and Runes, one per line, placed clear of the other labels and of the spaces, drawn with a
  // light halo over the corridors they cross
  const labels = [];
  const marks = placeMarks(biome, pos, W, H);
  biome.corridors.forEach((k, i) => {
    const [x1, y1] = pos[k.from], [x2, y2] = pos[k.to];
    map.append(svg('line', { x1, y1, x2, y2, stroke: '#5a4a35', 'stroke-width': 3, 'marker-end': 'url(#dc-arrow)' }));
    const at = marks[i];
    if (at) {
      labels.push(svg('text', { x: at.x, y: at.y, 'font-size': MARK_SIZE, 'text-anchor': 'middle', fill: '#7a3b12',
        'paint-order': 'stroke', stroke: '#f6f0e1', 'stroke-width': 3, 'stroke-linejoin': 'round', 'data-corridor-mark': 1 },
        ...k.marks.map((line, n) => svg('tspan', { x: at.x, dy: n ? MARK_LINE : 0 }, line))));
    }
  });
  biome.spaces.forEach((space, i) => {
    const [x, y] = pos[i];
    const g = svg('g', { 'data-space': space.name });
    g.append(svg('circle', { cx: x, cy: y, r: 24, fill: KIND_COLOR[space.kind] || '#eee', stroke: '#3b2a1a', 'stroke-width': space.here ? 5 : 1.5 }));
    g.append(svg('text', { x, y: y + 4, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700 }, space.name));
    g.append(svg('text', { x, y: y + 40, 'text-anchor': 'middle', 'font-size': 11, fill: '#3b2a1a' }, space.words));
    const reaching = biome.corridors.filter(k => k.to === i).map(k => k.corridor);
    offer(g, matching(m, ch => ch.type === 'Move' && reaching.includes(ch.corridor)), api, `move to ${space.name}`);
    map.append(g);
  });
  labels.forEach(label => map.append(label));
  // the Group's token on its space: it slides along the corridor when the Group moves
  const at = biome.spaces.findIndex(space => space.here);
  if (at >= 0) {
    const [x, y] = pos[at];
    const group = piece(svg('g', { 'data-group': biome.spaces[at].name }), 'dc-group');
    group.append(svg('circle', { cx: x + 20, cy: y - 20, r: 11, fill: '#1e7b34', stroke: '#fff', 'stroke-width': 2 }),
      svg('text', { x: x + 20, y: y - 16, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff' }, 'G'),
      svg('title', {}, 'the Group'));
    map.append(group);
  }
  root.append(map);
}

/** A Range's icon: the Combat board's spaces in a row (left, the Group, then three to its right), those it reaches filled. */
function rangeIcon(reach) {
  if (!reach.length) return null;
  const cell = sp => html('i', { class: reach.includes(sp) ? 'on' : '' });
  return html('span', { class: 'dc-range', 'aria-hidden': 'true', 'data-range': reach.join('') },
    cell(0), html('i', { class: 'group' }), cell(1), cell(2), cell(3));
}

/**
 * A card of the view drawn as a card: its note, name, colour band and Check symbols, one line per Round, its tokens.
 * Its name links to the rules aid's list that holds the card, unless the card is itself a choice (`linked` false).
 */
export function cardOf(card, extra = {}, linked = true) {
  const colour = card.colours.length ? SYMBOL_COLOR[card.colours[0].letter] : '#8a7a60';
  const name = linked && card.aid
    ? html('a', { href: `/rules/dead-cells#${card.aid}`, target: '_blank', rel: 'noopener' }, card.name) : card.name;
  const head = html('h4', {}, html('span', {}, name),
    html('span', {}, ...card.colours.map(x => html('span', { class: 'dc-sym', style: `background:${SYMBOL_COLOR[x.letter]}`, title: x.name }, x.letter))));
  const list = html('ol', {}, ...card.lines.map(l => html('li', {},
    html('span', { class: 'round' }, l.round), html('span', { class: 'icon', 'aria-hidden': 'true' }, ICONS[l.action] || '•'),
    html('span', { class: 'words' }, l.words, rangeIcon(l.reach)))));
  const tokens = card.tokens.length ? html('div', { class: 'dc-tokens' }, ...card.tokens.map(t =>
    html('span', { class: 'dc-token', 'data-state': t.kind }, `${ICONS[t.kind] || ''} ${t.words}`.trim()))) : null;
  return html('div', { class: 'dc-card', style: `--dc-colour:${colour}`, ...extra },
    card.note ? html('div', { class: 'note' }, card.note) : null, head, list, tokens);
}

/**
 * The Combat board: left of the Group, the Group with its Loot, then three spaces to the right, as cards that wrap
 * onto more rows on a narrow screen.
 */
function combatBoard(root, v, m, api) {
  const strip = html('div', { class: 'dc-strip', id: 'dc-combat', role: 'region', 'aria-label': 'the Combat board' });
  const group = html('div', { class: 'dc-card group', style: '--dc-colour:#1e7b34' }, html('h4', {}, 'The Group'), v.loot);
  v.combat.forEach((space, i) => {
    if (i === 1) strip.append(group);
    if (!space.enemy) {
      strip.append(html('div', { class: 'dc-card empty', 'data-enemy': space.space }, html('h4', {}, space.place)));
      return;
    }
    const aims = matching(m, ch => ch.type === 'TargetEnemy' && ch.space === space.space);
    const card = cardOf(space.enemy, { class: 'dc-card enemy', 'data-enemy': space.space }, !aims.length);
    // an Enemy the only one of its name on the board slides to its new space when it moves
    if (v.combat.filter(other => other.enemy && other.enemy.name === space.enemy.name).length === 1) {
      piece(card, `dc-enemy-${space.enemy.name}`);
    }
    offer(card, aims, api, space.enemy.name);
    strip.append(card);
  });
  root.append(strip);
}

export async function render(root, m, api) {
  const v = m.view;
  useStyle('dc-style', STYLE);
  if (v.ending) {
    // the end of the Run first: its outcome, then the Group's figures and each player's
    root.append(html('section', { class: `dc-end${v.ending.won ? ' won' : ''}`, id: 'dc-end', 'aria-label': 'the end of the Run' },
      html('h3', {}, v.ending.outcome), html('ul', {}, ...v.ending.group.map(line => html('li', {}, line))),
      html('ul', {}, ...v.ending.players.map(line => html('li', {}, line)))));
  }
  root.append(html('p', { class: 'dc-info' }, html('span', {}, v.where), ...v.summary.map(line => html('span', {}, line))));
  if (v.combat.length) {
    combatBoard(root, v, m, api);
  } else if (v.biome) {
    biomeBoard(root, v.biome, m, api);
  }
  const players = html('div', { class: 'dc-players', role: 'list', 'aria-label': 'the Beheaded' });
  for (const p of v.players) {
    players.append(html('div', { class: `dc-player${p.dead ? ' dead' : ''}`, role: 'listitem', 'data-player': p.seat,
      style: `--dc-seat:${SEAT_COLORS[p.seat % SEAT_COLORS.length]}` },
    html('h4', {}, p.title), html('p', {}, p.health), html('p', {}, p.scrolls), html('p', {}, p.cards),
    p.playing ? html('p', {}, p.playing) : null));
  }
  root.append(players);
  const gear = v.players.flatMap(p => p.equipment);
  if (gear.length) {
    root.append(html('h3', {}, 'Equipment'));
    root.append(html('div', { class: 'dc-cards', id: 'dc-equipment' }, ...gear.map(e => cardOf(e, { 'data-equipment': e.name }))));
  }
  if (v.seat >= 0) {
    root.append(html('h3', {}, 'Your hand'));
    const hand = html('div', { class: 'dc-cards', id: 'dc-hand' });
    v.hand.forEach(card => hand.append(cardOf(card, { 'data-card': card.name })));
    if (!v.hand.length) hand.append('No cards.');
    root.append(hand);
  }
}
