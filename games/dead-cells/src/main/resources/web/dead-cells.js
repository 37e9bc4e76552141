// Dead Cells on the keeptable server: the Biome board drawn from biomes.yaml (spaces laid out by their
// distance from the start, one-way corridors as arrows, Rune locks and Checks marked, flipped tiles named),
// or, in Combat, the Combat board (left space, the Group, three spaces to the right) with the Enemies; then the
// Beheaded boards, the Bag and the seat's own hand. Spaces and Enemies that a legal choice names can be clicked.
import { svg, html, matching, offer, piece, scroller, useStyle, SEAT_COLORS } from '/svg.js';

const STYLE = `
.dc-info { font-size:.9rem; margin:.3rem 0; }
.dc-players { width:100%; border-collapse:collapse; font-size:.82rem; margin:.3rem 0 .6rem; }
.dc-players td, .dc-players th { border-bottom:1px solid #e0d6c2; padding:.2rem .3rem; text-align:left; vertical-align:top; }
.dc-players tr.dead td { color:#8a8275; text-decoration:line-through; }
.dc-dot { display:inline-block; width:.75rem; height:.75rem; border-radius:50%; margin-right:.3rem; vertical-align:middle; }
.dc-cards { display:flex; flex-wrap:wrap; gap:.4rem; margin:.3rem 0 .8rem; }
.dc-card { border:1px solid #a58f6a; border-top:6px solid var(--dc-colour, #a58f6a); border-radius:8px; background:#fffaf0; padding:.3rem .5rem; width:11.5rem; font-size:.82rem; }
.dc-card h4 { margin:0 0 .2rem; font-size:.9rem; display:flex; justify-content:space-between; gap:.3rem; }
.dc-card ol { list-style:none; margin:0; padding:0; }
.dc-card li { display:flex; gap:.4rem; align-items:baseline; border-top:1px dotted #d8cfbd; padding:.1rem 0; }
.dc-card .round { font-weight:700; min-width:1.8rem; color:#5a4a35; }
.dc-card .icon { font-family:'DejaVu Sans', sans-serif; }
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
.dc-strip { display:flex; gap:.4rem; align-items:stretch; }
.dc-strip .dc-card { flex:0 0 11rem; }
.dc-strip .dc-card.empty { flex-basis:5rem; }
.dc-strip .dc-card.group { flex-basis:7rem; }
.dc-board { max-width:780px; }
[data-space].clickable > circle { stroke:#b35f00; stroke-width:4; }
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

function biomeBoard(root, v, biome, m, api, runes) {
  const { names, edges, pos } = layout(biome);
  const W = 70 + Math.max(...Object.values(pos).map(p => p[0])) + 60;
  const map = svg('svg', { viewBox: `0 0 ${W} 380`, class: 'dc-board', role: 'group', 'aria-label': `the Biome board: ${biome.name}`, 'data-phone-zoom': 1.5 });
  const defs = svg('defs');
  const marker = svg('marker', { id: 'dc-arrow', viewBox: '0 0 10 10', refX: 26, refY: 5, markerWidth: 7, markerHeight: 7,
    orient: 'auto' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#5a4a35' }));
  defs.append(marker);
  map.append(defs);
  // a corridor's Checks and Runes, one per line (a gain on a line of its own), drawn over the spaces with a light
  // halo so that a long one stays readable where it crosses a space on a narrow board
  const labels = [];
  edges.forEach(e => {
    const [x1, y1] = pos[e.from], [x2, y2] = pos[e.to];
    map.append(svg('line', { x1, y1, x2, y2, stroke: '#5a4a35', 'stroke-width': 3, 'marker-end': 'url(#dc-arrow)' }));
    if (e.marks.length) {
      const lines = e.marks.flatMap(k => markWords(k, runes).split(/ (?=\()/));
      const x = (x1 + x2) / 2, y = (y1 + y2) / 2 - 6 - 12 * (lines.length - 1);
      labels.push(svg('text', { x, y, 'font-size': 11, 'text-anchor': 'middle', fill: '#7a3b12', 'paint-order': 'stroke',
        stroke: '#f6f0e1', 'stroke-width': 3, 'stroke-linejoin': 'round', 'data-corridor-mark': 1 },
        ...lines.map((line, i) => svg('tspan', { x, dy: i ? 12 : 0 }, line))));
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
  labels.forEach(label => map.append(label));
  // the Group's token on its space: it slides along the corridor when the Group moves
  const here = pos[names[v.position]];
  if (here) {
    const group = piece(svg('g', { 'data-group': names[v.position] }), 'dc-group');
    group.append(svg('circle', { cx: here[0] + 20, cy: here[1] - 20, r: 11, fill: '#1e7b34', stroke: '#fff', 'stroke-width': 2 }),
      svg('text', { x: here[0] + 20, y: here[1] - 16, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 700, fill: '#fff' }, 'G'),
      svg('title', {}, 'the Group'));
    map.append(group);
  }
  root.append(map);
}

/** The Check symbols' colours and names (G Survival, P Tactics, R Brutality). */
const SYMBOLS = { G: ['#1e7b34', 'Survival'], P: ['#6c3483', 'Tactics'], R: ['#a93226', 'Brutality'] };
const ROUNDS = ['0', 'I', 'II', 'III', 'IV'];
const ICONS = { damage: '⚔', shield: '◈', block: '◈', heal: '✚', poison: '☠', bleed: '♦', fire: '♨', freeze: '❄',
  mark: '◎', skill: '★', loot: '$' };
/** The States as the rules name them, by a card line's verb. */
const STATES = { poison: 'Poisoned', bleed: 'Bleeding', fire: 'On Fire', freeze: 'Frozen', mark: 'Marked' };
/** The Combat spaces a Range reaches (L left of the Group, 1-3 to its right), as places an Enemy stands. */
const PLACES = ['left of the Group', 'next to the Group', 'in the middle', 'on the far right'];
const TARGETS = { x2: 'two Beheaded', first: 'the First Player', all: 'every Beheaded' };

/** A Range as the places it reaches, worded as the terminal words it (the game's Words.range). */
function rangeWords(spaces) {
  if (spaces.length === 4) return 'on any space';
  if (spaces.join() === '1,2,3') return 'on any space right of the Group';
  const words = spaces.map(sp => PLACES[sp]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words[0];
}

/**
 * A card line in words with its icon and the Combat spaces its Range reaches, worded as the terminal and the
 * choices word it (the game's Words.act): "2 damage 1 @12" -> { round: 2, icon: '⚔', spaces: [1, 2],
 * words: '1 Damage to an Enemy next to the Group or in the middle' }.
 */
export function lineOf(text) {
  const [round, verb, ...rest] = String(text).trim().split(/\s+/);
  const n = rest.find(r => /^\d+$/.test(r)) || '1';
  const range = rest.find(r => r.startsWith('@'));
  const spaces = range ? [...new Set([...range.slice(1)].map(ch => (ch === 'L' ? 0 : Number(ch))))].sort() : [];
  const type = verb === 'block' ? 'shield' : verb;
  let words = type === 'damage' ? `${n} Damage` : type === 'shield' ? `${n} Shield` : type === 'skill' ? 'use a Skill'
    : type === 'loot' ? 'Loot' : type === 'heal' ? `Heal ${n}` : `${STATES[type] || type} ${n}`;
  if (type === 'damage' || type in STATES) {
    const target = rest.find(r => Object.hasOwn(TARGETS, r));
    words += (type === 'damage' ? ' to ' : ' on ') + (spaces.length ? `an Enemy ${rangeWords(spaces)}`
      : target ? TARGETS[target] : 'one Beheaded');
  }
  return { round: Number(round), icon: ICONS[verb] || '•', spaces, words };
}

/** A Range's icon: the Combat board's spaces in a row (left, the Group, then three to its right), those it reaches filled. */
function rangeIcon(spaces) {
  if (!spaces.length) return null;
  const cell = sp => html('i', { class: spaces.includes(sp) ? 'on' : '' });
  return html('span', { class: 'dc-range', 'aria-hidden': 'true', 'data-range': spaces.join('') },
    cell(0), html('i', { class: 'group' }), cell(1), cell(2), cell(3));
}

/** A card drawn as a card: its name, colour band, Check symbols and one line per Round with icons. */
export function cardOf(def, fallback, extra = {}) {
  if (!def) return html('div', { class: 'dc-card', ...extra }, html('h4', {}, fallback));
  const symbols = def.symbols || [];
  const colour = symbols.length ? SYMBOLS[symbols[0]][0] : '#8a7a60';
  const head = html('h4', {}, html('span', {}, def.name),
    html('span', {}, ...symbols.map(x => html('span', { class: 'dc-sym', style: `background:${SYMBOLS[x][0]}`, title: SYMBOLS[x][1] }, x))));
  const lines = def.lines || (def.line ? [def.line] : []);
  const list = html('ol', {}, ...lines.map(lineOf).map(l => html('li', {},
    html('span', { class: 'round' }, ROUNDS[l.round] ?? l.round), html('span', { class: 'icon', 'aria-hidden': 'true' }, l.icon),
    html('span', { class: 'words' }, l.words, rangeIcon(l.spaces)))));
  return html('div', { class: 'dc-card', style: `--dc-colour:${colour}`, ...extra }, head, list);
}

/** A gain a corridor's Check gives, in words ("cell 1": "1 Cell"). */
function gainWords(text) {
  const [what, n] = String(text).trim().split(/\s+/);
  const k = Number(n || 1);
  return { cell: `${k} Cell${k > 1 ? 's' : ''}`, teeth: `${k} Gold Teeth`, potion: 'a Potion', vial: 'a Vial' }[what] || text;
}

/** A corridor's mark in the words the terminal uses: "hand G" Hand Check G, "rune vine" Vine Rune, "deck P: cell 1" Deck Check P (1 Cell). */
export function markWords(mark, runes) {
  const [head, reward] = mark.split(':').map(x => x.trim());
  const [kind, arg] = head.split(/\s+/);
  const what = kind === 'hand' ? `Hand Check ${arg}` : kind === 'deck' ? `Deck Check ${arg}`
    : kind === 'rune' ? ((runes || []).find(r => r.id === arg) || { name: `${arg} Rune` }).name : head;
  return reward ? `${what} (${gainWords(reward)})` : what;
}

/** The content entry whose name the view's words start with (longest name first), or null. */
function named(list, words) {
  return [...(list || [])].sort((a, b) => b.name.length - a.name.length).find(x => String(words).startsWith(x.name)) || null;
}

/** A token on an Enemy, from the view's words ("+1 Shield", "poison 1", "frozen"): its icon and the rules' name. */
export function stateToken(text) {
  const [what, n] = text.replace(/^\+/, '').split(/\s+/);
  if (/^\d+$/.test(what)) return html('span', { class: 'dc-token', 'data-state': 'shield' }, `${ICONS.shield} ${what} ${n}`);
  const verb = what === 'frozen' ? 'freeze' : what;
  const name = what === 'frozen' ? 'Frozen' : STATES[what] || what;
  return html('span', { class: 'dc-token', 'data-state': what }, `${ICONS[verb] || ''} ${name}${n ? ' ' + n : ''}`.trim());
}

/**
 * The Combat board as a strip of cards: left of the Group, the Group, then three spaces to the right. An empty space
 * and the Group are narrow cards, so that on a phone the first Enemies are in view without scrolling the strip.
 */
function combatBoard(root, v, m, api, monsters) {
  const labels = ['Left of the Group', 'The Group', 'Next to the Group', 'Middle', 'Far right'];
  const strip = html('div', { class: 'dc-strip', id: 'dc-combat' });
  for (let i = 0; i < 5; i++) {
    const sp = i === 0 ? 0 : i - 1;
    if (i === 1) {
      strip.append(html('div', { class: 'dc-card group', style: '--dc-colour:#1e7b34' }, html('h4', {}, labels[i]), `Loot: ${v.loot}`));
      continue;
    }
    const text = (v.combat || [])[sp] || '';
    if (!text) {
      strip.append(html('div', { class: 'dc-card empty', 'data-enemy': sp }, html('h4', {}, labels[i]), 'empty'));
      continue;
    }
    const def = named(monsters, text);
    const card = cardOf(def, text, { class: 'dc-card enemy', 'data-enemy': sp });
    // an Enemy the only one of its name on the board slides to its new space when it moves
    const name = def ? def.name : text;
    if ((v.combat || []).filter(t => named(monsters, t) === def && (def || t === text)).length === 1) piece(card, `dc-enemy-${name}`);
    const after = def ? text.slice(def.name.length).trim() : '';
    const [health, ...states] = after.split(/\s+(?=\+|[a-z])/);
    card.prepend(html('div', { class: 'muted' }, labels[i]));
    card.append(html('div', { class: 'dc-tokens' }, health ? html('span', { class: 'dc-token' }, `Health ${health}`) : null,
      ...states.filter(Boolean).map(stateToken)));
    offer(card, matching(m, ch => ch.type === 'Target' && ch.who === sp), api, text);
    strip.append(card);
  }
  root.append(scroller('the Combat board', strip));
}

export async function render(root, m, api) {
  const v = m.view;
  useStyle('dc-style', STYLE);
  const [cards, monsters, equipment] = await Promise.all(['cards', 'monsters', 'equipment'].map(n => api.content(n)));
  root.append(html('div', { class: 'dc-info' }, `${v.where}${v.round >= 0 && v.round <= 4 ? ' - Combat Round ' + v.round : ''}. Bag: ${v.bag}. ${v.campaign}`));
  if ((v.combat || []).length) {
    combatBoard(root, v, m, api, monsters.monsters);
  } else if ((v.spaces || []).length) {
    const [content, campaign] = await Promise.all([api.content('biomes'), api.content('campaign')]);
    const biome = (content.biomes || []).find(b => b.id === v.biome);
    if (biome) biomeBoard(root, v, biome, m, api, campaign.runes);
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
  root.append(scroller('the Beheaded', table));
  const gear = (v.players || []).flatMap(p => (p.equipment || []).map(e => [p, e]));
  if (gear.length) {
    root.append(html('h3', {}, 'Equipment'));
    root.append(html('div', { class: 'dc-cards', id: 'dc-equipment' }, ...gear.map(([p, e]) => {
      const c = cardOf(named(equipment.equipment, e), e, { 'data-equipment': e });
      c.prepend(html('div', { class: 'muted' }, p.name));
      return c;
    })));
  }
  if (v.seat >= 0) {
    root.append(html('h3', {}, 'Your hand'));
    const hand = html('div', { class: 'dc-cards', id: 'dc-hand' });
    (v.hand || []).forEach(c => hand.append(cardOf(named(cards.cards, c), c, { 'data-card': c.split(' (')[0] })));
    if (!(v.hand || []).length) hand.append('No cards.');
    root.append(hand);
  }
}
