package keeptable.games.killmanskeep.content;

/** One kind of Artifact card, as read from artifacts.yaml. */
public record Artifact(String id, String name, Category category, int rarity, int copies, Effect effect,
                       int amount, boolean reusable) {
    public String text() {
        return effect.describe(amount) + (reusable ? " (not used up)" : "");
    }
}
