package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.SetupException;
import keeptable.engine.State;
import keeptable.engine.campaign.CampaignRules;
import keeptable.games.deadkeep.content.Content;
import keeptable.games.deadkeep.content.Equipment;

/**
 * The campaign: Quests in the order of {@code campaign.yaml}. A Quest won moves the campaign to the
 * next and raises the Campaign Level by 1 (to 5); a Quest lost is played again. Each Adventurer keeps
 * the Talismans they end the Quest with (KO'ed ones too), up to the pool of 10; a Quest won also gives
 * each Adventurer the next Talisman of the deck they do not yet own (the Patron's reward, authored) and
 * {@code questGold} Gold (authored). Between Quests (at the setup of every Quest after the first) each
 * Adventurer may buy Talismans at their buying price into the pool and sell pool Talismans at their selling
 * price, as the Equipment cards' prices say; the Gold left is carried on.
 */
public final class DkCampaignRules implements CampaignRules<DkCampaign> {
    private final Content c;

    public DkCampaignRules(Content c) {
        this.c = c;
    }

    @Override
    public Class<DkCampaign> type() {
        return DkCampaign.class;
    }

    @Override
    public DkCampaign start(Map<String, String> options) {
        List<String> party = new ArrayList<>();
        String list = options.getOrDefault("adventurers", "astrid,lothar");
        for (String name : list.split(",")) {
            int i = c.adventurerIndex(name);
            if (i < 0) {
                throw new SetupException("no Adventurer '" + name.trim() + "'");
            }
            party.add(c.adventurers.get(i).id());
        }
        Map<String, List<String>> tal = new HashMap<>();
        for (String p : party) {
            tal.put(p, List.of());
        }
        return new DkCampaign(party, 0, 1, tal, 0, 0, List.of(), c.campaign.quests().size());
    }

    @Override
    public DkCampaign after(DkCampaign before, State finished) {
        DkState s = (DkState) finished;
        boolean won = s.outcome() != null && !s.outcome().winners().isEmpty();
        Map<String, List<String>> tal = new HashMap<>();
        Map<String, Integer> gold = new HashMap<>();
        List<String> rewards = new ArrayList<>();
        for (Equipment e : c.equipment) {
            if (e.deck() == Equipment.Deck.TALISMAN) {
                rewards.add(e.id());
            }
        }
        for (int a = 0; a < s.n; a++) {
            String id = c.adventurers.get(s.card[a]).id();
            List<String> keep = new ArrayList<>();
            for (int k : s.pool[a]) {
                keep.add(c.equipment.get(k).id());
            }
            for (int k : Inventory.held(s, a, Equipment.Deck.TALISMAN)) {
                String tid = c.equipment.get(k).id();
                if (!keep.contains(tid)) {
                    keep.add(tid);
                }
            }
            if (won) {
                for (String r : rewards) {
                    if (!keep.contains(r)) {
                        keep.add(r);
                        break;
                    }
                }
            }
            while (keep.size() > c.campaign.talismanPool()) {
                keep.remove(keep.size() - 1);
            }
            tal.put(id, List.copyOf(keep));
            gold.put(id, s.gold[a] + (won ? c.campaign.questGold() : 0));
        }
        List<String> log = new ArrayList<>(before.log());
        log.add(s.quest.id() + ": " + (won ? "won" : "lost") + " (" + s.outcome().reason() + ")");
        return new DkCampaign(before.party(), won ? before.next() + 1 : before.next(),
                won ? Math.min(5, before.level() + 1) : before.level(), tal, before.played() + 1,
                before.won() + (won ? 1 : 0), log, before.quests(), gold);
    }
}
