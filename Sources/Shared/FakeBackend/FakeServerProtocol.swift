import AppRuntime
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLProtocol` that carries a `URLSession`'s requests to a `FakeServer` in process.
final class FakeServerProtocol: URLProtocol {
  private var responder: Responder?

  override class func canInit(with request: URLRequest) -> Bool {
    FakeServer.serving(request.url) != nil
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let responder = Responder(self)
    self.responder = responder
    guard let server = FakeServer.serving(request.url), let url = request.url else {
      return responder.fail(URLError(.cannotConnectToHost))
    }
    server.receive(
      ServerRequest(
        method: request.httpMethod ?? "GET", path: url.path, url: url, body: bodyData,
        headers: request.allHTTPHeaderFields ?? [:], responder: responder,
        sequence: request.value(forHTTPHeaderField: RequestTrackers.sequenceHeader)
          .flatMap { Int($0) }))
  }

  override func stopLoading() {
    if let responder { FakeServer.serving(request.url)?.cancel(responder) }
  }

  /// The request body, which Foundation may hand over as a stream.
  private var bodyData: Data? {
    if let body = request.httpBody { return body }
    guard let stream = request.httpBodyStream else { return nil }
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = stream.read(&buffer, maxLength: buffer.count), count > 0 {
      data.append(buffer, count: count)
    }
    return data
  }
}

/// Answers one loading `URLProtocol`, from whichever thread the server answers on.
///
/// `@unchecked` because `URLProtocol` is not `Sendable`; its client takes these calls from
/// any thread, and the server answers each request exactly once.
final class Responder: @unchecked Sendable {
  private weak let urlProtocol: URLProtocol?

  init(_ urlProtocol: URLProtocol) {
    self.urlProtocol = urlProtocol
  }

  func send(_ response: ServerResponse, for url: URL) {
    guard let urlProtocol, let client = urlProtocol.client else { return }
    let http = HTTPURLResponse(
      url: url, statusCode: response.status, httpVersion: "HTTP/1.1",
      headerFields: ["Content-Type": "application/json"])!
    client.urlProtocol(urlProtocol, didReceive: http, cacheStoragePolicy: .notAllowed)
    client.urlProtocol(urlProtocol, didLoad: response.body)
    client.urlProtocolDidFinishLoading(urlProtocol)
  }

  func fail(_ error: URLError) {
    guard let urlProtocol else { return }
    urlProtocol.client?.urlProtocol(urlProtocol, didFailWithError: error)
  }
}
