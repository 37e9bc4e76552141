package keeptable.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;

/**
 * Where the command talks: lines in, text out, errors out. A real terminal can clear its screen;
 * piped input (scripts, tests) gets a separator line instead.
 */
public final class Terminal {
    private final BufferedReader in;
    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean interactive;

    public Terminal(Reader in, PrintWriter out, PrintWriter err, boolean interactive) {
        this.in = in instanceof BufferedReader b ? b : new BufferedReader(in);
        this.out = out;
        this.err = err;
        this.interactive = interactive;
    }

    /** The process's own stdin, stdout and stderr; interactive when a console is attached. */
    public static Terminal system() {
        Charset charset = System.console() != null ? System.console().charset() : Charset.defaultCharset();
        return new Terminal(new InputStreamReader(System.in, charset),
                new PrintWriter(new OutputStreamWriter(System.out, charset), true),
                new PrintWriter(new OutputStreamWriter(System.err, charset), true),
                System.console() != null);
    }

    public PrintWriter out() {
        return out;
    }

    public PrintWriter err() {
        return err;
    }

    public boolean interactive() {
        return interactive;
    }

    /** Shows a prompt and reads one line; null when the input has ended. */
    public String ask(String prompt) {
        out.print(prompt);
        out.flush();
        try {
            String line = in.readLine();
            if (line != null && !interactive) {
                out.println(line); // echo scripted input so a transcript reads like a session
            }
            return line;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits a moment on a real terminal, so a line can be read before more follows; piped runs go on at once. */
    public void pause(long millis) {
        if (!interactive) {
            return;
        }
        out.flush();
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Clears a real screen; on piped output draws a separator so transcripts stay readable. */
    public void clearScreen() {
        if (interactive) {
            out.print("\033[H\033[2J");
        } else {
            out.println("----------------------------------------");
        }
        out.flush();
    }
}
