package keeptable.lab;

import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import keeptable.engine.Game;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;

/**
 * Plays numbered games of a run on one thread. Game {@code i} (or campaign {@code i}) is seeded from
 * the run's seed and {@code i} alone, so any split of the numbers over threads or cluster partitions
 * plays the very same games.
 */
public final class Batch {
    private final GameModule game;
    private final List<Seat> seats;
    private final Map<String, String> options;
    private final long seed;
    private final int campaignLength;
    private final List<Agent> agents = new ArrayList<>();
    private final Playout playout;

    public Batch(GameModule game, List<String> agentSpecs, Map<String, String> options, long seed, int campaignLength,
                 int maxChoices) {
        this.game = game;
        this.options = options;
        this.seed = seed;
        this.campaignLength = campaignLength;
        this.seats = seats(agentSpecs);
        for (String a : agentSpecs) {
            agents.add(game.agent(a));
        }
        this.playout = new Playout(game, maxChoices);
    }

    /** The seats of a run: "Seat 1", "Seat 2", ... with their agents. */
    public static List<Seat> seats(List<String> agentSpecs) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < agentSpecs.size(); i++) {
            seats.add(new Seat("Seat " + (i + 1), agentSpecs.get(i)));
        }
        return seats;
    }

    /** The seed of the {@code g}-th game (from 0) of the {@code i}-th campaign, or of game {@code i} when g is 0. */
    public static long gameSeed(long runSeed, long i, int g) {
        return new Rng(runSeed + i).nextLong() + g;
    }

    /** Plays game (or campaign) {@code i} into {@code tally}; {@code records} hears each game's record, or is null. */
    public void play(long i, Tally tally, Consumer<GameRecord> records) {
        play(i, tally::add, records);
    }

    /** Plays campaign {@code i} (or game {@code i}, when games stand alone) and returns what each game showed. */
    public List<GameStats> campaign(long i) {
        List<GameStats> games = new ArrayList<>(campaignLength);
        play(i, games::add, null);
        return games;
    }

    private void play(long i, Consumer<GameStats> each, Consumer<GameRecord> records) {
        Setup setup = new Setup(seats, options, gameSeed(seed, i, 0));
        Campaign campaign = campaignLength > 1 ? Campaigns.of(game.campaign(), setup) : null;
        for (int g = 0; g < campaignLength; g++) {
            if (campaign != null) {
                setup = Campaigns.carrying(new Setup(seats, options, gameSeed(seed, i, g)), campaign);
            }
            GameStats stats = playout.play(setup, g, agents, records != null);
            each.accept(stats);
            if (records != null && playout.record() != null) {
                records.accept(playout.record());
            }
            if (campaign != null) {
                if (stats.timedOut()) {
                    break;
                }
                campaign = Campaigns.after(game.campaign(), campaign, playout.last());
                if (campaign.isFinished()) {
                    break;
                }
            }
        }
    }

    /** The totals of a range of games and each finished game's brief and record, in the games' order. */
    public record Part(Tally tally, List<Played> games) implements Serializable {
    }

    /** Plays games (or campaigns) {@code from} to {@code to} (exclusive), keeping each game's record. */
    public Part played(long from, long to) {
        Tally tally = new Tally(seats.size());
        List<Played> games = new ArrayList<>();
        ObjectWriter writer = game.json().writer();
        for (long i = from; i < to; i++) {
            play(i, tally, record -> games.add(Played.of(record, writer)));
        }
        return new Part(tally, games);
    }

    /** Plays games {@code from} (inclusive) to {@code to} (exclusive) into a new tally. */
    public Tally play(long from, long to) {
        Tally tally = new Tally(seats.size());
        for (long i = from; i < to; i++) {
            play(i, tally, null);
        }
        return tally;
    }
}
