package keeptable.games.thekeep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.content.ContentCache;
import keeptable.engine.content.ContentDigest;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;

/**
 * The static content of The Keep, read once from YAML (through the engine's {@link YamlReader}) and shared
 * by every state: the board, the Conflict, Bonus, Hazard and ID cards. Everything is validated on load; a
 * bad file fails with a {@link ContentException} naming the file, the entry (its id, or its place in the
 * list) and the reason.
 */
public final class Content {
    static final String BOARD = "board.yaml";
    static final String CONFLICT_CARDS = "conflict-cards.yaml";
    static final String BONUS_CARDS = "bonus-cards.yaml";
    static final String HAZARD_CARDS = "hazard-cards.yaml";
    static final String ID_CARDS = "id-cards.yaml";

    public record Room(String id, String name, String area, boolean entry, boolean ss, boolean molasar,
                       List<String> exits) {
    }

    public record SecretDoor(String id, String name, String from, String to) {
    }

    /** What board.yaml holds besides its lists of rooms and secret doors. */
    record BoardNotes(String sketch) {
    }

    public record Side(int molasar, int nazi) {
    }

    public record ConflictCard(int id, Side red, Side white) {
    }

    public record BonusCard(int id, String effect, String name, String text) {
    }

    public record HazardCard(int id, String effect, String name, String text) {
    }

    public record IdCard(int number, String name, String color, String ability, String text) {
    }

    public static final String[] BONUS_EFFECTS = {"reroll", "second-wind", "second-guess", "blade", "move-nazi",
            "pass", "flashlight", "secret-entrance"};
    /** How many of each Bonus effect the printed deck holds, in {@link #BONUS_EFFECTS} order. */
    static final int[] BONUS_COUNTS = {1, 1, 2, 1, 1, 2, 3, 1};
    public static final String[] HAZARD_EFFECTS = {"evil-spreads", "power-failure", "summon-guards",
            "general-alert", "secret-passage", "molasars-magic"};
    static final String[] ABILITIES = {"extra-move", "plus-one-vs-ss", "opens-secret-doors", "plus-one-vs-molasar",
            "splits-with-ss", "molasar"};

    // ---- the board, as indices and bitmasks (at most 63 rooms) ----
    public final String sketch;
    public final String[] roomId;
    public final String[] roomName;
    public final String[] area;
    public final long[] exits;
    public final long cellar;
    public final long entries;
    public final long stairs;
    public final int[] ssStart;
    public final int molasarStart;
    public final int[] doorFrom;
    public final int[] doorTo;
    public final String[] doorId;
    /** Each secret door's place in the players' words ("behind the weapon racks"), or its id when the board names none. */
    public final String[] doorName;
    /** For each room, the secret doors touching it (bit i = door i). */
    public final int[] doorsAt;
    /** Rooms beside a secret door, on either side. */
    public final long secretRooms;
    public final int rooms;
    private final Map<String, Integer> index = new HashMap<>();

    // ---- cards ----
    public final int[] redMol;
    public final int[] redNazi;
    public final int[] whiteMol;
    public final int[] whiteNazi;
    public final int[] conflictNumber;
    public final int[] bonusEffect;
    public final String[] bonusName;
    public final String[] bonusText;
    public final int[] bonusNumber;
    public final int[] hazardEffect;
    public final String[] hazardName;
    public final String[] hazardText;
    public final int[] hazardNumber;
    public final IdCard[] ids;
    /** The hash of every content file this was read from (see {@link ContentDigest}), for the rules version. */
    public final String hash;

    /** The content shipped with the game, loaded once. */
    public static Content standard() {
        return ContentCache.shipped(Content.class, "the-keep", Content::load);
    }

    /**
     * Loads the content; {@code overrides} maps a file name (e.g. "board.yaml") to YAML text used instead
     * of the shipped file (for tests and designers).
     */
    public static Content load(Map<String, String> overrides) {
        ContentSource shipped = ContentSource.classpath(Content.class, "the-keep");
        return load(file -> overrides.containsKey(file)
                ? new ByteArrayInputStream(overrides.get(file).getBytes(StandardCharsets.UTF_8))
                : shipped.open(file));
    }

    /** Loads every content file from {@code source} (the game's jar, a designer's folder), hashing what it reads. */
    public static Content load(ContentSource source) {
        return new Content(new ContentDigest(source));
    }

    private static int indexOf(String[] names, String value) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(value)) {
                return i;
            }
        }
        return -1;
    }

    private Content(ContentDigest files) {
        // ---------- board ----------
        YamlReader yaml = new YamlReader(files);
        String bf = BOARD;
        JsonNode boardTree = yaml.tree(bf);
        List<Room> roomList = yaml.entries(boardTree, bf, "rooms", Room.class);
        List<SecretDoor> sd = yaml.entries(boardTree, bf, "secretDoors", SecretDoor.class);
        ((ObjectNode) boardTree).remove(List.of("rooms", "secretDoors"));
        BoardNotes notes = yaml.convert(boardTree, bf, null, BoardNotes.class);
        if (roomList.isEmpty()) {
            throw new ContentException(bf, null, "no rooms");
        }
        if (roomList.size() > 63) {
            throw new ContentException(bf, null, "at most 63 rooms, not " + roomList.size());
        }
        sketch = notes.sketch() == null ? "" : notes.sketch();
        rooms = roomList.size();
        roomId = new String[rooms];
        roomName = new String[rooms];
        area = new String[rooms];
        exits = new long[rooms];
        Set<String> areas = Set.of("courtyard", "gatehouse", "ground", "stairs", "upper", "cellar");
        long cel = 0;
        long ent = 0;
        long st = 0;
        List<Integer> dots = new ArrayList<>();
        int mStart = -1;
        for (int i = 0; i < rooms; i++) {
            Room r = roomList.get(i);
            if (r == null) {
                throw new ContentException(bf, "#" + (i + 1) + " of rooms", "empty entry");
            }
            String entry = r.id() == null ? "#" + (i + 1) + " of rooms" : r.id();
            if (r.id() == null || r.id().isBlank()) {
                throw new ContentException(bf, entry, "has no id");
            }
            if (index.put(r.id(), i) != null) {
                throw new ContentException(bf, entry, "id used twice");
            }
            if (r.name() == null || r.name().isBlank()) {
                throw new ContentException(bf, entry, "has no name");
            }
            if (!areas.contains(r.area())) {
                throw new ContentException(bf, entry, "unknown area '" + r.area() + "'; use one of " + areas);
            }
            roomId[i] = r.id();
            roomName[i] = r.name();
            area[i] = r.area();
            if (r.area().equals("cellar")) {
                cel |= 1L << i;
            }
            if (r.area().equals("stairs")) {
                st |= 1L << i;
            }
            if (r.entry()) {
                if (r.area().equals("cellar")) {
                    throw new ContentException(bf, entry, "an entry point cannot be in the cellar");
                }
                ent |= 1L << i;
            }
            if (r.ss()) {
                if (r.area().equals("cellar") || r.entry()) {
                    throw new ContentException(bf, entry, "an SS start dot must be inside the Keep, off the cellar and the entry points");
                }
                dots.add(i);
            }
            if (r.molasar()) {
                if (mStart >= 0) {
                    throw new ContentException(bf, entry, "a second Molasar start");
                }
                if (!r.area().equals("cellar")) {
                    throw new ContentException(bf, entry, "Molasar starts in the cellar");
                }
                mStart = i;
            }
        }
        for (int i = 0; i < rooms; i++) {
            Room r = roomList.get(i);
            String entry = r.id();
            if (r.exits() == null || r.exits().isEmpty()) {
                throw new ContentException(bf, entry, "has no exits");
            }
            for (String e : r.exits()) {
                Integer j = index.get(e);
                if (j == null) {
                    throw new ContentException(bf, entry, "exit to unknown room '" + e + "'");
                }
                if (j == i) {
                    throw new ContentException(bf, entry, "exit to itself");
                }
                if (roomList.get(j).exits() == null || !roomList.get(j).exits().contains(r.id())) {
                    throw new ContentException(bf, entry, "exit to " + e + " but " + e + " has no exit back");
                }
                if (((cel >>> i) & 1) != ((cel >>> j) & 1)) {
                    throw new ContentException(bf, entry, "an ordinary doorway to " + e
                            + " joins the cellar to the Keep; only secret doors may");
                }
                exits[i] |= 1L << j;
            }
        }
        if (mStart < 0) {
            throw new ContentException(bf, null, "no Molasar start (molasar: true)");
        }
        if (dots.size() != 12) {
            throw new ContentException(bf, null, "needs 12 SS start dots, has " + dots.size());
        }
        if (Long.bitCount(cel) < 6) {
            throw new ContentException(bf, null, "the cellar needs at least 6 rooms, has " + Long.bitCount(cel));
        }
        if (Long.bitCount(ent) < 6) {
            throw new ContentException(bf, null, "needs at least 6 entry points (five Searchers, one re-entering), has "
                    + Long.bitCount(ent));
        }
        cellar = cel;
        entries = ent;
        stairs = st;
        ssStart = dots.stream().mapToInt(Integer::intValue).toArray();
        molasarStart = mStart;
        if (sd.size() != 6) {
            throw new ContentException(bf, null, "needs exactly 6 secret doors, has " + sd.size());
        }
        doorFrom = new int[6];
        doorTo = new int[6];
        doorId = new String[6];
        doorName = new String[6];
        doorsAt = new int[rooms];
        long sr = 0;
        for (int d = 0; d < 6; d++) {
            SecretDoor s = sd.get(d);
            if (s == null) {
                throw new ContentException(bf, "#" + (d + 1) + " of secretDoors", "empty entry");
            }
            String entry = s.id() == null ? "#" + (d + 1) + " of secretDoors" : s.id();
            Integer f = s.from() == null ? null : index.get(s.from());
            Integer t = s.to() == null ? null : index.get(s.to());
            if (f == null || t == null) {
                throw new ContentException(bf, entry, "joins an unknown room");
            }
            if ((cel >>> f & 1) != 0 || (cel >>> t & 1) == 0) {
                throw new ContentException(bf, entry, "must lead from a room of the Keep ('from') down to a cellar room ('to')");
            }
            doorFrom[d] = f;
            doorTo[d] = t;
            doorId[d] = s.id();
            doorName[d] = s.name() == null || s.name().isBlank() ? s.id() : s.name();
            if (doorsAt[f] != 0 || doorsAt[t] != 0) {
                throw new ContentException(bf, entry, "a room may lie beside at most one secret door");
            }
            doorsAt[f] |= 1 << d;
            doorsAt[t] |= 1 << d;
            sr |= 1L << f | 1L << t;
        }
        secretRooms = sr;
        // every room reachable from an entry point with all doors open
        long reach = ent;
        long frontier = ent;
        while (frontier != 0) {
            long next = 0;
            for (long m = frontier; m != 0; m &= m - 1) {
                int r = Long.numberOfTrailingZeros(m);
                next |= exits[r];
                for (int d = 0; d < 6; d++) {
                    if (doorFrom[d] == r) {
                        next |= 1L << doorTo[d];
                    }
                    if (doorTo[d] == r) {
                        next |= 1L << doorFrom[d];
                    }
                }
            }
            frontier = next & ~reach;
            reach |= next;
        }
        for (int i = 0; i < rooms; i++) {
            if ((reach >>> i & 1) == 0) {
                throw new ContentException(bf, roomId[i], "cannot be reached from any entry point");
            }
        }

        // ---------- conflict cards ----------
        String cf = CONFLICT_CARDS;
        List<ConflictCard> cc = yaml.listFile(cf, "id", ConflictCard.class);
        if (cc.size() != 32) {
            throw new ContentException(cf, null, "needs 32 Conflict cards, has " + cc.size());
        }
        redMol = new int[32];
        redNazi = new int[32];
        whiteMol = new int[32];
        whiteNazi = new int[32];
        conflictNumber = new int[32];
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 32; i++) {
            ConflictCard c = cc.get(i);
            String entry = String.valueOf(c.id());
            if (!seen.add(c.id())) {
                throw new ContentException(cf, entry, "id used twice");
            }
            if (c.red() == null || c.white() == null) {
                throw new ContentException(cf, entry, "needs a red and a white side");
            }
            int[] v = {c.red().molasar(), c.red().nazi(), c.white().molasar(), c.white().nazi()};
            for (int x : v) {
                if (x < 1 || x > 12) {
                    throw new ContentException(cf, entry, "values must be 1 to 12, not " + x);
                }
            }
            conflictNumber[i] = c.id();
            redMol[i] = v[0];
            redNazi[i] = v[1];
            whiteMol[i] = v[2];
            whiteNazi[i] = v[3];
        }

        // ---------- bonus cards ----------
        String bfile = BONUS_CARDS;
        List<BonusCard> bc = yaml.listFile(bfile, "id", BonusCard.class);
        if (bc.size() != 12) {
            throw new ContentException(bfile, null, "needs 12 Bonus cards, has " + bc.size());
        }
        bonusEffect = new int[12];
        bonusName = new String[12];
        bonusText = new String[12];
        bonusNumber = new int[12];
        int[] counts = new int[BONUS_EFFECTS.length];
        for (int i = 0; i < 12; i++) {
            BonusCard b = bc.get(i);
            String entry = String.valueOf(b.id());
            int e = b.effect() == null ? -1 : indexOf(BONUS_EFFECTS, b.effect());
            if (e < 0) {
                throw new ContentException(bfile, entry, "unknown effect '" + b.effect() + "'");
            }
            if (b.name() == null || b.text() == null) {
                throw new ContentException(bfile, entry, "needs a name and a text");
            }
            counts[e]++;
            bonusEffect[i] = e;
            bonusName[i] = b.name();
            bonusText[i] = b.text();
            bonusNumber[i] = b.id();
        }
        for (int e = 0; e < counts.length; e++) {
            if (counts[e] != BONUS_COUNTS[e]) {
                throw new ContentException(bfile, null, "the printed deck has " + BONUS_COUNTS[e]
                        + " cards of effect '" + BONUS_EFFECTS[e] + "', the file " + counts[e]);
            }
        }

        // ---------- hazard cards ----------
        String hf = HAZARD_CARDS;
        List<HazardCard> hc = yaml.listFile(hf, "id", HazardCard.class);
        if (hc.size() != 6) {
            throw new ContentException(hf, null, "needs 6 Hazard cards, has " + hc.size());
        }
        hazardEffect = new int[6];
        hazardName = new String[6];
        hazardText = new String[6];
        hazardNumber = new int[6];
        Set<Integer> effects = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            HazardCard h = hc.get(i);
            String entry = String.valueOf(h.id());
            int e = h.effect() == null ? -1 : indexOf(HAZARD_EFFECTS, h.effect());
            if (e < 0) {
                throw new ContentException(hf, entry, "unknown effect '" + h.effect() + "'");
            }
            if (!effects.add(e)) {
                throw new ContentException(hf, entry, "effect '" + h.effect() + "' appears twice");
            }
            if (h.name() == null || h.text() == null) {
                throw new ContentException(hf, entry, "needs a name and a text");
            }
            hazardEffect[i] = e;
            hazardName[i] = h.name();
            hazardText[i] = h.text();
            hazardNumber[i] = h.id();
        }

        // ---------- ID cards ----------
        String idf = ID_CARDS;
        List<IdCard> ic = yaml.listFile(idf, "number", IdCard.class);
        if (ic.size() != 6) {
            throw new ContentException(idf, null, "needs 6 ID cards, has " + ic.size());
        }
        ids = new IdCard[6];
        for (IdCard c : ic) {
            String entry = String.valueOf(c.number());
            if (c.number() < 1 || c.number() > 6 || ids[c.number() - 1] != null) {
                throw new ContentException(idf, entry, "numbers must be 1 to 6, each once");
            }
            int a = c.ability() == null ? -1 : indexOf(ABILITIES, c.ability());
            if (a != c.number() - 1) {
                throw new ContentException(idf, entry, "card " + c.number() + " must carry ability '"
                        + ABILITIES[c.number() - 1] + "', not '" + c.ability() + "'");
            }
            ids[c.number() - 1] = c;
        }
        hash = files.hash();
    }

    public int room(String id) {
        Integer i = index.get(id);
        if (i == null) {
            throw new IllegalArgumentException("no room " + id);
        }
        return i;
    }

    public boolean isCellar(int room) {
        return room >= 0 && (cellar >>> room & 1) != 0;
    }

    /** The secret door joining two rooms, or -1. */
    public int doorBetween(int a, int b) {
        int common = doorsAt[a] & doorsAt[b];
        return common == 0 ? -1 : Integer.numberOfTrailingZeros(common);
    }

    /** The room on the other side of secret door d from room r. */
    public int across(int d, int r) {
        return doorFrom[d] == r ? doorTo[d] : doorFrom[d];
    }

    /** Where a Searcher pawn driven out of the Keep stands: beyond every room index. */
    public static final int OUTSIDE = -2;

    /** A secret door in the players' words: "the secret door behind the weapon racks". */
    public String door(int d) {
        return "the secret door " + doorName[d];
    }

    public String roomLabel(int r) {
        if (r == OUTSIDE) {
            return "outside the Keep";
        }
        return r < 0 ? "nowhere" : roomId[r] + " " + roomName[r];
    }
}
