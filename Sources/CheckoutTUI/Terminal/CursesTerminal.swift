import CNCursesW

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live terminal: ncursesw behind the `Terminal` protocol. The only type that knows curses exists (its keys are read in `CursesTerminal+Keys.swift`).
///
/// It refuses to start without a real terminal, and hands the terminal back on every way out:
/// `restore()` on a normal quit or a thrown error, and `TerminalSignals` for Ctrl-C, `kill`, crashes
/// and Ctrl-Z, after which it takes the terminal again when the program continues.
public final class CursesTerminal: Terminal {
    public private(set) var size: TerminalSize
    public let glyphs: Glyphs
    private let screen: OpaquePointer
    /// Colour pair per role; empty when the terminal has no colours or NO_COLOR is set.
    private let pairs: [TextStyle.Role: Int16]
    private let mouse: Bool
    private var restored = false
    /// An event met while reading a paste, given out next.
    private var held: TerminalEvent?

    /// Escape alone must feel instant; curses waits a whole second by default for a sequence to follow.
    static let escapeDelayMilliseconds: Int32 = 25

    /// Throws when standard input or output is not a terminal, or TERM is unset or dumb; starts nothing.
    public static func checkAvailable() throws(TerminalUnavailable) {
        if let problem = TerminalUnavailable.check(
            stdinIsTerminal: isatty(STDIN_FILENO) == 1, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            term: getenv("TERM").map { String(cString: $0) })
        {
            throw problem
        }
    }

    /// Takes over the terminal (alternate screen, no echo, keys one at a time) until `restore()`.
    /// With `mouse`, clicks and the wheel come as events; the terminal's own text selection then needs
    /// Shift (Option on macOS terminals) held.
    public init(mouse: Bool = true) throws(TerminalUnavailable) {
        try Self.checkAvailable()
        // Before newterm, so curses reads UTF-8 and wide characters are drawn whole.
        setlocale(LC_ALL, "")
        glyphs = Glyphs.forCodeset(nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? "")
        // Ours go in first: curses installs its own SIGINT/SIGTERM/SIGTSTP handlers only where none is
        // set; those exit with status 1 instead of dying of the signal, and leave keypad mode off after Ctrl-Z.
        TerminalSignals.install()
        guard let screen = cnc_newterm_stdio() else {
            TerminalSignals.remove()
            let term = getenv("TERM").map { String(cString: $0) } ?? ""
            throw TerminalUnavailable(reason: "the terminal type TERM=\"\(term)\" is unknown to this system's terminfo")
        }
        self.screen = screen
        self.mouse = mouse
        TerminalSignals.setResetSequence(Self.resetSequence(mouse: mouse))
        _ = cnc_set_escdelay(Self.escapeDelayMilliseconds)
        _ = cnc_cbreak_noecho()
        _ = cnc_hide_cursor()
        if mouse { cnc_enable_mouse() }
        cnc_bracketed_paste(1)
        pairs = Self.startColours()
        size = TerminalSize(columns: Int(cnc_cols()), rows: Int(cnc_lines()))
    }

    deinit { restore() }

    /// Whether cells are painted in colour (the terminal has colours and NO_COLOR is unset).
    public var usesColour: Bool { !pairs.isEmpty }

    // MARK: Terminal

    public func draw(_ frame: Frame) {
        _ = cnc_erase()
        for row in 0..<min(frame.size.rows, size.rows) {
            for run in frame.runs(row: row) where run.column < size.columns {
                _ = cnc_set_attributes(attributes(for: run.style), pairs[run.style.role] ?? 0)
                put(run.text, column: run.column, row: row)
            }
        }
        _ = cnc_set_attributes(cnc_a_normal(), 0)
        _ = cnc_refresh()
    }

    /// Puts one run, clipped at the window's edge (a frame wider than the window would wrap onto the
    /// next line). Curses lays out a string scalar by scalar, so an emoji sequence (a skin tone, a
    /// family) goes alone, cut to what one curses cell holds, and what follows keeps its column.
    private func put(_ text: String, column: Int, row: Int) {
        var pending = ""
        var start = column
        var x = column
        func flush() {
            // The bottom-right cell makes curses report ERR (the cursor cannot advance); the cell is still drawn.
            if !pending.isEmpty { _ = cnc_put(Int32(row), Int32(start), pending) }
            pending = ""
        }
        for character in text {
            let width = CharacterWidth.of(character)
            if x + width > size.columns { break }
            if let alone = CursesCell.alone(character, width: width) {
                flush()
                _ = cnc_put(Int32(row), Int32(x), alone)
                start = x + width
            } else {
                pending.append(character)
            }
            x += width
        }
        flush()
    }

    /// Reads what curses has without waiting, and otherwise sleeps in poll(2) on standard input and
    /// the signal wake-up pipe, so a program continued after Ctrl-Z takes the terminal back at once
    /// rather than at the next key.
    public func nextEvent(timeoutMilliseconds: Int?) -> TerminalEvent? {
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds($0)) }
        if let held {
            self.held = nil
            return held
        }
        cnc_timeout(0)
        var emptyReads = 0
        while true {
            if let continuation = TerminalSignals.takeContinuation() { return resume(continuation) }
            var code: Int32 = 0
            let status = cnc_get_key(&code)
            if status != ERR {
                emptyReads = 0
                if let event = event(status: status, code: code) { return event }
                continue
            }
            if StandardInput.isGone() { return .inputClosed }
            var waitMilliseconds: Int32 = -1
            if let deadline {
                let left = clock.now.duration(to: deadline)
                if left <= .zero { return nil }
                waitMilliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            // Readable input that never makes a key means input that is gone.
            if StandardInput.wait(milliseconds: waitMilliseconds) {
                emptyReads += 1
                if emptyReads > 100 { return .inputClosed }
            }
        }
    }

    private func event(status: Int32, code: Int32) -> TerminalEvent? {
        if status == cnc_key_code_yes() {
            if code == cnc_key_resize() {
                size = TerminalSize(columns: Int(cnc_cols()), rows: Int(cnc_lines()))
                return .resize(size)
            }
            if code == cnc_key_mouse(), let mouse = Self.mouseEvent() { return .mouse(mouse) }
            if code == cnc_key_paste_start() { return readPaste() }
            return Self.functionKey(code).map { .key($0) }
        }
        return Self.characterKey(code).map { .key($0) }
    }

    /// Pasted text longer than this is cut; no input takes a thousandth of it.
    static let maximumPasteBytes = 1 << 20
    /// A paste may come in pieces; a gap this long without its end mark ends it.
    static let pasteGapMilliseconds: Int32 = 500

    /// The text up to the paste's end mark, line breaks and tabs kept (the app decides what they
    /// mean); other control characters are dropped.
    private func readPaste() -> TerminalEvent {
        var text = String.UnicodeScalarView()
        var bytes = 0
        cnc_timeout(Self.pasteGapMilliseconds)
        defer { cnc_timeout(0) }
        while true {
            var code: Int32 = 0
            let status = cnc_get_key(&code)
            if status == ERR { break }
            var scalar: Unicode.Scalar?
            if status == cnc_key_code_yes() {
                if code == cnc_key_paste_end() { break }
                if code == cnc_key_resize() {
                    size = TerminalSize(columns: Int(cnc_cols()), rows: Int(cnc_lines()))
                    held = .resize(size)
                }
                if code == cnc_key_enter() { scalar = "\n" }
            } else if code == 13 || code == 10 || code == 9 {
                scalar = code == 9 ? "\t" : "\n"
            } else if case .character(let character)? = Self.characterKey(code) {
                scalar = character.unicodeScalars.first
            }
            guard let scalar, bytes < Self.maximumPasteBytes else { continue }
            text.append(scalar)
            bytes += scalar.utf8.count
        }
        return .paste(String(text))
    }

    /// Takes the terminal again after a stop and reports the size, so the app paints a whole frame
    /// at it (the window may have been resized meanwhile).
    private func resume(_ continuation: TerminalSignals.Continuation) -> TerminalEvent {
        if continuation == .afterHandBack { TerminalSignals.rememberShellModes() }
        cnc_resume(continuation == .afterHandBack ? 1 : 0, mouse ? 1 : 0)
        cnc_bracketed_paste(1)
        cnc_fit_to_window()
        size = TerminalSize(columns: Int(cnc_cols()), rows: Int(cnc_lines()))
        return .resize(size)
    }

    public func restore() {
        guard !restored else { return }
        restored = true
        cnc_bracketed_paste(0)
        _ = endwin()
        delscreen(screen)
        TerminalSignals.remove()
    }

    // MARK: Style

    private func attributes(for style: TextStyle) -> attr_t {
        var bits = cnc_a_normal()
        if style.attributes.contains(.bold) { bits |= cnc_a_bold() }
        if style.attributes.contains(.reverse) { bits |= cnc_a_reverse() }
        if style.attributes.contains(.dim) { bits |= cnc_a_dim() }
        if style.attributes.contains(.underline) { bits |= cnc_a_underline() }
        return bits
    }

    /// Colours only when the terminal has them and the user has not asked for none (no-color.org).
    private static func startColours() -> [TextStyle.Role: Int16] {
        let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
        guard noColor.isEmpty, has_colors() else { return [:] }
        _ = start_color()
        // -1 keeps the terminal's own background (and foreground, for muted text).
        _ = use_default_colors()
        var pairs: [TextStyle.Role: Int16] = [:]
        // Curses numbers the eight colours as ANSI does.
        for role in TextStyle.Role.allCases {
            guard let colour = role.ansiColour else { continue }
            let pair = Int16(pairs.count + 1)
            if init_pair(pair, colour, -1) == OK { pairs[role] = pair }
        }
        return pairs
    }

    // MARK: Hand-back

    /// What a signal handler writes to leave the terminal as the shell expects it, from this
    /// terminal's terminfo: attributes off, mouse reports off, keypad off, cursor shown, alternate screen left.
    private static func resetSequence(mouse: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        func add(_ capability: String) {
            guard let value = cnc_terminfo_string(capability) else { return }
            bytes += XtermModes.withoutPadding(Array(String(cString: value).utf8))
        }
        add("sgr0")
        if mouse, cnc_terminfo_string("kmous") != nil {
            bytes += XtermModes.mouseOff
        }
        bytes += XtermModes.bracketedPasteOff
        add("rmkx")
        add("cnorm")
        add("rmcup")
        return bytes
    }
}
