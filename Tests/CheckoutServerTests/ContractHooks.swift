/// What schemathesis is given beside `docs/openapi.yaml` to run against a real `serve`: the hooks
/// that play the merchant's back end (a schema cannot sign a call nor pick a merchant the server
/// serves), and the config that names that merchant for every path and header that takes one.
enum ContractHooks {
    static let config = """
        [parameters]
        "path.merchantId" = "${CHECKOUT_CONTRACT_MERCHANT}"
        "header.X-MERCHANT-ID" = "${CHECKOUT_CONTRACT_MERCHANT}"

        """

    /// Served: the merchant the gateway calls are signed for, and one that only faults are set on.
    static func merchants(saltKey: String) -> String {
        """
        merchants:
          - { merchantId: MERCHANTUAT, saltKey: "\(saltKey)", saltIndex: 1, webhookUrl: "http://127.0.0.1:9/webhook" }
          - { merchantId: FAULTLAB, saltKey: faults-only-salt-key, saltIndex: 1 }

        """
    }

    /// Only schema-valid (positive) cases are changed: a gateway POST gets a real payload for the
    /// served merchant, signed; a token request the served OAuth client's credentials; a status call is signed; faults are set for FAULTLAB, so no gateway
    /// call is failed on purpose. Negative cases go out as generated, and must be refused.
    static let python = #"""
        import base64
        import hashlib
        import json
        import os
        import uuid

        import requests
        import schemathesis

        MERCHANT = os.environ["CHECKOUT_CONTRACT_MERCHANT"]
        SALT_KEY = os.environ["CHECKOUT_CONTRACT_SALT_KEY"]
        SALT_INDEX = os.environ["CHECKOUT_CONTRACT_SALT_INDEX"]
        FAULTS_MERCHANT = os.environ["CHECKOUT_CONTRACT_FAULTS_MERCHANT"]
        BASE = os.environ["CHECKOUT_CONTRACT_URL"]
        CLIENT_ID = os.environ["CHECKOUT_CONTRACT_CLIENT_ID"]
        CLIENT_SECRET = os.environ["CHECKOUT_CONTRACT_CLIENT_SECRET"]
        # A closed port on loopback: callbacks are owed and attempted, never sent off the machine.
        CALLBACK = "http://127.0.0.1:9/callback"
        GATEWAY_POSTS = {"/pg/v1/pay", "/v4/debit", "/v3/debit", "/v3/recurring/auth/init", "/pg/v1/refund"}
        STATUS_PATHS = {
            "/pg/v1/status/{merchantId}/{merchantTransactionId}",
            "/v3/transaction/{merchantId}/{transactionId}/status",
            "/v3/recurring/auth/status/{merchantId}/{authRequestId}",
        }


        def positive(case):
            meta = case.meta
            return (
                meta is not None and meta.generation.mode.is_positive
                and all(component.mode.is_positive for component in meta.components.values())
            )


        def fresh_id():
            return "CT" + uuid.uuid4().hex[:24]


        def payload(path):
            common = {"merchantId": MERCHANT, "merchantUserId": "MU1", "amount": 10000}
            instrument = {"type": "UPI_INTENT", "targetApp": "com.phonepe.app"}
            if path == "/pg/v1/pay":
                return {**common, "merchantTransactionId": fresh_id(), "callbackUrl": CALLBACK, "mobileNumber": "9999999999",
                        "paymentInstrument": instrument, "deviceContext": {"deviceOS": "ANDROID"}}
            if path == "/v4/debit":
                return {**common, "transactionId": fresh_id(), "paymentScope": "PHONEPE", "deviceContext": {"phonePeVersionCode": 400922}}
            if path == "/v3/debit":
                return {**common, "transactionId": fresh_id()}
            if path == "/v3/recurring/auth/init":
                return {**common, "authRequestId": fresh_id(), "subscriptionId": "SUB" + uuid.uuid4().hex[:12],
                        "paymentInstrument": instrument, "deviceContext": {"deviceOS": "ANDROID"}}
            return {**common, "merchantTransactionId": fresh_id(), "amount": 100, "callbackUrl": CALLBACK}


        def signed(path, data):
            encoded = base64.b64encode(json.dumps(data).encode()).decode()
            return encoded, hashlib.sha256((encoded + path + SALT_KEY).encode()).hexdigest() + "###" + SALT_INDEX


        def succeeded(payment_id):
            shown = requests.get(f"{BASE}/_sim/transactions/{MERCHANT}/{payment_id}", timeout=10)
            return shown.status_code == 200 and shown.json().get("state") == "COMPLETED"


        def paid():
            """A payment the user paid in the payment app, for a refund to refund."""
            data = payload("/pg/v1/pay")
            encoded, checksum = signed("/pg/v1/pay", data)
            requests.post(f"{BASE}/pg/v1/pay", json={"request": encoded}, headers={"X-VERIFY": checksum}, timeout=10)
            payment_id = data["merchantTransactionId"]
            requests.post(f"{BASE}/_sim/transactions/{MERCHANT}/{payment_id}/act", json={"action": "pay"}, timeout=10)
            return payment_id


        V2_POSTS = {"/checkout/v2/pay", "/payments/v2/pay", "/checkout/v2/sdk/order", "/payments/v2/sdk/order", "/payments/v2/refund"}
        _token = []


        def v2_token():
            """The served OAuth client's access token, fetched once."""
            if not _token:
                answer = requests.post(f"{BASE}/v1/oauth/token", data={
                    "client_id": CLIENT_ID, "client_version": 1, "client_secret": CLIENT_SECRET,
                    "grant_type": "client_credentials"}, timeout=10)
                _token.append("O-Bearer " + answer.json()["access_token"])
            return _token[0]


        def v2_payload(path):
            order = {"merchantOrderId": fresh_id(), "amount": 10000, "metaInfo": {"udf1": "contract"}}
            if path in {"/checkout/v2/pay", "/checkout/v2/sdk/order"}:
                return {**order, "paymentFlow": {"type": "PG_CHECKOUT", "merchantUrls": {"redirectUrl": "https://merchant.example/done"}}}
            if path == "/payments/v2/sdk/order":
                return {**order, "paymentFlow": {"type": "PG"}}
            return {**order, "deviceContext": {"deviceOS": "IOS", "merchantCallbackScheme": "shopapp"},
                    "paymentFlow": {"type": "PG", "paymentMode": {"type": "UPI_INTENT", "targetApp": "PHONEPE"}}}


        def v2_paid():
            """A Standard Checkout order the customer paid on the pay page, for a refund to refund."""
            data = v2_payload("/checkout/v2/pay")
            requests.post(f"{BASE}/checkout/v2/pay", json=data, headers={"Authorization": v2_token()}, timeout=10)
            requests.post(f"{BASE}/_sim/v2/pay/{MERCHANT}/{data['merchantOrderId']}", data={"action": "pay"},
                          allow_redirects=False, timeout=10)
            return data["merchantOrderId"]


        def v2_order(paid):
            """A Standard Checkout order waiting for the customer, or paid through the admin API, to act on."""
            data = v2_payload("/checkout/v2/pay")
            requests.post(f"{BASE}/checkout/v2/pay", json=data, headers={"Authorization": v2_token()}, timeout=10)
            order_id = data["merchantOrderId"]
            if paid:
                requests.post(f"{BASE}/_sim/v2/orders/{MERCHANT}/{order_id}/act", json={"action": "pay"}, timeout=10)
            return order_id


        def v2_refund():
            """A refund of a paid order, which the bank takes a few seconds later."""
            refund_id = fresh_id()
            requests.post(f"{BASE}/payments/v2/refund", json={"merchantRefundId": refund_id, "amount": 100,
                          "originalMerchantOrderId": v2_paid()}, headers={"Authorization": v2_token()}, timeout=10)
            return refund_id


        @schemathesis.hook
        def before_call(ctx, case, **kwargs):
            path, method = case.operation.path, case.method.upper()
            if not positive(case):
                return
            if method == "POST" and path in GATEWAY_POSTS:
                data = payload(path)
                if path == "/pg/v1/refund":
                    # The payment a link names (a status answer's), when it succeeded; else one paid here.
                    linked = case.body.get("originalTransactionId") if isinstance(case.body, dict) else None
                    data["originalTransactionId"] = linked if isinstance(linked, str) and succeeded(linked) else paid()
                encoded, checksum = signed(path, data)
                case.body = {"request": encoded}
                case.headers["X-VERIFY"] = checksum
                if "X-CALLBACK-URL" in case.headers:
                    case.headers["X-CALLBACK-URL"] = CALLBACK
            elif method == "GET" and path in STATUS_PATHS:
                case.headers["X-VERIFY"] = hashlib.sha256((case.formatted_path + SALT_KEY).encode()).hexdigest() + "###" + SALT_INDEX
            elif method == "POST" and path == "/v1/oauth/token":
                # The client serve was started with: any other is refused (401), as PhonePe does.
                case.body = {"client_id": CLIENT_ID, "client_version": 1, "client_secret": CLIENT_SECRET,
                             "grant_type": "client_credentials"}
            elif path.startswith("/checkout/v2/") or path.startswith("/payments/v2/"):
                # The served client's token; a positive order or refund a real one (fresh ids).
                case.headers["Authorization"] = v2_token()
                if method == "POST" and path == "/payments/v2/refund":
                    case.body = {"merchantRefundId": fresh_id(), "amount": 100, "originalMerchantOrderId": v2_paid()}
                elif method == "POST" and path in V2_POSTS:
                    case.body = v2_payload(path)
            elif path.startswith("/_sim/v2/orders/{merchantId}/{id}") and not path.endswith("/outcome"):
                # An order of the served merchant's: one waiting to act on, a paid one to owe its webhook again.
                case.path_parameters["id"] = v2_order(paid=path.endswith("/webhooks/resend"))
            elif path == "/_sim/v2/refunds/{merchantId}/{id}":
                case.path_parameters["id"] = v2_refund()
            elif method == "POST" and path == "/_sim/faults" and isinstance(case.body, dict):
                case.body["merchantId"] = FAULTS_MERCHANT

        """#
}
