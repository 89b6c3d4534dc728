#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hands the terminal back when a signal ends or stops the program, and tells the live terminal to
/// take it again when the program continues.
///
/// A handler may interrupt curses half way through a write, so it never calls curses: it writes the
/// reset sequences prepared beforehand and sets the terminal modes found at start, both
/// async-signal-safe. Everything a handler reads lives in memory allocated once, outside Swift's
/// exclusivity checks. A program that continues after Ctrl-Z (or any stop) is woken through a pipe the
/// terminal polls beside standard input, and re-enters curses on its own thread.
enum TerminalSignals {
    /// Signals that end the program by default: Ctrl-C, `kill`, hang-up, timers, a closed pipe, a crash.
    /// Each restores the terminal and then gets the disposition it had before, so the program still
    /// dies of it (the shell reports 130, 143…) and a crash reporter still sees the crash.
    static let endingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
    ]
    /// Ctrl-\ asks the program to quit, not to be debugged: Swift's runtime catches it to draw a
    /// backtrace over the screen and wait for a key. It is caught whatever handled it (unless it was
    /// ignored at start), and the program dies of it with the default action, so the shell reports 131.
    static let quitSignal = SIGQUIT
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

    /// The longest reset sequence kept; terminfo's are a few dozen bytes.
    private static let resetCapacity = 512
    private static let signalCount = 65

    private struct HandOver {
        var reset: UnsafeMutablePointer<UInt8>
        var resetCount: Int
        /// The terminal modes before curses changed them, set back on the way out.
        var shellModes: termios
        var wakeRead: Int32
        var wakeWrite: Int32
        /// Set by Ctrl-Z's handler once the terminal is handed back.
        var handedBack: Bool
        /// The disposition each caught signal had before, by signal number.
        var previous: UnsafeMutablePointer<sigaction>
        var caught: UnsafeMutablePointer<Bool>
    }

    /// Allocated on first use (always `install`, on the main thread), never freed: a handler may run at any time.
    nonisolated(unsafe) private static let state: UnsafeMutablePointer<HandOver> = {
        let state = UnsafeMutablePointer<HandOver>.allocate(capacity: 1)
        state.initialize(
            to: HandOver(
                reset: .allocate(capacity: resetCapacity), resetCount: 0, shellModes: termios(), wakeRead: -1, wakeWrite: -1, handedBack: false,
                previous: .allocate(capacity: signalCount), caught: .allocate(capacity: signalCount)))
        state.pointee.caught.initialize(repeating: false, count: signalCount)
        return state
    }()

    /// The descriptor that becomes readable when the program continued after a stop; -1 when not installed.
    static var wakeDescriptor: Int32 { state.pointee.wakeRead }

    /// Saves the terminal modes, opens the wake pipe and catches the signals. Signals the program was
    /// started with ignored (`nohup`) stay ignored; crash signals are caught whatever handled them.
    static func install() {
        rememberShellModes()
        var ends: [Int32] = [0, 0]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            state.pointee.wakeRead = ends[0]
            state.pointee.wakeWrite = ends[1]
        }
        for number in endingSignals { catchSignal(number, with: endingHandler, onlyIfDefault: true) }
        for number in crashSignals { catchSignal(number, with: endingHandler, onlyIfDefault: false) }
        if !isIgnored(quitSignal) { catchSignal(quitSignal, with: quitHandler, onlyIfDefault: false) }
        catchSignal(SIGTSTP, with: stopHandler, onlyIfDefault: true)
        catchSignal(SIGCONT, with: continueHandler, onlyIfDefault: true)
    }

    /// Puts every caught signal back as it was and closes the wake pipe.
    static func remove() {
        for number in 0..<Int32(signalCount) where state.pointee.caught[Int(number)] {
            _ = sigaction(number, &state.pointee.previous[Int(number)], nil)
            state.pointee.caught[Int(number)] = false
        }
        for end in [state.pointee.wakeRead, state.pointee.wakeWrite] where end >= 0 { _ = close(end) }
        state.pointee.wakeRead = -1
        state.pointee.wakeWrite = -1
    }

    /// What a handler writes to hand the terminal back: attributes off, mouse off, keypad off, cursor
    /// shown, alternate screen left. Longer sequences are cut.
    static func setResetSequence(_ bytes: [UInt8]) {
        let count = min(bytes.count, resetCapacity)
        state.pointee.resetCount = 0
        for (index, byte) in bytes.prefix(count).enumerated() { state.pointee.reset[index] = byte }
        state.pointee.resetCount = count
    }

    /// Takes the terminal's current modes as the ones to hand back: at start, and after Ctrl-Z the
    /// shell's, which the user may have changed meanwhile.
    static func rememberShellModes() {
        var modes = termios()
        if tcgetattr(STDOUT_FILENO, &modes) == 0 { state.pointee.shellModes = modes }
    }

    /// How the program went on after a stop.
    enum Continuation {
        /// After Ctrl-Z: the terminal was handed back, and its modes now are the shell's.
        case afterHandBack
        /// After a stop nobody handled (`kill -STOP`): the terminal may hold anything.
        case afterStop
    }

    /// Whether the program continued since the last call, and how.
    static func takeContinuation() -> Continuation? {
        guard state.pointee.wakeRead >= 0 else { return nil }
        var woken = false
        var byte: UInt8 = 0
        while read(state.pointee.wakeRead, &byte, 1) == 1 { woken = true }
        guard woken else { return nil }
        // Set before the stop, so it is there whichever thread's handler wrote to the pipe first.
        let handedBack = state.pointee.handedBack
        state.pointee.handedBack = false
        return handedBack ? .afterHandBack : .afterStop
    }

    // MARK: In the handlers: async-signal-safe calls only

    /// The reset sequences and the modes found at start, written straight to the terminal.
    private static func handBack() {
        let handOver = state
        var written = 0
        while written < handOver.pointee.resetCount {
            let result = write(STDOUT_FILENO, handOver.pointee.reset + written, handOver.pointee.resetCount - written)
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        _ = tcsetattr(STDOUT_FILENO, TCSADRAIN, &handOver.pointee.shellModes)
    }

    /// Also keeps `errno` as it was: the interrupted code may be about to read it.
    private static func wake() {
        let interruptedErrno = errno
        var byte: UInt8 = 1
        _ = write(state.pointee.wakeWrite, &byte, 1)
        errno = interruptedErrno
    }

    /// Restores, then hands the signal to the disposition it had before; it is delivered as the handler returns.
    private static let endingHandler: @convention(c) (Int32) -> Void = { number in
        handBack()
        _ = sigaction(number, &state.pointee.previous[Int(number)], nil)
        _ = raise(number)
    }

    /// Restores, then dies of the signal with its default action, whatever handler was there before.
    private static let quitHandler: @convention(c) (Int32) -> Void = { number in
        handBack()
        var byDefault = sigaction()
        _ = sigemptyset(&byDefault.sa_mask)
        byDefault.setDefaultAction()
        _ = sigaction(number, &byDefault, nil)
        _ = raise(number)
    }

    /// Ctrl-Z: restores, stops with the default action, and once continued asks for the terminal back.
    /// Where stopping is not allowed (an orphaned process group) the stop is dropped and the program goes on at once.
    private static let stopHandler: @convention(c) (Int32) -> Void = { number in
        let interruptedErrno = errno
        handBack()
        state.pointee.handedBack = true
        var ours = sigaction()
        _ = sigaction(number, &state.pointee.previous[Int(number)], &ours)
        var stop = sigset_t()
        _ = sigemptyset(&stop)
        _ = sigaddset(&stop, number)
        _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        _ = raise(number)
        // Stopped here until SIGCONT.
        _ = sigaction(number, &ours, nil)
        wake()
        errno = interruptedErrno
    }

    /// Any continue, also after a `kill -STOP` that left the terminal as it was: redraw and re-enter.
    private static let continueHandler: @convention(c) (Int32) -> Void = { _ in wake() }

    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        return sigaction(number, nil, &current) == 0 && current.handlerAddress == 1
    }

    private static func catchSignal(_ number: Int32, with handler: @convention(c) (Int32) -> Void, onlyIfDefault: Bool) {
        var previous = sigaction()
        guard sigaction(number, nil, &previous) == 0 else { return }
        if onlyIfDefault, previous.handlerAddress != 0 { return }
        var action = sigaction()
        action.setHandler(handler)
        _ = sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        state.pointee.previous[Int(number)] = previous
        state.pointee.caught[Int(number)] = true
        _ = sigaction(number, &action, nil)
    }
}

extension sigaction {
    /// 0 for the default action, 1 for ignored, otherwise a handler.
    fileprivate var handlerAddress: Int {
        #if os(Linux)
            unsafeBitCast(__sigaction_handler.sa_handler, to: Int.self)
        #else
            unsafeBitCast(__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    fileprivate mutating func setDefaultAction() {
        #if os(Linux)
            __sigaction_handler.sa_handler = SIG_DFL
        #else
            __sigaction_u.__sa_handler = SIG_DFL
        #endif
    }

    fileprivate mutating func setHandler(_ handler: @convention(c) (Int32) -> Void) {
        #if os(Linux)
            __sigaction_handler.sa_handler = handler
        #else
            __sigaction_u.__sa_handler = handler
        #endif
    }
}
