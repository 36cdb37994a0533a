import TrackerDomain
import TrackerLocalization
import TrackerScreens

extension WeekStrip: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("week-strip #\(id)") { outline in
      previousWeekButton.render(into: &outline)
      for cell in days {
        outline.line(
          parts(
            "day #\(cell.id)", quoted(cell.weekday), display(cell.number),
            cell.isSelected ? "[selected]" : nil, cell.isToday ? "[today]" : nil,
            cell.isPerfect ? "[all done]" : nil, label(cell.accessibilityLabel), arrow(cell.intents)
          ))
      }
      nextWeekButton.render(into: &outline)
    }
  }
}

extension WeekScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("week") { outline in
      offlineBanner?.render(into: &outline)
      addButton.render(into: &outline)
      outline.line("title " + quoted(title))
      weekStrip.render(into: &outline)
      for section in sections { section.render(into: &outline) }
      placeholder?.render(into: &outline)
    }
  }
}

extension CalendarScreen: TextRenderable {
  /// The month as a grid, one week a line: `✓` done (or, with no tracker
  /// chosen, every habit done), `○` a counted day not done, `*` today,
  /// `>` the selected day, `·` outside the month.
  public func render(into outline: inout Outline) {
    outline.group("calendar") { outline in
      offlineBanner?.render(into: &outline)
      outline.line("title " + quoted(title))
      previousMonthButton.render(into: &outline)
      nextMonthButton.render(into: &outline)
      outline.line("weekdays " + weekdays.map(quoted).joined(separator: " "))
      for week in weeks {
        let line = "week " + week.map(gridCell).joined(separator: " ")
        outline.line(String(line.reversed().drop { $0 == " " }.reversed()))
      }
      for cell in weeks.joined().compactMap({ $0 }) where cell.isSelected || cell.isToday {
        outline.line(
          parts(
            "day #\(cell.id)", cell.isSelected ? "[selected]" : nil, cell.isToday ? "[today]" : nil,
            cell.streak.map { "streak=\($0)" }, label(cell.accessibilityLabel)))
      }
      for run in streakRuns {
        outline.line("streak \(run.first.iso)…\(run.last.iso) length=\(run.length)")
      }
      for row in trackerRows { row.render(into: &outline) }
      for row in streakRows { row.render(into: &outline) }
    }
  }

  private func gridCell(_ cell: DayCell?) -> String {
    guard let cell else { return "  ·  " }
    let number = cell.number.string.count == 1 ? " " + cell.number.string : cell.number.string
    let mark =
      cell.isDone == true || cell.isPerfect
      ? "✓" : cell.isDone == false && cell.isCounted == true ? "○" : " "
    return (cell.isSelected ? ">" : " ") + number + mark + (cell.isToday ? "*" : " ")
  }
}

extension TrackerDetailScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("tracker-detail") { outline in
      offlineBanner?.render(into: &outline)
      outline.line(parts("header #detail.\(tracker)", emoji, "color=\(color.token)", display(name)))
      if let notes { outline.line("notes " + display(notes)) }
      for row in rows { row.render(into: &outline) }
      if let progress {
        outline.line(
          parts(
            "progress \(progress.percent)%", quoted(progress.title), quoted(progress.percentText),
            quoted(progress.detail)))
      }
      editButton.render(into: &outline)
      deleteButton.render(into: &outline)
    }
  }
}
