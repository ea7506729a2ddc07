// The `nono._nono` extension: the puzzle model, reading and writing every format, and the
// errors, over the public C++ API (include/nono/). Solving is in solve.cpp; the pure-Python
// part of the package (nono/__init__.py) adds numpy arrays on top.
#include <cstdio>
#include <pybind11/operators.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <pybind11/stl/filesystem.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "convert.hpp"
#include "nono/io.hpp"
#include "nono/puzzle.hpp"
#include "nono/strategy.hpp"

namespace nono::python {

namespace {

// nono.InputError: a ValueError that also carries where the input was wrong.
PyObject* input_error_type = nullptr;

void raise_input_error(const InputError& error) {
    py::object instance = py::reinterpret_steal<py::object>(
        PyObject_CallFunction(input_error_type, "s", error.what()));
    if (!instance) throw py::error_already_set();
    instance.attr("source") = error.source();
    instance.attr("line") = error.line();
    instance.attr("problem") = error.problem();
    PyErr_SetObject(input_error_type, instance.ptr());
}

// A clue from Python: an int (one block, 0 = an empty line) or a sequence of ints, with a
// lone 0 also meaning an empty line, as in .non files and the R package.
Clue clue_from(const py::handle& value) {
    Clue clue;
    if (py::isinstance<py::int_>(value)) {
        clue.push_back(value.cast<int>());
    } else if (py::isinstance<py::sequence>(value) && !py::isinstance<py::str>(value)) {
        for (const py::handle item : value.cast<py::sequence>()) {
            if (!py::isinstance<py::int_>(item))
                throw py::type_error("a clue holds ints, got " + std::string(py::str(py::type::of(item))));
            clue.push_back(item.cast<int>());
        }
    } else {
        throw py::type_error("a clue is an int or a sequence of ints, got " +
                             std::string(py::str(py::type::of(value))));
    }
    if (clue.size() == 1 && clue.front() == 0) clue.clear();
    return clue;
}

std::vector<Clue> clues_from(const py::sequence& lines) {
    std::vector<Clue> clues;
    for (const py::handle line : lines) clues.push_back(clue_from(line));
    return clues;
}

py::list clues_to_list(const std::vector<Clue>& clues) {
    py::list out;
    for (const Clue& clue : clues) out.append(py::cast(clue));
    return out;
}

// Every problem at once, so a hand-typed puzzle is fixed in one go.
void require_valid(const Puzzle& puzzle, const std::string& source) {
    const std::vector<std::string> problems = validation_problems(puzzle);
    if (problems.empty()) return;
    std::string joined;
    for (const std::string& problem : problems) joined += (joined.empty() ? "" : "; ") + problem;
    throw InputError(source, 0, joined);
}

// A palette colour from Python: a dict with name, rgb ("#rrggbb" or an int 0xRRGGBB) and char,
// or a (name, rgb, char) tuple, as Puzzle.palette gives them.
Colour colour_from(const py::handle& value, std::size_t index) {
    py::object name, rgb, symbol;
    if (py::isinstance<py::dict>(value)) {
        const py::dict entry = value.cast<py::dict>();
        for (const char* key : {"name", "rgb", "char"})
            if (!entry.contains(key))
                throw py::value_error("palette colour " + std::to_string(index) + " has no '" + key + "'");
        name = entry["name"], rgb = entry["rgb"], symbol = entry["char"];
    } else if (py::isinstance<py::sequence>(value) && !py::isinstance<py::str>(value) && py::len(value) == 3) {
        const py::sequence entry = value.cast<py::sequence>();
        name = entry[0], rgb = entry[1], symbol = entry[2];
    } else {
        throw py::type_error("a palette colour is a dict (name, rgb, char) or a (name, rgb, char) tuple");
    }
    Colour colour;
    colour.name = name.cast<std::string>();
    if (py::isinstance<py::int_>(rgb)) {
        colour.rgb = rgb.cast<std::uint32_t>() & 0xffffffu;
    } else {
        std::string text = rgb.cast<std::string>();
        if (!text.empty() && text.front() == '#') text.erase(0, 1);
        if (text.size() != 6 || text.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos)
            throw py::value_error("palette colour " + std::to_string(index) + ": rgb '" + rgb.cast<std::string>() +
                                  "' is not #rrggbb");
        colour.rgb = static_cast<std::uint32_t>(std::stoul(text, nullptr, 16));
    }
    const std::string character = symbol.cast<std::string>();
    if (character.size() != 1)
        throw py::value_error("palette colour " + std::to_string(index) + ": char must be one character");
    colour.symbol = character.front();
    return colour;
}

std::vector<std::vector<int>> colours_from(const py::sequence& lines) {
    std::vector<std::vector<int>> colours;
    for (const py::handle line : lines) {
        if (py::isinstance<py::int_>(line)) colours.push_back({line.cast<int>()});
        else colours.push_back(line.cast<std::vector<int>>());
    }
    return colours;
}

Puzzle make_puzzle(const py::sequence& rows, const py::sequence& columns, std::string title,
                   std::string author, const std::optional<py::sequence>& goal,
                   const std::optional<py::sequence>& palette, const std::optional<py::sequence>& row_colours,
                   const std::optional<py::sequence>& column_colours) {
    Puzzle puzzle;
    puzzle.rows = clues_from(rows);
    puzzle.columns = clues_from(columns);
    puzzle.height = static_cast<int>(puzzle.rows.size());
    puzzle.width = static_cast<int>(puzzle.columns.size());
    puzzle.title = std::move(title);
    puzzle.author = std::move(author);
    if (palette)
        for (std::size_t i = 0; i < palette->size(); ++i) puzzle.palette.push_back(colour_from((*palette)[i], i));
    if ((row_colours || column_colours) && !palette)
        throw py::value_error("row_colours and column_colours need a palette");
    if (row_colours) puzzle.row_colours = colours_from(*row_colours);
    if (column_colours) puzzle.column_colours = colours_from(*column_colours);
    if (goal) puzzle.goal = grid_from_rows(*goal, colour_count(puzzle));
    require_valid(puzzle, "Puzzle");
    return puzzle;
}

// The colour (a palette index, 1..) of each block of each line: the puzzle's own, or 1 for
// every block of a black-and-white puzzle, so the lists always match rows / columns.
py::list clue_colours(const Puzzle& puzzle, bool rows) {
    py::list out;
    const std::vector<Clue>& clues = rows ? puzzle.rows : puzzle.columns;
    for (std::size_t i = 0; i < clues.size(); ++i) {
        const std::span<const int> colours = line_colours(puzzle, static_cast<int>(rows ? i : puzzle.rows.size() + i));
        out.append(colours.empty() ? py::cast(std::vector<int>(clues[i].size(), 1))
                                   : py::cast(std::vector<int>(colours.begin(), colours.end())));
    }
    return out;
}

std::optional<Format> format_argument(const std::optional<std::string>& name) {
    if (!name) return std::nullopt;
    if (const std::optional<Format> format = format_from_name(*name)) return format;
    throw py::value_error("unknown format '" + *name + "' (known: " + format_list() + ")");
}

void write_file(const Puzzle& puzzle, const std::filesystem::path& path,
                const std::optional<std::string>& format_name) {
    std::optional<Format> format = format_argument(format_name);
    if (!format) format = format_from_path(path.string());
    if (!format)
        throw py::value_error("cannot tell the format of '" + path.string() +
                              "' from its extension; pass format= one of " + format_list());
    const std::string text = write_puzzle(puzzle, *format);
    std::ofstream out(path, std::ios::binary);
    if (out) out << text;
    if (!out || !out.flush()) {
        errno = errno ? errno : EIO;
        PyErr_SetFromErrnoWithFilename(PyExc_OSError, path.string().c_str());
        throw py::error_already_set();
    }
}

std::string puzzle_repr(const Puzzle& puzzle) {
    std::string repr = "<nono.Puzzle " + std::to_string(puzzle.width) + "x" +
                       std::to_string(puzzle.height);
    if (!puzzle.title.empty()) repr += " " + std::string(py::repr(py::str(puzzle.title)));
    return repr + ">";
}

void bind_errors(py::module_& module) {
    input_error_type = PyErr_NewExceptionWithDoc(
        "nono.InputError",
        "Bad puzzle input: .source (file name), .line (1-based, 0 if unknown), .problem.",
        PyExc_ValueError, nullptr);
    module.add_object("InputError", py::handle(input_error_type));
    py::register_exception<StrategyRefused>(module, "StrategyRefused", PyExc_ValueError);
    py::register_exception_translator([](std::exception_ptr thrown) {
        try {
            if (thrown) std::rethrow_exception(thrown);
        } catch (const InputError& error) {
            raise_input_error(error);
        }
    });
}

// `puzzle=`: which puzzle of a file holding several (a 1-based position, or a webpbn <id> as a
// string); the reader's message for several names it and read_all, not the CLI's --puzzle.
ReadOptions read_options(const py::object& puzzle) {
    ReadOptions options;
    if (py::isinstance<py::int_>(puzzle) && !py::isinstance<py::bool_>(puzzle)) {
        const long position = puzzle.cast<long>();
        if (position < 1 || position > 1'000'000'000)
            throw py::value_error("puzzle must be a position from 1, or a webpbn <id> as a string");
        options.position = static_cast<int>(position);
    } else if (py::isinstance<py::str>(puzzle)) {
        options.puzzle = puzzle.cast<std::string>();
    } else if (!puzzle.is_none()) {
        throw py::type_error("puzzle must be a position (1, 2, ...) or a webpbn <id> as a string");
    }
    options.how_to_choose = "with puzzle=N (its position) or puzzle='ID' (its <id>), or read every one with nono.read_all()";
    return options;
}

void bind_io(py::module_& module) {
    module.def("read", [](const std::filesystem::path& path, const std::optional<std::string>& format,
                          const py::object& puzzle) {
        const ReadOptions options = read_options(puzzle);
        return read_puzzle(path.string(), format_argument(format), nullptr, options);
    }, py::arg("path"), py::arg("format") = py::none(), py::kw_only(), py::arg("puzzle") = py::none(),
       "Reads a puzzle file in any format of nono.formats(): by extension, else sniffed. A webpbn "
       "file holding several needs puzzle= (a position from 1, or an <id> string); read_all reads "
       "every one.");
    module.def("read_all", [](const std::filesystem::path& path, const std::optional<std::string>& format) {
        return read_puzzles(path.string(), format_argument(format));
    }, py::arg("path"), py::arg("format") = py::none(),
       "Every puzzle of a file, as a list (a webpbn XML file may hold several).");
    module.def("parse", [](const std::string& text, const std::optional<std::string>& format,
                           const std::string& source, const py::object& puzzle) {
        const std::optional<Format> chosen = format_argument(format);
        const ReadOptions options = read_options(puzzle);
        return parse_puzzle(text, chosen ? *chosen : detect_format(text, source), source, nullptr, options);
    }, py::arg("text"), py::arg("format") = py::none(), py::arg("source") = "<string>", py::kw_only(),
       py::arg("puzzle") = py::none(),
       "Parses a puzzle from text (or bytes, for a PNG); the format is sniffed when not given. "
       "puzzle= chooses one of several, as for read().");
    module.def("formats", [] {
        std::vector<std::string> names;
        for (const FormatInfo& info : puzzle_formats()) names.emplace_back(info.name);
        return names;
    }, "The names of the formats read and written (nono's format table).");
    module.def("format_info", [](const std::string& name) {
        const Format format = *format_argument(name);
        const FormatInfo& info = nono::format_info(format);
        py::dict out;
        out["name"] = std::string(info.name);
        py::list aliases, extensions;
        for (std::string_view alias : info.aliases) aliases.append(std::string(alias));
        for (std::string_view extension : info.extensions) extensions.append(std::string(extension));
        out["aliases"] = aliases;
        out["extensions"] = extensions;
        out["description"] = std::string(info.description);
        out["picture"] = info.picture;
        out["binary"] = info.binary;
        out["holds"] = py::dict(py::arg("goal") = info.holds_goal, py::arg("title") = info.holds_title,
                                py::arg("author") = info.holds_author, py::arg("properties") = info.holds_properties,
                                py::arg("colour") = info.holds_colour, py::arg("several") = info.several);
        return out;
    }, py::arg("name"), "A row of the format table: extensions, description, what the format holds.");
}

}  // namespace

// A decided cell is its colour index: 0 empty (the background), 1 filled, and in a colour
// puzzle 2.. its other palette colours; -1 undecided (several colours left), None none left.
py::object cell_value(Cell cell) {
    if (cell == Cell::None) return py::none();
    const int colour = cell_colour(cell);
    return py::int_(colour >= 0 ? colour : -1);
}

py::list grid_to_list(const Grid& grid) {
    py::list rows;
    for (int r = 0; r < grid.height(); ++r) {
        py::list row;
        for (int c = 0; c < grid.width(); ++c) row.append(cell_value(grid.at(r, c)));
        rows.append(std::move(row));
    }
    return rows;
}

Grid grid_from_rows(const py::sequence& rows, int colours) {
    const int height = static_cast<int>(rows.size());
    const int width = height == 0 ? 0 : static_cast<int>(py::len(rows[0]));
    Grid grid(width, height, Cell::Empty);
    for (int r = 0; r < height; ++r) {
        const py::sequence row = rows[static_cast<std::size_t>(r)].cast<py::sequence>();
        if (static_cast<int>(row.size()) != width)
            throw py::value_error("picture row " + std::to_string(r + 1) + " has " +
                                  std::to_string(row.size()) + " cells, row 1 has " +
                                  std::to_string(width));
        for (int c = 0; c < width; ++c) {
            const int value = row[static_cast<std::size_t>(c)].cast<int>();
            if (value < 0 || value >= std::min(colours, kMaxColours))
                throw py::value_error((colours == 2 ? std::string("picture cells are 0 or 1")
                                                    : "picture cells are palette indices 0.." + std::to_string(colours - 1)) +
                                      ", row " + std::to_string(r + 1) + " has " + std::to_string(value));
            grid.set(r, c, colour_cell(value));
        }
    }
    return grid;
}

}  // namespace nono::python

PYBIND11_MODULE(_nono, module) {
    using namespace nono;
    using namespace nono::python;
    module.doc() = "nono: a nonogram solver (C++ engine); see the nono package's docstring";
    module.attr("__version__") = NONO_VERSION;
    bind_errors(module);

    py::class_<Puzzle> puzzle_class(module, "Puzzle", "A nonogram, black and white or in colour: clues (with their colours), sizes, palette, optional title, author and goal picture.");
    puzzle_class
        .def(py::init(&make_puzzle), py::arg("rows"), py::arg("columns"), py::kw_only(),
             py::arg("title") = "", py::arg("author") = "", py::arg("goal") = py::none(),
             py::arg("palette") = py::none(), py::arg("row_colours") = py::none(),
             py::arg("column_colours") = py::none(),
             "Clues top to bottom and left to right, each a list of block lengths ([] or 0 for an "
             "empty line). A colour puzzle also gives palette (background first: dicts name, rgb, char, "
             "or (name, rgb, char) tuples) and row_colours / column_colours, the palette index of each "
             "block, shaped as rows / columns. Raises nono.InputError listing every problem.")
        .def_static("from_grid", [](const py::sequence& picture, std::string title,
                                    const std::optional<py::sequence>& palette) {
            if (!palette) return puzzle_from_grid(grid_from_rows(picture), std::move(title));
            std::vector<Colour> colours;
            for (std::size_t i = 0; i < palette->size(); ++i) colours.push_back(colour_from((*palette)[i], i));
            const Grid grid = grid_from_rows(picture, static_cast<int>(colours.size()));
            Puzzle puzzle = puzzle_from_grid(grid, std::move(colours), std::move(title));
            require_valid(puzzle, "Puzzle.from_grid");
            return puzzle;
        }, py::arg("picture"), py::arg("title") = "", py::arg("palette") = py::none(),
           "The puzzle whose clues are read off a picture (rows of 0/1, or of palette indices with "
           "palette=); the picture becomes the goal.")
        .def_readonly("width", &Puzzle::width)
        .def_readonly("height", &Puzzle::height)
        .def_property_readonly("rows", [](const Puzzle& p) { return clues_to_list(p.rows); })
        .def_property_readonly("columns", [](const Puzzle& p) { return clues_to_list(p.columns); })
        .def_property_readonly("row_colours", [](const Puzzle& p) { return clue_colours(p, true); },
                               "The colour of each block of each row (palette indices, shaped as rows; "
                               "all 1 for black and white).")
        .def_property_readonly("column_colours", [](const Puzzle& p) { return clue_colours(p, false); },
                               "The colour of each block of each column, as row_colours.")
        .def_property_readonly("is_colour", [](const Puzzle& p) { return is_colour_puzzle(p); },
                               "True when some line has blocks of two or more foreground colours.")
        .def_readwrite("title", &Puzzle::title)
        .def_readwrite("author", &Puzzle::author)
        .def_property_readonly("goal", [](const Puzzle& p) -> py::object {
            return p.goal ? py::object(grid_to_list(*p.goal)) : py::none();
        }, "The intended picture when the file gives one (rows of palette indices: 0/1 for black and white), else None.")
        .def_property_readonly("palette", [](const Puzzle& p) {
            py::list colours;
            for (const Colour& colour : palette_of(p)) {
                char rgb[8];
                std::snprintf(rgb, sizeof rgb, "#%06x", static_cast<unsigned>(colour.rgb));
                colours.append(py::dict(py::arg("name") = colour.name, py::arg("rgb") = std::string(rgb),
                                        py::arg("char") = std::string(1, colour.symbol)));
            }
            return colours;
        }, "The colours a cell value indexes: [0] the background, [1] black or the first colour...; "
           "dicts of name, rgb ('#rrggbb') and char.")
        .def("to_string", [](const Puzzle& p, const std::string& format) -> py::object {
            const Format chosen = *format_argument(format);
            const std::string written = write_puzzle(p, chosen);
            // A binary format (png) comes back as bytes; the others as text.
            if (format_info(chosen).binary) return py::bytes(written);
            return py::str(written);
        }, py::arg("format") = "non",
           "The puzzle in a format of nono.formats(): str, or bytes for a binary format (png).")
        .def("write", &write_file, py::arg("path"), py::arg("format") = py::none(),
             "Writes the puzzle; the format comes from the extension unless given.")
        .def(py::self == py::self)
        .def("__repr__", &puzzle_repr)
        .def(py::pickle([](const Puzzle& p) { return write_puzzle(p, Format::Json); },
                        [](const std::string& json) { return parse_puzzle(json, Format::Json, "<pickle>"); }));
    bind_io(module);
    bind_solve(module, puzzle_class);
    bind_analysis(module, puzzle_class);
    bind_make(module);
}
