# Colour puzzles: read, solved (cells are palette indices), built by hand, written, plotted,
# imported from an image in K colours, and classified. Answers are checked against the nono
# command line's on the same files (ctest gives its path in NONO_CLI, and the repository's data
# in NONO_DATA_DIR; jsonlite reads the CLI's JSON), and the clues against the solution with an
# oracle written here.

colour_files <- function() {
  files <- Sys.glob(file.path(Sys.getenv("NONO_DATA_DIR"), "colour", "*.xml"))
  skip_if(length(files) == 0, "the repository's data/colour puzzles are not at hand")
  files
}

cli <- function(...) {
  program <- Sys.getenv("NONO_CLI")
  skip_if(!nzchar(program), "NONO_CLI (the nono program to compare with) is not set")
  suppressWarnings(system2(program, c(...), stdout = TRUE, stderr = FALSE))
}

# The CLI's JSON: the whole output (solve --json), or its first line (classify --json, whose
# next line is the summary).
cli_json <- function(..., first_line = FALSE) {
  skip_if_not_installed("jsonlite")
  lines <- cli(...)
  jsonlite::fromJSON(if (first_line) lines[[1]] else paste(lines, collapse = "\n"), simplifyVector = TRUE,
                     simplifyMatrix = FALSE, simplifyDataFrame = FALSE)
}

# The (length, colour) runs of a line of palette indices, 0 the background: a block ends where
# the colour changes, so blocks of different colours may touch.
colour_runs <- function(line) {
  r <- rle(as.vector(line))
  keep <- r$values != 0
  list(lengths = as.numeric(r$lengths[keep]), colours = as.numeric(r$values[keep]))
}

satisfies_colours <- function(x, solution) {
  for (i in seq_len(nrow(solution))) {
    runs <- colour_runs(solution[i, ])
    clue <- if (identical(x$rows[[i]], 0)) numeric(0) else x$rows[[i]]
    if (!identical(runs$lengths, clue) || !identical(runs$colours, as.numeric(x$row_colours[[i]]))) return(FALSE)
  }
  for (j in seq_len(ncol(solution))) {
    runs <- colour_runs(solution[, j])
    clue <- if (identical(x$columns[[j]], 0)) numeric(0) else x$columns[[j]]
    if (!identical(runs$lengths, clue) || !identical(runs$colours, as.numeric(x$column_colours[[j]]))) return(FALSE)
  }
  TRUE
}

test_that("colour puzzles read with their palette and clue colours, and solve to the CLI's answer", {
  for (path in colour_files()) {
    x <- read_nonogram(path)
    expect_true(is.data.frame(x$palette) && nrow(x$palette) > 2, label = basename(path))
    expect_equal(names(x$palette), c("name", "rgb", "char"))
    blocks <- vapply(x$rows, function(clue) if (identical(clue, 0)) 0L else length(clue), 0L)
    expect_equal(lengths(x$row_colours), blocks)
    solved <- solve(x, "engine", verbose = FALSE)
    expect_equal(solved$verdict, "unique")
    expect_true(all(solved$solution >= 0 & solved$solution < nrow(x$palette)))
    expect_true(satisfies_colours(x, solved$solution), label = basename(path))
    expected <- cli_json("solve", "--json", path)
    chars <- x$palette$char
    rows <- apply(solved$solution, 1, function(row) paste(chars[row + 1], collapse = ""))
    expect_equal(rows, expected$solutions[[1]], label = basename(path))
  }
})

test_that("a colour nonogram built by hand solves the same, and round-trips through a file", {
  path <- colour_files()[[1]]
  x <- read_nonogram(path)
  solution <- solve(x, "engine", verbose = FALSE)$solution
  y <- nonogram(x$rows, x$columns, palette = x$palette, row_colours = x$row_colours,
                column_colours = x$column_colours)
  expect_equal(solve(y, "engine", verbose = FALSE)$solution, solution)
  out <- tempfile(fileext = ".xml")
  write_nonogram(solve(y, "engine", verbose = FALSE), out)
  z <- read_nonogram(out)
  expect_equal(z[c("rows", "columns", "palette", "row_colours", "column_colours")],
               x[c("rows", "columns", "palette", "row_colours", "column_colours")])
  expect_equal(unname(z$goal), solution)
  expect_error(nonogram(x$rows, x$columns, row_colours = x$row_colours), "need a palette")
  bad <- x$row_colours
  bad[[1]][1] <- 9
  expect_error(nonogram(x$rows, x$columns, palette = x$palette, row_colours = bad, column_colours = x$column_colours),
               class = "nono_input_error")
})

test_that("plot draws a colour puzzle, and plot(file = ) is nono render's picture", {
  path <- colour_files()[[1]]
  x <- solve(read_nonogram(path), "engine", verbose = FALSE)
  grDevices::pdf(NULL)
  expect_identical(plot(x), x)
  expect_identical(plot(x, with_solution = FALSE), x)
  grDevices::dev.off()
  mine <- tempfile(fileext = ".png")
  plot(x, file = mine)
  theirs <- tempfile(fileext = ".png")
  cli("render", "--solution", path, "-o", theirs)
  expect_identical(readBin(mine, "raw", 1e7), readBin(theirs, "raw", 1e7))
})

test_that("classify is nono classify --json: same names, order and values", {
  files <- c(colour_files()[1:2], system.file("extdata", "sailboat.non", package = "nonogram"))
  for (count in c(FALSE, TRUE)) {
    for (path in files) {
      expected <- cli_json("classify", "--json", if (count) "--count", path, first_line = TRUE)
      report <- classify(read_nonogram(path), count = count)
      expect_identical(names(report), names(expected), label = basename(path))
      expect_null(report$file)
      report$file <- expected$file
      expect_equal(report, expected, label = basename(path), ignore_attr = TRUE)
    }
  }
})

test_that("import_image(colours = K) is nono import --colours K", {
  image <- file.path(Sys.getenv("NONO_DATA_DIR"), "images", "sailboat.png")
  skip_if(!file.exists(image), "the repository's data/images is not at hand")
  for (colours in 3:4) {
    out <- tempfile(fileext = ".xml")
    cli("import", image, "--size", "24x20", "--colours", colours, "-o", out)
    expected <- read_nonogram(out)
    x <- import_image(image, size = c(24, 20), colours = colours)
    expect_true(nrow(x$palette) > 2 && nrow(x$palette) <= colours)
    expect_equal(x[c("rows", "columns", "palette", "row_colours", "column_colours", "title")],
                 expected[c("rows", "columns", "palette", "row_colours", "column_colours", "title")])
    expect_equal(unname(x$goal), unname(expected$goal))
    expect_true(satisfies_colours(x, x$goal))
  }
})
