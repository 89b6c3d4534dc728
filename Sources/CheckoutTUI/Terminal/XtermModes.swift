/// xterm's private modes the live terminal switches, as bytes a signal handler can write as they are.
enum XtermModes {
    /// Every xterm mouse mode curses may have turned on; terminals ignore modes they do not know.
    static let mouseOff = Array("\u{1B}[?1006l\u{1B}[?1015l\u{1B}[?1005l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l".utf8)
    /// Bracketed paste (mode 2004): pasted text comes between `ESC [200~` and `ESC [201~`, so it can
    /// be taken as text rather than as keys.
    static let bracketedPasteOn = Array("\u{1B}[?2004h".utf8)
    static let bracketedPasteOff = Array("\u{1B}[?2004l".utf8)

    /// terminfo's delays (`$<5>`) are for curses to wait out, not to send.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
                let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = end + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
