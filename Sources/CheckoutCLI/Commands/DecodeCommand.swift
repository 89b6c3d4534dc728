import ArgumentParser
import CheckoutCore
import Foundation

/// `checkout-sim decode`: decodes a base64 request, response or callback and lints it.
struct DecodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode a base64 request, response or callback (or lint a PhonePe v2 JSON request), print its JSON and lint it.",
        discussion: """
            The input is the base64 text, or an envelope {"request": "…"} / {"response": "…"}, as an \
            argument or on standard input; a gateway answer given as plain JSON is linted as it stands. \
            Invalid JSON is reported with line and column; fields are checked against the endpoint \
            (given with --path, or guessed from the fields), and where a payload shows one of the \
            documents' own contradictions the finding says so. A PhonePe v2 request (plain JSON: a pay, SDK \
            order or refund body, --path /checkout/v2/pay and the like, or guessed from merchantOrderId and \
            merchantRefundId) is linted against v2's rules, v1 habits such as merchantCallBackScheme included.
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
        let report = Self.v2Report(raw, path: path) ?? PayloadInspector.inspect(raw, path: path)
        printText(report.text, terminator: "")
        if report.hasErrors { throw ExitCode.failure }
    }

    /// The report for a v2 request: a body sent to a v2 path, or plain JSON that reads as one; nil
    /// for anything else (v1's inspection reads it).
    static func v2Report(_ raw: String, path: String?) -> InspectionReport? {
        let endpoint = path.flatMap(PhonePeV2Lint.endpoint(path:))
        guard path == nil || endpoint != nil else { return nil }
        var report = InspectionReport()
        switch Result(catching: { () throws(JSONSyntaxError) -> JSONValue in try JSONParser.parse(raw) }) {
        case .success(let json):
            guard let route = endpoint ?? PhonePeV2Lint.guessedEndpoint(json) else { return nil }
            report.json = json
            report.findings = json.objectValue == nil
                ? [Finding(.error, "a v2 request is a JSON object, not \(json.typeName)")]
                : PhonePeV2Lint.findings(json, endpoint: route)
        case .failure(let error):
            guard endpoint != nil else { return nil }
            report.decodedText = raw
            report.syntaxError = error
            report.findings = [Finding(.error, "not valid JSON: \(error)")]
        }
        return report
    }
}
