import Testing

@testable import WorkbenchSupport

/// "Did you mean": a near miss gets the word meant; a word that is nothing like any gets none.
struct SuggestionTests {
  @Test(arguments: [
    ("scenaros", "scenarios"), ("COMPARE", "compare"), ("--archtecture", "--architecture"),
    ("MVP", "MVC"), ("vipr", "VIPER"),
  ])
  func aNearMissGetsTheWordMeant(typed: String, meant: String) {
    let known = ["compare", "scenarios", "--architecture", "--scenario", "MVC", "VIPER"]
    #expect(Suggestion.closest(to: typed, among: known) == meant)
  }

  @Test func aWordLikeNoneGetsNoSuggestion() {
    #expect(Suggestion.closest(to: "deploy", among: ["compare", "scenarios", "play"]) == nil)
    #expect(Suggestion.didYouMean("--frob", among: ["--format", "--help"]) == "")
    #expect(Suggestion.distance("kitten", "sitting") == 3)
  }
}
