package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.DkPosition.M_BRING;
import static keeptable.games.deadkeep.DkPosition.M_BUY;
import static keeptable.games.deadkeep.DkPosition.M_FIRST;
import static keeptable.games.deadkeep.DkPosition.PLAYER;
import static keeptable.games.deadkeep.DkPosition.SETUP;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.cards.IntDeck;
import keeptable.games.deadkeep.board.Board;
import keeptable.games.deadkeep.board.Token;
import keeptable.games.deadkeep.board.TokenKind;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.EnemyCard;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Quest;

/** Setup: tokens, decks by Campaign Level, the Boss and its Stage cards, Mana, Skills, Starting Equipment. */
final class Opening {
    private Opening() {
    }

    /**
     * Sets up a new game on a fresh position: tokens, decks, the Boss, Mana, Skills, the Talisman pools and, with
     * {@code buy}, the purchase of Starting Equipment (without, the Adventurers start empty-handed: the rule tests'
     * positions). Returns the position it was given.
     */
    static <P extends DkPosition> P setUp(P s, int[][] talismans, int campaignLevel, boolean buy) {
        Content c = s.c;
        Ground g = s.g;
        Quest q = s.quest;
        int[] cards = s.card;
        s.phase = SETUP;
        for (int a = 0; a < s.n; a++) {
            s.zone[a] = g.start();
            s.uses.entered(a, g.board().zone(g.start()).tile());
            s.mana[a] = 5;
            for (int k : c.tree[cards[a]][0]) {
                s.grant(a, k);
            }
            s.pool[a] = talismans == null || a >= talismans.length ? new int[0] : talismans[a].clone();
        }
        s.openDoors = g.initialOpenDoors() | (QuestRules.towerOpenAtStart(q) ? Board.STAIRS_OPEN : 0);
        int level = Math.max(q.campaignLevel(), campaignLevel);
        s.streetDeck = deck(s, c.street, level);
        s.buildingDeck = deck(s, c.building, level);
        s.adventureLeft = new int[c.equipment.size()];
        for (int k = 0; k < c.equipment.size(); k++) {
            Equipment e = c.equipment.get(k);
            if (e.deck() == Equipment.Deck.ADVENTURE) {
                s.adventureLeft[k] = e.copies();
            }
        }
        s.necro = shuffled(s, s.t.necroCards.length);
        s.artifacts = shuffled(s, s.t.artifactCards.length);
        int treasures = g.treasures().length;
        for (int i = 0; i < Math.min(2, treasures); i++) {
            s.treasureArtifact[i] = 1;
        }
        s.rng.shuffle(s.treasureArtifact);
        for (Token tk : g.board().tokens(TokenKind.ARTIFACT)) {
            s.artifactTokens[tk.zone()]++;
        }
        int boss = c.enemyIndex(q.boss());
        s.bossSlot = s.t.base[boss];
        s.place(s.bossSlot, g.bossZone());
        s.enLevel[s.bossSlot] = level;
        s.stageDeck = new int[c.stages.size()];
        for (int i = 0; i < s.stageDeck.length; i++) {
            s.stageDeck[i] = i;
        }
        s.rng.shuffle(s.stageDeck);
        s.stageDeckLen = s.stageDeck.length;
        s.stagePile = new int[c.stages.size()];
        for (int i = 0; i < q.stages() && s.stageDeckLen > 0; i++) {
            s.stagePile[s.stageCount++] = s.stageDeck[--s.stageDeckLen];
        }
        s.cur = buy ? 0 : s.n;
        s.mode = M_BUY;
        return s;
    }

    /** A deck of {@code size} physical cards, every one in the draw pile, shuffled. */
    private static IntDeck shuffled(DkPosition s, int size) {
        IntDeck deck = new IntDeck(size);
        int[] ids = new int[size];
        for (int i = 0; i < size; i++) {
            ids[i] = i;
        }
        deck.restock(ids, 0, size);
        deck.shuffle(s.rng);
        return deck;
    }

    /** The Enemy deck from a Campaign Level up: each level shuffled alone, the lowest on top. */
    private static int[] deck(DkPosition s, List<EnemyCard> cards, int from) {
        int[] ends = new int[7]; // where each level's cards end in the deck (levels 0-5), counted first
        for (EnemyCard card : cards) {
            if (card.level() >= from && card.level() <= 5) {
                ends[card.level() + 1]++;
            }
        }
        for (int level = 1; level < ends.length; level++) {
            ends[level] += ends[level - 1];
        }
        int[] out = new int[ends[6]];
        int[] next = ends.clone();
        for (int i = 0; i < cards.size(); i++) {
            int level = cards.get(i).level();
            if (level >= from && level <= 5) {
                out[next[level]++] = i;
            }
        }
        for (int level = from; level <= 5; level++) {
            s.rng.shuffle(out, ends[level], ends[level + 1]);
        }
        return out;
    }

    /**
     * Between Quests of a campaign: before the Starting Equipment is bought, each Adventurer in turn may buy
     * Talismans with their campaign Gold (into their pool of 10), sell pool Talismans at the selling price, and buy
     * Adventure Equipment for the coming Quest (into the inventory; Hand 1 stays free for the Starting weapon).
     */
    static void openShop(DkPosition s, int[] gold) {
        s.gold = gold.clone();
        if (s.phase == SETUP && s.mode == M_BUY) {
            s.mode = DkPosition.M_SHOP;
            s.cur = 0;
            s.changed();
        }
    }

    /** The shop's choices for the Adventurer {@code a}: buy a Talisman or Adventure Equipment, sell, or done. */
    static void shopChoices(DkPosition s, int a, List<DkChoice> out) {
        for (int k : s.pool[a]) {
            if (s.c.equipment.get(k).sell() > 0) {
                out.add(new DkChoice.Sell(a, k));
            }
        }
        boolean poolRoom = s.pool[a].length < s.c.campaign.talismanPool();
        for (int k = 0; k < s.c.equipment.size(); k++) {
            Equipment e = s.c.equipment.get(k);
            if (e.buy() <= 0 || e.buy() > s.gold[a]) {
                continue;
            }
            if (e.deck() == Equipment.Deck.TALISMAN ? poolRoom && !inPool(s, a, k)
                    : e.deck() == Equipment.Deck.ADVENTURE && s.adventureLeft[k] > 0 && shopSlot(s, a, e) >= 0) {
                out.add(new DkChoice.Buy(a, k));
            }
        }
        out.add(Picks.DONE);
    }

    private static boolean inPool(DkPosition s, int a, int k) {
        for (int x : s.pool[a]) {
            if (x == k) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where Adventure Equipment bought in the shop goes: the first free slot it fits (its own kind of slot before
     * the Backpack), never Hand 1, which the Starting weapon takes next; -1 if none is free.
     */
    private static int shopSlot(DkPosition s, int a, Equipment e) {
        for (int slot = Slots.HAND1; slot < Slots.TAL0; slot++) {
            if (s.item(a, slot) < 0 && Slots.fits(e, slot)) {
                return slot;
            }
        }
        return -1;
    }

    /** Adventure Equipment bought for the coming Quest: the card leaves the deck for the Adventurer's inventory. */
    private static void buyEquipment(DkPosition s, int a, int k, EventSink ev) {
        Equipment e = s.c.equipment.get(k);
        int slot = shopSlot(s, a, e);
        s.gold[a] -= e.buy();
        s.adventureLeft[k]--;
        s.setItem(a, slot, k);
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " buys " + e.name() + " for the coming Quest (" + Slots.placeName(slot) + ", "
                    + s.gold[a] + " Gold left)", "Campaign: Adventure Equipment");
        }
    }

    /** A Talisman bought ({@code buy}) into or sold out of the Adventurer's campaign pool, or Adventure Equipment bought. */
    static void trade(DkPosition s, int a, int k, boolean buy, EventSink ev) {
        Equipment e = s.c.equipment.get(k);
        if (e.deck() == Equipment.Deck.ADVENTURE) {
            buyEquipment(s, a, k, ev);
            return;
        }
        int[][] pools = s.pool.clone();
        if (buy) {
            s.gold[a] -= e.buy();
            pools[a] = java.util.Arrays.copyOf(s.pool[a], s.pool[a].length + 1);
            pools[a][s.pool[a].length] = k;
        } else {
            s.gold[a] += e.sell();
            pools[a] = java.util.Arrays.stream(s.pool[a]).filter(x -> x != k).toArray();
        }
        s.pool = pools;
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + (buy ? " buys " : " sells ") + e.name() + " for "
                    + (buy ? e.buy() : e.sell()) + " Gold (" + s.gold[a] + " left)", "Campaign: Talismans");
        }
    }

    /** The shop closes for the current Adventurer; after the last, the Starting Equipment is bought. */
    static boolean shopDone(DkPosition s, EventSink ev) {
        s.cur++;
        if (s.cur >= s.n) {
            s.mode = M_BUY;
            s.cur = 0;
            return afterPurchase(s, ev);
        }
        return false;
    }

    /** Moves setup on after a purchase or a Talisman choice; starts the first Game Round when all is set. */
    static boolean afterPurchase(DkPosition s, EventSink ev) {
        if (s.mode == M_BUY) {
            while (s.cur < s.n) {
                boolean any = false;
                for (int k = 0; k < s.c.equipment.size(); k++) {
                    Equipment e = s.c.equipment.get(k);
                    any |= e.deck() == Equipment.Deck.ADVENTURE && e.weapon() && e.buy() > 0 && e.buy() <= 150
                            && s.adventureLeft[k] > 0;
                }
                if (any) {
                    return false;
                }
                s.cur++;
            }
            s.mode = M_BRING;
            s.cur = 0;
        }
        while (s.cur < s.n) {
            if (s.pool[s.cur].length > s.c.campaign.talismansPerQuest()) {
                return false;
            }
            for (int k : s.pool[s.cur]) {
                int slot = ActionBudget.freeTalismanSlot(s, s.cur);
                if (slot >= 0) {
                    s.setItem(s.cur, slot, k);
                }
            }
            s.cur++;
        }
        s.phase = PLAYER;
        s.round = 1;
        s.first = 0;
        s.turnSeat = 0;
        s.seatsDone = 0;
        s.cur = -1;
        s.actedMask = 0;
        Boss.checkActivation(s, ev);
        if (s.seats > 1) {
            s.mode = M_FIRST; // the players decide who is first player (asked of the first seat, for the table)
        }
        if (ev.enabled()) {
            Notes.note(ev, "Game Round 1 of " + s.quest.name(), "Game Rounds");
            if (!s.quest.story().isEmpty()) {
                Notes.note(ev, s.quest.story(), "Quests");
            }
            for (String rule : s.quest.rules()) {
                Notes.note(ev, "Quest rule: " + rule, "Quests");
            }
        }
        return s.mode != M_FIRST;
    }
}
