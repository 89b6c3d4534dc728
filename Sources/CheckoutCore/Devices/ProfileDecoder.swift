/// One problem in a profile: where (`installedApps[2].schemes`) and which rule it breaks.
public struct ProfileIssue: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Every problem found in one profile, reported together rather than one at a time.
public struct ProfileErrors: Error, Sendable, Equatable {
    public var issues: [ProfileIssue]
}

/// Turns a parsed JSON (or YAML) document into a `DeviceProfile`, collecting every problem at once.
public enum ProfileDecoder {
    /// The keys each object of a profile may hold; anything else is an error.
    public static let allowedKeys: [String: [String]] = [
        "": ["name", "description", "os", "installedApps", "merchantApp", "merchant", "citcon"],
        "os": ["name", "version", "apiLevel"],
        "installedApps[]": ["id", "version", "schemes", "package", "handles"],
        "merchantApp": ["bundleId", "queriesSchemes", "urlSchemes", "callbackScheme", "universalLinks", "package", "targetSdk", "queries", "permissions"],
        "merchantApp.queries": ["packages", "intents"],
        "merchant": ["merchantId", "saltKey", "saltIndex", "callbackUrl", "displayName", "mcc"],
        "citcon": ["environment", "accessTokens", "scheme", "universalLink", "handleUrl", "handleScene", "handleUniversalLink"],
        "citcon.accessTokens": CitconEnvironment.allCases.map(\.rawValue),
    ]

    public static func decode(_ document: JSONValue) -> Result<DeviceProfile, ProfileErrors> {
        var reader = ProfileReader()
        let profile = reader.profile(document)
        if let profile, reader.issues.isEmpty { return .success(profile) }
        return .failure(ProfileErrors(issues: reader.issues))
    }
}

/// Walks the document once, recording issues as it goes and returning nil for parts it cannot use.
struct ProfileReader {
    var issues: [ProfileIssue] = []

    mutating func profile(_ document: JSONValue) -> DeviceProfile? {
        guard let root = object(document, at: "", allowed: ProfileDecoder.allowedKeys[""]!) else {
            return nil
        }
        let name = string(root["name"], at: "name", required: true)
        if let name, name.trimmingWhitespace().isEmpty { issue("name", "must not be empty") }
        let description = string(root["description"], at: "description", required: false)
        if Self.platform(of: root["os"]) == .android { return androidProfile(root, name: name, description: description) }
        let os = operatingSystem(root["os"])
        let apps = installedApps(root["installedApps"])
        let app = merchantApp(root["merchantApp"])
        var overrides: MerchantOverrides?
        if let block = root["merchant"] { overrides = merchant(block) }
        var citcon: CitconSetup?
        if let block = root["citcon"] { citcon = citconSetup(block) }
        guard let name, let os, let apps, let app else { return nil }
        return DeviceProfile(
            name: name, description: description, os: os, installedApps: apps, merchantApp: app, merchant: overrides,
            citcon: citcon)
    }

    mutating func operatingSystem(_ value: JSONValue?) -> OperatingSystem? {
        guard let value else { issue("os", "is required (an object with \"version\", e.g. {\"version\": \"17.4\"})"); return nil }
        guard let os = object(value, at: "os", allowed: ProfileDecoder.allowedKeys["os"]!) else { return nil }
        let name = string(os["name"], at: "os.name", required: false) ?? "iOS"
        if name.lowercased() != "ios" { issue("os.name", "must be \"iOS\" or \"Android\", got \"\(name)\"") }
        if os["apiLevel"] != nil { issue("os.apiLevel", "is Android's; an iPhone has only \"version\"") }
        guard let version = string(os["version"], at: "os.version", required: true) else { return nil }
        if let problem = ProfileRules.osVersionProblem(version) {
            issue("os.version", problem)
            return nil
        }
        return OperatingSystem(name: "iOS", version: version)
    }

    mutating func installedApps(_ value: JSONValue?) -> [InstalledApp]? {
        guard let value else { issue("installedApps", "is required (an array, possibly empty)"); return nil }
        guard case .array(let items) = value else { typeIssue("installedApps", expected: "an array", got: value); return nil }
        guard within(ProfileLimits.installedApps, "apps", value, at: "installedApps") else { return nil }
        var apps: [InstalledApp] = []
        var seen: Set<String> = []
        for (index, item) in items.enumerated() {
            let path = "installedApps[\(index)]"
            guard let app = object(item, at: path, allowed: ProfileDecoder.allowedKeys["installedApps[]"]!) else { continue }
            let id = string(app["id"], at: "\(path).id", required: true)
            let version = string(app["version"], at: "\(path).version", required: false)
            let schemes = schemeList(app["schemes"], at: "\(path).schemes", required: true)
            refuseKeys(["package", "handles"], in: app, at: path, because: "is Android's; an iPhone's app registers URL \"schemes\"")
            if let id {
                if id.isEmpty { issue("\(path).id", "must not be empty") }
                if !seen.insert(id.lowercased()).inserted { issue("\(path).id", "\"\(id)\" is installed twice") }
            }
            if let id, let schemes { apps.append(InstalledApp(id: id, version: version, schemes: schemes)) }
        }
        let registered = apps.reduce(0) { $0 + $1.schemes.count }
        guard registered <= ProfileLimits.installedAppSchemes else {
            let limit = ProfileLimits.installedAppSchemes
            issue("installedApps", "register \(registered) schemes together, more than the \(limit) a profile may hold")
            return nil
        }
        return apps
    }

    mutating func merchantApp(_ value: JSONValue?) -> MerchantApp? {
        guard let value else { issue("merchantApp", "is required (queriesSchemes and urlSchemes)"); return nil }
        guard let app = object(value, at: "merchantApp", allowed: ProfileDecoder.allowedKeys["merchantApp"]!) else { return nil }
        refuseKeys(
            ["package", "targetSdk", "queries", "permissions"], in: app, at: "merchantApp",
            because: "is Android's manifest; an iPhone's merchant app declares \"queriesSchemes\" and \"urlSchemes\"")
        let bundleId = string(app["bundleId"], at: "merchantApp.bundleId", required: false)
        let queries = schemeList(app["queriesSchemes"], at: "merchantApp.queriesSchemes", required: true)
        let urlSchemes = schemeList(app["urlSchemes"], at: "merchantApp.urlSchemes", required: true)
        // A misconfigured callback scheme is something to simulate, not reject: only its type is checked.
        let callback = string(app["callbackScheme"], at: "merchantApp.callbackScheme", required: false)
        var links: [String] = []
        if let value = app["universalLinks"], within(ProfileLimits.universalLinks, "universal links", value, at: "merchantApp.universalLinks") {
            links = stringList(value, at: "merchantApp.universalLinks") ?? []
        }
        for (index, link) in links.enumerated() where !link.hasPrefix("https://") {
            issue("merchantApp.universalLinks[\(index)]", "a universal link must start with https://, got \"\(link)\"")
        }
        guard let queries, let urlSchemes else { return nil }
        return MerchantApp(
            bundleId: bundleId, queriesSchemes: queries, urlSchemes: urlSchemes, callbackScheme: callback,
            universalLinks: links)
    }

    mutating func merchant(_ value: JSONValue) -> MerchantOverrides? {
        guard let block = object(value, at: "merchant", allowed: ProfileDecoder.allowedKeys["merchant"]!) else { return nil }
        var overrides = MerchantOverrides()
        overrides.merchantId = string(block["merchantId"], at: "merchant.merchantId", required: false)
        overrides.saltKey = string(block["saltKey"], at: "merchant.saltKey", required: false)
        overrides.callbackUrl = string(block["callbackUrl"], at: "merchant.callbackUrl", required: false)
        overrides.displayName = string(block["displayName"], at: "merchant.displayName", required: false)
        overrides.mcc = string(block["mcc"], at: "merchant.mcc", required: false)
        if let mcc = overrides.mcc, !(mcc.count == 4 && mcc.allSatisfy(\.isASCIIDigit)) {
            issue("merchant.mcc", "must be a four-digit merchant category code like \"5311\", got \"\(mcc)\"")
        }
        if let index = block["saltIndex"] {
            if case .int(let number) = index, number >= 1, number <= 999 {
                overrides.saltIndex = Int(number)
            } else {
                // JSON has no infinity, so the writer would show YAML's `.inf` (or 1e999) as null; and it
                // writes 2.0 as 2, which would make the refusal look wrong.
                let shown = switch index {
                case .double(let number) where !number.isFinite: "infinity (.inf, or a number too large such as 1e999)"
                case .double(let number) where number == number.rounded() && (1...999).contains(number): "\(number), a decimal number: write \(Int(number))"
                case .double(let number): "\(number), a decimal number"
                default: JSONWriter.compactString(index)
                }
                issue("merchant.saltIndex", "must be a whole number from 1 to 999, got \(shown)")
            }
        }
        return overrides
    }

    mutating func citconSetup(_ value: JSONValue) -> CitconSetup? {
        guard let block = object(value, at: "citcon", allowed: ProfileDecoder.allowedKeys["citcon"]!) else { return nil }
        var setup = CitconSetup()
        if let name = string(block["environment"], at: "citcon.environment", required: false) {
            if let environment = CitconEnvironment(rawValue: name) {
                setup.environment = environment
            } else {
                let known = CitconEnvironment.allCases.map(\.rawValue).joined(separator: ", ")
                issue("citcon.environment", "must be one of \(known), got \"\(name)\"")
            }
        }
        if let tokens = block["accessTokens"],
            let table = object(tokens, at: "citcon.accessTokens", allowed: ProfileDecoder.allowedKeys["citcon.accessTokens"]!) {
            for member in table.members {
                let (key, token) = (member.key, member.value)
                guard let environment = CitconEnvironment(rawValue: key),
                    let text = string(token, at: "citcon.accessTokens.\(key)", required: true) else { continue }
                if text.isEmpty { issue("citcon.accessTokens.\(key)", "must not be empty") }
                setup.accessTokens[environment] = text
            }
        }
        // A scheme the app never registered is a misconfiguration to simulate; only its type is checked.
        setup.scheme = string(block["scheme"], at: "citcon.scheme", required: false)
        setup.universalLink = string(block["universalLink"], at: "citcon.universalLink", required: false)
        if let link = setup.universalLink, !link.hasPrefix("https://") {
            issue("citcon.universalLink", "a universal link must start with https://, got \"\(link)\"")
        }
        setup.forwardsHandleUrl = bool(block["handleUrl"], at: "citcon.handleUrl") ?? true
        setup.forwardsHandleScene = bool(block["handleScene"], at: "citcon.handleScene") ?? true
        setup.forwardsHandleUniversalLink = bool(block["handleUniversalLink"], at: "citcon.handleUniversalLink") ?? true
        return setup
    }

    /// One issue per key of `keys` that `object` holds, each saying why it does not belong on this platform.
    mutating func refuseKeys(_ keys: [String], in object: JSONObject, at path: String, because reason: String) {
        for key in keys where object[key] != nil { issue(join(path, key), reason) }
    }

    // MARK: - Typed readers

    mutating func bool(_ value: JSONValue?, at path: String) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value else { typeIssue(path, expected: "true or false", got: value); return nil }
        return flag
    }

    mutating func object(_ value: JSONValue, at path: String, allowed: [String]) -> JSONObject? {
        guard case .object(let object) = value else { typeIssue(path, expected: "an object", got: value); return nil }
        for key in object.keys where !allowed.contains(key) {
            let known = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            issue(join(path, key), "unknown key \"\(key)\" (allowed here: \(known))")
        }
        return object
    }

    mutating func string(_ value: JSONValue?, at path: String, required: Bool) -> String? {
        guard let value else {
            if required { issue(path, "is required") }
            return nil
        }
        guard case .string(let text) = value else { typeIssue(path, expected: "a string", got: value); return nil }
        return text
    }

    mutating func stringList(_ value: JSONValue?, at path: String) -> [String]? {
        guard let value else { return nil }
        guard case .array(let items) = value else { typeIssue(path, expected: "an array of strings", got: value); return nil }
        var strings: [String] = []
        for (index, item) in items.enumerated() {
            if let text = string(item, at: "\(path)[\(index)]", required: true) { strings.append(text) }
        }
        return strings.count == items.count ? strings : nil
    }

    mutating func schemeList(_ value: JSONValue?, at path: String, required: Bool) -> [String]? {
        guard let value else {
            if required { issue(path, "is required (an array of URL schemes, possibly empty)") }
            return nil
        }
        guard within(ProfileLimits.schemesPerList, "schemes", value, at: path), let schemes = stringList(value, at: path) else { return nil }
        // Misconfigured schemes (invalid characters, duplicates) are what the simulator exists to show,
        // so only entries that cannot be a scheme at all are rejected.
        for (index, scheme) in schemes.enumerated() {
            if let problem = ProfileRules.schemeProblem(scheme) { issue("\(path)[\(index)]", problem) }
        }
        return schemes
    }

    /// False, with an issue naming the count and the limit, when `value` is an array longer than `limit`:
    /// checked before its entries are read, so a runaway list is refused without being walked.
    mutating func within(_ limit: Int, _ noun: String, _ value: JSONValue, at path: String) -> Bool {
        guard case .array(let items) = value, items.count > limit else { return true }
        issue(path, "lists \(items.count) \(noun), more than the \(limit) a profile may hold")
        return false
    }

    mutating func typeIssue(_ path: String, expected: String, got value: JSONValue) {
        issue(path, "must be \(expected), got \(value.typeName)")
    }

    mutating func issue(_ path: String, _ message: String) {
        issues.append(ProfileIssue(path: path, message: message))
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

