import ArgumentParser
import CheckoutCore
import Foundation

/// `checkout-sim profiles list|show|validate`.
struct ProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "List, show and validate device profiles.",
        subcommands: [List.self, Show.self, Validate.self]
    )

    struct List: ParsableCommand {
        // Named here rather than derived from the type's name, which costs a reflection at every start.
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the shipped profiles with their iOS version and visible UPI apps.")

        func run() throws {
            let store = ProfileStore()
            let files = store.profileFiles()
            guard !files.isEmpty else {
                printError("error: \(ProfileStore.noProfilesHint())")
                throw ExitCode.failure
            }
            var table = TextTable(["profile", "OS", "UPI apps shown", "name"])
            var broken = false
            let shared = Set(store.sharedNames().map(\.name))
            for file in files {
                let stem = ProfileStore.listedName(of: file, shared: shared)
                do {
                    let profile = try ProfileStore.load(url: file)
                    let page = CheckoutPage(device: Device(profile: profile))
                    let apps = page.android.map { $0.shown.map { AndroidPackages.defaultId(of: $0.package).uppercased() } } ?? page.visibleApps.map(\.rawValue)
                    table.add([stem, profile.os.shortLabel, apps.isEmpty ? "none" : apps.joined(separator: ","), profile.name])
                } catch {
                    broken = true
                    table.add([stem, "?", "?", "INVALID (checkout-sim profiles validate \(file.path))"])
                }
            }
            printText(table.render(indent: ""))
            for warning in store.sharedNameWarnings() { printError(warning) }
            if broken { throw ExitCode.failure }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show a profile: installed apps, the scheme table, the checkout page and the deviceContext.")

        @Argument(help: "A profile file path or name.")
        var profile: String = ProfileStore.defaultProfile

        @Option(help: "text or json.")
        var format: OutputFormat = .text

        func run() throws {
            let loaded = try ProfileStore().loadForCommand(profile)
            let summary = DeviceSummary(profile: loaded)
            switch format {
            case .text: printText(summary.text, terminator: "")
            case .json: print(JSONWriter.pretty(summary.json))
            }
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate", abstract: "Check profile files; every problem of every file is reported, with the file and the place.",
            discussion: """
                A profile may list at most \(ProfileLimits.schemesPerList) schemes in each scheme list, \(ProfileLimits.installedApps) installed \
                apps registering \(ProfileLimits.installedAppSchemes) schemes together, and \(ProfileLimits.universalLinks) universal links; \
                see docs/profiles.md ("Size limits").
                """)

        @Argument(help: "Profile files or names (default: every file in Profiles/).")
        var files: [String] = []

        func run() throws {
            let store = ProfileStore()
            let references = files.isEmpty ? store.profileFiles().map(\.path) : files
            guard !references.isEmpty else {
                printError("error: no profile files given, and \(ProfileStore.noProfilesHint())")
                throw ExitCode.failure
            }
            var failures = 0
            var schemas = 0
            for reference in references {
                // `Profiles/*.json` takes in the JSON Schemas kept there for editors: said, not validated.
                if ProfileStore.isSchema(reference), FileManager.default.fileExists(atPath: reference) {
                    schemas += 1
                    printText("skipped  \(reference) (a JSON Schema, not a profile)")
                    continue
                }
                do {
                    // A name is looked up in the profiles folder, as `profiles show` and `run --profile` do.
                    let url = try store.resolve(reference)
                    let profile = try ProfileStore.load(url: url)
                    printText("ok       \(url.path) (\(profile.name))")
                } catch {
                    failures += 1
                    printText("invalid  \(error.file)")
                    for problem in error.problems { printText("  - \(error.file): \(problem)") }
                }
            }
            print("\(references.count - failures - schemas) valid, \(failures) invalid" + (schemas > 0 ? ", \(schemas) JSON Schema\(schemas == 1 ? "" : "s") skipped" : ""))
            if files.isEmpty { for warning in store.sharedNameWarnings() { printError(warning) } }
            if failures > 0 { throw ExitCode.failure }
        }
    }
}
