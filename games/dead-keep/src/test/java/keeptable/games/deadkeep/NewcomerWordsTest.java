package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.content.RulesAid;
import keeptable.games.deadkeep.content.AdventurerCard;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.EnemyType;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;
import org.junit.jupiter.api.Test;

/**
 * What a newcomer reads (issue 26): every card, Skill and Enemy can be looked up in the rules aid, a weapon on
 * sale says what it does, a Skill on offer says what it gives, and players are called by their names - never
 * by a seat, door, Objective or card number.
 */
class NewcomerWordsTest {
    private final DeadKeep game = new DeadKeep();
    private final Content c = game.content();

    /** Numbers a player must never read: seats, doors, Objectives, Treasures and Enemy cards by their index or id. */
    private static final Pattern INTERNAL = Pattern.compile(
            "(?i)\\b(seat \\d|player \\d|door \\d|objective \\d|treasure \\d|card [sb]\\d|adventurer \\d|skill \\d)"
                    + "|\\w\\|\\w|[a-z]+-[a-z0-9-]+:[a-z]");

    @Test
    void theRulesAidNamesEveryAdventurerSkillCardAndEnemyWithItsNumbers() {
        RulesAid aid = game.rulesAid();
        String weapons = aid.section("weapons").body();
        for (Equipment e : c.equipment) {
            RulesAid.Section s = aid.find(e.name());
            assertNotNull(s, e.name() + " is looked up nowhere");
            if (e.weapon()) {
                var w = e.lines().get(0);
                String line = lineOf(weapons, e.name());
                assertTrue(line.contains(w.dice() + (w.dice() == 1 ? " die hits" : " dice hit") + " on " + w.accuracy()
                        + "+, Armor Penetration " + w.penetration()), e.name() + " without its numbers: " + line);
            }
        }
        assertEquals("- **Night Bolt** (Necromantic, by Searching): Ranged, Range 1-3, 1 die hits on 4+, Armor"
                + " Penetration 1; or for 1 Mana, Range 0-3, 2 dice hit on 4+, Armor Penetration 1.",
                lineOf(weapons, "Night Bolt"));
        String skills = aid.section("every-skill").body();
        for (AdventurerCard a : c.adventurers) {
            assertEquals("adventurers-and-their-skills", aid.find(a.name()).anchor(), a.name());
            for (int level = 0; level < 4; level++) {
                for (String id : a.tier(level)) {
                    Skill k = Skill.parse(id);
                    String line = "- **" + SkillWords.name(k, this::enemy) + "**: " + SkillWords.effect(k, this::enemy);
                    assertTrue(skills.contains(line), a.name() + "'s " + id + " is not explained:\n" + skills);
                }
            }
        }
        String enemies = aid.section("enemy-numbers").body();
        for (EnemyType t : c.enemies) {
            EnemyType.Stats st = t.stats().get(0);
            assertTrue(lineOf(enemies, t.name()).contains("Armor " + st.armor() + ", " + st.wounds() + " Wound"),
                    t.name() + " without its numbers");
        }
        assertEquals("- **Footman** (Undead): Armor 1, 1 Wound, 1 Attack of 1 Damage.", lineOf(enemies, "Footman"));
        assertEquals("weapons", aid.find("broadsword").anchor(), "the terminal's 'rules broadsword' finds it");
    }

    @Test
    void aWeaponOnSaleSaysWhatItDoesAndASkillOnOfferWhatItGives() {
        DkState s = start(List.of("Ann"), 9);
        int sword = c.equipmentIndex("broadsword");
        assertEquals("Astrid buys Broadsword (150 Gold): Melee, Range 0, 2 dice hit on 4+, Armor Penetration 1",
                s.describe(new DkChoice.Buy(0, sword)));
        assertEquals("Astrid buys Plate Armor (200 Gold): worn on the Body; Armor rolls hit on 4+; 3+ against"
                + " Shadowguard Attacks", s.describe(new DkChoice.Buy(0, c.equipmentIndex("plate-armor"))));
        assertEquals("Take the Skill Hit & Run: Once a Turn, after a Combat Action that eliminates an Enemy, a free"
                + " Move that costs nothing extra for the Enemies around.",
                s.describe(new DkChoice.Pick(c.skillIndex("hit-and-run"))));
    }

    @Test
    void playersAreCalledByTheirNamesAndNothingByItsNumber() {
        List<String> seen = new ArrayList<>();
        Rng rng = new Rng(11);
        boolean firstPlayerNamed = false;
        boolean roundNamed = false;
        for (long seed = 1; seed <= 4; seed++) {
            DkState s = start(List.of("Ann", "Bob"), seed);
            for (int step = 0; step < 600 && !s.isOver(); step++) {
                List<Choice> choices = s.choices();
                for (Choice ch : choices) {
                    seen.add(s.describe(ch));
                    firstPlayerNamed |= s.describe(ch).equals("Bob takes the First Player token");
                }
                DkView v = (DkView) s.view(0);
                seen.add(v.text().replace(v.board(), "")); // the map's walls are drawn with '|'
                seen.add(v.prompt());
                EventSink.Collector ev = EventSink.collect();
                s.apply(choices.get(rng.nextInt(choices.size())), ev);
                for (Event e : ev.events()) {
                    seen.add(e.text());
                    roundNamed |= e.text().matches("Game Round \\d+: (Ann|Bob) is the first player");
                }
            }
        }
        assertTrue(firstPlayerNamed && roundNamed, "the first player is named");
        for (String words : seen) {
            assertTrue(!INTERNAL.matcher(words).find(), "a number or id for players:\n" + words);
        }
        assertTrue(seen.stream().anyMatch(w -> w.contains("(Ann's Duo)")), "each Adventurer's player");
    }

    private DkState start(List<String> names, long seed) {
        List<Seat> seats = names.stream().map(n -> new Seat(n, "human")).toList();
        return (DkState) game.newGame(new Setup(seats, Map.of("quest", "q1"), seed));
    }

    /** The line of a list that names {@code name} in bold. */
    private static String lineOf(String body, String name) {
        return body.lines().filter(l -> l.startsWith("- **" + name + "** (")).findFirst().orElse("(no line for " + name
                + ")");
    }

    private String enemy(String id) {
        return c.enemies.get(c.enemyIndex(id)).name();
    }
}
