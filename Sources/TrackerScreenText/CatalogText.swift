import TrackerScreens

extension ScreenCatalog {
  /// The text rendering of the screen called `name`.
  public static func render(_ name: String, _ request: ScreenRequest) throws(ScreenRequestError)
    -> String
  {
    ScreenText.render(try describe(name, request))
  }

  /// Every screen, each under a `== name ==` line; screens that need a tracker
  /// or category the state lacks say so instead.
  public static func renderAll(_ request: ScreenRequest) -> String {
    entries.map { entry in
      let body: String
      do throws(ScreenRequestError) {
        body = ScreenText.render(try entry.describe(request))
      } catch {
        body = "(\(error.description))\n"
      }
      return "== \(entry.name) ==\n" + body
    }.joined(separator: "\n")
  }
}
