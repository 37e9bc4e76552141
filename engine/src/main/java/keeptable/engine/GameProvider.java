package keeptable.engine;

import keeptable.engine.content.ContentSource;

/** Service interface through which each game module announces its game (java.util.ServiceLoader). */
public interface GameProvider {
    /** The game as it comes, with its own content. */
    Game game();

    /**
     * The game built from other content: a designer's copy of its content folder. A bad file is refused
     * with a {@link keeptable.engine.content.ContentException} naming the file, the entry and the reason.
     * A game without content files refuses.
     */
    default Game game(ContentSource source) {
        throw new SetupException(game().title() + " has no content files a designer could change");
    }
}
