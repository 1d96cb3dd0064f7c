import Foundation
import Testing
@testable import ConvCalcKit
import RepositoryFiles

/// `convcalc machine --as slide` is a picture for a slide: `dot -Tpng` lays it out at about
/// 16:9, big enough for a projector, with no label over another or over a state.
@Suite struct MachineSlideTests {
    /// A rectangle in Graphviz's points, named for what it holds.
    struct Box {
        let name: String
        let left, bottom, right, top: Double

        /// True when the two share more than a point's sliver.
        func overlaps(_ other: Box) -> Bool {
            left < other.right - 1 && other.left < right - 1 && bottom < other.top - 1 && other.bottom < top - 1
        }
    }

    @Test func thePictureIsSixteenByNineAndFullHDWide() throws {
        let png = try Graphviz.render(MachineExport.slide, as: "png")
        try #require(png.count > 24 && png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        let ratio = Double(width) / Double(height)
        #expect(abs(ratio - 16.0 / 9.0) < 0.1, "\(width)×\(height) is not about 16:9")
        #expect(width >= 1600, "\(width)×\(height): too small for a slide")
    }

    @Test func noLabelCoversAnotherOrAState() throws {
        let json = try Graphviz.render(MachineExport.slide, as: "json")
        let graph = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        var boxes: [Box] = []
        for node in graph["objects"] as? [[String: Any]] ?? [] {
            // The legend is its text; a state is its ellipse, whose name sits inside it.
            if node["name"] as? String == "legend" {
                boxes += texts(node)
            } else if let box = ellipse(node) {
                boxes.append(box)
            }
        }
        for edge in graph["edges"] as? [[String: Any]] ?? [] { boxes += texts(edge) }
        #expect(boxes.count > 20)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                #expect(!box.overlaps(other), "\(box.name) overlaps \(other.name)")
            }
        }
    }

    /// No edge passes through a text: a state's name, another edge's label, the legend (the edge
    /// from `choosing` back to `ready` crossed the label of `ready`'s loop).
    @Test func noEdgeCrossesAText() throws {
        let json = try Graphviz.render(MachineExport.slide, as: "json")
        let graph = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let objects = graph["objects"] as? [[String: Any]] ?? []
        let edges = graph["edges"] as? [[String: Any]] ?? []
        let named = objects.flatMap { texts($0) }
        for (index, edge) in edges.enumerated() {
            let others = named + edges.enumerated().filter { $0.offset != index }.flatMap { texts($0.element) }
            let name = "\(objects[edge["tail"] as? Int ?? 0]["name"] ?? "?") -> \(objects[edge["head"] as? Int ?? 0]["name"] ?? "?")"
            for point in curvePoints(edge) {
                let crossed = others.first { $0.left + 1 < point.x && point.x < $0.right - 1 && $0.bottom + 1 < point.y && point.y < $0.top - 1 }
                #expect(crossed == nil, "\(name) crosses \(crossed?.name ?? "")")
                if crossed != nil { break }
            }
        }
        #expect(edges.count > 10 && named.count > 5)
    }

    /// Points along an edge's drawn curve (its cubic Bézier pieces, 30 points each).
    func curvePoints(_ edge: [String: Any]) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        for operation in edge["_draw_"] as? [[String: Any]] ?? [] where ["b", "B"].contains(operation["op"] as? String) {
            let controls = (operation["points"] as? [[Double]] ?? []).filter { $0.count == 2 }
            for start in stride(from: 0, to: controls.count - 3, by: 3) {
                let p = Array(controls[start..<start + 4])
                for step in 0...30 {
                    let t = Double(step) / 30, u = 1 - t
                    let weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
                    points.append((zip(weights, p).map { $0 * $1[0] }.reduce(0, +), zip(weights, p).map { $0 * $1[1] }.reduce(0, +)))
                }
            }
        }
        return points
    }

    @Test func edgesShowKeysAndTheLegendEveryGuard() {
        let slide = MachineExport.slide
        #expect(!slide.contains("["  + Guard.withinKindLimit.text), "no guard on an edge")
        #expect(slide.contains("stays: digit*, +/-*, C, precision*</font>"))
        for unmet in Guard.allCases { #expect(slide.contains(unmet.text), "\(unmet) is in the legend") }
    }

    /// The point key is named on its edges (a lone `.` is lost on a projector), and the legend
    /// says each guard only for the states where it applies: one line per key and states.
    @Test func thePointIsNamedAndEachGuardIsSaidWhereItApplies() {
        let slide = MachineExport.slide
        #expect(!slide.contains("label=\".") && !slide.contains(", .\"") && !slide.contains(", ., "), "a lone dot")
        #expect(slide.contains("point (.)"))
        let rows = slide.components(separatedBy: "<tr>").dropFirst(2).map { $0.replacingOccurrences(of: "</td></tr>", with: "") }
        #expect(rows.count >= 5)
        for row in rows { #expect(row.contains("</b> in "), "names its states: \(row)") }
        let digitInInteger = rows.first { $0.contains("digit*</b> in integer") }
        #expect(digitInInteger?.contains(Guard.exponentInRange.text) == false && digitInInteger?.contains(Guard.placesFit.text) == false,
                "\(digitInInteger ?? "no line for digit in integer")")
    }

    /// The guide's first picture of the machine drawn by Graphviz is the slide: a teacher who
    /// copies the first example gets the picture for a projector, not the 3200×600 strip of
    /// `--as dot` (which the guide says is for zooming in and for tools).
    @Test func theGuidesFirstGraphvizExampleIsTheSlide() throws {
        let guide = Repository.url("docs/GUIDE.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let first = try #require(text.range(of: #"convcalc machine --as [a-z]+ \| dot"#, options: .regularExpression))
        #expect(text[first].hasPrefix("convcalc machine --as slide"), "\(text[first])")
    }

    /// The bounding box of a state's ellipse: its centre, and its size in inches.
    func ellipse(_ node: [String: Any]) -> Box? {
        guard let position = (node["pos"] as? String)?.split(separator: ",").compactMap({ Double($0) }),
              position.count == 2, let width = Double(node["width"] as? String ?? ""),
              let height = Double(node["height"] as? String ?? "") else { return nil }
        let halfWidth = width * 36, halfHeight = height * 36
        return Box(name: node["name"] as? String ?? "?", left: position[0] - halfWidth, bottom: position[1] - halfHeight,
                   right: position[0] + halfWidth, top: position[1] + halfHeight)
    }

    /// The boxes of the texts an object's label draws (xdot `T` operations after an `F` font).
    func texts(_ object: [String: Any]) -> [Box] {
        var size = 14.0
        var boxes: [Box] = []
        for operation in object["_ldraw_"] as? [[String: Any]] ?? [] {
            if operation["op"] as? String == "F" { size = operation["size"] as? Double ?? size }
            guard operation["op"] as? String == "T", let point = operation["pt"] as? [Double], point.count == 2,
                  let width = operation["width"] as? Double else { continue }
            let left = switch operation["align"] as? String {
            case "l": point[0]
            case "r": point[0] - width
            default: point[0] - width / 2
            }
            boxes.append(Box(name: operation["text"] as? String ?? "?", left: left, bottom: point[1] - 0.25 * size,
                             right: left + width, top: point[1] + 0.8 * size))
        }
        return boxes
    }
}
