// The API's answers compressed at a fast setting. cpp-httplib compresses JSON with brotli at
// its slowest quality (11): a 2.87 MB solve trace took 7.4 s to send to a browser, which always
// asks for br, against 0.17 s uncompressed. Here quality 4 (or gzip level 1) does it in tens
// of milliseconds for about a fifth more bytes, which on a local server cost nothing.
#pragma once

#include <string>

namespace httplib {
struct Request;
struct Response;
}  // namespace httplib

namespace nono::server {

// Sets `body` as the response's JSON content, brotli- or gzip-encoded at a fast setting when
// the request accepts it and the body is large enough to gain from it.
void set_json_content(const httplib::Request& request, httplib::Response& response, std::string body);

// Rewrites the request's Accept-Encoding (every copy of it, joined as HTTP says) to the one
// coding it accepts that the server sends ("br", else "gzip"), or removes it. cpp-httplib,
// which compresses the page's files itself, looks for "br" and "gzip" as substrings: it sent
// brotli for "br;q=0" and for an unknown "x-nobr" (issue 45); an unknown coding is identity.
void normalize_accept_encoding(httplib::Request& request);

}  // namespace nono::server
