package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.View;

/**
 * What a seat sees of The Dead Keep: the whole board (Zones with their occupants and tokens, doors),
 * every Adventurer's Dashboard, the Danger Level, the Boss' Doom and Stage count, and the decision
 * under way. Deck orders, face-down Treasures and face-down Stage cards are not in it. The game is
 * co-operative and the Dashboards lie open, so every seat sees the same; a spectator
 * ({@link View#SPECTATOR}) sees it too, under seat -1.
 *
 * @param board    the map drawn as text with the actors written over it (the terminal's picture)
 * @param geometry the map's shape for the browser's SVG board (null on a test grid)
 * @param tower    the Tower tile's access in words ("open", or "shut until ..."), null on a map without one
 */
public record DkView(int seat, String quest, String questName, String map, int round, int roundLimit, String phase,
                     int toMove, String prompt, String dangerLevel, int campaignLevel, String boss, boolean bossActive,
                     boolean bossDefeated, int doom, int stageCards, boolean blindingMist, List<ZoneView> zones,
                     List<DoorView> doors, List<AdventurerView> adventurers, String board, String outcome,
                     keeptable.games.deadkeep.board.BoardGeometry geometry, String tower, String toMoveName)
        implements View {

    /** One Zone: its kind, the Enemies (name -> count, with Wounds on Monsters), Adventurers and tokens. */
    public record ZoneView(int id, String name, boolean street, boolean mist, boolean fountain, boolean tower,
                           Map<String, Integer> enemies, List<String> monsters, List<String> adventurers,
                           int searchTokens, int artifactTokens, List<String> objectives, int treasures,
                           boolean spawn, boolean exit) {
    }

    public record DoorView(int id, String a, String b, String colour, boolean open) {
    }

    /** One Dashboard. */
    public record AdventurerView(int id, String name, String adventurerClass, int seat, String player, String zone, int woundsLeft,
                                 int wounds, int mana, int adrenaline, String dangerLevel, int ultrared,
                                 List<String> skills, Map<String, String> inventory, int potions, boolean ko,
                                 int actionsLeft, boolean active, int gold, List<String> talismanPool) {
    }

    static DkView of(DkPosition s, int seat) {
        Ground g = s.g;
        List<ZoneView> zones = new ArrayList<>();
        String[] overlay = new String[g.zones()];
        boolean[] spawn = new boolean[g.zones()];
        for (int z : g.spawnZones()) {
            spawn[z] = true;
        }
        for (int z = 0; z < g.zones(); z++) {
            Map<String, Integer> undead = new LinkedHashMap<>();
            List<String> monsters = new ArrayList<>();
            for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
                if (s.enZone[e] != z) {
                    continue;
                }
                if (s.c.enemies.get(s.type(e)).monster()) {
                    monsters.add(s.enemyName(e) + (e == s.bossSlot && !s.bossActive ? " (inactive)" : "") + " "
                            + (s.stats(e).wounds() - s.enWounds[e]) + "/" + s.stats(e).wounds());
                } else {
                    undead.merge(s.c.enemies.get(s.type(e)).name() + (s.enWounds[e] > 0 ? " (wounded)" : ""), 1,
                            Integer::sum);
                }
            }
            List<String> advs = new ArrayList<>();
            for (int a = 0; a < s.n; a++) {
                if (s.zone[a] == z) {
                    advs.add(s.advName(a) + (s.ko(a) ? " (KO)" : "") + (carries(s, a) ? " with the Quest Artifact" : ""));
                }
            }
            List<String> objectives = new ArrayList<>();
            int[] obj = g.objectives();
            for (int i = 0; i < obj.length; i++) {
                if (obj[i] == z && (s.objectivesTaken & (1L << i)) == 0) {
                    objectives.add(g.objectiveColour(i));
                }
            }
            int treasures = 0;
            int[] tr = g.treasures();
            for (int i = 0; i < tr.length; i++) {
                if (tr[i] == z && (s.treasuresTaken & (1L << i)) == 0) {
                    treasures++;
                }
            }
            zones.add(new ZoneView(z, g.zoneName(z), g.street(z), g.mist(z), g.fountain(z), g.tower(z), undead,
                    monsters, advs, s.searchTokens[z], s.artifactTokens[z], objectives, treasures, spawn[z],
                    g.exit() == z));
            StringBuilder b = new StringBuilder();
            for (String a : advs) {
                b.append(b.isEmpty() ? "" : ", ").append(a);
            }
            undead.forEach((k, v) -> b.append(b.isEmpty() ? "" : ", ").append(v).append(' ').append(k));
            for (String m : monsters) {
                b.append(b.isEmpty() ? "" : ", ").append(m);
            }
            if (s.searchTokens[z] > 0) {
                b.append(b.isEmpty() ? "" : ", ").append(s.searchTokens[z]).append(" Search");
            }
            if (s.artifactTokens[z] > 0) {
                b.append(b.isEmpty() ? "" : ", ").append(s.artifactTokens[z]).append(" Artifact token");
            }
            for (String o : objectives) {
                b.append(b.isEmpty() ? "" : ", ").append(o).append(" Objective");
            }
            for (int i = 0; i < s.relics.length; i++) {
                if (s.relics[i] == z) {
                    b.append(b.isEmpty() ? "" : ", ").append("Quest Artifact");
                }
            }
            if (treasures > 0) {
                b.append(b.isEmpty() ? "" : ", ").append(treasures).append(" Treasure");
            }
            overlay[z] = b.toString();
        }
        List<DoorView> doors = new ArrayList<>();
        for (int d = 0; d < g.doors(); d++) {
            doors.add(new DoorView(d, g.zoneName(g.doorA(d)), g.zoneName(g.doorB(d)), g.doorColour(d),
                    (s.openDoors & (1L << d)) != 0));
        }
        List<AdventurerView> advs = new ArrayList<>();
        for (int a = 0; a < s.n; a++) {
            List<String> skills = new ArrayList<>();
            for (int k = 0; k < s.c.skills.size(); k++) {
                if (s.has(a, k)) {
                    skills.add(ChoiceWords.skillName(s.c, k));
                }
            }
            Map<String, String> inv = new LinkedHashMap<>();
            for (int slot = 0; slot < Slots.N; slot++) {
                int k = s.item(a, slot);
                if (k >= 0) {
                    inv.put(Slots.name(slot), s.c.equipment.get(k).name());
                }
            }
            advs.add(new AdventurerView(a, s.advName(a), className(s.c.adventurers.get(s.card[a]).type().name()),
                    s.owner[a], s.seatName(s.owner[a]), g.zoneName(s.zone[a]), s.maxWounds(a) - s.wounds[a], s.maxWounds(a), s.mana[a],
                    s.ap[a], Spawns.LEVELS[s.level[a]], s.laps[a], skills, inv, s.potions[a], s.ko(a),
                    s.cur == a ? s.actions[a] : 0, s.cur == a, s.gold[a],
                    java.util.Arrays.stream(s.pool[a]).mapToObj(k -> s.c.equipment.get(k).name()).toList()));
        }
        String phase = switch (s.phase) {
            case DkPosition.SETUP -> "setup";
            case DkPosition.PLAYER -> "player";
            default -> "enemy";
        };
        String board = g.draw(s.openDoors, z -> overlay[z]);
        return new DkView(seat, s.quest.id(), s.quest.name(), g.id(), s.round, s.quest.roundLimit(), phase,
                s.toMove(), s.isOver() ? "" : Turns.prompt(s), Spawns.LEVELS[Occupancy.dangerLevel(s)],
                Math.max(s.quest.campaignLevel(), 1), s.c.enemies.get(s.type(s.bossSlot)).name(), s.bossActive,
                s.bossDead, s.doom, s.stageCount, s.blinding(), zones, doors, advs, board,
                s.outcome == null ? null : (s.outcome.winners().isEmpty() ? "lost: " : "won: ") + s.outcome.reason(),
                g.geometry(), g.board().towerTile() < 0 ? null : towerWords(s), s.toMove() < 0 ? null : s.seatName(s.toMove()));
    }

    /** The Tower's access: open, or shut until the Quest's condition. */
    private static String towerWords(DkPosition s) {
        if (QuestRules.towerOpen(s)) {
            return "open";
        }
        String c = s.quest.towerAccess();
        return "shut until " + switch (c) {
            case "objectives" -> "every red Objective is taken";
            case "artifacts" -> "every Quest Artifact is taken";
            default -> c.startsWith("round:") ? "Game Round " + c.substring(6) + " begins" : "the " + c + " Objective is taken";
        };
    }

    @Override
    public String text() {
        return textOf(this);
    }

    private static boolean carries(DkPosition s, int a) {
        for (int i = 0; i < s.relics.length; i++) {
            if (QuestRules.carrier(s, i) == a) {
                return true;
            }
        }
        return false;
    }

    /** "DUO" -> "Duo". */
    private static String className(String type) {
        return type.charAt(0) + type.substring(1).toLowerCase(java.util.Locale.ROOT);
    }

    /** The view drawn for a terminal: the board with its actors, the Dashboards, the decision. */
    private static String textOf(DkView v) {
        StringBuilder b = new StringBuilder();
        b.append(v.questName()).append(" - Game Round ").append(v.round());
        if (v.roundLimit() > 0) {
            b.append(" of ").append(v.roundLimit());
        }
        b.append(" - ").append(v.phase()).append(" phase - Danger Level ").append(v.dangerLevel()).append('\n');
        b.append("Boss ").append(v.boss()).append(v.bossDefeated() ? " defeated" : v.bossActive() ? " ACTIVE" : " inactive")
                .append(", Doom ").append(v.doom()).append("/5, Stage cards ").append(v.stageCards())
                .append(v.blindingMist() ? " - BLINDING MIST" : "").append('\n');
        if (v.tower() != null) {
            b.append("The Tower: ").append(v.tower()).append('\n');
        }
        b.append(v.board());
        int afterBoard = b.length(); // the board numbers its Zones; the lines below name them the same way
        for (DoorView d : v.doors()) {
            b.append(d.colour()).append(" door between ").append(d.a()).append(" and ").append(d.b()).append(": ")
                    .append(d.open() ? "open" : "closed").append('\n');
        }
        for (AdventurerView a : v.adventurers()) {
            b.append(a.active() ? "> " : "  ").append(a.name()).append(" (").append(a.adventurerClass()).append(", played by ")
                    .append(a.player()).append(") in ").append(a.zone()).append(": ").append(a.woundsLeft()).append('/')
                    .append(a.wounds()).append(" health").append(a.ko() ? " KO" : "").append(", ").append(a.mana())
                    .append(" Mana, ").append(a.adrenaline()).append(" AP (").append(a.dangerLevel())
                    .append(a.ultrared() > 0 ? ", Ultrared x" + a.ultrared() : "").append("), ").append(a.potions())
                    .append(" potions");
            if (a.active()) {
                b.append(", ").append(a.actionsLeft()).append(" Actions left");
            }
            b.append("\n    ").append(a.inventory().isEmpty() ? "nothing carried" : inventory(a.inventory()))
                    .append("\n    skills ").append(a.skills().isEmpty() ? "none"
                    : String.join(", ", a.skills())).append('\n');
        }
        if (v.outcome() != null) {
            b.append("Game over: ").append(v.outcome()).append('\n');
        } else {
            b.append(v.prompt()).append(" (").append(v.toMoveName()).append(" to choose)\n");
        }
        return b.substring(0, afterBoard) + zonesByNumber(b.substring(afterBoard), v);
    }

    /** What an Adventurer carries, by place: "hands: Broadsword, Torch · backpack: Rope" (the view keys cards by slot). */
    private static String inventory(java.util.Map<String, ?> slots) {
        Map<String, List<String>> byPlace = new LinkedHashMap<>();
        slots.forEach((slot, card) -> byPlace.computeIfAbsent(slot.replaceFirst(" \\d+$", ""), k -> new ArrayList<>())
                .add(String.valueOf(card)));
        StringBuilder b = new StringBuilder();
        byPlace.forEach((place, cards) -> b.append(b.isEmpty() ? "" : " · ").append(switch (place) {
            case "Hand" -> "hands";
            case "Body" -> "worn";
            case "Backpack" -> "backpack";
            default -> "Talismans";
        }).append(": ").append(String.join(", ", cards)));
        return b.toString();
    }

    /** The text with each Zone's tile label (1R:e) put as the map numbers it (Zone 5), the one name players see. */
    private static String zonesByNumber(String text, DkView v) {
        if (v.zones() == null || v.zones().isEmpty()) {
            return text;
        }
        java.util.Map<String, Integer> number = new java.util.HashMap<>();
        StringBuilder names = new StringBuilder();
        v.zones().stream().sorted((x, y) -> y.name().length() - x.name().length()).forEach(z -> {
            number.put(z.name(), z.id());
            names.append(names.isEmpty() ? "" : "|").append(java.util.regex.Pattern.quote(z.name()));
        });
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<![\\w:])(" + names + ")(?!\\w)").matcher(text);
        return m.replaceAll(r -> "Zone " + number.get(r.group(1)));
    }
}
