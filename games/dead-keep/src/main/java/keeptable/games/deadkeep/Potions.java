package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.DkPosition.M_ACTION;
import static keeptable.games.deadkeep.DkPosition.M_POTION;

import java.util.List;
import keeptable.engine.EventSink;

/**
 * Health Potions, which the book lets an Adventurer discard at any time, even in another's Turn: heal 3 Wounds
 * of an Adventurer in the holder's Zone (the holder included) or revive a KO'ed one there (never oneself).
 * Besides the Actions of the holder's player, the Enemy Phase opens a Potion window (mode {@code M_POTION}) before
 * the Attacks on a Zone are distributed, after each batch of Wounds lands and after a Mist Burn's Wounds, and the
 * Player Phase opens one after Friendly Fire when a holder of another seat could help there, whenever a Potion
 * could be given; the party uses as many Potions as it likes, then says "no Potion now" once to close the window.
 */
final class Potions {
    private Potions() {
    }

    /** Potions the seat's standing Adventurers (every seat's for {@code seat} -1) may give in their Zone. */
    static void choices(DkPosition s, int seat, List<DkChoice> out) {
        for (int h = 0; h < s.n; h++) {
            if (seat >= 0 && s.owner[h] != seat || s.ko(h) || s.potions[h] == 0) {
                continue;
            }
            for (int b = 0; b < s.n; b++) {
                if (s.zone[b] == s.zone[h] && helps(s, h, b)) {
                    out.add(new DkChoice.Potion(h, b));
                }
            }
        }
    }

    /** Whether holder {@code h}'s Potion would do anything for {@code b}: revive (not oneself) or heal. */
    private static boolean helps(DkPosition s, int h, int b) {
        return s.ko(b) ? b != h : s.wounds[b] > 0;
    }

    /** Whether {@code b} could be given a Potion now by a standing holder in their Zone. */
    static boolean usableOn(DkPosition s, int b) {
        for (int h = 0; h < s.n; h++) {
            if (!s.ko(h) && s.potions[h] > 0 && s.zone[h] == s.zone[b] && helps(s, h, b)) {
                return true;
            }
        }
        return false;
    }

    /** Whether one of the Adventurers in {@code advs} (a mask) could be given a Potion now. */
    static boolean usableOnAny(DkPosition s, long advs) {
        for (long m = advs; m != 0; m &= m - 1) {
            if (usableOn(s, Long.numberOfTrailingZeros(m))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether, after Friendly Fire into Zone {@code z}, a holder of another seat than {@code seat} (the shooter's,
     * whose player gives Potions in their own Actions) could give a Potion to a teammate standing or fallen there.
     */
    static boolean usableByOtherSeatIn(DkPosition s, int z, int seat) {
        for (int h = 0; h < s.n; h++) {
            if (s.ko(h) || s.potions[h] == 0 || s.zone[h] != z || s.owner[h] == seat) {
                continue;
            }
            for (int b = 0; b < s.n; b++) {
                if (s.zone[b] == z && helps(s, h, b)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a Potion could be given now to an Adventurer in Zone {@code z}. */
    static boolean usableIn(DkPosition s, int z) {
        for (int b = 0; b < s.n; b++) {
            if (s.zone[b] == z && usableOn(s, b)) {
                return true;
            }
        }
        return false;
    }

    /** Opens the Potion window if {@code worth} it; true if the flow must wait for the party. */
    static boolean offer(DkPosition s, boolean worth) {
        if (worth) {
            s.mode = M_POTION;
        }
        return worth;
    }

    /** Who answers the window: the owner of every holder who could give a Potion, else the first player. */
    static int decider(DkPosition s) {
        int seat = -1;
        for (int h = 0; h < s.n; h++) {
            if (s.ko(h) || s.potions[h] == 0) {
                continue;
            }
            for (int b = 0; b < s.n; b++) {
                if (s.zone[b] == s.zone[h] && helps(s, h, b)) {
                    if (seat >= 0 && seat != s.owner[h]) {
                        return s.playersSeat();
                    }
                    seat = s.owner[h];
                }
            }
        }
        return seat < 0 ? s.playersSeat() : seat;
    }

    static void windowChoices(DkPosition s, List<DkChoice> out) {
        choices(s, -1, out);
        out.add(new DkChoice.NoPotion());
    }

    /** Discards the holder's Potion: the target heals 3 Wounds, and stands up again if KO'ed. */
    static boolean give(DkPosition s, DkChoice.Potion p, EventSink ev) {
        int h = p.holder();
        int b = p.target();
        s.potions[h]--;
        boolean revive = s.ko(b);
        if (revive) {
            s.koMask &= ~(1L << b);
        }
        int healed = Math.min(3, s.wounds[b]);
        s.wounds[b] -= healed;
        if (ev.enabled()) {
            ev.emit(new DkEvent.AdventurerWounded(s.advName(b), -healed, s.maxWounds(b) - s.wounds[b], false,
                    s.advName(h) + "'s Health Potion" + (revive ? " revives them" : ""), "Treasure Zones"));
        }
        if (s.mode == M_POTION) {
            List<DkChoice> more = new java.util.ArrayList<>();
            choices(s, -1, more);
            if (!more.isEmpty()) {
                return false;
            }
            s.mode = M_ACTION;
        }
        return true;
    }

    /** "No Potion now": the window closes and the Enemy Phase goes on. */
    static boolean decline(DkPosition s, EventSink ev) {
        Notes.note(ev, "No Health Potion is given now", "Health Potions");
        s.mode = M_ACTION;
        return true;
    }
}
