// The engine's memo of line answers: whatever it keeps or drops, a lookup returns the answer
// stored for exactly that question or nothing, and the answer just stored is found.
#include <gtest/gtest.h>

#include <random>

#include "solve/engine/short_line_memo.hpp"

namespace nono::detail {
namespace {

// A stand-in answer that is a function of the question, so a wrong entry shows.
ShortLineMemo::Entry answer_for(std::uint32_t line, std::uint64_t filled, std::uint64_t empty) {
    ShortLineMemo::Entry entry;
    entry.filled = filled;
    entry.empty = empty;
    entry.line = line;
    entry.solved_filled = filled * 31 + line;
    entry.solved_empty = empty ^ (std::uint64_t{line} << 40);
    entry.state = (filled + empty + line) % 3 == 0 ? 2u : 1u;
    return entry;
}

TEST(ShortLineMemo, FindsOnlyTheAnswerToTheQuestionAskedWhileReplacingOldOnes) {
    // A budget of 8192 entries, asked 200000 questions with many repeats: it grows, fills,
    // then replaces. Questions differ only a little, as line states do.
    ShortLineMemo memo(8192 * sizeof(ShortLineMemo::Entry));
    std::mt19937_64 rng(5);
    std::size_t found = 0;
    for (int round = 0; round < 200000; ++round) {
        const std::uint32_t line = static_cast<std::uint32_t>(rng() % 50);
        const std::uint64_t filled = rng() % 4096;
        const std::uint64_t empty = (rng() % 4096) << 12;
        if (const ShortLineMemo::Entry* entry = memo.find(line, filled, empty)) {
            const ShortLineMemo::Entry expected = answer_for(line, filled, empty);
            ASSERT_EQ(entry->line, line);
            ASSERT_EQ(entry->filled, filled);
            ASSERT_EQ(entry->empty, empty);
            ASSERT_EQ(entry->solved_filled, expected.solved_filled);
            ASSERT_EQ(entry->solved_empty, expected.solved_empty);
            ASSERT_EQ(entry->state, expected.state);
            ++found;
            continue;
        }
        memo.insert(answer_for(line, filled, empty));
        const ShortLineMemo::Entry* stored = memo.find(line, filled, empty);
        ASSERT_NE(stored, nullptr) << "round " << round;
        ASSERT_EQ(stored->solved_filled, answer_for(line, filled, empty).solved_filled);
    }
    // With 50 * 4096 * 4096 possible questions almost all are new: the point is that it
    // kept working past its budget, not the hit rate.
    EXPECT_LT(found, 200000u);
}

TEST(ShortLineMemo, KeepsEveryAnswerWhileUnderBudget) {
    ShortLineMemo memo(std::size_t{1} << 24);
    for (std::uint32_t line = 0; line < 40; ++line)
        for (std::uint64_t filled = 0; filled < 500; ++filled) memo.insert(answer_for(line, filled, ~filled));
    std::size_t missing = 0;
    for (std::uint32_t line = 0; line < 40; ++line)
        for (std::uint64_t filled = 0; filled < 500; ++filled) {
            const ShortLineMemo::Entry* entry = memo.find(line, filled, ~filled);
            if (entry == nullptr) {
                ++missing;
                continue;
            }
            EXPECT_EQ(entry->solved_filled, answer_for(line, filled, ~filled).solved_filled);
        }
    // Below half load an answer is lost only when four neighbours of its slot are taken.
    EXPECT_LT(missing, 20u);
}

}  // namespace
}  // namespace nono::detail
