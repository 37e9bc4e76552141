package keeptable.games.deadcells.content;

import java.util.List;
import java.util.Map;

/** The records the content YAML files read into, as written; {@link Content} checks and compiles them. */
final class Yaml {
    private Yaml() {
    }

    record BeheadedEntry(String id, String name, int health, String skill, Map<String, List<String>> tracks,
                         List<String> deck) {
    }

    record SerenadeEntry(int health, List<String> deck, List<String> power, List<String> melee, List<String> board,
                         Map<String, String> powers) {
    }

    record CardEntry(String id, String name, String owner, List<String> symbols, List<String> lines) {
    }

    record MonsterEntry(String id, String name, String biome, boolean elite, int copies, int health, String place,
                        int thorns, List<String> immune, List<String> lines, List<String> death) {
    }

    record EquipmentEntry(String id, String name, String origin, String kind, String trigger, int health, String line,
                          String wall) {
    }

    record BiomeEntry(String id, String name, Map<String, String> curse, List<String> spaces, String start,
                      Map<String, String> exits, List<String> corridors) {
    }

    record TileEntry(String id, String biome, String kind, List<String> enemies, List<String> loot, List<String> gains,
                     List<String> either, String curse, List<String> offers, String constraint, boolean wall) {
    }

    record InstanceEntry(String name, int health, List<String> lines) {
    }

    record BossEntry(String id, String name, List<String> victory, List<InstanceEntry> instances) {
    }

    record UpgradeEntry(String id, String kind, String slot, String effect, String card, String goal, String reward) {
    }

    record WellEntry(int cells, String effect) {
    }

    record RuneEntry(String id, String name) {
    }

    record SecretEntry(String id, List<String> gains) {
    }
}
