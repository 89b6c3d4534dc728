/// An Android phone's summary: its apps by package, what the merchant app's manifest lets it see and
/// why, the checkout page and the chooser beside it.
extension DeviceSummary {
    func androidJSON(_ packages: PackageVisibility) -> JSONValue {
        let page = page.android ?? AndroidCheckoutPage(packages)
        return [
            "name": .string(profile.name),
            "description": profile.description.map(JSONValue.string) ?? .null,
            "os": ["name": .string(profile.os.name), "version": .string(profile.os.version), "apiLevel": profile.os.apiLevel.map { .int(Int64($0)) } ?? .null],
            "installedApps": .array(profile.installedApps.map { app in
                [
                    "id": .string(app.id), "version": app.version.map(JSONValue.string) ?? .null, "package": app.package.map(JSONValue.string) ?? .null,
                    "handles": .array(app.handles.map { .string($0.description) }),
                ]
            }),
            "merchantApp": profile.merchantApp.android.map(Self.json(manifest:)) ?? .null,
            "schemes": [],
            "visibility": .array(packages.verdicts.map(Self.json(verdict:))),
            "visibleApps": .array(page.shown.map { .string($0.package) }),
            "chooser": .array(page.chooser.map { .string($0.package) }),
            "callbackScheme": callbackJSON,
            "deviceContext": deviceContext.json(),
        ]
    }

    static func json(manifest: AndroidManifest) -> JSONValue {
        [
            "package": .string(manifest.package), "targetSdk": .int(Int64(manifest.targetSdk)),
            "queries": [
                "packages": .array(manifest.queries.packages.map(JSONValue.string)),
                "intents": .array(manifest.queries.intents.map { .string($0.description) }),
            ],
            "permissions": .array(manifest.permissions.map(JSONValue.string)),
        ]
    }

    /// One row of the visibility table as JSON.
    public static func json(verdict: PackageVerdict) -> JSONValue {
        [
            "package": .string(verdict.package), "upiApp": .bool(verdict.isUPIApp), "visible": .bool(verdict.visible),
            "reason": .string(verdict.reason), "fix": verdict.fix.map(JSONValue.string) ?? .null,
        ]
    }

    func androidText(_ packages: PackageVisibility) -> String {
        var out = TextWriter()
        out.line("\(profile.name) (\(profile.os.label))")
        if let description = profile.description { out.line(description) }
        out.section("Installed apps")
        for app in profile.installedApps { out.line("  " + Self.appLine(app)) }
        if profile.installedApps.isEmpty { out.line("  none") }
        out.section("Merchant app")
        if let manifest = profile.merchantApp.android { Self.writeManifest(manifest, into: &out) }
        out.section("Package visibility")
        out.line(Self.visibilityTable(packages.verdicts))
        out.section("Checkout page")
        Self.writeCheckoutPage(page, into: &out)
        out.section("deviceContext")
        out.block(JSONWriter.pretty(deviceContext.json()))
        return out.text
    }

    /// A transcript's "Device" section on Android: the apps by package, the manifest, and the visibility table.
    static func writeAndroidDevice(_ profile: DeviceProfile, packages: PackageVisibility, into out: inout TextWriter) {
        out.section("Device")
        let apps = profile.installedApps.map(appLine)
        out.line("  Installed apps: " + (apps.isEmpty ? "none" : apps.joined(separator: "; ")))
        if let manifest = profile.merchantApp.android { writeManifest(manifest, into: &out) }
        out.line(visibilityTable(packages.verdicts))
    }

    /// `phonepe 24.03 (com.phonepe.app): upi://pay, upi://mandate`.
    static func appLine(_ app: InstalledApp) -> String {
        "\(app.id)\(app.version.map { " " + $0 } ?? "") (\(app.package ?? "-")): \(app.handles.map(\.description).joined(separator: ", "))"
    }

    static func writeManifest(_ manifest: AndroidManifest, into out: inout TextWriter) {
        out.line("  package: \(manifest.package)")
        out.line("  targetSdk: \(manifest.targetSdk)")
        let queried = manifest.queries.packages + manifest.queries.intents.map { "<intent> \($0)" }
        out.line("  <queries>: " + (queried.isEmpty ? "none" : queried.joined(separator: ", ")))
        out.line("  permissions: " + (manifest.permissions.isEmpty ? "none" : manifest.permissions.joined(separator: ", ")))
    }

    /// The visibility table's columns and cells, as every front end words them.
    public static let visibilityColumns = ["package", "UPI", "visible", "why"]

    public static func visibilityRows(_ verdicts: [PackageVerdict]) -> [[String]] {
        verdicts.map { [$0.package, $0.isUPIApp ? "yes" : "no", $0.visible ? "yes" : "no", $0.reason + ($0.fix.map { "; fix: " + $0 } ?? "")] }
    }

    static func visibilityTable(_ verdicts: [PackageVerdict]) -> String {
        var table = TextTable(visibilityColumns)
        for row in visibilityRows(verdicts) { table.add(row) }
        return table.render()
    }

    static func writeAndroidCheckoutPage(_ page: AndroidCheckoutPage, into out: inout TextWriter) {
        out.line("  UPI apps shown: " + (page.shown.isEmpty ? "none" : page.shown.map(\.displayName).joined(separator: ", ")))
        for app in page.hidden { out.line("  \(app.displayName) hidden: \(app.reason)") }
        out.line("  Chooser for upi://pay: " + (page.chooser.isEmpty ? "no app handles it" : page.chooser.map(\.displayName).joined(separator: ", ")))
        if let note = page.chooserNote { out.line("  Note: \(note)") }
    }
}
