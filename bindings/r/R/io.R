# Reading and writing nonograms in every format nono knows (nono_formats(), from nono's
# format table), through nono's parsers and writers.

raise_cpp_input_error <- function(error, call) {
  input_error(error$message, source = error$source, line = error$line, problem = error$problem, call = call)
}

format_argument <- function(format) {
  if (is.null(format)) return("")
  if (!is.character(format) || length(format) != 1) stop("format must be one name of nono_formats()")
  format
}

# puzzle = chooses one puzzle of a file holding several (webpbn XML): a position from 1, or an
# <id> as a string. As list(position, id) for the C++ side (0 and "" = not chosen).
puzzle_argument <- function(puzzle) {
  if (is.null(puzzle)) return(list(position = 0L, id = ""))
  if (is.character(puzzle) && length(puzzle) == 1 && !is.na(puzzle)) return(list(position = 0L, id = puzzle))
  if (is.numeric(puzzle) && length(puzzle) == 1 && !is.na(puzzle) && puzzle >= 1 && puzzle == round(puzzle) && puzzle <= 1e9)
    return(list(position = as.integer(puzzle), id = ""))
  stop("puzzle must be a position (1, 2, ...) or a webpbn <id> as a string")
}

read_nonogram <- function(path, format = NULL, puzzle = NULL) {
  chosen <- puzzle_argument(puzzle)
  answer <- cpp_read(path.expand(path), format_argument(format), chosen$position, chosen$id)
  if (!is.null(answer$error)) raise_cpp_input_error(answer$error, sys.call())
  nonogram_from_cpp(answer$puzzle)
}

# Every puzzle of a file, as a list of nonograms (a webpbn XML file may hold several).
read_all_nonograms <- function(path, format = NULL) {
  answer <- cpp_read_all(path.expand(path), format_argument(format))
  if (!is.null(answer$error)) raise_cpp_input_error(answer$error, sys.call())
  lapply(answer$puzzles, nonogram_from_cpp)
}

parse_nonogram <- function(text, format = NULL, source = "<text>", puzzle = NULL) {
  chosen <- puzzle_argument(puzzle)
  answer <- cpp_parse(paste(text, collapse = "\n"), format_argument(format), source, chosen$position, chosen$id)
  if (!is.null(answer$error)) raise_cpp_input_error(answer$error, sys.call())
  nonogram_from_cpp(answer$puzzle)
}

# A solved nonogram is written with its solution as the goal picture, so a picture format
# (grid) can hold it.
write_nonogram <- function(x, path, format = NULL) {
  if (!inherits(x, "nonogram")) stop("x must be a nonogram.")
  if (is.null(x$goal) && isTRUE(x$solved)) x$goal <- x$solution
  answer <- cpp_write(x, path.expand(path), format_argument(format))
  if (!is.null(answer$error)) raise_cpp_input_error(answer$error, sys.call())
  if (!is.null(answer$raw)) writeBin(answer$raw, path)
  else writeLines(answer$text, path, sep = "", useBytes = TRUE)
  invisible(path)
}

nono_formats <- function() {
  as.data.frame(cpp_formats(), stringsAsFactors = FALSE)
}
