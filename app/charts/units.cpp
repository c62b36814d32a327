#include "charts/units.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ipclab::app {

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

std::string formatSignificant(double value) {
    char buffer[64];
    const double magnitude = std::fabs(value);
    // Three significant digits, but never scientific notation and never "1.2e+03".
    const int decimals = magnitude >= 100 || magnitude == 0 ? 0 : (magnitude >= 10 ? 1 : 2);
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string formatDuration(double ns) {
    const ScaledUnit unit = timeUnitFor(ns);
    return formatSignificant(ns / unit.factor) + " " + unit.name;
}

std::string formatRate(double bytesPerSecond) {
    const ScaledUnit unit = rateUnitFor(bytesPerSecond);
    return formatSignificant(bytesPerSecond / unit.factor) + " " + unit.name;
}

std::string formatCpuPair(double initiatorNs, double responderNs) {
    static const std::string kNone = "\xE2\x80\x93";  // "–" in UTF-8
    const bool haveInitiator = initiatorNs >= 0 && std::isfinite(initiatorNs);
    const bool haveResponder = responderNs >= 0 && std::isfinite(responderNs);
    if (!haveInitiator && !haveResponder) {
        return kNone;
    }
    // One unit for both, so the two numbers compare at a glance.
    const ScaledUnit unit =
        timeUnitFor(std::max(haveInitiator ? initiatorNs : 0.0, haveResponder ? responderNs : 0.0));
    const std::string left = haveInitiator ? formatSignificant(initiatorNs / unit.factor) : kNone;
    const std::string right = haveResponder ? formatSignificant(responderNs / unit.factor) : kNone;
    return left + "/" + right + " " + unit.name;
}

}  // namespace ipclab::app
