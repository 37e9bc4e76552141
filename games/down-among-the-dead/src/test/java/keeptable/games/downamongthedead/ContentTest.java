package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** The content files and their validation: a bad file fails with file, entry and reason. */
class ContentTest {

    private static Content with(String file, String text) {
        ContentSource std = ContentSource.classpath(Content.class, "down-among-the-dead");
        return Content.load(f -> f.equals(file) ? new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))
                : std.open(f));
    }

    private static String maps(String... rows) {
        StringBuilder b = new StringBuilder("maps:\n  - id: good\n    name: Good\n    rows:\n");
        String[] ok = {"##########", "#S......S#", "#...V....#", "#........#", "#AAAAAAA.#", "##########"};
        for (String r : ok) {
            b.append("      - \"").append(r).append("\"\n");
        }
        b.append("  - id: bad\n    name: Bad\n    rows:\n");
        for (String r : rows) {
            b.append("      - \"").append(r).append("\"\n");
        }
        return b.toString();
    }

    private static String problem(String file, String text) {
        return assertThrows(ContentException.class, () -> with(file, text)).getMessage();
    }

    @Test
    void everyContentFileCountsInTheRulesVersion() {
        String standard = Scene.GAME.rulesVersion();
        assertTrue(standard.startsWith(DownAmongTheDead.HUMAN_VERSION + "+"), standard);
        ContentSource std = ContentSource.classpath(Content.class, "down-among-the-dead");
        assertEquals(standard, new DownAmongTheDead(Content.load(std)).rulesVersion(), "same files, same version");
        byte[] comment = "\n# edited\n".getBytes(StandardCharsets.UTF_8);
        for (String file : new String[] {Content.MAPS, Content.COUNTERS, Content.ITEMS, Content.SPAWNS}) {
            Content edited = Content.load(f -> f.equals(file)
                    ? new SequenceInputStream(std.open(f), new ByteArrayInputStream(comment)) : std.open(f));
            assertNotEquals(standard, new DownAmongTheDead(edited).rulesVersion(), file + " is not in the version");
        }
    }

    private static String standardCounters() {
        try (var in = ContentSource.classpath(Content.class, "down-among-the-dead").open(Content.COUNTERS)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aDesignersCountersAreNumberedAndNamedFromTheirOwnFile() {
        String counters = standardCounters().replace("name: Zombie,", "name: Ghoul,")
                .replace("hitPoints: 1, copies: 10}", "hitPoints: 1, copies: 6}");
        DownAmongTheDead game = new DownAmongTheDead(with(Content.COUNTERS, counters));
        DadState s = (DadState) game.newGame(keeptable.engine.Setup.of(1, "a", "b"));
        assertEquals(30, s.roster.size(), "four zombies fewer than in the box");
        assertEquals(34, ((DadState) Scene.GAME.newGame(keeptable.engine.Setup.of(1, "a", "b"))).roster.size());
        int ghoul = s.roster.first(Kind.ZOMBIE);
        DadChoice place = new DadChoice.Place(ghoul, Scene.sq("C4"));
        assertEquals("Place the Ghoul on C4", s.describe(place), "players read the game's own names");
        assertEquals("place counter " + ghoul + " on C4", place.label(), "a label names ids, not content");
    }

    @Test
    void moreCountersThanAStateCanTrackAreRefused() {
        String counters = standardCounters().replace("hitPoints: 1, copies: 10}", "hitPoints: 1, copies: 41}");
        String problem = problem(Content.COUNTERS, counters);
        assertTrue(problem.contains("at most 64 counters in all, not 65"), problem);
    }

    @Test
    void theStandardContentLoadsWithTheBooksNumbers() {
        Content c = Content.standard();
        assertEquals(3, c.maps.size());
        assertEquals(3, c.movement[Kind.PALADIN.ordinal()]);
        assertEquals(3, c.combat[Kind.PALADIN.ordinal()]);
        assertEquals(5, c.movement[Kind.SCOUT.ordinal()]);
        assertEquals(-1, c.combat[Kind.ZOMBIE.ordinal()]);
        assertEquals(5, c.combat[Kind.FIRE_ELEMENTAL.ordinal()]);
        assertEquals(4, c.copies[Kind.VAMPIRE_THRALL.ordinal()]);
        assertEquals(3, c.strengthBonus);
        assertEquals(1, c.arcane[Kind.MAGE.ordinal()], "the authored arcane rank");
        assertEquals(4, c.map("crypt").spawns.length);
        assertTrue(c.map("catacombs").adventurerStarts.length >= 7);
    }

    @Test
    void aGoodExtraMapPasses() {
        assertEquals(2, with(Content.MAPS, maps("##########", "#S......S#", "#...V....#", "#........#",
                "#AAAAAAA.#", "##########")).maps.size());
    }

    @Test
    void aMapWithCutOffFloorFails() {
        String m = problem(Content.MAPS, maps("##########", "#S..#...S#", "#...#V...#", "#...######",
                "#AAAAAAA.#", "##########"));
        assertTrue(m.startsWith("maps.yaml: entry 'bad': "), m);
        assertTrue(m.contains("is cut off: the floor must be connected"), m);
    }

    @Test
    void aMapNeedsItsStartingSquares() {
        assertTrue(problem(Content.MAPS, maps("##########", "#S......S#", "#........#", "#........#",
                "#AAAAAAA.#", "##########")).contains("exactly one V"));
        assertTrue(problem(Content.MAPS, maps("##########", "#S......S#", "#...V....#", "#........#",
                "#AAA.....#", "##########")).contains("adventurer starting squares"));
    }

    @Test
    void aMapWithABadSquareOrRowFails() {
        assertTrue(problem(Content.MAPS, maps("##########", "#S...X..S#", "#...V....#", "#........#",
                "#AAAAAAA.#", "##########")).contains("'X'"));
        assertTrue(problem(Content.MAPS, maps("##########", "#S......S#", "#...V...#", "#........#",
                "#AAAAAAA.#", "##########")).contains("row 3"));
    }

    @Test
    void aBadCounterFailsWithItsEntry() {
        String m = problem(Content.COUNTERS, "counters:\n  - {id: paladin, name: Paladin, code: P, side: monster,"
                + " movement: 3, combat: 3, hitPoints: 2, copies: 1}\n");
        assertEquals("counters.yaml: entry 'paladin': side must be adventurer", m);
        String u = problem(Content.COUNTERS, "counters:\n  - {id: paladin, speed: 3}\n");
        assertTrue(u.contains("unknown field 'speed'"), u);
    }

    @Test
    void aBrokenSpawnTableFails() {
        String m = problem(Content.SPAWNS, "spawnTable: [zombie]\nlimits: []\ndemonSacrifices: []\n"
                + "summonTable: [none, none, none, none, none, none]\n");
        assertTrue(m.startsWith("spawns.yaml: entry 'spawnTable'"), m);
    }

    /** The counter list at the end of the book: every printed movement, combat bonus and count is in the content. */
    @Test
    void everyNumberOfTheBooksCounterListIsInTheContent() {
        Content c = Content.standard();
        // kind, movement, combat bonus, counters in the box, as printed (the Summoner's pair is read as 3 and 0)
        Object[][] book = {
            {Kind.PALADIN, 3, 3, 1}, {Kind.KNIGHT, 3, 2, 1}, {Kind.MAN_AT_ARMS, 3, 1, 1}, {Kind.WARRIOR, 3, 3, 1},
            {Kind.MAGE, 4, 1, 1}, {Kind.MONK, 4, 1, 1}, {Kind.ASSASSIN, 4, 2, 1}, {Kind.SCOUT, 5, 1, 1},
            {Kind.VAMPIRE_MASTER, 4, 3, 1}, {Kind.MINOR_DEMON, 3, 4, 1}, {Kind.VAMPIRE_THRALL, 3, 2, 4},
            {Kind.MINION, 2, 1, 5}, {Kind.ZOMBIE, 2, -1, 10}, {Kind.SUMMONER, 3, 0, 1}, {Kind.FIRE_ELEMENTAL, 1, 5, 1},
            {Kind.WATER_ELEMENTAL, 3, 3, 1}, {Kind.AIR_ELEMENTAL, 5, 1, 1}, {Kind.WEREWOLF, 4, 2, 1}};
        assertEquals(Kind.values().length, book.length);
        for (Object[] row : book) {
            int k = ((Kind) row[0]).ordinal();
            assertEquals(row[1], c.movement[k], row[0] + " movement");
            assertEquals(row[2], c.combat[k], row[0] + " combat bonus");
            assertEquals(row[3], c.copies[k], row[0] + " counters");
        }
        assertEquals(8, c.itemCopies[Content.HEAL], "eight heal potions");
        assertEquals(5, c.itemCopies[Content.STRENGTH], "five strength potions");
        assertEquals(3, c.itemCopies[Content.SCROLL], "three scrolls");
        assertEquals(3, c.strengthBonus, "a strength potion gives +3");
        assertEquals(java.util.Set.of(1, 2, 3), java.util.Set.of(c.spellBonus[0], c.spellBonus[1], c.spellBonus[2]),
                "the spell counters are +2, +3 and +1");
    }
}
