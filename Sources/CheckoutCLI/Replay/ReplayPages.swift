import CheckoutCore
import Foundation

/// Writes `replay --html`'s pages into the folder the user named: created when missing, refused when
/// something else stands there. Each page is written whole or not at all, and a symbolic link left in
/// the folder is replaced, never followed out of it.
enum ReplayPages {
    static func write(_ report: ReplayReport, plan: ReplayPlan, to folder: String) throws(AtomicFile.WriteError) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw AtomicFile.WriteError(path: folder, reason: "it is a file, and --html needs a folder") }
        } else if let blocker = AtomicFile.folderBlocker(above: folder) {
            throw AtomicFile.WriteError(path: folder, reason: blocker)
        }
        func write(_ html: String, named name: String) throws(AtomicFile.WriteError) {
            try AtomicFile.write(html, to: (folder as NSString).appendingPathComponent(name), followingLinks: false)
        }
        do {
            // The pages come in report order, so the cases are expanded again one at a time as they are drawn.
            var cases = plan.allCases().makeIterator()
            var next = 0
            let index = try report.htmlPages(walk: { index in
                while next < index {
                    _ = cases.next()
                    next += 1
                }
                next += 1
                let replayCase = cases.next()!
                return Walk.run(profile: replayCase.profile, request: replayCase.walk)
            }, page: { name, html in try write(html, named: name) })
            // The index last: it links only to pages already written.
            try write(index, named: "index.html")
        } catch let error as AtomicFile.WriteError {
            throw error
        } catch {
            throw AtomicFile.WriteError(path: folder, reason: "\(error)")
        }
    }
}
