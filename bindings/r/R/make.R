# Making puzzles: an image file as a nonogram, the fewest cell changes that make a picture's
# clues unique (or line-solvable), and random puzzles meeting a target; the same options as
# `nono import`, `nono repair` and `nono generate`.

size_argument <- function(size, width, height) {
  if (!is.null(size)) {
    if (length(size) != 2) stop("size must be c(width, height).")
    return(as.integer(size))
  }
  as.integer(c(width, height))
}

import_image <- function(path, size = NULL, width = 0, height = 0, threshold = NULL, invert = FALSE,
                         colours = 2, title = NULL) {
  wh <- size_argument(size, width, height)
  if (is.null(title)) title <- sub("\\.[^.]*$", "", basename(path))
  nonogram_from_cpp(cpp_import_image(path.expand(path), wh[1], wh[2],
                                     if (is.null(threshold)) -1L else as.integer(threshold),
                                     isTRUE(invert), as.integer(colours), title))
}

repair <- function(x, line_solvable = FALSE, max_changes = 10, attempts = 4, seed = 1, timeout = 30) {
  picture <- if (inherits(x, "nonogram")) x$goal else x
  if (is.null(picture)) stop("repair needs a picture: this nonogram has no goal.")
  if (any(!is.na(picture) & picture > 1)) stop("repair takes black-and-white pictures (0/1): this one has colours.")
  result <- cpp_repair(matrix(as.integer(picture), nrow = nrow(picture)), isTRUE(line_solvable),
                       as.integer(max_changes), as.integer(attempts), seed, timeout)
  result$puzzle <- nonogram_from_cpp(result$puzzle)
  result
}

generate <- function(size = c(10, 10), count = 1, density = 0.5, target = "unique", seed = 1, repair = 0,
                     max_candidates = 1e5, timeout = 10) {
  wh <- size_argument(size, 0, 0)
  made <- cpp_generate(wh[1], wh[2], as.integer(count), density, target, seed, as.integer(repair),
                       max_candidates, timeout)
  lapply(made, function(item) {
    if (!is.null(item$puzzle)) item$puzzle <- nonogram_from_cpp(item$puzzle)
    item
  })
}
