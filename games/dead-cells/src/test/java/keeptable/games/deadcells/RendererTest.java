package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import keeptable.engine.NodeScript;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;
import keeptable.games.deadcells.content.ContentReader;

/**
 * The browser renderer ({@code web/dead-cells.js}) run under Node with a tiny stand-in DOM: every line of every
 * shipped Combat card, Enemy card and Equipment card reads in the browser word for word as the terminal and the
 * choices read it (the rules' {@link Words#act}), with an icon, and a Range icon whose filled spaces are the
 * ones the Range reaches; every corridor's Check and Rune reads as the terminal words it
 * ({@link Words#corridorSigns}); on the Combat board each Enemy is a card with its lines and its tokens (Health,
 * Shield, States by the rules' names), and one alone of its name is a piece that slides when it moves. Needs Node ({@code node} on the
 * PATH; {@code .ci/run} installs it) and fails without it, rather than passing unrun.
 */
class RendererTest {
    /** A stand-in for the server's /svg.js: the same exports the renderer uses. */
    private static final String SVG = """
            class El {
              constructor(tag) { this.tag = tag; this.attrs = {}; this.children = []; }
              setAttribute(k, v) { this.attrs[k] = String(v); }
              append(...cs) { for (const c of cs) if (c != null) this.children.push(typeof c === 'string' ? { text: c } : c); }
              prepend(...cs) { this.children.unshift(...cs.map(c => (typeof c === 'string' ? { text: c } : c))); }
              get text() { return undefined; }
              words() { return this.children.map(c => (c.tag ? c.words() : c.text)).join(''); }
            }
            function build(tag, attrs = {}, ...children) { const e = new El(tag);
              for (const [k, v] of Object.entries(attrs || {})) if (v != null) e.setAttribute(k, v);
              e.append(...children.map(c => (typeof c === 'number' ? String(c) : c))); return e; }
            export const html = build, svg = build;
            export const SEAT_COLORS = ['#c0392b'];
            export function matching() { return []; }
            export function offer() {}
            export function piece(e, key) { e.setAttribute('data-piece', key); return e; }
            export function scroller(label, ...children) { return build('div', {}, ...children); }
            export function useStyle() {}
            """;

    private static final String CHECK = """
            import fs from 'fs';
            const { lineOf, cardOf, markWords, stateToken } = await import('./dead-cells.mjs');
            const cases = JSON.parse(fs.readFileSync('cases.json', 'utf8'));
            const bad = [];
            const walk = (e, test, out = []) => { if (e && e.tag) { if (test(e)) out.push(e); e.children.forEach(c => walk(c, test, out)); } return out; };
            for (const c of cases.lines) {
              const l = lineOf(c.line);
              if (l.words !== c.words) bad.push(`${c.line}: '${l.words}', not '${c.words}'`);
              if (l.icon === '•') bad.push(`${c.line}: no icon`);
              const card = cardOf({ name: 'X', lines: [c.line] }, 'X');
              const range = walk(card, e => e.attrs.class === 'dc-range');
              const filled = range.length ? walk(range[0], e => e.attrs.class === 'on').length : 0;
              if (c.spaces === 0 ? range.length !== 0 : range.length !== 1 || filled !== c.spaces)
                bad.push(`${c.line}: a Range icon with ${filled} spaces filled, not ${c.spaces}`);
              if (!card.words().includes(c.words)) bad.push(`${c.line}: the card reads '${card.words()}'`);
            }
            for (const c of cases.corridors) {
              const words = c.marks.map(k => ` (${markWords(k.split(':')[0], cases.runes)})`).join('');
              if (words !== c.words) bad.push(`corridor ${c.corridor}: '${words}', not '${c.words}'`);
            }
            for (const [text, words] of Object.entries(cases.tokens)) {
              const t = stateToken(text).words();
              if (t !== words) bad.push(`token ${text}: '${t}', not '${words}'`);
            }
            // the Combat board: each Enemy a card with its lines and its tokens; one alone of its name slides when it moves
            const { html } = await import('./svg.mjs');
            const { render } = await import('./dead-cells.mjs');
            const root = html('div');
            await render(root, { view: { where: 'a', round: 1, bag: '', campaign: '', seat: -1, players: [],
              combat: ['Zombie 2/2', '', 'Zombie 1/2', 'Undead Archer 3/3 +1 Shield poison 1'] }, choices: [] },
              { content: async () => ({ cards: [], monsters: cases.monsters, equipment: [] }), label: () => '' });
            const enemies = walk(root, e => (e.attrs.class || '').includes('enemy'));
            const pieces = enemies.map(e => e.attrs['data-piece'] || '-').join();
            if (pieces !== '-,-,dc-enemy-Undead Archer') bad.push(`Enemy pieces ${pieces}`);
            const archer = enemies[enemies.length - 1];
            if (!archer.words().includes('1 Damage to two Beheaded')) bad.push(`the Archer card reads '${archer.words()}'`);
            const tokens = walk(archer, e => e.attrs.class === 'dc-token').map(e => e.words()).join('|');
            if (tokens !== 'Health 3/3|◈ 1 Shield|☠ Poisoned 1') bad.push(`the Archer's tokens ${tokens}`);
            console.log(bad.length ? bad.join('\\n') : 'OK');
            """;

    @Test
    void cardsCorridorsAndTokensReadInTheBrowserAsInTheTerminal(@TempDir Path dir) throws Exception {
        ObjectNode cases = cases();
        assertEquals("OK", run(dir, null, cases));
    }

    /** The check is no formality: the renderer's old card words ("Damage 1 · range 1, 2", no Range icon) are caught. */
    @Test
    void theOldCodeLikeCardWordsAreCaught(@TempDir Path dir) throws Exception {
        String old = """
                export function lineOf(text) {
                  const [round, verb, ...rest] = String(text).trim().split(/\\s+/);
                  let words = verb; const range = rest.find(r => r.startsWith('@')); const amount = rest.find(r => /^\\d+$/.test(r));
                  if (amount) words += ` ${amount}`;
                  if (range) words += ` · range ${range.slice(1).split('').join(', ')}`;
                  return { round: Number(round), icon: '⚔', spaces: [], words: words.charAt(0).toUpperCase() + words.slice(1) };
                }
                export function legacyLineOf""";
        String out = run(dir, old, cases());
        assertTrue(out.contains("2 damage 1 @1: 'Damage 1 · range 1', not '1 Damage to an Enemy next to the Group'"), out);
        assertTrue(out.contains("a Range icon with 0 spaces filled, not 2"), out);
    }

    /** Every card line of the shipped content with the rules' words for it, the corridors' marks, and State tokens. */
    private static ObjectNode cases() throws Exception {
        Content c = ContentReader.standard();
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        ObjectMapper json = new ObjectMapper();
        ObjectNode cases = json.createObjectNode();
        ArrayNode lines = cases.putArray("lines");
        for (JsonNode e : read(yaml, "cards.yaml").path("cards")) {
            Content.Card card = c.cards.get(c.card(e.path("id").asText()));
            for (JsonNode line : e.path("lines")) {
                add(lines, line.asText(), card.byRound()[line.asText().charAt(0) - '0']);
            }
        }
        for (JsonNode e : read(yaml, "monsters.yaml").path("monsters")) {
            Content.Monster m = c.monsters.stream().filter(x -> x.id().equals(e.path("id").asText())).findFirst().orElseThrow();
            for (JsonNode line : e.path("lines")) {
                add(lines, line.asText(), m.byRound()[line.asText().charAt(0) - '0']);
            }
        }
        for (JsonNode e : read(yaml, "equipment.yaml").path("equipment")) {
            add(lines, e.path("line").asText(), c.equipment.get(c.equip(e.path("id").asText())).act());
        }
        assertTrue(lines.size() > 100, "every line of the shipped cards: " + lines.size());
        ArrayNode corridors = cases.putArray("corridors");
        for (JsonNode b : read(yaml, "biomes.yaml").path("biomes")) {
            Content.Biome biome = c.biomes.get(c.biomeIndex(b.path("id").asText()));
            java.util.List<String> names = java.util.List.of(biome.spaces());
            for (JsonNode k : b.path("corridors")) {
                String[] parts = k.asText().split("\\|");
                String[] ends = parts[0].split("->");
                int from = names.indexOf(ends[0].trim()), to = names.indexOf(ends[1].trim());
                Content.Corridor corridor = java.util.Arrays.stream(biome.corridors())
                        .filter(x -> x.from() == from && x.to() == to).findFirst().orElseThrow();
                ObjectNode o = corridors.addObject().put("corridor", k.asText()).put("words", Words.corridorSigns(c, corridor));
                ArrayNode marks = o.putArray("marks");
                for (int i = 1; i < parts.length; i++) {
                    marks.add(parts[i].trim());
                }
            }
        }
        cases.set("monsters", read(yaml, "monsters.yaml").path("monsters"));
        ArrayNode runes = cases.putArray("runes");
        for (int i = 0; i < c.runes.size(); i++) {
            runes.addObject().put("id", c.runes.get(i)).put("name", c.runeNames.get(i));
        }
        cases.putObject("tokens").put("poison 1", "☠ Poisoned 1").put("bleed 2", "♦ Bleeding 2")
                .put("fire 1", "♨ On Fire 1").put("mark 1", "◎ Marked 1").put("+1 Shield", "◈ 1 Shield")
                .put("frozen", "❄ Frozen");
        return cases;
    }

    private static void add(ArrayNode lines, String line, Content.Act act) {
        lines.addObject().put("line", line).put("words", act.text()).put("spaces", Integer.bitCount(act.range()));
    }

    private static JsonNode read(ObjectMapper yaml, String file) throws Exception {
        try (InputStream in = RendererTest.class.getResourceAsStream("/dead-cells/" + file)) {
            return yaml.readTree(in);
        }
    }

    /** Runs the checks on the renderer, with {@code replace} put in front of its lineOf when given. */
    private static String run(Path dir, String replace, ObjectNode cases) throws Exception {
        String renderer;
        try (InputStream in = RendererTest.class.getResourceAsStream("/web/dead-cells.js")) {
            renderer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        renderer = renderer.replace("from '/svg.js'", "from './svg.mjs'");
        if (replace != null) {
            renderer = renderer.replace("export function lineOf", replace);
        }
        Files.writeString(dir.resolve("dead-cells.mjs"), renderer);
        Files.writeString(dir.resolve("svg.mjs"), SVG);
        Files.writeString(dir.resolve("check.mjs"), CHECK);
        Files.writeString(dir.resolve("cases.json"), new ObjectMapper().writeValueAsString(cases));
        return NodeScript.run(dir, "check.mjs");
    }
}
