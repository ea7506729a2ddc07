// Reads a puzzle with the installed nono library, solves it, and prints the verdict and the
// solution. Usage: consumer PUZZLE_FILE
#include <iostream>

#include "nono/io.hpp"
#include "nono/solver.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: consumer PUZZLE_FILE\n";
        return 2;
    }
    const nono::Puzzle puzzle = nono::read_puzzle(argv[1]);
    const nono::SolveResult result = nono::solve(puzzle);
    std::cout << nono::verdict_name(result.verdict) << "\n";
    if (!result.solutions.empty()) std::cout << nono::write_grid(result.solutions.front());
    return 0;
}
