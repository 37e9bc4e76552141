package keeptable.lab;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Game;
import keeptable.engine.content.RulesAid;
import keeptable.engine.module.GameModule;

/**
 * Counts, in one game, each kind of choice each seat was offered and made (for {@link ActionFrequencies}). A kind
 * is a record type of the game's choices, named as the table heads it ({@link Choice#heading}: "Buy a Doubloon"),
 * with the title of the rules aid's section that explains it. One per thread: it reuses its counts.
 */
final class KindCounter {
    private final Game game;
    private final RulesAid aid;
    private final List<Class<? extends Choice>> kinds = new ArrayList<>();
    private final List<String> words = new ArrayList<>();
    private final List<String> rules = new ArrayList<>();
    /** Per kind, per seat: chosen, offeredAt, offered. */
    private int[][] counts = new int[0][];
    private int seats;
    private int[] seen = new int[8];

    KindCounter(GameModule game) {
        this(game, aidOf(game));
    }

    /** A counter heading each kind in {@code game}'s words and naming its section from {@code aid}, or none when null. */
    KindCounter(Game game, RulesAid aid) {
        this.game = game;
        this.aid = aid;
    }

    private static RulesAid aidOf(GameModule game) {
        try {
            return game.rulesAid();
        } catch (RuntimeException e) {
            return null;
        }
    }

    void start(int seats) {
        this.seats = seats;
        for (int[] c : counts) {
            if (c != null) {
                Arrays.fill(c, 0);
            }
        }
    }

    /** One decision of {@code seat}: the choices it was offered and the one it made. */
    void decided(int seat, List<Choice> offered, Choice made) {
        int mark = 0;
        for (Choice c : offered) {
            int k = kind(c);
            if (seen.length <= k) {
                seen = Arrays.copyOf(seen, k * 2 + 2);
            }
            int[] row = counts[k];
            if (seen[k] != -1) {
                row[seat * 3 + 1]++;
                seen[k] = -1;
                mark++;
            }
            row[seat * 3 + 2]++;
        }
        counts[kind(made)][seat * 3]++;
        for (int k = 0; mark > 0 && k < kinds.size(); k++) {
            if (seen[k] == -1) {
                seen[k] = 0;
                mark--;
            }
        }
    }

    private int kind(Choice c) {
        Class<? extends Choice> type = c.getClass();
        for (int k = 0; k < kinds.size(); k++) {
            if (kinds.get(k) == type) {
                ensure(k);
                return k;
            }
        }
        kinds.add(type);
        words.add(Choice.heading(game, type));
        String anchor = aid == null ? null : aid.anchorForChoice(c);
        RulesAid.Section section = anchor == null ? null : aid.section(anchor);
        rules.add(section == null ? null : section.title());
        ensure(kinds.size() - 1);
        return kinds.size() - 1;
    }

    private void ensure(int k) {
        if (counts.length <= k) {
            counts = Arrays.copyOf(counts, Math.max(k + 1, counts.length * 2));
        }
        if (counts[k] == null || counts[k].length < seats * 3) {
            counts[k] = new int[Math.max(seats, 4) * 3];
        }
        if (seen.length <= k) {
            seen = Arrays.copyOf(seen, k * 2 + 2);
        }
    }

    /** The game's counts, each kind a seat was offered at least once. */
    List<GameStats.KindCount> counts() {
        List<GameStats.KindCount> out = new ArrayList<>();
        for (int k = 0; k < kinds.size(); k++) {
            for (int s = 0; s < seats; s++) {
                int[] row = counts[k];
                if (row != null && row[s * 3 + 1] > 0) {
                    out.add(new GameStats.KindCount(words.get(k), rules.get(k), s, row[s * 3], row[s * 3 + 1],
                            row[s * 3 + 2]));
                }
            }
        }
        return out;
    }
}
