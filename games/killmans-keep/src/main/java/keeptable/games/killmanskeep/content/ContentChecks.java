package keeptable.games.killmanskeep.content;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.content.ContentException;

/** Validation of content files once read: every problem names its file, entry and reason. */
final class ContentChecks {
    private static final List<String> REQUIRED_AREAS = List.of("market", "bank", "guild", "keep");

    private ContentChecks() {
    }

    static void board(ContentFiles.BoardFile b) {
        String f = ContentFiles.BOARD;
        if (b.areas() == null || b.areas().isEmpty()) {
            throw new ContentException(f, null, "no areas");
        }
        Map<String, Area> byId = new HashMap<>();
        for (Area a : b.areas()) {
            if (a.id() == null || a.id().isBlank()) {
                throw new ContentException(f, a.name(), "an area needs an id");
            }
            if (byId.put(a.id(), a) != null) {
                throw new ContentException(f, a.id(), "the id is used twice");
            }
            if (a.name() == null || a.name().isBlank()) {
                throw new ContentException(f, a.id(), "an area needs a name");
            }
        }
        for (String id : REQUIRED_AREAS) {
            if (!byId.containsKey(id)) {
                throw new ContentException(f, id, "the board must have this area");
            }
        }
        for (Area a : b.areas()) {
            if (a.adjacent() == null || a.adjacent().isEmpty()) {
                throw new ContentException(f, a.id(), "the area is joined to no other");
            }
            for (String n : a.adjacent()) {
                Area other = byId.get(n);
                if (other == null) {
                    throw new ContentException(f, a.id(), "joined to unknown area '" + n + "'");
                }
                if (n.equals(a.id())) {
                    throw new ContentException(f, a.id(), "an area cannot be joined to itself");
                }
                if (other.adjacent() == null || !other.adjacent().contains(a.id())) {
                    throw new ContentException(f, a.id(), "joined to '" + n + "' but '" + n + "' is not joined back");
                }
            }
        }
        if (b.start() == null || !byId.containsKey(b.start())) {
            throw new ContentException(f, "start", "the starting area must be one of the areas");
        }
        positive(f, "doubloonsPerPlayer", b.doubloonsPerPlayer());
        positive(f, "startingArtifacts", b.startingArtifacts());
        positive(f, "doubloonPrice", b.doubloonPrice());
        positive(f, "doubloonsToWin", b.doubloonsToWin());
        if (b.startingMoney() < 0 || b.marketArtifacts() < 0) {
            throw new ContentException(f, null, "startingMoney and marketArtifacts must not be negative");
        }
        if (b.doubloonsPerPlayer() < b.doubloonsToWin()) {
            throw new ContentException(f, "doubloonsPerPlayer", "the Bank must hold enough Doubloons for a winner");
        }
    }

    private static void positive(String file, String field, int value) {
        if (value <= 0) {
            throw new ContentException(file, field, "must be positive, not " + value);
        }
    }

    static void artifacts(List<Artifact> list) {
        String f = ContentFiles.ARTIFACTS;
        if (list == null || list.isEmpty()) {
            throw new ContentException(f, null, "no artifacts");
        }
        unique(f, list.stream().map(Artifact::id).toList());
        Set<Category> categories = EnumSet.noneOf(Category.class);
        for (Artifact a : list) {
            String id = a.id();
            if (id == null || id.isBlank() || a.name() == null || a.name().isBlank()) {
                throw new ContentException(f, id == null ? a.name() : id, "an artifact needs an id and a name");
            }
            if (a.category() == null) {
                throw new ContentException(f, id, "no category");
            }
            rarity(f, id, a.rarity());
            if (a.copies() < 1) {
                throw new ContentException(f, id, "copies must be at least 1");
            }
            if (a.effect() == null) {
                throw new ContentException(f, id, "no effect: every artifact has an ability");
            }
            if (a.effect().needsAmount() && a.amount() <= 0) {
                throw new ContentException(f, id, "effect " + a.effect() + " needs a positive amount");
            }
            if (!a.effect().needsAmount() && a.amount() != 0) {
                throw new ContentException(f, id, "effect " + a.effect() + " takes no amount");
            }
            if (a.effect() == Effect.SIGNET && a.amount() >= 300) {
                throw new ContentException(f, id, "a signet must make a Doubloon cheaper than the Bank");
            }
            categories.add(a.category());
        }
        if (categories.size() != Category.values().length) {
            EnumSet<Category> missing = EnumSet.allOf(Category.class);
            missing.removeAll(categories);
            throw new ContentException(f, null, "no artifact of categories " + missing);
        }
    }

    static void monsters(List<Monster> list) {
        String f = ContentFiles.MONSTERS;
        if (list == null || list.isEmpty()) {
            throw new ContentException(f, null, "no monsters");
        }
        unique(f, list.stream().map(Monster::id).toList());
        for (Monster m : list) {
            String id = m.id();
            if (id == null || id.isBlank() || m.name() == null || m.name().isBlank()) {
                throw new ContentException(f, id == null ? m.name() : id, "a monster needs an id and a name");
            }
            rarity(f, id, m.rarity());
            if (m.copies() < 1) {
                throw new ContentException(f, id, "copies must be at least 1");
            }
            if (m.penalty() < 0 || m.penalty() > 9) {
                throw new ContentException(f, id, "penalty must be 0 to 9");
            }
            if (!m.hasEffect()) {
                throw new ContentException(f, id, "no effect: every monster has one");
            }
            if (m.onLoss() == Monster.Loss.LOSE_MONEY ? m.lossAmount() <= 0 : m.lossAmount() != 0) {
                throw new ContentException(f, id, "lossAmount goes with onLoss: LOSE_MONEY, and must be positive");
            }
            if (m.onWin() == Monster.Win.GAIN_MONEY ? m.winAmount() <= 0 : m.winAmount() != 0) {
                throw new ContentException(f, id, "winAmount goes with onWin: GAIN_MONEY, and must be positive");
            }
        }
    }

    static void goals(List<Goal> list) {
        String f = ContentFiles.GOALS;
        if (list == null || list.isEmpty()) {
            throw new ContentException(f, null, "no goals");
        }
        unique(f, list.stream().map(Goal::id).toList());
        for (Goal g : list) {
            String id = g.id();
            if (id == null || id.isBlank() || g.name() == null || g.name().isBlank()) {
                throw new ContentException(f, id == null ? g.name() : id, "a goal needs an id and a name");
            }
            Goal.Needs n = g.needs();
            if (n == null || n.kind() == null) {
                throw new ContentException(f, id, "no needs.kind");
            }
            if (n.count() <= 0) {
                throw new ContentException(f, id, "needs.count must be positive");
            }
            if ((n.kind() == Goal.Needs.Kind.CATEGORY) != (n.category() != null)) {
                throw new ContentException(f, id, "needs.category goes with kind CATEGORY, and only with it");
            }
            if (n.kind() == Goal.Needs.Kind.CORPSES ? n.minStars() < 1 || n.minStars() > 3 : n.minStars() != 0) {
                throw new ContentException(f, id, "needs.minStars (1-3) goes with kind CORPSES, and only with it");
            }
            if (n.kind() == Goal.Needs.Kind.CATEGORIES && n.count() > Category.values().length) {
                throw new ContentException(f, id, "there are only " + Category.values().length + " categories");
            }
            if (n.kind() == Goal.Needs.Kind.MONEY && !g.deliver()) {
                throw new ContentException(f, id, "a MONEY goal is paid: deliver must be true");
            }
            if (g.reward() == null || g.reward().money() < 0 || g.reward().doubloons() < 0
                    || g.reward().money() + g.reward().doubloons() == 0) {
                throw new ContentException(f, id, "the reward must give money or Doubloons");
            }
        }
    }

    static void actionCard(ActionCard card) {
        if (card.title() == null || card.lines() == null || card.lines().isEmpty()) {
            throw new ContentException(ContentFiles.ACTION_CARD, null, "the Action card needs a title and lines");
        }
    }

    private static void rarity(String file, String id, int rarity) {
        if (rarity < 1 || rarity > 3) {
            throw new ContentException(file, id, "rarity must be 1 to 3 stars, not " + rarity);
        }
    }

    private static void unique(String file, List<String> ids) {
        Set<String> dup = duplicates(ids);
        if (!dup.isEmpty()) {
            throw new ContentException(file, dup.iterator().next(), "the id is used twice");
        }
    }

    private static Set<String> duplicates(List<String> ids) {
        Set<String> seen = new HashSet<>();
        Set<String> dup = new HashSet<>();
        for (String id : ids) {
            if (!seen.add(id)) {
                dup.add(id);
            }
        }
        return dup;
    }
}
