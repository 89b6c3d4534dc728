import ArgumentParser
import CheckoutCore

/// `checkout-sim verify`: checks an X-VERIFY against a body, path and salt, and says which part differs.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check an X-VERIFY value against a body, path and salt key, or a v2 webhook's Authorization.",
        discussion: """
            A pay call: --body '{"request":"…"}' (or --base64 …) and --path /v4/debit.
            A status check: --path /pg/v1/status/MID/TXN alone.
            A callback: --body '{"response":"…"}' (or --base64 …) and --kind callback.
            Without --kind, a body's envelope key (request or response) says what was signed; a --path alone must be a status check.
            A PhonePe v2 webhook: --authorization (its Authorization header) with --username and --password (as set on PhonePe's dashboard).
            Exit 0 when it matches; otherwise 1, with what differs and the likely mistake.
            Examples:
              checkout-sim verify --x-verify 'e3b0…###1' --path /v4/debit --body '{"request":"eyJ…"}'
              checkout-sim verify --authorization 'bc84…6e0e' --username username --password password
            """
    )

    @Option(name: .customLong("x-verify"), help: "The X-VERIFY value to check.")
    var xVerify: String?

    @Option(help: "A PhonePe v2 webhook's Authorization header to check (with --username and --password).")
    var authorization: String?

    @Option(help: "The v2 webhook username set on PhonePe's dashboard.")
    var username: String?

    @Option(help: "The v2 webhook password set on PhonePe's dashboard.")
    var password: String?

    @Option(help: "The request or callback body: {\"request\": \"…\"} or {\"response\": \"…\"}.")
    var body: String?

    @Option(help: "The base64 payload itself, instead of --body.")
    var base64: String?

    @Option(help: "The endpoint path (pay calls and status checks).")
    var path: String?

    @Option(help: "What was signed: request, status or callback (default: guessed from the other options).")
    var kind: ChecksumVerdict.Kind?

    @Option(name: .customLong("salt-key"), help: "Salt key (default PhonePe's public UAT key).")
    var saltKey: String = PhonePeMerchant.uatSaltKey

    @Option(name: .customLong("salt-index"), parsing: .unconditional, help: "Salt index (1 or more).")
    var saltIndex: Int = 1

    func validate() throws {
        switch (xVerify, authorization) {
        case (nil, nil): throw ValidationError("give --x-verify (a v1 signature) or --authorization (a v2 webhook's header) to check")
        case (.some, .some): throw ValidationError("give --x-verify or --authorization, not both")
        case (nil, .some):
            guard username != nil, password != nil else {
                throw ValidationError("a v2 webhook's Authorization is the SHA-256 of username:password: give --username and --password")
            }
            if body != nil || base64 != nil || path != nil || kind != nil {
                throw ValidationError("--authorization checks a v2 webhook: it takes --username and --password, not --body, --base64, --path or --kind")
            }
            return
        case (.some, nil):
            if username != nil || password != nil { throw ValidationError("--username and --password go with --authorization (a v2 webhook), not --x-verify") }
        }
        if body != nil, base64 != nil { throw ValidationError("give --body or --base64, not both") }
        if saltIndex < 1 { throw ValidationError("--salt-index: must be 1 or more (salt keys are numbered from 1), got \(saltIndex)") }
        if let base64, Base64.decode(base64) == nil {
            throw ValidationError("--base64: \"\(base64.spellingOutTerminalControls(keepingLayout: false))\" is not valid base64 (standard alphabet A–Z a–z 0–9 + /, padded with =); give the payload exactly as sent")
        }
        let kind = resolvedKind
        if self.kind == nil, body == nil, base64 == nil, path == nil {
            throw ValidationError("nothing to check the X-VERIFY against: give --path for a status check, --body (or --base64) and --path for a pay call, or --body for a callback")
        }
        if kind == .status, kind != self.kind, let path, !path.contains("status") {
            throw ValidationError("--path \(path) is not a status check, whose checksum covers the base64 payload too: give --body or --base64 (or --kind status)")
        }
        if kind != .status, body == nil, base64 == nil {
            throw ValidationError("a \(kind.rawValue) checksum covers its base64: give --body or --base64")
        }
        if kind != .callback, path == nil {
            throw ValidationError("a \(kind.rawValue) checksum covers the path: give --path (e.g. \(kind == .status ? "/pg/v1/status/MID/TXN" : "/v4/debit"))")
        }
    }

    /// What was signed: as given, else read from the body's envelope key, else from which options are present.
    private var resolvedKind: ChecksumVerdict.Kind {
        if let kind { return kind }
        if body?.contains("\"response\"") == true { return .callback }
        if body?.contains("\"request\"") == true { return .request }
        if body == nil, base64 == nil { return .status }
        return path == nil ? .callback : .request
    }

    func run() throws {
        if let authorization, let username, let password {
            let verdict = PhonePeV2WebhookVerdict(received: authorization, username: username, password: password)
            print("formula:  lower-case hex SHA-256 of username:password (a PhonePe v2 webhook's Authorization)")
            print("expected: \(verdict.expected)")
            printText("received: \(verdict.received)")
            for explanation in verdict.explanations { printText("why:      \(explanation)") }
            print(verdict.valid ? "Authorization is valid" : "Authorization is NOT valid")
            if !verdict.valid { throw ExitCode.failure }
            return
        }
        guard let xVerify else { return }
        let kind = resolvedKind
        var payload = base64 ?? ""
        if let body {
            switch Envelope.decode(body, key: kind == .callback ? "response" : "request") {
            case .success(let decoded): payload = decoded.base64
            case .failure(let problem):
                printError("error: --body: \(problem)")
                throw ExitCode.failure
            }
        }
        let verdict = ChecksumVerdict(kind: kind, received: xVerify, base64: payload, path: path ?? "", saltKey: saltKey, saltIndex: saltIndex)
        print("formula:  \(kind.formula)")
        print("expected: \(verdict.expected)")
        printText("received: \(verdict.received)")
        print("hash:     \(verdict.hashMatches ? "matches" : "differs")")
        print("index:    \(verdict.indexMatches ? "matches" : "differs")")
        for explanation in verdict.explanations { printText("why:      \(explanation)") }
        print(verdict.valid ? "X-VERIFY is valid" : "X-VERIFY is NOT valid")
        if !verdict.valid { throw ExitCode.failure }
    }
}

extension ChecksumVerdict.Kind: ExpressibleByArgument {}
