import TrackerLocalization
import TrackerScreens

extension OnboardingScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("onboarding") { outline in
      offlineBanner?.render(into: &outline)
      for (index, page) in pages.enumerated() {
        outline.line(
          parts(
            "page #\(page.id)", "image=\(page.image.rawValue)", quoted(page.title),
            index == currentPage ? "[shown]" : nil, "→ " + "showOnboardingPage \(index + 1)"))
      }
      outline.line(
        parts(
          "page-control #\(pageControl.id)",
          "\(pageControl.currentPage + 1)/\(pageControl.pageCount)",
          label(pageControl.accessibilityLabel)))
      button.render(into: &outline)
    }
  }
}

extension TrackerTypeScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("tracker-type") { outline in
      offlineBanner?.render(into: &outline)
      outline.line("title " + quoted(title))
      habitButton.render(into: &outline)
      irregularEventButton.render(into: &outline)
    }
  }
}

extension TrackerFormScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("tracker-form") { outline in
      offlineBanner?.render(into: &outline)
      outline.line("title " + quoted(title))
      if let dayCounter { outline.line("counter " + quoted(dayCounter)) }
      nameField.render(into: &outline)
      categoryRow.render(into: &outline)
      scheduleRow?.render(into: &outline)
      emojiSection.render(into: &outline)
      colorSection.render(into: &outline)
      cancelButton.render(into: &outline)
      confirmButton.render(into: &outline)
    }
  }
}

extension CategoryListScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("categories") { outline in
      offlineBanner?.render(into: &outline)
      outline.line("title " + quoted(title))
      placeholder?.render(into: &outline)
      for row in rows { row.render(into: &outline) }
      addButton.render(into: &outline)
    }
  }
}

extension CategoryFormScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("category-form") { outline in
      offlineBanner?.render(into: &outline)
      outline.line("title " + quoted(title))
      nameField.render(into: &outline)
      doneButton.render(into: &outline)
    }
  }
}

extension ScheduleScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("schedule") { outline in
      offlineBanner?.render(into: &outline)
      outline.line("title " + quoted(title))
      for row in rows { row.render(into: &outline) }
      doneButton.render(into: &outline)
    }
  }
}

extension TrackersScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("trackers") { outline in
      offlineBanner?.render(into: &outline)
      addButton.render(into: &outline)
      outline.line("title " + quoted(title))
      dateButton.render(into: &outline)
      searchField.render(into: &outline)
      searchCancelButton?.render(into: &outline)
      for section in sections { section.render(into: &outline) }
      placeholder?.render(into: &outline)
      filtersButton?.render(into: &outline)
      tabBar.render(into: &outline)
    }
  }
}

extension FiltersScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("filters") { outline in
      offlineBanner?.render(into: &outline)
      outline.line("title " + quoted(title))
      for row in rows { row.render(into: &outline) }
    }
  }
}

extension TrackerMenuScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("tracker-menu") { outline in
      card.render(into: &outline)
      menu.render(into: &outline)
    }
  }
}

extension StatisticsScreen: TextRenderable {
  public func render(into outline: inout Outline) {
    outline.group("statistics") { outline in
      offlineBanner?.render(into: &outline)
      outline.line("title " + quoted(title))
      placeholder?.render(into: &outline)
      for indicator in indicators {
        outline.line(
          parts(
            "indicator #\(indicator.id)", display(indicator.value), quoted(indicator.title),
            label(indicator.accessibilityLabel)))
      }
      tabBar.render(into: &outline)
    }
  }
}
