package keeptable.games.deadcells.content;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.content.ContentParsers.colour;
import static keeptable.games.deadcells.content.ContentParsers.num;
import static keeptable.games.deadcells.content.ContentParsers.round;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keeptable.engine.content.ContentCache;
import keeptable.engine.content.ContentDigest;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;

/**
 * Reads Dead Cells' content from its YAML files, checks it and hands it out as a {@link Content}: the campaign's
 * Runes, the Combat cards, the Equipment, the Beheaded, the Biomes ({@link BiomeReader}), the Enemies
 * ({@link EnemyReader}) and the campaign's Upgrades, Well and secrets. Every error names the file and the entry.
 */
public final class ContentReader extends ContentLines {
    private ContentReader() {
    }

    /** The authored campaign, loaded once. */
    public static Content standard() {
        return ContentCache.shipped(Content.class, "dead-cells", ContentReader::load);
    }

    /** Reads every content file through a digest, so {@link Content#hash} covers them all. */
    public static Content load(ContentSource source) {
        ContentDigest digest = new ContentDigest(source);
        ContentReader c = new ContentReader();
        c.read(new YamlReader(digest));
        return new Content(c, digest.hash());
    }

    private void read(YamlReader r) {
        // Runes first: corridors and gains name them.
        String f = "campaign.yaml";
        JsonNode camp = r.tree(f);
        for (Yaml.RuneEntry e : r.entries(camp, f, "runes", Yaml.RuneEntry.class)) {
            runes.add(e.id());
            runeNames.add(e.name());
        }
        if (runes.size() != 7) {
            throw new ContentException(f, null, "the Mutation board holds 7 Runes, not " + runes.size());
        }
        readCards(r);
        readEquipment(r);
        readBeheaded(r);
        BiomeReader.read(this, r);
        EnemyReader.readMonsters(this, r);
        EnemyReader.readBosses(this, r);
        readCampaign(r, camp, f);
        for (int col = 0; col < 4; col++) {
            scrollGains[col] = gain(f, "upkeep", "scroll " + (col == 3 ? "any" : "GPR".substring(col, col + 1)));
        }
    }

    private void readCards(YamlReader r) {
        String f = "cards.yaml";
        JsonNode t = r.tree(f);
        for (Yaml.CardEntry e : r.entries(t, f, "cards", Yaml.CardEntry.class)) {
            if (cardIx.containsKey(e.id())) {
                throw new ContentException(f, e.id(), "the id is used twice");
            }
            int mask = 0;
            for (String s : e.symbols() == null ? List.<String>of() : e.symbols()) {
                mask |= 1 << colour(f, e.id(), s, false);
            }
            Act[] by = new Act[5];
            for (String line : e.lines()) {
                int round = round(f, e.id(), line, 1, 3);
                if (by[round] != null) {
                    throw new ContentException(f, e.id(), "two lines for Round " + round);
                }
                by[round] = act(f, e.id(), line.substring(2), false);
            }
            cardIx.put(e.id(), cards.size());
            cards.add(new Card(e.id(), e.name(), -3, mask, by));
        }
    }

    private void readEquipment(YamlReader r) {
        String f = "equipment.yaml";
        JsonNode t = r.tree(f);
        for (Yaml.EquipmentEntry e : r.entries(t, f, "equipment", Yaml.EquipmentEntry.class)) {
            int kind = switch (String.valueOf(e.kind())) {
                case "instead" -> E_INSTEAD;
                case "add" -> E_ADD;
                case "always" -> E_ALWAYS;
                case "skill" -> E_SKILL;
                case "companion" -> E_COMPANION;
                default -> throw new ContentException(f, e.id(), "unknown kind '" + e.kind() + "'");
            };
            if (kind == E_COMPANION && e.health() < 1) {
                throw new ContentException(f, e.id(), "a Companion needs health");
            }
            if (kind == E_ALWAYS && !"shield".equals(e.trigger())) {
                throw new ContentException(f, e.id(), "Always-Active Equipment needs trigger: shield");
            }
            int round = round(f, e.id(), e.line(), 0, 3);
            equipIx.put(e.id(), equipment.size());
            Act wallAct = null;
            if (e.wall() != null) {
                if (round(f, e.id(), e.wall(), 0, 3) != round) {
                    throw new ContentException(f, e.id(), "the Wall/Hole line keeps the item's Round");
                }
                wallAct = act(f, e.id(), e.wall().substring(2), false);
            }
            equipment.add(new Equip(e.id(), e.name(), e.origin(), kind, kind == E_ALWAYS, e.health(), round,
                    act(f, e.id(), e.line().substring(2), false), wallAct));
        }
    }

    private void readBeheaded(YamlReader r) {
        String f = "beheaded.yaml";
        JsonNode t = r.tree(f);
        for (Yaml.BeheadedEntry e : r.entries(t, f, "beheaded", Yaml.BeheadedEntry.class)) {
            Step[][] tracks = new Step[3][];
            for (int col = 0; col < 3; col++) {
                List<String> steps = e.tracks() == null ? null : e.tracks().get("GPR".substring(col, col + 1));
                if (steps == null || steps.isEmpty()) {
                    throw new ContentException(f, e.id(), "missing Scroll track " + "GPR".charAt(col));
                }
                tracks[col] = new Step[steps.size()];
                for (int i = 0; i < steps.size(); i++) {
                    tracks[col][i] = step(f, e.id(), steps.get(i));
                }
            }
            int[] deck = cardList(f, e.id(), e.deck());
            if (deck.length != 6) {
                throw new ContentException(f, e.id(), "a starting Combat deck has 6 cards, not " + deck.length);
            }
            int index = beheaded.size();
            for (int k : deck) {
                own(f, e.id(), k, index);
            }
            if (e.health() < 1) {
                throw new ContentException(f, e.id(), "health must be at least 1");
            }
            beheaded.add(new Beheaded(e.id(), e.name(), e.health(), act(f, e.id(), e.skill(), false), tracks, deck));
        }
        if (beheaded.size() != 4) {
            throw new ContentException(f, null, "there are 4 Beheaded, not " + beheaded.size());
        }
        Yaml.SerenadeEntry s = r.convert(t.get("serenade"), f, "serenade", Yaml.SerenadeEntry.class);
        if (s == null) {
            throw new ContentException(f, "serenade", "missing");
        }
        int[] deck = cardList(f, "serenade", s.deck());
        for (int k : deck) {
            own(f, "serenade", k, -2);
        }
        Gain[] power = new Gain[s.power().size()];
        for (int i = 0; i < power.length; i++) {
            String p = s.power().get(i);
            power[i] = p.equals("transform") ? null : gain(f, "serenade", p);
        }
        Act[] melee = new Act[s.melee().size()];
        for (int i = 0; i < melee.length; i++) {
            melee[i] = null;
        }
        Act[] board = new Act[5];
        for (String line : s.board()) {
            board[round(f, "serenade", line, 1, 3)] = act(f, "serenade", line.substring(2), false);
        }
        Act[] powers = new Act[3];
        for (var en : s.powers().entrySet()) {
            powers[colour(f, "serenade", en.getKey(), false)] = act(f, "serenade", en.getValue().substring(2), false);
        }
        serenade = new Serenade(s.health(), deck, power, melee, board, powers);
        for (int k = 0; k < cards.size(); k++) {
            if (cards.get(k).owner() == -3) {
                cards.set(k, withOwner(cards.get(k), -1));
            }
        }
    }

    private void own(String f, String entry, int k, int owner) {
        if (cards.get(k).owner() != -3) {
            throw new ContentException(f, entry, "card " + cards.get(k).id() + " is in two starting decks");
        }
        cards.set(k, withOwner(cards.get(k), owner));
    }

    private static Card withOwner(Card c, int owner) {
        return new Card(c.id(), c.name(), owner, c.symbols(), c.byRound());
    }

    private int[] cardList(String f, String entry, List<String> ids) {
        if (ids == null) {
            throw new ContentException(f, entry, "missing deck");
        }
        int[] out = new int[ids.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = card(ids.get(i));
            if (out[i] < 0) {
                throw new ContentException(f, entry, "no Combat card '" + ids.get(i) + "'");
            }
        }
        return out;
    }


    private void readCampaign(YamlReader r, JsonNode t, String f) {
        upgradeCost = t.path("upgradeCost").asInt(0);
        minDeck = t.path("minDeck").asInt(0);
        minSerenadeDeck = t.path("minSerenadeDeck").asInt(0);
        for (int i = 0; i < 3; i++) {
            slots[i] = t.path("slots").path(SLOT_NAMES.get(i)).asInt(-1);
        }
        if (upgradeCost < 1 || minDeck < 1 || minSerenadeDeck < 1 || slots[0] < 0 || slots[2] != 1) {
            throw new ContentException(f, null, "upgradeCost, minDeck, minSerenadeDeck and slots (one skill) are needed");
        }
        String[] decks = {"SV", "TC", "BR"};
        for (int d = 0; d < 3; d++) {
            JsonNode node = t.path("upgrades");
            for (Yaml.UpgradeEntry e : r.entries(node, f, decks[d], Yaml.UpgradeEntry.class)) {
                int kind = switch (String.valueOf(e.kind())) {
                    case "mutation" -> U_MUTATION;
                    case "combat" -> U_COMBAT;
                    case "instruction" -> U_INSTRUCTION;
                    case "feat" -> U_FEAT;
                    default -> throw new ContentException(f, e.id(), "unknown Upgrade kind '" + e.kind() + "'");
                };
                int slot = kind == U_MUTATION ? SLOT_NAMES.indexOf(e.slot()) : -1;
                int card = -1;
                if (kind == U_MUTATION && (slot < 0 || !List.of("start-potion", "start-teeth", "start-scroll",
                        "healer-plus", "merchant-plus", "collector-plus", "elite-vial", "skill-shield")
                        .contains(e.effect()))) {
                    throw new ContentException(f, e.id(), "a mutation needs a slot and a known effect");
                }
                if (kind == U_COMBAT) {
                    card = card(e.card());
                    if (card < 0 || cards.get(card).owner() != -1) {
                        throw new ContentException(f, e.id(), "no Improved Combat card '" + e.card() + "'");
                    }
                }
                Gain reward = null;
                if (kind == U_INSTRUCTION && !"purge".equals(e.effect())) {
                    reward = gain(f, e.id(), String.valueOf(e.effect()));
                    if (reward.kind() != RUNE) {
                        throw new ContentException(f, e.id(), "an instruction is 'purge' or 'rune ID', not '"
                                + e.effect() + "'");
                    }
                }
                if (kind == U_FEAT) {
                    String[] g = String.valueOf(e.goal()).split(" ");
                    if (g.length != 2 || !(g[0].equals("elites") || g[0].equals("biome"))) {
                        throw new ContentException(f, e.id(), "a Feat's goal is 'elites N' or 'biome N'");
                    }
                    num(f, e.id(), g[1]);
                    reward = gain(f, e.id(), String.valueOf(e.reward()));
                    if (reward.kind() != RUNE && reward.kind() != CELL) {
                        throw new ContentException(f, e.id(), "a Feat's reward is 'rune ID' or 'cell N', not '"
                                + e.reward() + "'");
                    }
                }
                if (upgrades.get(d).size() == UPGRADE_DECK_MAX) {
                    throw new ContentException(f, e.id(), "an Upgrade deck holds at most " + UPGRADE_DECK_MAX
                            + " cards");
                }
                upgrades.get(d).add(new Upgrade(e.id(), d, kind, slot, e.effect(), card, e.goal(), reward));
            }
        }
        for (Yaml.WellEntry e : r.entries(t, f, "well", Yaml.WellEntry.class)) {
            well.add(new Well(e.cells(), gain(f, "well " + e.cells(), e.effect())));
        }
        for (Yaml.SecretEntry e : r.entries(t, f, "secrets", Yaml.SecretEntry.class)) {
            secrets.add(gains(f, e.id(), e.gains()));
        }
    }

}
