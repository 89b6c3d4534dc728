import ArgumentParser

/// `text` for people, `json` for scripts.
package enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

/// Writes text output. Profile and scenario files may hold terminal control characters (an ESC that
/// retitles the window); they are spelled out, never sent to the terminal.
package func printText(_ text: String, terminator: String = "\n") {
    print(text.spellingOutTerminalControls(), terminator: terminator)
}

/// Writes to standard error, control characters spelled out as `printText` does.
package func printError(_ message: String) {
    var standardError = StandardError()
    print(message.spellingOutTerminalControls(), to: &standardError)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleOutput.standardError(string)
    }
}
