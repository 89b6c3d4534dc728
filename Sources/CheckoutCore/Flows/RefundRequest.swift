/// `POST /pg/v1/refund` for a payment that succeeded after the merchant gave up on it.
public enum RefundRequest {
    public static let path = "/pg/v1/refund"

    public static func signed(originalId: String, refundId: String, amount: Int64, merchant: PhonePeMerchant) -> SignedRequest {
        let payload: JSONValue = [
            "merchantId": .string(merchant.merchantId), "merchantUserId": .string(merchant.merchantUserId),
            "originalTransactionId": .string(originalId), "merchantTransactionId": .string(refundId),
            "amount": .int(amount), "callbackUrl": .string(merchant.callbackUrl),
        ]
        return SignedRequest(path: path, payload: payload, merchant: merchant)
    }
}
