/// What PhonePe can do with the merchant app's callback scheme: it must keep PhonePe's scheme rule
/// (`URLSchemeRules.callbackSchemeProblem`) and be one of the merchant app's URL types, or PhonePe
/// cannot bring the user back by itself. Each caller words the verdict its own way.
public struct CallbackSchemeVerdict: Sendable, Equatable {
    public var scheme: String
    /// Why the scheme breaks PhonePe's rule, or nil when it keeps it.
    public var problem: String?
    /// Whether the merchant app registers the scheme as one of its URL types.
    public var registered: Bool

    public init(scheme: String, registered: Bool) {
        self.scheme = scheme
        problem = URLSchemeRules.callbackSchemeProblem(scheme)
        self.registered = registered
    }

    public var valid: Bool { problem == nil }

    /// Valid and registered: PhonePe opens `scheme://` after paying and the merchant app comes back.
    public var returnsToApp: Bool { valid && registered }
}

extension MerchantApp {
    /// Whether `scheme` is one of the app's URL types; schemes compare case-insensitively.
    public func registersURLType(_ scheme: String) -> Bool {
        let key = scheme.schemeKey
        return urlSchemes.contains { $0.schemeKey == key }
    }

    /// PhonePe's verdict on `callbackScheme`; nil when the app has none, so PhonePe cannot return by itself.
    public var callbackVerdict: CallbackSchemeVerdict? {
        callbackScheme.map { CallbackSchemeVerdict(scheme: $0, registered: registersURLType($0)) }
    }
}
