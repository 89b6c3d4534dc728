/// Whether the merchant app sees one installed app on Android, why, and what would change it.
public struct PackageVerdict: Sendable, Equatable {
    public var app: InstalledApp
    public var package: String
    /// Whether `queryIntentActivities`, `getPackageInfo` and `resolveActivity` find the app.
    public var visible: Bool
    /// Why, in words for the device screen and the transcript.
    public var reason: String
    /// The manifest line that would make a hidden app visible; nil when it is visible.
    public var fix: String?
    /// Whether the app handles `upi://pay`: a UPI app the checkout page could list.
    public var isUPIApp: Bool

    public var displayName: String { AndroidPackages.displayName(of: package) }
}

/// Android 11's package visibility on one profile, decided once: an app is visible to the merchant app
/// when the phone's API level or the app's `targetSdk` is below 30, or `<queries>` names its package,
/// or it handles a URI whose scheme (and host, when the query gives one) a `<queries>` `<intent>` names,
/// or the app holds `QUERY_ALL_PACKAGES`. `startActivity` and the system chooser are not filtered.
public struct PackageVisibility: Sendable, Equatable {
    /// The first API level that filters packages (Android 11).
    public static let filteringSince = 30

    /// One per installed app, in installation order.
    public let verdicts: [PackageVerdict]

    public init(profile: DeviceProfile) {
        let apiLevel = profile.os.apiLevel ?? Self.filteringSince
        let manifest = profile.merchantApp.android ?? AndroidManifest(package: "", targetSdk: Self.filteringSince)
        let queried = Set(manifest.queries.packages)
        let intents = manifest.queries.intents
        verdicts = profile.installedApps.map { app in
            let package = app.package ?? app.id
            let isUPIApp = app.handles.contains { $0.accepts(AndroidPackages.upiPay) }
            func verdict(_ visible: Bool, _ reason: String, fix: String? = nil) -> PackageVerdict {
                PackageVerdict(app: app, package: package, visible: visible, reason: reason, fix: fix, isUPIApp: isUPIApp)
            }
            if apiLevel < Self.filteringSince {
                return verdict(true, "Android \(profile.os.version) (API \(apiLevel)) does not filter packages; filtering began with Android 11 (API 30)")
            }
            if manifest.targetSdk < Self.filteringSince {
                return verdict(true, "the merchant app targets API \(manifest.targetSdk), below 30, so Android does not filter what it sees")
            }
            if manifest.holdsQueryAllPackages {
                return verdict(true, "the merchant app holds \(AndroidManifest.queryAllPackages) (Google Play refuses most apps that ask for it)")
            }
            if queried.contains(package) {
                return verdict(true, "<queries> names its package: <package android:name=\"\(package)\"/>")
            }
            if let match = Self.firstMatch(handles: app.handles, queries: intents) {
                return verdict(true, "it handles \(match.handle), and <queries> declares an <intent> for \(match.query)")
            }
            let handled = app.handles.map(\.description).joined(separator: ", ")
            return verdict(
                false,
                "targetSdk \(manifest.targetSdk) on Android \(profile.os.version) (API \(apiLevel)) filters packages, and <queries> names neither \(package) nor an intent it handles (\(handled))",
                fix: isUPIApp ? Self.upiIntentQuery : "<queries><package android:name=\"\(package)\"/></queries>")
        }
    }

    /// The `<queries>` entry that makes every UPI app visible.
    public static let upiIntentQuery =
        "<queries><intent><action android:name=\"android.intent.action.VIEW\"/><data android:scheme=\"upi\" android:host=\"pay\"/></intent></queries>"

    private static func firstMatch(handles: [AndroidURIPattern], queries: [AndroidURIPattern]) -> (handle: AndroidURIPattern, query: AndroidURIPattern)? {
        for query in queries {
            if let handle = handles.first(where: { $0.scheme == query.scheme && ($0.host == nil || query.host == nil || $0.host == query.host) }) {
                return (handle, query)
            }
        }
        return nil
    }

    public func verdict(for package: String) -> PackageVerdict? { verdicts.first { $0.package == package } }

    /// The UPI apps the merchant app sees, in installation order: what its checkout page can list.
    public var visibleUPIApps: [PackageVerdict] { verdicts.filter { $0.isUPIApp && $0.visible } }

    /// The UPI apps it does not see.
    public var hiddenUPIApps: [PackageVerdict] { verdicts.filter { $0.isUPIApp && !$0.visible } }

    /// Every installed app whose filters accept `uri`, visible or not: what the system chooser lists.
    public func chooser(for uri: AndroidURIPattern) -> [PackageVerdict] {
        verdicts.filter { $0.app.handles.contains { $0.accepts(uri) } }
    }

    /// `startActivity` with `uri`, explicit to `package` when one is given: not filtered, so an app the
    /// merchant app cannot see still opens.
    public func startActivity(_ uri: AndroidURIPattern, package: String?) -> ActivityStart {
        let handlers = chooser(for: uri)
        if let package {
            if handlers.contains(where: { $0.package == package }) { return .opened(package: package) }
            let why = verdict(for: package) == nil
                ? "\(package) is not installed"
                : "\(package) is installed but does not handle \(uri)"
            return .notFound(reason: "ActivityNotFoundException: \(why)")
        }
        switch handlers.count {
        case 0: return .notFound(reason: "ActivityNotFoundException: no installed app handles \(uri)")
        case 1: return .opened(package: handlers[0].package)
        default: return .chooser(packages: handlers.map(\.package))
        }
    }
}

/// What `startActivity` does with an intent.
public enum ActivityStart: Sendable, Equatable {
    case opened(package: String)
    /// Several apps handle the implicit intent: the system chooser asks the user.
    case chooser(packages: [String])
    case notFound(reason: String)
}

extension AndroidURIPattern {
    /// Whether an intent filter written as `self` accepts an intent for `uri`.
    public func accepts(_ uri: AndroidURIPattern) -> Bool {
        scheme == uri.scheme && (host == nil || host == uri.host)
    }
}
