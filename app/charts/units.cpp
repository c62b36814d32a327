#include "charts/units.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>

#include "ipclab/experiment.hpp"

namespace ipclab::app {
namespace {

// The digits come with '.' (std::to_chars, or core's formatBytes): swap it.
std::string withDecimalPoint(std::string text, char decimalPoint) {
    if (decimalPoint != '.') {
        for (char& character : text) {
            if (character == '.') {
                character = decimalPoint;
            }
        }
    }
    return text;
}

}  // namespace

ScaledUnit timeUnitFor(double ns) {
    const double magnitude = std::fabs(ns);
    if (magnitude < 1e3) {
        return {"ns", 1};
    }
    if (magnitude < 1e6) {
        return {"\xC2\xB5s", 1e3};  // µs in UTF-8
    }
    if (magnitude < 1e9) {
        return {"ms", 1e6};
    }
    return {"s", 1e9};
}

ScaledUnit rateUnitFor(double bytesPerSecond) {
    const double magnitude = std::fabs(bytesPerSecond);
    if (magnitude < 1e3) {
        return {"B/s", 1};
    }
    if (magnitude < 1e6) {
        return {"KB/s", 1e3};
    }
    if (magnitude < 1e9) {
        return {"MB/s", 1e6};
    }
    return {"GB/s", 1e9};
}

std::string formatSignificant(double value, char decimalPoint) {
    if (!std::isfinite(value)) {
        return std::isnan(value) ? "nan" : (value < 0 ? "-inf" : "inf");
    }
    // 1e308 in fixed notation: 309 digits and the sign.
    char buffer[320];
    const double magnitude = std::fabs(value);
    // Three significant digits, but never scientific notation and never "1.2e+03".
    const int decimals = magnitude >= 100 || magnitude == 0 ? 0 : (magnitude >= 10 ? 1 : 2);
    // std::to_chars rather than snprintf: the C library's LC_NUMERIC (which QApplication sets
    // from the environment on Unix) must not put a ',' into the CLI's and CSV's numbers.
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    if (error != std::errc{}) {
        return "?";
    }
    return withDecimalPoint(std::string(buffer, end), decimalPoint);
}

std::string formatDuration(double ns, char decimalPoint) {
    const ScaledUnit unit = timeUnitFor(ns);
    return formatSignificant(ns / unit.factor, decimalPoint) + " " + unit.name;
}

std::string formatRate(double bytesPerSecond, char decimalPoint) {
    const ScaledUnit unit = rateUnitFor(bytesPerSecond);
    return formatSignificant(bytesPerSecond / unit.factor, decimalPoint) + " " + unit.name;
}

std::string formatSize(std::size_t bytes, char decimalPoint) {
    return withDecimalPoint(formatBytes(bytes), decimalPoint);
}

std::string formatCpuPair(double initiatorNs, double responderNs, char decimalPoint) {
    static const std::string kNone = "\xE2\x80\x93";  // "–" in UTF-8
    const bool haveInitiator = initiatorNs >= 0 && std::isfinite(initiatorNs);
    const bool haveResponder = responderNs >= 0 && std::isfinite(responderNs);
    if (!haveInitiator && !haveResponder) {
        return kNone;
    }
    // One unit for both, so the two numbers compare at a glance.
    const ScaledUnit unit =
        timeUnitFor(std::max(haveInitiator ? initiatorNs : 0.0, haveResponder ? responderNs : 0.0));
    const std::string left =
        haveInitiator ? formatSignificant(initiatorNs / unit.factor, decimalPoint) : kNone;
    const std::string right =
        haveResponder ? formatSignificant(responderNs / unit.factor, decimalPoint) : kNone;
    return left + "/" + right + " " + unit.name;
}

}  // namespace ipclab::app
