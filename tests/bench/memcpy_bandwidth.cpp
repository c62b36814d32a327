// Single-thread memcpy bandwidth for a given chunk size: the yardstick for shm.ring's stream
// ("at least 80% of memcpy bandwidth"). Portable C++ on purpose (no OS calls, no IPC Lab code).
//
//   memcpy_bandwidth [--chunk BYTES] [--total BYTES] [--span BYTES]
//
// Copies --total bytes in memcpy calls of --chunk bytes from a source region to a destination
// region of --span bytes each, moving through both regions chunk by chunk and wrapping around.
// The span decides where the data lives: a span of one chunk stays in the L1/L2 cache (the
// fastest copy there is), a span of a few MiB lives in the last-level cache (as shm.ring's
// 4 MiB rings do), and a span well beyond the caches measures main memory. Without --span it
// prints all three. Output: one line per span, "span <bytes> chunk <bytes> GB/s <value>"
// (GB = 10^9 bytes, bytes copied per second; best of 5 runs).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct Options {
    std::size_t chunk = 64 * 1024;
    std::size_t total = std::size_t{512} << 20;
    std::size_t span = 0;  // 0: chunk, 4 MiB and 256 MiB
};

std::size_t parseBytes(const char* text) {
    char* end = nullptr;
    const unsigned long long value = std::strtoull(text, &end, 10);
    std::size_t scale = 1;
    if (end != nullptr && (*end == 'K' || *end == 'k')) {
        scale = 1024;
    } else if (end != nullptr && (*end == 'M' || *end == 'm')) {
        scale = std::size_t{1} << 20;
    } else if (end != nullptr && (*end == 'G' || *end == 'g')) {
        scale = std::size_t{1} << 30;
    }
    return static_cast<std::size_t>(value) * scale;
}

Options parseOptions(int argc, char** argv) {
    Options options;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i];
        const std::size_t value = parseBytes(argv[i + 1]);
        if (key == "--chunk") {
            options.chunk = value;
        } else if (key == "--total") {
            options.total = value;
        } else if (key == "--span") {
            options.span = value;
        } else {
            std::fprintf(stderr, "unknown option %s\n", key.c_str());
            std::exit(2);
        }
    }
    if (options.chunk == 0 || options.total < options.chunk) {
        std::fprintf(stderr, "need 0 < --chunk <= --total\n");
        std::exit(2);
    }
    return options;
}

// Keeps the copies observable so the compiler cannot drop them.
volatile unsigned char g_sink;

double measureGbPerSecond(std::size_t chunk, std::size_t span, std::size_t total) {
    span = std::max(span, chunk) / chunk * chunk;  // whole chunks
    std::vector<unsigned char> source(span);
    std::vector<unsigned char> target(span);
    for (std::size_t i = 0; i < span; ++i) {
        source[i] = static_cast<unsigned char>(i * 31 + 7);
    }
    std::memset(target.data(), 0, span);  // fault every page in before timing
    const std::size_t copies = total / chunk;
    double best = 0;
    for (int run = 0; run < 5; ++run) {
        std::size_t offset = 0;
        const auto start = std::chrono::steady_clock::now();
        for (std::size_t i = 0; i < copies; ++i) {
            std::memcpy(target.data() + offset, source.data() + offset, chunk);
            offset += chunk;
            if (offset == span) {
                offset = 0;
            }
        }
        const auto end = std::chrono::steady_clock::now();
        g_sink = target[(copies * 13) % span];
        const double seconds = std::chrono::duration<double>(end - start).count();
        best = std::max(best, static_cast<double>(copies * chunk) / seconds / 1e9);
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    const Options options = parseOptions(argc, argv);
    std::vector<std::size_t> spans = {options.span};
    if (options.span == 0) {
        spans = {options.chunk, std::size_t{4} << 20, std::size_t{256} << 20};
    }
    for (const std::size_t span : spans) {
        std::printf("span %zu chunk %zu GB/s %.2f\n", std::max(span, options.chunk), options.chunk,
                    measureGbPerSecond(options.chunk, span, options.total));
    }
    return 0;
}
