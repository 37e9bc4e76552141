package keeptable.games.deadkeep.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import keeptable.engine.NodeScript;
import keeptable.games.deadkeep.DkEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The browser renderer ({@code web/dead-keep.js}) run under Node with a tiny stand-in DOM, on every shipped
 * map's geometry: one clickable group per Zone, one marker per door, choices played by clicking a Zone or a
 * door, the table's picker when a Zone offers several, tokens labelled by letters the legend spells out, Zones named as the map numbers them, the map as a phone turns it, and the text board when the view has no geometry. Needs Node
 * ({@code node} on the PATH; {@code .ci/run} installs it) and fails without it, rather than passing unrun (the
 * server's browser tests cover a real Chromium).
 */
class RendererTest {
    /** A stand-in for the server's /svg.js: the same exports, with offer() as the table's (one choice plays, several go to api.pick). */
    private static final String SVG = """
            export function svg(tag, attrs = {}, text) { const e = document.createElementNS('svg', tag);
              for (const [k, v] of Object.entries(attrs)) if (v != null) e.setAttribute(k, v);
              if (text != null) e.textContent = text; return e; }
            export function html(tag, attrs = {}, ...children) { const e = document.createElement(tag);
              for (const [k, v] of Object.entries(attrs)) if (v != null) e.setAttribute(k, v);
              for (const c of children) if (c != null) e.append(c); return e; }
            export function offer(e, idx, api, title) { if (!idx.length) return; e.classList.add('clickable');
              e.addEventListener('click', () => idx.length === 1 ? api.play(idx[0]) : api.pick(title, idx)); }
            export function piece(e, key) { e.setAttribute('data-piece', key); return e; }
            export function scroller(label, ...children) { return html('div', { class: 'scroll' }, ...children); }
            export function useStyle() {}
            export function phone() { return false; }
            """;

    private static final String CHECK = """
            import fs from 'fs';
            class El {
              constructor(tag) { this.tag = tag; this.attrs = {}; this.children = []; this.listeners = {};
                this.textContent = ''; const self = this;
                this.classList = { add: c => { self.attrs.class = ((self.attrs.class || '') + ' ' + c).trim(); } }; }
              setAttribute(k, v) { this.attrs[k] = String(v); }
              append(...cs) { for (const c of cs) this.children.push(typeof c === 'string' ? { text: c } : c); }
              replaceChildren(...cs) { this.children = []; this.append(...cs); }
              addEventListener(t, f) { (this.listeners[t] ||= []).push(f); }
            }
            globalThis.document = { createElementNS: (ns, t) => new El(t), createElement: t => new El(t) };
            const { render, turned } = await import('./dead-keep.mjs');
            const fail = msg => { console.log('FAIL ' + msg); process.exit(1); };
            for (const file of process.argv.slice(2)) {
              const geo = JSON.parse(fs.readFileSync(file, 'utf8'));
              const start = geo.tokens.find(t => t.kind === 'START').zone;
              const other = start === 0 ? 1 : 0;
              const view = { quest: geo.id, round: 1, phase: 'player', toMove: 0, geometry: geo, legend: 'Zones: ... On the board: As Astrid.',
                zones: [{ id: start, adventurers: ['Astrid'], enemies: { Footman: 2, 'Footman (wounded)': 1 } },
                  { id: other, monsters: ['Boss Minotaur (inactive) 12/12'] }],
                doors: geo.doors.map(d => ({ id: d.id, open: d.id === 0 })),
                adventurers: [{ name: 'Astrid', adventurerClass: 'duo', zone: geo.zones.find(z => z.id === start).name, skills: [],
                  inventory: { 'Hand 1': 'Broadsword', 'Backpack 1': 'Torch', 'Backpack 2': 'Rope' } }] };
              const m = { view, seats: [{ name: 'Ann' }], choices: [
                { choice: { type: 'Move', zone: other }, label: 'Move' },
                { choice: { type: 'Attack', zone: start }, label: 'Attack 1' },
                { choice: { type: 'Attack', zone: start }, label: 'Attack 2' },
                { choice: { type: 'OpenDoor', door: geo.doors.length - 1 }, label: 'Open' }],
                events: JSON.parse(fs.readFileSync(file.replace('.json', '.events'), 'utf8')) };
              const played = [], picked = [];
              const root = new El('div');
              await render(root, m, { play: i => played.push(i), label: i => m.choices[i].label, pick: (t, idx) => picked.push(t, idx) });
              const all = []; const walk = e => { if (!e || e.text !== undefined) return; all.push(e); e.children.forEach(walk); };
              walk(root);
              const zones = all.filter(e => e.attrs['data-zone'] !== undefined);
              const doors = all.filter(e => e.attrs['data-door'] !== undefined);
              if (zones.length !== geo.zones.length) fail(`${geo.id}: ${zones.length} zone groups`);
              if (doors.length !== geo.doors.length) fail(`${geo.id}: ${doors.length} doors`);
              if (doors.filter(d => d.attrs['data-open'] === '1').length !== 1) fail(`${geo.id}: open doors`);
              const clickable = zones.filter(e => (e.attrs.class || '').includes('clickable')).map(e => +e.attrs['data-zone']);
              if (clickable.sort().join() !== [start, other].sort().join()) fail(`${geo.id}: clickable ${clickable}`);
              zones.find(e => +e.attrs['data-zone'] === other).listeners.click[0]();
              doors.find(e => +e.attrs['data-door'] === geo.doors.length - 1).listeners.click[0]();
              if (played.join() !== '0,3') fail(`${geo.id}: played ${played}`);
              zones.find(e => +e.attrs['data-zone'] === start).listeners.click[0]();
              if (picked[0] !== `Zone ${start}` || picked[1].join() !== '1,2') fail(`${geo.id}: picker ${picked}`);
              const tokens = all.filter(e => e.attrs['data-kind'] && e.attrs['data-label']).map(e => e.attrs['data-label']);
              if (!tokens.includes('Astrid') || !tokens.includes('2 Footman')) fail(`${geo.id}: actors ${tokens}`);
              if (!all.some(e => e.attrs['data-piece'] === 'dk-adv-Astrid')) fail(`${geo.id}: Astrid is a piece that moves`);
              // issue 15: Monsters and Enemy groups slide too (a group whose kind stands in one Zone is known after it moves)
              const pieces = ['Boss Minotaur (inactive) 12/12', '2 Footman', '1 Footman (wounded)']
                .map(w => all.find(e => e.attrs['data-label'] === w).attrs['data-piece']).join();
              if (pieces !== 'dk-monster-Minotaur,dk-undead-Footman,dk-undead-Footman (wounded)') fail(`${geo.id}: pieces ${pieces}`);
              // issue 26: an Adventurer's disc shows its letters (the legend spells them out) in its own colour, the
              // table's; Enemies and Monsters read by name, with how many or the Wounds left
              const label = words => { const g = all.find(e => e.attrs['data-label'] === words);
                return g ? g.children.find(c => c.tag === 'text').textContent : null; };
              const labels = ['Astrid', '2 Footman', 'Boss Minotaur (inactive) 12/12'].map(label).join();
              if (labels !== 'As,Footman ×2,Minotaur 12/12') fail(`${geo.id}: token labels ${labels}`);
              if (!all.some(e => e.attrs.id === 'dk-legend' && e.children.some(c => c.text === view.legend)))
                fail(`${geo.id}: the legend as the view words it`);
              const fills = all.filter(e => e.tag === 'circle' && e.attrs.r === '8.5').map(e => e.attrs.fill);
              if (fills.length !== 2 || fills[0] !== fills[1]) fail(`${geo.id}: Astrid's colour on the board and in the table ${fills}`);
              const row = all.find(e => e.attrs['data-adventurer'] === 'Astrid');
              if (!row || !row.children[0].children.some(c => c.tag === 'svg')) fail(`${geo.id}: the table shows Astrid's disc`);
              // a wounded group and an unwounded group of one kind share a name; only the wounded one bears the drop
              if (label('1 Footman (wounded)') !== 'Footman ×1') fail(`${geo.id}: wounded label ${label('1 Footman (wounded)')}`);
              const drops = words => all.find(e => e.attrs['data-label'] === words).children.filter(c => c.attrs && c.attrs['data-wound']).length;
              if (drops('1 Footman (wounded)') !== 1 || drops('2 Footman') !== 0)
                fail(`${geo.id}: wound drops ${drops('1 Footman (wounded)')}, ${drops('2 Footman')}`);
              const arrows = all.filter(e => e.tag === 'line' && e.attrs['data-step'] === 'move');
              const spawns = all.filter(e => e.tag === 'g' && e.attrs['data-step'] === 'spawn');
              const attacks = all.filter(e => e.tag === 'g' && e.attrs['data-step'] === 'attack');
              if (arrows.length !== 1 || spawns.length !== 1 || attacks.length !== 1)
                fail(`${geo.id}: enemy steps ${arrows.length} ${spawns.length} ${attacks.length}`);
              if (!(+arrows[0].attrs.style.match(/[0-9.]+/)[0] > 0)) fail(`${geo.id}: steps come one after another`);
              const delays = [arrows[0], spawns[0], attacks[0]].map(e => +e.attrs.style.match(/[0-9.]+/)[0]);
              if (!(delays[0] < delays[1] && delays[1] < delays[2])) fail(`${geo.id}: each step in turn ${delays}`);
              const arrow = arrows[0].attrs;
              if (arrow.x1 === arrow.x2 && arrow.y1 === arrow.y2) fail(`${geo.id}: the move arrow goes nowhere`);
              if (!arrows[0].children.some(c => c.tag === 'title' && c.textContent.includes(`Zone ${other} -> Zone ${start}`)))
                fail(`${geo.id}: the arrow's words name the Zones as the map does`);
              const items = all.find(e => e.attrs.id === 'dk-steps');
              if (!items || items.children.length !== 4) fail(`${geo.id}: the step list`);
              const said = items.children.map(li => li.children[0].text).join(' | ');
              const [startName, otherName] = [start, other].map(z => geo.zones.find(x => x.id === z).name);
              if (said.includes(startName) || said.includes(otherName) || !said.includes(`Zone ${start}`))
                fail(`${geo.id}: the steps name Zones as the map does: ${said}`);
              if (!row.children.some(td => td.children.some(c => c.text === 'hands: Broadsword · backpack: Torch, Rope')))
                fail(`${geo.id}: the inventory by place`);
              // a phone turns a wide map a quarter: each wall, door and opening still parts the same two cells'
              // Zones, each Zone's mark stands on its own cell, and four turns bring the map back as it was
              const t = turned(geo), side = { N: [-1, 0], S: [1, 0], W: [0, -1], E: [0, 1] };
              const parts = (g, e) => { const [r, c] = [e.row + side[e.side][0], e.col + side[e.side][1]];
                return `${g.cells[e.row][e.col]}|${r >= 0 && c >= 0 && r < g.rows && c < g.cols ? g.cells[r][c] : 'out'}`; };
              geo.edges.forEach((e, i) => { if (parts(geo, e) !== parts(t, t.edges[i])) fail(`${geo.id}: turned edge ${i} parts ${parts(t, t.edges[i])}`); });
              t.zones.forEach((z, i) => { if (geo.cells[geo.zones[i].row][geo.zones[i].col] === z.id && t.cells[z.row][z.col] !== z.id) fail(`${geo.id}: turned Zone ${z.id}`); });
              if (t.rows !== geo.cols || JSON.stringify(turned(turned(turned(t)))) !== JSON.stringify(geo)) fail(`${geo.id}: four turns`);
              // issue 26: a Zone holding more than its cells show ends with "+N more", whose tooltip names the N
              const crowd = { ...view, zones: [{ id: start, adventurers: ['Astrid', 'Lothar', 'Mai Ling', 'Tessara'],
                enemies: { Footman: 3, Deadeye: 2, Shadowguard: 1, Bloodhound: 2, Horseman: 1, Crawler: 1, Bishop: 1, Count: 1 }, monsters: ['Boss Ogre 9/9', 'Minotaur 6/6'],
                searchTokens: 2, artifactTokens: 1, objectives: ['red', 'blue'], treasures: 1 }] };
              const full = new El('div');
              await render(full, { ...m, view: crowd, events: [] }, { play: () => {}, label: i => m.choices[i].label, pick: () => {} });
              const everything = []; const walk2 = e => { if (!e || e.text !== undefined) return; everything.push(e); e.children.forEach(walk2); };
              walk2(full);
              const more = everything.find(e => e.attrs['data-more'] !== undefined);
              if (!more) fail(`${geo.id}: a full Zone says how many more it holds`);
              const count = +more.children.find(c => c.tag === 'text').textContent.match(/^\\+(\\d+) more$/)[1];
              const hidden = more.children.find(c => c.tag === 'title').textContent.split(', ');
              if (hidden.length !== count || !hidden.includes('1 treasure')) fail(`${geo.id}: "+${count} more" names ${hidden}`);
              const plain = new El('div');
              await render(plain, { view: { ...view, geometry: undefined, board: 'TEXT' }, choices: [], seats: [] }, {});
              if (plain.children[0].attrs.id !== 'dk-text') fail(`${geo.id}: text fallback`);
            }
            console.log('OK');
            """;

    @Test
    void theRendererDrawsEveryShippedMapAndPlaysClickedChoices(@TempDir Path dir) throws Exception {
        String renderer;
        try (InputStream in = RendererTest.class.getResourceAsStream("/web/dead-keep.js")) {
            renderer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Files.writeString(dir.resolve("dead-keep.mjs"), renderer.replace("from '/svg.js'", "from './svg.mjs'"));
        Files.writeString(dir.resolve("svg.mjs"), SVG);
        Files.writeString(dir.resolve("check.mjs"), CHECK);
        ObjectMapper json = new ObjectMapper();
        java.util.List<String> cmd = new java.util.ArrayList<>(java.util.List.of("check.mjs"));
        for (String id : Boards.MAPS) {
            Board b = Boards.load(id);
            Files.writeString(dir.resolve(id + ".json"), json.writeValueAsString(BoardGeometry.of(b)));
            // the rules' own event records, so that the renderer's reading of their wording is pinned here
            // Zones named as the rules name them in every event: by the map's number
            String start = "Zone " + b.zoneOf(TokenKind.START);
            String other = "Zone " + (b.zoneOf(TokenKind.START) == 0 ? 1 : 0);
            java.util.List<keeptable.engine.Event> events = java.util.List.of(
                    new DkEvent.Note("Astrid moves " + other + " -> " + start, "Move"),
                    new DkEvent.EnemyMoved("Footman", other, start, "Astrid", "nearest Zone with Adventurers",
                            "Activation: Move"),
                    new DkEvent.Spawned("Footman", 2, other, "Street card", "Spawn"),
                    new DkEvent.EnemyAttack("Footman", "Astrid", 2, 0, 1, "Activation: Attack"));
            java.util.List<java.util.Map<String, String>> ev = new java.util.ArrayList<>();
            for (keeptable.engine.Event e : events) {
                ev.add(java.util.Map.of("text", e.text(), "rule", e.rule()));
            }
            Files.writeString(dir.resolve(id + ".events"), json.writeValueAsString(ev));
            cmd.add(id + ".json");
        }
        String out = NodeScript.run(dir, cmd.toArray(String[]::new));
        assertEquals("OK", out);
    }
}
