package keeptable.engine;

/** A content item (a card, an ability) and how many times one seat used it in one game. */
public record ItemUse(String item, int seat, int times) {
}
