package keeptable.engine;

/** Who must decide now, and what about, in words. */
public record Decision(int seat, String prompt) {
}
