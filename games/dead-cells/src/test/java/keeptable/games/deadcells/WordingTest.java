package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.api.Test;

/** A player reads words: no event and no choice ever shows "null" or a content id (a card's, an Upgrade's...). */
class WordingTest {
    static final Content C = Scene.GAME.content();

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
        return Pattern.compile("(?<![\\w-])(null|" + String.join("|", quoted) + ")(?![\\w-])");
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
                        s.apply(agent.choose(s.copy(), choices, rng), events);
                    }
                    for (Event e : events.events()) {
                        check(bad, "event", e.text(), found);
                    }
                    camp = (DcCampaign) Campaigns.after(Scene.GAME, camp, s);
                }
            }
        }
        assertTrue(found.isEmpty(), found.size() + " texts show an id or null, e.g. " + found.stream().distinct()
                .limit(12).toList());
    }

    private static void check(Pattern bad, String what, String text, List<String> found) {
        Matcher m = bad.matcher(text);
        if (m.find()) {
            found.add(what + " '" + text + "' shows '" + m.group(1) + "'");
        }
    }
}
