#include "output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <ext/stdio_filebuf.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "commands.hpp"

namespace nono::cli {

namespace {

// The temporaries being written, for the signal handler: fixed slots of plain characters,
// since a handler may neither allocate nor lock.
constexpr std::size_t kSlots = 8;
std::array<std::array<char, 4096>, kSlots> g_temporaries{};
std::array<std::atomic<bool>, kSlots> g_in_use{};

int register_temporary(const std::string& path) {
    if (path.size() >= g_temporaries[0].size()) return -1;
    for (std::size_t i = 0; i < kSlots; ++i) {
        if (g_in_use[i].load()) continue;
        std::memcpy(g_temporaries[i].data(), path.c_str(), path.size() + 1);
        g_in_use[i] = true;
        return static_cast<int>(i);
    }
    return -1;  // more than kSlots at once: not removed by a signal, only by the destructor
}

void unregister_temporary(int slot) {
    if (slot >= 0) g_in_use[static_cast<std::size_t>(slot)] = false;
}

extern "C" void remove_and_die(int signal) {
    remove_temporary_outputs();
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

// Commands with no handler of their own (render, convert) die at SIGINT or SIGTERM: first
// their temporaries go. A command that stops cleanly on a signal (solve, census) keeps its
// handler, and its writes finish or fail normally.
void remove_temporaries_on_fatal_signals() {
    static const bool installed = [] {
        for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) {
            struct sigaction current {};
            sigaction(signal, nullptr, &current);
            if (current.sa_handler == SIG_DFL) std::signal(signal, remove_and_die);
        }
        return true;
    }();
    (void)installed;
}

std::string reason() { return std::strerror(errno); }

}  // namespace

void remove_temporary_outputs() noexcept {
    for (std::size_t i = 0; i < kSlots; ++i)
        if (g_in_use[i].load()) ::unlink(g_temporaries[i].data());
}

struct OutputFile::Impl {
    std::string path;       // as given, for messages
    std::string target;     // where the file goes (a symbolic link followed)
    std::string temporary;  // empty when written directly
    int slot = -1;
    std::unique_ptr<__gnu_cxx::stdio_filebuf<char>> buffer;
    std::unique_ptr<std::ostream> file;
    bool committed = false;
};

OutputFile::OutputFile(std::string path) : impl_(std::make_unique<Impl>()) {
    Impl& out = *impl_;
    out.path = path;
    if (path == "-") return;
    namespace fs = std::filesystem;
    std::error_code error;
    // A link is followed: the file it names is replaced, the link stays.
    out.target = fs::is_symlink(fs::symlink_status(path, error)) ? fs::weakly_canonical(path, error).string() : path;
    if (out.target.empty()) out.target = path;
    struct stat existing {};
    const bool exists = ::stat(out.target.c_str(), &existing) == 0;
    int fd = -1;
    if (exists && !S_ISREG(existing.st_mode)) {
        if (S_ISDIR(existing.st_mode)) throw OutputError("cannot write " + path + ": it is a folder");
        // A device, pipe or socket: written directly (replacing it would destroy it).
        fd = ::open(out.target.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
        if (fd < 0) throw OutputError("cannot write " + path + ": " + reason());
    } else {
        const fs::path folder = fs::path(out.target).parent_path();
        std::string pattern = (folder.empty() ? fs::path(".") : folder) / ("." + fs::path(out.target).filename().string() + ".nono-XXXXXX");
        fd = ::mkostemp(pattern.data(), O_CLOEXEC);  // a new name, created exclusively
        if (fd < 0) throw OutputError("cannot write " + path + ": " + reason());
        out.temporary = pattern;
        out.slot = register_temporary(out.temporary);
        remove_temporaries_on_fatal_signals();
        // The mode an ordinary create would give (mkstemp makes 0600), or the old file's.
        mode_t mode = 0666;
        if (exists) {
            mode = existing.st_mode & 07777;
        } else {
            const mode_t mask = ::umask(0);
            ::umask(mask);
            mode &= ~mask;
        }
        ::fchmod(fd, mode);
    }
    out.buffer = std::make_unique<__gnu_cxx::stdio_filebuf<char>>(fd, std::ios::out | std::ios::binary);
    out.file = std::make_unique<std::ostream>(out.buffer.get());
}

OutputFile::~OutputFile() {
    Impl& out = *impl_;
    if (out.file) {
        out.file->flush();
        out.buffer->close();
    }
    if (!out.committed && !out.temporary.empty()) ::unlink(out.temporary.c_str());
    unregister_temporary(out.slot);
}

std::ostream& OutputFile::stream() { return impl_->file ? *impl_->file : std::cout; }

void OutputFile::commit() {
    Impl& out = *impl_;
    if (!out.file) {
        std::cout.flush();
        if (!std::cout) throw OutputError("cannot write to standard output");
        return;
    }
    errno = 0;
    out.file->flush();
    int failure = *out.file ? 0 : (errno != 0 ? errno : EIO);
    // fsync before the rename: otherwise a crash could leave an empty file under the old name.
    if (failure == 0 && !out.temporary.empty() && ::fsync(out.buffer->fd()) != 0) failure = errno;
    errno = 0;
    if (out.buffer->close() == nullptr && failure == 0) failure = errno != 0 ? errno : EIO;
    if (failure != 0) throw OutputError("cannot write " + out.path + ": " + std::strerror(failure));
    if (!out.temporary.empty()) {
        if (::rename(out.temporary.c_str(), out.target.c_str()) != 0)
            throw OutputError("cannot write " + out.path + ": " + reason());
        out.temporary.clear();
    }
    out.committed = true;
}

}  // namespace nono::cli
