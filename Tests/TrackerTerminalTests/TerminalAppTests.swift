import Foundation
import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens
import TrackerStateFile

@testable import TrackerApp
@testable import TrackerTerminal

@Suite struct TerminalAppTests {
  private func app(newUser: Bool = false, _ language: Language = .english) -> TerminalApp {
    TerminalApp(session: Journey.session(newUser: newUser, language))
  }

  @Test func theMainScreenOpensWithTheFocusOnPlus() {
    #expect(app().focus == "trackers.add")
  }

  @Test func markingDoneAsksForASaveAndKeepsTheFocus() {
    var app = app()
    for _ in 0..<3 { _ = app.handle(.tab) }
    #expect(app.focus == "trackers.card.t6.done")
    let records = app.session.state.records.count
    #expect(app.handle(.enter) == [.save([.markDone("t6", on: Journey.today)])])
    #expect(app.session.state.records.count == records + 1)
    #expect(app.focus == "trackers.card.t6.done")
  }

  @Test(
    "The notice that the changes moved names the file they went to, in every language",
    arguments: LocalizationTables.embedded.languages)
  func movedNoticeNamesTheFile(language: Language) {
    let path = "/tmp/tracker-kit/state.json.unsaved.json"
    let text = ScreenDrawing.noticeText(.moved(path: path), Localizer(language: language))
    #expect(text.contains(path))
    #expect(text != Localizer(language: language).text(.terminalNoticeNotSaved).string)
  }

  @Test func mOpensTheCardsMenuAndEscClosesIt() {
    var app = app()
    for _ in 0..<3 { _ = app.handle(.tab) }
    #expect(app.handle(.text("m")) == [])
    #expect(app.session.current == .trackerMenu("t6", day: Journey.today))
    #expect(app.handle(.escape) == [])
    #expect(app.session.stack.count == 1)
    #expect(app.focus == "trackers.card.t6.done")
  }

  @Test func aCardsMenuOpensOnItsFirstActionSoMThenEnterPins() {
    var app = app()
    for _ in 0..<3 { _ = app.handle(.tab) }
    let wasPinned = app.session.state.tracker("t6")?.isPinned == true
    _ = app.handle(.text("m"))
    #expect(app.focus == (wasPinned ? "trackerMenu.unpin" : "trackerMenu.pin"))
    let records = app.session.state.records.count
    #expect(app.handle(.enter) == [.save([wasPinned ? .unpin("t6") : .pin("t6")])])
    #expect(app.session.state.records.count == records)
    #expect(app.session.state.tracker("t6")?.isPinned == !wasPinned)
  }

  @Test func underAMenuTheTabBarIsDimmed() throws {
    var app = app()
    func tabBarLine() throws -> TerminalLine {
      let frame = ScreenDrawing.draw(app, size: TerminalSize(columns: 80, rows: 24))
      let statistics = Localizer(language: .english).text(.tabBarStatistics).string
      return try #require(frame.lines.last { $0.text.contains(statistics) })
    }
    #expect(
      try tabBarLine().spans.contains { !$0.style.isDim && !$0.text.allSatisfy(\.isWhitespace) })
    for _ in 0..<3 { _ = app.handle(.tab) }
    _ = app.handle(.text("m"))
    #expect(
      try tabBarLine().spans.allSatisfy { $0.style.isDim || $0.text.allSatisfy(\.isWhitespace) })
  }

  @Test func aConfirmationOpensOnCancelAndOnboardingOnItsButton() {
    var app = app()
    for _ in 0..<3 { _ = app.handle(.tab) }
    _ = app.handle(.text("m"))
    _ = app.handle(.end)
    #expect(app.focus == "trackerMenu.delete")
    _ = app.handle(.enter)
    #expect(app.focus == "trackerDeleteConfirmation.cancel")
    #expect(app.handle(.enter) == [])
    #expect(app.session.state.tracker("t6") != nil)
    #expect(self.app(newUser: true).focus == "onboarding.button")
  }

  @Test func aFormOpensOnItsNameAndEnterNeverLandsOnTheClearButton() {
    var app = app()
    _ = app.handle(.enter)
    _ = app.handle(.enter)
    #expect(app.focus == "trackerForm.name")
    _ = app.handle(.text("Read"))
    #expect(app.handle(.enter) == [])
    #expect(app.focus == "trackerForm.category")
    _ = app.handle(.backTab)
    _ = app.handle(.backTab)
    #expect(app.focus == "trackerForm.name")
    _ = app.handle(.enter)
    _ = app.handle(.enter)
    #expect(app.session.current.name == "categories")
    if case .trackerForm(let form) = app.session.stack[app.session.stack.count - 2] {
      #expect(form.name == "Read")
    } else {
      Issue.record("the form is not under the category list")
    }
  }

  @Test func qQuitsOnTheMainScreenOnlyAndIsALetterInAField() {
    var app = app()
    #expect(app.handle(.text("q")) == [.quit])
    #expect(app.handle(.text("й")) == [.quit])
    _ = app.handle(.enter)
    #expect(app.handle(.text("q")) == [.bell])
    _ = app.handle(.escape)
    _ = app.handle(.tab)
    _ = app.handle(.tab)
    #expect(app.focusedElement?.kind == .textField)
    #expect(app.handle(.text("q")) == [])
    #expect(app.session.query?.search == "q")
    #expect(app.handle(.interrupt) == [.quit])
  }

  @Test func backspaceRemovesAWholeCharacter() {
    var app = app()
    _ = app.handle(.tab)
    _ = app.handle(.tab)
    _ = app.handle(.text("й👨‍👩‍👧‍👦"))
    #expect(app.session.query?.search == "й👨‍👩‍👧‍👦")
    _ = app.handle(.backspace)
    #expect(app.session.query?.search == "й")
  }

  @Test func todayMovesOnAtMidnightAndTheFocusStays() throws {
    var app = app()
    for _ in 0..<3 { _ = app.handle(.tab) }
    let tomorrow = try #require(Day(year: 2026, month: 11, day: 24))
    app.updateSession { $0.today = tomorrow }
    #expect(app.session.today == tomorrow)
    #expect(app.focus == "trackers.card.t6.done")
  }

  @Test func downAndUpInTheDatePickerMoveAWeek() throws {
    var app = app()
    while app.focus != "trackers.date" { _ = app.handle(.tab) }
    _ = app.handle(.enter)
    #expect(app.session.current.name == "date-picker")
    let day = try #require(app.focus?.rawValue)
    let today = Journey.today
    #expect(day == "datePicker.\(today.iso)")
    _ = app.handle(.down)
    #expect(app.focus?.rawValue == "datePicker.\(today.adding(days: 7).iso)")
    _ = app.handle(.up)
    _ = app.handle(.up)
    #expect(app.focus?.rawValue == "datePicker.\(today.adding(days: -7).iso)")
    // Right and left still go a day at a time.
    _ = app.handle(.right)
    #expect(app.focus?.rawValue == "datePicker.\(today.adding(days: -6).iso)")
    // Past the month's last week (17, 24, then no 1st of December), the stop after the month.
    _ = app.handle(.down)
    _ = app.handle(.down)
    let month = try #require(app.session.screen.allElements.first { $0.kind == .month })
    let inMonth = Set(month.allElements.compactMap(\.id))
    let after = app.stops.drop { !inMonth.contains($0) }.first { !inMonth.contains($0) }
    #expect(after != nil)
    #expect(app.focus == after)
  }

  @Test func tabAndShiftTabGoRoundTheScreen() {
    var app = app()
    let stops = app.stops
    _ = app.handle(.backTab)
    #expect(app.focus == stops.last)
    _ = app.handle(.tab)
    #expect(app.focus == stops.first)
  }

  @Test func aRefusedActRingsTheBellAndChangesNothing() {
    var app = app()
    _ = app.handle(.enter)
    _ = app.handle(.enter)
    let before = app.session
    _ = app.handle(.end)
    #expect(app.focusedElement?.id == "trackerForm.cancel", "Create is disabled: no focus stop")
    #expect(app.session == before)
    #expect(app.handle(.escape) == [])
    #expect(app.handle(.escape) == [])
    #expect(app.session.stack.count == 1)
    #expect(app.handle(.escape) == [], "nothing to go back to on the main screen")
  }

  @Test func aDisabledButtonIsDimmed() {
    var app = app()
    _ = app.handle(.enter)
    _ = app.handle(.enter)
    let frame = ScreenDrawing.draw(app, size: TerminalSize(columns: 80, rows: 24))
    let english = Localizer(language: .english)
    let (createText, cancelText) = (
      english.text(.trackerFormCreate).string, english.text(.trackerFormCancel).string
    )
    let create = frame.lines.flatMap(\.spans).first { $0.text.contains(createText) }
    #expect(create?.style.isDim == true)
    let cancel = frame.lines.flatMap(\.spans).first { $0.text.contains(cancelText) }
    #expect(cancel?.style.isDim == false)
  }

  @Test func everyFrameFillsTheWindowExactly() {
    for size in [
      TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 20),
      TerminalSize(columns: 23, rows: 7), TerminalSize(columns: 5, rows: 2),
    ] {
      let frame = ScreenDrawing.draw(app(.russian), size: size)
      #expect(frame.lines.count == size.rows)
      #expect(frame.lines.allSatisfy { $0.width == size.columns })
    }
  }

  @Test func theOfflineBannerIsDrawn() {
    var session = Journey.session(newUser: false, .english)
    session.connection = .offline(pendingChanges: 3)
    let text = ScreenDrawing.draw(
      TerminalApp(session: session), size: TerminalSize(columns: 80, rows: 24)
    ).text
    let banner = session.screen.children.first { $0.kind == .banner }
    #expect(banner != nil)
    #expect(text.contains(banner?.texts.title?.string ?? "?"))
    #expect(text.contains(banner?.texts.detail?.string ?? "?"))
  }
}

@Suite struct DrawingTests {
  @Test func widthsOfCyrillicEmojiAndMarks() {
    #expect(DisplayWidth.of("Пить воду") == 9)
    #expect(DisplayWidth.of("🥶") == 2)
    #expect(DisplayWidth.of("❤️") == 2)
    #expect(DisplayWidth.of("👨‍👩‍👧‍👦") == 2)
    #expect(DisplayWidth.of("é") == 1)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("漢字") == 4)
  }

  @Test func afterAnEmojiTerminalsDisagreeOnTheRestOfTheLineIsPlacedByColumn() {
    // ❤️ is a one-column symbol made an emoji: tmux draws one column, most terminals two.
    #expect(DisplayWidth.isAmbiguous("❤️"))
    #expect(!DisplayWidth.isAmbiguous("🥶"))
    #expect(!DisplayWidth.isAmbiguous("❤"))
    let line = TerminalLine([TextSpan(" ❤️ "), TextSpan("Бабушка")])
    // The heart takes the second and third columns; the rest goes on from the fourth, whether
    // the terminal drew it in one column or two.
    #expect(line.ansi(.none).contains("❤️ \u{1B}[4G"))
    let plain = TerminalLine([TextSpan(" 🥶 "), TextSpan("Пить")])
    #expect(!plain.ansi(.none).contains("G"))
  }

  @Test func cuttingNeverBreaksACharacter() {
    #expect(DisplayWidth.prefix("ab🥶cd", columns: 4) == "ab…")
    #expect(DisplayWidth.prefix("Бабушка", columns: 4) == "Баб…")
    let line = TerminalLine([TextSpan("a🥶🥶")]).fitted(to: 4)
    #expect(line.text == "a…  " || line.width == 4)
    #expect(line.width == 4)
  }

  @Test func colorModesFromTheEnvironment() {
    #expect(TerminalColorMode.from(environment: ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(TerminalColorMode.from(environment: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(TerminalColorMode.from(environment: ["TERM": "xterm-256color"]) == .palette256)
    #expect(
      TerminalColorMode.from(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
  }

  @Test func colorsAreWrittenForTheMode() {
    let line = TerminalLine([
      TextSpan("x", TextStyle(foreground: TerminalRGB(0xFD, 0x4C, 0x49), isBold: true))
    ])
    #expect(line.ansi(.trueColor).contains("38;2;253;76;73"))
    #expect(line.ansi(.palette256).contains("38;5;203"))
    #expect(!line.ansi(.none).contains("38;"))
    #expect(line.ansi(.none).contains("\u{1B}[0;1m"))
  }

  @Test func theCardsColorIsDrawnBehindItsEmoji() {
    let app = TerminalApp(session: Journey.session(newUser: false, .english))
    let frame = ScreenDrawing.draw(app, size: TerminalSize(columns: 80, rows: 24))
    let chip = frame.lines.flatMap(\.spans).first { $0.text.contains("🥶") }
    #expect(chip?.style.background == TerminalRGB(hex: "#34A7FE"))
  }
}

@Suite struct TerminalPackageTests {
  /// The terminal module depends on the app and the screens' types only.
  @Test func theModuleDependsOnTheAppOnly() throws {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    let package = try String(
      contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declaration = try #require(
      package.range(
        of: #"name: "TrackerTerminal",\s*dependencies: \[[^\]]*\]"#, options: .regularExpression))
    let dependencies = package[declaration].split(separator: "[").last?.dropLast()
      .split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\"")))
      }
    #expect(dependencies == ["TrackerApp", "TrackerScreens", "TrackerLocalization"])
    let sources = folder.appendingPathComponent("Sources/TrackerTerminal")
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      $0.hasSuffix(".swift")
    }
    let allowed: Set = ["TrackerApp", "TrackerScreens", "TrackerLocalization", "Glibc", "Darwin"]
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n")
      where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
        let module = String(line.trimmingCharacters(in: .whitespaces).dropFirst("import ".count))
        #expect(allowed.contains(module), "\(file) imports \(module)")
      }
    }
  }
}

@Suite struct ScrollingTests {
  /// 40 daily habits: the main screen is longer than the window.
  static func longList() throws -> TerminalApp {
    let trackers = (1...40).map { number in
      "{\"id\": \"t\(number)\", \"name\": \"Привычка \(number < 10 ? "0" : "")\(number)\", \"category\": \"c\", \"emoji\": \"🙂\", \"color\": \(number % 18 + 1), \"schedule\": [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"], \"created\": \"2026-11-01\"}"
    }
    let text =
      "{\"categories\": [{\"id\": \"c\", \"title\": \"Дом\"}], \"trackers\": [\(trackers.joined(separator: ","))]}"
    let state = try StateFile.read(Array(text.utf8), fileName: "long.json", today: Journey.today)
    return TerminalApp(
      session: AppSession(
        state: state, today: Journey.today, localizer: Localizer(language: .russian)))
  }

  @Test func theFocusedElementStaysInView() throws {
    var app = try Self.longList()
    let size = TerminalSize(columns: 40, rows: 20)
    for step in 0..<45 {
      _ = app.handle(.down)
      let frame = ScreenDrawing.draw(app, size: size)
      app.scrollTop = frame.scrollTop
      #expect(frame.text.contains("›"), "step \(step): the focus is out of view")
    }
    for _ in 0..<45 {
      _ = app.handle(.up)
      let frame = ScreenDrawing.draw(app, size: size)
      app.scrollTop = frame.scrollTop
      #expect(frame.text.contains("›"))
    }
    #expect(app.focus == "trackers.add")
    #expect(ScreenDrawing.draw(app, size: size).scrollTop == 0)
  }

  @Test func moreAboveAndBelowAreMarked() throws {
    var app = try Self.longList()
    let size = TerminalSize(columns: 40, rows: 20)
    var frame = ScreenDrawing.draw(app, size: size)
    #expect(frame.lines.contains { $0.text.hasSuffix("↓") })
    #expect(!frame.lines.contains { $0.text.hasSuffix("↑") })
    for _ in 0..<20 { _ = app.handle(.down) }
    app.scrollTop = frame.scrollTop
    frame = ScreenDrawing.draw(app, size: size)
    #expect(frame.lines[0].text.hasSuffix("↑"))
  }
}

@Suite struct LookTests {
  @Test func everyImageHasAGlyphOfItsOwn() {
    for image in ImageToken.allCases {
      #expect(Look.glyph(image) != "•", "\(image) has no glyph")
    }
  }
}
