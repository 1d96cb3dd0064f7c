extension Natural {
    /// Knuth's algorithm D (TAOCP 4.3.1), as in Hacker's Delight `divmnu`: `u / v` for a
    /// divisor of at least two limbs and a dividend at least as long.
    static func knuthDivision(_ u: [UInt32], _ v: [UInt32]) -> (quotient: Natural, remainder: Natural) {
        let base: UInt64 = 1 << 32
        let n = v.count, m = u.count
        let shift = v[n - 1].leadingZeroBitCount
        let vn = shiftedLeft(v, by: shift, count: n)
        var un = shiftedLeft(u, by: shift, count: m + 1)
        var quotient = [UInt32](repeating: 0, count: m - n + 1)
        for j in (0...(m - n)).reversed() {
            let top = UInt64(un[j + n]) << 32 | UInt64(un[j + n - 1])
            var estimate = top / UInt64(vn[n - 1])
            var rest = top % UInt64(vn[n - 1])
            while estimate >= base || estimate * UInt64(vn[n - 2]) > (rest << 32 | UInt64(un[j + n - 2])) {
                estimate -= 1
                rest += UInt64(vn[n - 1])
                if rest >= base { break }
            }
            // Multiply and subtract; if that went below zero, the estimate was one too big.
            var borrow: Int64 = 0
            for i in 0..<n {
                let product = estimate * UInt64(vn[i])
                let difference = Int64(un[i + j]) &- borrow &- Int64(product & 0xFFFF_FFFF)
                un[i + j] = UInt32(truncatingIfNeeded: difference)
                borrow = Int64(product >> 32) &- (difference >> 32)
            }
            let last = Int64(un[j + n]) &- borrow
            un[j + n] = UInt32(truncatingIfNeeded: last)
            if last < 0 {
                estimate -= 1
                var carry: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(un[i + j]) + UInt64(vn[i]) + carry
                    un[i + j] = UInt32(truncatingIfNeeded: sum)
                    carry = sum >> 32
                }
                un[j + n] = UInt32(truncatingIfNeeded: UInt64(un[j + n]) + carry)
            }
            quotient[j] = UInt32(estimate)
        }
        return (Natural(limbs: quotient), Natural(limbs: shiftedRight(un, by: shift, count: n)))
    }

    /// `limbs` shifted left by `shift` bits (0...31), as exactly `count` limbs.
    private static func shiftedLeft(_ limbs: [UInt32], by shift: Int, count: Int) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: count)
        for index in 0..<count {
            let low = index < limbs.count ? UInt64(limbs[index]) << shift : 0
            let carried = index > 0 && index - 1 < limbs.count && shift > 0 ? UInt64(limbs[index - 1]) >> (32 - shift) : 0
            result[index] = UInt32(truncatingIfNeeded: low | carried)
        }
        return result
    }

    /// The low `count` limbs of `limbs` shifted right by `shift` bits (0...31).
    private static func shiftedRight(_ limbs: [UInt32], by shift: Int, count: Int) -> [UInt32] {
        (0..<count).map { index in
            let low = UInt64(limbs[index]) >> shift
            let high = shift > 0 ? UInt64(limbs[index + 1]) << (32 - shift) : 0
            return UInt32(truncatingIfNeeded: low | high)
        }
    }
}
