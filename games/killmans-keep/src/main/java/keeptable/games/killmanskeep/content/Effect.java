package keeptable.games.killmanskeep.content;

/** What an Artifact does, and when it may be used. The amount, where one is needed, is on the card. */
public enum Effect {
    WEAPON(Timing.HELD, true, "+%d to your battle rolls while you hold it (best weapon only)"),
    HAGGLE(Timing.HELD, true, "your haggle die counts %d better for you while you hold it"),
    POTION(Timing.FIGHT, true, "in your fight, before the roll: +%d to that roll"),
    SLAY(Timing.FIGHT, false, "in your fight, before the roll: win without rolling"),
    SMOKE(Timing.FIGHT, false, "in a fight with a Monster you drew: slip away and go on with your turn"),
    REROLL(Timing.AFTER_LOSS, false, "after you lose a battle roll: roll again"),
    PEEK(Timing.ACTION, false, "action: look at the top card of the Keep"),
    HASTE(Timing.ACTION, true, "action: gain %s", "action"),
    MAP(Timing.ACTION, false, "action: go to any area"),
    THEFT(Timing.HOSTILE, true, "action, against a player: take $%d from them (or all they have)"),
    HEX(Timing.HOSTILE, true, "action, against a player: they lose %s on their next turn", "action"),
    ROT(Timing.HOSTILE, false, "action, against a player: they discard a random card, never their last"),
    WARD(Timing.REACTION, false, "when another player's artifact is used against you: cancel it"),
    MIRROR(Timing.REACTION, false, "when another player's artifact is used against you: it strikes its user"),
    APPRAISE(Timing.ACTION, true, "action, anywhere: sell this card to a collector for its base value + $%d"),
    CASH(Timing.ACTION, true, "action: take $%d from the Bank"),
    CHARTER(Timing.ACTION, false, "action, anywhere: take a Goal card"),
    KEY(Timing.ACTION, false, "action, anywhere: draw from the Keep as if you stood in it"),
    BAIT(Timing.ACTION, false, "action: a known Monster on top of the Keep goes to the bottom of the deck"),
    SIGNET(Timing.ACTION, true, "action, at the Bank: buy a Doubloon for $%d"),
    SHOVEL(Timing.ACTION, false, "action: take a random card from the Keep discard pile");

    /** When an effect can be used. */
    public enum Timing {
        /** Works while held; never used up. */
        HELD,
        /** On your turn, for one action. */
        ACTION,
        /** On your turn, for one action, against another player, who may answer it. */
        HOSTILE,
        /** In your own fight, before the battle roll; part of the fight, so no action. */
        FIGHT,
        /** Right after you lose a battle roll. */
        AFTER_LOSS,
        /** On anyone's turn, when another player's artifact is used against you; no action. */
        REACTION
    }

    private final Timing timing;
    private final boolean needsAmount;
    private final String words;
    /** What the amount counts, when the words say it with its noun ("2 actions"); null for a bare number. */
    private final String counts;

    Effect(Timing timing, boolean needsAmount, String words) {
        this(timing, needsAmount, words, null);
    }

    Effect(Timing timing, boolean needsAmount, String words, String counts) {
        this.timing = timing;
        this.needsAmount = needsAmount;
        this.words = words;
        this.counts = counts;
    }

    public Timing timing() {
        return timing;
    }

    public boolean needsAmount() {
        return needsAmount;
    }

    public String describe(int amount) {
        if (!needsAmount) {
            return words;
        }
        return counts == null ? String.format(words, amount) : String.format(words, Counts.of(amount, counts));
    }

    /** What the effect does, without when it may be used: "take $75 from the Bank". */
    public String does(int amount) {
        String all = describe(amount);
        return all.substring(all.indexOf(": ") + 2);
    }
}
