import Foundation
import Testing

/// A front end imports the kit beside SwiftUI, UIKit and Foundation; a public
/// type of the kit with the same name as one of theirs makes every such file
/// fail with "'Button' is ambiguous".
@Suite("Public names a SwiftUI or UIKit front end can import")
struct PublicNamesTests {
  /// Type names of SwiftUI, UIKit and Foundation that a front end file meets.
  static let platformNames: Set<String> = [
    // SwiftUI views, controls and containers
    "App", "Scene", "View", "WindowGroup", "Window", "Settings", "Text", "Image", "Label", "Button",
    "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "DatePicker", "ColorPicker",
    "Slider", "Stepper", "ProgressView", "Gauge", "Menu", "Link", "ShareLink", "EditButton",
    "PasteButton", "RenameButton", "List", "Section", "Form", "Group", "GroupBox", "ControlGroup",
    "DisclosureGroup", "OutlineGroup", "ForEach", "Table", "TableColumn", "TableRow",
    "ScrollView", "ScrollViewReader", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
    "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GridItem", "Spacer", "Divider", "EmptyView",
    "AnyView", "TabView", "Tab", "TabSection", "NavigationStack", "NavigationView",
    "NavigationLink", "NavigationSplitView", "NavigationPath", "GeometryReader", "TimelineView",
    "Canvas", "AsyncImage", "ContentUnavailableView", "Alert", "ActionSheet", "ToolbarItem",
    "ToolbarItemGroup", "Toolbar", "ContextMenu", "Badge", "HelpLink", "LabeledContent",
    // SwiftUI values
    "Color", "Font", "Gradient", "LinearGradient", "RadialGradient", "AngularGradient",
    "Material", "Shape", "Path", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    "Animation", "Transaction", "Angle", "Edge", "Alignment", "HorizontalAlignment",
    "VerticalAlignment", "Axis", "UnitPoint", "Anchor", "Layout", "Visibility", "ColorScheme",
    "LocalizedStringKey", "Environment", "EnvironmentValues", "State", "Binding", "Bindable",
    "StateObject", "ObservedObject", "EnvironmentObject", "FocusState", "Namespace",
    "AppStorage", "SceneStorage", "ViewBuilder", "Commands", "Accessibility", "Focus",
    // Foundation
    "Date", "Data", "URL", "UUID", "Calendar", "Locale", "TimeZone", "Bundle", "Progress",
    "Notification", "Operation", "Measurement", "Unit", "Decimal", "Formatter", "Timer",
    "Thread", "Process", "Scanner", "Stream", "Port", "Host", "Predicate", "Expression",
    "AttributedString", "IndexPath", "IndexSet", "CharacterSet", "DateComponents",
    "DateInterval", "FileManager", "JSONEncoder", "JSONDecoder", "NumberFormatter",
    "DateFormatter", "Morphology", "InflectionRule",
  ]

  /// The modules `import TrackerKit` brings in.
  static func exportedModules() throws -> [String] {
    try PackageFiles.text("Sources/TrackerKit/TrackerKit.swift").split(separator: "\n").compactMap {
      line in
      line.hasPrefix("@_exported import ")
        ? String(line.dropFirst("@_exported import ".count)) : nil
    }
  }

  /// Every top-level public type of a module, from its sources.
  static func publicTypes(of module: String) throws -> [String] {
    let kinds = ["struct", "enum", "class", "final class", "protocol", "actor", "typealias"]
    var names: [String] = []
    for path in PackageFiles.swiftFiles(under: "Sources/" + module) {
      for line in try PackageFiles.text(path).split(separator: "\n") where line.hasPrefix("public ")
      {
        for kind in kinds where line.hasPrefix("public \(kind) ") {
          let rest = line.dropFirst("public \(kind) ".count)
          names.append(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
      }
    }
    return names
  }

  @Test("No public type of the kit shares a name with a SwiftUI, UIKit or Foundation type")
  func noClash() throws {
    let modules = try Self.exportedModules()
    #expect(modules.contains("TrackerScreens"))
    var checked = 0
    for module in modules {
      for name in try Self.publicTypes(of: module) {
        checked += 1
        #expect(
          !Self.platformNames.contains(name),
          "\(module).\(name) clashes with SwiftUI/UIKit/Foundation")
        let looksLikeUIKit = name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
        #expect(!looksLikeUIKit, "\(module).\(name) looks like a UIKit name")
      }
    }
    #expect(checked > 50)
  }
}
