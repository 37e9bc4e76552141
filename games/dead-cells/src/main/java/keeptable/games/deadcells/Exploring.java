package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.content.Words;

/** Exploring a Biome: moving the Group, Hand and Deck Checks, flipping a tile and what it holds. */
final class Exploring {
    private Exploring() {
    }

    static void move(DcPosition s, int i, EventSink ev) {
        Corridor k = s.c.biomes.get(s.biome).corridors()[i];
        if (k.check() != 0) {
            Solo.checkFirst(s, ev);
        }
        if (k.check() == 1) {
            boolean can = false;
            for (int h = 0; h < s.handN[s.first]; h++) {
                can |= s.c.cards.get(s.hand[s.first][h]).has(k.colour());
            }
            if (!can) {
                s.shut |= 1 << i;
                if (ev.enabled()) {
                    Notes.toOthers(s, ev, s.name(s.first) + " fails the Hand Check: the corridor is shut",
                            "Hand Checks");
                }
                s.pending = Pending.MOVE;
                return;
            }
            s.pending = Pending.CHECK;
            s.about = k.to();
            s.item = k.colour();
            if (ev.enabled()) {
                Notes.toOthers(s, ev, s.name(s.first) + " can pass the Hand Check", "Hand Checks");
            }
            return;
        }
        if (k.check() == 2) {
            Checks.deckCheck(s, s.first, k.colour(), k.reward(), ev);
            s.refill(s.first, ev);
        }
        arrive(s, k.to(), ev);
    }

    static void arrive(DcPosition s, int space, EventSink ev) {
        Biome b = s.c.biomes.get(s.biome);
        s.pos = space;
        s.shut = 0;
        if (ev.enabled()) {
            emit(ev, "The Group moves to " + b.spaces()[space], "Move the Group");
        }
        if (b.exitTo()[space] != Integer.MIN_VALUE) {
            s.biomesDone++;
            Interbiome.begin(s, ev);
            return;
        }
        s.flipped |= 1 << space;
        Tile t = s.c.tiles.get(s.tileAt[space]);
        if (ev.enabled()) {
            Notes.reveal(ev, "The tile is " + Words.TILE_KINDS[t.kind()], "Flip and reveal");
        }
        // Change First Player always comes first.
        for (Gain g : t.gains()) {
            if (g.kind() == CHANGE_FP) {
                s.first = s.nextSeat(s.first);
                if (ev.enabled()) {
                    emit(ev, s.name(s.first) + " becomes First Player", "Tile icons");
                }
            }
        }
        switch (t.kind()) {
            case K_ENCOUNTER, K_ELITE -> Combat.setup(s, t, ev);
            case K_MERCHANT -> {
                s.merchantLeft0 = t.offers()[0].times();
                s.merchantLeft1 = t.offers().length > 1 ? t.offers()[1].times() : 0;
                s.merchantLeft2 = t.offers().length > 2 ? t.offers()[2].times() : 0;
                s.pending = Pending.MERCHANT;
                s.about = s.tileAt[space];
            }
            case K_TELEPORT -> emit(ev, "A Teleportation tile: it cannot be used yet", "Door, Teleportation");
            default -> {
                if (t.either().length > 0) {
                    boolean any = false;
                    for (Gain[] o : t.either()) {
                        any |= LegalChoices.checkable(s, o);
                    }
                    if (any) {
                        s.pending = Pending.EITHER;
                        s.about = s.tileAt[space];
                    }
                }
                if (t.kind() == K_CURSED) {
                    s.push(TK_GAIN, -1000 - t.curse(), -1, 0);
                }
                if (t.kind() == K_DOOR) {
                    Gain[] secret = s.c.secrets.get(s.secretsSeen % s.c.secrets.size());
                    s.secretsSeen++;
                    for (int i = secret.length - 1; i >= 0; i--) {
                        s.push(TK_GAIN, secret[i].id(), -1, 0);
                    }
                    if (ev.enabled()) {
                        Notes.reveal(ev, "Behind the door: a Secret", "Door, Teleportation");
                    }
                }
                for (int i = t.gains().length - 1; i >= 0; i--) {
                    if (t.gains()[i].kind() != CHANGE_FP) {
                        s.push(TK_GAIN, t.gains()[i].id(), -1, 0);
                    }
                }
            }
        }
    }

    /** Exploring with nothing pending: dead or alive, then the next move. */
    static void afterTile(DcPosition s, EventSink ev) {
        for (int p = 0; p < s.n; p++) {
            if (s.dead[p]) {
                Ending.endRun(s, false, "died in Biome " + (s.biomesDone + 1) + " (" + s.c.biomes.get(s.biome).name() + ")",
                        ev);
                return;
            }
        }
        s.pending = Pending.MOVE;
        if (moveCount(s) == 0) {
            throw new IllegalStateException("the Group is stuck at " + s.pos);
        }
    }

    static void use(DcPosition s, int i) {
        if (i == 0) {
            s.merchantLeft0--;
        } else if (i == 1) {
            s.merchantLeft1--;
        } else {
            s.merchantLeft2--;
        }
    }

    private static int moveCount(DcPosition s) {
        List<DcChoice> out = s.listing();
        LegalChoices.moves(s, out);
        return out.size();
    }
}
