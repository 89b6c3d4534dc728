import ArgumentParser
import CheckoutCore
import Foundation

/// `checkout-sim decode`: decodes a base64 request, response or callback and lints it.
struct DecodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode a base64 request, response or callback, print its JSON and lint it.",
        discussion: """
            The input is the base64 text, or an envelope {"request": "…"} / {"response": "…"}, as an \
            argument or on standard input; a gateway answer given as plain JSON is linted as it stands. \
            Invalid JSON is reported with line and column; fields are checked against the endpoint \
            (given with --path, or guessed from the fields), and where a payload shows one of the \
            documents' own contradictions the finding says so.
            Exit 0 when nothing is wrong, 1 when the JSON is invalid or a rule is broken.
            Example:
              echo 'eyJhbW91bnQiOjEwMH0=' | checkout-sim decode --path /v4/debit
            """
    )

    @Argument(help: "Base64 text (wrapped lines allowed, as GNU base64 prints it) or an envelope; read from standard input when absent.")
    var input: String?

    @Option(help: "The endpoint the payload was sent to (e.g. /v4/debit); guessed when absent.")
    var path: String?

    func run() throws {
        let raw = input ?? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        let report = PayloadInspector.inspect(raw, path: path)
        printText(report.text, terminator: "")
        if report.hasErrors { throw ExitCode.failure }
    }
}
