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
 * @param legend   what the browser's board shows, in words, with the letters of the Adventurers on it
 * @param end      how the Quest ended and the figures that decided it, null while it goes on
 */
public record DkView(int seat, String quest, String questName, String map, int round, int roundLimit, String phase,
                     int toMove, String prompt, String dangerLevel, int campaignLevel, String boss, boolean bossActive,
                     boolean bossDefeated, int doom, int stageCards, boolean blindingMist, List<ZoneView> zones,
                     List<DoorView> doors, List<AdventurerView> adventurers, String board, String outcome,
                     keeptable.games.deadkeep.board.BoardGeometry geometry, String tower, String toMoveName,
                     String legend, EndView end)
        implements View {

    /** The end of the Quest: won or lost, in a sentence, and the figures that decided it ("Adventurers standing: 2 of 3"). */
    public record EndView(boolean won, String headline, List<String> figures) {
    }

    /** A Skill of an Adventurer: its name as the sheet prints it and what it does, in our words. */
    public record SkillView(String name, String effect) {
    }

    /** One Zone: its kind, the Enemies (name -> count, with Wounds on Monsters), Adventurers and tokens. */
    public record ZoneView(int id, String name, boolean street, boolean mist, boolean fountain, boolean tower,
                           Map<String, Integer> enemies, List<String> monsters, List<String> adventurers,
                           int searchTokens, int artifactTokens, List<String> objectives, int treasures,
                           boolean spawn, boolean exit, boolean questArtifact) {
    }

    public record DoorView(int id, String a, String b, String colour, boolean open) {
    }

    /** One Dashboard; {@code letters} are the Adventurer's on the board (its disc, the terminal's map). */
    public record AdventurerView(int id, String name, String letters, String adventurerClass, int seat, String player,
                                 String zone, int woundsLeft, int wounds, int mana, int adrenaline, String dangerLevel,
                                 int ultrared, List<SkillView> skills, Map<String, String> inventory, int potions,
                                 boolean ko, int actionsLeft, boolean active, int gold, List<String> talismanPool) {
    }

    static DkView of(DkPosition s, int seat) {
        Ground g = s.g;
        List<String> names = new ArrayList<>();
        for (int a = 0; a < s.n; a++) {
            names.add(s.advName(a));
        }
        s.c.enemies.forEach(t -> names.add(t.name()));
        Map<String, String> letters = Letters.of(names);
        List<ZoneView> zones = new ArrayList<>();
        String[] overlay = new String[g.zones()];
        List<List<String>> said = new ArrayList<>(); // each Zone's codes in words, in the same order
        boolean[] spawn = new boolean[g.zones()];
        for (int z : g.spawnZones()) {
            spawn[z] = true;
        }
        for (int z = 0; z < g.zones(); z++) {
            StringBuilder codes = new StringBuilder();
            List<String> words = new ArrayList<>();
            said.add(words);
            Map<String, Integer> undead = new LinkedHashMap<>();
            Map<String, Integer> undeadCodes = new LinkedHashMap<>();
            List<String> monsters = new ArrayList<>();
            List<String> advs = new ArrayList<>();
            for (int a = 0; a < s.n; a++) {
                if (s.zone[a] == z) {
                    advs.add(s.advName(a) + (s.ko(a) ? " (KO)" : "") + (carries(s, a) ? " with the Quest Artifact" : ""));
                    codes.append(' ').append(letters.get(s.advName(a)));
                    words.add(advs.get(advs.size() - 1));
                }
            }
            for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
                if (s.enZone[e] != z) {
                    continue;
                }
                String kind = s.c.enemies.get(s.type(e)).name();
                if (s.c.enemies.get(s.type(e)).monster()) {
                    monsters.add(s.enemyName(e) + (e == s.bossSlot && !s.bossActive ? " (inactive)" : "") + " "
                            + (s.stats(e).wounds() - s.enWounds[e]) + "/" + s.stats(e).wounds());
                    codes.append(' ').append(letters.get(kind));
                    words.add(monsters.get(monsters.size() - 1));
                } else {
                    undead.merge(kind + (s.enWounds[e] > 0 ? " (wounded)" : ""), 1, Integer::sum);
                    undeadCodes.merge(kind, 1, Integer::sum);
                }
            }
            undeadCodes.forEach((kind, count) -> {
                codes.append(' ').append(count).append(letters.get(kind));
                words.add(count + " " + (count == 1 ? kind : DkEvent.plural(kind)));
            });
            List<String> objectives = new ArrayList<>();
            int[] obj = g.objectives();
            for (int i = 0; i < obj.length; i++) {
                if (obj[i] == z && (s.objectivesTaken & (1L << i)) == 0) {
                    objectives.add(g.objectiveColour(i));
                    codes.append(' ').append(g.objectiveColour(i).charAt(0)).append('O');
                    words.add(g.objectiveColour(i) + " Objective");
                }
            }
            int treasures = 0;
            int[] tr = g.treasures();
            for (int i = 0; i < tr.length; i++) {
                if (tr[i] == z && (s.treasuresTaken & (1L << i)) == 0) {
                    treasures++;
                }
            }
            token(codes, words, s.searchTokens[z], " Se", " Search token");
            token(codes, words, s.artifactTokens[z], " Ar", " Artifact token");
            token(codes, words, treasures, " Tr", " Treasure");
            token(codes, words, relicIn(s, z) ? 1 : 0, " QA", " Quest Artifact");
            zones.add(new ZoneView(z, g.zoneName(z), g.street(z), g.mist(z), g.fountain(z), g.tower(z), undead,
                    monsters, advs, s.searchTokens[z], s.artifactTokens[z], objectives, treasures, spawn[z],
                    g.exit() == z, relicIn(s, z)));
            overlay[z] = codes.toString();
        }
        List<DoorView> doors = new ArrayList<>();
        for (int d = 0; d < g.doors(); d++) {
            doors.add(new DoorView(d, g.zoneName(g.doorA(d)), g.zoneName(g.doorB(d)), g.doorColour(d),
                    (s.openDoors & (1L << d)) != 0));
        }
        List<AdventurerView> advs = new ArrayList<>();
        for (int a = 0; a < s.n; a++) {
            List<SkillView> skills = new ArrayList<>();
            for (int k = 0; k < s.c.skills.size(); k++) {
                if (s.has(a, k)) {
                    skills.add(new SkillView(ChoiceWords.skillName(s.c, k), ChoiceWords.skillEffect(s.c, k)));
                }
            }
            Map<String, String> inv = new LinkedHashMap<>();
            for (int slot = 0; slot < Slots.N; slot++) {
                int k = s.item(a, slot);
                if (k >= 0) {
                    inv.put(Slots.name(slot), s.c.equipment.get(k).name());
                }
            }
            advs.add(new AdventurerView(a, s.advName(a), letters.get(s.advName(a)),
                    className(s.c.adventurers.get(s.card[a]).type().name()), s.owner[a], s.seatName(s.owner[a]),
                    g.zoneName(s.zone[a]), s.maxWounds(a) - s.wounds[a], s.maxWounds(a), s.mana[a], s.ap[a],
                    Spawns.LEVELS[s.level[a]], s.laps[a], skills, inv, s.potions[a], s.ko(a),
                    s.cur == a ? s.actions[a] : 0, s.cur == a, s.gold[a],
                    java.util.Arrays.stream(s.pool[a]).mapToObj(k -> s.c.equipment.get(k).name()).toList()));
        }
        String phase = switch (s.phase) {
            case DkPosition.SETUP -> "setup";
            case DkPosition.PLAYER -> "player";
            default -> "enemy";
        };
        // the map's key while the party learns it (setup and the first Game Round); later the header points to it
        String board = g.draw(s.openDoors, z -> overlay[z], s.round <= 1) + here(zones, said, g.hiddenWords(z -> overlay[z]), letters);
        return new DkView(seat, s.quest.id(), s.quest.name(), g.id(), s.round, s.quest.roundLimit(), phase,
                s.toMove(), s.isOver() ? "" : Turns.prompt(s), Spawns.LEVELS[Occupancy.dangerLevel(s)],
                Math.max(s.quest.campaignLevel(), 1), s.c.enemies.get(s.type(s.bossSlot)).name(), s.bossActive,
                s.bossDead, s.doom, s.stageCount, s.blinding(), zones, doors, advs, board,
                s.outcome == null ? null : (s.outcome.winners().isEmpty() ? "lost: " : "won: ") + s.outcome.reason(),
                g.geometry(), g.board().towerTile() < 0 ? null : towerWords(s), s.toMove() < 0 ? null : s.seatName(s.toMove()),
                legend(advs), s.outcome == null ? null
                : new EndView(!s.outcome.winners().isEmpty(), Ending.headline(s), Ending.figures(s)));
    }

    /** A token's code on the terminal's map and its words, when {@code count} lie in the Zone. */
    private static void token(StringBuilder codes, List<String> words, int count, String code, String name) {
        if (count > 0) {
            codes.append(code);
            words.add(count + name + (count == 1 ? "" : "s"));
        }
    }

    /** Whether a Quest Artifact lies in Zone {@code z}, on the ground. */
    private static boolean relicIn(DkPosition s, int z) {
        for (int relic : s.relics) {
            if (relic == z) {
                return true;
            }
        }
        return false;
    }

    /** The browser board's legend: every mark and shape, the "+N more" of a full Zone, and the Adventurers' letters. */
    private static String legend(List<AdventurerView> advs) {
        StringBuilder b = new StringBuilder("Zones: S street, B building, ~ mist, F Mana Fountain, $ treasure chest,"
                + " * dark (spawns when its building first opens), T Tower. Discs: the Adventurers, each in its own colour"
                + " with its letters; dark bars: Enemies of one kind and how many, with a red edge and drop when wounded;"
                + " red bars: Monsters and the Wounds they have left (dashed while inactive). \"+2 more\" at the foot of a"
                + " Zone: two more things stand there than its cells can show; point at the words, or at the Zone, to read"
                + " them. Doors: filled closed, white open. P Passage token, S stairs. Dashed purple: the Tower tile.");
        for (int i = 0; i < advs.size(); i++) {
            b.append(i == 0 ? " On the board: " : ", ").append(advs.get(i).letters()).append(' ').append(advs.get(i).name());
        }
        return b.append(advs.isEmpty() ? "" : ".").toString();
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

    /**
     * The view drawn for an 80 x 40 terminal, small enough to leave room for the news above and the choices below: the
     * Quest's state in two lines, the map with its key, what lies in each Zone in words, a line per Adventurer (the one
     * acting with what it carries and its Skills), and at the end how the Quest ended with the figures that decided it.
     */
    private static String textOf(DkView v) {
        StringBuilder b = new StringBuilder();
        wrap(b, v.questName() + " · Round " + v.round() + (v.roundLimit() > 0 ? " of " + v.roundLimit() : "") + " · "
                + v.phase() + " phase · Danger " + v.dangerLevel(), "");
        wrap(b, "Boss " + v.boss() + (v.bossDefeated() ? " defeated" : v.bossActive() ? " ACTIVE" : " inactive")
                + " · Doom " + v.doom() + "/5 · Stage cards " + v.stageCards() + (v.blindingMist() ? " · BLINDING MIST" : "")
                + (v.tower() != null ? " · The Tower: " + v.tower() : "") + (v.round() > 1 ? " · map key: rules map" : ""), "");
        b.append(v.board());
        int afterBoard = b.length(); // the board numbers its Zones; the lines below name them the same way
        for (AdventurerView a : v.adventurers()) {
            wrap(b, (a.active() ? "> " : "  ") + a.letters() + " " + a.name() + " (" + a.player() + "'s "
                    + a.adventurerClass() + ") in " + a.zone() + ": " + a.woundsLeft() + "/" + a.wounds() + " health"
                    + (a.ko() ? " KO" : "") + ", " + a.mana() + " Mana, " + a.adrenaline() + " AP " + a.dangerLevel()
                    + (a.ultrared() > 0 ? " Ultrared x" + a.ultrared() : "")
                    + (a.potions() > 0 ? ", " + a.potions() + " potion" + (a.potions() == 1 ? "" : "s") : ""), "     ");
            if (a.active()) {
                wrap(b, "     " + a.actionsLeft() + " Actions left · " + (a.inventory().isEmpty() ? "carries nothing"
                        : inventory(a.inventory())) + " · Skills: " + (a.skills().isEmpty() ? "none"
                        : String.join(", ", a.skills().stream().map(SkillView::name).toList())), "     ");
            }
        }
        if (v.end() != null) {
            wrap(b, v.end().headline(), "");
            wrap(b, "  " + String.join(" · ", v.end().figures()), "  ");
        }
        return b.substring(0, afterBoard) + zonesByNumber(b.substring(afterBoard), v);
    }

    /**
     * Under the terminal's map, in words: the Enemies on the board by the letters the map writes them with ("Fo
     * Footman", a Monster with the Wounds it has left), then what each Zone holds that its cells cannot show (its '+').
     */
    private static String here(List<ZoneView> zones, List<List<String>> said, int[] hidden, Map<String, String> letters) {
        Map<String, String> enemies = new java.util.TreeMap<>();
        List<String> here = new ArrayList<>();
        for (ZoneView z : zones) {
            z.enemies().keySet().forEach(kind -> {
                String name = kind.replace(" (wounded)", "");
                enemies.put(letters.get(name), name);
            });
            for (String m : z.monsters()) {
                String name = m.replaceFirst("^Boss ", "").replaceFirst(" \\(.*", "").replaceFirst(" \\d+/\\d+$", "");
                enemies.merge(letters.get(name), m, (a, b) -> a + ", " + b);
            }
            List<String> words = said.get(z.id());
            if (hidden[z.id()] > 0 && !words.isEmpty()) {
                here.add("Zone " + z.id() + ": " + String.join(", ",
                        words.subList(Math.max(0, words.size() - hidden[z.id()]), words.size())));
            }
        }
        StringBuilder b = new StringBuilder();
        if (!enemies.isEmpty()) {
            List<String> named = new ArrayList<>();
            enemies.forEach((code, name) -> named.add(code + " " + name));
            wrap(b, "Enemies: " + String.join(" · ", named), "  ");
        }
        if (!here.isEmpty()) {
            wrap(b, "Also there (+): " + String.join(" · ", here), "  ");
        }
        return b.toString();
    }

    /**
     * Appends {@code text} in lines of at most 80 columns, the lines after the first indented: broken between two of its
     * parts (" · ") where one fits, else at a space.
     */
    private static void wrap(StringBuilder b, String text, String indent) {
        int width = keeptable.games.deadkeep.board.BoardText.COLUMNS;
        String rest = text;
        while (rest.length() > width) {
            int cut = rest.lastIndexOf(" · ", width - 2);
            if (cut <= indent.length()) {
                cut = rest.lastIndexOf(' ', width);
            }
            if (cut <= indent.length()) {
                cut = width;
            }
            b.append(rest, 0, cut).append('\n');
            rest = indent + rest.substring(cut).replaceFirst("^ ?·? ?", "").stripLeading();
        }
        b.append(rest).append('\n');
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
