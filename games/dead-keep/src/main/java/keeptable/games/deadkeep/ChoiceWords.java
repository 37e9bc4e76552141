package keeptable.games.deadkeep;

import java.util.Map;
import keeptable.engine.Choice;
import keeptable.games.deadkeep.content.Content;

/**
 * A choice in the players' words, from the content the state was built with: Adventurers by name, cards,
 * Skills and Enemies by name, inventory cards by name and place ({@link InventoryWords}). Choices themselves hold
 * only numbers ({@link DkChoice#label()}).
 */
final class ChoiceWords {
    private ChoiceWords() {
    }

    static String describe(DkPosition s, DkChoice choice) {
        return switch (choice) {
            case DkChoice.Buy b -> who(s, b.adventurer()) + " buys " + cardName(s.c, b.card()) + " ("
                    + s.c.equipment.get(b.card()).buy() + " Gold)" + CardReference.brief(s.c, b.card());
            case DkChoice.Sell b -> who(s, b.adventurer()) + " sells " + cardName(s.c, b.card()) + " ("
                    + s.c.equipment.get(b.card()).sell() + " Gold)";
            case DkChoice.Bring b -> who(s, b.adventurer()) + " brings the Talisman " + cardName(s.c, b.card());
            case DkChoice.Activate act -> "Activate " + who(s, act.adventurer());
            case DkChoice.Move m -> m.label();
            case DkChoice.OpenDoor o -> "Open the " + s.g.doorColour(o.door()) + " door between "
                    + s.zoneName(s.g.doorA(o.door())) + " and " + s.zoneName(s.g.doorB(o.door()));
            case DkChoice.Attack at -> attack(s, at);
            case DkChoice.Gather g -> "Gather Mana";
            case DkChoice.Search se -> "Search";
            case DkChoice.Take tk -> take(s, tk);
            case DkChoice.Trade tr -> tr.partner() < 0 ? "Reorganize" : "Trade with " + who(s, tr.partner());
            case DkChoice.Shift sw -> InventoryWords.shift(s, sw);
            case DkChoice.Discard di -> InventoryWords.discard(s, di.adventurer(), di.slot());
            case DkChoice.GivePotion gp -> who(s, gp.from()) + " gives a Health Potion to " + who(s, gp.to());
            case DkChoice.Done d -> "Done";
            case DkChoice.Keep k -> InventoryWords.keep(s, k.slot());
            case DkChoice.Enchant en -> "Cast the " + InventoryWords.card(s, s.cur, en.slot()) + " on " + who(s, en.target());
            case DkChoice.Potion p -> who(s, p.holder()) + " gives a Health Potion to " + who(s, p.target());
            case DkChoice.Channel ch -> "Gain 2 Mana (Skill)";
            case DkChoice.Shove sh -> "Shove the Enemies into Zone " + sh.zone();
            case DkChoice.Taunt ta -> "Taunt the Enemies of Zone " + ta.zone();
            case DkChoice.BuyAction ba -> "Spend 1 Mana for a free Action (" + skillName(s.c, ba.skill()) + ")";
            case DkChoice.Lead ld -> "Give " + who(s, ld.adventurer()) + " a free Action (Born Leader)";
            case DkChoice.MistMana mm -> "Gain 1 Mana from the Mist (Skill)";
            case DkChoice.DoNothing dn -> "Do Nothing (end the Turn)";
            case DkChoice.Pick p -> "Take the Skill " + skillName(s.c, p.skill()) + ": " + skillEffect(s.c, p.skill());
            case DkChoice.Hit h -> "Give the hit to a " + enemyTypeName(s.c, h.enemy());
            case DkChoice.Assign as -> who(s, as.adventurer()) + " takes the hit";
            case DkChoice.SureShot ss -> "Sure Shot: spend " + ss.mana() + " Mana";
            case DkChoice.ArmorReroll ar -> ar.reroll() ? "Spend 1 Mana to reroll the failed Armor dice"
                    : "Keep the Armor roll";
            case DkChoice.Tough t -> t.use() ? "Use Tough: ignore one of these Hits and its Wounds" : "Keep Tough for later";
            case DkChoice.Reap r -> "Reaper: eliminate one more " + s.c.enemies.get(r.enemy()).name();
            case DkChoice.MistZone m -> "Footmen left go to the Mist of " + s.zoneName(m.zone());
            case DkChoice.NoPotion np -> "No Health Potion now";
            case DkChoice.Pass p -> "Pass";
            case DkChoice.Route r -> "Enemies go toward Zone " + r.zone();
            case DkChoice.FirstPlayer fp -> s.seatName(fp.seat()) + " takes the First Player token";
            case DkChoice.SearchToken st -> "Move a Search token from " + s.zoneName(st.zone());
        };
    }

    private static String who(DkPosition s, int a) {
        return a >= 0 && a < s.card.length ? s.advName(a) : "Adventurer " + a;
    }

    private static String cardName(Content c, int k) {
        return k >= 0 && k < c.equipment.size() ? c.equipment.get(k).name() : "card " + k;
    }

    private static String enemyTypeName(Content c, int t) {
        return t >= 0 && t < c.enemies.size() ? c.enemies.get(t).name() : "Enemy type " + t;
    }

    private static String miniature(DkPosition s, int slot) {
        return slot >= 0 && slot < s.t.slots ? "the " + s.enemyName(slot) : "an Enemy";
    }

    static String skillName(Content c, int k) {
        return SkillWords.name(c.skills.get(k), id -> enemyName(c, id));
    }

    static String skillEffect(Content c, int k) {
        return SkillWords.effect(c.skills.get(k), id -> enemyName(c, id));
    }

    private static String enemyName(Content c, String id) {
        int i = c.enemyIndex(id);
        return i >= 0 ? c.enemies.get(i).name() : id;
    }

    /** "Take the red Objective", "Take the Treasure token", "Take the Artifact token". */
    private static String take(DkPosition s, DkChoice.Take tk) {
        return switch (tk.kind()) {
            case 0 -> "Take the " + s.g.objectiveColour(tk.index()) + " Objective";
            case 1 -> "Take the Treasure token";
            case 2 -> "Take the Artifact token";
            default -> "Take the Quest Artifact";
        };
    }

    /** The Skills bought for 1 Mana each, by the bits of {@link DkChoice.Attack#paid()}. */
    private static final String[] PAID = {"+2 dice", "+1 Armor Penetration", "+2 Wounds", "ignore Armor"};

    /**
     * "Attack the Undead in Zone 4 with the Crossbow", "Attack the Ogre in Zone 2 with the Fire Staff (line 2,
     * 1 Mana), spending 2 Mana for 2 more dice, paying 1 Mana each for +2 dice".
     */
    private static String attack(DkPosition s, DkChoice.Attack at) {
        StringBuilder b = new StringBuilder("Attack ")
                .append(at.target() < 0 ? "the Undead" : miniature(s, at.target()))
                .append(" in ").append(s.zoneName(at.zone()));
        int a = s.mode == DkPosition.M_REFLEX ? s.reflexAdv : s.cur;
        b.append(" with the ").append(InventoryWords.card(s, a, at.slot()));
        int k = a >= 0 && a < s.n ? s.item(a, at.slot()) : -1;
        if (at.line() > 0 && k >= 0 && at.line() < s.c.equipment.get(k).lines().size()) {
            int mana = s.c.equipment.get(k).lines().get(at.line()).mana();
            b.append(" (line ").append(at.line() + 1).append(mana > 0 ? ", " + mana + " Mana)" : ")");
        }
        if (at.boost() > 0) {
            b.append(", spending ").append(at.boost()).append(" Mana for ").append(at.boost()).append(" more dice");
        }
        if (at.paid() != 0) {
            b.append(", paying 1 Mana each for");
            String sep = " ";
            for (int bit = 0; bit < PAID.length; bit++) {
                if ((at.paid() & (1 << bit)) != 0) {
                    b.append(sep).append(PAID[bit]);
                    sep = " and ";
                }
            }
        }
        return b.toString();
    }

    /** Each kind of choice as the table heads a group of them, as a player would say it. */
    static final Map<Class<? extends Choice>, String> HEADINGS = Map.ofEntries(
            Map.entry(DkChoice.Buy.class, "Buy Starting Equipment"),
            Map.entry(DkChoice.Sell.class, "Sell a Talisman"),
            Map.entry(DkChoice.Bring.class, "Bring a Talisman"),
            Map.entry(DkChoice.FirstPlayer.class, "Give the First Player token"),
            Map.entry(DkChoice.Activate.class, "Activate an Adventurer"),
            Map.entry(DkChoice.Move.class, "Move"),
            Map.entry(DkChoice.OpenDoor.class, "Open a door"),
            Map.entry(DkChoice.Attack.class, "Attack"),
            Map.entry(DkChoice.Gather.class, "Gather Mana"),
            Map.entry(DkChoice.Search.class, "Search"),
            Map.entry(DkChoice.Take.class, "Take a token"),
            Map.entry(DkChoice.Trade.class, "Reorganize or trade"),
            Map.entry(DkChoice.Give.class, "Give a card"),
            Map.entry(DkChoice.Exchange.class, "Exchange cards"),
            Map.entry(DkChoice.Rearrange.class, "Rearrange the cards"),
            Map.entry(DkChoice.Discard.class, "Discard a card"),
            Map.entry(DkChoice.GivePotion.class, "Hand over a Health Potion"),
            Map.entry(DkChoice.Done.class, "End the reorganization or trade"),
            Map.entry(DkChoice.Keep.class, "Where the new card goes"),
            Map.entry(DkChoice.Enchant.class, "Cast an Enchantment"),
            Map.entry(DkChoice.Potion.class, "Use a Health Potion"),
            Map.entry(DkChoice.Channel.class, "Gain Mana from a Skill"),
            Map.entry(DkChoice.Shove.class, "Shove the Enemies"),
            Map.entry(DkChoice.Taunt.class, "Taunt the Enemies"),
            Map.entry(DkChoice.BuyAction.class, "Buy a free Action"),
            Map.entry(DkChoice.Lead.class, "Born Leader"),
            Map.entry(DkChoice.MistMana.class, "Gain Mana from the Mist"),
            Map.entry(DkChoice.DoNothing.class, "Do Nothing"),
            Map.entry(DkChoice.Pick.class, "Choose a Skill"),
            Map.entry(DkChoice.Hit.class, "Which Enemy takes the hit"),
            Map.entry(DkChoice.Assign.class, "Who takes the hit"),
            Map.entry(DkChoice.SureShot.class, "Sure Shot"),
            Map.entry(DkChoice.ArmorReroll.class, "Reroll the Armor dice"),
            Map.entry(DkChoice.Tough.class, "Tough"),
            Map.entry(DkChoice.Reap.class, "Reaper"),
            Map.entry(DkChoice.MistZone.class, "Footmen to the Mist"),
            Map.entry(DkChoice.NoPotion.class, "No Health Potion"),
            Map.entry(DkChoice.Pass.class, "Pass"),
            Map.entry(DkChoice.SearchToken.class, "Move a Search token"),
            Map.entry(DkChoice.Route.class, "Where the Enemies go"));
}
