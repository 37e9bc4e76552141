package keeptable.games.deadcells;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.State;
import keeptable.engine.campaign.CampaignRules;
import keeptable.games.deadcells.content.Content;

/** Starts a fresh campaign and carries a finished Run's End of Run into it. */
final class DcCampaignRules implements CampaignRules<DcCampaign> {
    private final Content c;
    /** The fresh campaign: the same for every Run of this content (a campaign is immutable), so made once. */
    private final DcCampaign fresh;

    DcCampaignRules(Content c) {
        this.c = c;
        this.fresh = fresh();
    }

    @Override
    public Class<DcCampaign> type() {
        return DcCampaign.class;
    }

    @Override
    public DcCampaign start(Map<String, String> options) {
        return fresh;
    }

    private DcCampaign fresh() {
        List<String> eq = new ArrayList<>();
        for (Content.Equip e : c.equipment) {
            if (e.origin().equals("ST")) {
                eq.add(e.id());
            }
        }
        return new DcCampaign(0, 0, List.of(), eq, Map.of(), List.of(), List.of(), List.of(), List.of(0, 0, 0), 0, 0,
                List.of("B1"), List.of());
    }

    @Override
    public DcCampaign after(DcCampaign before, State finished) {
        DcPosition s = (DcPosition) finished;
        if (!s.isOver()) {
            throw new IllegalStateException("the Run is not over");
        }
        List<String> runes = new ArrayList<>();
        for (int r = 0; r < c.runes.size(); r++) {
            if ((s.runes & 1 << r) != 0) {
                runes.add(c.runes.get(r));
            }
        }
        List<String> eq = new ArrayList<>();
        List<String> purged = new ArrayList<>(before.purged());
        for (int q = 0; q < c.equipment.size(); q++) {
            if (s.equipmentOwned[q]) {
                eq.add(c.equipment.get(q).id());
            }
            if ((s.purgedEquip & 1L << q) != 0 && !purged.contains(c.equipment.get(q).id())) {
                purged.add(c.equipment.get(q).id());
            }
        }
        Map<String, String> cards = new HashMap<>();
        for (int k = 0; k < c.cards.size(); k++) {
            int home = s.cardHome[k];
            Content.Card card = c.cards.get(k);
            if (home == -2) {
                if (!purged.contains(card.id())) {
                    purged.add(card.id());
                }
            } else if (card.owner() == -1 && home >= 0) {
                cards.put(card.id(), home == 4 ? "serenade" : c.beheaded.get(home).id());
            }
        }
        List<String> mutations = new ArrayList<>();
        for (int u : s.mutations) {
            if (u >= 0) {
                mutations.add(s.upgrade(u).id());
            }
        }
        List<String> setAside = new ArrayList<>();
        for (int i = 0; i < s.setAsideN; i++) {
            setAside.add(s.upgrade(s.setAside[i]).id());
        }
        List<String> feats = new ArrayList<>();
        for (int u : s.feats) {
            if (u >= 0) {
                feats.add(s.upgrade(u).id());
            }
        }
        List<String> unlocked = new ArrayList<>();
        for (int b = 0; b < c.biomes.size(); b++) {
            if ((s.unlocked & 1 << b) != 0) {
                unlocked.add(c.biomes.get(b).id());
            }
        }
        List<String> history = new ArrayList<>(before.history());
        history.add(s.outcome().reason());
        List<String> beaten = new ArrayList<>(before.beaten());
        if (s.won && s.boss >= 0 && !beaten.contains(c.bosses.get(s.boss).id())) {
            beaten.add(c.bosses.get(s.boss).id());
        }
        return new DcCampaign(before.runs() + 1, before.wins() + (s.won ? 1 : 0), runes, eq, cards, purged, mutations,
                feats, List.of(s.bought[0], s.bought[1], s.bought[2]), s.wellCells, s.secretsSeen, unlocked, history,
                beaten, setAside);
    }
}
