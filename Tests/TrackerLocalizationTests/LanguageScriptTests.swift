import Testing
import TrackerLocalization

@Suite("Language facts are data: a known language needs no code")
struct LanguageScriptTests {
  func script(_ code: String) -> String? {
    Language(code: code)?.scriptCode
  }

  @Test("The reader's script comes from CLDR's likely subtags")
  func likelyScript() {
    for code in ["ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "tg", "ru-RU", "uk_UA"] {
      #expect(script(code) == "Cyrl", "\(code)")
    }
    for code in ["en", "de", "pt-BR", "hr", "bs", "az", "uz", "tr", "vi", "xx"] {
      #expect(script(code) == "Latn", "\(code)")
    }
    #expect(script("el") == "Grek")
    #expect(script("he") == "Hebr")
    #expect(script("ar") == "Arab")
    #expect(script("hi") == "Deva")
    #expect(script("zh") == "Hans")
    #expect(script("ja") == "Jpan")
    #expect(script("ko") == "Kore")
    #expect(Language.pseudo.scriptCode == "Latn")
  }

  @Test("A script in the code wins, then a region written in another script")
  func scriptAndRegionSubtags() {
    #expect(script("sr-Latn") == "Latn")
    #expect(script("sr_latn_RS") == "Latn")
    #expect(script("uz-Cyrl") == "Cyrl")
    #expect(script("zh-Hant") == "Hant")
    #expect(script("sr-ME") == "Latn")
    #expect(script("sr-RS") == "Cyrl")
    #expect(script("pa-PK") == "Arab")
    #expect(script("pa") == "Guru")
    #expect(script("zh-TW") == "Hant")
    #expect(script("en-419") == "Latn")
  }
}
