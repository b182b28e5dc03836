import Testing
@testable import Cassowary

/// The running example of the Cassowary paper (Badros, Borning & Stuckey 2001, section 2): a
/// midpoint between a left and a right end, `2·xm = xl + xr`, `xl + 10 <= xr`, `xr <= 100`,
/// `0 <= xl`, with the midpoint dragged through an edit variable.
@Suite("Cassowary paper example")
struct PaperExampleTests {
    let xl = Variable("xl")
    let xm = Variable("xm")
    let xr = Variable("xr")

    func makeSolver() throws -> Solver {
        let solver = Solver()
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 10 <= xr)
        try solver.add(xr <= 100)
        try solver.add(xl >= 0)
        // Stays at two different priorities, so that every optimum below is unique.
        try solver.add((xl == 30).with(strength: Strength(priority: 250)))
        try solver.add((xr == 60).with(strength: Strength(priority: 200)))
        return solver
    }

    @Test func staysAloneGiveTheMidpoint() throws {
        let solver = try makeSolver()
        // Both stays hold: xl = 30, xr = 60, xm = 90 / 2 = 45.
        #expect(abs(solver.value(of: xl) - 30) < 1e-9)
        #expect(abs(solver.value(of: xr) - 60) < 1e-9)
        #expect(abs(solver.value(of: xm) - 45) < 1e-9)
    }

    @Test func draggingTheMidpoint() throws {
        let solver = try makeSolver()
        try solver.addEditVariable(xm, strength: Strength(priority: 750))

        // xm = 90: xl + xr = 180 with xr <= 100 forces xl >= 80; the xl stay (250) beats the xr
        // stay (200), so xl = 80 (as close to 30 as allowed) and xr = 100.
        try solver.suggestValue(90, for: xm)
        #expect(abs(solver.value(of: xm) - 90) < 1e-9)
        #expect(abs(solver.value(of: xl) - 80) < 1e-9)
        #expect(abs(solver.value(of: xr) - 100) < 1e-9)

        // xm = 10: xl + xr = 20 and xl + 10 <= xr give xl <= 5; closest to 30 is xl = 5, xr = 15.
        try solver.suggestValue(10, for: xm)
        #expect(abs(solver.value(of: xl) - 5) < 1e-9)
        #expect(abs(solver.value(of: xr) - 15) < 1e-9)

        // xm = 120 is out of reach: at most (90 + 100) / 2 = 95 with xl = 90, xr = 100.
        try solver.suggestValue(120, for: xm)
        #expect(abs(solver.value(of: xm) - 95) < 1e-9)
        #expect(abs(solver.value(of: xl) - 90) < 1e-9)
        #expect(abs(solver.value(of: xr) - 100) < 1e-9)

        // Without the edit variable the stays win again.
        try solver.removeEditVariable(xm)
        #expect(abs(solver.value(of: xm) - 45) < 1e-9)
    }

    @Test func removingAConstraintReleasesIt() throws {
        let solver = try makeSolver()
        let cap = (xl >= 40)
        try solver.add(cap)
        // xl >= 40 overrides the stay at 30: xl = 40, xr = 60, xm = 50.
        #expect(abs(solver.value(of: xl) - 40) < 1e-9)
        #expect(abs(solver.value(of: xm) - 50) < 1e-9)
        try solver.remove(cap)
        #expect(abs(solver.value(of: xl) - 30) < 1e-9)
        #expect(abs(solver.value(of: xm) - 45) < 1e-9)
        #expect(!solver.contains(cap))
    }
}
