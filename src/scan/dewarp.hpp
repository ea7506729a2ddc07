// Flattening a curled page: a book lying open bends its page down into the spine, so that once
// the photo is straightened by the grid's four corners its lines are still curved and crowded
// towards the spine. Each grid line is traced across the grid and fitted as a smooth curve, and
// the page is remapped so that the lines are straight and evenly spaced.
#pragma once

#include <optional>
#include <vector>

#include <opencv2/core.hpp>

namespace nono::scan {

// A grid's lines one way, traced: each line's position across (x of a vertical line) at each
// strip's middle along (y), in between by straight steps, and how many cells lie between it
// and the next line.
struct TracedLines {
    std::vector<double> alongs;              // the strips' middles, in order
    std::vector<std::vector<double>> lines;  // each line's position across at each of them
    std::vector<int> cells;                  // lines.size() - 1 counts of cells between neighbours
    double middle = 0;                       // the frame's middle along
    double across(std::size_t line, double along) const;
};

// The vertical lines of the grid in `frame` of `bgr` (a straightened photo, paper white),
// traced in strips across the frame; nullopt when too few are found to tell their shape.
std::optional<TracedLines> traced_vertical_lines(const cv::Mat& bgr, const cv::Rect2d& frame);

// `bgr` remapped so that the grid's lines in `frame` are straight and evenly spaced both ways
// (the clue bands beside the grid moved with its outer lines); nullopt when they already are,
// within a pixel or two, or when too few lines are found. `also` (an image of `bgr`'s size),
// when given, is remapped alike.
std::optional<cv::Mat> flattened(const cv::Mat& bgr, const cv::Rect2d& frame, cv::Mat* also = nullptr);

}  // namespace nono::scan
