/// The payment methods of Citcon's SDK that the simulator knows, named as `CPayPayment.method` names them.
public enum CitconMethod: String, CaseIterable, Sendable {
    case wechatpay
    case alipay
    case unionpay
    case paypal
    case venmo
    case cashapp
    case klarna
    case card

    /// Citcon's demo sends `upop` for UnionPay; both spellings are accepted, `unionpay` is what the catalog shows.
    public static let unionPayDemoName = "upop"

    /// Accepts the method in any case, and `upop` for UnionPay.
    public init?(methodName: String) {
        let lowered = methodName.lowercased()
        if lowered == Self.unionPayDemoName {
            self = .unionpay
        } else {
            self.init(rawValue: lowered)
        }
    }

    public var displayName: String {
        switch self {
        case .wechatpay: return "WeChat Pay"
        case .alipay: return "Alipay"
        case .unionpay: return "UnionPay"
        case .paypal: return "PayPal"
        case .venmo: return "Venmo"
        case .cashapp: return "Cash App"
        case .klarna: return "Klarna"
        case .card: return "card"
        }
    }

    /// The comma-separated list used in error messages.
    public static var namesForHelp: String {
        allCases.map(\.rawValue).joined(separator: ", ") + " (or \(unionPayDemoName) for unionpay)"
    }
}
