import TrackerApp
import TrackerDomain
import TrackerScreens

/// The fields a whole-screen answer (`WireScreen`) and an edits answer (`WireScreenEdits`)
/// share, declared and written once: the discriminator, the screen's name, whether back goes
/// somewhere, how it comes on, and the changes the request made. Each answer adds its own two
/// fields, the screen on top and the one under an overlay.
enum ScreenAnswerFields {
  /// The answer's fields in the schema's order: the shared ones around `own`.
  static func declared(type: String, own: [WireField]) -> [WireField] {
    [
      .required(
        "type", .constant(.string(type)),
        "What the response is: a screen, edits or an error (a generated union's discriminator)."),
      .required("name", ScreenName.wireType, "The screen's name, its root element's id."),
      .required(
        "canGoBack", .boolean,
        "Whether {\"back\": true} goes somewhere: a screen is under this one (on the main screen, and on onboarding, false)."
      ),
      .required("presentation", AppScreen.Presentation.wireType, "How it comes on."),
    ] + own + [
      .optional(
        "changes", .array(TrackerAction.wireType), default: .array([]),
        "The changes the request made to the user's data, in order.")
    ]
  }

  /// Writes an answer's object: the shared fields, then the answer's own (`own`, which come
  /// after them in the wire's order; `type` goes in its place).
  static func write(
    type: String, name: String, canGoBack: Bool, presentation: AppScreen.Presentation,
    changes: [TrackerAction], to writer: inout WireWriter, own: (inout WireObject) -> Void
  ) {
    writer.object(type) {
      $0.set("canGoBack", canGoBack)
      $0.set("changes", changes, unless: [])
      $0.set("name", name)
      $0.set("presentation", presentation)
      own(&$0)
    }
  }
}
