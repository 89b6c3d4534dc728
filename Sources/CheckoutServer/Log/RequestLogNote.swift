import Foundation

/// What a route tells the request log about the call it answered: the merchant, the payment and
/// the gateway's code. Set by `RequestLogMiddleware` for the task answering one request; nil when
/// the log is off, so routes skip the work.
final class RequestLogNote: @unchecked Sendable {
    @TaskLocal static var current: RequestLogNote?

    private let lock = NSLock()
    private var merchantId: String?
    private var paymentId: String?
    private var code: String?
    private var message: String?

    func record(merchantId: String?, paymentId: String?, code: String?, message: String? = nil) {
        lock.withLock { (self.merchantId, self.paymentId, self.code, self.message) = (merchantId, paymentId, code, message) }
    }

    var values: (merchantId: String?, paymentId: String?, code: String?, message: String?) {
        lock.withLock { (merchantId, paymentId, code, message) }
    }
}
