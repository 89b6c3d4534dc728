/// One change the device editor makes to a profile. Applying it either gives the changed profile or
/// refuses with the field and the rule, the same rules and limits the loader checks, so an edited
/// profile always saves to a file that loads.
public enum ProfileEdit: Sendable, Equatable {
    /// Puts `app` on the device at `position` among the installed apps (clamped; nil appends), since the
    /// first app registering a scheme is the one `open(url)` opens.
    case install(InstalledApp, position: Int? = nil)
    case uninstall(appId: String)
    /// Appends a scheme to `LSApplicationQueriesSchemes`.
    case declare(scheme: String)
    /// Removes the declaration at `position` (from 1, as the scheme table numbers them).
    case undeclare(position: Int)
    case setOSVersion(String)
    /// The `merchantCallBackScheme` the app sends; nil for none. PhonePe's rule is not enforced: a
    /// callback scheme PhonePe refuses is a misconfiguration to simulate.
    case setCallbackScheme(String?)
    /// Adds `scheme` to the merchant app's URL types, or removes it (compared case-insensitively).
    case setURLType(String, registered: Bool)
    /// Android: appends an entry to the merchant app's `<queries>`.
    case addQuery(AndroidQuery)
    /// Android: takes an entry out of the merchant app's `<queries>`.
    case removeQuery(AndroidQuery)
    /// Android: the merchant app's `targetSdkVersion`.
    case setTargetSdk(Int)
    /// Android: the merchant app asks for `permission` in its manifest, or no longer does.
    case setPermission(String, held: Bool)
}

extension ProfileIssue: Error {}

extension DeviceProfile {
    /// The profile with `edit` made, or why it is refused (the field's path and the rule, as the loader words them).
    public func applying(_ edit: ProfileEdit) -> Result<DeviceProfile, ProfileIssue> {
        if os.platform == .android { return applyingOnAndroid(edit) }
        var edited = self
        switch edit {
        case .install(let app, let position):
            if let problem = installProblem(app) { return .failure(problem) }
            edited.install(app, at: position)
        case .uninstall(let appId):
            if let problem = edited.uninstall(appId) { return .failure(problem) }
        case .declare(let scheme):
            let path = "merchantApp.queriesSchemes"
            if let problem = ProfileRules.schemeProblem(scheme) { return .failure(ProfileIssue(path: path, message: problem)) }
            if let position = Device(profile: self).declaredPosition(of: scheme) {
                return .failure(ProfileIssue(path: path, message: "\(scheme) is declared already, at #\(position)"))
            }
            if merchantApp.queriesSchemes.count >= ProfileLimits.schemesPerList {
                return .failure(Self.fullList(path, holding: merchantApp.queriesSchemes.count))
            }
            edited.merchantApp.queriesSchemes.append(scheme)
        case .undeclare(let position):
            guard merchantApp.queriesSchemes.indices.contains(position - 1) else {
                return .failure(ProfileIssue(path: "merchantApp.queriesSchemes", message: "nothing is declared at #\(position)"))
            }
            edited.merchantApp.queriesSchemes.remove(at: position - 1)
        case .setOSVersion(let version):
            if let problem = ProfileRules.osVersionProblem(version) { return .failure(ProfileIssue(path: "os.version", message: problem)) }
            edited.os.version = version
        case .setCallbackScheme(let scheme):
            edited.merchantApp.callbackScheme = scheme
        case .setURLType(let scheme, let registered):
            let path = "merchantApp.urlSchemes"
            if registered {
                if let problem = ProfileRules.schemeProblem(scheme) { return .failure(ProfileIssue(path: path, message: problem)) }
                guard !merchantApp.registersURLType(scheme) else { return .success(self) }
                if merchantApp.urlSchemes.count >= ProfileLimits.schemesPerList {
                    return .failure(Self.fullList(path, holding: merchantApp.urlSchemes.count))
                }
                edited.merchantApp.urlSchemes.append(scheme)
            } else {
                edited.merchantApp.urlSchemes.removeAll { $0.schemeKey == scheme.schemeKey }
            }
        case .addQuery, .removeQuery, .setTargetSdk, .setPermission:
            return .failure(ProfileIssue(path: "merchantApp", message: "is an iPhone app's Info.plist: <queries>, targetSdk and permissions are Android's manifest"))
        }
        return .success(edited)
    }

    /// Why `app` cannot be installed: the loader's rules for an app's id and schemes, and its limits.
    private func installProblem(_ app: InstalledApp) -> ProfileIssue? {
        let path = "installedApps"
        if let problem = installedIdProblem(app) { return problem }
        if app.package != nil || !app.handles.isEmpty {
            return ProfileIssue(path: "\(path).package", message: "is Android's; an iPhone's app registers URL schemes")
        }
        if let bad = app.schemes.lazy.compactMap(ProfileRules.schemeProblem).first {
            return ProfileIssue(path: "\(path).schemes", message: bad)
        }
        if app.schemes.count > ProfileLimits.schemesPerList { return Self.fullList("\(path).schemes", holding: app.schemes.count) }
        if installedApps.count >= ProfileLimits.installedApps {
            return ProfileIssue(path: path, message: "lists \(installedApps.count) apps already, the most a profile may hold")
        }
        let registered = installedApps.reduce(app.schemes.count) { $0 + $1.schemes.count }
        if registered > ProfileLimits.installedAppSchemes {
            let limit = ProfileLimits.installedAppSchemes
            return ProfileIssue(path: path, message: "would register \(registered) schemes together, more than the \(limit) a profile may hold")
        }
        return nil
    }

    /// An app's id must be there and not be installed already, on either platform.
    func installedIdProblem(_ app: InstalledApp) -> ProfileIssue? {
        if app.id.isEmpty { return ProfileIssue(path: "installedApps.id", message: "must not be empty") }
        if installedApps.contains(where: { $0.id.lowercased() == app.id.lowercased() }) {
            return ProfileIssue(path: "installedApps", message: "\(app.id) is installed already")
        }
        return nil
    }

    private static func fullList(_ path: String, holding count: Int) -> ProfileIssue {
        ProfileIssue(path: path, message: "lists \(count) schemes already, the most a profile may hold is \(ProfileLimits.schemesPerList)")
    }

    /// The apps an editor offers to install or uninstall: those of `original` (as it had them), then
    /// each UPI app it lacks with the schemes that app registers on a real phone.
    public static func appChoices(from original: DeviceProfile) -> [InstalledApp] {
        if original.os.platform == .android { return androidAppChoices(from: original) }
        let own = Set(original.installedApps.map { $0.id.lowercased() })
        return original.installedApps + UPIApp.allCases.filter { !own.contains($0.appId) }.map(\.installedApp)
    }
}

extension UPIApp {
    /// The app as a phone has it: its detection schemes and the scheme its intent URLs use.
    public var installedApp: InstalledApp {
        let schemes = detectionSchemes + (detectionSchemes.contains(intentScheme) ? [] : [intentScheme])
        return InstalledApp(id: appId, schemes: schemes)
    }
}

extension DeviceProfile {
    /// Puts `app` among the installed apps at `position` (clamped; nil appends).
    mutating func install(_ app: InstalledApp, at position: Int?) {
        installedApps.insert(app, at: min(max(0, position ?? installedApps.count), installedApps.count))
    }

    /// Removes the app with `appId` (any case), or says it is not installed.
    mutating func uninstall(_ appId: String) -> ProfileIssue? {
        guard let index = installedApps.firstIndex(where: { $0.id.lowercased() == appId.lowercased() }) else {
            return ProfileIssue(path: "installedApps", message: "\(appId) is not installed")
        }
        installedApps.remove(at: index)
        return nil
    }
}
