package keeptable.games.killmanskeep.content;

/** One Goal card, as read from goals.yaml. */
public record Goal(String id, String name, Needs needs, boolean deliver, Reward reward) {

    /** What finishing the goal takes. */
    public record Needs(Kind kind, Category category, int count, int minStars) {
        public enum Kind { CATEGORY, CORPSES, CARDS, CATEGORIES, MONEY }
    }

    /** What turning it in brings. */
    public record Reward(int money, int doubloons) {
    }

    public String text() {
        String what = switch (needs.kind()) {
            case CATEGORY -> needs.count() + " " + needs.category().title() + " artifact" + (needs.count() > 1 ? "s" : "");
            case CORPSES -> needs.count() + " Monster corpse" + (needs.count() > 1 ? "s" : "")
                    + (needs.minStars() > 1 ? " of " + needs.minStars() + "+ stars" : "");
            case CARDS -> needs.count() + " cards";
            case CATEGORIES -> "artifacts of " + needs.count() + " different categories";
            case MONEY -> "$" + needs.count();
        };
        String verb = needs.kind() == Needs.Kind.MONEY ? "Pay " : deliver ? "Deliver " : "Hold ";
        StringBuilder r = new StringBuilder();
        if (reward.money() > 0) {
            r.append("$").append(reward.money());
        }
        if (reward.doubloons() > 0) {
            r.append(r.length() > 0 ? " and " : "").append(reward.doubloons()).append(" Doubloon")
                    .append(reward.doubloons() > 1 ? "s" : "");
        }
        return verb + what + " for " + r;
    }
}
