import FakeBackend

/// What several commands' specs share: `--architecture`, `--format`, the change requests, and
/// how they name the architectures.
extension CommandSpec {
  static func architectureOption(_ help: String, names: [String]) -> Option {
    .init(
      name: "--architecture", value: "<name>", help: help, isRepeatable: true,
      values: .words(names))
  }

  /// A change request, as an argument or an option's value: a folder of `Scenarios/Changes`.
  static let requests = Values.subfolders(of: "Scenarios/Changes")

  /// The architectures the workbench knows, for the help: `MVC, MVVM or VIPER`.
  static func architectureList(_ names: [String]) -> String {
    names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
  }

  /// `--architecture`'s help, naming the architectures the workbench knows.
  static func architectureHelp(_ names: [String]) -> String {
    "Only this architecture: \(architectureList(names)) (in any case, or its folder's name)."
  }

  static let formatOption = Option(
    name: "--format", value: "<format>", help: "How to print the counts: table or json.",
    defaultValue: "table", values: .words(OutputFormat.allCases.map(\.rawValue)))
  static let measuringStatus =
    "0 measured, 1 a measurement failed, 2 a bad command line or not run from the package root."

  /// The data sets a scenario may name (`DataSet.names`): what `--data-set` takes.
  static let dataSetList =
    DataSet.names.dropLast().joined(separator: ", ") + " or " + DataSet.names.last!
}
