package keeptable.games.deadcells;

import java.util.function.IntFunction;
import keeptable.games.deadcells.DcChoice.Buy;
import keeptable.games.deadcells.DcChoice.BuyUpgrade;
import keeptable.games.deadcells.DcChoice.CardTo;
import keeptable.games.deadcells.DcChoice.Colour;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.DiscardEquipment;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.DrinkPotion;
import keeptable.games.deadcells.DcChoice.Equip;
import keeptable.games.deadcells.DcChoice.EquipInstead;
import keeptable.games.deadcells.DcChoice.EquipmentSkill;
import keeptable.games.deadcells.DcChoice.FeedWell;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.LeaveEquipment;
import keeptable.games.deadcells.DcChoice.LootGain;
import keeptable.games.deadcells.DcChoice.LootScroll;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.OwnSkill;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.PlaceBack;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.PurgeCard;
import keeptable.games.deadcells.DcChoice.PurgeEquipment;
import keeptable.games.deadcells.DcChoice.ReplaceMutation;
import keeptable.games.deadcells.DcChoice.SetAside;
import keeptable.games.deadcells.DcChoice.StartIn;
import keeptable.games.deadcells.DcChoice.TakeOption;
import keeptable.games.deadcells.DcChoice.TargetBeheaded;
import keeptable.games.deadcells.DcChoice.TargetCompanion;
import keeptable.games.deadcells.DcChoice.TargetEnemy;
import keeptable.games.deadcells.DcChoice.TrackSkill;
import keeptable.games.deadcells.DcChoice.UseTimed;

/**
 * The choices the legal-choice lists hand out, made once and shared: a choice is an immutable record of small ids,
 * so listing the legal choices allocates no choice within these ranges. Choices outside them (a content folder with
 * very many cards) are made afresh; records compare by value either way.
 */
final class ChoicePool {
    /** Card ids below this are pooled; the box has 72 Combat cards and fewer Equipment cards. */
    private static final int CARDS = 256;
    /** Seats, spaces, slots, corridors, options, wares, colours, decks: all below this. */
    private static final int SMALL = 64;
    /** Equipment slots of a board, and the steps of a Scroll track. */
    private static final int SLOTS = 4, STEPS = 8;
    /** The decks an Improved Combat card may go to: the four Beheaded's and Serenade's. */
    private static final int DECKS = 5;

    static final Done DONE = new Done();
    static final Pass PASS = new Pass();
    static final Equip EQUIP = new Equip();
    static final LeaveEquipment LEAVE_EQUIPMENT = new LeaveEquipment();
    static final OwnSkill OWN_SKILL = new OwnSkill();
    static final FeedWell FEED_WELL = new FeedWell();
    static final SetAside SET_ASIDE = new SetAside();

    private static final Discard[] DISCARD = pool(CARDS, Discard[]::new, Discard::new);
    private static final Play[] PLAY = pool(CARDS * 4, Play[]::new, i -> new Play(i / 4, i % 4));
    private static final Give[] GIVE = pool(SMALL, Give[]::new, Give::new);
    private static final Move[] MOVE = pool(SMALL, Move[]::new, Move::new);
    private static final StartIn[] START = pool(SMALL, StartIn[]::new, StartIn::new);
    private static final TakeOption[] OPTION = pool(SMALL, TakeOption[]::new, TakeOption::new);
    private static final Colour[] COLOUR = pool(SMALL, Colour[]::new, Colour::new);
    private static final Buy[] BUY = pool(SMALL, Buy[]::new, Buy::new);
    private static final EquipInstead[] EQUIP_INSTEAD = pool(SMALL, EquipInstead[]::new, EquipInstead::new);
    private static final DiscardEquipment[] DISCARD_EQUIPMENT = pool(SMALL * SLOTS, DiscardEquipment[]::new,
            i -> new DiscardEquipment(i / SLOTS, i % SLOTS));
    private static final UseTimed[] TIMED = pool(SMALL, UseTimed[]::new, UseTimed::new);
    private static final EquipmentSkill[] EQUIPMENT_SKILL = pool(SMALL, EquipmentSkill[]::new, EquipmentSkill::new);
    private static final TrackSkill[] TRACK_SKILL = pool(4 * STEPS, TrackSkill[]::new,
            i -> new TrackSkill(i / STEPS, i % STEPS));
    private static final TargetEnemy[] ENEMY = pool(SMALL, TargetEnemy[]::new, TargetEnemy::new);
    private static final TargetBeheaded[] BEHEADED = pool(SMALL, TargetBeheaded[]::new, TargetBeheaded::new);
    private static final TargetCompanion[] COMPANION = pool(SMALL * SLOTS, TargetCompanion[]::new,
            i -> new TargetCompanion(i / SLOTS, i % SLOTS));
    private static final LootGain[] LOOT = pool(SMALL, LootGain[]::new, LootGain::new);
    private static final LootScroll[] LOOT_SCROLL = pool(SMALL, LootScroll[]::new, LootScroll::new);
    private static final DrinkPotion[] POTION = pool(SMALL, DrinkPotion[]::new, DrinkPotion::new);
    private static final BuyUpgrade[] UPGRADE = pool(SMALL, BuyUpgrade[]::new, BuyUpgrade::new);
    private static final CardTo[] CARD_TO = pool(CARDS * DECKS, CardTo[]::new, i -> new CardTo(i / DECKS, i % DECKS));
    private static final PlaceBack[] PLACE_BACK = pool(SMALL, PlaceBack[]::new, PlaceBack::new);
    private static final ReplaceMutation[] REPLACE = pool(SMALL, ReplaceMutation[]::new, ReplaceMutation::new);
    private static final PurgeCard[] PURGE_CARD = pool(CARDS, PurgeCard[]::new, PurgeCard::new);
    private static final PurgeEquipment[] PURGE_EQUIPMENT = pool(CARDS, PurgeEquipment[]::new, PurgeEquipment::new);

    private ChoicePool() {
    }

    private static <T> T[] pool(int size, IntFunction<T[]> array, IntFunction<T> make) {
        T[] out = array.apply(size);
        for (int i = 0; i < size; i++) {
            out[i] = make.apply(i);
        }
        return out;
    }

    /** The pooled choice at {@code i}, or a fresh one past the pool. */
    private static <T> T at(T[] pool, int i, IntFunction<T> make) {
        return i >= 0 && i < pool.length ? pool[i] : make.apply(i);
    }

    static Discard discard(int card) {
        return at(DISCARD, card, Discard::new);
    }

    static Play play(int card, int round) {
        int i = card * 4 + round;
        return card >= 0 && round >= 0 && round < 4 && i < PLAY.length ? PLAY[i] : new Play(card, round);
    }

    static Give give(int seat) {
        return at(GIVE, seat, Give::new);
    }

    static Move move(int corridor) {
        return at(MOVE, corridor, Move::new);
    }

    static StartIn startIn(int biome) {
        return at(START, biome, StartIn::new);
    }

    static TakeOption takeOption(int option) {
        return at(OPTION, option, TakeOption::new);
    }

    static Colour colour(int colour) {
        return at(COLOUR, colour, Colour::new);
    }

    static Buy buy(int ware) {
        return at(BUY, ware, Buy::new);
    }

    static EquipInstead equipInstead(int slot) {
        return at(EQUIP_INSTEAD, slot, EquipInstead::new);
    }

    static DiscardEquipment discardEquipment(int seat, int slot) {
        int i = seat * SLOTS + slot;
        return seat >= 0 && slot >= 0 && slot < SLOTS && i < DISCARD_EQUIPMENT.length ? DISCARD_EQUIPMENT[i]
                : new DiscardEquipment(seat, slot);
    }

    static UseTimed useTimed(int slot) {
        return at(TIMED, slot, UseTimed::new);
    }

    static EquipmentSkill equipmentSkill(int slot) {
        return at(EQUIPMENT_SKILL, slot, EquipmentSkill::new);
    }

    static TrackSkill trackSkill(int colour, int step) {
        int i = colour * STEPS + step;
        return colour >= 0 && step >= 0 && step < STEPS && i < TRACK_SKILL.length ? TRACK_SKILL[i]
                : new TrackSkill(colour, step);
    }

    static TargetEnemy targetEnemy(int space) {
        return at(ENEMY, space, TargetEnemy::new);
    }

    static TargetBeheaded targetBeheaded(int seat) {
        return at(BEHEADED, seat, TargetBeheaded::new);
    }

    static TargetCompanion targetCompanion(int seat, int slot) {
        int i = seat * SLOTS + slot;
        return seat >= 0 && slot >= 0 && slot < SLOTS && i < COMPANION.length ? COMPANION[i]
                : new TargetCompanion(seat, slot);
    }

    static LootGain lootGain(int kind) {
        return at(LOOT, kind, LootGain::new);
    }

    static LootScroll lootScroll(int colour) {
        return at(LOOT_SCROLL, colour, LootScroll::new);
    }

    static DrinkPotion drinkPotion(int seat) {
        return at(POTION, seat, DrinkPotion::new);
    }

    static BuyUpgrade buyUpgrade(int deck) {
        return at(UPGRADE, deck, BuyUpgrade::new);
    }

    static CardTo cardTo(int card, int deck) {
        int i = card * DECKS + deck;
        return card >= 0 && deck >= 0 && deck < DECKS && i < CARD_TO.length ? CARD_TO[i] : new CardTo(card, deck);
    }

    static PlaceBack placeBack(int index) {
        return at(PLACE_BACK, index, PlaceBack::new);
    }

    static ReplaceMutation replaceMutation(int space) {
        return at(REPLACE, space, ReplaceMutation::new);
    }

    static PurgeCard purgeCard(int card) {
        return at(PURGE_CARD, card, PurgeCard::new);
    }

    static PurgeEquipment purgeEquipment(int equipment) {
        return at(PURGE_EQUIPMENT, equipment, PurgeEquipment::new);
    }
}
