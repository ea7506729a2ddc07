# Reading a nonogram from a screenshot or a photo: scan_nonogram() runs the installed
# `nono scan --json` (nono's image-reader, a module linked to OpenCV, which this package does
# not compile: see ?scan_nonogram) and reads its JSON report with jsonlite.

nono_program <- function() {
  named <- Sys.getenv("NONO_CLI")
  if (nzchar(named)) return(named)
  unname(Sys.which("nono"))
}

scan_nonogram <- function(path, doubt = 0.9, overlay = NULL, nono = nono_program()) {
  if (!is.numeric(doubt) || length(doubt) != 1 || is.na(doubt) || doubt < 0 || doubt > 1)
    stop("doubt must be a number from 0 to 1.")
  if (!requireNamespace("jsonlite", quietly = TRUE))
    stop("scan_nonogram reads nono's JSON report with the jsonlite package: install.packages(\"jsonlite\") ",
         "(Debian: r-cran-jsonlite).")
  if (!nzchar(nono))
    stop("scan_nonogram reads images with nono's command-line program and its image-reading module ",
         "(libnono_scan.so, OpenCV), which this package does not include, and none was found: install nono ",
         "(its Debian package, or cmake --install of a build), put it on the PATH, or set NONO_CLI to the program.")
  path <- path.expand(path)
  arguments <- c("scan", shQuote(path), "--json", "--doubt", format(doubt, digits = 15))
  if (!is.null(overlay)) arguments <- c(arguments, "--overlay", shQuote(path.expand(overlay)))
  errors <- tempfile()
  on.exit(unlink(errors), add = TRUE)
  out <- suppressWarnings(tryCatch(system2(nono, arguments, stdout = TRUE, stderr = errors),
                                   error = function(e) structure(character(), status = 127L)))
  status <- attr(out, "status")
  if (is.null(status)) status <- 0L
  said <- if (file.exists(errors)) paste(readLines(errors, warn = FALSE), collapse = "\n") else ""
  text <- paste(out, collapse = "\n")
  if (!startsWith(trimws(text), "{")) {
    if (status == 2L) {
      problem <- if (startsWith(said, paste0("nono: ", path, ": "))) substring(said, nchar(path) + 9) else said
      input_error(paste0(path, ": ", problem), source = path, line = 0L, problem = problem, call = sys.call())
    }
    stop("scan_nonogram could not read ", path, " with ", nono, ": ",
         if (nzchar(said)) said else paste("it exited with", status))
  }
  report <- jsonlite::fromJSON(text, simplifyVector = TRUE, simplifyDataFrame = FALSE, simplifyMatrix = FALSE)
  if (identical(report$verdict, "not-found"))
    input_error(paste0(path, ": ", report$message), source = path, line = 0L, problem = report$message,
                call = sys.call())
  puzzle <- NULL
  if (!identical(report$verdict, "inconsistent")) {
    raw <- jsonlite::fromJSON(text, simplifyVector = FALSE)
    puzzle <- parse_nonogram(as.character(jsonlite::toJSON(raw$puzzle, auto_unbox = TRUE, digits = NA)),
                             format = "json", source = path)
  }
  list(puzzle = puzzle, report = report)
}
