import Foundation

extension ScaleBenchmark {
  /// The header of the rebuild-scope table: what an edit of each role compiles again at each
  /// size, and how that grows per added feature.
  public func rebuildHeader() -> [String] {
    ["Architecture", "Edited"] + sizes.map { "At \($0) feature\($0 == 1 ? "" : "s")" } + [
      "Files per added feature"
    ]
  }

  /// The edit of `role` in `name`'s app at `size` features, when measured.
  public func rebuild(_ name: String, _ role: RebuildScope.Role, size: Int) -> RebuildTouch? {
    architectures[name]?.first { $0.features == size }?.rebuild?.first { $0.role == role.rawValue }
  }

  /// What one more feature adds to the files an edit of `role` compiles again in `name`: the
  /// least-squares slope over the sizes measured; nil with fewer than two.
  public func rebuildSlope(_ name: String, _ role: RebuildScope.Role) -> Double? {
    let measures = (architectures[name] ?? []).filter { measure in
      measure.rebuild?.contains { $0.role == role.rawValue } ?? false
    }
    return Self.slope(measures) { measure in
      measure.rebuild?.first { $0.role == role.rawValue }?.filesRecompiled ?? 0
    }
  }

  /// A row per architecture of `names` and role it has: the file edited, and at each size the
  /// files and modules compiled again and the build's median time.
  public func rebuildRows(names: [String]) -> [[String]] {
    names.flatMap { name in
      RebuildScope.Role.allCases.compactMap { role -> [String]? in
        let measured = sizes.map { rebuild(name, role, size: $0) }
        guard let file = measured.compactMap({ $0 }).last?.file else { return nil }
        return [name, "\(role.rawValue) (\((file as NSString).lastPathComponent))"]
          + measured.map { touch in
            guard let touch else { return "-" }
            return "\(touch.filesRecompiled) file\(touch.filesRecompiled == 1 ? "" : "s") in "
              + "\(touch.modulesRecompiled) module\(touch.modulesRecompiled == 1 ? "" : "s"), "
              + String(format: "%.1f s", Double(touch.milliseconds) / 1000)
              + (touch.testMilliseconds.map {
                String(format: "; tests %.1f s", Double($0) / 1000)
              } ?? "")
          } + [
            rebuildSlope(name, role).map { String(format: "%.1f", ($0 * 10).rounded() / 10 + 0) }
              ?? "-"
          ]
      }
    }
  }

  /// What the rebuild-scope table shows, above it.
  public static let rebuildExplanation =
    "What one edit costs the next build (docs/SCALE.md, \"Rebuild scope\"): a member added to "
    + "the type of one file per role in Payments' send-a-payment screen (each architecture's "
    + "`touch.txt`; the shared entity is the banking domain's `Payment`), then the "
    + "architecture's app target built incrementally with `swift build --target`. Files and "
    + "modules: the Swift files the compiler compiled again, in every module it built; the "
    + "time is the median of five builds, each with a new member, on one quiet machine. Tests: "
    + "from one more edit to the results of the smallest test target that covers it, the "
    + "architecture's (`swift build --build-tests`, then `swift test --skip-build --filter`), "
    + "timed once. Per added feature: the least-squares slope of the files against the app's "
    + "size."
}
