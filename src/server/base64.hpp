// RFC 4648 base64, for the bytes of binary formats (PNG, P4 PBM) inside the API's JSON: a
// file the page opens arrives as "base64", a converted or rendered one leaves as base64.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace nono::server {

std::string base64(std::string_view bytes);
// The bytes, or nullopt when `text` is not base64 (line breaks and spaces are skipped; the
// '=' padding is optional).
std::optional<std::string> from_base64(std::string_view text);

}  // namespace nono::server
