package keeptable.games.deadcells;

import keeptable.engine.conformance.RulesAidCheck;
import org.junit.jupiter.api.Test;

/**
 * The players' rules aid (rules-aid/dead-cells.md): every book section the events of 12 played games name and every kind
 * of choice they offer opens a section of it, and it holds no developers' words.
 */
class RulesAidTest {
    @Test
    void everyRuleAndEveryKindOfChoiceOpensASectionOfTheAidWrittenForPlayers() {
        DeadCells game = new DeadCells();
        RulesAidCheck.check(game, RulesAidCheck.setups(game, 12, 2600), 4000, 26);
    }
}
