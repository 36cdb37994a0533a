import Testing
import TrackerDomain
import TrackerLocalization
import TrackerScreens

/// Keys, plural forms and arguments, never words: the tests that look at texts run with the
/// shipped tables and with every value rewritten.
@Suite("Tracker, category and schedule forms")
struct FormScreenTests {
  let english = Fixture.context(.english)
  let russian = Fixture.context(.russian)

  func filled(_ kind: TrackerKind = .habit) -> TrackerForm {
    TrackerForm.new(kind)
      .applying(.setName("Пить воду"))
      .applying(.setCategory("home"))
      .applying(.setSchedule(WeekdaySet([.monday, .wednesday, .friday])))
      .applying(.setEmoji("🥶"))
      .applying(.setColor(Palette.colors[7]))
  }

  @Test("Create is enabled only when every section is filled in and valid")
  func createEnabledOnlyWhenComplete() {
    #expect(!TrackerFormScreen.describe(english, form: .new(.habit)).confirmButton.isEnabled)
    let complete = TrackerFormScreen.describe(english, form: filled())
    #expect(complete.confirmButton.isEnabled)
    let draft = TrackerDraft(
      name: "Пить воду", category: "home", emoji: "🥶", color: Palette.colors[7],
      schedule: WeekdaySet([.monday, .wednesday, .friday]))
    #expect(complete.confirmButton.intents == [.apply(.createTracker(draft)), .dismiss])
    for missing: TrackerForm in [
      filled().applying(.setName("   ")), filled().applying(.setName(Fixture.name39)),
      filled().applying(.setSchedule(WeekdaySet([]))),
      {
        var form = filled()
        form.emoji = nil
        return form
      }(),
      {
        var form = filled()
        form.color = nil
        return form
      }(),
      {
        var form = filled()
        form.category = nil
        return form
      }(),
      filled().applying(.setCategory("deleted")),
    ] {
      let screen = TrackerFormScreen.describe(english, form: missing)
      #expect(!screen.confirmButton.isEnabled)
      #expect(screen.confirmButton.intents.isEmpty)
    }
    // An irregular event needs no schedule.
    #expect(
      TrackerFormScreen.describe(
        english, form: filled(.irregularEvent).applying(.setSchedule(WeekdaySet([])))
      ).confirmButton.isEnabled)
  }

  @Test("The clear button shows after one character and clears the name")
  func clearButton() throws {
    #expect(TrackerFormScreen.describe(english, form: .new(.habit)).nameField.clearButton == nil)
    let field = TrackerFormScreen.describe(
      english, form: TrackerForm.new(.habit).applying(.setName("a"))
    ).nameField
    let clear = try #require(field.clearButton)
    #expect(clear.intents == [.editTrackerForm(.setName(""))])
    #expect(field.intent(for: "ab") == .editTrackerForm(.setName("ab")))
  }

  @Test(
    "A name of 38 characters is fine; 39 shows the limit error with the right plural",
    arguments: Tables.allCases)
  func nameLimit(_ tables: Tables) {
    let russian = Fixture.context(.russian, tables: tables)
    let english = Fixture.context(.english, tables: tables)
    let fine = TrackerFormScreen.describe(
      russian, form: filled().applying(.setName(Fixture.name38)))
    #expect(fine.nameField.error == nil)
    #expect(fine.confirmButton.isEnabled)
    let long = filled().applying(.setName(Fixture.name39))
    let error = TrackerFormScreen.describe(russian, form: long).nameField.error
    #expect(error?.key == "trackerForm.name.limit.many")
    #expect(error?.arguments == [.integer(38)])
    #expect(
      TrackerFormScreen.describe(english, form: long).nameField.error?.key
        == "trackerForm.name.limit.other")
    let family = filled().applying(
      .setName(Fixture.familyName + String(repeating: "я", count: 38 - Fixture.familyName.count)))
    #expect(TrackerFormScreen.describe(russian, form: family).nameField.error == nil)
  }

  @Test(
    "Schedule shows Every day for all seven days, else short names Monday first",
    arguments: Tables.allCases)
  func scheduleSubtitle(_ tables: Tables) {
    let russian = Fixture.context(.russian, tables: tables)
    let english = Fixture.context(.english, tables: tables)
    func subtitle(_ days: [Weekday], _ context: ScreenContext) -> String? {
      let text = TrackerFormScreen.describe(
        context, form: filled().applying(.setSchedule(WeekdaySet(days)))
      ).scheduleRow?.subtitle
      guard case .localized(let subtitle) = text else { return nil }
      return MainScreenTests.shape(.localized(subtitle))
    }
    #expect(subtitle(Weekday.allCases, english) == "schedule.everyDay")
    #expect(subtitle(Weekday.allCases, russian) == "schedule.everyDay")
    let mondayWednesdayFriday =
      "common.listSeparator(weekday.short.monday, weekday.short.wednesday, weekday.short.friday)"
    #expect(subtitle([.friday, .monday, .wednesday], english) == mondayWednesdayFriday)
    #expect(subtitle([.friday, .monday, .wednesday], russian) == mondayWednesdayFriday)
    #expect(
      subtitle([.sunday, .monday], russian)
        == "common.listSeparator(weekday.short.monday, weekday.short.sunday)")
    #expect(subtitle([], english) == nil)
    #expect(TrackerFormScreen.describe(english, form: filled(.irregularEvent)).scheduleRow == nil)
  }

  @Test("The chosen emoji and color are marked; the category is shown under its row")
  func selections() {
    let screen = TrackerFormScreen.describe(russian, form: filled())
    #expect(screen.emojiSection.cells.filter(\.isSelected).map(\.content) == [.emoji("🥶")])
    #expect(screen.colorSection.cells.filter(\.isSelected).map(\.id) == ["trackerForm.color.8"])
    #expect(screen.emojiSection.cells.count == 18)
    #expect(screen.colorSection.cells.count == 18)
    #expect(screen.categoryRow.subtitle == .content("Домашний уют"))
  }

  @Test(
    "Editing shows the days counter, the fields filled in, and Save", arguments: Tables.allCases)
  func editing(_ tables: Tables) throws {
    let russian = Fixture.context(.russian, tables: tables)
    let tracker = try #require(Fixture.state.tracker("t2"))
    let screen = TrackerFormScreen.describe(russian, form: TrackerForm(editing: tracker))
    #expect(screen.title.key == "trackerForm.title.editHabit")
    #expect(screen.dayCounter?.key == "card.days.one")
    #expect(screen.dayCounter?.arguments == [.integer(21)])
    #expect(screen.nameField.text == "Английский")
    #expect(screen.scheduleRow?.subtitle?.keyOrContent == "schedule.everyDay")
    #expect(screen.confirmButton.id == "trackerForm.save")
    // Saved as it was opened, the form changes nothing: Save only closes it.
    #expect(screen.confirmButton.isEnabled)
    #expect(screen.confirmButton.intents == [.dismiss])
    // The goal set in the goals app is kept when the first app's form saves.
    let renamed = TrackerFormScreen.describe(
      russian, form: TrackerForm(editing: tracker).applying(.setName("Английский язык")))
    #expect(
      renamed.confirmButton.intents.first
        == .apply(
          .editTracker(
            "t2",
            TrackerDraft(
              name: "Английский язык", category: "study", emoji: "🤔", color: tracker.color,
              schedule: .everyDay, goal: .forever))))
  }

  @Test("Category form: Done disabled until a non-blank title, and for a duplicate with an error")
  func categoryForm() {
    #expect(!CategoryFormScreen.describe(russian, typed: "").doneButton.isEnabled)
    #expect(CategoryFormScreen.describe(russian, typed: "").nameField.error == nil)
    #expect(!CategoryFormScreen.describe(russian, typed: "   ").doneButton.isEnabled)
    let fresh = CategoryFormScreen.describe(russian, typed: " Спорт ")
    #expect(fresh.doneButton.isEnabled)
    #expect(fresh.doneButton.intents == [.apply(.createCategory(title: "Спорт")), .dismiss])
    let duplicate = CategoryFormScreen.describe(russian, typed: "учёба")
    #expect(!duplicate.doneButton.isEnabled)
    #expect(duplicate.nameField.error?.key == "categoryForm.name.duplicate")
    // Renaming a category to its own title is fine.
    #expect(
      CategoryFormScreen.describe(russian, typed: "Учёба", editing: "study").doneButton.isEnabled)
  }

  @Test(
    "Categories: placeholder when there are none; the checkmark on the chosen one",
    arguments: Tables.allCases)
  func categoryList(_ tables: Tables) {
    let russian = Fixture.context(.russian, tables: tables)
    let empty = CategoryListScreen.describe(
      Fixture.context(.russian, tables: tables, state: TrackerState()), chosen: nil)
    #expect(empty.placeholder?.text.key == "categories.placeholder")
    #expect(empty.rows.isEmpty)
    let list = CategoryListScreen.describe(russian, chosen: "study")
    #expect(list.placeholder == nil)
    #expect(list.rows.map(\.accessory) == [.none, .checkmark])
    #expect(list.rows[0].intents == [.editTrackerForm(.setCategory("home")), .dismiss])
    #expect(list.rows[0].longPressIntents == [.open(.categoryMenu("home"))])
  }

  @Test(
    "Schedule screen: seven switches, Monday first; Done hands the days to the form",
    arguments: Tables.allCases)
  func scheduleScreen(_ tables: Tables) {
    let screen = ScheduleScreen.describe(
      Fixture.context(.russian, tables: tables), days: WeekdaySet([.tuesday]))
    #expect(
      screen.rows.map(\.title.keyOrContent) == [
        "weekday.full.monday", "weekday.full.tuesday", "weekday.full.wednesday",
        "weekday.full.thursday", "weekday.full.friday", "weekday.full.saturday",
        "weekday.full.sunday",
      ])
    #expect(screen.rows.map(\.accessory)[0...1] == [.toggle(isOn: false), .toggle(isOn: true)])
    #expect(screen.rows[1].intents == [.setWeekday(.tuesday, isOn: false)])
    #expect(
      screen.doneButton.intents == [
        .editTrackerForm(.setSchedule(WeekdaySet([.tuesday]))), .dismiss,
      ])
  }
}
