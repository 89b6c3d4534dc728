import CheckoutCore
import CheckoutTUI
import Foundation

/// Where the TUI's device editor saves a profile: the profile folder the TUI listed (or the working
/// folder when there is none), as a new file written whole, never over one that exists (a dangling
/// symbolic link included, and one with the same name in another format), then loaded back as the picker's entry, so what was saved is known to load.
struct ProfileFiles {
    var folder: URL

    init(folder: URL?) {
        self.folder = (folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    func save(_ request: ProfileSaveRequest) -> ProfileSaveOutcome {
        let target = folder.appendingPathComponent(request.fileName)
        if let blocker = AtomicFile.folderBlocker(above: folder.path) {
            return .failed("the profile folder \(folder.shownPath) cannot be created: \(blocker)")
        }
        // lstat, not fileExists: a dangling symbolic link is a name that is taken too.
        var info = stat()
        if lstat(target.path, &info) == 0 { return .exists(path: target.shownPath) }
        // `foo.yaml` beside `foo.json` would make the name `foo` mean two files: taken as well.
        if let namesake = ProfileStore(directory: folder).filesNamed(ProfileStore.stem(request.fileName)).first {
            return .exists(path: namesake.shownPath)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.writeNew(request.text, to: target.path)
        } catch let error as AtomicFile.WriteError {
            return .failed(error.description)
        } catch {
            return .failed("the profile folder \(folder.shownPath) cannot be created: \(AtomicFile.reason(error))")
        }
        let entry = ProfileEntries.entry(for: target)
        guard entry.isValid else {
            // Only a fault of the writer gets here; a file the picker would list as invalid is not left behind.
            try? FileManager.default.removeItem(at: target)
            return .failed("\(target.shownPath) did not load back, so it was not kept: \(entry.problems.joined(separator: "; "))")
        }
        return .saved(path: target.shownPath, entry: entry)
    }
}
