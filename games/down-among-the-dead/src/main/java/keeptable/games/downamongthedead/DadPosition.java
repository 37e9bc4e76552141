package keeptable.games.downamongthedead;

import keeptable.engine.Fingerprint;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;
import keeptable.games.downamongthedead.content.Roster;

/**
 * Where everything of a game of Down Among The Dead is. Seat 0 plays the adventurers, seat 1 the monsters.
 * Only what changes lives here, as small primitive arrays indexed by counter ({@link Roster}) or
 * square ({@link GameMap}), with the small moves every rule makes (a counter put down or lifted, a die
 * rolled, a use counted). It calls no rule: the {@code *Rules} classes change it, and {@code DadState}
 * adds the engine contract on top.
 */
abstract class DadPosition extends RulesState<DadChoice> {
    static final int ADVENTURERS = 0;
    static final int MONSTERS = 1;

    // phases
    static final int PICK = 0;
    static final int STOCK = 1;
    static final int SPELL = 2;
    static final int PLACE = 3;
    static final int MONSTER_PLACE = 4;
    static final int SPAWN = 5;
    static final int SACRIFICE = 6;
    static final int ITEM = 7;
    static final int MOVE = 8;
    static final int COMBAT = 9;
    static final int OVER = 10;

    // pending reactions and follow-ups inside a phase
    static final int NONE = 0;
    static final int CANCEL = 1;
    static final int REROLL = 2;
    static final int ADVANCE = 3;
    static final int BERSERK = 4;
    static final int CHAIN = 5;
    static final int ELEMENTAL = 6;

    // what kind of combat round is being fought
    static final int MELEE = 0;
    static final int DAGGER = 1;
    static final int SPELLCAST = 2;
    static final int CHAINED = 3;

    /** Items a character carries, per counter: heal, strength, scroll (the spell is {@link #spell}). */
    static final int ITEM_TYPES = 3;
    static final int CARRY = 3;

    final Content content;
    final Variant variant;
    final GameMap map;
    /** The content's counter numbering (shared). */
    final Roster roster;
    final String[] names;
    Rng rng;

    // counters
    int[] pos;
    byte[] board;
    byte[] wounds;
    byte[] deaths;
    boolean[] dead;
    byte[] owner;
    byte[] items;
    /**
     * Per adventurer: the square where it fell for the second time and left the items it carried
     * (they stay in {@link #items} under its counter number until picked up), or -1.
     */
    int[] fellOn;
    /** The Mage's memorized spell, or -1. */
    int spell;
    byte[] strength;
    boolean[] frosted;

    // once-per-phase and once-per-game uses
    long acted;
    long rerollUsed;
    long cancelUsed;
    long berserkUsed;
    boolean mindControlUsed;
    boolean summoned;
    int divineFires;
    int destroyed;

    // turn
    int turn;
    int phase;
    int first;
    int mover;
    int doneMask;

    // set-up
    long picked;
    int itemsTaken;

    // a move under way
    int moving;
    int movesLeft;

    // a combat round under way
    /** The reaction or follow-up waiting for a decision ({@link #CANCEL} ... {@link #ELEMENTAL}), or {@link #NONE}. */
    int reaction;
    /** The seat that decides the waiting reaction. */
    int reactionSeat;
    /** {@link #MELEE}, {@link #DAGGER}, {@link #SPELLCAST} or {@link #CHAINED}. */
    int roundKind;
    int attacker;
    /** The defender (for a summoning, the elemental waiting to be placed). */
    int defender;
    int defenderSquare;
    int attackerDie;
    int defenderDie;
    /** The Man-at-Arms cancelled that side's combat bonus for this round. */
    boolean attackerBonusCancelled;
    boolean defenderBonusCancelled;
    /** The Mage's spell bonus now (chain lightning weakens by 1 per leap). */
    int spellPower;
    /** Counters the chain lightning has struck, as bits. */
    long struck;
    /** The winner who may advance into the loser's square, and that square. */
    int advancer;
    int advanceTo;

    // the demon being summoned
    /** Vampire Thralls, and minions or zombies, still to sacrifice. */
    int thrallsToSacrifice;
    int lesserToSacrifice;
    int demonSquare;

    Outcome outcome;
    /** Uses of content (abilities, items) per seat for simulation figures, and kills for the end; shared until written. */
    short[] tally;
    boolean tallyShared;

    DadPosition(Content c, Variant v, String[] names, Rng rng) {
        this.content = c;
        this.variant = v;
        this.map = v.map();
        this.names = names;
        this.rng = rng;
        this.roster = c.roster;
        int n = roster.size();
        pos = new int[n];
        java.util.Arrays.fill(pos, -1);
        board = new byte[GameMap.SQUARES];
        wounds = new byte[n];
        deaths = new byte[n];
        dead = new boolean[n];
        owner = new byte[n];
        for (int i = 0; i < n; i++) {
            owner[i] = (byte) (Kind.of(roster.kind(i)).adventurer() ? ADVENTURERS : MONSTERS);
        }
        items = new byte[n * ITEM_TYPES];
        fellOn = new int[Kind.SCOUT.ordinal() + 1];
        java.util.Arrays.fill(fellOn, -1);
        spell = -1;
        strength = new byte[n];
        frosted = new boolean[n];
        moving = -1;
        tally = new short[Tally.SLOTS];
    }

    DadPosition(DadPosition o) {
        super(o);
        content = o.content;
        variant = o.variant;
        map = o.map;
        roster = o.roster;
        names = o.names;
        rng = o.rng.copy();
        pos = o.pos.clone();
        board = o.board.clone();
        wounds = o.wounds.clone();
        deaths = o.deaths.clone();
        dead = o.dead.clone();
        owner = o.owner.clone();
        items = o.items.clone();
        fellOn = o.fellOn.clone();
        spell = o.spell;
        strength = o.strength.clone();
        frosted = o.frosted.clone();
        acted = o.acted;
        rerollUsed = o.rerollUsed;
        cancelUsed = o.cancelUsed;
        berserkUsed = o.berserkUsed;
        mindControlUsed = o.mindControlUsed;
        summoned = o.summoned;
        divineFires = o.divineFires;
        destroyed = o.destroyed;
        turn = o.turn;
        phase = o.phase;
        first = o.first;
        mover = o.mover;
        doneMask = o.doneMask;
        picked = o.picked;
        itemsTaken = o.itemsTaken;
        moving = o.moving;
        movesLeft = o.movesLeft;
        reaction = o.reaction;
        reactionSeat = o.reactionSeat;
        roundKind = o.roundKind;
        attacker = o.attacker;
        defender = o.defender;
        defenderSquare = o.defenderSquare;
        attackerDie = o.attackerDie;
        defenderDie = o.defenderDie;
        attackerBonusCancelled = o.attackerBonusCancelled;
        defenderBonusCancelled = o.defenderBonusCancelled;
        spellPower = o.spellPower;
        struck = o.struck;
        advancer = o.advancer;
        advanceTo = o.advanceTo;
        thrallsToSacrifice = o.thrallsToSacrifice;
        lesserToSacrifice = o.lesserToSacrifice;
        demonSquare = o.demonSquare;
        outcome = o.outcome;
        tally = o.tally;
        tallyShared = true;
        o.tallyShared = true;
    }

    /**
     * Everything that matters to the rules, folded into the engine's {@link Fingerprint} in a fixed order, allocating
     * nothing (rules version 5; before it a hand-written hash that packed fields into bit ranges).
     */
    @Override
    public long fingerprint() {
        long h = Fingerprint.add(Fingerprint.START, rng.position());
        h = Fingerprint.add(h, step());
        h = Fingerprint.add(h, pos);
        h = Fingerprint.add(h, wounds);
        h = Fingerprint.add(h, deaths);
        h = Fingerprint.add(h, dead);
        h = Fingerprint.add(h, owner);
        h = Fingerprint.add(h, strength);
        h = Fingerprint.add(h, frosted);
        h = Fingerprint.add(h, items);
        // the board mostly follows from the positions, but not for a counter passing through a friend
        h = Fingerprint.add(h, board);
        h = Fingerprint.add(h, fellOn);
        h = Fingerprint.add(h, spell);
        h = Fingerprint.add(h, acted);
        h = Fingerprint.add(h, rerollUsed);
        h = Fingerprint.add(h, cancelUsed);
        h = Fingerprint.add(h, berserkUsed);
        h = Fingerprint.add(h, mindControlUsed);
        h = Fingerprint.add(h, summoned);
        h = Fingerprint.add(h, divineFires);
        h = Fingerprint.add(h, destroyed);
        h = Fingerprint.add(h, turn);
        h = Fingerprint.add(h, phase);
        h = Fingerprint.add(h, first);
        h = Fingerprint.add(h, mover);
        h = Fingerprint.add(h, doneMask);
        h = Fingerprint.add(h, picked);
        h = Fingerprint.add(h, itemsTaken);
        h = Fingerprint.add(h, moving);
        h = Fingerprint.add(h, movesLeft);
        h = Fingerprint.add(h, reaction);
        h = Fingerprint.add(h, reactionSeat);
        h = Fingerprint.add(h, roundKind);
        h = Fingerprint.add(h, attacker);
        h = Fingerprint.add(h, defender);
        h = Fingerprint.add(h, defenderSquare);
        h = Fingerprint.add(h, attackerDie);
        h = Fingerprint.add(h, defenderDie);
        h = Fingerprint.add(h, attackerBonusCancelled);
        h = Fingerprint.add(h, defenderBonusCancelled);
        h = Fingerprint.add(h, spellPower);
        h = Fingerprint.add(h, struck);
        h = Fingerprint.add(h, advancer);
        h = Fingerprint.add(h, advanceTo);
        h = Fingerprint.add(h, thrallsToSacrifice);
        h = Fingerprint.add(h, lesserToSacrifice);
        return Fingerprint.add(h, demonSquare);
    }

    // ---- helpers shared by the rules -------------------------------------------------------

    /** One d6: every die of the game is rolled here, from the state's {@link Rng}. */
    int d6() {
        return rng.roll(6);
    }

    void count(int item, int seat) {
        if (tallyShared) {
            tally = tally.clone();
            tallyShared = false;
        }
        tally[item * 2 + seat]++;
    }

    Kind kind(int counter) {
        return Kind.of(roster.kind(counter));
    }

    /** On the board and not dead: a counter that can act and be attacked. */
    boolean alive(int counter) {
        return pos[counter] >= 0 && !dead[counter];
    }

    /** The counter standing on a square, or -1. */
    int at(int square) {
        return board[square] - 1;
    }

    boolean enemies(int a, int b) {
        return owner[a] != owner[b];
    }

    /** An adventurer under its own player's control, or any creature: it may use its abilities. */
    boolean hasAbilities(int counter) {
        return !kind(counter).adventurer() || owner[counter] == ADVENTURERS;
    }

    int itemCount(int counter) {
        int n = carried(counter);
        return kind(counter) == Kind.MAGE && spell >= 0 ? n + 1 : n;
    }

    /** Potions and scrolls under a counter (the Mage's spell not counted). */
    int carried(int counter) {
        int base = counter * ITEM_TYPES;
        return items[base] + items[base + 1] + items[base + 2];
    }

    int hitPoints(int counter) {
        return content.hitPoints[roster.kind(counter)];
    }

    /** The counter's own combat bonus: printed, plus the Werewolf's enrage. */
    int ownBonus(int counter) {
        int b = content.combat[roster.kind(counter)];
        if (kind(counter) == Kind.WEREWOLF) {
            b += wounds[counter];
        }
        return b;
    }

    /** The counter's combat bonus with effects (strength potions, frost), without any cancel. */
    int bonus(int counter) {
        return ownBonus(counter) + strength[counter] - (frosted[counter] ? 1 : 0);
    }

    /** Counters of a kind in play now. */
    int inPlay(Kind k) {
        int n = 0;
        for (int i = roster.first(k); i < roster.end(k); i++) {
            if (pos[i] >= 0) {
                n++;
            }
        }
        return n;
    }

    /** A copy of a kind off the board, or -1. */
    int spare(Kind k) {
        for (int i = roster.first(k); i < roster.end(k); i++) {
            if (pos[i] < 0 && (!k.adventurer())) {
                return i;
            }
        }
        return -1;
    }

    void put(int counter, int square) {
        pos[counter] = square;
        board[square] = (byte) (counter + 1);
    }

    void lift(int counter) {
        if (pos[counter] >= 0 && board[pos[counter]] == counter + 1) {
            board[pos[counter]] = 0;
        }
        pos[counter] = -1;
    }

    int boss() {
        return roster.first(Kind.of(variant.boss()));
    }

    String name(int counter) {
        return content.kindName(roster.kind(counter)) + (content.copies[roster.kind(counter)] > 1 && pos[counter] >= 0
                ? " on " + GameMap.name(pos[counter]) : "");
    }

    /** After a rule test set up a position by hand: the legal choices are worked out again. */
    void edited() {
        forgetChoices();
    }
}
