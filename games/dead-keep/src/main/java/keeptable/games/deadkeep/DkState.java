package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.ItemUse;
import keeptable.engine.Rng;
import keeptable.engine.Standing;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.Quest;

/**
 * A game of The Dead Keep in progress, as the engine sees it: the decision, the legal choices, a choice played,
 * the end, a copy, a seat's view and the worlds a seat thinks possible. It holds nothing of its own: the data is
 * the {@link DkPosition} below, the rules files change it ({@link Turns} lists and plays every choice), and the
 * words ({@link ChoiceWords}, {@link DkView}) say it.
 */
public final class DkState extends DkPosition {

    DkState(Content c, Ground g, Quest quest, int seats, int[] cards, int[] owners, long seed) {
        super(c, g, quest, seats, cards, owners, seed);
    }

    DkState(Content c, Ground g, Quest quest, int seats, int[] cards, int[] owners, long seed, String[] seatNames) {
        super(c, g, quest, seats, cards, owners, seed, seatNames);
    }

    private DkState(DkState o) {
        super(o);
    }

    /** The choice in words from this state's content, e.g. "Astrid buys Broadsword (100 Gold)" for "Adventurer 0 buys card 3". */
    @Override
    public String describe(Choice choice) {
        return ChoiceWords.describe(this, (DkChoice) choice);
    }

    @Override
    public int toMove() {
        return mode == M_OVER ? -1 : Turns.decider(this);
    }

    @Override
    public Decision decision() {
        return mode == M_OVER ? null : new Decision(toMove(), Turns.prompt(this));
    }

    @Override
    protected List<DkChoice> legalChoices() {
        List<DkChoice> out = new ArrayList<>(mode == M_REORG ? 48 : 24); // a Reorganize/Trade lists up to ~50
        Turns.choices(this, out);
        return out; // the engine hands it out unmodifiable
    }

    @Override
    protected void play(DkChoice choice, EventSink ev) {
        Turns.play(this, choice, ev);
    }

    @Override
    public List<ItemUse> itemUses() {
        return ItemUses.of(this);
    }

    /** The party's Quest goals met so far, the same for every seat, by the game's round. */
    @Override
    public Standing standing() {
        int[] v = new int[seats];
        java.util.Arrays.fill(v, QuestProgress.goals(this)[0]);
        return new Standing("round", Math.max(1, round), QuestProgress.MEASURE, v);
    }

    @Override
    public State copy() {
        return new DkState(this);
    }

    @Override
    public View view(int seat) {
        return DkView.of(this, seat);
    }

    @Override
    protected DkState resampled(int seat, Rng r) {
        DkState d = new DkState(this);
        Hidden.resample(d, r);
        d.forgetChoices();
        return d;
    }

    @Override
    public long chanceDraws() {
        return rng.draws();
    }

    @Override
    public long fingerprint() {
        return StateHash.of(this);
    }
}
