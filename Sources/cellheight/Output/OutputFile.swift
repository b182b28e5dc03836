import Foundation
import ArgumentParser
import HeightCache
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that a command writes whole or not at all: its bytes go to a temporary file in the target's
/// folder, and only `commit()` puts them in place (one rename). A run that fails, ends early or is
/// interrupted leaves the previous file exactly as it was.
///
/// On Linux the temporary file is unnamed (`O_TMPFILE`), so even a process killed by a signal leaves
/// nothing behind; where the file system cannot make one, it is a named file beside the target that is
/// removed on every path but a kill.
final class OutputFile {
    /// The path as given, for messages.
    let path: String
    /// Where `commit()` puts the file: `path`, or the file a link at `path` points to.
    private let target: String
    /// The temporary file's descriptor (the target's own when `direct`); valid until `deinit`.
    let descriptor: Int32
    /// The temporary file's name when it has one (no `O_TMPFILE`).
    private let temporaryName: String?
    /// A device or a pipe (`/dev/null`, `/dev/stdout`) is written as it is: it holds nothing to lose,
    /// and renaming over it would replace the device.
    private let direct: Bool
    private var committed = false
    /// Whether `commit()` syncs the file to disk before the rename: a table or a golden table is a file
    /// someone keeps; a report that the next run writes again is not worth a disk flush (on a busy
    /// machine, each costs more than writing the report).
    private let durable: Bool

    /// Opens a temporary file for `path`, after checking that `path` names none of `inputs` (a usage
    /// error) and is not a folder.
    /// `createsFolder` makes a missing parent folder first (`--junit build/junit.xml` in a fresh checkout).
    /// `standardOutput` lets `-`, or a name of the file or pipe standard output goes to (`/dev/stdout`), stand
    /// for standard output, written as it comes (`--out -`, as `--feed -` reads standard input); elsewhere
    /// either is refused, rather than a file named `-` made or the command's other output written over.
    init(_ path: String, option: String = "--out", inputs: InputFiles, durable: Bool = true, createsFolder: Bool = false,
         standardOutput: Bool = false) throws {
        guard !path.isEmpty else { throw ValidationError("\(option) is an empty path; give a file name.") }
        // "notes.md/" (or "notes.md/.") names a folder: written as "notes.md", it replaced a file no check had
        // looked at.
        let last = path.split(separator: "/").last
        guard !path.hasSuffix("/"), last != ".", last != ".." else {
            throw ValidationError("\(option) \(path) names a folder (it ends in '/', '.' or '..'); give a file name.")
        }
        // `/dev/stdout` (or any name of the file standard output goes to) is standard output, as `-` is: a file
        // the shell opened for `>>` is appended to through it, never replaced.
        let stream = path == "-" ? .output : Stream.named(by: path)
        if stream == .output {
            guard standardOutput else {
                let names = path == "-" ? "- names no file" : "\(path) names standard output"
                throw ValidationError("\(option) \(names): \(option) is written to a file of its own, not to standard output; give a file name.")
            }
            try inputs.refuseStandardOutput(option: "\(option) \(path)")
            let copy = dup(STDOUT_FILENO)
            guard copy >= 0 else { throw CLIError("cannot write to standard output: \(Self.errnoText())") }
            (self.path, self.durable, target, descriptor, temporaryName, direct) = ("standard output", durable, path, copy, nil, true)
            return
        }
        if stream == .error {
            throw ValidationError("\(option) \(path) is the file standard error goes to, where warnings are written; give a file of its own.")
        }
        try inputs.refuseOutput(path, option: option)
        self.path = path
        self.durable = durable
        var info = stat()
        let found = stat(path, &info) == 0
        // Links that lead back to themselves name no file to write, nor does a path through a file.
        if !found, errno == ELOOP || errno == ENOTDIR { throw CLIError("cannot write \(path): \(Self.errnoText())") }
        if found, info.st_mode & S_IFMT != S_IFREG {
            guard info.st_mode & S_IFMT != S_IFDIR else { throw ValidationError("\(option) \(path) is a folder; give a file name.") }
            let device = open(path, O_WRONLY)
            guard device >= 0 else { throw CLIError("cannot write \(path): \(Self.errnoText())") }
            (target, descriptor, temporaryName, direct) = (path, device, nil, true)
            return
        }
        direct = false
        if createsFolder {
            let parent = FilePath.folder(of: path)
            if !FileManager.default.fileExists(atPath: parent) {
                do { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
                    throw CLIError("\(option) \(path): cannot create the folder \(parent): \(error.localizedDescription)")
                }
            }
        }
        target = FilePath.canonical(path)
        let folder = FilePath.folder(of: target)
        let unnamed = UnnamedFile.open(in: folder)
        if unnamed >= 0 {
            (descriptor, temporaryName) = (unnamed, nil)
        } else {
            let name = Self.temporaryName(for: target)
            let named = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard named >= 0 else {
                var link = stat()
                let through = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK ? " (a link to \(target))" : ""
                throw CLIError("cannot write \(path)\(through): \(Self.errnoText())")
            }
            (descriptor, temporaryName) = (named, name)
        }
        // A replaced file keeps its permissions.
        if stat(target, &info) == 0 { fchmod(descriptor, info.st_mode & 0o7777) }
    }

    /// Which of the process's own output streams a path names, by the file it reaches (`/dev/stdout`,
    /// `/proc/self/fd/1`, or the file itself), so a file the shell redirected an output to is known under any
    /// name.
    private enum Stream {
        case output, error, neither

        static func named(by path: String) -> Stream {
            var named = stat()
            // A device (a terminal, `/dev/null`) is written as it is, whatever else goes there.
            guard stat(path, &named) == 0, named.st_mode & S_IFMT != S_IFCHR else { return .neither }
            var stream = stat()
            if fstat(STDOUT_FILENO, &stream) == 0, stream.st_dev == named.st_dev, stream.st_ino == named.st_ino { return .output }
            // Standard error counts only as a regular file: a terminal or a pipe holds nothing to replace.
            if fstat(STDERR_FILENO, &stream) == 0, stream.st_dev == named.st_dev, stream.st_ino == named.st_ino,
               named.st_mode & S_IFMT == S_IFREG { return .error }
            return .neither
        }
    }

    /// A hidden name beside `target` that no other run picks.
    private static func temporaryName(for target: String) -> String {
        "\(FilePath.folder(of: target))/.\(FilePath.lastComponent(of: target)).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// Writes all of `bytes` to the temporary file.
    func write(_ bytes: [UInt8]) throws(CLIError) {
        let failure = bytes.withUnsafeBytes { buffer -> CLIError? in
            do throws(CLIError) { try write(buffer); return nil } catch { return error }
        }
        if let failure { throw failure }
    }

    /// Writes all of `bytes` to the temporary file.
    func write(_ bytes: UnsafeRawBufferPointer) throws(CLIError) {
        var start = 0
        while start < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + start, bytes.count - start)
            if written < 0 {
                if errno == EINTR { continue }
                throw CLIError("cannot write to \(path): \(Self.errnoText())")
            }
            start += written
        }
    }

    /// Syncs the temporary file and puts it at `path`, replacing what was there.
    func commit() throws(CLIError) {
        precondition(!committed, "an output file is committed once")
        if direct { committed = true; return }
        guard !durable || fsync(descriptor) == 0 else { throw CLIError("cannot write to \(path): \(Self.errnoText())") }
        if let temporaryName {
            guard rename(temporaryName, target) == 0 else { throw CLIError("cannot replace \(path): \(Self.errnoText())") }
        } else {
            // An unnamed file gets a name through its /proc link, then takes the target's place: linkat
            // cannot replace an existing file, rename can.
            let linked = Self.temporaryName(for: target)
            guard UnnamedFile.link(descriptor, as: linked) else {
                throw CLIError("cannot write \(path): \(Self.errnoText())")
            }
            guard rename(linked, target) == 0 else {
                let why = Self.errnoText()
                unlink(linked)
                throw CLIError("cannot replace \(path): \(why)")
            }
        }
        committed = true
    }

    deinit {
        close(descriptor)
        if !committed, let temporaryName { unlink(temporaryName) }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
