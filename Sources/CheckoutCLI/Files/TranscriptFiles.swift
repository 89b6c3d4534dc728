import CheckoutTUI
import Foundation

/// Writes a transcript from the TUI (`w`): whole or not at all, never over an existing file unless the
/// user said so, or beside it under the next free name (`walk-2.txt`). A leading `~/` is the home
/// folder, as in a shell.
enum TranscriptFiles {
    static func write(_ request: TranscriptWriteRequest) -> TranscriptWriteOutcome {
        let path = request.path.hasPrefix("~/") ? NSString(string: request.path).expandingTildeInPath : request.path
        do {
            guard let written = try AtomicFile.place(request.text, at: path, request.existing) else {
                return .exists(path: request.path, request: request)
            }
            return .written(path: written)
        } catch {
            return .failed(error.description)
        }
    }
}
