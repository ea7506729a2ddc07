// classify() and plot(file = ) for R: nono's difficulty analysis and renderer.
#include <Rcpp.h>

#include <atomic>
#include <fstream>
#include <string>

#include "nono_binding.hpp"
#include "r_convert.h"

#include "nono/analyze.hpp"
#include "nono/render.hpp"

using namespace nono;

// [[Rcpp::export]]
Rcpp::List cpp_classify(Rcpp::List x, bool levels, double timeout) {
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
                             : analysis.lines.outcome == LineLogicResult::Outcome::Stopped       ? "stopped"
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
}

// [[Rcpp::export]]
void cpp_render(Rcpp::List x, std::string path, std::string format, Rcpp::Nullable<Rcpp::IntegerMatrix> solution,
                double cell) {
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
}

// The modules this build has: every build has both (kept for code that asks).
// [[Rcpp::export]]
Rcpp::LogicalVector cpp_features() {
    return Rcpp::LogicalVector::create(Rcpp::Named("classify") = true, Rcpp::Named("render") = true);
}
