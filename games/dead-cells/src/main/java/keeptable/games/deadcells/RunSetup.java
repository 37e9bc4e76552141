package keeptable.games.deadcells;

import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.cards.IntDeck;
import keeptable.games.deadcells.content.Content;

/**
 * Setting up a Run (the book's Game setup and Player setup): the Beheaded each seat plays, the campaign's Runes,
 * Equipment, Improved cards and Mutations read onto the boards, the starting Biome (or the Group's choice of it),
 * the Combat decks and the First Player's choice.
 */
final class RunSetup {
    private RunSetup() {
    }

    /** A new Run: the seats' Beheaded, the campaign read onto the boards, the starting Biome set up. */
    static DcState newRun(Content content, DcCampaignRules campaign, Setup setup) {
        boolean solo = setup.size() == 1;
        Content c = content;
        int n = setup.size();
        int[] who = new int[n];
        String opt = setup.option("beheaded", null);
        if (opt == null) {
            for (int i = 0; i < n; i++) {
                who[i] = i;
            }
        } else {
            String[] parts = opt.split(",");
            if (parts.length != n) {
                throw new SetupException("name one Beheaded per seat: " + n + " seats, " + parts.length + " names");
            }
            for (int i = 0; i < n; i++) {
                who[i] = c.beheadedIndex(parts[i].trim());
                if (who[i] < 0) {
                    throw new SetupException("no Beheaded '" + parts[i].trim()
                            + "' (flayed, quartered, immolated, poisoned)");
                }
                for (int j = 0; j < i; j++) {
                    if (who[j] == who[i]) {
                        throw new SetupException("each Beheaded can be played by one player only");
                    }
                }
            }
        }
        DcCampaign camp = Campaigns.of(campaign, setup);
        CampaignCheck.check(c, camp);
        String[] names = setup.seats().stream().map(s -> s.name()).toArray(String[]::new);
        if (solo) {
            who = new int[] {who[0], -1};
            names = new String[] {names[0], "Serenade"};
        }
        DcState s = new DcState(c, new Rng(setup.seed()), who, names, solo);
        read(content, s, camp);
        String startId = setup.option("start", c.biomes.get(0).id());
        int startBiome = c.biomeIndex(startId);
        if (startBiome < 0 || !camp.unlocked().contains(startId)) {
            throw new SetupException("a Run starts in an unlocked Biome (" + String.join(", ", camp.unlocked())
                    + "), not " + startId);
        }
        // With later Biomes open and no start option, where to start is the Group's first decision.
        start(s, startBiome, setup.option("start", null) == null && camp.unlocked().size() > 1);
        return s;
    }

    private static void read(Content content, DcPosition s, DcCampaign camp) {
        Content c = content;
        for (String r : camp.runes()) {
            int i = c.rune(r);
            if (i < 0) {
                throw new SetupException("the campaign names an unknown Rune " + r);
            }
            s.runes |= 1 << i;
        }
        s.equipmentOwned = new boolean[c.equipment.size()];
        for (String e : camp.equipment()) {
            int q = c.equip(e);
            if (q < 0) {
                throw new SetupException("the campaign names unknown Equipment " + e);
            }
            s.equipmentOwned[q] = true;
        }
        for (String e : camp.purged()) {
            int q = c.equip(e);
            if (q >= 0) {
                s.purgedEquip |= 1L << q;
            }
        }
        s.cardHome = new int[c.cards.size()];
        for (int k = 0; k < c.cards.size(); k++) {
            int owner = c.cards.get(k).owner();
            s.cardHome[k] = owner == -2 ? 4 : owner;
        }
        for (var e : camp.cards().entrySet()) {
            int k = c.card(e.getKey());
            int home = e.getValue().equals("serenade") ? 4 : c.beheadedIndex(e.getValue());
            if (k < 0 || home < 0) {
                throw new SetupException("the campaign places an unknown card " + e);
            }
            s.cardHome[k] = home;
        }
        for (String p : camp.purged()) {
            int k = c.card(p);
            if (k >= 0) {
                s.cardHome[k] = -2;
            }
        }
        int slots = c.slots(0) + c.slots(1) + c.slots(2);
        s.mutations = new int[slots];
        java.util.Arrays.fill(s.mutations, -1);
        s.feats = new int[4];
        java.util.Arrays.fill(s.feats, -1);
        s.bought = new int[3];
        for (int d = 0; d < 3; d++) {
            s.bought[d] = camp.bought().size() > d ? camp.bought().get(d) : 0;
        }
        int m = 0;
        for (String id : camp.mutations()) {
            s.mutations[m++] = upgradeIndex(content, id);
        }
        s.setAside = new int[c.upgrades.get(0).size() + c.upgrades.get(1).size() + c.upgrades.get(2).size()];
        for (String id : camp.setAside()) {
            s.setAside[s.setAsideN++] = upgradeIndex(content, id);
        }
        s.setAsideOld = s.setAsideN;
        int f = 0;
        for (String id : camp.feats()) {
            s.feats[f++] = upgradeIndex(content, id);
        }
        s.wellCells = camp.well();
        s.secretsSeen = camp.secrets();
        for (String b : camp.unlocked()) {
            s.unlocked |= 1 << Math.max(0, c.biomeIndex(b));
        }
        s.runsBefore = camp.runs();
        s.winsBefore = camp.wins();
    }

    private static int upgradeIndex(Content content, String id) {
        for (int d = 0; d < 3; d++) {
            for (int i = 0; i < content.upgrades.get(d).size(); i++) {
                if (content.upgrades.get(d).get(i).id().equals(id)) {
                    return Content.upgradeCode(d, i);
                }
            }
        }
        throw new SetupException("the campaign names an unknown Upgrade " + id);
    }

    private static void start(DcPosition s, int startBiome, boolean choose) {
        Content c = s.c;
        int n = s.n;
        s.combatDeck = new IntDeck[n];
        s.topDiscard = new int[n];
        s.hand = new int[n][];
        s.handN = new int[n];
        s.active = new int[n][2];
        s.activeRound = new int[n];
        s.damage = new int[n];
        s.maxHealth = new int[n];
        s.scroll = new int[n][3];
        s.shields = new int[n];
        s.states = new int[n][5];
        s.frozen = new int[n];
        s.dead = new boolean[n];
        s.slot = new int[n][4];
        s.slotDamage = new int[n][4];
        s.skillUsed = new int[n];
        s.involved = new boolean[n];
        int total = c.cards.size();
        int[] cards = new int[total];
        for (int p = 0; p < n; p++) {
            int home = s.serenade(p) ? 4 : s.who[p];
            int m = 0;
            for (int k = 0; k < total; k++) {
                if (s.cardHome[k] == home) {
                    cards[m++] = k;
                }
            }
            s.combatDeck[p] = new IntDeck(total);
            s.combatDeck[p].restock(cards, 0, m);
            s.combatDeck[p].shuffle(s.rng);
            s.topDiscard[p] = -1;
            s.hand[p] = new int[DcPosition.HAND_SIZE];
            java.util.Arrays.fill(s.hand[p], -1);
            java.util.Arrays.fill(s.active[p], -1);
            java.util.Arrays.fill(s.slot[p], -1);
            s.maxHealth[p] = s.serenade(p) ? c.serenade.health() : c.beheaded.get(s.who[p]).health();
            if (s.serenade(p)) {
                s.slot[p] = new int[0];
                s.slotDamage[p] = new int[0];
            }
            s.refill(p, EventSink.NONE);
        }
        int eqTotal = c.equipment.size();
        int[] owned = new int[eqTotal];
        int m = 0;
        for (int q = 0; q < eqTotal; q++) {
            if (s.equipmentOwned[q]) {
                owned[m++] = q;
            }
        }
        s.equipmentDeck = new IntDeck(eqTotal);
        s.equipmentDeck.restock(owned, 0, m);
        s.equipmentDeck.shuffle(s.rng);
        s.tileAt = new int[0];
        java.util.Arrays.fill(s.enemy, -1);
        s.round = -1;
        BiomeSetup.setupBiome(s, startBiome, EventSink.NONE);
        // Start-of-game mutations: each card on the board gives its gift (two of a kind give it twice).
        s.potions += s.mutationCount("start-potion");
        s.teeth += 2 * s.mutationCount("start-teeth");
        for (int k = s.mutationCount("start-scroll"); k > 0; k--) {
            for (int p = 0; p < n; p++) {
                Scrolls.advance(s, p, Content.G, EventSink.NONE);
            }
        }
        if (choose) {
            s.pending = Pending.START;
        } else if (!s.solo) {
            s.pending = Pending.FIRST_PLAYER;
        } else {
            Rules.run(s, EventSink.NONE);
        }
    }
}
