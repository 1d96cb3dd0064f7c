/// An exact affine map `y = scale · x + offset`, the shape of every unit conversion.
///
/// Lengths, masses and times only scale (offset 0); temperatures also shift
/// (°F → °C is `5/9 · x − 160/9`). Composing and inverting maps stays exact.
public struct LinearMap: Hashable, Sendable {
    /// The multiplier; never zero.
    public let scale: Ratio
    /// What is added after scaling.
    public let offset: Ratio

    /// The map `x ↦ scale · x + offset`; `scale` must not be zero.
    public init(scale: Ratio, offset: Ratio = .zero) {
        precondition(scale.numerator != 0, "a unit map must not collapse values")
        self.scale = scale
        self.offset = offset
    }

    /// The map that undoes this one.
    public var inverse: LinearMap {
        LinearMap(scale: .one / scale, offset: Ratio(-offset.numerator, offset.denominator) / scale)
    }

    /// The map that applies `self` first, then `next`.
    public func then(_ next: LinearMap) -> LinearMap {
        LinearMap(scale: scale * next.scale, offset: offset * next.scale + next.offset)
    }
}
