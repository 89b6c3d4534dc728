// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "checkout-sim",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "checkout-sim", targets: ["checkout-sim"]),
        // serve, bench --serve and tui --gateway: checkout-sim hands them to this build, which alone links
        // the HTTP server, ledger and HTTP client stack, so the terminal UI builds without it.
        .executable(name: "checkout-sim-gateway", targets: ["checkout-sim-gateway"]),
        .library(name: "CheckoutCore", targets: ["CheckoutCore"]),
        // For the libFuzzer targets in Fuzz/ (a package of its own), which fuzz the scenario parser.
        .library(name: "CheckoutReplay", targets: ["CheckoutReplay"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
    ],
    targets: [
        // An ordered JSON value, a strict parser with line and column, a compact and a pretty writer;
        // depends on nothing. The core re-exports it.
        .target(name: "CheckoutJSON"),
        // The pure domain: no terminal, clock, randomness or file system.
        .target(
            name: "CheckoutCore",
            dependencies: ["CheckoutJSON", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Scripted replays: the scenario format, matrix expansion and expectations; pure like the core
        // (files are read and written by the commands).
        .target(
            name: "CheckoutReplay",
            dependencies: ["CheckoutCore", .product(name: "Yams", package: "Yams")]
        ),
        // Commands, file loading (JSON and YAML profiles) and output; everything that touches the world,
        // except what needs the HTTP stack (CheckoutGatewayCLI).
        .target(
            name: "CheckoutCLI",
            dependencies: [
                "CheckoutCore",
                "CheckoutReplay",
                "CheckoutTUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            // openpty, for `bench --tui`: in libutil before glibc 2.34, an empty stub since.
            linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]
        ),
        // `serve`, `bench --serve` and the TUI's HTTP client for `tui --gateway`.
        .target(
            name: "CheckoutGatewayCLI",
            dependencies: [
                "CheckoutCLI",
                "CheckoutCore",
                "CheckoutReplay",
                "CheckoutServer",
                "CheckoutTUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // ncursesw from the system (Debian: libncursesw5-dev), plus a shim for what Swift cannot import.
        .systemLibrary(name: "CNCursesW", path: "Sources/CNCursesW"),
        // The terminal UI: screens as model + update + view over a small Terminal protocol.
        .target(name: "CheckoutTUI", dependencies: ["CheckoutCore", "CheckoutReplay", "CNCursesW"]),
        // The mock gateway over HTTP (`serve`): the core's responder behind hummingbird, payments in a ledger.
        .target(
            name: "CheckoutServer",
            dependencies: [
                "CheckoutCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .executableTarget(name: "checkout-sim-gateway", dependencies: ["CheckoutGatewayCLI"], linkerSettings: releaseLinking),
        .executableTarget(name: "checkout-sim", dependencies: ["CheckoutCLI"], linkerSettings: releaseLinking),
        // Fixtures and helpers shared by the test targets.
        .target(name: "CheckoutTestSupport", dependencies: ["CheckoutCore"], path: "Tests/CheckoutTestSupport"),
        .testTarget(name: "CheckoutCoreTests", dependencies: ["CheckoutCore", "CheckoutTestSupport"]),
        .testTarget(
            name: "CheckoutCLITests",
            dependencies: [
                "CheckoutCLI", "CheckoutGatewayCLI", "CheckoutCore", "CheckoutServer", "CheckoutTestSupport", "CheckoutTUI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "CheckoutServerTests",
            dependencies: [
                "CheckoutServer", "CheckoutCore", "CheckoutTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "CheckoutReplayTests",
            dependencies: ["CheckoutReplay", "CheckoutCore", "CheckoutTestSupport", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "CheckoutTUITests",
            dependencies: ["CheckoutTUI", "CheckoutCore", "CheckoutReplay", "CheckoutTestSupport"],
            exclude: ["Frames"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// A release build on Linux does not export its symbols for dynamic lookup, which the Swift runtime
/// linked in statically (`--static-swift-stdlib`) otherwise does: fewer pages touched at start.
/// The executables stay position-independent: linked without PIE to the shared runtime, the loader
/// warns at run time of direct references to the runtime's protected functions.
var releaseLinking: [LinkerSetting] {
    [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release))]
}
