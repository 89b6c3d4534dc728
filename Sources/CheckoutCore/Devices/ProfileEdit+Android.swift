/// One entry of the merchant app's `<queries>`: a package named, or an intent for a URI.
public enum AndroidQuery: Sendable, Hashable, CustomStringConvertible {
    /// `<package android:name="…"/>`.
    case package(String)
    /// `<intent>` with a VIEW action and `<data>` for the URI as written (`upi://pay`, `upi`); the edit
    /// checks it with the loader's rule.
    case intent(String)

    /// What a user typed: an intent when it holds a `:` or no dot (`upi://pay`, `upi`), else a package.
    public init(typed text: String) {
        self = text.contains(":") || !text.contains(".") ? .intent(text) : .package(text)
    }

    /// `com.phonepe.app` or `upi://pay`, as the device screen and the changes name it.
    public var description: String {
        switch self {
        case .package(let name): name
        case .intent(let uri): uri
        }
    }
}

/// The device editor's edits on an Android phone: apps by package and what they handle, the merchant
/// app's `<queries>`, `targetSdk` and permissions, each refused by the loader's rules and limits.
extension DeviceProfile {
    func applyingOnAndroid(_ edit: ProfileEdit) -> Result<DeviceProfile, ProfileIssue> {
        var edited = self
        var manifest = merchantApp.android ?? AndroidManifest(package: "", targetSdk: PackageVisibility.filteringSince)
        switch edit {
        case .install(let app, let position):
            if let problem = androidInstallProblem(app) { return .failure(problem) }
            edited.install(app, at: position)
        case .uninstall(let appId):
            if let problem = edited.uninstall(appId) { return .failure(problem) }
        case .setOSVersion(let version):
            let level = os.apiLevel ?? PackageVisibility.filteringSince
            if let problem = ProfileRules.androidVersionProblem(version, apiLevel: level) {
                return .failure(ProfileIssue(path: "os.version", message: problem))
            }
            edited.os.version = version
        case .addQuery(let query):
            switch Self.queryProblem(query, adding: true, to: manifest.queries) {
            case .failure(let problem): return .failure(problem)
            case .success(.package(let name)): manifest.queries.packages.append(name)
            case .success(.intent(let pattern)): manifest.queries.intents.append(pattern)
            }
        case .removeQuery(let query):
            switch Self.queryProblem(query, adding: false, to: manifest.queries) {
            case .failure(let problem): return .failure(problem)
            case .success(.package(let name)): manifest.queries.packages.removeAll { $0 == name }
            case .success(.intent(let pattern)): manifest.queries.intents.removeAll { $0 == pattern }
            }
        case .setTargetSdk(let level):
            if let problem = ProfileRules.apiLevelProblem(Int64(level)) { return .failure(ProfileIssue(path: "merchantApp.targetSdk", message: problem)) }
            manifest.targetSdk = level
        case .setPermission(let permission, let held):
            let path = "merchantApp.permissions"
            if held {
                if let problem = ProfileRules.dottedNameProblem(permission, example: AndroidManifest.queryAllPackages) {
                    return .failure(ProfileIssue(path: path, message: problem))
                }
                guard !manifest.permissions.contains(permission) else { return .success(self) }
                if manifest.permissions.count >= ProfileLimits.queriesEntries {
                    return .failure(Self.fullAndroidList(path, "permissions", holding: manifest.permissions.count))
                }
                manifest.permissions.append(permission)
            } else {
                manifest.permissions.removeAll { $0 == permission }
            }
        case .declare, .undeclare, .setCallbackScheme, .setURLType:
            return .failure(ProfileIssue(
                path: "merchantApp", message: "is an Android app's manifest: URL schemes and their declarations are iOS's; edit <queries> instead"))
        }
        // Only the manifest's edits write it back, so an app installed on a phone without one adds none.
        if edit.editsManifest { edited.merchantApp.android = manifest }
        return .success(edited)
    }

    /// A `<queries>` entry read and checked, or why it cannot be added (or removed).
    private enum CheckedQuery {
        case package(String)
        case intent(AndroidURIPattern)
    }

    private static func queryProblem(_ query: AndroidQuery, adding: Bool, to queries: AndroidQueries) -> Result<CheckedQuery, ProfileIssue> {
        switch query {
        case .package(let name):
            let path = "merchantApp.queries.packages"
            if let problem = ProfileRules.dottedNameProblem(name, example: AndroidPackages.phonePe) { return .failure(ProfileIssue(path: path, message: problem)) }
            let listed = queries.packages.contains(name)
            if !adding { return listed ? .success(.package(name)) : .failure(ProfileIssue(path: path, message: "\(name) is not in <queries>")) }
            if listed { return .failure(ProfileIssue(path: path, message: "\(name) is in <queries> already")) }
            if queries.packages.count >= ProfileLimits.queriesEntries { return .failure(fullAndroidList(path, "packages", holding: queries.packages.count)) }
            return .success(.package(name))
        case .intent(let text):
            let path = "merchantApp.queries.intents"
            guard let pattern = AndroidURIPattern(text) else {
                return .failure(ProfileIssue(path: path, message: AndroidURIPattern.problem(in: text) ?? "is not a URI"))
            }
            let listed = queries.intents.contains(pattern)
            if !adding { return listed ? .success(.intent(pattern)) : .failure(ProfileIssue(path: path, message: "\(pattern) is not in <queries>")) }
            if listed { return .failure(ProfileIssue(path: path, message: "an <intent> for \(pattern) is in <queries> already")) }
            if queries.intents.count >= ProfileLimits.queriesEntries { return .failure(fullAndroidList(path, "intents", holding: queries.intents.count)) }
            return .success(.intent(pattern))
        }
    }

    /// Why `app` cannot be installed on this Android phone: the loader's rules for a package and its
    /// intent filters, and its limits.
    private func androidInstallProblem(_ app: InstalledApp) -> ProfileIssue? {
        let path = "installedApps"
        if let problem = installedIdProblem(app) { return problem }
        guard let package = app.package else { return ProfileIssue(path: "\(path).package", message: "is required on Android (e.g. \"\(AndroidPackages.phonePe)\")") }
        if let problem = ProfileRules.dottedNameProblem(package, example: AndroidPackages.phonePe) { return ProfileIssue(path: "\(path).package", message: problem) }
        if installedApps.contains(where: { $0.package == package }) { return ProfileIssue(path: "\(path).package", message: "\"\(package)\" is installed already") }
        if !app.schemes.isEmpty { return ProfileIssue(path: "\(path).schemes", message: "are iOS's; on Android an app lists the URIs it handles") }
        if app.handles.isEmpty {
            return ProfileIssue(path: "\(path).handles", message: "is empty: an app whose intent filters accept no URI can never be opened by a checkout")
        }
        if let bad = app.handles.lazy.compactMap({ AndroidURIPattern.problem(in: $0.description) }).first { return ProfileIssue(path: "\(path).handles", message: bad) }
        if app.handles.count > ProfileLimits.queriesEntries { return Self.fullAndroidList("\(path).handles", "URIs", holding: app.handles.count) }
        if installedApps.count >= ProfileLimits.installedApps {
            return ProfileIssue(path: path, message: "lists \(installedApps.count) apps already, the most a profile may hold")
        }
        let handled = installedApps.reduce(app.handles.count) { $0 + $1.handles.count }
        if handled > ProfileLimits.installedAppSchemes {
            return ProfileIssue(path: path, message: "would handle \(handled) URIs together, more than the \(ProfileLimits.installedAppSchemes) a profile may hold")
        }
        return nil
    }

    private static func fullAndroidList(_ path: String, _ noun: String, holding count: Int) -> ProfileIssue {
        ProfileIssue(path: path, message: "lists \(count) \(noun) already, the most a profile may hold is \(ProfileLimits.queriesEntries)")
    }

    /// The apps an Android editor offers: those of `original`, then each app of `AndroidPackages.known`
    /// it lacks, handling what that app handles on a real phone.
    static func androidAppChoices(from original: DeviceProfile) -> [InstalledApp] {
        let own = Set(original.installedApps.compactMap(\.package))
        return original.installedApps + AndroidPackages.known.filter { !own.contains($0.package) }.map { AndroidPackages.installedApp($0.package) }
    }
}

extension ProfileEdit {
    /// Whether the edit changes the merchant app's Android manifest.
    var editsManifest: Bool {
        switch self {
        case .addQuery, .removeQuery, .setTargetSdk, .setPermission: true
        case .install, .uninstall, .declare, .undeclare, .setOSVersion, .setCallbackScheme, .setURLType: false
        }
    }
}

extension AndroidPackages {
    /// The app as a phone has it: `upi://pay`, `upi://mandate` for the apps that take UPI Autopay
    /// mandates, and the app's own scheme where it has one.
    public static func installedApp(_ package: String) -> InstalledApp {
        var handles = [upiPay]
        if [phonePe, phonePePreprod, googlePay, bhim].contains(package) { handles.append(AndroidURIPattern(scheme: "upi", host: "mandate")) }
        if package == phonePe || package == phonePePreprod { handles.append(AndroidURIPattern(scheme: "phonepe", host: "pay")) }
        if package == paytm { handles.append(AndroidURIPattern(scheme: "paytmmp", host: "pay")) }
        return InstalledApp(id: defaultId(of: package), schemes: [], package: package, handles: handles)
    }
}
