import CheckoutCore
import CheckoutTestSupport
import Foundation
import Testing

@Suite("checkout-sim as a process")
struct CLIProcessTests {
    @Test func runPrintsTheContractKeys() throws {
        let result = try CLI.run(["run", "--flow", "open-intent", "--app", "GPAY", "--format", "json"])
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout)
        for key in ["flow", "visibleApps", "schemes", "deviceContext", "request", "response", "intent", "return", "statusChecks", "callback", "result", "errors"] {
            #expect(json[key] != nil, "missing key \(key)")
        }
        #expect(json["visibleApps"] == ["PHONEPE", "GPAY", "PAYTM"])
        #expect(json["return"]?["mode"] == "manual")
        #expect(json["result"]?["code"] == "PAYMENT_SUCCESS")
    }

    @Test func aBrokenRuleExitsNonZeroAndNamesTheField() throws {
        let result = try CLI.run(["run", "--flow", "open-intent", "--amount", "0"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: amount: must be a positive whole number of paise (100 = ₹1.00), got 0\n")
    }
}

@Suite("profiles, decode, verify and bench as processes")
struct CLISubcommandTests {
    @Test func profilesListShowsEveryShippedProfile() throws {
        let result = try CLI.run(["profiles", "list"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["profile", "OS", "UPI", "apps", "shown", "name"])
        #expect(lines.dropFirst().map { String($0.prefix { $0 != " " }) } == ShippedProfileFiles.names, "one row per file, sorted")
        #expect(lines.contains { $0.hasPrefix("gpay-only ") && $0.contains(" GPAY ") })
        #expect(lines.contains { $0.hasPrefix("hidden-undeclared ") && $0.contains(" none ") })
        #expect(lines.contains { $0.hasPrefix("over-50-schemes ") && $0.contains(" PAYTM ") })
    }

    @Test func profilesShowAsJSON() throws {
        let result = try CLI.run(["profiles", "show", "phonepe-v1-only", "--format", "json"])
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout)
        #expect(json["visibleApps"] == ["PHONEPE"])
        #expect(json["deviceContext"]?["appSupportedSchemas"] == ["ppemerchantsdkv1"])
    }

    /// Text groups the digits of an amount as Indians read rupees; JSON, the intent URL and the request keep numbers.
    @Test func amountsAreGroupedInLakhsInTextAndPlainInJSON() throws {
        let text = try CLI.run(["run", "--flow", "open-intent", "--app", "GPAY", "--amount", "10000000"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("  Amount: ₹1,00,000.00 (10000000 paise)\n"))
        #expect(text.stdout.contains("&am=100000.00&"))
        let json = try JSONParser.parse(try CLI.run(["run", "--flow", "open-intent", "--app", "GPAY", "--amount", "10000000", "--format", "json"]).stdout)
        #expect(json["request"]?["payload"]?["amount"] == 10000000)
        #expect(json["intent"]?["url"]?.stringValue?.contains("&am=100000.00&") == true)
    }

    @Test func theYAMLProfileLoads() throws {
        let result = try CLI.run(["profiles", "show", "mid-custom-merchant", "--format", "json"])
        #expect(result.status == 0)
        #expect(try JSONParser.parse(result.stdout)["visibleApps"] == ["PHONEPE", "PAYTM"])
        let run = try CLI.run(["run", "--profile", "mid-custom-merchant", "--flow", "phonepe-intent", "--format", "json"])
        #expect(try JSONParser.parse(run.stdout)["request"]?["payload"]?["merchantId"] == "SHOPUAT01")
    }

    @Test func validateReportsEveryProblemWithFileAndPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-sim-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try #"{"name":"x","os":{"version":"17"},"installedApps":[{"id":"a","schemes":[]},{"id":"b","schemes":[""]}],"merchantApp":{"queriesSchemes":[],"urlSchemes":[],"extra":1}}"#
            .write(to: bad, atomically: true, encoding: .utf8)
        let broken = folder.appendingPathComponent("broken.yaml")
        try "name: [unclosed\n".write(to: broken, atomically: true, encoding: .utf8)
        let good = RepositoryPaths.profiles.appendingPathComponent("gpay-only.json")
        let result = try CLI.run(["profiles", "validate", good.path, bad.path, broken.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("ok       \(good.path)"))
        #expect(result.stdout.contains("  - \(bad.path): installedApps[1].schemes[0]: must not be empty"))
        #expect(result.stdout.contains("  - \(bad.path): merchantApp.extra: unknown key \"extra\""))
        #expect(result.stdout.contains("invalid  \(broken.path)"))
        #expect(result.stdout.hasSuffix("1 valid, 2 invalid\n"))
        #expect(try CLI.run(["profiles", "validate"]).status == 0, "every shipped profile is valid")
    }

    /// What `profiles validate Profiles/*.json Profiles/*.yaml` passes after the shell's globbing:
    /// the two JSON Schemas kept there for editors are said and skipped, not 24 errors.
    @Test func theShippedFolderGlobbedIsClean() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.profiles.path).sorted()
        let globbed = names.filter { $0.hasSuffix(".json") } + names.filter { $0.hasSuffix(".yaml") }
        #expect(globbed.contains("profile.schema.json") && globbed.contains("scenario.schema.json"))
        let result = try CLI.run(["profiles", "validate"] + globbed.map { "Profiles/\($0)" })
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("skipped  Profiles/profile.schema.json (a JSON Schema, not a profile)"))
        #expect(result.stdout.hasSuffix("\(globbed.count - 2) valid, 0 invalid, 2 JSON Schemas skipped\n"), "\(result.stdout)")
    }

    /// Every shipped profile's name, as an unknown profile's error lists them.
    static let shippedList = ShippedProfileFiles.names.joined(separator: ", ")

    @Test func anUnknownProfileNamesTheShippedOnes() throws {
        let result = try CLI.run(["run", "--profile", "pixel-8", "--flow", "open-intent"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: pixel-8: no such profile file or name; shipped profiles: \(Self.shippedList)\n")
    }

    @Test(arguments: [["run", "--profile", "gpay-onyl", "--flow", "open-intent"], ["profiles", "show", "gpay-onyl"]])
    func aMisspeltProfileSuggestsTheClosestShippedName(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr == "error: gpay-onyl: no such profile file or name (did you mean gpay-only?); shipped profiles: \(Self.shippedList)\n")
    }

    @Test func aMisspeltCitconMethodSuggestsTheClosestMethod() throws {
        let result = try CLI.run(["run", "--profile", "citcon-all-wallets", "--flow", "citcon", "--method", "alipy"])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix(" is not a Citcon method: use one of \(CitconMethod.namesForHelp) (did you mean --method alipay?)\n"), "\(result.stderr)")
    }

    @Test func decodeReportsTheTrailingCommaWithLineAndColumn() throws {
        // Seed 001's PAYTM sample.
        let sample = "ewogICJtZXJjaGFudElkIjogIk1FUkNIQU5UVUFUIiwKICAibWVyY2hhbnRUcmFuc2FjdGlvbklkIjogIk1UNzg1MDU5MDA2ODE4ODEwNCIsCiAgIm1lcmNoYW50VXNlcklkIjogIk1VOTMzMDM3MzAyMjI5MzczIiwKICAiYW1vdW50IjogMTAwMDAsCiAgImNhbGxiYWNrVXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL2NhbGxiYWNrLXVybCIsCiAgIm1vYmlsZU51bWJlciI6ICI5OTk5OTk5OTk5IiwKICAiZGV2aWNlQ29udGV4dCI6IHsKICAgICJkZXZpY2VPUyI6ICJpT1MiLAogICAgIm1lcmNoYW50Q2FsbEJhY2tTY2hlbWUiOiAiaU9TSW50ZW50SW50ZWdyYXRpb24iLAogIH0sCiAgInBheW1lbnRJbnN0cnVtZW50IjogewogICAgInR5cGUiOiAiVVBJX0lOVEVOVCIsCiAgICAidGFyZ2V0QXBwIjogIlBBWVRNIgogIH0KfQ=="
        let result = try CLI.run(["decode"], stdin: "{\"request\": \"\(sample)\"}")
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: invalid JSON at line 10, column 53: trailing comma before '}'"))
        #expect(result.stdout.contains("  10 |     \"merchantCallBackScheme\": \"iOSIntentIntegration\",\n     | " + String(repeating: " ", count: 52) + "^\n"))
        #expect(!result.stdout.contains("   1 | {"), "a long text is shown only around the error")
    }

    @Test func decodeLintsAValidRequest() throws {
        let run = try JSONParser.parse(try CLI.run(["run", "--flow", "pg-intent", "--format", "json"]).stdout)
        let base64 = try #require(run["request"]?["base64"]?.stringValue)
        let result = try CLI.run(["decode", base64, "--path", "/pg/v1/pay"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("no problems found\n"))
    }

    @Test func decodeLintsAPlainAnswerAndNamesTheDocumentsContradictions() throws {
        // docs/run.md's example: a gateway answer as plain JSON, a web redirect the mandate document does not know.
        let answer = try CLI.run(
            ["decode", "--path", "/v3/recurring/auth/init"], stdin: #"{"success":true,"code":"SUCCESS","data":{"redirectType":"WEB"}}"#)
        #expect(answer.status == 0, "warnings only: \(answer.stdout)")
        #expect(!answer.stdout.contains("envelope"))
        #expect(answer.stdout.hasSuffix("warning: data.redirectType: \"WEB\" is not documented for mandates: the mandate document lists only INTENT\n"))

        // A mandate without merchantCallBackScheme, which the mandate table marks mandatory.
        let run = try JSONParser.parse(try CLI.run(["run", "--flow", "mandate", "--format", "json"]).stdout)
        var payload = try #require(run["request"]?["payload"]?.objectValue)
        var context = try #require(payload["deviceContext"]?.objectValue)
        context["merchantCallBackScheme"] = nil
        payload["deviceContext"] = .object(context)
        let base64 = Base64.encode(JSONWriter.compact(.object(payload)))
        let request = try CLI.run(["decode", base64, "--path", "/v3/recurring/auth/init"])
        #expect(request.status == 1)
        #expect(request.stdout.hasSuffix("error: deviceContext.merchantCallBackScheme: is required in deviceContext\n"))
    }

    @Test func verifySaysWhichPartDiffers() throws {
        let run = try JSONParser.parse(try CLI.run(["run", "--flow", "open-intent", "--format", "json"]).stdout)
        let body = try #require(run["request"]?["body"]?.stringValue)
        let xVerify = try #require(run["request"]?["headers"]?["X-VERIFY"]?.stringValue)
        let good = try CLI.run(["verify", "--x-verify", xVerify, "--path", "/v4/debit", "--body", body])
        #expect(good.status == 0)
        #expect(good.stdout.hasSuffix("X-VERIFY is valid\n"))
        let wrongIndex = String(xVerify.dropLast()) + "2"
        let bad = try CLI.run(["verify", "--x-verify", wrongIndex, "--path", "/v4/debit", "--body", body])
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("hash:     matches\nindex:    differs\n"))
        let usage = try CLI.run(["verify", "--x-verify", xVerify, "--body", body, "--kind", "request"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("a request checksum covers the path: give --path"))
    }

    @Test func benchPrintsFlowsPerSecondAsJSON() throws {
        let result = try CLI.run(["bench", "--seconds", "0.05", "--format", "json"])
        #expect(result.status == 0)
        let figures = try #require(try JSONParser.parse(result.stdout).arrayValue)
        #expect(figures.compactMap { $0["flow"]?.stringValue } == PhonePeFlow.allCases.map(\.rawValue) + ["citcon"])
        for figure in figures {
            #expect(figure.objectValue?.keys.sorted() == ["flow", "flowsPerSecond", "walksPerSecond"], "\(figure)")
            #expect((figure["flowsPerSecond"]?.intValue ?? 0) > 0 && (figure["walksPerSecond"]?.intValue ?? 0) > 0, "\(figure)")
        }
    }

    @Test func benchFlowCitconMeasuresTheCitconWalkAlone() throws {
        let json = try CLI.run(["bench", "--flow", "citcon", "--seconds", "0.05", "--format", "json"])
        #expect(json.status == 0)
        let figures = try #require(try JSONParser.parse(json.stdout).arrayValue)
        #expect(figures.compactMap { $0["flow"]?.stringValue } == ["citcon"])
        #expect(figures.allSatisfy { ($0["flowsPerSecond"]?.intValue ?? 0) > 0 && ($0["walksPerSecond"]?.intValue ?? 0) > 0 })

        let text = try CLI.run(["bench", "--flow", "citcon", "--flow", "open-intent", "--seconds", "0.05"])
        #expect(text.status == 0)
        let rows = text.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.first == ["flow", "flows/s", "µs/flow", "walks/s", "µs/walk"])
        #expect(rows.dropFirst().map(\.first) == ["citcon", "open-intent"], "the flows in the order asked for")
        for row in rows.dropFirst() {
            #expect(row.count == 5, "\(row)")
            guard row.count == 5 else { continue }
            // µs per flow and per walk are a million over the rates: each rate is rounded to a whole one, each time to tenths.
            for (rate, micros) in [(row[1], row[2]), (row[3], row[4])] {
                let perSecond = try #require(Double(rate), "\(row)")
                let microseconds = try #require(Double(micros), "\(row)")
                #expect(perSecond > 0 && microseconds > 0, "\(row)")
                let exact = (1_000_000 / (perSecond + 0.5))...(1_000_000 / max(perSecond - 0.5, 0.5))
                #expect(exact.lowerBound - 0.05 - 1e-9 <= microseconds && microseconds <= exact.upperBound + 0.05 + 1e-9, "\(row)")
            }
        }
    }

    @Test func benchCitconOnAProfileWithoutItFallsBackToACitconProfile() throws {
        let result = try CLI.run(["bench", "--flow", "citcon", "--profile", "no-upi-app", "--seconds", "0.02", "--format", "json"])
        #expect(result.status == 0)
        let figures = try #require(try JSONParser.parse(result.stdout).arrayValue)
        #expect(figures.compactMap { $0["flow"]?.stringValue } == ["citcon"])
    }

    @Test func benchSaysWhichFlowsAProfileRefusesInsteadOfCrashing() throws {
        // no-upi-app refuses both flows where the user picks an app, and a mandate, which needs PhonePe;
        // bench used to stop on a precondition there.
        let json = try CLI.run(["bench", "--profile", "no-upi-app", "--seconds", "0.02", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let figures = try #require(try JSONParser.parse(json.stdout).arrayValue)
        #expect(figures.compactMap { $0["flow"]?.stringValue } == ["phonepe-intent", "sdk-debit", "citcon", "open-intent", "pg-intent", "mandate"])
        let refused = figures.filter { $0["refused"] != nil }
        #expect(refused.map { $0.objectValue?.keys.sorted() ?? [] } == [["flow", "refused"], ["flow", "refused"], ["flow", "refused"]])
        #expect(refused.first?["refused"]?.stringValue?.hasPrefix("openIntentWithApp: no UPI app is on this device's checkout page") == true)
        #expect(refused.dropFirst().first?["refused"]?.stringValue?.hasPrefix("paymentInstrument.targetApp: no UPI app is on this device's checkout page") == true)
        #expect(refused.last?["refused"]?.stringValue?.hasPrefix("deviceContext.isPPAppPresent: is false") == true)

        let text = try CLI.run(["bench", "--profile", "callback-invalid", "--flow", "mandate", "--flow", "pg-intent", "--seconds", "0.02"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(text.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("pg-intent ") == true)
        #expect(lines.last?.hasPrefix("mandate: not timed, refused on this profile: deviceContext.merchantCallBackScheme: \"shop_return\" is not a valid callback scheme") == true)
    }
}

extension CLIProcessTests {
    @Test func versionNamesTheBuild() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "checkout-sim 0.16.0\n")
    }
}
