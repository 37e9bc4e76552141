package keeptable.server;

import jakarta.mail.Authenticator;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.PasswordAuthentication;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.util.Properties;

/**
 * Sends notices by e-mail through the SMTP server given to {@code serve --smtp HOST:PORT} (Jakarta Mail,
 * Angus): plain text, from {@code --smtp-from}, with a user and password when the server wants them
 * ({@code --smtp-user}, the password from the environment), STARTTLS when asked. Every wait is bounded.
 */
final class Mailer {
    /** How to reach the SMTP server; user and password are null when it wants none. */
    record Settings(String host, int port, String from, String user, String password, boolean startTls) {
        Settings {
            if (host == null || host.isBlank() || port <= 0 || port > 65535) {
                throw new IllegalArgumentException("--smtp takes HOST:PORT, e.g. mail.example.org:587");
            }
            try {
                new InternetAddress(from, true).validate();
            } catch (AddressException | NullPointerException e) {
                throw new IllegalArgumentException("--smtp-from must be the e-mail address notices come from");
            }
        }

        @Override
        public String toString() {
            return host + ":" + port; // never the password
        }
    }

    private static final String TIMEOUT_MS = "10000";
    private final Settings settings;
    private final Session session;

    Mailer(Settings settings) {
        this.settings = settings;
        Properties p = new Properties();
        p.put("mail.smtp.host", settings.host());
        p.put("mail.smtp.port", Integer.toString(settings.port()));
        p.put("mail.smtp.connectiontimeout", TIMEOUT_MS);
        p.put("mail.smtp.timeout", TIMEOUT_MS);
        p.put("mail.smtp.writetimeout", TIMEOUT_MS);
        if (settings.startTls()) {
            p.put("mail.smtp.starttls.enable", "true");
            p.put("mail.smtp.starttls.required", "true");
        }
        Authenticator auth = null;
        if (settings.user() != null) {
            p.put("mail.smtp.auth", "true");
            auth = new Authenticator() {
                @Override
                protected PasswordAuthentication getPasswordAuthentication() {
                    return new PasswordAuthentication(settings.user(), settings.password());
                }
            };
        }
        this.session = Session.getInstance(p, auth);
    }

    /**
     * Sends one plain-text mail; throws what the SMTP server or the connection said. {@code key} names the
     * notice (the same at every attempt): the mail's Message-ID is made from it, so a mail sent again after a
     * node died before marking it sent has the Message-ID of the first, and mail clients show it once.
     */
    void send(String to, String subject, String body, String key) throws MessagingException {
        String from = settings.from();
        String messageId = "<" + key + ".notice@" + from.substring(from.lastIndexOf('@') + 1) + ">";
        MimeMessage m = new MimeMessage(session) {
            @Override
            protected void updateMessageID() throws MessagingException {
                setHeader("Message-ID", messageId);
            }
        };
        m.setFrom(new InternetAddress(settings.from()));
        m.setRecipients(Message.RecipientType.TO, InternetAddress.parse(to, true));
        m.setSubject(subject, "UTF-8");
        m.setText(body, "UTF-8");
        Transport.send(m);
    }

    /** The e-mail address as given, or a 400 naming what is wrong with it. */
    static String checked(String address) {
        if (address.length() > 254) {
            throw new ApiError(400, "an e-mail address has at most 254 characters");
        }
        try {
            InternetAddress a = new InternetAddress(address, true);
            a.validate();
            if (!a.getAddress().equals(address) || !address.matches("[^@\\s]+@[^@\\s]+\\.[^@\\s]+")) {
                throw new AddressException("not a plain address");
            }
        } catch (AddressException e) {
            throw new ApiError(400, "the e-mail is not an address such as ann@example.org");
        }
        return address;
    }
}
