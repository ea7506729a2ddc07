// Free text made safe for an output (nono/text.hpp): invalid UTF-8, control characters and
// noncharacters become U+FFFD, tabs spaces, long text is clipped; valid text is untouched.
#include <gtest/gtest.h>

#include "nono/text.hpp"

namespace nono {
namespace {

const std::string kFffd = "\xEF\xBF\xBD";

TEST(Text, ValidUtf8KeepsValidTextAndReplacesEachBadByte) {
    EXPECT_EQ(valid_utf8("Ship \xC3\xA9t\xC3\xA9 \xF0\x9F\x9A\xA2"), "Ship \xC3\xA9t\xC3\xA9 \xF0\x9F\x9A\xA2");
    EXPECT_EQ(valid_utf8("a\xFF" "b"), "a" + kFffd + "b");
    EXPECT_EQ(valid_utf8("\xC0\xAF"), kFffd + kFffd);            // overlong '/'
    EXPECT_EQ(valid_utf8("\xED\xA0\x80"), kFffd + kFffd + kFffd);  // a surrogate
    EXPECT_EQ(valid_utf8("\xE2\x82"), kFffd + kFffd);            // cut short
}

// The encoder .non's character references and TOML's \u escapes share: each length, and
// what it writes decodes back unchanged.
TEST(Text, AppendUtf8EncodesEachLength) {
    std::string out;
    for (char32_t code : {U'A', U'\u00e9', U'\u20ac', U'\U0001F600', U'\U0010FFFF'}) append_utf8(out, code);
    EXPECT_EQ(out, "A\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF");
    EXPECT_EQ(valid_utf8(out), out);
}

TEST(Text, PrintableTextHasNoControlCharactersOrNoncharacters) {
    EXPECT_EQ(printable_text("clear \x1B[2J title \x1B]0;x\x07"), "clear " + kFffd + "[2J title " + kFffd + "]0;x" + kFffd);
    EXPECT_EQ(printable_text("a\tb\nc\x7F"), "a b" + kFffd + "c" + kFffd);
    EXPECT_EQ(printable_text("c1 \xC2\x9B"), "c1 " + kFffd);  // U+009B, the one-byte CSI
    EXPECT_EQ(printable_text("\xEF\xBF\xBE\xEF\xBF\xBF"), kFffd + kFffd);
    EXPECT_EQ(printable_text("\xFF"), kFffd);
    EXPECT_EQ(printable_text("Letter A (5x5) \xC3\xA9"), "Letter A (5x5) \xC3\xA9");
}

TEST(Text, PrintableTextClipsLongTextByCharacters) {
    EXPECT_EQ(printable_text(std::string(5'000'000, 'x'), 10), std::string(10, 'x') + "\xE2\x80\xA6");
    EXPECT_EQ(printable_text("\xC3\xA9\xC3\xA9\xC3\xA9", 2), "\xC3\xA9\xC3\xA9\xE2\x80\xA6");
    EXPECT_EQ(printable_text("abc", 3), "abc");
}

}  // namespace
}  // namespace nono
