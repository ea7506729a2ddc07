// Making puzzles from Python: nono.import_image, nono.repair and nono.generate, with the
// options of `nono import`, `nono repair` and `nono generate` (include/nono/make.hpp). Rows
// and columns are 0-based here, as Python's lists are. The GIL is released while they work.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <optional>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "convert.hpp"
#include "nono/make.hpp"
#include "nono/report.hpp"

namespace nono::python {

namespace {

// A report's JSON as a Python dict, keys in their order.
py::dict report_dict(const ReportJson& json) {
    return py::module_::import("json").attr("loads")(json_line(json)).cast<py::dict>();
}

std::pair<int, int> size_of(std::optional<std::tuple<int, int>> size, int width, int height) {
    if (size) return {std::get<0>(*size), std::get<1>(*size)};
    return {width, height};
}

Puzzle import_image_py(const std::string& path, std::optional<std::tuple<int, int>> size, int width, int height,
                       std::optional<int> threshold, bool invert, int colours, const std::string& title) {
    ImportOptions options;
    std::tie(options.width, options.height) = size_of(size, width, height);
    options.threshold = threshold;
    options.invert = invert;
    options.colours = colours;
    ImportResult result;
    {
        py::gil_scoped_release release;
        result = import_image(path, options);
    }
    // As `nono import`: colours=K gives the palette k-means found (background first).
    if (!result.palette.empty()) return puzzle_from_grid(result.picture, std::move(result.palette), title);
    return puzzle_from_grid(result.picture, title);
}

// The picture to repair: the goal, or rows of 0/1.
Grid picture_argument(const py::object& picture) {
    if (py::isinstance<Puzzle>(picture)) {
        const Puzzle& puzzle = picture.cast<const Puzzle&>();
        if (!puzzle.goal) throw py::value_error("repair needs a picture: this puzzle has no goal");
        return *puzzle.goal;
    }
    return grid_from_rows(picture.cast<py::sequence>());
}

py::dict repair_py(const py::object& picture_object, bool line_solvable, int max_changes, int attempts,
                   std::uint64_t seed, double timeout) {
    const Grid picture = picture_argument(picture_object);
    RepairOptions options;
    options.line_solvable = line_solvable;
    options.max_changes = max_changes;
    options.attempts = attempts;
    options.seed = seed;
    options.timeout_seconds = timeout;
    RepairResult result;
    {
        py::gil_scoped_release release;
        result = repair(picture, options);
    }
    // `nono repair --json`'s report (nono/report.hpp, repair_object), through Python's json
    // module so the keys keep their order and cannot drift from the CLI's and the server's;
    // "puzzle" (the repaired picture as a Puzzle) is this binding's own.
    py::dict out = report_dict(repair_object(RepairReport{"", options, result}));
    out["puzzle"] = puzzle_from_grid(result.picture);
    return out;
}

py::list generate_py(std::optional<std::tuple<int, int>> size, int width, int height, std::uint64_t count,
                     double density, const std::string& target, std::uint64_t seed, int repair_changes,
                     std::uint64_t max_candidates, unsigned jobs, double timeout) {
    GenerateOptions options;
    std::tie(options.width, options.height) = size_of(size, width, height);
    options.density = density;
    options.target = parse_target(target);
    options.target.timeout_seconds = timeout;
    check_target_possible(options.target, options.width, options.height);
    options.seed = seed;
    options.repair_changes = repair_changes;
    options.max_candidates = max_candidates;
    std::vector<GeneratedPuzzle> made(count);
    {
        py::gil_scoped_release release;
        std::atomic<std::uint64_t> next{0};
        auto worker = [&] {
            for (std::uint64_t index; (index = next++) < count;) made[index] = generate_one(options, index);
        };
        if (jobs == 0) jobs = std::max(1u, std::thread::hardware_concurrency());
        jobs = static_cast<unsigned>(std::min<std::uint64_t>(jobs, std::max<std::uint64_t>(count, 1)));
        std::vector<std::thread> threads;
        for (unsigned t = 1; t < jobs; ++t) threads.emplace_back(worker);
        worker();
        for (std::thread& thread : threads) thread.join();
    }
    // Each as a line of `nono generate` (nono/report.hpp, generated_object), with this
    // binding's own "found" and "puzzle" (a Puzzle, None when max_candidates ran out).
    py::list out;
    for (const GeneratedPuzzle& puzzle : made) {
        py::dict item = report_dict(generated_object(puzzle, options));
        item["found"] = puzzle.found;
        item["puzzle"] = puzzle.found ? py::cast(puzzle.puzzle) : py::none();
        out.append(item);
    }
    return out;
}

}  // namespace

void bind_make(py::module_& module) {
    // An impossible request (a size of 0, D9 at 3x3, colours outside 2..8) is a ValueError.
    py::register_exception<MakeError>(module, "MakeError", PyExc_ValueError);
    module.def("import_image", &import_image_py, py::arg("path"), py::kw_only(), py::arg("size") = py::none(),
               py::arg("width") = 0, py::arg("height") = 0, py::arg("threshold") = py::none(),
               py::arg("invert") = false, py::arg("colours") = 2, py::arg("title") = "",
               "A PNG or JPEG file as a puzzle (its goal is the picture): size=(width, height), or width or "
               "height alone keeping the aspect ratio; threshold 0..256 (cells darker are filled; default "
               "Otsu's); invert fills the light cells. colours=K (3..8): a colour puzzle of at most K colours, "
               "background included, by k-means, as `nono import --colours K` (threshold not taken).");
    module.def("repair", &repair_py, py::arg("picture"), py::kw_only(), py::arg("line_solvable") = false,
               py::arg("max_changes") = 10, py::arg("attempts") = 4, py::arg("seed") = 1, py::arg("timeout") = 30.0,
               "The fewest cell changes found (at most max_changes) after which the picture's clues have one "
               "solution (or are line-solvable). picture: a Puzzle with a goal, or rows of 0/1. Returns the "
               "dict `nono repair --json` prints (docs/making.md): file (None), target, outcome ('already', "
               "'repaired', 'not-found', 'undecided'), max_changes, changes [{row, column, cell, to}] 0-based, "
               "before, after, picture (rows of '#'/'-'), evaluations; and puzzle, the repaired picture's Puzzle.");
    module.def("generate", &generate_py, py::kw_only(), py::arg("size") = py::none(), py::arg("width") = 10,
               py::arg("height") = 10, py::arg("count") = 1, py::arg("density") = 0.5, py::arg("target") = "unique",
               py::arg("seed") = 1, py::arg("repair") = 0, py::arg("max_candidates") = 100000, py::arg("jobs") = 1,
               py::arg("timeout") = 10.0,
               "count random puzzles meeting target ('unique', 'line-solvable', 'D4', 'rating:probing..search'), "
               "each the dict a line of `nono generate` is (docs/making.md: index from 1, seed, target, candidates, "
               "changes, verdict, line_solvable, rating, level, width, height, rows, columns, solution), with "
               "found and puzzle (a Puzzle, None when not found). "
               "The same seed gives the same puzzles whatever jobs is.");
}

}  // namespace nono::python
