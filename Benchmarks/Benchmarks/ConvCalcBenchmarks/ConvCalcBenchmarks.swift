import Benchmark
import ConvCalcKit

/// Micro-benchmarks of the library's hot path: one key event, one input line, one display,
/// one conversion. Each reports throughput and heap allocations per operation; the steady
/// state must allocate nothing.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.throughput, .wallClock, .mallocCountTotal, .instructions],
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )

    Benchmark("key event: Machine.transition") { benchmark in
        var typing = Session()
        _ = typing.send(.digit(4))
        let state = typing.state
        for _ in benchmark.scaledIterations {
            blackHole(Machine.transition(state, .digit(2)))
        }
    }

    Benchmark("key event: Session.send (the keypad's door)") { benchmark in
        var session = Session()
        _ = session.send(.digit(4))
        for _ in benchmark.scaledIterations {
            blackHole(session.send(.digit(2)))
            blackHole(session.send(.clear))
        }
    }

    Benchmark("input line: Session.handle(\"98.6\")") { benchmark in
        var session = Session()
        let line: [UInt8] = Array("98.6".utf8)
        line.withUnsafeBufferPointer { bytes in
            for _ in benchmark.scaledIterations {
                blackHole(session.handle(LineBytes(bytes)))
            }
        }
    }

    Benchmark("display: plain rendering of both displays") { benchmark in
        var session = Session()
        _ = session.handle("26.2")
        let buffer = OutputBuffer()
        for _ in benchmark.scaledIterations {
            buffer.removeAll()
            PlainText.displays(Displays(state: session.state, says: false), into: buffer)
            blackHole(buffer.count)
        }
    }

    Benchmark("conversion: exact m->ft rounded to 2 places") { benchmark in
        let converter = Converter.builtIn[4]
        let value = ExactDecimal(digits: 123_456, scale: 3)
        for _ in benchmark.scaledIterations {
            blackHole(converter.rounded(value, to: .places(2)))
        }
    }
}
