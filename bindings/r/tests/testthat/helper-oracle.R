# An oracle that shares nothing with nono: the runs of a 0/1 line, computed with rle().
runs <- function(line) {
  r <- rle(as.vector(line))
  found <- r$lengths[r$values == 1]
  if (length(found) == 0) 0 else as.numeric(found)
}

satisfies <- function(x, solution) {
  identical(lapply(seq_len(nrow(solution)), function(i) runs(solution[i, ])), lapply(x$rows, as.numeric)) &&
    identical(lapply(seq_len(ncol(solution)), function(j) runs(solution[, j])), lapply(x$columns, as.numeric))
}

has_algorithm <- function(name) name %in% nono_algorithms()$name

# The 12 x 12 puzzle whose solutions are the 12! permutation matrices: counting them all
# takes hours, so it tests limits and interruption.
permutations12 <- function() nonogram(rep(list(1), 12), rep(list(1), 12))
