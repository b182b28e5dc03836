import Testing
@testable import Cassowary

@Suite("Expressions and constraints")
struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func operatorsBuildLinearExpressions() {
        // 2x + 3 - (y/2 - x) = 3x - 0.5y + 3
        let expression = (2 * x + 3 - (y / 2 - x)).reduced()
        #expect(expression.terms.count == 2)
        #expect(expression.terms[0].variable === x)
        #expect(expression.terms[0].coefficient == 3)
        #expect(expression.terms[1].variable === y)
        #expect(expression.terms[1].coefficient == -0.5)
        #expect(expression.constant == 3)
    }

    @Test func prefixMinusAndScaling() {
        let expression = (-(x + 4) * 2).reduced()   // -2x - 8
        #expect(expression.terms.map(\.coefficient) == [-2])
        #expect(expression.constant == -8)
        let term = -x / 4                           // -0.25x
        #expect(term.coefficient == -0.25)
    }

    @Test func comparisonsNormalizeToLeftMinusRight() {
        // x + 10 <= 2y  ->  x + 10 - 2y <= 0
        let constraint: Constraint = x + 10 <= 2 * y
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.strength == .required)
        #expect(constraint.expression.terms.map(\.coefficient) == [1, -2])
        #expect(constraint.expression.constant == 10)
        // x == x + 1 keeps no term: 0x - 1 == 0.
        let degenerate: Constraint = x == x + 1
        #expect(degenerate.expression.terms.isEmpty)
        #expect(degenerate.expression.constant == -1)
    }

    @Test func withReturnsNewConstraints() {
        let base: Constraint = x >= 5
        let weaker = base.with(strength: Strength(priority: 750))
        let named = weaker.with(label: "min")
        #expect(base.strength.isRequired)
        #expect(weaker.strength.priority == 750)
        #expect(weaker !== base)
        #expect(named.label == "min")
        #expect(named.strength.priority == 750)
        #expect(base.description == "x + -5.0 >= 0 required")
    }

    @Test func variablesAreIdentities() {
        let other = Variable("x")
        #expect(x != other)
        #expect(Set([x, other, x]).count == 2)
    }
}
