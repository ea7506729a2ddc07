# import_image(), repair() and generate(): every puzzle made is checked again by is_unique()
# and classify().

test_that("repair makes a two-solution picture unique", {
  result <- repair(matrix(c(1, 0, 0, 1), 2))
  expect_equal(result$outcome, "repaired")
  expect_equal(nrow(result$changes), 1)
  # The shape of `nono repair --json` (rows, columns and cells counted from 1 here).
  expect_equal(names(result), c("file", "target", "outcome", "max_changes", "changes", "before", "after",
                                "picture", "evaluations", "puzzle"))
  expect_equal(result$changes$cell, (result$changes$row - 1) * 2 + result$changes$column)
  expect_equal(result$after$verdict, "unique")
  expect_true(is_unique(result$puzzle))
  expect_equal(repair(matrix(c(1, 1, 1, 0), 2))$outcome, "already")
})

test_that("generate meets its target and repeats with its seed", {
  made <- generate(size = c(6, 6), count = 2, target = "D4", seed = 3)
  for (item in made) {
    expect_true(item$found)
    expect_true(is_unique(item$puzzle))
    expect_equal(classify(item$puzzle)$level$level, 4)
    # "level" has one shape in every report: generate's is classify's.
    expect_equal(item$level$level, 4)
    expect_equal(names(item$level), names(classify(item$puzzle)$level))
  }
  again <- generate(size = c(6, 6), count = 2, target = "D4", seed = 3)
  expect_equal(again[[2]]$puzzle$rows, made[[2]]$puzzle$rows)
  expect_error(generate(size = c(3, 3), target = "D9"), "impossible")
})

test_that("import_image refuses what is not an image", {
  path <- tempfile(fileext = ".png")
  writeLines("not an image", path)
  expect_error(import_image(path, size = c(5, 5)), "not a PNG or JPEG")
})

test_that("import_image refuses colours outside 2..8", {
  path <- tempfile(fileext = ".png")
  writeLines("not an image", path)
  expect_error(import_image(path, size = c(5, 5), colours = 9), "colours")
})
