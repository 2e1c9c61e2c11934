import AppRuntime
import HeadlessUI

/// The one entry point each architecture implements: build the app in an environment.
///
/// The harness keeps the instance alive while the app runs, so an architecture can keep
/// its long-lived objects (coordinators, containers) here.
@MainActor
public protocol Architecture: AnyObject, SendableMetatype {
  /// The name in reports and on the command line, such as `MVC`.
  nonisolated static var name: String { get }

  /// Builds the whole app; nothing is shown until the harness puts the root in a window.
  init(environment: AppEnvironment)

  /// The first screen: a `NavigationController` with the Users screen.
  var rootViewController: ViewController { get }
}
