/// Where `play` reads the lines typed.
@MainActor
package protocol LineInput {
  /// The next line, without its line ending; nil at the end of the input. `prompt` is shown
  /// where there is someone to see it; `complete` gives what Tab adds to a line.
  mutating func next(prompt: String, complete: (String) -> StepCompletion) -> String?
}

/// Lines from a pipe or a file on standard input: no prompt, no completion.
package struct PipedInput: LineInput {
  package init() {}

  package mutating func next(prompt: String, complete: (String) -> StepCompletion) -> String? {
    readLine()
  }
}
