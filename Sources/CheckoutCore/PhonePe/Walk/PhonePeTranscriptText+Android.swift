/// The text transcript's Android sections: the phone by package and visibility, the intent started
/// (explicitly or through the chooser), and what came back to `onActivityResult`.
extension PhonePeTranscript {
    func androidPaysWith(_ android: PhonePeAndroidStep, _ out: inout TextWriter) {
        guard let package = android.package else {
            out.line("  Pays with: whichever app the system chooser offers (none handles upi://pay)")
            return
        }
        let name = AndroidPackages.displayName(of: package)
        if flow == .openIntent {
            out.line("  Pays with: \(name) (\(package)), picked by the user in the system chooser")
        } else {
            out.line("  Pays with: \(name) (\(package))")
        }
    }

    func androidHandOffSection(_ android: PhonePeAndroidStep, _ handOff: PhonePeHandOff, _ out: inout TextWriter) {
        out.section("Hand-off: startActivity")
        let target = flow == .openIntent ? nil : android.package
        if flow == .sdkDebit {
            out.line("  PhonePe's Android SDK starts \(AndroidPackages.phonePe) for a result itself (not filtered by package visibility)")
        } else if let target {
            out.line("  startActivityForResult(Intent(ACTION_VIEW, <the URL>).setPackage(\"\(target)\")): explicit, so package visibility does not filter it")
        } else {
            out.line("  startActivityForResult(Intent.createChooser(Intent(ACTION_VIEW, <the URL>), …)): implicit, through the system chooser")
        }
        if let chooser = android.chooser {
            let names = chooser.map { "\(AndroidPackages.displayName(of: $0)) (\($0))" }
            out.line("  system chooser for upi://pay lists: " + (names.isEmpty ? "nothing" : names.joined(separator: ", ")))
            if let note = page.android?.chooserNote { out.line("  note: \(note)") }
        }
        if let failure = handOff.failure {
            out.line("  startActivity failed: \(failure)")
            return
        }
        let package = handOff.openedAppId ?? ""
        let opened = "\(AndroidPackages.displayName(of: package)) (\(package))"
        let hidden = device.packages?.verdict(for: package)?.visible == false
        if android.choseInChooser {
            out.line("  the user picks \(opened) in the chooser (\"Just once\"); \(userStep)")
        } else {
            out.line("  \(opened) opened; \(userStep)")
        }
        if hidden { out.line("  \(opened) opened although the merchant app cannot see it: startActivity is not filtered") }
    }

    func activityResultSection(_ ending: UPIActivityReturn, _ reading: UPIResultReading?, _ out: inout TextWriter) {
        out.section("onActivityResult: \(ending.name)")
        guard let result = ending.result else {
            out.line("  nothing: the activity that started the UPI app is gone, and with it the pending result")
            out.line("  " + UPIResultReading.provesNothing)
            return
        }
        out.line("  resultCode: \(result.resultCodeName)")
        if result.extras.isEmpty { out.line("  data: null") }
        for extra in result.extras { out.line("  extra \(extra.name): \(extra.value)") }
        if let reading {
            if !reading.fields.isEmpty {
                out.line("  read: " + reading.fields.map { "\($0.name)=\($0.value)" }.joined(separator: ", "))
            }
            for problem in reading.problems { out.line("  problem: \(problem)") }
            out.line("  \(reading.summary)")
        }
        out.line("  " + UPIResultReading.provesNothing)
    }

    /// Said under the result when the UPI app's result and the server's disagree: why the server decides.
    var clientResultContrast: String? {
        guard let reading = android?.reading, let status = reading.status, let result else { return nil }
        let serverSaysPaid = result.code == "PAYMENT_SUCCESS"
        switch status {
        case .success where !serverSaysPaid:
            return "the UPI app's result said success, but the server's status did not: an app that trusted onActivityResult would ship an unpaid order"
        case .failure where serverSaysPaid:
            return "the UPI app's result said failure, yet the money moved: an app that trusted onActivityResult would fail a paid order"
        default:
            return nil
        }
    }
}
