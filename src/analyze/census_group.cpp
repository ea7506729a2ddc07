// The census's inner loop. Measured on `nono census 6 --shard 7/20000 --threads 1` (perf):
// before this file, 72% of the time went to line solving unique grids (cell by cell), 19% to
// building each grid's column clues bit by bit, 8% to sorting 16-byte entries. Now a grid is
// built "transposed" (one byte per column) as the rows are chosen, two columns' clue ids are
// one table read, an entry is one integer (column-clue key above the grid's number in its
// group) sorted by radix, and line solving keeps rows and columns as byte lanes of four
// 64-bit words, re-solving only lines that gained a cell.
#include "census_group.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "level_engine.hpp"
#include "nono/census.hpp"

namespace nono::analysis {

namespace {

__extension__ using Wide = unsigned __int128;  // entries of sizes whose key and number pass 64 bits

// Bit i of an 8-bit mask moved to bit 8i: a row's cells as bits of the column bytes.
struct ByteSpread {
    std::uint64_t of[256];
    constexpr ByteSpread() : of() {
        for (int mask = 0; mask < 256; ++mask)
            for (int bit = 0; bit < 8; ++bit)
                if ((mask >> bit) & 1) of[mask] |= std::uint64_t{1} << (8 * bit);
    }
};
constexpr ByteSpread kSpread;

int bits_for(std::uint64_t values) { return values <= 1 ? 0 : static_cast<int>(std::bit_width(values - 1)); }

// Sorts by the bits above `low` (`bits` of them); below, the order does not matter. Small
// groups by std::sort, large ones by least-significant-digit radix passes.
template <class Packed>
void sort_keys(std::vector<Packed>& values, std::vector<Packed>& buffer, int low, int bits) {
    constexpr std::size_t kRadixFrom = 1024;
    if (values.size() < kRadixFrom) {
        std::sort(values.begin(), values.end());
        return;
    }
    constexpr int kDigit = 11;
    constexpr std::size_t kBuckets = std::size_t{1} << kDigit;
    buffer.resize(values.size());
    Packed* from = values.data();
    Packed* to = buffer.data();
    const std::size_t n = values.size();
    for (int shift = low; shift < low + bits; shift += kDigit) {
        std::size_t counts[kBuckets] = {};
        for (std::size_t i = 0; i < n; ++i) ++counts[static_cast<std::size_t>(from[i] >> shift) & (kBuckets - 1)];
        std::size_t sum = 0;
        for (std::size_t& count : counts) {
            const std::size_t here = count;
            count = sum;
            sum += here;
        }
        for (std::size_t i = 0; i < n; ++i) to[counts[static_cast<std::size_t>(from[i] >> shift) & (kBuckets - 1)]++] = from[i];
        std::swap(from, to);
    }
    if (from != values.data()) values.swap(buffer);
}

template <class Packed>
class GroupWorker final : public GroupCounter {
public:
    GroupWorker(const CensusTables& tables, bool levels, CensusTally& tally, UniqueGridVisitor visitor)
        : t_(tables), width_(tables.width), height_(tables.height), levels_(levels), tally_(tally),
          visitor_(std::move(visitor)) {
        tally_.levels.assign(levels ? static_cast<std::size_t>(width_ + height_ + 1) : 0, 0);
    }

    void run(std::uint64_t group, std::uint64_t weight, bool transposed_pairs) override {
        group_ = group;
        weight_ = weight;
        transposed_pairs_ = transposed_pairs;
        prepare_rows(group);
        entries_.resize(static_cast<std::size_t>(grids_));
        out_ = entries_.data();
        descend(0, 0, 0);
        sort_keys(entries_, buffer_, t_.index_bits, t_.key_bits);
        const int shift = t_.index_bits;
        std::uint64_t clue_sets = 0;
        for (std::size_t i = 0, n = entries_.size(); i < n;) {
            const Packed key = entries_[i] >> shift;
            std::size_t j = i + 1;
            while (j < n && (entries_[j] >> shift) == key) ++j;
            ++clue_sets;
            if (j - i == 1) classify_unique(entries_[i]);
            i = j;
        }
        tally_.groups += weight;
        tally_.grids += weight * grids_;
        tally_.clue_sets += weight * clue_sets;
    }

private:
    // The group's row clues, their arrangements, and what line solving the rows alone gives
    // (the same for every grid of the group).
    void prepare_rows(std::uint64_t group) {
        const auto base = static_cast<std::uint64_t>(t_.rows.clue_count());
        grids_ = 1;
        rows_filled_ = rows_empty_ = columns_filled_ = columns_empty_ = 0;
        for (int row = 0; row < height_; ++row) {
            row_ids_[row] = static_cast<int>(group % base);
            group /= base;
            options_[row] = &t_.spread[static_cast<std::size_t>(row_ids_[row])];
            strides_[row] = grids_;
            grids_ *= options_[row]->size();
            const std::uint32_t entry = t_.rows.entry(row_ids_[row], 0);
            const std::uint64_t filled = entry & 0xFF, empty = (entry >> 16) & 0xFF;
            rows_filled_ |= filled << (8 * row);
            rows_empty_ |= empty << (8 * row);
            columns_filled_ |= kSpread.of[filled] << row;
            columns_empty_ |= kSpread.of[empty] << row;
        }
    }

    // Every grid of the group, rows chosen first to last, the transposed grid built on the way.
    void descend(int row, std::uint64_t transposed, std::uint64_t index) {
        const std::vector<std::uint64_t>& spread = *options_[row];
        const std::uint64_t stride = strides_[row];
        if (row + 1 < height_) {
            for (std::size_t i = 0; i < spread.size(); ++i)
                descend(row + 1, transposed | (spread[i] << row), index + i * stride);
            return;
        }
        for (std::size_t i = 0; i < spread.size(); ++i) {
            const std::uint64_t grid = transposed | (spread[i] << row);
            Packed key = 0;
            int column = 0;
            for (; column + 1 < width_; column += 2)
                key |= Packed{t_.pair_key[(grid >> (8 * column)) & 0xFFFF]} << (column * t_.column_bits);
            if (column < width_)
                key |= Packed{static_cast<std::uint64_t>(t_.columns.clue_id((grid >> (8 * column)) & 0xFF))}
                       << (column * t_.column_bits);
            *out_++ = (key << t_.index_bits) | Packed{index + i * stride};
        }
    }

    void classify_unique(Packed entry) {
        tally_.unique += weight_;
        const Packed key = entry >> t_.index_bits;
        const std::uint64_t id_mask = (std::uint64_t{1} << t_.column_bits) - 1;
        for (int column = 0; column < width_; ++column)
            column_ids_[column] = static_cast<int>(static_cast<std::uint64_t>(key >> (column * t_.column_bits)) & id_mask);
        std::uint64_t factor = 1;
        if (transposed_pairs_) {
            const std::uint64_t least = t_.column_symmetry.least(column_ids_);
            if (least < group_) return;  // counted from the group of its transpose
            if (least > group_) factor = 2;
        }
        const std::uint64_t weight = weight_ * factor;
        const auto index = static_cast<std::uint64_t>(entry & ((Packed{1} << t_.index_bits) - 1));
        if (line_solves()) {
            tally_.line_solvable += weight;
            if (levels_) tally_.levels[1] += weight;
            if (visitor_) visitor_(grid_of(index), 1);
            return;
        }
        int level = 0;
        if (levels_) {
            level = level_of(grid_of(index));
            tally_.levels[static_cast<std::size_t>(level)] += weight;
        }
        if (visitor_) visitor_(grid_of(index), level);
    }

    // Line solving to a fixpoint; true when it completes. Rows are byte lanes of rows_* (bit c
    // = column c), columns byte lanes of columns_* (bit r = row r); a line is solved again only
    // after a crossing line gave it a cell. The grid is a solution, so no line contradicts.
    // Not the shared LineQueue/LineRef loop (line/propagation.hpp): here a line is a byte lane
    // answered by one table lookup and the queue is two bit sets, the innermost loop of the
    // census (the 6x6 run's 57 billion clue sets); a generic queue of line numbers and cell
    // vectors would put allocation-free but per-cell work back into it.
    bool line_solves() const {
        std::uint64_t row_filled = rows_filled_, row_empty = rows_empty_;
        std::uint64_t column_filled = columns_filled_, column_empty = columns_empty_;
        unsigned open_columns = (1u << width_) - 1, open_rows = 0;
        const int h = height_, w = width_;
        while (open_columns) {
            while (open_columns) {
                const int column = std::countr_zero(open_columns);
                open_columns &= open_columns - 1;
                const std::uint64_t old_filled = (column_filled >> (8 * column)) & 0xFF;
                const std::uint64_t old_empty = (column_empty >> (8 * column)) & 0xFF;
                const std::uint16_t entry = t_.column_table[static_cast<std::size_t>(column_ids_[column]) * t_.column_states +
                                                            t_.ternary[old_filled] + 2 * t_.ternary[old_empty]];
                const std::uint64_t filled = (entry & 0xFF) & ~old_filled;
                const std::uint64_t empty = (entry >> 8) & ~old_empty;
                if ((filled | empty) == 0) continue;
                column_filled |= filled << (8 * column);
                column_empty |= empty << (8 * column);
                row_filled |= kSpread.of[filled] << column;
                row_empty |= kSpread.of[empty] << column;
                open_rows |= static_cast<unsigned>(filled | empty);
            }
            while (open_rows) {
                const int row = std::countr_zero(open_rows);
                open_rows &= open_rows - 1;
                const std::uint64_t old_filled = (row_filled >> (8 * row)) & 0xFF;
                const std::uint64_t old_empty = (row_empty >> (8 * row)) & 0xFF;
                const std::uint16_t entry = t_.row_table[static_cast<std::size_t>(row_ids_[row]) * t_.row_states +
                                                         t_.ternary[old_filled] + 2 * t_.ternary[old_empty]];
                const std::uint64_t filled = (entry & 0xFF) & ~old_filled;
                const std::uint64_t empty = (entry >> 8) & ~old_empty;
                if ((filled | empty) == 0) continue;
                row_filled |= filled << (8 * row);
                row_empty |= empty << (8 * row);
                column_filled |= kSpread.of[filled] << row;
                column_empty |= kSpread.of[empty] << row;
                open_columns |= static_cast<unsigned>(filled | empty);
            }
        }
        return std::popcount(row_filled | row_empty) == w * h;
    }

    // Grid number `index` of the group, row by row (width bits each, first row lowest).
    std::uint64_t grid_of(std::uint64_t index) const {
        std::uint64_t grid = 0;
        for (int row = 0; row < height_; ++row) {
            const std::vector<Mask>& arrangements = t_.rows.arrangements(row_ids_[row]);
            const std::uint64_t choice = (index / strides_[row]) % arrangements.size();
            grid |= arrangements[static_cast<std::size_t>(choice)] << (row * width_);
        }
        return grid;
    }

    // The level of a unique grid that line solving leaves open: k = 4, 5, ... on one engine.
    // A unique grid always completes by k = width + height (one set holding every open line).
    int level_of(std::uint64_t grid) const {
        std::vector<const Clue*> clues;
        for (int row = 0; row < height_; ++row) clues.push_back(&t_.rows.clue(row_ids_[row]));
        for (int column = 0; column < width_; ++column) clues.push_back(&t_.columns.clue(column_ids_[column]));
        LevelEngine engine(width_, height_, clues, 0);
        using Status = LevelEngine::Status;
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

    const CensusTables& t_;
    int width_, height_;
    bool levels_;
    CensusTally& tally_;
    UniqueGridVisitor visitor_;
    std::uint64_t group_ = 0, weight_ = 1;
    bool transposed_pairs_ = false;
    int row_ids_[kMaxCensusSide] = {};
    int column_ids_[kMaxCensusSide] = {};
    const std::vector<std::uint64_t>* options_[kMaxCensusSide] = {};
    std::uint64_t strides_[kMaxCensusSide] = {};
    std::uint64_t grids_ = 0;
    std::uint64_t rows_filled_ = 0, rows_empty_ = 0, columns_filled_ = 0, columns_empty_ = 0;
    std::vector<Packed> entries_, buffer_;
    Packed* out_ = nullptr;
};

}  // namespace

CensusTables::CensusTables(int width_, int height_)
    : width(width_), height(height_), rows(width_), columns(height_), row_symmetry(rows, height_),
      column_symmetry(columns, width_) {
    spread.resize(static_cast<std::size_t>(rows.clue_count()));
    std::size_t most_arrangements = 1;
    for (int id = 0; id < rows.clue_count(); ++id) {
        for (Mask arrangement : rows.arrangements(id))
            spread[static_cast<std::size_t>(id)].push_back(kSpread.of[arrangement]);
        most_arrangements = std::max(most_arrangements, rows.arrangements(id).size());
    }
    for (int mask = 0; mask < 256; ++mask)
        for (int bit = 7; bit >= 0; --bit) ternary[mask] = static_cast<std::uint16_t>(3 * ternary[mask] + ((mask >> bit) & 1));
    auto compact = [this](const LineCatalogue& lines, std::size_t& states) {
        const int length = lines.length();
        states = 1;
        for (int cell = 0; cell < length; ++cell) states *= 3;
        std::vector<std::uint16_t> table(static_cast<std::size_t>(lines.clue_count()) * states, 0);
        const Mask all = low_bits(length);
        for (int id = 0; id < lines.clue_count(); ++id)
            for (Mask filled = 0; filled <= all; ++filled)
                for (Mask empty = 0; empty <= all; ++empty) {
                    if (filled & empty) continue;
                    const std::uint32_t entry = lines.entry(id, static_cast<std::size_t>(filled | (empty << length)));
                    if (entry == LineCatalogue::kContradiction) continue;  // never asked of a solution
                    table[static_cast<std::size_t>(id) * states + ternary[filled] + 2 * ternary[empty]] =
                        static_cast<std::uint16_t>((entry & 0xFF) | (((entry >> 16) & 0xFF) << 8));
                }
        return table;
    };
    row_table = compact(rows, row_states);
    column_table = compact(columns, column_states);
    column_bits = std::max(1, bits_for(static_cast<std::uint64_t>(columns.clue_count())));
    pair_key.assign(std::size_t{1} << 16, 0);
    const Mask lines = Mask{1} << height;
    for (Mask first = 0; first < lines; ++first)
        for (Mask second = 0; second < lines; ++second)
            pair_key[first | (second << 8)] = static_cast<std::uint16_t>(
                columns.clue_id(first) | (columns.clue_id(second) << column_bits));
    key_bits = width * column_bits;
    std::uint64_t largest = 1;
    for (int row = 0; row < height; ++row) largest *= most_arrangements;
    index_bits = bits_for(largest);
    if (key_bits + index_bits > 128) throw std::invalid_argument("census: this size's groups are too large");
}

std::unique_ptr<GroupCounter> make_group_counter(const CensusTables& tables, bool levels,
                                                 CensusTally& tally, UniqueGridVisitor visitor) {
    if (tables.key_bits + tables.index_bits <= 64)
        return std::make_unique<GroupWorker<std::uint64_t>>(tables, levels, tally, std::move(visitor));
    return std::make_unique<GroupWorker<Wide>>(tables, levels, tally, std::move(visitor));
}

}  // namespace nono::analysis
