package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Spawn Phase (1.0) and The Minor Demon Spawning, the monster player's decisions: summon the Minor
 * Demon by a sacrifice (chosen before any roll, counter by counter) or roll for the spawning squares
 * at once ({@link Spawning}); then the turn goes on to the initiative.
 */
final class SpawnRules {
    static final String DEMON = "The Minor Demon Spawning";

    private SpawnRules() {
    }

    static void choices(DadPosition s, List<DadChoice> out) {
        if (s.phase == DadPosition.SPAWN) {
            out.add(new DadChoice.RollSpawns());
            for (int o = 0; o < s.content.sacrifices.length; o++) {
                if (Spawning.canSacrifice(s, o)) {
                    for (int i = 0; i < s.map.spawns.length; i++) {
                        if (Spawning.free(s, i)) {
                            out.add(new DadChoice.SummonDemon(o, s.map.spawns[i]));
                        }
                    }
                }
            }
            return;
        }
        for (int i = 0; i < s.roster.size(); i++) {
            if (!s.alive(i) || s.owner[i] != DadPosition.MONSTERS) {
                continue;
            }
            Kind k = s.kind(i);
            if (k == Kind.VAMPIRE_THRALL && s.thrallsToSacrifice > 0
                    || (k == Kind.MINION || k == Kind.ZOMBIE) && s.lesserToSacrifice > 0) {
                out.add(new DadChoice.Sacrifice(i, s.pos[i]));
            }
        }
    }

    static void play(DadPosition s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.RollSpawns r -> {
                Spawning.rollAll(s, out);
                TurnRules.initiative(s, out);
            }
            case DadChoice.SummonDemon d -> {
                s.thrallsToSacrifice = s.content.sacrifices[d.option()][0];
                s.lesserToSacrifice = s.content.sacrifices[d.option()][1];
                s.demonSquare = d.square();
                s.phase = DadPosition.SACRIFICE;
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The monsters will summon the Minor Demon on "
                            + GameMap.name(d.square()), DEMON));
                }
            }
            case DadChoice.Sacrifice x -> {
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(x.counter()) + " is sacrificed", DEMON));
                }
                if (s.kind(x.counter()) == Kind.VAMPIRE_THRALL) {
                    s.thrallsToSacrifice--;
                } else {
                    s.lesserToSacrifice--;
                }
                DeathRules.remove(s, x.counter());
                if (s.thrallsToSacrifice == 0 && s.lesserToSacrifice == 0) {
                    int demon = s.spare(Kind.MINOR_DEMON);
                    s.put(demon, s.demonSquare);
                    s.count(Tally.DEMON, DadPosition.MONSTERS);
                    if (out.enabled()) {
                        out.emit(new DadEvent.Seen("The Minor Demon appears on " + GameMap.name(s.demonSquare), DEMON));
                    }
                    Spawning.rollAll(s, out);
                    TurnRules.initiative(s, out);
                }
            }
            default -> throw new IllegalStateException("not a spawn choice: " + choice);
        }
    }
}
