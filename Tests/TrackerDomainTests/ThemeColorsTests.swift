import Testing
import TrackerDomain

@Suite("The app's colors in light and dark, and the contrast of text on them")
struct ThemeColorsTests {
  @Test("The contrast ratio is WCAG 2's: 21 for black on white, 1 for a color on itself")
  func ratio() throws {
    #expect(try #require(ColorContrast.ratio("#000000", "#FFFFFF")) == 21)
    #expect(try #require(ColorContrast.ratio("#FFFFFF", "#000000")) == 21)
    #expect(try #require(ColorContrast.ratio("#3772E7", "#3772E7")) == 1)
    // The figures the issue measured on the page: white on the palette's pale pink, orchid
    // and coral, and the original gray and red on white.
    #expect(abs(try #require(ColorContrast.ratio("#F9D4D4", "#FFFFFF")) - 1.36) < 0.01)
    #expect(abs(try #require(ColorContrast.ratio("#E66DD4", "#FFFFFF")) - 2.80) < 0.01)
    #expect(abs(try #require(ColorContrast.ratio("#FF674D", "#FFFFFF")) - 2.88) < 0.01)
    #expect(abs(try #require(ColorContrast.ratio("#F56B6C", "#FFFFFF")) - 2.92) < 0.01)
    #expect(ColorContrast.ratio("#FFF", "#FFFFFF") == nil)
    #expect(ColorContrast.ratio("FFFFFF", "#FFFFFF") == nil)
    #expect(ColorContrast.over("#00000080", "#FFFFFF") == "#7F7F7F")
  }

  @Test(
    "Text on each tracker color reaches 4.5:1 (WCAG AA), the greater of white and black",
    arguments: Palette.colors)
  func textOnColor(color: TrackerColor) throws {
    let chosen = try #require(ColorContrast.ratio(color.hex, color.textColor.hex))
    #expect(chosen >= 4.5, "\(color.token) \(color.hex): \(color.textColor) text at \(chosen):1")
    for other in TextOnColor.allCases {
      #expect(try #require(ColorContrast.ratio(color.hex, other.hex)) <= chosen)
    }
  }

  @Test(
    "Every text color reaches 4.5:1 on every background it is drawn on, in both themes",
    arguments: Theme.allCases)
  func textOnBackgrounds(theme: Theme) throws {
    for text in ThemeColor.textColors {
      for background in ThemeColor.backgrounds {
        let ratio = try #require(ColorContrast.ratio(text.shown(theme), background.shown(theme)))
        #expect(ratio >= 4.5, "\(theme): \(text) on \(background) at \(ratio):1")
      }
    }
    // The primary button: the background's color on the text's.
    let primary = try #require(
      ColorContrast.ratio(ThemeColor.background.shown(theme), ThemeColor.text.shown(theme)))
    #expect(primary >= 4.5)
  }

  @Test("Every color is #RRGGBB or #RRGGBBAA in both themes, and shows opaque")
  func written() {
    for color in ThemeColor.allCases {
      for theme in Theme.allCases {
        #expect(ColorContrast.luminance(color.shown(theme)) != nil, "\(color) in \(theme)")
      }
    }
  }
}
