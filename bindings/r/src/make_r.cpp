// import_image(), repair() and generate() for R: nono's puzzle making (include/nono/make.hpp),
// with the options of `nono import`, `nono repair` and `nono generate`. Rows and columns are
// 1-based here, as R's are.
#include <Rcpp.h>

#include <string>

#include "nono/make.hpp"
#include "r_convert.h"

using namespace nono;

namespace {

// The shape nonogram_from_cpp() (R/nonogram.R) takes.
Rcpp::List puzzle_list(const Puzzle& puzzle) { return r::puzzle_to_list(puzzle); }

}  // namespace

// [[Rcpp::export]]
Rcpp::List cpp_import_image(std::string path, int width, int height, int threshold, bool invert, int colours,
                            std::string title) {
    ImportOptions options;
    options.width = width;
    options.height = height;
    if (threshold >= 0) options.threshold = threshold;
    options.invert = invert;
    options.colours = colours;
    try {
        ImportResult imported = import_image(path, options);
        // As `nono import`: colours = K gives the palette k-means found (background first).
        if (!imported.palette.empty())
            return puzzle_list(puzzle_from_grid(imported.picture, std::move(imported.palette), title));
        return puzzle_list(puzzle_from_grid(imported.picture, title));
    } catch (const std::exception& error) {
        Rcpp::stop(error.what());
    }
}

// [[Rcpp::export]]
Rcpp::List cpp_repair(Rcpp::IntegerMatrix picture, bool line_solvable, int max_changes, int attempts, double seed,
                      double timeout) {
    RepairOptions options;
    options.line_solvable = line_solvable;
    options.max_changes = max_changes;
    options.attempts = attempts;
    options.seed = static_cast<std::uint64_t>(seed);
    options.timeout_seconds = timeout;
    RepairResult result;
    try {
        result = repair(r::grid_from(picture), options);
    } catch (const std::exception& error) {
        Rcpp::stop(error.what());
    }
    Rcpp::IntegerVector rows, columns, values;
    for (const PictureChange& change : result.changes) {
        rows.push_back(change.row + 1);
        columns.push_back(change.column + 1);
        values.push_back(change.to == Cell::Filled ? 1 : 0);
    }
    return Rcpp::List::create(
        Rcpp::Named("outcome") = std::string(repair_outcome_name(result.outcome)),
        Rcpp::Named("changes") = Rcpp::DataFrame::create(Rcpp::Named("row") = rows, Rcpp::Named("column") = columns,
                                                         Rcpp::Named("value") = values),
        Rcpp::Named("puzzle") = puzzle_list(puzzle_from_grid(result.picture)),
        Rcpp::Named("evaluations") = static_cast<double>(result.evaluations));
}

// [[Rcpp::export]]
Rcpp::List cpp_generate(int width, int height, int count, double density, std::string target, double seed,
                        int repair_changes, double max_candidates, double timeout) {
    GenerateOptions options;
    Rcpp::List out(count);
    try {
        options.width = width;
        options.height = height;
        options.density = density;
        options.target = parse_target(target);
        options.target.timeout_seconds = timeout;
        check_target_possible(options.target, width, height);
        options.seed = static_cast<std::uint64_t>(seed);
        options.repair_changes = repair_changes;
        options.max_candidates = static_cast<std::uint64_t>(max_candidates);
        for (int index = 0; index < count; ++index) {
            const GeneratedPuzzle made = generate_one(options, static_cast<std::uint64_t>(index));
            const TargetCheck& check = made.check;
            out[index] = Rcpp::List::create(
                Rcpp::Named("found") = made.found, Rcpp::Named("candidates") = static_cast<double>(made.candidates),
                Rcpp::Named("changes") = made.changes,
                Rcpp::Named("puzzle") = made.found ? Rcpp::RObject(puzzle_list(made.puzzle)) : Rcpp::RObject(R_NilValue),
                Rcpp::Named("line_solvable") = check.line_solvable,
                Rcpp::Named("level") = check.level ? Rcpp::wrap(*check.level) : Rcpp::wrap(NA_INTEGER),
                Rcpp::Named("rating") = check.rating ? Rcpp::wrap(std::string(search_rating_name(*check.rating)))
                                                     : Rcpp::wrap(NA_STRING));
        }
    } catch (const std::exception& error) {
        Rcpp::stop(error.what());
    }
    return out;
}
