package keeptable.games.killmanskeep.content;

/** One kind of Monster card, as read from monsters.yaml. Its effects apply only while it is fought. */
public record Monster(String id, String name, int rarity, int copies, int penalty, boolean noWeapons, boolean noCards,
                      boolean rollTwice, Loss onLoss, int lossAmount, Win onWin, int winAmount) {

    /** What losing to this Monster costs beyond the turn. */
    public enum Loss { LOSE_MONEY, LOSE_CARD, LOSE_MOVE, LOSE_ACTION, TO_MARKET }

    /** What beating it brings beyond the corpse. */
    public enum Win { GAIN_MONEY }

    public boolean hasEffect() {
        return penalty > 0 || noWeapons || noCards || rollTwice || onLoss != null || onWin != null;
    }

    public String text() {
        StringBuilder b = new StringBuilder();
        if (penalty > 0) {
            b.append("-").append(penalty).append(" to your battle roll. ");
        }
        if (noWeapons) {
            b.append("Weapons give no bonus. ");
        }
        if (noCards) {
            b.append("No Artifact may be played in this fight. ");
        }
        if (rollTwice) {
            b.append("Roll twice and keep the lower. ");
        }
        if (onLoss != null) {
            b.append(switch (onLoss) {
                case LOSE_MONEY -> "If you lose, pay $" + lossAmount + " to the Bank. ";
                case LOSE_CARD -> "If you lose, discard a random card (never your last). ";
                case LOSE_MOVE -> "If you lose, you have no free move next turn. ";
                case LOSE_ACTION -> "If you lose, you have one action fewer next turn. ";
                case TO_MARKET -> "If you lose, you are thrown out to the Market. ";
            });
        }
        if (onWin == Win.GAIN_MONEY) {
            b.append("If you win, take $").append(winAmount).append(" from its hoard. ");
        }
        return b.toString().trim();
    }
}
