import Foundation

/// Checks on a ledger file's path before a database opens it, so a mistake is named plainly instead
/// of as a database error, and a link to nowhere is not silently made into a new file.
enum LedgerFile {
    static func check(_ path: String) throws {
        let files = FileManager.default
        if let target = try? files.destinationOfSymbolicLink(atPath: path), !files.fileExists(atPath: path) {
            throw LedgerError.danglingLink(path: path, target: target)
        }
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw LedgerError.isFolder(path: path) }
            let type = (try? files.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type != .typeRegular { throw LedgerError.notARegularFile(path: path) }
            return
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var parentIsFolder: ObjCBool = false
        guard files.fileExists(atPath: parent, isDirectory: &parentIsFolder), parentIsFolder.boolValue else {
            throw LedgerError.folderMissing(path: path, folder: parent)
        }
    }

    /// The path made absolute, for saying where the ledger is.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
