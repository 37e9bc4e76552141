package keeptable.games.deadcells;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.ItemUse;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Standing;
import keeptable.engine.View;
import keeptable.games.deadcells.content.Content;

/**
 * One Run of Dead Cells as the engine sees it: the contract over a {@link DcPosition}. It hands each choice to
 * {@link Told} (which hands it to the {@link Rules}), lists choices through {@link LegalChoices}, and builds
 * views ({@link DcView}), words ({@link Wording}), fingerprints ({@link RunFingerprint}) and resampled copies.
 */
final class DcState extends DcPosition {
    DcState(Content c, Rng rng, int[] who, String[] names, boolean solo) {
        super(c, rng, who, names, solo);
    }

    private DcState(DcState o) {
        super(o);
    }

    // ================================================================================================ State

    @Override
    public int seats() {
        return solo ? 1 : n;
    }

    @Override
    public int toMove() {
        if (phase == OVER) {
            return -1;
        }
        if (solo) {
            return 0;
        }
        return switch (pending) {
            case Pending.PLAY -> about;
            case Pending.PASS_COLOUR, Pending.PASS_DISCARD -> passer;
            case Pending.TIMED, Pending.SKILL, Pending.DISCARD_EQUIP -> about;
            default -> first;
        };
    }

    @Override
    public Decision decision() {
        return phase == OVER ? null : new Decision(toMove(), Wording.prompt(this));
    }

    @Override
    protected List<DcChoice> legalChoices() {
        return LegalChoices.choices(this);
    }

    /** Each listing is a frozen list of its own ({@link LegalChoices#choices}): the engine need not wrap it. */
    @Override
    protected boolean legalChoicesReadOnly() {
        return true;
    }

    @Override
    protected void play(DcChoice choice, EventSink events) {
        Told.play(this, choice, events);
    }

    @Override
    public String describe(Choice choice) {
        return Wording.choice(this, (DcChoice) choice);
    }

    @Override
    public boolean isOver() {
        return phase == OVER;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public DcState copy() {
        return new DcState(this);
    }

    @Override
    public View view(int seat) {
        return ViewParts.view(this, seat, toMove(), isOver() ? outcome().reason() : decision().prompt());
    }

    @Override
    protected DcState resampled(int seat, Rng r) {
        DcState s = copy();
        Resampling.resample(s, seat, r);
        s.forgetChoices();
        return s;
    }

    @Override
    public long chanceDraws() {
        return rng.draws();
    }

    @Override
    public long fingerprint() {
        return RunFingerprint.of(this);
    }

    @Override
    public List<ItemUse> itemUses() {
        return RunReport.itemUses(this);
    }

    /**
     * The Group's Run stages cleared so far, the same for every seat; the Run counts no rounds of its own (its
     * combat rounds start again in every fight), so the lab counts them.
     */
    @Override
    public Standing standing() {
        int[] v = new int[n];
        java.util.Arrays.fill(v, RunProgress.of(this).reached());
        return new Standing("round", 0, RunProgress.MEASURE, v);
    }

    /** For test fixtures that change the state by hand. */
    void forgetChoicesForTest() {
        forgetChoices();
    }
}
