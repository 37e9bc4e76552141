package keeptable.games.deadkeep;

import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.StageCard;

/** The Boss: Doom while inactive, Stage cards (inactive and active sides), waking up, and its defeats. */
final class Boss {
    private Boss() {
    }

    /** The Boss takes its last Wound: a Stage card from its pile revives it (heal, maybe teleport, Undead), else it dies. */
    static void bossDefeated(DkPosition s, EventSink ev) {
        int slot = s.bossSlot;
        if (s.stageCount == 0) {
            s.bossDead = true;
            s.place(slot, -1);
            s.enWounds[slot] = 0;
            Notes.note(ev, "The Boss is defeated for good", "Bosses");
            return;
        }
        int stage = s.stagePile[--s.stageCount];
        StageCard card = s.c.stages.get(stage);
        if (ev.enabled()) {
            Notes.reveal(ev, "The Boss falls and rises again: Stage card " + card.name(), "Bosses");
        }
        int fell = s.enZone[slot];
        Arrivals.beginSpawn(s); // the Active effect first, where the Boss fell
        int got = Arrivals.place(s, s.c.stageActive[stage], fell, card.activeCount(), 1, -1, card.name(), "Bosses", ev);
        Arrivals.endSpawn(s);
        if (got < card.activeCount()) {
            Arrivals.runningOut(s, ev);
        }
        s.enWounds[slot] = 0; // then it heals, then it may teleport: a teleport is no Spawn (no Combat Reflexes)
        if (card.teleport() && s.g.spawnZones().length > 0) {
            s.place(slot, s.g.spawnZones()[0]);
            if (ev.enabled()) {
                Notes.note(ev, "The Boss heals all its Wounds and teleports to " + s.zoneName(s.enZone[slot]), "Bosses");
            }
        } else if (ev.enabled()) {
            Notes.note(ev, "The Boss heals all its Wounds", "Bosses");
        }
    }

    /**
     * Wakes the Boss once the Quest's condition is met: Doom stops and the Stage cards become a shuffled deck.
     * Opens the Tower tile first when the Quest's condition for it is met.
     */
    static void checkActivation(DkPosition s, EventSink ev) {
        QuestRules.checkTower(s, ev);
        if (s.bossActive || s.bossDead) {
            return;
        }
        if (QuestRules.met(s, s.quest.activateOn())) {
            s.bossActive = true;
            s.doom = 0;
            s.rng.shuffle(s.stagePile, 0, s.stageCount);
            if (ev.enabled()) {
                Notes.note(ev, "The Boss " + s.c.enemies.get(s.type(s.bossSlot)).name() + " becomes Active with "
                        + s.stageCount + " Stage cards", "Bosses");
            }
        }
    }

    /**
     * The Quest's objectives are done: every red Objective taken and, when the Quest asks its Artifacts to be
     * carried, every Quest Artifact held by a standing Adventurer.
     */
    static boolean allRedTaken(DkPosition s) {
        return QuestRules.allRedTaken(s) && (!s.quest.carryArtifacts() || QuestRules.artifactsHeld(s));
    }
}
