package keeptable.cli;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;

/** Runs the keeptable command in-process with scripted input and captured output. */
final class Cli {
    record Run(int code, String out, String err) {
    }

    private Cli() {
    }

    static Run withInput(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Terminal terminal = new Terminal(new StringReader(input), new PrintWriter(out, true),
                new PrintWriter(err, true), false);
        int code = Main.run(terminal, args);
        return new Run(code, out.toString(), err.toString());
    }

    static Run run(String... args) {
        return withInput("", args);
    }
}
