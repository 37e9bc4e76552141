package keeptable.games.thekeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.View;

/**
 * All one seat may see of The Keep: the board, its own hands, counts of the others' hands, and the
 * Hilt room only for Molasar; a spectator ({@link View#SPECTATOR}) sees no card and no Hilt. Committed
 * Conflict cards show as "committed" until revealed, except to their owner (and to a Searcher who looked
 * at Molasar's card with Second Guess).
 */
public record KeepView(int seat, String role, String you, List<String> players, int round, int molasarTurns, int toMove, String decision,
                       int[] searcherRooms, int[] searcherSeats, int[] foundDoors, int ssFoundDoors,
                       int[] guardRooms, int molasarRoom, int hiltRoom, long ruledOut, int[] hand, int[] bonusHand,
                       int[] handSizes, int[] bonusSizes, int[] knownCards, int conflictDeck, int bonusDeck,
                       int hazardsLeft, boolean powerFailure, int flashExempt, int movePoints, int conflictPawn,
                       int conflictEnemy, int defender, boolean molasarCommitted, boolean defenderCommitted,
                       int myCommitted, boolean blade, String retreating, int retreatLeft, boolean over,
                       String outcome, List<String> ending, Words words) implements View {

    /**
     * The content's words for what this view shows, from the content the game was built with, so that
     * {@link #text()} needs nothing else: the Searchers' names (pawns 0..4), every room, the values of the
     * Conflict cards in {@code hand} and the printed numbers of {@code knownCards} (same order), the
     * names of the Bonus cards in {@code bonusHand}, and the names of the six Hazard cards.
     */
    public record Words(List<String> players, List<String> searchers, List<RoomWords> rooms, List<ConflictValues> hand,
                        List<Integer> knownNumbers, List<String> bonusHand, List<String> hazards) {
    }

    /**
     * A room: its id, name, area, the secret door beside it ("behind the weapon racks, down to D1 Ossuary"), or "" when none, and the ids of
     * the rooms its doorways lead to ("K2 K5").
     */
    public record RoomWords(String id, String name, String area, String secretDoor, String doorways) {
        /** The room as the table names it: "G4 Great Hall". */
        String label() {
            return id + " " + name;
        }
    }

    /** A Conflict card's printed number and its values (red side: Molasar's; white: the Searchers'). */
    public record ConflictValues(int number, int redMolasar, int redNazi, int whiteMolasar, int whiteNazi) {
    }

    /** What {@code seat} may see; {@link View#SPECTATOR} sees the board and the counts, no card and no Hilt. */
    static KeepView of(KeepPosition s, int seat, int toMove, String outcome) {
        Content k = s.k;
        boolean spectator = seat == SPECTATOR;
        boolean isMol = seat == s.molSeat;
        String role = spectator ? "Spectator" : isMol ? "Molasar" : "Searcher";
        List<Integer> hand = new ArrayList<>();
        List<Integer> known = new ArrayList<>();
        List<Integer> bonus = new ArrayList<>();
        if (!spectator) {
            for (int c = 0; c < 32; c++) {
                if (s.conflictWhere[c] == seat) {
                    hand.add(c);
                } else if (s.conflictWhere[c] >= 0 && (s.conflictKnownTo[c] >>> seat & 1) != 0) {
                    known.add(c);
                }
            }
            for (int c = 0; c < 12; c++) {
                if (s.bonusWhere[c] == seat) {
                    bonus.add(c);
                }
            }
        }
        int[] sizes = new int[s.seats];
        int[] bsizes = new int[s.seats];
        for (int i = 0; i < s.seats; i++) {
            sizes[i] = s.handSize(i);
            bsizes[i] = s.bonusCount(i);
        }
        int mine = -1;
        if (isMol && s.molasarCard >= 0) {
            mine = s.molasarCard;
        } else if (!spectator && seat == s.defenderSeat && s.defenderCard >= 0) {
            mine = s.defenderCard;
        }
        return new KeepView(seat, role, TableWords.you(s, seat), TableWords.roster(s), s.round, s.molTurns, toMove,
                s.over ? "game over" : Prompts.of(s), s.pos.clone(), s.seatOf.clone(), s.found.clone(), s.guardsFoundDoors,
                s.guardRooms.clone(), s.mol, isMol || s.over ? s.hilt : -1, s.ruledOut, toArray(hand), toArray(bonus), sizes, bsizes,
                toArray(known), s.conflictDeck.size(), s.bonusDeck.size(), s.hazards, s.powerFailure, s.flashExempt, s.movePoints, s.conflictPawn,
                s.conflictEnemy, s.defenderSeat, s.molasarCard >= 0, s.defenderCard >= 0, mine, s.blade,
                s.retreatPawn >= 0 ? s.pawnName(s.retreatPawn) : "", s.retreatLeft, s.over,
                outcome, TableWords.ending(s), words(s, hand, known, bonus));
    }

    private static Words words(KeepPosition s, List<Integer> hand, List<Integer> known, List<Integer> bonus) {
        Content k = s.k;
        List<String> searchers = new ArrayList<>();
        for (int p = 0; p < 5; p++) {
            searchers.add(k.ids[p].name());
        }
        List<RoomWords> rooms = new ArrayList<>();
        for (int r = 0; r < k.rooms; r++) {
            String door = "";
            if (k.doorsAt[r] != 0) {
                int d = Integer.numberOfTrailingZeros(k.doorsAt[r]);
                int other = k.across(d, r);
                door = k.doorName[d] + ", " + (k.isCellar(other) ? "down" : "up") + " to " + k.roomLabel(other);
            }
            StringBuilder doorways = new StringBuilder();
            for (long e = k.exits[r]; e != 0; e &= e - 1) {
                doorways.append(doorways.isEmpty() ? "" : " ").append(k.roomId[Long.numberOfTrailingZeros(e)]);
            }
            rooms.add(new RoomWords(k.roomId[r], k.roomName[r], k.area[r], door, doorways.toString()));
        }
        List<ConflictValues> values = new ArrayList<>();
        for (int c : hand) {
            values.add(new ConflictValues(k.conflictNumber[c], k.redMol[c], k.redNazi[c], k.whiteMol[c], k.whiteNazi[c]));
        }
        List<Integer> numbers = new ArrayList<>();
        for (int c : known) {
            numbers.add(k.conflictNumber[c]);
        }
        List<String> bonusNames = new ArrayList<>();
        for (int c : bonus) {
            bonusNames.add(k.bonusName[c]);
        }
        return new Words(s.names, searchers, rooms, values, numbers, bonusNames, List.of(k.hazardName));
    }

    private static int[] toArray(List<Integer> l) {
        int[] a = new int[l.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = l.get(i);
        }
        return a;
    }

    @Override
    public String text() {
        List<String> names = words.searchers();
        StringBuilder b = new StringBuilder();
        b.append("THE KEEP  turn ").append(round).append("  Molasar's turns: ").append(molasarTurns)
                .append("/").append(KeepPosition.LAST_TURN)
                .append("   ").append(seat == SPECTATOR ? you : you + " (" + words.players().get(seat) + ")").append('\n');
        b.append("players: ").append(String.join("; ", players)).append('\n');
        String lastArea = "";
        for (int r = 0; r < words.rooms().size(); r++) {
            RoomWords room = words.rooms().get(r);
            if (!room.area().equals(lastArea)) {
                lastArea = room.area();
                b.append("-- ").append(lastArea.toUpperCase()).append(" --\n");
            }
            StringBuilder who = new StringBuilder();
            for (int p = 0; p < 5; p++) {
                if (searcherRooms[p] == r) {
                    who.append(' ').append(names.get(p));
                }
            }
            if (molasarRoom == r) {
                who.append(" MOLASAR");
            }
            for (int g = 0; g < 12; g++) {
                if (guardRooms[g] == r) {
                    who.append(" SS guard");
                }
            }
            String door = room.secretDoor().isEmpty() ? "" : " [secret door " + room.secretDoor() + "]";
            String flags = (ruledOut >>> r & 1) != 0 && room.area().equals("cellar") ? " (no Hilt)" : "";
            if (r == hiltRoom) {
                flags += " (THE HILT)";
            }
            b.append(String.format("  %-3s %-16s doorways to %-12s%s%s%s%n", room.id(), room.name(), room.doorways(),
                    door, flags, who));
        }
        for (int p = 0; p < 5; p++) {
            if (searcherRooms[p] == KeepPosition.OUTSIDE) {
                b.append("  outside the Keep: ").append(names.get(p)).append('\n');
            }
        }
        b.append("your Conflict cards").append(hand.length == 0 ? ": none" : " (red side: Molasar's, white: the"
                + " Searchers'; each against Molasar and against a Nazi):").append('\n');
        boolean red = "Molasar".equals(role);
        for (int i = 0; i < hand.length; i++) {
            ConflictValues v = words.hand().get(i);
            b.append(v.number() < 10 ? "  #" + v.number() + " " : "  #" + v.number()).append("  red: Molasar ").append(v.redMolasar()).append(" / Nazi ")
                    .append(v.redNazi()).append("   white: Molasar ").append(v.whiteMolasar()).append(" / Nazi ")
                    .append(v.whiteNazi());
            if (conflictPawn >= 0) {
                boolean mol = conflictEnemy == KeepPosition.ENEMY_MOL;
                b.append("   -> ").append(red ? mol ? v.redMolasar() : v.redNazi() : mol ? v.whiteMolasar()
                        : v.whiteNazi()).append(" in this conflict");
            }
            b.append(hand[i] == myCommitted ? "   (laid face down)" : "").append('\n');
        }
        if (bonusHand.length > 0) {
            b.append("your Bonus cards:");
            for (String name : words.bonusHand()) {
                b.append(' ').append(name);
            }
            b.append('\n');
        }
        for (int number : words.knownNumbers()) {
            b.append("you know Molasar holds Conflict card #").append(number).append('\n');
        }
        List<String> hazards = new ArrayList<>();
        for (int h = 0; h < words.hazards().size(); h++) {
            if ((hazardsLeft >>> h & 1) != 0) {
                hazards.add(words.hazards().get(h));
            }
        }
        b.append("Hazards left: ").append(hazards.isEmpty() ? "none" : String.join(", ", hazards)).append('\n');
        if (powerFailure) {
            b.append("POWER FAILURE in force\n");
        }
        if (conflictPawn >= 0) {
            b.append("conflict: ").append(names.get(conflictPawn)).append(" against ")
                    .append(conflictEnemy == KeepPosition.ENEMY_MOL ? "Molasar" : "an SS guard")
                    .append(" in ").append(words.rooms().get(searcherRooms[conflictPawn]).label())
                    .append(defender >= 0 ? ", defended by " + words.players().get(defender) : "")
                    .append(molasarCommitted ? ", Molasar's card is down" : "")
                    .append(defenderCommitted ? ", the defender's card is down" : "")
                    .append(blade ? ", The Blade in play" : "").append('\n');
        }
        if (over) {
            ending.forEach(line -> b.append(line).append('\n'));
        } else {
            b.append("now: ").append(words.players().get(toMove)).append(": ").append(decision).append('\n');
        }
        return b.toString();
    }
}
