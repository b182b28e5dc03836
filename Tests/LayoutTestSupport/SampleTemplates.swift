/// Template files the tests share.
public enum SampleTemplates {
    /// The template of the issue that introduced templates, verbatim: it must load and measure as written.
    public static let issue = """
    views:
      - label: {name: body, font: {family: Inter, size: 17}, lines: 0}
    constraints:
      - "H:|-16-[body]-16-|"
      - "V:|-12-[body]-12-|"
    bindings:
      body: text
    """
}
