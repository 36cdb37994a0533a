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
    /// The filled dot, from 1.
    public var currentPage: Int
    /// What a screen reader says: "Page 1 of 2".
    public var accessibilityLabel: LocalizedText
  }

  /// Both pages, in order; swiping to page n (from 1) sends `.showOnboardingPage(n)`.
  public var pages: [Page]
  /// The page shown, from 1.
  public var currentPage: Int
  /// The dots.
  public var pageControl: PageControl
  /// "Wow, that's technology!": leaves onboarding.
  public var button: ScreenButton

  /// Onboarding showing `page` (1 or 2; other values are clamped).
  public static func describe(_ context: ScreenContext, page: Int) -> OnboardingScreen {
    let pages = [
      Page(
        id: "onboarding.page1", image: .onboardingBlue, title: context.text(.onboardingPage1Title)),
      Page(
        id: "onboarding.page2", image: .onboardingRed, title: context.text(.onboardingPage2Title)),
    ]
    let current = min(max(page, 1), pages.count)
    return OnboardingScreen(
      offlineBanner: context.offlineBanner,
      pages: pages, currentPage: current,
      pageControl: PageControl(
        id: "onboarding.pageControl", pageCount: pages.count, currentPage: current,
        accessibilityLabel: context.text(
          .onboardingPageControlAccessibility, .integer(current), .integer(pages.count))),
      button: ScreenButton(
        id: "onboarding.button", title: .localized(context.text(.onboardingButton)),
        style: .primary, intents: [.finishOnboarding]))
  }
}

extension OnboardingScreen: ScreenElementConvertible {
  /// `onboarding`: the pages (the one shown selected), the page control, the button.
  public var element: ScreenElement {
    .screen(
      "onboarding",
      [offlineBanner?.element]
        + pages.enumerated().map { index, page in
          ScreenElement(
            .page, id: page.id, texts: ElementTexts(title: .localized(page.title)),
            state: ElementState(isSelected: index + 1 == currentPage),
            look: ElementLook(image: page.image), intents: [.showOnboardingPage(index + 1)])
        } + [
          ScreenElement(
            .pageControl, id: pageControl.id,
            texts: ElementTexts(accessibilityLabel: .localized(pageControl.accessibilityLabel)),
            number: pageControl.currentPage, total: pageControl.pageCount),
          button.element,
        ], focus: button.id)
  }
}
