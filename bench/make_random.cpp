// Writes random-picture puzzles as .non files, for bench/sets.py: each cell of a SIDE x SIDE
// picture is filled with probability DENSITY, one puzzle per seed (std::mt19937), so a seed
// list names the same puzzles on every machine.
// Usage: nono_make_random SIDE DENSITY OUTDIR SEED...
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"

int main(int argc, char** argv) {
    if (argc < 5) {
        std::fprintf(stderr, "usage: %s SIDE DENSITY OUTDIR SEED...\n", argv[0]);
        return 2;
    }
    const int side = std::atoi(argv[1]);
    const double density = std::atof(argv[2]);
    const std::filesystem::path out = argv[3];
    std::filesystem::create_directories(out);
    for (int arg = 4; arg < argc; ++arg) {
        const unsigned long seed = std::strtoul(argv[arg], nullptr, 10);
        std::mt19937 rng(static_cast<std::mt19937::result_type>(seed));
        std::bernoulli_distribution filled(density);
        nono::Grid picture(side, side, nono::Cell::Empty);
        for (auto& cell : picture.cells()) cell = filled(rng) ? nono::Cell::Filled : nono::Cell::Empty;
        const std::string name = "random" + std::to_string(side) + "-" + std::to_string(seed);
        nono::Puzzle puzzle = nono::puzzle_from_grid(picture, name);
        puzzle.goal.reset();  // the picture need not be the only solution
        std::ofstream(out / (name + ".non")) << nono::write_puzzle(puzzle, nono::Format::Non);
    }
    return 0;
}
