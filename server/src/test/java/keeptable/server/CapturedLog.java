package keeptable.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The server's log (slf4j-simple writes to {@code System.err}) as a test reads it, while it still
 * goes to the console. Closing it gives {@code System.err} back.
 */
final class CapturedLog implements AutoCloseable {
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();
    private final PrintStream realErr = System.err;

    CapturedLog() {
        System.setErr(new PrintStream(new Tee(realErr, captured), true, StandardCharsets.UTF_8));
    }

    /** Everything logged since the start or the last {@link #reset()}. */
    String text() {
        synchronized (captured) {
            return captured.toString(StandardCharsets.UTF_8);
        }
    }

    void reset() {
        synchronized (captured) {
            captured.reset();
        }
    }

    @Override
    public void close() {
        System.setErr(realErr);
    }

    /** Writes to two streams. */
    private static final class Tee extends OutputStream {
        private final OutputStream a;
        private final OutputStream b;

        Tee(OutputStream a, OutputStream b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public void write(int x) throws IOException {
            a.write(x);
            synchronized (b) {
                b.write(x);
            }
        }

        @Override
        public void write(byte[] bytes, int off, int len) throws IOException {
            a.write(bytes, off, len);
            synchronized (b) {
                b.write(bytes, off, len);
            }
        }
    }
}
