// Writes random colour-picture puzzles as webpbn XML, for bench/sets.py: each cell of a
// SIDE x SIDE picture is background with probability 1 - DENSITY, else one of COLOURS
// foreground colours evenly, one puzzle per seed (std::mt19937), so a seed list names the
// same puzzles on every machine (and pbnsolve reads the same files).
// Usage: nono_make_random_colour SIDE COLOURS DENSITY OUTDIR SEED...
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "nono/io.hpp"
#include "nono/puzzle.hpp"

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr, "usage: %s SIDE COLOURS DENSITY OUTDIR SEED...\n", argv[0]);
        return 2;
    }
    const int side = std::atoi(argv[1]);
    const int colours = std::atoi(argv[2]);
    const double density = std::atof(argv[3]);
    if (colours < 1 || colours + 1 > nono::kMaxColours) {
        std::fprintf(stderr, "COLOURS must be 1..%d\n", nono::kMaxColours - 1);
        return 2;
    }
    static const nono::Colour kPalette[] = {{"white", 0xffffff, '.'}, {"black", 0x000000, 'X'},
                                            {"red", 0xe02020, 'r'},   {"green", 0x20a020, 'g'},
                                            {"blue", 0x2040e0, 'b'},  {"yellow", 0xf0d020, 'y'},
                                            {"purple", 0x8030a0, 'p'}, {"orange", 0xf08020, 'o'}};
    const std::vector<nono::Colour> palette(kPalette, kPalette + colours + 1);
    const std::filesystem::path out = argv[4];
    std::filesystem::create_directories(out);
    for (int arg = 5; arg < argc; ++arg) {
        const unsigned long seed = std::strtoul(argv[arg], nullptr, 10);
        std::mt19937 rng(static_cast<std::mt19937::result_type>(seed));
        std::bernoulli_distribution filled(density);
        std::uniform_int_distribution<int> colour(1, colours);
        nono::Grid picture(side, side, nono::Cell::Empty);
        for (auto& cell : picture.cells())
            if (filled(rng)) cell = nono::colour_cell(colour(rng));
        const std::string name = "colour" + std::to_string(colours) + "-" + std::to_string(side) + "-" +
                                 std::to_string(seed);
        nono::Puzzle puzzle = nono::puzzle_from_grid(picture, palette, name);
        puzzle.goal.reset();  // the picture need not be the only solution
        std::ofstream(out / (name + ".xml")) << nono::write_puzzle(puzzle, nono::Format::Xml);
    }
    return 0;
}
