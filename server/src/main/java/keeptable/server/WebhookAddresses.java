package keeptable.server;

import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * Which webhook URLs the server posts to: http or https, at most {@link #LONGEST} characters, no user
 * name in them, and a host whose every address is public - unless {@code serve --webhook-allow ADDR} names
 * the address (an address, or a block such as 10.0.0.0/8). So nobody can make the server reach its own
 * network (loopback, private, link-local, carrier-grade NAT and reserved addresses) through a webhook.
 * Checked when the URL is given and again before each post, which connects to the address checked;
 * redirects are never followed.
 */
final class WebhookAddresses {
    static final int LONGEST = 500;

    /** An allowed address block: its bytes and how many leading bits must match. */
    private record Block(byte[] address, int bits) {
        boolean holds(InetAddress a) {
            byte[] b = a.getAddress();
            if (b.length != address.length) {
                return false;
            }
            for (int i = 0; i < bits; i++) {
                int mask = 0x80 >>> (i % 8);
                if ((b[i / 8] & mask) != (address[i / 8] & mask)) {
                    return false;
                }
            }
            return true;
        }
    }

    private final List<Block> allowed = new ArrayList<>();

    /** {@code allowed}: addresses or blocks ("127.0.0.1", "10.0.0.0/8", "::1") webhooks may reach though not public. */
    WebhookAddresses(List<String> allowed) {
        for (String a : allowed) {
            this.allowed.add(block(a));
        }
    }

    /** Checks a {@code --webhook-allow} value, throwing IllegalArgumentException naming what is wrong. */
    static void checked(String value) {
        block(value);
    }

    private static Block block(String value) {
        String v = value.trim();
        int slash = v.indexOf('/');
        String host = slash < 0 ? v : v.substring(0, slash);
        if (!host.matches("[0-9a-fA-F:.]+")) {
            throw new IllegalArgumentException("--webhook-allow takes an IP address or block such as 10.0.0.0/8,"
                    + " not '" + value + "'");
        }
        try {
            byte[] b = InetAddress.getByName(host).getAddress();
            int bits = slash < 0 ? b.length * 8 : Integer.parseInt(v.substring(slash + 1));
            if (bits < 0 || bits > b.length * 8) {
                throw new IllegalArgumentException("--webhook-allow: '" + value + "' has a block size out of range");
            }
            return new Block(b, bits);
        } catch (UnknownHostException | NumberFormatException e) {
            throw new IllegalArgumentException("--webhook-allow takes an IP address or block such as 10.0.0.0/8,"
                    + " not '" + value + "'");
        }
    }

    /** The URL of a webhook as given, or a 400 naming what is wrong with it (its addresses are not looked up). */
    static URI parse(String url) {
        if (url.length() > LONGEST) {
            throw new ApiError(400, "a webhook URL has at most " + LONGEST + " characters");
        }
        URI u;
        try {
            u = new URI(url);
        } catch (URISyntaxException e) {
            throw new ApiError(400, "the webhook is not a URL: " + Text.quoted(e.getReason()));
        }
        String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(java.util.Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new ApiError(400, "a webhook URL must begin with https:// (or http://)");
        }
        if (u.getHost() == null || u.getHost().isEmpty()) {
            throw new ApiError(400, "the webhook URL names no host");
        }
        if (u.getRawUserInfo() != null) {
            throw new ApiError(400, "a webhook URL may not carry a user name or password before its host");
        }
        return u;
    }

    /** A webhook the server will not post to now, and why (told to the player; the address itself is not). */
    static final class Refused extends java.io.IOException {
        Refused(String why) {
            super(why);
        }
    }

    /** Why the server will not post to this URL's host now (it resolves to an address not allowed), or null. */
    String refusal(URI u) {
        try {
            checked(u);
            return null;
        } catch (Refused e) {
            return e.getMessage();
        }
    }

    /**
     * The address to post to for this URL: its host looked up once, every address it has checked, and the
     * first returned, so the post connects to what was checked (a name that resolves anew to another
     * address between the check and the connection is never followed there). Refused if any is not allowed.
     */
    InetAddress checked(URI u) throws Refused {
        InetAddress[] all;
        try {
            all = InetAddress.getAllByName(u.getHost());
        } catch (UnknownHostException e) {
            throw new Refused("the webhook's host " + Text.quoted(u.getHost()) + " is not known");
        }
        for (InetAddress a : all) {
            if (!isPublic(a) && allowed.stream().noneMatch(b -> b.holds(a))) {
                // the address itself is not told: a webhook must not map the server's network
                throw new Refused("the webhook's host " + Text.quoted(u.getHost()) + " is on a private, loopback"
                        + " or reserved network, which the server posts to only where it was started with"
                        + " --webhook-allow naming the address");
            }
        }
        return all[0];
    }

    /** Whether an address is on the public internet (not loopback, private, link-local, shared or reserved). */
    static boolean isPublic(InetAddress a) {
        if (a.isAnyLocalAddress() || a.isLoopbackAddress() || a.isLinkLocalAddress() || a.isSiteLocalAddress()
                || a.isMulticastAddress()) {
            return false;
        }
        byte[] b = a.getAddress();
        int b0 = b[0] & 0xff;
        int b1 = b[1] & 0xff;
        if (b.length == 4) {
            return !(b0 == 0 || b0 == 100 && (b1 & 0xc0) == 64 || b0 == 192 && b1 == 0 && (b[2] & 0xff) == 0
                    || b0 == 198 && (b1 & 0xfe) == 18 || b0 >= 240);
        }
        // IPv6: unique local fc00::/7, and the IPv4-compatible ::/96 forms
        if ((b0 & 0xfe) == 0xfc) {
            return false;
        }
        for (int i = 0; i < 10; i++) {
            if (b[i] != 0) {
                return true;
            }
        }
        return false;
    }
}
