package keeptable.games.deadkeep;

/** The view drawn for a terminal: the board with its actors, the Dashboards, the decision. */
final class ViewText {
    private ViewText() {
    }

    static String of(DkView v) {
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
        for (DkView.DoorView d : v.doors()) {
            b.append("door ").append(d.id()).append(": ").append(d.a()).append('|').append(d.b()).append(' ').append(d.colour()).append(' ')
                    .append(d.open() ? "open" : "closed").append('\n');
        }
        for (DkView.AdventurerView a : v.adventurers()) {
            b.append(a.active() ? "> " : "  ").append(a.id()).append(' ').append(a.name()).append(" (").append(a.adventurerClass()).append(", seat ")
                    .append(a.seat() + 1).append(") in ").append(a.zone()).append(": ").append(a.woundsLeft()).append('/')
                    .append(a.wounds()).append(" health").append(a.ko() ? " KO" : "").append(", ").append(a.mana())
                    .append(" Mana, ").append(a.adrenaline()).append(" AP (").append(a.dangerLevel())
                    .append(a.ultrared() > 0 ? ", Ultrared x" + a.ultrared() : "").append("), ").append(a.potions())
                    .append(" potions");
            if (a.active()) {
                b.append(", ").append(a.actionsLeft()).append(" Actions left");
            }
            b.append("\n    ").append(a.inventory().isEmpty() ? "nothing carried" : inventory(a.inventory()))
                    .append("\n    skills ").append(a.skills().isEmpty() ? "none"
                    : String.join(", ", a.skills().stream().map(ChoiceWords::skillWords).toList())).append('\n');
        }
        if (v.outcome() != null) {
            b.append("Game over: ").append(v.outcome()).append('\n');
        } else {
            b.append("Seat ").append(v.toMove() + 1).append(": ").append(v.prompt()).append('\n');
        }
        return b.substring(0, afterBoard) + zonesByNumber(b.substring(afterBoard), v);
    }

    /** What an Adventurer carries, slot by slot: "Hand 1: Broadsword, Backpack: Torch". */
    private static String inventory(java.util.Map<String, ?> slots) {
        StringBuilder b = new StringBuilder();
        slots.forEach((slot, card) -> b.append(b.isEmpty() ? "" : ", ").append(slot).append(": ").append(card));
        return b.toString();
    }

    /** The text with each Zone's tile label (1R:e) put as the map numbers it (Zone 5), the one name players see. */
    static String zonesByNumber(String text, DkView v) {
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
