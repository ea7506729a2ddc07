# plot() for nonograms: the clues beside and above the grid, the solution (or an empty grid)
# in it, drawn with base graphics so no plotting package is needed. With `file`, nono's own
# renderer writes a PNG instead. A colour puzzle's cells are in its palette's colours, and each
# clue number on a small square of its block's colour (white or black text, whichever reads
# better on it), so a number in a light colour stays readable.

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
  palette <- if (is.null(x$palette)) c("white", "black") else x$palette$rgb
  cells <- if (with_solution) x$solution else matrix(0L, nrows, ncolumns)
  cells[is.na(cells) | cells < 0 | cells >= length(palette)] <- 0L
  left <- rep(seq_len(ncolumns) - 1, each = nrows)
  bottom <- rep(nrows - seq_len(nrows), times = ncolumns)
  fill <- palette[as.vector(cells) + 1]
  if (!is.null(x$palette)) fill[as.vector(cells) == 0] <- "white"  # the background left blank, as on paper
  graphics::rect(left, bottom, left + 1, bottom + 1, col = fill, border = "grey70")
  # Heavier lines every five cells, as on paper.
  verticals <- seq(0, ncolumns, by = 5)
  horizontals <- nrows - seq(0, nrows, by = 5)
  graphics::segments(verticals, 0, verticals, nrows, lwd = 1.5)
  graphics::segments(0, horizontals, ncolumns, horizontals, lwd = 1.5)
  graphics::rect(0, 0, ncolumns, nrows, lwd = 2)
  size <- min(1, 30 / (max(nrows, ncolumns) + max(row_width, column_height)))
  clue_colours <- function(colours, i, clue) {
    if (is.null(colours) || length(colours[[i]]) != length(clue)) return(NULL)
    palette[colours[[i]] + 1]
  }
  for (i in seq_len(nrows)) {
    clue <- x$rows[[i]]
    at <- seq_along(clue) - length(clue) - 0.5
    draw_clue(at, rep(nrows - i + 0.5, length(clue)), clue, clue_colours(x$row_colours, i, clue), size)
  }
  for (j in seq_len(ncolumns)) {
    clue <- x$columns[[j]]
    at <- nrows + rev(seq_along(clue)) - 0.5
    draw_clue(rep(j - 0.5, length(clue)), at, clue, clue_colours(x$column_colours, j, clue), size)
  }
  invisible(x)
}

# Clue numbers centred at (x, y); with colours, each on a square of its colour, its text white
# on a dark colour and black on a light one.
draw_clue <- function(x, y, labels, colours, size) {
  if (is.null(colours)) {
    graphics::text(x, y, labels = labels, cex = size)
    return(invisible())
  }
  rgb <- grDevices::col2rgb(colours)
  light <- (0.299 * rgb[1, ] + 0.587 * rgb[2, ] + 0.114 * rgb[3, ]) > 150
  graphics::rect(x - 0.45, y - 0.45, x + 0.45, y + 0.45, col = colours, border = NA)
  graphics::text(x, y, labels = labels, cex = size, col = ifelse(light, "black", "white"))
}
