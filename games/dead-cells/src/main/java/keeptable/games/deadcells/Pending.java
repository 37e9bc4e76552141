package keeptable.games.deadcells;

/**
 * The decision a Run waits on ({@link DcPosition#pending}), or {@link #NONE} while the rules run on. The
 * order is part of the fingerprint (and so of every golden record): add new decisions at the end.
 */
enum Pending {
    /** No decision: the rules carry on by themselves. */
    NONE,
    /** Four players at set-up: who takes the starting Wound. */
    SETUP_WOUND,
    /** Exploring: where the Group moves next. */
    MOVE,
    /** A Hand Check: who shows a card. */
    CHECK,
    /** One gain or the other. */
    EITHER,
    /** Who receives a gain. */
    GIVE,
    /** Equipping a drawn Equipment card, or not. */
    EQUIP,
    /** Which colour a Scroll raises. */
    COLOUR,
    /** Buying at a Merchant tile. */
    MERCHANT,
    /** Combat preparation: the card a player plays. */
    PLAY,
    /** Passing a card: its colour. */
    PASS_COLOUR,
    /** Passing a card: the card given up. */
    PASS_DISCARD,
    /** Drinking a Health Flask. */
    POTION,
    /** A Timed Door's choice. */
    TIMED,
    /** Which Enemy an attack targets. */
    ENEMY,
    /** Which Beheaded an Enemy targets. */
    BEHEADED,
    /** Using a Skill. */
    SKILL,
    /** Which loot to take. */
    LOOT,
    /** The Interbiome Healer. */
    HEALER,
    /** The Interbiome Merchant. */
    IB_MERCHANT,
    /** The Collector. */
    COLLECTOR,
    /** The End of Run's spending. */
    END,
    /** Where an Upgrade goes. */
    SPACE,
    /** Where a card goes home at the End of Run. */
    CARD_HOME,
    /** Which card is purged. */
    PURGE,
    /** Healing in Combat. */
    HEAL,
    /** Serenade's power (solo mode). */
    SER_POWER,
    /** A forced discard of Equipment. */
    DISCARD_EQUIP,
    /** The starting Biome, when the Run lets the players choose. */
    START,
    /** Discarding at the Interbiome. */
    IB_DISCARD,
    /** Player set-up: the player the table gives the First Player token to. */
    FIRST_PLAYER
}
