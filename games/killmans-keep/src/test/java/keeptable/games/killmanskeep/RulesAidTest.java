package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import keeptable.engine.conformance.RulesAidCheck;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.RulesAid;
import keeptable.games.killmanskeep.content.Artifact;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.ContentFiles;
import keeptable.games.killmanskeep.content.Goal;
import keeptable.games.killmanskeep.content.Monster;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The players' rules aid (rules-aid/killmans-keep.md): every book section the events of 40 played games name and every kind
 * of choice they offer opens a section of it, and it holds no developers' words; every card of the game is listed in
 * it with what it does, as the game's content has it.
 */
class RulesAidTest {
    @TempDir
    Path dir;

    @Test
    void everyRuleAndEveryKindOfChoiceOpensASectionOfTheAidWrittenForPlayers() {
        KillmansKeep game = new KillmansKeep();
        RulesAidCheck.check(game, RulesAidCheck.setups(game, 40, 2600), 4000, 26);
    }

    @Test
    void everyArtifactMonsterAndGoalIsListedWithWhatItDoes() {
        Content c = Content.standard();
        RulesAid aid = new KillmansKeep().rulesAid();
        String artifacts = aid.section("artifact-cards").body();
        for (Artifact a : c.artifacts) {
            String does = a.text();
            assertTrue(artifacts.contains("| " + a.name() + " | " + a.category().title() + " | " + a.rarity() + " | "
                    + a.copies() + " | " + Character.toUpperCase(does.charAt(0)) + does.substring(1)), a.name());
        }
        String monsters = aid.section("monster-cards").body();
        for (Monster m : c.monsters) {
            assertTrue(monsters.contains("| " + m.name() + " | " + m.rarity() + " | " + m.copies() + " | "
                    + (m.hasEffect() ? m.text() : "Nothing more")), m.name());
        }
        String goals = aid.section("goal-cards").body();
        for (Goal g : c.goals) {
            assertTrue(goals.contains("| " + g.name() + " | " + g.text() + " |"), g.name());
        }
        assertEquals("Cards", aid.section("cards").title());
        assertEquals("Words of the game", aid.sections().get(aid.sections().size() - 1).title(),
                "the card lists stand in the Cards section, not after the last");
        assertEquals(c.artifacts.size(), artifacts.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| card"))
                .count(), "one row a kind of Artifact");
    }

    @Test
    void aDesignersRenamedCardIsListedUnderItsNewName() throws IOException {
        for (String file : new String[] {ContentFiles.BOARD, ContentFiles.ARTIFACTS, ContentFiles.MONSTERS,
            ContentFiles.GOALS, ContentFiles.ACTION_CARD}) {
            try (InputStream in = Content.class.getResourceAsStream("/killmans-keep/" + file)) {
                Files.copy(in, dir.resolve(file));
            }
        }
        Path monsters = dir.resolve(ContentFiles.MONSTERS);
        Files.writeString(monsters, Files.readString(monsters).replace("name: Giant Rat,", "name: Sewer Rat,"));
        RulesAid aid = new KillmansKeep(Content.load(ContentSource.directory(dir))).rulesAid();
        String listed = aid.section("monster-cards").body();
        assertTrue(listed.contains("| Sewer Rat | 1 | 2 | If you lose, pay $25 to the Bank."), listed);
        assertTrue(!listed.contains("Giant Rat"), listed);
    }
}
