import CheckoutCore
import CheckoutTestSupport
import Testing

/// `decode` and `verify` for PhonePe v2, as processes: a v2 request linted against v2's rules (v1
/// habits flagged), a webhook's Authorization checked and its likely mistake named.
@Suite("decode and verify for PhonePe v2")
struct DecodeVerifyV2Tests {
    static let customPay = #"{"merchantOrderId":"ORDER-7","amount":25000,"deviceContext":{"deviceOS":"IOS","merchantCallbackScheme":"shopapp"},"paymentFlow":{"type":"PG","paymentMode":{"type":"UPI_INTENT","targetApp":"PHONEPE"}}}"#

    @Test func aGoodCustomCheckoutRequestHasNoProblems() throws {
        let result = try CLI.run(["decode", "--path", "/apis/pg-sandbox/payments/v2/pay"], stdin: Self.customPay)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("no problems found\n"))
    }

    @Test func v1sSpellingOfTheCallbackSchemeIsAnErrorInAV2Request() throws {
        let v1Spelling = Self.customPay.replacingOccurrences(of: "merchantCallbackScheme", with: "merchantCallBackScheme")
        let result = try CLI.run(["decode", v1Spelling])
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: deviceContext.merchantCallBackScheme: v2 spells it merchantCallbackScheme (lower-case b)"), "\(result.stdout)")
        #expect(!result.stdout.contains("warning: deviceContext.merchantCallbackScheme"), "one finding for one mistake")
    }

    @Test func aBrokenRuleNamesItsFieldAndAMerchantIdIsAV1Habit() throws {
        let result = try CLI.run(["decode", "--path", "/checkout/v2/pay"], stdin: #"{"merchantId":"M","merchantOrderId":"A 1","amount":1000,"paymentFlow":{"type":"PG_CHECKOUT"}}"#)
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: merchantOrderId: merchantOrderId may hold only letters, digits, _ and -"), "\(result.stdout)")
        #expect(result.stdout.contains("warning: merchantId: v2 takes the merchant from the OAuth token"), "\(result.stdout)")
    }

    @Test func aV1PayloadIsStillDecodedAsV1() throws {
        let result = try CLI.run(["decode", "--path", "/v3/recurring/auth/init"], stdin: #"{"success":true,"code":"SUCCESS","data":{"redirectType":"WEB"}}"#)
        #expect(!result.stdout.contains("v2"), "\(result.stdout)")
    }

    @Test func theRightWebhookAuthorizationIsValid() throws {
        let header = PhonePeV2Webhook.authorization(username: "hookuser", password: "hook-pass")
        let result = try CLI.run(["verify", "--authorization", header, "--username", "hookuser", "--password", "hook-pass"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("Authorization is valid\n"))
        #expect(!result.stdout.contains("hook-pass"), "the password is never printed")
    }

    @Test(arguments: [
        ("Basic aG9va3VzZXI6aG9vay1wYXNz", "this is HTTP Basic"),
        (PhonePeV2Webhook.authorization(username: "hook-pass", password: "hookuser"), "password:username"),
        (PhonePeV2Webhook.authorization(username: "hookuser", password: "hook-pass").uppercased(), "upper-case hex"),
        ("SHA256 " + PhonePeV2Webhook.authorization(username: "hookuser", password: "hook-pass"), "carries a scheme"),
        ("nonsense", "not a SHA-256 digest"),
    ])
    func aWrongAuthorizationSaysWhichMistakeItLooksLike(header: String, why: String) throws {
        let result = try CLI.run(["verify", "--authorization", header, "--username", "hookuser", "--password", "hook-pass"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("why:") && result.stdout.contains(why), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("Authorization is NOT valid\n"))
    }

    @Test func verifyRefusesMixedOptions() throws {
        let result = try CLI.run(["verify", "--authorization", "x", "--username", "u", "--password", "p", "--path", "/pg/v1/pay"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--authorization checks a v2 webhook"))
    }
}
