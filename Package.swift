// swift-tools-version: 6.0
import PackageDescription

// The git commit `convcalc --version` shows: Scripts/build.sh sets CONVCALC_COMMIT; a plain
// `swift build` leaves it empty. Only the one-line C target below is rebuilt when it changes.
let commit = String((Context.environment["CONVCALC_COMMIT"] ?? "").filter { $0.isLetter || $0.isNumber || $0 == "-" })

let package = Package(
    name: "convcalc",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "convcalc", targets: ["convcalc"]),
        .executable(name: "unit-table-generator", targets: ["UnitTableGenerator"]),
        .library(name: "ConvCalcKit", targets: ["ConvCalcKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // BuiltInUnits.units is the unit table as data; its tests read it from the source tree.
        .target(name: "ConvCalcKit", exclude: ["Units/BuiltInUnits.units"]),
        .target(name: "CBuildInfo", cSettings: [.define("CONVCALC_COMMIT", to: "\"\(commit)\"")]),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // ncursesw from the default paths: naming pkgConfig "ncursesw" finds nothing more and
        // makes SwiftPM warn on every build about the -D flags of Debian's ncursesw.pc.
        .systemLibrary(
            name: "CCurses",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // <sys/xattr.h>: a replaced file keeps its extended attributes and ACL.
        .systemLibrary(name: "CFileAttributes"),
        .executableTarget(
            name: "convcalc",
            dependencies: [
                "ConvCalcKit",
                "CEditLine",
                "CBuildInfo",
                "CCurses",
                "CFileAttributes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Writes Units/BuiltInUnits.swift from the unit table: Scripts/generate-units.sh.
        .executableTarget(name: "UnitTableGenerator", dependencies: ["ConvCalcKit"]),
        // The libFuzzer target: build it with Scripts/fuzz.sh (swift build --sanitize=fuzzer).
        .executableTarget(name: "ConvCalcFuzz", dependencies: ["ConvCalcKit"]),
        // The seeded random numbers every random test of both test targets draws from (CONVCALC_SEED).
        .target(name: "Seeding", dependencies: ["ConvCalcKit"], path: "Tests/Seeding"),
        .target(name: "RepositoryFiles", path: "Tests/RepositoryFiles"),
        .testTarget(name: "ConvCalcKitTests", dependencies: ["ConvCalcKit", "Seeding", "RepositoryFiles"], exclude: ["Units/oracle.py", "Units/oracle_units.py"]),
        .testTarget(name: "convcalcTests", dependencies: ["ConvCalcKit", "convcalc", "Seeding", "RepositoryFiles"]),
    ]
)
