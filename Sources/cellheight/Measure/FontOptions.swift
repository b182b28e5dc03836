import ArgumentParser

/// Fonts to register besides the bundled ones (Inter, Noto Sans CJK SC).
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-file"), help: ArgumentHelp(
        "Registers a TTF, OTF or TTC font file (every face in it); repeatable. "
            + "Its family name is then valid for --family.",
        valueName: "path"))
    var fontFiles: [String] = []

    @Option(name: .customLong("fonts"), help: ArgumentHelp(
        "Registers every .ttf, .otf and .ttc file under a folder; repeatable.", valueName: "folder"))
    var fontFolders: [String] = []
}
