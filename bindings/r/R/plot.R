# plot() for nonograms: the clues beside and above the grid, the solution (or an empty grid)
# in it, drawn with base graphics so no plotting package is needed. With `file`, nono's own
# renderer writes a PNG instead.

plot.nonogram <- function(x, y, with_solution = TRUE, file = NULL, ...) {
  if (!isTRUE(x$solved) && with_solution) stop("This nonogram has not been solved.")
  if (!is.null(file)) {
    cpp_render(x, path.expand(file), "", if (with_solution) x$solution else NULL, 20)
    return(invisible(x))
  }
  nrows <- x$nrows
  ncolumns <- x$ncolumns
  row_width <- max(1, lengths(x$rows))
  column_height <- max(1, lengths(x$columns))
  old <- graphics::par(mar = c(0.5, 0.5, 0.5, 0.5))
  on.exit(graphics::par(old))
  graphics::plot.new()
  graphics::plot.window(xlim = c(-row_width, ncolumns), ylim = c(0, nrows + column_height), asp = 1)
  # Cell (i, j) spans x in [j - 1, j] and y in [nrows - i, nrows - i + 1].
  filled <- if (with_solution) x$solution == 1 else matrix(FALSE, nrows, ncolumns)
  left <- rep(seq_len(ncolumns) - 1, each = nrows)
  bottom <- rep(nrows - seq_len(nrows), times = ncolumns)
  graphics::rect(left, bottom, left + 1, bottom + 1, col = ifelse(as.vector(filled), "black", "white"),
                 border = "grey70")
  # Heavier lines every five cells, as on paper.
  verticals <- seq(0, ncolumns, by = 5)
  horizontals <- nrows - seq(0, nrows, by = 5)
  graphics::segments(verticals, 0, verticals, nrows, lwd = 1.5)
  graphics::segments(0, horizontals, ncolumns, horizontals, lwd = 1.5)
  graphics::rect(0, 0, ncolumns, nrows, lwd = 2)
  size <- min(1, 30 / (max(nrows, ncolumns) + max(row_width, column_height)))
  for (i in seq_len(nrows)) {
    clue <- x$rows[[i]]
    graphics::text(seq_along(clue) - length(clue) - 0.5, nrows - i + 0.5, labels = clue, cex = size)
  }
  for (j in seq_len(ncolumns)) {
    clue <- x$columns[[j]]
    graphics::text(j - 0.5, nrows + rev(seq_along(clue)) - 0.5, labels = clue, cex = size)
  }
  invisible(x)
}
