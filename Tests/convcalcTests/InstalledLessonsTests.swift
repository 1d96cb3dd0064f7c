import Foundation
import Testing

/// `--help` and the guide name the lessons as `Examples/…`, the source's folder; an installed
/// convcalc run elsewhere cannot read that, so its error says where they were installed
/// (`PREFIX/share/doc/convcalc/examples`, beside `PREFIX/bin/convcalc`), for `check`, `play`
/// and the keypad's `--play`. Only for a missing `Examples/…` of an installed copy.
@Suite struct InstalledLessonsTests {
    /// Installs the built binary and one lesson under a temporary prefix, then runs
    /// `arguments` from an empty folder with `installsLessons` saying whether the lessons'
    /// folder is there.
    func run(_ arguments: String, installsLessons: Bool = true) throws -> BuiltBinary.Run {
        try Shell.run("""
            set -e
            prefix=$(mktemp -d); trap 'rm -rf "$prefix"' EXIT
            mkdir -p "$prefix/bin" "$prefix/empty"
            cp "$CONVCALC" "$prefix/bin/convcalc"
            if \(installsLessons); then
              mkdir -p "$prefix/share/doc/convcalc/examples"
              printf '> 212\\n100 °C\\n212 °F\\n' > "$prefix/share/doc/convcalc/examples/01.txt"
            fi
            cd "$prefix/empty"
            set +e
            HOME="$prefix" XDG_STATE_HOME="$prefix/state" "$prefix/bin/convcalc" \(arguments) 2>&1 \
              | sed "s|$prefix|PREFIX|g"
            """)
    }

    @Test(arguments: ["check Examples/01.txt", "play Examples/04-commit-on-return.txt", "check ./Examples/x.txt"])
    func aMissingLessonSaysWhereTheLessonsAreInstalled(command: String) throws {
        let path = String(command.split(separator: " ")[1])
        let run = try run(command)
        #expect(run.stdout.contains("cannot read '\(path)': No such file or directory; the lessons are installed in"
            + " 'PREFIX/share/doc/convcalc/examples' (convcalc check 'PREFIX/share/doc/convcalc/examples'/*.txt)"),
                "\(run.stdout)")
    }

    @Test func theHintIsGivenOnlyForTheLessonsOfAnInstalledCopy() throws {
        let without = try run("check Examples/01.txt", installsLessons: false)
        #expect(without.stdout.contains("cannot read 'Examples/01.txt': No such file or directory\n"), "\(without.stdout)")
        let other = try run("check lessons/01.txt")
        #expect(other.stdout.contains("cannot read 'lessons/01.txt': No such file or directory\n"), "\(other.stdout)")
        let installed = try run("check PREFIX/share/doc/convcalc/examples/01.txt".replacingOccurrences(of: "PREFIX", with: "\"$prefix\""))
        #expect(installed.stdout.contains("1 transcript, 1 passed"), "\(installed.stdout)")
    }
}
