// Search when propagation stalls: probing (try each value of an undecided cell and keep what
// the trial proves) and depth-first guessing with undo, iterative so deep searches cannot
// overflow the call stack.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "known_solutions.hpp"
#include "state.hpp"

namespace nono::detail {

class Search {
public:
    // With `known`, a solution is counted only when `known` did not have it (another search
    // may have found it first), and is added to it.
    Search(Board& board, const SolveOptions& options, SolveResult& result, KnownSolutions* known = nullptr);

    enum class Progress { Paused, Finished };
    // Searches until the answer is settled or a limit stops it (Finished: result's
    // solutions, counts and stop are final), or until the next guess would come after
    // `work_limit` probes and guesses in all (Paused: call again with a larger limit to go
    // on where it left off). result.deduced holds the root's deductions after the first call.
    Progress run(std::uint64_t work_limit = std::numeric_limits<std::uint64_t>::max());

    // Restarts: every `unit` guesses times the Luby sequence (1 1 2 1 1 2 4 ...),
    // the search goes back to the root and starts again with the next branching rule (a
    // different score, value order or tie-break). Which rule finds a solution soonest varies
    // wildly from puzzle to puzzle (taai2011: 0.05 s with one, over 3 s with another); what
    // trying several in turn gains and costs is in EngineTuning::restart_unit (tuning.hpp). Solutions
    // found before count (through `known`, without which there are no restarts); a run that
    // exhausts its tree still proves the count. 0 = never (the default).
    void restart_every(std::uint64_t unit) { restart_unit_ = unit; schedule_restart(); }

private:
    struct Choice {
        std::size_t index = 0;
        Cell first = Cell::Filled;
        bool found = false;
    };
    struct Frame {
        std::size_t trail_mark;
        std::size_t index;
        Cell second;
        bool second_tried;
    };
    enum class Node { Open, Dead, Aborted };

    Node settle();                  // propagate, then probe to a fixpoint
    Node probe_to_fixpoint(Choice& choice);
    Choice choose_without_probing() const;
    void record_solution();
    bool backtrack();               // false when the tree is exhausted
    void guess(const Choice& choice);
    void schedule_restart();
    void restart();
    // The branching score of a probed cell and the value to try first, by the current rule.
    std::uint64_t score(std::size_t index, std::size_t gained0, std::size_t gained1) const;
    Cell first_value(std::size_t gained0, std::size_t gained1) const;
    bool limit_reached();
    // Trace steps (only called while the board is tracing).
    void trace_probe(std::size_t index, Cell value, bool contradiction, std::size_t implied);
    void trace_forced(std::size_t index, Cell failed);

    Board& board_;
    const SolveOptions& options_;
    SolveResult& result_;
    KnownSolutions* known_;
    std::vector<Frame> stack_;
    bool started_ = false;
    std::optional<Choice> paused_at_;  // the guess a pause put off
    std::size_t root_mark_ = 0;        // the trail after the root's deductions
    std::uint64_t restart_unit_ = 0;
    std::uint64_t restarts_ = 0;       // the rule in force is restarts_'s
    std::uint64_t next_restart_ = std::numeric_limits<std::uint64_t>::max();
    // Per-cell memo of the first probe's outcome, so the second can find cells both agree on.
    std::vector<std::uint32_t> probe_stamp_;
    std::vector<Cell> probe_value_;
    std::uint32_t probe_epoch_ = 0;
    // Per cell, from its latest probe: the branching score and the value to try first.
    std::vector<std::uint64_t> probe_score_;
    std::vector<Cell> probe_first_;
    std::vector<std::pair<std::size_t, Cell>> agreed_;

    // Probe results reused between rounds and nodes. A probe's outcome depends only on the
    // state of the lines its two trials changed (with the probed cell's row and column):
    // while those lines are as they were, probing the cell again would give the same gains
    // (a board at its fixpoint that agrees on those lines reaches the same cells through the
    // same line solves), and the search takes the same path without it. A line's state is
    // read as a 64-bit hash of its bit masks (a collision could only misjudge a branching
    // score, never a deduction), so a line undone to the state of a probe (after a
    // backtrack) serves again; boards without masks (lines over 63 cells) stamp each line
    // with a clock whenever the search (not a trial) assigns or undoes a cell in it.
    std::uint64_t line_signature(std::size_t line) const;
    std::uint64_t lines_signature(const std::uint64_t* lines) const;
    void add_lines_of(std::size_t cell, std::uint64_t* lines) const;  // its row and column
    void stamp_lines_since(std::size_t mark);  // the trail from `mark` up to noted_mark_
    void note_changes();                        // stamps what the trail gained since noted
    void undo_to(std::size_t mark);             // stamps what is undone, then undoes it
    bool masks_ = false;                       // the board keeps line masks: no stamps
    std::size_t line_words_ = 0;               // words of a set of lines
    std::vector<std::uint64_t> probe_lines_;   // per cell: the lines its trials changed
    std::vector<std::uint64_t> probe_signature_;  // per cell: those lines' signature then
    std::vector<char> probe_recorded_;         // per cell: the two above are set
    std::vector<std::uint64_t> line_stamp_;    // per line: clock_ at its last change
    std::uint64_t clock_ = 1;
    std::size_t noted_mark_ = 0;               // the trail up to here is stamped
};

}  // namespace nono::detail
