# solve() for nonograms: the R package's arguments, nono's algorithms. The R package's names
# map onto nono's ("force" -> "brute-force", "perm_elim" -> "perm-elim"); nono's own names
# ("engine", ...) pass through. Every solve is nono::solve in C++; nothing is solved in R.

r_algorithm_names <- c(force = "brute-force", perm_elim = "perm-elim")

nono_algorithm_name <- function(algorithm) {
  if (!is.character(algorithm) || length(algorithm) != 1 || is.na(algorithm)) stop("algorithm must be one string.")
  if (algorithm %in% names(r_algorithm_names)) r_algorithm_names[[algorithm]] else algorithm
}

# nono's strategies in this build, with the R package's name where it has one.
nono_algorithms <- function() {
  table <- as.data.frame(cpp_algorithms(), stringsAsFactors = FALSE)
  r_name <- names(r_algorithm_names)[match(table$name, r_algorithm_names)]
  table$r_name <- ifelse(is.na(r_name), table$name, r_name)
  table
}

require_algorithm <- function(algorithm) {
  name <- nono_algorithm_name(algorithm)
  available <- cpp_algorithms()$name
  if (!name %in% available) {
    shown <- if (name == algorithm) paste0("\"", algorithm, "\"") else paste0("\"", algorithm, "\" (nono's \"", name, "\")")
    stop("algorithm ", shown, " is not available in this build of nono (available: ",
         paste(available, collapse = ", "), ")", call. = FALSE)
  }
  name
}

count_argument <- function(value, what) {
  if (!is.numeric(value) || length(value) != 1 || is.na(value) || value < 0) stop(what, " must be a number >= 0")
  if (is.infinite(value)) 0 else floor(value)
}

# nono's solve options (one table in C++: name, default, type, kind, low, high, read_by, help); every one is an
# argument of run_solve(), and of solve() through `...`.
nono_solve_options <- function() as.data.frame(cpp_solve_options(), stringsAsFactors = FALSE)

# Runs a solve; `...` are options of nono_solve_options() by name. Returns the C++ result list.
run_solve <- function(x, algorithm = "engine", ..., verbose = FALSE) {
  if (!inherits(x, "nonogram")) stop("x must be a nonogram (see nonogram(), read_nonogram()).")
  options <- list(...)
  unknown <- setdiff(names(options), cpp_solve_options()$name)
  if (length(unknown) > 0) stop("unknown solve option(s): ", paste(unknown, collapse = ", "), call. = FALSE)
  # Each value is checked in C++ against its row's kind and range (the table's message).
  cpp_solve(x, require_algorithm(algorithm), options, isTRUE(verbose))
}

# solve(): base's generic takes `a`; the nonogram package's scripts call solve(nonogram = x),
# so the package's solve() takes that name too, and hands anything else to base::solve.
solve <- function(a, b, ...) {
  dots <- list(...)
  if ("nonogram" %in% names(dots)) {
    # solve(nonogram = x, "engine"): the unnamed arguments then bind to a and b, in order.
    positional <- list()
    if (!missing(a)) positional <- c(positional, list(a))
    if (!missing(b)) positional <- c(positional, list(b))
    x <- dots$nonogram
    dots$nonogram <- NULL
    return(do.call(solve.nonogram, c(list(x), positional, dots)))
  }
  if (missing(a)) stop("solve() needs a nonogram (solve(x) or solve(nonogram = x)) or a matrix")
  if (inherits(a, "nonogram")) return(solve.nonogram(a, b, ...))
  base::solve(a, b, ...)
}

solve.nonogram <- function(a, b, algorithm = "perm_elim", row_permutations = NULL,
                           column_permutations = NULL, row_patterns = NULL, column_patterns = NULL,
                           verbose = TRUE, max_iter = 10, parallel = FALSE, timeout = 0,
                           max_solutions = 2, seed = NULL, then_search = FALSE, ...) {
  x <- a
  if (!missing(b)) algorithm <- b
  # nono solves a puzzle on one thread (its permutation sets are built in one pass each), so
  # asking for parallel work is said to have no effect rather than silently dropped.
  if (isTRUE(parallel))
    warning("parallel = TRUE has no effect: nono solves one puzzle on one thread (run several puzzles in parallel instead)",
            call. = FALSE)
  # The R package's precomputed tables are checked as it checks them, then not needed.
  if (!is.null(row_permutations) && ncol(row_permutations) != x$nrows)
    stop("The row_permutations argument has the incorrect number of columns for the nonogram.")
  if (!is.null(column_permutations) && ncol(column_permutations) != x$ncolumns)
    stop("The column_permutations argument has the incorrect number of columns for the nonogram.")
  name <- require_algorithm(algorithm)
  # Random proposals follow R's random numbers, so set.seed() makes them repeatable.
  if (is.null(seed)) seed <- if (name == "brute-force") sample.int(.Machine$integer.max, 1) else 1
  if (verbose) cat(format(Sys.time(), usetz = TRUE), ": Solving with nono's \"", name, "\"\n", sep = "")
  # nono's other options (probing, line_solver, ...) pass through `...`; other names are
  # ignored, as the R package ignores them.
  extra <- list(...)
  extra <- extra[intersect(names(extra), setdiff(cpp_solve_options()$name,
                                                  c("max_solutions", "keep_solutions", "timeout",
                                                    "max_iterations", "seed", "then_search")))]
  result <- do.call(run_solve, c(list(x, name, max_solutions = count_argument(max_solutions, "max_solutions"),
                                      keep_solutions = 1, timeout = timeout,
                                      max_iterations = count_argument(max_iter, "max_iter"),
                                      seed = seed, then_search = isTRUE(then_search)),
                                 extra, list(verbose = verbose)))
  if (verbose) cat(format(Sys.time(), usetz = TRUE), ": ", result$verdict_text, "\n", sep = "")
  if (length(result$solutions) == 0) {
    if (result$stop == "iterations") stop("Maximum iterations reached.", call. = FALSE)
    if (result$verdict == "none") stop("This nonogram has no solution.", call. = FALSE)
    detail <- if (nzchar(result$message)) paste0(" (", result$message, ")") else ""
    hint <- if (result$stop == "stalled") "; try then_search = TRUE or algorithm = \"engine\"" else ""
    stop(algorithm, " found no solution: ", result$verdict_text, detail, hint, call. = FALSE)
  }
  if (result$verdict == "multiple")
    warning("this nonogram has more than one solution; the first found is kept (see count_solutions())",
            call. = FALSE)
  x <- with_solution(x, result$solutions[[1]])
  x$algorithm <- name
  x$verdict <- result$verdict
  x$verdict_text <- result$verdict_text
  x$stats <- result$stats
  x
}

count_solutions <- function(x, max = 0, timeout = 0) {
  result <- run_solve(x, "engine", max_solutions = count_argument(max, "max"), keep_solutions = 0, timeout = timeout)
  count <- result$solution_count
  if (result$limited) warning("counting stopped early, the count is a lower bound: ", result$verdict_text, call. = FALSE)
  structure(count, exact = result$stop == "exhausted")
}

is_unique <- function(x, timeout = 0) {
  result <- run_solve(x, "engine", max_solutions = 2, keep_solutions = 0, timeout = timeout)
  switch(result$verdict,
         unique = TRUE, multiple = FALSE, none = FALSE,
         { warning("undecided: ", result$verdict_text, call. = FALSE); NA })
}

# Difficulty: what `nono classify --json` reports (the report module's object, same names in
# the same order; file NULL): verdict, line-solvable, level D_k (when `levels`), rating ...
classify <- function(x, levels = TRUE, timeout = 0, max_level = 0, max_work = NULL, count = FALSE) {
  if (!inherits(x, "nonogram")) stop("x must be a nonogram.")
  cpp_classify(x, isTRUE(levels), timeout, as.integer(max_level),
               if (is.null(max_work)) -1 else count_argument(max_work, "max_work"), isTRUE(count))
}
