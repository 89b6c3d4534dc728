/// What the device editor changed, in words, and the profile it saves: named and described as an
/// edit of the profile it started from, so the picker and `profiles show` do not describe the old device.
public enum ProfileChanges {
    /// Each change from `original` to `edited`: apps, declarations, iOS, callback scheme, URL types.
    public static func describe(from original: DeviceProfile, to edited: DeviceProfile) -> [String] {
        var changes: [String] = []
        let (before, after) = (original.installedApps.map(\.id), edited.installedApps.map(\.id))
        changes += before.filter { !after.contains($0) }.map { "\($0) uninstalled" }
        changes += after.filter { !before.contains($0) }.map { "\($0) installed" }
        let (declaredBefore, declaredAfter) = (original.merchantApp.queriesSchemes, edited.merchantApp.queriesSchemes)
        changes += missing(declaredBefore, from: declaredAfter).map { "\($0) no longer declared" }
        changes += missing(declaredAfter, from: declaredBefore).map { "\($0) declared" }
        if original.os.version != edited.os.version { changes.append("iOS \(original.os.version) → \(edited.os.version)") }
        switch (original.merchantApp.callbackScheme, edited.merchantApp.callbackScheme) {
        case (let old?, let new?) where old != new: changes.append("callback scheme \(old) → \(new)")
        case (_?, nil): changes.append("no callback scheme")
        case (nil, let new?): changes.append("callback scheme \(new)")
        default: break
        }
        let (typesBefore, typesAfter) = (original.merchantApp.urlSchemes, edited.merchantApp.urlSchemes)
        changes += missing(typesBefore, from: typesAfter).map { "\($0) no longer a URL type" }
        changes += missing(typesAfter, from: typesBefore).map { "\($0) a URL type" }
        return changes
    }

    /// `edited` as it is saved: " (edited)" after its name (once), and a description naming `sourceId`
    /// and the changes.
    public static func savable(_ edited: DeviceProfile, original: DeviceProfile, sourceId: String) -> DeviceProfile {
        var saved = edited
        let suffix = " (edited)"
        if !saved.name.hasSuffix(suffix) { saved.name += suffix }
        let changes = describe(from: original, to: edited)
        saved.description = "Edited from \(sourceId)" + (changes.isEmpty ? "." : ": " + changes.joined(separator: "; ") + ".")
        return saved
    }

    /// The schemes of `list` that `other` does not hold (case-insensitively), each once.
    private static func missing(_ list: [String], from other: [String]) -> [String] {
        let keys = Set(other.map(\.schemeKey))
        var seen: Set<String> = []
        return list.filter { !keys.contains($0.schemeKey) && seen.insert($0.schemeKey).inserted }
    }
}
