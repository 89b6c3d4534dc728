/// A simulated phone: an iPhone or an Android phone, its OS version, the apps installed on it and the
/// merchant app under test.
public struct DeviceProfile: Sendable, Equatable {
    public var name: String
    public var description: String?
    public var os: OperatingSystem
    public var installedApps: [InstalledApp]
    public var merchantApp: MerchantApp
    /// Merchant credentials and settings this profile carries; flags override them.
    public var merchant: MerchantOverrides?
    /// The merchant app's Citcon SDK set-up, when the profile describes one.
    public var citcon: CitconSetup?

    public init(
        name: String, description: String? = nil, os: OperatingSystem, installedApps: [InstalledApp],
        merchantApp: MerchantApp, merchant: MerchantOverrides? = nil, citcon: CitconSetup? = nil
    ) {
        self.name = name
        self.description = description
        self.os = os
        self.installedApps = installedApps
        self.merchantApp = merchantApp
        self.merchant = merchant
        self.citcon = citcon
    }

    /// Whether the merchant app can offer Citcon's wallets: the profile describes its Citcon SDK set-up.
    public var offersCitcon: Bool { citcon != nil }
}

/// The platforms a profile can simulate; each has its own rules for which apps the merchant app sees.
public enum Platform: String, Sendable, CaseIterable {
    case iOS
    case android = "Android"
}

/// The operating system of a profile.
public struct OperatingSystem: Sendable, Equatable {
    public var name: String
    public var version: String
    /// Android's API level (34 for Android 14); nil on iOS.
    public var apiLevel: Int?

    public init(name: String = "iOS", version: String, apiLevel: Int? = nil) {
        self.name = name
        self.version = version
        self.apiLevel = apiLevel
    }

    public var platform: Platform { name == Platform.android.rawValue ? .android : .iOS }

    /// "iOS 17.4" or "Android 14", as lists name the phone.
    public var shortLabel: String { "\(platform.rawValue) \(version)" }

    /// "iOS 17.4" or "Android 14, API 34", as headings name the phone.
    public var label: String {
        guard platform == .android else { return "iOS \(version)" }
        return "Android \(version)" + (apiLevel.map { ", API \($0)" } ?? "")
    }

    /// The major version, e.g. 17 for "17.4"; 0 when it cannot be read (the decoder rejects such versions).
    public var majorVersion: Int {
        // The usual "17.4" read from its bytes (every walk asks); anything else the long way.
        var value = 0
        var digits = 0
        for byte in version.utf8 {
            if byte == UInt8(ascii: "."), digits > 0 { return value }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else {
                return Int(version.split(separator: ".").first ?? "") ?? 0
            }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : Int(version.split(separator: ".").first ?? "") ?? 0
    }
}

/// An app on the device: on iOS the URL schemes it registers, on Android its package and the URIs its
/// intent filters accept.
public struct InstalledApp: Sendable, Equatable {
    public var id: String
    public var version: String?
    public var schemes: [String]
    /// The Android package name (`com.phonepe.app`); nil on iOS.
    public var package: String?
    /// The URIs the app's intent filters accept on Android (`upi://pay`, `upi://mandate`); empty on iOS.
    public var handles: [AndroidURIPattern]

    public init(id: String, version: String? = nil, schemes: [String], package: String? = nil, handles: [AndroidURIPattern] = []) {
        self.id = id
        self.version = version
        self.schemes = schemes
        self.package = package
        self.handles = handles
    }
}

/// The merchant app's Info.plist (iOS) or manifest (Android) as far as checkout cares.
public struct MerchantApp: Sendable, Equatable {
    public var bundleId: String?
    /// `LSApplicationQueriesSchemes`, in declaration order (order matters for the 50-scheme limit).
    public var queriesSchemes: [String]
    /// The app's registered URL types.
    public var urlSchemes: [String]
    /// What the app passes as `merchantCallBackScheme`; may be misconfigured on purpose.
    public var callbackScheme: String?
    public var universalLinks: [String]
    /// The Android manifest: package, `targetSdk`, `<queries>` and permissions; nil on iOS.
    public var android: AndroidManifest?

    public init(
        bundleId: String? = nil, queriesSchemes: [String], urlSchemes: [String], callbackScheme: String? = nil,
        universalLinks: [String] = [], android: AndroidManifest? = nil
    ) {
        self.bundleId = bundleId
        self.queriesSchemes = queriesSchemes
        self.urlSchemes = urlSchemes
        self.callbackScheme = callbackScheme
        self.universalLinks = universalLinks
        self.android = android
    }
}

/// The optional `merchant` block of a profile: every field optional.
public struct MerchantOverrides: Sendable, Equatable {
    public var merchantId: String?
    public var saltKey: String?
    public var saltIndex: Int?
    public var callbackUrl: String?
    public var displayName: String?
    public var mcc: String?

    public init(
        merchantId: String? = nil, saltKey: String? = nil, saltIndex: Int? = nil, callbackUrl: String? = nil,
        displayName: String? = nil, mcc: String? = nil
    ) {
        self.merchantId = merchantId
        self.saltKey = saltKey
        self.saltIndex = saltIndex
        self.callbackUrl = callbackUrl
        self.displayName = displayName
        self.mcc = mcc
    }
}
