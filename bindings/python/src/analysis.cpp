// Difficulty analysis and pictures from Python: nono.classify (nono::analyze) and
// Puzzle.render (nono::render), in every build (has_classify and has_render stay, always true,
// for code that checks them).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <pybind11/stl/filesystem.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "convert.hpp"
#include "nono_binding.hpp"

#include "nono/analyze.hpp"
#include "nono/io.hpp"
#include "nono/render.hpp"
#include "nono/report.hpp"
#include "nono/strategy.hpp"

namespace nono::python {

namespace {

// The analysis as `nono classify --json` and the server's /api/classify give it: the report
// module's classify object (nono/report.hpp), handed to Python through its json module so the
// keys keep their order and cannot drift from the CLI's. "file" is None, as the server's.
py::dict classify(const Puzzle& puzzle, bool levels, int max_level, std::optional<std::uint64_t> max_work,
                  std::optional<double> timeout, bool count) {
    AnalysisOptions options;
    // As the CLI's classify: two solutions tell unique from several; count=True counts them all.
    options.solve.max_solutions = count ? 0 : 2;
    options.solve.keep_solutions = 2;
    options.levels = levels;
    options.level.max_level = max_level;
    if (max_work) options.level.max_work = *max_work;
    if (timeout) options.solve.timeout_seconds = *timeout;
    std::atomic<bool> stop{false};
    options.solve.interrupt = &stop;
    bool signalled = false;
    Analysis analysis;
    {
        py::gil_scoped_release release;
        analysis = binding::run_interruptible([&] { return analyze(puzzle, options); }, stop, [&] {
            py::gil_scoped_acquire acquire;
            if (!signalled && PyErr_CheckSignals() != 0) signalled = true;
            return signalled;
        });
    }
    if (signalled) throw py::error_already_set();
    GridStyle style;
    style.colours = palette_chars(puzzle);
    const std::string text = json_line(classify_object("", puzzle, analysis, count, style));
    return py::module_::import("json").attr("loads")(text).cast<py::dict>();
}

// The cells `solution=` asks for: None or False the blank puzzle; rows of 0/1 (of palette
// indices for a colour puzzle, drawn in its colours); True the
// solution, as the CLI's --solution draws it: the puzzle's goal picture, else solved (several
// solutions: the first, with a warning; none, or a limit first: ValueError with the verdict).
std::optional<Grid> solution_cells(const Puzzle& puzzle, const py::object& solution) {
    if (solution.is_none()) return std::nullopt;
    if (py::isinstance<py::bool_>(solution)) {
        if (!solution.cast<bool>()) return std::nullopt;
        if (puzzle.goal) return puzzle.goal;
        SolveOptions options;
        options.max_solutions = 2;
        options.keep_solutions = 1;
        SolveResult result;
        {
            py::gil_scoped_release release;
            result = solve(*make_strategy("engine"), puzzle, options);
        }
        if (result.solutions.empty()) throw py::value_error("no solution to draw: " + verdict_text(result));
        if (result.verdict != Verdict::Unique) {
            const std::string warning = verdict_text(result) + "; drawing the first";
            if (PyErr_WarnEx(PyExc_UserWarning, warning.c_str(), 1) != 0) throw py::error_already_set();
        }
        return result.solutions.front();
    }
    if (!py::isinstance<py::sequence>(solution) || py::isinstance<py::str>(solution))
        throw py::type_error("solution must be None, True (the puzzle's solution) or rows of 0/1 (palette indices for a colour puzzle)");
    return grid_from_rows(solution.cast<py::sequence>(), colour_count(puzzle));
}

// The picture as bytes (PNG, SVG, PDF, XBM, PBM), blank or with the cells `solution` says.
py::bytes render_bytes(const Puzzle& puzzle, const std::string& format_name, const py::object& solution,
                       double cell, double scale, bool clues, bool title, bool dark) {
    const std::optional<ImageFormat> format = image_format_from_name(format_name);
    if (!format) throw py::value_error("unknown image format '" + format_name + "' (known: png, svg, pdf, xbm, pbm)");
    RenderContent content;
    content.cells = solution_cells(puzzle, solution);
    RenderOptions options;
    options.cell = cell;
    options.scale = scale;
    options.clues = clues;
    options.title = title;
    if (dark) options = dark_theme(options);
    std::ostringstream out;
    {
        py::gil_scoped_release release;
        render(puzzle, content, *format, options, out);
    }
    return py::bytes(out.str());
}

}  // namespace

void bind_analysis(py::module_& module, py::class_<Puzzle>& puzzle_class) {
    module.attr("has_classify") = true;
    module.def("classify", &classify, py::arg("puzzle"), py::kw_only(), py::arg("levels") = true,
               py::arg("max_level") = 0, py::arg("max_work") = py::none(), py::arg("timeout") = py::none(),
               py::arg("count") = false,
               "Difficulty, as `nono classify --json` reports it (same keys, same order; file None): "
               "verdict, solutions, solution_count (count=True counts them all), line_solvable, level "
               "(outcome, level, max_level, work; None with levels=False), rating ('lines', 'probing', "
               "'search'), search, stalled, two_solutions, difference, line_open_cells, differing_cells.");
    puzzle_class.def("classify", &classify, py::kw_only(), py::arg("levels") = true, py::arg("max_level") = 0,
                     py::arg("max_work") = py::none(), py::arg("timeout") = py::none(), py::arg("count") = false);
    module.attr("has_render") = true;
    puzzle_class.def("render_bytes", &render_bytes, py::arg("format") = "png", py::kw_only(),
                     py::arg("solution") = py::none(), py::arg("cell") = 20.0, py::arg("scale") = 1.0,
                     py::arg("clues") = true, py::arg("title") = true, py::arg("dark") = false,
                     "The picture as bytes; solution: None for the blank puzzle, True for its solution "
                     "(the goal, else solved, as the CLI's --solution), or rows of 0/1 (palette indices for a "
                     "colour puzzle) to fill in. A colour puzzle's cells and clue numbers are in its colours.");
    puzzle_class.def("render", [](const Puzzle& puzzle, const std::filesystem::path& path,
                                  const std::optional<std::string>& format, const py::object& solution,
                                  double cell, double scale, bool clues, bool title, bool dark) {
        std::string name = format.value_or("");
        if (name.empty()) {
            const std::optional<ImageFormat> by_path = image_format_from_path(path.string());
            if (!by_path) throw py::value_error("cannot tell the image format of '" + path.string() + "'; pass format='png', ...");
            name = std::string(image_format_name(*by_path));
        }
        const std::string data = render_bytes(puzzle, name, solution, cell, scale, clues, title, dark);
        std::ofstream out(path, std::ios::binary);
        if (!(out << data) || !out.flush()) {
            PyErr_SetFromErrnoWithFilename(PyExc_OSError, path.string().c_str());
            throw py::error_already_set();
        }
    }, py::arg("path"), py::kw_only(), py::arg("format") = py::none(), py::arg("solution") = py::none(),
       py::arg("cell") = 20.0, py::arg("scale") = 1.0, py::arg("clues") = true, py::arg("title") = true,
       py::arg("dark") = false, "Draws the puzzle (with a solution when given) with nono's renderer.");
}

}  // namespace nono::python
