package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;

import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import keeptable.engine.SetupException;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;

/**
 * Checks a campaign against the game's content before a Run is built from it: every id it names must exist, every
 * Combat deck keeps its minimum, the Mutation board holds no more than its slots, and no more cards are bought than
 * an Upgrade deck holds. A bad campaign (a hand-edited file, one written for other content) is refused with the
 * entry at fault and why; it is never half played. Negative counts are refused when the file is read (DcCampaign).
 */
final class CampaignCheck {
    /** The last campaign found good, with its content: a fresh campaign is one shared object, checked once. */
    private record Checked(Content content, DcCampaign campaign) {
    }

    private static volatile Checked lastGood;

    private CampaignCheck() {
    }

    static void check(Content c, DcCampaign camp) {
        Checked last = lastGood;
        if (last != null && last.content() == c && last.campaign() == camp) {
            return;
        }
        checkAfresh(c, camp);
        lastGood = new Checked(c, camp);
    }

    private static void checkAfresh(Content c, DcCampaign camp) {
        names(camp.runes(), "runes", "Rune", id -> c.rune(id));
        names(camp.equipment(), "equipment", "Equipment card", id -> c.equip(id));
        names(camp.unlocked(), "unlocked", "Biome", id -> c.biomeIndex(id));
        names(camp.purged(), "purged", "card", id -> Math.max(c.card(id), c.equip(id)));
        for (Map.Entry<String, String> e : camp.cards().entrySet()) {
            if (c.card(e.getKey()) < 0) {
                throw refused("cards", e.getKey(), "there is no card " + e.getKey() + " in this game");
            }
            if (!e.getValue().equals("serenade") && c.beheadedIndex(e.getValue()) < 0) {
                throw refused("cards", e.getKey(), "it goes to '" + e.getValue()
                        + "', who is neither a Beheaded of this game nor Serenade");
            }
        }
        decks(c, camp);
        board(c, camp);
        for (int d = 0; d < camp.bought().size() && d < 3; d++) {
            if (camp.bought().get(d) > c.upgrades.get(d).size()) {
                throw refused("bought", Words.UPGRADE_DECKS[d], camp.bought().get(d) + " cards bought from a deck of "
                        + c.upgrades.get(d).size());
            }
        }
    }

    private static void names(List<String> ids, String entry, String what, ToIntFunction<String> find) {
        for (String id : ids) {
            if (find.applyAsInt(id) < 0) {
                throw refused(entry, id, "there is no " + what + " " + id + " in this game");
            }
        }
    }

    /** Each Beheaded's deck (and Serenade's) after the cards given and purged, against its minimum. */
    private static void decks(Content c, DcCampaign camp) {
        int[] size = new int[5];
        // A campaign that gave and purged nothing (every fresh one) needs no look-up by id.
        boolean changed = !camp.cards().isEmpty() || !camp.purged().isEmpty();
        for (int k = 0; k < c.cards.size(); k++) {
            Card card = c.cards.get(k);
            int home = card.owner() == -2 ? 4 : card.owner();
            String given = changed ? camp.cards().get(card.id()) : null;
            if (given != null) {
                home = given.equals("serenade") ? 4 : c.beheadedIndex(given);
            }
            if (home >= 0 && !(changed && camp.purged().contains(card.id()))) {
                size[home]++;
            }
        }
        for (int home = 0; home <= 4; home++) {
            int min = home == 4 ? c.minSerenadeDeck : c.minDeck;
            if (size[home] < min) {
                String who = home == 4 ? "Serenade" : c.beheaded.get(home).name();
                throw refused("purged and cards", who, "it leaves " + who + "'s Combat deck with " + size[home]
                        + " cards, below its minimum of " + min);
            }
        }
    }

    /** The mutations on the board: known Upgrade cards that are mutations, no more of a kind than its slots. */
    private static void board(Content c, DcCampaign camp) {
        int[] used = new int[3];
        for (String id : camp.mutations()) {
            Upgrade u = upgrade(c, id, "mutations");
            if (u.kind() != U_MUTATION) {
                throw refused("mutations", id, id + " is no Mutation card");
            }
            used[u.slot()]++;
        }
        String[] kinds = {"start-of-game", "during-game", "Skill"};
        for (int slot = 0; slot < 3; slot++) {
            if (used[slot] > c.slots(slot)) {
                throw refused("mutations", String.valueOf(used[slot]), used[slot] + " " + kinds[slot]
                        + " mutations on a board with " + c.slots(slot) + " slots for them");
            }
        }
        for (String id : camp.setAside()) {
            if (upgrade(c, id, "setAside").kind() != U_MUTATION) {
                throw refused("setAside", id, id + " is no Mutation card");
            }
        }
        for (String id : camp.feats()) {
            if (upgrade(c, id, "feats").kind() != U_FEAT) {
                throw refused("feats", id, id + " is no Feat card");
            }
        }
    }

    private static Upgrade upgrade(Content c, String id, String entry) {
        for (List<Upgrade> deck : c.upgrades) {
            for (Upgrade u : deck) {
                if (u.id().equals(id)) {
                    return u;
                }
            }
        }
        throw refused(entry, id, "there is no Upgrade card " + id + " in this game");
    }

    private static SetupException refused(String entry, String item, String why) {
        return new SetupException("the campaign is refused: entry '" + entry + "', " + item + ": " + why);
    }
}
