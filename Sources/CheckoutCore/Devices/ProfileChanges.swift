/// What the device editor changed, in words, and the profile it saves: named and described as an
/// edit of the profile it started from, so the picker and `profiles show` do not describe the old device.
public enum ProfileChanges {
    /// Each change from `original` to `edited`: apps, declarations, the OS version, callback scheme, URL
    /// types, and on Android the manifest's targetSdk, `<queries>` and permissions.
    public static func describe(from original: DeviceProfile, to edited: DeviceProfile) -> [String] {
        var changes: [String] = []
        let (before, after) = (original.installedApps.map(\.id), edited.installedApps.map(\.id))
        changes += before.filter { !after.contains($0) }.map { "\($0) uninstalled" }
        changes += after.filter { !before.contains($0) }.map { "\($0) installed" }
        let (declaredBefore, declaredAfter) = (original.merchantApp.queriesSchemes, edited.merchantApp.queriesSchemes)
        changes += missing(declaredBefore, from: declaredAfter).map { "\($0) no longer declared" }
        changes += missing(declaredAfter, from: declaredBefore).map { "\($0) declared" }
        if original.os.version != edited.os.version { changes.append("\(original.os.platform.rawValue) \(original.os.version) → \(edited.os.version)") }
        switch (original.merchantApp.callbackScheme, edited.merchantApp.callbackScheme) {
        case (let old?, let new?) where old != new: changes.append("callback scheme \(old) → \(new)")
        case (_?, nil): changes.append("no callback scheme")
        case (nil, let new?): changes.append("callback scheme \(new)")
        default: break
        }
        let (typesBefore, typesAfter) = (original.merchantApp.urlSchemes, edited.merchantApp.urlSchemes)
        changes += missing(typesBefore, from: typesAfter).map { "\($0) no longer a URL type" }
        changes += missing(typesAfter, from: typesBefore).map { "\($0) a URL type" }
        if let before = original.merchantApp.android, let after = edited.merchantApp.android { changes += manifestChanges(from: before, to: after) }
        return changes
    }

    /// "targetSdk 34 → 29", "<queries> + upi://pay", "<queries> − com.phonepe.app", "<uses-permission> + …".
    private static func manifestChanges(from before: AndroidManifest, to after: AndroidManifest) -> [String] {
        var changes: [String] = []
        if before.targetSdk != after.targetSdk { changes.append("targetSdk \(before.targetSdk) → \(after.targetSdk)") }
        let queriedBefore = before.queries.packages + before.queries.intents.map(\.description)
        let queriedAfter = after.queries.packages + after.queries.intents.map(\.description)
        changes += queriedBefore.filter { !queriedAfter.contains($0) }.map { "<queries> − \($0)" }
        changes += queriedAfter.filter { !queriedBefore.contains($0) }.map { "<queries> + \($0)" }
        changes += before.permissions.filter { !after.permissions.contains($0) }.map { "<uses-permission> − \($0)" }
        changes += after.permissions.filter { !before.permissions.contains($0) }.map { "<uses-permission> + \($0)" }
        return changes
    }

    /// `edited` as it is saved: a name that is not the original's (" (edited)" after it, or " (edited 2)"
    /// and on when the original was itself an edit), and a description naming `sourceId` and the changes.
    public static func savable(_ edited: DeviceProfile, original: DeviceProfile, sourceId: String) -> DeviceProfile {
        var saved = edited
        saved.name = editedName(of: original.name)
        let changes = describe(from: original, to: edited)
        saved.description = "Edited from \(sourceId)" + (changes.isEmpty ? "." : ": " + changes.joined(separator: "; ") + ".")
        return saved
    }

    /// "iPhone 15" → "iPhone 15 (edited)" → "iPhone 15 (edited 2)" → "iPhone 15 (edited 3)".
    static func editedName(of name: String) -> String {
        if name.hasSuffix(" (edited)") { return name.dropLast(")".count) + " 2)" }
        if let open = name.range(of: " (edited ", options: .backwards), name.hasSuffix(")"),
            let count = Int(name[open.upperBound..<name.index(before: name.endIndex)]) {
            return name[..<open.upperBound] + "\(count + 1))"
        }
        return name + " (edited)"
    }

    /// The schemes of `list` that `other` does not hold (case-insensitively), each once.
    private static func missing(_ list: [String], from other: [String]) -> [String] {
        let keys = Set(other.map(\.schemeKey))
        var seen: Set<String> = []
        return list.filter { !keys.contains($0.schemeKey) && seen.insert($0.schemeKey).inserted }
    }
}
