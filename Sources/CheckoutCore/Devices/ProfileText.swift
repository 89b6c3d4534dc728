/// The file formats a profile is read from; the editor saves in the one its file name ends with.
public enum ProfileFormat: String, Sendable, CaseIterable {
    case json, yaml

    /// The format of a file called `name` (`.json`, `.yaml`, `.yml`), or nil for any other name.
    public init?(fileName name: String) {
        if name.hasSuffix(".json") {
            self = .json
        } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            self = .yaml
        } else {
            return nil
        }
    }

    public var fileExtension: String { rawValue }
}

/// A profile written back as the text of a profile file: the loader's keys in the order the shipped
/// profiles use, only the optional parts it has, so the text decodes to the same profile.
public enum ProfileText {
    public static func text(_ profile: DeviceProfile, format: ProfileFormat, comment: String? = nil) -> String {
        switch format {
        case .json: return JSONWriter.pretty(document(profile)) + "\n"
        case .yaml:
            let header = comment.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "# \($0)\n" }.joined() } ?? ""
            return header + YAMLBlockText.text(document(profile))
        }
    }

    /// The profile as the document `ProfileDecoder` reads.
    public static func document(_ profile: DeviceProfile) -> JSONValue {
        var root: JSONObject = ["name": .string(profile.name)]
        if let description = profile.description { root.append("description", .string(description)) }
        var os: JSONObject = ["name": .string(profile.os.name), "version": .string(profile.os.version)]
        if let level = profile.os.apiLevel { os.append("apiLevel", .int(Int64(level))) }
        root.append("os", .object(os))
        root.append("installedApps", .array(profile.installedApps.map(app)))
        root.append("merchantApp", merchantApp(profile.merchantApp))
        if let merchant = profile.merchant { root.append("merchant", self.merchant(merchant)) }
        if let citcon = profile.citcon { root.append("citcon", self.citcon(citcon)) }
        return .object(root)
    }

    private static func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }

    private static func app(_ app: InstalledApp) -> JSONValue {
        var object: JSONObject = ["id": .string(app.id)]
        if let version = app.version { object.append("version", .string(version)) }
        if let package = app.package {
            object.append("package", .string(package))
            object.append("handles", strings(app.handles.map(\.description)))
        } else {
            object.append("schemes", strings(app.schemes))
        }
        return .object(object)
    }

    private static func merchantApp(_ app: MerchantApp) -> JSONValue {
        if let manifest = app.android { return self.manifest(manifest) }
        var object = JSONObject()
        if let bundleId = app.bundleId { object.append("bundleId", .string(bundleId)) }
        object.append("queriesSchemes", strings(app.queriesSchemes))
        object.append("urlSchemes", strings(app.urlSchemes))
        if let callback = app.callbackScheme { object.append("callbackScheme", .string(callback)) }
        if !app.universalLinks.isEmpty { object.append("universalLinks", strings(app.universalLinks)) }
        return .object(object)
    }

    private static func manifest(_ manifest: AndroidManifest) -> JSONValue {
        var object: JSONObject = ["package": .string(manifest.package), "targetSdk": .int(Int64(manifest.targetSdk))]
        let queries = manifest.queries
        if !queries.packages.isEmpty || !queries.intents.isEmpty {
            var block = JSONObject()
            if !queries.packages.isEmpty { block.append("packages", strings(queries.packages)) }
            if !queries.intents.isEmpty { block.append("intents", strings(queries.intents.map(\.description))) }
            object.append("queries", .object(block))
        }
        if !manifest.permissions.isEmpty { object.append("permissions", strings(manifest.permissions)) }
        return .object(object)
    }

    private static func merchant(_ merchant: MerchantOverrides) -> JSONValue {
        var object = JSONObject()
        let texts: [(String, String?)] = [
            ("merchantId", merchant.merchantId), ("saltKey", merchant.saltKey), ("callbackUrl", merchant.callbackUrl),
            ("displayName", merchant.displayName), ("mcc", merchant.mcc),
        ]
        for (key, value) in texts.prefix(2) { if let value { object.append(key, .string(value)) } }
        if let index = merchant.saltIndex { object.append("saltIndex", .int(Int64(index))) }
        for (key, value) in texts.dropFirst(2) { if let value { object.append(key, .string(value)) } }
        return .object(object)
    }

    private static func citcon(_ setup: CitconSetup) -> JSONValue {
        var object: JSONObject = ["environment": .string(setup.environment.rawValue)]
        if !setup.accessTokens.isEmpty {
            let tokens = CitconEnvironment.allCases.compactMap { environment in
                setup.accessTokens[environment].map { JSONMember(environment.rawValue, .string($0)) }
            }
            object.append("accessTokens", .object(JSONObject(tokens)))
        }
        if let scheme = setup.scheme { object.append("scheme", .string(scheme)) }
        if let link = setup.universalLink { object.append("universalLink", .string(link)) }
        object.append("handleUrl", .bool(setup.forwardsHandleUrl))
        object.append("handleScene", .bool(setup.forwardsHandleScene))
        object.append("handleUniversalLink", .bool(setup.forwardsHandleUniversalLink))
        return .object(object)
    }
}
