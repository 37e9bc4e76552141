package keeptable.games.deadkeep;

import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.AdventurerCard.AdventurerClass;
import keeptable.games.deadkeep.content.StageCard;

/**
 * Miniatures arriving from the reserve, whatever brought them (an Enemy card, a Stage card, a Crawler): placing
 * them, the Zones a spawning effect filled (for the Duos' Combat Reflexes), Running Out of Miniatures, and the
 * Boss's Doom, whose fifth token brings a Stage card's inactive side onto the board. These call each other
 * (a Crawler brings Doom, Doom brings Stage miniatures, running out brings Doom), so they live together, one
 * layer below the Enemy cards ({@link Spawns}) and the Boss ({@link Boss}).
 */
final class Arrivals {
    private Arrivals() {
    }

    /** Places up to {@code count} miniatures of a type from the reserve; returns how many were placed. */
    static int place(DkPosition s, int type, int z, int count, int level, int card, String why, String rule,
                     EventSink ev) {
        int placed = 0;
        int base = s.t.base[type];
        for (int k = 0; k < s.t.minis[type] && placed < count; k++) {
            int slot = base + k;
            if (s.enZone[slot] < 0 && slot != s.bossSlot) {
                s.place(slot, z);
                s.spawnSlots[slot >>> 6] |= 1L << slot;
                s.enWounds[slot] = 0;
                s.enLevel[slot] = level;
                s.enCard[slot] = card;
                s.noRegen[slot] = false;
                placed++;
            }
        }
        if (placed > 0 && z < 64) {
            s.spawnMask |= 1L << z;
        }
        if (placed > 0 && ev.enabled()) {
            ev.emit(new DkEvent.Spawned(s.c.enemies.get(type).name(), placed, s.zoneName(z), why, rule));
        }
        if (type == s.t.crawler) {
            for (int i = 0; i < placed; i++) {
                crawlerSpawned(s, z, ev);
            }
        }
        return placed;
    }

    /** How many miniatures of a type are in the reserve (off the board, the Boss' miniature aside). */
    static int inReserve(DkPosition s, int type) {
        int free = 0;
        for (int k = 0; k < s.t.minis[type]; k++) {
            int slot = s.t.base[type] + k;
            if (s.enZone[slot] < 0 && slot != s.bossSlot) {
                free++;
            }
        }
        return free;
    }

    private static void crawlerSpawned(DkPosition s, int z, EventSink ev) {
        if (s.searchTokens[z] > 0) {
            s.searchTokens[z]--;
            if (ev.enabled()) {
                Notes.note(ev, "The Crawler removes a Search token in " + s.zoneName(z), "Aaahh! Crawler!");
            }
        }
        addDoom(s, 1, "a Crawler spawns", ev);
    }

    /** Starts counting the Zones one Enemy card (or one spawning effect) fills. */
    static void beginSpawn(DkPosition s) {
        s.spawnMask = 0;
        java.util.Arrays.fill(s.spawnSlots, 0);
    }

    /** Whether the miniature in {@code slot} was placed by the card whose Combat Reflexes are offered now. */
    static boolean spawnedNow(DkPosition s, int slot) {
        return (s.reflexSlots[slot >>> 6] & 1L << slot) != 0;
    }

    /** The Combat Reflexes of the first pending card are over (used or passed by every Duo). */
    static void dropReflex(DkPosition s) {
        int w = s.spawnSlots.length;
        System.arraycopy(s.reflexMasks, 1, s.reflexMasks, 0, s.reflexLen - 1);
        System.arraycopy(s.reflexDuos, 1, s.reflexDuos, 0, s.reflexLen - 1);
        System.arraycopy(s.reflexSecond, 1, s.reflexSecond, 0, s.reflexLen - 1);
        System.arraycopy(s.reflexSlots, w, s.reflexSlots, 0, (s.reflexLen - 1) * w);
        s.reflexLen--;
        s.reflexMasks[s.reflexLen] = 0;
        s.reflexDuos[s.reflexLen] = 0;
        s.reflexSecond[s.reflexLen] = 0;
        java.util.Arrays.fill(s.reflexSlots, s.reflexLen * w, (s.reflexLen + 1) * w, 0);
    }

    /** Ends a spawning effect: standing Duos who see a Zone it filled may answer with Combat Reflexes. */
    static void endSpawn(DkPosition s) {
        long mask = s.spawnMask;
        s.spawnMask = 0;
        if (mask == 0 || s.reflexLen == s.reflexMasks.length) {
            java.util.Arrays.fill(s.spawnSlots, 0);
            return;
        }
        int duos = 0;
        for (int a = 0; a < s.n; a++) {
            if (!s.ko(a) && Skills.isClass(s, a, AdventurerClass.DUO)) {
                duos |= 1 << a;
            }
        }
        if (duos != 0) {
            s.reflexMasks[s.reflexLen] = mask;
            s.reflexDuos[s.reflexLen] = duos;
            s.reflexSecond[s.reflexLen] = 0;
            System.arraycopy(s.spawnSlots, 0, s.reflexSlots, s.reflexLen * s.spawnSlots.length, s.spawnSlots.length);
            s.reflexLen++;
        }
        java.util.Arrays.fill(s.spawnSlots, 0);
    }

    /**
     * Running Out of Miniatures: Monsters (and an active Boss) get an extra Activation; then an inactive Boss gets a
     * Doom token, once that Activation is over ({@link #doomAfterExtraActivation}), or at once if no Monster acts.
     */
    static void runningOut(DkPosition s, EventSink ev) {
        if (ev.enabled()) {
            Notes.note(ev, "Not enough miniatures: Monsters" + (s.bossActive ? " and the Boss" : "")
                    + " get an extra Activation" + (s.bossActive ? "" : ", then the Boss gains Doom"),
                    "Running Out of Miniatures");
        }
        boolean acting = Activations.startBatch(s, 1, true, -1, ev);
        if (s.bossActive) {
            return;
        }
        if (acting) {
            s.doomWaiting++;
        } else {
            addDoom(s, 1, "extra Activation", ev);
        }
    }

    /** A queued extra Activation of the Monsters opens; with no Monster left to act, its Doom comes at once. */
    static void queuedExtraActivation(DkPosition s, EventSink ev) {
        if (!Activations.startBatch(s, 1, true, -1, ev) && s.doomWaiting > 0) {
            s.doomWaiting--;
            addDoom(s, 1, "extra Activation", ev);
        }
    }

    /** A Monsters' extra Activation is over: the inactive Boss gets the Doom token that waited for it. */
    static void doomAfterExtraActivation(DkPosition s, EventSink ev) {
        if (s.batchMonsters && s.doomWaiting > 0) {
            s.doomWaiting--;
            addDoom(s, 1, "extra Activation", ev);
        }
    }

    /** Doom tokens on an inactive Boss; at 5 a Stage card goes under it and its inactive side spawns in every Spawn Zone. */
    static void addDoom(DkPosition s, int k, String why, EventSink ev) {
        if (s.bossActive || s.bossDead || k <= 0) {
            return;
        }
        s.doom += k;
        if (ev.enabled()) {
            Notes.note(ev, "The Boss gains Doom (" + why + "): " + s.doom + "/5", "Bosses");
        }
        if (s.doom >= 5) {
            s.doom = 0;
            if (s.stageDeckLen == 0) {
                return;
            }
            int stage = s.stageDeck[--s.stageDeckLen];
            StageCard card = s.c.stages.get(stage);
            s.stagePile[s.stageCount++] = stage;
            s.stagesRevealed++;
            if (ev.enabled()) {
                Notes.reveal(ev, "5 Doom: Stage card " + card.name() + " goes to the Boss (" + s.stageCount
                        + " Stage cards)", "Bosses");
            }
            boolean shortAny = false;
            long outer = s.spawnMask;
            long[] outerSlots = s.spawnSlots.clone();
            beginSpawn(s);
            for (int z : s.g.spawnZones()) {
                if (place(s, s.c.stageInactive[stage], z, card.inactiveCount(), 1, -1, card.name(), "Bosses", ev)
                        < card.inactiveCount()) {
                    shortAny = true;
                }
            }
            endSpawn(s);
            s.spawnMask = outer;
            s.spawnSlots = outerSlots;
            if (shortAny) {
                runningOut(s, ev);
            }
        }
    }
}
