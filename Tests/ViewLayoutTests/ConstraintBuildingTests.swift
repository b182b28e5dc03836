import Testing
@testable import ViewLayout

@Suite struct AnchorTests {
    @Test func anchorsMakeInactiveConstraintsWithTheirTerms() {
        let (_, a, b, _) = threeViews()
        let c = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
        #expect(summary(c) == "a.top == b.bottom + 8")
        #expect(!c.isActive)
        #expect(summary(a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: 2)) == "a.width == 0.5*b.height + 2")
        #expect(summary(a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)) == "a.height >= 44")
        #expect(summary(a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2)) == "a.leading == b.trailing + 16")
        #expect(summary(a.firstBaselineAnchor.constraint(lessThanOrEqualTo: b.lastBaselineAnchor).withPriority(.defaultLow)) == "a.firstBaseline <= b.lastBaseline @250")
    }

    @Test func activationInstallsOnTheFirstItemsViewAndDeactivationRemoves() {
        let (sv, a, _, _) = threeViews()
        let c = a.leadingAnchor.constraint(equalTo: sv.layoutMarginsGuide.leadingAnchor)
        c.isActive = true
        #expect(a.constraints.contains(c))
        #expect(summary(c) == "a.leading == sv.layoutMarginsGuide.leading")
        c.isActive = false
        #expect(a.constraints.isEmpty)
    }

    @Test func removingAViewDeactivatesConstraintsThatCrossItsSubtree() {
        let (sv, a, b, _) = threeViews()
        let inner = View(name: "inner")
        a.addSubview(inner)
        let crossing = b.topAnchor.constraint(equalTo: a.bottomAnchor)
        let internalToA = inner.topAnchor.constraint(equalTo: a.topAnchor)
        let toSuper = a.topAnchor.constraint(equalTo: sv.topAnchor)
        LayoutConstraint.activate([crossing, internalToA, toSuper])
        a.removeFromSuperview()
        #expect(!crossing.isActive && !toSuper.isActive)
        #expect(internalToA.isActive)
    }

    @Test func checkedInitializerRejectsWhatNSLayoutConstraintRejects() {
        let (_, a, b, _) = threeViews()
        #expect(throws: LayoutError.self) {
            _ = try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5)
        }
        #expect(throws: LayoutError.self) {
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .top)
        }
        #expect(throws: LayoutError.self) {
            _ = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .top)
        }
        #expect(throws: LayoutError.self) {
            _ = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .leading, multiplier: 0)
        }
        #expect(throws: LayoutError.self) {
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan)
        }
        let ok = try? LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 2)
        #expect(ok.map(summary) == "a.width == 2.0*b.height")
    }
}

@Suite struct ConstraintMakerTests {
    @Test func makeBuildsTheIssueExample() throws {
        let (sv, avatar, label, _) = threeViews()
        _ = sv
        let made = try label.makeConstraints {
            $0.top.equalTo(avatar.bottom).offset(8)
            $0.leading.trailing.equalToSuperview().inset(15)
        }
        #expect(made.map(summary) == ["b.top == a.bottom + 8", "b.leading == sv.leading + 15", "b.trailing == sv.trailing - 15"])
        #expect(made.allSatisfy { $0.isActive })
    }

    @Test func insetsPerAttributeAndCompositeAttributes() throws {
        let (sv, a, _, _) = threeViews()
        defer { withExtendedLifetime(sv) {} }
        let edges = try a.makeConstraints { $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        #expect(edges.map(summary) == ["a.top == sv.top + 1", "a.leading == sv.leading + 2", "a.bottom == sv.bottom - 3", "a.trailing == sv.trailing - 4"])
        let size = try a.remakeConstraints { $0.size.equalToSuperview().inset(5).priority(.defaultHigh) }
        #expect(size.map(summary) == ["a.width == sv.width - 10 @750", "a.height == sv.height - 10 @750"])
        #expect(edges.allSatisfy { !$0.isActive })
    }

    @Test func numbersSizesAndPointsAsTargets() throws {
        let (sv, a, b, _) = threeViews()
        defer { withExtendedLifetime(sv) {} }
        let made = try a.makeConstraints {
            $0.width.equalTo(44)
            $0.height.lessThanOrEqualTo(b).multipliedBy(0.5)
            $0.top.greaterThanOrEqualTo(12)
            $0.center.equalTo(Point(x: 3, y: -4))
        }
        #expect(made.map(summary) == ["a.width == 44", "a.height <= 0.5*b.height", "a.top >= sv.top + 12",
                                      "a.centerX == sv.centerX + 3", "a.centerY == sv.centerY - 4"])
        let sized = try b.makeConstraints { $0.size.equalTo(Size(width: 40, height: 30)) }
        #expect(sized.map(summary) == ["b.width == 40", "b.height == 30"])
    }

    @Test func updateChangesConstantsOfMatchingConstraintsOnly() throws {
        let (_, a, b, _) = threeViews()
        let first = try a.makeConstraints { $0.top.equalTo(b.bottom).offset(8); $0.width.equalTo(10) }
        let updated = try a.updateConstraints { $0.top.equalTo(b.bottom).offset(20); $0.height.equalTo(5) }
        #expect(updated[0] === first[0])
        #expect(first[0].constant == 20)
        #expect(updated[1].isActive && a.constraints.count == 3)
    }

    @Test func builderErrorsNameTheProblem() {
        let lone = View(name: "lone")
        #expect(throws: LayoutError.self) { try lone.makeConstraints { $0.top.equalToSuperview() } }
        let (_, a, b, _) = threeViews()
        #expect(throws: LayoutError.self) { try a.makeConstraints { $0.width.equalTo(b.top) } }
        #expect(throws: LayoutError.self) { try a.makeConstraints { $0.top.equalTo(b).priority(LayoutPriority(0)) } }
        #expect(throws: LayoutError.self) { try a.makeConstraints { _ = $0.top } }
        #expect(a.constraints.isEmpty)
    }
}
