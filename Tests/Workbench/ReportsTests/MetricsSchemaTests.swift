import Foundation
import Testing
import WorkbenchTestSupport

@testable import Reports
@testable import SourceMetrics

/// `metrics.json` keeps to docs/metrics.schema.json, and the schema describes every field:
/// a reader's tool can rely on it.
@MainActor
struct MetricsSchemaTests {
  static let schemaPath = "docs/metrics.schema.json"

  private let validator: JSONSchemaValidator

  init() throws {
    validator = try JSONSchemaValidator(
      schema: String(contentsOfFile: "\(packageRoot)/\(Self.schemaPath)", encoding: .utf8))
  }

  /// metrics.json of the fixed report of `ReportFilesTests` and of this package's sources.
  private static func documents() async throws -> [(name: String, json: JSONValue)] {
    try await MetricsJSONTests.reports().map { name, report in
      (name, try JSONValue(parsing: ReportFiles.render(report)["metrics.json"]!))
    }
  }

  @Test func metricsJSONMatchesTheSchema() async throws {
    for (name, json) in try await Self.documents() {
      let errors = validator.errors(in: json)
      #expect(
        errors.isEmpty, "\(name) breaks \(Self.schemaPath):\n\(errors.joined(separator: "\n"))")
    }
  }

  /// The validator is only worth what it rejects: each broken copy names its fault.
  @Test func aDocumentThatBreaksTheSchemaIsRejectedWithThePlace() throws {
    let json = try JSONValue(parsing: ReportFiles.render(ReportFilesTests.report)["metrics.json"]!)
    let file = ["architectures", "MVC", "metrics", "fileMetrics", "0"]
    let broken: [(change: (inout JSONValue) -> Void, error: String)] = [
      (
        { $0[file + ["role"]] = nil },
        "/architectures/MVC/metrics/fileMetrics/0: the required key \"role\" is missing"
      ),
      (
        { $0[file + ["owner"]] = .string("me") },
        "/architectures/MVC/metrics/fileMetrics/0: the key \"owner\" is not in the schema"
      ),
      (
        { $0[file + ["types", "0", "role"]] = .string("Controller") },
        "/architectures/MVC/metrics/fileMetrics/0/types/0/role: \"Controller\" is not one of"
      ),
      (
        { $0[file + ["functions"]] = .string("2") },
        "/architectures/MVC/metrics/fileMetrics/0/functions: expected integer, found \"2\""
      ),
      (
        { $0[file + ["lines", "code"]] = .integer(-1) },
        "/architectures/MVC/metrics/fileMetrics/0/lines/code: -1 is below the minimum 0"
      ),
      (
        { $0[file + ["path"]] = .string("/root/Sources/App.swift") },
        "/architectures/MVC/metrics/fileMetrics/0/path: \"/root/Sources/App.swift\" does not match"
      ),
      (
        { $0[["architectures", "MVC", "metrics", "roles", "Controller"]] = .object([:]) },
        "/architectures/MVC/metrics/roles/Controller: \"Controller\" is not one of"
      ),
      (
        { $0[["architectures", "MVC", "coverage", "unitTests", "path"]] = .string("") },
        "/architectures/MVC/coverage/unitTests: the key \"path\" is not in the schema"
      ),
      (
        { $0[["scenarios", "Scenarios/a.scenario", "MVC"]] = .string("ok") },
        "/scenarios/Scenarios~1a.scenario/MVC: \"ok\" is not one of"
      ),
    ]
    #expect(validator.errors(in: json).isEmpty)
    for (change, error) in broken {
      var copy = json
      change(&copy)
      let errors = validator.errors(in: copy)
      #expect(errors.contains { $0.hasPrefix(error) }, "expected \(error), got \(errors)")
    }
  }

  /// Every object of the schema lists its keys, requires those always written and allows no
  /// others, or is a map whose values have a schema; every key has a description; every
  /// `$ref` leads somewhere.
  @Test func everyObjectIsClosedAndEveryFieldDescribed() throws {
    var problems: [String] = []
    func walk(_ schema: JSONValue, _ location: String) {
      guard case .object(let keywords) = schema else { return }
      if case .string(let reference)? = keywords["$ref"], validator.resolve(reference) == nil {
        problems.append("\(location): $ref \(reference) leads nowhere")
      }
      if keywords["type"] == .string("object") {
        if case .object(let properties)? = keywords["properties"] {
          if keywords["additionalProperties"] != .bool(false) {
            problems.append("\(location): additionalProperties is not false")
          }
          guard case .array(let required)? = keywords["required"] else {
            problems.append("\(location): no required list")
            return
          }
          for case .string(let name) in required where properties[name] == nil {
            problems.append("\(location): requires \(name), which it does not describe")
          }
          for (name, property) in properties {
            if case .object(let members) = property, members["description"] == nil {
              problems.append("\(location)/properties/\(name): no description")
            }
          }
        } else if keywords["additionalProperties"].map({ $0 == .bool(false) }) ?? true {
          problems.append("\(location): an object with neither properties nor a map's values")
        }
      }
      for (keyword, value) in keywords where keyword != "enum" && keyword != "const" {
        switch value {
        case .object(let members) where keyword == "properties" || keyword == "$defs":
          for (name, member) in members { walk(member, "\(location)/\(keyword)/\(name)") }
        case .object: walk(value, "\(location)/\(keyword)")
        default: break
        }
      }
    }
    walk(validator.document, "#")
    #expect(problems.isEmpty, "\(problems.sorted().joined(separator: "\n"))")
  }

  /// The schema's lists follow the code: a new role, type kind or layer fails here until the
  /// schema names it.
  @Test func theSchemaNamesEveryRoleKindAndLayer() throws {
    func strings(_ reference: String) -> [String] {
      guard case .object(let keywords)? = validator.resolve(reference),
        case .array(let values)? = keywords["enum"]
      else { return [] }
      return values.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }
    #expect(strings("#/$defs/role") == Role.allCases.map(\.rawValue) + [Role.unassignedName])
    #expect(
      strings("#/$defs/typeDeclaration/properties/kind").sorted()
        == Declarations.TypeDeclaration.Kind.allCases.map(\.rawValue).sorted())
    #expect(strings("#/$defs/file/properties/layer").sorted() == Layer.names.sorted())
  }

  /// No field is always empty: each holds something in this package's report or, for those
  /// that are empty in it because nothing leaks, breaks a rule or lacks a role today, in the
  /// fixture's. Null and "" appear nowhere.
  @Test func everyFieldHoldsSomethingSomewhere() async throws {
    var filled: [String: [String: Bool]] = [:]
    for (name, json) in try await Self.documents() {
      _ = validator.errors(in: json) { location, value in
        filled[location, default: [:]][name, default: false] =
          filled[location]?[name] == true || !value.isEmpty
      }
      var blanks: [String] = []
      func findBlanks(_ value: JSONValue, _ path: String) {
        switch value {
        case .null, .string(""): blanks.append(path)
        case .array(let items):
          for (index, item) in items.enumerated() { findBlanks(item, "\(path)/\(index)") }
        case .object(let members):
          for (key, member) in members { findBlanks(member, "\(path)/\(key)") }
        default: break
        }
      }
      findBlanks(json, "")
      #expect(blanks.isEmpty, "\(name): \(blanks)")
    }
    let neverFilled = filled.filter { !$0.value.values.contains(true) }.keys.sorted()
    #expect(neverFilled.isEmpty)
    let emptyInPackage = filled.filter { $0.value["package"] == false }.keys.sorted()
    #expect(
      Set(emptyInPackage).isSubset(of: [
        "#/$defs/architecture/properties/leaks", "#/$defs/metrics/properties/unassignedTypes",
        "#/$defs/metrics/properties/patternViolations",
      ]), "\(emptyInPackage)")
    // Every field the schema describes was seen at all.
    var described: [String] = []
    func collect(_ schema: JSONValue, _ location: String) {
      guard case .object(let keywords) = schema else { return }
      if case .object(let properties)? = keywords["properties"] {
        for (name, property) in properties {
          described.append("\(location)/properties/\(name)")
          collect(property, "\(location)/properties/\(name)")
        }
      }
      if case .object(let definitions)? = keywords["$defs"] {
        for (name, definition) in definitions { collect(definition, "#/$defs/\(name)") }
      }
      for keyword in ["additionalProperties", "items"] {
        if let value = keywords[keyword] { collect(value, "\(location)/\(keyword)") }
      }
    }
    collect(validator.document, "#")
    #expect(Set(described).subtracting(filled.keys).sorted() == [])
  }
}

extension JSONValue {
  /// The value at a path of object keys and array indices; setting nil removes a key.
  subscript(path: [String]) -> JSONValue? {
    get {
      guard let first = path.first else { return self }
      switch self {
      case .object(let members): return members[first]?[Array(path.dropFirst())]
      case .array(let items):
        guard let index = Int(first), items.indices.contains(index) else { return nil }
        return items[index][Array(path.dropFirst())]
      default: return nil
      }
    }
    set {
      guard let first = path.first else {
        self = newValue ?? .null
        return
      }
      let rest = Array(path.dropFirst())
      switch self {
      case .object(var members):
        if rest.isEmpty {
          members[first] = newValue
        } else {
          members[first]?[rest] = newValue
        }
        self = .object(members)
      case .array(var items):
        guard let index = Int(first), items.indices.contains(index) else { return }
        if rest.isEmpty {
          items[index] = newValue ?? .null
        } else {
          items[index][rest] = newValue
        }
        self = .array(items)
      default: return
      }
    }
  }
}
