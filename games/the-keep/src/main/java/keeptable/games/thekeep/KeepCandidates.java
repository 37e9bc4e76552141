package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.State;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.games.thekeep.KeepChoice.GuardStep;

/**
 * The choices the search bot weighs (issue 26: guards move with purpose): never a guard's step back into a room it
 * stood in on its walk this turn, and in Molasar's own guards' move only a step that heads somewhere - toward a
 * room nearer the Searchers than the guard stands now, as {@link KeepHeuristic} scores it - or the end of the move.
 * When nothing else is legal, every legal choice is weighed.
 */
final class KeepCandidates implements IsmctsAgent.Candidates {

    @Override
    public List<Choice> of(State state, List<Choice> legal) {
        KeepState s = (KeepState) state;
        boolean hisGuards = s.toMove() == s.molSeat
                && (s.phase == KeepState.P_SS_MOVE || s.phase == KeepState.P_SS_SEARCH);
        List<Choice> kept = new ArrayList<>(legal.size());
        for (Choice c : legal) {
            if (!(c instanceof GuardStep gs)
                    || !KeepHeuristic.goesBack(s, gs) && (!hisGuards || KeepHeuristic.guardStep(s, gs) > 0)) {
                kept.add(c);
            }
        }
        return kept.isEmpty() ? legal : kept;
    }
}
