import Foundation

/// The repository's own files, for the tests that read them (README, GUIDE, the lessons, the unit
/// table, the scripts): every path is taken from the one root here, found from this file's place.
public enum Repository {
    /// The repository's root folder: this file is `Tests/RepositoryFiles/Repository.swift`.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The file or folder at `relative` (`"docs/GUIDE.md"`), from the root.
    public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The path of the file or folder at `relative`, from the root.
    public static func path(_ relative: String) -> String { url(relative).path }
}
