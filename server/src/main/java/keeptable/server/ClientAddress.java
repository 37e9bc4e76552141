package keeptable.server;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The address a request comes from, as the per-client rations count it. Without trusted proxies it
 * is the connection's peer. When the peer is a proxy named trusted ({@code --trust-proxy}), the
 * address comes from {@code X-Forwarded-For}: its right-most entry that is not itself a trusted
 * proxy. Entries further left were written by the client, or by proxies nobody vouches for, and could
 * be forged; a peer that is not trusted is taken as it is, whatever header it sends.
 */
final class ClientAddress {
    private static final Pattern ADDRESS = Pattern.compile("[0-9a-fA-F:.]{2,45}");
    /** The longest entry kept: a longer one is no address, and would only fill the rations' memory. */
    private static final int LONGEST = 45;
    private final Set<String> trusted;

    /** {@code trustedProxies}: IPv4 or IPv6 addresses, exactly as the proxies connect from. */
    ClientAddress(List<String> trustedProxies) {
        Set<String> t = new TreeSet<>();
        for (String a : trustedProxies) {
            t.add(checked(a));
        }
        this.trusted = Collections.unmodifiableSet(t);
    }

    /** A trusted proxy's address, as given; an {@link IllegalArgumentException} naming it if it is no address. */
    static String checked(String address) {
        String a = plain(address);
        if (!ADDRESS.matcher(a).matches()) {
            throw new IllegalArgumentException("--trust-proxy takes IP addresses (e.g. 127.0.0.1 or ::1), not '"
                    + Text.quoted(address) + "'");
        }
        return a;
    }

    /** The client address of this request. */
    String of(Context ctx) {
        String peer = ctx.req().getRemoteAddr();
        if (trusted.isEmpty() || !trusted.contains(plain(peer))) {
            return peer;
        }
        List<String> chain = new ArrayList<>();
        for (String header : Collections.list(ctx.req().getHeaders("X-Forwarded-For"))) {
            for (String entry : header.split(",")) {
                if (!entry.isBlank()) {
                    chain.add(plain(entry));
                }
            }
        }
        for (int i = chain.size() - 1; i >= 0; i--) {
            if (!trusted.contains(chain.get(i))) {
                return chain.get(i);
            }
        }
        return chain.isEmpty() ? peer : chain.get(0);
    }

    /** An address without spaces, brackets or letter case, cut to a bounded length. */
    private static String plain(String address) {
        String a = address.trim().toLowerCase(Locale.ROOT);
        if (a.startsWith("[") && a.endsWith("]")) {
            a = a.substring(1, a.length() - 1);
        }
        return a.length() > LONGEST ? a.substring(0, LONGEST) : a;
    }
}
