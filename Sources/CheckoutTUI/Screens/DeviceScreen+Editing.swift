import CheckoutCore

/// The device editor: keys that install or uninstall an app, declare or remove a scheme, change the
/// iOS version, the callback scheme and its URL type, revert, and save as a new profile (Android's own
/// keys: `DeviceScreen+AndroidEditing`). Each edit goes through the core's `DeviceProfile.applying`, so
/// one the loader would refuse is refused here, with why.
extension DeviceScreen {
    static let editingHelp: [KeyHint] = [
        KeyHint("i Space", "install or uninstall the app chosen in the apps pane"),
        KeyHint("a", "declare a scheme (the chosen undeclared one, or type it)"),
        KeyHint("x Delete", "remove the chosen scheme's declaration"),
        KeyHint("v", "change the iOS version"),
        KeyHint("c", "change the callback scheme (empty: none)"),
        KeyHint("u", "add the callback scheme to the URL types, or take it out"),
        KeyHint("r", "revert every edit"),
        KeyHint("s", "save the edited device as a new profile file"),
    ]

    /// The editing keys; nil for any other key.
    mutating func handleEdit(_ key: Key) -> ScreenAction? {
        switch key {
        case .character("i"), .character(" "): return toggleChosenApp()
        case .character("r"):
            guard isModified else { return .notify(Notice("Nothing to revert: the device is as loaded")) }
            summary = DeviceSummary(profile: original)
            return .notify(Notice("Reverted: the device is as loaded"))
        case .character("s"):
            guard isModified else { return .notify(Notice("Nothing to save: the device is as loaded; edit it first (\(isAndroid ? "i a x t p" : "i a x v c u"))")) }
            open(.saveAs, text: defaultFileName)
            return .handled
        default:
            break
        }
        if isAndroid { return handleAndroidEdit(key) }
        switch key {
        case .character("a"):
            let chosen = focus == .schemes ? selectedScheme.flatMap { $0.declared ? nil : $0.scheme } : nil
            open(.declare, text: chosen ?? "")
        case .character("x"), .delete: return removeChosenDeclaration()
        case .character("v"): open(.osVersion, text: profile.os.version)
        case .character("c"): open(.callbackScheme, text: profile.merchantApp.callbackScheme ?? "")
        case .character("u"):
            guard let scheme = profile.merchantApp.callbackScheme else {
                return .notify(Notice("The merchant app has no callback scheme: c sets one", isError: true))
            }
            return apply(.setURLType(scheme, registered: !profile.merchantApp.registersURLType(scheme)))
        default: return nil
        }
        return .handled
    }

    mutating func open(_ purpose: DevicePrompt.Purpose, text: String) {
        prompt = DevicePrompt(purpose: purpose, input: TextPrompt(title: purpose.title, text: text))
    }

    /// The app chosen in the apps pane, installed or uninstalled; outside that pane, says how to choose one.
    private mutating func toggleChosenApp() -> ScreenAction {
        guard focus == .apps else {
            focus = .apps
            return .notify(Notice("Choose the app with ↑↓, then i installs or uninstalls it"))
        }
        let starts = appRows(width: layout?[.apps].map { $0.rect.width - 4 } ?? 76).starts
        guard let line = scrolls[.apps]?.selected, let index = starts.lastIndex(where: { $0 <= line }), appChoices.indices.contains(index)
        else { return .handled }
        let app = appChoices[index]
        if isInstalled(app) { return apply(.uninstall(appId: app.id)) }
        // Where it was among the apps, since the first app registering a scheme is the one that opens.
        let position = appChoices[..<index].filter(isInstalled).count
        return apply(.install(app, position: position))
    }

    private mutating func removeChosenDeclaration() -> ScreenAction {
        guard focus == .schemes, let chosen = selectedScheme else {
            focus = .schemes
            return .notify(Notice("Choose a declared scheme in the table, then x removes it"))
        }
        guard let position = chosen.declaredPosition else {
            return .notify(Notice("\(chosen.scheme) is not declared, so there is nothing to remove: a declares it", isError: true))
        }
        return apply(.undeclare(position: position))
    }

    /// `edit` made to the device, or refused on the status line with the rule it breaks.
    mutating func apply(_ edit: ProfileEdit) -> ScreenAction {
        switch profile.applying(edit) {
        case .success(let edited):
            summary = DeviceSummary(profile: edited)
            return .handled
        case .failure(let issue):
            return .notify(Notice("Refused: \(issue)", isError: true))
        }
    }

    /// `<profile>-edited` in the format of the file it came from.
    var defaultFileName: String { "\(source?.id ?? "profile")-edited.\(sourceFormat.fileExtension)" }

    var sourceFormat: ProfileFormat { source.flatMap { ProfileFormat(fileName: $0.file) } ?? .yaml }

    /// Keys while a prompt is up: it takes them all; Enter makes the edit, or keeps the prompt open with why not.
    mutating func handlePrompt(_ key: Key) -> ScreenAction {
        guard var current = prompt else { return .unhandled }
        switch current.input.handle(key) {
        case .editing:
            prompt = current
            return .handled
        case .cancelled:
            prompt = nil
            return .handled
        case .submitted(let typed):
            let value = TextPrompt.trimmed(typed)
            let edit: ProfileEdit
            switch current.purpose {
            case .declare: edit = .declare(scheme: value)
            case .osVersion: edit = .setOSVersion(value)
            case .callbackScheme: edit = .setCallbackScheme(value.isEmpty ? nil : value)
            case .query: edit = .addQuery(AndroidQuery(typed: value))
            case .targetSdk:
                guard let level = DevicePrompt.apiLevel(value) else {
                    current.input.error = DevicePrompt.apiLevelHint
                    prompt = current
                    return .handled
                }
                edit = .setTargetSdk(level)
            case .saveAs: return save(as: typed)
            }
            switch profile.applying(edit) {
            case .success(let edited):
                summary = DeviceSummary(profile: edited)
                prompt = nil
                if case .declare = edit, let row = schemes.firstIndex(where: { $0.scheme == value }) {
                    focus = .schemes
                    scrolls[.schemes]?.selected = row
                }
            case .failure(let issue):
                current.input.error = issue.message
                prompt = current
            }
            return .handled
        }
    }

    /// Asks the run loop to write the device as a new profile; the prompt stays up until it answers.
    private mutating func save(as typed: String) -> ScreenAction {
        switch ProfileFileName.resolve(typed, defaultFormat: sourceFormat) {
        case .failure(let problem):
            prompt?.input.error = problem.message
            return .handled
        case .success(let name):
            let saved = ProfileChanges.savable(profile, original: original, sourceId: source?.id ?? "a profile")
            let format = ProfileFormat(fileName: name) ?? sourceFormat
            let comment = "Device profile edited in the checkout-sim TUI from \(source?.id ?? "a profile").\nCheck it with: checkout-sim profiles validate \(name)"
            return .saveProfile(ProfileSaveRequest(fileName: name, text: ProfileText.text(saved, format: format, comment: comment)))
        }
    }

    /// What the run loop answered: saved (the device is now that profile, unmodified), or the prompt
    /// stays up with why not.
    mutating func profileSaved(_ outcome: ProfileSaveOutcome) {
        switch outcome {
        case .saved(_, let entry):
            guard let saved = entry.profile else { return }
            prompt = nil
            original = saved
            source = entry
            summary = DeviceSummary(profile: saved)
            appChoices = DeviceProfile.appChoices(from: saved)
        case .exists(let path):
            let name = path.split(separator: "/").last.map(String.init) ?? path
            prompt?.input.error = "\(name) exists and is kept: choose another name (\(path))"
        case .failed(let reason):
            prompt?.input.error = "Not saved: \(reason)"
        }
    }
}
