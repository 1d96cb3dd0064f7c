// swift-tools-version: 6.1
// Micro-benchmarks of ConvCalcKit on ordo-one/benchmark, kept apart so the main build stays light.
// Run from this folder: swift package benchmark
import PackageDescription

let package = Package(
    name: "ConvCalcBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "convcalc", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ConvCalcBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ConvCalcKit", package: "convcalc"),
            ],
            path: "Benchmarks/ConvCalcBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
