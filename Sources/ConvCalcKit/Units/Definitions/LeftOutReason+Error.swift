/// How a definition's failure files the unit of GNU units' database it leaves out.
extension ExpressionError {
    /// Under which reason a unit whose definition fails so is left out of GNU units' database.
    var leftOutReason: LeftOutReason {
        switch self {
        case .unknownName(let name, _): Self.irrationalFunctions.contains(name) ? .irrational : .unknownReference
        case .exponentNotWhole: .irrational
        case .wrongDefinition: .dependsOnLeftOut
        case .scaleWithoutValue, .arithmetic(.variableTwice), .arithmetic(.variableRaised): .nonLinear
        case .exponentOutOfRange, .arithmetic(.tooLarge), .arithmetic(.exponentTooLarge): .tooLarge
        default: .unreadable
        }
    }

    /// GNU units' built-in functions whose values are irrational: convcalc has none of them.
    static let irrationalFunctions: Set<String> = [
        "sqrt", "cuberoot", "exp", "ln", "log", "log2", "sin", "cos", "tan", "asin", "acos", "atan",
        "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
    ]
}
