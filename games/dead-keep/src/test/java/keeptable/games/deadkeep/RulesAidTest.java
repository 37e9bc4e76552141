package keeptable.games.deadkeep;

import keeptable.engine.conformance.RulesAidCheck;
import org.junit.jupiter.api.Test;

/**
 * The players' rules aid (rules-aid/dead-keep.md): every book section the events of 30 played games name and every kind
 * of choice they offer opens a section of it, and it holds no developers' words.
 */
class RulesAidTest {
    @Test
    void everyRuleAndEveryKindOfChoiceOpensASectionOfTheAidWrittenForPlayers() {
        DeadKeep game = new DeadKeep();
        RulesAidCheck.check(game, RulesAidCheck.setups(game, 30, 2600), 4000, 26);
    }
}
