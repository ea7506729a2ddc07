# The examples of the nonogram package's README, as written there (plots go to a null
# device). Those that use an algorithm this build of nono lacks are skipped, saying which.
test_that("README: defining, printing and plotting the 3x3 nonogram", {
  pdf(NULL)
  on.exit(dev.off())
  non_3x3 <- nonogram(
    rows    = list(c(1, 1), 1, 3),
    columns = list(c(1, 1), 2, c(1, 1))
  )
  expect_output(print(non_3x3), "Nonogram with dimensions: 3 x 3\nSolved: FALSE", fixed = TRUE)
  expect_error(plot(non_3x3), "This nonogram has not been solved.")
  expect_invisible(plot(non_3x3, with_solution = FALSE))
})

test_that("README: solving the 3x3 nonogram by brute force", {
  skip_if_not(has_algorithm("brute-force"), "nono's brute-force (R's \"force\") is not in this build")
  pdf(NULL)
  on.exit(dev.off())
  non_3x3 <- nonogram(
    rows    = list(c(1, 1), 1, 3),
    columns = list(c(1, 1), 2, c(1, 1))
  )
  non_3x3 <- solve(non_3x3, algorithm = "force", max_iter = Inf)
  expect_true(non_3x3$solved)
  expect_equal(non_3x3$solution, matrix(c(1L, 0L, 1L, 0L, 1L, 1L, 1L, 0L, 1L), 3))
  plot(non_3x3)
})

test_that("README: the examples dataset and example 36", {
  pdf(NULL)
  on.exit(dev.off())
  data(examples)
  ex36 <- examples[[36]]
  expect_output(print(ex36), "Nonogram with dimensions: 15 x 15")
  plot(ex36, with_solution = FALSE)
  perms15 <- make_full_perm_set(15)
  expect_equal(dim(perms15), c(32768, 15))
  expect_equal(perms15[1:10, ][10, ], c(rep(0, 11), 1, 0, 0, 1))
})

test_that("README: solving example 36 by permutation elimination", {
  skip_if_not(has_algorithm("perm-elim"), "nono's perm-elim (R's \"perm_elim\") is not in this build")
  pdf(NULL)
  on.exit(dev.off())
  data(examples)
  ex36 <- examples[[36]]
  expect_output(ex36 <- solve(ex36, algorithm = "perm_elim", verbose = TRUE, parallel = TRUE))
  plot(ex36)
  expect_true(satisfies(ex36, ex36$solution))
  perms15 <- make_full_perm_set(15)
  ex36 <- examples[[36]]
  ex36 <- ex36 |>
    solve(row_permutations = perms15, column_permutations = perms15) |>
    plot()
  expect_s3_class(ex36, "nonogram")
  expect_true(ex36$solved)
})
