package keeptable.server;

import org.junit.jupiter.api.AfterEach;

/** A {@link ServerCase} that reads the server's log: captured from the start of the server to the test's end. */
abstract class LoggedServerCase extends ServerCase {
    CapturedLog log;

    @Override
    void start(String kind) {
        super.start(kind);
        log = new CapturedLog();
    }

    @AfterEach
    void giveTheLogBack() {
        if (log != null) {
            log.close();
        }
    }
}
