extension StepAction {
  /// The step as the scenario language writes it, without its keyword: what the parser
  /// reads back as this action. `the screen is:` is followed by its `|` lines in a file.
  public var sentence: String {
    switch self {
    case .useDataSet(let name): #"the data set "\#(name)""#
    case .holdResponses: "the server holds responses"
    case .releaseResponses: "the server releases responses"
    case .failNextRequests(count: 1, status: let status):
      "the next request fails with status \(status)"
    case .failNextRequests(let count, status: let status):
      "the next \(count) requests fail with status \(status)"
    case .sendMalformedJSON: "the next response is malformed JSON"
    case .setOffline(true): "the server is offline"
    case .setOffline(false): "the server is online"
    case .setBalance(let account, amount: let amount):
      #"the server balance of "\#(account)" is \#(amount.plainAmount)"#
    case .deleteUser(let name): #"the server deletes the user "\#(name)""#
    case .startApp: "the app starts"
    case .openLink(let link): #"I open the link "\#(link)""#
    case .relaunchApp: "I relaunch the app"
    case .tap(let query): #"I tap "\#(query)""#
    case .type(let text, into: let field): #"I type "\#(text)" into "\#(field)""#
    case .clear(let field): #"I clear "\#(field)""#
    case .selectRow(let title): #"I select "\#(title)""#
    case .selectTab(let title): #"I select the tab "\#(title)""#
    case .swipeRow(let title, andTap: let action): #"I swipe "\#(title)" and tap "\#(action)""#
    case .pullToRefresh: "I pull to refresh"
    case .goBack: "I go back"
    case .swipeBack: "I swipe back"
    case .swipeBackAndLetGo: "I start swiping back and let go"
    case .swipeDownSheet: "I swipe down the sheet"
    case .wait(milliseconds: 1): "1 ms passes"
    case .wait(milliseconds: let milliseconds): "\(milliseconds) ms pass"
    case .expectVisible(let text): #"I see "\#(text)""#
    case .expectHidden(let text): #"I do not see "\#(text)""#
    case .expectEnabled(let query, let isEnabled):
      #""\#(query)" is \#(isEnabled ? "enabled" : "disabled")"#
    case .expectRequestCount(let count, request: nil):
      "the server received \(count) request\(count == 1 ? "" : "s")"
    case .expectRequestCount(let count, request: let request?):
      #"the server received \#(count) request\#(count == 1 ? "" : "s") "\#(request)""#
    case .expectHeader(let name, let value):
      #"every request carried the header "\#(name): \#(value)""#
    case .expectScreen: "the screen is:"
    }
  }
}
