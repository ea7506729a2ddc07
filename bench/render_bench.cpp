// Rendering the largest puzzles nono accepts: a random 1000 x 1000 picture (the worst case
// for clue text: about 500,000 numbers) drawn with its solution in each cairo format, at the
// CLI's default cell for that size (8); and the same in 8 colours (about 1,750,000 numbers,
// each on a chip of its colour: the largest clue area a colour puzzle can have). Output goes to a counting stream, so disk speed is
// not measured. Run: build/bench/nono_bench --benchmark_filter=Render
#include <benchmark/benchmark.h>

#include <ostream>
#include <random>
#include <streambuf>

#include "nono/render.hpp"

namespace {

// Counts the bytes written and keeps none.
class CountingBuffer : public std::streambuf {
public:
    std::size_t bytes = 0;

protected:
    std::streamsize xsputn(const char*, std::streamsize count) override {
        bytes += static_cast<std::size_t>(count);
        return count;
    }
    int_type overflow(int_type c) override {
        ++bytes;
        return traits_type::not_eof(c);
    }
};

nono::Grid random_picture(int side) {
    std::mt19937 random(1);
    nono::Grid grid(side, side, nono::Cell::Empty);
    for (nono::Cell& cell : grid.cells()) cell = random() % 2 ? nono::Cell::Filled : nono::Cell::Empty;
    return grid;
}

// Draws `puzzle` in the benchmark's format (its argument) at the CLI's cell for 1000 a side.
void render_each_time(benchmark::State& state, const nono::Puzzle& puzzle, const nono::RenderContent& content) {
    const auto format = static_cast<nono::ImageFormat>(state.range(0));
    nono::RenderOptions options;
    options.cell = 8;
    std::size_t bytes = 0;
    for (auto _ : state) {
        CountingBuffer buffer;
        std::ostream out(&buffer);
        nono::render(puzzle, content, format, options, out);
        bytes = buffer.bytes;
    }
    state.SetLabel(std::string(nono::image_format_name(format)));
    state.counters["bytes"] = static_cast<double>(bytes);
}

void BM_Render1000(benchmark::State& state) {
    const nono::Grid picture = random_picture(1000);
    render_each_time(state, nono::puzzle_from_grid(picture), {picture, false, {}});
}
BENCHMARK(BM_Render1000)
    ->Arg(static_cast<int>(nono::ImageFormat::Png))
    ->Arg(static_cast<int>(nono::ImageFormat::Svg))
    ->Arg(static_cast<int>(nono::ImageFormat::Pdf))
    ->Unit(benchmark::kSecond)
    ->Iterations(1);

nono::Grid random_colour_picture(int side, int colours) {
    std::mt19937 random(1);
    nono::Grid grid(side, side, nono::Cell::Empty);
    for (nono::Cell& cell : grid.cells()) cell = nono::colour_cell(static_cast<int>(random() % colours));
    return grid;
}

void BM_RenderColour1000(benchmark::State& state) {
    const nono::Grid picture = random_colour_picture(1000, nono::kMaxColours);
    std::vector<nono::Colour> palette;
    for (int c = 0; c < nono::kMaxColours; ++c)
        palette.push_back({"c" + std::to_string(c), c == 0 ? 0xffffffu : 0x202020u * static_cast<std::uint32_t>(c),
                           static_cast<char>('a' + c)});
    render_each_time(state, nono::puzzle_from_grid(picture, palette), {});
}
BENCHMARK(BM_RenderColour1000)
    ->Arg(static_cast<int>(nono::ImageFormat::Png))
    ->Arg(static_cast<int>(nono::ImageFormat::Svg))
    ->Arg(static_cast<int>(nono::ImageFormat::Pdf))
    ->Unit(benchmark::kSecond)
    ->Iterations(1);

}  // namespace
