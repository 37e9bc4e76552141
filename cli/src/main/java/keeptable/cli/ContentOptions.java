package keeptable.cli;

import java.nio.file.Path;
import java.util.List;
import keeptable.lab.Variant;
import keeptable.engine.module.GameModule;
import picocli.CommandLine.Option;

/** The content a command plays with: the game's own, a designer's folder, and single values changed. */
final class ContentOptions {
    @Option(names = "--content", paramLabel = "DIR", description = "Play with a designer's copy of the game's content "
            + "folder (its YAML files); the rules version then carries that content's hash. A bad file is refused.")
    Path content;

    @Option(names = "--set", paramLabel = "FILE:ENTRY.FIELD=VALUE", description = "Change one value of the content "
            + "(repeatable), e.g. --set monsters.yaml:giant-rat.lossAmount=30. The entry is named by its id (or a "
            + "top-level field); list positions count from 0. A bad file, entry, field or value is refused.")
    List<String> sets;

    Variant variant() {
        return Variant.of(content, sets);
    }

    /** The game with this content; a --set that changes nothing is refused. */
    GameModule game(String gameId) {
        Variant v = variant();
        v.refuseUnchanged(gameId);
        return v.build(gameId);
    }
}
