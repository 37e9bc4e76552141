package keeptable.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The secrets the server hands out (seat tokens, campaign owners' secrets): 192 random bits each, given
 * to their holder once and kept only as their SHA-256, so a copy of the store holds no usable secret.
 */
final class Secrets {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Secrets() {
    }

    /** A new secret: 24 random bytes, URL-safe base64 without padding (32 characters). */
    static String fresh() {
        byte[] b = new byte[24];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /** The SHA-256 of a secret as 64 lower-case hex digits, as the store keeps it. */
    static String hash(String secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** Whether {@code offered} is the secret whose hash is {@code hash}, compared in constant time. */
    static boolean matches(String hash, String offered) {
        if (hash == null || offered == null || offered.isEmpty()) {
            return false;
        }
        return MessageDigest.isEqual(hash.getBytes(StandardCharsets.US_ASCII),
                hash(offered).getBytes(StandardCharsets.US_ASCII));
    }
}
