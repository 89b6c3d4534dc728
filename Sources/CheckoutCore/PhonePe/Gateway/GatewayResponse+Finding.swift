extension GatewayResponse {
    /// BAD_REQUEST naming the field a linter finding is about.
    static func badRequest(_ finding: Finding) -> GatewayResponse {
        .error(.badRequest, message: (finding.field.map { "\($0) " } ?? "") + finding.message)
    }
}
