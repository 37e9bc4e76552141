package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Standing;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.Kind;

/**
 * A game of Down Among The Dead in progress: the engine contract over a {@link DadPosition}. It hands each
 * decision to the class of the book's part it belongs to ({@link Opening}, {@code *Rules}, {@code *Choices})
 * and builds views and words.
 */
public final class DadState extends DadPosition {
    DadState(Content c, Variant v, String[] names, Rng rng) {
        super(c, v, names, rng);
    }

    private DadState(DadState o) {
        super(o);
    }

    // ---- the engine contract ---------------------------------------------------------------

    @Override
    public int seats() {
        return 2;
    }

    @Override
    public int toMove() {
        return switch (phase) {
            case OVER -> -1;
            case PICK, STOCK, SPELL, PLACE -> ADVENTURERS;
            case MONSTER_PLACE, SPAWN, SACRIFICE -> MONSTERS;
            default -> reaction != NONE ? reactionSeat : mover;
        };
    }

    @Override
    public Decision decision() {
        int seat = toMove();
        if (seat < 0) {
            return null;
        }
        String what = switch (phase) {
            case PICK -> "choose your characters (" + Long.bitCount(picked) + " of " + variant.partySize() + ")";
            case STOCK -> "choose your items (" + itemsTaken + " of " + variant.itemLimit() + ")";
            case SPELL -> "choose the Mage's spell";
            case PLACE -> "place the " + content.kindName(roster.kind(Opening.nextToPlace(this)))
                    + " on a free starting square, marked green on the board: " + Opening.freeSquares(this);
            case MONSTER_PLACE -> "place the " + content.kindName(roster.kind(Opening.nextToPlace(this)))
                    + " one or two squares from the boss, marked red on the board: " + Opening.freeSquares(this);
            case SPAWN -> "spawn phase: summon the Minor Demon or roll for spawns";
            case SACRIFICE -> "sacrifice counters for the Minor Demon (" + thrallsToSacrifice + " thralls, "
                    + lesserToSacrifice + " minions/zombies to go)";
            default -> pendPrompt();
        };
        return new Decision(seat, (turn == 0 ? "setting up" : "turn " + turn) + ": " + what);
    }

    private String pendPrompt() {
        String p = switch (phase) {
            case ITEM -> "item phase";
            case MOVE -> "movement phase";
            default -> "combat phase";
        };
        return switch (reaction) {
            case CANCEL -> p + ": cancel an enemy's combat bonus with the Man-at-Arms?";
            case REROLL -> p + ": the Knight may re-roll his natural " + (Kind.of(roster.kind(attacker)) == Kind.KNIGHT
                    && owner[attacker] == ADVENTURERS ? attackerDie : defenderDie);
            case ADVANCE -> p + ": advance after combat?";
            case BERSERK -> p + ": the Warrior may attack again in berserker rage";
            case CHAIN -> p + ": where does the chain lightning leap?";
            case ELEMENTAL -> p + ": place the summoned elemental";
            default -> moving >= 0 ? p + ": move the " + content.kindName(roster.kind(moving)) + " (" + movesLeft
                    + " left) or stop" : p + ": your activity";
        };
    }

    @Override
    protected List<DadChoice> legalChoices() {
        List<DadChoice> out = new ArrayList<>(32);
        switch (phase) {
            case PICK, STOCK, SPELL, PLACE, MONSTER_PLACE -> Opening.choices(this, out);
            case SPAWN, SACRIFICE -> SpawnRules.choices(this, out);
            case ITEM -> ItemChoices.choices(this, mover, out);
            case MOVE -> MoveChoices.choices(this, mover, out);
            case COMBAT -> CombatChoices.choices(this, out);
            default -> {
            }
        }
        return out;
    }

    /**
     * Plays a choice; when someone listens and the rules told nothing of it (a phase ended, a roll kept),
     * the table is told in words who chose what, so the other side sees every move.
     */
    @Override
    protected void play(DadChoice choice, EventSink out) {
        if (!out.enabled()) {
            rules(choice, out);
            return;
        }
        int seat = toMove();
        String said = ChoiceWords.told(this, choice);
        boolean[] told = {false};
        rules(choice, new EventSink() {
            @Override
            public boolean enabled() {
                return true;
            }

            @Override
            public void emit(keeptable.engine.Event e) {
                told[0] = true;
                out.emit(e);
            }
        });
        if (!told[0]) {
            out.emit(new DadEvent.Seen(names[seat] + " (" + (seat == ADVENTURERS ? "adventurers" : "monsters") + ") "
                    + said, "Outline of Play"));
        }
    }

    private void rules(DadChoice choice, EventSink out) {
        switch (phase) {
            case PICK, STOCK, SPELL, PLACE, MONSTER_PLACE -> Opening.play(this, choice, out);
            case SPAWN, SACRIFICE -> SpawnRules.play(this, choice, out);
            case ITEM -> ItemRules.play(this, choice, out);
            case MOVE -> MoveRules.play(this, choice, out);
            case COMBAT -> CombatRules.play(this, choice, out);
            default -> throw new IllegalStateException("no decision is open");
        }
    }

    /** A choice in words, naming counters, items and spells from this game's content. */
    @Override
    public String describe(keeptable.engine.Choice choice) {
        return choice instanceof DadChoice d ? ChoiceWords.describe(this, d) : choice.label();
    }

    @Override
    public boolean isOver() {
        return phase == OVER;
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    /** The adventurers' spawning squares destroyed and the monsters' adventurers fallen, by the game's turn. */
    @Override
    public Standing standing() {
        int[] v = new int[2];
        v[ADVENTURERS] = Integer.bitCount(destroyed);
        v[MONSTERS] = Victory.fallen(this);
        return new Standing("turn", Math.max(1, turn), "spawning squares destroyed (adventurers), "
                + "adventurers fallen (monsters)", v);
    }

    @Override
    public State copy() {
        return new DadState(this);
    }

    /**
     * Every seat and a spectator ({@link View#SPECTATOR}) see the same: the book hides nothing, items
     * lie under their counters in the open; only the seat number differs.
     */
    @Override
    public View view(int seat) {
        return DadView.of(this, seat);
    }

    /** Nothing is hidden in this game: a determinization only re-seeds the dice to come. */
    @Override
    protected DadState resampled(int seat, Rng r) {
        DadState d = new DadState(this);
        d.rng = r.split();
        return d;
    }

    /** The draws of the one random stream (every die of the game), so the undo rule sees when chance was drawn. */
    @Override
    public long chanceDraws() {
        return rng.draws();
    }

    @Override
    public List<keeptable.engine.ItemUse> itemUses() {
        return Tally.uses(tally);
    }
}
