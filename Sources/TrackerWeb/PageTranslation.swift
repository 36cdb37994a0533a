import Foundation
import LoopbackHTTP
import TrackerLocalization
import TrackerWire
import TranslationExchange

/// The page's translate mode (`tracker-kit web --translate LANG --tables DIR`): the page
/// marks every table text with its key (the wire's texts carry it), and its editor reads and
/// writes one text of `language`'s table under `folder` through two requests:
///
/// - `GET translate/text?key=K`: the text as the editor shows it (`PageText`), with the
///   label of each plural form in the page's words:
///   `{"key": "card.days", "comment": "…", "forms": [{"key": "card.days.one", "label":
///   "Form one, for 1, 21, 31, …", "english": "%d day", "translation": "%d день",
///   "table": "<fingerprint>"}, …]}` (`translation` absent when the table has none).
/// - `POST translate/save` with `{"texts": [{"key": "card.days.few", "text": "%d дня",
///   "table": "<fingerprint>"}, …]}`: checked and written as `strings import` writes a file
///   (`XLIFFImport.plan(edits:language:tables:)`, `write()`), the tables read again and the
///   app redrawn with them (`WebApp.useTables`). Answered `{"saved": [keys changed]}`, or
///   `{"problems": [{"key": "card.days.few", "message": "…"}]}` with nothing written.
///
/// Only a page of this launch may save: its token (checked for every request), a JSON body,
/// and an `Origin` that is the server's own, which a browser sends with every such request
/// and no page of another site can; a body is at most `bodyLimit` bytes, and at most
/// `textLimit` texts of at most `characterLimit` characters each are saved at once.
public final class PageTranslation: Sendable {
  /// The language whose table the editor writes.
  public let language: Language
  /// The `Localization/` folder whose tables are read and written.
  public let folder: URL
  /// One save at a time, so that two tabs' saves never interleave.
  private let saving = NSLock()

  /// The most bytes of a save's body.
  static let bodyLimit = 16 << 10
  /// The most texts saved at once (a plural text has at most six forms).
  static let textLimit = 6
  /// The most characters of one text.
  static let characterLimit = 2_000

  /// Translate mode for `language`, writing the tables under `folder`.
  public init(language: Language, folder: URL) {
    self.language = language
    self.folder = folder
  }

  /// The editor's own words, by the name the page's script knows them by, in `localizer`'s
  /// language (sent in the page's `<script id="words">` as `"translate"`).
  func words(_ localizer: Localizer) -> WireValue {
    let keys: [String: StringKey] = [
      "useApp": .webTranslateUseApp, "title": .webTranslateTitle,
      "english": .webTranslateEnglish, "note": .webTranslateNote,
      "translation": .webTranslateTranslation, "untranslated": .webTranslateUntranslated,
      "inside": .webTranslateInside, "save": .webTranslateSave, "close": .webTranslateClose,
      "saved": .webTranslateSaved,
    ]
    var words = keys.mapValues { WireValue.string(localizer.text($0).string) }
    words["bar"] = .string(localizer.text(.webTranslateBar, .text(language.code)).string)
    // Not words: the language a text must come from to count as translated, and the key of
    // each notice the page shows by itself, so that it is marked as the screens' texts are.
    words["language"] = .string(language.code)
    words["noticeKeys"] = .object(
      Dictionary(
        uniqueKeysWithValues: WebNotice.allCases.map { ($0.rawValue, .string($0.key.rawValue)) }))
    return .object(words)
  }

  /// The answer to a request under `translate/` (`path` after the token), on `app`.
  func respond(to request: HTTPRequest, path: Substring, app: WebApp) -> HTTPResponse {
    switch path {
    case "/translate/text":
      guard request.method == "GET" else { return WebApp.methodNotAllowed("GET") }
      return text(WebApp.query(of: request.target)["key"] ?? "", localizer: app.localizer)
    case "/translate/save":
      guard request.method == "POST" else { return WebApp.methodNotAllowed("POST") }
      if let refusal = Self.refusal(of: request) { return refusal }
      return save(request.body, app: app)
    default:
      return .text(.notFound, "nothing here")
    }
  }

  /// Why a save may not be done, beyond the server's checks of every request: it must come
  /// from this server's own page, as JSON, and be small.
  static func refusal(of request: HTTPRequest) -> HTTPResponse? {
    let host = request.values(of: "host").first?.lowercased() ?? ""
    guard request.values(of: "origin").map({ $0.lowercased() }) == ["http://" + host] else {
      return .text(.forbidden, "a save comes from the page of this launch only")
    }
    guard request.isJSON else {
      return .text(.unsupportedMediaType, "post the texts as application/json")
    }
    guard request.body.count <= bodyLimit else {
      return .text(.contentTooLarge, "at most \(bodyLimit) bytes of texts at once")
    }
    return nil
  }

  /// The text `key` names, as the editor shows it.
  private func text(_ key: String, localizer: Localizer) -> HTTPResponse {
    let isKey =
      !key.isEmpty && key.count <= 200
      && key.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "._-".unicodeScalars.contains($0)
      }
    guard isKey else {
      return .text(.badRequest, "say which text, by its key: ?key=trackers.title")
    }
    let found: PageText?
    do {
      found = try PageText.read(key: key, language: language, tables: folder)
    } catch {
      return .text(.internalServerError, error.description)
    }
    guard let found else { return .text(.notFound, "English has no text \(key)") }
    let forms = found.forms.map { form -> WireValue in
      var fields: [String: WireValue] = [
        "key": .string(form.key), "english": .string(form.english),
        "table": .string(form.tableFingerprint),
      ]
      if let translation = form.translation { fields["translation"] = .string(translation) }
      if let category = form.category {
        // A few counts that take the form, or a fraction when only fractions do.
        let counts =
          form.counts.isEmpty
          ? "1.5"
          : form.counts.map(String.init).joined(separator: ", ") + (form.hasMoreCounts ? ", …" : "")
        fields["label"] = .string(
          localizer.text(.webTranslateForm, .text(category.rawValue), .text(counts)).string)
      }
      return .object(fields)
    }
    var fields: [String: WireValue] = ["key": .string(found.key), "forms": .array(forms)]
    if let comment = found.comment { fields["comment"] = .string(comment) }
    return .content(WireValue.object(fields).json, type: "application/json")
  }

  /// Checks and writes the texts of a save, and redraws the app with the tables as written.
  private func save(_ body: [UInt8], app: WebApp) -> HTTPResponse {
    guard let edits = Self.edits(body) else {
      return .text(
        .badRequest,
        "post {\"texts\": [{\"key\": …, \"text\": …, \"table\": …}]}, at most \(Self.textLimit) texts of at most \(Self.characterLimit) characters"
      )
    }
    return saving.withLock {
      let plan: XLIFFImport
      do throws(XLIFFFailure) {
        plan = try XLIFFImport.plan(edits: edits, language: language, tables: folder)
      } catch {
        let problems = error.errors.map { problem -> WireValue in
          var fields: [String: WireValue] = ["message": .string(problem.problem.message)]
          if let line = problem.line, edits.indices.contains(line - 1) {
            fields["key"] = .string(edits[line - 1].key)
          }
          return .object(fields)
        }
        return Self.json(["problems": .array(problems)])
      }
      do throws(TableWriteError) {
        try plan.write()
      } catch {
        let message = app.localizer.text(.webTranslateNotSaved, .text(error.reason)).string
        return Self.json(["problems": .array([.object(["message": .string(message)])])])
      }
      if !plan.changedKeys.isEmpty { app.useTables(LocalizationTables.load(from: folder)) }
      return Self.json(["saved": .array(plan.changedKeys.map { .string($0) })])
    }
  }

  /// The edits a save's body holds; nil when it is not one.
  static func edits(_ body: [UInt8]) -> [PageEdit]? {
    guard case .object(let fields)? = try? WireReader.read(body), fields.count == 1,
      case .array(let texts)? = fields["texts"], texts.count <= textLimit
    else { return nil }
    var edits: [PageEdit] = []
    for text in texts {
      guard case .object(let parts) = text, case .string(let key)? = parts["key"],
        case .string(let value)? = parts["text"], value.count <= characterLimit,
        case .string(let fingerprint)? = parts["table"]
      else { return nil }
      edits.append(PageEdit(key: key, text: value, tableFingerprint: fingerprint))
    }
    return edits
  }

  private static func json(_ fields: [String: WireValue]) -> HTTPResponse {
    .content(WireValue.object(fields).json, type: "application/json")
  }
}
