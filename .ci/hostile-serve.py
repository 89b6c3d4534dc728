#!/usr/bin/env python3
"""A hostile client against a real `checkout-sim serve`, as a web page, a careless merchant or a
prober would be: bad callback URLs, script redirect URLs, cross-site admin calls, oversized
outcomes, control characters in ids, slow and half-open clients, and a merchant whose callback
answer never ends. Each check says what it expected; the server must answer every one and still
serve a normal client at the end. Standard library only; about half a minute.

    .ci/hostile-serve.py [path/to/checkout-sim]     (default: .build/debug/checkout-sim)
"""
import base64
import hashlib
import http.client
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time

SALT = "099eb0cd-02cf-4e2a-8aca-3e6c6aff0399"
MERCHANT = "MERCHANTUAT"
binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/checkout-sim"
failures = []
checks = 0


def check(condition, what):
    global checks
    checks += 1
    if not condition:
        failures.append(what)
        print(f"FAIL {what}", flush=True)


def sign(path, payload):
    encoded = base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()
    return encoded, hashlib.sha256((encoded + path + SALT).encode()).hexdigest() + "###1"


def request(method, path, body=None, headers=None, host=None, timeout=10):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    connection.putheader("Host", host or f"127.0.0.1:{port}")
    for name, value in (headers or {}).items():
        connection.putheader(name, value)
    data = body.encode() if isinstance(body, str) else body
    connection.putheader("Content-Length", str(len(data or b"")))
    connection.endheaders(data)
    response = connection.getresponse()
    text = response.read().decode(errors="replace")
    connection.close()
    return response.status, dict(response.getheaders()), text


def pay(transaction_id, callback_url="http://127.0.0.1:9/cb", instrument=None, extra=None, path="/pg/v1/pay", host=None):
    payload = {
        "merchantId": MERCHANT, "merchantTransactionId": transaction_id, "merchantUserId": "U1", "amount": 100,
        "callbackUrl": callback_url, "paymentInstrument": instrument or {"type": "UPI_INTENT", "targetApp": "PHONEPE"},
        "deviceContext": {"deviceOS": "IOS"},
    }
    payload.update(extra or {})
    encoded, verify = sign(path, payload)
    status, _, text = request("POST", path, json.dumps({"request": encoded}), {"Content-Type": "application/json", "X-VERIFY": verify}, host=host)
    return status, json.loads(text) if text.startswith("{") else {}


def alive(what):
    start = time.monotonic()
    try:
        status, _, _ = request("GET", "/_sim/transactions?limit=1", timeout=5)
    except OSError as error:
        status = f"no answer: {error}"
    check(status == 200 and time.monotonic() - start < 5, f"{what}: the server still answers a normal client (got {status})")


# A merchant whose callback answer is a 200 and then a chunked body that never ends.
class EndlessCallbackListener(threading.Thread):
    def __init__(self):
        super().__init__(daemon=True)
        self.server = socket.socket()
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(64)
        self.port = self.server.getsockname()[1]
        self.accepted = 0

    def run(self):
        while True:
            try:
                client, _ = self.server.accept()
            except OSError:
                return
            self.accepted += 1
            threading.Thread(target=self.trickle, args=(client,), daemon=True).start()

    @staticmethod
    def trickle(client):
        try:
            client.recv(65536)
            client.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
            while True:
                client.sendall(b"1\r\nx\r\n")
                time.sleep(0.2)
        except OSError:
            client.close()


started = time.monotonic()
listener = EndlessCallbackListener()
listener.start()
server = subprocess.Popen(
    [binary, "serve", "--port", "0", "--state", ":memory:", "--pay-after", "never", "--callback-attempts", "2",
     "--callback-backoff", "0.5", "--request-timeout", "2", "--max-connections", "64"],
    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
log_lines = []
try:
    banner = server.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)", banner)
    if not match:
        print(f"serve did not start: {banner!r} {server.stderr.read()}", file=sys.stderr)
        sys.exit(1)
    port = int(match.group(1))
    threading.Thread(target=lambda: log_lines.extend(iter(server.stdout.readline, "")), daemon=True).start()

    # Callback URLs the HTTP client cannot take are refused at the call, with the field named.
    for url in ["http://127.0.0.1:99999/x", "http://[::1]:99999/x", "https://127.0.0.1:99999/x", "ftp://127.0.0.1/x", "http://127.0.0.1:0/x"]:
        status, answer = pay(f"MT-URL-{abs(hash(url)) % 10**8}", callback_url=url)
        check(status == 400 and answer.get("message", "").startswith("callbackUrl "), f"callbackUrl {url} refused naming the field: {status} {answer}")
    open_intent = {"merchantId": MERCHANT, "transactionId": "TX-HDR-1", "merchantUserId": "U1", "amount": 100,
                   "paymentScope": "ALL_UPI_APPS", "openIntentWithApp": "GPAY", "deviceContext": {"deviceOS": "IOS"}}
    encoded, verify = sign("/v4/debit", open_intent)
    status, _, text = request("POST", "/v4/debit", json.dumps({"request": encoded}),
                              {"Content-Type": "application/json", "X-VERIFY": verify, "X-CALLBACK-URL": "http://127.0.0.1:99999/x"})
    check(status == 400 and "X-CALLBACK-URL" in text, f"X-CALLBACK-URL with port 99999 refused: {status} {text}")
    alive("after bad callback URLs")

    # Script URLs never become the pay page's link or redirect.
    for url in ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)",
                "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"]:
        status, answer = pay(f"MT-JS-{abs(hash(url)) % 10**8}", instrument={"type": "PAY_PAGE"}, extra={"redirectUrl": url})
        check(status == 400 and answer.get("message", "").startswith("redirectUrl "), f"redirectUrl {url!r} refused: {status} {answer}")
    status, answer = pay("MT-PAGE-1", instrument={"type": "PAY_PAGE"}, extra={"redirectUrl": "https://shop.example/return"},
                         host="evil.example")
    page_url = answer.get("data", {}).get("instrumentResponse", {}).get("redirectInfo", {}).get("url", "")
    check(page_url.startswith(f"http://127.0.0.1:{port}/_sim/pay/"), f"the pay page's URL is not built on a foreign Host: {page_url}")
    page_path = page_url[len(f"http://127.0.0.1:{port}"):]
    status, headers, _ = request("GET", page_path)
    policy = headers.get("Content-Security-Policy", "")
    check(status == 200 and "default-src 'none'" in policy, f"the pay page sends a strict policy: {status} {policy!r}")
    status, _, _ = request("POST", page_path, "action=pay", {"Content-Type": "application/x-www-form-urlencoded", "Origin": "http://evil.example"})
    check(status == 403, f"another site's form on the pay page is refused: {status}")

    # Cross-site admin calls change nothing.
    pay("MT-CSRF-1")
    act = f"/_sim/transactions/{MERCHANT}/MT-CSRF-1/act"
    for headers, host, expected in [
        ({"Content-Type": "text/plain"}, None, 415),
        ({"Content-Type": "application/x-www-form-urlencoded"}, None, 415),
        ({"Content-Type": "application/json", "Origin": "http://evil.example"}, None, 403),
        ({"Content-Type": "application/json"}, "rebound.evil.example:%d" % port, 403),
    ]:
        status, _, text = request("POST", act, '{"action":"pay"}', headers, host=host)
        check(status == expected, f"cross-site admin call {headers} Host {host} answered {expected}: {status} {text}")
    status, _, text = request("GET", f"/_sim/transactions/{MERCHANT}/MT-CSRF-1")
    check(status == 200 and json.loads(text).get("decision") is None, f"no cross-site call decided the payment: {text[:200]}")

    # Oversized outcomes are refused at once.
    huge = ",".join(["pending:1000"] * 4900) + ",success"
    start = time.monotonic()
    status, _, text = request("POST", f"/_sim/transactions/{MERCHANT}/MT-HUGE/outcome", json.dumps({"outcome": huge}),
                              {"Content-Type": "application/json"})
    check(status == 400 and '"field":"outcome"' in text and time.monotonic() - start < 2, f"a 4,900-step outcome refused at once: {status} {text[:160]}")
    run = subprocess.run([binary, "run", "--flow", "pg-intent", "--outcome", huge], capture_output=True, text=True, timeout=20)
    check(run.returncode == 64 and "at most 256" in run.stderr, f"run --outcome with 4,900 steps refused: {run.returncode} {run.stderr[:160]}")

    # Ids the server could never read back, and control characters, are refused; the log stays one line each.
    for bad in ["MT/1", "MT?1", "MT#1", "MT%2F1", "MT 1", "MT\\1", "MTé", "MT\n2025-01-01T00:00:00.000Z forged", "MT\x1b]0;owned\x07"]:
        status, answer = pay(bad)
        check(status == 400 and answer.get("message", "").startswith("merchantTransactionId must not"), f"id {bad!r} refused: {status} {answer}")
    request("GET", "/pg/v1/status/M%0Aforged/x%1B%5D0;owned%07")
    alive("after hostile ids")

    # PhonePe v2: no token, a forged one, oversized and deeply nested bodies, ids and fields a client
    # should never send; each refused in v2's JSON shape naming the field, nothing reflected raw.
    form = "client_id=CHECKOUTSIMCLIENT&client_version=1&client_secret=checkout-sim-client-secret&grant_type=client_credentials"
    _, _, text = request("POST", "/apis/pg-sandbox/v1/oauth/token", form, {"Content-Type": "application/x-www-form-urlencoded"})
    token = json.loads(text)["access_token"]
    bearer = {"Authorization": "O-Bearer " + token, "Content-Type": "application/json"}
    order = {"merchantOrderId": "V2-HOSTILE-1", "amount": 10000, "paymentFlow": {"type": "PG_CHECKOUT"}}
    status, _, text = request("POST", "/checkout/v2/pay", json.dumps(order), {"Content-Type": "application/json"})
    check(status == 401 and '"errorCode":"OIM000"' in text, f"a v2 pay without a token answers 401: {status} {text[:160]}")
    head, claims, signature = token.split(".")
    forged = base64.urlsafe_b64encode(json.dumps({"clientId": "CHECKOUTSIMCLIENT", "clientVersion": 1, "issuedAt": 0,
                                                  "expiresAt": 9999999999}).encode()).decode().rstrip("=")
    status, _, text = request("POST", "/checkout/v2/pay", json.dumps(order), {**bearer, "Authorization": f"O-Bearer {head}.{forged}.{signature}"})
    check(status == 401 and "signature" in text, f"a token with forged claims answers 401: {status} {text[:160]}")
    status, _, text = request("POST", "/checkout/v2/pay", '{"merchantOrderId":"' + "A" * 70_000 + '"}', bearer)
    check(status == 413 and '"field":"body"' in text, f"a v2 body over 64 KiB answers 413: {status} {text[:160]}")
    status, _, text = request("POST", "/checkout/v2/pay", "[" * 5000 + "]" * 5000, bearer)
    check(status == 400 and '"field":"body"' in text, f"a body nested 5,000 deep answers 400: {status} {text[:160]}")
    for field, value in [("merchantOrderId", "V2\x00NUL"), ("merchantOrderId", "V" * 64), ("amount", 1e30), ("amount", "10000"),
                         ("metaInfo", {"udf1": "x" * 300}), ("metaInfo", {"udf11": "<script>"}), ("expireAfter", -1)]:
        status, _, text = request("POST", "/checkout/v2/pay", json.dumps({**order, field: value}), bearer)
        named = json.loads(text).get("context", {}).get("field", "") if status == 400 else ""
        check(status == 400 and named.startswith(field), f"v2 {field}={str(value)[:20]!r} refused naming it: {status} {text[:160]}")
    for url in ["javascript:alert(1)", "java\tscript:alert(1)", "http://127.0.0.1:99999/x"]:
        bad = {**order, "paymentFlow": {"type": "PG_CHECKOUT", "merchantUrls": {"redirectUrl": url}}}
        status, _, text = request("POST", "/checkout/v2/pay", json.dumps(bad), bearer)
        check(status == 400 and "redirectUrl" in text, f"v2 redirectUrl {url!r} refused: {status} {text[:160]}")
    status, _, text = request("POST", "/checkout/v2/pay", json.dumps(order), bearer, host="evil.example")
    check(status == 200 and json.loads(text)["redirectUrl"].startswith(f"http://127.0.0.1:{port}/_sim/v2/pay/"),
          f"the v2 pay page's URL is not built on a foreign Host: {text[:200]}")
    for path in ["/checkout/v2/order/%00/status", "/checkout/v2/order/" + "Z" * 10_000 + "/status", "/checkout/v2/transaction/%2F..%2F/status"]:
        status, _, text = request("GET", path, None, bearer)
        check(status == 404 and text.startswith("{"), f"v2 status for a strange id answers a JSON 404: {path[:60]} {status} {text[:80]}")
    status, _, text = request("GET", f"/_sim/v2/pay/{MERCHANT}/%3Cscript%3Ealert(1)%3C%2Fscript%3E")
    check(status in (400, 404) and "<script>" not in text, f"the v2 pay page never reflects a script id: {status} {text[:160]}")
    status, _, _ = request("POST", f"/_sim/v2/pay/{MERCHANT}/V2-HOSTILE-1", "action=pay",
                           {"Content-Type": "application/x-www-form-urlencoded", "Origin": "https://evil.example"})
    check(status == 403, f"another site's form on the v2 pay page is refused: {status}")
    for headers, host, expected in [({"Origin": "https://evil.example", "Content-Type": "application/json"}, None, 403),
                                    ({"Content-Type": "application/json"}, "evil.example", 403),
                                    ({"Content-Type": "text/plain"}, None, 415)]:
        status, _, text = request("POST", f"/_sim/v2/orders/{MERCHANT}/V2-HOSTILE-1/act", '{"action":"pay"}', headers, host=host)
        check(status == expected, f"cross-site v2 admin act {headers} Host {host} answered {expected}: {status} {text[:120]}")
    status, _, text = request("GET", f"/_sim/v2/orders/{MERCHANT}/V2-HOSTILE-1")
    check(status == 200 and json.loads(text).get("decision") is None, f"no cross-site call decided the v2 order: {text[:200]}")
    alive("after hostile v2 calls")

    # Slow clients: half-open requests and a body that never comes are dropped; a normal client is served.
    slow = []
    for _ in range(100):
        connection = socket.create_connection(("127.0.0.1", port))
        connection.sendall(b"GET /_sim/transactions HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        slow.append(connection)
    body_never_sent = socket.create_connection(("127.0.0.1", port))
    body_never_sent.sendall(b"POST /pg/v1/pay HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n0123456789")
    alive("with 100 half-open requests over a cap of 64")
    body_never_sent.settimeout(8)
    start = time.monotonic()
    try:
        closed = body_never_sent.recv(4096) is not None
    except OSError:
        closed = True
    check(closed and time.monotonic() - start < 8, f"a declared body never sent is dropped ({time.monotonic() - start:.1f} s)")
    for connection in slow + [body_never_sent]:
        connection.close()

    # A callback answer that never ends is cut off: its 200 is the answer, recorded at once, sent once.
    pay("MT-ENDLESS-1", callback_url=f"http://127.0.0.1:{listener.port}/cb")
    request("POST", f"/_sim/transactions/{MERCHANT}/MT-ENDLESS-1/act", '{"action":"pay"}', {"Content-Type": "application/json"})
    deadline = time.monotonic() + 8
    statuses = []
    while time.monotonic() < deadline:
        _, _, text = request("GET", f"/_sim/transactions/{MERCHANT}/MT-ENDLESS-1")
        statuses = [attempt.get("httpStatus") for callback in json.loads(text).get("callbacks", []) for attempt in callback.get("attempts", [])]
        if 200 in statuses:
            break
        time.sleep(0.25)
    alive("while a merchant trickles its callback answer")
    check(statuses == [200] and listener.accepted == 1, f"an endless callback answer is delivered once, within 8 s (recorded {statuses}, sent {listener.accepted})")
finally:
    server.terminate()
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        server.kill()
        failures.append("serve did not stop within 15 s of SIGTERM")
    time.sleep(0.2)

raw = [line for line in log_lines if re.search(r"[\x00-\x08\x0b-\x1f\x7f\x80-\x9f]", line.rstrip("\n"))]
check(not raw, f"the text log spells out control characters: {raw[:2]!r}")
elapsed = time.monotonic() - started
if failures:
    print(f"hostile serve: {len(failures)} of {checks} checks failed ({elapsed:.1f} s)", file=sys.stderr)
    sys.exit(1)
print(f"hostile serve: all {checks} checks held ({elapsed:.1f} s)")
