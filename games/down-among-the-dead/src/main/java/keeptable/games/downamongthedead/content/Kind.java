package keeptable.games.downamongthedead.content;

/**
 * The kinds of character counter. The rules key abilities on the kind; the numbers (movement,
 * combat bonus, hit points, arcane rank, copies) come from counters.yaml.
 */
public enum Kind {
    PALADIN("paladin"), KNIGHT("knight"), MAN_AT_ARMS("man-at-arms"), WARRIOR("warrior"), MAGE("mage"),
    MONK("monk"), ASSASSIN("assassin"), SCOUT("scout"),
    VAMPIRE_MASTER("vampire-master"), MINOR_DEMON("minor-demon"), VAMPIRE_THRALL("vampire-thrall"),
    MINION("minion"), ZOMBIE("zombie"), SUMMONER("summoner"), WEREWOLF("werewolf"),
    AIR_ELEMENTAL("air-elemental"), WATER_ELEMENTAL("water-elemental"), FIRE_ELEMENTAL("fire-elemental");

    static final Kind[] ALL = values();

    public final String id;

    Kind(String id) {
        this.id = id;
    }

    public boolean adventurer() {
        return ordinal() <= SCOUT.ordinal();
    }

    public boolean elemental() {
        return this == AIR_ELEMENTAL || this == WATER_ELEMENTAL || this == FIRE_ELEMENTAL;
    }

    /** The creatures a Paladin can banish. */
    public boolean banishable() {
        return this == VAMPIRE_THRALL || this == MINOR_DEMON || elemental();
    }

    public static Kind byId(String id) {
        for (Kind k : ALL) {
            if (k.id.equals(id)) {
                return k;
            }
        }
        return null;
    }

    public static Kind of(int ordinal) {
        return ALL[ordinal];
    }
}
