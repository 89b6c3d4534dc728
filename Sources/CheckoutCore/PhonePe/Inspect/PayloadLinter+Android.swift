/// The fields that differ on Android: the UPI app is named by its package, and the iOS SDK's fields
/// (`appSupportedSchemas`, the callback scheme) do not exist there.
extension Linter {
    /// The fields that name the UPI app to open.
    static let appFields: Set<String> = ["paymentInstrument.targetApp", "openIntentWithApp"]

    /// Required on iOS only: an Android app learns the result by onActivityResult, with no URL schemes.
    static let iOSOnly: Set<String> = ["deviceContext.appSupportedSchemas", "deviceContext.merchantCallBackScheme"]

    /// Checks an app field against the request's platform; true when it did (the value's own rule is then settled).
    mutating func checkApp(_ text: String, field: String) -> Bool {
        let isAppName = Endpoint.upiApps.contains(text)
        if android {
            if isAppName {
                error(field, "is \(text), an iOS app name; with deviceContext.deviceOS \(DeviceContext.android) it is the package to start, "
                    + "e.g. \(UPIApp(rawValue: text)?.androidPackage ?? AndroidPackages.phonePe)")
            } else if let problem = ProfileRules.dottedNameProblem(String(text.prefix(300)), example: AndroidPackages.phonePe) {
                error(field, "with deviceContext.deviceOS \(DeviceContext.android) must be an Android package: \(problem)")
            }
            return true
        }
        guard !isAppName, ProfileRules.dottedNameProblem(text, example: AndroidPackages.phonePe) == nil else { return false }
        error(field, "is \"\(text)\", an Android package; on iOS it must be one of \(Endpoint.upiApps.joined(separator: ", ")) "
            + "(or send deviceContext.deviceOS \(DeviceContext.android) from an Android app)")
        return true
    }
}
