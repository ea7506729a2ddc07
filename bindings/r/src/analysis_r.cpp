// classify() and plot(file = ) for R: nono's difficulty analysis (the report module's object)
// and renderer (a colour puzzle in its palette).
#include <Rcpp.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <string>

#include "nono_binding.hpp"
#include "r_convert.h"

#include "nono/analyze.hpp"
#include "nono/io.hpp"
#include "nono/report.hpp"
#include "nono/render.hpp"

using namespace nono;

namespace nono::r {

SEXP r_value(const ReportJson& value) {
    using Kind = ReportJson::value_t;
    switch (value.type()) {
        case Kind::null: return R_NilValue;
        case Kind::boolean: return Rcpp::wrap(value.get<bool>());
        case Kind::number_integer:
        case Kind::number_unsigned:
        case Kind::number_float: return Rcpp::wrap(value.get<double>());
        case Kind::string: return Rcpp::wrap(value.get<std::string>());
        case Kind::object: {
            Rcpp::List out(value.size());
            Rcpp::CharacterVector names(value.size());
            R_xlen_t i = 0;
            for (const auto& [key, item] : value.items()) {
                names[i] = key;
                out[i++] = r_value(item);
            }
            out.attr("names") = names;
            return out;
        }
        case Kind::array: {
            const auto all = [&](auto test) {
                return !value.empty() && std::all_of(value.begin(), value.end(), test);
            };
            if (all([](const ReportJson& item) { return item.is_number(); })) {
                Rcpp::NumericVector out;
                for (const ReportJson& item : value) out.push_back(item.get<double>());
                return out;
            }
            if (all([](const ReportJson& item) { return item.is_string(); })) {
                Rcpp::CharacterVector out;
                for (const ReportJson& item : value) out.push_back(item.get<std::string>());
                return out;
            }
            if (all([](const ReportJson& item) { return item.is_boolean(); })) {
                Rcpp::LogicalVector out;
                for (const ReportJson& item : value) out.push_back(item.get<bool>());
                return out;
            }
            Rcpp::List out(value.size());
            R_xlen_t i = 0;
            for (const ReportJson& item : value) out[i++] = r_value(item);
            return out;
        }
        default: break;
    }
    return R_NilValue;
}

}  // namespace nono::r

using nono::r::r_value;

// The analysis as `nono classify --json` and the server give it: the report module's classify
// object (nono/report.hpp), same keys in the same order; "file" is NULL, as the server's.
// [[Rcpp::export]]
Rcpp::List cpp_classify(Rcpp::List x, bool levels, double timeout, int max_level, double max_work, bool count) {
    const Puzzle puzzle = r::valid_puzzle_from(x);
    AnalysisOptions options;
    // As the CLI's classify: two solutions tell unique from several; count = TRUE counts them all.
    options.solve.max_solutions = count ? 0 : 2;
    options.solve.keep_solutions = 2;
    options.levels = levels;
    options.level.max_level = max_level;
    if (max_work >= 0) options.level.max_work = static_cast<std::uint64_t>(max_work);
    options.solve.timeout_seconds = timeout;
    std::atomic<bool> stop{false};
    options.solve.interrupt = &stop;
    bool interrupted = false;
    const Analysis analysis = binding::run_interruptible([&] { return analyze(puzzle, options); }, stop, [&] {
        if (!interrupted && r::check_interrupt_now()) interrupted = true;
        return interrupted;
    });
    if (interrupted) throw Rcpp::internal::InterruptedException();
    GridStyle style;
    style.colours = palette_chars(puzzle);
    return r_value(classify_object("", puzzle, analysis, count, style));
}

// [[Rcpp::export]]
void cpp_render(Rcpp::List x, std::string path, std::string format, Rcpp::Nullable<Rcpp::IntegerMatrix> solution,
                double cell) {
    const Puzzle puzzle = r::valid_puzzle_from(x);
    std::optional<ImageFormat> chosen = format.empty() ? image_format_from_path(path) : image_format_from_name(format);
    if (!chosen) Rcpp::stop("cannot tell the image format of '" + path + "'; give format = \"png\", \"svg\" or \"pdf\"");
    RenderContent content;
    if (solution.isNotNull()) content.cells = r::grid_from(Rcpp::IntegerMatrix(solution), colour_count(puzzle));
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
