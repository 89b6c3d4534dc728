import CheckoutTUI
import Foundation

/// Writes a transcript from the TUI (`w`): whole or not at all, never over an existing file unless the
/// user said so, or beside it under the next free name (`walk-2.txt`).
enum TranscriptFiles {
    static func write(_ request: TranscriptWriteRequest) -> TranscriptWriteOutcome {
        var target = request.path
        do {
            switch request.existing {
            case .overwrite:
                try AtomicFile.write(request.text, to: target)
            case .ask:
                if FileManager.default.fileExists(atPath: target) { return .exists(path: target, request: request) }
                try AtomicFile.writeNew(request.text, to: target)
            case .keepBoth:
                let url = URL(fileURLWithPath: target)
                let stem = url.deletingPathExtension().path
                let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
                var number = 2
                while FileManager.default.fileExists(atPath: target) {
                    target = (request.path.hasPrefix("/") ? stem : relative(stem)) + "-\(number)" + suffix
                    number += 1
                }
                try AtomicFile.writeNew(request.text, to: target)
            }
        } catch {
            return .failed(error.description)
        }
        return .written(path: target)
    }

    /// `stem` as the user wrote it: relative to the working folder when it is inside it.
    private static func relative(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
