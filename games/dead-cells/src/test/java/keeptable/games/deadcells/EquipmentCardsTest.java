package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The book's "Equipment cards", Always-Active and Skill Equipment, and Companions, each from the book's words. */
class EquipmentCardsTest {

    /** Once equipped, a card is never traded or given to another Beheaded during the Run (random Runs, every step). */
    @Test
    void anEquippedCardNeverPassesToAnotherBeheaded() {
        int moved = 0;
        for (int run = 0; run < 40; run++) {
            List<Seat> seats = List.of(new Seat("A", "t"), new Seat("B", "t"), new Seat("C", "t"));
            DcState s = (DcState) Scene.GAME.newGame(new Setup(seats, Map.of(), 500 + run));
            Rng rng = new Rng(run);
            while (!s.isOver()) {
                int[] owner = owners(s);
                var choices = s.choices();
                s.apply(choices.get(rng.nextInt(choices.size())));
                int[] now = owners(s);
                for (int q = 0; q < now.length; q++) {
                    if (now[q] >= 0 && owner[q] >= 0 && now[q] != owner[q]) {
                        moved++;
                    }
                }
            }
        }
        assertEquals(0, moved);
    }

    private static int[] owners(DcState s) {
        int[] owner = new int[s.c.equipment.size()];
        java.util.Arrays.fill(owner, -1);
        for (int p = 0; p < s.n; p++) {
            for (int q : s.slot[p]) {
                if (q >= 0) {
                    owner[q] = p;
                }
            }
        }
        return owner;
    }

    /** Always-Active Equipment acts every time it is triggered: two Shields spent, two strikes of the Knockback Shield. */
    @Test
    void alwaysActiveEquipmentActsAsOftenAsItIsTriggered() {
        Scene t = Scene.run(1, "flayed", "quartered", "poisoned");
        t.equipped(0, "knockback");
        t.combat(new String[] {"mama"});
        t.s.shields[0] = 2;
        Harm.hurt(t.s, 0, 2, "A test", t.events);
        t.settle();
        assertEquals(2, RoundEndAndTargetsTest.timesSaid(t, "with the Knockback Shield"));
    }

    /** Skill Equipment is used once per Skill icon: the Cleaver once in Round I and again with Round III's icon. */
    @Test
    void skillEquipmentIsUsedOncePerSkillIcon() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.s.first = 0;
        t.equipped(0, "cleaver");
        t.hand(0, "FL1", "FL5").hand(1, "QU5");
        t.combat(new String[] {"mama"});
        t.pick("Flayed Guard").pick("Flayed Scavenge").pick("Quartered Focus");
        assertEquals(1, t.s.round);
        t.pick("Use Cleaver");
        assertEquals(1, t.s.enemyStates[1][Content.S_BLEED]);
        while (t.s.pending != Pending.SKILL || t.s.about != 0) {
            assertTrue(t.s.round != 1 || t.s.pending != Pending.SKILL, "one Skill icon in Round I: one use");
            t.apply(t.s.choices().get(0));
        }
        assertEquals(3, t.s.round, "the Scavenge's Round III Skill icon");
        assertTrue(t.choiceWords().stream().anyMatch(l -> l.startsWith("Use Cleaver")));
    }

    /** A Companion is equipped like Equipment: it needs a free slot, or the Group discards a card to make room. */
    @Test
    void aCompanionNeedsAFreeSlot() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.equipped(0, "bow");
        Gains.give(t.s, DcState.W_EQUIP, t.equip("dog"), 0, t.events);
        t.s.forgetChoicesForTest();
        assertEquals(List.of("Discard the equipped Beginner's Bow first", "Discard Stray Dog"), t.choiceWords());
        t.pick("Discard the equipped Beginner's Bow first").pick("Equip Stray Dog");
        assertEquals(t.equip("dog"), t.s.slot[0][0]);
    }

    /** Each Beheaded starts the Run with one Equipment slot. */
    @Test
    void eachBeheadedStartsWithOneSlot() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        for (int p = 0; p < 3; p++) {
            assertEquals(1, Board.slots(t.s, p));
        }
        Gains.give(t.s, DcState.W_EQUIP, t.equip("bow"), 0, EventSink.NONE);
        t.s.forgetChoicesForTest();
        t.pick("Equip Beginner's Bow");
        Gains.give(t.s, DcState.W_EQUIP, t.equip("torch"), 0, EventSink.NONE);
        t.s.forgetChoicesForTest();
        assertTrue(t.choiceWords().stream().noneMatch(l -> l.equals("Equip Torch")), "no second slot");
    }
}
