/// What a terminal gives of keys typed before convcalc reads them.
public enum TypedAhead {
    /// A Ctrl-D typed while the terminal was still in its line mode, before the prompt or the
    /// keypad set their own (at start, or while a line is answered): the kernel keeps the end of
    /// file in its line buffer as a NUL byte, which a read in raw mode then returns (the first
    /// Ctrl-D was lost, and the prompt took the next as a character). Both read it as the Ctrl-D
    /// it was; a Ctrl-@ typed on purpose has no use in either.
    public static let endOfFile: UInt8 = 0x00
}
