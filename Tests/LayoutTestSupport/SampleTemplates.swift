/// Template files the tests share.
public enum SampleTemplates {
    /// An image view bound to a catalog image (`{image: picture}`), 10 points from the content view's top,
    /// bottom and left, with the fixture catalog (`Tiny.xcassets`) beside the template file.
    public static let catalogPhoto = """
        assets: Tiny.xcassets
        views:
          - image: {name: photo}
        constraints:
          - "V:|-10-[photo]-10-|"
          - "H:|-10-[photo]"
        bindings:
          photo: {image: picture}
        """

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
