# The nonogram S3 class: the constructor of the R 'nonogram' package, with the same fields
# (rows, columns, nrows, ncolumns, dims, solved, row_solution, column_solution), validated by
# nono's own rules so a puzzle R accepts is one the engine accepts.

nonogram <- function(rows, columns, title = NULL, author = NULL, palette = NULL, row_colours = NULL,
                     column_colours = NULL) {
  if (!is.list(rows)) stop("rows must be a list.")
  if (!is.list(columns)) stop("columns must be a list.")
  if (!is.numeric(unlist(rows)) && length(unlist(rows)) > 0) stop("rows must be a list of numeric vectors.")
  if (!is.numeric(unlist(columns)) && length(unlist(columns)) > 0) stop("columns must be a list of numeric vectors.")
  if (is.null(palette) && (!is.null(row_colours) || !is.null(column_colours)))
    stop("row_colours and column_colours need a palette.")
  if (!is.null(palette)) palette <- palette_argument(palette)
  x <- new_nonogram(rows, columns, title, author, palette = palette, row_colours = row_colours,
                    column_colours = column_colours)
  problems <- cpp_problems(x)
  if (length(problems) > 0) {
    input_error(paste(problems, collapse = "\n"), source = "nonogram()", line = 0L,
                problem = problems[[1]], problems = problems, call = sys.call())
  }
  x
}

# A palette as a data frame (name, rgb "#rrggbb", char), background first, from a data frame
# or a list with those three.
palette_argument <- function(palette) {
  if (!is.list(palette) || !all(c("name", "rgb", "char") %in% names(palette)))
    stop("palette must be a data frame with columns name, rgb (\"#rrggbb\") and char, background first.")
  data.frame(name = as.character(palette$name), rgb = as.character(palette$rgb),
             char = as.character(palette$char), stringsAsFactors = FALSE)
}

# palette, row_colours and column_colours are NULL for black and white; a colour puzzle's
# palette is a data frame (name, rgb, char), background first, and each clue's block colours
# are palette indices (1..), shaped as rows and columns.
new_nonogram <- function(rows, columns, title = NULL, author = NULL, goal = NULL, palette = NULL,
                         row_colours = NULL, column_colours = NULL) {
  rows <- lapply(rows, as.numeric)
  columns <- lapply(columns, as.numeric)
  structure(
    list(
      rows = rows,
      columns = columns,
      nrows = length(rows),
      ncolumns = length(columns),
      dims = c(length(rows), length(columns)),
      solved = FALSE,
      row_solution = NULL,
      column_solution = NULL,
      title = if (is.null(title) || identical(title, "")) NULL else as.character(title),
      author = if (is.null(author) || identical(author, "")) NULL else as.character(author),
      goal = goal,
      palette = palette,
      row_colours = if (is.null(row_colours)) NULL else lapply(row_colours, as.numeric),
      column_colours = if (is.null(column_colours)) NULL else lapply(column_colours, as.numeric)
    ),
    class = "nonogram"
  )
}

# A condition that says where the input was wrong: source (file or "nonogram()"), line
# (1-based, 0 if unknown) and the problem, besides the message.
input_error <- function(message, source, line, problem, call = NULL, ...) {
  stop(structure(
    class = c("nono_input_error", "error", "condition"),
    list(message = message, call = call, source = source, line = line, problem = problem, ...)
  ))
}

# The list C++ returns for a puzzle (rows, columns, title, author, goal, and palette,
# row_colours, column_colours) as a nonogram.
nonogram_from_cpp <- function(puzzle) {
  new_nonogram(puzzle$rows, puzzle$columns, puzzle$title, puzzle$author, puzzle$goal,
               palette = puzzle$palette, row_colours = puzzle$row_colours,
               column_colours = puzzle$column_colours)
}

# Attaches a solution grid (0/1 matrix, palette indices for a colour puzzle) the way the R
# package keeps one.
with_solution <- function(x, solution) {
  storage.mode(solution) <- "integer"
  x$solved <- TRUE
  x$solution <- solution
  x$row_solution <- lapply(seq_len(nrow(solution)), function(i) solution[i, , drop = FALSE])
  x$column_solution <- lapply(seq_len(ncol(solution)), function(j) matrix(solution[, j], nrow = 1))
  x
}

dim.nonogram <- function(x) {
  x$dims
}

print.nonogram <- function(x, ...) {
  cat("Nonogram with dimensions: ", x$nrows, " x ", x$ncolumns, sep = "")
  if (!is.null(x$title)) cat("\nTitle: ", x$title, sep = "")
  cat("\nSolved: ", x$solved, "\n", sep = "")
  if (isTRUE(x$solved)) {
    if (!is.null(x$verdict_text)) cat("Verdict: ", x$verdict_text, " (", x$algorithm, ")\n", sep = "")
    print(matrix(unlist(x$column_solution), ncol = x$ncolumns))
  }
  invisible(x)
}

as.data.frame.nonogram <- function(x, row.names = NULL, optional = FALSE, ..., with_solution = TRUE) {
  if (!isTRUE(x$solved) && with_solution) stop("This nonogram has not been solved.")
  data.frame(
    value = if (with_solution) factor(unlist(x$column_solution)) else factor(0),
    column = factor(rep(seq_len(x$ncolumns), each = x$nrows)),
    row = factor(rep(seq_len(x$nrows), x$ncolumns)),
    row.names = row.names
  )
}

# All 0/1 vectors of a length, one per row, in the order of gtools::permutations(2, n,
# c(0, 1), repeats = TRUE) as the R package makes them. nono's solvers do not need these
# tables; the function stays so scripts that build them and pass them to solve() still run.
make_full_perm_set <- function(length) {
  if (length > 25) stop("make_full_perm_set: 2^", length, " rows is too many to build")
  grid <- as.matrix(expand.grid(rep(list(c(0, 1)), length), KEEP.OUT.ATTRS = FALSE))
  unname(grid[, rev(seq_len(length)), drop = FALSE])
}
