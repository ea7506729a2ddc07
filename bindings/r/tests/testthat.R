library(testthat)
library(nonogram)

test_check("nonogram")
