package keeptable.games.deadkeep.content;

import java.util.List;

/**
 * A Quest: its map, starting Campaign Level, Boss, objectives, special rules and losing conditions.
 *
 * @param id            quest id ({@code tutorial}, {@code q1}...)
 * @param name          title
 * @param map           the board's map id
 * @param order         place in the campaign (0 the tutorial)
 * @param campaignLevel the Campaign Level the Enemy decks start from
 * @param boss          the Boss' Enemy id
 * @param stages        Stage cards the Boss starts with
 * @param activateOn    what wakes the Boss, a condition: {@code objectives} (all red Objectives taken),
 *                      {@code blue} (the blue Objective taken), {@code green} (the green one), {@code artifacts}
 *                      (every Quest Artifact token taken), {@code round:N} (Game Round N begun) or {@code always}
 * @param takeObjectives the red Objectives must all be taken to win
 * @param killBoss      the Boss must be killed for good to win
 * @param exit          all standing Adventurers must then stand in the Exit Zone to win
 * @param objectiveAp   Adrenaline Points for taking an Objective
 * @param roundLimit    the Quest is lost at the end of this Game Round (the Keep's dawn), 0 for none
 * @param doomPerRound  Doom the inactive Boss gains in each End Phase (a Quest Doom source), 0 for none
 * @param rules         the Quest's special rules, in words, for players
 * @param towerAccess   when the Tower tile can be reached (its stairs crossed, a Teleport land on it), a condition
 *                      as for {@code activateOn}; absent means from the start
 * @param carryArtifacts the Quest Artifact tokens are among the Quest's objectives (with {@code takeObjectives}):
 *                      each must be carried by a standing Adventurer to win (with {@code exit}, out through the
 *                      Exit Zone)
 * @param story         the Quest's story line, in words, for players (may be empty)
 */
public record Quest(String id, String name, String map, int order, int campaignLevel, String boss, int stages,
                    String activateOn, boolean takeObjectives, boolean killBoss, boolean exit, int objectiveAp,
                    int roundLimit, int doomPerRound, List<String> rules, String towerAccess,
                    boolean carryArtifacts, String story) {
    public Quest {
        towerAccess = towerAccess == null ? "always" : towerAccess;
        story = story == null ? "" : story;
    }
}
