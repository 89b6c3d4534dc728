/// `run --flow citcon`: every method on the fully set-up profile, then the set-up mistakes and walks
/// the seed describes (either result order, interruption, URLs not forwarded, failure codes).
extension GoldenTranscriptTests {
    private static func citcon(_ name: String, _ profile: String, _ arguments: [String]) -> Case {
        Case(name: "citcon-\(name)", arguments: ["--profile", profile, "--flow", "citcon"] + arguments)
    }

    static let cardholder = [
        "consumer.firstName=John", "consumer.lastName=Doe", "consumer.phone=5551234567", "consumer.email=test@email.com",
        "payment.billingAddress.street=555 Smith St", "payment.billingAddress.street2=#2", "payment.billingAddress.city=Chicago",
        "payment.billingAddress.state=IL", "payment.billingAddress.zip=12345", "payment.billingAddress.country=US",
    ].flatMap { ["--field", $0] }

    static let citconCases: [Case] = [
        citcon("wechatpay", "citcon-all-wallets", ["--method", "wechatpay"]),
        citcon("alipay", "citcon-all-wallets", ["--method", "alipay", "--currency", "CNY", "--country", "CN"]),
        citcon("unionpay-upop", "citcon-all-wallets", ["--method", "upop"]),
        citcon("paypal", "citcon-all-wallets", ["--method", "paypal", "--field", "consumer.reference=C-1001"]),
        citcon("venmo", "citcon-all-wallets", ["--method", "venmo", "--field", "consumer.reference=C-1001"]),
        citcon("cashapp", "citcon-all-wallets", ["--method", "cashapp"]),
        citcon("klarna", "citcon-all-wallets", ["--method", "klarna", "--amount", "12800"]),
        citcon("card-3ds", "citcon-all-wallets", ["--method", "card", "--request-3ds"] + cardholder),
        citcon("card-3ds-missing-cardholder", "citcon-all-wallets", ["--method", "card", "--request-3ds"]),
        citcon("alipay-async-first", "citcon-all-wallets", ["--method", "alipay", "--order", "async-first"]),
        citcon("wechatpay-abandon", "citcon-all-wallets", ["--method", "wechatpay", "--return", "abandon"]),
        citcon("alipay-manual-pending", "citcon-all-wallets", ["--method", "alipay", "--return", "manual", "--outcome", "pending"]),
        citcon("alipay-canceled-6001", "citcon-all-wallets", ["--method", "alipay", "--outcome", "code:6001"]),
        citcon("venmo-failed", "citcon-all-wallets", ["--method", "venmo", "--field", "consumer.reference=C-1001", "--outcome", "failed"]),
        citcon("alipay-not-forwarded", "citcon-app-does-not-forward-urls", ["--method", "alipay"]),
        citcon("wechatpay-not-forwarded", "citcon-app-does-not-forward-urls", ["--method", "wechatpay"]),
        citcon("wechatpay-no-universal-link", "citcon-wechat-no-universal-link", ["--method", "wechatpay"]),
        citcon("alipay-scheme-unregistered", "citcon-alipay-scheme-unregistered", ["--method", "alipay"]),
        citcon("unionpay-scheme-unregistered", "citcon-alipay-scheme-unregistered", ["--method", "unionpay"]),
        citcon("alipay-qa-without-token", "citcon-wechat-no-universal-link", ["--method", "alipay", "--environment", "QA", "--currency", "usd"]),
        citcon("klarna-original-profile", "citcon-wallets", ["--method", "klarna"]),
    ]
}
