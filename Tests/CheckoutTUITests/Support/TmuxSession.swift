import CheckoutTUI
import CheckoutTestSupport
import Foundation

/// The real `checkout-sim` binary in a detached tmux session of a fixed size: keys in with
/// `send-keys`, the screen out with `capture-pane`, and waits that poll the pane against a deadline.
///
/// Sessions live on a tmux server of their own (`-L`), so a developer's tmux is never touched.
final class TmuxSession {
    /// Why a tmux test could not even start; CI installs tmux, so a missing one is a failure, not a skip.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let socket = "checkout-sim-tests-\(getpid())"

    let name: String
    private var killed = false

    /// Starts `checkout-sim ARGUMENTS` in `sh`, which afterwards prints whether `stty` is as before
    /// (`TTY=restored`) and the exit status (`EXIT=n`), and stays on screen once the program is gone.
    /// `limits`, shell commands such as `ulimit -f 4`, apply to the program alone (in a subshell).
    /// `workingFolder` is where it starts (the repository unless given).
    convenience init(
        name: String, columns: Int = 100, rows: Int = 30, arguments: [String] = [], environment: [String: String] = [:], limits: String? = nil,
        workingFolder: URL? = nil
    ) throws {
        let command = limits.map { "(\($0); exec \(Self.commandLine(arguments)))" } ?? Self.commandLine(arguments)
        // `trap : INT`: a non-interactive sh would die of the same Ctrl-C as the program (same process
        // group) and report nothing; with a trap it waits for the program, and children keep SIGINT's default.
        let script = """
            trap : INT; before=$(stty -g); \(command); status=$?; \
            if [ "$(stty -g)" = "$before" ]; then echo TTY=restored; else echo TTY=changed; fi; echo EXIT=$status
            """
        try self.init(name: name, columns: columns, rows: rows, environment: environment, shell: ["sh", "-c", script], workingFolder: workingFolder)
    }

    /// The prompt of `shellNamed` sessions (followed by a space, which a captured pane trims).
    static let prompt = "shell$"

    /// An interactive `sh` with job control, prompting `prompt`, for what a user types at a shell:
    /// Ctrl-Z, `fg`, `stty`. `commandLine(_:)` is the line that starts the program.
    convenience init(shellNamed name: String, columns: Int = 100, rows: Int = 30) throws {
        try self.init(name: name, columns: columns, rows: rows, environment: ["PS1": Self.prompt + " ", "ENV": ""], shell: ["sh", "-i"])
    }

    private init(name: String, columns: Int, rows: Int, environment: [String: String], shell: [String], workingFolder: URL? = nil) throws {
        self.name = "\(name)-\(getpid())"
        var env = ["CHECKOUT_SIM_PROFILES": RepositoryPaths.profiles.path, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        env.merge(environment) { _, new in new }
        var arguments = ["new-session", "-d", "-s", self.name, "-x", "\(columns)", "-y", "\(rows)", "-c", (workingFolder ?? RepositoryPaths.root).path]
        for (key, value) in env.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(key)=\(value)"] }
        arguments += shell + [";", "set-option", "-t", self.name, "remain-on-exit", "on"]
        try Self.startSession(arguments)
    }

    /// `checkout-sim ARGUMENTS` as a shell command line.
    static func commandLine(_ arguments: [String] = []) -> String {
        ([CLI.executable.path] + arguments).map(shellQuoted).joined(separator: " ")
    }

    /// When the previous test's session was the server's last, the server exits as it goes; a new
    /// session started in that moment finds it dying ("server exited unexpectedly"). Starting again
    /// brings up a fresh server.
    private static func startSession(_ arguments: [String]) throws {
        var refusal: Failure?
        try eventuallyBlocking("a tmux server to start the session", within: .seconds(2), every: .milliseconds(100), lastSeen: { refusal?.description }) {
            do {
                try tmux(arguments)
                return true
            } catch let failure as Failure where failure.description.contains("server exited unexpectedly") {
                refusal = failure
                return false
            }
        }
    }

    deinit { kill() }

    /// Keys by what they mean (the vocabulary `TUIDriver` shares), typed in one `send-keys`.
    func press(_ meanings: KeyMeaning...) throws {
        try send(meanings.map { Self.tmuxName(of: $0.typed) })
    }

    /// One key `times` times in a row, typed in one `send-keys`.
    func press(_ meaning: KeyMeaning, times: Int) throws {
        try send(Array(repeating: Self.tmuxName(of: meaning.typed), count: times))
    }

    /// Keys as they are, arrows as arrows: the escape sequences a terminal sends for them.
    func press(keys: Key...) throws {
        try send(keys.map(Self.tmuxName(of:)))
    }

    /// Ctrl-C: the terminal's interrupt, which the program receives as SIGINT, not as a key.
    func interrupt() throws {
        try send(["C-c"])
    }

    /// Ctrl-\: the terminal's quit, which the program receives as SIGQUIT; sent as its byte, 0x1C,
    /// which needs no quoting of the backslash.
    func quit() throws {
        try Self.tmux(["send-keys", "-t", name, "-H", "1c"])
    }

    /// Ctrl-Z: the terminal's suspend, which the program receives as SIGTSTP.
    func suspend() throws {
        try send(["C-z"])
    }

    /// Types `line` at the shell and presses Enter.
    func type(line: String) throws {
        try Self.tmux(["send-keys", "-t", name, "-l", line])
        try send(["Enter"])
    }

    /// Keys by tmux's names: "Enter", "Escape", "Tab", "BTab", "C-c", "j", "NPage"…
    private func send(_ keys: [String]) throws {
        try Self.tmux(["send-keys", "-t", name] + keys)
    }

    /// tmux's name for a key, as `send-keys` takes it.
    static func tmuxName(of key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "BTab"
        case .backspace: "BSpace"
        case .delete: "DC"
        case .escape: "Escape"
        case .pageUp: "PPage"
        case .pageDown: "NPage"
        case .home: "Home"
        case .end: "End"
        }
    }

    /// A left click at a cell (0-based) as the X10 mouse bytes a terminal sends for a press and a
    /// release: ESC [ M, then the button (0 left, 3 released), column and row, each offset by 32
    /// (coordinates 1-based).
    func click(column: Int, row: Int) throws {
        let bytes = [0, 3].flatMap { button in [0x1B, 0x5B, 0x4D, 32 + button, 33 + column, 33 + row] }
        try Self.tmux(["send-keys", "-t", name, "-H"] + bytes.map { String($0, radix: 16) })
    }

    func resize(columns: Int, rows: Int) throws {
        try Self.tmux(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The pane as text, one line per row.
    func capture() throws -> String {
        try Self.tmux(["capture-pane", "-p", "-t", name])
    }

    /// Polls the pane until `condition` holds on a settled screen, and returns it; throws with the last screen at the deadline.
    @discardableResult
    func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
        var screen = ""
        var previous: String?
        try eventuallyBlocking(what, every: .milliseconds(50), lastSeen: { "the pane showed:\n\(screen)" }) {
            screen = try capture()
            // The program may be mid-paint when the text first shows: wait for two captures that agree.
            guard condition(screen) else {
                previous = nil
                return false
            }
            defer { previous = screen }
            return screen == previous
        }
        return screen
    }

    @discardableResult
    func waitFor(text: String) throws -> String {
        try waitFor("\"\(text)\"") { $0.contains(text) }
    }

    func kill() {
        guard !killed else { return }
        killed = true
        _ = try? Self.tmux(["kill-session", "-t", name])
    }

    // MARK: Running tmux

    /// The oldest tmux with all the session uses: `send-keys -H` came with 3.0.
    static let minimumVersion = (major: 3, minor: 0)

    /// The version `tmux -V` names ("tmux 3.3a", "tmux next-3.5"), or nil when it names none.
    static func version(from output: String) -> (major: Int, minor: Int)? {
        guard output.hasPrefix("tmux ") else { return nil }
        var rest = output.dropFirst("tmux ".count)
        if rest.hasPrefix("next-") { rest = rest.dropFirst("next-".count) }
        let numbers = rest.prefix { $0.isNumber || $0 == "." }.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
        return (major, minor)
    }

    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        guard let executable else {
            throw Failure(description: "tmux is not installed, and the end-to-end TUI tests need it: apt-get install tmux (.ci/run does)")
        }
        let folder = FileManager.default.temporaryDirectory
        let outFile = folder.appendingPathComponent("checkout-sim-tmux-\(UUID().uuidString).out").path
        let errFile = folder.appendingPathComponent("checkout-sim-tmux-\(UUID().uuidString).err").path
        defer {
            try? FileManager.default.removeItem(atPath: outFile)
            try? FileManager.default.removeItem(atPath: errFile)
        }
        let status = try spawnAndWait([executable.path, "-L", socket] + arguments, stdout: outFile, stderr: errFile)
        let output = (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let errors = (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? ""
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(errors)")
        }
        return output
    }

    /// posix_spawn and waitpid rather than Foundation's Process: Process learns of the exit through a
    /// descriptor the child inherits, and the tmux server forked by the first command keeps it open for
    /// ever, so `waitUntilExit` would never return. Output goes to files for the same reason.
    private static func spawnAndWait(_ argv: [String], stdout: String, stderr: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, cEnvironment)
        guard spawned == 0 else { throw Failure(description: "could not start \(argv[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid for tmux failed: error \(errno)") }
        }
        // WIFEXITED and WEXITSTATUS are macros Swift cannot call.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
