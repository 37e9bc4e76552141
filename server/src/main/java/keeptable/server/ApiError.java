package keeptable.server;

/** A refusal of an HTTP request, with its status and reason (sent as {@code {"error": reason}}). */
final class ApiError extends RuntimeException {
    final int status;

    ApiError(int status, String message) {
        super(message);
        this.status = status;
    }
}
