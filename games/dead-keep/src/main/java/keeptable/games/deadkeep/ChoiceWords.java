package keeptable.games.deadkeep;

import keeptable.games.deadkeep.content.Content;

/**
 * A choice in the players' words, from the content the state was built with: Adventurers by name, cards,
 * Skills and Enemies by name, inventory slots by place ("Hand 1", "Backpack 2"). Choices themselves hold
 * only numbers ({@link DkChoice#label()}).
 */
final class ChoiceWords {
    private ChoiceWords() {
    }

    static String describe(DkState s, DkChoice choice) {
        return switch (choice) {
            case DkChoice.Buy b -> who(s, b.adventurer()) + " buys " + cardName(s.c, b.card()) + " ("
                    + s.c.equipment.get(b.card()).buy() + " Gold)";
            case DkChoice.Sell b -> who(s, b.adventurer()) + " sells " + cardName(s.c, b.card()) + " ("
                    + s.c.equipment.get(b.card()).sell() + " Gold)";
            case DkChoice.Bring b -> who(s, b.adventurer()) + " brings the Talisman " + cardName(s.c, b.card());
            case DkChoice.Activate act -> "Activate " + who(s, act.adventurer());
            case DkChoice.Move m -> m.label();
            case DkChoice.OpenDoor o -> o.label();
            case DkChoice.Attack at -> "Attack Zone " + at.zone()
                    + (at.target() < 0 ? " (the Undead)" : " (" + miniature(s, at.target()) + ")") + " with "
                    + slotName(at.slot()) + (at.line() > 0 ? " (line " + (at.line() + 1) + ", Mana)" : "")
                    + (at.boost() > 0 ? " +" + at.boost() + " Mana dice" : "")
                    + (at.paid() != 0 ? " paying Mana for Skills " + at.paid() : "");
            case DkChoice.Gather g -> "Gather Mana";
            case DkChoice.Search se -> "Search";
            case DkChoice.Take tk -> tk.label();
            case DkChoice.Trade tr -> tr.partner() < 0 ? "Reorganize" : "Trade with " + who(s, tr.partner());
            case DkChoice.Swap sw -> "Swap " + who(s, sw.a()) + "'s " + slotName(sw.slotA()) + " with "
                    + who(s, sw.b()) + "'s " + slotName(sw.slotB());
            case DkChoice.Discard di -> who(s, di.adventurer()) + " discards the card in " + slotName(di.slot());
            case DkChoice.GivePotion gp -> who(s, gp.from()) + " gives a Health Potion to " + who(s, gp.to());
            case DkChoice.Done d -> "Done";
            case DkChoice.Keep k -> k.slot() < 0 ? "Discard the new card" : "Keep the new card in " + slotName(k.slot());
            case DkChoice.Enchant en -> "Cast the Talisman in " + slotName(en.slot()) + " on " + who(s, en.target());
            case DkChoice.Potion p -> who(s, p.holder()) + " gives a Health Potion to " + who(s, p.target());
            case DkChoice.Channel ch -> "Gain 2 Mana (Skill)";
            case DkChoice.Shove sh -> "Shove the Enemies into Zone " + sh.zone();
            case DkChoice.Taunt ta -> "Taunt the Enemies of Zone " + ta.zone();
            case DkChoice.BuyAction ba -> "Spend 1 Mana for a free Action (" + skillName(s.c, ba.skill()) + ")";
            case DkChoice.Lead ld -> "Give " + who(s, ld.adventurer()) + " a free Action (Born Leader)";
            case DkChoice.MistMana mm -> "Gain 1 Mana from the Mist (Skill)";
            case DkChoice.DoNothing dn -> "Do Nothing (end the Turn)";
            case DkChoice.Pick p -> "Take the Skill " + skillName(s.c, p.skill());
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
            case DkChoice.FirstPlayer fp -> "Player " + (fp.seat() + 1) + " takes the First Player token";
            case DkChoice.SearchToken st -> "Move a Search token from " + s.zoneName(st.zone());
        };
    }

    private static String who(DkState s, int a) {
        return a >= 0 && a < s.card.length ? s.advName(a) : "Adventurer " + a;
    }

    private static String cardName(Content c, int k) {
        return k >= 0 && k < c.equipment.size() ? c.equipment.get(k).name() : "card " + k;
    }

    private static String enemyTypeName(Content c, int t) {
        return t >= 0 && t < c.enemies.size() ? c.enemies.get(t).name() : "Enemy type " + t;
    }

    private static String miniature(DkState s, int slot) {
        return slot >= 0 && slot < s.t.slots ? "the " + s.enemyName(slot) : "an Enemy";
    }

    private static String skillName(Content c, int k) {
        return k >= 0 && k < c.skills.size() ? skillWords(c.skills.get(k).id()) : "Skill " + k;
    }

    /** A Skill's id in words: "plus-1-die:melee" -> "+1 die (melee)", "born-leader" -> "born leader". */
    static String skillWords(String id) {
        int colon = id.indexOf(':');
        String what = (colon < 0 ? id : id.substring(0, colon)).replaceFirst("^plus-(\\d+)-", "+$1 ").replace('-', ' ');
        return colon < 0 ? what : what + " (" + id.substring(colon + 1).replace('-', ' ') + ")";
    }

    private static String slotName(int slot) {
        return slot >= 0 && slot < Slots.N ? Slots.name(slot) : "slot " + slot;
    }
}
