package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import org.junit.jupiter.api.Test;

/**
 * Every decision, a bot's or the Enemy Phase's included, says in the log what was done (issue 26): the terminal prints
 * another seat's choice as its player's name over the events it brought ("Bot 2:"), and the browser's log shows the
 * events alone, so a choice that brings no event, or none naming what was chosen (which Enemy, which Zone, whom it hit,
 * which card or Skill), reads as a bare header. Heuristic and random parties play every Quest and a campaign's shop;
 * each choice's events, as every seat sees them, must name what the choice names.
 */
class EveryChoiceSaidTest {
    private final DeadKeep game = new DeadKeep();

    @Test
    void everyChoiceOfHeuristicAndRandomGamesBringsAnEventNamingWhatWasChosen() {
        Map<String, String> bare = new LinkedHashMap<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        Agent bot = game.heuristicAgent();
        Rng rng = new Rng(5);
        List<String> quests = new ArrayList<>(game.content().questIds());
        int games = 2 * quests.size();
        for (int g = 0; g < games + 2; g++) {
            List<Seat> seats = new ArrayList<>();
            for (int i = 0; i <= g % 3; i++) {
                seats.add(new Seat("P" + (i + 1), "bot"));
            }
            Map<String, String> options = g < games ? Map.of("quest", quests.get(g % quests.size())) : MidCampaign.options();
            DkState s = (DkState) game.newGame(new Setup(seats, options, 900 + g));
            for (int step = 0; step < 3000 && !s.isOver(); step++) {
                List<Choice> choices = s.choices();
                Choice c = g % 2 == 0 ? bot.choose(s, choices, rng) : choices.get(rng.nextInt(choices.size()));
                String kind = c.getClass().getSimpleName();
                String words = s.describe(c);
                String named = named(s, (DkChoice) c);
                EventSink.Collector ev = EventSink.collect();
                s.apply(c, ev);
                seen.merge(kind, 1, Integer::sum);
                String said = saidToAll(ev.events(), s.seats());
                if (said.isBlank() || named != null && !said.contains(named)) {
                    bare.putIfAbsent(kind, "'" + words + "' brought " + (said.isBlank() ? "no words" : "'" + said.strip()
                            + "', naming no " + named));
                }
            }
        }
        assertTrue(seen.size() >= 20, "most kinds of choice were played: " + seen);
        assertEquals(Map.of(), bare, "choices whose events do not say what was chosen");
    }

    /** What every seat reads of the events, line by line. */
    private static String saidToAll(List<Event> events, int seats) {
        StringBuilder b = new StringBuilder();
        for (Event e : events) {
            boolean all = true;
            for (int seat = 0; seat < seats; seat++) {
                all &= e.visibleTo(seat);
            }
            if (all && e.text() != null && !e.text().isBlank()) {
                b.append(e.text()).append('\n');
            }
        }
        return b.toString();
    }

    /** The name the events of a choice must hold: the Zone, Adventurer, card, Skill or Enemy it picks (null: any words). */
    private static String named(DkState s, DkChoice c) {
        return switch (c) {
            case DkChoice.Move m -> s.zoneName(m.zone());
            case DkChoice.Route r -> s.zoneName(r.zone());
            case DkChoice.MistZone m -> s.zoneName(m.zone());
            case DkChoice.SearchToken t -> s.zoneName(t.zone());
            case DkChoice.Shove sh -> s.zoneName(sh.zone());
            case DkChoice.Taunt ta -> s.zoneName(ta.zone());
            case DkChoice.Activate a -> s.advName(a.adventurer());
            case DkChoice.Assign a -> s.advName(a.adventurer());
            case DkChoice.Lead l -> s.advName(l.adventurer());
            case DkChoice.Potion p -> s.advName(p.target());
            case DkChoice.GivePotion p -> s.advName(p.to());
            case DkChoice.Enchant e -> s.advName(e.target());
            case DkChoice.Trade t -> t.partner() < 0 ? s.advName(s.cur) : s.advName(t.partner());
            case DkChoice.Buy b -> s.c.equipment.get(b.card()).name();
            case DkChoice.Sell b -> s.c.equipment.get(b.card()).name();
            case DkChoice.Bring b -> s.c.equipment.get(b.card()).name();
            case DkChoice.Keep k -> s.c.equipment.get(s.keepCard).name();
            case DkChoice.Discard d -> s.c.equipment.get(s.item(d.adventurer(), d.slot())).name();
            case DkChoice.Pick p -> ChoiceWords.skillName(s.c, p.skill());
            case DkChoice.Hit h -> s.c.enemies.get(h.enemy()).name();
            case DkChoice.Reap r -> s.c.enemies.get(r.enemy()).name();
            case DkChoice.FirstPlayer f -> s.seatName(f.seat());
            default -> null;
        };
    }
}
