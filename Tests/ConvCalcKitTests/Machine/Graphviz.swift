import Foundation
import Testing

/// Graphviz's `dot`, run on a graph the machine exported.
enum Graphviz {
    /// The `dot` on this machine, if any.
    static let path = ["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What `dot -T<format>` makes of `graph`; the test fails without Graphviz.
    static func render(_ graph: String, as format: String) throws -> Data {
        let dot = try #require(path, "Graphviz's dot is needed (apt-get install graphviz; Scripts/test.sh installs it)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-T" + format]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        DispatchQueue.global().async {
            try? input.fileHandleForWriting.write(contentsOf: Data(graph.utf8))
            try? input.fileHandleForWriting.close()
        }
        let rendered = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "dot -T\(format) failed")
        return rendered
    }
}
