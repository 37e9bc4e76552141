package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;

import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.Pick;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.Target;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;

/**
 * What a player reads: the question of the decision at hand and each choice in words, from the content the Run was
 * built with. Choices hold only ids; their words are worked out here, only when someone asks for them.
 */
final class Wording {
    private Wording() {
    }

    /** The question the decision at hand asks. */
    static String prompt(DcPosition s) {
        return switch (s.pending) {
            case Pending.FIRST_PLAYER -> "Give the First Player token to the player of your choice";
            case Pending.SETUP_WOUND -> "4 players: choose a Beheaded to start with 1 Damage";
            case Pending.START -> "Where does this Run start? (the Bosses beaten have opened later Biomes)";
            case Pending.MOVE -> "Move the Group along a corridor";
            case Pending.CHECK -> "Hand Check: discard a card with the " + COLOURS[s.item] + " symbol";
            case Pending.EITHER -> "Either/Or: choose one";
            case Pending.GIVE -> switch (s.about) {
                case W_SCROLL -> "Give the " + (s.item == ANY ? "Scroll of any colour" : COLOURS[s.item] + " Scroll")
                        + " to a Beheaded";
                case W_VIAL -> "Give the Vial to a Beheaded";
                case W_EQUIP -> "Give " + s.c.equipment.get(s.item).name() + " to a Beheaded";
                default -> "Assign " + s.item + " Damage to a Beheaded";
            };
            case Pending.EQUIP -> "Equip " + s.c.equipment.get(s.item).name() + " on " + s.name(s.about)
                    + " (discarding equipped cards first if you like), or discard it";
            case Pending.COLOUR -> "Which Scroll colour?";
            case Pending.DISCARD_EQUIP -> s.name(s.about) + " must discard one equipped Equipment card";
            case Pending.SER_POWER -> "The top discard has two symbols: which power does Serenade use?";
            case Pending.MERCHANT -> "Merchant: buy something, or leave";
            case Pending.PLAY -> s.name(s.about) + ((s.biomeCurses & CURSE_SILENCE) != 0
                    ? ": play a Combat card face down, in silence (the curse forbids announcing it)"
                    : ": play a Combat card face down and announce a Round");
            case Pending.PASS_COLOUR -> "The revealed card has two symbols: which Scroll?";
            case Pending.PASS_DISCARD -> s.name(s.passer) + " passed: discard cards to re-draw, or stop";
            case Pending.POTION -> "Round 0: use a Potion on a Beheaded, or go on";
            case Pending.TIMED -> s.name(s.about) + ": use a Timed Equipment card in Round " + s.round + "?";
            case Pending.ENEMY -> "Choose the Enemy to aim at";
            case Pending.BEHEADED -> "An Enemy attacks: choose who takes it";
            case Pending.SKILL -> s.name(s.about) + ": choose a Skill";
            case Pending.LOOT -> "Loot: take one type of item from the Group space, or use a Potion";
            case Pending.HEAL -> "Heal: choose a Beheaded";
            case Pending.IB_DISCARD -> "Interbiome: discard equipped Equipment, or go on";
            case Pending.HEALER -> "Interbiome Healer (Level " + Market.level(s, HEALER) + ", " + s.uses
                    + " left): pay to remove 1 Damage, or go on";
            case Pending.IB_MERCHANT -> "Interbiome Merchant (Level " + Market.level(s, MERCHANT) + "): buy Equipment, or go on";
            case Pending.COLLECTOR -> "Interbiome Collector (Level " + Market.level(s, COLLECTOR) + "): buy a Blueprint, or go on";
            case Pending.END -> "End of Run: spend Cells on Upgrades or the Well (" + s.cells + " Cells)";
            case Pending.SPACE -> "The Mutation board is full: replace a card, or do not place it";
            case Pending.CARD_HOME -> "Give the Improved Combat card to a Beheaded";
            case Pending.PURGE -> "Purge: remove one card from the game";
            default -> "";
        };
    }

    /** A choice of the decision at hand in words. */
    static String choice(DcPosition s, DcChoice ch) {
        return choice(s, s.pending, ch);
    }

    /** A choice of the decision {@code pending} in words, asked before the choice changes anything. */
    static String choice(DcPosition s, Pending pending, DcChoice ch) {
        Content c = s.c;
        return switch (ch) {
            case Move m -> move(s, m.corridor());
            case Discard d -> "Discard " + c.cards.get(d.card()).name();
            case Play p -> play(c.cards.get(p.card()), p.round());
            case Pass p -> s.name(s.about) + " passes this Combat";
            case Target t -> target(s, pending, t.who());
            case Give g -> give(s, pending, g.seat());
            case Pick p -> pick(s, pending, p.option());
            case DcChoice.Done d -> done(s, pending);
        };
    }

    private static String move(DcPosition s, int i) {
        Content c = s.c;
        Corridor k = c.biomes.get(s.biome).corridors()[i];
        return "Go to " + c.biomes.get(s.biome).spaces()[k.to()] + Words.corridorSigns(c, k);
    }

    private static String play(Card card, int round) {
        return round == 0 ? "Play " + card.name() + " in silence"
                : "Play " + card.name() + " in Round " + round + ": " + card.byRound()[round].text();
    }

    /** An Enemy's space (0-3), a Beheaded (10 + seat) or a Companion (20 + seat * 4 + slot). */
    private static String target(DcPosition s, Pending pending, int who) {
        Content c = s.c;
        if (pending == Pending.ENEMY) {
            Act a = c.acts.get(s.item);
            return Words.effect(a.type(), a.n()) + " on " + Board.enemyName(s, who) + " (" + SPACE_NAMES[who] + ")";
        }
        Act a = c.acts.get(s.item);
        String act = Words.effect(a.type(), a.n());
        if (who < 20) {
            return act + " to " + s.name(who - 10);
        }
        return act + " to " + c.equipment.get(s.slot[(who - 20) / 4][(who - 20) % 4]).name();
    }

    private static String give(DcPosition s, Pending pending, int seat) {
        Content c = s.c;
        return switch (pending) {
            case Pending.FIRST_PLAYER -> s.name(seat) + " takes the First Player token";
            case Pending.SETUP_WOUND -> "1 Damage to " + s.name(seat);
            case Pending.GIVE -> "To " + s.name(seat);
            case Pending.CARD_HOME -> "Add " + c.cards.get(s.about).name() + " to "
                    + (seat == 4 ? "Serenade" : c.beheaded.get(seat).name()) + "'s deck";
            default -> "Heal " + s.name(seat);
        };
    }

    private static String done(DcPosition s, Pending pending) {
        return switch (pending) {
            case Pending.PASS_DISCARD -> "Keep the rest of the hand";
            case Pending.GIVE, Pending.HEAL -> "Nobody can take it";
            case Pending.MERCHANT -> "Leave the Merchant";
            case Pending.SKILL -> "No Skill";
            case Pending.IB_DISCARD -> "Keep the Equipment and go on";
            case Pending.END -> s.cells > 0 ? "Finish (" + s.cells + " unspent Cells are lost)" : "Finish";
            default -> "Go on";
        };
    }

    private static String pick(DcPosition s, Pending pending, int o) {
        Content c = s.c;
        return switch (pending) {
            case Pending.START -> "Start in " + c.biomes.get(o).name();
            case Pending.EITHER -> "Take " + gains(c.tiles.get(s.about).either()[o]);
            case Pending.DISCARD_EQUIP -> "Discard " + c.equipment.get(s.slot[s.about][o]).name();
            case Pending.EQUIP -> o == -2 ? "Equip " + c.equipment.get(s.item).name()
                    : o == -1 ? "Discard " + c.equipment.get(s.item).name()
                    : "Discard the equipped " + c.equipment.get(s.slot[s.about][o]).name() + " first";
            case Pending.COLOUR, Pending.PASS_COLOUR, Pending.SER_POWER -> COLOURS[o] + " Scroll";
            case Pending.MERCHANT -> {
                Offer offer = s.merchantOffers()[o];
                yield "Buy " + offer.item().text() + " for " + offer.cost() + " Gold Teeth";
            }
            case Pending.TIMED -> timed(s, o);
            case Pending.SKILL -> skill(s, o);
            case Pending.LOOT -> CombatChoices.loot(s, o);
            case Pending.IB_DISCARD -> s.name(o / 4) + " discards " + c.equipment.get(s.slot[o / 4][o % 4]).name();
            case Pending.IB_MERCHANT, Pending.COLLECTOR -> "Buy " + c.equipment.get(s.interbiomeCards[o]).name() + " for "
                    + Market.market(s, pending == Pending.IB_MERCHANT ? MERCHANT : COLLECTOR)[1] + " Gold Teeth";
            case Pending.END -> endOfRun(s, o);
            case Pending.SPACE -> o < 0 ? "Do not place " + Words.upgrade(c, s.upgrade(s.about)) + " (set it aside)"
                    : "Set aside " + Words.upgrade(c, s.upgrade(s.mutations[o])) + " to place "
                    + Words.upgrade(c, s.upgrade(s.about));
            case Pending.PURGE -> End.purged(s, o);
            default -> throw new IllegalStateException("no Pick in decision " + pending);
        };
    }

    private static String timed(DcPosition s, int slot) {
        if (slot < 0) {
            return "No Timed Equipment";
        }
        Equip e = s.c.equipment.get(s.slot[s.about][slot]);
        return "Use " + e.name() + (e.kind() == E_ADD ? " as well: " : " instead: ") + Board.itemAct(s, e).text();
    }

    /** 0 the Beheaded's own Skill, 1 + colour * 8 + step a Scroll track's Skill, 100 + slot an Equipment Skill. */
    private static String skill(DcPosition s, int o) {
        Beheaded b = s.c.beheaded.get(s.who[s.about]);
        if (o == 0) {
            return "Skill: " + b.skill().text();
        }
        if (o < 100) {
            return "Skill: " + b.tracks()[(o - 1) / 8][(o - 1) % 8].act().text();
        }
        Equip e = s.c.equipment.get(s.slot[s.about][o - 100]);
        return "Use " + e.name() + ": " + e.act().text();
    }

    private static String endOfRun(DcPosition s, int o) {
        Content c = s.c;
        if (o >= ChoicePool.PLACE_BACK) {
            return "Place " + Words.upgrade(c, s.upgrade(s.setAside[o - ChoicePool.PLACE_BACK])) + " back on the Mutation board";
        }
        if (o >= ChoicePool.REASSIGN) {
            return End.movedHome(s, o);
        }
        if (o == ChoicePool.WELL) {
            return "Throw 1 Cell into the Well";
        }
        return "Buy the bottom " + Words.UPGRADE_DECKS[o] + " Upgrade for " + c.upgradeCost + " Cells";
    }

    /** A tile's gains, joined with "+". */
    static String gains(Gain[] gains) {
        StringBuilder b = new StringBuilder();
        for (Gain g : gains) {
            b.append(b.isEmpty() ? "" : " + ").append(g.text());
        }
        return b.toString();
    }
}
