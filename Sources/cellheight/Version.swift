/// The release: `cellheight --version`, the tarball's name (`make dist` reads this line) and CHANGELOG.md's
/// newest heading.
enum Version {
    static let current = "0.4.0"
}
