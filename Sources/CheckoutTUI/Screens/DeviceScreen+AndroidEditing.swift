import CheckoutCore

/// The device editor on an Android phone: apps installed or uninstalled as on iOS, and the merchant
/// app's manifest: `<queries>` entries added or removed, `targetSdk`, `QUERY_ALL_PACKAGES`. Each edit
/// goes through the core's `DeviceProfile.applying`, and the visibility and page panes follow at once.
extension DeviceScreen {
    static let androidViewingHelp: [KeyHint] = [
        KeyHint("Tab ⇧Tab", "apps, manifest, package visibility, checkout page"),
        KeyHint("↑↓ j k", "choose an app (why, and the fix: below), or scroll"),
        KeyHint("Enter", "go to the checkout page (of the device as edited)"),
    ]

    static let androidEditingHelp: [KeyHint] = [
        KeyHint("i Space", "install or uninstall the app chosen in the apps pane"),
        KeyHint("a", "add an intent (upi://pay) or a package to <queries>"),
        KeyHint("x Delete", "remove the <queries> entry chosen in the manifest"),
        KeyHint("t", "change the merchant app's targetSdk"),
        KeyHint("p", "ask for QUERY_ALL_PACKAGES, or stop asking"),
        KeyHint("r", "revert every edit"),
        KeyHint("s", "save the edited device as a new profile file"),
    ]

    /// Android's editing keys; nil for any other key.
    mutating func handleAndroidEdit(_ key: Key) -> ScreenAction? {
        let manifest = profile.merchantApp.android
        switch key {
        case .character("a"): open(.query, text: suggestedQuery?.description ?? "")
        case .character("x"), .delete: return removeChosenQuery()
        case .character("t"): open(.targetSdk, text: manifest.map { "\($0.targetSdk)" } ?? "")
        case .character("p"):
            return apply(.setPermission(AndroidManifest.queryAllPackages, held: !(manifest?.holdsQueryAllPackages ?? false)))
        default: return nil
        }
        return .handled
    }

    /// The entry that would show the app chosen in the visibility table, when it is hidden: the
    /// `upi://pay` intent for a UPI app, else its package.
    var suggestedQuery: AndroidQuery? {
        guard focus == .visibility, let verdict = selectedVerdict, !verdict.visible else { return nil }
        return verdict.isUPIApp ? .intent(AndroidPackages.upiPay.description) : .package(verdict.package)
    }

    private mutating func removeChosenQuery() -> ScreenAction {
        guard focus == .merchant, let query = selectedQuery else {
            focus = .merchant
            return .notify(Notice("Choose a <queries> entry in the manifest with ↑↓, then x removes it"))
        }
        return apply(.removeQuery(query))
    }
}
