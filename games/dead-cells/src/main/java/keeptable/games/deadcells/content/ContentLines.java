package keeptable.games.deadcells.content;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.content.ContentParsers.colour;
import static keeptable.games.deadcells.content.ContentParsers.num;
import static keeptable.games.deadcells.content.ContentParsers.round;

import java.util.List;
import keeptable.engine.content.ContentException;

/**
 * The content being read ({@link Content.Parts}, frozen into a {@link Content} at the end), with the readers of its
 * smallest parts: a card line (an action), a Scroll track step and a tile icon (a gain), each worded once
 * ({@link Words}) and numbered as it is added. {@link BiomeReader}, {@link EnemyReader} and {@link ContentReader}
 * build on it.
 */
class ContentLines extends Content.Parts {
    ContentLines() {
    }

    /** An action: "damage 1 @12", "shield", "poison 1 first", "damage 1 x2". */
    Act act(String f, String entry, String text, boolean enemy) {
        String[] w = text.trim().split(" +");
        int type = w[0].equals("block") ? SHIELD : ACT_NAMES.indexOf(w[0]);
        if (type < 0) {
            throw new ContentException(f, entry, "unknown action '" + w[0] + "'");
        }
        if (enemy && (type == SKILL || type == LOOT || type == HEAL)) {
            throw new ContentException(f, entry, "an Enemy cannot " + w[0]);
        }
        int n = 1;
        int range = 0;
        int target = T_ONE;
        for (int i = 1; i < w.length; i++) {
            String p = w[i];
            if (p.startsWith("@")) {
                for (char ch : p.substring(1).toCharArray()) {
                    int s = ch == 'L' ? 0 : ch - '0';
                    if (s < 0 || s > 3) {
                        throw new ContentException(f, entry, "a Range uses L, 1, 2 and 3: " + p);
                    }
                    range |= 1 << s;
                }
            } else if (p.equals("x2")) {
                target = T_TWO;
            } else if (p.equals("first")) {
                target = T_FIRST;
            } else if (p.equals("all")) {
                target = T_ALL;
            } else {
                n = num(f, entry, p);
            }
        }
        if (!enemy && (type == DAMAGE || type >= POISON) && range == 0) {
            throw new ContentException(f, entry, "an attack needs a Range: " + text);
        }
        if (n < 1) {
            throw new ContentException(f, entry, "an amount is at least 1: " + text);
        }
        Act a = new Act(acts.size(), type, n, range, target, Words.act(type, n, range, target));
        acts.add(a);
        return a;
    }

    Step step(String f, String entry, String text) {
        String[] w = text.split(" ", 2);
        return switch (w[0]) {
            case "health" -> new Step(ST_HEALTH, num(f, entry, w[1]), null, Words.step(ST_HEALTH, num(f, entry, w[1]), null));
            case "immune" -> {
                int st = STATE_NAMES.indexOf(w.length > 1 ? w[1] : "");
                if (st < 0) {
                    throw new ContentException(f, entry, "unknown State in '" + text + "'");
                }
                yield new Step(ST_IMMUNE, st, null, Words.step(ST_IMMUNE, st, null));
            }
            case "slot" -> new Step(ST_SLOT, 1, null, Words.step(ST_SLOT, 1, null));
            case "round0" -> {
                Act a = act(f, entry, w[1], false);
                yield new Step(ST_ROUND0, 0, a, Words.step(ST_ROUND0, 0, a));
            }
            case "skill" -> {
                Act a = act(f, entry, w[1], false);
                yield new Step(ST_SKILL, 0, a, Words.step(ST_SKILL, 0, a));
            }
            default -> throw new ContentException(f, entry, "unknown track step '" + text + "'");
        };
    }

    Gain[] gains(String f, String entry, List<String> list) {
        if (list == null) {
            return new Gain[0];
        }
        Gain[] out = new Gain[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = gain(f, entry, list.get(i));
        }
        return out;
    }

    /** A tile icon in words: "teeth 2", "fp damage 1", "scroll any", "rune vine", "check R". */
    Gain gain(String f, String entry, String text) {
        String t = text.trim();
        boolean fp = t.startsWith("fp ");
        if (fp) {
            t = t.substring(3);
        }
        String[] w = t.split(" +");
        int n = 1;
        int arg = 0;
        int kind;
        switch (w[0]) {
            case "teeth" -> kind = TEETH;
            case "cell" -> kind = CELL;
            case "potion" -> kind = POTION;
            case "vial" -> kind = VIAL;
            case "scroll" -> {
                kind = SCROLL;
                arg = colour(f, entry, w.length > 1 ? w[1] : "?", true);
            }
            case "equipment" -> kind = EQUIPMENT;
            case "blueprint" -> kind = BLUEPRINT;
            case "rune" -> {
                kind = RUNE;
                arg = rune(w.length > 1 ? w[1] : "?");
                if (arg < 0) {
                    throw new ContentException(f, entry, "unknown Rune in '" + text + "'");
                }
            }
            case "damage" -> kind = WOUND;
            case "changefp" -> kind = CHANGE_FP;
            case "check" -> {
                kind = CHECK;
                arg = colour(f, entry, w.length > 1 ? w[1] : "?", false);
            }
            case "unlock" -> {
                kind = UNLOCK;
                arg = biomeIndex(w.length > 1 ? w[1] : "?");
                if (arg < 0) {
                    throw new ContentException(f, entry, "unknown Biome in '" + text + "'");
                }
            }
            case "upgrade" -> {
                kind = UPGRADE;
                arg = List.of("SV", "TC", "BR").indexOf(w.length > 1 ? w[1] : "?");
                if (arg < 0) {
                    throw new ContentException(f, entry, "unknown Upgrade deck in '" + text + "'");
                }
            }
            default -> throw new ContentException(f, entry, "unknown icon '" + text + "'");
        }
        if ((kind == TEETH || kind == CELL || kind == WOUND) && w.length > 1) {
            n = num(f, entry, w[1]);
        }
        Gain g = new Gain(gainList.size(), kind, n, arg, fp, text.trim(), Words.icon(runeNames, biomes, kind, n, arg, fp));
        gainList.add(g);
        return g;
    }
}
