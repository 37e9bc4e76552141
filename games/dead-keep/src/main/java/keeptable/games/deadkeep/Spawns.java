package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.EnemyCard;
import keeptable.games.deadkeep.content.EnemyType;

/**
 * Enemies coming onto the board: Enemy cards drawn for a Zone (Undead, Notables with their escort, Monsters and
 * the 3 Monsters Rule, Baba Yaga pairs, Mist Events), Crawlers, Running Out of Miniatures, and the Combat
 * Reflexes each spawning effect offers to the Duos who see it.
 */
final class Spawns {
    static final String[] LEVELS = {"Blue", "Yellow", "Orange", "Red"};

    private Spawns() {
    }

    private static int drawCard(DkPosition s, boolean building, EventSink ev) {
        int[] deck = building ? s.buildingDeck : s.streetDeck;
        int pos = building ? s.buildingPos : s.streetPos;
        if (pos >= deck.length) {
            List<EnemyCard> cards = building ? s.c.building : s.c.street;
            List<Integer> fifth = new ArrayList<>();
            for (int i = 0; i < cards.size(); i++) {
                if (cards.get(i).level() == 5 && !held(s, i, building)) {
                    fifth.add(i);
                }
            }
            deck = fifth.stream().mapToInt(Integer::intValue).toArray();
            s.rng.shuffle(deck);
            pos = 0;
            if (ev.enabled()) {
                Notes.note(ev, "The " + (building ? "Building" : "Street") + " deck runs out: its Campaign Level 5"
                        + " cards are reshuffled", "Spawn");
            }
            if (deck.length == 0) {
                return -1;
            }
        }
        int card = deck[pos];
        if (ev.enabled()) {
            Notes.reveal(ev, "A " + (building ? "Building" : "Street") + " Enemy card is drawn", "Spawn");
        }
        if (building) {
            s.buildingDeck = deck;
            s.buildingPos = pos + 1;
        } else {
            s.streetDeck = deck;
            s.streetPos = pos + 1;
        }
        return card;
    }

    private static boolean held(DkPosition s, int card, boolean building) {
        if (building) {
            return false;
        }
        for (int slot = s.placed.next(0); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
            if (s.enCard[slot] == card && s.onBoard(slot)) {
                return true;
            }
        }
        return false;
    }

    /** Monster cards kept aside now (a Baba Yaga pair shares one). */
    static int monsterCards(DkPosition s) {
        int k = 0;
        for (int slot = s.placed.next(0); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
            int card = s.enCard[slot];
            if (card < 0 || !s.onBoard(slot) || !s.c.enemies.get(s.type(slot)).monster()) {
                continue;
            }
            boolean first = true;
            for (int o = s.placed.next(0); o < slot; o = s.placed.next(o + 1)) {
                if (s.enCard[o] == card && s.onBoard(o) && s.c.enemies.get(s.type(o)).monster()) {
                    first = false;
                }
            }
            if (first) {
                k++;
            }
        }
        return k;
    }

    /** Draws and resolves one Enemy card for Zone {@code z}; returns the Adventurers a Mist Burn wounded (a mask). */
    static long drawAndResolve(DkPosition s, int z, boolean building, EventSink ev) {
        Arrivals.beginSpawn(s);
        long burned = resolveCard(s, z, building, ev);
        Arrivals.endSpawn(s);
        return burned;
    }

    private static long resolveCard(DkPosition s, int z, boolean building, EventSink ev) {
        int ci = drawCard(s, building, ev);
        if (ci < 0) {
            return 0;
        }
        EnemyCard card = (building ? s.c.building : s.c.street).get(ci);
        int type = building ? s.c.buildingEnemy[ci] : s.c.streetEnemy[ci];
        int dl = Occupancy.dangerLevel(s);
        String why = ev.enabled() ? (building ? "Building" : "Street") + " card of Campaign Level "
                + card.level() + ", its " + LEVELS[dl] + " line" : null;
        if (type < 0) {
            return mist(s, card, z, dl, ev);
        }
        EnemyType e = s.c.enemies.get(type);
        if (e.monster()) {
            if (monsterCards(s) >= 3) {
                if (ev.enabled()) {
                    Notes.note(ev, "A 4th Monster card: " + e.name() + " does not spawn", "The 3 Monsters Rule");
                }
                Arrivals.runningOut(s, ev);
                return 0;
            }
            if (e.pair()) {
                int free = 0;
                int onBoard = -1;
                for (int k = 0; k < s.t.minis[type]; k++) {
                    int slot = s.t.base[type] + k;
                    if (s.enZone[slot] < 0 && slot != s.bossSlot) {
                        free++;
                    } else if (s.onBoard(slot)) {
                        onBoard = slot;
                    }
                }
                if (free >= 2) {
                    Arrivals.place(s, type, z, 1, card.level(), ci, why, "Spawn", ev);
                    Arrivals.place(s, type, s.g.spawnZones().length > 0 ? s.g.spawnZones()[0] : z, 1, card.level(), ci, ev.enabled() ? why + ", its pair" : null, "Spawn", ev);
                } else if (onBoard >= 0 && free == 1) {
                    Activations.startBatch(s, 1, false, onBoard, ev);
                } else {
                    Arrivals.runningOut(s, ev);
                }
                return 0;
            }
            if (Arrivals.place(s, type, z, 1, card.level(), ci, why, "Spawn", ev) == 0) {
                Arrivals.runningOut(s, ev);
            }
            return 0;
        }
        if (e.kind() == EnemyType.Kind.NOTABLE) {
            if (card.count(dl) > 0 && (Arrivals.place(s, type, z, 1, 1, -1, why, "Spawn", ev) == 0
                    || !escort(s, type, z, dl, ev))) {
                Arrivals.runningOut(s, ev);
            }
            return 0;
        }
        int want = card.count(dl);
        if (want == 0) {
            return 0;
        }
        if (Arrivals.place(s, type, z, want, 1, -1, why, "Spawn", ev) < want) {
            Arrivals.runningOut(s, ev);
        }
        return 0;
    }

    /**
     * A Notable's Undead escort in its Zone, as many as the Danger Level says (Blue 1 to Red 4): when it spawns and
     * at the start of every Spawn Step. False when the reserve ran short.
     */
    static boolean escort(DkPosition s, int notable, int z, int dl, EventSink ev) {
        int want = dl + 1;
        String why = ev.enabled() ? s.c.enemies.get(notable).name() + "'s escort" : null;
        return Arrivals.place(s, s.c.escort[notable], z, want, 1, -1, why, "Notables", ev) == want;
    }

    private static long mist(DkPosition s, EnemyCard card, int z, int dl, EventSink ev) {
        long burned = 0;
        switch (card.mist()) {
            case BLINDING_MIST -> {
                if (!s.blinding()) {
                    s.blindFrom = s.round + 1;
                }
                s.blindUntil = s.round + 1;
                Notes.note(ev, "Blinding Mist: no line of sight from, to or through Mist Zones next Game Round",
                        "Blinding Mist");
            }
            case MIST_BURN -> {
                Notes.note(ev, "Mist Burn: Adventurers in Mist Zones gain 2 Mana, then take 1 Wound", "Mist Burn");
                for (int a = 0; a < s.n; a++) {
                    if (!s.ko(a) && s.g.mist(s.zone[a])) {
                        ActionBudget.gainMana(s, a, 2);
                        Armor.woundAdventurer(s, a, 1, "Mist Burn", "Mist Burn", ev);
                        burned |= 1L << a;
                    }
                }
            }
            default -> {
                int want = card.count(dl);
                boolean[] tiles = new boolean[64];
                for (int a = 0; a < s.n; a++) {
                    if (!s.ko(a)) {
                        tiles[s.g.tile(s.zone[a]) & 63] = true;
                    }
                }
                long zones = 0;
                for (int mz = 0; mz < s.g.zones() && want > 0; mz++) {
                    if (s.g.mist(mz) && tiles[s.g.tile(mz) & 63]) {
                        zones |= 1L << mz;
                    }
                }
                s.mistFill = zones;
                s.mistFillWant = want;
                fillMistWhileNoChoice(s, ev);
            }
        }
        return burned;
    }

    /** The players' choice of a Mist Zone for the Footmen left by a Footmen in the Mist! card. */
    static void fillMist(DkPosition s, int z, EventSink ev) {
        s.mode = DkPosition.M_ACTION;
        placeMistFootmen(s, z, ev);
        fillMistWhileNoChoice(s, ev);
    }

    /**
     * Places the Footmen in the Mist! while the players have nothing to choose: every Mist Zone its count when the
     * reserve holds enough, a single Mist Zone left its share; then, if the reserve ran short, Running Out of
     * Miniatures. With Footmen for only some of several Mist Zones, it stops for the players' choice ({@code M_MIST}).
     */
    private static void fillMistWhileNoChoice(DkPosition s, EventSink ev) {
        int free = Arrivals.inReserve(s, s.t.footman);
        int zones = Long.bitCount(s.mistFill);
        if (free >= zones * s.mistFillWant || zones == 1) {
            while (s.mistFill != 0) {
                placeMistFootmen(s, Long.numberOfTrailingZeros(s.mistFill), ev);
            }
        } else if (free > 0) {
            return;
        }
        boolean ranShort = s.mistFill != 0 || Arrivals.inReserve(s, s.t.footman) == 0 && free < zones * s.mistFillWant;
        s.mistFill = 0;
        Arrivals.endSpawn(s);
        if (ranShort) {
            Arrivals.runningOut(s, ev);
        }
    }

    private static void placeMistFootmen(DkPosition s, int z, EventSink ev) {
        s.mistFill &= ~(1L << z);
        Arrivals.place(s, s.t.footman, z, s.mistFillWant, 1, -1, "Footmen in the Mist!", "Footmen in the Mist!", ev);
    }

    /** The next dark Zone of a building opened while a Footmen in the Mist! choice was pending draws its card. */
    static void nextDarkZone(DkPosition s, EventSink ev) {
        int z = Long.numberOfTrailingZeros(s.darkPending);
        s.darkPending &= s.darkPending - 1;
        drawAndResolve(s, z, true, ev);
    }

    /** An "Aaahh!! Crawler!" card: a Crawler spawns in the Zone. */
    static void crawler(DkPosition s, int z, EventSink ev) {
        Arrivals.beginSpawn(s);
        int got = Arrivals.place(s, s.t.crawler, z, 1, 1, -1, "Aaahh!! Crawler!", "Aaahh! Crawler!", ev);
        Arrivals.endSpawn(s);
        if (got == 0) {
            Arrivals.runningOut(s, ev);
        }
    }

}
