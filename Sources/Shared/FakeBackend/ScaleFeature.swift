import Foundation

/// A feature of the grown bank app that `workbench scale` builds (docs/SCALE.md): its names
/// in every form the templates and the server need, its items and its one action. Payments,
/// the first feature, is today's app and is not listed here.
public struct ScaleFeature: Hashable, Sendable {
  /// What the tab and the list screen show: `Savings goals`.
  public var title: String
  /// The API's path and the scenario files' name: `savings-goals`.
  public var path: String
  /// The prefix of the feature's types and modules: `SavingsGoals`.
  public var typeName: String
  /// One item, as its name on screen starts: `Savings goal`.
  public var itemName: String
  /// An item's status before the action, shown in its row and on its detail.
  public var status: String
  /// The third screen's action; nil for a feature of two screens (Statements).
  public var action: Action?

  public struct Action: Hashable, Sendable {
    /// The detail's button and the action screen's title: `Add money`.
    public var title: String
    /// The last segment of `POST /FEATURE/ID/ACTION`: `add-money`; nil for an action that
    /// leaves the feature without a request of its own (Contacts' Pay opens Payments' form).
    public var path: String?
    /// The item's status once the action succeeded.
    public var status: String
  }

  /// The lowerCamel form of `typeName`: `savingsGoals`.
  public var variableName: String { typeName.prefix(1).lowercased() + typeName.dropFirst() }

  /// The features after Payments, in the order a grown app takes them: the app at N features
  /// has Payments and the first N − 1 of these. Contacts comes first, so every grown app has
  /// the link into Payments; Statements is the two-screen case.
  public static let all: [ScaleFeature] = [
    ScaleFeature(
      title: "Contacts", path: "contacts", typeName: "Contacts", itemName: "Contact",
      status: "", action: Action(title: "Pay", path: nil, status: "")),
    feature("Cards", "Card", status: "Active", action: ("Freeze", "Frozen")),
    feature("Statements", "Statement", status: "Ready", action: nil),
    feature("Savings goals", "Savings goal", status: "Open", action: ("Add money", "Topped up")),
    feature(
      "Standing orders", "Standing order", status: "Active", action: ("Cancel order", "Cancelled")),
    feature("Loans", "Loan", status: "Open", action: ("Repay", "Repaid")),
    feature("Documents", "Document", status: "Unsigned", action: ("Sign", "Signed")),
  ]

  /// The feature whose API path is `path`.
  public static func named(path: String) -> ScaleFeature? { all.first { $0.path == path } }

  /// The generic feature: three items named `ITEM 1` to `ITEM 3`, and an action that
  /// changes their status on the server.
  private static func feature(
    _ title: String, _ itemName: String, status: String, action: (String, String)?
  ) -> ScaleFeature {
    let words = title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
    return ScaleFeature(
      title: title, path: title.lowercased().replacingOccurrences(of: " ", with: "-"),
      typeName: words.joined(), itemName: itemName, status: status,
      action: action.map { title, status in
        Action(
          title: title, path: title.lowercased().replacingOccurrences(of: " ", with: "-"),
          status: status)
      })
  }
}
