package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.EnemyType;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Weapon;
import org.junit.jupiter.api.Test;

/** The shipped content loads, keeps the book's numbers, and a bad file is refused with file, entry and reason. */
class ContentTest {
    private static final Content C = Shelf.standard().content;

    private static ContentSource replacing(String file, String text) {
        ContentSource base = ContentSource.classpath(Content.class, "dead-keep");
        return f -> f.equals(file) ? new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)) : base.open(f);
    }

    private static String bad(String file, String text) {
        return assertThrows(ContentException.class, () -> Content.load(replacing(file, text))).getMessage();
    }

    private static EnemyType.Stats stats(String id) {
        return C.enemies.get(C.enemyIndex(id)).at(1);
    }

    @Test
    void theBooksNumbers() {
        assertEquals(new EnemyType.Stats(1, 1, 1, 1), stats("footman"));
        assertEquals(new EnemyType.Stats(2, 2, 2, 2), stats("shadowguard"));
        assertEquals(2, stats("horseman").attacks());
        assertEquals(2, stats("horseman").damage());
        assertEquals(new EnemyType.Stats(2, 3, 2, 5), stats("minotaur"));
        EnemyType.Stats wyvern = C.enemies.get(C.enemyIndex("wyvern")).boss();
        assertEquals(5, wyvern.attacks());
        assertEquals(5, wyvern.damage());
        assertEquals(2, C.enemies.get(C.enemyIndex("horseman")).actions());
        assertEquals(3, C.enemies.get(C.enemyIndex("bloodhound")).actions());
        assertEquals(30, C.enemies.get(C.enemyIndex("footman")).minis());
        assertEquals(1, C.equipment.get(C.equipmentIndex("broadsword")).lines().get(0).penetration());
        assertEquals(2, C.equipment.get(C.equipmentIndex("master-mallet")).lines().get(0).penetration());
        assertEquals(3, C.equipment.get(C.equipmentIndex("war-bow")).lines().get(0).max());
        assertEquals(3, C.equipment.get(C.equipmentIndex("plate-armor")).armorAgainst("shadowguard"));
        assertEquals(4, C.equipment.get(C.equipmentIndex("plate-armor")).armorAgainst("footman"));
    }

    private static EnemyType enemy(String id) {
        return C.enemies.get(C.enemyIndex(id));
    }

    private static Weapon line(String weapon) {
        return C.equipment.get(C.equipmentIndex(weapon)).lines().get(0);
    }

    /** The numbers the Combat chapter, its examples and the galleries print, as the content holds them. */
    @Test
    void theCombatChapterAndTheGalleriesNumbers() {
        assertEquals(new Weapon(0, 0, 2, 3, 1, 0), line("elven-sword"), "Elven Sword: 3+, Armor Penetration 1");
        assertEquals(4, line("wyrm-slayer").accuracy());
        assertEquals(2, line("wyrm-slayer").penetration());
        assertEquals(1, line("war-bow").min());
        assertEquals(0, line("tome-of-thunder").min());
        assertEquals(1, line("tome-of-thunder").max());
        assertEquals(2, stats("baba-yaga").armor());
        assertEquals(2, stats("baba-yaga").wounds());
        assertEquals(2, enemy("baba-yaga").moves());
        assertEquals(3, enemy("baba-yaga").range());
        assertTrue(enemy("baba-yaga").pair());
        assertEquals(2, enemy("warhog").moves());
        assertEquals(2, enemy("wyvern").moves());
        assertEquals(1, enemy("giant").range());
        assertEquals(3, enemy("ogre").sightMoves());
        assertEquals(3, enemy("deadeye").range());
        assertEquals(3, enemy("countess").range());
        assertEquals(1, enemy("houndmaster").actions());
        assertTrue(enemy("swamp-troll").regenerates());
        for (String armor2 : new String[] {"shadowguard", "horseman", "count"}) {
            assertEquals(2, stats(armor2).armor(), armor2 + " is first in the Targeting Priority Order");
        }
        for (String armor1 : new String[] {"bishop", "countess", "crawler", "deadeye", "houndmaster", "bloodhound",
            "footman"}) {
            assertEquals(1, stats(armor1).armor(), armor1 + " is second in the Targeting Priority Order");
        }
    }

    @Test
    void everyPieceTheIssueAsksFor() {
        assertTrue(C.adventurers.size() >= 11);
        for (String a : new String[] {"astrid", "lothar", "mai-ling", "tessara", "theron", "amaranthe", "thurkal",
            "gavin", "knut", "frantz", "malteo"}) {
            assertTrue(C.adventurerIndex(a) >= 0, a);
        }
        for (Equipment.Deck d : Equipment.Deck.values()) {
            assertTrue(C.equipment.stream().anyMatch(e -> e.deck() == d), d.name());
        }
        for (int level = 1; level <= 5; level++) {
            final int l = level;
            assertTrue(C.street.stream().anyMatch(c -> c.level() == l));
            assertTrue(C.building.stream().anyMatch(c -> c.level() == l));
        }
        assertTrue(C.quests.size() >= 4);
        assertNotNull(C.quest("tutorial"));
        assertTrue(C.stages.size() >= 5);
        for (var q : C.quests) {
            assertNotNull(Shelf.standard().ground(q.map()), q.map());
        }
    }

    /** The rules version's hash covers every content file: each one is read through the digest when the game is built. */
    @Test
    void theRulesVersionCoversEveryContentFile() throws Exception {
        long files;
        try (var walk = java.nio.file.Files.walk(java.nio.file.Path.of("src/main/resources/dead-keep"))) {
            files = walk.filter(f -> f.toString().endsWith(".yaml")).count();
        }
        assertEquals(24, files, "cards, stages, 8 Quests, campaign, tiles and 8 maps");
        assertEquals(files, Shelf.standard().files);
        String version = new DeadKeep().rulesVersion();
        assertTrue(version.matches(DeadKeep.HUMAN_VERSION + "\\+[0-9a-f]{12}"), version);
    }

    @Test
    void everyMonsterAndNotableCanSpawn() {
        for (int i = 0; i < C.enemies.size(); i++) {
            EnemyType e = C.enemies.get(i);
            if (e.kind() == EnemyType.Kind.UNDEAD && e.crawler()) {
                continue;
            }
            final int t = i;
            boolean spawnable = java.util.stream.IntStream.of(C.streetEnemy).anyMatch(x -> x == t)
                    || java.util.stream.IntStream.of(C.buildingEnemy).anyMatch(x -> x == t)
                    || java.util.Arrays.stream(C.escort).anyMatch(x -> x == t);
            assertTrue(spawnable, e.id() + " never spawns");
        }
        for (var m : keeptable.games.deadkeep.content.EnemyCard.Mist.values()) {
            assertTrue(C.street.stream().anyMatch(c -> c.mist() == m) || C.building.stream().anyMatch(c -> c.mist() == m));
        }
    }

    @Test
    void everyBuyableStartingWeaponCostsAtMost150() {
        assertTrue(C.equipment.stream().filter(e -> e.deck() == Equipment.Deck.ADVENTURE && e.weapon() && e.buy() <= 150)
                .count() >= 6);
    }

    @Test
    void badYamlNamesTheFile() {
        String m = bad(Content.ENEMIES, "enemies: [ {id: x, ");
        assertTrue(m.startsWith("enemies.yaml: not valid YAML"), m);
    }

    @Test
    void anUnknownFieldNamesTheEntry() {
        String m = bad(Content.ENEMIES, "enemies:\n  - {id: footman, name: F, kind: undead, minis: 1, actions: 1, moves: 1,"
                + " speed: 3, stats: [{armor: 1, wounds: 1, attacks: 1, damage: 1}]}\n");
        assertTrue(m.contains("entry 'footman'") && m.contains("speed"), m);
    }

    @Test
    void aMonsterNeedsFiveStatLines() {
        String text = "enemies:\n  - {id: hog, name: Hog, kind: monster, minis: 1, actions: 1, moves: 1,"
                + " stats: [{armor: 1, wounds: 1, attacks: 1, damage: 1}]}\n";
        String m = bad(Content.ENEMIES, text);
        assertTrue(m.contains("entry 'hog'") && m.contains("5 stat lines"), m);
    }

    @Test
    void aCardNamingNoEnemyIsRefused() {
        String m = bad(Content.STREET, "cards:\n  - {id: s1, level: 1, enemy: dragon, counts: [1, 1, 1, 1]}\n");
        assertTrue(m.contains("street-deck.yaml") && m.contains("entry 's1'") && m.contains("dragon"), m);
    }

    @Test
    void aMonsterInTheBuildingDeckIsRefused() {
        StringBuilder b = new StringBuilder("cards:\n");
        for (int l = 1; l <= 5; l++) {
            b.append("  - {id: b").append(l).append(", level: ").append(l)
                    .append(", enemy: ").append(l == 3 ? "ogre" : "footman").append(", counts: [1, 1, 1, 1]}\n");
        }
        String m = bad(Content.BUILDING, b.toString());
        assertTrue(m.contains("entry 'b3'") && m.contains("Monsters spawn only in streets"), m);
    }

    @Test
    void anArtifactWithoutAManaCostIsRefused() {
        String m = bad(Content.EQUIPMENT, "equipment:\n  - {id: free-axe, name: Axe, deck: artifact, slot: hand,"
                + " action: melee, lines: [{min: 0, max: 0, dice: 2, accuracy: 4, penetration: 2}], copies: 1}\n");
        assertTrue(m.contains("entry 'free-axe'") && m.contains("Mana"), m);
    }

    @Test
    void anUnknownSkillIsRefused() {
        String m = bad(Content.ADVENTURERS, "adventurers:\n  - {id: bob, name: Bob, type: duo, wounds: 5, blue: [flying],"
                + " yellow: [plus-1-action], orange: [tough, sprint], red: [tough, sprint, slippery]}\n");
        assertTrue(m.contains("entry 'bob'") && m.contains("flying"), m);
    }

    @Test
    void aSkillTreeOfTheWrongShapeIsRefused() {
        String m = bad(Content.ADVENTURERS, "adventurers:\n  - {id: bob, name: Bob, type: duo, wounds: 5, blue: [tough],"
                + " yellow: [plus-1-action], orange: [sprint], red: [tough, sprint, slippery]}\n");
        assertTrue(m.contains("entry 'bob'") && m.contains("Orange"), m);
    }

    @Test
    void aQuestWhoseBossCannotBeABossIsRefused() {
        String m = bad("quests/q1.yaml", "id: q1\nname: Q\nmap: q1\norder: 1\ncampaignLevel: 1\nboss: footman\nstages: 1\n"
                + "activateOn: blue\ntakeObjectives: true\nkillBoss: true\nexit: false\nobjectiveAp: 5\nroundLimit: 5\n"
                + "doomPerRound: 0\nrules: []\n");
        assertTrue(m.contains("quests/q1.yaml") && m.contains("footman"), m);
    }
}
