package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.ItemUse;
import keeptable.engine.Rng;
import keeptable.engine.State;
import org.junit.jupiter.api.Test;

/** The simulation report's content items: what each seat played, took, used, fought and killed, by name. */
class RunReportTest {

    private static List<String> rows(DcState s) {
        List<String> out = new ArrayList<>();
        for (ItemUse u : s.itemUses()) {
            out.add(u.item() + " | seat " + u.seat() + " x" + u.times());
        }
        return out;
    }

    @Test
    void aScriptedCombatReportsTheCardsPlayedTheEnemyFoughtAndKilledAndTheEquipmentTaken() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.s.first = 0;
        t.hand(0, "FL4", "FL3", "FL1").hand(1, "QU3", "QU1", "QU2");
        assertEquals(List.of(), rows(t.s), "nothing is used before the first Combat");
        t.combat(new String[] {"zombie"});
        // Flayed Rush deals 1 Damage in Round I and 1 in Round II: the Zombie (Health 2) dies, and the Run moves on.
        t.pick("Flayed Rush").pick("Flayed Feint").pick("Quartered Brace");
        assertEquals(Pending.MOVE, t.s.pending, "the Combat is over");
        Gains.equipNow(t.s, 1, t.equip("broadsword"), EventSink.NONE);
        assertEquals(List.of(
                "Combat card: Flayed Feint | seat 0 x1",
                "Combat card: Flayed Rush | seat 0 x1",
                "Combat card: Quartered Brace | seat 1 x1",
                "Enemy fought: Zombie | seat 0 x1",
                "Enemy fought: Zombie | seat 1 x1",
                "Enemy killed: Zombie | seat 0 x1",
                "Enemy killed: Zombie | seat 1 x1",
                "Equipment taken: Broadsword | seat 1 x1"), rows(t.s));
    }

    @Test
    void aSkillIsReportedByItsWordsAndItsBeheaded() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.combat(new String[] {"zombie"});
        t.s.round = 1;
        t.s.pending = Pending.SKILL;
        t.s.about = 1;
        t.s.allowed = 1;
        t.s.forgetChoicesForTest();
        t.pick("Skill: ");
        assertEquals(List.of("Skill: " + t.c.beheaded.get(1).skill().text() + " (The Quartered's own Skill) | seat 1 x1"),
                rows(t.s).stream().filter(r -> r.startsWith("Skill")).toList());
    }

    @Test
    void howFarTheRunGotIsNoItemButTheOutcomesProgress() {
        for (long seed = 1; seed <= 30; seed++) {
            State s = Scene.GAME.newGame(new keeptable.engine.Setup(List.of(new keeptable.engine.Seat("A", "random"),
                    new keeptable.engine.Seat("B", "random")), java.util.Map.of(), seed));
            Rng r = new Rng(seed);
            while (!s.isOver()) {
                s.apply(s.choices().get(r.nextInt(s.choices().size())));
            }
            for (ItemUse u : s.itemUses()) {
                assertTrue(u.item().matches("(Combat card|Equipment taken|Equipment used|Mutation|Enemy fought|"
                        + "Enemy killed|Skill): [^(].*"), u.item());
                assertTrue(u.seat() >= 0 && u.seat() < 2 && u.times() > 0, u.toString());
            }
            assertTrue(s.outcome().progress() != null, "the Run's progress is in its outcome");
        }
    }

    @Test
    void aCopyKeepsItsOwnLog() {
        Scene t = Scene.run(1, "flayed", "quartered");
        t.combat(new String[] {"zombie"});
        DcState copy = t.s.copy();
        Harm.kill(copy, t.space("zombie"), EventSink.NONE);
        assertEquals(2, copy.itemUses().size() - t.s.itemUses().size(), "the kill is the copy's, for both seats");
    }
}
