package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.content.ContentSource;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.ContentFiles;
import keeptable.games.killmanskeep.content.Effect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Choices hold ids, never words: a label names only the choice's fields, and what players read comes
 * from the content the game was built with, so a designer's renamed card or area shows in its new name.
 */
class ChoiceWordsTest {
    @TempDir
    Path dir;

    @Test
    void labelsNameTheFieldsAlone() {
        assertEquals("buy card 12 haggling", new KkChoice.Buy(12, true).label());
        assertEquals("move to area 2", new KkChoice.Move(2).label());
        assertEquals("use card 5 on target 1", new KkChoice.Use(5, 1).label());
        assertEquals("turn in goal 3", new KkChoice.TurnInGoal(3).label());
    }

    @Test
    void playersReadCardsPricesAndPlacesFromTheShippedContent() {
        Scene t = Scene.started(2, 81).turn(0, "market");
        int candle = t.give(0, "candle", false);
        assertEquals("Show Candle Stub (*) as your Display card", t.s.describe(new KkChoice.ShowCard(candle)));
        assertEquals("Sell Candle Stub (*) haggling ($25-$75)", t.s.describe(new KkChoice.Sell(candle, true)));
        assertEquals("Buy Candle Stub (*) for $50", t.s.describe(new KkChoice.Buy(candle, false)));
        assertEquals("Move to the Bank", t.s.describe(new KkChoice.Move(t.area("bank"))));
        assertEquals("Offer a trade to Player 2 (an action)", t.s.describe(new KkChoice.ProposeTrade(1)));
        assertEquals("Offer $25 more", t.s.describe(new KkChoice.GiveMoney()));
    }

    /** A move once the free one is spent costs an action, and the choice says so before it is made. */
    @Test
    void aMoveThatCostsAnActionSaysSo() {
        Scene t = Scene.started(2, 81).turn(0, "market");
        KkChoice.Move toBank = new KkChoice.Move(t.area("bank"));
        assertEquals("Move to the Bank", t.s.describe(toBank));
        t.play(toBank);
        assertEquals("Move to the Market (an action)", t.s.describe(new KkChoice.Move(t.area("market"))));
    }

    /** Using an Artifact is told by what it did, not by when the card may be played. */
    @Test
    void anArtifactUsedIsToldByWhatItDoes() {
        Scene t = Scene.started(2, 81).turn(0, "market");
        int amethyst = t.give(0, "amethyst", false);
        t.give(0, "candle", true);
        List<String> told = Scene.texts(t.play(new KkChoice.Use(amethyst, -1)), 1);
        assertTrue(told.contains("Player 1 uses Amethyst (take $75 from the Bank)"), told.toString());
    }

    /** The terminal lists each card for sale with its kind and what it does, and counts in plain words. */
    @Test
    void theTerminalSaysWhatEachCardForSaleDoes() {
        Scene t = Scene.started(2, 81).turn(0, "market");
        t.toMarket(t.card("hex-doll"));
        String board = t.s.view(0).text();
        assertTrue(board.contains("\n  Hex Doll (**, $100) [Cursed] action, against a player: they lose 1 action on"
                + " their next turn\n"), board);
        assertTrue(board.matches("(?s).*Player 2: [A-Za-z]+, \\$\\d+, 0 Doubloons, \\d+ cards?, 0 goals.*"), board);
    }

    /**
     * Issue 26: actions are counted as words count them - "1 action", "2 actions", never "action(s)" - in every
     * effect's words (amounts 1 to 3) and every Artifact's card, the turn's prompt in each state a turn can be in,
     * the line that starts a turn and the Hex that takes actions away.
     */
    @Test
    void actionsAreCountedAsWordsCountThem() {
        List<String> read = new ArrayList<>();
        for (Effect e : Effect.values()) {
            for (int n = 1; n <= 3; n++) {
                read.add(e.describe(n));
            }
        }
        Scene t = Scene.started(2, 81).turn(0, "market");
        for (int k = 0; k < t.s.content.artifactCards; k++) {
            read.add(t.s.content.artifact(k).text());
        }
        for (int actions = 0; actions <= 2; actions++) {
            for (int free = actions == 0 ? 1 : 0; free <= 1; free++) {
                t.s.actions = actions;
                t.s.freeMoves = free;
                read.add(t.s.decision().prompt());
            }
        }
        assertEquals("your turn: 1 action left", promptWith(t, 1, 0));
        assertEquals("your turn: 2 actions and a free move left", promptWith(t, 2, 1));
        assertEquals("your turn: a free move left", promptWith(t, 0, 1));
        assertEquals("action: gain 1 action", Effect.HASTE.describe(1));
        assertEquals("action: gain 2 actions", Effect.HASTE.describe(2));
        assertEquals("they lose 2 actions on their next turn", Effect.HEX.does(2));
        // Bob is hexed (the doll takes 1 action) and endures it; Ann's turn ends and Bob's begins with 1 action
        t.s.actions = 2;
        int doll = t.give(0, "hex-doll", false);
        t.give(0, "candle", true);
        t.play(new KkChoice.Use(doll, 1));
        List<String> told = Scene.texts(t.play(ChoiceTable.ENDURE), 0);
        told.addAll(Scene.texts(t.play(new KkChoice.EndTurn()), 0));
        assertTrue(told.contains("Player 2 loses 1 action on their next turn"), told.toString());
        assertTrue(told.stream().anyMatch(w -> w.endsWith("Player 2's turn (1 action, a free move)")), told.toString());
        read.addAll(told);
        read.add(t.s.view(0).text());
        for (String words : read) {
            assertFalse(words.contains("(s)"), words);
            assertFalse(Pattern.compile("\\b1 actions\\b").matcher(words).find(), words);
            assertFalse(Pattern.compile("(?<!\\d)(?!1\\b)\\d+ action\\b").matcher(words).find(), words);
        }
    }

    private static String promptWith(Scene t, int actions, int freeMoves) {
        t.s.actions = actions;
        t.s.freeMoves = freeMoves;
        return t.s.decision().prompt();
    }

    @Test
    void aDesignersContentNamesItsOwnCardsAndAreas() throws IOException {
        copyShippedContent();
        rename(ContentFiles.BOARD, "name: Market", "name: Bazaar");
        rename(ContentFiles.ARTIFACTS, "name: Candle Stub,", "name: Tallow End,");
        KillmansKeep designed = new KillmansKeep(Content.load(ContentSource.directory(dir)));
        State s = designed.newGame(Setup.of(81, "a", "b"));
        boolean sawBazaar = false;
        for (int step = 0; step < 400 && !s.isOver(); step++) {
            for (Choice c : s.choices()) {
                String words = s.describe(c);
                assertFalse(words.contains("Candle Stub") || words.contains("Market"), words);
                sawBazaar |= words.startsWith("Move to the Bazaar");
            }
            s.apply(s.choices().get(step * 7 % s.choices().size()));
        }
        assertTrue(sawBazaar, "a move to the renamed Market was offered");
        String board = s.view(0).text();
        assertTrue(board.contains("  BAZAAR ---- BANK        Bank: "), board);
        assertTrue(board.contains("\nBazaar:"), board);
        assertFalse(board.contains("MARKET") || board.contains("Market"), board);
        assertEquals("Show Tallow End (*) as your Display card",
                s.describe(new KkChoice.ShowCard(cardWithId(designed.content(), "candle"))));
    }

    @Test
    void theBoardAndTheKeepsWordsComeFromTheAreasNames() throws IOException {
        copyShippedContent();
        rename(ContentFiles.BOARD, "name: Keep", "name: Crypt of the Drowned");
        KillmansKeep designed = new KillmansKeep(Content.load(ContentSource.directory(dir)));
        KkState s = (KkState) designed.newGame(Setup.of(81, "a", "b"));
        assertEquals("Draw from the Crypt of the Drowned", s.describe(new KkChoice.DrawFromKeep()));
        assertEquals("Fight the Monster on top of the Crypt of the Drowned",
                s.describe(new KkChoice.FightKnownMonster()));
        String[] rows = s.view(0).text().split("\n");
        // the longest name sets the left column, the shorter one centred in it; the notes move over to make room
        assertEquals("         MARKET ----------- BANK        Bank: 10 Doubloons left", rows[1]);
        assertEquals("           |                 |          Crypt of the Drowned deck: "
                + s.keepDeck.size() + " cards", rows[2]);
        assertEquals("  CRYPT OF THE DROWNED ---- GUILD       Goal deck: " + s.goalDeck.size() + " cards", rows[3]);
    }

    @Test
    void theShippedBoardIsDrawnAsEver() {
        KkState s = Scene.started(2, 81).s;
        String[] rows = s.view(0).text().split("\n");
        assertEquals("  MARKET ---- BANK        Bank: 10 Doubloons left", rows[1]);
        assertEquals("    |          |          Keep deck: " + s.keepDeck.size() + " cards", rows[2]);
        assertEquals("   KEEP ----- GUILD       Goal deck: " + s.goalDeck.size() + " cards", rows[3]);
        assertEquals("Draw from the Keep", s.describe(new KkChoice.DrawFromKeep()));
    }

    private void copyShippedContent() throws IOException {
        for (String file : new String[] {ContentFiles.BOARD, ContentFiles.ARTIFACTS, ContentFiles.MONSTERS, ContentFiles.GOALS,
            ContentFiles.ACTION_CARD}) {
            try (InputStream in = Content.class.getResourceAsStream("/killmans-keep/" + file)) {
                Files.copy(in, dir.resolve(file));
            }
        }
    }

    private void rename(String file, String from, String to) throws IOException {
        Path p = dir.resolve(file);
        String text = Files.readString(p);
        assertTrue(text.contains(from), "fixture: " + from);
        Files.writeString(p, text.replace(from, to));
    }

    private static int cardWithId(Content content, String id) {
        for (int k = 0; k < content.artifactCards; k++) {
            if (content.artifact(k).id().equals(id)) {
                return k;
            }
        }
        throw new IllegalArgumentException(id);
    }
}
