package keeptable.games.deadkeep;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Two letters for each name that stands on the board (the terminal's map and the browser's discs): the initials of a
 * name of two words, else its first two letters, else its first letter and a later one, so that no two names share
 * them ("Count" Co, "Countess" Cu). Names earlier in the list choose first.
 */
final class Letters {
    private Letters() {
    }

    static Map<String, String> of(List<String> names) {
        Map<String, String> out = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        for (String name : names) {
            if (out.containsKey(name) || name.isEmpty()) {
                continue;
            }
            String[] words = name.trim().split("\\s+");
            String first = words.length > 1
                    ? ("" + words[0].charAt(0) + words[1].charAt(0)).toUpperCase(Locale.ROOT)
                    : name.substring(0, Math.min(2, name.length()));
            String pick = taken.contains(first) ? null : first;
            for (int i = 1; pick == null && i < name.length(); i++) {
                String t = "" + name.charAt(0) + Character.toLowerCase(name.charAt(i));
                if (Character.isLetter(name.charAt(i)) && !taken.contains(t)) {
                    pick = t;
                }
            }
            pick = pick == null ? first : pick;
            taken.add(pick);
            out.put(name, pick);
        }
        return out;
    }
}
