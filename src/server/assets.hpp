// The page's files (web/), embedded in the binary at build time by cmake/embed_assets.cmake,
// so `nono serve` needs no files beside it and works offline.
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace nono::server {

struct Asset {
    std::string_view path;          // "/index.html", "/js/app.js", ...
    std::string_view content_type;  // by extension
    const unsigned char* data;
    std::size_t size;
};

// Defined in the generated web_assets.cpp.
std::span<const Asset> web_assets();

}  // namespace nono::server
