// Fast compression of the API's JSON answers (see encoding.hpp for why not httplib's own).
#include "encoding.hpp"

#include <brotli/encode.h>
#include <httplib.h>
#include <zlib.h>

#include <optional>

namespace nono::server {

namespace {

// Below this the answer fits a few packets anyway: compressing it gains nothing.
constexpr std::size_t kCompressFrom = 1024;
// Brotli quality 4 on the 2.87 MB trace of examples:36 (backtrack): 24 ms, 96 KB; quality 11
// (httplib's): 7.4 s, 47 KB; gzip level 1: 14 ms, 250 KB (measured on this machine).
constexpr int kBrotliQuality = 4;

std::optional<std::string> brotli(const std::string& text) {
    std::string out(BrotliEncoderMaxCompressedSize(text.size()), '\0');
    std::size_t size = out.size();
    if (out.empty() ||
        !BrotliEncoderCompress(kBrotliQuality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, text.size(),
                               reinterpret_cast<const std::uint8_t*>(text.data()), &size,
                               reinterpret_cast<std::uint8_t*>(out.data())))
        return std::nullopt;
    out.resize(size);
    return out;
}

std::optional<std::string> gzip(const std::string& text) {
    z_stream stream{};
    // 15 + 16: a gzip wrapper rather than zlib's.
    if (deflateInit2(&stream, 1, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) return std::nullopt;
    std::string out(deflateBound(&stream, text.size()), '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
    stream.avail_in = static_cast<uInt>(text.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int status = deflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    if (status != Z_STREAM_END) return std::nullopt;
    return out;
}

// Whether Accept-Encoding lists `coding` without q=0 (RFC 9110 12.5.3).
bool accepts(const std::string& header, const std::string& coding) {
    std::size_t start = 0;
    while (start <= header.size()) {
        std::size_t end = header.find(',', start);
        if (end == std::string::npos) end = header.size();
        std::string item = header.substr(start, end - start);
        const std::size_t semicolon = item.find(';');
        std::string name = item.substr(0, semicolon);
        name.erase(0, name.find_first_not_of(" \t"));
        name.erase(name.find_last_not_of(" \t") + 1);
        if (name == coding) {
            if (semicolon == std::string::npos) return true;
            std::string q = item.substr(semicolon + 1);
            q.erase(0, q.find_first_not_of(" \t"));
            return !(q.rfind("q=0", 0) == 0 && q.find_first_not_of("0.", 2) == std::string::npos);
        }
        start = end + 1;
    }
    return false;
}

}  // namespace

void normalize_accept_encoding(httplib::Request& request) {
    std::string header;
    const auto [begin, end] = request.headers.equal_range("Accept-Encoding");
    if (begin == end) return;
    for (auto it = begin; it != end; ++it) header += (header.empty() ? "" : ",") + it->second;
    request.headers.erase("Accept-Encoding");
    if (accepts(header, "br")) request.headers.emplace("Accept-Encoding", "br");
    else if (accepts(header, "gzip")) request.headers.emplace("Accept-Encoding", "gzip");
}

void set_json_content(const httplib::Request& request, httplib::Response& response, std::string body) {
    // httplib compresses "application/json" itself, at its slowest setting; it leaves this
    // spelling (the same type, with the charset JSON always has) to us.
    const char* type = "application/json; charset=utf-8";
    response.set_header("Vary", "Accept-Encoding");
    if (body.size() >= kCompressFrom) {
        const std::string header = request.get_header_value("Accept-Encoding");
        std::optional<std::string> packed;
        std::string coding;
        if (accepts(header, "br")) {
            packed = brotli(body);
            coding = "br";
        } else if (accepts(header, "gzip")) {
            packed = gzip(body);
            coding = "gzip";
        }
        if (packed && packed->size() < body.size()) {
            response.set_header("Content-Encoding", coding);
            body = std::move(*packed);
        }
    }
    response.set_content(body, type);
}

}  // namespace nono::server
