import CheckoutCore
import CheckoutServer
import Foundation

/// Payments and callbacks to write into a ledger, and a fresh ledger of each kind.
enum LedgerFixtures {
    static func payment(_ id: String, merchant: String = "M1", amount: Int64 = 10000, createdAt: Int64 = 1_000, paysAt: Int64? = nil) -> LedgerPayment {
        let record = PhonePePayment(
            flow: .pgIntent, merchantId: merchant, id: id, amount: amount, app: .phonepe, callbackUrl: "https://merchant.example/cb",
            outcome: .success, ids: FlowIds(flow: .pgIntent, given: id, seed: GatewayStore.seed(merchantId: merchant, id: id)))
        return LedgerPayment(record: record, createdAt: createdAt, paysAt: paysAt)
    }

    /// A callback whose request has what a round trip could lose: a repeated header, quotes,
    /// a backslash and text beyond ASCII.
    static func callback(for paymentId: String, merchant: String = "M1", due: Int64?) -> LedgerCallback {
        let request = GatewayRequest(
            method: "POST", path: "https://merchant.example/cb?payment=\(paymentId)",
            headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("X-VERIFY", "abc###1"), HTTPHeader("X-Note", "a"), HTTPHeader("X-Note", "b")],
            body: #"{"response":"eyJ9","note":"₹ \"quoted\" \\ 🙂"}"#)
        return LedgerCallback(merchantId: merchant, paymentId: paymentId, request: request, nextAttemptAt: due)
    }
}

/// A folder of its own under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init(_ label: String = "ledger") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
