package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.ItemUse;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Standing;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;

/**
 * A game of The Keep in progress: the engine contract over a {@link KeepPosition}, which holds the data. The turn
 * is a phase machine: the position's {@code phase} says which decision is open, and {@link Phases} says who decides
 * it and which rule file (one per book section) lists and plays it; {@link Hidden} resamples what a seat cannot
 * know; the words are apart ({@link Prompts}, {@link ChoiceWords}, {@link KeepView}).
 */
public final class KeepState extends KeepPosition {
    private KeepState(Content k, List<String> names, int molSeat, int[] seatOf, Rng rng) {
        super(k, names, molSeat, seatOf, rng);
    }

    private KeepState(KeepState o) {
        super(o);
    }

    /** A new game: Molasar's seat and the ID cards from the setup's options, the decks shuffled and dealt. */
    static KeepState start(Content k, Setup setup) {
        Rng rng = new Rng(setup.seed());
        int molSeat = Opening.molasarSeat(setup);
        List<String> names = setup.seats().stream().map(seat -> seat.name()).toList();
        KeepState s = new KeepState(k, names, molSeat, Opening.characterSeats(setup, molSeat, rng), rng);
        Opening.shuffleAndDeal(s);
        return s;
    }

    // =====================================================================================
    // State contract
    // =====================================================================================

    @Override
    public int seats() {
        return seats;
    }

    @Override
    public int toMove() {
        return over ? -1 : Phases.seatToMove(this);
    }

    @Override
    public Decision decision() {
        if (over) {
            return null;
        }
        return new Decision(toMove(), Prompts.of(this));
    }

    @Override
    public boolean isOver() {
        return over;
    }

    @Override
    public Outcome outcome() {
        if (!over) {
            return null;
        }
        String why = winner == molSeat
                ? "nobody found the Hilt by Molasar's " + LAST_TURN + "th turn: " + name(winner) + " wins as Molasar"
                : k.ids[winningPawn].name() + " found the Hilt in " + k.roomLabel(hilt) + ": " + name(winner) + " wins";
        return Outcome.sides(seats, List.of(winner), why, seat -> seat == molSeat ? "Molasar" : "Searcher", null);
    }

    /**
     * The Searchers' cellar rooms ruled out in public for the Hilt (the same for each Searcher seat) and the SS
     * guards Molasar has eaten (his clock: he wins when one is left), by the game's round.
     */
    @Override
    public Standing standing() {
        int[] v = new int[seats];
        int ruled = Long.bitCount(k.cellar & ~possibleHiltRooms());
        java.util.Arrays.fill(v, ruled);
        v[molSeat] = eaten;
        return new Standing("round", round, "cellar rooms ruled out (Searchers), SS guards eaten (Molasar)", v);
    }


    /** A choice in words, naming rooms, cards and characters from this game's own content. */
    @Override
    public String describe(Choice choice) {
        if (choice instanceof KeepChoice.Commit c && conflictEnemy >= 0) {
            return ChoiceWords.commit(k, c.card(), toMove() == molSeat, conflictEnemy == ENEMY_MOL);
        }
        return choice instanceof KeepChoice c ? ChoiceWords.of(this, c) : choice.label();
    }

    @Override
    public State copy() {
        return new KeepState(this);
    }

    @Override
    public View view(int seat) {
        return KeepView.of(this, seat, toMove(), over ? outcome().reason() : "");
    }


    @Override
    protected KeepState resampled(int seat, Rng r) {
        KeepState d = new KeepState(this);
        Hidden.resample(d, seat, r);
        d.forgetChoices();
        return d;
    }


    /** The draws of the one random stream (dice and shuffles), so the undo rule sees when chance was drawn. */
    @Override
    public long chanceDraws() {
        return rng.draws();
    }

    // =====================================================================================
    // Choices and play: the phase machine in {@link Phases}
    // =====================================================================================

    @Override
    protected List<KeepChoice> legalChoices() {
        List<KeepChoice> out = new ArrayList<>();
        Phases.choices(this, out);
        return Collections.unmodifiableList(out);
    }

    /** Plays the choice; the choice that ends the game also tells everybody the figures that decided it. */
    @Override
    protected void play(KeepChoice choice, EventSink ev) {
        Phases.play(this, choice, ev);
        if (over && ev.enabled()) {
            List<String> ending = TableWords.ending(this);
            for (String line : ending.subList(1, ending.size())) {
                ev.emit(new KeepEvent.Shown(line, R_WIN));
            }
        }
    }

    // =====================================================================================
    // Queries: who stands where, who holds what
    // =====================================================================================

    // ---------------------------------- accessors for views, bots and tests ----------------------------------

    @Override
    public List<ItemUse> itemUses() {
        List<ItemUse> out = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            Map<String, Integer> bySeat = new TreeMap<>();
            for (int i = 0; i < CARD_KINDS; i++) {
                int n = used[seat * CARD_KINDS + i];
                if (n > 0) {
                    bySeat.merge(i < BONUS_CARDS ? k.bonusName[i] : k.hazardName[i - BONUS_CARDS], n, Integer::sum);
                }
            }
            final int who = seat;
            bySeat.forEach((name, n) -> out.add(new ItemUse(name, who, n)));
        }
        return out;
    }

    public int molasarSeat() {
        return molSeat;
    }

    public int seatOfPawn(int p) {
        return seatOf[p];
    }

    public int pawnRoom(int p) {
        return pos[p];
    }

    public int guardRoom(int g) {
        return guardRooms[g];
    }

    public int molasarRoom() {
        return mol;
    }

    public long ruledOut() {
        return ruledOut;
    }

    public int molasarTurns() {
        return molTurns;
    }

    public int round() {
        return round;
    }

    Content content() {
        return k;
    }
}
