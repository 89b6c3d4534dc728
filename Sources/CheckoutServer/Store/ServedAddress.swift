/// The address `serve` listens on, as a URL: `http://127.0.0.1:8080`, `http://[::1]:8080`.
public enum ServedAddress {
    public static func url(host: String, port: Int) -> String {
        "http://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }
}
