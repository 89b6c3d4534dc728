/// PhonePe v2's OAuth, as its identity manager answers it: the token endpoint, and the check every
/// v2 call's `Authorization: O-Bearer <token>` goes through. Time is given (epoch seconds).
public enum PhonePeOAuth {
    /// Under `/apis/pg-sandbox` in UAT, `/apis/identity-manager` in production.
    public static let tokenPath = "/v1/oauth/token"
    public static let tokenType = "O-Bearer"
    public static let grantType = "client_credentials"

    /// The answer to `POST /v1/oauth/token` with the form-encoded `body`: a token for `client`, the
    /// fields PhonePe's SDKs read (`token_type`, `issued_at` and `expires_at` they cannot do without).
    public static func answerTokenRequest(body: String, client: PhonePeOAuthClient, at time: Int64) -> PhonePeV2Response {
        answerTokenRequest(body: body, clients: [client], at: time)
    }

    /// The same answer where several clients are served (one per merchant): the token goes to the
    /// client the form names, if its secret and version are that client's.
    public static func answerTokenRequest(body: String, clients: [PhonePeOAuthClient], at time: Int64) -> PhonePeV2Response {
        let trimmed = body.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        if trimmed.first == "{" {
            return .badRequest(field: "body", message: "The fields must be form-encoded (Content-Type: application/x-www-form-urlencoded: client_id=…&client_version=…&client_secret=…&grant_type=client_credentials), not JSON")
        }
        guard let form = FormBody(body) else {
            return .badRequest(field: "body", message: "The body is not form-encoded: a name or value has a broken percent-escape")
        }
        for field in ["client_id", "client_version", "client_secret", "grant_type"] where (form[field] ?? "").isEmpty {
            return .badRequest(field: field, message: "\(field) is missing: send client_id, client_version, client_secret and grant_type=\(grantType)")
        }
        guard form["grant_type"] == grantType else {
            return .badRequest(field: "grant_type", message: "grant_type must be \(grantType), not \(form["grant_type"] ?? "")")
        }
        guard let version = form["client_version"].flatMap({ Int($0) }) else {
            return .badRequest(field: "client_version", message: "client_version must be a whole number (1 in UAT), not \(form["client_version"] ?? "")")
        }
        guard let client = clients.first(where: { $0.clientId == form["client_id"] }), form["client_secret"] == client.clientSecret,
            version == client.clientVersion
        else {
            return .authError(code: "INVALID_CLIENT", message: "Client authentication failure",
                description: "client_id, client_secret and client_version must be those of a client this gateway knows")
        }
        let token = PhonePeAccessToken(
            clientId: client.clientId, clientVersion: client.clientVersion, issuedAt: time, expiresAt: time + client.tokenLifetimeSeconds)
        let signed = token.signed(secret: client.clientSecret)
        // PhonePe sends the token twice; checkout-sim's needs no second, encrypted form.
        return PhonePeV2Response(httpStatus: 200, body: [
            "access_token": .string(signed), "encrypted_access_token": .string(signed),
            "expires_in": .int(client.tokenLifetimeSeconds), "issued_at": .int(token.issuedAt),
            "expires_at": .int(token.expiresAt), "session_expires_at": .int(token.expiresAt),
            "token_type": .string(tokenType),
        ])
    }

    /// The token a v2 call's `Authorization` header carries, or the 401 PhonePe answers a call
    /// without one it takes (none, another scheme, altered, another client's, expired).
    public static func authorize(header: String?, client: PhonePeOAuthClient, at time: Int64) -> Result<PhonePeAccessToken, PhonePeV2Refusal> {
        bearerToken(in: header).flatMap { check($0, client: client, at: time) }
    }

    /// The token a v2 call's `Authorization` header carries, checked against the client it names
    /// among `clients` (one per merchant): the claim, read unverified, only picks the client, whose
    /// secret then checks the signature as `authorize(header:client:at:)` does.
    public static func authorize(header: String?, clients: [PhonePeOAuthClient], at time: Int64) -> Result<PhonePeAccessToken, PhonePeV2Refusal> {
        bearerToken(in: header).flatMap { token in
            guard let clientId = PhonePeAccessToken.unverifiedClientId(token) else {
                return refusal("The access token does not read as one this gateway issued")
            }
            guard let client = clients.first(where: { $0.clientId == clientId }) else {
                return refusal("The access token was issued to client \(clientId), which this gateway does not serve: fetch one from \(tokenPath) with a client it serves")
            }
            return check(token, client: client, at: time)
        }
    }

    /// The token after `O-Bearer `, or the refusal of a header without one.
    private static func bearerToken(in header: String?) -> Result<String, PhonePeV2Refusal> {
        guard let header, !header.isEmpty else {
            return refusal("No Authorization header: send Authorization: \(tokenType) <access_token from POST \(tokenPath)>")
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        // An authentication scheme's name is case-insensitive (RFC 9110).
        guard parts.count == 2, parts[0].lowercased() == tokenType.lowercased() else {
            return refusal("The Authorization header must be \(tokenType) <access_token>, not \(parts.first.map { String($0) } ?? "") …")
        }
        return .success(String(parts[1].trimmingWhitespace()))
    }

    private static func check(_ token: String, client: PhonePeOAuthClient, at time: Int64) -> Result<PhonePeAccessToken, PhonePeV2Refusal> {
        switch PhonePeAccessToken.read(token, client: client, at: time) {
        case .success(let token): return .success(token)
        case .failure(.unreadable): return refusal("The access token does not read as one this gateway issued")
        case .failure(.badSignature): return refusal("The access token's signature does not match: it was altered, or issued for another client secret")
        case .failure(.otherClient(let other)): return refusal("The access token was issued to client \(other), not \(client.clientId)")
        case .failure(.expired(let at)): return refusal("The access token expired at \(at) (epoch seconds); it is now \(time): fetch a new one from \(tokenPath)")
        }
    }

    private static func refusal<Success>(_ description: String) -> Result<Success, PhonePeV2Refusal> {
        .failure(PhonePeV2Refusal(response: .authError(code: "UNAUTHORIZED", message: "Unauthorized", description: description)))
    }
}

/// A v2 call refused before it is read: the answer to send.
public struct PhonePeV2Refusal: Error, Sendable, Equatable {
    public var response: PhonePeV2Response
}
