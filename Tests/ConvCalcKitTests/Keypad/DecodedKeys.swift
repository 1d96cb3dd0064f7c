@testable import ConvCalcKit

extension KeyDecoder {
    /// Every key `text` decodes to, fed at once and flushed at the end (the decoder tests' reading).
    static func keys(flushing text: String) -> [InputKey] {
        var decoder = KeyDecoder()
        decoder.feed(text)
        var keys: [InputKey] = []
        while let key = decoder.next(flush: true) { keys.append(key) }
        return keys
    }
}
