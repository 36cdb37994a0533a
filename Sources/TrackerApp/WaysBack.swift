import TrackerScreens

extension AppSession {
  /// How a person closes the screen on top, as its description declares: a tap outside it
  /// (a sheet, a menu, a confirmation: the root's intents are `dismiss`), then each named
  /// button that only dismisses (the "×" of a sheet or a page, the Cancel of a form or a
  /// confirmation). Empty on the main screen. Esc and the back swipe (`UserAct.back`) close
  /// any screen over another too; these are the ways a front end draws.
  public var waysBack: [UserAct] {
    guard stack.count > 1 else { return [] }
    var acts: [UserAct] = []
    if screen.intents == [.dismiss], let id = screen.id { acts.append(.tap(id)) }
    for element in screen.allElements.dropFirst()
    where element.kind == .button && element.isInteractive && element.intents == [.dismiss] {
      let named = element.texts.title != nil || element.texts.accessibilityLabel != nil
      if named, let id = element.id { acts.append(.tap(id)) }
    }
    return acts
  }
}
