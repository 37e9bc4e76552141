package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
import keeptable.games.deadcells.content.Content;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, what a new player still met in Dead Cells' log and choices: a line that gives, passes or aims something
 * names the card or item and whom it goes to (never "To Ann"); every counted word agrees with its count ("1 Gold
 * Tooth", "2 Shields"); and each line of an action is tagged with the book section of its kind (a Shield gained is a
 * Block, never "Damage"). Seeded Runs of 2 to 4 players, played by the heuristic bot and at random in turn.
 */
class WhatAndWhomTest {
    /** Texts read in seeded Runs: each choice with the position it was offered in, every prompt and event. */
    record Offered(DcPosition at, DcChoice choice, String words) {
    }

    record Sweep(List<Offered> choices, List<String> prompts, List<Event> events) {
    }

    static Sweep sweep() {
        List<Offered> choices = new ArrayList<>();
        List<String> prompts = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        String[] names = {"Ann", "Bo", "Cy", "Di"};
        Agent bot = Scene.GAME.heuristicAgent();
        for (long seed = 1; seed <= 24; seed++) {
            List<Seat> seats = new ArrayList<>();
            for (int i = 0; i < 2 + seed % 3; i++) {
                seats.add(new Seat(names[i], "bot"));
            }
            State s = Scene.GAME.newGame(new Setup(seats, Map.of(), seed));
            Rng rng = new Rng(seed);
            for (int step = 0; step < 3000 && !s.isOver(); step++) {
                List<Choice> offered = List.copyOf(s.choices());
                DcPosition at = (DcPosition) s.copy();
                for (Choice ch : offered) {
                    choices.add(new Offered(at, (DcChoice) ch, s.describe(ch)));
                }
                prompts.add(s.decision().prompt());
                EventSink.Collector heard = EventSink.collect();
                Choice pick = seed % 2 == 0 ? bot.choose(s.copy(), offered, rng) : offered.get(rng.nextInt(offered.size()));
                s.apply(pick, heard);
                events.addAll(heard.events());
            }
        }
        return new Sweep(choices, prompts, events);
    }

    static final Sweep SWEEP = sweep();

    /** A choice that hands over, heals or aims names what goes and to whom, and the card or Enemy it comes from. */
    @Test
    void everyGivePassAndTargetNamesTheCardOrItemAndWhom() {
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> seen = new TreeMap<>();
        for (Offered o : SWEEP.choices()) {
            DcPosition s = o.at();
            Content c = s.c;
            List<String> must = switch (o.choice()) {
                case DcChoice.Give g when s.pending == Pending.GIVE -> List.of(s.name(g.seat()), switch (s.about) {
                    case DcPosition.W_SCROLL -> "Scroll";
                    case DcPosition.W_VIAL -> "Vial";
                    case DcPosition.W_EQUIP -> c.equipment.get(s.item).name();
                    default -> s.item + " Damage";
                });
                case DcChoice.Give g when s.pending == Pending.HEAL -> List.of(s.name(g.seat()), "Heal " + s.about,
                        Causes.carrier(c, c.acts.get(s.healAct)));
                case DcChoice.Give g when s.pending == Pending.POTION || s.pending == Pending.HEALER ->
                        List.of(s.name(g.seat()), s.pending == Pending.POTION ? "Potion" : "Healer");
                case DcChoice.TargetEnemy t -> List.of(Causes.enemy(s, t.space()), Causes.carrier(c, c.acts.get(s.item)));
                case DcChoice.TargetBeheaded t -> List.of(s.name(t.seat()), Causes.enemy(s, s.about));
                case DcChoice.TargetCompanion t -> List.of(s.names[t.seat()], Causes.enemy(s, s.about),
                        c.equipment.get(s.slot[t.seat()][t.slot()]).name());
                case DcChoice.Colour col when s.pending == Pending.COLOUR || s.pending == Pending.PASS_COLOUR ->
                        List.of(s.name(s.pending == Pending.COLOUR ? s.about : s.passer), "Scroll");
                default -> List.of();
            };
            if (!must.isEmpty()) {
                seen.merge(o.choice().getClass().getSimpleName() + " " + s.pending, 1, Integer::sum);
            }
            for (String word : must) {
                if (!o.words().toLowerCase(java.util.Locale.ROOT).contains(word.toLowerCase(java.util.Locale.ROOT))) {
                    wrong.add("'" + o.words() + "' does not name " + word);
                }
            }
        }
        for (Event e : SWEEP.events()) {
            if (e.text().matches(".* chooses: To .*")) {
                wrong.add("the log says '" + e.text() + "'");
            }
        }
        assertEquals(List.of(), wrong.stream().distinct().limit(8).toList());
        for (String kind : List.of("Give GIVE", "Give HEAL", "TargetEnemy ENEMY", "TargetBeheaded BEHEADED")) {
            assertTrue(seen.containsKey(kind), "the sweep met no " + kind + ": " + seen);
        }
    }

    /** A count and the word counted, wrongly matched: "1 Gold Teeth", "2 Shield", "0 Cell". */
    static final Pattern MISCOUNTED = Pattern.compile("(?<![\\w/])(1 (?:Gold Teeth|Cells|Potions|Shields|Bosses|Runes"
            + "|Mutations|Biomes|Elites|Elite Enemies|cards|stages)|(?:[02-9]|[1-9]\\d+) (?:Gold Tooth|Cell|Potion|Shield"
            + "|Boss|Rune|Mutation|Biome|Elite(?! Enem)|Elite Enemy|card|stage))(?![\\w])");

    @Test
    void everyCountedWordAgreesWithItsCount() {
        List<String> wrong = new ArrayList<>();
        int oneTooth = 0;
        List<String> texts = new ArrayList<>(SWEEP.prompts());
        SWEEP.choices().forEach(o -> texts.add(o.words()));
        SWEEP.events().forEach(e -> texts.add(e.text()));
        for (String text : texts) {
            Matcher m = MISCOUNTED.matcher(text);
            if (m.find()) {
                wrong.add("'" + text + "' says '" + m.group(1) + "'");
            }
            oneTooth += text.matches("Buy .* for 1 Gold Tooth") ? 1 : 0;
        }
        assertEquals(List.of(), wrong.stream().distinct().limit(8).toList());
        assertTrue(oneTooth > 0, "the sweep met a Merchant's ware for 1 Gold Tooth");
        assertTrue(MISCOUNTED.matcher("Buy a Vial for 1 Gold Teeth").find() && MISCOUNTED.matcher("2 Shield").find()
                && !MISCOUNTED.matcher("2 Shields, 1 Gold Tooth, 0 Cells").find(), "the check catches a miscount");
    }

    /** The book section each kind of action line is tagged with: what a Shield, a heal, a hit or a State is. */
    static String kindOf(String text) {
        if (text.matches(".* (gains|raises) \\d+ Shields?\\b.*")) {
            return "Block";
        }
        if (text.matches(".* heals \\d+ Damage\\b.*")) {
            return "Heal";
        }
        if (text.matches(".*'s Companion .* takes \\d+ Damage")) {
            return "Companions";
        }
        if (text.matches(".* takes \\d+ Damage\\b.*")) {
            return "Damage";
        }
        if (text.matches(".* gets \\d+ .* tokens? \\(.*")) {
            return "States";
        }
        return text.matches(".* is Immune to .*") ? "Immunity" : null;
    }

    @Test
    void eachActionLineIsTaggedByItsKind() {
        List<String> wrong = new ArrayList<>();
        Map<String, Integer> seen = new TreeMap<>();
        for (Event e : SWEEP.events()) {
            String kind = kindOf(e.text());
            if (kind != null) {
                seen.merge(kind, 1, Integer::sum);
                if (!kind.equals(e.rule())) {
                    wrong.add("'" + e.text() + "' is tagged '" + e.rule() + "', not '" + kind + "'");
                }
            }
        }
        assertEquals(List.of(), wrong.stream().distinct().limit(8).toList());
        assertEquals(List.of("Block", "Damage", "Heal", "States"),
                seen.keySet().stream().filter(k -> List.of("Block", "Damage", "Heal", "States").contains(k)).toList(),
                "the sweep met Shields, Damage, heals and States: " + seen);
        assertEquals("Block", kindOf("Ann (The Flayed) gains 1 Shield from Flayed Feint"));
        assertEquals("Damage", kindOf("In Round II, the Zombie next to the Group strikes: Ann (The Flayed) takes 1 Damage"
                + " (1 more blocked by Ann's Shield)"));
    }
}
