#include "ipclab/experiment.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>
#include <string>
#include <system_error>

#include "ipclab/text.hpp"

namespace ipclab {

std::string_view toString(Pattern pattern) noexcept {
    switch (pattern) {
        case Pattern::PingPong:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "pingpong");
        case Pattern::Stream:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "stream");
        case Pattern::Lock:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "lock");
        case Pattern::Paced:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "paced");
        case Pattern::OneSided:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "one-sided");
    }
    return "unknown";
}

Figure figureOf(Pattern pattern) noexcept {
    switch (pattern) {
        case Pattern::Stream:
            return Figure::Throughput;
        case Pattern::Lock:
            return Figure::LockOperation;
        case Pattern::OneSided:
            return Figure::TimePerSend;
        case Pattern::PingPong:
        case Pattern::Paced:
            break;
    }
    return Figure::Latency;
}

PointSpec roundPointSpec(const Experiment& experiment, std::size_t sizeBytes, bool countEvents) {
    PointSpec spec;
    spec.warmup = experiment.warmup;
    spec.iterations = chunksPerRepetition(experiment, sizeBytes);
    spec.repetitions = 1;
    spec.pattern = experiment.pattern;
    spec.sizeBytes = sizeBytes;
    spec.verifyPayload = experiment.verifyPayload;
    spec.gapUs = experiment.pattern == Pattern::Paced ? experiment.gapUs : 0;
    spec.countEvents = countEvents;
    return spec;
}

bool hasMessageSize(Pattern pattern) noexcept {
    return figureOf(pattern) != Figure::LockOperation;
}

std::vector<std::size_t> pointSizes(const Experiment& experiment) {
    return hasMessageSize(experiment.pattern) ? experiment.sizesBytes : std::vector<std::size_t>{0};
}

std::string_view toString(WaitStrategy wait) noexcept {
    switch (wait) {
        case WaitStrategy::Block:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "block");
        case WaitStrategy::Spin:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "spin");
        case WaitStrategy::SpinYield:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "spin-yield");
        case WaitStrategy::SpinBlock:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "spin-block");
    }
    return "unknown";
}

std::optional<WaitStrategy> parseWaitStrategy(std::string_view text) noexcept {
    for (const auto wait : {WaitStrategy::Block, WaitStrategy::Spin, WaitStrategy::SpinYield,
                            WaitStrategy::SpinBlock}) {
        if (text == toString(wait)) {
            return wait;
        }
    }
    return std::nullopt;
}

std::string_view toString(Placement placement) noexcept {
    switch (placement) {
        case Placement::Unpinned:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "unpinned");
        case Placement::SameCore:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "same-core");
        case Placement::CrossCore:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "cross-core");
        case Placement::Auto:
            return IPCLAB_TR_NOOP("ipclab::CoreMessages", "auto");
    }
    return "unknown";
}

std::optional<Pattern> parsePattern(std::string_view text) noexcept {
    // "ping-pong" is how the reports and the design spell it; "pingpong" is what we write.
    if (text == "pingpong" || text == "ping-pong") {
        return Pattern::PingPong;
    }
    for (const auto pattern : kPatterns) {
        if (text == toString(pattern)) {
            return pattern;
        }
    }
    return std::nullopt;
}

std::string_view toString(LockLoop loop) noexcept {
    return loop == LockLoop::Bare ? "bare" : "counter";
}

std::optional<LockLoop> parseLockLoop(std::string_view text) noexcept {
    if (text == "counter") {
        return LockLoop::Counter;
    }
    if (text == "bare") {
        return LockLoop::Bare;
    }
    return std::nullopt;
}

std::optional<Placement> parsePlacement(std::string_view text) noexcept {
    if (text == "unpinned") {
        return Placement::Unpinned;
    }
    if (text == "same-core") {
        return Placement::SameCore;
    }
    if (text == "cross-core") {
        return Placement::CrossCore;
    }
    if (text == "auto") {
        return Placement::Auto;
    }
    return std::nullopt;
}

std::string formatBytes(std::size_t bytes) {
    static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    if (bytes < 1024) {
        return std::to_string(bytes) + " B";
    }
    double value = static_cast<double>(bytes) / 1024.0;
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < std::size(kUnits)) {
        value /= 1024.0;
        ++unit;
    }
    // std::to_chars, not snprintf: a Qt front end's QApplication sets LC_NUMERIC from the
    // environment, and under de_DE snprintf wrote "4,00" (trimmed to "4, KiB").
    const auto twoDecimals = [](double number) {
        char text[64];
        const auto result =
            std::to_chars(text, text + sizeof text, number, std::chars_format::fixed, 2);
        return std::string(text, result.ptr);
    };
    std::string number = twoDecimals(value);
    // 1023.999 KiB prints as "1024.00": say "1 MiB" instead.
    if (number.starts_with("1024") && unit + 1 < std::size(kUnits)) {
        ++unit;
        number = twoDecimals(value / 1024.0);
    }
    // Two decimals at most, without trailing zeros: "4", "1.5", "63.97".
    while (number.back() == '0') {
        number.pop_back();
    }
    if (number.back() == '.') {
        number.pop_back();
    }
    return number + " " + kUnits[unit];
}

}  // namespace ipclab
