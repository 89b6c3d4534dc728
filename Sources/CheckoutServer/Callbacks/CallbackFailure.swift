/// Why an attempt got no answer, in words for the ledger and the log.
enum CallbackFailure {
    static func describe(_ error: any Error) -> String {
        String(describing: error)
    }
}
