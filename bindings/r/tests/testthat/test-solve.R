test_that("the engine solves the 3x3 nonogram and keeps the package's solution fields", {
  x <- nonogram(rows = list(c(1, 1), 1, 3), columns = list(c(1, 1), 2, c(1, 1)))
  x <- solve(x, "engine", verbose = FALSE)
  expect_true(x$solved)
  expect_equal(x$verdict, "unique")
  expect_equal(x$solution, matrix(c(1L, 0L, 1L, 0L, 1L, 1L, 1L, 0L, 1L), 3))
  expect_equal(x$row_solution[[1]], matrix(c(1L, 0L, 1L), nrow = 1))
  expect_equal(x$column_solution[[2]], matrix(c(0L, 1L, 1L), nrow = 1))
  expect_equal(matrix(unlist(x$column_solution), ncol = x$ncolumns), x$solution)
  expect_true(all(c("line_solves", "guesses", "seconds") %in% names(x$stats)))
})

test_that("all 85 examples have one solution, which satisfies their clues", {
  expect_length(examples, 85)
  for (i in seq_along(examples)) {
    x <- solve(examples[[i]], algorithm = "engine", verbose = FALSE)
    expect_equal(x$verdict, "unique", label = paste("example", i))
    expect_true(satisfies(x, x$solution), label = paste("example", i))
  }
})

test_that("several solutions warn, none is an error", {
  two <- nonogram(rows = list(1, 1), columns = list(1, 1))
  expect_warning(x <- solve(two, "engine", verbose = FALSE), "more than one solution")
  expect_true(satisfies(two, x$solution))
  expect_equal(x$verdict, "multiple")
  expect_equal(count_solutions(two), 2, ignore_attr = TRUE)
  expect_false(is_unique(two))
  expect_silent(solve(two, "engine", verbose = FALSE, max_solutions = 1))
  none <- nonogram(rows = list(c(1, 1), 1, c(1, 1)), columns = list(1, 3, 1))
  expect_error(solve(none, "engine", verbose = FALSE), "no solution")
  expect_equal(count_solutions(none), 0, ignore_attr = TRUE)
  expect_false(is_unique(none))
  expect_true(is_unique(examples[[1]]))
})

test_that("verbose reports the verdict", {
  expect_output(solve(examples[[2]], "engine", verbose = TRUE), "unique solution")
})

test_that("algorithm names: R's map to nono's, unknown ones say what this build has", {
  algorithms <- nono_algorithms()
  expect_true("engine" %in% algorithms$name)
  expect_true(all(c("name", "summary", "exact", "r_name") %in% names(algorithms)))
  expect_error(solve(examples[[1]], "no_such", verbose = FALSE),
               "algorithm \"no_such\" is not available in this build of nono \\(available: .*engine")
  if (!has_algorithm("perm-elim")) {
    expect_error(solve(examples[[1]], verbose = FALSE),
                 "\"perm_elim\" (nono's \"perm-elim\") is not available in this build", fixed = TRUE)
  } else {
    expect_true(solve(examples[[1]], verbose = FALSE)$solved)
  }
  if (has_algorithm("brute-force")) {
    tiny <- nonogram(rows = list(1, 0), columns = list(1, 0))
    expect_true(solve(tiny, "force", verbose = FALSE, max_iter = Inf)$solved)
    expect_error(solve(examples[[36]], "force", verbose = FALSE, max_iter = 3), "Maximum iterations reached.")
  }
})

test_that("every nono solve option is an argument of run_solve() and solve()", {
  tiny <- nonogram(rows = list(1, 0), columns = list(1, 0))
  options <- nono_solve_options()
  expect_true(all(c("probing", "line_solver", "exhaustive", "sat") %in% options$name))
  parse <- list(bool = function(text) text == "true", count = as.numeric, seconds = as.numeric,
                name = function(text) text)
  for (i in seq_len(nrow(options))) {
    given <- setNames(list(parse[[options$type[i]]](options$default[i])), options$name[i])
    result <- do.call(run_solve, c(list(tiny, "engine"), given))
    expect_equal(result$verdict, "unique", info = options$name[i])
  }
  expect_equal(unname(run_solve(tiny, "engine", probing = FALSE, sat = FALSE)$stats["probes"]), 0)
  expect_true(solve(tiny, "engine", verbose = FALSE, line_solver = "fast")$solved)
  expect_error(run_solve(tiny, "engine", no_such = 1), "unknown solve option")
})

test_that("every number option refuses a value outside its range with the table's message", {
  tiny <- nonogram(rows = list(1, 0), columns = list(1, 0))
  options <- nono_solve_options()
  for (i in which(options$kind %in% c("count", "seconds", "seed"))) {
    name <- options$name[i]
    given <- setNames(list(options$high[i] * 10 + 1), name)
    expect_error(do.call(run_solve, c(list(tiny, "engine"), given)), paste0(name, " must be"), info = name)
    given <- setNames(list(-1), name)
    expect_error(do.call(run_solve, c(list(tiny, "engine"), given)), paste0(name, " must be"), info = name)
  }
  expect_error(run_solve(tiny, "engine", line_solver = "no-such"), "line_solver must be a line solver's name")
})

test_that("the permutation tables are checked as the nonogram package checks them", {
  expect_error(solve(examples[[1]], "engine", row_permutations = make_full_perm_set(3)),
               "The row_permutations argument has the incorrect number of columns for the nonogram.", fixed = TRUE)
  expect_error(solve(examples[[1]], "engine", column_permutations = make_full_perm_set(3)),
               "The column_permutations argument has the incorrect number of columns", fixed = TRUE)
})

test_that("a time limit stops a count that would take hours", {
  start <- Sys.time()
  expect_warning(count <- count_solutions(permutations12(), timeout = 0.3), "lower bound")
  expect_lt(as.numeric(Sys.time() - start, units = "secs"), 10)
  expect_gt(count, 2)
  expect_false(attr(count, "exact"))
  limited <- count_solutions(permutations12(), max = 5)
  expect_equal(as.numeric(limited), 5)
  expect_false(attr(limited, "exact"))
})

test_that("an interrupt (SIGINT, as Ctrl-C sends) stops a long solve", {
  skip_on_os("windows")
  # A shell sends the signal to this R process 1 s into a count that would run for hours;
  # the 60 s limit only keeps a broken build from hanging the suite.
  system(paste0("(sleep 1; kill -INT ", Sys.getpid(), ")"), wait = FALSE)
  start <- Sys.time()
  outcome <- tryCatch({
    count_solutions(permutations12(), timeout = 60)
    "finished"
  }, interrupt = function(e) "interrupted")
  expect_equal(outcome, "interrupted")
  expect_lt(as.numeric(Sys.time() - start, units = "secs"), 20)
})

test_that("classify: nono's difficulty analysis, as nono classify --json gives it", {
  report <- classify(examples[[1]])
  expect_equal(names(report)[1:6], c("file", "valid", "width", "height", "verdict", "verdict_text"))
  expect_null(report$file)
  expect_equal(report$verdict, "unique")
  expect_true(report$line_solvable)
  expect_equal(report$level$level, 1)
  expect_equal(report$level$outcome, "level")
  expect_equal(report$rating, "lines")
  expect_null(classify(examples[[1]], levels = FALSE)$level)
  two <- classify(nonogram(list(1, 1), list(1, 1)))
  expect_equal(two$verdict, "multiple")
  expect_null(two$solution_count)
  expect_equal(classify(nonogram(list(1, 1), list(1, 1)), count = TRUE)$solution_count, 2)
  expect_equal(length(two$two_solutions), 2)
  expect_equal(two$differing_cells, c(0, 1, 2, 3))
})

test_that("plot(file = ) writes a PNG with nono's renderer", {
  x <- solve(examples[[2]], "engine", verbose = FALSE)
  path <- tempfile(fileext = ".png")
  expect_invisible(plot(x, file = path))
  expect_equal(readBin(path, "raw", 4), as.raw(c(0x89, 0x50, 0x4e, 0x47)))
  plot(examples[[2]], with_solution = FALSE, file = path)
  expect_gt(file.size(path), 100)
})

test_that("solve(nonogram = x) works as in the nonogram package, and base's solve still does", {
  x <- solve(nonogram = examples[[2]], algorithm = "engine", verbose = FALSE)
  expect_true(x$solved)
  expect_equal(x$verdict, "unique")
  expect_equal(solve(nonogram = examples[[2]], "engine", verbose = FALSE)$solution, x$solution)
  expect_equal(solve(matrix(c(2, 0, 0, 4), 2)), matrix(c(0.5, 0, 0, 0.25), 2))
  expect_equal(solve(matrix(c(2, 0, 0, 4), 2), c(1, 1)), c(0.5, 0.25))
  expect_error(solve(algorithm = "engine"), "needs a nonogram")
})

test_that("max_iter defaults to 10 and parallel = TRUE says it has no effect", {
  expect_equal(formals(nonogram:::solve.nonogram)$max_iter, 10)
  # 10 random proposals do not solve a 15x15 puzzle: the package's message.
  set.seed(1)
  expect_error(solve(examples[[36]], "force", verbose = FALSE), "Maximum iterations reached.")
  expect_warning(solve(examples[[2]], "engine", verbose = FALSE, parallel = TRUE), "parallel = TRUE has no effect")
  expect_silent(solve(examples[[2]], "engine", verbose = FALSE))
})
