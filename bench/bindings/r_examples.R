# Times the R binding on the 85 examples of the R nonogram package (the `examples` dataset),
# once per algorithm, each puzzle solved from scratch as a user's script would.
# Usage (package installed): Rscript bench/bindings/r_examples.R [ALGORITHM ...]
library(nonogram)
algorithms <- commandArgs(trailingOnly = TRUE)
if (length(algorithms) == 0) algorithms <- c("engine", "perm_elim")
available <- nono_algorithms()
for (algorithm in algorithms) {
  name <- if (algorithm %in% available$r_name) available$name[available$r_name == algorithm] else algorithm
  if (!name %in% available$name) {
    cat(sprintf("%-10s not available in this build of nono (available: %s)\n", algorithm,
                paste(available$name, collapse = ", ")))
    next
  }
  # Three rounds; the best is reported (the machine is shared, the slower rounds measure it).
  best <- NULL
  for (round in 1:3) {
    seconds <- numeric(length(examples))
    inside <- numeric(length(examples))
    verdicts <- character(length(examples))
    for (i in seq_along(examples)) {
      start <- proc.time()[["elapsed"]]
      x <- solve(examples[[i]], algorithm = algorithm, verbose = FALSE)
      seconds[i] <- proc.time()[["elapsed"]] - start
      inside[i] <- x$stats[["seconds"]]
      verdicts[i] <- x$verdict
    }
    if (is.null(best) || sum(seconds) < sum(best$seconds)) best <- list(seconds = seconds, inside = inside, verdicts = verdicts)
  }
  cat(sprintf("%-10s %d puzzles: total %.3f s (inside nono::solve %.3f s), median %.4f s, max %.4f s (example %d); verdicts: %s\n",
              algorithm, length(examples), sum(best$seconds), sum(best$inside), median(best$seconds),
              max(best$seconds), which.max(best$seconds),
              paste(names(table(best$verdicts)), table(best$verdicts), sep = "=", collapse = " ")))
}
