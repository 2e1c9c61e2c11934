import Banking

/// A scenario file, parsed: a title and the steps a user and the test take, in order.
public struct Scenario: Hashable, Sendable {
  /// The path as the user gave it, relative to the package root, such as
  /// `Scenarios/users-loading.scenario`: every message names it.
  public var path: String
  public var title: String
  public var steps: [Step]

  public init(path: String, title: String, steps: [Step]) {
    self.path = path
    self.title = title
    self.steps = steps
  }
}

/// One line of a scenario (with its screen block, for `the screen is:`).
public struct Step: Hashable, Sendable {
  /// The 1-based line in the scenario file.
  public var line: Int
  /// The line as written, without indentation: `When I tap "Retry"`.
  public var text: String
  public var action: StepAction

  public init(line: Int, text: String, action: StepAction) {
    self.line = line
    self.text = text
    self.action = action
  }
}

/// What a step does: set up the server, act as the user, move the clock, or check.
public enum StepAction: Hashable, Sendable {
  case useDataSet(String)
  case holdResponses
  case releaseResponses
  case failNextRequests(count: Int, status: Int)
  case sendMalformedJSON
  case setOffline(Bool)
  case setBalance(account: String, amount: Money)
  case deleteUser(String)
  case startApp
  case openLink(String)
  case relaunchApp
  case tap(String)
  case type(String, into: String)
  case clear(String)
  case selectRow(String)
  case selectTab(String)
  case swipeRow(String, andTap: String)
  case pullToRefresh
  case goBack
  case swipeBack
  case swipeBackAndLetGo
  case swipeDownSheet
  case wait(milliseconds: Int)
  case expectVisible(String)
  case expectHidden(String)
  case expectEnabled(String, Bool)
  case expectRequestCount(Int, request: String?)
  case expectHeader(name: String, value: String)
  case expectScreen([String])

  var isDataSet: Bool {
    if case .useDataSet = self { true } else { false }
  }

  /// Whether the step checks (`I see`, `the screen is:`, ...) rather than acts.
  var isCheck: Bool {
    switch self {
    case .expectVisible, .expectHidden, .expectEnabled, .expectRequestCount, .expectHeader,
      .expectScreen:
      true
    default: false
    }
  }

  /// Whether the step needs the app to be running.
  var needsApp: Bool {
    switch self {
    case .relaunchApp, .tap, .type, .clear, .selectRow, .selectTab, .swipeRow, .pullToRefresh,
      .goBack,
      .swipeBack, .swipeBackAndLetGo, .swipeDownSheet, .expectVisible, .expectHidden,
      .expectEnabled, .expectScreen:
      true
    default:
      false
    }
  }
}
