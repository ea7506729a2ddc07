// Matrices on large pages; see large_pages.hpp.
#include "scan/large_pages.hpp"

#include <cstdlib>
#include <new>

#include <opencv2/core/core_c.h>  // CV_AUTOSTEP

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace nono::scan {

#if defined(__linux__) && defined(MADV_HUGEPAGE)

namespace {

constexpr std::size_t kLargePage = std::size_t{2} << 20;

// OpenCV's default allocator's bookkeeping (modules/core/src/matrix.cpp, StdMatAllocator)
// with the data aligned to a large page and marked for large pages.
class LargePageAllocator final : public cv::MatAllocator {
public:
    cv::UMatData* allocate(int dims, const int* sizes, int type, void* data0, std::size_t* step, cv::AccessFlag,
                           cv::UMatUsageFlags) const override {
        std::size_t total = CV_ELEM_SIZE(type);
        for (int i = dims - 1; i >= 0; --i) {
            if (step) {
                if (data0 && step[i] != CV_AUTOSTEP) total = step[i];
                else step[i] = total;
            }
            total *= static_cast<std::size_t>(sizes[i]);
        }
        uchar* data = static_cast<uchar*>(data0);
        if (!data) {
            const std::size_t rounded = (total + kLargePage - 1) / kLargePage * kLargePage;
            data = static_cast<uchar*>(std::aligned_alloc(kLargePage, rounded));
            if (!data) throw std::bad_alloc();
            madvise(data, rounded, MADV_HUGEPAGE);  // a hint: refused, 4 KB pages as before
        }
        cv::UMatData* u = new cv::UMatData(this);
        u->data = u->origdata = data;
        u->size = total;
        if (data0) u->flags |= cv::UMatData::USER_ALLOCATED;
        return u;
    }
    bool allocate(cv::UMatData* u, cv::AccessFlag, cv::UMatUsageFlags) const override { return u != nullptr; }
    void deallocate(cv::UMatData* u) const override {
        if (!u) return;
        if (!(u->flags & cv::UMatData::USER_ALLOCATED)) std::free(u->origdata);
        delete u;
    }
};

}  // namespace

cv::Mat on_large_pages() {
    static const LargePageAllocator* const allocator = new LargePageAllocator;  // never freed: static matrices outlive any static
    cv::Mat m;
    m.allocator = const_cast<LargePageAllocator*>(allocator);
    return m;
}

#else

// Elsewhere (the browser's WebAssembly, whose memory has no pages to ask for) OpenCV's own
// allocation: aligning to 2 MB would only waste memory.
cv::Mat on_large_pages() { return cv::Mat(); }

#endif

}  // namespace nono::scan
