import CellTemplates
import FeedTables
import Foundation
import JSONLines
import Render
import ViewLayout

extension HeightService {
    /// Pictures drawn per preview request at most (settings beyond them are refused).
    static let previewPictures = 12

    /// Why some of a request's pictures were not drawn (`drawn` of them were): together they take more than
    /// `limit` pixels.
    static func tooManyPixels(_ limit: Int, drawn: Int) -> String {
        (drawn == 0 ? "no picture drawn" : "\(drawn) picture\(drawn == 1 ? "" : "s") drawn, the others not")
            + ": this item's pictures take more than \(formatPoints(Double(limit) / 1e6)) million pixels together "
            + "(--preview-pixels); ask for fewer settings or a shorter item"
    }

    /// `POST /v1/preview`: one item drawn with a template, as the preview page shows it while a person
    /// types. `{"template" | "inline", "item": {...}, "widths" | "devices", "contentSizes", "ios"}` is answered
    /// by `{"rows": [...], "findings": [...], "issues": [...], "pictures": [{"width", "scale", "contentSize",
    /// "height", "png"}]}`: the item's rows (as `/v1/heights` gives them), the template's issues and what
    /// `lint` says of it with this item (as text, and as objects with their severity, kind and line:
    /// `TemplateIssue.jsonObject`), and each setting's picture with its overlay as base64 PNG.
    /// `deadline` ends a request that takes too long (408) between pictures. Pictures that would take more than
    /// `ServiceLimits.previewPixels` together are not drawn and an error says so; the rows are answered all the
    /// same, so a person typing a long text still sees its heights.
    public func preview(body: [UInt8], deadline: ContinuousClock.Instant? = nil) throws(ServiceError) -> String {
        let fields = try RequestFields(body: body)
        try fields.refuseUnknown(["template", "inline", "item", "widths", "scales", "devices", "contentSizes", "ios"])
        let loaded = try template(of: fields)
        let settings = try fields.settings(limit: Self.previewPictures)
        var value = fields.object["item"] ?? .object([])
        if case .object(let members) = value, !members.contains(where: { $0.key == "id" }) {
            value = .object([(key: "id", value: .string("preview"))] + members)
        }
        let item: FeedItem
        do { item = try FeedItem(value, line: 1, file: "item") } catch { throw .badRequest("field \"item\": \(error.message)") }
        var rows: [String] = []
        var errors: [String] = []
        var tooManyPixels = false
        switch loaded.runner(settings, jobs: 1, callers: limits.concurrentRequests).measure([item], feed: "item")[0] {
        case .success(let measured):
            rows = measured.map { $0.jsonObject(labels: false, diagnostics: true) }
            metrics.measured(items: 1, rows: measured.count, cached: measured.filter(\.fromCache).count)
            // Each picture holds at least its row's pixels, known before any is drawn: pictures of more than
            // the limit are given up before a canvas is made, not after one took gigabytes.
            let least = measured.reduce(0.0) { $0 + ($1.width * $1.scale).rounded(.up) * ($1.height * $1.scale).rounded(.up) }
            if least > Double(limits.previewPixels) { tooManyPixels = true }
        case .failure(let error): errors.append(Self.itemError(index: 0, id: item.id, error.message))
        }
        // At every setting the page draws, as `lint` does: a constraint that breaks only on the narrower phone
        // or at AX5 is a finding of that picture, named by its setting where there are several. With the
        // template's own text cache: a template with fonts of its own is drawn in them.
        var found: [TemplateLint.Finding] = []
        let lint = TemplateLint(template: loaded.template, textCache: loaded.textCache)
        for (index, setting) in settings.enumerated() {
            if let deadline, ContinuousClock.now > deadline { break }
            var name = "item"
            if settings.count > 1 {
                name += " at width \(formatPoints(setting.width)) @\(formatPoints(setting.scale))x"
                if setting.contentSize != .default { name += " \(setting.contentSize.rawValue)" }
            }
            let sample = TemplateLint.Sample(name: name, fields: item.fields)
            found += (try? lint.check([sample], in: loaded.template.geometry(at: setting), checksFields: index == 0)) ?? []
        }
        let (findings, issues) = LoadedTemplate.findings(loaded.template, lint: found)
        var pictures: [String] = []
        if errors.isEmpty && !tooManyPixels {
            let painter = ItemPictures(template: loaded.template, textCache: loaded.textCache, settings: settings, overlay: true,
                                       reads: store.reads)
            var pixels = 0
            for setting in settings {
                if let deadline, ContinuousClock.now > deadline {
                    throw ServiceError(408, "the request took longer than \(formatPoints(limits.requestSeconds)) s: \(pictures.count) of "
                                        + "\(settings.count) pictures drawn; ask for fewer settings")
                }
                let drawn = Result { try painter.picture(of: item, feedName: "item", at: setting) }
                if case .success(let canvas) = drawn {
                    // Each side is bounded by the renderer; the request's pictures together by this (the
                    // overlay's strips are beyond the rows' pixels counted above).
                    pixels += canvas.pixelWidth * canvas.pixelHeight
                    if pixels > limits.previewPixels { tooManyPixels = true; break }
                }
                do {
                    let canvas = try drawn.get()
                    let png = try canvas.fastPNGData()
                    pictures.append("{\"width\":\(formatPoints(setting.width)),\"scale\":\(formatPoints(setting.scale)),"
                                    + "\"contentSize\":\"\(setting.contentSize.rawValue)\","
                                    + "\"pixelWidth\":\(canvas.pixelWidth),\"pixelHeight\":\(canvas.pixelHeight),"
                                    + "\"png\":\"\(Data(png).base64EncodedString())\"}")
                } catch {
                    errors.append(Self.itemError(index: 0, id: item.id, "\(error)"))
                }
            }
        }
        if tooManyPixels { errors.append(Self.itemError(index: 0, id: item.id, Self.tooManyPixels(limits.previewPixels, drawn: pictures.count))) }
        return "{\"template\":" + jsonString(loaded.name) + ",\"fingerprint\":\"" + loaded.fingerprint + "\",\"rows\":[" + rows.joined(separator: ",")
            + "],\"findings\":[" + findings.map(jsonString).joined(separator: ",") + "],\"issues\":[" + issues.joined(separator: ",")
            + "],\"pictures\":[" + pictures.joined(separator: ",")
            + "],\"errors\":[" + errors.joined(separator: ",") + "]}\n"
    }
}
