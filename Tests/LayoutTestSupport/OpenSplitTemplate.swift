/// A template whose row split its constraints leave open: two wrapping labels side by side, each pinned to the
/// top and bottom margins, at one priority (the solver's choice decides which wraps), bound to fields `a` and
/// `b`. Lint's ambiguity and the pictures drawn as measured are tested on it.
public let openSplitTemplate = """
views:
  - label: {name: left, lines: 0}
  - label: {name: right, lines: 0}
constraints:
  - "H:|-[left]-8-[right]-|"
  - "V:|-[left]-|"
  - "V:|-[right]-|"
bindings: {left: a, right: b}
"""
