// The libFuzzer entry: arbitrary bytes become input lines for the library's line handler.
// Build and run with Scripts/fuzz.sh. Invariants checked on every input line:
// - nothing crashes or traps;
// - a rejected line leaves the state exactly as it was;
// - every JSON object emitted parses;
// - no output holds a raw control byte (C0 other than newline, DEL, C1);
// - a displayed input value typed back in gives the same value.
import ConvCalcKit

@_cdecl("LLVMFuzzerTestOneInput")
/// Runs every line of one fuzzer input through a fresh session, checking the invariants.
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var session = Session()
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var start = 0
    while start <= size {
        var end = start
        while end < size && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        FuzzCheck.line(UnsafeBufferPointer(rebasing: bytes[start..<end]), in: &session)
        start = end + 1
    }
    return 0
}
