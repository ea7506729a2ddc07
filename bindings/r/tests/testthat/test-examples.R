test_that("examples[[1]] is the nonogram package's documented first example", {
  # The clues as the nonogram package's own help pages spell out examples[[1]].
  expect_equal(examples[[1]]$rows,
               list(c(1), c(1), c(2, 1), c(2, 1), c(3, 2), c(4, 3), c(5, 4), c(1), c(8), c(6)))
  expect_equal(examples[[1]]$columns,
               list(c(1), c(2, 1), c(3, 2), c(5, 2), c(7, 2), c(3), c(5, 2), c(3, 2), c(2, 1), c(1)))
})

test_that("the dataset's sizes are the package's: 30 10x10, 30 15x15, 24 20x20, one 20x30", {
  sizes <- table(vapply(examples, function(x) paste(dim(x), collapse = "x"), ""))
  expect_equal(as.vector(sizes[c("10x10", "15x15", "20x20")]), c(30, 30, 24))
  expect_equal(sum(sizes) - sum(sizes[c("10x10", "15x15", "20x20")]), 1)
})

test_that("the dataset matches the puzzle files it was made from", {
  # Set by ctest: the repository's data/examples (or shared/puzzles/r-examples).
  dirs <- c(file.path(Sys.getenv("NONO_DATA_DIR"), "examples"),
            file.path(Sys.getenv("NONO_SHARED_PUZZLES"), "r-examples"))
  dirs <- dirs[file.exists(file.path(dirs, "ex85.non"))]
  skip_if(length(dirs) == 0, "the repository's puzzle files are not at hand")
  for (i in 1:85) {
    x <- read_nonogram(file.path(dirs[[1]], sprintf("ex%02d.non", i)))
    expect_equal(examples[[i]][c("rows", "columns", "title")], x[c("rows", "columns", "title")],
                 label = paste("example", i))
  }
})
