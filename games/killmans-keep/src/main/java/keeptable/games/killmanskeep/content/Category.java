package keeptable.games.killmanskeep.content;

/** The six kinds of Artifact, each marked on its card by a colour. */
public enum Category {
    BASIC("Basic", "plain"),
    CURSED("Cursed", "blue"),
    GEMSTONE("Gemstone", "green"),
    WEAPON("Weapon", "red"),
    KILLMAN("Killman's", "orange"),
    ESSENTIAL("Adventurer's Essential", "purple");

    private final String title;
    private final String colour;

    Category(String title, String colour) {
        this.title = title;
        this.colour = colour;
    }

    public String title() {
        return title;
    }

    public String colour() {
        return colour;
    }
}
