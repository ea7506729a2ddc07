// The formats that are a size and then clue lines, nothing else (no title, no goal):
// - Jakub Wilk's .nin: "W H" on the first line, then H row clues, then W column clues.
// - Olšák's .mk (as pbnsolve reads it): "H W", the row clues, a line "#", the column clues.
// - .cwd (QNonograms, Sukhoy's solver; read by pbnsolve): H and W on lines of their own, the
//   row clues, a blank line, the column clues.
// A clue line is numbers separated by blanks or commas, "0" for an empty line. Blank lines
// are skipped (the .cwd writer puts one between rows and columns, as the format has it).
// Lines after the column clues are ignored with a warning, as the other readers ignore them.
#include <cctype>

#include "formats.hpp"

namespace nono::io {
namespace {

enum class Layout { Nin, Mk, Cwd };

const char* layout_name(Layout layout) {
    return layout == Layout::Nin ? ".nin" : layout == Layout::Mk ? ".mk" : ".cwd";
}

bool is_number_line(std::string_view text) {
    if (text.empty()) return false;
    for (char c : text)
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != ' ' && c != '\t' && c != ',') return false;
    return true;
}

// Whitespace-separated tokens of a line.
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        std::size_t end = i;
        while (end < text.size() && text[end] != ' ' && text[end] != '\t') ++end;
        if (end > i) out.push_back(text.substr(i, end - i));
        i = end;
    }
    return out;
}

class ClueListReader {
public:
    ClueListReader(Layout layout, std::string_view text, const std::string& source,
                   std::vector<InputWarning>* warnings)
        : layout_(layout), source_(source), warnings_(warnings) {
        for (const NumberedLine& line : split_lines(text))
            if (!trim(line.text).empty()) lines_.push_back({line.number, trim(line.text)});
    }

    Puzzle read() {
        if (lines_.empty())
            throw InputError(source_, 0, std::string("the input is empty (a ") + layout_name(layout_) +
                                             " file starts with " + size_form() + ")");
        read_size();
        read_clues(true);
        if (layout_ == Layout::Mk) {
            if (next_ >= lines_.size() || lines_[next_].text != "#")
                throw InputError(source_, next_ < lines_.size() ? lines_[next_].number : last_line(),
                                 "expected a line '#' between the row and the column clues");
            ++next_;
        }
        read_clues(false);
        validate_at_lines(puzzle_, source_, where_);
        // Jakub Wilk's solver and pbnsolve read what the size asks for and stop, and files exist
        // with more after it (jwilk's data142 repeats its clues), so the rest is only noted.
        if (next_ < lines_.size() && warnings_ != nullptr)
            warnings_->push_back({source_, lines_[next_].number,
                                  "more lines than the size asks for (" + std::to_string(puzzle_.height) +
                                      " rows and " + std::to_string(puzzle_.width) +
                                      " columns); from here on they are ignored"});
        return std::move(puzzle_);
    }

private:
    std::string size_form() const {
        return layout_ == Layout::Nin ? "'WIDTH HEIGHT'" : layout_ == Layout::Mk ? "'HEIGHT WIDTH'"
                                                                                  : "HEIGHT and WIDTH on two lines";
    }
    int last_line() const { return lines_.back().number; }

    int size_value(std::string_view token, const char* name, int line) {
        const int value = parse_count(token, name, source_, line);
        if (value < 1 || value > kMaxSide)
            throw InputError(source_, line, std::string(name) + " " + std::to_string(value) +
                                                " is outside 1.." + std::to_string(kMaxSide));
        return value;
    }

    void read_size() {
        if (layout_ == Layout::Cwd) {
            for (int* target : {&puzzle_.height, &puzzle_.width}) {
                const char* name = target == &puzzle_.height ? "height" : "width";
                if (next_ >= lines_.size())
                    throw InputError(source_, last_line(), std::string("no ") + name + " line (a .cwd file starts with " + size_form() + ")");
                const NumberedLine& line = lines_[next_++];
                if (words(line.text).size() != 1)
                    throw InputError(source_, line.number, std::string("expected the ") + name +
                                                               " alone on the line, found '" +
                                                               std::string(line.text.substr(0, 20)) + "'");
                *target = size_value(line.text, name, line.number);
            }
            return;
        }
        const NumberedLine& line = lines_[next_++];
        const std::vector<std::string_view> sizes = words(line.text);
        if (sizes.size() != 2)
            throw InputError(source_, line.number, "expected " + size_form() + " on the first line, found '" +
                                                       std::string(line.text.substr(0, 20)) + "'");
        const bool width_first = layout_ == Layout::Nin;
        puzzle_.width = size_value(sizes[width_first ? 0 : 1], "width", line.number);
        puzzle_.height = size_value(sizes[width_first ? 1 : 0], "height", line.number);
    }

    void read_clues(bool rows) {
        const int count = rows ? puzzle_.height : puzzle_.width;
        const char* kind = rows ? "row" : "column";
        auto& clues = rows ? puzzle_.rows : puzzle_.columns;
        auto& lines_of = rows ? where_.rows : where_.columns;
        while (static_cast<int>(clues.size()) < count) {
            if (next_ >= lines_.size() || (layout_ == Layout::Mk && lines_[next_].text == "#"))
                throw InputError(source_, next_ < lines_.size() ? lines_[next_].number : last_line(),
                                 "expected " + std::to_string(count) + " " + kind + " clues, found " +
                                     std::to_string(clues.size()) +
                                     (next_ < lines_.size() ? "" : " before the end of the file"));
            const NumberedLine& line = lines_[next_++];
            const std::string what = std::string(kind) + " " + std::to_string(clues.size() + 1);
            clues.push_back(parse_clue_line(line.text, what, source_, line.number));
            lines_of.push_back(line.number);
        }
    }

    Layout layout_;
    const std::string& source_;
    std::vector<InputWarning>* warnings_;
    std::vector<NumberedLine> lines_;  // the non-blank ones, trimmed
    std::size_t next_ = 0;
    Puzzle puzzle_;
    SourceLines where_;
};

std::string write_layout(const Puzzle& puzzle, Layout layout) {
    std::string out;
    const std::string width = std::to_string(puzzle.width), height = std::to_string(puzzle.height);
    if (layout == Layout::Nin) out = width + " " + height + "\n";
    else if (layout == Layout::Mk) out = height + " " + width + "\n";
    else out = height + "\n" + width + "\n";
    for (const Clue& clue : puzzle.rows) out += clue_line(clue) + "\n";
    if (layout == Layout::Mk) out += "#\n";
    if (layout == Layout::Cwd) out += "\n";
    for (const Clue& clue : puzzle.columns) out += clue_line(clue) + "\n";
    return out;
}

// The shape of a clue-list file: the size lines, then only number lines, as many as the
// size says (plus the '#' line of .mk).
bool looks_like(std::string_view text, Layout layout) {
    std::vector<std::string_view> lines;
    for (const NumberedLine& line : split_lines(text))
        if (!trim(line.text).empty()) lines.push_back(trim(line.text));
    std::size_t first_clue = layout == Layout::Cwd ? 2 : 1;
    if (lines.size() <= first_clue) return false;
    long long width = 0, height = 0;
    auto number = [](std::string_view token, long long& value) {
        if (token.empty() || token.size() > 4) return false;
        for (char c : token)
            if (!std::isdigit(static_cast<unsigned char>(c))) return false;
        value = std::stoll(std::string(token));
        return value > 0;
    };
    if (layout == Layout::Cwd) {
        if (!number(lines[0], height) || !number(lines[1], width)) return false;
    } else {
        const std::vector<std::string_view> sizes = words(lines[0]);
        if (sizes.size() != 2 || !number(sizes[0], width) || !number(sizes[1], height)) return false;
        if (layout == Layout::Mk) std::swap(width, height);
    }
    std::size_t separators = 0;
    for (std::size_t i = first_clue; i < lines.size(); ++i) {
        if (layout == Layout::Mk && lines[i] == "#") ++separators;
        else if (!is_number_line(lines[i])) return false;
    }
    const std::size_t expected = static_cast<std::size_t>(width + height) + (layout == Layout::Mk ? 1 : 0);
    return lines.size() - first_clue >= expected && separators == (layout == Layout::Mk ? 1u : 0u);
}

}  // namespace

Puzzle parse_nin(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings) {
    return ClueListReader(Layout::Nin, text, source, warnings).read();
}
Puzzle parse_mk(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings) {
    return ClueListReader(Layout::Mk, text, source, warnings).read();
}
Puzzle parse_cwd(std::string_view text, const std::string& source, std::vector<InputWarning>* warnings) {
    return ClueListReader(Layout::Cwd, text, source, warnings).read();
}
std::string write_nin(const Puzzle& puzzle) { return write_layout(puzzle, Layout::Nin); }
std::string write_mk(const Puzzle& puzzle) { return write_layout(puzzle, Layout::Mk); }
std::string write_cwd(const Puzzle& puzzle) { return write_layout(puzzle, Layout::Cwd); }
bool looks_like_nin(std::string_view text) { return looks_like(text, Layout::Nin); }
bool looks_like_mk(std::string_view text) { return looks_like(text, Layout::Mk); }
bool looks_like_cwd(std::string_view text) { return looks_like(text, Layout::Cwd); }

}  // namespace nono::io
