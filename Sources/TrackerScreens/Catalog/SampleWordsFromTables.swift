import TrackerDomain
import TrackerLocalization

extension SampleWords {
  /// The sample data's words in `localizer`'s language, from its tables (`sample.*`): an
  /// English screen shows English habits, a Russian one Russian habits. A pseudo-locale takes
  /// English's words as they are (they are a user's words, which no pseudo-locale changes).
  public init(localizer: Localizer) {
    let source =
      localizer.language.isPseudo
      ? Localizer(language: .english, tables: localizer.tables) : localizer
    var words: [Word: String] = [:]
    for word in Word.allCases {
      let text = source.text(word.key)
      // A key no table has (the text is the key) leaves the built-in word.
      if text.tableLanguage != nil { words[word] = text.string }
    }
    self.init(words)
  }
}

extension SampleWords.Word {
  /// The table key of the word: `sample.tracker.waterPlants`.
  public var key: StringKey {
    switch self {
    case .homeCategory: .sampleCategoryHome
    case .joyCategory: .sampleCategoryJoy
    case .healthCategory: .sampleCategoryHealth
    case .studyCategory: .sampleCategoryStudy
    case .waterPlants: .sampleTrackerWaterPlants
    case .cleanKitchen: .sampleTrackerCleanKitchen
    case .catOnCall: .sampleTrackerCatOnCall
    case .grandmaCard: .sampleTrackerGrandmaCard
    case .aprilDates: .sampleTrackerAprilDates
    case .drinkWater: .sampleTrackerDrinkWater
    case .exercise: .sampleTrackerExercise
    case .yoga: .sampleTrackerYoga
    case .vegetables: .sampleTrackerVegetables
    case .dustFreeTree: .sampleTrackerDustFreeTree
    case .english: .sampleTrackerEnglish
    case .running: .sampleTrackerRunning
    case .readPages: .sampleTrackerReadPages
    case .familyDinner: .sampleTrackerFamilyDinner
    case .plantNotes: .sampleNotesWaterPlants
    case .windowsillNotes: .sampleNotesWindowsill
    }
  }
}
