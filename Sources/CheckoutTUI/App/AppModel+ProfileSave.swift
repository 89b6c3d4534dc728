import CheckoutCore

extension AppModel {
    /// How `.saveProfile` went: a saved profile joins the picker (where a fresh start would list it)
    /// and becomes the device screen's profile; otherwise the file-name prompt stays up with why.
    mutating func profileSaved(_ outcome: ProfileSaveOutcome) -> AppCommand {
        if case .saved(let path, var entry) = outcome {
            entry.savedByEditor = true
            addToPicker(entry)
            // The name first: a long folder is what a narrow status line cuts.
            let name = path.split(separator: "/").last.map(String.init) ?? path
            notice = Notice("Saved \(name), now in the profile list: \(path)")
        }
        if let index = screens.lastIndex(where: { $0.screen(as: DeviceScreen.self) != nil }) {
            screens[index].change(as: DeviceScreen.self) { $0.profileSaved(outcome) }
        }
        return .none
    }

    /// `entry` in file-name order among the profiles of its folder, the picker keeping its choice.
    private mutating func addToPicker(_ entry: ProfileEntry) {
        let folder = Self.folder(of: entry.file)
        let name = String(entry.file.dropFirst(folder.count))
        let sameFolder = profiles.indices.filter { Self.folder(of: profiles[$0].file) == folder }
        let index = sameFolder.first { String(profiles[$0].file.dropFirst(folder.count)) > name }
            ?? sameFolder.last.map { $0 + 1 } ?? profiles.count
        profiles.insert(entry, at: index)
        screens[0].change(as: PickerScreen.self) { picker in
            if picker.selected >= index { picker.list.selected = picker.selected + 1 }
        }
    }

    /// The folder part of a path, with its final "/" ("" for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
