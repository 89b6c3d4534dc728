import Foundation

extension TUICommand {
    /// Where the device editor saves a profile: the folder `CHECKOUT_SIM_PROFILES` names (the user
    /// asked for it), else `./Profiles` when the working folder has one, else the working folder
    /// itself. Never the `Profiles/` found beside the program: started elsewhere, a demo's edited
    /// phone does not land in the repository.
    static func profileSaveFolder(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingFolder: String = FileManager.default.currentDirectoryPath
    ) -> URL {
        if let asked = environment["CHECKOUT_SIM_PROFILES"], !asked.isEmpty {
            return URL(fileURLWithPath: asked, relativeTo: URL(fileURLWithPath: workingFolder, isDirectory: true)).standardizedFileURL
        }
        let working = URL(fileURLWithPath: workingFolder, isDirectory: true).standardizedFileURL
        let local = working.appendingPathComponent("Profiles")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: local.path, isDirectory: &isFolder), isFolder.boolValue { return local }
        return working
    }
}
