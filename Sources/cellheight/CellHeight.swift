import ArgumentParser
import HeightCache
import JSONLines

/// The `cellheight` tool: list-cell heights computed from real fonts, without a device.
@main
struct CellHeight: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cellheight",
        abstract: "Measures list-cell heights for given data at a given width.",
        discussion: """
        Heights come from real font metrics (FreeType), real glyph advances (HarfBuzz) and ICU's \
        line breaking, following UIKit's conventions (points, pixel-grid rounding at --scale).
        `cellheight table` writes a feed's height table with a cell template; `cellheight render` draws cells to PNG; `cellheight lint` checks a template; `cellheight measure` measures texts; `cellheight serve` answers heights over HTTP, with a live preview page; `cellheight devices` lists the device presets.
        """,
        version: "cellheight \(Version.current) (\(HeightCacheFingerprint.engineVersion))",
        subcommands: [TableCommand.self, RenderCommand.self, LintCommand.self, MeasureCommand.self, ServeCommand.self, DevicesCommand.self]
    )

    /// ArgumentParser's own entry, plus a hint where a text that starts with '-' was taken for an option.
    static func main() {
        if let (position, shown) = ArgumentEncoding.firstInvalid() {
            let errors = StandardStream.error()
            errors.writeLine("Error: argument \(position) (\(JSONValue.string(shown).text)) is not UTF-8 (U+FFFD marks the bytes that are not); "
                + "cellheight reads texts and paths as UTF-8")
            errors.flush()
            exit(withError: ExitCode.validationFailure)
        }
        if let unknown = unknownHelpTopic(Array(CommandLine.arguments.dropFirst())) {
            let errors = StandardStream.error()
            errors.writeLine("Error: \(unknown)")
            errors.writeLine("  See 'cellheight --help' for more information.")
            errors.flush()
            exit(withError: ExitCode.validationFailure)
        }
        var command: ParsableCommand
        do { command = try parseAsRoot(helpArguments(Array(CommandLine.arguments.dropFirst()))) } catch { fail(error) }
        do {
            try command.run()
        } catch {
            // A usage error found while running (an --out that names an input, a golden table without a
            // scale column) shows the subcommand's usage, as one found while parsing does.
            if let validation = error as? ValidationError {
                let subcommand = type(of: command)
                let name = subcommand.configuration.commandName.map { "cellheight \($0)" } ?? "cellheight"
                let errors = StandardStream.error()
                errors.writeLine("Error: \(validation.message)")
                errors.writeLine("Usage: \(usageString(for: subcommand))")
                errors.writeLine("  See '\(name) --help' for more information.")
                errors.flush()
                exit(withError: ExitCode.validationFailure)
            }
            fail(error)
        }
    }

    /// `measure` has no short help name (a TEXT such as "-hello" would be read as -h -e -l -l -o and
    /// answered with help), so an argument that is exactly `-h`, before any `--`, is taken for `--help`.
    static func helpArguments(_ arguments: [String]) -> [String] {
        var arguments = arguments
        if arguments.first == "measure", let dash = arguments.firstIndex(of: "-h"), !arguments[..<dash].contains("--") {
            arguments[dash] = "--help"
        }
        return arguments
    }

    /// What is wrong with `cellheight help TOPIC...` when a topic names no subcommand, or nil. ArgumentParser
    /// answers such a request with the overview and exit status 0, so a misspelt topic in a script went unnoticed.
    static func unknownHelpTopic(_ arguments: [String]) -> String? {
        guard arguments.first == "help" else { return nil }
        var command: ParsableCommand.Type = CellHeight.self
        var path = "cellheight"
        for topic in arguments.dropFirst() where !topic.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            guard let next = subcommands.first(where: { $0._commandName == topic }) else {
                let names = subcommands.map { $0._commandName }
                return names.isEmpty
                    ? "'\(path)' has no subcommands, so there is no help for '\(topic)'"
                    : "'\(path)' has no subcommand named '\(topic)'; its subcommands are \(names.joined(separator: ", "))"
            }
            command = next
            path += " \(topic)"
        }
        return nil
    }

    /// ArgumentParser's report of `error`, with a hint where a text that starts with '-' was taken for an option.
    /// A failure's message goes through standard error's stream (escaped for the terminal: it may quote a
    /// feed's id or a file's name); help and other clean exits are ArgumentParser's own.
    private static func fail(_ error: any Error) -> Never {
        let message = fullMessage(for: error)
        let code = exitCode(for: error)
        guard code != .success else { exit(withError: error) }
        let errors = StandardStream.error()
        if !message.isEmpty { errors.writeLine(message) }
        if message.contains("Unknown option '-"), !message.contains("Unknown option '--") {
            errors.writeLine("hint: a TEXT that starts with '-' goes after '--', e.g. cellheight measure --size 17 --width 100 -- \"-5 degrees\"")
        }
        errors.flush()
        exit(withError: code)
    }
}
