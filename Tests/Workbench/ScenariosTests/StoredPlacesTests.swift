import Foundation
import MVC
import SwiftUIState
import Testing

@testable import Scenarios

/// Where a running app keeps a figure (docs/METRICS.md, "Stored copies").
@MainActor
struct StoredPlacesTests {
  static let payment = """
    Scenario: One payment
      When the app starts
      And I select "Grace Hopper"
      And I tap "Send payment"
      And I type "12.50" into "Amount"
      And I tap "Submit"
      Then I see "> 12.50 EUR | Pending · 2026-05-04"
    """

  /// The payment is kept in the detail's list, once however many payments it holds; the
  /// cells and labels showing it are the screen, not a copy.
  @Test func aPaymentsAmountIsKeptInTheDetailsListOnly() async throws {
    let scenario = try ScenarioParser().parse(Self.payment, path: "payment.scenario")
    let places = await StoredPlaces.places(of: "12.50 EUR", after: scenario, in: MVCApp.self)
    #expect(places == ["UserDetailViewController.payments[].amount"])
    let nowhere = await StoredPlaces.places(of: "99.99 EUR", after: scenario, in: MVCApp.self)
    #expect(nowhere.isEmpty)
  }

  /// In SwiftUI the detail's `@State` keeps the payment; the body that shows it and the rows
  /// the stand-in renders are the screen, not copies.
  @Test func aSwiftUIViewsStateIsACopyAndWhatItRendersIsNot() async throws {
    let scenario = try ScenarioParser().parse(Self.payment, path: "payment.scenario")
    let places = await StoredPlaces.places(
      of: "12.50 EUR", after: scenario, in: SwiftUIStateApp.self)
    #expect(places == ["HeadlessSwiftUI.StateBox.value[].amount"])
  }

  /// A text that contains the figure is a copy; so is a `Decimal` of its amount.
  @Test func textsAndDecimalsHoldingTheFigureCount() {
    final class Screen {
      var title = "Sent today: 20.00 EUR"
      var total: Decimal? = 20
      var others: [String: Int] = ["20.00": 1]
      var child: Screen?
    }
    let screen = Screen()
    screen.child = Screen()
    screen.child?.child = screen
    var search = StoredPlaces.Search(figure: "20.00 EUR")
    search.appModule = StoredPlaces.module(of: screen)
    search.enqueue(screen)
    while !search.queue.isEmpty { search.visit(search.queue.removeFirst()) }
    #expect(
      search.places.sorted() == ["Screen.title", "Screen.title", "Screen.total", "Screen.total"])
  }
}
