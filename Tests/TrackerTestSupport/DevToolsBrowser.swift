import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A page of headless Chromium driven over the DevTools protocol, with Foundation alone: the
/// browser is started with `--remote-debugging-pipe`, which reads commands from its file
/// descriptor 3 and writes answers and events to 4, each message JSON ended by a NUL byte. A
/// shell hands it the two ends of the `Process`'s pipes as 3 and 4. Keys go in through
/// `Input.dispatchKeyEvent` and text through `Input.insertText`: trusted input, as a person's
/// keyboard gives (a key event made by a page's script is untrusted, and Enter on a button
/// then clicks nothing). Every command waits at most `timeout`, so a page that hangs fails the
/// test instead.
///
/// One browser serves every test of the process (starting one costs about a second and a
/// half): each `DevToolsBrowser` is a page of its own (a target, with focus emulated, so that
/// a page has the focus whether or not another is open) while its test runs, and is closed
/// when the test is done. The browser ends with the test process, when its pipe closes.
package final class DevToolsBrowser: @unchecked Sendable {
  /// The browser the tests drive: Debian's `chromium-headless-shell` when it is installed
  /// (`.ci/run` installs it), else `chromium` (or `chromium-browser`); tests that need a browser
  /// are enabled only when one is. The headless shell is the same Blink, V8 and Skia without
  /// the full browser's window and profile machinery, and takes about a quarter less processor
  /// time per page (TrackerWebTests: about 47 s against 36 s).
  package static let installedChromium = [
    "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium", "/usr/bin/chromium-browser",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// A problem talking to the browser.
  package struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    package var description: String

    /// A problem that `description` tells.
    package init(description: String) {
      self.description = description
    }
  }

  private let browser: Browser
  private let page: Browser.Page
  private let lock = NSLock()
  private var isClosed = false
  /// How long a command waits for its answer: 90 s unless a test says otherwise, because one
  /// browser serves every test of the process, and under a full parallel run on two cores a
  /// screenshot has waited over 20 s behind the others' pages (a hang still fails).
  package let timeout: TimeInterval

  /// Opens a page of `width`×`height` showing nothing yet, in the process's `chromium`.
  package init(chromium: String, width: Int = 430, height: Int = 932, timeout: TimeInterval = 90)
    throws
  {
    self.timeout = timeout
    browser = try Browser.shared(chromium)
    page = try browser.page(width: width, height: height, timeout: timeout)
  }

  deinit { close() }

  /// Closes the page; the browser stays.
  package func close() {
    let wasClosed = lock.withLock {
      defer { isClosed = true }
      return isClosed
    }
    guard !wasClosed else { return }
    browser.close(page, timeout: timeout)
  }

  /// Emulates the system's color scheme, `light` or `dark`, as `prefers-color-scheme` reads it.
  package func emulate(colorScheme: String) throws {
    try call(
      "Emulation.setEmulatedMedia",
      ["features": [["name": "prefers-color-scheme", "value": colorScheme]]])
  }

  /// The errors the browser logged for the page so far (`Log.entryAdded` of level `error`: a
  /// resource refused by the page's Content Security Policy, one that failed to load …).
  package var loggedErrors: [String] {
    browser.loggedErrors(session: page.session)
  }

  /// Opens `address` in the page.
  package func open(_ address: String) throws {
    try call("Page.navigate", ["url": address])
  }

  /// The value of a JavaScript expression in the page (a promise is waited for), as JSON
  /// gives it: a string, a number, a dictionary …
  @discardableResult
  package func evaluate(_ expression: String) throws -> Any? {
    let result = try call(
      "Runtime.evaluate",
      ["expression": expression, "awaitPromise": true, "returnByValue": true])
    if let exception = result["exceptionDetails"] {
      throw Failure(description: "the page threw on \(expression): \(exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// A key of the keyboard, as the DevTools protocol names it.
  package struct Key: Sendable {
    /// The key's `key` value (`Tab`, `m`).
    package var key: String
    /// The key's `code` (`KeyM`).
    package var code: String
    /// Its Windows virtual key code.
    package var keyCode: Int
    /// The text the key types (Enter "\r", Space " "), which is what makes it press a button.
    package var text: String?

    /// A key; `text` for one that types (a letter, Enter, Space).
    package init(key: String, code: String, keyCode: Int, text: String? = nil) {
      self.key = key
      self.code = code
      self.keyCode = keyCode
      self.text = text
    }

    /// The tab key.
    package static let tab = Key(key: "Tab", code: "Tab", keyCode: 9)
    /// The enter key.
    package static let enter = Key(key: "Enter", code: "Enter", keyCode: 13, text: "\r")
    /// The space key.
    package static let space = Key(key: " ", code: "Space", keyCode: 32, text: " ")
    /// The escape key.
    package static let escape = Key(key: "Escape", code: "Escape", keyCode: 27)
    /// The up key.
    package static let up = Key(key: "ArrowUp", code: "ArrowUp", keyCode: 38)
    /// The down key.
    package static let down = Key(key: "ArrowDown", code: "ArrowDown", keyCode: 40)
    /// The left key.
    package static let left = Key(key: "ArrowLeft", code: "ArrowLeft", keyCode: 37)
    /// The right key.
    package static let right = Key(key: "ArrowRight", code: "ArrowRight", keyCode: 39)
    /// The home key.
    package static let home = Key(key: "Home", code: "Home", keyCode: 36)
    /// The end key.
    package static let end = Key(key: "End", code: "End", keyCode: 35)
    /// The m key.
    package static let m = Key(key: "m", code: "KeyM", keyCode: 77, text: "m")
  }

  /// Presses and lets go of `key` (with Shift when `shift`).
  package func press(_ key: Key, shift: Bool = false) throws {
    var down: [String: Any] = [
      "type": key.text == nil ? "rawKeyDown" : "keyDown", "key": key.key, "code": key.code,
      "windowsVirtualKeyCode": key.keyCode, "modifiers": shift ? 8 : 0,
    ]
    if let text = key.text { down["text"] = text }
    try call("Input.dispatchKeyEvent", down)
    try call(
      "Input.dispatchKeyEvent",
      [
        "type": "keyUp", "key": key.key, "code": key.code, "windowsVirtualKeyCode": key.keyCode,
        "modifiers": shift ? 8 : 0,
      ])
  }

  /// Types `text` where the focus is, as a keyboard (or an input method) commits it.
  package func type(_ text: String) throws {
    try call("Input.insertText", ["text": text])
  }

  /// A PNG picture of the page.
  package func screenshot() throws -> Data {
    let result = try call("Page.captureScreenshot", ["format": "png"])
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw Failure(description: "no picture")
    }
    return data
  }

  /// Sends a command to the page and waits for its answer.
  @discardableResult
  private func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
    try browser.call(method, parameters, session: page.session, timeout: timeout)
  }
}

/// The browser process and its pipes, started once for every page of the test process.
private final class Browser: @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var running: [String: Browser] = [:]

  /// The browser of `chromium`, started the first time (or again, if it ended).
  static func shared(_ chromium: String) throws -> Browser {
    try lock.withLock {
      if let browser = running[chromium], !browser.hasEnded { return browser }
      let browser = try Browser(chromium: chromium)
      running[chromium] = browser
      return browser
    }
  }

  private let process = Process()
  private let commands = Pipe()
  private let messages = Pipe()
  private let condition = NSCondition()
  /// Held while a message is written to the browser.
  private let writing = NSLock()
  /// Answers read and not yet taken, by the id of their command.
  private var answers: [Int: [String: Any]] = [:]
  /// The error entries the browser logged, by page session.
  private var errors: [String: [String]] = [:]
  private var isClosed = false
  private var nextID = 0
  /// The browser context of every page: off the record, so that the browser keeps its caches
  /// and storage in memory and writes no file for a page (its code cache wrote one for each
  /// server's address).
  private var context = ""

  /// A page: its target, and the session it is driven through (`Target.attachToTarget`,
  /// flattened).
  struct Page {
    var target: String
    var session: String
  }

  /// A new page of `width`×`height` showing nothing, with focus emulated (so that a page has
  /// the focus whether or not another is open) and the browser's log on.
  func page(width: Int, height: Int, timeout: TimeInterval) throws -> Page {
    let size: [String: Any] = [
      "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false,
    ]
    let created = try call(
      "Target.createTarget", ["url": "about:blank", "browserContextId": context], timeout: timeout)
    guard let target = created["targetId"] as? String else {
      throw DevToolsBrowser.Failure(description: "no page: \(created)")
    }
    let attached = try call(
      "Target.attachToTarget", ["targetId": target, "flatten": true], timeout: timeout)
    let page = Page(target: target, session: attached["sessionId"] as? String ?? "")
    try call(
      "Emulation.setFocusEmulationEnabled", ["enabled": true], session: page.session,
      timeout: timeout)
    // The browser's own messages (a resource the page's CSP refused, a failed load), kept.
    try call("Log.enable", [:], session: page.session, timeout: timeout)
    try call("Emulation.setDeviceMetricsOverride", size, session: page.session, timeout: timeout)
    return page
  }

  /// Closes a page a test is done with, and forgets its logged errors. A page is not kept for
  /// a later test: with the renderer processes limited (`init`), a new page goes into a
  /// running process, and closing a page and opening a new one costs Chromium less than
  /// leaving it blank for later did (its navigation to about:blank, its history reset): about
  /// 50 ms of processor a page and its first screen, against 60–70 ms.
  func close(_ page: Page, timeout: TimeInterval) {
    _ = try? call("Target.closeTarget", ["targetId": page.target], timeout: timeout)
    condition.withLock { errors[page.session] = nil }
  }

  private init(chromium: String) throws {
    // The profile is made empty for each browser and removed when the test process ends.
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-devtools-\(UUID().uuidString)")
    // At most four renderer processes: a page opened while four run goes into one of them
    // (every test's page is of one site, 127.0.0.1), where it started a process of its own,
    // about 20 in the web tests, each with its own start and warm-up: TrackerWebTests 43.8 s
    // -> 40.3 s of processor. What a page draws, its focus (emulated for each page), history
    // and screenshots stay its own; only the pages of a process take turns on its main
    // thread, and four keep both cores busy (two made the web tests slower in wall time).
    let arguments = [
      chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--renderer-process-limit=4", "--remote-debugging-pipe",
      "--user-data-dir=\(profile.path)", "about:blank",
    ]
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The pipes become 3 and 4; the browser's own output is thrown away. When the test
    // process ends, the browser reads the end of its pipe and ends too; the shell then
    // removes the profile.
    process.arguments =
      [
        "-c", #""$@" 3<&0 4>&1 </dev/null >/dev/null 2>&1; rm -rf "$0""#, profile.path,
      ] + arguments
    process.standardInput = commands
    process.standardOutput = messages
    // A browser that died makes a write fail instead of ending the tests.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    let reader = messages.fileHandleForReading
    Thread.detachNewThread { [self] in read(reader) }
    let created = try call("Target.createBrowserContext", [:], timeout: 90)
    context = created["browserContextId"] as? String ?? ""
  }

  var hasEnded: Bool { condition.withLock { isClosed } }

  /// Sends a command (to a page's `session`, or to the browser) and waits for its answer.
  @discardableResult
  func call(
    _ method: String, _ parameters: [String: Any], session: String? = nil,
    timeout: TimeInterval
  ) throws -> [String: Any] {
    condition.lock()
    nextID += 1
    let id = nextID
    condition.unlock()
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    var bytes = try JSONSerialization.data(withJSONObject: message)
    bytes.append(0)
    // One message at a time: a long one (a screenshot sent back to be measured) is written in
    // several pieces, and another thread's message between them would garble both.
    try writing.withLock { try commands.fileHandleForWriting.write(contentsOf: bytes) }
    let deadline = Date().addingTimeInterval(timeout)
    condition.lock()
    defer { condition.unlock() }
    while answers[id] == nil, !isClosed, condition.wait(until: deadline) {}
    guard let answer = answers.removeValue(forKey: id) else {
      throw DevToolsBrowser.Failure(description: "no answer to \(method) in \(Int(timeout)) s")
    }
    if let error = answer["error"] {
      throw DevToolsBrowser.Failure(description: "\(method): \(error)")
    }
    return answer["result"] as? [String: Any] ?? [:]
  }

  /// The error entries logged for the page of `session`.
  func loggedErrors(session: String) -> [String] {
    condition.withLock { errors[session] ?? [] }
  }

  /// Keeps a logged error of a page (`Log.entryAdded`); other events are dropped.
  private func keep(event object: [String: Any]) {
    guard object["method"] as? String == "Log.entryAdded",
      let session = object["sessionId"] as? String,
      let entry = (object["params"] as? [String: Any])?["entry"] as? [String: Any],
      entry["level"] as? String == "error"
    else { return }
    let text = [entry["source"], entry["text"], entry["url"]].compactMap { $0 as? String }
    condition.withLock { errors[session, default: []].append(text.joined(separator: ": ")) }
  }

  /// Reads the browser's messages until it ends, keeping the answers and the logged errors.
  private func read(_ handle: FileHandle) {
    var buffer = Data()
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      buffer.append(chunk)
      while let end = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[buffer.index(after: end)...])
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any]
        else { continue }
        guard let id = object["id"] as? Int else {
          keep(event: object)
          continue
        }
        condition.lock()
        answers[id] = object
        condition.broadcast()
        condition.unlock()
      }
    }
    condition.lock()
    isClosed = true
    condition.broadcast()
    condition.unlock()
  }
}
