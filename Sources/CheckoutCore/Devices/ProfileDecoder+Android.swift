/// The Android half of the profile reader: package names, intent filters and the merchant app's
/// manifest, with the iOS keys refused by name.
extension ProfileReader {
    /// The platform `os.name` asks for, read before the rest so the right keys are expected.
    static func platform(of os: JSONValue?) -> Platform {
        guard case .string(let name)? = os?["name"], name.lowercased() == "android" else { return .iOS }
        return .android
    }

    mutating func androidProfile(_ root: JSONObject, name: String?, description: String?) -> DeviceProfile? {
        let os = androidSystem(root["os"])
        let apps = androidApps(root["installedApps"])
        let app = androidMerchantApp(root["merchantApp"])
        var overrides: MerchantOverrides?
        if let block = root["merchant"] { overrides = merchant(block) }
        if root["citcon"] != nil { issue("citcon", "Citcon's SDK is simulated on iOS only; remove the block from an Android profile") }
        guard let name, let os, let apps, let app, issues.isEmpty else { return nil }
        return DeviceProfile(name: name, description: description, os: os, installedApps: apps, merchantApp: app, merchant: overrides)
    }

    mutating func androidSystem(_ value: JSONValue?) -> OperatingSystem? {
        guard let value, let os = object(value, at: "os", allowed: ProfileDecoder.allowedKeys["os"]!) else {
            if value == nil { issue("os", "is required") }
            return nil
        }
        let version = string(os["version"], at: "os.version", required: true)
        guard let level = apiLevel(os["apiLevel"], at: "os.apiLevel", required: true), let version else { return nil }
        if let problem = ProfileRules.androidVersionProblem(version, apiLevel: level) {
            issue("os.version", problem)
            return nil
        }
        return OperatingSystem(name: Platform.android.rawValue, version: version, apiLevel: level)
    }

    mutating func apiLevel(_ value: JSONValue?, at path: String, required: Bool) -> Int? {
        guard let value else {
            if required { issue(path, "is required (an Android API level such as 34 for Android 14)") }
            return nil
        }
        guard case .int(let number) = value else { typeIssue(path, expected: "a whole number (an API level such as 34)", got: value); return nil }
        if let problem = ProfileRules.apiLevelProblem(number) {
            issue(path, problem)
            return nil
        }
        return Int(number)
    }

    mutating func androidApps(_ value: JSONValue?) -> [InstalledApp]? {
        guard let value else { issue("installedApps", "is required (an array, possibly empty)"); return nil }
        guard case .array(let items) = value else { typeIssue("installedApps", expected: "an array", got: value); return nil }
        guard within(ProfileLimits.installedApps, "apps", value, at: "installedApps") else { return nil }
        var apps: [InstalledApp] = []
        var packages: Set<String> = []
        var handled = 0
        for (index, item) in items.enumerated() {
            let path = "installedApps[\(index)]"
            guard let app = object(item, at: path, allowed: ProfileDecoder.allowedKeys["installedApps[]"]!) else { continue }
            refuseKeys(["schemes"], in: app, at: path, because: "URL schemes are iOS's; on Android list the URIs the app's intent filters accept in \"handles\"")
            let version = string(app["version"], at: "\(path).version", required: false)
            let id = string(app["id"], at: "\(path).id", required: false)
            if id?.isEmpty == true { issue("\(path).id", "must not be empty (or leave it out: the package names the app)") }
            let package = packageName(app["package"], at: "\(path).package", required: true)
            if let package, !packages.insert(package).inserted { issue("\(path).package", "\"\(package)\" is installed twice") }
            let handles = uriList(app["handles"], at: "\(path).handles", required: true)
            if let handles, handles.isEmpty {
                issue("\(path).handles", "is empty: an app whose intent filters accept no URI can never be opened by a checkout; list them (e.g. [\"upi://pay\"]) or remove the app")
            }
            handled += handles?.count ?? 0
            if let package, let handles {
                apps.append(InstalledApp(
                    id: id ?? AndroidPackages.defaultId(of: package), version: version, schemes: [], package: package, handles: handles))
            }
        }
        guard handled <= ProfileLimits.installedAppSchemes else {
            issue("installedApps", "handle \(handled) URIs together, more than the \(ProfileLimits.installedAppSchemes) a profile may hold")
            return nil
        }
        return apps
    }

    mutating func androidMerchantApp(_ value: JSONValue?) -> MerchantApp? {
        guard let value else { issue("merchantApp", "is required (package and targetSdk)"); return nil }
        guard let app = object(value, at: "merchantApp", allowed: ProfileDecoder.allowedKeys["merchantApp"]!) else { return nil }
        refuseKeys(
            ["bundleId", "queriesSchemes", "urlSchemes", "callbackScheme", "universalLinks"], in: app, at: "merchantApp",
            because: "is iOS's Info.plist; an Android merchant app declares \"package\", \"targetSdk\", \"queries\" and \"permissions\"")
        let package = packageName(app["package"], at: "merchantApp.package", required: true)
        let targetSdk = apiLevel(app["targetSdk"], at: "merchantApp.targetSdk", required: true)
        var queries = AndroidQueries()
        if let block = app["queries"], let table = object(block, at: "merchantApp.queries", allowed: ProfileDecoder.allowedKeys["merchantApp.queries"]!) {
            queries.packages = packageList(table["packages"], at: "merchantApp.queries.packages") ?? []
            queries.intents = uriList(table["intents"], at: "merchantApp.queries.intents", required: false) ?? []
        }
        var permissions: [String] = []
        if let list = app["permissions"], within(ProfileLimits.queriesEntries, "permissions", list, at: "merchantApp.permissions") {
            permissions = stringList(list, at: "merchantApp.permissions") ?? []
            for (index, permission) in permissions.enumerated() {
                if let problem = ProfileRules.dottedNameProblem(permission, example: AndroidManifest.queryAllPackages) {
                    issue("merchantApp.permissions[\(index)]", problem)
                }
            }
        }
        guard let package, let targetSdk else { return nil }
        return MerchantApp(
            queriesSchemes: [], urlSchemes: [],
            android: AndroidManifest(package: package, targetSdk: targetSdk, queries: queries, permissions: permissions))
    }

    mutating func packageName(_ value: JSONValue?, at path: String, required: Bool) -> String? {
        guard let text = string(value, at: path, required: required) else { return nil }
        if let problem = ProfileRules.dottedNameProblem(text, example: AndroidPackages.phonePe) {
            issue(path, problem)
            return nil
        }
        return text
    }

    mutating func packageList(_ value: JSONValue?, at path: String) -> [String]? {
        guard let value, within(ProfileLimits.queriesEntries, "packages", value, at: path), let names = stringList(value, at: path) else { return nil }
        var packages: [String] = []
        for (index, name) in names.enumerated() {
            if let problem = ProfileRules.dottedNameProblem(name, example: AndroidPackages.phonePe) {
                issue("\(path)[\(index)]", problem)
            } else {
                packages.append(name)
            }
        }
        return packages
    }

    mutating func uriList(_ value: JSONValue?, at path: String, required: Bool) -> [AndroidURIPattern]? {
        guard let value else {
            if required { issue(path, "is required (the URIs the app's intent filters accept, e.g. [\"upi://pay\"])") }
            return nil
        }
        guard within(ProfileLimits.queriesEntries, "URIs", value, at: path), let texts = stringList(value, at: path) else { return nil }
        var patterns: [AndroidURIPattern] = []
        for (index, text) in texts.enumerated() {
            if let pattern = AndroidURIPattern(text) {
                patterns.append(pattern)
            } else {
                issue("\(path)[\(index)]", AndroidURIPattern.problem(in: text) ?? "is not a URI")
            }
        }
        return patterns.count == texts.count ? patterns : nil
    }
}
