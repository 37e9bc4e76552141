package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.EnemyType;
import org.junit.jupiter.api.Test;

/** The book's chapter on the Enemies: Undead and Monsters in general. */
class TheEnemiesTest {

    @Test
    void anUndeadsProfileIsTheSameAtEveryCampaignLevel() {
        for (EnemyType e : Scene.C.enemies) {
            if (!e.monster()) {
                for (int level = 2; level <= 5; level++) {
                    assertEquals(e.at(1), e.at(level), e.name() + " at Campaign Level " + level);
                }
            }
        }
    }

    @Test
    void aMonsterDropsAnArtifactTokenNotASearchToken() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        int warhog = sc.enemy("warhog", 0, 1);
        Foes.kill(sc.s, warhog, EventSink.NONE);
        assertEquals(1, sc.s.artifactTokens[0]);
        assertEquals(0, sc.s.searchTokens[0], "only Undead drop Search tokens");
    }
}
