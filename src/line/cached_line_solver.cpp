// Memoising wrapper around a line solver (see line_solver.hpp for why it pays).
#include "nono/line_solver.hpp"

namespace nono {

namespace {
void pack(std::span<const Cell> cells, std::string& out) {
    out.assign((cells.size() + 3) / 4, '\0');
    for (std::size_t i = 0; i < cells.size(); ++i)
        out[i / 4] = static_cast<char>(out[i / 4] | (static_cast<unsigned>(cells[i]) << (2 * (i % 4))));
}
void unpack(const std::string& packed, std::span<Cell> cells) {
    for (std::size_t i = 0; i < cells.size(); ++i)
        cells[i] = static_cast<Cell>((static_cast<unsigned char>(packed[i / 4]) >> (2 * (i % 4))) & 3u);
}
}  // namespace

LineStatus CachedLineSolver::solve(const Clue& clue, std::span<Cell> cells) {
    if (&clue != last_clue_) {
        last_clue_ = &clue;
        last_answers_ = &answers_[&clue];
    }
    pack(cells, key_);
    if (const auto found = last_answers_->find(key_); found != last_answers_->end()) {
        ++hits_;
        if (found->second.empty()) return LineStatus::Contradiction;
        unpack(found->second, cells);
        return LineStatus::Ok;
    }
    const LineStatus status = inner_.solve(clue, cells);
    if (entries_ >= max_entries_) {
        for (auto& [unused, answers] : answers_) answers.clear();
        entries_ = 0;
    }
    std::string answer;
    if (status == LineStatus::Ok) pack(cells, answer);
    last_answers_->emplace(key_, std::move(answer));
    ++entries_;
    return status;
}

}  // namespace nono
