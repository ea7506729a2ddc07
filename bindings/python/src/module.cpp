// The `nono._nono` extension: the puzzle model, reading and writing every format, and the
// errors, over the public C++ API (include/nono/). Solving is in solve.cpp; the pure-Python
// part of the package (nono/__init__.py) adds numpy arrays on top.
#include <cstdio>
#include <pybind11/operators.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <pybind11/stl/filesystem.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <optional>
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

Puzzle make_puzzle(const py::sequence& rows, const py::sequence& columns, std::string title,
                   std::string author, const std::optional<py::sequence>& goal) {
    Puzzle puzzle;
    puzzle.rows = clues_from(rows);
    puzzle.columns = clues_from(columns);
    puzzle.height = static_cast<int>(puzzle.rows.size());
    puzzle.width = static_cast<int>(puzzle.columns.size());
    puzzle.title = std::move(title);
    puzzle.author = std::move(author);
    if (goal) puzzle.goal = grid_from_rows(*goal);
    require_valid(puzzle, "Puzzle");
    return puzzle;
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

void bind_io(py::module_& module) {
    module.def("read", [](const std::filesystem::path& path, const std::optional<std::string>& format) {
        return read_puzzle(path.string(), format_argument(format));
    }, py::arg("path"), py::arg("format") = py::none(),
       "Reads a puzzle file in any format of nono.formats(): by extension, else sniffed.");
    module.def("read_all", [](const std::filesystem::path& path, const std::optional<std::string>& format) {
        return read_puzzles(path.string(), format_argument(format));
    }, py::arg("path"), py::arg("format") = py::none(),
       "Every puzzle of a file, as a list (a webpbn XML file may hold several).");
    module.def("parse", [](const std::string& text, const std::optional<std::string>& format,
                           const std::string& source) {
        const std::optional<Format> chosen = format_argument(format);
        return parse_puzzle(text, chosen ? *chosen : detect_format(text, source), source);
    }, py::arg("text"), py::arg("format") = py::none(), py::arg("source") = "<string>",
       "Parses a puzzle from text (or bytes, for a PNG); the format is sniffed when not given.");
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
                                py::arg("author") = info.holds_author, py::arg("properties") = info.holds_properties);
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

Grid grid_from_rows(const py::sequence& rows) {
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
            if (value != 0 && value != 1)
                throw py::value_error("picture cells are 0 or 1, row " + std::to_string(r + 1) +
                                      " has " + std::to_string(value));
            grid.set(r, c, value == 1 ? Cell::Filled : Cell::Empty);
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

    py::class_<Puzzle> puzzle_class(module, "Puzzle", "A black-and-white nonogram: clues, sizes, optional title, author and goal picture.");
    puzzle_class
        .def(py::init(&make_puzzle), py::arg("rows"), py::arg("columns"), py::kw_only(),
             py::arg("title") = "", py::arg("author") = "", py::arg("goal") = py::none(),
             "Clues top to bottom and left to right, each a list of block lengths ([] or 0 for an "
             "empty line). Raises nono.InputError listing every problem.")
        .def_static("from_grid", [](const py::sequence& picture, std::string title) {
            return puzzle_from_grid(grid_from_rows(picture), std::move(title));
        }, py::arg("picture"), py::arg("title") = "",
           "The puzzle whose clues are read off a picture (rows of 0/1); the picture becomes the goal.")
        .def_readonly("width", &Puzzle::width)
        .def_readonly("height", &Puzzle::height)
        .def_property_readonly("rows", [](const Puzzle& p) { return clues_to_list(p.rows); })
        .def_property_readonly("columns", [](const Puzzle& p) { return clues_to_list(p.columns); })
        .def_readwrite("title", &Puzzle::title)
        .def_readwrite("author", &Puzzle::author)
        .def_property_readonly("goal", [](const Puzzle& p) -> py::object {
            return p.goal ? py::object(grid_to_list(*p.goal)) : py::none();
        }, "The intended picture when the file gives one (rows of 0/1), else None.")
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
