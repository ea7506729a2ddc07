test_that("reads the bundled example", {
  x <- read_nonogram(system.file("extdata", "sailboat.non", package = "nonogram"))
  expect_s3_class(x, "nonogram")
  expect_equal(dim(x), c(15, 17))
  expect_equal(x$title, "Sailboat")
  expect_true(is_unique(x))
})

test_that("every format round-trips, a solved puzzle with its picture", {
  x <- solve(examples[[3]], "engine", verbose = FALSE)
  formats <- nono_formats()
  expect_true(all(c("non", "xml", "json", "grid", "nin", "olsak", "mk", "cwd", "toml", "pbm", "png") %in% formats$name))
  for (i in seq_len(nrow(formats))) {
    ext <- strsplit(formats$extensions[i], " ")[[1]][1]
    path <- tempfile(fileext = paste0(".", ext))
    write_nonogram(x, path)
    y <- read_nonogram(path)
    expect_equal(y$rows, x$rows, label = ext)
    expect_equal(y$columns, x$columns, label = ext)
    if (formats$name[i] %in% c("non", "xml", "json", "grid", "pbm", "png"))
      expect_equal(unname(y$goal), x$solution, label = ext)
    expect_equal(read_nonogram(path, format = formats$name[i])$rows, x$rows, label = ext)
  }
  expect_error(write_nonogram(examples[[3]], tempfile(fileext = ".txt")), "goal")
  expect_error(write_nonogram(x, tempfile(fileext = ".gif")), "cannot tell the format")
  path <- tempfile(fileext = ".dat")
  write_nonogram(x, path, format = "json")
  expect_equal(read_nonogram(path, format = "json")$rows, x$rows)
})

test_that("input errors carry the file and the line", {
  path <- tempfile(fileext = ".non")
  writeLines(c("width 2", "height 2", "", "rows", "1", "1,x", "", "columns", "1", "1"), path)
  e <- tryCatch(read_nonogram(path), nono_input_error = function(e) e)
  expect_s3_class(e, "nono_input_error")
  expect_equal(e$source, path)
  expect_equal(e$line, 6L)
  expect_match(conditionMessage(e), paste0(path, ":6: "), fixed = TRUE)
  e <- tryCatch(parse_nonogram(c("width 1", "height 1", "rows", "2", "columns", "2"), "non", source = "typed"),
                nono_input_error = function(e) e)
  expect_equal(e$source, "typed")
  expect_error(read_nonogram(tempfile(fileext = ".non")), class = "nono_input_error")
  expect_error(read_nonogram(path, format = "gif"), "unknown format")
})

test_that("parse sniffs the format", {
  x <- parse_nonogram('{"rows": [[1, 1], [1], [3]], "columns": [[1, 1], [2], [1, 1]]}')
  expect_equal(x$rows, list(c(1, 1), 1, 3))
})

test_that("a file holding several puzzles: read_all_nonograms, puzzle =, and a message naming them", {
  # tests/data/cli/three_puzzles.xml, beside data/ in the checkout ctest runs from.
  path <- file.path(dirname(Sys.getenv("NONO_DATA_DIR")), "tests", "data", "cli", "three_puzzles.xml")
  skip_if_not(file.exists(path), "NONO_DATA_DIR is not set to the checkout's data/")
  e <- tryCatch(read_nonogram(path), nono_input_error = function(e) e)
  expect_s3_class(e, "nono_input_error")
  expect_match(conditionMessage(e), "holds 3 puzzles", fixed = TRUE)
  expect_match(conditionMessage(e), "read_all_nonograms()", fixed = TRUE)
  expect_match(conditionMessage(e), "puzzle = N", fixed = TRUE)
  expect_false(grepl("--puzzle", conditionMessage(e), fixed = TRUE))
  all <- read_all_nonograms(path)
  expect_equal(length(all), 3)
  expect_equal(vapply(all, function(x) x$title, ""), c("Letter A", "Two solutions", "Tall"))
  expect_equal(read_nonogram(path, puzzle = 2)$title, "Two solutions")
  expect_equal(dim(read_nonogram(path, puzzle = 3)), c(3, 1))
  expect_equal(parse_nonogram(readLines(path), puzzle = 1)$title, "Letter A")
  expect_error(read_nonogram(path, puzzle = 4), "there is no puzzle 4")
  expect_error(read_nonogram(path, puzzle = 0), "position")
})
