package keeptable.games.example.content;

/** One kind of card as written in cards.yaml: how many steps it moves, and how many copies are in the deck. */
public record Card(String id, String name, int steps, int copies) {
}
