/// A cell of the terminal screen: column `x` and row `y`, both from 0 at the top left.
public struct ScreenPoint: Hashable, Sendable {
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// The size of a terminal screen in character cells.
public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns, the width.
    public var columns: Int
    /// Rows, the height.
    public var rows: Int

    /// A screen `columns` wide and `rows` high.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `80x24`.
    public var description: String { "\(columns)x\(rows)" }
}

/// A rectangle of cells: the area of a button, a display or a panel.
public struct ScreenRect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int

    /// The rectangle whose top left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The column just right of the rectangle.
    public var right: Int { x + width }
    /// The row just below the rectangle.
    public var bottom: Int { y + height }

    /// True when `point` is one of the rectangle's cells.
    public func contains(_ point: ScreenPoint) -> Bool {
        point.x >= x && point.x < right && point.y >= y && point.y < bottom
    }

    /// True when the two rectangles share at least one cell.
    public func overlaps(_ other: ScreenRect) -> Bool {
        x < other.right && other.x < right && y < other.bottom && other.y < bottom
    }

    /// True when every cell lies on a screen of `size`.
    public func fits(in size: ScreenSize) -> Bool {
        x >= 0 && y >= 0 && width > 0 && height > 0 && right <= size.columns && bottom <= size.rows
    }

    /// The rectangle shrunk by `inset` cells on every side (a box's inside).
    public func inset(by inset: Int) -> ScreenRect {
        ScreenRect(x: x + inset, y: y + inset, width: max(0, width - 2 * inset), height: max(0, height - 2 * inset))
    }

    /// The middle row.
    public var middleRow: Int { y + (height - 1) / 2 }
}
