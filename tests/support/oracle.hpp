// Brute-force oracles the engine is checked against. They share no code with the engine:
// lines are enumerated arrangement by arrangement, grids row by row.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "nono/puzzle.hpp"

namespace nono::testing {

// Every arrangement of `clue` in a line of `length` cells (each as Empty/Filled cells).
std::vector<std::vector<Cell>> all_arrangements(const Clue& clue, int length);

// What every arrangement consistent with `known` agrees on (None cells everywhere when none fits).
std::vector<Cell> brute_force_line(const Clue& clue, const std::vector<Cell>& known);

// All solutions, by choosing an arrangement for each row and checking columns as it goes.
// Stops after `limit` solutions (0 = all).
std::vector<Grid> brute_force_solutions(const Puzzle& puzzle, std::size_t limit = 0);

// A random picture of the given size with cells filled with probability `density`.
Grid random_grid(std::mt19937& rng, int width, int height, double density);

// Valid random clues for a width x height puzzle, often with no solution.
Puzzle random_clues(std::mt19937& rng, int width, int height);

// Colour puzzles (cells hold one colour bit each; colour 0 the background).
// Every arrangement of coloured blocks: same-colour neighbours at least one cell apart,
// different colours allowed to touch.
std::vector<std::vector<Cell>> all_colour_arrangements(const Clue& clue, const std::vector<int>& colours,
                                                       int length);
// The union of the colours every fitting arrangement gives each cell (None everywhere when none fits).
std::vector<Cell> brute_force_colour_line(const Clue& clue, const std::vector<int>& colours,
                                          const std::vector<Cell>& known);
// All solutions of a colour puzzle (rows by arrangement, every column checked at the end of
// each row against its clue's prefix). Stops after `limit` (0 = all).
std::vector<Grid> brute_force_colour_solutions(const Puzzle& puzzle, std::size_t limit = 0);
// A random picture whose cells are background with probability 1 - density, else one of
// colours 1..colours-1 evenly.
Grid random_colour_grid(std::mt19937& rng, int width, int height, int colours, double density);
// A palette of `count` colours (background first) with distinct names and characters.
std::vector<Colour> test_palette(int count);
// The puzzle of a random colour picture (sides 2..max_side, 2 to 4 foreground colours,
// density 0.3-0.9), without its goal; with `perturb`, its columns come from the same picture
// with two cells swapped (totals per colour stay equal, so it is valid, but often has no
// solution or other ones).
Puzzle random_colour_puzzle(std::mt19937& rng, bool perturb, int max_side);

}  // namespace nono::testing
