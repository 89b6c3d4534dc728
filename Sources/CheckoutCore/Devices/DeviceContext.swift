/// The `deviceContext` object exactly as the seeds' `PhonePeContextGenerator` computes it.
public struct DeviceContext: Sendable, Equatable {
    /// The generator always says "iOS"; the mandate document's sample says "IOS" (see the flow's notes).
    public var deviceOS: String = "iOS"
    public var isPPAppPresent: Bool
    /// The openable `ppemerchantsdkv*` schemes, in v1, v2, v3 order.
    public var appSupportedSchemas: [String]
    public var merchantCallBackScheme: String?

    public init(device: Device) {
        appSupportedSchemas = PhonePeSchemes.merchantSDK.filter(device.canOpenURL(scheme:))
        isPPAppPresent = !appSupportedSchemas.isEmpty
        merchantCallBackScheme = device.profile.merchantApp.callbackScheme
    }

    /// In the seeds' sample order: deviceOS, isPPAppPresent, merchantCallBackScheme, appSupportedSchemas.
    public func json(includingCallbackScheme: Bool = true) -> JSONValue {
        var object: JSONObject = ["deviceOS": .string(deviceOS), "isPPAppPresent": .bool(isPPAppPresent)]
        if includingCallbackScheme, let merchantCallBackScheme {
            object.append("merchantCallBackScheme", .string(merchantCallBackScheme))
        }
        object.append("appSupportedSchemas", .array(appSupportedSchemas.map(JSONValue.string)))
        return .object(object)
    }
}
