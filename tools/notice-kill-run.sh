#!/usr/bin/env bash
# The notices' kill run: a node is SIGKILLed while its webhook post is in flight (the receiver has it and
# holds its answer; the notice is not yet marked sent), then a second node sends the notice again once the
# first node's claim runs out. Prints what the receiver got: each post's time and Idempotency-Key.
# Needs cli/target/keeptable.jar (./mvnw -pl cli -am package -DskipTests), a JDK 21+ as $JAVA (default: java),
# python3, and the PostgreSQL at 127.0.0.1:5432 (trust); it makes and drops its own database. Every connection
# is to 127.0.0.1. Ports: 18081, 18082 (nodes), 18091 (receiver). Usage: tools/notice-kill-run.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
JAVA="${JAVA:-java}"
JAR="$root/cli/target/keeptable.jar"
DB=keeptable_notice_kill
PSQL="psql -h 127.0.0.1 -U postgres -qtA"
work="$(mktemp -d)"
cd "$work"
cat > receiver.py <<'PY'
import http.server, json, sys, time
log = open(sys.argv[2], 'a', buffering=1)
class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get('Content-Length', '0')))
        log.write(json.dumps({"at": time.time(), "key": self.headers.get('Idempotency-Key'),
                              "title": json.loads(body).get('title')}) + "\n")
        time.sleep(8)  # holds the answer: the node is killed meanwhile
        self.send_response(204); self.end_headers()
    def log_message(self, *a): pass
http.server.HTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()
PY
$PSQL -d test -c "DROP DATABASE IF EXISTS $DB" && $PSQL -d test -c "CREATE DATABASE $DB"
url="jdbc:postgresql://127.0.0.1:5432/$DB?user=postgres"
python3 receiver.py 18091 got.log & receiver=$!
"$JAVA" -jar "$JAR" serve --cluster --port 18081 --db "$url" --webhook-allow 127.0.0.1 > a.log 2>&1 & a=$!
for _ in $(seq 1 120); do curl -sf http://127.0.0.1:18081/health > /dev/null && break; sleep 1; done
now=$(date +%s%3N)
$PSQL -d $DB -c "INSERT INTO notices (id, table_id, step, seat, channel, address, subject, body, link, created_at,
  due_at) VALUES ('kill-run/1/0/turn/webhook', 'tk', 1, 0, 'webhook', 'http://127.0.0.1:18091/hook',
  'Your turn in The Keep', 'It is your turn.', 'http://localhost/table.html?t=tk', $now, $now)"
for _ in $(seq 1 300); do [ -s got.log ] && break; sleep 0.1; done
kill -9 $a; killed=$(date +%s.%N)
"$JAVA" -jar "$JAR" serve --cluster --port 18082 --db "$url" --webhook-allow 127.0.0.1 > b.log 2>&1 & b=$!
for _ in $(seq 1 150); do [ "$(wc -l < got.log)" -ge 2 ] && break; sleep 1; done
sleep 10
python3 - "$killed" <<'PY'
import json, sys
posts = [json.loads(l) for l in open('got.log')]
print(f"posts {len(posts)}, keys {len({p['key'] for p in posts})}, "
      + (f"the repeat {posts[-1]['at'] - float(sys.argv[1]):.1f} s after the kill" if len(posts) > 1 else "no repeat"))
PY
echo "the notice in the store (claimed by, attempts, outcome): $($PSQL -d $DB -c "SELECT claimed_by, attempts, outcome FROM notices")"
kill $b $receiver; wait $b 2> /dev/null || true
$PSQL -d test -c "DROP DATABASE IF EXISTS $DB"
rm -rf "$work"
