// The census engine. Grids with different row clues can never share a clue set, so the work
// is split by row-clue tuple: for one tuple, every grid is a choice of one arrangement per
// row; their column-clue tuples are collected and sorted, and a tuple seen once is a unique
// grid. Memory is one group at a time per thread (at most 6^5 = 7776 entries of 16 bytes for
// 5x5), never the whole size. Unique grids are then line-solved by table, and, with levels,
// those line solving leaves open go through the D_k engine.
#include <algorithm>
#include <exception>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "census_lines.hpp"
#include "level_engine.hpp"
#include "nono/census.hpp"

namespace nono {

namespace {

using analysis::Known;
using analysis::LineCatalogue;
using analysis::Mask;

struct Tables {
    LineCatalogue rows;     // lines of `width` cells
    LineCatalogue columns;  // lines of `height` cells
    Tables(int width, int height) : rows(width), columns(height) {}
};

// Counts of one worker, summed at the end.
struct Tally {
    std::uint64_t groups = 0, grids = 0, clue_sets = 0, unique = 0, line_solvable = 0;
    std::vector<std::uint64_t> levels;
};

class GroupWorker {
public:
    GroupWorker(const Tables& tables, int width, int height, bool levels, Tally& tally)
        : tables_(tables), width_(width), height_(height), levels_(levels), tally_(tally) {
        row_ids_.resize(static_cast<std::size_t>(height));
        column_ids_.resize(static_cast<std::size_t>(width));
        tally_.levels.assign(levels ? static_cast<std::size_t>(width + height + 1) : 0, 0);
    }

    void run(std::uint64_t group) {
        // The group's row clues, least significant digit = first row.
        for (int row = 0; row < height_; ++row) {
            row_ids_[row] = static_cast<int>(group % tables_.rows.clue_count());
            group /= tables_.rows.clue_count();
        }
        collect_grids();
        std::sort(entries_.begin(), entries_.end());
        for (std::size_t i = 0; i < entries_.size();) {
            std::size_t j = i + 1;
            while (j < entries_.size() && entries_[j].key == entries_[i].key) ++j;
            ++tally_.clue_sets;
            if (j - i == 1) classify_unique(entries_[i]);
            i = j;
        }
        ++tally_.groups;
        tally_.grids += entries_.size();
    }

private:
    struct Entry {
        std::uint64_t key;   // column clue ids, base clue_count, first column least significant
        std::uint64_t grid;  // row masks packed, width bits each, first row lowest
        bool operator<(const Entry& other) const { return key < other.key; }
    };

    // Every grid with these row clues: an odometer over one arrangement per row, keeping the
    // columns' bits as it goes.
    void collect_grids() {
        entries_.clear();
        std::vector<std::size_t> choice(static_cast<std::size_t>(height_), 0);
        std::vector<const std::vector<Mask>*> options(static_cast<std::size_t>(height_));
        for (int row = 0; row < height_; ++row) options[row] = &tables_.rows.arrangements(row_ids_[row]);
        const std::uint64_t base = static_cast<std::uint64_t>(tables_.columns.clue_count());
        for (;;) {
            std::uint64_t grid = 0;
            for (int row = 0; row < height_; ++row)
                grid |= (*options[row])[choice[row]] << (row * width_);
            std::uint64_t key = 0;
            for (int column = width_ - 1; column >= 0; --column) {
                Mask bits = 0;
                for (int row = 0; row < height_; ++row)
                    bits |= ((grid >> (row * width_ + column)) & 1) << row;
                key = key * base + static_cast<std::uint64_t>(tables_.columns.clue_id(bits));
            }
            entries_.push_back({key, grid});
            int row = 0;
            while (row < height_ && ++choice[row] == options[row]->size()) choice[row++] = 0;
            if (row == height_) break;
        }
    }

    void classify_unique(const Entry& entry) {
        ++tally_.unique;
        std::uint64_t key = entry.key;
        for (int column = 0; column < width_; ++column) {
            column_ids_[column] = static_cast<int>(key % tables_.columns.clue_count());
            key /= tables_.columns.clue_count();
        }
        if (line_solves()) {
            ++tally_.line_solvable;
            if (levels_) ++tally_.levels[1];
            return;
        }
        if (levels_) ++tally_.levels[level_of(entry.grid)];
    }

    // Line solving to a fixpoint with the catalogue tables; true when it completes.
    bool line_solves() {
        Known rows[analysis::kMaxMaskSide] = {};
        Known columns[analysis::kMaxMaskSide] = {};
        const Mask full_row = analysis::low_bits(width_);
        bool changed = true;
        while (changed) {
            changed = false;
            for (int row = 0; row < height_; ++row) {
                Known known = rows[row];
                if (!tables_.rows.solve(row_ids_[row], known)) return false;
                if (known == rows[row]) continue;
                changed = true;
                const Mask new_filled = known.filled & ~rows[row].filled;
                const Mask new_empty = known.empty & ~rows[row].empty;
                rows[row] = known;
                for (int column = 0; column < width_; ++column) {
                    if ((new_filled >> column) & 1) columns[column].filled |= Mask{1} << row;
                    if ((new_empty >> column) & 1) columns[column].empty |= Mask{1} << row;
                }
            }
            for (int column = 0; column < width_; ++column) {
                Known known = columns[column];
                if (!tables_.columns.solve(column_ids_[column], known)) return false;
                if (known == columns[column]) continue;
                changed = true;
                const Mask new_filled = known.filled & ~columns[column].filled;
                const Mask new_empty = known.empty & ~columns[column].empty;
                columns[column] = known;
                for (int row = 0; row < height_; ++row) {
                    if ((new_filled >> row) & 1) rows[row].filled |= Mask{1} << column;
                    if ((new_empty >> row) & 1) rows[row].empty |= Mask{1} << column;
                }
            }
        }
        for (int row = 0; row < height_; ++row)
            if ((rows[row].filled | rows[row].empty) != full_row) return false;
        return true;
    }

    // The level of a unique grid that line solving leaves open: k = 3, 4, ... on one engine.
    // A unique grid always completes by k = width + height (one set holding every open line).
    int level_of(std::uint64_t grid) {
        std::vector<const Clue*> clues;
        for (int row = 0; row < height_; ++row) clues.push_back(&tables_.rows.clue(row_ids_[row]));
        for (int column = 0; column < width_; ++column)
            clues.push_back(&tables_.columns.clue(column_ids_[column]));
        analysis::LevelEngine engine(width_, height_, clues, 0);
        using Status = analysis::LevelEngine::Status;
        for (int k = 1; k <= width_ + height_; ++k) {
            const Status status = k == 1 ? engine.line_fixpoint() : engine.level_fixpoint(k);
            if (status == Status::Complete) {
                check_same(engine.grid(), grid);
                return k;
            }
            if (status != Status::Stalled)
                throw std::logic_error("census: the level engine contradicts a unique grid");
        }
        throw std::logic_error("census: a unique grid is not solved by the closure over all lines");
    }

    void check_same(const Grid& solved, std::uint64_t grid) const {
        for (int row = 0; row < height_; ++row)
            for (int column = 0; column < width_; ++column) {
                const bool filled = (grid >> (row * width_ + column)) & 1;
                if (solved.at(row, column) != (filled ? Cell::Filled : Cell::Empty))
                    throw std::logic_error("census: the level engine solved a unique grid wrongly");
            }
    }

    const Tables& tables_;
    int width_, height_;
    bool levels_;
    Tally& tally_;
    std::vector<int> row_ids_, column_ids_;
    std::vector<Entry> entries_;
};

void check_options(const CensusOptions& options) {
    const int w = options.width, h = options.height;
    if (w < 1 || h < 1 || w > kMaxCensusSide || h > kMaxCensusSide)
        throw std::invalid_argument("census sizes must be 1.." + std::to_string(kMaxCensusSide) +
                                    " (got " + std::to_string(w) + "x" + std::to_string(h) + ")");
    if (w * h > kMaxCensusCells)
        throw std::invalid_argument("census of " + std::to_string(w) + "x" + std::to_string(h) +
                                    " is too large (at most " + std::to_string(kMaxCensusCells) +
                                    " cells)");
    if (options.shard_count < 1 || options.shard_index < 0 ||
        options.shard_index >= options.shard_count)
        throw std::invalid_argument("bad shard " + std::to_string(options.shard_index) + "/" +
                                    std::to_string(options.shard_count));
}

}  // namespace

std::uint64_t census_work_units(int width, int height) {
    const analysis::LineCatalogue rows(width);
    std::uint64_t units = 1;
    for (int row = 0; row < height; ++row) units *= static_cast<std::uint64_t>(rows.clue_count());
    return units;
}

CensusResult run_census(const CensusOptions& options) {
    check_options(options);
    const int width = options.width, height = options.height;
    const Tables tables(width, height);
    std::uint64_t groups = 1;
    for (int row = 0; row < height; ++row) groups *= static_cast<std::uint64_t>(tables.rows.clue_count());
    const auto shard_count = static_cast<std::uint64_t>(options.shard_count);
    const auto shard_index = static_cast<std::uint64_t>(options.shard_index);
    // This shard's groups are shard_index, shard_index + N, ...: interleaved, so shards of very
    // different group sizes even out.
    const std::uint64_t local = groups > shard_index ? (groups - shard_index + shard_count - 1) / shard_count : 0;

    int threads = options.threads > 0 ? options.threads
                                      : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    threads = static_cast<int>(std::min<std::uint64_t>(static_cast<std::uint64_t>(threads), std::max<std::uint64_t>(local, 1)));
    std::vector<Tally> tallies(static_cast<std::size_t>(threads));
    std::atomic<std::uint64_t> next{0};
    std::atomic<bool> stopped{false};
    constexpr std::uint64_t kChunk = 16;  // groups taken at a time: small, so threads finish together
    auto work = [&](int thread) {
        GroupWorker worker(tables, width, height, options.levels, tallies[thread]);
        for (;;) {
            if (options.stop && options.stop->load(std::memory_order_relaxed)) {
                stopped = true;
                return;
            }
            const std::uint64_t first = next.fetch_add(kChunk);
            if (first >= local) return;
            const std::uint64_t last = std::min(local, first + kChunk);
            for (std::uint64_t i = first; i < last; ++i) worker.run(shard_index + i * shard_count);
            if (options.done) options.done->fetch_add(last - first, std::memory_order_relaxed);
        }
    };
    // A worker that fails (an internal check, or memory) stops the others and is rethrown here.
    std::vector<std::exception_ptr> failures(static_cast<std::size_t>(threads));
    std::atomic<bool> failed{false};
    auto guarded = [&](int thread) {
        try {
            work(thread);
        } catch (...) {
            failures[thread] = std::current_exception();
            failed = true;
            next = local;  // the others take no new groups
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(guarded, t);
    guarded(0);
    for (std::thread& thread : pool) thread.join();
    if (failed)
        for (const std::exception_ptr& failure : failures)
            if (failure) std::rethrow_exception(failure);

    CensusResult result;
    result.width = width;
    result.height = height;
    result.levels = options.levels;
    result.shard_count = options.shard_count;
    result.shards = {options.shard_index};
    result.interrupted = stopped;
    if (options.levels) result.level_histogram.assign(static_cast<std::size_t>(width + height + 1), 0);
    for (const Tally& tally : tallies) {
        result.row_clue_tuples += tally.groups;
        result.grids += tally.grids;
        result.clue_sets += tally.clue_sets;
        result.unique += tally.unique;
        result.line_solvable += tally.line_solvable;
        for (std::size_t k = 0; k < tally.levels.size(); ++k) result.level_histogram[k] += tally.levels[k];
    }
    return result;
}

}  // namespace nono
