package keeptable.games.deadkeep.board;

/** Prints every shipped map as text (a designer's tool; run from the test class path). */
public final class PrintMaps {
    private PrintMaps() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--json")) {
            System.out.println(new com.fasterxml.jackson.databind.ObjectMapper()
                    .writeValueAsString(Boards.load(args[1]).geometry()));
            return;
        }
        for (String id : args.length > 0 ? java.util.List.of(args) : Boards.MAPS) {
            Board b = Boards.load(id);
            System.out.println(b.draw(b.initialOpenDoors(), z -> null));
            System.out.println(b.zoneCount() + " zones, " + b.doorCount() + " doors, " + b.buildingCount()
                    + " buildings");
        }
    }
}
