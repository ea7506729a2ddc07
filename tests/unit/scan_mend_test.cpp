// The check mends with what the bands measured (src/scan/scan.cpp, mend.cpp): the room a band
// leaves for a number it missed (the steps between a line's numbers).
#include <gtest/gtest.h>

#include <vector>

#include "scan/check.hpp"
#include "scan/mend.hpp"

namespace {

using nono::scan::NumberReading;

TEST(ScanMend, RoomForAMissedNumberIsMeasuredAgainstTheBandsSteps) {
    // Rows 1-4, numbers 10 pixels apart, the grid from x = 100, each row's last number at 92;
    // row 3 with a gap of two steps, row 4's last number a step further from the grid.
    std::vector<NumberReading> numbers;
    std::vector<double> along;
    auto add = [&](int line, std::vector<double> xs) {
        for (double x : xs) {
            numbers.push_back({false, line, 1, 1, 0.99, {}, std::nullopt, 0, 0, false});
            along.push_back(x);
        }
    };
    add(0, {72, 82, 92});
    add(1, {82, 92});
    add(2, {62, 72, 92});
    add(3, {72, 82});
    nono::scan::measure_room(numbers, along, 100, 50);
    EXPECT_DOUBLE_EQ(numbers[0].room_before, 0);  // a line's first: not known
    EXPECT_DOUBLE_EQ(numbers[1].room_before, 1);
    EXPECT_DOUBLE_EQ(numbers[2].room_after, 1);
    EXPECT_DOUBLE_EQ(numbers[7].room_before, 2);  // row 3's 92, two steps after its 72
    EXPECT_DOUBLE_EQ(numbers[9].room_after, 2);   // row 4's last, a step short of the grid
    // A band of fewer than three steps says nothing.
    std::vector<NumberReading> few(2, {false, 0, 1, 1, 0.99, {}, std::nullopt, 0, 0, false});
    nono::scan::measure_room(few, {72, 92}, 100, 50);
    EXPECT_DOUBLE_EQ(few[1].room_before, 0);
}

}  // namespace
