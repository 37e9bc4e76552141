package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.NodeScript;
import keeptable.games.deadcells.DcView.BiomeSpace;
import keeptable.games.deadcells.DcView.BiomeView;
import keeptable.games.deadcells.DcView.CardView;
import keeptable.games.deadcells.DcView.CorridorView;
import keeptable.games.deadcells.DcView.TokenView;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The browser renderer ({@code web/dead-cells.js}) run under Node with a tiny stand-in DOM draws the view as the
 * game words it and words nothing itself: every line of every shipped Combat card, Enemy card and Equipment card
 * reads in the browser word for word as the view gives it, with an icon, and a Range icon whose filled spaces are the
 * ones the line reaches; every corridor's marks, every Enemy's tokens and every Beheaded's board read as the view
 * words them; one Enemy alone of its name is a piece that slides when it moves. The renderer reads no content file
 * and parses no prose. Needs Node ({@code node} on the PATH; {@code .ci/run} installs it) and fails without it,
 * rather than passing unrun.
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
            const { html } = await import('./svg.mjs');
            const { render } = await import('./dead-cells.mjs');
            const view = JSON.parse(fs.readFileSync('view.json', 'utf8'));
            const bad = [];
            const walk = (e, test, out = []) => { if (e && e.tag) { if (test(e)) out.push(e); e.children.forEach(c => walk(c, test, out)); } return out; };
            const cls = (e, name) => (e.attrs.class || '').split(' ').includes(name);
            const root = html('div');
            await render(root, { view, choices: [] }, { label: () => '' });
            const drawn = walk(root, e => cls(e, 'dc-card') && !cls(e, 'empty') && !cls(e, 'group'));
            const cards = [...view.combat.filter(sp => sp.enemy).map(sp => sp.enemy), ...view.players.flatMap(p => p.equipment), ...view.hand];
            if (drawn.length !== cards.length) bad.push(`${drawn.length} cards drawn, not ${cards.length}`);
            cards.forEach((card, i) => {
              const e = drawn[i];
              if (!e) return;
              const head = walk(e, x => x.tag === 'h4')[0].words();
              if (!head.startsWith(card.name)) bad.push(`card ${i}: headed '${head}', not '${card.name}'`);
              const lines = walk(e, x => x.tag === 'li');
              if (lines.length !== card.lines.length) bad.push(`${card.name}: ${lines.length} lines, not ${card.lines.length}`);
              card.lines.forEach((line, k) => {
                const li = lines[k];
                if (!li) return;
                const [round, icon, words] = li.children;
                if (round.words() !== line.round) bad.push(`${card.name}: Round '${round.words()}', not '${line.round}'`);
                if (icon.words() === '•') bad.push(`${card.name}: no icon for ${line.action}`);
                if (words.words() !== line.words) bad.push(`${card.name}: '${words.words()}', not '${line.words}'`);
                const range = walk(li, x => cls(x, 'dc-range'));
                const filled = range.length ? walk(range[0], x => cls(x, 'on')).length : 0;
                if (line.reach.length === 0 ? range.length !== 0 : range.length !== 1 || filled !== line.reach.length)
                  bad.push(`${card.name}: a Range icon with ${filled} spaces filled, not ${line.reach.length}`);
              });
              const tokens = walk(e, x => cls(x, 'dc-token')).map(x => x.words());
              card.tokens.forEach((t, k) => { if (!(tokens[k] || '').endsWith(t.words)) bad.push(`${card.name}: token '${tokens[k]}', not '${t.words}'`); });
            });
            const pieces = walk(root, e => cls(e, 'enemy')).map(e => e.attrs['data-piece'] || '-').join();
            console.log('PIECES ' + pieces);
            const marks = walk(root, e => e.attrs['data-corridor-mark']).map(e => e.words());
            const wanted = (view.biome ? view.biome.corridors : []).filter(k => k.marks.length).map(k => k.marks.join(''));
            if (marks.join('|') !== wanted.join('|')) bad.push(`corridor marks '${marks.join('|')}', not '${wanted.join('|')}'`);
            const text = root.words();
            for (const p of view.players) {
              for (const words of [p.title, p.health, p.scrolls, p.cards, p.playing].filter(Boolean)) {
                if (!text.includes(words)) bad.push(`${p.name}'s board lacks '${words}'`);
              }
            }
            for (const words of [view.where, ...view.summary]) if (!text.includes(words)) bad.push(`the heading lacks '${words}'`);
            console.log(bad.length ? bad.join('\\n') : 'OK');
            """;

    /** The renderer, read as shipped. */
    private static String renderer() throws Exception {
        try (InputStream in = RendererTest.class.getResourceAsStream("/web/dead-cells.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void everyCardLineCorridorAndBoardReadsInTheBrowserAsTheViewWordsIt(@TempDir Path dir) throws Exception {
        String out = run(dir, renderer(), combatView());
        assertTrue(out.endsWith("OK"), out);
        assertTrue(out.contains("PIECES -,-,dc-enemy-Undead Archer") || out.contains("PIECES dc-enemy-Undead Archer,-,-"),
                "the Archer alone of its name slides, the two Zombies do not: " + out);
        assertEquals("OK", run(dir, renderer(), biomeView()).lines().reduce((a, b) -> b).orElseThrow());
    }

    @Test
    void theRendererReadsNoContentFileAndWordsNoCardLine() throws Exception {
        String js = renderer();
        assertFalse(js.contains("api.content("), "the renderer draws from the view, not from the content files");
        for (String words : List.of("Damage", "Shield", "Poisoned", "Bleeding", "Hand Check", "left of the Group")) {
            assertFalse(js.contains("'" + words) || js.contains(words + "'") || js.contains(" " + words + " "),
                    "the renderer words '" + words + "' itself");
        }
    }

    /** The check is no formality: a renderer that words a line its own way, or drops a token, is caught. */
    @Test
    void aRendererThatRewordsIsCaught(@TempDir Path dir) throws Exception {
        String js = renderer();
        String reworded = js.replace("html('span', { class: 'words' }, l.words,", "html('span', { class: 'words' }, l.words.toLowerCase(),");
        assertFalse(reworded.equals(js), "the line's words are drawn where the test expects");
        String out = run(dir, reworded, combatView());
        assertTrue(out.contains("'1 damage to two beheaded', not '1 Damage to two Beheaded'"), out);
        String tokenless = js.replace("card.tokens.map(t =>", "card.tokens.slice(1).map(t =>");
        assertFalse(tokenless.equals(js));
        assertTrue(run(dir, tokenless, combatView()).contains("token"), "a token left out is caught");
    }

    /**
     * A Combat against an Undead Archer and two Zombies, one with a Shield and Poisoned, seen by seat 0 holding every
     * Combat card of the box, with every Equipment card of the box on its board and every Monster shown once.
     */
    private static ObjectNode combatView() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.combat(new String[] {"archer", "zombie", "zombie"});
        int zombie = -1;
        for (int sp = 0; sp < Content.SPACES; sp++) {
            if (t.s.enemy[sp] >= 0 && Board.enemyName(t.s, sp).equals("Zombie")) {
                zombie = sp;
            }
        }
        t.s.enemyShields[zombie] = 1;
        t.s.enemyStates[zombie][Content.S_POISON] = 1;
        DcView v = ((DcView) t.s.view(0));
        Content c = t.s.c;
        List<CardView> hand = new ArrayList<>();
        c.cards.forEach(card -> hand.add(ViewParts.combatCard(c, card)));
        List<CardView> equipment = new ArrayList<>();
        c.equipment.forEach(e -> equipment.add(ViewParts.equipmentCard(e, "Ann")));
        for (Content.Monster m : c.monsters) {
            equipment.add(ViewParts.enemyCard(m.name(), "a Monster", m.byRound(),
                    List.of(new TokenView("health", "Health " + m.health() + "/" + m.health())), CardsInTheAid.MONSTERS));
        }
        List<DcView.PlayerView> players = new ArrayList<>(v.players());
        DcView.PlayerView p = players.getFirst();
        players.set(0, new DcView.PlayerView(p.seat(), p.name(), p.beheaded(), p.title(), p.damage(), p.maxHealth(),
                p.shields(), p.health(), p.scrolls(), equipment, p.hand(), p.draw(), p.discard(), p.cards(), p.active(),
                p.announced(), p.playing(), p.dead(), p.passing()));
        assertTrue(hand.size() > 60 && equipment.size() > 30, "every card of the box");
        return new ObjectMapper().valueToTree(new DcView(v.seat(), v.toMove(), v.prompt(), v.where(), v.summary(),
                v.firstPlayer(), players, hand, v.loot(), v.bag(), v.round(), v.combat(), v.biome(), v.campaign(), null));
    }

    /** The start of a Run, on the Biome board, with every Biome's corridors and their marks drawn. */
    private static ObjectNode biomeView() {
        Scene t = Scene.run(1, "flayed", "quartered");
        DcView v = ((DcView) t.s.view(0));
        assertTrue(v.biome() != null && !v.biome().corridors().isEmpty(), "a Run starts on a Biome board");
        Content c = t.s.c;
        List<BiomeSpace> spaces = new ArrayList<>();
        List<CorridorView> corridors = new ArrayList<>();
        for (Content.Biome b : c.biomes) {
            int first = spaces.size();
            for (String name : b.spaces()) {
                spaces.add(new BiomeSpace(b.id() + name, "face down", "Face down", false));
            }
            for (Content.Corridor k : b.corridors()) {
                corridors.add(new CorridorView(corridors.size(), first + k.from(), first + k.to(), Words.corridorMarks(c, k)));
            }
        }
        assertTrue(corridors.stream().filter(k -> !k.marks().isEmpty()).count() > 10, "corridors with Checks and Runes");
        return new ObjectMapper().valueToTree(new DcView(v.seat(), v.toMove(), v.prompt(), v.where(), v.summary(),
                v.firstPlayer(), v.players(), v.hand(), v.loot(), v.bag(), v.round(), v.combat(),
                new BiomeView("every Biome", spaces, corridors), v.campaign(), null));
    }

    /** Runs the checks on the given renderer source with the given view; returns what the check printed. */
    private static String run(Path dir, String renderer, ObjectNode view) throws Exception {
        Files.writeString(dir.resolve("dead-cells.mjs"), renderer.replace("from '/svg.js'", "from './svg.mjs'"));
        Files.writeString(dir.resolve("svg.mjs"), SVG);
        Files.writeString(dir.resolve("check.mjs"), CHECK);
        Files.writeString(dir.resolve("view.json"), new ObjectMapper().writeValueAsString(view));
        return NodeScript.run(dir, "check.mjs").trim();
    }
}
