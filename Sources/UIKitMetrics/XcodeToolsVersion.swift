extension IOSVersion {
    /// The iOS an Interface Builder file's `toolsVersion` (the build of the Xcode that saved it) lays its
    /// canvas out with: each Xcode ships the SDK of one iOS. The ranges are Xcode releases' tools versions
    /// as the files in ../shared/ib carry them (9531 Xcode 7, 13771 Xcode 9, 15705 Xcode 11, 17701 Xcode 12,
    /// 19529 Xcode 13, 21507 Xcode 14, 22155 Xcode 15, 23504 Xcode 16); Xcode 26 writes 24xxx. Files older
    /// than the table's first release are laid out as iOS 9.
    public init(toolsVersion: Double) {
        let ranges: [(from: Double, major: Int)] = [
            (24_000, 26), (23_000, 18), (22_000, 17), (21_000, 16), (19_000, 15), (17_000, 14), (15_000, 13),
            (14_000, 12), (13_000, 11), (11_000, 10),
        ]
        self.init(ranges.first { toolsVersion >= $0.from }?.major ?? 9)
    }
}

/// Interface Builder's canvas, where a file's frames were laid out.
public enum XcodeCanvas {
    /// The width of Xcode 6 and 7's size-class canvas ("Any" width, "Any" height: a 600 x 600 point
    /// square), on which files with trait collections and no `<device>` were laid out: Apple, "Size Classes
    /// Design Help" (Xcode 6), and the frames Xcode 6 and 7 stored in such files in ../shared/ib (600-point
    /// scenes and table views, a prototype's label centred at 300).
    public static let anySizeClassWidth = 600.0
}
