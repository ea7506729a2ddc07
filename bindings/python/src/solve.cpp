// Solving from Python: Puzzle.solve / count_solutions / is_unique, the reusable Solver, and
// the SolveResult with its statistics (generated from NONO_SOLVE_STATS) and trace. The solve
// runs with the GIL released, on a worker thread, while the calling thread checks for Ctrl-C
// (nono::binding::run_interruptible), so a long solve stops on KeyboardInterrupt.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "convert.hpp"
#include "nono/report.hpp"
#include "nono/result.hpp"
#include "nono/strategy.hpp"
#include "nono/trace.hpp"
#include "nono/trace_io.hpp"
#include "nono_binding.hpp"

namespace nono::python {

namespace {

// What Python gets back: the library's result, with the puzzle (for to_json) and the trace.
struct PyResult {
    SolveResult result;
    Puzzle puzzle;
    std::string algorithm;
    SolveOptions options;  // as solved with, for the report's max_solutions and line_solver
    std::optional<std::vector<Step>> trace;
    std::uint64_t trace_dropped = 0;
};

// The options a caller may give, one keyword argument per row of the option table
// (nono/solve_options.hpp); None keeps the library's default.
struct SolveArguments {
#define NONO_PY_ARGUMENT(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    std::optional<type> field;
    NONO_SOLVE_OPTIONS(NONO_PY_ARGUMENT)
#undef NONO_PY_ARGUMENT
    bool trace = false;
    std::size_t max_trace_steps = 1'000'000;
};

// A keyword's value checked against its row of the option table (nono/solve_options.hpp):
// a number in its range, a line solver's name; ValueError with the table's message.
void check_argument(const char* key, bool) {}
void check_argument(const char* key, const std::string& name) {
    if (std::string message = find_solve_option(key)->value_error(key, name); !message.empty())
        throw py::value_error(message);
}
template <class Number>
void check_argument(const char* key, Number value) {
    if (std::string message = find_solve_option(key)->value_error(key, static_cast<double>(value)); !message.empty())
        throw py::value_error(message);
}

SolveOptions options_from(const SolveArguments& args) {
    SolveOptions options;
#define NONO_PY_OPTION(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    if (args.field) {                                                               \
        check_argument(key, *args.field);                                           \
        options.field = *args.field;                                                \
    }
    NONO_SOLVE_OPTIONS(NONO_PY_OPTION)
#undef NONO_PY_OPTION
    return options;
}

// One strategy, reusable across puzzles (some keep tables between solves); the mutex keeps
// two Python threads from running it at once, since the GIL is not held while it runs.
class Solver {
public:
    explicit Solver(std::string algorithm)
        : algorithm_(std::move(algorithm)), strategy_(binding::make_named_strategy(algorithm_)) {}

    const std::string& algorithm() const { return algorithm_; }

    PyResult solve(const Puzzle& puzzle, const SolveArguments& args) {
        SolveOptions options = options_from(args);
        std::atomic<bool> stop{false};
        options.interrupt = &stop;
        std::optional<TraceRecorder> recorder;
        if (args.trace) recorder.emplace(args.max_trace_steps);
        bool signalled = false;
        PyResult out{{}, puzzle, algorithm_, options, std::nullopt, 0};
        out.options.interrupt = nullptr;  // `stop` does not outlive this call
        {
            py::gil_scoped_release release;
            out.result = binding::run_interruptible(
                [&] {
                    std::lock_guard<std::mutex> lock(mutex_);
                    return nono::solve(*strategy_, puzzle, options, recorder ? &*recorder : nullptr);
                },
                stop,
                [&] {
                    py::gil_scoped_acquire acquire;
                    // Sets KeyboardInterrupt (or what a signal handler raised) when it fails.
                    if (!signalled && PyErr_CheckSignals() != 0) signalled = true;
                    return signalled;
                });
        }
        if (signalled) throw py::error_already_set();
        if (recorder) {
            out.trace = recorder->steps();
            out.trace_dropped = recorder->dropped();
        }
        return out;
    }

private:
    std::string algorithm_;
    std::unique_ptr<Strategy> strategy_;
    std::mutex mutex_;
};

py::dict stats_dict(const SolveStats& stats) {
    py::dict out;
#define NONO_STAT_TO_PYTHON(field, description) out[#field] = stats.field;
    NONO_SOLVE_STATS(NONO_STAT_TO_PYTHON)
#undef NONO_STAT_TO_PYTHON
    out["seconds"] = stats.seconds;
    return out;
}

py::dict stats_descriptions() {
    py::dict out;
#define NONO_STAT_DESCRIPTION(field, description) out[#field] = description;
    NONO_SOLVE_STATS(NONO_STAT_DESCRIPTION)
#undef NONO_STAT_DESCRIPTION
    out["seconds"] = "wall time of the solve";
    return out;
}

// A step as docs/trace.md writes it (the JSON line of `nono solve --trace`): the library's
// own JSON, parsed by Python's json module, so the two cannot drift apart.
py::object step_object(const py::module_& json, const Puzzle& puzzle, const Step& step, std::uint64_t number) {
    return json.attr("loads")(step_json(puzzle, step, number));
}

std::string result_repr(const PyResult& r) {
    return "<nono.SolveResult " + std::string(verdict_name(r.result.verdict)) + ", " +
           std::to_string(r.result.solution_count) + " found, stop=" +
           std::string(stop_reason_name(r.result.stop)) + ", algorithm=" + r.algorithm + ">";
}

// What `nono solve --json` reports with the same options: the max_solutions asked for, and the
// line solver for the strategies that read one; every solution kept is shown.
ReportOptions report_options(const PyResult& r) {
    ReportOptions report;
    report.max_solutions = r.options.max_solutions;
    report.algorithm = r.algorithm;
    if (find_solve_option("line_solver")->read_by(r.algorithm)) report.line_solver = r.options.line_solver;
    return report;
}

// The keyword arguments of every solve entry point: one per option of the table, then the
// trace's. NONO_SOLVE_PARAMETERS declares them in a signature, NONO_SOLVE_ARGUMENTS collects
// them into a SolveArguments named `args`.
#define NONO_PY_KWARG(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    py::arg(key) = py::none(),
#define NONO_SOLVE_KWARGS \
    NONO_SOLVE_OPTIONS(NONO_PY_KWARG) py::arg("trace") = false, py::arg("max_trace_steps") = 1'000'000
#define NONO_PY_PARAMETER(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) \
    std::optional<type> field,
#define NONO_SOLVE_PARAMETERS NONO_SOLVE_OPTIONS(NONO_PY_PARAMETER) bool trace, std::size_t max_trace_steps
#define NONO_PY_COLLECT(type, field, key, value, kind, low, high, server, flag, metavar, readers, scope, help) args.field = field;
#define NONO_SOLVE_ARGUMENTS          \
    SolveArguments args;              \
    NONO_SOLVE_OPTIONS(NONO_PY_COLLECT) \
    args.trace = trace;               \
    args.max_trace_steps = max_trace_steps;

// The answer of an exact question (count, uniqueness), or an error saying what stopped it.
const SolveResult& exact_or_raise(const PyResult& r, const char* question) {
    if (r.result.limited() || r.result.stop == StopReason::Stalled)
        throw py::value_error(std::string(question) + ": undecided, " + verdict_text(r.result) +
                              " (algorithm " + r.algorithm + ")");
    return r.result;
}

}  // namespace

void bind_solve(py::module_& module, py::class_<Puzzle>& puzzle_class) {
    py::class_<PyResult>(module, "SolveResult", "What a solve found: verdict, solutions, statistics, trace.")
        .def_property_readonly("verdict", [](const PyResult& r) { return std::string(verdict_name(r.result.verdict)); },
                               "'unique', 'multiple', 'none', 'found' (uniqueness not checked) or 'undecided'")
        .def_property_readonly("stop", [](const PyResult& r) { return std::string(stop_reason_name(r.result.stop)); },
                               "why it stopped: 'exhausted', 'solutions', 'time', 'nodes', 'iterations', 'stalled', 'interrupted'")
        .def_property_readonly("solution_count", [](const PyResult& r) { return r.result.solution_count; })
        .def_property_readonly("exhausted", [](const PyResult& r) { return r.result.exhausted(); },
                               "True when the count is exact")
        .def_property_readonly("limited", [](const PyResult& r) { return r.result.limited(); })
        .def_property_readonly("message", [](const PyResult& r) { return r.result.message; })
        .def_property_readonly("algorithm", [](const PyResult& r) { return r.algorithm; })
        .def_property_readonly("solutions", [](const PyResult& r) {
            py::list out;
            for (const Grid& grid : r.result.solutions) out.append(grid_to_list(grid));
            return out;
        }, "the solutions kept, each a list of rows of 0/1")
        .def_property_readonly("solution", [](const PyResult& r) -> py::object {
            return r.result.solutions.empty() ? py::none() : py::object(grid_to_list(r.result.solutions.front()));
        }, "the first solution, or None")
        .def_property_readonly("deduced", [](const PyResult& r) { return grid_to_list(r.result.deduced); },
                               "what deduction decided before any guess: 1, 0, or -1 undecided")
        .def_property_readonly("stats", [](const PyResult& r) { return stats_dict(r.result.stats); })
        .def_property_readonly("trace", [](const PyResult& r) -> py::object {
            if (!r.trace) return py::none();
            py::list steps;
            const py::module_ json = py::module_::import("json");
            std::uint64_t number = 0;
            for (const Step& step : *r.trace) steps.append(step_object(json, r.puzzle, step, ++number));
            return steps;
        }, "the steps (dicts, schema as docs/trace.md) when solved with trace=True, else None")
        .def_property_readonly("trace_dropped", [](const PyResult& r) { return r.trace_dropped; })
        .def("to_json", [](const PyResult& r) { return result_json(r.puzzle, r.result, report_options(r)); },
             "the result as `nono solve --json` prints it (the report module's solve object: same keys, same order)")
        .def("to_dict", [](const PyResult& r) {
            return py::module_::import("json").attr("loads")(json_line(solve_object(r.puzzle, r.result, report_options(r))));
        }, "to_json() as a dict (keys in the same order)")
        .def("__str__", [](const PyResult& r) { return verdict_text(r.result); })
        .def("__repr__", &result_repr);

    py::class_<Solver>(module, "Solver",
                       "One algorithm kept across puzzles (some keep tables between solves).")
        .def(py::init<std::string>(), py::arg("algorithm") = "engine")
        .def_property_readonly("algorithm", &Solver::algorithm)
        .def("solve", [](Solver& solver, const Puzzle& puzzle, NONO_SOLVE_PARAMETERS) {
            NONO_SOLVE_ARGUMENTS
            return solver.solve(puzzle, args);
        }, py::arg("puzzle"), py::kw_only(), NONO_SOLVE_KWARGS);

    puzzle_class
        .def("solve", [](const Puzzle& puzzle, const std::string& algorithm, NONO_SOLVE_PARAMETERS) {
            NONO_SOLVE_ARGUMENTS
            Solver solver(algorithm);
            return solver.solve(puzzle, args);
        }, py::arg("algorithm") = "engine", py::kw_only(), NONO_SOLVE_KWARGS,
           "Solves with an algorithm from nono.algorithms(). max_solutions: stop after this many "
           "(0 = all, 2 = enough to tell unique); timeout in seconds (None: no limit). The other "
           "options are those of nono.solve_options(); None keeps each one's default.")
        .def("count_solutions", [](const Puzzle& puzzle, std::uint64_t limit, std::optional<double> timeout) {
            Solver solver("engine");
            SolveArguments args;
            args.max_solutions = limit;
            args.keep_solutions = 0;
            args.timeout_seconds = timeout;
            const PyResult r = solver.solve(puzzle, args);
            if (r.result.stop == StopReason::Solutions) return r.result.solution_count;  // the limit asked for
            return exact_or_raise(r, "count_solutions").solution_count;
        }, py::kw_only(), py::arg("limit") = 0, py::arg("timeout") = py::none(),
           "The number of solutions (at most `limit` when it is not 0). ValueError if a time limit stops it.")
        .def("is_unique", [](const Puzzle& puzzle, std::optional<double> timeout) {
            Solver solver("engine");
            SolveArguments args;
            args.timeout_seconds = timeout;
            const PyResult r = solver.solve(puzzle, args);
            if (r.result.verdict == Verdict::Multiple) return false;
            return exact_or_raise(r, "is_unique").verdict == Verdict::Unique;
        }, py::kw_only(), py::arg("timeout") = py::none());

    module.def("algorithms", [] {
        py::list out;
        for (const StrategyInfo& info : strategies()) {
            py::dict entry;
            entry["name"] = std::string(info.name);
            entry["summary"] = std::string(info.summary);
            entry["exact"] = info.exact;
            out.append(entry);
        }
        return out;
    }, "The algorithms of this build: name, one-line summary, exact (proves uniqueness).");
    module.def("solve_options", [] {
        py::list out;
        for (const SolveOptionInfo& info : solve_options()) {
            py::dict entry;
            entry["name"] = std::string(info.key);
            entry["default"] = info.default_text;
            entry["type"] = std::string(info.type);
            entry["kind"] = std::string(option_kind_name(info.kind));
            entry["low"] = info.low;
            entry["high"] = info.high;
            entry["read_by"] = info.readers.empty() ? std::string("all") : std::string(info.readers);
            entry["help"] = std::string(info.help);
            out.append(entry);
        }
        return out;
    }, "The keyword arguments of solve(): name, default, type, kind ('flag', 'count', 'seconds', 'seed', "
       "'line-solver'), low and high (the range of a number), the algorithms that read it, help.");
    module.def("stats_descriptions", &stats_descriptions, "What each statistics field counts.");
}

}  // namespace nono::python
