// libFuzzer target for the nin reader (see tests/fuzz/README.md): every input is either refused
// with an InputError or round-trips through write_puzzle unchanged.
#include "roundtrip_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return nono::fuzz::fuzz_one(data, size, nono::Format::Nin);
}
