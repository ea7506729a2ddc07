// classify() and plot(file = ) for R: nono's difficulty analysis and renderer, compiled in
// when the library has those modules; a build without them says so when they are called.
#include <Rcpp.h>

#include <atomic>
#include <fstream>
#include <string>

#include "nono_binding.hpp"
#include "r_convert.h"

#if __has_include("nono/analyze.hpp")
#include "nono/analyze.hpp"
#define NONO_HAVE_ANALYZE 1
#endif
#if __has_include("nono/render.hpp")
#include "nono/render.hpp"
#define NONO_HAVE_RENDER 1
#endif

using namespace nono;

// [[Rcpp::export]]
Rcpp::List cpp_classify(Rcpp::List x, bool levels, double timeout) {
#ifdef NONO_HAVE_ANALYZE
    const Puzzle puzzle = r::valid_puzzle_from(x);
    AnalysisOptions options;
    options.levels = levels;
    options.solve.timeout_seconds = timeout;
    std::atomic<bool> stop{false};
    options.solve.interrupt = &stop;
    bool interrupted = false;
    const Analysis analysis = binding::run_interruptible([&] { return analyze(puzzle, options); }, stop, [&] {
        if (!interrupted && r::check_interrupt_now()) interrupted = true;
        return interrupted;
    });
    if (interrupted) throw Rcpp::internal::InterruptedException();
    const char* line_logic = analysis.lines.outcome == LineLogicResult::Outcome::Solved ? "solved"
                             : analysis.lines.outcome == LineLogicResult::Outcome::Contradiction ? "contradiction"
                                                                                                 : "stalled";
    return Rcpp::List::create(
        Rcpp::Named("verdict") = std::string(verdict_name(analysis.solve.verdict)),
        Rcpp::Named("solution_count") = static_cast<double>(analysis.solve.solution_count),
        Rcpp::Named("line_solvable") = analysis.lines.outcome == LineLogicResult::Outcome::Solved,
        Rcpp::Named("line_logic") = std::string(line_logic),
        Rcpp::Named("level") = analysis.level ? Rcpp::wrap(analysis.level->level) : Rcpp::wrap(NA_INTEGER),
        Rcpp::Named("level_outcome") = analysis.level ? Rcpp::wrap(std::string(level_outcome_name(analysis.level->outcome)))
                                                      : Rcpp::wrap(NA_STRING),
        Rcpp::Named("rating") = analysis.rating ? Rcpp::wrap(std::string(search_rating_name(*analysis.rating)))
                                                : Rcpp::wrap(NA_STRING));
#else
    (void)x, (void)levels, (void)timeout;
    Rcpp::stop("classify() is not available in this build of nono (it needs nono's difficulty analysis, "
               "include/nono/analyze.hpp)");
#endif
}

// [[Rcpp::export]]
void cpp_render(Rcpp::List x, std::string path, std::string format, Rcpp::Nullable<Rcpp::IntegerMatrix> solution,
                double cell) {
#ifdef NONO_HAVE_RENDER
    const Puzzle puzzle = r::valid_puzzle_from(x);
    std::optional<ImageFormat> chosen = format.empty() ? image_format_from_path(path) : image_format_from_name(format);
    if (!chosen) Rcpp::stop("cannot tell the image format of '" + path + "'; give format = \"png\", \"svg\" or \"pdf\"");
    RenderContent content;
    if (solution.isNotNull()) content.cells = r::grid_from(Rcpp::IntegerMatrix(solution));
    RenderOptions options;
    options.cell = cell;
    std::ofstream out(path, std::ios::binary);
    if (!out) Rcpp::stop("cannot write '" + path + "'");
    render(puzzle, content, *chosen, options, out);
    if (!out.flush()) Rcpp::stop("cannot write '" + path + "'");
#else
    (void)x, (void)path, (void)format, (void)solution, (void)cell;
    Rcpp::stop("plot(file = ) is not available in this build of nono (it needs nono's renderer, "
               "include/nono/render.hpp); use png() and plot() instead");
#endif
}

// Which optional modules this build has (for tests and nono_algorithms-like listings).
// [[Rcpp::export]]
Rcpp::LogicalVector cpp_features() {
#ifdef NONO_HAVE_ANALYZE
    const bool analyze = true;
#else
    const bool analyze = false;
#endif
#ifdef NONO_HAVE_RENDER
    const bool render = true;
#else
    const bool render = false;
#endif
    return Rcpp::LogicalVector::create(Rcpp::Named("classify") = analyze, Rcpp::Named("render") = render);
}
