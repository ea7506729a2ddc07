// import_image(), repair() and generate() for R: nono's puzzle making (include/nono/make.hpp),
// with the options of `nono import`, `nono repair` and `nono generate`, answering with their
// reports' keys (nono/report.hpp). Rows, columns and cells are 1-based here, as R's are.
#include <Rcpp.h>

#include <string>

#include "nono/make.hpp"
#include "nono/report.hpp"
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
    // `nono repair --json`'s report (nono/report.hpp, repair_object), same keys in the same
    // order, but "changes" a data frame counting rows, columns and cells from 1, as R does;
    // "puzzle" (the repaired picture) is this binding's own.
    Rcpp::List out = r::r_value(repair_object(RepairReport{"", options, result}));
    Rcpp::IntegerVector rows, columns, cells;
    Rcpp::CharacterVector to;
    for (const PictureChange& change : result.changes) {
        rows.push_back(change.row + 1);
        columns.push_back(change.column + 1);
        cells.push_back(change.row * result.picture.width() + change.column + 1);
        to.push_back(change.to == Cell::Filled ? "filled" : "empty");
    }
    out["changes"] = Rcpp::DataFrame::create(Rcpp::Named("row") = rows, Rcpp::Named("column") = columns,
                                             Rcpp::Named("cell") = cells, Rcpp::Named("to") = to,
                                             Rcpp::Named("stringsAsFactors") = false);
    out.push_back(puzzle_list(puzzle_from_grid(result.picture)), "puzzle");  // a new name: [] would not add it
    return out;
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
            // A line of `nono generate` (nono/report.hpp, generated_object), with this binding's
            // own "found" and "puzzle" (NULL when max_candidates ran out).
            Rcpp::List item = r::r_value(generated_object(made, options));
            item.push_back(made.found, "found");  // new names: [] would not add them
            item.push_back(made.found ? Rcpp::RObject(puzzle_list(made.puzzle)) : Rcpp::RObject(R_NilValue), "puzzle");
            out[index] = item;
        }
    } catch (const std::exception& error) {
        Rcpp::stop(error.what());
    }
    return out;
}
