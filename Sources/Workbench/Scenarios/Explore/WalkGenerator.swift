import Banking
import FakeBackend
import Foundation
import HarnessContract
import HeadlessUI

/// Makes random walks that a user and a misbehaving server could take: at each step it
/// looks at the screen the app shows and picks one of the actions that make sense there
/// (tap a visible enabled button, type into a visible field, select a visible row, go back,
/// pull to refresh, let time pass) or a server event (hold and release answers, fail the
/// next requests, malformed JSON, offline and online, a balance change). The app it looks
/// at is `architecture`'s; every architecture then runs the same walk.
@MainActor
package struct WalkGenerator {
  /// How many steps a walk has, counting the setup and `the app starts`.
  var steps: Int
  var architecture: any Architecture.Type

  package init(steps: Int, architecture: any Architecture.Type) {
    self.steps = steps
    self.architecture = architecture
  }

  /// Walk `index` of a run seeded with `seed`: the same walk every time. `willPerform`
  /// hears each step before it runs.
  package func walk(seed: UInt64, index: Int, willPerform: (StepAction) -> Void = { _ in }) async
    -> Walk
  {
    var random = RandomSource(seed: seed, walk: index)
    var server = ServerState(dataSet: random.pick(Vocabulary.dataSets))
    var actions: [StepAction] = []
    if server.dataSet != "standard" { actions.append(.useDataSet(server.dataSet)) }
    if random.chance(20) { actions.append(server.event(&random)) }
    actions.append(.startApp)
    let execution = ScenarioExecution(
      architecture: architecture, dataSet: DataSet.named(server.dataSet) ?? .standard)
    for action in actions {
      willPerform(action)
      _ = await execution.perform(Step(line: 0, text: "", action: action))
    }
    while actions.count < steps, let window = execution.session.window {
      let action =
        random.chance(20) ? server.event(&random) : Self.userAction(&random, on: window)
      actions.append(action)
      willPerform(action)
      let (_, failure) = await execution.perform(Step(line: 0, text: "", action: action))
      // A hung app, or a step that failed here: nothing after it is worth generating.
      guard failure == nil else { break }
    }
    return Walk(actions: actions)
  }

  /// One of the things a user can do on the visible screen, weighted so that walks go deep
  /// into the feature: taps, typing and selections more often than going back.
  static func userAction(_ random: inout RandomSource, on window: Window) -> StepAction {
    let screen = window.visibleViewController
    let views = screen.view.visibleViews
    let buttons = views.compactMap { $0 as? Button }.filter(\.isEnabled).map(\.title)
    let fields = views.compactMap { $0 as? TextField }
    let tables = views.compactMap { $0 as? TableView }
    let rows = tables.flatMap(\.visibleCells).compactMap(\.contentConfiguration.text)
    var choices: [(weight: Int, make: (inout RandomSource) -> StepAction)] = [
      (3, { .wait(milliseconds: $0.pick(Vocabulary.durations) ?? $0.int(in: 1...1000)) })
    ]
    if !buttons.isEmpty { choices.append((5, { .tap($0.pick(buttons)) })) }
    if screen.navigationController?.backTitle != nil {
      choices.append((1, { $0.pick([.goBack, .swipeBack, .swipeBackAndLetGo]) }))
    }
    if window.isShowingSheet { choices.append((1, { _ in .swipeDownSheet })) }
    let tabs = window.tabTitles
    if !tabs.isEmpty { choices.append((2, { .selectTab($0.pick(tabs)) })) }
    choices.append((1, { .openLink(Vocabulary.link(&$0)) }))
    choices.append((1, { _ in .relaunchApp }))
    if !fields.isEmpty {
      choices.append(
        (
          5,
          { random in
            let field = random.pick(fields).caption
            return .type(Vocabulary.text(for: field, &random), into: field)
          }
        ))
      let filled = fields.filter { !$0.text.isEmpty }.map(\.caption)
      if !filled.isEmpty { choices.append((1, { .clear($0.pick(filled)) })) }
    }
    if !rows.isEmpty { choices.append((4, { .selectRow($0.pick(rows)) })) }
    let swipes = tables.flatMap { table in
      table.visibleCells.enumerated().flatMap { row, cell in
        table.swipeActionTitles(forRowAt: IndexPath(row: row, section: 0)).map {
          (cell.contentConfiguration.text ?? "", $0)
        }
      }
    }
    if !swipes.isEmpty {
      choices.append(
        (
          2,
          { random in
            let (row, action) = random.pick(swipes)
            return .swipeRow(row, andTap: action)
          }
        ))
    }
    if tables.contains(where: { $0.refreshControl != nil }) {
      choices.append((1, { _ in .pullToRefresh }))
    }
    var ticket = random.int(in: 1...choices.map(\.weight).reduce(0, +))
    for choice in choices {
      ticket -= choice.weight
      if ticket <= 0 { return choice.make(&random) }
    }
    return choices[0].make(&random)
  }
}

/// What the explorer knows of the server it misbehaves, so each event it picks makes sense:
/// release only while holding, online only while offline.
struct ServerState {
  var dataSet: String
  var isHolding = false
  var isOffline = false

  mutating func event(_ random: inout RandomSource) -> StepAction {
    var events: [StepAction] = [
      .failNextRequests(count: random.int(in: 1...2), status: random.pick(Vocabulary.statuses)),
      .sendMalformedJSON,
      .setBalance(
        account: random.pick(
          dataSet == "several-accounts" ? ["Everyday", "Savings"] : ["Everyday"]),
        amount: Money(parsing: random.pick(Vocabulary.balances), currency: PaymentRules.currency)!),
    ]
    events += isHolding ? Array(repeating: .releaseResponses, count: 3) : [.holdResponses]
    events += isOffline ? Array(repeating: .setOffline(false), count: 2) : [.setOffline(true)]
    let event = random.pick(events)
    switch event {
    case .holdResponses: isHolding = true
    case .releaseResponses: isHolding = false
    case .setOffline(let offline): isOffline = offline
    default: break
    }
    return event
  }
}

/// What the explorer types and picks: the rules' edge values, long text, spaces and
/// diacritics, and the values that reach every branch of the feature.
enum Vocabulary {
  static let dataSets = [
    "standard", "standard", "standard", "several-accounts", "empty", "generated-3",
    "generated-40",
  ]
  static let statuses = [400, 404, 422, 500, 503]
  static let balances = ["0.00", "10.00", "12.50", "1250.00", "99999.99"]
  /// Durations around the search debounce, or nil for any from 1 to 1,000 ms.
  static let durations: [Int?] = [1, 100, 299, 300, 301, 1000, nil, nil]

  static let longText = String(repeating: "Lorem ipsum ", count: 20)

  /// A link the system could hand the app: a payment to a user the data sets have or lack
  /// (0, 13, 99), with an amount that is valid, too much, malformed or missing, or a link to
  /// nowhere.
  static func link(_ random: inout RandomSource) -> String {
    let user = random.pick([1, 2, 3, 6, 12, 0, 13, 99])
    let amount = random.pick(["?amount=12.50", "?amount=2000", "?amount=abc", "", "?amount=0"])
    return random.pick([
      "bank://users/\(user)/pay\(amount)", "bank://users/\(user)/pay\(amount)",
      "bank://users/\(user)", "bank://elsewhere",
    ])
  }

  /// Text for any field: spaces, diacritics, letters that do not fold, long text.
  static let anyText = [
    "", " ", "  ", "a", "Z", "é", "ø", "ð", "Ångström", "zoë", "ÉMILE", "Ça va", longText,
    "1", "0", "-", ".", "12.50", "@",
  ]

  static let byField: [String: [String]] = [
    "Search": [
      "a", "ada", "ADA", "emile", "Émile", "angstrom", "zoe", "ø", "soren", " grace ", "xyz",
      "@example.com", "user 1", "kj", "é",
    ],
    "Recipient": ["Ada", "Zoë Ångström", " ", "Grace Hopper"],
    "Account number": [
      "DE11 5001 0517 00000001", "GB29NWBK60161331926819", "de89 3704 0044 0532 0130 00",
      "DE1", "DE11 5001 05", "XX00123456789", "XX0012345678901234567890123456789",
      "XX00123456789012345678901234567890", "ÄB00123456789012", "1234567890123456",
    ],
    "Amount": [
      "0", "0.00", "0.01", "1", "12.5", "12.50", "12.505", "1250", "1250.00", "1250.01",
      "5000", "-5", "abc", "1,000", " 12.50", "99999999999999999999.99", ".5", "5.",
    ],
    "Note": ["Lunch", "Café ☕", " "],
  ]

  /// Mostly the field's own values, sometimes anything.
  static func text(for field: String, _ random: inout RandomSource) -> String {
    guard let own = byField[field], random.chance(75) else { return random.pick(anyText) }
    return random.pick(own)
  }
}
