import CheckoutCore
import Testing

/// PhonePe v2's token endpoint and the `Authorization: O-Bearer` check, at given times.
@Suite struct PhonePeOAuthTests {
    static let client = PhonePeOAuthClient(clientId: "SHOPCLIENT", clientSecret: "shop-secret-9f2c", clientVersion: 1, tokenLifetimeSeconds: 600)
    static let issuedAt: Int64 = 1_764_250_000
    static let form = "client_id=SHOPCLIENT&client_version=1&client_secret=shop-secret-9f2c&grant_type=client_credentials"

    static func token(at time: Int64 = issuedAt) throws -> String {
        try #require(PhonePeOAuth.answerTokenRequest(body: form, client: client, at: time).body["access_token"]?.stringValue)
    }

    @Test func theTokenAnswerHasWhatPhonePesSDKsRead() throws {
        let answer = PhonePeOAuth.answerTokenRequest(body: Self.form, client: Self.client, at: Self.issuedAt)
        #expect(answer.httpStatus == 200)
        let body = answer.body
        #expect(body["token_type"] == "O-Bearer")
        #expect(body["issued_at"]?.intValue == Self.issuedAt)
        #expect(body["expires_at"]?.intValue == Self.issuedAt + 600)
        #expect(body["expires_in"]?.intValue == 600)
        #expect(body["session_expires_at"]?.intValue == Self.issuedAt + 600)
        let token = try #require(body["access_token"]?.stringValue)
        #expect(token.split(separator: ".").count == 3, "a JWT, as PhonePe's: \(token)")
        #expect(body["encrypted_access_token"]?.stringValue == token)
        #expect(!token.contains("shop-secret"))
    }

    @Test func aPlusAndEscapesReadAsTheFormSaysAndFieldOrderDoesNotMatter() {
        let client = PhonePeOAuthClient(clientId: "A B", clientSecret: "s&=+", clientVersion: 2, tokenLifetimeSeconds: 60)
        let form = "grant_type=client_credentials&client_secret=s%26%3D%2B&client_version=2&client_id=A+B"
        #expect(PhonePeOAuth.answerTokenRequest(body: form, client: client, at: 0).httpStatus == 200)
    }

    @Test(arguments: [
        "client_id=SHOPCLIENT&client_version=1&client_secret=wrong&grant_type=client_credentials",
        "client_id=OTHER&client_version=1&client_secret=shop-secret-9f2c&grant_type=client_credentials",
        "client_id=SHOPCLIENT&client_version=2&client_secret=shop-secret-9f2c&grant_type=client_credentials",
    ])
    func aWrongClientGetsTheAuthErrorShape(form: String) {
        let answer = PhonePeOAuth.answerTokenRequest(body: form, client: Self.client, at: Self.issuedAt)
        #expect(answer.httpStatus == 401)
        #expect(answer.body["code"] == "INVALID_CLIENT")
        #expect(answer.body["errorCode"] == "OIM000")
        #expect(answer.body["message"]?.stringValue?.isEmpty == false)
        #expect(answer.body["context"]?["error_description"]?.stringValue?.isEmpty == false)
        #expect(answer.body["access_token"] == nil)
    }

    @Test(arguments: ["client_id", "client_version", "client_secret", "grant_type"])
    func aMissingFieldIsNamed(field: String) {
        let form = Self.form.split(separator: "&").filter { !$0.hasPrefix(field + "=") }.joined(separator: "&")
        let answer = PhonePeOAuth.answerTokenRequest(body: form, client: Self.client, at: Self.issuedAt)
        #expect(answer.httpStatus == 400)
        #expect(answer.body["code"] == "BAD_REQUEST")
        #expect(answer.body["context"]?["field"]?.stringValue == field)
        #expect(answer.body["message"]?.stringValue?.contains(field) == true)
    }

    @Test(arguments: [
        ("client_id=SHOPCLIENT&client_version=one&client_secret=shop-secret-9f2c&grant_type=client_credentials", "client_version"),
        ("client_id=SHOPCLIENT&client_version=1&client_secret=shop-secret-9f2c&grant_type=password", "grant_type"),
        (#"{"client_id":"SHOPCLIENT","client_version":1,"client_secret":"shop-secret-9f2c","grant_type":"client_credentials"}"#, "body"),
        ("client_id=SHOP%ZZ&client_version=1", "body"),
        ("", "client_id"),
    ])
    func aBadFieldIsNamed(form: String, field: String) {
        let answer = PhonePeOAuth.answerTokenRequest(body: form, client: Self.client, at: Self.issuedAt)
        #expect(answer.httpStatus == 400, "\(answer.body)")
        #expect(answer.body["context"]?["field"]?.stringValue == field, "\(answer.body)")
    }

    @Test func aTokenIsTakenUntilItExpires() throws {
        let header = "O-Bearer " + (try Self.token())
        let read = try PhonePeOAuth.authorize(header: header, client: Self.client, at: Self.issuedAt + 599).get()
        #expect(read == PhonePeAccessToken(clientId: "SHOPCLIENT", clientVersion: 1, issuedAt: Self.issuedAt, expiresAt: Self.issuedAt + 600))
        let expired = PhonePeOAuth.authorize(header: header, client: Self.client, at: Self.issuedAt + 600)
        let refusal = try #require(expired.failure)
        #expect(refusal.response.httpStatus == 401)
        #expect(refusal.response.body["errorCode"] == "OIM000")
        #expect(refusal.response.body["context"]?["error_description"]?.stringValue?.contains("expired") == true)
    }

    @Test func anAlteredTokenIsRefused() throws {
        let token = try Self.token()
        let parts = token.split(separator: ".").map(String.init)
        // Claims that say the token lasts a year more, under the old signature.
        let later = PhonePeOAuth.answerTokenRequest(body: Self.form, client: Self.client, at: Self.issuedAt + 31_536_000)
        let laterClaims = try #require(later.body["access_token"]?.stringValue).split(separator: ".")[1]
        let forged = [parts[0], String(laterClaims), parts[2]].joined(separator: ".")
        // The first character: the last one's low bits are padding, which a decoder may ignore.
        let firstByte = parts[2].first == "A" ? "B" : "A"
        let flipped = parts[0] + "." + parts[1] + "." + firstByte + parts[2].dropFirst()
        for altered in [forged, flipped, token + "x", "not-a-token"] {
            let refusal = try #require(PhonePeOAuth.authorize(header: "O-Bearer " + altered, client: Self.client, at: Self.issuedAt).failure, "\(altered)")
            #expect(refusal.response.httpStatus == 401)
        }
    }

    @Test func aTokenIssuedUnderAnotherSecretIsRefused() throws {
        var rotated = Self.client
        rotated.clientSecret = "rotated-secret"
        let refusal = try #require(PhonePeOAuth.authorize(header: "O-Bearer " + (try Self.token()), client: rotated, at: Self.issuedAt).failure)
        #expect(refusal.response.body["context"]?["error_description"]?.stringValue?.contains("signature") == true)
    }

    @Test(arguments: [nil, "", "Bearer TOKEN", "O-Bearer", "OBearer TOKEN", "Basic c2hvcDpzZWNyZXQ="] as [String?])
    func aHeaderWithoutAnOBearerTokenIsRefused(header: String?) throws {
        let refusal = try #require(PhonePeOAuth.authorize(header: header, client: Self.client, at: Self.issuedAt).failure)
        #expect(refusal.response.httpStatus == 401)
        #expect(refusal.response.body["code"] == "UNAUTHORIZED")
        #expect(refusal.response.body["context"]?["error_description"]?.stringValue?.contains("O-Bearer") == true)
    }

    @Test func theRightSchemeWithTheRightTokenIsTaken() throws {
        // Sanity for the refusals above: the same header shape with a real token passes.
        #expect(PhonePeOAuth.authorize(header: "O-Bearer " + (try Self.token()), client: Self.client, at: Self.issuedAt).failure == nil)
    }
}

extension Result {
    var failure: Failure? { if case .failure(let failure) = self { failure } else { nil } }
}
