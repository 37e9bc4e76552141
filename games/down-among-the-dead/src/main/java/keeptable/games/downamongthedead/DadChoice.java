package keeptable.games.downamongthedead;

import keeptable.engine.Choice;
import keeptable.games.downamongthedead.content.GameMap;

/**
 * Every decision of Down Among The Dead, as ids and numbers: counters are numbered as in the
 * content's {@link keeptable.games.downamongthedead.content.Roster}, squares are {@link GameMap}
 * square numbers (named like "C4" in labels), items and spells are their content indices. A label
 * says the fields; what players read comes from {@link DadState#describe}, which names counters,
 * items and spells from the game's content ({@link ChoiceWords}).
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

    private static String sq(int square) {
        return GameMap.name(square);
    }

    record PickCharacter(int kind) implements DadChoice {
        public String label() {
            return "pick character " + kind;
        }
    }

    record StockItem(int item, int counter) implements DadChoice {
        public String label() {
            return "stock item " + item + " on counter " + counter;
        }
    }

    record StockDone() implements DadChoice {
        public String label() {
            return "stock no more items";
        }
    }

    record Memorize(int spell) implements DadChoice {
        public String label() {
            return "memorize spell " + spell;
        }
    }

    record Place(int counter, int square) implements DadChoice {
        public String label() {
            return "place counter " + counter + " on " + sq(square);
        }
    }

    record RollSpawns() implements DadChoice {
        public String label() {
            return "roll spawns";
        }
    }

    record SummonDemon(int option, int square) implements DadChoice {
        public String label() {
            return "summon the demon on " + sq(square) + " by sacrifice " + option;
        }
    }

    record Sacrifice(int counter, int square) implements DadChoice {
        public String label() {
            return "sacrifice counter " + counter + " on " + sq(square);
        }
    }

    record UseItem(int counter, int item, int target) implements DadChoice {
        public String label() {
            return "counter " + counter + " uses item " + item + " on counter " + target;
        }
    }

    record GiveItem(int counter, int item, int target) implements DadChoice {
        public String label() {
            return "counter " + counter + " gives item " + item + " to counter " + target;
        }
    }

    record TakeItem(int counter, int item, int from) implements DadChoice {
        public String label() {
            return "counter " + counter + " takes item " + item + " from counter " + from;
        }
    }

    record Step(int counter, int from, int to) implements DadChoice {
        public String label() {
            return "step counter " + counter + " from " + sq(from) + " to " + sq(to);
        }
    }

    record Stop(int counter, int square) implements DadChoice {
        public String label() {
            return "stop counter " + counter + " on " + sq(square);
        }
    }

    record Attack(int counter, int from, int target, int at) implements DadChoice {
        public String label() {
            return "counter " + counter + " on " + sq(from) + " attacks counter " + target + " on " + sq(at);
        }
    }

    /** An activated ability; {@code target} is a counter (or -1), {@code at} its square (or -1). */
    record UseAbility(int counter, int ability, int target, int at) implements DadChoice {
        public String label() {
            return "counter " + counter + " uses ability " + ability
                    + (target < 0 ? "" : " on counter " + target + " on " + sq(at));
        }
    }

    record ChainTo(int target, int at) implements DadChoice {
        public String label() {
            return "chain to counter " + target + " on " + sq(at);
        }
    }

    record PlaceElemental(int counter, int square) implements DadChoice {
        public String label() {
            return "place elemental counter " + counter + " on " + sq(square);
        }
    }

    record Reroll(int counter, int die) implements DadChoice {
        public String label() {
            return "counter " + counter + " re-rolls a " + die;
        }
    }

    record CancelBonus(int counter, int target) implements DadChoice {
        public String label() {
            return "counter " + counter + " cancels the bonus of counter " + target;
        }
    }

    record Berserk(int counter, int target, int at) implements DadChoice {
        public String label() {
            return "counter " + counter + " berserks at counter " + target + " on " + sq(at);
        }
    }

    record Advance(int counter, int to) implements DadChoice {
        public String label() {
            return "advance counter " + counter + " to " + sq(to);
        }
    }

    /** Turn a reaction or an advance down. */
    record Decline(int what) implements DadChoice {
        public String label() {
            return switch (what) {
                case CANCEL -> "decline the cancel";
                case REROLL -> "decline the re-roll";
                case BERSERK -> "decline the berserker rage";
                default -> "decline the advance";
            };
        }
    }

    record EndPhase() implements DadChoice {
        public String label() {
            return "end the phase";
        }
    }
}
