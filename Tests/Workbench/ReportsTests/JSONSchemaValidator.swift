import Foundation

/// A JSON value as JSON Schema sees it: integers apart from other numbers.
enum JSONValue: Equatable, Decodable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // JSONDecoder reads `true` only as a Bool and `1` only as a number, so the order holds.
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  init(parsing text: String) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  /// Null, an empty string, an empty array or an empty object: a field that tells nothing.
  var isEmpty: Bool {
    switch self {
    case .null: true
    case .string(let text): text.isEmpty
    case .array(let items): items.isEmpty
    case .object(let members): members.isEmpty
    case .bool, .integer, .number: false
    }
  }
}

/// Checks JSON against a JSON Schema (draft 2020-12), for the keywords
/// docs/metrics.schema.json uses and no others: a schema keyword it does not know is an
/// error, never silently ignored. The package has no dependencies, so no schema library.
struct JSONSchemaValidator {
  /// The keywords implemented; annotations (`description`, `title`, `$comment`) check nothing.
  static let keywords: Set<String> = [
    "$schema", "$comment", "$defs", "$ref", "title", "description", "type", "properties",
    "required", "additionalProperties", "propertyNames", "items", "enum", "const", "minimum",
    "pattern",
  ]

  /// The whole schema document, which `$ref`s point into.
  let document: JSONValue

  init(schema: String) throws {
    document = try JSONValue(parsing: schema)
  }

  /// Every place where `value` breaks the schema, as `/json/pointer: what is wrong`; empty
  /// when it conforms. `visit` is handed each member checked against a `properties` entry,
  /// with that entry's location in the schema (`#/$defs/file/properties/role`).
  func errors(
    in value: JSONValue, visit: (_ schemaLocation: String, _ value: JSONValue) -> Void = { _, _ in }
  ) -> [String] {
    var errors: [String] = []
    check(value, against: document, schemaLocation: "#", at: "", errors: &errors, visit: visit)
    return errors
  }

  /// The schema a `$ref` such as `#/$defs/file` points to.
  func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#") else { return nil }
    var schema = document
    for segment in reference.dropFirst().split(separator: "/") {
      guard case .object(let members) = schema, let next = members[String(segment)] else {
        return nil
      }
      schema = next
    }
    return schema
  }

  private func check(
    _ value: JSONValue, against schema: JSONValue, schemaLocation: String, at path: String,
    errors: inout [String], visit: (String, JSONValue) -> Void
  ) {
    func fail(_ message: String) { errors.append("\(path.isEmpty ? "/" : path): \(message)") }
    switch schema {
    case .bool(true): return
    case .bool(false): return fail("not allowed here")
    case .object: break
    default: return fail("the schema at \(schemaLocation) is not a schema")
    }
    guard case .object(let keywords) = schema else { return }
    for keyword in keywords.keys.sorted() where !Self.keywords.contains(keyword) {
      fail("the schema at \(schemaLocation) uses `\(keyword)`, which this validator lacks")
    }
    if case .string(let reference)? = keywords["$ref"] {
      guard let target = resolve(reference) else {
        return fail("`$ref` \(reference) leads nowhere")
      }
      check(
        value, against: target, schemaLocation: reference, at: path, errors: &errors, visit: visit)
    }
    if let type = keywords["type"] {
      let names: [String] =
        switch type {
        case .string(let name): [name]
        case .array(let names): names.compactMap { if case .string(let n) = $0 { n } else { nil } }
        default: []
        }
      if !names.contains(where: { Self.value(value, hasType: $0) }) {
        fail("expected \(names.joined(separator: " or ")), found \(Self.describe(value))")
      }
    }
    if let constant = keywords["const"], value != constant {
      fail("expected \(Self.describe(constant)), found \(Self.describe(value))")
    }
    if case .array(let options)? = keywords["enum"], !options.contains(value) {
      fail(
        "\(Self.describe(value)) is not one of "
          + options.map(Self.describe).joined(separator: ", "))
    }
    if let minimum = keywords["minimum"].flatMap(Self.number), let number = Self.number(value),
      number < minimum
    {
      fail("\(Self.describe(value)) is below the minimum \(Self.describe(keywords["minimum"]!))")
    }
    if case .string(let pattern)? = keywords["pattern"], case .string(let text) = value {
      do {
        if try Regex(pattern).firstMatch(in: text) == nil {
          fail("\(Self.describe(value)) does not match \(pattern)")
        }
      } catch {
        fail("the schema's pattern \(pattern) is not a regular expression: \(error)")
      }
    }
    if case .array(let items) = value, let itemSchema = keywords["items"] {
      for (index, item) in items.enumerated() {
        check(
          item, against: itemSchema, schemaLocation: "\(schemaLocation)/items",
          at: "\(path)/\(index)", errors: &errors, visit: visit)
      }
    }
    guard case .object(let members) = value else { return }
    var properties: [String: JSONValue] = [:]
    if case .object(let declared)? = keywords["properties"] { properties = declared }
    if case .array(let required)? = keywords["required"] {
      for case .string(let name) in required where members[name] == nil {
        fail("the required key \"\(name)\" is missing")
      }
    }
    for (key, member) in members.sorted(by: { $0.key < $1.key }) {
      let memberPath = "\(path)/\(Self.escape(key))"
      if let property = properties[key] {
        let location = "\(schemaLocation)/properties/\(key)"
        visit(location, member)
        check(
          member, against: property, schemaLocation: location, at: memberPath, errors: &errors,
          visit: visit)
      } else if let additional = keywords["additionalProperties"] {
        if additional == .bool(false) {
          fail("the key \"\(key)\" is not in the schema")
        } else {
          check(
            member, against: additional, schemaLocation: "\(schemaLocation)/additionalProperties",
            at: memberPath, errors: &errors, visit: visit)
        }
      }
      if let names = keywords["propertyNames"] {
        check(
          .string(key), against: names, schemaLocation: "\(schemaLocation)/propertyNames",
          at: memberPath, errors: &errors, visit: visit)
      }
    }
  }

  private static func value(_ value: JSONValue, hasType type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer),
      ("number", .number), ("string", .string), ("array", .array), ("object", .object):
      true
    default: false
    }
  }

  private static func number(_ value: JSONValue) -> Double? {
    switch value {
    case .integer(let number): Double(number)
    case .number(let number): number
    default: nil
    }
  }

  /// A JSON pointer segment: `~` and `/` escaped.
  private static func escape(_ key: String) -> String {
    key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  /// A value as a message quotes it, short.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): String(flag)
    case .integer(let number): String(number)
    case .number(let number): String(number)
    case .string(let text): "\"\(text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}
