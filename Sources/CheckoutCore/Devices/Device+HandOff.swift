/// A URL the gateway handed out, opened on this phone as the merchant app would: iOS's `open(url)`
/// by the URL's scheme; Android's `startActivity`, explicit to the paying app's package when the flow
/// names one, else through the system chooser. Neither is filtered by what the merchant app may see.
extension Device {
    /// "open(url)" or "startActivity", as screens name the call.
    public var opener: String { packages == nil ? "open(url)" : "startActivity" }

    /// What the phone does with `url`; `package` is the app an Android flow starts explicitly.
    public func openHandOff(_ url: String, package: String?) -> OpenResult {
        let scheme = IntentURL.readableScheme(url) ?? String(url.prefix { $0 != ":" })
        guard let packages else { return open(scheme: scheme) }
        let rest = url.dropFirst(scheme.utf8.count).drop { $0 == ":" || $0 == "/" }
        let host = rest.prefix { $0 != "?" && $0 != "/" }
        switch packages.startActivity(AndroidURIPattern(scheme: scheme, host: host.isEmpty ? nil : String(host)), package: package) {
        case .opened(let opened): return .opened(appId: opened)
        case .chooser(let listed): return .opened(appId: "the system chooser (\(listed.joined(separator: ", ")))")
        case .notFound(let reason): return .failed(reason: reason)
        }
    }
}
