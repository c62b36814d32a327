#pragma once
/// Numbers as people read them: durations in ns / µs / ms / s, rates in MB/s / GB/s (decimal,
/// 1 MB = 10^6 bytes, as network and disk figures are quoted), sizes in B / KiB / MiB (binary).
/// Pure functions, thread-safe; shared by the chart axes, the CLI table and the GUI table.
#include <cstddef>
#include <string>

namespace ipclab::app {

/// A unit and how many base units (ns, or bytes/s) it holds.
struct ScaledUnit {
    const char* name;  ///< "ns", "µs" (UTF-8), "ms", "s", "B/s", "KB/s", "MB/s", "GB/s"
    double factor;     ///< 1, 1e3, 1e6, 1e9
};

/// The unit in which `ns` reads with 1 to 3 digits before the point.
ScaledUnit timeUnitFor(double ns);
/// The unit in which `bytesPerSecond` reads with 1 to 3 digits before the point.
ScaledUnit rateUnitFor(double bytesPerSecond);

/// "812 ns", "12.3 µs", "1.25 ms"; three significant digits.
std::string formatDuration(double ns);
/// "850 MB/s", "1.23 GB/s"; three significant digits.
std::string formatRate(double bytesPerSecond);
/// Three significant digits without a unit: 1.23, 12.3, 123, 1234.
std::string formatSignificant(double value);

/// CPU time per message of the measuring side and of the responding side, compactly, in the
/// unit of the larger, three significant digits: "2.10/2.00 µs", "850/12.5 ns"; a side not
/// measured (negative) is "–" ("2.10/– µs"), both not measured gives "–".
std::string formatCpuPair(double initiatorNs, double responderNs);

}  // namespace ipclab::app
