import CheckoutCore

/// What the citcon line of `bench` and the keystroke bench's Citcon screens run on.
enum CitconBench {
    static let method = CitconMethod.alipay
    /// The shipped profile used when --profile has no `citcon` block.
    static let profile = "citcon-all-wallets"
}
