/**
 * The Dead Keep's board: tiles drawn as text grids in YAML, maps placing them with tokens, and the compiled
 * {@link keeptable.games.deadkeep.board.Board} the rules ask about movement, line of sight, range, Enemy
 * routes, buildings and spawn order. Load a shipped map with {@link keeptable.games.deadkeep.board.Boards#load}.
 */
package keeptable.games.deadkeep.board;
