import AppRuntime
import Foundation
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

  /// Opens a link the system hands the app, as a scene delegate's
  /// `scene(_:openURLContexts:)` does, and, for a link that launched the app, right after the
  /// first screen is shown, as `scene(_:willConnectTo:options:)` does with its URL contexts.
  /// Optional, as in UIKit: an app that handles no links ignores them.
  func open(_ url: URL)
}

extension Architecture {
  public func open(_ url: URL) {}
}
