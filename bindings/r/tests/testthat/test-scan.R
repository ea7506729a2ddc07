# scan_nonogram(): a screenshot read by the installed nono (ctest passes the build's as
# NONO_CLI; these tests skip without it), its puzzle and its report against the image's ground
# truth (tests/data/scan, beside NONO_DATA_DIR) and against `nono scan --json` itself.

scan_image <- function(name) {
  data <- Sys.getenv("NONO_DATA_DIR")
  path <- file.path(dirname(data), "tests", "data", "scan", name)
  if (!nzchar(data) || !file.exists(path)) skip("the scan test images (tests/data/scan) are not beside NONO_DATA_DIR")
  path
}

skip_without_nono <- function() {
  skip_if(!nzchar(Sys.getenv("NONO_CLI")), "NONO_CLI (the nono program) is not set")
  skip_if_not_installed("jsonlite")
}

test_that("scan_nonogram reads the puzzle and the report nono scan --json gives", {
  skip_without_nono()
  path <- scan_image("tune/render-light/002-ex62.png")
  read <- scan_nonogram(path)
  truth <- jsonlite::fromJSON(sub("\\.png$", ".json", path), simplifyVector = FALSE)
  expect_s3_class(read$puzzle, "nonogram")
  expect_equal(lapply(read$puzzle$rows, as.numeric), lapply(truth$rows, function(r) as.numeric(unlist(r))))
  expect_equal(lapply(read$puzzle$columns, as.numeric), lapply(truth$columns, function(r) as.numeric(unlist(r))))
  expect_equal(read$report$verdict, "unique")
  expect_equal(length(read$report$grid$cells), 400)
  expect_equal(read$report$doubtful, sum(vapply(read$report$numbers, function(n) n$doubtful, logical(1))))
  expect_true(is_unique(read$puzzle))
  cli <- system2(Sys.getenv("NONO_CLI"), c("scan", "--json", shQuote(path)), stdout = TRUE, stderr = FALSE)
  expect_equal(read$report, jsonlite::fromJSON(paste(cli, collapse = "\n"), simplifyVector = TRUE,
                                               simplifyDataFrame = FALSE, simplifyMatrix = FALSE))
  expect_equal(scan_nonogram(path, doubt = 0)$report$doubtful, 0)
  expect_error(scan_nonogram(path, doubt = 2), "doubt")
})

test_that("a colour screenshot gives a colour nonogram, and overlay draws its solution", {
  skip_without_nono()
  overlay <- tempfile(fileext = ".png")
  read <- scan_nonogram(scan_image("tune/render-light/000-rcolour-10x10-c3-s1023.png"), overlay = overlay)
  expect_equal(nrow(read$puzzle$palette), 4)
  expect_true(file.exists(overlay))
})

test_that("a reading that does not fit has no puzzle; no puzzle or no image is a nono_input_error", {
  skip_without_nono()
  read <- scan_nonogram(scan_image("holdout/render-dark/000-mushroom.png"))
  expect_null(read$puzzle)
  expect_equal(read$report$verdict, "inconsistent")
  expect_true(length(read$report$problems) > 0)
  expect_error(scan_nonogram(scan_image("holdout/photo-b/000-mushroom.jpg")), class = "nono_input_error")
  text <- tempfile(fileext = ".png")
  writeLines("not an image", text)
  expect_error(scan_nonogram(text), "not a PNG or JPEG image", class = "nono_input_error")
})

test_that("without nono, or with one that has no image-reading module, the error names what is missing", {
  skip_if_not_installed("jsonlite")
  expect_error(scan_nonogram("shot.png", nono = ""), "libnono_scan.so")
  lonely <- tempfile()
  writeLines(c("#!/bin/sh", "echo 'nono: cannot load the image-reading module libnono_scan.so; tried:' >&2", "exit 1"), lonely)
  Sys.chmod(lonely, "755")
  expect_error(scan_nonogram("shot.png", nono = lonely), "libnono_scan.so")
})
