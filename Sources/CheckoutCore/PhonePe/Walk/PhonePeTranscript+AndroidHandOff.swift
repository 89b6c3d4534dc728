/// PhonePe's hand-off and return on an Android phone, as a front end shows them: the app that
/// `startActivity` started (explicitly, or picked in the system chooser), and what came back to
/// `onActivityResult` with the merchant app's reading of it. The payer's choices are the seam's
/// (`PhonePeTranscript+AndroidChoices`).
extension PhonePeTranscript {
    /// The app started and the URL it got; nil on iOS, or when nothing was started.
    var androidHandOffLines: [ShownLine]? {
        guard let android, let handOff, handOff.failure == nil, let package = handOff.openedAppId else { return nil }
        let name = AndroidPackages.displayName(of: package)
        var lines: [ShownLine] = []
        if android.choseInChooser {
            lines.append(ShownLine("The system chooser listed every upi://pay handler; the user picked \(name) (\(package)).", .muted))
        } else {
            lines.append(ShownLine("startActivity with the intent set to \(package): Android started \(name) directly.", .muted))
        }
        // Kept to a line, with no blank lines, so that an 80×24 window shows what the app asks too.
        lines += [ShownLine("startActivity is not filtered by package visibility.", .muted), ShownLine(handOff.url, .bold)]
        if let url = intent?.url { lines.append(Self.asks(url, appName: name, mandate: flow == .mandate)) }
        return lines
    }

    /// "onActivityResult: …", "Back press: …", "No result: …".
    static func androidReturnTitle(_ ending: UPIActivityReturn) -> String {
        switch ending {
        case .finished: return "onActivityResult: the UPI app handed back a result"
        case .backPressed: return "Back press: onActivityResult got RESULT_CANCELED"
        case .processKilled: return "No result: the merchant app's process was killed"
        }
    }

    /// `onActivityResult`'s result code and extras, the merchant app's reading and its problems, and
    /// that it proves nothing; nil on iOS.
    func androidReturnLines(_ step: PhonePeReturn) -> [ShownLine]? {
        guard let ending = android?.ending, let reading = android?.reading else { return nil }
        var lines = [ShownLine(step.reason, step.mode == .activityResult ? .ok : .warning), .blank]
        if let result = ending.result {
            lines.append(ShownLine([ShownSpan("resultCode    ", .muted), ShownSpan(result.resultCodeName, .heading)]))
            if result.extras.isEmpty { lines.append(ShownLine([ShownSpan("extras        ", .muted), ShownSpan("none (data is null)")])) }
            for (index, extra) in result.extras.enumerated() {
                lines.append(ShownLine([ShownSpan(index == 0 ? "extras        " : "              ", .muted), ShownSpan("\(extra.name) = ", .bold), ShownSpan(extra.value)]))
            }
        } else {
            lines.append(ShownLine("onActivityResult never ran: no result code, no extras.", .muted))
        }
        lines += [.blank, ShownLine("The merchant app's reading", .heading)]
        for field in reading.fields {
            let padded = field.name + String(repeating: " ", count: max(1, 14 - field.name.count))
            lines.append(ShownLine([ShownSpan(padded, .muted), ShownSpan(field.value, .bold)]))
        }
        lines.append(ShownLine(reading.summary))
        for problem in reading.problems { lines.append(ShownLine("problem: " + problem, .warning)) }
        lines += [.blank, ShownLine(UPIResultReading.provesNothing, .muted)]
        return lines
    }
}
