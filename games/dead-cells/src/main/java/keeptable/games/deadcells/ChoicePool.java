package keeptable.games.deadcells;

import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.Pick;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.Target;

/**
 * The choices the legal-choice lists hand out, made once and shared: a choice is an immutable record of small ids,
 * so listing the legal choices allocates no choice within these ranges. Choices outside them (a content folder with
 * very many cards, placing back a set-aside Mutation) are made afresh; records compare by value either way.
 */
final class ChoicePool {
    /** The End of Run's option of throwing a Cell into the Well, and where its card moves and placings start. */
    static final int WELL = 3;
    static final int REASSIGN = 10_000;
    /** Pick option of placing back the mutation set aside at index i: PLACE_BACK + i. */
    static final int PLACE_BACK = 20_000;

    /** Picks -2 .. PICKS - 3: every option of every decision but the End of Run's card moves and placing back. */
    private static final int PICKS = 256;
    /** Card ids below this are pooled for Discard and Play; the box has 72 Combat cards. */
    private static final int CARDS = 256;
    private static final int SMALL = 64;
    /** The End of Run's moves of an Improved card ({@code REASSIGN + card * 8 + deck}) for pooled cards. */
    private static final int REASSIGNS = CARDS * 8;

    private static final Pick[] PICK = new Pick[PICKS];
    private static final Pick[] REASSIGN_PICKS = new Pick[REASSIGNS];
    private static final Discard[] DISCARD = new Discard[CARDS];
    private static final Play[] PLAY = new Play[CARDS * 4];
    private static final Give[] GIVE = new Give[SMALL];
    private static final Target[] TARGET = new Target[SMALL];
    private static final Move[] MOVE = new Move[SMALL];

    static final Done DONE = new Done();
    static final Pass PASS = new Pass();

    static {
        for (int i = 0; i < PICKS; i++) {
            PICK[i] = new Pick(i - 2);
        }
        for (int i = 0; i < REASSIGNS; i++) {
            REASSIGN_PICKS[i] = new Pick(REASSIGN + i);
        }
        for (int k = 0; k < CARDS; k++) {
            DISCARD[k] = new Discard(k);
            for (int r = 0; r < 4; r++) {
                PLAY[k * 4 + r] = new Play(k, r);
            }
        }
        for (int i = 0; i < SMALL; i++) {
            GIVE[i] = new Give(i);
            TARGET[i] = new Target(i);
            MOVE[i] = new Move(i);
        }
    }

    private ChoicePool() {
    }

    static Pick pick(int option) {
        int i = option + 2;
        if (i >= 0 && i < PICKS) {
            return PICK[i];
        }
        int moved = option - REASSIGN;
        return moved >= 0 && moved < REASSIGNS ? REASSIGN_PICKS[moved] : new Pick(option);
    }

    static Discard discard(int card) {
        return card >= 0 && card < CARDS ? DISCARD[card] : new Discard(card);
    }

    static Play play(int card, int round) {
        return card >= 0 && card < CARDS && round >= 0 && round < 4 ? PLAY[card * 4 + round] : new Play(card, round);
    }

    static Give give(int seat) {
        return seat >= 0 && seat < SMALL ? GIVE[seat] : new Give(seat);
    }

    static Target target(int who) {
        return who >= 0 && who < SMALL ? TARGET[who] : new Target(who);
    }

    static Move move(int corridor) {
        return corridor >= 0 && corridor < SMALL ? MOVE[corridor] : new Move(corridor);
    }
}
