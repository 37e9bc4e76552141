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
        b.append(v.board());
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
            b.append("\n    ").append(a.inventory()).append("\n    skills ").append(a.skills()).append('\n');
        }
        if (v.outcome() != null) {
            b.append("Game over: ").append(v.outcome()).append('\n');
        } else {
            b.append("Seat ").append(v.toMove() + 1).append(": ").append(v.prompt()).append('\n');
        }
        return b.toString();
    }
}
