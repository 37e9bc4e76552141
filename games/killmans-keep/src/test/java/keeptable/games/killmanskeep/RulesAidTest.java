package keeptable.games.killmanskeep;

import keeptable.engine.conformance.RulesAidCheck;
import org.junit.jupiter.api.Test;

/**
 * The players' rules aid (rules-aid/killmans-keep.md): every book section the events of 40 played games name and every kind
 * of choice they offer opens a section of it, and it holds no developers' words.
 */
class RulesAidTest {
    @Test
    void everyRuleAndEveryKindOfChoiceOpensASectionOfTheAidWrittenForPlayers() {
        KillmansKeep game = new KillmansKeep();
        RulesAidCheck.check(game, RulesAidCheck.setups(game, 40, 2600), 4000, 26);
    }
}
