import CheckoutCore
import CheckoutReplay
import CheckoutTUI
import Testing

/// Scenarios written here as YAML, parsed and expanded as `replay` does, on the shipped profiles.
enum ScenarioFixtures {
    static func cases(_ yaml: String, file: String = "scenario.yaml") -> [ReplayCase] {
        let parsed = ScenarioParser.parse(yaml, file: file)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
        return parsed.scenarios.flatMap { scenario in
            let expanded = MatrixExpansion.cases(of: scenario) { reference in
                .success([(reference.value, ShippedProfiles.profile(reference.value))])
            }
            #expect(expanded.problems.isEmpty, "\(expanded.problems)")
            return expanded.cases
        }
    }

    static func session(_ yaml: String, storedTranscripts: [String: String] = [:]) -> ScenarioSession {
        ScenarioSession(file: "scenario.yaml", cases: cases(yaml), storedTranscripts: storedTranscripts)
    }

    /// One case on gpay-only: two expectations that hold, two that do not (one decided on the
    /// request, one on the return), and the result.
    static let gpayMixed = """
        name: gpay mixed
        profile: gpay-only
        flow: open-intent
        expect:
          request.path: /v4/debit
          intent.params.pa: SOMEONE@ybl
          return: callback
          result: PAYMENT_SUCCESS
        """

    /// Two profiles × each visible app: four cases.
    static let matrix = """
        name: matrix
        profiles: [gpay-only, iphone15-all-upi]
        flow: open-intent
        app: each-visible
        expect:
          app: ${app}
          result: PAYMENT_SUCCESS
        """
}
