package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.content.RuleRows;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;

/**
 * A player reads words: no event, choice, prompt or view ever shows "null", a content id (a card's, an
 * Upgrade's...) or a card line's code ("@12", "[R]", "x2"), and every event names a book section that the rules
 * notes treat, so the log links to its row.
 */
class WordingTest {
    static final Content C = Scene.GAME.content();
    static final List<String> ROWS = notesRows(Path.of("../../docs/games/dead-cells.md"));

    /** Every id of the content, as a pattern matching it as a whole word (case counts: "Zombie" is a name). */
    static Pattern ids() {
        TreeSet<String> ids = new TreeSet<>();
        C.cards.forEach(x -> ids.add(x.id()));
        C.monsters.forEach(x -> ids.add(x.id()));
        C.equipment.forEach(x -> ids.add(x.id()));
        C.biomes.forEach(x -> ids.add(x.id()));
        C.tiles.forEach(x -> ids.add(x.id()));
        C.bosses.forEach(x -> ids.add(x.id()));
        C.beheaded.forEach(x -> ids.add(x.id()));
        ids.addAll(C.runes);
        for (List<Content.Upgrade> deck : C.upgrades) {
            deck.forEach(x -> ids.add(x.id()));
            deck.stream().filter(x -> x.effect() != null).forEach(x -> ids.add(x.effect()));
        }
        List<String> quoted = ids.stream().map(Pattern::quote).toList();
        return Pattern.compile("(?<![\\w-])(null|@[L0-9]*|\\[[GPR]+\\]|x2|" + String.join("|", quoted)
                + ")(?![\\w-])");
    }

    @Test
    void randomCampaignsShowNoIdAndNoNull() {
        Pattern bad = ids();
        List<String> found = new ArrayList<>();
        String[] names = {"Ann", "Bo", "Cy", "Di"};
        for (int seats = 1; seats <= 4; seats++) {
            for (int campaign = 0; campaign < 3; campaign++) {
                DcCampaign camp = Scene.GAME.campaign().start(Map.of());
                for (int run = 0; run < 5 && !camp.isFinished(); run++) {
                    List<Seat> seatList = new ArrayList<>();
                    for (int i = 0; i < seats; i++) {
                        seatList.add(new Seat(names[i], "bot"));
                    }
                    Map<String, String> options = new HashMap<>();
                    options.put("campaign", Campaigns.write(camp));
                    long seed = seats * 1000L + campaign * 10 + run;
                    State s = Scene.GAME.newGame(new Setup(seatList, options, seed));
                    Agent agent = run % 2 == 0 ? new RandomAgent() : Scene.GAME.heuristicAgent();
                    Rng rng = new Rng(seed);
                    EventSink.Collector events = EventSink.collect();
                    while (!s.isOver()) {
                        List<Choice> choices = List.copyOf(s.choices());
                        for (Choice ch : choices) {
                            check(bad, "choice", s.describe(ch), found);
                        }
                        check(bad, "prompt", s.decision().prompt(), found);
                        check(bad, "view", s.view(s.toMove()).text(), found);
                        s.apply(agent.choose(s.copy(), choices, rng), events);
                    }
                    for (Event e : events.events()) {
                        check(bad, "event", e.text(), found);
                        if (RuleRows.match(ROWS, e.rule()) == null) {
                            found.add("event '" + e.text() + "' names '" + e.rule() + "', no book section of the notes");
                        }
                    }
                    camp = (DcCampaign) Campaigns.after(Scene.GAME.campaign(), camp, s);
                }
            }
        }
        assertTrue(found.isEmpty(), found.size() + " texts show an id, a card line's code or null, e.g. " + found.stream()
                .distinct()
                .limit(12).toList());
    }

    @Test
    void theChecksCatchNullAContentIdAndARuleTheNotesDoNotTreat() {
        List<String> found = new ArrayList<>();
        check(ids(), "event", "Ann draws (null)", found);
        check(ids(), "choice", "Play FL4", found);
        check(ids(), "choice", "Play Flayed Rush", found);
        check(ids(), "view", "Your hand: Flayed Cut [R] 1: damage 1 @1; 3: bleed 1 @1;", found);
        check(ids(), "choice", "Use Cleaver: bleed 1 @12", found);
        check(ids(), "event", "Zombie: damage 1 x2", found);
        assertEquals(List.of("event 'Ann draws (null)' shows 'null'", "choice 'Play FL4' shows 'FL4'",
                "view 'Your hand: Flayed Cut [R] 1: damage 1 @1; 3: bleed 1 @1;' shows '[R]'",
                "choice 'Use Cleaver: bleed 1 @12' shows '@12'", "event 'Zombie: damage 1 x2' shows 'x2'"), found);
        assertTrue(RuleRows.match(ROWS, "Hand Checks") != null, "a row's first words");
        assertTrue(RuleRows.match(ROWS, "Solo: Serenade in Combat") != null, "more words than the row's name");
        assertFalse(RuleRows.match(ROWS, "Hand Check") != null, "not quite a row's words (the row says Hand Checks)");
        assertFalse(RuleRows.match(ROWS, "Combat cards") != null, "a section the notes have no row for");
        assertFalse(RuleRows.match(ROWS, null) != null, "no rule");
    }

    @Test
    void aCardAnEnemyAndAnEquipmentReadAsWords() {
        Content.Card cut = C.cards.stream().filter(x -> x.id().equals("FL2")).findFirst().orElseThrow();
        assertEquals("Flayed Cut (Red): Round I: 1 Damage to an Enemy next to the Group; Round III: Bleeding 1 on an"
                + " Enemy next to the Group", Words.card(cut));
        Content.Equip cleaver = C.equipment.stream().filter(x -> x.id().equals("cleaver")).findFirst().orElseThrow();
        assertEquals("with a Skill Action: Bleeding 1 on an Enemy next to the Group or in the middle",
                Words.equipment(cleaver));
        assertEquals("1 Damage to two Beheaded", Words.act(Content.DAMAGE, 1, 0, Content.T_TWO));
        assertEquals("Marked 1 on the First Player", Words.act(Content.MARK, 1, 0, Content.T_FIRST));
        assertEquals("left of the Group, next to the Group or in the middle", Words.range(0b0111));
        assertEquals("on any space right of the Group", Words.range(0b1110));
        assertEquals("1 Shield", Words.act(Content.SHIELD, 1, 0, Content.T_ONE));
    }

    /**
     * Rounds read as the book numbers them (I, II, III, IV) in every choice, prompt, event and view, a Check's
     * symbol by its colour's name, and a prompt to aim or to take a hit says which card or Enemy it is about.
     */
    @Test
    void roundsChecksAndAimsReadAsTheBookSaysThem() {
        List<String> found = new ArrayList<>();
        Pattern arabic = Pattern.compile("(Round [1-4]\\b|Check [GPR]\\b|the The |\\b1 Cells|\\b1 Gold Teeth|Loot: Loot)");
        int aims = 0;
        int hits = 0;
        for (long seed = 1; seed <= 6; seed++) {
            State s = Scene.GAME.newGame(new Setup(List.of(new Seat("Ann", "bot"), new Seat("Bo", "bot")), Map.of(),
                    seed));
            Rng rng = new Rng(seed);
            for (int step = 0; step < 400 && !s.isOver(); step++) {
                List<Choice> choices = List.copyOf(s.choices());
                String prompt = s.decision().prompt();
                for (Choice ch : choices) {
                    check(arabic, "choice", s.describe(ch), found);
                    aims += ch instanceof DcChoice.TargetEnemy ? 1 : 0;
                }
                if (choices.get(0) instanceof DcChoice.TargetEnemy) {
                    assertTrue(prompt.matches("(Ann|Bo) \\(The \\w+\\), (with .+ )?in Round (0|I|II|III|IV): choose the"
                            + " Enemy to aim .+ at"), prompt);
                }
                if (choices.get(0) instanceof DcChoice.TargetBeheaded) {
                    hits++;
                    assertTrue(prompt.matches("In Round (0|I|II|III|IV), the .+ strikes \\(.+\\): choose who takes it"),
                            prompt);
                }
                check(arabic, "prompt", prompt, found);
                check(arabic, "view", s.view(0).text(), found);
                EventSink.Collector events = EventSink.collect();
                s.apply(choices.get(rng.nextInt(choices.size())), events);
                for (Event e : events.events()) {
                    check(arabic, "event", e.text(), found);
                }
            }
        }
        assertTrue(aims > 0 && hits > 0, aims + " aims, " + hits + " hits to give seen");
        assertEquals(List.of(), found.stream().distinct().limit(5).toList());
    }

    private static void check(Pattern bad, String what, String text, List<String> found) {
        Matcher m = bad.matcher(text);
        if (m.find()) {
            found.add(what + " '" + text + "' shows '" + m.group(1) + "'");
        }
    }

    /** The notes' book-section rows (see {@link RuleRows}); fails when the table is not found. */
    private static List<String> notesRows(Path notes) {
        try {
            List<String> rows = RuleRows.of(Files.readString(notes));
            if (rows.size() < 40) {
                throw new IllegalStateException("the notes' book-section table was not found in " + notes);
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
