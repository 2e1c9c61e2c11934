extension String {
  /// The text as one word of a shell command line, for a command the workbench prints:
  /// quoted when it holds a space (`"SwiftUI state"`), as is otherwise.
  package var shellWord: String { contains(" ") ? "\"\(self)\"" : self }
}
