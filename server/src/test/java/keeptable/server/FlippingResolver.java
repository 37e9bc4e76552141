package keeptable.server;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.net.spi.InetAddressResolver;
import java.net.spi.InetAddressResolverProvider;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * The test JVM's resolver of names (found by the JDK's service loader): {@link #NAME} answers the addresses
 * a test gave, one a look-up, the last one again and again, as a name whose owner changes its answer
 * between two look-ups would (DNS rebinding); every other name is looked up as usual. The server's tests
 * run with no cache of names (surefire's argLine), so each look-up reaches it.
 */
public final class FlippingResolver extends InetAddressResolverProvider {
    static final String NAME = "flip.keeptable.test";
    private static final ConcurrentLinkedQueue<InetAddress> ANSWERS = new ConcurrentLinkedQueue<>();
    private static final AtomicInteger ASKED = new AtomicInteger();

    /** From now on {@link #NAME} answers these addresses in turn, then the last one for good. */
    static void answer(String... addresses) throws UnknownHostException {
        ANSWERS.clear();
        ASKED.set(0);
        for (String a : addresses) {
            ANSWERS.add(InetAddress.getByAddress(NAME, InetAddress.getByName(a).getAddress()));
        }
    }

    /** How often {@link #NAME} was looked up since the last {@link #answer}. */
    static int asked() {
        return ASKED.get();
    }

    @Override
    public InetAddressResolver get(Configuration configuration) {
        InetAddressResolver builtin = configuration.builtinResolver();
        return new InetAddressResolver() {
            @Override
            public Stream<InetAddress> lookupByName(String host, LookupPolicy policy) throws UnknownHostException {
                if (!host.equalsIgnoreCase(NAME)) {
                    return builtin.lookupByName(host, policy);
                }
                ASKED.incrementAndGet();
                InetAddress a = ANSWERS.size() > 1 ? ANSWERS.poll() : ANSWERS.peek();
                if (a == null) {
                    throw new UnknownHostException(host);
                }
                return List.of(a).stream();
            }

            @Override
            public String lookupByAddress(byte[] address) throws UnknownHostException {
                return builtin.lookupByAddress(address);
            }
        };
    }

    @Override
    public String name() {
        return "keeptable tests' flipping resolver";
    }
}
