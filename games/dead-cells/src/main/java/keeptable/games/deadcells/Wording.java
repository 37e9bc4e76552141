package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;

import java.util.Map;
import keeptable.engine.Choice;
import keeptable.games.deadcells.content.Content;
import keeptable.games.deadcells.content.Words;
import keeptable.games.deadcells.DcChoice.Buy;
import keeptable.games.deadcells.DcChoice.BuyUpgrade;
import keeptable.games.deadcells.DcChoice.CardTo;
import keeptable.games.deadcells.DcChoice.Colour;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.DiscardEquipment;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.DrinkPotion;
import keeptable.games.deadcells.DcChoice.EquipInstead;
import keeptable.games.deadcells.DcChoice.EquipmentSkill;
import keeptable.games.deadcells.DcChoice.FeedWell;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.LeaveEquipment;
import keeptable.games.deadcells.DcChoice.LootGain;
import keeptable.games.deadcells.DcChoice.LootScroll;
import keeptable.games.deadcells.DcChoice.Move;
import keeptable.games.deadcells.DcChoice.OwnSkill;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.PlaceBack;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.PurgeCard;
import keeptable.games.deadcells.DcChoice.PurgeEquipment;
import keeptable.games.deadcells.DcChoice.ReplaceMutation;
import keeptable.games.deadcells.DcChoice.SetAside;
import keeptable.games.deadcells.DcChoice.StartIn;
import keeptable.games.deadcells.DcChoice.TakeOption;
import keeptable.games.deadcells.DcChoice.TargetBeheaded;
import keeptable.games.deadcells.DcChoice.TargetCompanion;
import keeptable.games.deadcells.DcChoice.TargetEnemy;
import keeptable.games.deadcells.DcChoice.TrackSkill;
import keeptable.games.deadcells.DcChoice.UseTimed;

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
            case Pending.CHECK -> "Hand Check: discard a card with the " + COLOURS.get(s.item) + " symbol";
            case Pending.EITHER -> "Either/Or: choose one";
            case Pending.GIVE -> switch (s.about) {
                case W_SCROLL -> "Give the " + scroll(s.item) + " to a Beheaded";
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
            case Pending.TIMED -> s.name(s.about) + ": use a Timed Equipment card in Round " + Words.round(s.round) + "?";
            case Pending.ENEMY -> s.name(s.about) + ", " + withWhat(s) + "Round " + Words.round(s.round) + ": choose the"
                    + " Enemy to aim " + action(s) + " at";
            case Pending.BEHEADED -> Causes.enemyAttack(s, s.about) + " (" + action(s) + "): choose who takes it";
            case Pending.SKILL -> s.name(s.about) + ": choose a Skill";
            case Pending.LOOT -> "Loot: take one type of item from the Group space, or use a Potion";
            case Pending.HEAL -> Words.effect(HEAL, s.about) + withWhat(s.c, s.healAct) + ": choose a Beheaded";
            case Pending.IB_DISCARD -> "Interbiome: discard equipped Equipment, or go on";
            case Pending.HEALER -> "Interbiome Healer (Level " + Market.level(s, HEALER) + ", " + s.uses
                    + " left): pay to remove 1 Damage, or go on";
            case Pending.IB_MERCHANT -> "Interbiome Merchant (Level " + Market.level(s, MERCHANT) + "): buy Equipment, or go on";
            case Pending.COLLECTOR -> "Interbiome Collector (Level " + Market.level(s, COLLECTOR) + "): buy a Blueprint, or go on";
            case Pending.END -> "End of Run: spend Cells on Upgrades or the Well (" + Words.cells(s.cells) + ")";
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
            case StartIn b -> "Start in " + c.biomes.get(b.biome()).name();
            case Move m -> move(s, m.corridor());
            case Discard d -> "Discard " + c.cards.get(d.card()).name();
            case Play p -> play(c.cards.get(p.card()), p.round());
            case Pass p -> s.name(s.about) + " passes this Combat";
            case TargetEnemy t -> by(Causes.carrier(c, c.acts.get(s.item))) + action(s) + to(s) + Causes.enemy(s, t.space());
            case TargetBeheaded t -> Causes.cap(Causes.enemy(s, s.about)) + ": " + action(s) + to(s) + s.name(t.seat());
            case TargetCompanion t -> Causes.cap(Causes.enemy(s, s.about)) + ": " + action(s) + to(s) + s.names[t.seat()]
                    + "'s Companion " + c.equipment.get(s.slot[t.seat()][t.slot()]).name();
            case Give g -> give(s, pending, g.seat());
            case TakeOption o -> "Take " + gains(c.tiles.get(s.about).either()[o.option()]);
            case Colour col -> colour(s, pending, col.colour());
            case DcChoice.Equip e -> "Equip " + c.equipment.get(s.item).name();
            case EquipInstead e -> "Discard the equipped " + c.equipment.get(s.slot[s.about][e.slot()]).name() + " first";
            case LeaveEquipment e -> "Discard " + c.equipment.get(s.item).name();
            case DiscardEquipment d -> (pending == Pending.IB_DISCARD ? s.name(d.seat()) + " discards " : "Discard ")
                    + c.equipment.get(s.slot[d.seat()][d.slot()]).name();
            case Buy b -> buy(s, pending, b.ware());
            case UseTimed u -> timed(s, u.slot());
            case OwnSkill o -> "Skill: " + c.beheaded.get(s.who[s.about]).skill().text();
            case TrackSkill t -> "Skill: " + c.beheaded.get(s.who[s.about]).tracks()[t.colour()][t.step()].act().text();
            case EquipmentSkill e -> {
                Equip q = c.equipment.get(s.slot[s.about][e.slot()]);
                yield "Use " + q.name() + ": " + q.act().text();
            }
            case LootGain l -> CombatChoices.loot(s, l);
            case LootScroll l -> CombatChoices.loot(s, l);
            case DrinkPotion d -> CombatChoices.loot(s, d);
            case BuyUpgrade b -> "Buy the bottom " + Words.UPGRADE_DECKS[b.deck()] + " Upgrade for " + Words.cells(c.upgradeCost);
            case FeedWell w -> "Throw 1 Cell into the Well";
            case CardTo m -> pending == Pending.CARD_HOME ? "Add " + c.cards.get(m.card()).name() + " to "
                    + End.deckName(s, m.deck()) + "'s deck" : End.movedHome(s, m);
            case PlaceBack p -> "Place " + Words.upgrade(c, s.upgrade(s.setAside[p.index()])) + " back on the Mutation board";
            case ReplaceMutation r -> "Set aside " + Words.upgrade(c, s.upgrade(s.mutations[r.space()])) + " to place "
                    + Words.upgrade(c, s.upgrade(s.about));
            case SetAside a -> "Do not place " + Words.upgrade(c, s.upgrade(s.about)) + " (set it aside)";
            case PurgeCard p -> End.purged(s, p);
            case PurgeEquipment p -> End.purged(s, p);
            case Done d -> done(s, pending);
        };
    }

    private static String move(DcPosition s, int i) {
        Content c = s.c;
        Corridor k = c.biomes.get(s.biome).corridors()[i];
        return "Go to " + c.biomes.get(s.biome).spaces()[k.to()] + Words.corridorSigns(c, k);
    }

    private static String play(Card card, int round) {
        return round == 0 ? "Play " + card.name() + " in silence"
                : "Play " + card.name() + " in Round " + Words.round(round) + ": " + card.byRound()[round].text();
    }

    /** "with Flayed Bind in " for an action a card or an Equipment carries, else "in ". */
    private static String withWhat(DcPosition s) {
        String with = withWhat(s.c, s.item);
        return with.isEmpty() ? "in " : with.substring(1) + " in ";
    }

    /** " with Flayed Bind" for the action {@code act} a card, an Equipment or a Skill carries, else "". */
    private static String withWhat(Content c, int act) {
        String with = act < 0 ? "" : Causes.carrier(c, c.acts.get(act));
        return with.isEmpty() ? "" : " with " + with;
    }

    /** "Flayed Cut: " for an action a card, an Equipment or a Skill carries, else "". */
    private static String by(String carrier) {
        return carrier.isEmpty() ? "" : Causes.cap(carrier) + ": ";
    }

    /** " to " before whom a Damage goes, " on " before whom a State or a mark goes. */
    private static String to(DcPosition s) {
        return s.c.acts.get(s.item).type() == DAMAGE ? " to " : " on ";
    }

    /** The action being aimed ("1 Damage", "Poisoned 1"). */
    private static String action(DcPosition s) {
        Act a = s.c.acts.get(s.item);
        return Words.effect(a.type(), a.n());
    }

    /** A Beheaded chosen: what goes to whom ("Give the Vial to Ann (The Flayed)"). */
    private static String give(DcPosition s, Pending pending, int seat) {
        String who = s.name(seat);
        return switch (pending) {
            case Pending.FIRST_PLAYER -> who + " takes the First Player token";
            case Pending.SETUP_WOUND -> who + " starts with 1 Damage";
            case Pending.GIVE -> switch (s.about) {
                case W_SCROLL -> "Give the " + scroll(s.item) + " to " + who;
                case W_VIAL -> "Give the Vial to " + who + " (1 Damage healed)";
                case W_EQUIP -> "Give " + s.c.equipment.get(s.item).name() + " to " + who;
                default -> "A killed Enemy's Death Bonus: " + s.item + " Damage to " + who;
            };
            case Pending.POTION -> "Use a Potion on " + who + " (all Damage removed)";
            case Pending.HEALER -> "Pay the Healer " + Words.teeth(Market.market(s, HEALER)[0]) + " to remove 1 Damage from "
                    + who;
            default -> by(Causes.carrier(s.c, s.c.acts.get(s.healAct))) + Words.effect(HEAL, s.about) + " to " + who;
        };
    }

    /** A Scroll by its colour: "Green (Survival) Scroll", or "Scroll of any colour". */
    private static String scroll(int colour) {
        return colour == ANY ? "Scroll of any colour" : COLOURS.get(colour) + " Scroll";
    }

    /** A colour chosen: the Scroll a Beheaded advances, or the power Serenade uses. */
    private static String colour(DcPosition s, Pending pending, int colour) {
        return switch (pending) {
            case Pending.COLOUR -> s.name(s.about) + " advances the " + scroll(colour);
            case Pending.PASS_COLOUR -> s.name(s.passer) + " advances the " + scroll(colour);
            default -> "Serenade uses the " + COLOURS.get(colour) + " power";
        };
    }

    private static String done(DcPosition s, Pending pending) {
        return switch (pending) {
            case Pending.PASS_DISCARD -> "Keep the rest of the hand";
            case Pending.GIVE, Pending.HEAL -> "Nobody can take it";
            case Pending.MERCHANT -> "Leave the Merchant";
            case Pending.SKILL -> "No Skill";
            case Pending.TIMED -> "No Timed Equipment";
            case Pending.IB_DISCARD -> "Keep the Equipment and go on";
            case Pending.PURGE -> "Nothing can be purged";
            case Pending.END -> s.cells > 0 ? "Finish (" + Words.count(s.cells, "unspent Cell is", "unspent Cells are")
                    + " lost)" : "Finish";
            default -> "Go on";
        };
    }

    private static String buy(DcPosition s, Pending pending, int ware) {
        if (pending == Pending.MERCHANT) {
            Offer offer = s.merchantOffers()[ware];
            return "Buy " + offer.item().text() + " for " + Words.teeth(offer.cost());
        }
        return "Buy " + s.c.equipment.get(s.interbiomeCards[ware]).name() + " for "
                + Words.teeth(Market.market(s, pending == Pending.IB_MERCHANT ? MERCHANT : COLLECTOR)[1]);
    }

    private static String timed(DcPosition s, int slot) {
        Equip e = s.c.equipment.get(s.slot[s.about][slot]);
        return "Use " + e.name() + (e.kind() == E_ADD ? " as well: " : " instead: ") + Board.itemAct(s, e).text();
    }

    /** A tile's gains, joined with "+". */
    static String gains(Gain[] gains) {
        StringBuilder b = new StringBuilder();
        for (Gain g : gains) {
            b.append(b.isEmpty() ? "" : " + ").append(g.text());
        }
        return b.toString();
    }

    /** Each kind of choice as the table heads a group of them, as a player would say it. */
    static final Map<Class<? extends Choice>, String> HEADINGS = Map.ofEntries(
            Map.entry(DcChoice.StartIn.class, "Choose the starting Biome"),
            Map.entry(DcChoice.Move.class, "Move the Group"),
            Map.entry(DcChoice.Discard.class, "Discard a Combat card"),
            Map.entry(DcChoice.Play.class, "Play a Combat card"),
            Map.entry(DcChoice.Pass.class, "Pass this Combat"),
            Map.entry(DcChoice.TargetEnemy.class, "Aim at an Enemy"),
            Map.entry(DcChoice.TargetBeheaded.class, "Who takes the attack"),
            Map.entry(DcChoice.TargetCompanion.class, "Let a Companion take it"),
            Map.entry(DcChoice.Give.class, "Choose a Beheaded"),
            Map.entry(DcChoice.TakeOption.class, "Choose one of the gains"),
            Map.entry(DcChoice.Colour.class, "Choose a Scroll colour"),
            Map.entry(DcChoice.Equip.class, "Equip the card"),
            Map.entry(DcChoice.EquipInstead.class, "Discard an equipped card first"),
            Map.entry(DcChoice.LeaveEquipment.class, "Leave the Equipment"),
            Map.entry(DcChoice.DiscardEquipment.class, "Discard equipped Equipment"),
            Map.entry(DcChoice.Buy.class, "Buy"),
            Map.entry(DcChoice.UseTimed.class, "Use Timed Equipment"),
            Map.entry(DcChoice.OwnSkill.class, "Use your own Skill"),
            Map.entry(DcChoice.TrackSkill.class, "Use a Skill of a Scroll track"),
            Map.entry(DcChoice.EquipmentSkill.class, "Use a Skill Equipment card"),
            Map.entry(DcChoice.LootGain.class, "Loot"),
            Map.entry(DcChoice.LootScroll.class, "Loot a Scroll"),
            Map.entry(DcChoice.DrinkPotion.class, "Use a Potion"),
            Map.entry(DcChoice.BuyUpgrade.class, "Buy an Upgrade"),
            Map.entry(DcChoice.FeedWell.class, "Feed the Well"),
            Map.entry(DcChoice.CardTo.class, "Move an Improved Combat card"),
            Map.entry(DcChoice.PlaceBack.class, "Place a Mutation back"),
            Map.entry(DcChoice.ReplaceMutation.class, "Replace a Mutation"),
            Map.entry(DcChoice.SetAside.class, "Set the Mutation aside"),
            Map.entry(DcChoice.PurgeCard.class, "Purge a Combat card"),
            Map.entry(DcChoice.PurgeEquipment.class, "Purge an Equipment card"),
            Map.entry(DcChoice.Done.class, "Go on"));
}
