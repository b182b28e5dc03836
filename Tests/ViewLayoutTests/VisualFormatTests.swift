import Testing
@testable import ViewLayout

@Suite struct VisualFormatTests {
    func parse(_ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]) throws -> [String] {
        let (sv, a, b, c) = threeViews()
        _ = sv
        return try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics,
                                                views: ["a": a, "b": b, "c": c]).map(summary)
    }

    func failure(_ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:]) -> VisualFormatError? {
        do { _ = try parse(format, options: options, metrics: metrics); return nil } catch let error as VisualFormatError {
            return error
        } catch { return nil }
    }

    @Test func standardSpacingToSuperviewUsesMarginsAndEightBetweenViews() throws {
        #expect(try parse("H:|-[a]-[b]-|") == [
            "b.leading == a.trailing + 8",
            "a.leading == sv.leadingMargin",
            "sv.trailingMargin == b.trailing",
        ])
    }

    @Test func flushConnectionsAndDefaultOrientationIsHorizontal() throws {
        #expect(try parse("|[a][b]|") == ["b.leading == a.trailing", "a.leading == sv.leading", "sv.trailing == b.trailing"])
    }

    @Test func verticalWithNumbersInequalitiesAndPriorities() throws {
        #expect(try parse("V:|-20-[a]-(>=10)-[b]-(0@750)-|") == [
            "b.top >= a.bottom + 10",
            "a.top == sv.top + 20",
            "sv.bottom == b.bottom @750",
        ])
    }

    @Test func sizePredicatesWithConstantsViewsAndPriorities() throws {
        #expect(try parse("[a(>=50,<=100@600)]") == ["a.width >= 50", "a.width <= 100 @600"])
        #expect(try parse("[a(==b)]") == ["a.width == b.width"])
        #expect(try parse("V:[a(<=b@250)]") == ["a.height <= b.height @250"])
    }

    @Test func metricsNameConstantsSizesAndPriorities() throws {
        let metrics = ["m": 15.0, "w": 44, "p": 250]
        #expect(try parse("H:|-m-[a(w@p)]-(>=m)-[b]", metrics: metrics) == [
            "a.width == 44 @250",
            "b.leading >= a.trailing + 15",
            "a.leading == sv.leading + 15",
        ])
    }

    @Test func signedConstantsAndWhiteSpace() throws {
        #expect(try parse("H: [a] -(-5)- [b]") == ["b.leading == a.trailing - 5"])
        #expect(try parse("V:[a]-(8)-[b]") == ["b.top == a.bottom + 8"])
    }

    @Test func alignmentOptionsRelateConsecutiveViews() throws {
        #expect(try parse("H:[a]-[b]-[c]", options: .alignAllCenterY) == [
            "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
            "a.centerY == b.centerY", "b.centerY == c.centerY",
        ])
        #expect(try parse("V:[a][b]", options: [.alignAllLeading, .alignAllTrailing]) == [
            "b.top == a.bottom", "a.leading == b.leading", "a.trailing == b.trailing",
        ])
    }

    @Test func directionsChooseLeftRightAttributes() throws {
        #expect(try parse("H:|-10-[a]-[b]", options: .directionLeftToRight) == [
            "b.left == a.right + 8", "a.left == sv.left + 10",
        ])
        // Right to left: the first view hugs the right edge, later views go leftward.
        #expect(try parse("H:|-10-[a]-(>=4)-[b]", options: .directionRightToLeft) == [
            "b.right <= a.left - 4", "a.right == sv.right - 10",
        ])
    }

    @Test func malformedFormatsPointAtTheFailingCharacter() {
        // (format, index of the failing character, start of the reason)
        let cases: [(String, Int, String)] = [
            ("", 0, "Expected a view"),
            ("H:|-[a", 6, "Expected ']'"),
            ("H:[a]-", 6, "Expected a view or '|'"),
            ("X:[a]", 0, "Expected an orientation"),
            ("H:[a]--[b]", 6, "Expected a number or a metric name"),
            ("H:[zz]", 3, "Unknown view 'zz'"),
            ("H:[a]-m-[b]", 6, "Unknown metric 'm'"),
            ("H:[a(>=)]", 7, "Expected a number or a metric name"),
            ("H:|[a]|[b]", 7, "Expected the end of the format"),
            ("H:[a(50]", 7, "Expected ')' or ','"),
            ("H:[a]-(10-[b]", 9, "Expected ')' or ','"),
            ("H:[a]-[b]-(>=a)-[c]", 13, "A view name ('a') cannot be a spacing"),
            ("H:[a(==20@2000)]", 5, "Priority 2000"),
            ("H:[1a]", 3, "Expected a view name"),
            ("H:[a]x", 5, "Expected a view"),
            ("H:[a]-10[b]", 8, "Expected '-'"),
            ("H:[a(=5)]", 5, "Expected a relation"),
        ]
        for (format, index, reason) in cases {
            let error = failure(format)
            #expect(error?.index == index, "\(format)")
            #expect(error?.reason.hasPrefix(reason) == true, "\(format): \(error?.reason ?? "no error")")
        }
    }

    @Test func errorDescriptionHasCaretUnderTheFailure() {
        let error = failure("H:|-[a")
        #expect(error?.description == "Unable to parse constraint format: \nExpected ']' to close the view\nH:|-[a\n      ^")
    }

    @Test func superviewBarNeedsASuperview() {
        let lone = View(name: "lone")
        #expect(throws: VisualFormatError.self) {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[lone]", views: ["lone": lone])
        }
        do { _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[lone]", views: ["lone": lone]) } catch {
            #expect(error.index == 2)
        }
    }

    @Test func alignmentOnTheFormatsOwnAxisIsAnError() {
        #expect(failure("H:[a][b]", options: .alignAllLeading)?.reason.hasPrefix("Options mask required views to be aligned on a horizontal edge") == true)
    }

    @Test func createdConstraintsAreInactive() throws {
        let (sv, a, _, _) = threeViews()
        let made = try LayoutConstraint.constraints(withVisualFormat: "|[a]|", views: ["a": a])
        #expect(made.allSatisfy { !$0.isActive })
        LayoutConstraint.activate(made)
        #expect(made.allSatisfy { $0.isActive })
        #expect(sv.constraints.count == 1 && a.constraints.count == 1)
    }
}
