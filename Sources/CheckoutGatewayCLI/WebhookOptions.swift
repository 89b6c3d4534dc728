import ArgumentParser
import CheckoutCore
import CheckoutServer

/// `serve`'s PhonePe v2 webhook flags: where the merchant's v2 webhooks go and the username and
/// password they are authorised with. None are sent without `--webhook-url`.
struct WebhookOptions: ParsableArguments {
    @Option(
        name: .customLong("webhook-url"),
        help: ArgumentHelp(
            "Where v2 webhooks are POSTed (none are sent without it); with --merchants, for merchants that give no webhookUrl.",
            valueName: "url"))
    var url: String?

    @Option(
        name: .customLong("webhook-username"),
        help: ArgumentHelp(
            "The username of v2 webhooks' Authorization (the SHA-256 of username:password), as set on PhonePe's dashboard (default: \(V2WebhookSettings.defaultUsername)); needs --webhook-url.",
            valueName: "name"))
    var username: String?

    @Option(
        name: .customLong("webhook-password"),
        help: ArgumentHelp(
            "The password of v2 webhooks' Authorization (default: \(V2WebhookSettings.defaultPassword)); needs --webhook-url, and is never printed in full.",
            valueName: "password"))
    var password: String?

    func validate() throws {
        if let url, let problem = Self.urlProblem(url) { throw ValidationError("--webhook-url \(problem)") }
        if url == nil, username != nil || password != nil {
            throw ValidationError("--webhook-username and --webhook-password need --webhook-url: no webhooks are sent without it")
        }
        if let username, let problem = Self.usernameProblem(username) { throw ValidationError("--webhook-username \(problem)") }
        if let password, let problem = Self.passwordProblem(password) { throw ValidationError("--webhook-password \(problem)") }
    }

    /// The flags' webhook, or nil without `--webhook-url`.
    var settings: V2WebhookSettings? {
        url.map {
            V2WebhookSettings(url: $0, username: username ?? V2WebhookSettings.defaultUsername, password: password ?? V2WebhookSettings.defaultPassword)
        }
    }

    // The rules, shared with the merchants file's keys (each caller names its flag or key).

    /// What is wrong with a webhook URL, as the gateway checks a callback URL.
    static func urlProblem(_ url: String) -> String? {
        WebURL.problem(in: url).map {
            "\"\(url.spellingOutTerminalControls(keepingLayout: false))\" \($0): v2 webhooks are POSTed to it, so it must be \(WebURL.rule)"
        }
    }

    static func usernameProblem(_ username: String) -> String? {
        if let problem = credentialProblem(username) { return problem }
        // "a:b" + "c" and "a" + "b:c" would give one digest.
        return username.contains(":") ? "must not contain ':': the Authorization is the SHA-256 of username:password" : nil
    }

    static func passwordProblem(_ password: String) -> String? { credentialProblem(password) }

    private static func credentialProblem(_ text: String) -> String? {
        if text.isEmpty { return "must not be empty" }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "must not hold control characters" }
        return nil
    }
}
