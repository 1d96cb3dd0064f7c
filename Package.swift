// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "convcalc",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "convcalc", targets: ["convcalc"]),
        .library(name: "ConvCalcKit", targets: ["ConvCalcKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "ConvCalcKit"),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .executableTarget(
            name: "convcalc",
            dependencies: [
                "ConvCalcKit",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The libFuzzer target: build it with Scripts/fuzz.sh (swift build --sanitize=fuzzer).
        .executableTarget(name: "ConvCalcFuzz", dependencies: ["ConvCalcKit"]),
        .testTarget(name: "ConvCalcKitTests", dependencies: ["ConvCalcKit"], exclude: ["Units/oracle.py"]),
        .testTarget(name: "convcalcTests", dependencies: ["ConvCalcKit", "convcalc"]),
    ]
)
