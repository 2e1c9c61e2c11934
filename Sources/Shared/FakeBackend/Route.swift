import Banking
import Foundation

/// One API call, routed by method and path to what the server does with its data.
struct Route {
  let request: ServerRequest

  init(_ request: ServerRequest) {
    self.request = request
  }

  func response(for data: inout DataSet) -> ServerResponse {
    let parts = request.path.split(separator: "/").map(String.init)
    switch (request.method, parts) {
    case ("GET", ["users"]):
      return ServerResponse(status: 200, body: data.users.map(UserJSON.init))
    case ("GET", let parts) where parts.count == 3 && parts[0] == "users" && parts[2] == "payments":
      guard let id = Int(parts[1]), data.users.contains(where: { $0.id == id }) else {
        return .notFound
      }
      let payments = data.payments.filter { $0.userID == id }
        .sorted { ($0.date, $0.id) > ($1.date, $1.id) }
      return ServerResponse(status: 200, body: payments.map(PaymentJSON.init))
    case ("GET", ["accounts"]):
      return ServerResponse(status: 200, body: data.accounts.map(AccountJSON.init))
    case ("POST", ["payments"]):
      return createPayment(in: &data)
    default:
      return scaleResponse(for: &data, parts: parts)
    }
  }

  /// The grown app's routes (docs/SCALE.md): `GET /balance`, `GET /FEATURE`,
  /// `GET /FEATURE/ID` and `POST /FEATURE/ID/ACTION`, each only with the app's token.
  private func scaleResponse(for data: inout DataSet, parts: [String]) -> ServerResponse {
    guard let first = parts.first,
      first == "balance" || ScaleFeature.named(path: first) != nil
    else { return .notFound }
    guard request.header("Authorization") == "Bearer \(FakeServer.authToken)" else {
      return ServerResponse(status: 401, body: ErrorBody(error: "unauthorized"))
    }
    switch (request.method, parts) {
    case ("GET", ["balance"]):
      let total = data.accounts.filter { $0.balance.currency == "EUR" }
        .reduce(Decimal(0)) { $0 + $1.balance.amount }
      return ServerResponse(status: 200, body: MoneyJSON(Money(total, "EUR")))
    case ("GET", let parts) where parts.count == 1:
      return ServerResponse(status: 200, body: ItemJSON.items(of: first, in: data))
    case ("GET", let parts) where parts.count == 2:
      guard let item = ItemJSON.item(parts[1], of: first, in: data) else { return .notFound }
      return ServerResponse(status: 200, body: item)
    case ("POST", let parts) where parts.count == 3:
      guard var item = ItemJSON.item(parts[1], of: first, in: data),
        let action = ScaleFeature.named(path: first)?.action, action.path == parts[2]
      else { return .notFound }
      item.status = action.status
      data.itemStatuses["\(first)/\(item.id)"] = action.status
      return ServerResponse(status: 200, body: item)
    default:
      return .notFound
    }
  }

  private func createPayment(in data: inout DataSet) -> ServerResponse {
    guard let body = request.body,
      let payment = (try? JSONDecoder().decode(PaymentOrderJSON.self, from: body))?.order,
      payment.amount.amount > 0
    else { return ServerResponse(status: 400, body: ErrorBody(error: "bad_request")) }
    guard data.users.contains(where: { $0.id == payment.userID }),
      let index = data.accounts.firstIndex(where: { $0.id == payment.accountID }),
      data.accounts[index].balance.currency == payment.amount.currency
    else { return .notFound }
    guard payment.amount.amount <= data.accounts[index].balance.amount else {
      return ServerResponse(status: 422, body: ErrorBody(error: "insufficient_funds"))
    }
    data.accounts[index].balance.amount -= payment.amount.amount
    let created = Payment(
      id: (data.payments.map(\.id).max() ?? 0) + 1, userID: payment.userID,
      accountID: payment.accountID, amount: payment.amount, status: .pending, date: data.today,
      note: payment.note)
    data.payments.append(created)
    return ServerResponse(status: 201, body: PaymentJSON(created))
  }
}

/// What the server sends back: a status and a JSON body.
struct ServerResponse: Sendable {
  var status: Int
  var body: Data

  init(status: Int, body: Data) {
    self.status = status
    self.body = body
  }

  init(status: Int, body: some Encodable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    self.init(status: status, body: try! encoder.encode(body))
  }

  static let notFound = ServerResponse(status: 404, body: ErrorBody(error: "not_found"))
}

/// A request as the server sees it, and the way to answer it.
struct ServerRequest: Sendable {
  var method: String
  var path: String
  var url: URL
  var body: Data?
  /// The request's headers, by name as the app wrote it.
  var headers: [String: String] = [:]
  var responder: Responder
  /// Its number in the order the app started its requests, when the app said
  /// (`RequestTracking.requestWillStart()`).
  var sequence: Int?
}

extension ServerRequest {
  /// The request as a transcript line: method, path, and a body's top-level JSON fields in
  /// sorted order, each as compact JSON with sorted keys; a body that is not a JSON object
  /// shows as its bytes.
  var transcriptLine: String {
    let line = "\(method) \(path)"
    guard let body, !body.isEmpty else { return line }
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return line + " " + String(decoding: body, as: UTF8.self)
    }
    let fields = object.keys.sorted().map { key in
      let value = try? JSONSerialization.data(
        withJSONObject: object[key]!,
        options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
      return "\(key)=" + (value.map { String(decoding: $0, as: UTF8.self) } ?? "?")
    }
    return ([line] + fields).joined(separator: " ")
  }
}

extension ServerRequest {
  /// The header `name`, in any case, as HTTP names are.
  func header(_ name: String) -> String? {
    headers.first { $0.key.lowercased() == name.lowercased() }?.value
  }
}
