/// Whether one scheme can be opened from the merchant app, and why.
public struct SchemeStatus: Sendable, Equatable {
    public var scheme: String
    /// 1-based position in `LSApplicationQueriesSchemes`, nil when not declared.
    public var declaredPosition: Int?
    /// Ids of the installed apps that register the scheme.
    public var registeredBy: [String]
    public var canOpen: Bool
    /// Why `canOpenURL` answers as it does, in words for the transcript.
    public var reason: String

    public var declared: Bool { declaredPosition != nil }
}

/// The phone's rules for what the merchant app sees and opens: on Android `packages` (package
/// visibility); on iOS the rules for URL schemes: `canOpenURL` needs the scheme declared (within the
/// first 50 from iOS 15) and registered by an installed app; `open(url)` needs only the app.
/// Immutable, and a class so that the walk, its checkout page and its deviceContext share one
/// instead of copying the profile and its scheme indexes for every question.
public final class Device: Sendable, Equatable {
    /// How many declared `LSApplicationQueriesSchemes` `canOpenURL` reads, from `queriesSchemesLimitSince`.
    public static let queriesSchemesLimit = 50
    /// The first major iOS version that reads only the first `queriesSchemesLimit` declared schemes.
    public static let queriesSchemesLimitSince = 15

    /// True when `os` reads only the first `queriesSchemesLimit` declared schemes (iOS 15 and later).
    public static func limitsDeclaredSchemes(on os: OperatingSystem) -> Bool { os.majorVersion >= queriesSchemesLimitSince }

    public let profile: DeviceProfile
    /// 1-based position of each declared scheme's declarations (the first counts), keyed by the
    /// case-folded scheme: a profile declaring thousands of schemes (to show the 50-scheme rule) costs
    /// in proportion to its size, not its square.
    private let declaredPositions: SchemeIndex<Int>
    /// Ids of the apps that register each scheme (case-folded), in installation order.
    private let registrars: SchemeIndex<String>

    /// Everything else is derived from the profile.
    public static func == (lhs: Device, rhs: Device) -> Bool { lhs.profile == rhs.profile }

    public init(profile: DeviceProfile) {
        self.profile = profile
        var positions = SchemeIndex<Int>()
        for (index, scheme) in profile.merchantApp.queriesSchemes.enumerated() { positions.add(scheme.schemeKey, index + 1) }
        declaredPositions = positions
        var registrars = SchemeIndex<String>()
        for app in profile.installedApps {
            for scheme in app.schemes { registrars.add(scheme.schemeKey, app.id) }
        }
        // The merchant app is installed too: its own URL types are registered by it.
        let merchantAppId = profile.merchantApp.bundleId ?? "merchant app"
        for scheme in profile.merchantApp.urlSchemes { registrars.add(scheme.schemeKey, merchantAppId) }
        self.registrars = registrars
        let limits = Self.limitsDeclaredSchemes(on: profile.os)
        limitsDeclaredSchemes = limits
        if profile.os.platform == .android {
            let visibility = PackageVisibility(profile: profile)
            packages = visibility
            context = DeviceContext(android: visibility)
        } else {
            packages = nil
            context = DeviceContext(profile: profile) { scheme in
                Self.canOpen(scheme.schemeKey, declaredPositions: positions, registrars: registrars, limitsDeclaredSchemes: limits)
            }
        }
    }

    /// Android's package visibility on this phone; nil on an iPhone, where URL schemes decide.
    public let packages: PackageVisibility?

    public var platform: Platform { profile.os.platform }

    /// The `deviceContext` this device sends, computed once: every walk on the device asks for it.
    public let context: DeviceContext

    /// True from iOS 15, when only the first 50 declared schemes count.
    public let limitsDeclaredSchemes: Bool

    /// Whether this iOS ignores a scheme declared at `position` (from 1): beyond the limit, from iOS 15.
    public func ignoresDeclaration(atPosition position: Int) -> Bool {
        Self.ignoresDeclaration(atPosition: position, limitsDeclaredSchemes: limitsDeclaredSchemes)
    }

    private static func ignoresDeclaration(atPosition position: Int, limitsDeclaredSchemes: Bool) -> Bool {
        limitsDeclaredSchemes && position > queriesSchemesLimit
    }

    public func canOpenURL(scheme: String) -> Bool {
        Self.canOpen(scheme.schemeKey, declaredPositions: declaredPositions, registrars: registrars, limitsDeclaredSchemes: limitsDeclaredSchemes)
    }

    /// `canOpenURL` over the indexes alone, so that `init` can ask it before the device is whole.
    private static func canOpen(
        _ key: String, declaredPositions: SchemeIndex<Int>, registrars: SchemeIndex<String>, limitsDeclaredSchemes: Bool
    ) -> Bool {
        guard let position = declaredPositions.first(key), !ignoresDeclaration(atPosition: position, limitsDeclaredSchemes: limitsDeclaredSchemes) else { return false }
        return registrars.first(key) != nil
    }

    private func declaredPosition(_ key: String) -> Int? { declaredPositions.first(key) }

    /// Where `scheme` is declared in LSApplicationQueriesSchemes (from 1), or nil: `status(of:)`
    /// without building its reason, for callers that only check the declaration.
    public func declaredPosition(of scheme: String) -> Int? { declaredPosition(scheme.schemeKey) }

    /// Whether an installed app (or the merchant app) registers `scheme`.
    public func isRegistered(_ scheme: String) -> Bool {
        registrars.first(scheme.schemeKey) != nil
    }

    public func status(of scheme: String) -> SchemeStatus {
        status(of: scheme, position: declaredPosition(scheme.schemeKey))
    }

    /// `status(of:)` with the declaration's position already looked up.
    private func status(of scheme: String, position: Int?) -> SchemeStatus {
        let apps = registrars.all(scheme.schemeKey)
        let canOpen: Bool
        let reason: String
        if position == nil {
            canOpen = false
            reason = apps.isEmpty
                ? "not declared in LSApplicationQueriesSchemes, and no installed app registers it"
                : "not declared in LSApplicationQueriesSchemes (\(apps.joined(separator: ", ")) is installed but hidden)"
        } else if let position, ignoresDeclaration(atPosition: position) {
            canOpen = false
            reason = "declared at position \(position), beyond the \(Self.queriesSchemesLimitText)"
        } else if apps.isEmpty {
            canOpen = false
            reason = "declared, but no installed app registers it"
        } else {
            canOpen = true
            reason = "declared and registered by \(apps.joined(separator: ", "))"
        }
        return SchemeStatus(scheme: scheme, declaredPosition: position, registeredBy: apps, canOpen: canOpen, reason: reason)
    }

    /// The scheme table: declared schemes in order, then the UPI detection schemes and installed apps'
    /// schemes that were not declared.
    public var schemeTable: [SchemeStatus] {
        var seen: Set<String> = []
        var schemes: [String] = []
        let candidates = profile.merchantApp.queriesSchemes + UPIApp.allCases.flatMap(\.detectionSchemes)
            + profile.installedApps.flatMap(\.schemes)
        for scheme in candidates where seen.insert(scheme.schemeKey).inserted { schemes.append(scheme) }
        return schemes.map(status(of:))
    }

    /// `open(url)`: no declaration needed; the first installed app that registers the scheme opens.
    public func open(scheme: String) -> OpenResult {
        if let appId = registrars.first(scheme.schemeKey) { return .opened(appId: appId) }
        return .failed(reason: "no installed app registers the \"\(scheme)\" scheme, so open(url) fails")
    }
}

extension Device {
    /// "50-scheme limit of iOS 15 and later", as reasons name it.
    static var queriesSchemesLimitText: String { "\(queriesSchemesLimit)-scheme limit of iOS \(queriesSchemesLimitSince) and later" }
}

/// The outcome of `open(url)`.
public enum OpenResult: Sendable, Equatable {
    case opened(appId: String)
    case failed(reason: String)
}

extension String {
    /// Schemes compare case-insensitively; most are already lower-case, so skip the copy then.
    var schemeKey: String {
        var text = self
        return text.withUTF8 { $0.contains { $0 &- UInt8(ascii: "A") < 26 } } ? lowercased() : self
    }
}
