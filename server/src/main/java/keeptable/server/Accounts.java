package keeptable.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;

/**
 * The accounts in the store: signing up (a name and a password, both checked) and checking a password.
 * Passwords are kept only as their Argon2id hash (Spring Security Crypto's encoder with its current
 * defaults: 16 MiB, 2 passes, a random salt each) and are never logged or sent back.
 */
final class Accounts {
    static final int SHORTEST_NAME = 3;
    static final int LONGEST_NAME = 24;
    static final int SHORTEST_PASSWORD = 10;
    static final int LONGEST_PASSWORD = 128;
    /** Letters and digits of the plain Latin alphabet, '-' and '_' within: no look-alike letters, no spaces. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?");
    /** What the tables call a seat nobody named ("Player 2", "Bot 3"), read as {@link SeatNames#readAs} does. */
    private static final Pattern SEAT_DEFAULT = Pattern.compile("(?:player|bot)[_-]?[0-9]+");
    private static final Set<String> COMMON = commonPasswords();
    private final Argon2PasswordEncoder encoder = Argon2PasswordEncoder.defaultsForSpringSecurity_v5_8();
    /** A hash no password was ever made from, checked when a name is unknown so that it takes as long. */
    private final String decoy = encoder.encode(Secrets.fresh());
    private final Db db;

    Accounts(Db db) {
        this.db = db;
    }

    /** The name, if it is one an account may have; else a 400 saying what a name may be. */
    static String checkedName(String name) {
        if (name.length() < SHORTEST_NAME || name.length() > LONGEST_NAME || !NAME.matcher(name).matches()) {
            throw new ApiError(400, "a name has " + SHORTEST_NAME + " to " + LONGEST_NAME + " characters: letters"
                    + " a-z or A-Z and digits, with '-' or '_' between them");
        }
        if (SEAT_DEFAULT.matcher(name.toLowerCase(Locale.ROOT)).matches()) {
            throw new ApiError(400, "a name such as Player 2 or Bot 2 is what a table calls a seat nobody named;"
                    + " choose another");
        }
        return name;
    }

    /** Refuses (400) a password that is too short or too long, one of the most common ones, or the name itself. */
    static void checkPassword(String name, String password) {
        if (password.length() < SHORTEST_PASSWORD) {
            throw new ApiError(400, "a password has at least " + SHORTEST_PASSWORD + " characters");
        }
        if (password.length() > LONGEST_PASSWORD) {
            throw new ApiError(400, "a password has at most " + LONGEST_PASSWORD + " characters");
        }
        String lower = password.toLowerCase(Locale.ROOT);
        if (COMMON.contains(lower) || lower.contains(name.toLowerCase(Locale.ROOT))) {
            throw new ApiError(400, "this password is among the most common ones or holds the name; choose another");
        }
    }

    /** Makes an account, or a 409 if the name (in any letter case) is taken. */
    Account signUp(String name, String password) {
        checkedName(name);
        checkPassword(name, password);
        Account a = new Account(name.toLowerCase(Locale.ROOT), name);
        String hash = encoder.encode(password);
        boolean made = db.inTransaction(c -> {
            if (find(c, a.key()) != null) {
                return false;
            }
            try (PreparedStatement p = c.prepareStatement(
                    "INSERT INTO accounts (name_key, name, password_hash, created_at) VALUES (?, ?, ?, ?)")) {
                p.setString(1, a.key());
                p.setString(2, a.name());
                p.setString(3, hash);
                p.setLong(4, System.currentTimeMillis());
                p.executeUpdate();
                return true;
            } catch (SQLException e) {
                if (find(c, a.key()) != null) { // another node made it at the same moment
                    return false;
                }
                throw e;
            }
        });
        if (!made) {
            throw new ApiError(409, "the name " + name + " is taken");
        }
        return a;
    }

    /** The account if the password is its own; null if not, or if there is no such account (as slowly). */
    Account check(String name, String password) {
        String key = name.toLowerCase(Locale.ROOT);
        String[] row = db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT name, password_hash FROM accounts WHERE name_key = ?")) {
                p.setString(1, key);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? new String[] {r.getString(1), r.getString(2)} : null;
                }
            }
        });
        if (row == null) {
            encoder.matches(password, decoy);
            return null;
        }
        return encoder.matches(password, row[1]) ? new Account(key, row[0]) : null;
    }

    /** The account of this name (any letter case), or null. */
    Account named(String name) {
        return db.inTransaction(c -> find(c, name.toLowerCase(Locale.ROOT)));
    }

    private static Account find(java.sql.Connection c, String key) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT name FROM accounts WHERE name_key = ?")) {
            p.setString(1, key);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? new Account(key, r.getString(1)) : null;
            }
        }
    }

    /** The bundled list of the most common passwords, in lower case. */
    private static Set<String> commonPasswords() {
        Set<String> out = new HashSet<>();
        try (InputStream in = Accounts.class.getResourceAsStream("/accounts/common-passwords.txt")) {
            if (in == null) {
                throw new IllegalStateException("the common passwords list is missing from the server's jar");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line.trim().toLowerCase(Locale.ROOT));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
