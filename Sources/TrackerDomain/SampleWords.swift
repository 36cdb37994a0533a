/// The words of the sample data (the demo state and the gallery's fixture): the names of its
/// habits, the titles of its categories, its notes. They are sample content, not the app's
/// texts: a front end or tool that shows the demo in a language takes them from that
/// language's table (`sample.*` keys, see `SampleWords(localizer:)` in TrackerScreens), so that
/// an English or German screen shows English or German habits. The domain knows only their
/// built-in Russian words, the original app's.
public struct SampleWords: Sendable, Equatable {
  /// One word of the sample data.
  public enum Word: String, CaseIterable, Sendable {
    case homeCategory, joyCategory, healthCategory, studyCategory
    case waterPlants, cleanKitchen, catOnCall, grandmaCard, aprilDates, drinkWater, exercise
    case yoga, vegetables, dustFreeTree, english, running, readPages, familyDinner
    case plantNotes, windowsillNotes
  }

  private let words: [Word: String]

  /// The words given, each checked: a name that is empty or longer than 38 characters, or two
  /// category titles alike, would make no state, so such a word is the built-in one instead.
  public init(_ words: [Word: String]) {
    var checked: [Word: String] = [:]
    for word in Word.allCases {
      let given = words[word].map(trimmed) ?? ""
      let isName = !word.isNotes
      let usable =
        !given.isEmpty && (!isName || given.count <= TrackerName.maximumLength)
      checked[word] = usable ? given : Self.russian[word]
    }
    let titles = Word.allCases.filter(\.isCategory).compactMap { checked[$0]?.lowercased() }
    if Set(titles).count < titles.count {
      for word in Word.allCases where word.isCategory { checked[word] = Self.russian[word] }
    }
    self.words = checked
  }

  /// The word, as given or built in.
  public subscript(_ word: Word) -> String { words[word] ?? Self.russian[word] ?? word.rawValue }

  /// The built-in words: Russian, the original app's.
  public static let builtIn = SampleWords(russian)

  private static let russian: [Word: String] = [
    .homeCategory: "Домашний уют", .joyCategory: "Радостные мелочи", .healthCategory: "Здоровье",
    .studyCategory: "Учёба", .waterPlants: "Поливать растения", .cleanKitchen: "Уборка на кухне",
    .catOnCall: "Кошка заслонила камеру на созвоне",
    .grandmaCard: "Бабушка прислала открытку в вотсапе", .aprilDates: "Свидания в апреле",
    .drinkWater: "Пить воду", .exercise: "Зарядка", .yoga: "Йога", .vegetables: "Овощи на ужин",
    .dustFreeTree: "Ёлка без пыли", .english: "Английский",
    .running: "Бег", .readPages: "Читать по двадцать страниц каждый день",
    .familyDinner: "Ужин всей семьёй 👨‍👩‍👧‍👦",
    .plantNotes: "Фикус и орхидея — по четвергам не поливать",
    .windowsillNotes: "Фикус, кактус и орхидея на подоконнике",
  ]
}

extension SampleWords.Word {
  /// Whether the word is a category's title.
  public var isCategory: Bool {
    [.homeCategory, .joyCategory, .healthCategory, .studyCategory].contains(self)
  }

  /// Whether the word is a tracker's notes (no 38-character limit).
  public var isNotes: Bool { self == .plantNotes || self == .windowsillNotes }
}
