import CheckoutReplay

/// The step of a walk that decides an expectation, in the order the screens meet them: what a
/// scenario expects is marked ✓ or ✗ once the walk has reached the screen that shows it.
public enum ScenarioStage: Int, Comparable, CaseIterable, Sendable {
    case device, checkout, request, handOff, returned, status

    public static func < (lhs: ScenarioStage, rhs: ScenarioStage) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The screen's name, as the marks say where a pending expectation will be decided.
    public var screenName: String {
        switch self {
        case .device: return "Device"
        case .checkout: return "Checkout"
        case .request: return "the request"
        case .handOff: return "Hand-off"
        case .returned: return "Return"
        case .status: return "Status"
        }
    }

    /// Where `expectation` is decided, by the transcript key it reads: the device's schemes and
    /// checkout page on the device screen, the options on the checkout page, the request and the
    /// gateway's answer (v2's token call too) on the inspector, v2's SDK completion with the return,
    /// and so on; anything else once the walk has ended.
    public static func deciding(_ expectation: Expectation) -> ScenarioStage {
        switch expectation.transcriptKey {
        case "profile", "schemes", "deviceContext", "visibleApps", "wallets", "citcon": return .device
        case "flow", "app", "amount", "outcome", "method", "order", "merchantOrderId", "userAction": return .checkout
        case "request", "sdkRequest", "response", "intent", "webRedirectURL", "errors", "notes", "token", "startCheckout": return .request
        case "handOff": return .handOff
        case "return", "sdkResult", "completion": return .returned
        default: return .status
        }
    }
}
