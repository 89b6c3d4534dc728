/// The `deviceContext` object exactly as the seeds' `PhonePeContextGenerator` computes it.
public struct DeviceContext: Sendable, Equatable {
    /// The generator always says "iOS"; the mandate document's sample says "IOS" (see the flow's notes).
    public var deviceOS: String = "iOS"
    public var isPPAppPresent: Bool
    /// The openable `ppemerchantsdkv*` schemes, in v1, v2, v3 order.
    public var appSupportedSchemas: [String]
    public var merchantCallBackScheme: String?

    /// The device's own, which it computed once when it was built.
    public init(device: Device) { self = device.context }

    /// For `Device.init`, which asks `canOpenURL` before the device exists.
    init(profile: DeviceProfile, canOpenURL: (String) -> Bool) {
        appSupportedSchemas = PhonePeSchemes.merchantSDK.filter(canOpenURL)
        isPPAppPresent = !appSupportedSchemas.isEmpty
        merchantCallBackScheme = profile.merchantApp.callbackScheme
    }

    /// On Android: `deviceOS` "ANDROID", and whether the merchant app sees PhonePe. The iOS SDK's
    /// scheme list and callback scheme do not exist there: the result comes back by `onActivityResult`.
    init(android visibility: PackageVisibility) {
        deviceOS = Self.android
        isPPAppPresent = visibility.verdict(for: AndroidPackages.phonePe)?.visible ?? false
        appSupportedSchemas = []
        merchantCallBackScheme = nil
    }

    /// `deviceContext.deviceOS` on Android, as PhonePe's Android integration sends it.
    public static let android = "ANDROID"

    /// In the seeds' sample order: deviceOS, isPPAppPresent, merchantCallBackScheme, appSupportedSchemas.
    public func json(includingCallbackScheme: Bool = true) -> JSONValue {
        var writer = PayloadWriter(capacity: 160)
        write(into: &writer, includingCallbackScheme: includingCallbackScheme)
        // Always valid: the writer wrote it.
        return (try? JSONParser.parse(writer.finish())) ?? .null
    }

    /// The members of `json`, written straight into a payload's bytes.
    public func write(into writer: inout PayloadWriter, includingCallbackScheme: Bool = true) {
        writer.string("deviceOS", deviceOS)
        writer.bool("isPPAppPresent", isPPAppPresent)
        if includingCallbackScheme, let merchantCallBackScheme { writer.string("merchantCallBackScheme", merchantCallBackScheme) }
        if deviceOS != Self.android { writer.strings("appSupportedSchemas", appSupportedSchemas) }
    }
}
