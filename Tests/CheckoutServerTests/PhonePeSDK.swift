import CheckoutTestSupport
import Foundation
import Testing

/// PhonePe's official Python SDK in a virtual environment of its own under `.build`, made once with
/// the Python named by `CHECKOUT_SIM_TEST_PHONEPE_SDK` (which makes its test mandatory: `.ci/run`
/// sets it), and kept for later runs. Without the variable the test is skipped.
enum PhonePeSDK {
    static let variable = "CHECKOUT_SIM_TEST_PHONEPE_SDK"
    /// The release issue 24 was tried with; a newer one should arrive by a change here.
    static let version = "3.0.1"

    static var named: String? { ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 } }
    static let folder = RepositoryPaths.root.appendingPathComponent(".build/phonepe-pg-sdk-\(version)")
    static var python: URL { folder.appendingPathComponent("bin/python") }
    /// Written once pip has finished, so an install cut short is never taken for a whole one.
    static var marker: URL { folder.appendingPathComponent("installed") }

    static let skipped: Comment = "not run: set \(variable)=python3 to install phonepe-pg-sdk-python==\(version) from PyPI and check serve with it"

    /// The environment's python, with the SDK installed first when missing.
    static func installed() throws -> URL {
        if FileManager.default.fileExists(atPath: marker.path) { return python }
        try? FileManager.default.removeItem(at: folder)
        let base = named ?? "python3"
        let venv = try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), [base, "-m", "venv", folder.path], in: nil, environment: [:])
        try #require(venv.status == 0, "\(base) -m venv \(folder.path) failed (Debian: apt-get install python3-venv): \(venv.output)")
        let pip = try ToolProcess.run(folder.appendingPathComponent("bin/pip"), [
            "install", "--disable-pip-version-check", "--quiet", "phonepe-pg-sdk-python==\(version)",
        ], in: nil, environment: [:])
        try #require(pip.status == 0, "pip install phonepe-pg-sdk-python==\(version) failed (PyPI must be reachable): \(pip.output)")
        _ = FileManager.default.createFile(atPath: marker.path, contents: Data(version.utf8))
        return python
    }

    /// Builds the SDK's Standard Checkout client against `serve` (its constructor fetches a token)
    /// with the given secret; prints `token O-Bearer …` or `refused <status> <code>`. Only the two
    /// sandbox base URLs of `phonepe.sdk.pg.env` change, as docs/serve.md tells a merchant to.
    static let script = prelude + """
        try:
            client = StandardCheckoutClient.get_instance(
                client_id=client_id, client_secret=client_secret, client_version=1, env=Env.SANDBOX,
                should_publish_events=False)
        except UnauthorizedAccess as error:
            print("refused", error.http_status_code, error.code)
            sys.exit(0)
        print("token", client._token_service.get_auth_token().split(".")[0])
        client.close()
        """

    /// The whole v2 sequence a merchant's back end runs with the SDK, one line per step:
    /// Standard Checkout pay, order status pending then COMPLETED once the simulated customer paid,
    /// a refund and its status until COMPLETED, a Custom Checkout UPI intent, an SDK order, and a
    /// reused merchantOrderId raising the SDK's own error.
    static let sequence = prelude + """
        import time
        import uuid
        from phonepe.sdk.pg.common.exceptions import PhonePeException
        from phonepe.sdk.pg.common.models.request.meta_info import MetaInfo
        from phonepe.sdk.pg.common.models.request.pg_payment_request import PgPaymentRequest
        from phonepe.sdk.pg.common.models.request.refund_request import RefundRequest
        from phonepe.sdk.pg.payments.v2.custom_checkout_client import CustomCheckoutClient
        from phonepe.sdk.pg.payments.v2.models.request.create_sdk_order_request import CreateSdkOrderRequest
        from phonepe.sdk.pg.payments.v2.models.request.standard_checkout_pay_request import StandardCheckoutPayRequest

        def until(read, state, seconds=20):
            deadline = time.time() + seconds
            while True:
                answer = read()
                if answer.state == state or time.time() > deadline:
                    return answer
                time.sleep(0.25)

        standard = StandardCheckoutClient.get_instance(
            client_id=client_id, client_secret=client_secret, client_version=1, env=Env.SANDBOX, should_publish_events=False)
        order_id = "SDK-" + uuid.uuid4().hex[:12]
        pay = standard.pay(StandardCheckoutPayRequest.build_request(
            merchant_order_id=order_id, amount=10000, redirect_url="https://merchant.example/done",
            meta_info=MetaInfo.build_meta_info(udf1="cart-7")))
        print("pay", pay.state, pay.order_id[:3], pay.redirect_url.split("/_sim/")[1].split("/")[0] if "/_sim/" in pay.redirect_url else pay.redirect_url)
        print("status", standard.get_order_status(order_id, details=True).state)
        paid = until(lambda: standard.get_order_status(order_id, details=True), "COMPLETED")
        attempt = paid.payment_details[0]
        print("paid", paid.state, attempt.state, attempt.rail.utr is not None)
        print("transaction", standard.get_transaction_status(attempt.transaction_id).state)
        refund_id = "RF-" + uuid.uuid4().hex[:12]
        refund = standard.refund(RefundRequest.build_refund_request(
            merchant_refund_id=refund_id, amount=4000, original_merchant_order_id=order_id))
        print("refund", refund.state, refund.amount)
        refunded = until(lambda: standard.get_refund_status(refund_id), "COMPLETED")
        print("refund-status", refunded.state, refunded.original_merchant_order_id == order_id)
        sdk_order = standard.create_sdk_order(CreateSdkOrderRequest.build_standard_checkout_request(
            merchant_order_id="SDKO-" + uuid.uuid4().hex[:12], amount=15000, redirect_url="https://merchant.example/done"))
        print("sdk-order", sdk_order.state, sdk_order.token is not None)
        custom = CustomCheckoutClient.get_instance(
            client_id=client_id, client_secret=client_secret, client_version=1, env=Env.SANDBOX, should_publish_events=False)
        intent = custom.pay(PgPaymentRequest.build_upi_intent_pay_request(
            merchant_order_id="CC-" + uuid.uuid4().hex[:12], amount=25050, device_os="IOS",
            merchant_callback_scheme="shopapp", target_app="PHONEPE"))
        print("intent", intent.state, intent.intent_url.split("?")[0], "mcbs=shopapp" in intent.intent_url)
        custom_order = custom.create_sdk_order(CreateSdkOrderRequest.build_custom_checkout_request(
            merchant_order_id="CCO-" + uuid.uuid4().hex[:12], amount=12000))
        print("custom-sdk-order", custom_order.state, custom_order.token is not None)
        try:
            standard.pay(StandardCheckoutPayRequest.build_request(merchant_order_id=order_id, amount=10000))
            print("reused accepted")
        except PhonePeException as error:
            print("reused refused", error.http_status_code, error.code, (error.data or {}).get("field"))
        print("order", order_id)
        standard.close()
        """

    /// Checks a webhook as the merchant's endpoint would, with the SDK's `validate_callback`: prints
    /// `valid <event> <type> <state>` or `invalid <status>`.
    static let webhookCheck = prelude + """
        header, body, username, password = sys.argv[4], sys.argv[5], sys.argv[6], sys.argv[7]
        from phonepe.sdk.pg.common.exceptions import PhonePeException
        client = StandardCheckoutClient.get_instance(
            client_id=client_id, client_secret=client_secret, client_version=1, env=Env.SANDBOX, should_publish_events=False)
        try:
            callback = client.validate_callback(username, password, header, body)
            print("valid", callback.event, callback.type.value, callback.payload.state, callback.payload.merchant_order_id)
        except PhonePeException as error:
            print("invalid", error.http_status_code)
        client.close()
        """

    /// The SDK pointed at `serve` (the URL is the first argument, the client id and secret the next).
    static let prelude = """
        import sys
        import phonepe.sdk.pg.env as env
        url, client_id, client_secret = sys.argv[1], sys.argv[2], sys.argv[3]
        env.SANDBOX_PG_BASE_URL = url + "/apis/pg-sandbox"
        env.SANDBOX_OAUTH_BASE_URL = url + "/apis/pg-sandbox"
        from phonepe.sdk.pg.common.exceptions import UnauthorizedAccess
        from phonepe.sdk.pg.env import Env
        from phonepe.sdk.pg.payments.v2.standard_checkout_client import StandardCheckoutClient

        """
}
