package keeptable.games.downamongthedead;

import java.util.Map;
import keeptable.engine.Choice;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * A choice in the words players read ({@link DadState#describe}): counters, items and spells named
 * from the content the game was built with. Called when someone shows a choice, never by the rules.
 */
final class ChoiceWords {
    private ChoiceWords() {
    }

    static String describe(DadPosition s, DadChoice choice) {
        Content c = s.content;
        return switch (choice) {
            case DadChoice.PickCharacter p -> "Take the " + c.kindName(p.kind()) + ": moves " + c.movement[p.kind()]
                    + ", combat " + signed(c.combat[p.kind()]) + ", " + (c.hitPoints[p.kind()] + 1) + " wounds kill; "
                    + Effects.named(Kind.of(p.kind()));
            case DadChoice.StockItem it -> "Give the " + who(s, it.counter()) + " a " + c.itemName[it.item()] + " ("
                    + Effects.item(c, it.item()) + ")";
            case DadChoice.StockDone d -> "Take no more items";
            case DadChoice.Memorize m -> "The " + c.kindName(Kind.MAGE.ordinal()) + " memorizes "
                    + c.spellName[m.spell()] + " (+" + c.spellBonus[m.spell()] + "): " + Effects.spell(c, m.spell());
            case DadChoice.Place p -> "Place the " + who(s, p.counter()) + " on " + sq(p.square());
            case DadChoice.RollSpawns r -> "Roll for every empty spawning square";
            case DadChoice.SummonDemon d -> "Summon the " + c.kindName(Kind.MINOR_DEMON.ordinal()) + " on "
                    + sq(d.square()) + " by sacrificing " + sacrifice(c, d.option());
            case DadChoice.Sacrifice x -> "Sacrifice the " + who(s, x.counter()) + " on " + sq(x.square());
            case DadChoice.UseItem u -> who(s, u.counter()) + " uses a " + c.itemName[u.item()]
                    + (u.target() == u.counter() ? "" : " on the " + who(s, u.target())) + " ("
                    + Effects.item(c, u.item()) + ")";
            case DadChoice.GiveItem g -> who(s, g.counter()) + " passes a " + c.itemName[g.item()] + " to the "
                    + who(s, g.target());
            case DadChoice.TakeItem t -> who(s, t.counter()) + " takes a " + c.itemName[t.item()] + " from the dead "
                    + who(s, t.from());
            case DadChoice.Step st -> "Move " + who(s, st.counter(), st.from()) + " to " + sq(st.to());
            case DadChoice.Stop st -> who(s, st.counter()) + " stops on " + sq(st.square());
            case DadChoice.Attack a -> who(s, a.counter(), a.from()) + " attacks the " + who(s, a.target()) + " on "
                    + sq(a.at());
            case DadChoice.UseAbility u -> ability(s, u);
            case DadChoice.ChainTo ch -> "Chain lightning leaps to the " + who(s, ch.target()) + " on " + sq(ch.at());
            case DadChoice.PlaceElemental pe -> "Place the " + who(s, pe.counter()) + " on " + sq(pe.square());
            case DadChoice.Reroll r -> who(s, r.counter()) + " re-rolls his natural " + r.die();
            case DadChoice.CancelBonus cb -> who(s, cb.counter()) + " cancels the " + who(s, cb.target())
                    + "'s combat bonus";
            case DadChoice.Berserk b -> who(s, b.counter()) + " in berserker rage attacks the " + who(s, b.target())
                    + " on " + sq(b.at());
            case DadChoice.Advance a -> "Advance the " + who(s, a.counter()) + " to " + sq(a.to());
            case DadChoice.Decline d -> switch (d.what()) {
                case DadChoice.CANCEL -> "Let the enemy's combat bonus stand";
                case DadChoice.REROLL -> "Keep the roll";
                case DadChoice.BERSERK -> "No berserker attack";
                default -> "Stay put";
            };
            case DadChoice.EndPhase e -> "Done for this phase";
        };
    }

    /**
     * What a player who chose {@code choice} did, told to the table when the rules said nothing of it (the sentence
     * goes on from "Ann (adventurers) "): "is done with the item phase", "keeps the roll".
     */
    static String told(DadPosition s, DadChoice choice) {
        return switch (choice) {
            case DadChoice.StockDone d -> "takes no more items";
            case DadChoice.EndPhase e -> "is done with the " + (s.phase == DadPosition.ITEM ? "item"
                    : s.phase == DadPosition.MOVE ? "movement" : "combat") + " phase";
            case DadChoice.Stop st -> "stops the " + who(s, st.counter()) + " on " + sq(st.square());
            case DadChoice.Decline d -> switch (d.what()) {
                case DadChoice.CANCEL -> "lets the enemy's combat bonus stand";
                case DadChoice.REROLL -> "keeps the roll";
                case DadChoice.BERSERK -> "makes no berserker attack";
                default -> "stays put";
            };
            default -> "chooses: " + describe(s, choice);
        };
    }

    private static String signed(int n) {
        return n >= 0 ? "+" + n : "-" + -n;
    }

    private static String ability(DadPosition s, DadChoice.UseAbility u) {
        String user = who(s, u.counter());
        String on = u.target() < 0 ? "" : " the " + who(s, u.target()) + " on " + sq(u.at());
        return switch (u.ability()) {
            case DadChoice.MIND_CONTROL -> user + " tries to mind-control" + on;
            case DadChoice.SUMMON -> user + " summons an elemental";
            case DadChoice.BANISH -> user + " tries to banish" + on;
            case DadChoice.DAGGERS -> user + " throws daggers at" + on;
            case DadChoice.DIVINE_FIRE -> user + " calls down divine fire";
            default -> user + " casts his spell at" + on;
        };
    }

    /** What a way of summoning the demon costs, e.g. "2 Vampire Thralls and 1 minions/zombies". */
    private static String sacrifice(Content c, int option) {
        int[] cost = c.sacrifices[option];
        String thralls = cost[0] + " " + c.kindName(Kind.VAMPIRE_THRALL.ordinal()) + "s";
        String lesser = cost[1] + " minions/zombies";
        return cost[0] > 0 && cost[1] > 0 ? thralls + " and " + lesser : cost[0] > 0 ? thralls : lesser;
    }

    private static String who(DadPosition s, int counter) {
        return s.content.kindName(s.roster.kind(counter));
    }

    /** A counter's name, with its square when several counters share the name. */
    private static String who(DadPosition s, int counter, int square) {
        int k = s.roster.kind(counter);
        return s.content.kindName(k) + (s.content.copies[k] > 1 ? " on " + sq(square) : "");
    }

    private static String sq(int square) {
        return GameMap.name(square);
    }

    /** Each kind of choice as the table heads a group of them, as a player would say it. */
    static final Map<Class<? extends Choice>, String> HEADINGS = Map.ofEntries(
            Map.entry(DadChoice.PickCharacter.class, "Pick a character"),
            Map.entry(DadChoice.StockItem.class, "Hand out an item"),
            Map.entry(DadChoice.StockDone.class, "Take no more items"),
            Map.entry(DadChoice.Memorize.class, "Memorize a spell"),
            Map.entry(DadChoice.Place.class, "Place a counter"),
            Map.entry(DadChoice.RollSpawns.class, "Roll for spawns"),
            Map.entry(DadChoice.SummonDemon.class, "Summon the demon"),
            Map.entry(DadChoice.Sacrifice.class, "Make a sacrifice"),
            Map.entry(DadChoice.UseItem.class, "Use an item"),
            Map.entry(DadChoice.GiveItem.class, "Pass an item"),
            Map.entry(DadChoice.TakeItem.class, "Take an item from the dead"),
            Map.entry(DadChoice.Step.class, "Move"),
            Map.entry(DadChoice.Stop.class, "Stop moving"),
            Map.entry(DadChoice.Attack.class, "Attack"),
            Map.entry(DadChoice.UseAbility.class, "Use an ability"),
            Map.entry(DadChoice.ChainTo.class, "Where chain lightning leaps"),
            Map.entry(DadChoice.PlaceElemental.class, "Place the elemental"),
            Map.entry(DadChoice.Reroll.class, "Re-roll"),
            Map.entry(DadChoice.CancelBonus.class, "Cancel a combat bonus"),
            Map.entry(DadChoice.Berserk.class, "Berserker rage"),
            Map.entry(DadChoice.Advance.class, "Advance"),
            Map.entry(DadChoice.Decline.class, "Decline"),
            Map.entry(DadChoice.EndPhase.class, "End the phase"));
}
