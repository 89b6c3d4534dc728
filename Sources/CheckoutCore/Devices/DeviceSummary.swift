/// What a profile means on the device, before any flow: apps, schemes, checkout page, deviceContext.
public struct DeviceSummary: Sendable, Equatable {
    public var profile: DeviceProfile
    /// The device the summary was read from, for walks that follow it.
    public let device: Device
    public var schemes: [SchemeStatus]
    public var page: CheckoutPage
    public var deviceContext: DeviceContext

    public init(profile: DeviceProfile) {
        self.init(device: Device(profile: profile))
    }

    public init(device: Device) {
        self.device = device
        profile = device.profile
        schemes = device.schemeTable
        page = CheckoutPage(device: device)
        deviceContext = DeviceContext(device: device)
    }

    public var json: JSONValue {
        if let packages = device.packages { return androidJSON(packages) }
        return [
            "name": .string(profile.name),
            "description": profile.description.map(JSONValue.string) ?? .null,
            "os": ["name": .string(profile.os.name), "version": .string(profile.os.version)],
            "installedApps": .array(profile.installedApps.map { app in
                ["id": .string(app.id), "version": app.version.map(JSONValue.string) ?? .null, "schemes": .array(app.schemes.map(JSONValue.string))]
            }),
            "schemes": .array(schemes.map(Self.json(scheme:))),
            "visibleApps": .array(page.visibleApps.map { .string($0.rawValue) }),
            "callbackScheme": callbackJSON,
            "deviceContext": deviceContext.json(),
        ]
    }

    var callbackJSON: JSONValue {
        guard let verdict = profile.merchantApp.callbackVerdict else { return .null }
        return [
            "scheme": .string(verdict.scheme),
            "valid": .bool(verdict.valid),
            "registered": .bool(verdict.registered),
            "problem": verdict.problem.map(JSONValue.string) ?? .null,
        ]
    }

    public var text: String {
        if let packages = device.packages { return androidText(packages) }
        var out = TextWriter()
        out.line("\(profile.name) (iOS \(profile.os.version))")
        if let description = profile.description { out.line(description) }
        out.section("Installed apps")
        for app in profile.installedApps {
            out.line("  \(app.id)\(app.version.map { " " + $0 } ?? ""): \(app.schemes.joined(separator: ", "))")
        }
        if profile.installedApps.isEmpty { out.line("  none") }
        out.section("Merchant app")
        let merchantApp = profile.merchantApp
        out.line("  bundle id: \(merchantApp.bundleId ?? "-")")
        out.line("  URL types: \(merchantApp.urlSchemes.isEmpty ? "none" : merchantApp.urlSchemes.joined(separator: ", "))")
        if let verdict = merchantApp.callbackVerdict {
            let words = verdict.problem.map { "invalid: \($0)" }
                ?? (verdict.registered ? "valid and registered" : "valid but not among the URL types: PhonePe cannot return")
            out.line("  callback scheme: \(verdict.scheme) (\(words))")
        } else {
            out.line("  callback scheme: none (PhonePe cannot return by itself)")
        }
        out.line("  LSApplicationQueriesSchemes: \(merchantApp.queriesSchemes.count) declared")
        out.section("Schemes")
        out.line(Self.schemeTable(schemes))
        out.section("Checkout page")
        Self.writeCheckoutPage(page, into: &out)
        out.section("deviceContext")
        out.block(JSONWriter.pretty(deviceContext.json()))
        return out.text
    }

    /// One row of the scheme table as JSON.
    static func json(scheme: SchemeStatus) -> JSONValue {
        [
            "scheme": .string(scheme.scheme), "declared": .bool(scheme.declared),
            "declaredPosition": scheme.declaredPosition.map { .int(Int64($0)) } ?? .null,
            "registeredBy": .array(scheme.registeredBy.map(JSONValue.string)), "canOpen": .bool(scheme.canOpen),
            "reason": .string(scheme.reason),
        ]
    }

    /// scheme · declared · registered by · canOpenURL · why.
    static func schemeTable(_ schemes: [SchemeStatus]) -> String {
        var table = TextTable(schemeColumns)
        for row in schemeRows(schemes) { table.add(row) }
        return table.render()
    }

    /// The scheme table's columns and cells, as every front end words them (the text table, the HTML page).
    public static let schemeColumns = ["scheme", "declared", "registered by", "canOpenURL", "why"]

    public static func schemeRows(_ schemes: [SchemeStatus]) -> [[String]] {
        schemes.map { scheme in
            [
                scheme.scheme, scheme.declaredPosition.map { "#\($0)" } ?? "no",
                scheme.registeredBy.isEmpty ? "-" : scheme.registeredBy.joined(separator: ", "),
                scheme.canOpen ? "yes" : "no", scheme.reason,
            ]
        }
    }

    /// The UPI apps shown, and why each other one is not.
    /// A transcript's "Device" section: the installed apps, the merchant app's URL types and
    /// callback scheme, and the scheme table.
    static func writeDevice(_ profile: DeviceProfile, schemes: [SchemeStatus], into out: inout TextWriter) {
        out.section("Device")
        let apps = profile.installedApps.map { app in
            "\(app.id)\(app.version.map { " " + $0 } ?? "") (\(app.schemes.joined(separator: ", ")))"
        }
        out.line("  Installed apps: " + (apps.isEmpty ? "none" : apps.joined(separator: "; ")))
        let merchantApp = profile.merchantApp
        out.line("  Merchant app URL types: " + (merchantApp.urlSchemes.isEmpty ? "none" : merchantApp.urlSchemes.joined(separator: ", ")))
        out.line("  Callback scheme: " + (merchantApp.callbackScheme ?? "none"))
        out.line(schemeTable(schemes))
    }

    static func writeCheckoutPage(_ page: CheckoutPage, into out: inout TextWriter) {
        if let android = page.android { return writeAndroidCheckoutPage(android, into: &out) }
        out.line("  UPI apps shown: " + (page.visibleApps.isEmpty ? "none" : page.visibleApps.map(\.displayName).joined(separator: ", ")))
        for app in page.hiddenApps {
            out.line("  \(app.displayName) hidden: \(page.hiddenReasons[app] ?? "")")
        }
    }
}
