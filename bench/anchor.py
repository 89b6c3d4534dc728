#!/usr/bin/env python3
"""The open-intent hand-off in plain Python 3 (standard library only), as an anchor for
`checkout-sim bench --flow open-intent`: the same steps on the same default profile, so the ratio
between the two is reproducible on any machine.

Per flow: which schemes the device can open (declared in LSApplicationQueriesSchemes and registered
by an installed app) → deviceContext → the payload's compact JSON → base64 → X-VERIFY
(sha256(base64 + path + salt key) + "###1") → the {"request": …} envelope; then the gateway: parse the
envelope, decode base64, parse the payload, look up the merchant, recompute and compare X-VERIFY,
build the answer with the gpay:// intent URL; then the intent URL parsed back and the app opened.

    python3 bench/anchor.py              # about 2 seconds; prints flows/s and µs/flow
    python3 bench/anchor.py --seconds 5
"""

import argparse
import base64
import hashlib
import json
import time
from urllib.parse import parse_qsl, quote, urlsplit

SALT_KEY = "099eb0cd-02cf-4e2a-8aca-3e6c6aff0399"
PATH = "/v4/debit"
MERCHANT_ID = "MERCHANTUAT"

# Profiles/iphone15-all-upi.json, the default profile.
INSTALLED_APPS = [
    ("phonepe", ["ppemerchantsdkv1", "ppemerchantsdkv2", "ppemerchantsdkv3", "ppe"]),
    ("gpay", ["gpay"]),
    ("paytm", ["paytmmp"]),
]
QUERIES_SCHEMES = ["ppemerchantsdkv1", "ppemerchantsdkv2", "ppemerchantsdkv3", "paytmmp", "gpay"]
MERCHANT_SDK_SCHEMES = ["ppemerchantsdkv1", "ppemerchantsdkv2", "ppemerchantsdkv3"]
DETECTION = {"PHONEPE": MERCHANT_SDK_SCHEMES, "GPAY": ["gpay"], "PAYTM": ["paytmmp"]}


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def x_verify(*parts):
    return hashlib.sha256("".join(parts).encode()).hexdigest() + "###1"


def hand_off(transaction_id):
    # The device: declared positions and registrars, then what canOpenURL answers.
    declared = {}
    for position, scheme in enumerate(QUERIES_SCHEMES, 1):
        declared.setdefault(scheme.lower(), position)
    registrars = {}
    for app_id, schemes in INSTALLED_APPS:
        for scheme in schemes:
            registrars.setdefault(scheme.lower(), []).append(app_id)

    def can_open(scheme):
        position = declared.get(scheme)
        return position is not None and position <= 50 and scheme in registrars

    visible = [app for app, schemes in DETECTION.items() if any(can_open(s) for s in schemes)]
    supported = [s for s in MERCHANT_SDK_SCHEMES if can_open(s)]
    app = "GPAY" if "GPAY" in visible else visible[0]

    # The merchant server: payload, base64, X-VERIFY, envelope.
    payload = {
        "merchantId": MERCHANT_ID, "transactionId": transaction_id, "merchantUserId": "user9999",
        "amount": 100, "mobileNumber": "9999999999", "paymentScope": "ALL_UPI_APPS",
        "openIntentWithApp": app,
        "deviceContext": {"deviceOS": "iOS", "isPPAppPresent": bool(supported), "appSupportedSchemas": supported},
    }
    encoded = base64.b64encode(compact(payload)).decode()
    headers = {"Content-Type": "application/json", "X-VERIFY": x_verify(encoded, PATH, SALT_KEY)}
    body = compact({"request": encoded}).decode()

    # The gateway: decode, verify, respond.
    received = json.loads(body)["request"]
    request = json.loads(base64.b64decode(received, validate=True))
    if request["merchantId"] != MERCHANT_ID or headers["X-VERIFY"] != x_verify(received, PATH, SALT_KEY):
        raise ValueError("refused")
    tid = request["transactionId"]
    params = [
        ("pa", f"{MERCHANT_ID}@ybl"), ("pn", "MERCHANT"), ("am", "1.00"), ("mam", "1.00"), ("tr", tid),
        ("tn", f"Payment for {tid}"), ("mc", "5311"), ("mode", "04"), ("purpose", "00"),
        ("utm_campaign", "DEBIT"), ("utm_medium", MERCHANT_ID), ("utm_source", tid),
    ]
    query = "&".join(quote(n, safe="@:/-._~").replace("%20", "+") + "=" + quote(v, safe="@:/-._~ ").replace(" ", "+") for n, v in params)
    response = {
        "success": True, "code": "SUCCESS", "message": "Your request has been successfully completed.",
        "data": {"redirectType": "OPEN_INTENT", "redirectURL": "gpay://upi/pay?" + query, "unavailableUpiApps": None},
    }

    # The intent URL read back, and the app that opens it.
    url = urlsplit(response["data"]["redirectURL"])
    parsed = parse_qsl(url.query, keep_blank_values=True)
    opened = registrars.get(url.scheme, [None])[0]
    return opened == "gpay" and len(parsed) == 12


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    seconds = parser.parse_args().seconds
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            assert hand_off(f"TX{count:012d}")
            count += 1
    elapsed = time.perf_counter() - start
    print(f"python open-intent: {count / elapsed:.0f} flows/s, {elapsed / count * 1e6:.1f} µs/flow")


if __name__ == "__main__":
    main()
