package keeptable.games.downamongthedead;

import keeptable.engine.Choice;
import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Every decision of Down Among The Dead. Counters are numbered as in {@link Roster}; squares are
 * {@link GameMap} square numbers, named like "C4" in labels so a terminal player picks by square.
 */
public sealed interface DadChoice extends Choice {

    /** What a {@link Decline} turns down. */
    int CANCEL = 0;
    int REROLL = 1;
    int BERSERK = 2;
    int ADVANCE = 3;

    /** Activated abilities of {@link UseAbility}. */
    int MIND_CONTROL = 0;
    int SUMMON = 1;
    int BANISH = 2;
    int DAGGERS = 3;
    int DIVINE_FIRE = 4;
    int SPELL = 5;

    private static Content c() {
        return Content.standard();
    }

    private static String who(int counter) {
        return c().kindName(Roster.kind(counter));
    }

    /** A counter's name, with its square when several counters share the name. */
    private static String who(int counter, int square) {
        int k = Roster.kind(counter);
        return c().kindName(k) + (c().copies[k] > 1 ? " on " + GameMap.name(square) : "");
    }

    private static String sq(int square) {
        return GameMap.name(square);
    }

    record PickCharacter(int kind) implements DadChoice {
        public String label() {
            return "Take the " + c().kindName(kind);
        }
    }

    record StockItem(int item, int counter) implements DadChoice {
        public String label() {
            return "Give the " + who(counter) + " a " + c().itemName[item];
        }
    }

    record StockDone() implements DadChoice {
        public String label() {
            return "Take no more items";
        }
    }

    record Memorize(int spell) implements DadChoice {
        public String label() {
            return "The Mage memorizes " + c().spellName[spell] + " (+" + c().spellBonus[spell] + ")";
        }
    }

    record Place(int counter, int square) implements DadChoice {
        public String label() {
            return "Place the " + who(counter) + " on " + sq(square);
        }
    }

    record RollSpawns() implements DadChoice {
        public String label() {
            return "Roll for every empty spawning square";
        }
    }

    record SummonDemon(int option, int square) implements DadChoice {
        public String label() {
            int[] s = c().sacrifices[option];
            String what = s[0] > 0 && s[1] > 0 ? s[0] + " Vampire Thralls and " + s[1] + " minions/zombies"
                    : s[0] > 0 ? s[0] + " Vampire Thralls" : s[1] + " minions/zombies";
            return "Summon the Minor Demon on " + sq(square) + " by sacrificing " + what;
        }
    }

    record Sacrifice(int counter, int square) implements DadChoice {
        public String label() {
            return "Sacrifice the " + who(counter) + " on " + sq(square);
        }
    }

    record UseItem(int counter, int item, int target) implements DadChoice {
        public String label() {
            return who(counter) + " uses a " + c().itemName[item] + (target == counter ? "" : " on the " + who(target));
        }
    }

    record GiveItem(int counter, int item, int target) implements DadChoice {
        public String label() {
            return who(counter) + " passes a " + c().itemName[item] + " to the " + who(target);
        }
    }

    record TakeItem(int counter, int item, int from) implements DadChoice {
        public String label() {
            String what = item == 3 ? "the spell" : "a " + c().itemName[item];
            return who(counter) + " takes " + what + " from the dead " + who(from);
        }
    }

    record Step(int counter, int from, int to) implements DadChoice {
        public String label() {
            return "Move " + who(counter, from) + " to " + sq(to);
        }
    }

    record Stop(int counter, int square) implements DadChoice {
        public String label() {
            return who(counter) + " stops on " + sq(square);
        }
    }

    record Attack(int counter, int from, int target, int at) implements DadChoice {
        public String label() {
            return who(counter, from) + " attacks the " + who(target) + " on " + sq(at);
        }
    }

    /** An activated ability; {@code target} is a counter (or -1), {@code at} its square (or -1). */
    record UseAbility(int counter, int ability, int target, int at) implements DadChoice {
        public String label() {
            String on = target < 0 ? "" : " the " + who(target) + " on " + sq(at);
            return switch (ability) {
                case MIND_CONTROL -> "Vampire Master tries to mind-control" + on;
                case SUMMON -> "Summoner summons an elemental";
                case BANISH -> "Paladin tries to banish" + on;
                case DAGGERS -> "Assassin throws daggers at" + on;
                case DIVINE_FIRE -> "Monk calls down divine fire";
                default -> "Mage casts his spell at" + on;
            };
        }
    }

    record ChainTo(int target, int at) implements DadChoice {
        public String label() {
            return "Chain lightning leaps to the " + who(target) + " on " + sq(at);
        }
    }

    record PlaceElemental(int counter, int square) implements DadChoice {
        public String label() {
            return "Place the " + who(counter) + " on " + sq(square);
        }
    }

    record Reroll(int counter, int die) implements DadChoice {
        public String label() {
            return who(counter) + " re-rolls his natural " + die;
        }
    }

    record CancelBonus(int counter, int target) implements DadChoice {
        public String label() {
            return "Man-at-Arms cancels the " + who(target) + "'s combat bonus";
        }
    }

    record Berserk(int counter, int target, int at) implements DadChoice {
        public String label() {
            return "Warrior in berserker rage attacks the " + who(target) + " on " + sq(at);
        }
    }

    record Advance(int counter, int to) implements DadChoice {
        public String label() {
            return "Advance the " + who(counter) + " to " + sq(to);
        }
    }

    /** Turn a reaction or an advance down. */
    record Decline(int what) implements DadChoice {
        public String label() {
            return switch (what) {
                case CANCEL -> "Let the enemy's combat bonus stand";
                case REROLL -> "Keep the roll";
                case BERSERK -> "No berserker attack";
                default -> "Stay put";
            };
        }
    }

    record EndPhase() implements DadChoice {
        public String label() {
            return "Done for this phase";
        }
    }

    /** Kind of a counter, for labels. */
    static Kind kindOf(int counter) {
        return Kind.of(Roster.kind(counter));
    }
}
