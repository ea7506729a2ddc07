// Writing an output file whole or not at all. A regular file (or a new one) is written to an
// unpredictable temporary created exclusively in the same folder, then renamed over the target
// only once everything was written: a failed or interrupted write leaves the old file as it was
// and no partial one. A special file (device, pipe, socket) is written directly, never replaced
// (issue 28: `census -o /dev/full` left a regular file where /dev/full was, and `render` deleted
// its output path when drawing failed). /dev/stdout, /dev/fd/N and /proc/self/fd/N are the
// descriptor already open, written through it (issue 45: replacing the file behind it lost what
// stdout was appended to). A read-only file is refused, and another user's file is written in
// place (replacing it would change its owner and mode). Every command that writes files goes
// through here.
#pragma once

#include <memory>
#include <ostream>
#include <string>

namespace nono::cli {

class OutputFile {
public:
    // Opens `path` for writing ("-" is standard output); OutputError if it cannot.
    explicit OutputFile(std::string path);
    ~OutputFile();  // without commit(): the temporary is removed, the target left as it was
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    std::ostream& stream();
    // Flushes and puts the file in place; OutputError (with the system's reason) if any write
    // failed. Nothing is written to the target before this.
    void commit();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Removes the temporaries of files being written (async-signal-safe: for a handler that is
// about to end the process).
void remove_temporary_outputs() noexcept;

}  // namespace nono::cli
