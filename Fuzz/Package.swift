// swift-tools-version: 6.0
// libFuzzer targets for the parsers that take outside input. A package of its own so the main
// package's `swift build` and `swift test` never build them; build and run them with `./run.sh`.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which differs between checkouts.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func fuzzTarget(_ name: String, library: String = "CheckoutCore") -> Target {
    .executableTarget(name: name, dependencies: [.product(name: library, package: mainPackage)])
}

let package = Package(
    name: "checkout-sim-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        fuzzTarget("FuzzJSON"),
        fuzzTarget("FuzzEnvelope"),
        fuzzTarget("FuzzIntentURL"),
        fuzzTarget("FuzzChecksum"),
        fuzzTarget("FuzzLinter"),
        fuzzTarget("FuzzProfileJSON"),
        fuzzTarget("FuzzProfileYAML", library: "CheckoutReplay"),
        fuzzTarget("FuzzScenario", library: "CheckoutReplay"),
        fuzzTarget("FuzzWebURL"),
        fuzzTarget("FuzzOutcome"),
        fuzzTarget("FuzzV2Gateway"),
    ],
    swiftLanguageModes: [.v6]
)
