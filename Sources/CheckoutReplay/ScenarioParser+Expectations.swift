import CheckoutCore
import Yams

/// `expect`, `merchant` and `golden`: the keys whose values are mappings or paths.
extension ScenarioReader {
    /// Every `expect` mapping, defaults first; an entry's path replaces the same path from the defaults.
    mutating func expectationList() -> [Expectation] {
        var expectations: [Expectation] = []
        for layer in source.expectLayers where !layer.value.isNull {
            guard case .mapping(let mapping) = layer.value else {
                problem(layer.valueLine, "\"expect\" must be a mapping of transcript paths to values (e.g. result: PAYMENT_SUCCESS), got \(layer.value.describedForProblem)")
                continue
            }
            var own: [Expectation] = []
            for (keyNode, value) in mapping {
                let line = source.lines.line(of: keyNode) ?? layer.valueLine
                guard let path = keyNode.plainKey else {
                    problem(line, "an expectation's key must be a transcript path such as intent.params.pa, got \(keyNode.describedForProblem)")
                    continue
                }
                if let expectation = expectation(path: path, value: value, line: line) { own.append(expectation) }
            }
            let replaced = Set(own.map(\.path))
            expectations = expectations.filter { !replaced.contains($0.path) } + own
        }
        return expectations
    }

    private mutating func expectation(path: String, value: Node, line: Int) -> Expectation? {
        let before = problems.count
        checkPath(path, line: line)
        let json = jsonValue(value, path: path)
        checkAlias(path, value: value, line: line)
        guard problems.count == before, let json else { return nil }
        return Expectation(path: path, value: json, line: line)
    }

    /// The first segment must be a top-level key of the transcript (or an alias); no segment may be empty.
    private mutating func checkPath(_ path: String, line: Int) {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if segments.contains(where: \.isEmpty) {
            problem(line, "expectation \"\(path)\" has an empty segment; write keys and indexes joined by single dots, e.g. intent.params.pa or statusChecks.0.code")
            return
        }
        let first = segments[0]
        if ScenarioParser.expectationAliases.contains(first) {
            if segments.count > 1 {
                let instead = first == "statusCodes" ? "statusChecks.N.code for one check" : "errors.N.field or errors.N.rule"
                problem(line, "expectation \"\(path)\": \"\(first)\" is an alias and takes no sub-path; write \(instead)")
            }
            return
        }
        let roots = isCitcon ? ScenarioParser.citconTranscriptKeys : isPhonePeV2 ? ScenarioParser.phonePeV2TranscriptKeys : ScenarioParser.transcriptKeys
        guard roots.contains(first) else {
            let known = roots + ScenarioParser.expectationAliases
            let hint = Suggestion.closest(to: first, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
            let which = isCitcon ? "the citcon transcript" : isPhonePeV2 ? "the v2 transcript" : "the transcript"
            problem(line, "expectation \"\(path)\": \"\(first)\" is not a key of \(which)\(hint); a path starts with one of: \(roots.joined(separator: ", ")), or an alias: \(ScenarioParser.expectationAliases.joined(separator: ", "))")
            return
        }
    }

    /// The aliases and the app lists have a fixed shape, checked here so a typo fails before any walk.
    private mutating func checkAlias(_ path: String, value: Node, line: Int) {
        if isPhonePeV2 { checkPhonePeV2Value(path, value: value, line: line) }
        switch path {
        case "statusCodes":
            let isList = value.sequence.map { $0.allSatisfy { $0.stringValue != nil } } ?? false
            if !isList {
                let example = isPhonePeV2 ? "[PENDING, COMPLETED]" : "[PAYMENT_PENDING, PAYMENT_SUCCESS]"
                problem(source.lines.line(of: value) ?? line, "expectation \"statusCodes\" must be a list of status codes (strings), e.g. \(example); got \(value.describedForProblem)")
            }
        case "error":
            if value.stringValue == nil {
                problem(source.lines.line(of: value) ?? line, "expectation \"error\" must be the field a refused request names (a string), e.g. error: amount; got \(value.describedForProblem)")
            }
        case "visibleApps":
            guard let items = value.sequence else {
                problem(source.lines.line(of: value) ?? line, "expectation \"visibleApps\" must be a list of app names (PHONEPE, GPAY, PAYTM, or packages on Android), e.g. [GPAY]; got \(value.describedForProblem)")
                return
            }
            for item in items { checkAppName(item, path: path, line: line) }
        case "app":
            if !value.isNull { checkAppName(value, path: path, line: line) }
        default:
            if path.hasPrefix("visibleApps."), value.sequence == nil, value.mapping == nil { checkAppName(value, path: path, line: line) }
        }
    }

    /// The transcript spells apps PHONEPE, GPAY, PAYTM; a placeholder is left to the case.
    private mutating func checkAppName(_ node: Node, path: String, line: Int) {
        let itemLine = source.lines.line(of: node) ?? line
        if isCitcon {
            // The citcon transcript's visibleApps holds the usable methods, spelled as CitconMethod's raw values.
            if let name = node.stringValue, CitconMethod(rawValue: name) != nil || name.holdsPlaceholderOpening { return }
            problem(itemLine, "expectation \"\(path)\" must hold Citcon methods in lower case (\(CitconMethod.allCases.map(\.rawValue).joined(separator: ", "))); got \(node.describedForProblem)")
            return
        }
        // On an Android phone the transcript names apps by package (in.org.npci.upiapp).
        if let name = node.stringValue,
            UPIApp(rawValue: name) != nil || name.holdsPlaceholderOpening || ProfileRules.dottedNameProblem(name, example: AndroidPackages.phonePe) == nil
        { return }
        let spelled = node.stringValue.flatMap(UPIApp.init(caseInsensitive:)).map { " (write \($0.rawValue): the transcript spells apps in capitals)" } ?? ""
        problem(itemLine, "expectation \"\(path)\" must hold app names PHONEPE, GPAY or PAYTM\(spelled); got \(node.describedForProblem)")
    }

    /// The value as the transcript's JSON would hold it; nil (with problems) when it cannot be one.
    private mutating func jsonValue(_ node: Node, path: String) -> JSONValue? {
        let line = source.lines.line(of: node) ?? source.start
        switch node {
        case .mapping(let mapping):
            var object = JSONObject()
            var complete = true
            for (keyNode, value) in mapping {
                guard let key = keyNode.plainKey, let member = jsonValue(value, path: path) else {
                    if keyNode.plainKey == nil {
                        problem(source.lines.line(of: keyNode) ?? line, "expectation \"\(path)\": object keys must be names, got \(keyNode.describedForProblem)")
                    }
                    complete = false
                    continue
                }
                object.append(key, member)
            }
            return complete ? .object(object) : nil
        case .sequence(let sequence):
            let items = sequence.map { jsonValue($0, path: path) }
            return items.contains(where: { $0 == nil }) ? nil : .array(items.compactMap { $0 })
        case .scalar, .alias:
            if let (reading, written) = node.reinterpretedPlainScalar {
                problem(line, "expectation \"\(path)\": \(written) reads as \(reading) in YAML; quote it (\"\(written)\") to compare text, or write \(reading)")
                return nil
            }
            switch node.scalarValue {
            case .null?: return .null
            case .bool(let value)?: return .bool(value)
            case .int(let value)?: return .int(Int64(value))
            case .float(let value)?: return .double(value)
            case .string(let text)?:
                for unknown in PlaceholderCheck.unknown(in: text) {
                    problem(line, "expectation \"\(path)\": unknown placeholder \(unknown); the placeholders are \(PlaceholderCheck.known)")
                }
                return .string(text)
            case nil: return nil
            }
        }
    }

    /// Every `merchant` mapping laid over the ones before it, key by key.
    mutating func merchantOverrides() -> MerchantOverrides {
        var overrides = MerchantOverrides()
        for layer in source.merchantLayers where !layer.value.isNull {
            guard case .mapping(let mapping) = layer.value else {
                problem(layer.valueLine, "\"merchant\" must be a mapping such as {merchantId: M, saltKey: K, saltIndex: 1, callbackUrl: \"https://…\"}, got \(layer.value.describedForProblem)")
                continue
            }
            let allowed = ScenarioParser.allowedKeys["merchant"]!
            for (keyNode, value) in mapping {
                let line = source.lines.line(of: keyNode) ?? layer.valueLine
                guard let key = keyNode.plainKey, allowed.contains(key) else {
                    problem(line, KeyAdvice.unknownKey(keyNode.plainKey ?? keyNode.describedForProblem, in: "\"merchant\"", allowed: allowed))
                    continue
                }
                guard !value.isNull else { continue }
                let valueLine = source.lines.line(of: value) ?? line
                if key == "saltIndex" {
                    guard case .int(let index)? = value.scalarValue, (1...999).contains(index) else {
                        problem(valueLine, "\"merchant.saltIndex\" must be a whole number from 1 to 999, got \(value.describedForProblem)\(Self.unquoteHint(value))")
                        continue
                    }
                    overrides.saltIndex = index
                    continue
                }
                guard let text = value.stringValue, !text.isEmpty else {
                    let quoteHint = value.scalar.map { $0.string.isEmpty ? "" : "; quote it: \"\($0.string)\"" } ?? ""
                    problem(valueLine, "\"merchant.\(key)\" must be a non-empty string, got \(value.describedForProblem)\(quoteHint)")
                    continue
                }
                switch key {
                case "merchantId": overrides.merchantId = text
                case "saltKey": overrides.saltKey = text
                default: overrides.callbackUrl = text
                }
            }
        }
        return overrides
    }

    /// A stored transcript: `.txt` for the text transcript, `.json` for the JSON one.
    mutating func goldenReference() -> GoldenReference? {
        guard let field = source.fields["golden"], !field.value.isNull, let path = text("golden") else { return nil }
        guard path.hasSuffix(".txt") || path.hasSuffix(".json") else {
            problem(field.valueLine, "\"golden\" must name a .txt file (the text transcript) or a .json file (the JSON transcript), got \"\(path)\"")
            return nil
        }
        for unknown in PlaceholderCheck.unknown(in: path) {
            problem(field.valueLine, "\"golden\": unknown placeholder \(unknown); the placeholders are \(PlaceholderCheck.known)")
        }
        return GoldenReference(path: path, line: field.valueLine)
    }
}
