import Banking
import FakeBackend
import Foundation

/// One kind of step a scenario may use: its pattern, an example, and how it builds its
/// action from the quoted or numeric parts it captured.
struct StepDefinition: Sendable {
  /// The step as documented, such as `I type "TEXT" into "FIELD"`.
  var example: String
  var pattern: String
  /// Builds the action, or returns the message saying what was expected.
  var build: @Sendable ([String]) -> Result<StepAction, StepDefinitionError>

  init(
    _ example: String, _ pattern: String,
    build: @escaping @Sendable ([String]) -> Result<StepAction, StepDefinitionError>
  ) {
    self.example = example
    self.pattern = pattern
    self.build = build
  }

  init(_ example: String, _ pattern: String, action: StepAction) {
    self.init(example, pattern) { _ in .success(action) }
  }

  /// Every step the scenario language knows, in the order the README lists them.
  static let all: [StepDefinition] = [
    StepDefinition(#"the data set "NAME""#, #"the data set "([^"]*)""#) { captures in
      guard DataSet.named(captures[0]) != nil else {
        return fail(
          "expected a data set named \(DataSet.names.joined(separator: ", ")), "
            + "found \"\(captures[0].quoted)\"")
      }
      return .success(.useDataSet(captures[0]))
    },
    StepDefinition(
      "the server holds responses", "the server holds responses", action: .holdResponses),
    StepDefinition(
      "the server releases responses", "the server releases responses",
      action: .releaseResponses),
    StepDefinition(
      "the next request fails with status 500", #"the next request fails with status (\d+)"#
    ) { captures in
      status(captures[0]).map { .failNextRequests(count: 1, status: $0) }
    },
    StepDefinition(
      "the next 2 requests fail with status 503",
      #"the next (\d+) requests fail with status (\d+)"#
    ) { captures in
      count(captures[0]).flatMap { count in
        status(captures[1]).map { .failNextRequests(count: count, status: $0) }
      }
    },
    StepDefinition(
      "the next response is malformed JSON", "the next response is malformed JSON",
      action: .sendMalformedJSON),
    StepDefinition("the server is offline", "the server is offline", action: .setOffline(true)),
    StepDefinition("the server is online", "the server is online", action: .setOffline(false)),
    StepDefinition(
      #"the server balance of "ACCOUNT" is 10.00"#, #"the server balance of "([^"]*)" is (\S+)"#
    ) { captures in
      guard let amount = Money(parsing: captures[1], currency: PaymentRules.currency) else {
        return fail("expected an amount like 10.00, found \"\(captures[1].quoted)\"")
      }
      return .success(.setBalance(account: captures[0], amount: amount))
    },
    StepDefinition(
      #"the server deletes the user "NAME""#, #"the server deletes the user "([^"]+)""#
    ) {
      .success(.deleteUser($0[0]))
    },
    StepDefinition("the app starts", "the app starts", action: .startApp),
    StepDefinition(
      #"I open the link "bank://users/6/pay?amount=12.50""#, #"I open the link "([^"]+)""#
    ) { captures in
      guard let url = URL(string: captures[0]), url.scheme != nil else {
        return fail("expected a link such as bank://users/6/pay?amount=12.50")
      }
      return .success(.openLink(url.absoluteString))
    },
    StepDefinition("I relaunch the app", "I relaunch the app", action: .relaunchApp),
    StepDefinition(#"I tap "BUTTON""#, #"I tap "(.+)""#) { .success(.tap($0[0])) },
    StepDefinition(#"I type "TEXT" into "FIELD""#, #"I type "(.*)" into "([^"]+)""#) {
      .success(.type($0[0], into: $0[1]))
    },
    StepDefinition(#"I clear "FIELD""#, #"I clear "(.+)""#) { .success(.clear($0[0])) },
    StepDefinition(#"I select the tab "TAB""#, #"I select the tab "(.+)""#) {
      .success(.selectTab($0[0]))
    },
    StepDefinition(#"I select "ROW""#, #"I select "(.+)""#) { .success(.selectRow($0[0])) },
    StepDefinition(#"I swipe "ROW" and tap "BUTTON""#, #"I swipe "([^"]+)" and tap "([^"]+)""#) {
      .success(.swipeRow($0[0], andTap: $0[1]))
    },
    StepDefinition("I pull to refresh", "I pull to refresh", action: .pullToRefresh),
    StepDefinition("I go back", "I go back", action: .goBack),
    StepDefinition("I swipe back", "I swipe back", action: .swipeBack),
    StepDefinition(
      "I start swiping back and let go", "I start swiping back and let go",
      action: .swipeBackAndLetGo),
    StepDefinition("I swipe down the sheet", "I swipe down the sheet", action: .swipeDownSheet),
    StepDefinition("300 ms pass", #"(\d+) ms pass(?:es)?"#) { captures in
      guard let milliseconds = Int(captures[0]), (1...maxMilliseconds).contains(milliseconds)
      else {
        return fail(
          "expected a duration from 1 to \(maxMilliseconds) ms, found \(captures[0].quoted)")
      }
      return .success(.wait(milliseconds: milliseconds))
    },
    StepDefinition(#"I see "TEXT""#, #"I see "(.+)""#) { .success(.expectVisible($0[0])) },
    StepDefinition(#"I do not see "TEXT""#, #"I do not see "(.+)""#) {
      .success(.expectHidden($0[0]))
    },
    StepDefinition(#""BUTTON" is enabled"#, #""(.+)" is enabled"#) {
      .success(.expectEnabled($0[0], true))
    },
    StepDefinition(#""BUTTON" is disabled"#, #""(.+)" is disabled"#) {
      .success(.expectEnabled($0[0], false))
    },
    StepDefinition("the server received 2 requests", #"the server received (\d+) requests?"#) {
      captures in
      count(captures[0], from: 0).map { .expectRequestCount($0, request: nil) }
    },
    StepDefinition(
      #"the server received 1 request "GET /users""#,
      #"the server received (\d+) requests? "([^"]+)""#
    ) { captures in
      count(captures[0], from: 0).map { .expectRequestCount($0, request: captures[1]) }
    },
    StepDefinition(
      #"every request carried the header "X-Client: workbench""#,
      #"every request carried the header "([^":]+): ([^"]*)""#
    ) { .success(.expectHeader(name: $0[0], value: $0[1])) },
    StepDefinition("the screen is:", "the screen is:", action: .expectScreen([])),
  ]

  /// One hour: longer waits are surely a typo.
  static let maxMilliseconds = 3_600_000

  private static func count(_ text: String, from lowest: Int = 1) -> Result<
    Int, StepDefinitionError
  > {
    guard let value = Int(text), (lowest...1000).contains(value) else {
      return fail("expected a count from \(lowest) to 1000, found \(text.quoted)")
    }
    return .success(value)
  }

  private static func status(_ text: String) -> Result<Int, StepDefinitionError> {
    guard let value = Int(text), (400...599).contains(value) else {
      return fail("expected an HTTP error status from 400 to 599, found \(text.quoted)")
    }
    return .success(value)
  }
}

/// Why a step that matched a pattern still cannot run: its message names what was expected.
struct StepDefinitionError: Error {
  var message: String
}

private func fail<Value>(_ message: String) -> Result<Value, StepDefinitionError> {
  .failure(StepDefinitionError(message: message))
}
