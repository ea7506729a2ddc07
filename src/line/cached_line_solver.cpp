// Memoising wrapper around a line solver (see line_solver.hpp for why it pays).
#include <cstring>

#include "nono/line_solver.hpp"

namespace nono {

LineStatus CachedLineSolver::solve(const Clue& clue, std::span<Cell> cells) {
    const Clue* address = &clue;
    key_.resize(sizeof address + cells.size());
    std::memcpy(key_.data(), &address, sizeof address);
    std::memcpy(key_.data() + sizeof address, cells.data(), cells.size());
    if (const auto found = answers_.find(key_); found != answers_.end()) {
        ++hits_;
        if (found->second.empty()) return LineStatus::Contradiction;
        std::memcpy(cells.data(), found->second.data(), cells.size());
        return LineStatus::Ok;
    }
    const LineStatus status = inner_.solve(clue, cells);
    if (answers_.size() >= max_entries_) answers_.clear();
    std::string answer;
    if (status == LineStatus::Ok)
        answer.assign(reinterpret_cast<const char*>(cells.data()), cells.size());
    answers_.emplace(key_, std::move(answer));
    return status;
}

}  // namespace nono
