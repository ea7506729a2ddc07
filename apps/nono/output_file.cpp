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

// The descriptor of this process that `path` names through /dev/stdout, /dev/fd/N or
// /proc/self/fd/N (followed through links to them), or -1. Such a path is the file already
// open there: it is written through that descriptor, in place, at its offset and in its
// append mode. Following the link instead to the file behind it and replacing that file
// destroyed what stdout was appended to (issue 45: `solve -o /dev/stdout >> log.txt`).
// `through_proc` is set when the path passes through /proc at all (another process's
// descriptor): also a file to write in place, never to replace.
int own_descriptor(const std::string& path, bool& through_proc) {
    namespace fs = std::filesystem;
    const std::string pid = std::to_string(::getpid());
    std::string at = path;
    for (int links = 0; links < 40; ++links) {
        if (at == "/dev/stdin") return 0;
        if (at == "/dev/stdout") return 1;
        if (at == "/dev/stderr") return 2;
        for (const std::string& prefix :
             {std::string("/dev/fd/"), std::string("/proc/self/fd/"), std::string("/proc/thread-self/fd/"), "/proc/" + pid + "/fd/"}) {
            if (at.rfind(prefix, 0) != 0) continue;
            const std::string number = at.substr(prefix.size());
            if (!number.empty() && number.size() < 9 && number.find_first_not_of("0123456789") == std::string::npos)
                return std::stoi(number);
        }
        if (at.rfind("/proc/", 0) == 0) through_proc = true;
        std::error_code error;
        if (!fs::is_symlink(fs::symlink_status(at, error))) return -1;
        const fs::path next = fs::read_symlink(at, error);
        if (error) return -1;
        at = (next.is_absolute() ? next : fs::path(at).parent_path() / next).lexically_normal().string();
    }
    return -1;
}

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
    bool through_proc = false;
    if (const int descriptor = own_descriptor(path, through_proc); descriptor >= 0) {
        std::cout.flush();  // what went to stdout before comes first
        const int fd = ::fcntl(descriptor, F_DUPFD_CLOEXEC, 3);
        if (fd < 0) throw OutputError("cannot write " + path + ": " + reason());
        out.buffer = std::make_unique<__gnu_cxx::stdio_filebuf<char>>(fd, std::ios::out | std::ios::binary);
        out.file = std::make_unique<std::ostream>(out.buffer.get());
        return;
    }
    std::error_code error;
    // A link is followed: the file it names is replaced, the link stays.
    out.target = fs::is_symlink(fs::symlink_status(path, error)) ? fs::weakly_canonical(path, error).string() : path;
    if (out.target.empty()) out.target = path;
    struct stat existing {};
    const bool exists = ::stat(out.target.c_str(), &existing) == 0;
    int fd = -1;
    // A read-only file is not replaced (a rename needs only the folder's permission, and
    // replaced it, issue 45), even by root.
    if (exists && S_ISREG(existing.st_mode) && (::access(out.target.c_str(), W_OK) != 0 || (existing.st_mode & 0222) == 0))
        throw OutputError("cannot write " + path + ": it is read-only (nono does not replace it)");
    // Another user's file is written in place: replacing it would make it ours, with our mode.
    const bool foreign = exists && S_ISREG(existing.st_mode) && existing.st_uid != ::geteuid();
    if (exists && (!S_ISREG(existing.st_mode) || through_proc || foreign)) {
        if (S_ISDIR(existing.st_mode)) throw OutputError("cannot write " + path + ": it is a folder");
        // A device, pipe or socket, or a file open in another process: written directly
        // (replacing it would destroy it).
        fd = ::open(through_proc ? path.c_str() : out.target.c_str(),
                    O_WRONLY | O_CLOEXEC | O_NOCTTY | (foreign ? O_TRUNC : 0));
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
