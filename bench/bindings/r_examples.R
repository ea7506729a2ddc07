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
  seconds <- numeric(length(examples))
  verdicts <- character(length(examples))
  for (i in seq_along(examples)) {
    start <- proc.time()[["elapsed"]]
    x <- solve(examples[[i]], algorithm = algorithm, verbose = FALSE)
    seconds[i] <- proc.time()[["elapsed"]] - start
    verdicts[i] <- x$verdict
  }
  cat(sprintf("%-10s %d puzzles: total %.3f s, median %.4f s, max %.4f s (example %d); verdicts: %s\n",
              algorithm, length(examples), sum(seconds), median(seconds), max(seconds), which.max(seconds),
              paste(names(table(verdicts)), table(verdicts), sep = "=", collapse = " ")))
}
