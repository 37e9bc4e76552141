package keeptable.engine;

/** Service interface through which each game module announces its game (java.util.ServiceLoader). */
public interface GameProvider {
    Game game();
}
