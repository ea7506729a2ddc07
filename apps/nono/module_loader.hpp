// Loading one of nono's modules (libnono_serve.so, libnono_render.so) with dlopen, for the
// one command that needs it, so every other command starts without the libraries the module
// brings: cpp-httplib and OpenSSL for the server, cairo and its ~20 libraries for drawing.
#pragma once

namespace nono::cli {

// The entry point `entry` of the module file `file` (found beside the binary, else where
// `cmake --install` puts it: <bindir>/../<libdir>/nono), or nullptr after printing
// "nono: cannot load the WHAT module FILE; tried:" with every path and why it failed. The
// module stays loaded until the process ends.
void* load_module_entry(const char* file, const char* entry, const char* what);

}  // namespace nono::cli
