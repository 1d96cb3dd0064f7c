/// A colour as red, green and blue, 0 to 255 each.
public struct RGB: Hashable, Sendable {
    /// Red.
    public var red: Int
    /// Green.
    public var green: Int
    /// Blue.
    public var blue: Int

    /// The colour (`red`, `green`, `blue`).
    public init(_ red: Int, _ green: Int, _ blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Black.
    public static let black = RGB(0, 0, 0)
    /// White.
    public static let white = RGB(255, 255, 255)

    /// The colour as one direct-colour number, 0xRRGGBB.
    public var packed: Int { red << 16 | green << 8 | blue }

    /// The squared distance to `other`.
    func distance(to other: RGB) -> Int {
        let red = self.red - other.red, green = self.green - other.green, blue = self.blue - other.blue
        return red * red + green * green + blue * blue
    }
}

/// The terminal's colours: how many it has, and which of them is nearest to a colour.
public enum Palette: Sendable, Equatable {
    /// Any RGB colour (a direct-colour terminal, `xterm-direct`).
    case direct
    /// The xterm 256-colour palette.
    case indexed256
    /// The eight basic ANSI colours.
    case basic8
    /// No colour: bold and reverse video only.
    case monochrome

    /// The palette of a terminal with `colors` colours, or monochrome when colour is not wanted.
    public init(colors: Int, wanted: Bool) {
        switch colors {
        case _ where !wanted || colors < 8: self = .monochrome
        case 0x1000000...: self = .direct
        case 256...: self = .indexed256
        default: self = .basic8
        }
    }

    /// The colour number nearest to `color` in this palette (nil when monochrome).
    public func number(for color: RGB) -> Int? {
        switch self {
        case .direct: color.packed
        case .indexed256: Palette.nearest(color, among: Palette.xterm256, from: 16)
        case .basic8 where color.red == color.green && color.green == color.blue:
            // A grey is drawn black or white: by distance alone the nearest of the eight can be a
            // hue (grey #808080 is nearer yellow), which would pass for the lit state's orange.
            color.distance(to: Palette.xterm256[0]) < color.distance(to: Palette.xterm256[7]) ? 0 : 7
        case .basic8: Palette.nearest(color, among: Palette.xterm256, from: 0, to: 8)
        case .monochrome: nil
        }
    }

    /// The index in `from..<to` of the colour nearest to `color`. The 256-colour search skips
    /// the 16 system colours, which terminals are free to change; the cube and greys are fixed.
    private static func nearest(_ color: RGB, among colors: [RGB], from: Int, to: Int = 256) -> Int {
        colors.withUnsafeBufferPointer { colors in
            var best = from, bestDistance = Int.max
            for index in from..<to {
                let distance = color.distance(to: colors[index])
                if distance < bestDistance { (best, bestDistance) = (index, distance) }
            }
            return best
        }
    }

    /// xterm's default colours: 16 system colours, the 6×6×6 cube, then 24 greys.
    static let xterm256: [RGB] = {
        var colors = [
            RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
            RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
            RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
            RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
        ]
        let levels = [0, 95, 135, 175, 215, 255]
        for red in levels {
            for green in levels {
                for blue in levels { colors.append(RGB(red, green, blue)) }
            }
        }
        for step in 0..<24 { colors.append(RGB(8 + 10 * step, 8 + 10 * step, 8 + 10 * step)) }
        return colors
    }()
}
