import TrackerLocalization

/// The two onboarding pages a new user swipes through, the page control and
/// the button that leaves for the main screen.
public struct OnboardingScreen: Hashable, Sendable {
  /// "No internet connection", when the front end reports it; nil while online.
  public var offlineBanner: OfflineBanner?
  /// One full-screen page: a background picture and a title.
  public struct Page: Hashable, Sendable {
    /// A stable identifier.
    public var id: ElementID
    /// The background picture.
    public var image: ImageToken
    /// The page's title.
    public var title: LocalizedText
  }

  /// The dots under the pages.
  public struct PageControl: Hashable, Sendable {
    /// A stable identifier.
    public var id: ElementID
    /// How many dots.
    public var pageCount: Int
    /// The filled dot, from 0.
    public var currentPage: Int
    /// What a screen reader says: "Page 1 of 2".
    public var accessibilityLabel: LocalizedText
  }

  /// Both pages, in order; swiping sends `.showOnboardingPage(n)`.
  public var pages: [Page]
  /// The page shown, from 0.
  public var currentPage: Int
  /// The dots.
  public var pageControl: PageControl
  /// "Wow, that's technology!": leaves onboarding.
  public var button: Button

  /// Onboarding showing `page` (0 or 1; other values are clamped).
  public static func describe(_ context: ScreenContext, page: Int) -> OnboardingScreen {
    let pages = [
      Page(
        id: "onboarding.page1", image: .onboardingBlue, title: context.text(.onboardingPage1Title)),
      Page(
        id: "onboarding.page2", image: .onboardingRed, title: context.text(.onboardingPage2Title)),
    ]
    let current = min(max(page, 0), pages.count - 1)
    return OnboardingScreen(
      offlineBanner: context.offlineBanner,
      pages: pages, currentPage: current,
      pageControl: PageControl(
        id: "onboarding.pageControl", pageCount: pages.count, currentPage: current,
        accessibilityLabel: context.text(
          .onboardingPageControlAccessibility, .integer(current + 1), .integer(pages.count))),
      button: Button(
        id: "onboarding.button", title: .localized(context.text(.onboardingButton)),
        style: .primary, intents: [.finishOnboarding]))
  }
}
