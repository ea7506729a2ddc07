test_that("the constructor keeps the nonogram package's fields", {
  x <- nonogram(rows = list(c(1, 1), 1, 3), columns = list(c(1, 1), 2, c(1, 1)))
  expect_s3_class(x, "nonogram")
  expect_equal(x$rows, list(c(1, 1), 1, 3))
  expect_equal(x$columns, list(c(1, 1), 2, c(1, 1)))
  expect_equal(c(x$nrows, x$ncolumns), c(3, 3))
  expect_equal(x$dims, c(3, 3))
  expect_equal(dim(x), c(3, 3))
  expect_false(x$solved)
  expect_null(x$row_solution)
  expect_null(x$column_solution)
})

test_that("type errors have the nonogram package's messages", {
  expect_error(nonogram(c(1, 2), list(1, 2)), "rows must be a list.", fixed = TRUE)
  expect_error(nonogram(list(1, 2), c(1, 2)), "columns must be a list.", fixed = TRUE)
  expect_error(nonogram(list("a"), list(1)), "rows must be a list of numeric vectors.", fixed = TRUE)
  expect_error(nonogram(list(1), list("a")), "columns must be a list of numeric vectors.", fixed = TRUE)
})

test_that("clue errors are nono's, every one, with a condition class", {
  e <- tryCatch(nonogram(rows = list(3, 3), columns = list(1, 1)), nono_input_error = function(e) e)
  expect_s3_class(e, "nono_input_error")
  expect_equal(length(e$problems), 2)
  expect_match(e$problems[[1]], "row 1: clue needs 3 cells but the line has 2")
  expect_match(e$problems[[2]], "row 2")
  expect_equal(e$source, "nonogram()")
  expect_equal(e$line, 0L)
  expect_error(nonogram(rows = list(1, 1), columns = list(1, 2)), "row clues fill 2 cells but column clues fill 3")
  expect_error(nonogram(list(1.5, 1), list(1, 1)), "not a whole number")
  expect_error(nonogram(list(1, -1), list(1, 0)), "row 2")
})

test_that("an empty line is 0, as in the nonogram package", {
  x <- nonogram(rows = list(2, 0), columns = list(1, 1))
  expect_equal(count_solutions(x), 1, ignore_attr = TRUE)
})

test_that("print and as.data.frame", {
  x <- nonogram(rows = list(c(1, 1), 1, 3), columns = list(c(1, 1), 2, c(1, 1)))
  expect_error(as.data.frame(x), "This nonogram has not been solved.")
  expect_equal(nrow(as.data.frame(x, with_solution = FALSE)), 9)
  x <- solve(x, algorithm = "engine", verbose = FALSE)
  expect_output(print(x), "Solved: TRUE\nVerdict: unique solution (engine)", fixed = TRUE)
  expect_output(print(x), "[3,]    1    1    1", fixed = TRUE)
  df <- as.data.frame(x)
  expect_equal(as.character(df$value), as.character(as.vector(x$solution)))
  expect_equal(levels(df$row), c("1", "2", "3"))
})

test_that("make_full_perm_set lists every 0/1 vector in order", {
  expect_equal(make_full_perm_set(2), matrix(c(0, 0, 1, 1, 0, 1, 0, 1), 4))
  p <- make_full_perm_set(4)
  expect_equal(dim(p), c(16, 4))
  expect_equal(anyDuplicated(apply(p, 1, paste, collapse = "")), 0)
  expect_equal(as.vector(p %*% 2^(3:0)), 0:15)
})
