extension KeypadModel {
    /// A digit typed in the open menu: picks, waits for more (the row highlighted), or says
    /// that no converter has the number.
    mutating func typeMenuDigit(_ digit: UInt8) {
        let count = Converter.builtIn.count
        switch MenuNumber.type(digit, after: menuNumber, count: count) {
        case .pick(let index):
            menuNumber = nil
            send(.pick(Converter.builtIn[index]))
        case .waits(let number):
            menuNumber = number
            selection = number.value - 1
            status = (number.prompt, false)
        case .unknown(let number):
            menuNumber = nil
            status = ("✗ no converter \(number): the menu has 1–\(count)", true)
        }
    }
}
