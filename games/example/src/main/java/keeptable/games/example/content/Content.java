package keeptable.games.example.content;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import keeptable.engine.content.ContentCache;
import keeptable.engine.content.ContentDigest;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;

/**
 * Lantern Race's static content, loaded once, checked, and shared by every state: the kinds of card, and the deck
 * as physical cards ({@code kindOf[card]} is the kind of physical card {@code card}).
 */
public final class Content {
    public static final String CARDS = "cards.yaml";

    public final List<Card> kinds;
    /** The kind of each physical card of the deck. */
    public final int[] kindOf;
    /** The hash of the files read: part of the rules version. */
    public final String hash;

    private Content(List<Card> kinds, String hash) {
        this.kinds = List.copyOf(kinds);
        int[] cards = new int[kinds.stream().mapToInt(Card::copies).sum()];
        int next = 0;
        for (int kind = 0; kind < kinds.size(); kind++) {
            for (int copy = 0; copy < kinds.get(kind).copies(); copy++) {
                cards[next++] = kind;
            }
        }
        this.kindOf = cards;
        this.hash = hash;
    }

    /** The content shipped with the game. */
    public static Content standard() {
        return ContentCache.shipped(Content.class, "lantern-race", Content::load);
    }

    /**
     * Reads and checks the content files.
     *
     * @throws ContentException naming the file, the entry and what is wrong with it
     */
    public static Content load(ContentSource source) {
        ContentDigest digest = new ContentDigest(source);
        YamlReader yaml = new YamlReader(digest);
        List<Card> kinds = yaml.entries(yaml.tree(CARDS), CARDS, "cards", Card.class);
        Set<String> ids = new HashSet<>();
        for (Card c : kinds) {
            if (c.id() == null || c.id().isBlank() || !ids.add(c.id())) {
                throw new ContentException(CARDS, c.id(), "every card needs an id of its own");
            }
            if (c.name() == null || c.name().isBlank()) {
                throw new ContentException(CARDS, c.id(), "the card needs a name");
            }
            if (c.steps() < 1 || c.steps() > 6) {
                throw new ContentException(CARDS, c.id(), "steps must be 1 to 6, not " + c.steps());
            }
            if (c.copies() < 1 || c.copies() > 10) {
                throw new ContentException(CARDS, c.id(), "copies must be 1 to 10, not " + c.copies());
            }
        }
        if (kinds.isEmpty()) {
            throw new ContentException(CARDS, null, "the deck needs at least one card");
        }
        return new Content(kinds, digest.hash());
    }

    public Card card(int physical) {
        return kinds.get(kindOf[physical]);
    }

    public int cards() {
        return kindOf.length;
    }
}
