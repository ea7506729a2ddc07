// Matrices of many megabytes (the digit samples as floats, 64 MB, and their panels) on the
// kernel's 2 MB pages where it offers them (Linux's transparent huge pages, asked for with
// madvise): filled for the first time, 64 MB of 4 KB pages cost 16,000 page faults, each a
// page cleared and mapped, about a tenth of a phone screenshot's reading.
#pragma once

#include <opencv2/core.hpp>

namespace nono::scan {

// An empty matrix whose create() (and so convertTo, copyTo...) allocates on large pages.
cv::Mat on_large_pages();

}  // namespace nono::scan
