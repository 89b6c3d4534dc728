/// Whether one Citcon method can be offered on a device, where it would pay, and why.
public struct CitconWalletAvailability: Sendable, Equatable {
    public var method: CitconMethod
    /// Where payment happens; nil when the method cannot be offered.
    public var surface: CitconSurface?
    /// In words for the transcript, like the scheme table's reasons.
    public var reason: String

    public var usable: Bool { surface != nil }
}

/// Applies the catalog to one device: declared query schemes (within iOS's 50 limit), registered URL
/// types, the universal link, and whether the wallet app is there.
public struct CitconWalletDetector: Sendable {
    public let device: Device
    public let catalog: CitconWalletCatalog
    /// The `scheme` the request will carry (Alipay and UnionPay return through it).
    public let requestScheme: String?
    /// The `universalLink` the request will carry; falls back to the merchant app's first one.
    public let universalLink: String?

    public init(device: Device, requestScheme: String? = nil, universalLink: String? = nil) {
        self.device = device
        catalog = CitconWalletCatalog(bundleId: device.profile.merchantApp.bundleId)
        self.requestScheme = requestScheme
        self.universalLink = universalLink ?? device.profile.merchantApp.universalLinks.first
    }

    /// Detection as a walk with `options` does it: the request's scheme and universal link come from
    /// the options' fields, else the profile's Citcon set-up.
    public init(profile: DeviceProfile, options: CitconOptions) {
        self.init(device: Device(profile: profile), options: options)
    }

    /// The same, on a device already built.
    public init(device: Device, options: CitconOptions) {
        let profile = device.profile
        self.init(
            device: device, requestScheme: CPayRequestBuilder.scheme(options: options, profile: profile),
            universalLink: CPayRequestBuilder.universalLink(options: options, profile: profile))
    }

    public var all: [CitconWalletAvailability] { CitconMethod.allCases.map(availability(of:)) }

    public var usableMethods: [CitconMethod] { all.filter(\.usable).map(\.method) }

    public func availability(of method: CitconMethod) -> CitconWalletAvailability {
        let needs = catalog.requirements(for: method)
        let undeclared = needs.queriesSchemes.filter { device.declaredPosition(of: $0) == nil }
        var problems: [String] = []
        if let last = undeclared.last {
            let list = undeclared.count == 1 ? last : undeclared.dropLast().joined(separator: ", ") + " and " + last
            problems.append("\(list) \(undeclared.count == 1 ? "is" : "are") not declared in LSApplicationQueriesSchemes")
        }
        problems += needs.queriesSchemes.compactMap(beyondLimitProblem)
        problems += needs.urlTypes.compactMap(urlTypeProblem)
        if needs.needsUniversalLink, universalLink == nil {
            problems.append("needs a universal link (set up on the WeChat Open Platform), and the merchant app has none")
        }
        let surface = self.surface(needs)
        if let missing = surface.missing, needs.fallbackSurface == nil { problems.append(missing) }
        guard problems.isEmpty, let chosen = surface.chosen else {
            return CitconWalletAvailability(method: method, surface: nil, reason: problems.joined(separator: "; "))
        }
        var reason = "pays in the \(chosen), returns by \(returnDescription(needs.returnPath))"
        if let missing = surface.missing { reason += " (\(missing))" }
        return CitconWalletAvailability(method: method, surface: chosen, reason: reason)
    }

    /// The return path with the request's scheme filled in when it is known.
    private func returnDescription(_ path: CitconReturnPath) -> String {
        if case .urlScheme(.requestScheme) = path, let requestScheme { return "URL scheme \(requestScheme)" }
        return path.description
    }

    private func beyondLimitProblem(_ scheme: String) -> String? {
        guard let position = device.declaredPosition(of: scheme) else { return nil }
        if device.ignoresDeclaration(atPosition: position) {
            return "\(scheme) is declared at position \(position), beyond the \(Device.queriesSchemesLimitText)"
        }
        return nil
    }

    private func urlTypeProblem(_ requirement: CitconURLTypeRequirement) -> String? {
        let merchantApp = device.profile.merchantApp
        switch requirement {
        case .weChatAppId:
            if merchantApp.urlSchemes.contains(where: { Self.isWeChatAppIdScheme($0.schemeKey) }) { return nil }
            return "no wx<appid> URL type is registered (the scheme WeChat's Open Platform assigns)"
        case .requestScheme:
            guard let requestScheme else { return "the request's scheme is not set, so there is no URL type to return to" }
            if merchantApp.registersURLType(requestScheme) { return nil }
            return "the request's scheme \(requestScheme) is not a registered URL type"
        case .literal(let scheme):
            if merchantApp.registersURLType(scheme) { return nil }
            return "\(scheme) is not a registered URL type"
        }
    }

    /// `wx` followed by the app id's letters and digits, e.g. `wxeb0650d489d69e14`.
    static func isWeChatAppIdScheme(_ scheme: String) -> Bool {
        scheme.count > 2 && scheme.hasPrefix("wx") && scheme.dropFirst(2).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// The wallet app when it can be reached, else the fallback; `missing` says why the app was not used.
    private func surface(_ needs: CitconWalletRequirements) -> (chosen: CitconSurface?, missing: String?) {
        guard let app = needs.walletApp else { return (needs.fallbackSurface, nil) }
        if app.schemes.isEmpty {
            // Reached through an https link iOS hands to the app: installed is enough, no declaration involved.
            if device.profile.installedApps.contains(where: { $0.id.lowercased() == app.id }) { return (.walletApp(appId: app.id), nil) }
            return (needs.fallbackSurface, "\(app.id) is not installed")
        }
        if app.schemes.contains(where: device.canOpenURL(scheme:)) { return (.walletApp(appId: app.id), nil) }
        let installed = app.schemes.contains(where: device.isRegistered)
        let missing = installed
            ? "\(app.id) is installed, but canOpenURL cannot see it"
            : "\(app.id) is not installed (no app registers \(app.schemes.joined(separator: ", ")))"
        return (needs.fallbackSurface, missing)
    }
}
