package keeptable.games.deadkeep;

import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.StageCard;

/** The Boss: Doom while inactive, Stage cards (inactive and active sides), waking up, and its defeats. */
final class Boss {
    private Boss() {
    }

    /** The Boss takes its last Wound: a Stage card from its pile revives it (heal, maybe teleport, Undead), else it dies. */
    static void bossDefeated(DkState s, EventSink ev) {
        int slot = s.bossSlot;
        if (s.stageCount == 0) {
            s.bossDead = true;
            s.enZone[slot] = -1;
            s.enWounds[slot] = 0;
            Notes.note(ev, "The Boss is defeated for good", "Bosses");
            return;
        }
        int stage = s.stagePile[--s.stageCount];
        StageCard card = s.c.stages.get(stage);
        if (ev.enabled()) {
            Notes.note(ev, "The Boss falls and rises again: Stage card " + card.name(), "Bosses");
        }
        s.enWounds[slot] = 0;
        int at = s.enZone[slot];
        if (card.teleport()) {
            at = s.g.spawnZones().length > 0 ? s.g.spawnZones()[0] : at;
            s.enZone[slot] = at;
            if (ev.enabled()) {
                Notes.note(ev, "The Boss teleports to " + s.zoneName(at), "Bosses");
            }
        }
        Spawns.beginSpawn(s);
        int got = Spawns.place(s, s.c.stageActive[stage], at, card.activeCount(), 1, -1, card.name(), "Bosses", ev);
        Spawns.endSpawn(s);
        if (got < card.activeCount()) {
            Spawns.runningOut(s, ev);
        }
    }

    /** Doom tokens on an inactive Boss; at 5 a Stage card goes under it and its inactive side spawns in every Spawn Zone. */
    static void addDoom(DkState s, int k, String why, EventSink ev) {
        if (s.bossActive || s.bossDead || k <= 0) {
            return;
        }
        s.doom += k;
        if (ev.enabled()) {
            Notes.note(ev, "The Boss gains Doom (" + why + "): " + s.doom + "/5", "Bosses");
        }
        if (s.doom >= 5) {
            s.doom = 0;
            if (s.stageDeckLen == 0) {
                return;
            }
            int stage = s.stageDeck[--s.stageDeckLen];
            StageCard card = s.c.stages.get(stage);
            s.stagePile[s.stageCount++] = stage;
            s.stagesRevealed++;
            if (ev.enabled()) {
                Notes.note(ev, "5 Doom: Stage card " + card.name() + " goes to the Boss (" + s.stageCount
                        + " Stage cards)", "Bosses");
            }
            boolean shortAny = false;
            long outer = s.spawnMask;
            Spawns.beginSpawn(s);
            for (int z : s.g.spawnZones()) {
                if (Spawns.place(s, s.c.stageInactive[stage], z, card.inactiveCount(), 1, -1, card.name(), "Bosses", ev)
                        < card.inactiveCount()) {
                    shortAny = true;
                }
            }
            Spawns.endSpawn(s);
            s.spawnMask = outer;
            if (shortAny) {
                Spawns.runningOut(s, ev);
            }
        }
    }

    /** Wakes the Boss once the Quest's condition is met: Doom stops and the Stage cards become a shuffled deck. */
    static void checkActivation(DkState s, EventSink ev) {
        if (s.bossActive || s.bossDead) {
            return;
        }
        String on = s.quest.activateOn();
        boolean wake;
        if (on.equals("objectives")) {
            wake = allRedTaken(s);
        } else if (on.startsWith("round:")) {
            wake = s.round >= Integer.parseInt(on.substring(6));
        } else {
            wake = false;
            int[] obj = s.g.objectives();
            for (int i = 0; i < obj.length; i++) {
                if (s.g.objectiveColour(i).equals(on) && (s.objectivesTaken & (1L << i)) != 0) {
                    wake = true;
                }
            }
        }
        if (wake) {
            s.bossActive = true;
            s.doom = 0;
            s.rng.shuffle(s.stagePile, 0, s.stageCount);
            if (ev.enabled()) {
                Notes.note(ev, "The Boss " + s.c.enemies.get(s.type(s.bossSlot)).name() + " becomes Active with "
                        + s.stageCount + " Stage cards", "Bosses");
            }
        }
    }

    static boolean allRedTaken(DkState s) {
        int[] obj = s.g.objectives();
        for (int i = 0; i < obj.length; i++) {
            if (s.g.objectiveColour(i).equals("red") && (s.objectivesTaken & (1L << i)) == 0) {
                return false;
            }
        }
        return true;
    }
}
