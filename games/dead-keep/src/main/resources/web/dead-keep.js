// The Dead Keep on the keeptable server: the Quest's map drawn as SVG from the same compiled board the
// rules read (view.geometry = Board.geometry(): the cell grid of the placed tiles, Zones, walls, doors,
// Passage tokens, stairs, tokens), the actors in each Zone from view.zones, the doors as they stand from
// view.doors, then the Dashboards. Zones and doors named by a legal choice can be clicked to play it; when a
// Zone offers several choices a picker lists them. Without a geometry in the view it shows the text board.
import { svg, html, offer, phone, piece, scroller, useStyle } from '/svg.js';

const CELL = 64, EDGE = 10;
const STYLE = `
.dk-board { max-width: 980px; width: 100%; }
.dk-info { font-size:.9rem; margin:.3rem 0; }
.dk-table { width:100%; border-collapse:collapse; font-size:.82rem; margin:.3rem 0 .6rem; }
.dk-table td, .dk-table th { border-bottom:1px solid #e0d6c2; padding:.2rem .3rem; text-align:left; vertical-align:top; }
.dk-table tr.active, .dk-table tr.active td { background:#fdf2d9; }
#board svg.dk-disc, .dk-table svg.dk-disc { width:22px; height:22px; min-width:22px; vertical-align:middle; display:inline-block; }
[data-zone].clickable > rect.dk-cell { stroke:#d07a00; stroke-width:3; }
[data-door].clickable { cursor:pointer; }
.dk-text { font: 12px/1.2 monospace; white-space: pre; overflow-x: auto; }
.dk-step { opacity: 0; animation: dk-show .35s ease-out forwards; }
@keyframes dk-show { to { opacity: 1; } }
.relaid .dk-step { animation: none; opacity: 1; }
.dk-steps { font-size:.82rem; margin:.2rem 0 .5rem 1.2rem; padding:0; }
.dk-steps .rule { color:var(--muted); }
.dk-skill { font:inherit; color:inherit; background:none; border:0; border-bottom:1px dotted currentColor; padding:0; margin:0 .4rem .15rem 0; cursor:help; text-align:left; }
.dk-skill .dk-tip { display:none; }
.dk-skill:hover .dk-tip, .dk-skill:focus .dk-tip { display:block; margin:.15rem 0 .3rem; padding:.3rem .45rem; border-radius:4px; background:#2c2418; color:#fff; font-size:.8rem; white-space:normal; }
.dk-end { border:2px solid; border-radius:6px; padding:.3rem .8rem; margin:.3rem 0 .6rem; }
.dk-end.won { border-color:#1e8449; background:#e9f7ef; }
.dk-end.lost { border-color:#922b21; background:#fdecea; }
.dk-end h3 { margin:.2rem 0; font-size:1.05rem; }
.dk-end ul { margin:.2rem 0 .3rem 1.2rem; padding:0; }
`;

/** Seconds between two steps of the Enemy Phase as it is replayed on the board. */
const STEP = 0.6;

const zoneWords = new WeakMap();

/**
 * The Zones' one name everywhere: "Zone N" as the map numbers them, for the tile labels (1R:e) that the
 * game's event words use. Text without a map, or naming no Zone, comes back as it was.
 */
export function words(text, m) {
  const geo = m && m.view && m.view.geometry;
  if (!geo || !text) return text;
  if (!zoneWords.has(geo)) {
    const byName = Object.fromEntries(geo.zones.map(z => [z.name, z.id]));
    const names = Object.keys(byName).sort((a, b) => b.length - a.length).map(n => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    zoneWords.set(geo, { byName, pattern: names.length ? new RegExp(`(?<![\\w:])(${names.join('|')})(?!\\w)`, 'g') : null });
  }
  const { byName, pattern } = zoneWords.get(geo);
  return pattern ? String(text).replace(pattern, n => `Zone ${byName[n]}`) : text;
}

/** When each event of the last choice appears (seconds): moves and spawns take a step each, the rest a beat. */
export function timeline(events) {
  let t = 0;
  return (events || []).map(e => {
    const at = t;
    t += stepOf(e) ? STEP : STEP / 4;
    return at;
  });
}

/**
 * An Enemy's Move, a spawn or an attack read from an event's text, or null: {kind, from, to, zone, target, what,
 * text, rule}. The rules name Zones as the map numbers them ("Zone 4"), so from, to and zone are such names.
 */
export function stepOf(e) {
  const t = e.text || '';
  let x = /^(.*) moves (Zone \d+) -> (Zone \d+) toward (.*?): (.*)$/.exec(t);
  if (x) return { kind: 'move', what: x[1], from: x[2], to: x[3], text: t, rule: e.rule };
  x = /^(\d+) (.*) spawns? in (Zone \d+) \((.*)\)$/.exec(t);
  if (x) return { kind: 'spawn', what: `${x[1]} ${x[2]}`, zone: x[3], text: t, rule: e.rule };
  x = /^(.*) attacks (.+?) (\d+)x/.exec(t);
  if (x) return { kind: 'attack', what: x[1], target: x[2], text: t, rule: e.rule };
  return null;
}

const DOOR_COLOURS = { RED: '#c0392b', BLUE: '#2471a3', GREEN: '#229954', red: '#c0392b', blue: '#2471a3', green: '#229954' };
const TOKEN_TEXT = {
  START: 'start', EXIT: 'EXIT', SPAWN_START: 'spawn 1', SPAWN_RED_BLUE: 'spawn R/B', SPAWN_RED_GREEN: 'spawn R/G',
  OBJECTIVE: 'obj', ARTIFACT: 'artifact', QUEST_ARTIFACT: 'relic', BOSS: 'lair', MARK: '@',
};

/** The Zone a choice names (where to move, what to strike, which way Enemies go), or null. */
export function zoneOf(c) {
  switch (c.type) {
    case 'Move': case 'Attack': case 'Route': return c.zone >= 0 ? c.zone : null;
    default: return null;
  }
}

/** The door a choice names, or null. */
export function doorOf(c) {
  return c.type === 'OpenDoor' ? c.door : null;
}

/** The actors and tokens standing in one Zone, as short lines for the board. */
export function linesOf(zv) {
  if (!zv) return [];
  const out = [];
  (zv.adventurers || []).forEach(a => out.push(['adv', a]));
  Object.entries(zv.enemies || {}).forEach(([name, n]) => out.push(['undead', name, n]));
  (zv.monsters || []).forEach(mo => out.push(['monster', mo]));
  if (zv.searchTokens > 0) out.push(['token', `${zv.searchTokens} search`]);
  if (zv.artifactTokens > 0) out.push(['token', `${zv.artifactTokens} artifact`]);
  (zv.objectives || []).forEach(o => out.push(['objective', `${o} obj.`]));
  if (zv.treasures > 0) out.push(['token', `${zv.treasures} treasure`]);
  return out;
}

const ACTORS = ['adv', 'undead', 'monster'];
const WOUNDED = /\(wounded\)/;

/** The name of an actor without its state: "Boss Minotaur (inactive) 12/12" and "Footman (wounded)" read as one kind. */
export function baseName(text) {
  return String(text).replace(/^Boss /, '').replace(/\s*\([^)]*\)/g, '').replace(/\s+\d+\/\d+$/, '').trim() || '?';
}

/**
 * Short letters for each actor's name on the board, one pair per name and no pair for two names: the first two
 * letters of one word or the initials of two, else the first letter and a later one ("Count" Co, "Countess" Cu).
 */
export function shortNames(names) {
  const out = new Map(), taken = new Set();
  for (const name of names) {
    if (out.has(name)) continue;
    const w = name.split(/\s+/).filter(Boolean);
    const tries = [w.length > 1 ? (w[0][0] + w[1][0]).toUpperCase() : name.slice(0, 2)];
    for (let i = 1; i < name.length; i++) if (/[a-z]/i.test(name[i])) tries.push(name[0] + name[i].toLowerCase());
    const pick = tries.find(t => !taken.has(t)) || tries[0];
    taken.add(pick);
    out.set(name, pick);
  }
  return out;
}

/** Each Adventurer's letters on the board, as the view gives them (or made from the names, for a view without them). */
export function lettersOf(v) {
  const advs = v.adventurers || [];
  return advs.every(a => a.letters) ? new Map(advs.map(a => [a.name, a.letters])) : shortNames(advs.map(a => a.name));
}

/**
 * A token's label: an Adventurer's letters (the legend and the table name them); Enemies of one kind by name and
 * how many ("Footman ×2"); a Monster by name and the Wounds it has left ("Minotaur 12/12").
 */
export function tokenLabel(kind, text, letters, n) {
  if (kind === 'adv') return letters;
  if (kind === 'undead') return `${baseName(text)} ×${n}`;
  const wounds = /(\d+\/\d+)$/.exec(String(text));
  return wounds ? `${baseName(text)} ${wounds[1]}` : baseName(text);
}

/** Each Adventurer's own colour on the board and in the table, by its place in the party. */
const ADV_COLOURS = ['#1f5fa8', '#1e8449', '#7d3c98', '#b9530e', '#0e7c86', '#a9336b'];

/** The colour of an Adventurer (by name, as the Zones list them) in the party of the view. */
export function advColour(v, text) {
  const i = (v.adventurers || []).findIndex(a => a.name === baseName(text));
  return ADV_COLOURS[(i < 0 ? 0 : i) % ADV_COLOURS.length];
}

/** Widest a word label may be on a cell's line of tokens (a cell is 64 wide). */
const PILL = 58;

/**
 * The sizes of the board's texts and of the rows of tokens in a cell, for a board drawn `scale` CSS px to a unit
 * (Infinity: a wide screen's, where the map is drawn large enough): no font under 9.6 CSS px, so that every text is
 * at least 8 px high on the screen.
 * top: where a Zone's tokens begin below the top of a cell (its number above); the rows' heights by kind; perRow:
 * how many Adventurers' discs stand side by side in a cell.
 */
export function sizing(scale) {
  const at = base => Math.max(base, 9.6 / scale);
  const s = { number: at(10), adv: at(8), bar: at(7.5), line: at(9), mark: at(9) };
  s.disc = Math.max(8.5, s.adv * 0.9);
  return { ...s, top: Math.max(13, s.number + 3), advRow: Math.max(18, 2 * s.disc + 1), barRow: Math.max(11, s.bar + 3.5), lineRow: Math.max(11, s.line + 2),
    perRow: Math.max(1, Math.floor((CELL - 4) / (2 * s.disc + 1.5))) };
}

/** About how wide a text is in units (for squeezing a label into its shape when it would run over). */
function roughWidth(text, size, bold) {
  return String(text).length * size * (bold ? 0.64 : 0.58);
}

/**
 * A map turned a quarter clockwise (for a phone, where it is then taller than wide): cell (r, c) goes to
 * (c, rows - 1 - r), and every edge's side turns with it.
 */
export function turned(geo) {
  const R = geo.rows, side = { N: 'E', E: 'S', S: 'W', W: 'N' };
  const cells = Array.from({ length: geo.cols }, (_, c) => Array.from({ length: R }, (_, r) => geo.cells[R - 1 - r][c]));
  return { ...geo, rows: geo.cols, cols: R, cells,
    zones: geo.zones.map(z => ({ ...z, row: z.col, col: R - 1 - z.row })),
    edges: geo.edges.map(e => ({ ...e, row: e.col, col: R - 1 - e.row, side: side[e.side] })),
    tiles: geo.tiles.map(t => ({ ...t, row: t.col, col: R - geo.tileSize - t.row })) };
}

/**
 * An Adventurer (a disc in its own colour with its initials, sliding when it moves), centred on x, y; a kind of
 * Enemy (a dark bar: "Footman ×2") or a Monster (a red bar: "Minotaur 12/12") across the cell from x, y; the full
 * words in its title; with a piece key, the table slides it from where it stood before.
 */
function actorToken(kind, text, n, label, x, y, pieceKey, colour, S) {
  const words = n != null ? `${n} ${text}` : text;
  // shown to the eye; a screen reader hears the Zone's name and its title's words instead
  const g = svg('g', { 'data-kind': kind, 'data-label': words, 'aria-hidden': 'true' });
  if (pieceKey) piece(g, pieceKey);
  if (kind === 'adv') {
    g.append(svg('circle', { cx: x, cy: y, r: S.disc, fill: colour, stroke: '#fff', 'stroke-width': 1.2 }),
      svg('text', { x, y: y + S.adv * 0.37, 'text-anchor': 'middle', 'font-size': S.adv, 'font-weight': 700, fill: '#fff' }, label));
  } else {
    const wounded = WOUNDED.test(text), inactive = /\(inactive\)/.test(text), h = S.barRow - 1;
    const fit = label.length > 9 || roughWidth(label, S.bar, true) > PILL - 6 ? { textLength: PILL - 6, lengthAdjust: 'spacingAndGlyphs' } : {};
    g.append(svg('rect', { x, y: y - h / 2, width: PILL, height: h, rx: kind === 'undead' ? 2 : 5, fill: kind === 'undead' ? '#4d2600' : '#922b21',
      stroke: wounded ? '#ff5c5c' : kind === 'undead' ? '#e5c07b' : '#fff', 'stroke-width': wounded ? 1.6 : 1, 'stroke-dasharray': inactive ? '3 2' : null }),
    svg('text', { x: x + PILL / 2, y: y + S.bar * 0.36, 'text-anchor': 'middle', 'font-size': S.bar, 'font-weight': 700, fill: '#fff', ...fit }, label));
    // a wounded group of a kind stands beside the unwounded one with the same name: a blood drop tells them apart
    if (wounded) g.append(svg('circle', { cx: x + PILL - 1, cy: y - 4, r: 3, fill: '#ff5c5c', stroke: '#fff', 'stroke-width': 0.8, 'data-wound': 1 }));
  }
  g.append(svg('title', {}, words));
  return g;
}

const LINE_COLOURS = { more: '#222', adv: '#1a5276', undead: '#6e2c00', monster: '#922b21', token: '#7d6608', objective: '#4a235a' };

export async function render(root, m, api) {
  const v = m.view;
  useStyle('dk-style', STYLE);
  const geo = v.geometry;
  let key = lettersOf(v);
  if (!geo) {
    root.append(html('div', { class: 'dk-text', id: 'dk-text' }, v.board || ''));
  } else {
    key = drawBoard(root, m, api, geo);
  }
  info(root, m, key);
  steps(root, m);
}

function drawBoard(root, m, api, shipped) {
  const v = m.view;
  // a phone's board is laid out for its width: a map more than two tiles wide is turned (so it is two wide), and
  // no text is under 8 px
  const narrow = phone(), geo = narrow && shipped.cols > shipped.rows && shipped.cols > 2 * shipped.tileSize ? turned(shipped) : shipped;
  const W = EDGE * 2 + geo.cols * CELL, H = EDGE * 2 + geo.rows * CELL;
  const S = sizing(narrow ? (document.getElementById('board')?.clientWidth || window.innerWidth - 65) / W : Infinity);
  const { top: TOP, advRow: ADV_ROW, barRow: BAR_ROW, lineRow: LINE_ROW } = S;
  const board = svg('svg', { viewBox: `0 0 ${W} ${H}`, role: 'group', 'aria-label': `the map: ${geo.name}`, class: 'dk-board', id: 'dk-board', 'data-turned': geo !== shipped ? 1 : null });
  board.append(svg('rect', { x: 0, y: 0, width: W, height: H, fill: '#2c2418', rx: 6 }));
  const zoneAt = (r, c) => (r < 0 || c < 0 || r >= geo.rows || c >= geo.cols) ? -1 : geo.cells[r][c];
  const zones = geo.zones;
  const zview = Object.fromEntries((v.zones || []).map(z => [z.id, z]));
  const doorOpen = Object.fromEntries((v.doors || []).map(d => [d.id, d.open]));

  // Legal choices by Zone and by door.
  const byZone = {}, byDoor = {};
  (m.choices || []).forEach((ch, i) => {
    const z = zoneOf(ch.choice);
    if (z != null) (byZone[z] ||= []).push(i);
    const d = doorOf(ch.choice);
    if (d != null) (byDoor[d] ||= []).push(i);
  });
  const clickable = (elem, idx, title) => offer(elem, idx || [], api, title);
  const key = lettersOf(v);
  // Which tokens slide from Zone to Zone: every Adventurer and Monster (each one of a kind), and a group of
  // Enemies when its kind (wounded or not) stands in one Zone only, so that the group is known after it moves.
  const zonesOfGroup = new Map();
  (v.zones || []).forEach(z => Object.keys(z.enemies || {}).forEach(t => zonesOfGroup.set(t, (zonesOfGroup.get(t) || 0) + 1)));
  const pieceKey = (kind, text) => (kind === 'adv' ? `dk-adv-${text}` : kind === 'monster' ? `dk-monster-${baseName(text)}`
    : zonesOfGroup.get(text) === 1 ? `dk-undead-${text}` : null);

  // Cells, grouped by Zone so that a Zone is one clickable group.
  const cellsOf = {};
  geo.cells.forEach((row, r) => row.forEach((z, c) => { if (z >= 0) (cellsOf[z] ||= []).push([r, c]); }));
  for (const zn of zones) {
    const g = svg('g', { 'data-zone': zn.id, 'data-name': zn.name });
    const fill = zn.fountain ? '#aed6f1' : zn.kind === 'street' ? (zn.mist ? '#c9d3dc' : '#b8ab93') : (zn.dark ? '#d9c9a3' : '#eadcb8');
    for (const [r, c] of cellsOf[zn.id] || []) {
      g.append(svg('rect', { class: 'dk-cell', x: EDGE + c * CELL, y: EDGE + r * CELL, width: CELL, height: CELL, fill, stroke: fill, 'stroke-width': 0.5 }));
      if (zn.mist) g.append(svg('path', { d: `M${EDGE + c * CELL + 6} ${EDGE + r * CELL + CELL - 8}q8 -6 16 0t16 0t16 0`, stroke: '#5d6d7e', 'stroke-width': 1.2, fill: 'none', opacity: 0.6 }));
    }
    const [r0, c0] = (cellsOf[zn.id] || [[zn.row, zn.col]])[0];
    const mark = (zn.kind === 'street' ? 'S' : 'B') + (zn.fountain ? ' F' : zn.mist ? ' ~' : '') + (zn.treasure ? ' $' : '') + (zn.dark ? ' *' : '') + (zn.tower ? ' T' : '');
    g.append(svg('text', { x: EDGE + c0 * CELL + 6, y: EDGE + r0 * CELL + S.number + 2, 'font-size': S.number, fill: '#3b2a1a', 'aria-hidden': 'true' }, `${zn.id} ${mark}`));
    // the view carries what can be taken (Objectives, Artifacts, Treasures) as it stands; the map the rest
    const live = v.zones ? ['OBJECTIVE', 'ARTIFACT', 'QUEST_ARTIFACT'] : [];
    const tokens = geo.tokens.filter(t => t.zone === zn.id && !live.includes(t.kind)).map(t => TOKEN_TEXT[t.kind] || t.kind.toLowerCase());
    // Adventurers stand as discs, three to a row (two on a phone's larger letters); each kind of Enemy (with how many) and each Monster as a bar of
    // its own row; map tokens and what can be taken follow as short lines. Rows and lines fill the Zone's cells
    // from below the Zone's number; tokens that find no room join the lines, and lines that find none are counted
    // on the last line.
    const all = [...tokens.map(t => ['token', t]), ...linesOf(zview[zn.id])];
    const cells = cellsOf[zn.id] || [];
    const advs = all.filter(([kind]) => kind === 'adv'), rows = [];
    for (let i = 0; i < advs.length; i += S.perRow) rows.push(advs.slice(i, i + S.perRow));
    all.filter(([kind]) => kind === 'undead' || kind === 'monster').forEach(a => rows.push([a]));
    // Laid out once as it comes; when something finds no room, again with the last line of the last cell kept for a
    // "+N more" that names in its tooltip what is not drawn (the legend explains it).
    const layout = reserve => {
      let at = 0, down = TOP;
      // the next spot of this height in the Zone's cells, or null (what found no room leaves the cells as they were)
      const room = (height, line) => {
        let a = at, d = down;
        const floor = () => CELL - (reserve && !line && a === cells.length - 1 ? LINE_ROW : 0);
        while (a < cells.length && d + height > floor()) { a++; d = TOP; }
        if (a >= cells.length) return null;
        at = a; down = d + height;
        return [EDGE + cells[a][1] * CELL, EDGE + cells[a][0] * CELL + d];
      };
      const drawn = [], left = [];
      rows.forEach(row => {
        const spot = room(row[0][0] === 'adv' ? ADV_ROW : BAR_ROW, false);
        if (spot) drawn.push([row, spot]); else left.push(...row);
      });
      const lines = [...left.map(([kind, text, n]) => [kind, n != null ? `${baseName(text)} ×${n}` : baseName(text)]),
        ...all.filter(([kind]) => !ACTORS.includes(kind))];
      const placed = [];
      for (const line of lines) {
        const spot = room(LINE_ROW, true);
        if (!spot) {
          if (!reserve) return null;
          const hidden = lines.slice(placed.length - 1).map(([, text]) => text);
          placed[placed.length - 1][0] = ['more', `+${hidden.length} more`, hidden.join(', ')];
          break;
        }
        placed.push([line, spot]);
      }
      return { drawn, placed };
    };
    const { drawn, placed } = layout(false) || layout(true);
    drawn.forEach(([row, spot]) => row.forEach(([kind, text, n], k) => g.append(actorToken(kind, text, n,
      tokenLabel(kind, text, key.get(baseName(text)), n),
      spot[0] + (kind === 'adv' ? S.disc + 2.5 + k * (2 * S.disc + 1.5) : 3), spot[1] + (kind === 'adv' ? ADV_ROW : BAR_ROW) / 2,
      pieceKey(kind, text), advColour(v, text), S))));
    placed.forEach(([[kind, text, hidden], [x, y]]) => {
      const t = svg('text', { x: x + 5, y: y + S.line, 'font-size': S.line, fill: LINE_COLOURS[kind] || '#222', 'data-kind': kind, 'aria-hidden': 'true',
        textLength: text.length > 13 || roughWidth(text, S.line) > CELL - 10 ? CELL - 10 : null, lengthAdjust: 'spacingAndGlyphs' }, text);
      if (!hidden) return g.append(t);
      const more = svg('g', { 'data-more': hidden });
      more.append(t, svg('title', {}, hidden));
      g.append(more);
    });
    const zv = zview[zn.id];
    const title = `Zone ${zn.id}${zv ? ': ' + linesOf(zv).map(([, text, n]) => (n != null ? `${n} ${text}` : text)).join(', ') : ''}`;
    g.append(svg('title', {}, title));
    clickable(g, byZone[zn.id], `Zone ${zn.id}`);
    board.append(g);
  }

  // Street markings between street Zones, then walls, doors, Passage tokens and stairs.
  const seg = (r, c, side) => {
    const x = EDGE + c * CELL, y = EDGE + r * CELL;
    switch (side) {
      case 'N': return [x, y, x + CELL, y];
      case 'S': return [x, y + CELL, x + CELL, y + CELL];
      case 'W': return [x, y, x, y + CELL];
      default: return [x + CELL, y, x + CELL, y + CELL];
    }
  };
  geo.cells.forEach((row, r) => row.forEach((z, c) => {
    if (z < 0) return;
    for (const [side, rr, cc] of [['E', r, c + 1], ['S', r + 1, c]]) {
      const o = zoneAt(rr, cc);
      if (o >= 0 && o !== z) {
        const [x1, y1, x2, y2] = seg(r, c, side);
        board.append(svg('line', { x1, y1, x2, y2, stroke: '#6b5b45', 'stroke-width': 1, 'stroke-dasharray': '4 3' }));
      }
    }
  }));
  for (const e of geo.edges) {
    const [x1, y1, x2, y2] = seg(e.row, e.col, e.side);
    const mx = (x1 + x2) / 2, my = (y1 + y2) / 2, vertical = x1 === x2;
    if (e.kind === 'wall') {
      board.append(svg('line', { x1, y1, x2, y2, stroke: '#1c140c', 'stroke-width': 4, 'stroke-linecap': 'square' }));
    } else if (e.kind === 'door') {
      const d = geo.doors.find(x => x.id === e.door);
      const open = doorOpen[e.door] ?? (d && d.open);
      const colour = DOOR_COLOURS[d ? d.colour : 'RED'];
      board.append(svg('line', { x1, y1, x2, y2, stroke: '#1c140c', 'stroke-width': 4 }));
      const g = svg('g', { 'data-door': e.door, 'data-open': open ? 1 : 0 });
      g.append(svg('rect', { x: mx - (vertical ? 5 : 14), y: my - (vertical ? 14 : 5), width: vertical ? 10 : 28, height: vertical ? 28 : 10, fill: open ? '#fff' : colour, stroke: colour, 'stroke-width': 2, rx: 2 }));
      g.append(svg('title', {}, `${d ? words(d.name, m) : 'door'}: ${(d ? d.colour : '').toLowerCase()} door, ${open ? 'open' : 'closed'}`));
      clickable(g, byDoor[e.door], `Door ${d ? words(d.name, m) : e.door}`);
      board.append(g);
    } else {
      board.append(svg('line', { x1, y1, x2, y2, stroke: '#1c140c', 'stroke-width': 4, 'stroke-dasharray': '6 14' }));
      board.append(svg('circle', { cx: mx, cy: my, r: Math.max(7, S.mark * 0.75), fill: e.kind === 'stairs' ? '#f5cba7' : '#d5dbdb', stroke: '#1c140c' }));
      board.append(svg('text', { x: mx, y: my + S.mark * 0.38, 'text-anchor': 'middle', 'font-size': S.mark, 'font-weight': 700 }, e.kind === 'stairs' ? 'S' : 'P'));
    }
  }
  // The Tower tile's rim.
  for (const t of geo.tiles.filter(x => x.tower)) {
    board.append(svg('rect', { x: EDGE + t.col * CELL, y: EDGE + t.row * CELL, width: geo.tileSize * CELL, height: geo.tileSize * CELL, fill: 'none', stroke: '#7d3c98', 'stroke-width': 3, 'stroke-dasharray': '10 4', 'data-tower': t.name }));
  }
  // The last choice's Enemy moves and spawns, shown one after another.
  const centre = {};
  for (const zn of zones) {
    const cs = cellsOf[zn.id] || [];
    const r = cs.reduce((a, [y]) => a + y, 0) / cs.length, c = cs.reduce((a, [, x]) => a + x, 0) / cs.length;
    // by the map's number, as events name Zones, and by tile label, as the view places the Adventurers
    centre[`Zone ${zn.id}`] = centre[zn.name] = [EDGE + (c + 0.5) * CELL, EDGE + (r + 0.5) * CELL];
  }
  const defs = svg('defs');
  const marker = svg('marker', { id: 'dk-arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' });
  marker.append(svg('path', { d: 'M0 0L10 5L0 10z', fill: '#922b21' }));
  defs.append(marker);
  board.append(defs);
  const when = timeline(m.events);
  (m.events || []).forEach((e, i) => {
    const st = stepOf(e);
    if (!st) return;
    const style = `animation-delay:${when[i].toFixed(2)}s`;
    if (st.kind === 'move' && centre[st.from] && centre[st.to]) {
      const [x1, y1] = centre[st.from], [x2, y2] = centre[st.to];
      const line = svg('line', { class: 'dk-step', style, x1, y1, x2, y2, stroke: '#922b21', 'stroke-width': 3, 'marker-end': 'url(#dk-arrow)', 'data-step': 'move' });
      line.append(svg('title', {}, `${words(st.text, m)} (${st.rule})`));
      board.append(line);
    } else if (st.kind === 'attack') {
      const hit = (v.adventurers || []).find(a => a.name === st.target);
      if (!hit || !centre[hit.zone]) return;
      const [x, y] = centre[hit.zone];
      const g = svg('g', { class: 'dk-step', style, 'data-step': 'attack' });
      g.append(svg('circle', { cx: x, cy: y, r: 24, fill: '#c0392b', 'fill-opacity': 0.3, stroke: '#922b21', 'stroke-width': 3 }),
        svg('text', { x, y: y + 6, 'text-anchor': 'middle', 'font-size': 18, fill: '#922b21' }, '⚔'),
        svg('title', {}, `${words(st.text, m)} (${st.rule})`));
      board.append(g);
    } else if (st.kind === 'spawn' && centre[st.zone]) {
      const [x, y] = centre[st.zone];
      const g = svg('g', { class: 'dk-step', style, 'data-step': 'spawn' });
      g.append(svg('circle', { cx: x, cy: y, r: 18, fill: 'none', stroke: '#922b21', 'stroke-width': 3, 'stroke-dasharray': '4 3' }));
      g.append(svg('title', {}, `${words(st.text, m)} (${st.rule})`));
      board.append(g);
    }
  });
  root.append(board);
  return key;
}

/** The last choice's events listed in order, the Enemy Phase's steps appearing one after another. */
function steps(root, m) {
  const events = m.events || [];
  if (!events.some(e => e.text)) return;
  const when = timeline(events);
  const ol = html('ol', { class: 'dk-steps', id: 'dk-steps' });
  events.forEach((e, i) => {
    if (!e.text) return;
    const li = html('li', { class: 'dk-step', style: `animation-delay:${when[i].toFixed(2)}s`, 'data-step': stepOf(e) ? stepOf(e).kind : null }, words(e.text, m));
    if (e.rule) li.append(html('span', { class: 'rule' }, ` — ${e.rule}`));
    ol.append(li);
  });
  root.append(ol);
}

/** An Adventurer's disc as on the board, for the table: its colour and initials. */
function disc(colour, letters) {
  const d = svg('svg', { width: 18, height: 18, viewBox: '0 0 18 18', 'aria-hidden': 'true', class: 'dk-disc' });
  d.append(svg('circle', { cx: 9, cy: 9, r: 8.5, fill: colour }),
    svg('text', { x: 9, y: 12, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 700, fill: '#fff' }, letters));
  return d;
}

/** An inventory by place: "hands Broadsword, Torch · backpack Zweihander" (the view keys cards by slot, "Hand 1"). */
export function inventoryWords(inventory) {
  const places = new Map();
  for (const [slot, card] of Object.entries(inventory || {})) {
    const place = slot.replace(/\s*\d+$/, '');
    const name = { Hand: 'hands', Body: 'worn', Backpack: 'backpack', Talisman: 'Talismans' }[place] || place;
    if (!places.has(name)) places.set(name, []);
    places.get(name).push(card);
  }
  return [...places].map(([place, cards]) => `${place}: ${cards.join(', ')}`).join(' · ');
}

/** A Skill by its name, its effect (in the game's words, from the view) shown on hover and on focus. */
function skillTip(skill, id) {
  return html('button', { type: 'button', class: 'dk-skill', 'aria-describedby': id, 'data-skill': skill.name }, skill.name,
    html('span', { class: 'dk-tip', role: 'tooltip', id }, skill.effect));
}

/** How the Quest ended, in the game's words, and the figures that decided it. */
function ending(root, end) {
  root.append(html('section', { class: `dk-end ${end.won ? 'won' : 'lost'}`, id: 'dk-end', 'aria-label': end.headline },
    html('h3', {}, end.headline), html('ul', {}, ...end.figures.map(f => html('li', {}, f)))));
}

/** The game's state in a line, the prompt, the board's legend with the letters of every actor on it, the Adventurers. */
function info(root, m, key) {
  const v = m.view;
  const who = v.toMove >= 0 && m.seats && m.seats[v.toMove] ? m.seats[v.toMove].name : '';
  if (v.end) ending(root, v.end);
  root.append(html('p', { class: 'dk-info', id: 'dk-info' },
    html('b', {}, `${v.questName || v.quest || ''}`), ` · round ${v.round}${v.roundLimit ? ' of ' + v.roundLimit : ''} · ${v.phase} phase`
    + ` · Danger ${v.dangerLevel} · Campaign Level ${v.campaignLevel} · ${v.boss}${v.bossActive ? ' (active)' : ''}`
    + ` · Doom ${v.doom}/5 · Stage cards ${v.stageCards}${v.blindingMist ? ' · Blinding Mist' : ''}`
    + (v.outcome ? ` · ${v.outcome}` : who ? ` · ${who} to play` : '')));
  if (v.prompt) root.append(html('p', { class: 'dk-info muted', id: 'dk-prompt' }, v.prompt));
  if (v.legend) root.append(html('p', { class: 'dk-info muted', id: 'dk-legend' }, v.legend));
  const table = html('table', { class: 'dk-table', id: 'dk-adventurers' },
    html('tr', {}, ...['Adventurer', 'Zone', 'Wounds left', 'Mana', 'AP / Danger', 'Skills', 'Inventory', 'Potions'].map(h => html('th', {}, h))));
  (v.adventurers || []).forEach((a, i) => {
    table.append(html('tr', { class: a.active ? 'active' : '', 'data-adventurer': a.name },
      html('td', {}, disc(advColour(v, a.name), key.get(a.name) || a.name.slice(0, 2)),
        ` ${a.name} (${a.adventurerClass})${a.ko ? ' KO' : ''}${a.active ? ` · ${a.actionsLeft} actions` : ''}`),
      html('td', {}, words(a.zone, m)), html('td', {}, `${a.woundsLeft} of ${a.wounds}`), html('td', {}, String(a.mana)),
      html('td', {}, `${a.adrenaline} ${a.dangerLevel}${a.ultrared ? ' ultrared ' + a.ultrared : ''}`),
      html('td', { class: 'dk-skills' }, ...(a.skills || []).map((k, j) => skillTip(k, `dk-skill-${i}-${j}`))),
      html('td', {}, inventoryWords(a.inventory)),
      html('td', {}, String(a.potions))));
  });
  root.append(scroller('the Adventurers', table));
}
