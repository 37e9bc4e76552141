package keeptable.games.thekeep;

import keeptable.engine.Choice;

/**
 * Every decision of The Keep, as ids and numbers only. Rooms, cards and guards are indices into the
 * game's {@link Content}: rooms in board order, Conflict cards 0..31, Bonus cards 0..11, Hazard cards
 * 0..5, SS guards 0..11, Searcher pawns 0..4, seats from 0. A {@code label()} names those indices as they
 * are, for logs and tests; players read {@link KeepState#describe}, worded by {@link ChoiceWords}.
 */
public sealed interface KeepChoice extends Choice {

    /** Molasar secretly names the cellar room that hides the Hilt. */
    record ChooseHilt(int room) implements KeepChoice {
        public String label() {
            return "hide the Hilt in room " + room;
        }
    }

    /** The Searcher whose turn it is stands on an entry point (at the start, or re-entering the Keep). */
    record Place(int room) implements KeepChoice {
        public String label() {
            return "enter at room " + room;
        }
    }

    /** Roll the movement die. */
    record Roll() implements KeepChoice {
        public String label() {
            return "roll the die and move";
        }
    }

    /** Try to find a secret door beside the pawn (a die roll of 1-3 finds it). */
    record Search(int door) implements KeepChoice {
        public String label() {
            return "search for secret door " + door;
        }
    }

    /** Do not move this turn. */
    record Stay() implements KeepChoice {
        public String label() {
            return "stay where you are";
        }
    }

    /** Move the pawn now moving (yours, Molasar, or a retreating pawn) into a neighbouring room. */
    record Step(int room) implements KeepChoice {
        private static final Step[] CACHE = new Step[64];

        static {
            for (int i = 0; i < CACHE.length; i++) {
                CACHE[i] = new Step(i);
            }
        }

        static Step of(int room) {
            return CACHE[room];
        }

        public String label() {
            return "move to room " + room;
        }
    }

    /** Move one SS guard one room. */
    record GuardStep(int guard, int room) implements KeepChoice {
        public String label() {
            return "move SS guard " + guard + " to room " + room;
        }
    }

    /** Retreat a Searcher out of the Keep from an entry point. */
    record LeaveKeep() implements KeepChoice {
        public String label() {
            return "push the Searcher out of the Keep";
        }
    }

    /** End the current movement (or stop choosing). */
    record Stop() implements KeepChoice {
        public String label() {
            return "stop moving";
        }
    }

    record PlayBonus(int card) implements KeepChoice {
        public String label() {
            return "play Bonus card " + card;
        }
    }

    record PlayHazard(int card) implements KeepChoice {
        public String label() {
            return "play Hazard card " + card;
        }
    }

    /** Let a moment pass without playing a card. */
    record Proceed() implements KeepChoice {
        public String label() {
            return "pass (play no card)";
        }
    }

    /** Molasar jumps to the room of an SS guard and eats it. */
    record Jump(int room) implements KeepChoice {
        public String label() {
            return "jump to room " + room;
        }
    }

    /** Which conflict to play next (named by the Searcher pawn in it: 0 = Eva .. 4 = Woermann). */
    record ResolveConflict(int pawn) implements KeepChoice {
        public String label() {
            return "play the conflict of Searcher " + pawn + " next";
        }
    }

    /** The Searcher in conflict asks another Searcher player (a seat) to defend him. */
    record ChooseDefender(int seat) implements KeepChoice {
        public String label() {
            return "ask seat " + seat + " to defend";
        }
    }

    /** Commit a Conflict card face down. */
    record Commit(int card) implements KeepChoice {
        public String label() {
            return "play Conflict card " + card;
        }
    }

    /** After Second Guess: let Molasar keep his card. */
    record Accept() implements KeepChoice {
        public String label() {
            return "let Molasar keep that card";
        }
    }

    /** After Second Guess: make Molasar play another card. */
    record DemandOther() implements KeepChoice {
        public String label() {
            return "make Molasar play another card";
        }
    }

    /** Discard a Bonus card down to the hand limit of two. */
    record DiscardBonus(int card) implements KeepChoice {
        public String label() {
            return "discard Bonus card " + card;
        }
    }

    /** Molasar appears in a room (Secret Passage, Molasar's Magic). */
    record Teleport(int room) implements KeepChoice {
        public String label() {
            return "appear in room " + room;
        }
    }

    /** Summon Guards: put an SS guard into a cellar room. */
    record Summon(int guard, int room) implements KeepChoice {
        public String label() {
            return "summon SS guard " + guard + " to room " + room;
        }
    }

    /** Let an SS guard beside a secret door try to find it with one of the two guard dice. */
    record GuardSearch(int guard, int door) implements KeepChoice {
        public String label() {
            return "SS guard " + guard + " searches for secret door " + door;
        }
    }
}
